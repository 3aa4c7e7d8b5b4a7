import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import type { ContactTier } from '@vigil/shared';
import { FeedbackToast, useFeedbackToast } from './FeedbackToast';
import { PageBody, Section, Tiles } from './MarketingPage';
import {
  BENEFITS,
  CAPABILITIES,
  COVERAGE,
  INDUSTRIES,
  PLANS,
  STANDARD_TABS,
  STEPS,
  type CapabilityStatus,
} from './homeContent';
import { useSession } from '../../session/SessionProvider';

// The dialog (form, country search, dialog chrome) loads on first use, keeping the home page light.
const ContactSalesDialog = lazy(() =>
  import('./ContactSalesDialog').then((m) => ({ default: m.ContactSalesDialog })),
);

const BADGE_TONE: Record<CapabilityStatus, 'available' | 'soon' | 'roadmap'> = {
  Available: 'available',
  'Coming Soon': 'soon',
  Roadmap: 'roadmap',
};

function Hero({ onContact }: { onContact: () => void }) {
  const signedIn = useSession().isAuthenticated;
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        background: 'linear-gradient(160deg, #0b3d12 0%, #1b5e20 55%, #2e7d32 100%)',
        color: '#fff',
        py: { xs: 7, md: 12 },
      }}
    >
      <Container maxWidth="lg">
        <Typography
          component="p"
          sx={{
            fontWeight: 600,
            letterSpacing: 1,
            textTransform: 'uppercase',
            fontSize: 14,
            mb: 2,
            color: '#c8e6c9',
          }}
        >
          Self-hosted code security
        </Typography>
        <Typography
          id="hero-title"
          component="h1"
          sx={{
            fontWeight: 800,
            fontSize: { xs: '2rem', sm: '2.6rem', md: '3.4rem' },
            lineHeight: 1.15,
            maxWidth: 900,
          }}
        >
          Find the vulnerabilities in your code before attackers do
        </Typography>
        <Typography
          sx={{
            mt: 3,
            fontSize: { xs: '1.05rem', md: '1.25rem' },
            maxWidth: 760,
            color: '#e8f5e9',
          }}
        >
          Vigil is an AI-centric security and compliance platform. Its static analysis engine traces
          untrusted data through 15+ languages, explains every finding with a data-flow trace and a
          fix, and maps it to OWASP, CWE, SANS, NIST and MITRE, all on your own servers.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
          {signedIn ? (
            <Button
              component={RouterLink}
              to="/dashboard"
              variant="contained"
              size="large"
              sx={{ bgcolor: '#fff', color: '#1b5e20', '&:hover': { bgcolor: '#e8f5e9' } }}
            >
              Go to Dashboard
            </Button>
          ) : (
            <Button
              component={RouterLink}
              to="/register"
              variant="contained"
              size="large"
              sx={{ bgcolor: '#fff', color: '#1b5e20', '&:hover': { bgcolor: '#e8f5e9' } }}
            >
              Start Free Trial
            </Button>
          )}
          <Button
            onClick={onContact}
            variant="outlined"
            size="large"
            sx={{
              color: '#fff',
              borderColor: '#fff',
              '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.1)' },
            }}
          >
            Talk to Sales
          </Button>
        </Stack>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            gap: 3,
            mt: { xs: 6, md: 8 },
            mb: 0,
          }}
        >
          {[
            ['15+', 'languages analysed'],
            ['6', 'compliance frameworks mapped'],
            ['24/7', 'monitoring'],
            ['60%', 'lower security tooling cost'],
          ].map(([value, label]) => (
            <Box key={label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <Box component="dt" sx={{ color: '#e8f5e9', fontSize: 15 }}>
                {label}
              </Box>
              <Box
                component="dd"
                sx={{ m: 0, fontWeight: 800, fontSize: { xs: '1.8rem', md: '2.2rem' } }}
              >
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

function StandardsTabs() {
  const [tab, setTab] = useState(0);
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Tabs
        value={tab}
        onChange={(_e, v: number) => setTab(v)}
        variant="fullWidth"
        aria-label="Compliance standard groups"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {STANDARD_TABS.map((t, i) => (
          <Tab
            key={t.key}
            label={t.label}
            id={`standards-tab-${t.key}`}
            aria-controls={`standards-panel-${t.key}`}
            value={i}
          />
        ))}
      </Tabs>
      {STANDARD_TABS.map((t, i) => (
        <Box
          key={t.key}
          role="tabpanel"
          id={`standards-panel-${t.key}`}
          aria-labelledby={`standards-tab-${t.key}`}
          hidden={tab !== i}
          sx={{ pt: 3 }}
        >
          {tab === i && (
            <Tiles
              md={2}
              items={t.items.map((it) => ({ key: it.name, title: it.name, text: it.text }))}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}

function Pricing({ onContact }: { onContact: (tier: ContactTier) => void }) {
  return (
    <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
      {PLANS.map((p) => (
        <Grid key={p.tier} size={{ xs: 12, md: 5 }}>
          <Card
            variant="outlined"
            data-testid={`plan-${p.tier}`}
            sx={{
              height: '100%',
              display: 'flex',
              flexDirection: 'column',
              borderWidth: p.recommended ? 2 : 1,
              borderColor: p.recommended ? 'success.dark' : 'divider',
            }}
          >
            <CardContent sx={{ flexGrow: 1, p: { xs: 3, md: 4 } }}>
              <Typography component="h3" variant="h5" sx={{ fontWeight: 800 }}>
                {p.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {p.blurb}
              </Typography>
              <Typography component="p" variant="h5" sx={{ fontWeight: 700, my: 3 }}>
                Contact for Pricing
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {p.features.map((f) => (
                  <Box
                    component="li"
                    key={f}
                    sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1.2 }}
                  >
                    <CheckCircleOutline
                      fontSize="small"
                      sx={{ color: 'success.dark', mt: '2px' }}
                      aria-hidden
                    />
                    <span>{f}</span>
                  </Box>
                ))}
              </Box>
            </CardContent>
            <Box sx={{ p: { xs: 3, md: 4 }, pt: 0 }}>
              <Button
                fullWidth
                size="large"
                variant={p.recommended ? 'contained' : 'outlined'}
                color="success"
                onClick={() => onContact(p.tier)}
                aria-label={`Contact Sales about ${p.tier}`}
              >
                Contact Sales
              </Button>
            </Box>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/** The marketing home page (spec section 2, Marketing home). */
export function HomePage() {
  // The tier is kept while the dialog closes, so its title does not change during the transition.
  const [dialog, setDialog] = useState<{ open: boolean; tier: ContactTier; used: boolean }>({
    open: false,
    tier: 'Enterprise',
    used: false,
  });
  const { toast, showToast, hideToast } = useFeedbackToast();
  const openContact = (tier: ContactTier) => setDialog({ open: true, tier, used: true });

  return (
    <PageBody>
      <Hero onContact={() => openContact('Enterprise')} />

      <Section
        id="ecosystem"
        title="Complete Cybersecurity Ecosystem"
        intro="One platform for the security work around your code: find, prioritise, fix and prove it. What ships today is marked Available; the rest is on the published roadmap."
      >
        <Tiles
          items={CAPABILITIES.map((c) => ({
            key: c.key,
            title: c.href ? <RouterLink to={c.href}>{c.title}</RouterLink> : c.title,
            text: c.text,
            badge: { label: c.status, tone: BADGE_TONE[c.status] },
          }))}
        />
      </Section>

      <Section
        id="how-it-works"
        title="How it works"
        intro="From first upload to a green CI pipeline in five steps."
        tint
      >
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(5, 1fr)' },
          }}
        >
          {STEPS.map((s, i) => (
            <Box component="li" key={s.title}>
              <Box
                aria-hidden
                sx={{
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  bgcolor: '#1b5e20',
                  color: '#fff',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  mb: 1.5,
                }}
              >
                {i + 1}
              </Box>
              <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                <Box
                  component="span"
                  sx={{
                    position: 'absolute',
                    width: '1px',
                    height: '1px',
                    overflow: 'hidden',
                    clipPath: 'inset(50%)',
                    whiteSpace: 'nowrap',
                  }}
                >
                  Step {i + 1}:{' '}
                </Box>
                {s.title}
              </Typography>
              <Typography color="text.secondary">{s.text}</Typography>
            </Box>
          ))}
        </Box>
      </Section>

      <Section id="benefits" title="Why teams choose Vigil">
        <Tiles
          look="rule"
          md={4}
          items={BENEFITS.map((b) => ({ key: b.title, title: b.title, text: b.text }))}
        />
      </Section>

      <Section id="industries" title="Built for regulated industries" tint>
        <Tiles
          items={INDUSTRIES.map((ind) => ({ key: ind.title, title: ind.title, text: ind.text }))}
        />
      </Section>

      <Section
        id="standards"
        title="Compliance standards"
        intro="Evidence for the regulations, certifications and frameworks your customers and auditors ask about."
      >
        <StandardsTabs />
      </Section>

      <Section id="coverage" title="Coverage you can cite" tint>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
              Every finding is mapped to
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              }}
            >
              {COVERAGE.map((c) => (
                <Box component="li" key={c} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <CheckCircleOutline sx={{ color: 'success.dark' }} aria-hidden />
                  {c}
                </Box>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
              Across your stack
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              <strong>15+ languages</strong>: JavaScript, TypeScript, Python, Java, C#, C, C++, PHP,
              Ruby, Go, Rust, Kotlin, Swift, Scala and shell, plus Dockerfiles, Kubernetes manifests
              and CI configuration.
            </Typography>
            <Typography color="text.secondary">
              <strong>24/7 monitoring</strong>: scans run in the background queue around the clock,
              and every pipeline run can gate a merge with <code>vigil scan --fail-on high</code>.
            </Typography>
          </Grid>
        </Grid>
      </Section>

      <Section
        id="pricing"
        title="Plans"
        intro="Pricing depends on the number of developers and deployment model. Tell us about your team and we will send a quote the same week."
      >
        <Pricing onContact={openContact} />
      </Section>

      <Box
        component="section"
        aria-labelledby="cta-title"
        sx={{ bgcolor: '#0b3d12', color: '#fff', py: { xs: 7, md: 10 }, textAlign: 'center' }}
      >
        <Container maxWidth="md">
          <Typography
            id="cta-title"
            component="h2"
            sx={{ fontWeight: 800, fontSize: { xs: '1.7rem', md: '2.4rem' } }}
          >
            Ready to secure every release?
          </Typography>
          <Typography sx={{ mt: 2, color: '#e8f5e9' }}>
            See Vigil on your own code. Our engineers will set up a trial, run the first scan with
            you and walk through the findings.
          </Typography>
          <Button
            onClick={() => openContact('Enterprise')}
            variant="contained"
            size="large"
            sx={{ mt: 4, bgcolor: '#fff', color: '#0b3d12', '&:hover': { bgcolor: '#e8f5e9' } }}
          >
            Contact Sales
          </Button>
        </Container>
      </Box>

      {dialog.used && (
        <Suspense fallback={null}>
          <ContactSalesDialog
            open={dialog.open}
            tier={dialog.tier}
            onClose={() => setDialog((d) => ({ ...d, open: false }))}
            onResult={(message, type) => showToast(message, type)}
          />
        </Suspense>
      )}
      <FeedbackToast toast={toast} onClose={hideToast} />
    </PageBody>
  );
}
