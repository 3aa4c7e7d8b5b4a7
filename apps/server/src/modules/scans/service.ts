/**
 * The rules of the scans area: starting a scan (every SAST start rule of spec section 5, checked on
 * the server), the owner's scans with filters, statistics, results and findings, cancel and delete.
 * Another user's scan is "not found".
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  LIMITS,
  SCAN_MESSAGES,
  type ScanDetail,
  type ScanListQuery,
  type ScanListResponse,
  type ScanStartResponse,
  type ScanStatistics,
  type ScanSummary,
  successRate,
} from '@vigil/shared';
import type { Database, Db } from '../../db/client.js';
import { findings, scans } from '../../db/schema/index.js';
import { AppError, errors } from '../../errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { ScanQueue } from '../../queue/queue.js';
import {
  ACTIVE_SCAN_STATUSES,
  cancelScans,
  FAILED_SCAN_STATUSES,
  FINISHED_SCAN_STATUSES,
  failQueueing,
  isActiveStatus,
  removeScanSources,
  sourceDir,
} from '../../queue/lifecycle.js';
import { saveSources, sharesSourcesThroughDatabase } from '../../queue/source-store.js';
import type { ScanEventSink } from '../../realtime/sink.js';
import { removeTree } from '../../sources/archive.js';
import { checkBranch, checkRepositoryHost, checkRepositoryUrl } from '../../sources/git.js';
import { countSourceFiles } from '../../sources/tree.js';
import type { UploadSink } from '../../sources/upload.js';
import { findOwnProject } from '../projects/service.js';
import { UUID_RE } from '../projects/schema.js';
import { latestScansCounts, scanCounts } from '../findings/counts.js';
import { maskRow } from '../findings/mask.js';
import { presentScan, presentScanDetail } from './present.js';

export interface ScansContext {
  database: Database;
  dataDir: string;
  allowPrivateRepoHosts: boolean;
  queue: ScanQueue | null;
  events: ScanEventSink;
  log: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
  /** The HTTP request starting the scan: its id goes into the job, so the worker logs carry it. */
  requestId?: string;
}

/** What POST /api/scans received: text fields, and the uploaded files already written by `sink`. */
export interface ScanStartInput {
  fields: Record<string, string | undefined>;
  /** The upload of this request (files written under its root), null for a JSON body. */
  sink: UploadSink | null;
  /** The scan id the upload folder was made for. */
  scanId: string;
}

export function newScanId(): string {
  return randomUUID();
}

const SEVERITY_RANK = sql`CASE ${findings.severity} WHEN 'critical' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END`;

/**
 * Checks the request in the order the scanner page does, stores the sources, creates the scan as
 * pending and queues it. The caller discards the upload when this throws.
 */
