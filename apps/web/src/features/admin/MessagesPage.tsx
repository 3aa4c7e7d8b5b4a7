import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ADMIN_MESSAGES,
  SALES_MESSAGE_STATUSES,
  type SalesMessage,
  type SalesMessageStatus,
} from '@vigil/shared';
import { errorMessage } from '../../api/client';
import { AdminLayout } from './AdminLayout';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteMessage, useMessages, useSetMessageStatus } from './api';

const STATUS_COLOR = { new: 'info', contacted: 'warning', closed: 'success' } as const;
const STATUS_LABEL = { new: 'New', contacted: 'Contacted', closed: 'Closed' } as const;

/**
 * In the detail dialog the dropdown has a visible "Status" label; in a table row the column header
 * shows it, and the dropdown is named after the message (a visible label would take precedence over
 * that name).
 */
function StatusSelect({
  message,
  onError,
  inRow = false,
}: {
  message: SalesMessage;
  onError: (m: string) => void;
  inRow?: boolean;
}) {
  const set = useSetMessageStatus();
  return (
    <TextField
      select
      size="small"
      label={inRow ? undefined : 'Status'}
      value={message.status}
      disabled={set.isPending}
      onChange={(e) =>
        set.mutate(
          { id: message.id, status: e.target.value as SalesMessageStatus },
          { onError: (err) => onError(errorMessage(err, 'Failed to update the status')) },
        )
      }
      sx={{ minWidth: 140 }}
      slotProps={{
        select: { inputProps: { 'aria-label': `Status of the message from ${message.name}` } },
      }}
    >
      {SALES_MESSAGE_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {STATUS_LABEL[s]}
        </MenuItem>
      ))}
    </TextField>
  );
}

function MessageDetail({
  message,
  onClose,
  onDelete,
}: {
  message: SalesMessage;
  onClose: () => void;
  onDelete: () => void;
}) {
  const set = useSetMessageStatus();
  const [error, setError] = useState<string | null>(null);
  const mark = (status: SalesMessageStatus) =>
    set.mutate(
      { id: message.id, status },
      { onError: (err) => setError(errorMessage(err, 'Failed to update the status')) },
    );
  const rows: [string, string][] = [
    ['Name', message.name],
    ['Email', message.email],
    ['Phone', message.phone ?? '—'],
    ['Company', message.company],
    ['Country', message.country],
    ['Employees', message.employees ?? '—'],
    ['Tier', message.tier],
    ['Received', new Date(message.created_at).toLocaleString()],
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby="message-title" maxWidth="sm" fullWidth>
      <DialogTitle id="message-title">
        Message from {message.name}{' '}
        <Chip
          size="small"
          label={STATUS_LABEL[message.status]}
          color={STATUS_COLOR[message.status]}
          data-testid="message-status"
        />
      </DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error}</Alert>}
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
          }}
        >
          {rows.map(([k, v]) => (
            <Box key={k} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {k}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {v}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
          Message
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.message || '(no message)'}</Typography>
        <Box sx={{ mt: 2 }}>
          <StatusSelect message={message} onError={setError} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={onDelete}>
          Delete
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          disabled={message.status === 'contacted' || set.isPending}
          onClick={() => mark('contacted')}
        >
          Mark Contacted
        </Button>
        <Button
          variant="outlined"
          disabled={message.status === 'closed' || set.isPending}
          onClick={() => mark('closed')}
        >
          Mark Closed
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

export function AdminMessagesPage() {
  const [status, setStatus] = useState('');
  const { data, isLoading, error } = useMessages(status);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SalesMessage | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const del = useDeleteMessage();
  const open = data?.messages.find((m) => m.id === openId) ?? null;

  const doDelete = async () => {
    if (!deleting) return;
    try {
      await del.mutateAsync(deleting.id);
      if (openId === deleting.id) setOpenId(null);
    } catch (err) {
      setActionError(errorMessage(err, 'Failed to delete the message'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <AdminLayout title="Sales Messages" subtitle="Enquiries sent through the contact-sales form">
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Filter by status"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All</MenuItem>
          {SALES_MESSAGE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {STATUS_LABEL[s]}
            </MenuItem>
          ))}
        </TextField>
        {data && (
          <Typography variant="body2" color="text.secondary">
            {data.total} message{data.total === 1 ? '' : 's'}
          </Typography>
        )}
      </Stack>
      {isLoading && <CircularProgress aria-label="Loading messages" />}
      {error && (
        <Alert severity="error">{`${ADMIN_MESSAGES.fetchMessagesFailed}: ${errorMessage(error, 'server error')}`}</Alert>
      )}
      {actionError && (
        <Alert severity="error" onClose={() => setActionError(null)} sx={{ mb: 2 }}>
          {actionError}
        </Alert>
      )}
      {data && data.messages.length === 0 && (
        <Alert severity="info">
          No sales messages
          {status ? ` with status ${STATUS_LABEL[status as SalesMessageStatus]}` : ''}.
        </Alert>
      )}
      {data && data.messages.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Sales messages">
            <TableHead>
              <TableRow>
                <TableCell>Received</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Company</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Tier</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.messages.map((m) => (
                <TableRow key={m.id} data-testid="message-row" hover>
                  <TableCell>{new Date(m.created_at).toLocaleString()}</TableCell>
                  <TableCell>{m.name}</TableCell>
                  <TableCell>{m.company}</TableCell>
                  <TableCell>{m.email}</TableCell>
                  <TableCell>{m.tier}</TableCell>
                  <TableCell>
                    <StatusSelect message={m} onError={setActionError} inRow />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      onClick={() => setOpenId(m.id)}
                      aria-label={`View the message from ${m.name}`}
                    >
                      View
                    </Button>
                    <Button
                      color="error"
                      onClick={() => setDeleting(m)}
                      aria-label={`Delete the message from ${m.name}`}
                    >
                      Delete
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {open && (
        <MessageDetail
          message={open}
          onClose={() => setOpenId(null)}
          onDelete={() => setDeleting(open)}
        />
      )}
      <ConfirmDialog
        maxWidth="sm"
        open={deleting !== null}
        title="Delete message?"
        confirmLabel="Delete message"
        busy={del.isPending}
        onConfirm={() => void doDelete()}
        onClose={() => setDeleting(null)}
      >
        <Typography>
          Delete the message from {deleting?.name} ({deleting?.company})? This action cannot be
          undone.
        </Typography>
      </ConfirmDialog>
    </AdminLayout>
  );
}
