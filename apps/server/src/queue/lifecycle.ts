/**
 * The life of a scan, in one place: every change of a scan's status (and the other writes a worker
 * makes to a scan's row: its job, progress, heartbeat, file count) together with the socket event,
 * audit row and cleanup that go with it. Routes, jobs, the queue's reconciler, admin bulk operations
 * and start-up recovery all go through here; nothing else writes `scans.status`.
 *
 *   pending ──claim──> running ──complete──> completed
 *      │                  │ └────fail──────> failed   (also: a lost worker, a queue that failed)
 *      │                  └──requeue──> pending       (its worker died; pg-boss retries the job)
 *      └──────cancel──────┴─────────────────> cancelled
 *
 * Every transition is one conditional UPDATE (on the status it leaves, and for a worker's writes on
 * its job id), so concurrent changes resolve to exactly one winner: a cancel or delete always wins
 * over a worker still running.
 */
import { countsOfScan } from '../modules/findings/counts.js';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { SCAN_MESSAGES, type ScanSummary } from '@vigil/shared';
import { audit } from '../audit.js';
import type { Database, Db } from '../db/client.js';
import { scans } from '../db/schema/index.js';
import type { ScanEventSink } from '../realtime/sink.js';
import { removeTree } from '../sources/archive.js';
import { SCAN_QUEUE } from './boss.js';
import { dropSources } from './source-store.js';

/** Statuses of a scan that is waiting for or held by a worker (older spellings included). */
export const ACTIVE_SCAN_STATUSES: readonly string[] = [
  'pending',
  'running',
  'scanning',
  'progress',
  'active',
];
/** Statuses of a scan that failed. */
export const FAILED_SCAN_STATUSES: readonly string[] = ['failed', 'error'];
/** Statuses of a scan that ended on its own (cancelled is neither: it was stopped). */
export const FINISHED_SCAN_STATUSES: readonly string[] = ['completed', ...FAILED_SCAN_STATUSES];

export function isActiveStatus(status: string): boolean {
  return ACTIVE_SCAN_STATUSES.includes(status);
}

const active = () => [...ACTIVE_SCAN_STATUSES];

/** Where a scan's uploaded or cloned sources live. */
export function sourceDir(dataDir: string, scanId: string): string {
  return path.join(dataDir, 'sources', scanId);
}

export interface LifecycleContext {
  database: Database;
  dataDir: string;
  events: ScanEventSink;
}

/** Removes a scan's sources: its folder and the copy in the database (distributed mode). */
export async function removeScanSources(
  ctx: Pick<LifecycleContext, 'database' | 'dataDir'>,
  scanId: string,
): Promise<void> {
  await removeTree(sourceDir(ctx.dataDir, scanId));
  await dropSources(ctx.database, scanId);
}

// --- queueing -----------------------------------------------------------------------------------

/** Records the pg-boss job of a pending scan. */
export async function recordJob(database: Database, scanId: string, jobId: string): Promise<void> {
  await database.query(`UPDATE scans SET job_id = $2 WHERE id = $1 AND status = 'pending'`, [
    scanId,
    jobId,
  ]);
}

/** pending -> failed: the scan could not be queued. Its sources go. */
export async function failQueueing(
  ctx: Pick<LifecycleContext, 'database' | 'dataDir'>,
  scanId: string,
  message: string,
): Promise<void> {
  await ctx.database.query(
    `UPDATE scans SET status = 'failed', error = $2, error_step = 'queue', completed_at = now(), updated_at = now(),
            progress_details = $2, progress_phase = 'failed'
      WHERE id = $1 AND status = 'pending'`,
    [scanId, message],
  );
  await removeScanSources(ctx, scanId);
}

// --- a worker's scan ------------------------------------------------------------------------------

export interface ClaimedScan {
  user_id: string;
  source_kind: string;
  repository_url: string | null;
  repository_branch: string | null;
  project_name: string;
  source_files: number | null;
  project_id: string | null;
  /** The project's threat models when the scan starts (null: no project row, the default applies). */
  threat_models: string[] | null;
}

/**
 * pending -> running under `jobId`; also a scan already running under the same job (pg-boss retried
 * it after its worker stopped). Null when the scan is not waiting for this job.
 */
export async function claimScan(
  database: Database,
  scanId: string,
  jobId: string,
): Promise<ClaimedScan | null> {
  const r = await database.query<ClaimedScan>(
    `UPDATE scans SET status = 'running', job_id = $2, started_at = COALESCE(started_at, now()), updated_at = now(),
            progress_details = 'Preparing sources', progress_phase = 'prepare', progress_percent = 2, error = NULL, error_step = NULL
      WHERE id = $1 AND (status = 'pending' OR (status = 'running' AND job_id = $2))
      RETURNING user_id, source_kind, repository_url, repository_branch, project_name, project_id, source_files,
        (SELECT p.threat_models FROM projects p WHERE p.id = scans.project_id) AS threat_models`,
    [scanId, jobId],
  );
  return r.rows[0] ?? null;
}

