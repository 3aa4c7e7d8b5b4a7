/**
 * /projects/:projectId: one project with the trend of its open findings per severity over its
 * completed scans (the one count definition of every screen) and the new / fixed findings of each
 * scan, with links to the explorer and the reports.
 */
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { SEVERITIES, SEVERITY_COLORS, plural } from '@vigil/shared';
import { errorMessage } from '../../api/client';
import { EmptyState, ErrorState, LoadingState } from '../../components/StateViews';
import { SEVERITY_LABEL, SeverityCounts } from '../../components/scans';
import { formatDate } from '../scans/api';
import { useProjectTrend } from './api';
import { trendRows } from './trendModel';

function ChartCard({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} role="figure" aria-label={title}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        <Box sx={{ height: 260 }}>
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </Box>
      </CardContent>
    </Card>
  );
}

export function ProjectPage() {
  const { projectId = '' } = useParams();
  const trend = useProjectTrend(projectId);
  const points = trend.data?.points ?? [];
  const rows = trendRows(points);
  const latest = points[points.length - 1];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { sm: 'flex-end' } }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' } }}>
            {trend.data?.projectName ?? 'Project'}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            Open findings over the project&apos;s completed scans, and what each scan found new or
            fixed.
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button
            component={RouterLink}
            to={`/projects/${projectId}/findings`}
            variant="contained"
            disabled={!latest}
          >
            Explore findings
          </Button>
          <Button
            component={RouterLink}
            to={`/vulnerabilities?projectId=${projectId}`}
            variant="outlined"
          >
            Inventory
          </Button>
        </Stack>
      </Stack>

      {trend.isLoading ? (
        <LoadingState label="Loading the trend" />
      ) : trend.isError ? (
        <ErrorState
          message={errorMessage(trend.error, 'Failed to load the project.')}
          onRetry={() => void trend.refetch()}
        />
      ) : points.length === 0 ? (
        <EmptyState
          testId="trend-empty"
          title="No completed scan yet"
          text="Scan this project and its trend shows here."
          action={
            <Button component={RouterLink} to="/sast" variant="contained">
              Start SAST Scan
            </Button>
          }
        />
      ) : (
        <Stack spacing={2}>
          {latest && (
            <Card variant="outlined">
              <CardContent>
                <Typography variant="subtitle2" component="h2">
                  Latest scan ({formatDate(latest.completedAt ?? latest.createdAt)})
                </Typography>
                <Stack
                  direction="row"
                  spacing={2}
                  sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <SeverityCounts summary={latest.open} />
                  <Typography variant="body2" data-testid="latest-total">
                    {plural(latest.open.total, 'open finding')}
                  </Typography>
                </Stack>
              </CardContent>
            </Card>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2 }}>
            <ChartCard title="Open findings per severity">
              <AreaChart data={rows}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="label" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Legend />
                {[...SEVERITIES].reverse().map((s) => (
                  <Area
                    key={s}
                    type="monotone"
                    dataKey={s}
                    name={SEVERITY_LABEL[s]}
                    stackId="open"
                    stroke={SEVERITY_COLORS[s]}
                    fill={SEVERITY_COLORS[s]}
                    fillOpacity={0.55}
                    isAnimationActive={false}
                  />
                ))}
              </AreaChart>
            </ChartCard>
            <ChartCard title="New and fixed per scan">
              <BarChart data={rows} stackOffset="sign">
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="label" />
                <YAxis allowDecimals={false} />
                <Tooltip formatter={(v) => Math.abs(Number(v))} />
                <Legend />
                <ReferenceLine y={0} stroke="#666" />
                <Bar
                  dataKey="new"
                  name="New"
                  stackId="c"
                  fill="#c62828"
                  isAnimationActive={false}
                />
                <Bar
                  dataKey="fixed"
                  name="Fixed"
                  stackId="c"
                  fill="#2e7d32"
                  isAnimationActive={false}
                />
              </BarChart>
            </ChartCard>
          </Box>
          <Card variant="outlined">
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Scans of the project" sx={{ minWidth: 640 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>Scan</TableCell>
                    <TableCell>Open findings</TableCell>
                    <TableCell align="right">New</TableCell>
                    <TableCell align="right">Fixed</TableCell>
                    <TableCell align="right">Actions</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {[...points].reverse().map((p) => (
                    <TableRow key={p.scanId} data-testid="trend-row" data-scan-id={p.scanId}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDate(p.completedAt ?? p.createdAt)}
                      </TableCell>
                      <TableCell>
                        <SeverityCounts summary={p.open} />
                      </TableCell>
                      <TableCell align="right" data-testid="trend-new">
                        {p.new}
                      </TableCell>
                      <TableCell align="right" data-testid="trend-fixed">
                        {p.fixed}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Button
                          size="small"
                          component={RouterLink}
                          to={`/scans/${p.scanId}/findings`}
                        >
                          Findings
                        </Button>
                        <Button size="small" component={RouterLink} to={`/reports/${p.scanId}`}>
                          Report
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Card>
        </Stack>
      )}
    </Container>
  );
}
