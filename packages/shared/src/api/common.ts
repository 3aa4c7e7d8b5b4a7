/** Shapes shared by every API area: the error body, the User record and small helpers. */
import { z } from 'zod';
import { ROLES, TIERS } from '../constants.js';

/** Every error answer: `{ error: CODE, message }` (plus occasional extra fields such as retryAfterSeconds). */
export const ErrorBodySchema = z.object({ error: z.string(), message: z.string() }).passthrough();
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A plain confirmation: `{ message }`. */
export const MessageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageSchema>;

export const RoleSchema = z.enum(ROLES);
export const TierNameSchema = z.enum(TIERS);

/** Timestamps travel as ISO 8601 strings. */
export const IsoDateSchema = z.string();

/** Email as typed by a person: trimmed, lowercased, then checked. */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address'));

/**
 * Ids are UUIDs written the way the server writes them: lowercase. PostgreSQL reads `ABC…` and
 * `abc…` as the same uuid, so a looser pattern would let two spellings address one row.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A UUID in a path, query or body (lowercase only, see UUID_PATTERN). */
export const UuidSchema = z.string().regex(UUID_PATTERN, 'Invalid id');

export const UuidParamsSchema = z.object({ id: UuidSchema });

/**
 * A whole number from a query string or a path segment, written plainly (digits only: no sign,
 * exponent, hex prefix, spaces or leading zeros), within [min, max]; a JSON number is taken as it
 * is. `Number('0x2')` is 2 and `Number('2e0')` too, so a plain coercion would let several
 * spellings address the same row, and a value past the column's range would reach the database.
 */
export function wholeNumber(min: number, max: number, label = 'Value') {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    (v) => (typeof v === 'string' && /^(0|[1-9][0-9]{0,15})$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );
}

/** The largest value of a PostgreSQL `integer` column (serial ids). */
export const MAX_INT32 = 2_147_483_647;

/** Page numbers in list queries: beyond this no list has rows, and offsets stay small. */
export const MAX_PAGE = 1_000_000;

/** Dates the server stores and filters on: years 1 to 9999 (PostgreSQL has no year 0, JavaScript goes to 275760). */
export const DATE_RANGE = {
  min: Date.parse('0001-01-01T00:00:00.000Z'),
  max: Date.parse('9999-12-31T23:59:59.999Z'),
} as const;

export const DATE_MESSAGE =
  'Invalid date: use YYYY-MM-DD or an ISO 8601 date-time between the years 1 and 9999';

/** Parses an ISO date (`YYYY-MM-DD`, read as UTC midnight) or date-time; null when invalid or outside DATE_RANGE. */
export function parseDateInput(text: string): Date | null {
  const v = text.trim();
  if (v.length > 40) return null;
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00.000Z` : v);
  const t = d.getTime();
  if (Number.isNaN(t) || t < DATE_RANGE.min || t > DATE_RANGE.max) return null;
  return d;
}

/** A date kept as text (filters read it later), checked with parseDateInput. */
export const DateTextSchema = z
  .string()
  .refine((v) => parseDateInput(v) !== null, { error: DATE_MESSAGE });

/** The User record of spec section 3. */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: RoleSchema,
  /** The user's tier (same value as subscriptionTier; the spec names both). */
  systemTier: TierNameSchema,
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  /** Same as emailVerified (the spec names both). */
  isEmailConfirmed: z.boolean(),
  mfaEnabled: z.boolean(),
  subscriptionTier: TierNameSchema,
  subscriptionStartDate: IsoDateSchema.nullable(),
  subscriptionEndDate: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type User = z.infer<typeof UserSchema>;
