import { Link as RouterLink } from 'react-router-dom';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { LIMITS, PRICES } from '@vigil/shared';
import { subscriptionView } from './subscription';
import { useSession } from '../../session/SessionProvider';

const CARDS = [
  {
    tier: 'FOUNDATION' as const,
    title: 'Foundation',
    // The list price My Services and the admin tiers show (spec section 9); quotes vary by team.
    priceNote: `List price ${PRICES.foundationLabel}`,
    blurb: 'Secure code review on every release for a growing team.',
    features: [
      `SAST scanning, up to ${LIMITS.foundationProjectLimit} projects`,
      'DAST as soon as it ships',
      'PDF, SARIF and CSV exports',
      'CI/CD integration with the vigil CLI',
      'Basic AI analytics and compliance mapping',
      'Email support',
    ],
  },
  {
    tier: 'SUMMIT' as const,
    title: 'Summit',
    recommended: true,
    blurb: 'Application security at scale, with people to help.',
    features: [
      'Everything in Foundation',
      'Unlimited projects',
      'Custom integrations',
      'Advanced analytics, AI orchestrator and continuous monitoring',
      'Enterprise compliance reporting',
      '24/7 priority support and a dedicated success manager',
    ],
  },
];

type Cell = boolean | string;
const COMPARISON: { feature: string; guest: Cell; foundation: Cell; summit: Cell }[] = [
  {
    feature: 'SAST projects',
    guest: 'None',
    foundation: `Up to ${LIMITS.foundationProjectLimit}`,
    summit: 'Unlimited',
  },
  {
    feature: 'SAST scanning (15+ languages, taint analysis)',
    guest: false,
    foundation: true,
    summit: true,
  },
  { feature: 'Reports and PDF, SARIF, CSV exports', guest: false, foundation: true, summit: true },
  {
    feature: 'Compliance mapping (OWASP, CWE, SANS, NIST, MITRE)',
    guest: false,
    foundation: 'Basic',
    summit: 'Enterprise',
  },
  { feature: 'CI/CD integration', guest: false, foundation: true, summit: true },
  { feature: 'DAST scanning', guest: false, foundation: 'Coming soon', summit: 'Coming soon' },
  { feature: 'AI analytics', guest: false, foundation: 'Basic', summit: 'Advanced' },
  {
    feature: 'AI orchestrator and continuous monitoring',
    guest: false,
    foundation: false,
    summit: true,
  },
  { feature: 'Custom integrations', guest: false, foundation: false, summit: true },
  {
    feature: 'Support',
    guest: 'Documentation',
    foundation: 'Email',
    summit: '24/7 priority, dedicated manager',
  },
  {
    feature: 'Price',
    guest: 'Free',
    foundation: `${PRICES.foundationLabel} list price`,
    summit: PRICES.summitLabel,
  },
];

function renderCell(v: Cell) {
  if (v === true) return 'Included';
  if (v === false)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        Not included
      </Box>
    );
  return v;
}

const FAQ = [
  {
    q: 'How much does a plan cost?',
    a: `Foundation lists at ${PRICES.foundationLabel}; Summit is priced by quote. Both depend on the number of developers, projects and the deployment you need (single server, PostgreSQL cluster, air-gapped). Send the form and we reply with a quote within one business day.`,
  },
  {
    q: 'What happens to my projects if I change plans?',
    a: 'Nothing is deleted. Projects, scans and reports stay on your server. Moving from Summit to Foundation keeps every project readable; creating new ones is limited to five.',
  },
  {
    q: 'What happens when my subscription ends?',
    a: 'Scanning stops and My Services shows Subscription Expired with a Renew button. Your projects and past reports remain available to read and export.',
  },
  {
    q: 'Does our code leave our network?',
    a: 'No. Vigil is self-hosted and the engine runs on your server. The optional AI triage uses a model endpoint you configure, which can also be self-hosted.',
  },
  {
    q: 'When is DAST available?',
    a: 'Automated scanning and API testing are planned first, followed by interactive testing and CI/CD integration. Foundation and Summit include DAST when it ships.',
  },
];

