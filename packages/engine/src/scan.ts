/**
 * The scan scheduler: discovery, then files spread over worker threads (or analyzed inline),
 * taint pass 2 for the files that need the project's summaries, then findings merged,
 * deduplicated and filtered by the baseline.
 */
import * as os from 'node:os';
import * as path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { discoverSteps, type DiscoverResult } from './discover.js';
import { createEngine, type EngineOptions } from './engine.js';
import { processFile, type FileOutcome, type FileTask } from './core/process.js';
import { readSource } from './core/read.js';
import { dedupe } from './core/finding.js';
import { maskFinding } from './core/mask.js';
import type { RuleError } from './core/analyze.js';
import { ruleAppliesTo } from './rules/load.js';
import type { Finding, ScanOptions, ScanPhase, ScanResult, ScanStats } from './types.js';
import type { FileSummary, ProjectSummaries } from './taint/api.js';
import type { WorkerReady } from './worker.js';

/** Options of scan() beyond the public ScanOptions. */
export interface ScanInternals extends EngineOptions {
  /** Skip node_modules, .git, dist, vendor... and honour .gitignore when walking a root (default true). */
  defaultIgnores?: boolean;
  /** Below this many bytes of source the scan runs inline: starting threads would cost more (default 1 MiB). */
  workerThresholdBytes?: number;
}

const SEVERITY_ORDER = { critical: 0, high: 1, medium: 2, low: 3 } as const;
/** The skipped list is capped; counts stay exact. */
const MAX_SKIPPED_LISTED = 1000;
const MAX_RULE_ERRORS = 200;

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The scan was aborted', 'AbortError');
}

/** Longest stretch of synchronous work (ms) in the calling thread before the event loop gets a turn. */
const SLICE_MS = 20;

/**
 * A checkpoint for the loops that run in the calling thread (discovery, inline analysis): once
 * SLICE_MS of work has passed it yields to the event loop (so timers, I/O and an abort fired from
 * them are seen), then throws the signal's reason if the scan was aborted.
 */
function checkpoint(signal: AbortSignal | undefined): () => Promise<void> {
  let sliceStart = Date.now();
  return async () => {
    if (Date.now() - sliceStart >= SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = Date.now();
    }
    if (signal?.aborted) throw abortError(signal);
  };
}

/** Where the worker entry lives: dist/worker.js after build, src/worker.ts from source (run through tsx). */
function workerSpec(): { code: string; eval: true } | { url: URL; eval: false } {
  const self = fileURLToPath(import.meta.url);
  if (self.endsWith('.js')) return { url: new URL('./worker.js', import.meta.url), eval: false };
  const require = createRequire(import.meta.url);
  const tsxApi = pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./worker.ts', import.meta.url).href;
  // Loader flags in a worker's execArgv do not apply to it on Node 20; register tsx inside the worker instead.
  const code = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return { code, eval: true };
}

/**
 * Scans a directory or a list of files and returns the findings and statistics.
 * Rejects with the signal's reason when `signal` aborts (within about a second).
 */