export async function startScan(
  ctx: ScansContext,
  user: AuthUser,
  input: ScanStartInput,
): Promise<ScanStartResponse> {
  const f = input.fields;
  const scanType = (f.scanType ?? 'SAST').trim().toUpperCase() || 'SAST';
  if (scanType === 'DAST')
    throw errors.badRequest(SCAN_MESSAGES.dastComingSoon, 'DAST_NOT_AVAILABLE');
  if (scanType !== 'SAST') throw errors.validation(`Unknown scan type '${f.scanType}'. Use SAST.`);

  const projectId = (f.projectId ?? '').trim();
  if (!projectId) throw errors.validation(SCAN_MESSAGES.selectProject);
  const project = await findOwnProject(ctx.database.db, user.id, projectId);

  const sink = input.sink;
  const received = sink?.received ?? 0;
  const repositoryUrl = (f.repositoryUrl ?? '').trim();
  const wantsRepository =
    f.sourceType === 'repository' ||
    (received === 0 && f.repositoryUrl !== undefined && f.sourceType !== 'upload');
  let sourceKind: 'upload' | 'repository';
  let branch: string | null = null;
  let sourceFiles: number | null = null;
  if (received === 0 && !repositoryUrl) {
    throw errors.validation(
      wantsRepository ? SCAN_MESSAGES.provideRepositoryUrl : SCAN_MESSAGES.uploadFiles,
    );
  }
  if (received > 0) {
    if (sink!.tooMany) throw errors.validation(SCAN_MESSAGES.maxFiles(LIMITS.maxScanFiles));
    if (sink!.unsupported.length > 0)
      throw errors.validation(SCAN_MESSAGES.unsupportedFile(sink!.unsupported[0]));
    if (sink!.acceptedCount === 0) throw errors.validation(SCAN_MESSAGES.uploadFiles);
    await sink!.finish();
    sourceFiles = await countSourceFiles(sink!.root);
    sourceKind = 'upload';
  } else {
    const url = checkRepositoryUrl(repositoryUrl, ctx.allowPrivateRepoHosts);
    branch = checkBranch(f.repositoryBranch || project.repositoryBranch || 'main');
    await checkRepositoryHost(url, ctx.allowPrivateRepoHosts);
    sourceKind = 'repository';
  }

  const description = (f.description ?? '').trim() || null;
  await ctx.database.db.insert(scans).values({
    id: input.scanId,
    userId: user.id,
    projectId: project.id,
    projectName: project.name,
    scanType: 'SAST',
    description,
    status: 'pending',
    sourceKind,
    repositoryUrl: sourceKind === 'repository' ? repositoryUrl : null,
    repositoryBranch: branch,
    sourcePath: `sources/${input.scanId}`,
    sourceFiles,
    progressDetails: 'Initializing security analysis...',
    progressPhase: 'queued',
    progressPercent: 0,
  });
  if (ctx.queue) {
    try {
      if (sourceKind === 'upload' && sharesSourcesThroughDatabase(ctx.database)) {
        // Distributed mode: the database copy is the one workers use, wherever they run.
        await saveSources(ctx.database, input.scanId, sourceDir(ctx.dataDir, input.scanId));
        await removeTree(sourceDir(ctx.dataDir, input.scanId));
      }
      await ctx.queue.enqueue(input.scanId, ctx.requestId);
    } catch (err) {
      ctx.log.error({ err, scanId: input.scanId }, 'could not queue the scan');
      await failQueueing(ctx, input.scanId, 'The scan could not be queued. Please try again.');
      throw errors.unavailable(
        'Failed to start scan: the scan queue is not available.',
        'QUEUE_UNAVAILABLE',
      );
    }
  }
  return { scanId: input.scanId, status: 'pending', message: 'Scan started.' };
}

type ScanRow = typeof scans.$inferSelect;

/** The user's scan or 404 (also for another user's scan and ids that are not UUIDs). */
export async function findOwnScan(
  db: Db,
  userId: string,
  id: string,
  message: string = SCAN_MESSAGES.notFound,
): Promise<ScanRow> {
  if (!UUID_RE.test(id)) throw errors.notFound(message, 'SCAN_NOT_FOUND');
  const [row] = await db
    .select()
    .from(scans)
    .where(and(eq(scans.id, id), eq(scans.userId, userId)))
    .limit(1);
  if (!row) throw errors.notFound(message, 'SCAN_NOT_FOUND');
  return row;
}

/**
 * One page of the user's scans and the total matching the filters; the count and the page are
 * independent queries and run at once. `includeSuppressed` is passed to the counts (reports list).
 */
export async function listScans(
  db: Db,
  userId: string,
  q: ScanListQuery,
  opts: { includeSuppressed?: boolean } = {},
): Promise<ScanListResponse> {
  const where: SQL[] = [eq(scans.userId, userId)];
  if (q.status) where.push(eq(scans.status, q.status));
  if (q.scanType) where.push(eq(scans.scanType, q.scanType));
  if (q.projectId) where.push(eq(scans.projectId, q.projectId));
  if (q.search) where.push(ilike(scans.projectName, `%${escapeLike(q.search)}%`));
  const cond = and(...where);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(scans).where(cond),
    db
      .select()
      .from(scans)
      .where(cond)
      .orderBy(desc(scans.createdAt), desc(scans.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
  ]);
  const total = Number(n);
  const list = rows.map(presentScan);
  await withCounts(db, list, opts);
  return {
    scans: list,
    total,
    page: q.page,
    limit: q.limit,
    totalPages: Math.max(1, Math.ceil(total / q.limit)),
  };
}

