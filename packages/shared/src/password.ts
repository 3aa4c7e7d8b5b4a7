/** Password rules and the two strength scorings of spec section 5. */

export const PASSWORD_MESSAGES = {
  mismatch: 'Passwords do not match',
  newMismatch: 'New passwords do not match',
  tooShort: 'Password must be at least 8 characters long',
  policy:
    'Password is too weak: it needs at least 8 characters with a lowercase letter, an uppercase letter, a number and a special character.',
} as const;

export interface PasswordCheck {
  id: 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';
  label: string;
  ok: boolean;
}

const SPECIAL = /[^A-Za-z0-9]/;

/** The checklist shown on the register page; each satisfied rule is worth 20 points. */
export function registerChecks(password: string): PasswordCheck[] {
  return [
    { id: 'length', label: 'At least 8 characters', ok: password.length >= 8 },
    { id: 'lowercase', label: 'One lowercase letter', ok: /[a-z]/.test(password) },
    { id: 'uppercase', label: 'One uppercase letter', ok: /[A-Z]/.test(password) },
    { id: 'digit', label: 'One number', ok: /[0-9]/.test(password) },
    { id: 'special', label: 'One special character', ok: SPECIAL.test(password) },
  ];
}

export type RegisterStrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';

/** Register meter: 20 per rule; Weak < 40, Fair < 60, Good < 80, Strong >= 80. */
export function registerStrength(password: string): {
  score: number;
  label: RegisterStrengthLabel;
} {
  const score = registerChecks(password).filter((c) => c.ok).length * 20;
  const label: RegisterStrengthLabel =
    score < 40 ? 'Weak' : score < 60 ? 'Fair' : score < 80 ? 'Good' : 'Strong';
  return { score, label };
}

export type ProfileStrengthLabel = 'Very Weak' | 'Weak' | 'Fair' | 'Strong' | 'Very Strong';

/**
 * Profile change-password score: 8+ chars 20, 12+ 10 more, 16+ 10 more, lowercase 15,
 * uppercase 15, digit 15, special 15, no triple repeated character 5, not all digits or
 * all letters 5. Labels: Very Weak, Weak (20+), Fair (40+), Strong (60+), Very Strong (80+).
 */
export function profileStrength(password: string): { score: number; label: ProfileStrengthLabel } {
  let score = 0;
  if (password.length >= 8) score += 20;
  if (password.length >= 12) score += 10;
  if (password.length >= 16) score += 10;
  if (/[a-z]/.test(password)) score += 15;
  if (/[A-Z]/.test(password)) score += 15;
  if (/[0-9]/.test(password)) score += 15;
  if (SPECIAL.test(password)) score += 15;
  if (password.length > 0 && !/(.)\1\1/.test(password)) score += 5;
  if (password.length > 0 && !/^[0-9]+$/.test(password) && !/^[A-Za-z]+$/.test(password))
    score += 5;
  const label: ProfileStrengthLabel =
    score >= 80
      ? 'Very Strong'
      : score >= 60
        ? 'Strong'
        : score >= 40
          ? 'Fair'
          : score >= 20
            ? 'Weak'
            : 'Very Weak';
  return { score, label };
}

/**
 * The password policy of every password set through the API (register, change, reset, admin
 * reset, ADMIN_PASSWORD): every rule of the register checklist met. Returns the message of a 400,
 * naming what is missing, or null when the password is accepted.
 */
export function passwordPolicyError(password: string): string | null {
  const missing = registerChecks(password).filter((c) => !c.ok);
  if (missing.length === 0) return null;
  return `${PASSWORD_MESSAGES.policy} Missing: ${missing.map((c) => c.label.toLowerCase()).join(', ')}.`;
}

/** Validation used by register: returns the first message, or null when valid. */
export function validateRegisterPasswords(password: string, confirm: string): string | null {
  if (password.length < 8) return PASSWORD_MESSAGES.tooShort;
  if (password !== confirm) return PASSWORD_MESSAGES.mismatch;
  return null;
}

/** Validation used by profile change-password. */
export function validateNewPassword(next: string, confirm: string): string | null {
  if (next !== confirm) return PASSWORD_MESSAGES.newMismatch;
  if (next.length < 8) return PASSWORD_MESSAGES.tooShort;
  return null;
}

/** The profile change button is enabled only with all three fields filled and score >= 40. */
export function canSubmitPasswordChange(current: string, next: string, confirm: string): boolean {
  return (
    current.length > 0 && next.length > 0 && confirm.length > 0 && profileStrength(next).score >= 40
  );
}

export const MFA_CODE_MESSAGE = 'Please enter a 6-digit code';
export function isMfaCode(code: string): boolean {
  return /^[0-9]{6}$/.test(code);
}
