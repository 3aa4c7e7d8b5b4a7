/** /register (spec sections 2, 5 and 8): account creation with the live strength meter. */
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { PASSWORD_MESSAGES, validateRegisterPasswords } from '@vigil/shared';
import { authApi } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { AuthCard } from '../../components/AuthCard';
import { useTypedBeforeHydration } from '../../components/useTypedBeforeHydration';
import { RegisterPasswordStrength } from '../../components/PasswordStrength';
import { useSession } from '../../session/SessionProvider';

const FAILED = 'Registration failed. Please try again.';
const VERIFY_FIRST =
  'Account created. Please check your email to verify your account, then log in.';

export function RegisterPage() {
  const navigate = useNavigate();
  const { acceptTokens } = useSession();
  const [form, setForm] = useState({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirm: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (name, value) => {
    const key = name === 'confirmPassword' ? 'confirm' : name;
    if (key in form) setForm((f) => ({ ...f, [key]: value }));
  });

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const mismatch = form.confirm.length > 0 && form.password !== form.confirm;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!form.firstName.trim() || !form.lastName.trim() || !form.email.trim()) {
      setError('Please fill in all fields.');
      return;
    }
    const invalid = validateRegisterPasswords(form.password, form.confirm);
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    try {
      const email = form.email.trim();
      const res = await authApi.register({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email,
        password: form.password,
      });
      if (res?.access_token || res?.refresh_token) {
        if (acceptTokens(res)) {
          navigate('/dashboard', { replace: true });
          return;
        }
        setError(FAILED);
        return;
      }
      // No tokens, but a setup token: an administrator must enrol 2FA first (REQUIRE_ADMIN_MFA),
      // straight into the wizard as after a login.
      if (res?.requiresMfaSetup && res.tempToken) {
        navigate('/mfa-setup', { state: { tempToken: res.tempToken, email } });
        return;
      }
      // No tokens: the server wants the address verified before the first login.
      navigate('/login', { state: { email, message: res?.message || VERIFY_FIRST } });
    } catch (err) {
      setError(errorMessage(err, FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Create Account" subtitle="Start securing your code with Vigil" maxWidth="sm">
      {/* POST: a submit before the page's script has run must not put the password in the URL. */}
      <Box
        component="form"
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Create account"
      >
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="First Name"
              name="firstName"
              autoComplete="given-name"
              required
              value={form.firstName}
              onChange={set('firstName')}
              autoFocus
            />
            <TextField
              label="Last Name"
              name="lastName"
              autoComplete="family-name"
              required
              value={form.lastName}
              onChange={set('lastName')}
            />
          </Stack>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={set('email')}
          />
          <Box>
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="new-password"
              required
              value={form.password}
              onChange={set('password')}
              error={form.password.length > 0 && form.password.length < 8}
              helperText={
                form.password.length > 0 && form.password.length < 8
                  ? PASSWORD_MESSAGES.tooShort
                  : undefined
              }
            />
            <RegisterPasswordStrength password={form.password} />
          </Box>
          <TextField
            label="Confirm Password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={form.confirm}
            onChange={set('confirm')}
            error={mismatch}
            helperText={mismatch ? PASSWORD_MESSAGES.mismatch : undefined}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
            {busy ? 'Creating account...' : 'Create Account'}
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            Already have an account?{' '}
            <Link component={RouterLink} to="/login">
              Sign in
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
