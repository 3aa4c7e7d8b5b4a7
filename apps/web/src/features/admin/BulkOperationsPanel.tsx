import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES, type BulkOperation, type BulkResult } from '@vigil/shared';
import { errorMessage } from '../../api/client';
import { useSession } from '../../session/SessionProvider';
import { useBulk } from './api';
import { ConfirmDialog } from '../../components/ConfirmDialog';

const OPERATIONS: { op: BulkOperation; label: string; what: string }[] = [
  {
    op: 'clear-scans',
    label: 'Clear All Scans',
    what: 'Deletes every scan and its findings. Running and pending scans are cancelled first.',
  },
  {
    op: 'cancel-scans',
    label: 'Cancel Running Scans',
    what: 'Cancels every pending or running scan and withdraws its queued job.',
  },
  {
    op: 'clear-projects',
    label: 'Clear Test Projects',
    what: 'Deletes the projects whose name contains test, demo, sample, example, temp, trial or playground (any case, also inside a word such as "Testing" or "Contemporary"), with their scans.',
  },
  {
    op: 'cleanup',
    label: 'System Cleanup',
    what: 'Removes expired or used one-time links, expired sessions and those revoked over 7 days ago, failed scans older than 30 days and source folders no scan refers to.',
  },
];

/** SUPER_ADMIN-only maintenance with a confirmation stating that it cannot be undone. */
export function BulkOperationsPanel() {
  const { isSuperAdmin } = useSession();
  const bulk = useBulk();
  const [pending, setPending] = useState<(typeof OPERATIONS)[number] | null>(null);
  const [result, setResult] = useState<{ label: string; data: BulkResult } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    if (!pending) return;
    setError(null);
    try {
      const data = await bulk.mutateAsync(pending.op);
      setResult({ label: pending.label, data });
    } catch (err) {
      setResult(null);
      setError(errorMessage(err, ADMIN_MESSAGES.bulkFailed));
    } finally {
      setPending(null);
    }
  };

  return (
    <Box
      component="section"
      id="bulk-operations"
      aria-labelledby="bulk-title"
      sx={{ mt: 4, scrollMarginTop: 80 }}
    >
      <Typography id="bulk-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        Bulk Operations
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {ADMIN_MESSAGES.bulkSuperAdminOnly} {ADMIN_MESSAGES.bulkIrreversible}
      </Alert>
      <Grid container spacing={2}>
        {OPERATIONS.map((o) => (
          <Grid key={o.op} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent
                sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}
              >
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {o.label}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                  {o.what}
                </Typography>
                <Button
                  variant="contained"
                  color="error"
                  disabled={!isSuperAdmin || bulk.isPending}
                  onClick={() => setPending(o)}
                >
                  {o.label}
                </Button>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      {!isSuperAdmin && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1 }}
          data-testid="bulk-admin-note"
        >
          Your role is ADMIN: these buttons are disabled. {ADMIN_MESSAGES.bulkSuperAdminOnly}
        </Typography>
      )}
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {error && <Alert severity="error">{error}</Alert>}
        {result && (
          <Alert
            severity={result.data.success ? 'success' : 'error'}
            data-testid="bulk-result"
            onClose={() => setResult(null)}
          >
            <strong>{result.label}:</strong> {result.data.message} (total cleaned:{' '}
            {result.data.totalCleaned})
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {Object.entries(result.data.summary).map(([k, v]) => (
                <li key={k}>
                  {k}: {v}
                </li>
              ))}
            </Box>
          </Alert>
        )}
      </Box>
      <ConfirmDialog
        maxWidth="sm"
        open={pending !== null}
        title={`${pending?.label ?? ''}?`}
        confirmLabel={pending ? `Yes, ${pending.label.toLowerCase()}` : 'Confirm'}
        busy={bulk.isPending}
        disabled={!isSuperAdmin}
        onConfirm={() => void run()}
        onClose={() => setPending(null)}
      >
        <Typography sx={{ mb: 1 }}>{pending?.what}</Typography>
        <Alert severity="error">
          {ADMIN_MESSAGES.bulkIrreversible} {ADMIN_MESSAGES.bulkSuperAdminOnly}
        </Alert>
      </ConfirmDialog>
    </Box>
  );
}
