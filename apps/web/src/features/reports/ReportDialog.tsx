/**
 * The scan detail dialog of /reports (spec section 2): Summary (counts per severity, total, Export
 * PDF Report, plus SARIF and CSV), Vulnerabilities (severity, CWE without its prefix, copy to the
 * clipboard, title, description, file and line, recommendation) and, beyond the spec, each taint
 * finding's data-flow trace, the triage control, new / fixed / still open against the previous
 * scan, and a Compliance tab (categories hit per framework). The tabs live in ./report/; the
 * full-page explorer (features/findings) is the place to work through many findings.
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { REPORT_MESSAGES } from '@vigil/shared';

import { ScanStatusChip } from '../../components/scans';
import { FeedbackToast, useFeedbackToast } from '../marketing/FeedbackToast';
import { formatDate } from '../scans/api';
import { downloadExport, useReport, type ExportKind } from './api';
import { ComplianceTab } from './report/ComplianceTab';
import { SummaryTab } from './report/SummaryTab';
import { VulnerabilitiesTab } from './report/VulnerabilitiesTab';

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
            // The counted total (the one count definition), as the Summary's Total card and the
            // scan list show; the tab also lists triaged-out and non-application findings.
            label={`Vulnerabilities${r?.findings ? ` (${r.summary.total})` : ''}`}
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
