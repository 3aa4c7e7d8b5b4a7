/**
 * The scan queue and its workers. `ScanQueue` owns pg-boss (enqueue from the API); `ScanWorkers`
 * takes jobs with SCAN_CONCURRENCY parallel pg-boss workers (in the API process in embedded mode,
 * or in `worker-main.ts`) and reconciles orphaned scans: at start-up and every few seconds, a
 * `running` scan whose heartbeat stopped has its job failed in pg-boss, which retries it
 * (retryLimit) or, with no attempt left, the scan is marked failed with a clear error.
 */
import os from 'node:os';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import type { QueueSettings } from '../config.js';
import {
  SCAN_QUEUE,
  startBoss,
  trackedBossDb,
  type ScanJobData,
  type TrackedBossDb,
} from './boss.js';
import { failOrphanedScan, recordJob, requeueOrphan } from './lifecycle.js';
import { jobLogger } from '../ops/request-id.js';
import { performScanJob, type JobLogger, type ScanJobContext } from './scan-job.js';

export class ScanQueue {
  boss: PgBoss | null = null;
  private db: TrackedBossDb | null = null;
  constructor(
    readonly database: Database,
    readonly settings: QueueSettings,
    private readonly log: JobLogger,
  ) {}

  get started(): boolean {
    return this.boss !== null;
  }

  async start(): Promise<void> {
    if (this.boss) return;
    this.db = trackedBossDb(this.database);
    this.boss = await startBoss(
      this.database,
      this.settings,
      (err) => this.log.error({ err }, 'scan queue error'),
      this.db,
    );
  }

  /** Queues the scan and records the job id on its row. */
  async enqueue(scanId: string, requestId?: string): Promise<string> {
    if (!this.boss) throw new Error('the scan queue is not started');
    const jobId = await this.boss.send(SCAN_QUEUE, {
      scanId,
      ...(requestId ? { requestId } : {}),
    } satisfies ScanJobData);
    if (!jobId) throw new Error('the scan job could not be queued');
    await recordJob(this.database, scanId, jobId);
    return jobId;
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    if (boss) await boss.stop({ graceful: false, wait: true, close: false } as PgBoss.StopOptions);
    // Writes pg-boss started without awaiting them (a job's completion) end before the database closes.
    await this.db?.settled();
    this.db = null;
  }
}

/** Engine threads per scan: the cores shared by the concurrent scans, at least 2 (never the event loop for large scans). */
export function engineJobsFor(concurrency: number): number {
  return Math.max(2, Math.floor(os.availableParallelism() / Math.max(1, concurrency)));
}

export class ScanWorkers {
  private readonly shutdown = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  private readonly running = new Set<Promise<unknown>>();
  /** Scans this process is running: never orphans, however late their heartbeat (a busy event loop). */
  private readonly active = new Set<string>();
  private reconciling = false;

  constructor(
    private readonly queue: ScanQueue,
    private readonly ctx: Omit<ScanJobContext, 'shutdown' | 'scanTimeoutSeconds'>,
    private readonly concurrency: number,
  ) {}

  /**
   * Starts the workers. `orphansNow`: every `running` scan is orphaned at once (embedded PGlite: no
   * other process can be running it); otherwise only those whose heartbeat is stale.
   */
  async start(opts: { orphansNow: boolean }): Promise<void> {
    const boss = this.queue.boss;
    if (!boss) throw new Error('the scan queue is not started');
    await this.reconcile(opts.orphansNow);
    for (let i = 0; i < this.concurrency; i++) {
      await boss.work<ScanJobData>(
        SCAN_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: this.queue.settings.pollingIntervalSeconds },
        async ([job]) => {
          this.active.add(job.data.scanId);
          const p = performScanJob(
            {
              ...this.ctx,
              log: jobLogger(this.ctx.log, job.data),
              shutdown: this.shutdown.signal,
              scanTimeoutSeconds: this.queue.settings.scanTimeoutSeconds,
            },
            job.data.scanId,
            job.id,
          );
          this.running.add(p);
          try {
            return await p;
          } finally {
            this.running.delete(p);
            this.active.delete(job.data.scanId);
          }
        },
      );
    }
    this.timer = setInterval(() => {
      void this.reconcile(false);
    }, this.queue.settings.reconcileIntervalSeconds * 1000);
  }

  /** Finds orphaned scans and retries or fails them. Returns the ids handled. */
  async reconcile(all: boolean): Promise<string[]> {
    const boss = this.queue.boss;
    if (!boss || this.reconciling) return [];
    this.reconciling = true;
    const handled: string[] = [];
    try {
      const stale = this.queue.settings.staleAfterSeconds;
      const { rows } = await this.ctx.database.query<{
        id: string;
        job_id: string | null;
        status: string;
      }>(
        `SELECT id, job_id, status FROM scans
          WHERE (status = 'running' AND ($1::boolean OR updated_at < now() - make_interval(secs => $2::int)))
             OR (status = 'pending' AND updated_at < now() - make_interval(secs => $2::int * 4))`,
        [all, Math.ceil(stale)],
      );
      for (const scan of rows) {
        if (this.active.has(scan.id)) continue;
        let job = scan.job_id ? await boss.getJobById(SCAN_QUEUE, scan.job_id) : null;
        if (scan.status === 'pending') {
          // Waiting in line is fine; a pending scan whose job is gone or finished will never run.
          if (job && ['created', 'retry', 'active'].includes(job.state)) continue;
          if (await failOrphanedScan(this.ctx, scan.id)) handled.push(scan.id);
          continue;
        }
        if (job && job.state === 'active') {
          await boss.fail(SCAN_QUEUE, job.id, { message: 'The worker running this scan stopped.' });
          job = await boss.getJobById(SCAN_QUEUE, job.id);
        }
        if (job && (job.state === 'retry' || job.state === 'created')) {
          await requeueOrphan(this.ctx.database, scan.id);
          this.ctx.log.warn({ scanId: scan.id }, 'orphaned scan queued again');
        } else if (await failOrphanedScan(this.ctx, scan.id)) {
          this.ctx.log.warn({ scanId: scan.id }, 'orphaned scan failed: no attempt left');
        }
        handled.push(scan.id);
      }
    } catch (err) {
      this.ctx.log.error({ err }, 'scan reconcile failed');
    } finally {
      this.reconciling = false;
    }
    return handled;
  }

  /** Stops taking jobs and interrupts running scans (they are retried by the next worker). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.queue.boss?.offWork(SCAN_QUEUE);
    this.shutdown.abort();
    await Promise.allSettled([...this.running]);
    // pg-boss records each finished job without awaiting it: ScanQueue.stop() waits for those
    // writes before the database closes.
  }
}
