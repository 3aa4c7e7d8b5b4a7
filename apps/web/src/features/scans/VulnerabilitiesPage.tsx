/**
 * /vulnerabilities (spec section 2): every finding of the user's scans (GET /api/vulnerabilities),
 * filtered by severity, CWE and project, with a text search and pagination. Each row: severity
 * chip, title, CWE (without the 'CWE-' prefix), file:line, project, scan date and its report.
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Container,
  Link,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { SEVERITIES, type Severity } from '@vigil/shared';
import { errorMessage } from '../../api/client';
import { SEVERITY_LABEL, SeverityChip } from '../../components/scans';
import { useProjects } from '../projects/api';
import { cweNumber, formatDate, useVulnerabilityList } from './api';

const PAGE_SIZE = 20;

/** A value that follows `value` after `ms` without changes (typing in the search fields). */
function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export function VulnerabilitiesPage() {
  const [severity, setSeverity] = useState<Severity | ''>('');
  const [cwe, setCwe] = useState('');
  const [projectId, setProjectId] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebounced(search.trim());
  const debouncedCwe = useDebounced(cwe.trim());
  const { data: projects = [] } = useProjects({ lenient: true });

  const list = useVulnerabilityList({
    severity: severity || undefined,
    cwe: debouncedCwe || undefined,
    projectId: projectId || undefined,
    search: debouncedSearch || undefined,
    page,
    limit: PAGE_SIZE,
  });
  const rows = list.data?.vulnerabilities ?? [];
  const filtered = !!(severity || debouncedCwe || projectId || debouncedSearch);

  // Every filter change starts again at page 1.
  const onFilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' }, mb: 1 }}>
        Vulnerabilities
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>Every finding of your scans.</Typography>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1.5fr' },
          gap: 2,
          mb: 2,
        }}
      >
        <TextField
          label="Search"
          value={search}
          onChange={(e) => onFilter(setSearch)(e.target.value)}
          placeholder="Title, file, rule or project"
          type="search"
        />
        <TextField
          select
          label="Severity"
          value={severity}
          onChange={(e) => onFilter(setSeverity)(e.target.value as Severity | '')}
        >
          <MenuItem value="">All severities</MenuItem>
          {SEVERITIES.map((s) => (
            <MenuItem key={s} value={s}>
              {SEVERITY_LABEL[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="CWE"
          value={cwe}
          onChange={(e) => onFilter(setCwe)(e.target.value)}
          placeholder="89"
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
        <TextField
          select
          label="Project"
          value={projects.some((p) => p.id === projectId) ? projectId : ''}
          onChange={(e) => onFilter(setProjectId)(e.target.value)}
        >
          <MenuItem value="">All projects</MenuItem>
          {projects.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      {list.isLoading ? (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading vulnerabilities" />
        </Box>
      ) : list.isError ? (
        <Alert severity="error">
          {errorMessage(list.error, 'Failed to fetch vulnerabilities')}
        </Alert>
      ) : rows.length === 0 ? (
        <Card variant="outlined">
          <CardContent sx={{ textAlign: 'center', py: 5 }}>
            <Typography component="h2" variant="h6">
              {filtered ? 'No vulnerabilities match these filters' : 'No vulnerabilities found'}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 1 }}>
              {filtered ? 'Try other filters.' : 'Findings of your completed scans appear here.'}
            </Typography>
          </CardContent>
        </Card>
      ) : (
        <Card variant="outlined">
          <Typography
            variant="body2"
            sx={{ px: 2, pt: 1.5, color: 'text.secondary' }}
            data-testid="vulnerability-count"
          >
            {list.data?.total ?? 0} {list.data?.total === 1 ? 'finding' : 'findings'}
          </Typography>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Vulnerabilities" sx={{ minWidth: 760 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Severity</TableCell>
                  <TableCell>Title</TableCell>
                  <TableCell>CWE</TableCell>
                  <TableCell>Location</TableCell>
                  <TableCell>Project</TableCell>
                  <TableCell>Scan date</TableCell>
                  <TableCell align="right">Report</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((v) => (
                  <TableRow
                    key={`${v.scanId}-${v.id}`}
                    data-testid="vulnerability-row"
                    data-severity={v.severity}
                    hover
                  >
                    <TableCell>
                      <SeverityChip severity={v.severity} />
                    </TableCell>
                    <TableCell sx={{ fontWeight: 600, maxWidth: 280 }}>
                      {v.title || 'Unknown Vulnerability'}
                    </TableCell>
                    <TableCell>
                      {cweNumber(v.cwe) ? (
                        <Chip
                          size="small"
                          variant="outlined"
                          label={cweNumber(v.cwe)}
                          data-testid="cwe"
                        />
                      ) : (
                        '–'
                      )}
                    </TableCell>
                    <TableCell
                      sx={{
                        fontFamily: 'monospace',
                        fontSize: 13,
                        wordBreak: 'break-all',
                        maxWidth: 260,
                      }}
                    >
                      {v.file ? `${v.file}${v.line ? `:${v.line}` : ''}` : '–'}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{v.projectName}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(v.createdAt)}</TableCell>
                    <TableCell align="right">
                      <Link component={RouterLink} to={`/reports/${v.scanId}`}>
                        View report
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={list.data?.total ?? 0}
            page={page - 1}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_e, p) => setPage(p + 1)}
          />
        </Card>
      )}
    </Container>
  );
}
