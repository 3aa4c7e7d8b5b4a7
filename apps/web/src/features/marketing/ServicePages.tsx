import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageBody, Section } from './MarketingPage';
import { useSession } from '../../session/SessionProvider';

const heroButton = {
  bgcolor: '#fff',
  color: '#1b5e20',
  '&:hover': { bgcolor: '#e8f5e9' },
} as const;
const heroOutline = {
  color: '#fff',
  borderColor: '#fff',
  '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.1)' },
} as const;

function ServiceHero({
  eyebrow,
  title,
  badge,
  children,
  actions,
}: {
  eyebrow: string;
  title: string;
  badge?: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="service-title"
      sx={{
        background: 'linear-gradient(160deg, #0b3d12 0%, #1b5e20 60%, #2e7d32 100%)',
        color: '#fff',
        py: { xs: 7, md: 11 },
      }}
    >
      <Container maxWidth="lg">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <Typography
            component="p"
            sx={{
              fontWeight: 600,
              letterSpacing: 1,
              textTransform: 'uppercase',
              fontSize: 14,
              color: '#c8e6c9',
            }}
          >
            {eyebrow}
          </Typography>
          {badge}
        </Stack>
        <Typography
          id="service-title"
          component="h1"
          sx={{
            fontWeight: 800,
            fontSize: { xs: '2rem', md: '3rem' },
            lineHeight: 1.15,
            maxWidth: 860,
          }}
        >
          {title}
        </Typography>
        <Typography
          sx={{ mt: 3, fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 760, color: '#e8f5e9' }}
        >
          {children}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
          {actions}
        </Stack>
      </Container>
    </Box>
  );
}

function FeatureGrid({ items }: { items: { title: string; text: string }[] }) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((f) => (
        <Grid key={f.title} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                {f.title}
              </Typography>
              <Typography color="text.secondary">{f.text}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

const SAST_FEATURES = [
  {
    title: 'Taint analysis with traces',
    text: 'Follows user input from request handlers through assignments, calls and string building to SQL, shell, file and template sinks, and stops at sanitisers. Every finding shows each step of the path.',
  },
  {
    title: '15+ languages',
    text: 'JavaScript, TypeScript, Python, Java, C#, C, C++, PHP, Ruby, Go, Rust, Kotlin, Swift, Scala and shell, with framework-aware sources and sinks.',
  },
  {
    title: 'Secrets and configuration',
    text: 'Hard-coded keys and tokens, weak crypto, and risky settings in Dockerfiles, Kubernetes manifests and CI workflows.',
  },
  {
    title: 'Compliance mapping',
    text: 'Each rule carries its CWE and OWASP Top 10 2021 category, mapped on to CWE Top 25, SANS Top 25, NIST CSF and MITRE ATT&CK.',
  },
  {
    title: 'Triage that sticks',
    text: 'Findings are fingerprinted, so a false positive you dismiss stays dismissed and fixed issues are recognised in the next scan.',
  },
  {
    title: 'Exports and CI',
    text: 'PDF reports for auditors, SARIF for code-scanning dashboards, CSV for spreadsheets, and the vigil CLI with --fail-on for pipelines.',
  },
];

/** /services/sast: marketing page of the SAST service (spec section 2). */
export function ServiceSastPage() {
  const signedIn = useSession().isAuthenticated;
  return (
    <PageBody>
      <ServiceHero
        eyebrow="Static Application Security Testing"
        title="AI-driven SAST that shows how the data flows"
        actions={
          signedIn ? (
            <Button
              component={RouterLink}
              to="/sast"
              variant="contained"
              size="large"
              sx={heroButton}
            >
              Launch SAST Scanner
            </Button>
          ) : (
            <>
              <Button
                component={RouterLink}
                to="/register"
                variant="contained"
                size="large"
                sx={heroButton}
              >
                Start Free Trial
              </Button>
              <Button
                component={RouterLink}
                to="/login"
                variant="outlined"
                size="large"
                sx={heroOutline}
              >
                Sign In
              </Button>
            </>
          )
        }
      >
        Upload your code or point Vigil at a repository. The engine parses every file once, runs
        pattern rules, secrets detection and taint analysis in parallel, and reports each
        vulnerability with its severity, CWE, file, line and a recommended fix, while you watch the
        scan progress live.
      </ServiceHero>

      <Section id="sast-features" title="What the scanner finds">
        <FeatureGrid items={SAST_FEATURES} />
      </Section>

      <Section
        id="sast-ci"
        title="In your pipeline"
        tint
        intro="The same engine runs as a command-line tool in any CI system, no server required."
      >
        <Box
          component="pre"
          tabIndex={0}
          aria-label="Example CI command"
          sx={{
            bgcolor: '#0b1f0e',
            color: '#e8f5e9',
            p: 3,
            borderRadius: 2,
            overflowX: 'auto',
            maxWidth: 760,
            mx: 'auto',
            fontSize: 14,
          }}
        >
          <code>npx vigil scan . --format sarif --output vigil.sarif --fail-on high</code>
        </Box>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 2 }}>
          Exit code 0 when clean, 1 when a finding at or above the threshold is found, 2 on a usage
          error and 3 when the scan fails.
        </Typography>
      </Section>
    </PageBody>
  );
}

