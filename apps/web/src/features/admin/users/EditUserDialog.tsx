import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ADMIN_MESSAGES, type AdminUser, type TierName } from '@vigil/shared';
import { errorMessage } from '../../../api/client';
import { useSession } from '../../../session/SessionProvider';

import { useUpdateUser } from '../api';

import { day, ROLE_LABEL, TIER_LABEL, type Toast } from './labels';

/** The edit dialog: names required, email read-only, end date not before start, period only for non-GUEST, role Admin or User. */
export function EditUserDialog({
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
