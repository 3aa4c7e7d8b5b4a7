/**
 * Sales enquiries (spec sections 2, 4 and 7): store the enquiry as a `new` sales message, tell the
 * sales team by mail when SALES_EMAIL is set, refuse floods per email address and per IP, and drop
 * what the honeypot caught without telling the sender.
 */
import { and, count, eq, gte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  type ContactSalesInput,
} from '@vigil/shared';
import type { Db } from '../../db/client.js';
import { salesMessages } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import type { Mailer } from '../../mail/mailer.js';

export type SalesMessageRow = typeof salesMessages.$inferSelect;

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Where notifications go (SALES_EMAIL); no mail when unset. */
  salesEmail?: string;
  now?: () => Date;
}

export type SubmitOutcome =
  { stored: true; message: SalesMessageRow } | { stored: false; reason: 'honeypot' };

/** One line of text for a mail header: no control characters, bounded length. */
function headerText(s: string, max = 120): string {
  // Control characters (CR and LF above all) would let a sender shape the mail's headers.
  // eslint-disable-next-line no-control-regex
  const controls = /[\u0000-\u001f\u007f]+/g;
  return s.replace(controls, ' ').trim().slice(0, max);
}

async function recentCount(
  db: Db,
  column: typeof salesMessages.email | typeof salesMessages.ip,
  value: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(salesMessages)
    .where(and(eq(column, value), gte(salesMessages.createdAt, since)));
  return Number(row?.n ?? 0);
}

/**
 * The enquiries already stored within the window decide the limit, so it holds across restarts and
 * across API processes sharing one database.
 */
async function assertUnderLimit(
  db: Db,
  email: string,
  ip: string | null,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - CONTACT_LIMITS.windowMs);
  const retryAfterSeconds = Math.ceil(CONTACT_LIMITS.windowMs / 1000);
  if ((await recentCount(db, salesMessages.email, email, since)) >= CONTACT_LIMITS.perEmail) {
    throw errors.tooManyRequests(CONTACT_MESSAGES.rateLimited, retryAfterSeconds);
  }
  if (ip && (await recentCount(db, salesMessages.ip, ip, since)) >= CONTACT_LIMITS.perIp) {
    throw errors.tooManyRequests(CONTACT_MESSAGES.rateLimited, retryAfterSeconds);
  }
}

function notificationText(m: SalesMessageRow): string {
  return [
    `A new sales enquiry arrived on ${m.createdAt.toISOString()}.`,
    '',
    `Tier:      ${m.tier}`,
    `Name:      ${m.name}`,
    `Email:     ${m.email}`,
    `Company:   ${m.company}`,
    `Country:   ${m.country}`,
    `Employees: ${m.employees ?? 'not given'}`,
    `Phone:     ${m.phone ?? 'not given'}`,
    '',
    'Message:',
    m.message || '(none)',
    '',
    'Manage sales messages in Vigil under Admin > Messages.',
  ].join('\n');
}

/** Validated input in, a stored sales message (or a silent drop) out. */
export async function submitSalesEnquiry(
  deps: ContactDeps,
  input: ContactSalesInput,
  ip: string | null,
): Promise<SubmitOutcome> {
  const log = deps.log;
  const honeypot = input[CONTACT_HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    // Answer like a success so the bot learns nothing; keep nothing.
    log.info({ ip }, 'contact: honeypot filled, enquiry dropped');
    return { stored: false, reason: 'honeypot' };
  }

  const now = deps.now?.() ?? new Date();
  const email = input.email.toLowerCase();
  await assertUnderLimit(deps.db, email, ip, now);

  const [message] = await deps.db
    .insert(salesMessages)
    .values({
      name: input.name,
      email,
      phone: input.phone ?? null,
      company: input.company,
      country: input.country,
      employees: input.employees ?? null,
      message: input.message ?? '',
      tier: input.tier,
      status: 'new',
      ip,
    })
    .returning();

  if (deps.salesEmail) {
    const to = deps.salesEmail;
    // Sent in the background: a slow or failing mail server must not fail or delay the enquiry.
    deps.mailer
      .send({
        to,
        subject: headerText(`New sales enquiry: ${message.company} (${message.tier})`),
        text: notificationText(message),
        replyTo: message.email,
      })
      .catch((err: unknown) =>
        log.error({ err, messageId: message.id }, 'contact: sales notification mail failed'),
      );
  }
  return { stored: true, message };
}