export async function scan(opts: ScanOptions & ScanInternals): Promise<ScanResult> {
  const t0 = Date.now();
  const signal = opts.signal;
  if (signal?.aborted) throw abortError(signal);
  const root = path.resolve(opts.root ?? process.cwd());
  const progress = (phase: ScanPhase, filesDone: number, filesTotal: number, message?: string) => {
    try {
      opts.onProgress?.({ phase, filesDone, filesTotal, message });
    } catch {}
  };
  if (!opts.root && !opts.files) throw new Error('scan() needs root or files');
  const tick = checkpoint(signal);
  progress('discover', 0, 0, 'Discovering files');
  const steps = discoverSteps({ root, files: opts.files, include: opts.include, exclude: opts.exclude, defaultIgnores: opts.defaultIgnores, signal });
  let disc: DiscoverResult | undefined;
  while (!disc) {
    const step = steps.next();
    if (step.done) disc = step.value;
    await tick();
  }
  const tasks: FileTask[] = disc.files.map((f) => ({ abs: f.abs, rel: f.rel, language: f.language, size: f.size }));
  const total = tasks.length;
  progress('analyze', 0, total, `Analyzing ${total} files`);

  const jobs = Math.max(1, Math.floor(opts.jobs ?? os.availableParallelism()));
  const engineOpts: EngineOptions = { rulesDir: opts.rulesDir, extraRules: opts.extraRules, onlyRules: opts.onlyRules, noPrefilter: opts.noPrefilter, taintRulesDir: opts.taintRulesDir };
  const totalBytes = tasks.reduce((n, t) => n + (t.size ?? 0), 0);
  const useWorkers = opts.threads === 'always' || (jobs > 1 && total > 8 && totalBytes >= (opts.workerThresholdBytes ?? 1024 * 1024));
  // 'always' with no files still starts one thread: it loads the rules, so setup errors are reported.
  const threads = useWorkers ? Math.max(1, Math.min(jobs, Math.ceil(total / 4))) : 0;
  const outcomes: FileOutcome[] = [];
  const pass2: Finding[] = [];
  const pass2Errors: RuleError[] = [];
  // On worker threads the rules are loaded there only; the first thread ready says which and what failed.
  let setup: WorkerReady;

  if (!useWorkers) {
    const engine = createEngine(engineOpts);
    setup = { ruleLanguages: engine.rules.map((r) => r.languages), setupErrors: engine.setupErrors };
    await tick();
    let done = 0;
    for (const t of tasks) {
      outcomes.push(processFile(engine.analyzer, t));
      done++;
      progress('analyze', done, total);
      await tick();
    }
    const project = projectOf(outcomes);
    const byRel = new Map(tasks.map((t) => [t.rel, t]));
    for (const o of outcomes) {
      if (!o.needsProject) continue;
      await tick();
      const t = byRel.get(o.rel)!;
      const read = readSource(t.abs);
      if ('skip' in read) continue;
      const r = engine.analyzer.analyzeWithProject(t.abs, t.rel, t.language, read.source, project);
      pass2.push(...r.findings);
      pass2Errors.push(...r.ruleErrors);
    }
  } else {
    setup = await runWorkers(threads, tasks, engineOpts, signal, outcomes, pass2, pass2Errors, (done) => progress('analyze', done, total));
  }
  progress('report', total, total, 'Collecting findings');

  // Statistics.
  const stats: ScanStats = {
    filesScanned: 0,
    linesScanned: 0,
    byLanguage: {},
    skipped: [],
    skippedCounts: {},
    durationMs: 0,
    rulesRun: 0,
    ruleErrors: [],
    filesWithSyntaxErrors: 0,
    minifiedFiles: 0,
    workerThreads: threads,
  };
  const skip = (file: string, reason: ScanStats['skipped'][number]['reason']) => {
    stats.skippedCounts[reason] = (stats.skippedCounts[reason] ?? 0) + 1;
    if (stats.skipped.length < MAX_SKIPPED_LISTED) stats.skipped.push({ file, reason });
  };
  for (const s of disc.skipped) skip(s.file, s.reason);
  const langs = new Set<string>();
  let findings: Finding[] = [];
  const errSeen = new Set<string>();
  const addErr = (e: RuleError) => {
    const k = `${e.ruleId}\0${e.error}`;
    if (errSeen.has(k) || stats.ruleErrors.length >= MAX_RULE_ERRORS) return;
    errSeen.add(k);
    stats.ruleErrors.push({ ruleId: e.ruleId, file: e.file, error: e.error });
  };
  for (const o of outcomes) {
    for (const e of o.ruleErrors) addErr(e);
    if (o.skip) {
      skip(o.rel, o.skip);
      continue;
    }
    stats.filesScanned++;
    stats.linesScanned += o.lines;
    const b = (stats.byLanguage[o.language] ??= { files: 0, lines: 0 });
    b.files++;
    b.lines += o.lines;
    if (o.syntaxErrors) stats.filesWithSyntaxErrors!++;
    if (o.minified) stats.minifiedFiles!++;
    langs.add(o.language);
    findings.push(...o.findings);
  }
  for (const e of pass2Errors) addErr(e);
  for (const e of setup.setupErrors) addErr(e);
  findings.push(...pass2);
  stats.rulesRun = setup.ruleLanguages.filter((languages) => [...langs].some((l) => ruleAppliesTo({ languages }, l as never))).length;

  findings = dedupe(findings);
  // Credentials in snippets, messages and trace steps are masked in every output.
  findings = findings.map(maskFinding);
  if (opts.baseline) {
    const base = new Set(opts.baseline);
    if (base.size) findings = findings.filter((f) => !base.has(f.fingerprint));
  }
  findings.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.startLine - b.startLine || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.ruleId < b.ruleId ? -1 : 1)));
  stats.durationMs = Date.now() - t0;
  progress('done', total, total, `${findings.length} findings`);
  return { findings, stats };
}

