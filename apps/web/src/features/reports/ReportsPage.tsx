/**
 * /reports and /reports/{scanId} (spec section 2, Reports): the user's scans with a project-name
 * search, status and type filters, 'Showing X of Y scans', newest first, 10 rows a page (back to
 * page 1 on any filter change), view and delete (with the spec's confirmation). /reports/{scanId}
 * opens that scan's detail dialog. Counts leave out findings triaged as false positive or accepted risk.
 */
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Container,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { LIMITS, REPORT_MESSAGES, type ScanListQuery } from '@vigil/shared';
import { ConfirmDialog, ScanTable } from '../../components/scans';
import { getAccessToken } from '../../session/storage';
import { formatDate, useDeleteScan } from '../scans/api';
import { useReportList } from './api';
import { ReportDialog } from './ReportDialog';

const STATUS_FILTERS = ['completed', 'running', 'pending', 'failed'] as const;
const TYPE_FILTERS = ['SAST', 'DAST'] as const;

function useDebounced<T>(value: T, ms = 250): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export function ReportsPage() {
  const { scanId } = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | (typeof STATUS_FILTERS)[number]>('');
  const [scanType, setScanType] = useState<'' | (typeof TYPE_FILTERS)[number]>('');
  const [page, setPage] = useState(1);
  const limit = LIMITS.reportsPageSize;
  const term = useDebounced(search.trim());

  const query: Partial<ScanListQuery> = {
    search: term || undefined,
    status: status || undefined,
    scanType: scanType || undefined,
    page,
    limit,
  };
  const list = useReportList(query);
  // Y of 'Showing X of Y scans': all the user's scans, whatever the filters.
  const filtered = !!(term || status || scanType);
  const everything = useReportList({ page: 1, limit: 1 });
  const total = list.data?.total ?? 0;
  const all = filtered ? (everything.data?.total ?? total) : total;
  const scans = list.data?.scans ?? [];

  const del = useDeleteScan();
  const [toDelete, setToDelete] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  // Any filter change goes back to page 1.
  const onFilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  useEffect(() => setPage(1), [term]);

  // The last page may have emptied after a delete.
  const totalPages = Math.max(1, Math.ceil(total / limit));
  useEffect(() => {
    if (list.data && page > totalPages) setPage(totalPages);
  }, [list.data, page, totalPages]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleteError(null);
    if (!getAccessToken()) {
      setDeleteError(REPORT_MESSAGES.listAuthRequired);
      return;
    }
    try {
      await del.mutateAsync(toDelete);
      if (toDelete === scanId) navigate('/reports', { replace: true });
      setToDelete(null);
      setNotice({ type: 'success', text: 'Scan deleted.' });
    } catch {
      setDeleteError(REPORT_MESSAGES.deleteFailed);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' }, mb: 1 }}>
        Security Reports
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Vulnerability reports of your scans: open one for its findings, compliance mapping and
        exports.
      </Typography>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Search by project name"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          fullWidth
          sx={{ flex: 2, minWidth: 220 }}
          slotProps={{
            htmlInput: { maxLength: 200, 'data-testid': 'reports-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => onFilter(setStatus)(e.target.value as typeof status)}
          fullWidth={false}
          sx={{ minWidth: 170 }}
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': 'status-filter' } as object },
          }}
        >
          <MenuItem value="">All</MenuItem>
          {STATUS_FILTERS.map((s) => (
            <MenuItem key={s} value={s}>
              {s[0].toUpperCase() + s.slice(1)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Type"
          value={scanType}
          onChange={(e) => onFilter(setScanType)(e.target.value as typeof scanType)}
          fullWidth={false}
          sx={{ minWidth: 150 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'type-filter' } as object } }}
        >
          <MenuItem value="">All</MenuItem>
          {TYPE_FILTERS.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <Typography
        role="status"
        data-testid="reports-count"
        sx={{ color: 'text.secondary', mb: 1.5 }}
      >
        {list.data ? `Showing ${total} of ${all} scans` : '\u00A0'}
      </Typography>

      {notice && (
        <Alert severity={notice.type} sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}

      {list.isLoading ? (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading reports" />
        </Box>
      ) : list.isError ? (
        <Alert severity="error">Failed to fetch scans</Alert>
      ) : scans.length === 0 ? (
        <Card variant="outlined">
          <CardContent sx={{ textAlign: 'center', py: 5 }}>
            <Typography component="h2" variant="h6">
              No reports found
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 1 }}>
              {filtered
                ? 'No scan matches these filters.'
                : 'Run a SAST analysis and its report will appear here.'}
            </Typography>
          </CardContent>
        </Card>
      ) : (
        <ScanTable
          scans={scans}
          label="Reports"
          rowTestId="report-row"
          headings="reports"
          dates="absolute"
          formatDate={formatDate}
          onView={(id) => navigate(`/reports/${id}`)}
          onDelete={(id) => {
            setDeleteError(null);
            setToDelete(id);
          }}
          paging={{
            count: total,
            page: Math.min(page, totalPages),
            rowsPerPage: limit,
            onPage: setPage,
          }}
        />
      )}

      <ReportDialog scanId={scanId ?? null} onClose={() => navigate('/reports')} />
      <ConfirmDialog
        open={!!toDelete}
        title="Delete scan"
        message={REPORT_MESSAGES.deleteConfirm}
        busy={del.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </Container>
  );
}
