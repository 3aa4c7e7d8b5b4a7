/**
 * The table of scans shared by Scan History and Reports: project (and description), type, status,
 * date, the four severity counts (the one count definition of the API's `summary`) and the row
 * actions (view the report, explore the findings, cancel a running scan, delete), with paging.
 */
import { Link as RouterLink } from 'react-router-dom';
import {
  Card,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TablePagination,
  Tooltip,
  Typography,
} from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import DeleteIcon from '@mui/icons-material/Delete';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ScanStatus } from '@vigil/shared';
import { relativeTime } from '../../lib/format';
import { ScanStatusChip, SeverityCounts, type SeverityCountsValue } from './ScanChips';

export interface ScanTableRow {
  id: string;
  projectName: string;
  description?: string | null;
  scanType: string;
  status: ScanStatus | string;
  createdAt: string;
  summary: SeverityCountsValue | null;
}

export interface ScanTableProps {
  scans: ScanTableRow[];
  /** Accessible name of the table and the test id of its rows. */
  label: string;
  rowTestId: string;
  /** Column headings: Scan History's short ones or the Reports page's of spec section 2. */
  headings: 'history' | 'reports';
  /** 'relative' shows the age with the date on hover; 'absolute' the date. */
  dates: 'relative' | 'absolute';
  formatDate: (iso: string) => string;
  onView: (id: string) => void;
  /** Shown for scans under way only. */
  onCancel?: (id: string) => void;
  cancelBusy?: boolean;
  onDelete: (id: string) => void;
  isActive?: (status: string) => boolean;
  paging: { count: number; page: number; rowsPerPage: number; onPage: (page: number) => void };
}

const HEADINGS = {
  history: ['Project', 'Type', 'Status', 'Created', 'Vulnerabilities'],
  reports: ['Project Name', 'Scan Type', 'Status', 'Date', 'Vulnerabilities'],
} as const;

const DONE = new Set(['completed']);

export function ScanTable(props: ScanTableProps) {
  const { scans, label, rowTestId, headings, dates, formatDate, onView, onCancel, onDelete } =
    props;
  return (
    <Card variant="outlined">
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label} sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              {HEADINGS[headings].map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {scans.map((s) => (
              <TableRow key={s.id} data-testid={rowTestId} data-scan-id={s.id} hover>
                <TableCell sx={{ fontWeight: 600, maxWidth: 260, overflowWrap: 'anywhere' }}>
                  {s.projectName}
                  {s.description && (
                    <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                      {s.description}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{s.scanType}</TableCell>
                <TableCell>
                  <ScanStatusChip status={s.status} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {dates === 'relative' ? (
                    <Tooltip title={formatDate(s.createdAt)}>
                      <span>{relativeTime(s.createdAt)}</span>
                    </Tooltip>
                  ) : (
                    formatDate(s.createdAt)
                  )}
                </TableCell>
                <TableCell>
                  <SeverityCounts summary={s.summary} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="View report">
                    <IconButton
                      aria-label={`View report of ${s.projectName}`}
                      onClick={() => onView(s.id)}
                    >
                      <VisibilityIcon />
                    </IconButton>
                  </Tooltip>
                  {DONE.has(s.status) && (
                    <Tooltip title="Explore findings">
                      <IconButton
                        component={RouterLink}
                        to={`/scans/${s.id}/findings`}
                        aria-label={`Explore findings of ${s.projectName}`}
                      >
                        <ManageSearchIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                  {onCancel && props.isActive?.(s.status) && (
                    <Tooltip title="Cancel scan">
                      <span>
                        <IconButton
                          aria-label={`Cancel scan of ${s.projectName}`}
                          onClick={() => onCancel(s.id)}
                          disabled={props.cancelBusy}
                        >
                          <CancelIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                  )}
                  <Tooltip title="Delete scan">
                    <IconButton
                      aria-label={`Delete scan of ${s.projectName}`}
                      onClick={() => onDelete(s.id)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={props.paging.count}
        page={props.paging.page - 1}
        rowsPerPage={props.paging.rowsPerPage}
        rowsPerPageOptions={[props.paging.rowsPerPage]}
        onPageChange={(_e, p) => props.paging.onPage(p + 1)}
      />
    </Card>
  );
}
