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
import { noteParsed } from './core/gc.js';
import { dedupe, dropYielded, yieldsOf } from './core/finding.js';
import { maskFinding } from './core/mask.js';
import type { RuleError } from './core/analyze.js';
import { ruleAppliesTo } from './rules/load.js';
import type { Finding, ScanOptions, ScanPhase, ScanResult, ScanStats } from './types.js';
import type { FileSummary, ProjectSummaries } from './taint/api.js';
import type { WorkerReady } from './worker-protocol.js';
import {
  listHash,
  pass2Key,
  ScanCache,
  summaryHash,
  type DepsEntry,
  type Pass2Result,
} from './core/scan-cache.js';
import { projectDeps } from './taint/index.js';
import { propertiesFingerprint } from './analyzers/config-hash.js';

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
  const tsxApi = pathToFileURL(
    path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  ).href;
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
  const steps = discoverSteps({
    root,
    files: opts.files,
    include: opts.include,
    exclude: opts.exclude,
    defaultIgnores: opts.defaultIgnores,
    signal,
  });
  let disc: DiscoverResult | undefined;
  while (!disc) {
    const step = steps.next();
    if (step.done) disc = step.value;
    await tick();
  }
  const allTasks: FileTask[] = disc.files.map((f) => ({
    abs: f.abs,
    rel: f.rel,
    language: f.language,
    size: f.size,
  }));
  const total = allTasks.length;
  progress('analyze', 0, total, `Analyzing ${total} files`);

  const jobs = Math.max(1, Math.floor(opts.jobs ?? os.availableParallelism()));
  const engineOpts: EngineOptions = {
    rulesDir: opts.rulesDir,
    extraRules: opts.extraRules,
    onlyRules: opts.onlyRules,
    noPrefilter: opts.noPrefilter,
    taintRulesDir: opts.taintRulesDir,
    threatModels: opts.threatModels,
  };
  const outcomes: FileOutcome[] = [];
  const pass2: Pass2Result[] = [];
  // Incremental re-scan: a file whose content the cache knows keeps its pass 1.
  const cache = opts.cacheDir
    ? ScanCache.open(opts.cacheDir, engineOpts, propertiesFingerprint(root))
    : undefined;
  const hashes = new Map<string, string>();
  let tasks = allTasks;
  if (cache) {
    tasks = [];
    for (const [i, t] of allTasks.entries()) {
      const h = cache.fileHash(t.rel, t.abs, disc.files[i].stamp, disc.files[i].changedMs);
      const hit = h ? cache.outcome(t.rel, h) : undefined;
      if (h) hashes.set(t.rel, h);
      if (hit) outcomes.push(hit);
      else tasks.push(t);
      await tick();
    }
  }
  const reused = outcomes.length;
  const byRel = new Map(allTasks.map((t) => [t.rel, t]));
  const pass2Keys = new Map<string, { key: string; deps: DepsEntry }>();
  let projectReused = 0;
  /** The files pass 2 must analyse: those needing the project's summaries, less those the cache knows. */
  const planPass2 = (project: ProjectSummaries): FileTask[] => {
    const need = outcomes.filter((o) => o.needsProject).map((o) => byRel.get(o.rel)!);
    if (!cache) return need;
    const sums = new Map<string, string>();
    const sumOf = (rel: string) => {
      let h = sums.get(rel);
      if (h === undefined)
        sums.set(rel, (h = cache.reusedSummaryHash(rel) ?? summaryHash(project.files[rel])));
      return h;
    };
    const run: FileTask[] = [];
    const list = listHash(Object.keys(project.files));
    for (const t of need) {
      const h = hashes.get(t.rel);
      // the files it depends on: as the last scan found them while the file and the file list are the same
      let depPaths = h ? cache.deps(t.rel, h, list) : undefined;
      if (h && !depPaths) {
        const read = readSource(t.abs);
        if (!('skip' in read))
          depPaths = projectDeps(t.language, t.rel, read.source, project.files);
      }
      if (!h || !depPaths) {
        run.push(t);
        continue;
      }
      const key = pass2Key(
        h,
        depPaths.map((d) => ({ path: d, summary: sumOf(d) })),
      );
      pass2Keys.set(t.rel, { key, deps: { hash: h, list, deps: depPaths } });
      const hit = cache.pass2(t.rel, key);
      if (hit) {
        pass2.push(hit);
        projectReused++;
      } else run.push(t);
    }
    return run;
  };
  const totalBytes = tasks.reduce((n, t) => n + (t.size ?? 0), 0);
  // Every file known to the cache, pass 2 included: no engine to build at all.
  const cachedPass2 = cache?.setup && !tasks.length ? planPass2(projectOf(outcomes)) : undefined;
  const allCached = !!cachedPass2 && !cachedPass2.length;
  const useWorkers =
    !allCached &&
    (opts.threads === 'always' ||
      (jobs > 1 && tasks.length > 8 && totalBytes >= (opts.workerThresholdBytes ?? 1024 * 1024)));
  // 'always' with no files still starts one thread: it loads the rules, so setup errors are reported.
  const threads = useWorkers ? Math.max(1, Math.min(jobs, Math.ceil(tasks.length / 4))) : 0;
  let projectAnalyzed = 0;
  // On worker threads the rules are loaded there only; the first thread ready says which and what failed.
  let setup: WorkerReady;

  if (allCached) {
    setup = cache!.setup!;
  } else if (!useWorkers) {
    const engine = createEngine(engineOpts);
    setup = {
      ruleLanguages: engine.rules.map((r) => r.languages),
      setupErrors: engine.setupErrors,
      yields: yieldsOf(engine.rules),
    };
    await tick();
    let done = reused;
    for (const t of tasks) {
      outcomes.push(processFile(engine.analyzer, t));
      done++;
      progress('analyze', done, total);
      await tick();
    }
    const project = projectOf(outcomes);
    const need = cachedPass2 ?? planPass2(project);
    projectAnalyzed = need.length;
    for (const t of need) {
      await tick();
      const read = readSource(t.abs);
      if ('skip' in read) continue;
      const r = engine.analyzer.analyzeWithProject(t.abs, t.rel, t.language, read.source, project);
      // a tree to free only when pass 2 parsed the file again (not when it took over pass 1's)
      if (r.parsed) noteParsed(read.source.length);
      pass2.push({ rel: t.rel, findings: r.findings, ruleErrors: r.ruleErrors });
    }
    engine.analyzer.release();
  } else {
    setup = await runWorkers(
      threads,
      tasks,
      engineOpts,
      signal,
      outcomes,
      planPass2,
      pass2,
      (n) => (projectAnalyzed = n),
      (done) => progress('analyze', reused + done, total),
    );
  }
  if (cache) {
    for (const o of outcomes) {
      const h = hashes.get(o.rel);
      if (h) cache.putOutcome(o.rel, h, o);
    }
    for (const r of pass2) {
      const k = pass2Keys.get(r.rel);
      if (k) cache.putPass2(k.key, r, k.deps);
    }
    cache.setup = setup;
    cache.save();
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
    ...(cache ? { cache: { analyzed: tasks.length, reused, projectAnalyzed, projectReused } } : {}),
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
  for (const r of pass2) for (const e of r.ruleErrors) addErr(e);
  for (const e of setup.setupErrors) addErr(e);
  for (const r of pass2) findings.push(...r.findings);
  stats.rulesRun = setup.ruleLanguages.filter((languages) =>
    [...langs].some((l) => ruleAppliesTo({ languages }, l as never)),
  ).length;

  // a pattern finding of pass 1 gives way to the taint finding pass 2 made on its line
  findings = dedupe(dropYielded(findings, setup.yields ?? {}));
  // Credentials in snippets, messages and trace steps are masked in every output.
  findings = findings.map(maskFinding);
  if (opts.baseline) {
    const base = new Set(opts.baseline);
    if (base.size) findings = findings.filter((f) => !base.has(f.fingerprint));
  }
  findings.sort((a, b) =>
    a.file < b.file
      ? -1
      : a.file > b.file
        ? 1
        : a.startLine - b.startLine ||
          SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
          (a.ruleId < b.ruleId ? -1 : 1),
  );
  stats.durationMs = Date.now() - t0;
  progress('done', total, total, `${findings.length} findings`);
  return { findings, stats };
}

