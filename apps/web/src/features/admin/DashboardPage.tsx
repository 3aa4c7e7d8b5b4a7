import { useEffect, useId } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { plural } from '@vigil/shared';
import { errorMessage } from '../../api/client';
import { AdminLayout } from './AdminLayout';
import { BulkOperationsPanel } from './BulkOperationsPanel';
import { useOverview } from './api';

const SEVERITY_COLOR: Record<string, string> = {
  critical: '#c62828',
  high: '#ef6c00',
  medium: '#f9a825',
  low: '#1565c0',
};
const TIER_NAME: Record<string, string> = {
  GUEST: 'Guest',
  FOUNDATION: 'Foundation',
  SUMMIT: 'Summit',
};
const TIER_COLOR: Record<string, string> = {
  GUEST: '#9e9e9e',
  FOUNDATION: '#2e7d32',
  SUMMIT: '#1565c0',
};

function StatCard({
  label,
  value,
  hint,
}: {
  label: string;
  value: number | string;
  hint?: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="stat-card">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="stat-value">
          {value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function ChartCard({
  title,
  children,
  empty,
}: {
  title: string;
  children: React.ReactElement;
  empty?: boolean;
}) {
  const titleId = useId();
  return (
    <Card variant="outlined" sx={{ height: '100%' }} role="figure" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {empty ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            No data yet
          </Typography>
        ) : (
          <Box sx={{ height: 240 }}>
            <ResponsiveContainer width="100%" height="100%">
              {children}
            </ResponsiveContainer>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

export function AdminDashboardPage() {
  const { data, isLoading, error } = useOverview();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#bulk-operations' && data)
      document.getElementById('bulk-operations')?.scrollIntoView();
  }, [hash, data]);

  const scans = data
    ? Object.entries(data.scansByStatus).map(([status, count]) => ({ status, count }))
    : [];
  const severities = data
    ? Object.entries(data.findingsBySeverity).map(([severity, count]) => ({ severity, count }))
    : [];
  const tiers = data
    ? Object.entries(data.users.byTier).map(([tier, count]) => ({ tier, count }))
    : [];
  const totalScans = scans.reduce((n, s) => n + s.count, 0);
  const totalFindings = severities.reduce((n, s) => n + s.count, 0);
  const newRegs = data ? data.registrations.reduce((n, r) => n + r.count, 0) : 0;

  return (
    <AdminLayout
      title="Overview"
      subtitle="Users, registrations, scans, findings and sales messages at a glance"
    >
      {isLoading && <CircularProgress aria-label="Loading overview" />}
      {error && (
        <Alert severity="error">{errorMessage(error, 'Failed to load the admin overview')}</Alert>
      )}
      {data && (
        <>
          <Grid container spacing={2}>
            <Grid size={{ xs: 6, md: 2 }}>
              <StatCard label="Total Users" value={data.users.total} />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <StatCard label="Active Users" value={data.users.active} />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <StatCard label="New Users (7 days)" value={newRegs} />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <StatCard
                label="Total Scans"
                value={totalScans}
                hint={plural(data.projects, 'project')}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <StatCard
                label="Findings"
                value={totalFindings}
                hint={`${data.findingsBySeverity.critical} critical`}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <StatCard label="New Sales Messages" value={data.newSalesMessages} />
            </Grid>
          </Grid>
          <Grid container spacing={2} sx={{ mt: 1 }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <ChartCard title="Registrations, last 7 days">
                <LineChart data={data.registrations}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} />
                  <YAxis allowDecimals={false} />
                  <Tooltip />
                  <Line
                    type="monotone"
                    dataKey="count"
                    name="Registrations"
                    stroke="#2e7d32"
                    strokeWidth={2}
                  />
                </LineChart>
              </ChartCard>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ChartCard title="Users by tier" empty={data.users.total === 0}>
                <PieChart>
                  <Tooltip />
                  {/* Counts in the legend, not on the slices: labels of small or empty
                      slices sat on top of each other. Empty tiers get no slice. */}
                  <Legend
                    verticalAlign="bottom"
                    content={() => (
                      <Box
                        component="ul"
                        data-testid="tier-legend"
                        sx={{
                          display: 'flex',
                          justifyContent: 'center',
                          gap: 2,
                          m: 0,
                          p: 0,
                          listStyle: 'none',
                        }}
                      >
                        {tiers.map((t) => (
                          <Box
                            component="li"
                            key={t.tier}
                            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 14 }}
                          >
                            <Box
                              component="span"
                              aria-hidden
                              sx={{
                                width: 10,
                                height: 10,
                                borderRadius: '50%',
                                bgcolor: TIER_COLOR[t.tier] ?? '#607d8b',
                              }}
                            />
                            {TIER_NAME[t.tier] ?? t.tier}: {t.count}
                          </Box>
                        ))}
                      </Box>
                    )}
                  />
                  <Pie
                    data={tiers.filter((t) => t.count > 0)}
                    dataKey="count"
                    nameKey="tier"
                    innerRadius={45}
                    outerRadius={80}
                    isAnimationActive={false}
                  >
                    {tiers
                      .filter((t) => t.count > 0)
                      .map((t) => (
                        <Cell key={t.tier} fill={TIER_COLOR[t.tier] ?? '#607d8b'} />
                      ))}
                  </Pie>
                </PieChart>
              </ChartCard>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ChartCard title="Scans by status" empty={totalScans === 0}>
                <BarChart data={scans}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="status" />
                  <YAxis allowDecimals={false} />
                  <Tooltip />
                  <Bar dataKey="count" name="Scans" fill="#1565c0" />
                </BarChart>
              </ChartCard>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ChartCard title="Findings by severity" empty={totalFindings === 0}>
                <BarChart data={severities}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="severity" />
                  <YAxis allowDecimals={false} />
                  <Tooltip />
                  <Bar dataKey="count" name="Findings">
                    {severities.map((s) => (
                      <Cell key={s.severity} fill={SEVERITY_COLOR[s.severity]} />
                    ))}
                  </Bar>
                </BarChart>
              </ChartCard>
            </Grid>
          </Grid>
        </>
      )}
      <BulkOperationsPanel />
    </AdminLayout>
  );
}
