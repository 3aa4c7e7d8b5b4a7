/**
 * /login (spec sections 2, 4 and 8): credentials, then (when the server asks) a 6-digit MFA code
 * with email and password locked; MFA setup hand-over; role-based landing page.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate, type Location } from 'react-router-dom';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { MFA_CODE_MESSAGE, isMfaCode } from '@vigil/shared';
import { authApi } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { AuthCard } from '../../components/AuthCard';
import { useTypedBeforeHydration } from '../../components/useTypedBeforeHydration';
import { homeFor } from '../../session/guards';
import { useSession } from '../../session/SessionProvider';

export interface LoginLocationState {
  email?: string;
  message?: string;
  from?: Location;
}

const INVALID = 'Invalid credentials. Please try again.';

/** The error mentions verifying the email: offer to send the verification mail again. */
export function needsVerification(text: string | null): boolean {
  return !!text && /verify (your )?email|email (address )?(is )?not (yet )?verified/i.test(text);
}

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { login } = useSession();
  const state = (location.state ?? {}) as LoginLocationState;

  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useBackupCode, setUseBackupCode] = useState(false);
  const [step, setStep] = useState<'credentials' | 'mfa'>('credentials');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resend, setResend] = useState<{ ok: boolean; text: string } | null>(null);
  const [resending, setResending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (name, value) => {
    if (name === 'email') setEmail(value);
    else if (name === 'password') setPassword(value);
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setResend(null);
    let mfaToken: string | undefined;
    if (step === 'mfa') {
      mfaToken = code.trim();
      if (useBackupCode ? mfaToken.length === 0 : !isMfaCode(mfaToken)) {
        setError(useBackupCode ? 'Please enter a backup code' : MFA_CODE_MESSAGE);
        return;
      }
    }
    setBusy(true);
    try {
      const res = await login(email.trim(), password, mfaToken);
      if (res?.requiresMfaSetup) {
        navigate('/mfa-setup', { state: { tempToken: res.tempToken, email: email.trim() } });
        return;
      }
      if (res?.access_token && res.refresh_token) {
        const from = state.from?.pathname;
        const target =
          from && from !== '/login'
            ? `${from}${state.from?.search ?? ''}`
            : homeFor(res.user?.role);
        navigate(target, { replace: true });
        return;
      }
      if (res?.requiresMfa) {
        setStep('mfa');
        setCode('');
        return;
      }
      setError(INVALID);
    } catch (err) {
      setError(errorMessage(err, INVALID));
      if (step === 'mfa') setCode('');
    } finally {
      setBusy(false);
    }
  };

  const onResend = async () => {
    setResending(true);
    setResend(null);
    try {
      await authApi.resendVerification(email.trim());
      setResend({ ok: true, text: 'Verification email sent! Please check your inbox.' });
    } catch (err) {
      setResend({ ok: false, text: errorMessage(err, 'Failed to resend verification email.') });
    } finally {
      setResending(false);
    }
  };

  const backToCredentials = () => {
    setStep('credentials');
    setCode('');
    setError(null);
    setUseBackupCode(false);
  };

  return (
    <AuthCard title="Welcome Back" subtitle="Sign in to your Vigil account">
      {/* POST: a submit before the page's script has run must not put the password in the URL. */}
      <Box
        component="form"
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Sign in"
      >
        <Stack spacing={2}>
          {state.message && step === 'credentials' && !error && (
            <Alert severity="success" role="status">
              {state.message}
            </Alert>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {needsVerification(error) && (
            <Box>
              <Button variant="outlined" onClick={onResend} disabled={resending || !email.trim()}>
                Resend Verification Email
              </Button>
            </Box>
          )}
          {resend && (
            <Alert severity={resend.ok ? 'success' : 'error'} role={resend.ok ? 'status' : 'alert'}>
              {resend.text}
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
            disabled={step === 'mfa'}
            autoFocus={!state.email}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={step === 'mfa'}
            autoFocus={!!state.email}
          />
          {step === 'mfa' && (
            <>
              <Typography variant="body2" role="status">
                {useBackupCode
                  ? 'Enter one of your backup codes.'
                  : 'Enter the 6-digit code from your authenticator app.'}
              </Typography>
              <TextField
                label={useBackupCode ? 'Backup code' : 'Verification code'}
                name="mfaCode"
                value={code}
                onChange={(e) =>
                  setCode(
                    useBackupCode ? e.target.value : e.target.value.replace(/\D/g, '').slice(0, 6),
                  )
                }
                autoComplete="one-time-code"
                autoFocus
                slotProps={{
                  htmlInput: useBackupCode
                    ? {}
                    : { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 },
                }}
              />
            </>
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
            {step === 'mfa' ? 'Verify' : busy ? 'Signing in...' : 'Sign In'}
          </Button>
          {step === 'mfa' && (
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
            >
              <Button
                size="small"
                onClick={() => {
                  setUseBackupCode((b) => !b);
                  setCode('');
                  setError(null);
                }}
              >
                {useBackupCode ? 'Use authenticator code' : 'Use a backup code'}
              </Button>
              <Button size="small" onClick={backToCredentials}>
                Use a different account
              </Button>
            </Stack>
          )}
          {step === 'credentials' && (
            <Box sx={{ textAlign: 'right' }}>
              <Link component={RouterLink} to="/forgot-password" variant="body2">
                Forgot password?
              </Link>
            </Box>
          )}
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            Don&apos;t have an account?{' '}
            <Link component={RouterLink} to="/register">
              Create one
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
