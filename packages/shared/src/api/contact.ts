/**
 * Contract of the sales enquiry (spec sections 2, 3, 5 and 7): the form the web app sends to
 * POST /api/contact/sales and the server validates with the very same schema.
 */
import { z } from 'zod';
import { EMPLOYEE_RANGES } from '../constants.js';

/** Tiers an enquiry can be about: the closing call to action sends Enterprise, the pricing cards theirs. */
export const CONTACT_TIERS = ['Enterprise', 'FOUNDATION', 'SUMMIT'] as const;
export type ContactTier = (typeof CONTACT_TIERS)[number];

/** Upper bounds of each field, so a single enquiry cannot fill the database. */
export const CONTACT_LIMITS = {
  name: 120,
  email: 254,
  company: 160,
  phone: 40,
  country: 100,
  message: 5000,
  /** Enquiries accepted from one email address, and from one IP address, per window. */
  perEmail: 3,
  perIp: 20,
  windowMs: 60 * 60 * 1000,
} as const;

/** Texts the user sees (spec sections 7 and 8). */
export const CONTACT_MESSAGES = {
  success: 'Thank you for your interest! Our team will contact you soon.',
  failure: 'Failed to send message. Please try again.',
  rateLimited:
    'Too many enquiries from this address. Please try again in an hour or write to us directly.',
  countriesError: 'Error loading countries',
} as const;

/** The name of the hidden field only bots fill in. */
export const CONTACT_HONEYPOT_FIELD = 'website';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v));

/** The enquiry as the form sends it. Phone, employees and message are optional; tier defaults to Enterprise. */
export const contactSalesRequestSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(CONTACT_LIMITS.email, {
      error: `Email must be at most ${CONTACT_LIMITS.email} characters`,
    })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  company: requiredText('Company', CONTACT_LIMITS.company),
  phone: optionalText('Phone', CONTACT_LIMITS.phone).refine(
    (v) => v === undefined || /^[0-9+()\-.\s/x]{3,}$/i.test(v),
    {
      error: 'Phone may contain only digits, spaces and + ( ) - .',
    },
  ),
  country: requiredText('Country', CONTACT_LIMITS.country),
  employees: z
    .enum([...EMPLOYEE_RANGES, ''], {
      error: `Employees must be one of ${EMPLOYEE_RANGES.join(', ')}`,
    })
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  message: optionalText('Message', CONTACT_LIMITS.message),
  tier: z
    .enum(CONTACT_TIERS, { error: `Tier must be one of ${CONTACT_TIERS.join(', ')}` })
    .optional()
    .default('Enterprise'),
  /** Honeypot: empty for people; anything here marks the request as automated. */
  [CONTACT_HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ContactSalesRequest = z.input<typeof contactSalesRequestSchema>;
export type ContactSalesInput = z.output<typeof contactSalesRequestSchema>;

export const contactSalesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type ContactSalesResponse = z.infer<typeof contactSalesResponseSchema>;

/** Reads `?tier=` of /contact: FOUNDATION and SUMMIT (any case) preselect; anything else is Enterprise. */
export function parseContactTier(value: string | null | undefined): ContactTier {
  const v = (value ?? '').trim().toUpperCase();
  if (v === 'FOUNDATION' || v === 'SUMMIT') return v;
  return 'Enterprise';
}

/** The four fields the form needs before Send is enabled (spec section 2). */
export function contactFormReady(v: {
  name?: string;
  email?: string;
  company?: string;
  country?: string | null;
}): boolean {
  return [v.name, v.email, v.company, v.country].every(
    (f) => typeof f === 'string' && f.trim() !== '',
  );
}
