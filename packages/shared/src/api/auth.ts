/** Request and response bodies of /api/auth/* and /api/mfa/* (spec section 7). */
import { z } from 'zod';
import { MFA_CODE_MESSAGE, PASSWORD_MESSAGES, passwordPolicyError } from '../password.js';
import { EmailSchema, UserSchema } from './common.js';

/**
 * Server-side password rule: 8 to 128 characters (the cap bounds hashing cost) meeting every rule
 * of the register checklist (`passwordPolicyError`).
 */
export const PasswordSchema = z
  .string()
  .min(8, PASSWORD_MESSAGES.tooShort)
  .max(128, 'Password must be at most 128 characters long')
  .superRefine((v, ctx) => {
    if (v.length < 8) return;
    const message = passwordPolicyError(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const NameSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters long`);

export const RegisterBodySchema = z.object({
  name: NameSchema('First name'),
  surname: NameSchema('Last name'),
  email: EmailSchema,
  password: PasswordSchema,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** A TOTP code is 6 digits; a backup code is 10 characters, shown as xxxxx-xxxxx. */
export const TOTP_CODE_PATTERN = /^[0-9]{6}$/;
export const BACKUP_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Password is required').max(1024),
  /** A 6-digit TOTP code, or one unused backup code. */
  mfaToken: z.string().trim().max(32).optional(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** Register and login success: both tokens and the user. */
export const TokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: UserSchema,
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/**
 * Login answers one of: tokens + user; `requiresMfa: true` (send again with mfaToken);
 * `requiresMfaSetup: true` + `tempToken` (an admin must enrol 2FA first, through /api/mfa/* with that token).
 */
export const LoginResponseSchema = z.object({
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
  user: UserSchema.optional(),
  requiresMfa: z.boolean().optional(),
  requiresMfaSetup: z.boolean().optional(),
  tempToken: z.string().optional(),
  message: z.string().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * Register: tokens are absent when email verification is required before the first login, and for
 * an administrator who must enrol 2FA first (then `requiresMfaSetup` and `tempToken`, as at login).
 */
export const RegisterResponseSchema = z.object({
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
  user: UserSchema,
  requiresEmailVerification: z.boolean(),
  requiresMfaSetup: z.boolean().optional(),
  tempToken: z.string().optional(),
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

export const RefreshBodySchema = z.object({
  refresh_token: z.string().min(1, 'refresh_token is required').max(512),
});
export const RefreshResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
});
export type RefreshResponse = z.infer<typeof RefreshResponseSchema>;

/** Logout: the refresh token is optional; with it, its whole family is revoked. */
export const LogoutBodySchema = z
  .object({ refresh_token: z.string().max(512).optional() })
  .nullish();

export const ProfilePatchSchema = z
  .object({
    firstName: NameSchema('First name').optional(),
    lastName: NameSchema('Last name').optional(),
  })
  .refine((v) => v.firstName !== undefined || v.lastName !== undefined, {
    message: 'Nothing to update',
  });
export type ProfilePatch = z.infer<typeof ProfilePatchSchema>;

export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(1024),
  newPassword: PasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const EmailBodySchema = z.object({ email: EmailSchema });
export const VerifyEmailQuerySchema = z.object({
  token: z.string().min(1, 'token is required').max(256),
});
export const ResetPasswordBodySchema = z.object({
  token: z.string().min(1, 'token is required').max(256),
  newPassword: PasswordSchema,
});

export const MfaSetupResponseSchema = z.object({
  secret: z.string(),
  /** PNG data URL of the otpauth URL. */
  qrCode: z.string(),
  otpauthUrl: z.string(),
});
export type MfaSetupResponse = z.infer<typeof MfaSetupResponseSchema>;

export const MfaCodeSchema = z.string().trim().regex(TOTP_CODE_PATTERN, MFA_CODE_MESSAGE);
export const MfaEnableBodySchema = z.object({ token: MfaCodeSchema });
export const MfaEnableResponseSchema = z.object({
  backupCodes: z.array(z.string()),
  message: z.string(),
});
export type MfaEnableResponse = z.infer<typeof MfaEnableResponseSchema>;
/** Disable needs a current TOTP code (or a backup code). */
export const MfaDisableBodySchema = z.object({
  token: z.string().trim().min(1, MFA_CODE_MESSAGE).max(32),
});
