import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { ADMIN_MESSAGES, type AdminUser, type TierName } from '@vigil/shared';
import { errorMessage } from '../../api/client';
import { useSession } from '../../session/SessionProvider';
import { AdminLayout } from './AdminLayout';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FilterBar } from '../../components/FilterBar';
import {
  USER_PAGE_SIZE,
  useAdminUsers,
  useDeleteUser,
  useResetMfa,
  useResetPassword,
  useUpdateUser,
  type UserFilters,
} from './api';

const ROLE_LABEL = { USER: 'User', ADMIN: 'Admin', SUPER_ADMIN: 'Super Admin' } as const;
const TIER_LABEL = { GUEST: 'Guest', FOUNDATION: 'Foundation', SUMMIT: 'Summit' } as const;
/** How long the search text rests before the list is filtered by it. */
const SEARCH_DEBOUNCE_MS = 300;

function day(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '';
}

interface Toast {
  type: 'success' | 'error';
  message: string;
}

/** The edit dialog: names required, email read-only, end date not before start, period only for non-GUEST, role Admin or User. */
function EditUserDialog({
  user,
  onClose,
  onDone,
}: {
  user: AdminUser;
  onClose: () => void;
  onDone: (t: Toast) => void;
}) {
  const update = useUpdateUser();
  const [form, setForm] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isActive: user.isActive,
    isEmailConfirmed: user.isEmailConfirmed,
    subscriptionTier: user.subscriptionTier as TierName,
    subscriptionStartDate: day(user.subscriptionStartDate),
    subscriptionEndDate: day(user.subscriptionEndDate),
  });
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const set = <K extends keyof typeof form>(k: K, v: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [k]: v }));
  const hasPeriod = form.subscriptionTier !== 'GUEST';
  const firstError = !form.firstName.trim() ? 'First name is required' : null;
  const lastError = !form.lastName.trim() ? 'Last name is required' : null;
  const dateError =
    hasPeriod &&
    form.subscriptionStartDate &&
    form.subscriptionEndDate &&
    form.subscriptionEndDate < form.subscriptionStartDate
      ? ADMIN_MESSAGES.endBeforeStart
      : null;
  const { user: me, isSuperAdmin } = useSession();
  const isSelf = user.id === me?.id;
  // The server lets a SUPER_ADMIN demote another SUPER_ADMIN (while one remains); an ADMIN cannot
  // touch a SUPER_ADMIN, and nobody changes their own role here.
  const roleReadOnlyReason = isSelf
    ? 'You cannot change your own role.'
    : user.role === 'SUPER_ADMIN' && !isSuperAdmin
      ? 'Only a SUPER_ADMIN can change the role of a SUPER_ADMIN.'
      : null;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setServerError(null);
    if (firstError || lastError || dateError) return;
    try {
      await update.mutateAsync({
        id: user.id,
        body: {
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          ...(roleReadOnlyReason || (form.role !== 'ADMIN' && form.role !== 'USER')
            ? {}
            : { role: form.role }),
          isActive: form.isActive,
          isEmailConfirmed: form.isEmailConfirmed,
          subscriptionTier: form.subscriptionTier,
          ...(hasPeriod
            ? {
                subscriptionStartDate: form.subscriptionStartDate || null,
                subscriptionEndDate: form.subscriptionEndDate || null,
              }
            : {}),
        },
      });
      onDone({ type: 'success', message: `User ${user.email} updated.` });
    } catch (err) {
      setServerError(`${ADMIN_MESSAGES.updateUserFailed} ${errorMessage(err, '')}`.trim());
    }
  };

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      aria-labelledby="edit-user-title"
      maxWidth="sm"
      fullWidth
    >
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="edit-user-title">Edit User</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <TextField
              label="Email"
              value={user.email}
              slotProps={{ input: { readOnly: true } }}
              helperText="The email address cannot be changed."
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="First Name"
                required
                fullWidth
                value={form.firstName}
                onChange={(e) => set('firstName', e.target.value)}
                error={touched && !!firstError}
                helperText={touched ? firstError : undefined}
              />
              <TextField
                label="Last Name"
                required
                fullWidth
                value={form.lastName}
                onChange={(e) => set('lastName', e.target.value)}
                error={touched && !!lastError}
                helperText={touched ? lastError : undefined}
              />
            </Stack>
            {roleReadOnlyReason ? (
              <TextField
                label="Role"
                value={ROLE_LABEL[user.role]}
                slotProps={{ input: { readOnly: true } }}
                helperText={roleReadOnlyReason}
              />
            ) : (
              <TextField
                select
                label="Role"
                value={form.role}
                onChange={(e) => set('role', e.target.value as AdminUser['role'])}
                helperText={
                  user.role === 'SUPER_ADMIN'
                    ? 'Choose Admin or User to demote this SUPER_ADMIN; the last SUPER_ADMIN cannot be demoted.'
                    : undefined
                }
              >
                {/* The current role of a SUPER_ADMIN is shown but cannot be chosen (spec: Admin and User only). */}
                {user.role === 'SUPER_ADMIN' && (
                  <MenuItem value="SUPER_ADMIN" disabled>
                    Super Admin
                  </MenuItem>
                )}
                <MenuItem value="ADMIN">Admin</MenuItem>
                <MenuItem value="USER">User</MenuItem>
              </TextField>
            )}
            <TextField
              select
              label="Subscription Tier"
              value={form.subscriptionTier}
              onChange={(e) => set('subscriptionTier', e.target.value as TierName)}
            >
              {(['GUEST', 'FOUNDATION', 'SUMMIT'] as const).map((t) => (
                <MenuItem key={t} value={t}>
                  {TIER_LABEL[t]}
                </MenuItem>
              ))}
            </TextField>
            {hasPeriod && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label="Subscription Start Date"
                  type="date"
                  fullWidth
                  value={form.subscriptionStartDate}
                  onChange={(e) => set('subscriptionStartDate', e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                  label="Subscription End Date"
                  type="date"
                  fullWidth
                  value={form.subscriptionEndDate}
                  onChange={(e) => set('subscriptionEndDate', e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                  error={!!dateError}
                  helperText={dateError ?? undefined}
                />
              </Stack>
            )}
            <FormControlLabel
              control={
                <Switch
                  checked={form.isActive}
                  onChange={(e) => set('isActive', e.target.checked)}
                />
              }
              label="Account active"
            />
            <FormControlLabel
              control={
                <Switch
                  checked={form.isEmailConfirmed}
                  onChange={(e) => set('isEmailConfirmed', e.target.checked)}
                />
              }
              label="Email confirmed"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

export function AdminUsersPage() {
  const { user: me, isSuperAdmin } = useSession();
  const [filters, setFilters] = useState<UserFilters>({
    search: '',
    role: '',
    tier: '',
    active: '',
    page: 1,
  });
  const [searchText, setSearchText] = useState('');
  const { data, isLoading, error, isFetching, dataUpdatedAt, refetch } = useAdminUsers(filters);
  // TanStack Query refetches when the tab becomes visible again; a window regaining focus without
  // a visibility change (another window was in front) refreshes the list too.
  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [confirmReset, setConfirmReset] = useState<{
    user: AdminUser;
    kind: 'password' | 'mfa';
  } | null>(null);
  const [toast, setToast] = useState<Toast | null>(null);
  const del = useDeleteUser();
  const resetPw = useResetPassword();
  const resetMfa = useResetMfa();
  const setFilter = (k: keyof UserFilters, v: string) =>
    setFilters((f) => ({ ...f, [k]: v, page: 1 }));
  const applySearch = (text: string) => {
    const v = text.trim();
    setFilters((f) => (f.search === v ? f : { ...f, search: v, page: 1 }));
  };
  // The list narrows while typing, once the text has rested for a moment.
  useEffect(() => {
    const timer = setTimeout(() => applySearch(searchText), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);
  const protectedRow = (u: AdminUser) => u.role === 'SUPER_ADMIN' && !isSuperAdmin;

  const doDelete = async () => {
    if (!deleting) return;
    try {
      const r = await del.mutateAsync(deleting.id);
      setToast({ type: 'success', message: r.message });
    } catch (err) {
      setToast({
        type: 'error',
        message: `${ADMIN_MESSAGES.deleteUserFailed} ${errorMessage(err, '')}`.trim(),
      });
    } finally {
      setDeleting(null);
    }
  };

  const doReset = async () => {
    if (!confirmReset) return;
    const { user, kind } = confirmReset;
    try {
      const r =
        kind === 'password'
          ? await resetPw.mutateAsync(user.id)
          : await resetMfa.mutateAsync(user.id);
      setToast({ type: 'success', message: r.message });
    } catch (err) {
      const base =
        kind === 'password' ? ADMIN_MESSAGES.resetPasswordFailed : ADMIN_MESSAGES.resetMfaFailed;
      setToast({ type: 'error', message: `${base} ${errorMessage(err, '')}`.trim() });
    } finally {
      setConfirmReset(null);
    }
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / USER_PAGE_SIZE)) : 1;

  return (
    <AdminLayout
      title="Users"
      subtitle="Refreshes every 30 seconds and when you return to this window"
    >
      <FilterBar label="User filters" onSubmit={() => applySearch(searchText)}>
        <TextField
          label="Search users"
          size="small"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onBlur={() => applySearch(searchText)}
          placeholder="Name or email"
        />
        <TextField
          select
          size="small"
          label="Role"
          value={filters.role}
          onChange={(e) => setFilter('role', e.target.value)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">All roles</MenuItem>
          <MenuItem value="USER">User</MenuItem>
          <MenuItem value="ADMIN">Admin</MenuItem>
          <MenuItem value="SUPER_ADMIN">Super Admin</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Tier"
          value={filters.tier}
          onChange={(e) => setFilter('tier', e.target.value)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">All tiers</MenuItem>
          <MenuItem value="GUEST">Guest</MenuItem>
          <MenuItem value="FOUNDATION">Foundation</MenuItem>
          <MenuItem value="SUMMIT">Summit</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={filters.active}
          onChange={(e) => setFilter('active', e.target.value)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">All</MenuItem>
          <MenuItem value="true">Active</MenuItem>
          <MenuItem value="false">Inactive</MenuItem>
        </TextField>
        <Button type="submit" variant="outlined">
          Search
        </Button>
        <Typography
          variant="body2"
          color="text.secondary"
          aria-live="polite"
          data-testid="users-total"
        >
          {data ? `${data.total} user${data.total === 1 ? '' : 's'}` : ''}
          {isFetching && !isLoading ? ' · refreshing…' : ''}
        </Typography>
        {dataUpdatedAt > 0 && (
          <Typography variant="caption" color="text.secondary">
            Updated {new Date(dataUpdatedAt).toLocaleTimeString()}
          </Typography>
        )}
      </FilterBar>
      {isLoading && <CircularProgress aria-label="Loading users" />}
      {error && <Alert severity="error">{errorMessage(error, 'Failed to fetch users')}</Alert>}
      {data && data.users.length === 0 && (
        <Alert severity="info">No users match these filters.</Alert>
      )}
      {data && data.users.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Users">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Tier</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>2FA</TableCell>
                <TableCell>Subscription</TableCell>
                <TableCell>Projects / Scans</TableCell>
                <TableCell>Registered</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.users.map((u) => {
                const locked = protectedRow(u);
                const name = `${u.firstName} ${u.lastName}`.trim() || u.email;
                return (
                  <TableRow key={u.id} data-testid="admin-user-row" hover>
                    <TableCell>{name}</TableCell>
                    <TableCell>{u.email}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={ROLE_LABEL[u.role]}
                        color={u.role === 'USER' ? 'default' : 'primary'}
                      />
                    </TableCell>
                    <TableCell>{TIER_LABEL[u.subscriptionTier]}</TableCell>
                    <TableCell>{u.isActive ? 'Active' : 'Inactive'}</TableCell>
                    <TableCell>{u.mfaEnabled ? 'On' : 'Off'}</TableCell>
                    <TableCell>
                      {u.subscriptionTier === 'GUEST'
                        ? '—'
                        : `${day(u.subscriptionStartDate) || '?'} → ${day(u.subscriptionEndDate) || 'no end'}`}
                    </TableCell>
                    <TableCell>
                      {u.projectCount} / {u.scanCount}
                    </TableCell>
                    <TableCell>{day(u.createdAt)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip
                        title={locked ? 'Only a SUPER_ADMIN can manage this account' : 'Edit'}
                      >
                        <span>
                          <IconButton
                            aria-label={`Edit ${u.email}`}
                            disabled={locked}
                            onClick={() => setEditing(u)}
                          >
                            <EditIcon />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <Tooltip title="Reset password">
                        <span>
                          <IconButton
                            aria-label={`Reset password of ${u.email}`}
                            disabled={locked}
                            onClick={() => setConfirmReset({ user: u, kind: 'password' })}
                          >
                            <LockResetIcon />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <Tooltip title="Reset MFA">
                        <span>
                          <IconButton
                            aria-label={`Reset MFA of ${u.email}`}
                            disabled={locked || !u.mfaEnabled}
                            onClick={() => setConfirmReset({ user: u, kind: 'mfa' })}
                          >
                            <PhonelinkLockIcon />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <Tooltip
                        title={u.id === me?.id ? 'You cannot delete your own account' : 'Delete'}
                      >
                        <span>
                          <IconButton
                            aria-label={`Delete ${u.email}`}
                            color="error"
                            disabled={locked || u.id === me?.id}
                            onClick={() => setDeleting(u)}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </TableCell>
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
          aria-label="User pages"
        />
      )}
      {editing && (
        <EditUserDialog
          key={editing.id}
          user={editing}
          onClose={() => setEditing(null)}
          onDone={(t) => {
            setEditing(null);
            setToast(t);
          }}
        />
      )}
      <ConfirmDialog
        maxWidth="sm"
        open={deleting !== null}
        title="Delete user?"
        confirmLabel="Delete user"
        busy={del.isPending}
        onConfirm={() => void doDelete()}
        onClose={() => setDeleting(null)}
      >
        <Typography>
          Delete <strong>{deleting?.email}</strong>? Their {deleting?.projectCount ?? 0} project(s)
          and {deleting?.scanCount ?? 0} scan(s), with all findings and uploaded sources, are
          deleted too. This action cannot be undone.
        </Typography>
      </ConfirmDialog>
      <ConfirmDialog
        maxWidth="sm"
        open={confirmReset !== null}
        title={
          confirmReset?.kind === 'mfa'
            ? 'Reset two-factor authentication?'
            : 'Send a password reset link?'
        }
        confirmLabel={confirmReset?.kind === 'mfa' ? 'Reset MFA' : 'Send link'}
        busy={resetPw.isPending || resetMfa.isPending}
        onConfirm={() => void doReset()}
        onClose={() => setConfirmReset(null)}
      >
        <Typography>
          {confirmReset?.kind === 'mfa'
            ? `Two-factor authentication of ${confirmReset.user.email} is removed; they can set it up again after signing in.`
            : `${confirmReset?.user.email ?? ''} receives an email with a one-time link (valid one hour) to choose a new password.`}
        </Typography>
      </ConfirmDialog>
      <Snackbar
        open={toast !== null}
        autoHideDuration={5000}
        onClose={() => setToast(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {toast ? (
          <Alert
            severity={toast.type}
            onClose={() => setToast(null)}
            variant="filled"
            role={toast.type === 'error' ? 'alert' : 'status'}
          >
            {toast.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </AdminLayout>
  );
}