/** Stores the progress of a running scan (no status change). */
export async function storeProgress(
  database: Database,
  scanId: string,
  jobId: string,
  p: { details: string; phase: string; percent: number },
): Promise<void> {
  await database.query(
    `UPDATE scans SET progress_details = $3, progress_phase = $4, progress_percent = $5, updated_at = now()
      WHERE id = $1 AND job_id = $2 AND status = 'running'`,
    [scanId, jobId, p.details, p.phase, Math.round(p.percent)],
  );
}

/** Refreshes a running scan's heartbeat; returns its status and job (null when the row is gone). */
export async function heartbeat(
  database: Database,
  scanId: string,
): Promise<{ status: string; jobId: string | null } | null> {
  const r = await database.query<{ status: string; job_id: string | null }>(
    `UPDATE scans SET updated_at = now() WHERE id = $1 RETURNING status, job_id`,
    [scanId],
  );
  const row = r.rows[0];
  return row ? { status: row.status, jobId: row.job_id } : null;
}

/** Records the number of files of a running scan's source tree (a repository, once cloned). */
export async function recordSourceFiles(
  database: Database,
  scanId: string,
  jobId: string,
  files: number,
): Promise<void> {
  await database.query(
    `UPDATE scans SET source_files = $3 WHERE id = $1 AND job_id = $2 AND status = 'running'`,
    [scanId, jobId, files],
  );
}

export interface ScanOutcome {
  summary: ScanSummary;
  stats: Record<string, unknown>;
  triageNote: string;
}

/**
 * running -> completed, in one transaction with the findings (`storeFindings` writes them). Then,
 * with the results stored, the sources go and scan:completed is emitted. False when the scan was
 * no longer this job's running scan (cancelled or deleted meanwhile): nothing is stored.
 */
export async function completeScan(
  ctx: LifecycleContext,
  run: { scanId: string; jobId: string; userId: string },
  outcome: ScanOutcome,
  storeFindings: (tx: Db) => Promise<void>,
): Promise<boolean> {
  const { scanId, jobId, userId } = run;
  const stored = await ctx.database.db.transaction(async (tx) => {
    const done = await tx
      .update(scans)
      .set({
        status: 'completed',
        summary: outcome.summary,
        totalFindings: outcome.summary.total,
        stats: outcome.stats,
        triageNote: outcome.triageNote,
        progressDetails: 'Analysis completed successfully!',
        progressPhase: 'done',
        progressPercent: 100,
        completedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(scans.id, scanId), eq(scans.jobId, jobId), eq(scans.status, 'running')))
      .returning({ id: scans.id });
    if (done.length === 0) return false;
    await storeFindings(tx as unknown as Db);
    return true;
  });
  if (!stored) return false;
  // Only now, with the results stored, do the sources go (a leftover of a process that dies here
  // belongs to no live scan: the start-up sweep removes it).
  await removeScanSources(ctx, scanId);
  // The dialog shows the same counts as every other screen (production code, triage applied).
  const counts = await countsOfScan(ctx.database.db, scanId).catch(() => outcome.summary);
  ctx.events.completed(userId, {
    scanId,
    status: 'completed',
    result: { summary: counts, totalFindings: counts.total },
  });
  return true;
}

/** running -> failed with the message users see and the step it failed in; scan:error; the sources go. */
export async function failScan(
  ctx: LifecycleContext,
  run: { scanId: string; jobId: string; userId: string },
  message: string,
  step: string,
): Promise<boolean> {
  const r = await ctx.database.query(
    `UPDATE scans SET status = 'failed', error = $3, error_step = $4, completed_at = now(), updated_at = now(),
            progress_details = $3, progress_phase = 'failed'
      WHERE id = $1 AND job_id = $2 AND status = 'running' RETURNING id`,
    [run.scanId, run.jobId, message, step],
  );
  const failed = r.rows.length > 0;
  if (failed)
    ctx.events.error(run.userId, { scanId: run.scanId, status: 'failed', error: message, step });
  await removeScanSources(ctx, run.scanId);
  return failed;
}

/** A job that stopped (cancelled or deleted under it): its sources go, the status is the canceller's. */
export async function stoppedScan(ctx: LifecycleContext, scanId: string): Promise<void> {
  await removeScanSources(ctx, scanId);
}

// --- orphans (their worker died) ------------------------------------------------------------------

/** running -> pending: the scan's job is queued again in pg-boss (retry), a new worker will take it. */
export async function requeueOrphan(database: Database, scanId: string): Promise<boolean> {
  const r = await database.query(
    `UPDATE scans SET status = 'pending', progress_details = 'Waiting for a scan worker (the previous one stopped)',
            progress_phase = 'queued', updated_at = now()
      WHERE id = $1 AND status = 'running' RETURNING id`,
    [scanId],
  );
  return r.rows.length > 0;
}

