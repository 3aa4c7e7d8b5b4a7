/**
 * /scans, Scan History (spec sections 2, 4, 8): every scan of the user with status and project
 * filters, pagination, status chips, severity counts, links to /reports/{id}, cancel for running
 * scans and delete after a confirmation. The list refreshes itself while a scan is under way.
 */
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSearchParamsUpdate } from '../../lib/searchParams';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Container,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { LIMITS, type ScanStatus } from '@vigil/shared';

import { errorMessage } from '../../api/client';
import { ConfirmDialog, ScanTable } from '../../components/scans';
import { useProjects } from '../projects/api';
import { cancelFailureText } from '../sast/progressText';
import { formatDate, isActiveStatus, useCancelScan, useDeleteScan, useScanList } from './api';

const STATUS_FILTERS: ScanStatus[] = ['pending', 'running', 'completed', 'failed', 'cancelled'];
export const DELETE_SCAN_CONFIRM =
  'Are you sure you want to delete this scan? This action cannot be undone.';

export function ScanHistoryPage() {
  const [params, update] = useSearchParamsUpdate();
  const navigate = useNavigate();
  const status = (params.get('status') ?? '') as ScanStatus | '';
  const projectId = params.get('projectId') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = LIMITS.reportsPageSize;

  const { data: projects = [] } = useProjects({ lenient: true });
  const list = useScanList(
    { status: status || undefined, projectId: projectId || undefined, page, limit },
    { pollWhileActive: true },
  );
  const scans = list.data?.scans ?? [];

  const del = useDeleteScan();
  const cancel = useCancelScan();
  const [toDelete, setToDelete] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const setFilter = (key: string, value: string) => update({ [key]: value }, { resetPage: true });
  const setPage = (p: number) => update({ page: p > 1 ? String(p) : null });

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleteError(null);
    try {
      await del.mutateAsync(toDelete);
      setToDelete(null);
      setMessage({ type: 'success', text: 'Scan deleted.' });
    } catch (err) {
      setDeleteError(errorMessage(err, 'Failed to delete scan.'));
    }
  };

  const onCancel = async (id: string) => {
    setMessage(null);
    try {
      await cancel.mutateAsync(id);
      setMessage({ type: 'success', text: 'Scan cancelled.' });
    } catch (err) {
      setMessage({ type: 'error', text: cancelFailureText(err) });
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' }, mb: 1 }}>
        Scan History
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>All your scans, newest first.</Typography>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => setFilter('status', e.target.value)}
          sx={{ minWidth: 180 }}
          fullWidth={false}
        >
          <MenuItem value="">All statuses</MenuItem>
          {STATUS_FILTERS.map((s) => (
            <MenuItem key={s} value={s}>
              {s[0].toUpperCase() + s.slice(1)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Project"
          value={projects.some((p) => p.id === projectId) ? projectId : ''}
          onChange={(e) => setFilter('projectId', e.target.value)}
          sx={{ minWidth: 220 }}
          fullWidth={false}
        >
          <MenuItem value="">All projects</MenuItem>
          {projects.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {message && (
        <Alert
          severity={message.type}
          sx={{ mb: 2 }}
          onClose={() => setMessage(null)}
          role={message.type === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </Alert>
      )}

      {list.isLoading ? (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading scans" />
        </Box>
      ) : list.isError ? (
        <Alert severity="error">{errorMessage(list.error, 'Failed to fetch scans')}</Alert>
      ) : scans.length === 0 ? (
        <Card variant="outlined">
          <CardContent sx={{ textAlign: 'center', py: 5 }}>
            <Typography component="h2" variant="h6">
              No scans found
            </Typography>
            <Typography sx={{ color: 'text.secondary', my: 1 }}>
              {status || projectId
                ? 'No scan matches these filters.'
                : 'Start an analysis to see it here.'}
            </Typography>
            <Button component={RouterLink} to="/sast" variant="contained" sx={{ mt: 1 }}>
              Start SAST Scan
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ScanTable
          scans={scans}
          label="Scans"
          rowTestId="scan-row"
          headings="history"
          dates="relative"
          formatDate={formatDate}
          onView={(id) => navigate(`/reports/${id}`)}
          onCancel={(id) => void onCancel(id)}
          cancelBusy={cancel.isPending}
          isActive={(st) => isActiveStatus(st as ScanStatus)}
          onDelete={(id) => {
            setDeleteError(null);
            setToDelete(id);
          }}
          paging={{ count: list.data?.total ?? 0, page, rowsPerPage: limit, onPage: setPage }}
        />
      )}
      <ConfirmDialog
        open={!!toDelete}
        title="Delete scan"
        message={DELETE_SCAN_CONFIRM}
        busy={del.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </Container>
  );
}
