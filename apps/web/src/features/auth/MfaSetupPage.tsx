/**
 * /mfa-setup (spec sections 2 and 4): three-step wizard. Works with the temp token handed over
 * by login (admin without 2FA) or with the signed-in session; without either it goes to /login.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { MFA_CODE_MESSAGE, isMfaCode } from '@vigil/shared';
import { authApi } from '../../api/auth';
import type { MfaSetupResponse } from '../../api/types';
import { AuthCard } from '../../components/AuthCard';
import { useSession } from '../../session/SessionProvider';

interface MfaSetupState {
  tempToken?: string;
  email?: string;
}

const STEPS = ['Scan QR code', 'Verify code', 'Save backup codes'];

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function MfaSetupPage() {
  const location = useLocation();
  const state = (location.state ?? {}) as MfaSetupState;
  const { isAuthenticated } = useSession();
  if (!state.tempToken && !isAuthenticated) return <Navigate to="/login" replace />;
  return <MfaWizard tempToken={state.tempToken} email={state.email} />;
}

function MfaWizard({ tempToken, email }: { tempToken?: string; email?: string }) {
  const navigate = useNavigate();
  const { user, isAuthenticated, refreshProfile } = useSession();
  const [step, setStep] = useState(0);
  const [setup, setSetup] = useState<MfaSetupResponse | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [backupCodes, setBackupCodes] = useState<string[]>([]);
  const [copied, setCopied] = useState<string | null>(null);
  const started = useRef(false);

  const start = useCallback(async () => {
    setSetupError(null);
    setSetup(null);
    try {
      const res = await authApi.mfaSetup(tempToken);
      if (!res?.secret || !res.qrCode) throw new Error('incomplete setup response');
      setSetup(res);
    } catch {
      setSetupError('Failed to start MFA setup');
    }
  }, [tempToken]);

  // One setup request per visit (each request makes the server generate a new secret).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!isMfaCode(code)) {
      setError(MFA_CODE_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      const res = await authApi.mfaEnable(code, tempToken);
      setBackupCodes(Array.isArray(res?.backupCodes) ? res.backupCodes : []);
      setStep(2);
    } catch {
      setError('Invalid verification code');
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const onFinish = async () => {
    if (isAuthenticated && !tempToken) {
      await refreshProfile();
      navigate('/profile-settings', {
        replace: true,
        state: { message: '2FA has been successfully enabled!' },
      });
    } else {
      navigate('/login', {
        replace: true,
        state: {
          message: '2FA setup complete! Please login again to continue.',
          email: email ?? user?.email,
        },
      });
    }
  };

  return (
    <AuthCard
      title="Set Up Two-Factor Authentication"
      subtitle="Protect your account with an authenticator app"
      maxWidth="sm"
    >
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {step === 0 && (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          {setupError ? (
            <>
              <Alert severity="error" role="alert" sx={{ width: '100%' }}>
                {setupError}
              </Alert>
              <Button variant="outlined" onClick={() => void start()}>
                Try again
              </Button>
            </>
          ) : !setup ? (
            <CircularProgress aria-label="Preparing two-factor setup" />
          ) : (
            <>
              <Typography variant="body2">
                Scan this QR code with your authenticator app (Google Authenticator, Authy,
                1Password, ...).
              </Typography>
              <Box
                component="img"
                src={setup.qrCode}
                alt="QR code for your authenticator app"
                sx={{
                  width: 200,
                  height: 200,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: '#fff',
                }}
              />
              <Typography variant="body2">Or enter this key manually:</Typography>
              <Paper
                variant="outlined"
                sx={{
                  px: 2,
                  py: 1,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  maxWidth: '100%',
                }}
              >
                <Typography
                  component="code"
                  data-testid="mfa-secret"
                  sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '1rem' }}
                >
                  {setup.secret}
                </Typography>
                <Button
                  size="small"
                  startIcon={<ContentCopyIcon />}
                  onClick={async () =>
                    setCopied((await copyText(setup.secret)) ? 'Key copied' : 'Copy failed')
                  }
                >
                  Copy
                </Button>
              </Paper>
              {copied && (
                <Typography variant="body2" role="status" color="text.secondary">
                  {copied}
                </Typography>
              )}
              <Button variant="contained" onClick={() => setStep(1)}>
                Next
              </Button>
            </>
          )}
        </Stack>
      )}

      {step === 1 && (
        <Box component="form" noValidate onSubmit={onVerify} aria-label="Verify code">
          <Stack spacing={2}>
            <Typography variant="body2">
              Enter the 6-digit code shown in your authenticator app.
            </Typography>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label="Verification code"
              name="code"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              autoComplete="one-time-code"
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
            />
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Button onClick={() => setStep(0)}>Back</Button>
              <Button type="submit" variant="contained" disabled={busy}>
                Verify
              </Button>
            </Stack>
          </Stack>
        </Box>
      )}

      {step === 2 && (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            Two-factor authentication is on. Save these backup codes somewhere safe: each one can be
            used once instead of a code from your app.
          </Alert>
          <Box
            component="ul"
            aria-label="Backup codes"
            data-testid="backup-codes"
            sx={{
              listStyle: 'none',
              p: 2,
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(2, 1fr)',
              gap: 1,
              bgcolor: 'grey.100',
              borderRadius: 1,
              fontFamily: 'monospace',
            }}
          >
            {backupCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </Box>
          <Stack
            direction="row"
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Button
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              onClick={async () =>
                setCopied(
                  (await copyText(backupCodes.join('\n'))) ? 'Backup codes copied' : 'Copy failed',
                )
              }
            >
              Copy All
            </Button>
            <Button variant="contained" onClick={() => void onFinish()}>
              Finish
            </Button>
          </Stack>
          {copied && (
            <Typography variant="body2" role="status" color="text.secondary">
              {copied}
            </Typography>
          )}
        </Stack>
      )}
    </AuthCard>
  );
}
