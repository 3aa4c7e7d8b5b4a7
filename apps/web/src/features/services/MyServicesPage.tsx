import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PRICES } from '@vigil/shared';
import {
  SERVICES,
  canLaunch,
  subscriptionView,
  type ServiceStatus,
  type SubscriptionSummary,
  type SubscriptionView,
} from './subscription';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useSession } from '../../session/SessionProvider';

/** Orange for 7 days or fewer; this shade keeps a 4.5:1 contrast on white. */
export const EXPIRING_COLOR = '#b45309';

const STATUS_CHIP: Record<ServiceStatus, { bg: string; fg: string }> = {
  Available: { bg: '#1b5e20', fg: '#fff' },
  'Coming Soon': { bg: '#ffe0b2', fg: '#5d2e00' },
  Development: { bg: '#e3f2fd', fg: '#0d47a1' },
  Planning: { bg: '#eeeeee', fg: '#333' },
};

const TIER_LABEL = { GUEST: 'Guest', FOUNDATION: 'Foundation', SUMMIT: 'Summit' } as const;

function formatDate(d: Date | null): string {
  return d
    ? d.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })
    : 'Not set';
}

/** GET /api/user/subscription; the page works from the user record alone when it is unavailable. */
function useSubscriptionSummary(enabled: boolean): SubscriptionSummary | null {
  const { data } = useQuery({
    queryKey: ['user', 'subscription'],
    queryFn: ({ signal }) => api.get<SubscriptionSummary>('/user/subscription', { signal }),
    enabled,
    retry: false,
    staleTime: 30_000,
  });
  return data && typeof data === 'object' && data.subscription ? data : null;
}

function StatusBanner({ view }: { view: SubscriptionView }) {
  if (view.state === 'GUEST') {
    return (
      <Alert
        severity="warning"
        data-testid="subscription-banner"
        action={
          <Button
            component={RouterLink}
            to="/upgrade"
            color="inherit"
            variant="outlined"
            size="small"
          >
            Upgrade
          </Button>
        }
      >
        <AlertTitle>Subscription Required</AlertTitle>
        Your account is on the Guest plan. Choose Foundation or Summit to run scans and open
        reports.
      </Alert>
    );
  }
  if (view.state === 'EXPIRED') {
    return (
      <Alert
        severity="error"
        data-testid="subscription-banner"
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              component={RouterLink}
              to="/upgrade"
              color="inherit"
              variant="outlined"
              size="small"
            >
              Renew
            </Button>
            <Button
              component={RouterLink}
              to={`/contact?tier=${view.tier}`}
              color="inherit"
              size="small"
            >
              Contact Sales
            </Button>
          </Stack>
        }
      >
        <AlertTitle>Subscription Expired</AlertTitle>
        Your {TIER_LABEL[view.tier]} subscription ended on {formatDate(view.endDate)}. Your projects
        and reports are kept; renew to scan again.
      </Alert>
    );
  }
  return null;
}

