/**
 * Contract of the administration area (spec sections 2 Admin pages, 3, 5, 6, 7 Admin and 8 Admin):
 * `/api/admin/*` requests and answers, shared by the server's validation and the web client.
 */
import { z } from 'zod';
import { SALES_MESSAGE_STATUSES } from '../constants.js';
import {
  DATE_MESSAGE,
  DateTextSchema,
  IsoDateSchema,
  MAX_INT32,
  MAX_PAGE,
  parseDateInput,
  RoleSchema,
  TierNameSchema,
  UserSchema,
  wholeNumber,
} from './common.js';

/** Texts the admin pages show (spec section 8, Admin). */
export const ADMIN_MESSAGES = {
  deleteUserFailed: 'Failed to delete user. Please try again.',
  updateUserFailed: 'Failed to update user. Please try again.',
  resetPasswordFailed: 'Failed to send password reset email.',
  resetMfaFailed: 'Failed to reset MFA.',
  fetchTiersFailed: 'Failed to fetch subscription tiers',
  updateTierFailed: 'Failed to update tier',
  fetchMessagesFailed: 'Failed to fetch contact messages',
  bulkFailed: 'Operation failed',
  endBeforeStart: 'End date cannot be before the start date',
  namesRequired: 'First and last name are required',
  bulkIrreversible: 'This action cannot be undone.',
  bulkSuperAdminOnly: 'Only SUPER_ADMIN users may perform bulk operations.',
} as const;

/** Words a project name must contain (anywhere, any case) to be removed by bulk clear-projects. */
export const CLEAR_PROJECT_WORDS = [
  'test',
  'demo',
  'sample',
  'example',
  'temp',
  'trial',
  'playground',
] as const;

/** True when bulk clear-projects removes a project of this name (spec section 5: "contains"). */
export function isDisposableProjectName(name: string): boolean {
  const n = name.toLowerCase();
  return CLEAR_PROJECT_WORDS.some((w) => n.includes(w));
}

// --- overview -----------------------------------------------------------------------------------

export const AdminOverviewSchema = z.object({
  users: z.object({
    total: z.number(),
    active: z.number(),
    byTier: z.record(z.string(), z.number()),
    byRole: z.record(z.string(), z.number()),
  }),
  /** One entry per day of the last 7 days (oldest first), date as YYYY-MM-DD (UTC). */
  registrations: z.array(z.object({ date: z.string(), count: z.number() })),
  scansByStatus: z.record(z.string(), z.number()),
  findingsBySeverity: z.object({
    critical: z.number(),
    high: z.number(),
    medium: z.number(),
    low: z.number(),
  }),
  projects: z.number(),
  newSalesMessages: z.number(),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

// --- users --------------------------------------------------------------------------------------

const boolQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const AdminUserListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  role: RoleSchema.optional(),
  tier: TierNameSchema.optional(),
  active: boolQuery.optional(),
  page: wholeNumber(1, MAX_PAGE, 'page').default(1),
  pageSize: wholeNumber(1, 100, 'pageSize').default(25),
});
export type AdminUserListQuery = z.input<typeof AdminUserListQuerySchema>;

export const AdminUserSchema = UserSchema.extend({
  lastLoginAt: IsoDateSchema.nullable(),
  projectCount: z.number(),
  scanCount: z.number(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

const requiredName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(100, { error: `${label} must be at most 100 characters` });

/** A date as the edit dialog sends it: ISO date or date-time; empty or null clears it. */
const optionalDate = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v.trim() === '') return null;
    const d = parseDateInput(v);
    if (!d) {
      ctx.addIssue({ code: 'custom', message: DATE_MESSAGE });
      return z.NEVER;
    }
    return d;
  });

/**
 * PATCH /api/admin/users/:id. Names are required; role may only be set to ADMIN or USER through
 * this route; the end date may not precede the start date; period fields are cleared for GUEST.
 */
export const AdminUserUpdateSchema = z
  .object({
    firstName: requiredName('First name'),
    lastName: requiredName('Last name'),
    role: z.enum(['ADMIN', 'USER'], { error: 'Role must be Admin or User' }).optional(),
    isActive: z.boolean().optional(),
    isEmailConfirmed: z.boolean().optional(),
    subscriptionTier: TierNameSchema.optional(),
    subscriptionStartDate: optionalDate,
    subscriptionEndDate: optionalDate,
  })
  .superRefine((v, ctx) => {
    if (
      v.subscriptionStartDate &&
      v.subscriptionEndDate &&
      v.subscriptionEndDate.getTime() < v.subscriptionStartDate.getTime()
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['subscriptionEndDate'],
        message: ADMIN_MESSAGES.endBeforeStart,
      });
    }
  });
