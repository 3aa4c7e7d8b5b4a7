/**
 * /profile-settings (spec sections 2, 5 and 8): personal info (email read-only), change password
 * with the profile scoring, and the two-factor settings.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  MFA_CODE_MESSAGE,
  canSubmitPasswordChange,
  isMfaCode,
  validateNewPassword,
} from '@vigil/shared';
import { authApi } from '../../api/auth';
import { errorMessage } from '../../api/client';
import type { User } from '../../api/types';
import { ProfilePasswordStrength } from '../../components/PasswordStrength';
import { PROFILE_QUERY_KEY, useSession } from '../../session/SessionProvider';

type Feedback = { ok: boolean; text: string } | null;

function FeedbackAlert({ feedback }: { feedback: Feedback }) {
  if (!feedback) return null;
  return (
    <Alert severity={feedback.ok ? 'success' : 'error'} role={feedback.ok ? 'status' : 'alert'}>
      {feedback.text}
    </Alert>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function ProfileSettingsPage() {
  const location = useLocation();
  const message = (location.state as { message?: string } | null)?.message;
  const { user, setUser } = useSession();
  // Always fetched on arrival: the page shows the account's current state (2FA just enabled, ...).
  const profile = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => authApi.profile(signal),
    refetchOnMount: 'always',
  });

  useEffect(() => {
    if (profile.data && typeof profile.data === 'object') setUser(profile.data);
  }, [profile.data, setUser]);

  const current = profile.data ?? user;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2rem' }, mb: 3 }}>
        Profile Settings
      </Typography>
      <Stack spacing={3}>
        {message && (
          <Alert severity="success" role="status">
            {message}
          </Alert>
        )}
        {profile.isError && (
          <Alert severity="error" role="alert">
            Failed to load profile data
          </Alert>
        )}
        {current && <PersonalInfo key={current.id} user={current} onSaved={setUser} />}
        <ChangePassword />
        {current && <SecuritySettings user={current} onChanged={() => void profile.refetch()} />}
      </Stack>
    </Container>
  );
}

function PersonalInfo({ user, onSaved }: { user: User; onSaved: (u: User) => void }) {
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFeedback(null);
    if (!firstName.trim() || !lastName.trim()) {
      setFeedback({ ok: false, text: 'First and last name are required.' });
      return;
    }
    setBusy(true);
    try {
      const updated = await authApi.updateProfile({
        firstName: firstName.trim(),
        lastName: lastName.trim(),
      });
      if (updated && typeof updated === 'object' && 'email' in updated) onSaved(updated);
      else onSaved({ ...user, firstName: firstName.trim(), lastName: lastName.trim() });
      setFeedback({ ok: true, text: 'Profile updated successfully.' });
    } catch {
      setFeedback({ ok: false, text: 'Failed to update profile. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title="Personal Information" id="personal-info">
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="personal-info">
        <Stack spacing={2}>
          <FeedbackAlert feedback={feedback} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="First Name"
              name="firstName"
              autoComplete="given-name"
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
            />
            <TextField
              label="Last Name"
              name="lastName"
              autoComplete="family-name"
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
            />
          </Stack>
          <TextField
            label="Email"
            name="email"
            value={user.email}
            helperText="Your email address cannot be changed."
            slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': 'true' } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              Save Changes
            </Button>
          </Box>
        </Stack>
      </Box>
    </Section>
  );
}

function ChangePassword() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = confirm.length > 0 && newPassword !== confirm;
  const canSubmit = canSubmitPasswordChange(currentPassword, newPassword, confirm);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFeedback(null);
    const invalid = validateNewPassword(newPassword, confirm);
    if (invalid) {
      setFeedback({ ok: false, text: invalid });
      return;
    }
    setBusy(true);
    try {
      await authApi.changePassword(currentPassword, newPassword);
      setCurrentPassword('');
      setNewPassword('');
      setConfirm('');
      setFeedback({ ok: true, text: 'Password changed successfully.' });
    } catch {
      setFeedback({
        ok: false,
        text: 'Failed to change password. Please check your current password.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title="Change Password" id="change-password">
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="change-password">
        <Stack spacing={2}>
          <FeedbackAlert feedback={feedback} />
          <TextField
            label="Current Password"
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
          <Box>
            <TextField
              label="New Password"
              type="password"
              name="newPassword"
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
            />
            {newPassword && <ProfilePasswordStrength password={newPassword} />}
          </Box>
          <TextField
            label="Confirm New Password"
            type="password"
            name="confirmNewPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={mismatch}
            helperText={mismatch ? 'New passwords do not match' : undefined}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={!canSubmit || busy}>
              Change Password
            </Button>
          </Box>
        </Stack>
      </Box>
    </Section>
  );
}

function SecuritySettings({ user, onChanged }: { user: User; onChanged: () => void }) {
  const { refreshProfile } = useSession();
  const [code, setCode] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const enabled = !!user.mfaEnabled;

  const onDisable = async (e: FormEvent) => {
    e.preventDefault();
    setFeedback(null);
    if (!isMfaCode(code)) {
      setFeedback({ ok: false, text: MFA_CODE_MESSAGE });
      return;
    }
    setBusy(true);
    try {
      await authApi.mfaDisable(code);
      setCode('');
      await refreshProfile();
      onChanged();
      setFeedback({ ok: true, text: 'Two-factor authentication has been disabled.' });
    } catch (err) {
      setCode('');
      setFeedback({ ok: false, text: errorMessage(err, 'Invalid verification code') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title="Security Settings" id="security-settings">
      <Stack spacing={2}>
        <FeedbackAlert feedback={feedback} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>Two-factor authentication</Typography>
          <Chip
            size="small"
            label={enabled ? 'Enabled' : 'Disabled'}
            color={enabled ? 'success' : 'default'}
            data-testid="mfa-status"
          />
        </Stack>
        {enabled ? (
          <Box
            component="form"
            noValidate
            onSubmit={onDisable}
            aria-label="Disable two-factor authentication"
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <TextField
                label="Current 6-digit code"
                name="disableCode"
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
                sx={{ maxWidth: { sm: 240 } }}
              />
              <Button
                type="submit"
                variant="outlined"
                color="error"
                disabled={busy}
                sx={{ minHeight: 56 }}
              >
                Disable 2FA
              </Button>
            </Stack>
          </Box>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              Add a second step to your sign-in with an authenticator app.
            </Typography>
            <Box>
              <Button component={RouterLink} to="/mfa-setup" variant="contained">
                Enable 2FA
              </Button>
            </Box>
          </>
        )}
      </Stack>
    </Section>
  );
}
