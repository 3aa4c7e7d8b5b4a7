/**
 * /dashboard (spec sections 2, 8, 9): welcome, the four statistic cards, action cards, up to 6
 * recent scans with their counts, the empty state, and the message shown when the scan services
 * cannot be reached.
 */
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  CircularProgress,
  Container,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import SecurityIcon from '@mui/icons-material/Security';
import RadarIcon from '@mui/icons-material/Radar';
import AssessmentIcon from '@mui/icons-material/Assessment';
import type { ReactNode } from 'react';
import { LIMITS } from '@vigil/shared';
import { ScanStatusChip, SeverityCounts } from '../../components/scans';
import { useSession } from '../../session/SessionProvider';
import { useScanList, useScanStatistics } from '../scans/api';
import { createdLabel } from './recentScan';

export const UNREACHABLE =
  'Unable to connect to security services. Some features may be unavailable.';

function StatCard({
  label,
  value,
  loading,
}: {
  label: string;
  value: ReactNode;
  loading: boolean;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`stat-${label}`}>
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography sx={{ fontSize: '1.9rem', fontWeight: 700 }} data-testid="stat-value">
          {loading ? '…' : value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function ActionCard({
  to,
  title,
  text,
  icon,
  badge,
}: {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
  badge?: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{
          height: '100%',
          p: 2,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          gap: 2,
        }}
      >
        <Box sx={{ color: 'primary.main', mt: 0.5 }} aria-hidden>
          {icon}
        </Box>
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h3" variant="h6">
              {title}
            </Typography>
            {badge && (
              <Chip
                size="small"
                label={badge}
                sx={{ bgcolor: '#ffe0b2', color: '#5d2e00', fontWeight: 600 }}
              />
            )}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {text}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** Scan type, creation date (locale date and time) and, beside it, the age text. */
function RecentScanMeta({ scanType, createdAt }: { scanType: string; createdAt: string }) {
  const { date, age } = createdLabel(createdAt);
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {scanType}
      {date && (
        <>
          {' · '}
          <time dateTime={createdAt} data-testid="scan-created">
            {date}
          </time>{' '}
          (<span data-testid="scan-age">{age}</span>)
        </>
      )}
    </Typography>
  );
}

export function DashboardPage() {
  const { user } = useSession();
  const stats = useScanStatistics();
  const recent = useScanList(
    { page: 1, limit: LIMITS.dashboardRecentScans },
    { pollWhileActive: true },
  );
  const unreachable = stats.isError || recent.isError;
  const scans = (recent.data?.scans ?? []).slice(0, LIMITS.dashboardRecentScans);
  const name = user?.firstName?.trim();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' } }}>
        {name ? `Welcome back, ${name}!` : 'Welcome back!'}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        Here is the state of your code security.
      </Typography>

      {unreachable && (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="services-unreachable">
          {UNREACHABLE}
        </Alert>
      )}

      <Grid container spacing={2} component="section" aria-label="Statistics">
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            label="Total Scans"
            value={stats.data?.totalScans ?? 0}
            loading={stats.isLoading}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            label="Completed"
            value={stats.data?.completedScans ?? 0}
            loading={stats.isLoading}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            label="Active Scans"
            value={stats.data?.activeScans ?? 0}
            loading={stats.isLoading}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            label="Account Active"
            value={user?.isActive === false ? 'No' : 'Yes'}
            loading={false}
          />
        </Grid>
      </Grid>

      <Typography component="h2" variant="h5" sx={{ mt: 4, mb: 2 }}>
        Quick Actions
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <ActionCard
            to="/sast"
            title="SAST Scanner"
            text="Analyse source code or a repository for vulnerabilities."
            icon={<SecurityIcon fontSize="large" />}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ActionCard
            to="/dast"
            title="DAST Scanner"
            text="Test running applications from the outside."
            icon={<RadarIcon fontSize="large" />}
            badge="Coming Soon"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ActionCard
            to="/reports"
            title="Reports"
            text="Read findings and export PDF reports."
            icon={<AssessmentIcon fontSize="large" />}
          />
        </Grid>
      </Grid>

      <Box
        component="section"
        aria-labelledby="recent-scans-title"
        sx={{ mt: 4 }}
        data-testid="recent-scans"
      >
        <Typography id="recent-scans-title" component="h2" variant="h5" sx={{ mb: 2 }}>
          Recent Scans
        </Typography>
        {recent.isLoading ? (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading recent scans" />
          </Box>
        ) : scans.length === 0 ? (
          <Card variant="outlined">
            <CardContent sx={{ textAlign: 'center', py: 4 }}>
              <Typography component="h3" variant="h6">
                No Recent Scans
              </Typography>
              <Typography sx={{ color: 'text.secondary', my: 1 }}>
                Start your first analysis to see results here.
              </Typography>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ justifyContent: 'center', mt: 2 }}
              >
                <Button component={RouterLink} to="/sast" variant="contained">
                  Start SAST Scan
                </Button>
                <Button component={RouterLink} to="/dast" variant="outlined">
                  Explore DAST
                </Button>
              </Stack>
            </CardContent>
          </Card>
        ) : (
          <Stack spacing={1.5}>
            {scans.map((s) => (
              <Card key={s.id} variant="outlined" data-testid="recent-scan" data-scan-id={s.id}>
                <CardActionArea component={RouterLink} to={`/reports/${s.id}`} sx={{ p: 2 }}>
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1.5}
                    sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
                  >
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                        {s.projectName}
                      </Typography>
                      <RecentScanMeta scanType={s.scanType} createdAt={s.createdAt} />
                    </Box>
                    <Stack
                      direction="row"
                      spacing={1.5}
                      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
                    >
                      <ScanStatusChip status={s.status} />
                      <SeverityCounts summary={s.summary} />
                    </Stack>
                  </Stack>
                </CardActionArea>
              </Card>
            ))}
          </Stack>
        )}
      </Box>
    </Container>
  );
}
