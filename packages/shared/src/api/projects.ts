/** Projects and the subscription summary (spec sections 3, 5, 7, 8): the contract of /api/projects and /api/user/subscription. */
import { z } from 'zod';
import { PROJECT_LANGUAGES, THREAT_MODELS, TIERS } from '../constants.js';

export const PROJECT_MESSAGES = {
  nameRequired: 'Project name is required',
  /** Spec section 8, at the tier's limit. */
  limitReached: (limit: number) =>
    `You've reached your project limit (${limit} projects). Upgrade your plan to create more projects.`,
  limitUnknown: 'There was an error checking your project limits. Please contact support.',
  guest: 'Your GUEST plan does not include projects. Upgrade your plan to create projects.',
  expired: 'Your subscription has expired. Renew your plan to create projects.',
  notFound: 'Project not found',
  /** `language` outside the list of spec section 3. */
  languageInvalid: `Language must be one of: ${PROJECT_LANGUAGES.join(', ')} (or empty).`,
  threatModelsInvalid: `Threat models must be among: ${THREAT_MODELS.join(', ')}.`,
} as const;

export const ProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  repositoryUrl: z.string().nullable(),
  repositoryBranch: z.string(),
  language: z.string().nullable(),
  framework: z.string().nullable(),
  status: z.string(),
  /** Whose data the project's scans take as untrusted (THREAT_MODELS), remote always among them. */
  threatModels: z.array(z.enum(THREAT_MODELS)),
  /** Scans of this project. */
  scanCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof ProjectSchema>;

const optionalText = z.string().trim().max(2000).nullish();

/** POST /api/projects. `name` is checked by the server with the spec's message. */
export const CreateProjectSchema = z.object({
  name: z.string().max(200, 'Project name is too long (at most 200 characters)').optional(),
  description: optionalText,
  /** https (http only where private repository hosts are allowed), checked by the server. */
  repositoryUrl: z
    .string()
    .trim()
    .max(2000, 'Repository URL is too long (at most 2000 characters)')
    .nullish(),
  /** Checked by the server as a repository scan checks it; empty means main. */
  repositoryBranch: z
    .string()
    .trim()
    .max(200, 'Branch name is too long (at most 200 characters)')
    .nullish(),
  /** One of PROJECT_LANGUAGES or empty, checked by the server with PROJECT_MESSAGES.languageInvalid. */
  language: z.string().trim().nullish(),
  framework: z.string().trim().max(100).nullish(),
  status: z.string().trim().max(30).nullish(),
  /** Among THREAT_MODELS; remote is always added (the others add to it); absent keeps the current ones. */
  threatModels: z
    .array(z.enum(THREAT_MODELS, { message: PROJECT_MESSAGES.threatModelsInvalid }))
    .max(THREAT_MODELS.length, PROJECT_MESSAGES.threatModelsInvalid)
    .optional(),
});
export type CreateProjectInput = z.infer<typeof CreateProjectSchema>;

/** PATCH (partial) and PUT (same fields; name required) on /api/projects/:id. */
export const UpdateProjectSchema = CreateProjectSchema;
export type UpdateProjectInput = z.infer<typeof UpdateProjectSchema>;

export const SUBSCRIPTION_STATUSES = ['active', 'expiring_soon', 'expired'] as const;

/** GET /api/user/subscription: the user subscription summary of spec section 3. */
export const SubscriptionSummarySchema = z.object({
  subscription: z.object({
    tier: z.enum(TIERS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    /** Whole days left; null when there is no end date. */
    daysRemaining: z.number().int().nullable(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
  }),
  limits: z.object({
    /** null means unlimited, 0 means no access. */
    sastProjects: z.number().int().nullable(),
  }),
  usage: z.object({ projectCount: z.number().int() }),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummarySchema>;
