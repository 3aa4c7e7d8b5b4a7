/**
 * Prometheus metrics (prom-client), one registry per process. Other modules record events with
 * one-line calls into this file (`metrics.loginFailed('bad_password')`, `metrics.pdfRendered('ok')`,
 * `metrics.scanFinished(stats)`, ...); the HTTP histogram is fed by a hook of ops/routes.ts; scans by
 * state and the queue's depth are read from the database when the registry is scraped.
 *
 * Series (all prefixed `vigil_`):
 *   http_request_duration_seconds{method,route,status_code}  histogram; route is the route pattern
 *   scans{state}                                            gauge, read at scrape time
 *   queue_jobs{state}                                       gauge: scan jobs created / retry / active
 *   queue_oldest_job_age_seconds                            gauge: age of the oldest job waiting
 *   scan_duration_seconds, scan_lines_per_second            histograms of completed scans
 *   scans_finished_total{outcome}                           completed / failed scans of this process
 *   engine_errors_total{kind}                               rule errors and failed analyses
 *   pdf_renders_total{outcome}                              PDF reports rendered
 *   login_failures_total{reason}                            failed logins
 * plus prom-client's default process metrics (CPU, memory, event loop lag, GC).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'vigil_' });

const httpDuration = new Histogram({
  name: 'vigil_http_request_duration_seconds',
  help: 'HTTP request duration by route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const scanDuration = new Histogram({
  name: 'vigil_scan_duration_seconds',
  help: 'Analysis time of completed scans',
  buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600],
  registers: [registry],
});

const scanLinesPerSecond = new Histogram({
  name: 'vigil_scan_lines_per_second',
  help: 'Lines analysed per second by completed scans',
  buckets: [100, 500, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000],
  registers: [registry],
});

const scansFinished = new Counter({
  name: 'vigil_scans_finished_total',
  help: 'Scans finished by this process, by outcome',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

const engineErrors = new Counter({
  name: 'vigil_engine_errors_total',
  help: 'Engine errors: a rule failing on a file (kind=rule), a failed analysis (kind=scan)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

const pdfRenders = new Counter({
  name: 'vigil_pdf_renders_total',
  help: 'PDF reports rendered, by outcome',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

const loginFailures = new Counter({
  name: 'vigil_login_failures_total',
  help: 'Failed logins, by reason',
  labelNames: ['reason'] as const,
  registers: [registry],
});

// Zero series from the start, so that rate() and alerts see them before the first event.
for (const outcome of ['completed', 'failed']) scansFinished.inc({ outcome }, 0);
for (const kind of ['rule', 'scan']) engineErrors.inc({ kind }, 0);
for (const outcome of ['ok', 'error']) pdfRenders.inc({ outcome }, 0);
for (const reason of ['unknown_email', 'bad_password', 'bad_mfa_code'])
  loginFailures.inc({ reason }, 0);

export const SCAN_STATES = ['pending', 'running', 'completed', 'failed', 'cancelled'] as const;
const QUEUE_STATES = ['created', 'retry', 'active'] as const;

/**
 * Registers the gauges read from the database at scrape time (scans by state, queue depth). Only the
 * API process (or the embedded one) does this: every process would report the same figures.
 * Returns a function that unregisters them (app close, tests).
 */
export function registerDatabaseGauges(
  database: Database,
  queueSchema = 'pgboss',
  queueName = 'scan',
): () => void {
  // Re-registering (a second app in the same process, as in tests) replaces the previous gauges.
  for (const name of ['vigil_scans', 'vigil_queue_jobs', 'vigil_queue_oldest_job_age_seconds'])
    registry.removeSingleMetric(name);
  let queueReads: Promise<{ counts: Map<string, number>; oldest: number }> | null = null;
  // One query for both queue gauges per scrape.
  const readQueue = () =>
    (queueReads ??= database
      .query<{ state: string; n: string; oldest: number | string | null }>(
        `SELECT state, count(*) AS n, extract(epoch FROM now() - min(created_on)) AS oldest
           FROM ${queueSchema}.job WHERE name = $1 AND state IN ('created', 'retry', 'active') GROUP BY state`,
        [queueName],
      )
      .then(
        (r) => {
          const counts = new Map(r.rows.map((row) => [row.state, Number(row.n)]));
          const waiting = r.rows
            .filter((row) => row.state !== 'active' && row.oldest !== null)
            .map((row) => Number(row.oldest));
          return { counts, oldest: waiting.length ? Math.max(0, Math.max(...waiting)) : 0 };
        },
        // No queue schema yet (queue not started): report nothing rather than fail the scrape.
        () => ({ counts: new Map<string, number>(), oldest: 0 }),
      )
      .finally(() => setTimeout(() => (queueReads = null), 0)));

  const scans = new Gauge({
    name: 'vigil_scans',
    help: 'Scans by state (read from the database at scrape time)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      // The database down: no figure rather than a failed scrape (the process metrics still matter).
      const rows = await database
        .query<{ status: string; n: string }>(
          'SELECT status, count(*) AS n FROM scans GROUP BY status',
        )
        .then(
          (r) => r.rows,
          () => null,
        );
      if (!rows) return this.reset();
      const counts = new Map(rows.map((r) => [r.status, Number(r.n)]));
      for (const state of new Set([...SCAN_STATES, ...counts.keys()]))
        this.set({ state }, counts.get(state) ?? 0);
    },
  });
  const jobs = new Gauge({
    name: 'vigil_queue_jobs',
    help: 'Scan jobs in the queue by state: created (waiting), retry (waiting again), active (running)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const { counts } = await readQueue();
      for (const state of QUEUE_STATES) this.set({ state }, counts.get(state) ?? 0);
    },
  });
  const oldest = new Gauge({
    name: 'vigil_queue_oldest_job_age_seconds',
    help: 'Age of the oldest scan job waiting for a worker (0 when none waits)',
    registers: [registry],
    async collect() {
      this.set((await readQueue()).oldest);
    },
  });
  return () => {
    const mine: [string, unknown][] = [
      ['vigil_scans', scans],
      ['vigil_queue_jobs', jobs],
      ['vigil_queue_oldest_job_age_seconds', oldest],
    ];
    for (const [name, g] of mine)
      if (registry.getSingleMetric(name) === g) registry.removeSingleMetric(name);
  };
}

/** The one-line calls other modules make. */
export const metrics = {
  httpRequest(method: string, route: string, statusCode: number, seconds: number): void {
    httpDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
  },
  /** A scan completed: its analysis time, lines per second, and the rules that failed on a file. */
  scanFinished(stats: { durationMs: number; linesScanned: number; ruleErrors?: unknown[] }): void {
    scansFinished.inc({ outcome: 'completed' });
    const seconds = stats.durationMs / 1000;
    scanDuration.observe(seconds);
    if (seconds > 0) scanLinesPerSecond.observe(stats.linesScanned / seconds);
    if (stats.ruleErrors?.length) engineErrors.inc({ kind: 'rule' }, stats.ruleErrors.length);
  },
  /** A scan failed at `step`; a failure during the analysis counts as an engine error. */
  scanFailed(step: string): void {
    scansFinished.inc({ outcome: 'failed' });
    if (step === 'analysis') engineErrors.inc({ kind: 'scan' });
  },
  pdfRendered(outcome: 'ok' | 'error'): void {
    pdfRenders.inc({ outcome });
  },
  loginFailed(reason: string): void {
    loginFailures.inc({ reason });
  },
};
