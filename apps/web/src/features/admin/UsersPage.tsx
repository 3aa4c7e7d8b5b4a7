import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES, type AdminUser, plural } from '@vigil/shared';
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
  type UserFilters,
} from './api';

import { SEARCH_DEBOUNCE_MS, type Toast } from './users/labels';
import { EditUserDialog } from './users/EditUserDialog';
import { UsersTable } from './users/UsersTable';

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
        <UsersTable
          users={data.users}
          me={me?.id}
          isLocked={protectedRow}
          onEdit={setEditing}
          onReset={(user, kind) => setConfirmReset({ user, kind })}
          onDelete={setDeleting}
        />
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
          Delete <strong>{deleting?.email}</strong>? Their{' '}
          {plural(deleting?.projectCount ?? 0, 'project')} and{' '}
          {plural(deleting?.scanCount ?? 0, 'scan')}, with all findings and uploaded sources, are
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
