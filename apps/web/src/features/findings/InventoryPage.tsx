/**
 * /vulnerabilities: the findings inventory. Each distinct finding once per project (by
 * fingerprint) with its state in the project's latest scan (open, reopened, fixed), first and last
 * seen, triage and code kind. Fixed findings and code outside the application (tests, examples,
 * vendored…) are hidden by default; filters by project, severity, CWE, rule, file, state, triage and
 * code kind live in the URL (shareable, back button); columns sort; the filtered list exports as
 * CSV. Each row opens the finding in the explorer.
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSearchParamsUpdate } from '../../lib/searchParams';
import {
  Box,
  Button,
  Card,
  Chip,
  CircularProgress,
  Container,
  IconButton,
  Link,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  SEVERITIES,
  TRIAGE_STATES,
  type InventorySort,
  type VulnerabilityListQuery,
  plural,
} from '@vigil/shared';
import { errorMessage } from '../../api/client';
import { FilterBar } from '../../components/FilterBar';
import { PathText } from '../../components/PathText';
import { EmptyState, ErrorState, LoadingState } from '../../components/StateViews';
import { SEVERITY_LABEL, SeverityChip } from '../../components/scans';
import { relativeTime } from '../../lib/format';
import { useProjects } from '../projects/api';
import { cweNumber, formatDate } from '../scans/api';
import { downloadInventoryCsv, useInventory } from './api';
import {
  CODE_KIND_FILTERS,
  STATE_FILTERS,
  codeKindLabel,
  codeKindParam,
  findingHref,
  stateLabel,
  triageLabel,
} from './labels';

const PAGE_SIZE = 20;
const TEXT_FILTERS = ['search', 'cwe', 'ruleId', 'file'] as const;

/** A value that follows `value` after `ms` without changes (typing in the text filters). */
function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

const COLUMNS: { id: string; label: string; sort?: InventorySort }[] = [
  { id: 'severity', label: 'Severity', sort: 'severity' },
  { id: 'title', label: 'Finding', sort: 'title' },
  { id: 'cwe', label: 'CWE' },
  { id: 'file', label: 'Location', sort: 'file' },
  { id: 'project', label: 'Project', sort: 'project' },
  { id: 'state', label: 'State', sort: 'state' },
  { id: 'triage', label: 'Triage' },
  { id: 'kind', label: 'Code' },
  { id: 'firstSeen', label: 'First seen', sort: 'firstSeen' },
  { id: 'lastSeen', label: 'Last seen', sort: 'lastSeen' },
];

