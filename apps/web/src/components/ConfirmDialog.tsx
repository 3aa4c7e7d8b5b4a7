/**
 * The one confirmation dialog of the app: destructive actions (delete a scan, a project, a user;
 * bulk maintenance) and bulk changes (triage of many findings). The body is `message` (a sentence)
 * and/or `children` (extra content such as a comment field); the confirm button shows progress
 * while `busy`, and an `error` from the last attempt shows under the body.
 */
import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  /** 'danger' (red, the default) for what cannot be undone; 'primary' for a reversible change. */
  tone?: 'danger' | 'primary';
  busy?: boolean;
  disabled?: boolean;
  error?: string | null;
  maxWidth?: 'xs' | 'sm' | 'md';
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  children,
  confirmLabel = 'Delete',
  tone = 'danger',
  busy = false,
  disabled = false,
  error,
  maxWidth = 'xs',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {message && <DialogContentText>{message}</DialogContentText>}
        {children}
        {error && (
          <DialogContentText role="alert" sx={{ color: 'error.main', mt: 1 }}>
            {error}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button
          onClick={onConfirm}
          color={tone === 'danger' ? 'error' : 'primary'}
          variant="contained"
          disabled={busy || disabled}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
