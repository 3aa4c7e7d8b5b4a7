/**
 * The scan job: claim the scan, prepare its sources (uploaded files are already unpacked; a
 * repository is cloned), run the engine in worker threads with an AbortSignal and progress, then
 * store the findings (one row each, in batches) together with the summary, totals and engine
 * statistics in one transaction, and report every step as socket.io events and on the scan row.
 *
 * Cancel is cooperative: every second the job refreshes its heartbeat (`updated_at`) and reads the
 * row back; when the row is gone or no longer `running` under this job, the scan is aborted. Final
 * writes are conditional on the row still being this job's running scan, so a cancel or delete
 * always wins.
 */
import { existsSync } from 'node:fs';
import {
  maskFinding,
  scan as runEngine,
  type Finding,
  type ScanProgress,
  type ScanResult,
} from '@vigil/engine';
import { CODE_KINDS, plural, SCAN_MESSAGES, type CodeKind, type ScanSummary } from '@vigil/shared';
import type { Database } from '../db/client.js';
import { projectCacheDir } from '../engine-cache.js';
import { threatModelsOf } from '../modules/projects/service.js';
import { findings } from '../db/schema/index.js';
import { removeTree } from '../sources/archive.js';
import { SourceError } from '../sources/errors.js';
import { cloneRepository } from '../sources/git.js';
import { countSourceFiles } from '../sources/tree.js';
import type { ScanEventSink } from '../realtime/sink.js';
import {
  claimScan,
  completeScan,
  failScan,
  heartbeat as beat,
  recordSourceFiles,
  sourceDir,
  stoppedScan,
  storeProgress,
} from './lifecycle.js';
import { restoreSources } from './source-store.js';
import { progressGate } from './progress-gate.js';

export { failOrphanedScan, sourceDir } from './lifecycle.js';
import { triageFindings } from './triage.js';
import { metrics } from '../ops/metrics.js';

export interface JobLogger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface ScanJobContext {
  database: Database;
  dataDir: string;
  allowPrivateRepoHosts: boolean;
  llm?: { baseUrl: string; model: string };
  events: ScanEventSink;
  log: JobLogger;
  /** Engine worker threads per scan at most (the engine runs with threads: 'always', so never on the event loop). */
  engineJobs: number;
  scanTimeoutSeconds: number;
  heartbeatMs?: number;
  /** Aborted when the process shuts down. */
  shutdown?: AbortSignal;
}

export type ScanJobOutcome = 'completed' | 'failed' | 'cancelled' | 'skipped' | 'interrupted';

const INSERT_BATCH = 200;

/** Steps named in scan:error (the dialog shows 'Error during {step}: ...'). */
const STEP = {
  clone: 'repository clone',
  sources: 'source preparation',
  analysis: 'analysis',
  store: 'saving results',
} as const;

export function summarize(list: { severity: string }[]): ScanSummary {
  const s: ScanSummary = { critical: 0, high: 0, medium: 0, low: 0, total: 0 };
  for (const f of list) {
    if (
      f.severity === 'critical' ||
      f.severity === 'high' ||
      f.severity === 'medium' ||
      f.severity === 'low'
    )
      s[f.severity]++;
    s.total++;
  }
  return s;
}

const CODE_KIND_SET: ReadonlySet<string> = new Set(CODE_KINDS);

/** The engine's codeKind when it gives a known one, else production. */
function codeKindOf(f: Finding): CodeKind {
  const k = (f as { codeKind?: unknown }).codeKind;
  return typeof k === 'string' && CODE_KIND_SET.has(k) ? (k as CodeKind) : 'production';
}

function findingRow(scanId: string, found: Finding): typeof findings.$inferInsert {
  // Credentials are masked before anything is stored (the engine masks too; this also covers AI triage text).
  const f = maskFinding(found);
  return {
    scanId,
    ruleId: f.ruleId,
    title: f.title || 'Unknown Vulnerability',
    severity: f.severity,
    confidence: f.confidence,
    cwe: f.cwe ?? [],
    owasp: f.owasp || null,
    description: f.message,
    recommendation: f.recommendation,
    file: f.file,
    line: f.startLine,
    endLine: f.endLine,
    column: f.startColumn,
    snippet: f.snippet,
    trace: (f.trace ?? []).map((t) => ({
      file: t.file,
      line: t.line,
      code: t.code,
      note: t.note ?? t.kind,
    })),
    fingerprint: f.fingerprint,
    language: f.language ?? null,
    codeKind: codeKindOf(f),
  };
}