export type AdminUserUpdate = z.input<typeof AdminUserUpdateSchema>;

export const AdminUserDeleteResultSchema = z.object({
  message: z.string(),
  removed: z.object({
    projects: z.number(),
    scans: z.number(),
    findings: z.number(),
    sourceFolders: z.number(),
  }),
});
export type AdminUserDeleteResult = z.infer<typeof AdminUserDeleteResultSchema>;

/** `/api/admin/tiers/:id`: a serial id, within PostgreSQL's integer range. */
export const TierParamsSchema = z.object({ id: wholeNumber(1, MAX_INT32, 'Tier id') });

// --- tiers --------------------------------------------------------------------------------------

export const TierSchema = z.object({
  id: z.number(),
  name: TierNameSchema,
  /** null: Contact Sales. */
  priceUsd: z.number().nullable(),
  billingPeriod: z.enum(['monthly', 'yearly']),
  description: z.string(),
  services: z.array(z.string()),
  isActive: z.boolean(),
  sast: z.boolean(),
  dast: z.boolean(),
  /** null: unlimited; 0: no access. */
  sastProjectLimit: z.number().nullable(),
  dastProjectLimit: z.number().nullable(),
  userCount: z.number(),
  updatedAt: IsoDateSchema,
});
export type Tier = z.infer<typeof TierSchema>;

/** Empty text or null: null. Otherwise a number parsed from text or given as a number. */
const emptyAsNull = (v: unknown) =>
  v === '' || v === undefined ? null : typeof v === 'string' ? Number(v.trim()) : v;

const limitField = (label: string) =>
  z.preprocess(
    emptyAsNull,
    z
      .number({ error: `${label} must be a whole number of 0 or more (empty for unlimited)` })
      .int({ error: `${label} must be a whole number of 0 or more (empty for unlimited)` })
      .min(0, { error: `${label} must be a whole number of 0 or more (empty for unlimited)` })
      .max(1_000_000)
      .nullable(),
  );

export const TierUpdateSchema = z.object({
  priceUsd: z.preprocess(
    emptyAsNull,
    z
      .number({ error: 'Price must be a number of 0 or more (empty for Contact Sales)' })
      .min(0, { error: 'Price must be 0 or more' })
      .max(99_999_999.99, { error: 'Price is too large' })
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
        error: 'Price may have at most 2 decimals',
      })
      .nullable(),
  ),
  description: z
    .string()
    .trim()
    .max(1000, { error: 'Description must be at most 1000 characters' })
    .default(''),
  sast: z.boolean(),
  dast: z.boolean(),
  sastProjectLimit: limitField('SAST project limit'),
  dastProjectLimit: limitField('DAST project limit'),
});
export type TierUpdate = z.input<typeof TierUpdateSchema>;

// --- sales messages -----------------------------------------------------------------------------

export const SalesMessageStatusSchema = z.enum(SALES_MESSAGE_STATUSES);

export const SalesMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string(),
  country: z.string(),
  employees: z.string().nullable(),
  message: z.string(),
  tier: z.string(),
  status: SalesMessageStatusSchema,
  created_at: IsoDateSchema,
});
export type SalesMessage = z.infer<typeof SalesMessageSchema>;

export const SalesMessageListQuerySchema = z.object({
  status: SalesMessageStatusSchema.optional(),
  page: wholeNumber(1, MAX_PAGE, 'page').default(1),
  pageSize: wholeNumber(1, 100, 'pageSize').default(50),
});
export const SalesMessageListSchema = z.object({
  messages: z.array(SalesMessageSchema),
  total: z.number(),
});
export type SalesMessageList = z.infer<typeof SalesMessageListSchema>;
export const SalesMessageStatusUpdateSchema = z.object({ status: SalesMessageStatusSchema });

// --- bulk operations ----------------------------------------------------------------------------

export const BULK_OPERATIONS = [
  'clear-scans',
  'cancel-scans',
  'clear-projects',
  'cleanup',
] as const;
export type BulkOperation = (typeof BULK_OPERATIONS)[number];

export const BulkResultSchema = z.object({
  message: z.string(),
  success: z.boolean(),
  summary: z.record(z.string(), z.number()),
  totalCleaned: z.number(),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;

// --- audit log ----------------------------------------------------------------------------------

export const AuditListQuerySchema = z.object({
  actor: z.string().trim().max(254).optional(),
  action: z.string().trim().max(100).optional(),
  from: DateTextSchema.optional(),
  to: DateTextSchema.optional(),
  page: wholeNumber(1, MAX_PAGE, 'page').default(1),
  pageSize: wholeNumber(1, 200, 'pageSize').default(50),
});
export type AuditListQuery = z.input<typeof AuditListQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: IsoDateSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditList = z.infer<typeof AuditListSchema>;