/** running or pending -> failed: its worker is gone and no attempt is left. scan:error; the sources go. */
export async function failOrphanedScan(ctx: LifecycleContext, scanId: string): Promise<boolean> {
  const r = await ctx.database.query<{ user_id: string }>(
    `UPDATE scans SET status = 'failed', error = $2, error_step = 'analysis', completed_at = now(), updated_at = now(),
            progress_details = $2, progress_phase = 'failed'
      WHERE id = $1 AND status IN ('running', 'pending') RETURNING user_id`,
    [scanId, SCAN_MESSAGES.workerLost],
  );
  const row = r.rows[0];
  if (!row) return false;
  ctx.events.error(row.user_id, {
    scanId,
    status: 'failed',
    error: SCAN_MESSAGES.workerLost,
    step: 'analysis',
  });
  await removeScanSources(ctx, scanId);
  return true;
}

// --- cancel ---------------------------------------------------------------------------------------

export interface ScanRef {
  id: string;
  userId: string;
  status: string;
  jobId: string | null;
}

export const scanRefColumns = {
  id: scans.id,
  userId: scans.userId,
  status: scans.status,
  jobId: scans.jobId,
};

export interface CancelRequest {
  /** One scan of one user, or every active scan (an administrator's bulk cancel). */
  scope: { scanId: string; userId: string } | 'all';
  /** Shown as the scan's progress text. */
  details: string;
  /** Who cancelled, for the audit row of a single scan (bulk operations write their own). */
  actor?: { id: string; ip?: string } | null;
  /** The queue, to withdraw the jobs of pending scans. */
  boss?: PgBoss | null;
}

/**
 * Cancels: every matching pending or running scan becomes `cancelled` at once (a running scan's
 * worker sees it at its next heartbeat, about a second, and aborts the engine), scan:cancelled is
 * emitted, queued jobs are withdrawn and a pending scan's sources go. Returns the scans cancelled,
 * with the status they had.
 */
export async function cancelScans(
  ctx: LifecycleContext & { log?: { warn(o: unknown, m?: string): void } },
  req: CancelRequest,
): Promise<ScanRef[]> {
  const db = ctx.database.db;
  const scope =
    req.scope === 'all' ? [] : [eq(scans.id, req.scope.scanId), eq(scans.userId, req.scope.userId)];
  const before = await db
    .select(scanRefColumns)
    .from(scans)
    .where(and(inArray(scans.status, active()), ...scope));
  if (before.length === 0) return [];
  const now = new Date();
  const done = await db
    .update(scans)
    .set({
      status: 'cancelled',
      completedAt: now,
      updatedAt: now,
      progressDetails: req.details,
      progressPhase: 'cancelled',
    })
    .where(
      and(
        inArray(
          scans.id,
          before.map((r) => r.id),
        ),
        inArray(scans.status, active()),
      ),
    )
    .returning({ id: scans.id });
  const ids = new Set(done.map((d) => d.id));
  const refs = before.filter((r) => ids.has(r.id));
  await announceStopped(ctx, refs, req.boss ?? null);
  // A pending scan never started: its sources are no longer needed (a running one's go with its job).
  for (const r of refs) if (r.status === 'pending') await removeScanSources(ctx, r.id);
  if (req.scope !== 'all' && req.actor && refs.length > 0) {
    await audit(db, {
      actorId: req.actor.id,
      action: 'scan.cancelled',
      targetType: 'scan',
      targetId: refs[0].id,
      details: { previousStatus: refs[0].status },
      ip: req.actor.ip,
    });
  }
  return refs;
}

/**
 * Scans that stop being active without a status of their own (deleted with their user, project or
 * by a bulk clear, or just cancelled): clients are told they were cancelled and the queued jobs of
 * pending ones are withdrawn. A running scan's worker notices at its next heartbeat.
 */
export async function announceStopped(
  ctx: Pick<LifecycleContext, 'events'> & { log?: { warn(o: unknown, m?: string): void } },
  refs: ScanRef[],
  boss: PgBoss | null,
): Promise<void> {
  const stopped = refs.filter((r) => isActiveStatus(r.status));
  for (const r of stopped) ctx.events.cancelled(r.userId, { scanId: r.id, status: 'cancelled' });
  const jobIds = stopped
    .filter((r) => r.status === 'pending')
    .map((r) => r.jobId)
    .filter((j): j is string => !!j);
  if (boss && jobIds.length) {
    await boss
      .cancel(SCAN_QUEUE, jobIds)
      .catch((err: unknown) => ctx.log?.warn({ err }, 'could not withdraw queued scan jobs'));
  }
}
