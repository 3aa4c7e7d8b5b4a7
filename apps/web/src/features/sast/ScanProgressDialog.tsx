/**
 * The progress dialog of a running SAST scan (spec sections 4 and 8). Live events come through the
 * realtime wrapper; GET /api/scans/{id} is polled as well, so a missed event (or a socket that
 * cannot connect) never leaves the dialog stuck. While the scan runs the dialog cannot be closed by
 * an outside click, Escape or a close button: only cancelled.
 */
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import CancelIcon from '@mui/icons-material/Cancel';
import { useQueryClient } from '@tanstack/react-query';
import type { ScanCompletedEvent } from '@vigil/shared';
import { watchScan } from '../../realtime';
import { SeverityCounts } from '../../components/scans';
import { cancelScan, getScan, invalidateScans } from '../scans/api';
import { PROGRESS_TEXT, cancelFailureText, scanErrorHint, scanErrorText } from './progressText';

/** Fallback polling interval of GET /api/scans/{id}. */
const POLL_MS = 3_000;

type Phase = 'running' | 'completed' | 'failed' | 'cancelled';

interface State {
  phase: Phase;
  text: string;
  percent: number | null;
  result: ScanCompletedEvent['result'] | null;
  hint: string | null;
}

const INITIAL: State = {
  phase: 'running',
  text: PROGRESS_TEXT.initializing,
  percent: null,
  result: null,
  hint: null,
};

const TITLES: Record<Phase, string> = {
  running: PROGRESS_TEXT.titleRunning,
  completed: PROGRESS_TEXT.titleCompleted,
  failed: PROGRESS_TEXT.titleFailed,
  cancelled: PROGRESS_TEXT.titleCancelled,
};