class StopScan extends Error {
  constructor(readonly why: 'cancelled' | 'gone' | 'timeout' | 'shutdown') {
    super(why);
  }
}

/** Runs one scan job. Never throws for scan failures (they are recorded); throws only on shutdown so pg-boss retries. */
export async function performScanJob(
  ctx: ScanJobContext,
  scanId: string,
  jobId: string,
): Promise<ScanJobOutcome> {
  const { database, log } = ctx;
  // 'running' under this same job id: pg-boss retried it after its worker stopped.
  const row = await claimScan(database, scanId, jobId);
  if (!row) {
    log.info({ scanId, jobId }, 'scan job skipped: the scan is not waiting for a worker');
    return 'skipped';
  }
  const userId = row.user_id;
  const dir = sourceDir(ctx.dataDir, scanId);
  const controller = new AbortController();
  let stopReason: StopScan | null = null;
  const stop = (why: StopScan['why']) => {
    if (stopReason) return;
    stopReason = new StopScan(why);
    controller.abort(stopReason);
  };

  // Progress: stored on the row (throttled) and emitted.
  let lastWrite = 0;
  let lastPhase = '';
  let writing = Promise.resolve();
  const emitGate = progressGate();
  const progress = (details: string, phase: string, percent: number, force = false) => {
    const now = Date.now();
    // A few events a second (the engine reports every file), but every phase change and every
    // move of the percentage, so a small scan moves with each file.
    if (emitGate.pass(phase, percent, force, now))
      ctx.events.progress(userId, { scanId, details, phase, percent: Math.round(percent) });
    if (!force && phase === lastPhase && now - lastWrite < 500) return;
    lastWrite = now;
    lastPhase = phase;
    writing = writing
      .then(() => storeProgress(database, scanId, jobId, { details, phase, percent }))
      .then(
        () => undefined,
        (err: unknown) => log.warn({ err, scanId }, 'could not store scan progress'),
      );
  };

  const heartbeat = setInterval(() => {
    beat(database, scanId).then(
      (cur) => {
        if (!cur) stop('gone');
        else if (cur.status !== 'running' || cur.jobId !== jobId)
          stop(cur.status === 'cancelled' ? 'cancelled' : 'gone');
      },
      (err: unknown) => log.warn({ err, scanId }, 'scan heartbeat failed'),
    );
  }, ctx.heartbeatMs ?? 1000);
  const timeout = setTimeout(() => stop('timeout'), ctx.scanTimeoutSeconds * 1000);
  const onShutdown = () => stop('shutdown');
  if (ctx.shutdown?.aborted) onShutdown();
  ctx.shutdown?.addEventListener('abort', onShutdown, { once: true });

  let step: string = STEP.sources;
  try {
    progress('Preparing sources', 'prepare', 2, true);
    let commit: string | undefined;
    if (row.source_kind === 'repository') {
      step = STEP.clone;
      await removeTree(dir);
      const branch = row.repository_branch || 'main';
      progress(`Cloning repository ${row.repository_url} (branch ${branch})`, 'clone', 4, true);
      const cloned = await cloneRepository({
        url: row.repository_url ?? '',
        branch,
        dest: dir,
        allowPrivateHosts: ctx.allowPrivateRepoHosts,
        signal: controller.signal,
      });
      commit = cloned.commit;
    } else {
      // Another machine's upload (distributed mode): restore it from the database.
      if (!existsSync(dir) && !(await restoreSources(database, scanId, dir))) {
        throw new SourceError(
          'SOURCES_UNAVAILABLE',
          'The uploaded files of this scan are no longer available. Please start a new scan.',
        );
      }
    }
    if (stopReason) throw stopReason;
    // The tree the engine runs over must be the whole one: a worker that died while removing it
    // (or while restoring it) leaves part of it behind, and a retried job finds that part.
    let expectedFiles = row.source_files;
    if (row.source_kind === 'repository') {
      expectedFiles = await countSourceFiles(dir);
      await recordSourceFiles(database, scanId, jobId, expectedFiles);
    }
    if (
      row.source_kind === 'upload' &&
      expectedFiles !== null &&
      (await countSourceFiles(dir)) !== expectedFiles
    ) {
      // Part of an upload: the copy in the database (distributed mode), when there is one, is whole.
      await removeTree(dir);
      await restoreSources(database, scanId, dir);
    }
    await checkSourcesComplete(dir, expectedFiles);

    step = STEP.analysis;
    progress('Discovering files', 'discover', 8, true);
    const result: ScanResult = await runEngine({
      root: dir,
      jobs: ctx.engineJobs,
      // Even a small scan runs on worker threads: the API's event loop never runs the analysis.
      threads: 'always',
      cacheDir: projectCacheDir(ctx.dataDir, row.project_id),
      // The project's setting; the engine's cache keys on it, so a change re-analyses every file.
      threatModels: threatModelsOf(row.threat_models),
      signal: controller.signal,
      onProgress: (p: ScanProgress) => {
        if (p.phase === 'analyze') {
          const pct = p.filesTotal > 0 ? 10 + (80 * p.filesDone) / p.filesTotal : 10;
          // The last file is always shown.
          progress(
            p.filesTotal > 0
              ? `Analyzing code for security vulnerabilities (${p.filesDone}/${p.filesTotal} files)`
              : 'Analyzing code for security vulnerabilities...',
            'analyze',
            pct,
            p.filesTotal > 0 && p.filesDone === p.filesTotal,
          );
        } else if (p.phase === 'discover') {
          progress(p.message ?? 'Discovering files', 'discover', 8);
        } else if (p.phase === 'report') {
          progress('Collecting findings', 'report', 92, true);
        }
      },
    });
    if (stopReason) throw stopReason;
    // Checked again when the run ends: nothing of the tree went away while the engine read it.
    await checkSourcesComplete(dir, expectedFiles);

    let triageNote: string = SCAN_MESSAGES.triageSkipped;
    if (ctx.llm) {
      progress('AI triage of the findings', 'triage', 93, true);
      const triaged = await triageFindings(ctx.llm, result.findings, { signal: controller.signal });
      result.findings = triaged.findings;
      triageNote = triaged.note;
      if (stopReason) throw stopReason;
    }

    step = STEP.store;
    progress(`Saving ${plural(result.findings.length, 'finding')}`, 'store', 95, true);
    await writing;
    const summary = summarize(result.findings);
    const stats = {
      filesScanned: result.stats.filesScanned,
      linesScanned: result.stats.linesScanned,
      languages: result.stats.byLanguage,
      durationMs: Math.round(result.stats.durationMs),
      skippedCounts: result.stats.skippedCounts,
      rulesRun: result.stats.rulesRun,
      ...(commit ? { commit } : {}),
    };
    const stored = await completeScan(
      ctx,
      { scanId, jobId, userId },
      { summary, stats, triageNote },
      async (tx) => {
        for (let i = 0; i < result.findings.length; i += INSERT_BATCH) {
          await tx
            .insert(findings)
            .values(result.findings.slice(i, i + INSERT_BATCH).map((f) => findingRow(scanId, f)));
        }
      },
    );
    if (!stored) throw new StopScan('cancelled');
    metrics.scanFinished(result.stats);
    log.info({ scanId, findings: summary.total }, 'scan completed');
    return 'completed';
  } catch (err) {
    const why = err instanceof StopScan ? err : stopReason;
    if (why?.why === 'shutdown') {
      // Leave the row running: its heartbeat stops, and the retried job (or the reconciler) takes it over.
      log.warn({ scanId }, 'scan interrupted by shutdown');
      throw new Error('worker shut down during the scan');
    }
    if (why?.why === 'cancelled' || why?.why === 'gone') {
      log.info({ scanId, why: why.why }, 'scan stopped');
      await stoppedScan(ctx, scanId);
      return 'cancelled';
    }
    const message =
      why?.why === 'timeout'
        ? `The analysis timed out after ${Math.round(ctx.scanTimeoutSeconds / 60)} minutes.`
        : err instanceof SourceError
          ? err.message
          : `${(err as Error)?.message ?? String(err)}`;
    if (!(err instanceof SourceError) && why?.why !== 'timeout')
      log.error({ err, scanId }, 'scan failed');
    if (await failScan(ctx, { scanId, jobId, userId }, message, step)) metrics.scanFailed(step);
    return 'failed';
  } finally {
    clearInterval(heartbeat);
    clearTimeout(timeout);
    ctx.shutdown?.removeEventListener('abort', onShutdown);
    await writing;
  }
}

/** Fails the scan with a clear message when its source tree does not hold the files it was stored with. */
async function checkSourcesComplete(dir: string, expected: number | null): Promise<void> {
  if (expected === null) return;
  const found = await countSourceFiles(dir);
  if (found !== expected) {
    throw new SourceError(
      'SOURCES_INCOMPLETE',
      `The sources of this scan are incomplete: ${found} of its ${expected} files were found (the scan was interrupted). Please start a new scan.`,
    );
  }
}