const DAST_FEATURES = [
  {
    title: 'Automated scanning',
    text: 'Crawl running web applications, including authenticated areas, and probe for injection, XSS, misconfiguration and broken access control.',
  },
  {
    title: 'API testing',
    text: 'Import OpenAPI definitions and test every operation with schema-aware payloads.',
  },
  {
    title: 'Interactive testing',
    text: 'Replay and edit requests from a finding to confirm it by hand before filing it.',
  },
  {
    title: 'CI/CD integration',
    text: 'Run against review deployments on every merge request and fail the pipeline on the severities you choose.',
  },
  {
    title: 'One set of reports',
    text: 'Dynamic and static findings side by side, with the same compliance mapping and exports.',
  },
  {
    title: 'Correlated with SAST',
    text: 'A reachable endpoint confirmed at runtime raises the priority of the matching code-level finding.',
  },
];

// Phases without dates: a quarter already past reads as a missed promise.
const ROADMAP = [
  { id: 'phase-1', label: 'First release', items: ['Automated scanning', 'API testing'] },
  { id: 'phase-2', label: 'Next', items: ['Interactive testing', 'CI/CD integration'] },
];

/** /services/dast: DAST is announced, not yet available (spec section 2). */
export function ServiceDastPage() {
  const signedIn = useSession().isAuthenticated;
  return (
    <PageBody>
      <ServiceHero
        eyebrow="Dynamic Application Security Testing"
        title="Test your running applications the way attackers do"
        badge={
          <Chip
            label="Coming Soon"
            sx={{ bgcolor: '#ffe0b2', color: '#5d2e00', fontWeight: 700 }}
          />
        }
        actions={
          signedIn ? (
            <Button
              component={RouterLink}
              to="/dast"
              variant="contained"
              size="large"
              sx={heroButton}
            >
              View DAST Status
            </Button>
          ) : (
            <>
              <Button
                component={RouterLink}
                to="/register"
                variant="contained"
                size="large"
                sx={heroButton}
              >
                Join Waitlist
              </Button>
              <Button
                component={RouterLink}
                to="/contact"
                variant="outlined"
                size="large"
                sx={heroOutline}
              >
                Contact Sales
              </Button>
            </>
          )
        }
      >
        DAST is coming to Vigil. It will exercise your deployed web applications and APIs from the
        outside and put its findings next to the static analysis results, with the same triage,
        compliance mapping and reports.
      </ServiceHero>

      <Section id="dast-features" title="What DAST will do">
        <FeatureGrid items={DAST_FEATURES} />
      </Section>

      <Section id="dast-roadmap" title="Roadmap" tint>
        <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
          {ROADMAP.map((r) => (
            <Grid key={r.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }} data-testid={`roadmap-${r.id}`}>
                <CardContent>
                  <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                    {r.label}
                  </Typography>
                  <Box component="ul" sx={{ pl: 2.5, mb: 0 }}>
                    {r.items.map((i) => (
                      <li key={i}>{i}</li>
                    ))}
                  </Box>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>
    </PageBody>
  );
}