export function ScanProgressDialog({
  scanId,
  onClose,
}: {
  scanId: string | null;
  onClose: () => void;
}) {
  const [state, setState] = useState<State>(INITIAL);
  const [connection, setConnection] = useState<{ text: string; failed: boolean } | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const client = useQueryClient();
  const finishedRef = useRef(false);

  useEffect(() => {
    if (!scanId) return;
    setState(INITIAL);
    setConnection(null);
    setCancelError(null);
    setCancelling(false);
    finishedRef.current = false;

    // Final states win once; later events or poll answers do not change them.
    const finish = (next: State) => {
      if (finishedRef.current) return;
      finishedRef.current = true;
      setState(next);
      void invalidateScans(client);
    };
    const progress = (details: string | null | undefined, percent: number | null | undefined) => {
      if (finishedRef.current) return;
      setState((s) => ({
        ...s,
        text: details?.trim() || PROGRESS_TEXT.analyzing,
        percent: typeof percent === 'number' ? Math.max(0, Math.min(100, percent)) : s.percent,
      }));
    };
    const fail = (error: string | null | undefined, step: string | null | undefined) => {
      const text = scanErrorText(error, step);
      finish({ phase: 'failed', text, percent: null, result: null, hint: scanErrorHint(text) });
    };
    const cancelled = () =>
      finish({
        phase: 'cancelled',
        text: PROGRESS_TEXT.cancelledText,
        percent: null,
        result: null,
        hint: null,
      });

    const stop = watchScan(scanId, {
      onProgress: (e) => progress(e.details, e.percent),
      onCompleted: (e) =>
        finish({
          phase: 'completed',
          text: PROGRESS_TEXT.completed,
          percent: 100,
          result: e.result,
          hint: null,
        }),
      onError: (e) => fail(e.error, e.step),
      onCancelled: cancelled,
      onConnection: (text, failed) => setConnection(text ? { text, failed } : null),
    });

    const controller = new AbortController();
    const poll = async () => {
      if (finishedRef.current) return;
      try {
        const scan = await getScan(scanId, controller.signal);
        if (scan.status === 'completed') {
          const summary = scan.results?.summary ?? scan.summary;
          finish({
            phase: 'completed',
            text: PROGRESS_TEXT.completed,
            percent: 100,
            result: {
              summary,
              totalFindings: scan.results?.totalFindings ?? scan.totalFindings ?? summary.total,
            },
            hint: null,
          });
        } else if (scan.status === 'failed' || scan.status === 'error') {
          fail(scan.error, scan.errorStep);
        } else if (scan.status === 'cancelled') {
          cancelled();
        } else if (scan.status !== 'pending' && scan.progress.details) {
          progress(scan.progress.details, scan.progress.percent);
        }
      } catch {
        // The socket may still deliver; the next poll tries again.
      }
    };
    const timer = window.setInterval(() => void poll(), POLL_MS);
    return () => {
      stop();
      controller.abort();
      window.clearInterval(timer);
    };
  }, [scanId, client]);

  const running = state.phase === 'running';

  const onCancel = async () => {
    if (!scanId) return;
    setCancelling(true);
    setCancelError(null);
    try {
      await cancelScan(scanId);
      if (!finishedRef.current) {
        finishedRef.current = true;
        setState({
          phase: 'cancelled',
          text: PROGRESS_TEXT.cancelledText,
          percent: null,
          result: null,
          hint: null,
        });
        void invalidateScans(client);
      }
    } catch (err) {
      setCancelError(cancelFailureText(err));
    } finally {
      setCancelling(false);
    }
  };

  return (
    <Dialog
      open={!!scanId}
      // While the scan runs neither an outside click nor Escape closes the dialog.
      onClose={(_event, _reason) => {
        if (!running) onClose();
      }}
      aria-labelledby="scan-progress-title"
      aria-describedby="scan-progress-text"
      maxWidth="sm"
      fullWidth
      data-testid="scan-progress-dialog"
      data-phase={state.phase}
    >
      <DialogTitle id="scan-progress-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {state.phase === 'completed' && <CheckCircleIcon color="success" aria-hidden />}
        {state.phase === 'failed' && <ErrorIcon color="error" aria-hidden />}
        {state.phase === 'cancelled' && <CancelIcon sx={{ color: '#e65100' }} aria-hidden />}
        {TITLES[state.phase]}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          {running && <CircularProgress size={28} aria-label="Analysis running" />}
          <Typography
            id="scan-progress-text"
            role="status"
            aria-live="polite"
            data-testid="scan-progress-text"
          >
            {state.text}
          </Typography>
        </Box>
        {running && state.percent !== null && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
            <LinearProgress
              variant="determinate"
              value={state.percent}
              sx={{ flex: 1, height: 8, borderRadius: 4 }}
              aria-label="Analysis progress"
            />
            <Typography variant="body2" sx={{ minWidth: 40 }}>
              {Math.round(state.percent)}%
            </Typography>
          </Box>
        )}
        {state.phase === 'completed' && state.result && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="scan-result">
            <Typography variant="body2">
              {state.result.totalFindings}{' '}
              {state.result.totalFindings === 1 ? 'vulnerability' : 'vulnerabilities'} found
            </Typography>
            <SeverityCounts summary={state.result.summary} />
          </Box>
        )}
        {state.hint && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {state.hint}
          </Alert>
        )}
        {running && connection && (
          <Alert
            severity={connection.failed ? 'error' : 'warning'}
            sx={{ mt: 1 }}
            role="status"
            data-testid="scan-connection"
          >
            {connection.text}
          </Alert>
        )}
        {cancelError && (
          <Alert severity="error" sx={{ mt: 1 }} role="alert" data-testid="cancel-error">
            {cancelError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {running ? (
          <Button
            onClick={() => void onCancel()}
            color="error"
            variant="outlined"
            disabled={cancelling}
          >
            {cancelling ? 'Cancelling...' : 'Cancel Analysis'}
          </Button>
        ) : (
          <>
            {state.phase === 'completed' && scanId && (
              <Button component={RouterLink} to={`/reports/${scanId}`} variant="contained">
                View Report
              </Button>
            )}
            <Button onClick={onClose}>Close</Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
