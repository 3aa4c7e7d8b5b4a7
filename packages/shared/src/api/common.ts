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
export const EmailSchema = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address'));

export const UuidParamsSchema = z.object({ id: z.uuid('Invalid id') });

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
