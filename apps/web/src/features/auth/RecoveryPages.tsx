/** Account recovery and email verification: /forgot-password, /reset-password?token=, /verify-email?token=. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { PASSWORD_MESSAGES, validateRegisterPasswords } from '@vigil/shared';
import { authApi } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { AuthCard } from '../../components/AuthCard';
import { RegisterPasswordStrength } from '../../components/PasswordStrength';
import { useSession } from '../../session/SessionProvider';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError('Please enter your email address.');
      return;
    }
    setBusy(true);
    try {
      await authApi.forgotPassword(email.trim());
      setSent(true);
    } catch (err) {
      setError(errorMessage(err, 'Failed to send password reset email.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Forgot Password" subtitle="We will email you a link to set a new password">
      {sent ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            If an account exists for {email.trim()}, a password reset link is on its way. Please
            check your inbox.
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            Back to login
          </Button>
        </Stack>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Request password reset">
          <Stack spacing={2}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoFocus
            />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              Send Reset Link
            </Button>
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              <Link component={RouterLink} to="/login">
                Back to login
              </Link>
            </Typography>
          </Stack>
        </Box>
      )}
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = confirm.length > 0 && password !== confirm;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const invalid = validateRegisterPasswords(password, confirm);
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    try {
      await authApi.resetPassword(token, password);
      navigate('/login', {
        replace: true,
        state: { message: 'Your password has been reset. Please log in with your new password.' },
      });
    } catch (err) {
      setError(errorMessage(err, 'Failed to reset password. The link may be invalid or expired.'));
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <AuthCard title="Reset Password">
        <Stack spacing={2}>
          <Alert severity="error" role="alert">
            This password reset link is invalid or incomplete.
          </Alert>
          <Button component={RouterLink} to="/forgot-password" variant="contained">
            Request a new link
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account">
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Set a new password">
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Box>
            <TextField
              label="New Password"
              type="password"
              name="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoFocus
            />
            <RegisterPasswordStrength password={password} />
          </Box>
          <TextField
            label="Confirm Password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={mismatch}
            helperText={mismatch ? PASSWORD_MESSAGES.mismatch : undefined}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Set New Password
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

type VerifyState =
  { status: 'pending' } | { status: 'ok'; message: string } | { status: 'failed'; message: string };

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { isAuthenticated, refreshProfile } = useSession();
  const [state, setState] = useState<VerifyState>(
    token
      ? { status: 'pending' }
      : { status: 'failed', message: 'This verification link is invalid or incomplete.' },
  );
  // The token is single use: send it once even when effects run twice in development.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    authApi
      .verifyEmail(token)
      .then((res) => {
        setState({
          status: 'ok',
          message: res?.message || 'Your email address has been verified.',
        });
        if (isAuthenticated) void refreshProfile();
      })
      .catch((err: unknown) =>
        setState({
          status: 'failed',
          message: errorMessage(
            err,
            'Email verification failed. The link may be invalid or expired.',
          ),
        }),
      );
  }, [token, isAuthenticated, refreshProfile]);

  return (
    <AuthCard title="Email Verification">
      <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
        {state.status === 'pending' ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress aria-label="Verifying your email" />
          </Box>
        ) : (
          <Alert
            severity={state.status === 'ok' ? 'success' : 'error'}
            role={state.status === 'ok' ? 'status' : 'alert'}
          >
            {state.message}
          </Alert>
        )}
        {state.status !== 'pending' && (
          <Button
            component={RouterLink}
            to={isAuthenticated ? '/dashboard' : '/login'}
            variant="contained"
          >
            {isAuthenticated ? 'Go to Dashboard' : 'Go to Login'}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
