/**
 * The rules of the administration area: overview figures, user management with the SUPER_ADMIN
 * protections, tiers, sales messages, bulk maintenance and the audit log. Every change is written
 * to the audit log with its actor and address. Work spanning several tables runs in one transaction;
 * files (scan sources) are removed after it commits.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CLEAR_PROJECT_WORDS,
  LIMITS,
  plural,
  type AdminOverview,
  type AdminUser,
  type AdminUserDeleteResult,
  type AdminUserList,
  type AuditList,
  type BulkResult,
  type SalesMessage,
  type SalesMessageList,
  type SalesMessageStatus,
  type Tier,
} from '@vigil/shared';
import { audit } from '../../audit.js';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  emailTokens,
  findings,
  projects,
  refreshTokens,
  salesMessages,
  scans,
  subscriptionTiers,
  users,
} from '../../db/schema/index.js';
import { AppError, errors } from '../../errors.js';
import type { AuthUser, UserRow } from '../../plugins/auth.js';
import {
  announceStopped,
  cancelScans,
  FAILED_SCAN_STATUSES,
  isActiveStatus,
  removeScanSources,
  scanRefColumns as scanRef,
  type ScanRef,
} from '../../queue/lifecycle.js';
import { scanQueueOf } from '../../queue/service.js';
import { scanEventsOf } from '../../realtime/service.js';
import { latestScansCounts } from '../findings/counts.js';
import { sweepProjectCaches } from '../../engine-cache.js';
import { sweepSources } from '../../queue/sweep.js';
import { presentUser } from '../auth/present.js';
import { resetMfa as resetUserMfa, sendPasswordReset } from '../auth/service.js';
import type {
  AdminUserListQueryParsed,
  AdminUserUpdateParsed,
  AuditListQueryParsed,
  TierUpdateParsed,
} from './schema.js';

/** Failed scans older than this are removed by bulk cleanup. */
export const OLD_FAILED_SCAN_DAYS = 30;
/** Revoked refresh tokens are removed by bulk cleanup once revoked this long (reuse detection needs them before). */
export const REVOKED_TOKEN_GRACE_DAYS = 7;