/** /upgrade: the paid plans, a comparison table and an FAQ (spec section 2, Upgrade). */
export function UpgradePage() {
  const { user } = useSession();
  const current = subscriptionView(user);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
        Upgrade Plan
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {current.state === 'GUEST'
          ? 'You are on the Guest plan. Choose a plan to start scanning your code.'
          : `You are on the ${current.tier === 'SUMMIT' ? 'Summit' : 'Foundation'} plan${current.state === 'EXPIRED' ? ', which has expired' : ''}.`}
      </Typography>

      <Grid container spacing={3} sx={{ mb: 6 }}>
        {CARDS.map((c) => (
          <Grid key={c.tier} size={{ xs: 12, md: 6 }}>
            <Card
              variant="outlined"
              sx={{
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                borderWidth: c.recommended ? 2 : 1,
                borderColor: c.recommended ? 'success.dark' : 'divider',
              }}
              data-testid={`upgrade-${c.tier}`}
            >
              <CardContent sx={{ flexGrow: 1, p: { xs: 3, md: 4 } }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
                    {c.title}
                  </Typography>
                  {c.recommended && (
                    <Chip
                      size="small"
                      label="Recommended"
                      sx={{ bgcolor: '#1b5e20', color: '#fff' }}
                    />
                  )}
                  {current.state !== 'GUEST' && current.tier === c.tier && (
                    <Chip size="small" label="Current plan" variant="outlined" />
                  )}
                </Box>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {c.blurb}
                </Typography>
                <Typography component="p" variant="h5" sx={{ fontWeight: 700, mt: 3 }}>
                  Contact for Pricing
                </Typography>
                <Typography
                  variant="body2"
                  sx={{ color: 'text.secondary', mb: 3 }}
                  data-testid={`price-note-${c.tier}`}
                >
                  {'priceNote' in c ? c.priceNote : 'Priced by quote'}
                </Typography>
                <Box component="ul" sx={{ pl: 2.5, m: 0, '& li': { mb: 1 } }}>
                  {c.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </Box>
              </CardContent>
              <Box sx={{ p: { xs: 3, md: 4 }, pt: 0 }}>
                <Button
                  component={RouterLink}
                  to={`/contact?tier=${c.tier}`}
                  fullWidth
                  size="large"
                  variant={c.recommended ? 'contained' : 'outlined'}
                  color="success"
                >
                  Contact Sales for {c.title}
                </Button>
              </Box>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Typography component="h2" variant="h5" id="compare-title" sx={{ fontWeight: 700, mb: 2 }}>
        Compare plans
      </Typography>
      <TableContainer
        component={Paper}
        variant="outlined"
        sx={{ mb: 6 }}
        tabIndex={0}
        aria-labelledby="compare-title"
      >
        <Table aria-labelledby="compare-title" sx={{ minWidth: 600 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Feature
              </TableCell>
              <TableCell component="th" scope="col">
                Guest
              </TableCell>
              <TableCell component="th" scope="col">
                Foundation
              </TableCell>
              <TableCell component="th" scope="col">
                Summit
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {COMPARISON.map((row) => (
              <TableRow key={row.feature}>
                <TableCell component="th" scope="row">
                  {row.feature}
                </TableCell>
                <TableCell>{renderCell(row.guest)}</TableCell>
                <TableCell>{renderCell(row.foundation)}</TableCell>
                <TableCell>{renderCell(row.summit)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Frequently asked questions
      </Typography>
      {FAQ.map((f, i) => (
        <Accordion key={f.q} disableGutters variant="outlined">
          <AccordionSummary
            expandIcon={<ExpandMore aria-hidden />}
            id={`faq-${i}-header`}
            aria-controls={`faq-${i}-content`}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {f.q}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${i}-content`}>
            <Typography color="text.secondary">{f.a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Container>
  );
}
