/**
 * Recent Analyses of the scanner (spec section 2): the 5 latest SAST scans with refresh, view report
 * (/reports/{id}) and delete after the confirm prompt 'Delete this scan?'.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import VisibilityIcon from '@mui/icons-material/Visibility';
import DeleteIcon from '@mui/icons-material/Delete';
import { LIMITS } from '@vigil/shared';
import { relativeTime } from '../../lib/format';
import { errorMessage } from '../../api/client';
import { ConfirmDialog, ScanStatusChip, SeverityCounts } from '../../components/scans';
import { useDeleteScan, useScanList } from '../scans/api';

export function RecentAnalyses() {
  const { data, isLoading, isError, refetch, isFetching } = useScanList(
    { scanType: 'SAST', limit: LIMITS.sastRecentScans, page: 1 },
    { pollWhileActive: true },
  );
  const del = useDeleteScan();
  const [toDelete, setToDelete] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const scans = data?.scans ?? [];

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleteError(null);
    try {
      await del.mutateAsync(toDelete);
      setToDelete(null);
    } catch (err) {
      setDeleteError(errorMessage(err, 'Failed to delete scan.'));
    }
  };

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="recent-analyses-title"
      data-testid="recent-analyses"
    >
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography id="recent-analyses-title" component="h2" variant="h6">
            Recent Analyses
          </Typography>
          <Tooltip title="Refresh">
            <span>
              <IconButton
                aria-label="Refresh recent analyses"
                onClick={() => void refetch()}
                disabled={isFetching}
              >
                {isFetching ? <CircularProgress size={20} /> : <RefreshIcon />}
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        {isLoading ? (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label="Loading recent analyses" />
          </Box>
        ) : isError ? (
          <Alert severity="error">Failed to fetch scans</Alert>
        ) : scans.length === 0 ? (
          <Typography sx={{ py: 2, color: 'text.secondary', textAlign: 'center' }}>
            No security analyses found
          </Typography>
        ) : (
          <List disablePadding>
            {scans.map((s) => (
              <ListItem
                key={s.id}
                divider
                disableGutters
                data-testid="recent-analysis"
                data-scan-id={s.id}
                sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
              >
                <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                    {s.projectName}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {relativeTime(s.createdAt)}
                  </Typography>
                </Box>
                <ScanStatusChip status={s.status} />
                <SeverityCounts summary={s.summary} />
                <Stack direction="row">
                  <Tooltip title="View report">
                    <IconButton
                      component={RouterLink}
                      to={`/reports/${s.id}`}
                      aria-label={`View report of ${s.projectName}`}
                    >
                      <VisibilityIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete scan">
                    <IconButton
                      aria-label={`Delete scan of ${s.projectName}`}
                      onClick={() => {
                        setDeleteError(null);
                        setToDelete(s.id);
                      }}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <ConfirmDialog
        open={!!toDelete}
        title="Delete scan"
        message="Delete this scan?"
        busy={del.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </Card>
  );
}
