import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { FilterBar } from '../../components/FilterBar';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@vigil/shared';
import { errorMessage } from '../../api/client';
import { AdminLayout } from './AdminLayout';
import { useAudit } from './api';

const EMPTY = { actor: '', action: '', from: '', to: '' };

/** Who the action was done to: the email or name recorded with it, then the kind and id. */
function targetOf(e: AuditEntry): { label: string | null; ref: string | null } {
  const d = e.details;
  const label = typeof d.email === 'string' ? d.email : typeof d.name === 'string' ? d.name : null;
  const ref = e.targetType ? `${e.targetType}${e.targetId ? ` ${e.targetId}` : ''}` : null;
  return { label, ref };
}

function detailsText(d: Record<string, unknown>): string {
  const s = JSON.stringify(d);
  return s === '{}' ? '—' : s.length > 160 ? `${s.slice(0, 157)}...` : s;
}

export function AdminAuditPage() {
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState({ ...EMPTY, page: 1 });
  const { data, isLoading, error } = useAudit(filters);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <AdminLayout title="Audit Log" subtitle="Who did what, to whom, when and from which address">
      <FilterBar label="Audit log filters" onSubmit={() => setFilters({ ...draft, page: 1 })}>
        <TextField
          size="small"
          label="Actor (email)"
          value={draft.actor}
          onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
        />
        <TextField
          size="small"
          label="Action"
          placeholder="e.g. admin.user_deleted"
          value={draft.action}
          onChange={(e) => setDraft({ ...draft, action: e.target.value })}
        />
        <TextField
          size="small"
          type="date"
          label="From"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label="To"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained">
          Apply
        </Button>
        <Button
          onClick={() => {
            setDraft(EMPTY);
            setFilters({ ...EMPTY, page: 1 });
          }}
        >
          Clear
        </Button>
        {data && (
          <Typography variant="body2" color="text.secondary">
            {data.total} entr{data.total === 1 ? 'y' : 'ies'}
          </Typography>
        )}
      </FilterBar>
      {isLoading && <CircularProgress aria-label="Loading the audit log" />}
      {error && (
        <Alert severity="error">{errorMessage(error, 'Failed to fetch the audit log')}</Alert>
      )}
      {data && data.entries.length === 0 && (
        <Alert severity="info">No audit entries match these filters.</Alert>
      )}
      {data && data.entries.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Audit log">
            <TableHead>
              <TableRow>
                <TableCell>Time</TableCell>
                <TableCell>Actor</TableCell>
                <TableCell>Action</TableCell>
                <TableCell>Target</TableCell>
                <TableCell>Details</TableCell>
                <TableCell>IP</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.entries.map((e) => {
                const target = targetOf(e);
                return (
                  <TableRow key={e.id} data-testid="audit-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleString()}</time>
                    </TableCell>
                    <TableCell>
                      {e.actorEmail ?? (e.actorId ? 'deleted account' : 'anonymous')}
                    </TableCell>
                    <TableCell>{e.action}</TableCell>
                    <TableCell>
                      {target.label ?? target.ref ?? '—'}
                      {target.label && target.ref && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {target.ref}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell
                      sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}
                    >
                      {detailsText(e.details)}
                    </TableCell>
                    <TableCell>{e.ip ?? '—'}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={filters.page}
          onChange={(_e, page) => setFilters((f) => ({ ...f, page }))}
          aria-label="Audit pages"
        />
      )}
    </AdminLayout>
  );
}