/** Puts the counts object (the one definition of counts) on each completed scan of the list. */
export async function withCounts(
  db: Db,
  list: { id: string; status: string; summary: ScanSummary; totalFindings: number | null }[],
  opts: { includeSuppressed?: boolean } = {},
): Promise<void> {
  const done = list.filter((s) => s.status === 'completed');
  if (done.length === 0) return;
  const counts = await scanCounts(
    db,
    done.map((s) => s.id),
    opts,
  );
  for (const s of done) {
    const c = counts.get(s.id);
    if (!c) continue;
    s.summary = c;
    s.totalFindings = c.total;
  }
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function scanStatistics(database: Database, userId: string): Promise<ScanStatistics> {
  const { rows } = await database.query<Record<string, string | number | null>>(
    `SELECT count(*) AS total,
            count(*) FILTER (WHERE status = 'completed') AS completed,
            count(*) FILTER (WHERE status = ANY($2::text[])) AS active,
            count(*) FILTER (WHERE status = ANY($3::text[])) AS failed,
            count(*) FILTER (WHERE created_at >= now() - interval '7 days') AS recent,
            count(*) FILTER (WHERE scan_type = 'SAST') AS sast,
            count(*) FILTER (WHERE scan_type = 'SAST' AND status = 'completed') AS sast_completed
       FROM scans WHERE user_id = $1`,
    [userId, [...ACTIVE_SCAN_STATUSES], [...FAILED_SCAN_STATUSES]],
  );
  const r = rows[0] ?? {};
  const n = (k: string) => Number(r[k] ?? 0);
  const vulns = await latestScansCounts(database.db, userId);
  return {
    totalScans: n('total'),
    completedScans: n('completed'),
    activeScans: n('active'),
    failedScans: n('failed'),
    recentScans: n('recent'),
    sastScans: n('sast'),
    completedSastScans: n('sast_completed'),
    successRate: successRate(n('sast_completed'), n('sast')),
    vulnerabilities: vulns,
  };
}

export async function getScanDetail(db: Db, userId: string, id: string): Promise<ScanDetail> {
  const row = await findOwnScan(db, userId, id);
  if (row.status !== 'completed') return presentScanDetail(row, null);
  const list = await db
    .select()
    .from(findings)
    .where(eq(findings.scanId, row.id))
    .orderBy(asc(SEVERITY_RANK), asc(findings.file), asc(findings.line));
  const detail = presentScanDetail(row, list.map(maskRow));
  await withCounts(db, [detail]);
  if (detail.results)
    detail.results = {
      ...detail.results,
      summary: detail.summary,
      totalFindings: detail.summary.total,
    };
  return detail;
}

/**
 * Cancels a pending or running scan: the row becomes `cancelled` at once (the worker sees it at its
 * next heartbeat, within about a second, and aborts the engine) and scan:cancelled is emitted.
 */
export async function cancelScan(
  ctx: ScansContext,
  user: { id: string; ip?: string },
  id: string,
): Promise<{ scanId: string; status: 'cancelled'; message: string }> {
  const row = await findOwnScan(ctx.database.db, user.id, id, SCAN_MESSAGES.cancelNotFound);
  if (FINISHED_SCAN_STATUSES.includes(row.status))
    throw errors.notFound(SCAN_MESSAGES.cancelNotFound, 'SCAN_NOT_FOUND');
  if (row.status === 'cancelled')
    throw errors.badRequest(SCAN_MESSAGES.alreadyCancelled, 'SCAN_NOT_CANCELLABLE');
  if (!isActiveStatus(row.status))
    throw new AppError(
      'SCAN_NOT_CANCELLABLE',
      `A scan in status '${row.status}' cannot be cancelled.`,
    );
  const done = await cancelScans(ctx, {
    scope: { scanId: row.id, userId: user.id },
    details: 'Analysis cancelled',
    actor: { id: user.id, ip: user.ip },
    boss: ctx.queue?.boss ?? null,
  });
  if (done.length === 0) throw errors.notFound(SCAN_MESSAGES.cancelNotFound, 'SCAN_NOT_FOUND');
  return { scanId: row.id, status: 'cancelled', message: SCAN_MESSAGES.cancelled };
}

/** Deletes a scan with its findings and sources; a running scan is cancelled first. */
export async function deleteScan(ctx: ScansContext, userId: string, id: string): Promise<void> {
  const row = await findOwnScan(ctx.database.db, userId, id);
  if (isActiveStatus(row.status)) {
    await cancelScans(ctx, {
      scope: { scanId: row.id, userId },
      details: 'Analysis cancelled',
      boss: ctx.queue?.boss ?? null,
    });
  }
  await ctx.database.db.delete(scans).where(and(eq(scans.id, row.id), eq(scans.userId, userId)));
  await removeScanSources(ctx, row.id);
}