function projectOf(outcomes: FileOutcome[]): ProjectSummaries {
  const files: Record<string, FileSummary> = {};
  for (const o of outcomes) {
    // a summary from the cache is parsed when first read (a file's pass 2 reads those it depends on)
    const lazy = Object.getOwnPropertyDescriptor(o, 'summary')?.get;
    if (lazy)
      Object.defineProperty(files, o.rel, { get: lazy, enumerable: true, configurable: true });
    else if (o.summary) files[o.rel] = o.summary;
  }
  return { files };
}

/**
 * A smaller young generation than V8's default for analysis threads: most of their allocations die
 * with the file, and each thread's nursery is resident memory (peak RSS of a default scan).
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 8 };

/**
 * Pass 2 tasks per thread: each file on the thread that ran its pass 1 (where its tree and lowered
 * functions may be kept), then files moved from the most loaded threads to the least loaded until
 * no thread has more than an even share. Files without an owner (pass 1 from the cache) fill up.
 */
export function assignPass2(
  need: FileTask[],
  owner: Map<string, number>,
  threads: number,
): FileTask[][] {
  const out: FileTask[][] = Array.from({ length: threads }, () => []);
  const loose: FileTask[] = [];
  for (const t of need) {
    const o = owner.get(t.rel);
    if (o !== undefined && o < threads) out[o].push(t);
    else loose.push(t);
  }
  const share = Math.ceil(need.length / threads);
  for (const l of out) while (l.length > share) loose.push(l.pop()!);
  for (const t of loose) {
    let min = 0;
    for (let i = 1; i < threads; i++) if (out[i].length < out[min].length) min = i;
    out[min].push(t);
  }
  return out;
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
  planPass2: (project: ProjectSummaries) => FileTask[],
  pass2: Pass2Result[],
  onPass2Planned: (files: number) => void,
  onDone: (done: number) => void,
): Promise<WorkerReady> {
  const spec = workerSpec();
  const workers: Worker[] = [];
  const batches = makeBatches(tasks);
  let next = 0;
  let done = 0;
  let setup: WorkerReady | undefined;
  /** The thread that ran each file's pass 1, by path. */
  const owner = new Map<string, number>();
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
        const need = planPass2(project);
        onPass2Planned(need.length);
        if (!need.length) {
          finished = true;
          signal?.removeEventListener('abort', onAbort);
          resolve();
          return;
        }
        for (const [i, slice] of assignPass2(need, owner, workers.length).entries()) {
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
        const w = spec.eval
          ? new Worker(spec.code, {
              eval: true,
              workerData: engineOpts,
              resourceLimits: WORKER_LIMITS,
            })
          : new Worker(spec.url, { workerData: engineOpts, resourceLimits: WORKER_LIMITS });
        workers.push(w);
        w.on('error', fail);
        w.on('exit', (code) => {
          if (!finished && code !== 0) fail(new Error(`analysis worker exited with code ${code}`));
        });
        w.on(
          'message',
          (
            msg: {
              type: string;
              outcomes?: FileOutcome[];
              results?: Pass2Result[];
            } & Partial<WorkerReady>,
          ) => {
            if (finished) return;
            if (msg.type === 'ready') {
              setup ??= {
                ruleLanguages: msg.ruleLanguages!,
                setupErrors: msg.setupErrors!,
                yields: msg.yields,
              };
              feed(w);
            } else if (msg.type === 'files') {
              active--;
              for (const o of msg.outcomes!) owner.set(o.rel, i);
              outcomes.push(...msg.outcomes!);
              done += msg.outcomes!.length;
              onDone(done);
              feed(w);
              // Workers that finished their last batch early may need to trigger phase 2.
              if (next >= batches.length && active === 0 && !phase2Started) startPhase2();
            } else if (msg.type === 'project') {
              pass2.push(...msg.results!);
              if (--pending2 === 0) {
                finished = true;
                signal?.removeEventListener('abort', onAbort);
                resolve();
              }
            }
          },
        );
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate().catch(() => undefined)));
  }
  // Every path to resolve() passes through a worker's 'ready' message.
  return setup!;
}