function SubscriptionCard({ view }: { view: SubscriptionView }) {
  const stateLabel =
    view.state === 'ACTIVE' ? 'Active' : view.state === 'EXPIRED' ? 'Expired' : 'No subscription';
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          Current plan
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 3,
            rowGap: 1.5,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, fontWeight: 600 },
          }}
        >
          <dt>Tier</dt>
          <dd data-testid="current-tier">{view.tier}</dd>
          <dt>Status</dt>
          <dd data-testid="subscription-state">{stateLabel}</dd>
          {view.state !== 'GUEST' && (
            <>
              <dt>Start date</dt>
              <dd data-testid="subscription-start">{formatDate(view.startDate)}</dd>
              <dt>End date</dt>
              <dd data-testid="subscription-end">{formatDate(view.endDate)}</dd>
            </>
          )}
          {view.state === 'ACTIVE' && view.daysRemaining !== null && (
            <>
              <dt>Remaining</dt>
              <Box
                component="dd"
                data-testid="days-remaining"
                data-expiring={view.expiringSoon ? 'true' : 'false'}
                sx={{ color: view.expiringSoon ? EXPIRING_COLOR : 'success.dark' }}
              >
                {view.daysRemaining} {view.daysRemaining === 1 ? 'day' : 'days'} remaining
              </Box>
            </>
          )}
        </Box>
        {view.state === 'ACTIVE' && view.expiringSoon && (
          <Typography sx={{ mt: 2, color: EXPIRING_COLOR }}>
            Your subscription ends soon.{' '}
            <Box
              component={RouterLink}
              to={`/contact?tier=${view.tier}`}
              sx={{ color: 'inherit', fontWeight: 600 }}
            >
              Contact sales to renew
            </Box>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function PricesCard({ summary }: { summary: SubscriptionSummary | null }) {
  const limit = summary?.limits.sastProjects;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          Plans
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, '& li': { mb: 1 } }}>
          <li>
            <strong>Foundation:</strong> {PRICES.foundationLabel}
          </li>
          <li>
            <strong>Summit:</strong> {PRICES.summitLabel}
          </li>
        </Box>
        {summary && (
          <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="project-usage">
            Projects: {summary.usage.projectCount} of{' '}
            {limit === null || limit === undefined ? 'unlimited' : limit}
          </Typography>
        )}
        <Button
          component={RouterLink}
          to="/upgrade"
          variant="outlined"
          color="success"
          sx={{ mt: 2 }}
        >
          Compare plans
        </Button>
      </CardContent>
    </Card>
  );
}

/** /services: the signed-in user's tier, dates and service availability (spec section 2, My Services). */
export function MyServicesPage() {
  const { user, isAuthenticated } = useSession();
  const summary = useSubscriptionSummary(isAuthenticated);
  const view = subscriptionView(user, summary);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
        My Services
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Your plan, its dates, and the security services it gives you access to.
      </Typography>

      <Box sx={{ mb: 3 }}>
        <StatusBanner view={view} />
      </Box>

      <Grid container spacing={3} sx={{ mb: 4 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <SubscriptionCard view={view} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <PricesCard summary={summary} />
        </Grid>
      </Grid>

      <Typography
        component="h2"
        variant="h5"
        id="availability-title"
        sx={{ fontWeight: 700, mb: 2 }}
      >
        Service availability
      </Typography>
      <TableContainer
        component={Paper}
        variant="outlined"
        tabIndex={0}
        aria-labelledby="availability-title"
      >
        <Table
          aria-labelledby="availability-title"
          sx={{ minWidth: { sm: 560 }, '& th, & td': { px: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Service
              </TableCell>
              <TableCell component="th" scope="col">
                Status
              </TableCell>
              <TableCell
                component="th"
                scope="col"
                sx={{ display: { xs: 'none', sm: 'table-cell' } }}
              >
                In your plan
              </TableCell>
              <TableCell component="th" scope="col">
                Action
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {SERVICES.map((s) => {
              const included = view.state !== 'GUEST' && s.tiers.includes(view.tier);
              return (
                <TableRow key={s.key} data-testid={`service-${s.key}`}>
                  <TableCell component="th" scope="row">
                    <Box sx={{ fontWeight: 600 }}>{s.name}</Box>
                    <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{s.description}</Box>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={s.status}
                      sx={{
                        bgcolor: STATUS_CHIP[s.status].bg,
                        color: STATUS_CHIP[s.status].fg,
                        fontWeight: 600,
                      }}
                    />
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {included ? 'Included' : 'Not included'}
                  </TableCell>
                  <TableCell>
                    {canLaunch(s, view) ? (
                      <Button
                        component={RouterLink}
                        to={s.launch!}
                        variant="contained"
                        color="success"
                        size="small"
                        aria-label={`Launch ${s.name}`}
                      >
                        Launch
                      </Button>
                    ) : (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {s.status !== 'Available'
                          ? 'Not yet available'
                          : view.state === 'EXPIRED'
                            ? 'Renew to launch'
                            : 'Upgrade to launch'}
                      </Box>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Container>
  );
}
