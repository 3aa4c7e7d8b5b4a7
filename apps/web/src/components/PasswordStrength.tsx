/** Live password-strength meters: the register scoring and the profile scoring of spec section 5. */
import {
  Box,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { profileStrength, registerChecks, registerStrength } from '@vigil/shared';

// Sizes as strings: in MUI's sx a bare 1 means 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const COLORS: Record<string, 'error' | 'warning' | 'info' | 'success'> = {
  'Very Weak': 'error',
  Weak: 'error',
  Fair: 'warning',
  Good: 'info',
  Strong: 'success',
  'Very Strong': 'success',
};

function Meter({ score, label, id }: { score: number; label: string; id: string }) {
  return (
    <Box sx={{ mt: 1 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, score)}
        color={COLORS[label] ?? 'primary'}
        aria-labelledby={id}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography
        id={id}
        variant="body2"
        sx={{ mt: 0.5, color: 'text.secondary' }}
        aria-live="polite"
      >
        Password strength: <strong data-testid="password-strength-label">{label}</strong>
      </Typography>
    </Box>
  );
}

/** Register page: meter plus the rule checklist. */
export function RegisterPasswordStrength({ password }: { password: string }) {
  const { score, label } = registerStrength(password);
  return (
    <Box>
      <Meter score={score} label={label} id="register-strength" />
      <List dense disablePadding aria-label="Password requirements">
        {registerChecks(password).map((c) => (
          <ListItem key={c.id} disableGutters sx={{ py: 0 }} data-ok={c.ok ? 'true' : 'false'}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              {c.ok ? (
                <CheckCircleIcon fontSize="small" color="success" aria-hidden="true" />
              ) : (
                <RadioButtonUncheckedIcon
                  fontSize="small"
                  sx={{ color: 'text.secondary' }}
                  aria-hidden="true"
                />
              )}
            </ListItemIcon>
            <ListItemText
              primary={
                <>
                  {c.label}
                  <Box component="span" sx={visuallyHidden}>
                    {c.ok ? ' (met)' : ' (not met)'}
                  </Box>
                </>
              }
              slotProps={{
                primary: { variant: 'body2', color: c.ok ? 'success.dark' : 'text.secondary' },
              }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** Profile change-password meter. */
export function ProfilePasswordStrength({ password }: { password: string }) {
  const { score, label } = profileStrength(password);
  return <Meter score={score} label={label} id="profile-strength" />;
}