export interface Actor {
  user: AuthUser;
  ip: string | undefined;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// --- overview -----------------------------------------------------------------------------------

export async function overview(db: Db, now = new Date()): Promise<AdminOverview> {
  const days = LIMITS.adminRegistrationWindowDays;
  const start = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)),
  );
  const [userRows, regRows, scanRows, findingRows, [projectRow], [newMessages]] = await Promise.all(
    [
      db
        .select({
          tier: users.subscriptionTier,
          role: users.role,
          active: users.isActive,
          n: count(),
        })
        .from(users)
        .groupBy(users.subscriptionTier, users.role, users.isActive),
      db
        .select({
          day: sql<string>`to_char(${users.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
          n: count(),
        })
        .from(users)
        .where(gte(users.createdAt, start))
        .groupBy(sql`1`),
      db.select({ status: scans.status, n: count() }).from(scans).groupBy(scans.status),
      latestScansCounts(db, null),
      db.select({ n: count() }).from(projects),
      db.select({ n: count() }).from(salesMessages).where(eq(salesMessages.status, 'new')),
    ],
  );
  const byTier: Record<string, number> = { GUEST: 0, FOUNDATION: 0, SUMMIT: 0 };
  const byRole: Record<string, number> = { USER: 0, ADMIN: 0, SUPER_ADMIN: 0 };
  let total = 0;
  let active = 0;
  for (const r of userRows) {
    const n = Number(r.n);
    total += n;
    if (r.active) active += n;
    byTier[r.tier] = (byTier[r.tier] ?? 0) + n;
    byRole[r.role] = (byRole[r.role] ?? 0) + n;
  }
  const perDay = new Map(regRows.map((r) => [r.day, Number(r.n)]));
  const registrations = Array.from({ length: days }, (_, i) => {
    const date = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { date, count: perDay.get(date) ?? 0 };
  });
  // The counts object over the latest completed scan of every project (no finding twice).
  const findingsBySeverity = {
    critical: findingRows.critical,
    high: findingRows.high,
    medium: findingRows.medium,
    low: findingRows.low,
  };
  return {
    users: { total, active, byTier, byRole },
    registrations,
    scansByStatus: Object.fromEntries(scanRows.map((r) => [r.status, Number(r.n)])),
    findingsBySeverity,
    projects: Number(projectRow?.n ?? 0),
    newSalesMessages: Number(newMessages?.n ?? 0),
  };
}

// --- users --------------------------------------------------------------------------------------

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listUsers(db: Db, q: AdminUserListQueryParsed): Promise<AdminUserList> {
  const where: SQL[] = [];
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    where.push(
      or(
        ilike(users.email, like),
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
      ) as SQL,
    );
  }
  if (q.role) where.push(eq(users.role, q.role));
  if (q.tier) where.push(eq(users.subscriptionTier, q.tier));
  if (q.active !== undefined) where.push(eq(users.isActive, q.active));
  const cond = where.length ? and(...where) : undefined;
  const [[totalRow], rows] = await Promise.all([
    db.select({ n: count() }).from(users).where(cond),
    db
      .select()
      .from(users)
      .where(cond)
      .orderBy(desc(users.createdAt), asc(users.email))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  const ids = rows.map((r) => r.id);
  const [projectCounts, scanCounts] = ids.length
    ? await Promise.all([
        db
          .select({ id: projects.userId, n: count() })
          .from(projects)
          .where(inArray(projects.userId, ids))
          .groupBy(projects.userId),
        db
          .select({ id: scans.userId, n: count() })
          .from(scans)
          .where(inArray(scans.userId, ids))
          .groupBy(scans.userId),
      ])
    : [[], []];
  const pc = new Map(projectCounts.map((r) => [r.id, Number(r.n)]));
  const sc = new Map(scanCounts.map((r) => [r.id, Number(r.n)]));
  return {
    users: rows.map((r) => presentAdminUser(r, pc.get(r.id) ?? 0, sc.get(r.id) ?? 0)),
    total: Number(totalRow?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}

function presentAdminUser(row: UserRow, projectCount: number, scanCount: number): AdminUser {
  const { passwordHash: _omit, ...u } = row;
  return {
    ...presentUser(u),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    projectCount,
    scanCount,
  };
}

async function findUser(db: Db | Tx, id: string, lock = false): Promise<UserRow> {
  const base = db.select().from(users).where(eq(users.id, id)).limit(1);
  const [row] = lock ? await base.for('update') : await base;
  if (!row) throw errors.notFound('User not found', 'USER_NOT_FOUND');
  return row;
}

/** An ADMIN may not act on a SUPER_ADMIN (edit, delete, reset, demote). */
function assertMayManage(actor: AuthUser, target: UserRow): void {
  if (target.role === 'SUPER_ADMIN' && actor.role !== 'SUPER_ADMIN') {
    throw errors.forbidden(
      'Only a SUPER_ADMIN can manage a SUPER_ADMIN account.',
      'SUPER_ADMIN_PROTECTED',
    );
  }
}

/**
 * Locks the target user's row for the transaction. A SUPER_ADMIN target first has every SUPER_ADMIN
 * row locked in id order, so two SUPER_ADMINs acting on each other at once queue one behind the
 * other (and the second sees the first's outcome) instead of deadlocking on each other's rows.
 */
async function lockTarget(tx: Tx, id: string): Promise<UserRow> {
  const peek = await findUser(tx, id);
  if (peek.role === 'SUPER_ADMIN') {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'SUPER_ADMIN'))
      .orderBy(users.id)
      .for('update');
  }
  return findUser(tx, id, true);
}

/** Throws when `target` is the last active SUPER_ADMIN (locks the SUPER_ADMIN rows until the transaction ends). */
async function assertNotLastSuperAdmin(tx: Tx, target: UserRow, what: string): Promise<void> {
  if (target.role !== 'SUPER_ADMIN') return;
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'SUPER_ADMIN'), eq(users.isActive, true), ne(users.id, target.id)))
    .for('update');
  if (others.length === 0) {
    throw errors.forbidden(`The last SUPER_ADMIN cannot be ${what}.`, 'LAST_SUPER_ADMIN');
  }
}

export async function updateUser(
  app: FastifyInstance,
  actor: Actor,
  id: string,
  body: AdminUserUpdateParsed,
): Promise<AdminUser> {
  const { row, changes } = await app.db.transaction(async (tx) => {
    const target = await lockTarget(tx, id);
    assertMayManage(actor.user, target);
    const patch: Partial<typeof users.$inferInsert> = {
      firstName: body.firstName,
      lastName: body.lastName,
      updatedAt: new Date(),
    };
    if (body.role !== undefined && body.role !== target.role) {
      if ((body.role as string) === 'SUPER_ADMIN') {
        throw errors.forbidden(
          'The SUPER_ADMIN role cannot be granted here.',
          'ROLE_NOT_ASSIGNABLE',
        );
      }
      if (target.role === 'SUPER_ADMIN') await assertNotLastSuperAdmin(tx, target, 'demoted');
      patch.role = body.role;
    }
    if (body.isActive !== undefined && body.isActive !== target.isActive) {
      if (!body.isActive) {
        if (target.id === actor.user.id)
          throw errors.forbidden('You cannot deactivate your own account.', 'SELF_PROTECTED');
        await assertNotLastSuperAdmin(tx, target, 'deactivated');
      }
      patch.isActive = body.isActive;
    }
    if (body.isEmailConfirmed !== undefined) patch.emailVerified = body.isEmailConfirmed;
    const tier = body.subscriptionTier ?? target.subscriptionTier;
    patch.subscriptionTier = tier;
    if (tier === 'GUEST') {
      // A GUEST has no subscription period: the fields are ignored and cleared.
      patch.subscriptionStartDate = null;
      patch.subscriptionEndDate = null;
    } else {
      const start =
        body.subscriptionStartDate !== undefined
          ? body.subscriptionStartDate
          : target.subscriptionStartDate;
      const end =
        body.subscriptionEndDate !== undefined
          ? body.subscriptionEndDate
          : target.subscriptionEndDate;
      if (start && end && end.getTime() < start.getTime()) {
        throw errors.validation('End date cannot be before the start date');
      }
      patch.subscriptionStartDate = start;
      patch.subscriptionEndDate = end;
    }
    const [updated] = await tx.update(users).set(patch).where(eq(users.id, id)).returning();
    const changes: Record<string, unknown> = {};
    for (const k of [
      'firstName',
      'lastName',
      'role',
      'isActive',
      'emailVerified',
      'subscriptionTier',
      'subscriptionStartDate',
      'subscriptionEndDate',
    ] as const) {
      const before = target[k] instanceof Date ? (target[k] as Date).toISOString() : target[k];
      const after = updated[k] instanceof Date ? (updated[k] as Date).toISOString() : updated[k];
      if (before !== after) changes[k] = { from: before, to: after };
    }
    if (patch.isActive === false) {
      // A deactivated account keeps no session.
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, id), sql`${refreshTokens.revokedAt} IS NULL`));
    }
    return { row: updated, changes };
  });
  await audit(app.db, {
    actorId: actor.user.id,
    action: 'admin.user_updated',
    targetType: 'user',
    targetId: id,
    details: { email: row.email, changes },
    ip: actor.ip,
  });
  const [[p], [s]] = await Promise.all([
    app.db.select({ n: count() }).from(projects).where(eq(projects.userId, id)),
    app.db.select({ n: count() }).from(scans).where(eq(scans.userId, id)),
  ]);
  return presentAdminUser(row, Number(p?.n ?? 0), Number(s?.n ?? 0));
}

/**
 * Deletes a user with their projects, scans, findings and stored sources in one transaction, then
 * removes the source folders. Running scans of the user are told they were cancelled.
 */
export async function deleteUserCascade(
  app: FastifyInstance,
  actor: Actor,
  id: string,
): Promise<AdminUserDeleteResult> {
  if (id === actor.user.id)
    throw errors.forbidden('You cannot delete your own account.', 'SELF_PROTECTED');
  const result = await app.db.transaction(async (tx) => {
    const target = await lockTarget(tx, id);
    assertMayManage(actor.user, target);
    await assertNotLastSuperAdmin(tx, target, 'deleted');
    const scanRows = await tx
      .select({ id: scans.id, status: scans.status })
      .from(scans)
      .where(eq(scans.userId, id));
    const scanIds = scanRows.map((s) => s.id);
    const [[p], [f]] = await Promise.all([
      tx.select({ n: count() }).from(projects).where(eq(projects.userId, id)),
      scanIds.length
        ? tx.select({ n: count() }).from(findings).where(inArray(findings.scanId, scanIds))
        : Promise.resolve([{ n: 0 }]),
    ]);
    await tx.delete(scans).where(eq(scans.userId, id));
    await tx.delete(projects).where(eq(projects.userId, id));
    await tx.delete(users).where(eq(users.id, id));
    return {
      target,
      scanRows,
      removed: {
        projects: Number(p?.n ?? 0),
        scans: scanIds.length,
        findings: Number(f?.n ?? 0),
        sourceFolders: 0,
      },
    };
  });
  const events = scanEventsOf(app);
  for (const s of result.scanRows)
    if (isActiveStatus(s.status)) events.cancelled(id, { scanId: s.id, status: 'cancelled' });
  result.removed.sourceFolders = await removeSources(
    app,
    result.scanRows.map((s) => s.id),
  );
  await sweepProjectCaches(app.db, app.config.dataDir);
  const { removed, target } = result;
  await audit(app.db, {
    actorId: actor.user.id,
    action: 'admin.user_deleted',
    targetType: 'user',
    targetId: id,
    details: { email: target.email, role: target.role, ...removed },
    ip: actor.ip,
  });
  return {
    message: `User ${target.email} deleted with ${plural(removed.projects, 'project')}, ${plural(removed.scans, 'scan')} and ${plural(removed.findings, 'finding')}.`,
    removed,
  };
}

/** Removes the source folders (and stored archives) of these scans; returns how many folders existed. */
async function removeSources(app: FastifyInstance, scanIds: string[]): Promise<number> {
  let n = 0;
  const existing = new Set(await listSourceFolders(app.config.dataDir));
  for (const id of scanIds) {
    if (existing.has(id)) n++;
    await removeScanSources({ database: app.database, dataDir: app.config.dataDir }, id);
  }
  return n;
}

async function listSourceFolders(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, 'sources'), { withFileTypes: true }))
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
}

export async function resetPassword(
  app: FastifyInstance,
  actor: Actor,
  id: string,
): Promise<{ message: string }> {
  const target = await findUser(app.db, id);
  assertMayManage(actor.user, target);
  try {
    await sendPasswordReset(app, id);
  } catch (err) {
    if (err instanceof AppError) throw err;
    app.log.error({ err }, 'admin password reset: mail not sent');
    throw errors.unavailable('Failed to send password reset email.', 'MAIL_FAILED');
  }
  await audit(app.db, {
    actorId: actor.user.id,
    action: 'admin.password_reset_sent',
    targetType: 'user',
    targetId: id,
    details: { email: target.email },
    ip: actor.ip,
  });
  return { message: `A password reset link was sent to ${target.email}.` };
}

export async function resetMfa(
  app: FastifyInstance,
  actor: Actor,
  id: string,
): Promise<{ message: string }> {
  const target = await findUser(app.db, id);
  assertMayManage(actor.user, target);
  // resetMfa of the auth area writes the audit row (admin.mfa_reset).
  await resetUserMfa(app, id, actor.user.id, actor.ip);
  return { message: `Two-factor authentication was reset for ${target.email}.` };
}

// --- tiers --------------------------------------------------------------------------------------

function presentTier(row: typeof subscriptionTiers.$inferSelect, userCount: number): Tier {
  return {
    id: row.id,
    name: row.name,
    priceUsd: row.priceUsd === null ? null : Number(row.priceUsd),
    billingPeriod: row.billingPeriod,
    description: row.description,
    services: row.services,
    isActive: row.isActive,
    sast: row.sast,
    dast: row.dast,
    sastProjectLimit: row.sastProjectLimit,
    dastProjectLimit: row.dastProjectLimit,
    userCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const TIER_ORDER = sql`CASE ${subscriptionTiers.name} WHEN 'GUEST' THEN 0 WHEN 'FOUNDATION' THEN 1 ELSE 2 END`;

export async function listTiers(db: Db): Promise<Tier[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(subscriptionTiers).orderBy(TIER_ORDER),
    db
      .select({ tier: users.subscriptionTier, n: count() })
      .from(users)
      .groupBy(users.subscriptionTier),
  ]);
  const c = new Map(counts.map((r) => [r.tier, Number(r.n)]));
  return rows.map((r) => presentTier(r, c.get(r.name) ?? 0));
}

/** Updates a tier. Limits are read from the tier on every request, so its users get them at once. */
export async function updateTier(
  app: FastifyInstance,
  actor: Actor,
  id: number,
  body: TierUpdateParsed,
): Promise<Tier> {
  const [before] = await app.db
    .select()
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.id, id))
    .limit(1);
  if (!before) throw errors.notFound('Tier not found', 'TIER_NOT_FOUND');
  const [row] = await app.db
    .update(subscriptionTiers)
    .set({
      priceUsd: body.priceUsd === null ? null : body.priceUsd.toFixed(2),
      description: body.description,
      sast: body.sast,
      dast: body.dast,
      sastProjectLimit: body.sastProjectLimit,
      dastProjectLimit: body.dastProjectLimit,
      updatedAt: new Date(),
    })
    .where(eq(subscriptionTiers.id, id))
    .returning();
  await audit(app.db, {
    actorId: actor.user.id,
    action: 'admin.tier_updated',
    targetType: 'tier',
    targetId: String(id),
    details: {
      name: row.name,
      before: {
        priceUsd: before.priceUsd,
        sast: before.sast,
        dast: before.dast,
        sastProjectLimit: before.sastProjectLimit,
        dastProjectLimit: before.dastProjectLimit,
      },
      after: {
        priceUsd: row.priceUsd,
        sast: row.sast,
        dast: row.dast,
        sastProjectLimit: row.sastProjectLimit,
        dastProjectLimit: row.dastProjectLimit,
      },
    },
    ip: actor.ip,
  });
  const [c] = await app.db
    .select({ n: count() })
    .from(users)
    .where(eq(users.subscriptionTier, row.name));
  return presentTier(row, Number(c?.n ?? 0));
}

// --- sales messages -----------------------------------------------------------------------------

function presentMessage(r: typeof salesMessages.$inferSelect): SalesMessage {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    company: r.company,
    country: r.country,
    employees: r.employees,
    message: r.message,
    tier: r.tier,
    status: r.status,
    created_at: r.createdAt.toISOString(),
  };
}

export async function listMessages(
  db: Db,
  q: { status?: SalesMessageStatus; page: number; pageSize: number },
): Promise<SalesMessageList> {
  const cond = q.status ? eq(salesMessages.status, q.status) : undefined;
  const [[t], rows] = await Promise.all([
    db.select({ n: count() }).from(salesMessages).where(cond),
    db
      .select()
      .from(salesMessages)
      .where(cond)
      .orderBy(desc(salesMessages.createdAt))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  return { messages: rows.map(presentMessage), total: Number(t?.n ?? 0) };
}

export async function getMessage(db: Db, id: string): Promise<SalesMessage> {
  const [row] = await db.select().from(salesMessages).where(eq(salesMessages.id, id)).limit(1);
  if (!row) throw errors.notFound('Message not found', 'MESSAGE_NOT_FOUND');
  return presentMessage(row);
}

export async function setMessageStatus(
  app: FastifyInstance,
  actor: Actor,
  id: string,
  status: SalesMessageStatus,
): Promise<SalesMessage> {
  const before = await getMessage(app.db, id);
  const [row] = await app.db
    .update(salesMessages)
    .set({ status })
    .where(eq(salesMessages.id, id))
    .returning();
  if (!row) throw errors.notFound('Message not found', 'MESSAGE_NOT_FOUND');
  await audit(app.db, {
    actorId: actor.user.id,
    action: 'admin.message_status_changed',
    targetType: 'sales_message',
    targetId: id,
    details: { email: row.email, from: before.status, to: status },
    ip: actor.ip,
  });
  return presentMessage(row);
}

export async function deleteMessage(
  app: FastifyInstance,
  actor: Actor,
  id: string,
): Promise<{ message: string }> {
  const [row] = await app.db.delete(salesMessages).where(eq(salesMessages.id, id)).returning();
  if (!row) throw errors.notFound('Message not found', 'MESSAGE_NOT_FOUND');
  await audit(app.db, {
    actorId: actor.user.id,
    action: 'admin.message_deleted',
    targetType: 'sales_message',
    targetId: id,
    details: { email: row.email, company: row.company },
    ip: actor.ip,
  });
  return { message: 'Message deleted.' };
}

// --- bulk operations ----------------------------------------------------------------------------

/** Tells clients the scans stopped and withdraws the queued jobs of pending ones (see the lifecycle module). */
async function announceCancelled(app: FastifyInstance, refs: ScanRef[]): Promise<void> {
  await announceStopped(
    { events: scanEventsOf(app), log: app.log },
    refs,
    scanQueueOf(app)?.boss ?? null,
  );
}

async function findingsOf(tx: Tx | Db, scanIds: string[]): Promise<number> {
  if (scanIds.length === 0) return 0;
  const [r] = await tx
    .select({ n: count() })
    .from(findings)
    .where(inArray(findings.scanId, scanIds));
  return Number(r?.n ?? 0);
}

function bulkResult(
  message: string,
  summary: Record<string, number>,
  totalCleaned: number,
): BulkResult {
  return { message, success: true, summary, totalCleaned };
}

async function auditBulk(
  app: FastifyInstance,
  actor: Actor,
  op: string,
  result: BulkResult,
): Promise<void> {
  await audit(app.db, {
    actorId: actor.user.id,
    action: `admin.bulk_${op.replace('-', '_')}`,
    targetType: 'system',
    details: { summary: result.summary, totalCleaned: result.totalCleaned },
    ip: actor.ip,
  });
}

/** Deletes every scan with its findings; running and pending scans are cancelled first. */
export async function bulkClearScans(app: FastifyInstance, actor: Actor): Promise<BulkResult> {
  const { refs, findingCount } = await app.db.transaction(async (tx) => {
    const refs = await tx.select(scanRef).from(scans).for('update');
    const findingCount = await findingsOf(
      tx,
      refs.map((r) => r.id),
    );
    await tx.delete(scans);
    return { refs, findingCount };
  });
  await announceCancelled(app, refs);
  const folders = await removeSources(
    app,
    refs.map((r) => r.id),
  );
  const cancelled = refs.filter((r) => isActiveStatus(r.status)).length;
  const result = bulkResult(
    `Deleted ${plural(refs.length, 'scan')} and ${plural(findingCount, 'finding')}; ${plural(cancelled, 'running or pending scan')} ${cancelled === 1 ? 'was' : 'were'} cancelled first.`,
    {
      scansDeleted: refs.length,
      findingsDeleted: findingCount,
      runningScansCancelled: cancelled,
      sourceFoldersRemoved: folders,
    },
    refs.length + findingCount,
  );
  await auditBulk(app, actor, 'clear-scans', result);
  return result;
}

/** Marks every pending or running scan cancelled and withdraws their jobs. */
export async function bulkCancelScans(app: FastifyInstance, actor: Actor): Promise<BulkResult> {
  const done = await cancelScans(
    {
      database: app.database,
      dataDir: app.config.dataDir,
      events: scanEventsOf(app),
      log: app.log,
    },
    {
      scope: 'all',
      details: 'Analysis cancelled by an administrator',
      boss: scanQueueOf(app)?.boss ?? null,
    },
  );
  const pending = done.filter((r) => r.status === 'pending');
  const result = bulkResult(
    `Cancelled ${plural(done.length, 'pending or running scan')}.`,
    { pendingCancelled: pending.length, runningCancelled: done.length - pending.length },
    done.length,
  );
  await auditBulk(app, actor, 'cancel-scans', result);
  return result;
}

/**
 * Deletes the projects whose name contains test, demo, sample, example, temp, trial or playground
 * (any case, also inside a word, as the spec says "contains": 'Testing' and 'Contemporary' match),
 * with their scans and findings.
 */
export async function bulkClearProjects(app: FastifyInstance, actor: Actor): Promise<BulkResult> {
  const match = or(...CLEAR_PROJECT_WORDS.map((w) => ilike(projects.name, `%${w}%`)));
  const { gone, refs, findingCount } = await app.db.transaction(async (tx) => {
    const gone = await tx
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(match)
      .for('update');
    const ids = gone.map((p) => p.id);
    const refs = ids.length
      ? await tx.select(scanRef).from(scans).where(inArray(scans.projectId, ids))
      : [];
    const findingCount = await findingsOf(
      tx,
      refs.map((r) => r.id),
    );
    if (refs.length)
      await tx.delete(scans).where(
        inArray(
          scans.id,
          refs.map((r) => r.id),
        ),
      );
    if (ids.length) await tx.delete(projects).where(inArray(projects.id, ids));
    return { gone, refs, findingCount };
  });
  await announceCancelled(app, refs);
  await removeSources(
    app,
    refs.map((r) => r.id),
  );
  await sweepProjectCaches(app.db, app.config.dataDir);
  const result = bulkResult(
    gone.length
      ? `Deleted ${plural(gone.length, 'project')} whose name contains ${CLEAR_PROJECT_WORDS.join(', ')}, with ${plural(refs.length, 'scan')} and ${plural(findingCount, 'finding')}.`
      : `No project name contains ${CLEAR_PROJECT_WORDS.join(', ')}; nothing was deleted.`,
    { projectsDeleted: gone.length, scansDeleted: refs.length, findingsDeleted: findingCount },
    gone.length + refs.length,
  );
  await auditBulk(app, actor, 'clear-projects', result);
  return result;
}

/**
 * Housekeeping: expired or used one-time mail tokens, expired refresh tokens and those revoked more
 * than 7 days ago, failed
 * scans older than 30 days (with their findings), and source folders no scan refers to.
 */
export async function bulkCleanup(
  app: FastifyInstance,
  actor: Actor,
  now = new Date(),
): Promise<BulkResult> {
  const cutoff = new Date(now.getTime() - OLD_FAILED_SCAN_DAYS * 86_400_000);
  const { mailTokens, sessions, failed, failedFindings } = await app.db.transaction(async (tx) => {
    const mailTokens = await tx
      .delete(emailTokens)
      .where(or(lt(emailTokens.expiresAt, now), isNotNull(emailTokens.usedAt)))
      .returning({ id: emailTokens.id });
    // A recently revoked refresh token is kept for a while: presenting it again is how reuse (a
    // stolen token) is detected and the whole session family revoked.
    const revokedBefore = new Date(now.getTime() - REVOKED_TOKEN_GRACE_DAYS * 86_400_000);
    const sessions = await tx
      .delete(refreshTokens)
      .where(or(lt(refreshTokens.expiresAt, now), lt(refreshTokens.revokedAt, revokedBefore)))
      .returning({ id: refreshTokens.id });
    const failed = await tx
      .select(scanRef)
      .from(scans)
      .where(
        and(
          inArray(scans.status, [...FAILED_SCAN_STATUSES]),
          lte(sql`coalesce(${scans.completedAt}, ${scans.updatedAt})`, cutoff),
        ),
      );
    const failedFindings = await findingsOf(
      tx,
      failed.map((r) => r.id),
    );
    if (failed.length)
      await tx.delete(scans).where(
        inArray(
          scans.id,
          failed.map((r) => r.id),
        ),
      );
    return { mailTokens: mailTokens.length, sessions: sessions.length, failed, failedFindings };
  });
  await removeSources(
    app,
    failed.map((r) => r.id),
  );
  await sweepProjectCaches(app.db, app.config.dataDir);
  // Everything in DATA_DIR/sources of no pending or running scan: folders of deleted or ended
  // scans, upload staging (`.incoming`) and restore folders left by a process that stopped.
  const orphaned = (await sweepSources(app.database, app.config.dataDir)).length;
  const summary = {
    expiredMailTokens: mailTokens,
    expiredOrRevokedSessions: sessions,
    oldFailedScans: failed.length,
    oldFailedScanFindings: failedFindings,
    orphanedSourceFolders: orphaned,
  };
  const total = mailTokens + sessions + failed.length + orphaned;
  const result = bulkResult(
    `Cleanup removed ${plural(mailTokens, 'expired or used one-time token')}, ${plural(sessions, 'expired or revoked session token')}, ${plural(failed.length, 'failed scan')} older than ${OLD_FAILED_SCAN_DAYS} days and ${plural(orphaned, 'orphaned source folder')}.`,
    summary,
    total,
  );
  await auditBulk(app, actor, 'cleanup', result);
  return result;
}

// --- audit log ----------------------------------------------------------------------------------

function parseDay(v: string | undefined, endOfDay: boolean): Date | undefined {
  if (!v) return undefined;
  const d = new Date(
    /^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z` : v,
  );
  if (Number.isNaN(d.getTime())) throw errors.validation(`Invalid date: ${v}`);
  return d;
}

export async function listAudit(db: Db, q: AuditListQueryParsed): Promise<AuditList> {
  const where: SQL[] = [];
  if (q.actor) {
    const like = `%${escapeLike(q.actor)}%`;
    where.push(or(ilike(users.email, like), sql`${auditLog.actorId}::text = ${q.actor}`) as SQL);
  }
  if (q.action) where.push(ilike(auditLog.action, `%${escapeLike(q.action)}%`));
  const from = parseDay(q.from, false);
  const to = parseDay(q.to, true);
  if (from) where.push(gte(auditLog.createdAt, from));
  if (to) where.push(lte(auditLog.createdAt, to));
  const cond = where.length ? and(...where) : undefined;
  const [[t], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(cond),
    db
      .select({ a: auditLog, email: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(cond)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  return {
    entries: rows.map(({ a, email }) => ({
      id: a.id,
      actorId: a.actorId,
      actorEmail: email ?? null,
      action: a.action,
      targetType: a.targetType,
      targetId: a.targetId,
      details: a.details,
      ip: a.ip,
      createdAt: a.createdAt.toISOString(),
    })),
    total: Number(t?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}