export function InventoryPage() {
  const [params, update] = useSearchParamsUpdate();
  const get = (k: string) => params.get(k) ?? '';
  const set = (changes: Record<string, string>, resetPage = true) => update(changes, { resetPage });

  // Text filters: typed locally, applied to the URL after a pause.
  const [text, setText] = useState(() =>
    Object.fromEntries(TEXT_FILTERS.map((k) => [k, params.get(k) ?? ''])),
  );
  const debounced = useDebounced(text);
  useEffect(() => {
    const changes: Record<string, string> = {};
    for (const k of TEXT_FILTERS) {
      if ((debounced[k] ?? '').trim() !== (params.get(k) ?? '')) changes[k] = debounced[k].trim();
    }
    if (Object.keys(changes).length) set(changes);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const sort = (get('sort') || 'severity') as InventorySort;
  const order = (get('order') || (sort === 'severity' || sort === 'lastSeen' ? 'desc' : 'asc')) as
    'asc' | 'desc';
  const page = Math.max(1, Number(get('page')) || 1);
  const query: VulnerabilityListQuery = {
    projectId: get('projectId') || undefined,
    severity: get('severity') || undefined,
    cwe: get('cwe') || undefined,
    ruleId: get('ruleId') || undefined,
    file: get('file') || undefined,
    search: get('search') || undefined,
    state: get('state') || undefined,
    triage: get('triage') || undefined,
    codeKind: codeKindParam(get('codeKind')),
    sort,
    order,
    page,
    limit: PAGE_SIZE,
  };
  const list = useInventory(query);
  const { data: projects = [] } = useProjects({ lenient: true });
  const rows = list.data?.vulnerabilities ?? [];
  const filtered = [...TEXT_FILTERS, 'projectId', 'severity', 'state', 'triage', 'codeKind'].some(
    (k) => !!get(k),
  );
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadInventoryCsv(query);
    } catch (err) {
      setExportError(errorMessage(err, 'Failed to export the findings.'));
    } finally {
      setExporting(false);
    }
  };

  const sortBy = (s: InventorySort) => {
    const nextOrder =
      sort === s
        ? order === 'asc'
          ? 'desc'
          : 'asc'
        : s === 'severity' || s === 'lastSeen'
          ? 'desc'
          : 'asc';
    set({ sort: s, order: nextOrder });
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 4 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' }, mb: 1 }}>
            Vulnerabilities
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            Each finding once per project, as of its latest scan. Fixed findings and code outside
            the application are hidden unless you ask for them.
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={exporting ? <CircularProgress size={16} /> : <DownloadIcon />}
          disabled={exporting || !list.data || list.data.total === 0}
          onClick={() => void exportCsv()}
        >
          Export CSV
        </Button>
      </Box>

      <FilterBar label="Finding filters">
        <TextField
          size="small"
          label="Search"
          type="search"
          value={text.search}
          onChange={(e) => setText({ ...text, search: e.target.value })}
          placeholder="Title, file, rule or project"
        />
        <TextField
          select
          size="small"
          label="Project"
          value={projects.some((p) => p.id === get('projectId')) ? get('projectId') : ''}
          onChange={(e) => set({ projectId: e.target.value })}
        >
          <MenuItem value="">All projects</MenuItem>
          {projects.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Severity"
          value={get('severity')}
          onChange={(e) => set({ severity: e.target.value })}
        >
          <MenuItem value="">All severities</MenuItem>
          {SEVERITIES.map((s) => (
            <MenuItem key={s} value={s}>
              {SEVERITY_LABEL[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="CWE"
          value={text.cwe}
          onChange={(e) => setText({ ...text, cwe: e.target.value })}
          placeholder="89"
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
        <TextField
          size="small"
          label="Rule"
          value={text.ruleId}
          onChange={(e) => setText({ ...text, ruleId: e.target.value })}
          placeholder="js.sql-injection"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          size="small"
          label="File"
          value={text.file}
          onChange={(e) => setText({ ...text, file: e.target.value })}
          placeholder="src/routes"
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <TextField
          select
          size="small"
          label="State"
          value={get('state')}
          onChange={(e) => set({ state: e.target.value })}
        >
          {STATE_FILTERS.map((s) => (
            <MenuItem key={s.value || 'default'} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Triage"
          value={get('triage')}
          onChange={(e) => set({ triage: e.target.value })}
        >
          <MenuItem value="">Any triage</MenuItem>
          {TRIAGE_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {triageLabel(s)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Code"
          value={get('codeKind')}
          onChange={(e) => set({ codeKind: e.target.value })}
        >
          {CODE_KIND_FILTERS.map((k) => (
            <MenuItem key={k.value || 'default'} value={k.value}>
              {k.label}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>

      <Typography
        variant="body2"
        sx={{ color: 'text.secondary', mb: 1.5 }}
        data-testid="vulnerability-count"
        aria-live="polite"
      >
        {list.data ? plural(list.data.total, 'finding') : '\u00A0'}
      </Typography>
      {exportError && (
        <Box sx={{ mb: 2 }}>
          <ErrorState message={exportError} />
        </Box>
      )}

      {list.isLoading ? (
        <LoadingState label="Loading findings" />
      ) : list.isError ? (
        <ErrorState
          message={errorMessage(list.error, 'Failed to fetch vulnerabilities')}
          onRetry={() => void list.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          testId="inventory-empty"
          title={filtered ? 'No vulnerabilities match these filters' : 'No vulnerabilities found'}
          text={
            filtered
              ? 'Widen the filters: fixed findings and code outside the application are hidden by default.'
              : 'Findings of your completed scans show here, each once per project.'
          }
          action={
            filtered ? (
              <Button
                onClick={() => {
                  setText({ search: '', cwe: '', ruleId: '', file: '' });
                  update({}, { clear: true });
                }}
              >
                Clear filters
              </Button>
            ) : (
              <Button component={RouterLink} to="/sast" variant="contained">
                Start SAST Scan
              </Button>
            )
          }
        />
      ) : (
        <Card variant="outlined">
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Vulnerabilities" sx={{ minWidth: 1100 }}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell
                      key={c.id}
                      sortDirection={c.sort && sort === c.sort ? order : false}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {c.sort ? (
                        <TableSortLabel
                          active={sort === c.sort}
                          direction={sort === c.sort ? order : 'asc'}
                          onClick={() => sortBy(c.sort!)}
                        >
                          {c.label}
                        </TableSortLabel>
                      ) : (
                        c.label
                      )}
                    </TableCell>
                  ))}
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((v) => {
                  const cwe = cweNumber(v.cwe);
                  return (
                    <TableRow
                      key={`${v.projectId}:${v.fingerprint}`}
                      hover
                      data-testid="vulnerability-row"
                      data-severity={v.severity}
                      data-state={v.state}
                      data-fingerprint={v.fingerprint}
                      data-finding-id={v.id}
                    >
                      <TableCell>
                        <SeverityChip severity={v.severity} />
                      </TableCell>
                      <TableCell sx={{ minWidth: 220 }}>
                        <Link
                          component={RouterLink}
                          to={findingHref(v.lastScanId, v.latestFindingId)}
                          sx={{ fontWeight: 600 }}
                        >
                          {v.title}
                        </Link>
                        <Typography
                          variant="caption"
                          component="div"
                          sx={{ color: 'text.secondary', fontFamily: 'monospace' }}
                        >
                          {v.ruleId}
                        </Typography>
                      </TableCell>
                      <TableCell data-testid="cwe">{cwe ?? '—'}</TableCell>
                      <TableCell>
                        {v.filePath ? <PathText path={v.filePath} line={v.line} /> : '—'}
                      </TableCell>
                      <TableCell sx={{ maxWidth: 200, overflowWrap: 'anywhere' }}>
                        {v.projectName}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          label={stateLabel(v.state)}
                          color={
                            v.state === 'fixed'
                              ? 'success'
                              : v.state === 'reopened'
                                ? 'warning'
                                : 'default'
                          }
                          variant={v.state === 'open' ? 'outlined' : 'filled'}
                          data-testid="finding-state"
                        />
                      </TableCell>
                      <TableCell data-testid="finding-triage" sx={{ whiteSpace: 'nowrap' }}>
                        {triageLabel(v.triageState)}
                      </TableCell>
                      <TableCell data-testid="finding-kind">{codeKindLabel(v.codeKind)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Tooltip title={formatDate(v.firstSeenAt)}>
                          <span>{relativeTime(v.firstSeenAt)}</span>
                        </Tooltip>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Tooltip title={formatDate(v.lastSeenAt)}>
                          <span>{relativeTime(v.lastSeenAt)}</span>
                        </Tooltip>
                      </TableCell>
                      <TableCell align="right">
                        <Tooltip title="View report">
                          <IconButton
                            component={RouterLink}
                            to={`/reports/${v.lastScanId}`}
                            aria-label="View report"
                          >
                            <VisibilityIcon />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={list.data?.total ?? 0}
            page={page - 1}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_e, p) => set({ page: String(p + 1) }, false)}
          />
        </Card>
      )}
    </Container>
  );
}