function projectOf(outcomes: FileOutcome[]): ProjectSummaries {
  const files: Record<string, FileSummary> = {};
  for (const o of outcomes) if (o.summary) files[o.rel] = o.summary;
  return { files };
}

/** Batches of files for one worker message: a few files, or fewer when they are big. */
function makeBatches(tasks: FileTask[]): FileTask[][] {
  const out: FileTask[][] = [];
  let cur: FileTask[] = [];
  let bytes = 0;
  for (const t of tasks) {
    cur.push(t);
    bytes += t.size ?? 0;
    if (cur.length >= 16 || bytes >= 256 * 1024) {
      out.push(cur);
      cur = [];
      bytes = 0;
    }
  }
  if (cur.length) out.push(cur);
  return out;
}

async function runWorkers(
  n: number,
  tasks: FileTask[],
  engineOpts: EngineOptions,
  signal: AbortSignal | undefined,
  outcomes: FileOutcome[],
  pass2: Finding[],
  pass2Errors: RuleError[],
  onDone: (done: number) => void,
): Promise<WorkerReady> {
  const spec = workerSpec();
  const workers: Worker[] = [];
  const batches = makeBatches(tasks);
  let next = 0;
  let done = 0;
  const byRel = new Map(tasks.map((t) => [t.rel, t]));
  let setup: WorkerReady | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      let finished = false;
      let active = 0;
      const fail = (e: unknown) => {
        if (finished) return;
        finished = true;
        reject(e);
      };
      const onAbort = () => fail(abortError(signal!));
      signal?.addEventListener('abort', onAbort, { once: true });
      let phase2Started = false;
      let pending2 = 0;
      const startPhase2 = () => {
        phase2Started = true;
        const project = projectOf(outcomes);
        const need = outcomes.filter((o) => o.needsProject).map((o) => byRel.get(o.rel)!);
        if (!need.length) {
          finished = true;
          signal?.removeEventListener('abort', onAbort);
          resolve();
          return;
        }
        const per = Math.ceil(need.length / workers.length);
        for (let i = 0; i < workers.length; i++) {
          const slice = need.slice(i * per, (i + 1) * per);
          if (!slice.length) continue;
          pending2++;
          workers[i].postMessage({ type: 'project', tasks: slice, project });
        }
      };
      const feed = (w: Worker) => {
        if (finished) return;
        if (next < batches.length) {
          active++;
          w.postMessage({ type: 'files', tasks: batches[next++] });
        } else if (active === 0 && !phase2Started) {
          startPhase2();
        }
      };
      for (let i = 0; i < n; i++) {
        const w = spec.eval ? new Worker(spec.code, { eval: true, workerData: engineOpts }) : new Worker(spec.url, { workerData: engineOpts });
        workers.push(w);
        w.on('error', fail);
        w.on('exit', (code) => {
          if (!finished && code !== 0) fail(new Error(`analysis worker exited with code ${code}`));
        });
        w.on('message', (msg: { type: string; outcomes?: FileOutcome[]; findings?: Finding[]; ruleErrors?: RuleError[] } & Partial<WorkerReady>) => {
          if (finished) return;
          if (msg.type === 'ready') {
            setup ??= { ruleLanguages: msg.ruleLanguages!, setupErrors: msg.setupErrors! };
            feed(w);
          } else if (msg.type === 'files') {
            active--;
            outcomes.push(...msg.outcomes!);
            done += msg.outcomes!.length;
            onDone(done);
            feed(w);
            // Workers that finished their last batch early may need to trigger phase 2.
            if (next >= batches.length && active === 0 && !phase2Started) startPhase2();
          } else if (msg.type === 'project') {
            pass2.push(...msg.findings!);
            pass2Errors.push(...msg.ruleErrors!);
            if (--pending2 === 0) {
              finished = true;
              signal?.removeEventListener('abort', onAbort);
              resolve();
            }
          }
        });
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate().catch(() => undefined)));
  }
  // Every path to resolve() passes through a worker's 'ready' message.
  return setup!;
}
