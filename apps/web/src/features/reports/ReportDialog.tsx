/**
 * The scan detail dialog of /reports (spec section 2): Summary (counts per severity, total, Export
 * PDF Report, plus SARIF and CSV), Vulnerabilities (severity, CWE without its prefix, copy to the
 * clipboard, title, description, file and line, recommendation) and, beyond the spec, each taint
 * finding's data-flow trace, the triage control, new / fixed / still open against the previous
 * scan, and a Compliance tab (categories hit per framework).
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import DownloadIcon from '@mui/icons-material/Download';
import {
  REPORT_MESSAGES,
  SEVERITIES,
  SEVERITY_COLORS,
  TRIAGE_LABELS,
  TRIAGE_STATES,
  type Report,
  type ReportFinding,
  type TriageState,
} from '@vigil/shared';
import { errorMessage } from '../../api/client';
import { ScanStatusChip, SeverityChip, SEVERITY_LABEL } from '../../components/scans';
import { FeedbackToast, useFeedbackToast } from '../marketing/FeedbackToast';
import { cweNumber, formatDate } from '../scans/api';
import {
  copyText,
  downloadExport,
  findingText,
  useReport,
  useSetTriage,
  type ExportKind,
} from './api';

const PAGE = 50;

export function ReportDialog({ scanId, onClose }: { scanId: string | null; onClose: () => void }) {
  const [tab, setTab] = useState(0);
  const [includeSuppressed, setIncludeSuppressed] = useState(false);
  const report = useReport(scanId, includeSuppressed);
  const { toast, showToast, hideToast } = useFeedbackToast();
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  useEffect(() => {
    setTab(0);
    setDownloadError(null);
  }, [scanId]);

  const exportAs = async (kind: ExportKind) => {
    if (!scanId) return;
    setBusy(kind);
    setDownloadError(null);
    const problem = await downloadExport(scanId, kind, includeSuppressed);
    setBusy(null);
    if (problem) setDownloadError(problem);
  };

  const r = report.data;
  return (
    <>
      <Dialog
        open={!!scanId}
        onClose={onClose}
        fullWidth
        maxWidth="lg"
        aria-labelledby="report-dialog-title"
        scroll="paper"
      >
        <DialogTitle id="report-dialog-title" sx={{ pr: 7 }}>
          {r ? `${r.scan.projectName}: ${r.scan.scanType} report` : 'Scan report'}
          {r && (
            <Typography
              component="div"
              variant="body2"
              sx={{
                color: 'text.secondary',
                display: 'flex',
                gap: 1,
                alignItems: 'center',
                mt: 0.5,
              }}
            >
              <ScanStatusChip status={r.scan.status} />{' '}
              {formatDate(r.scan.completedAt ?? r.scan.createdAt)}
            </Typography>
          )}
          <IconButton
            aria-label="Close"
            onClick={onClose}
            sx={{ position: 'absolute', right: 12, top: 12 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <Tabs
          value={tab}
          onChange={(_e, v: number) => setTab(v)}
          aria-label="Report sections"
          sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab label="Summary" id="report-tab-0" aria-controls="report-panel-0" />
          <Tab
            label={`Vulnerabilities${r?.findings ? ` (${r.findings.length})` : ''}`}
            id="report-tab-1"
            aria-controls="report-panel-1"
          />
          <Tab label="Compliance" id="report-tab-2" aria-controls="report-panel-2" />
        </Tabs>
        <DialogContent dividers sx={{ minHeight: 320 }}>
          {report.isLoading ? (
            <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
              <CircularProgress aria-label="Loading scan details" />
            </Box>
          ) : report.isError || !r ? (
            <Alert severity="error">{REPORT_MESSAGES.loadFailed}</Alert>
          ) : (
            <Box role="tabpanel" id={`report-panel-${tab}`} aria-labelledby={`report-tab-${tab}`}>
              {downloadError && (
                <Alert
                  severity="error"
                  sx={{ mb: 2 }}
                  onClose={() => setDownloadError(null)}
                  data-testid="download-error"
                >
                  {downloadError}
                </Alert>
              )}
              {tab === 0 && (
                <SummaryTab
                  report={r}
                  busy={busy}
                  onExport={(k) => void exportAs(k)}
                  includeSuppressed={includeSuppressed}
                  onIncludeSuppressed={setIncludeSuppressed}
                />
              )}
              {tab === 1 && (
                <VulnerabilitiesTab
                  report={r}
                  onCopied={(ok) =>
                    showToast(
                      ok ? REPORT_MESSAGES.copied : 'Could not copy to the clipboard.',
                      ok ? 'success' : 'error',
                    )
                  }
                />
              )}
              {tab === 2 && <ComplianceTab report={r} />}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      <FeedbackToast toast={toast} onClose={hideToast} />
    </>
  );
}

function NoResults({ report }: { report: Report }) {
  if (!report.findings) return <Alert severity="info">{REPORT_MESSAGES.noResults}</Alert>;
  if (report.findings.length === 0)
    return <Alert severity="success">{REPORT_MESSAGES.noVulnerabilities}</Alert>;
  return null;
}

function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const s = ms / 1000;
  return s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

function SummaryTab({
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
          Scanned {stats.filesScanned.toLocaleString()} file{stats.filesScanned === 1 ? '' : 's'},{' '}
          {stats.linesScanned.toLocaleString()} line{stats.linesScanned === 1 ? '' : 's'}
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

function VulnerabilitiesTab({
  report,
  onCopied,
}: {
  report: Report;
  onCopied: (ok: boolean) => void;
}) {
  const [shown, setShown] = useState(PAGE);
  const [severity, setSeverity] = useState<'' | ReportFinding['severity']>('');
  const list = report.findings ?? [];
  const visible = severity ? list.filter((f) => f.severity === severity) : list;
  if (list.length === 0) return <NoResults report={report} />;
  return (
    <Stack spacing={1.5}>
      <TextField
        select
        size="small"
        label="Severity"
        value={severity}
        onChange={(e) => {
          setSeverity(e.target.value as typeof severity);
          setShown(PAGE);
        }}
        fullWidth={false}
        sx={{ width: 200 }}
      >
        <MenuItem value="">All</MenuItem>
        {SEVERITIES.map((s) => (
          <MenuItem key={s} value={s}>
            {SEVERITY_LABEL[s]}
          </MenuItem>
        ))}
      </TextField>
      {visible.slice(0, shown).map((f) => (
        <FindingCard key={f.id} f={f} onCopied={onCopied} />
      ))}
      {visible.length > shown && (
        <Button onClick={() => setShown((n) => n + PAGE)} sx={{ alignSelf: 'center' }}>
          Show more ({visible.length - shown} left)
        </Button>
      )}
    </Stack>
  );
}

function FindingCard({ f, onCopied }: { f: ReportFinding; onCopied: (ok: boolean) => void }) {
  const cwe = cweNumber(f.cwe);
  return (
    <Card
      variant="outlined"
      data-testid="vulnerability"
      data-finding-id={f.id}
      sx={{ opacity: f.suppressed ? 0.75 : 1 }}
    >
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <SeverityChip severity={f.severity} />
          {cwe && (
            <Chip
              size="small"
              variant="outlined"
              label={`CWE-${cwe}`}
              data-testid="cwe-badge"
              title={`CWE ${cwe}`}
            />
          )}
          {f.owasp && <Chip size="small" variant="outlined" label={f.owasp} />}
          {f.change === 'new' && <Chip size="small" color="error" variant="outlined" label="New" />}
          {f.triage && f.triage.state !== 'open' && (
            <Chip
              size="small"
              color={f.suppressed ? 'default' : 'info'}
              label={TRIAGE_LABELS[f.triage.state]}
              data-testid="triage-chip"
            />
          )}
          <Box sx={{ flex: 1 }} />
          <Tooltip title="Copy details">
            <IconButton
              aria-label={`Copy details of ${f.title}`}
              onClick={() => void copyText(findingText(f)).then(onCopied)}
            >
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
          {f.title}
        </Typography>
        {f.description && <Typography variant="body2">{f.description}</Typography>}
        {f.file && (
          <Typography
            variant="body2"
            sx={{ fontFamily: 'monospace', mt: 0.5, wordBreak: 'break-all' }}
            data-testid="location"
          >
            {f.file}
            {f.line ? `:${f.line}` : ''}
          </Typography>
        )}
        {f.codeSnippet && <Code text={f.codeSnippet} />}
        {f.trace.length > 0 && (
          <Box sx={{ mt: 1 }} data-testid="trace">
            <Typography variant="subtitle2" component="h4">
              Data flow ({f.trace.length} steps)
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 3 }}>
              {f.trace.map((t, i) => (
                <li key={i}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t.file}:{t.line}
                    {t.note ? ` (${t.note})` : ''}
                  </Typography>
                  <Code text={t.code} />
                </li>
              ))}
            </Box>
          </Box>
        )}
        {f.recommendation && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            <strong>Recommendation:</strong> {f.recommendation}
          </Typography>
        )}
        <TriageControl f={f} />
      </CardContent>
    </Card>
  );
}

function Code({ text }: { text: string }) {
  return (
    <Box
      component="pre"
      sx={{
        bgcolor: '#f4f6f5',
        p: 1,
        borderRadius: 1,
        overflowX: 'auto',
        fontSize: 12.5,
        my: 0.5,
        whiteSpace: 'pre',
        maxHeight: 240,
      }}
      tabIndex={0}
    >
      <code>{text}</code>
    </Box>
  );
}

function TriageControl({ f }: { f: ReportFinding }) {
  const [state, setState] = useState<TriageState>(f.triage?.state ?? 'open');
  const [comment, setComment] = useState(f.triage?.comment ?? '');
  const setTriage = useSetTriage();
  const [error, setError] = useState<string | null>(null);
  const dirty = state !== (f.triage?.state ?? 'open') || comment !== (f.triage?.comment ?? '');
  const save = async () => {
    setError(null);
    try {
      await setTriage.mutateAsync({
        findingId: f.id,
        body: { state, comment: comment.trim() || null },
      });
    } catch (err) {
      setError(errorMessage(err, 'Failed to save the triage.'));
    }
  };
  return (
    <Box sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid="triage">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          size="small"
          label="Triage"
          value={state}
          onChange={(e) => setState(e.target.value as TriageState)}
          fullWidth={false}
          sx={{ minWidth: 180, flexShrink: 0 }}
        >
          {TRIAGE_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {TRIAGE_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Comment"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          fullWidth
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button
          variant="outlined"
          size="small"
          disabled={!dirty || setTriage.isPending}
          onClick={() => void save()}
        >
          Save
        </Button>
      </Stack>
      {f.triage && (
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}>
          {TRIAGE_LABELS[f.triage.state]} set by {f.triage.updatedBy ?? 'a former user'} on{' '}
          {formatDate(f.triage.updatedAt)}
        </Typography>
      )}
      {error && (
        <Typography variant="caption" role="alert" sx={{ color: 'error.main', display: 'block' }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

function ComplianceTab({ report }: { report: Report }) {
  if (!report.findings || report.findings.length === 0) return <NoResults report={report} />;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      {report.compliance.map((fw) => (
        <Card key={fw.id} variant="outlined" data-testid={`compliance-${fw.id}`}>
          <CardContent>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {fw.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {fw.findings} finding{fw.findings === 1 ? '' : 's'} in {fw.categories.length} categor
              {fw.categories.length === 1 ? 'y' : 'ies'}
            </Typography>
            {fw.categories.length === 0 ? (
              <Typography variant="body2">No categories hit.</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {fw.categories.map((c) => (
                  <Box
                    component="li"
                    key={c.id}
                    sx={{
                      display: 'flex',
                      gap: 1,
                      py: 0.4,
                      borderBottom: 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 78 }}>
                      {c.id}
                    </Typography>
                    <Typography variant="body2" sx={{ flex: 1 }}>
                      {c.name}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {c.count}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
