/** The Summary tab: counts per severity and total, comparison with the previous scan, exports. */
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import DownloadIcon from '@mui/icons-material/Download';
import { SEVERITIES, SEVERITY_COLORS, type Report, plural } from '@vigil/shared';
import { SEVERITY_LABEL } from '../../../components/scans';
import { formatDate } from '../../scans/api';
import type { ExportKind } from '../api';
import { NoResults } from './NoResults';

function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const s = ms / 1000;
  return s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}
export function SummaryTab({
  report,
  busy,
  onExport,
  includeSuppressed,
  onIncludeSuppressed,
}: {
  report: Report;
  busy: ExportKind | null;
  onExport: (k: ExportKind) => void;
  includeSuppressed: boolean;
  onIncludeSuppressed: (v: boolean) => void;
}) {
  const s = report.summary;
  const stats = report.scan.stats;
  const hasResults = !!report.findings;
  const suppressed = report.suppressed.falsePositive + report.suppressed.acceptedRisk;
  return (
    <Stack spacing={2.5}>
      <NoResults report={report} />
      {hasResults && (
        <>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' },
              gap: 1.5,
            }}
            data-testid="summary-counts"
          >
            {SEVERITIES.map((sev) => (
              <Card
                key={sev}
                variant="outlined"
                sx={{ borderTop: 4, borderTopColor: SEVERITY_COLORS[sev] }}
                data-severity={sev}
              >
                <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                  <Typography sx={{ fontSize: 28, fontWeight: 700 }}>{s[sev]}</Typography>
                  <Typography variant="body2">{SEVERITY_LABEL[sev]}</Typography>
                </CardContent>
              </Card>
            ))}
            <Card variant="outlined" data-severity="total">
              <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography sx={{ fontSize: 28, fontWeight: 700 }}>{s.total}</Typography>
                <Typography variant="body2">Total</Typography>
              </CardContent>
            </Card>
          </Box>
          {suppressed > 0 && (
            <FormControlLabel
              control={
                <Switch
                  checked={includeSuppressed}
                  onChange={(e) => onIncludeSuppressed(e.target.checked)}
                />
              }
              label={`Count false positives (${report.suppressed.falsePositive}) and accepted risks (${report.suppressed.acceptedRisk})`}
            />
          )}
          {report.comparison ? (
            <Box data-testid="comparison">
              <Typography variant="subtitle2" component="h3">
                Compared with the previous scan ({formatDate(report.comparison.previousCreatedAt)})
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                <Chip color="error" label={`New: ${report.comparison.new}`} />
                <Chip color="success" label={`Fixed: ${report.comparison.fixed}`} />
                <Chip label={`Still open: ${report.comparison.stillOpen}`} />
              </Stack>
              {report.comparison.fixedFindings.length > 0 && (
                <Box
                  component="ul"
                  sx={{ mt: 1, mb: 0, pl: 3, color: 'text.secondary', fontSize: 14 }}
                >
                  {report.comparison.fixedFindings.slice(0, 10).map((f) => (
                    <li key={f.fingerprint}>
                      Fixed: {f.title} ({f.file}
                      {f.line ? `:${f.line}` : ''})
                    </li>
                  ))}
                  {report.comparison.fixedFindings.length > 10 && (
                    <li>and {report.comparison.fixedFindings.length - 10} more</li>
                  )}
                </Box>
              )}
            </Box>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              First completed scan of this project: nothing to compare with yet.
            </Typography>
          )}
        </>
      )}
      {stats && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Scanned {plural(stats.filesScanned, 'file')}, {plural(stats.linesScanned, 'line')}
          {Object.keys(stats.languages).length
            ? ` (${Object.keys(stats.languages).join(', ')})`
            : ''}{' '}
          in {formatDuration(stats.durationMs)}.
        </Typography>
      )}
      {report.scan.triageNote && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {report.scan.triageNote}
        </Typography>
      )}
      {hasResults && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="contained"
            startIcon={
              busy === 'pdf' ? <CircularProgress size={16} color="inherit" /> : <PictureAsPdfIcon />
            }
            disabled={!!busy}
            onClick={() => onExport('pdf')}
          >
            Export PDF Report
          </Button>
          <Button
            variant="outlined"
            startIcon={busy === 'sarif' ? <CircularProgress size={16} /> : <DownloadIcon />}
            disabled={!!busy}
            onClick={() => onExport('sarif')}
          >
            Export SARIF
          </Button>
          <Button
            variant="outlined"
            startIcon={busy === 'csv' ? <CircularProgress size={16} /> : <DownloadIcon />}
            disabled={!!busy}
            onClick={() => onExport('csv')}
          >
            Export CSV
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
