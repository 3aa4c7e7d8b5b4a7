/**
 * Results of earlier scans of the same tree, for incremental re-scans (`cacheDir`, CLI `--cache`).
 *
 * - Pass 1 of a file (its findings, taint summary, line count...) depends on its content and on
 *   the engine alone: it is kept under the file's path with the SHA-256 of its bytes.
 * - Pass 2 of a file (taint through functions of other files) also depends on the summaries of
 *   the project files it resolves to (its imports, and for Go and Java the files of its package):
 *   it is kept under a key made of the file's hash and those files' paths and summary hashes, so
 *   it is computed again when the file or one of the files it depends on changed.
 * - Everything is keyed by the engine version: a hash of the engine's code, its rules and
 *   specifications and the options that change results. Another version starts an empty cache.
 *
 * One JSON file per cache directory holds the current version's entries; it is replaced
 * atomically after each scan and holds the files of the last scan only.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EngineOptions } from '../engine.js';
import { DYNAMIC_GRAMMARS } from '../languages/grammars.js';
import { defaultRulesDir } from '../rules/load.js';
import type { Finding } from '../types.js';
import type { FileSummary } from '../taint/api.js';
import type { RuleError } from './analyze.js';
import type { FileOutcome } from './process.js';
import type { WorkerReady } from '../worker-protocol.js';

const require = createRequire(import.meta.url);
const LANG_PACKAGES = DYNAMIC_GRAMMARS.map((l) => `@ast-grep/lang-${l}`);
const FORMAT = 2;
/**
 * A stamp is trusted only when the file last changed this long before it was hashed: a file written
 * again within the file system's timestamp resolution could keep its stamp with other bytes.
 */
const RACY_MS = 2000;
const FILE = 'vigil-scan-cache.json';

/** The files a file's pass 2 depends on, valid while the file and the project's file list are the same. */
export interface DepsEntry {
  hash: string;
  list: string;
  deps: string[];
}

export interface Pass2Result {
  rel: string;
  findings: Finding[];
  ruleErrors: RuleError[];
}

/** What the scheduler reports from the engine setup (kept so a fully cached scan loads no rules). */
export type CachedSetup = WorkerReady;

/**
 * One file's pass 1. The summary is kept as its JSON text with its hash: an unchanged re-scan
 * needs the hashes only, and parses a summary when a changed file's pass 2 reads it.
 */
interface FileEntry {
  hash: string;
  /** The file's stat stamp when it was hashed, and when (ms): a later scan seeing the same stamp reuses the hash. */
  stamp?: string;
  at?: number;
  outcome: Omit<FileOutcome, 'summary'>;
  summary?: string;
  summaryHash?: string;
}

interface CacheData {
  format: number;
  engine: string;
  setup?: CachedSetup;
  files: Record<string, FileEntry>;
  project: Record<
    string,
    { key: string; findings: Finding[]; ruleErrors: RuleError[]; deps?: DepsEntry }
  >;
}

function hashDir(
  h: ReturnType<typeof createHash>,
  dir: string,
  keep: (name: string) => boolean,
): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && !e.name.startsWith('.')) hashDir(h, p, keep);
    } else if (e.isFile() && keep(e.name)) {
      h.update(p).update('\u0000').update(fs.readFileSync(p)).update('\u0000');
    }
  }
}

const versions = new Map<string, string>();

/** The options that change what a scan finds. */
function engineOptionsKey(opts: EngineOptions): string {
  return JSON.stringify([
    opts.rulesDir ?? '',
    opts.taintRulesDir ?? '',
    opts.onlyRules ?? null,
    !!opts.noPrefilter,
    opts.extraRules ?? null,
    [...(opts.threatModels ?? ['remote'])].sort(),
  ]);
}

/**
 * The engine version results are valid for: the engine's code (src/ or dist/ as it runs), the rule
 * and specification files, and the options that change what a scan finds.
 */
export function engineVersion(opts: EngineOptions): string {
  const key = engineOptionsKey(opts);
  const known = versions.get(key);
  if (known) return known;
  const h = createHash('sha256').update(`format ${FORMAT}\u0000${key}\u0000`);
  const codeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  hashDir(
    h,
    codeDir,
    (n) =>
      (n.endsWith('.js') || n.endsWith('.ts')) && !n.endsWith('.d.ts') && !n.endsWith('.test.ts'),
  );
  for (const dir of new Set([
    opts.rulesDir ?? defaultRulesDir(),
    opts.taintRulesDir ?? defaultRulesDir(),
  ]))
    hashDir(h, dir, (n) => /\.ya?ml$/.test(n));
  // the parser and its grammars
  for (const pkg of ['@ast-grep/napi', ...LANG_PACKAGES]) {
    try {
      h.update(fs.readFileSync(require.resolve(`${pkg}/package.json`)));
    } catch {
      h.update(`${pkg} missing`);
    }
  }
  const v = h.digest('hex').slice(0, 32);
  versions.set(key, v);
  return v;
}

/** Paths, sizes and times of the files hashDir would read, and the latest change among them. */
function statDir(out: string[], dir: string, keep: (name: string) => boolean): number {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  let latest = 0;
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && !e.name.startsWith('.'))
        latest = Math.max(latest, statDir(out, p, keep));
    } else if (e.isFile() && keep(e.name)) {
      try {
        const st = fs.statSync(p);
        out.push(`${p}\u0000${st.size}\u0000${st.mtimeMs}\u0000${st.ctimeMs}\u0000${st.ino}`);
        latest = Math.max(latest, st.mtimeMs, st.ctimeMs);
      } catch {
        out.push(`${p}\u0000-`);
      }
    }
  }
  return latest;
}

const VERSION_FILE = 'vigil-engine-version.json';

/**
 * engineVersion(opts), read from the cache directory when the engine's files have the same stat
 * stamps as when it was computed there (hashing the code and rules reads megabytes at every scan).
 */
function stampedEngineVersion(dir: string, opts: EngineOptions): string {
  const lines: string[] = [];
  const codeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  let latest = statDir(
    lines,
    codeDir,
    (n) =>
      (n.endsWith('.js') || n.endsWith('.ts')) && !n.endsWith('.d.ts') && !n.endsWith('.test.ts'),
  );
  for (const d of new Set([
    opts.rulesDir ?? defaultRulesDir(),
    opts.taintRulesDir ?? defaultRulesDir(),
  ]))
    latest = Math.max(
      latest,
      statDir(lines, d, (n) => /\.ya?ml$/.test(n)),
    );
  for (const pkg of ['@ast-grep/napi', ...LANG_PACKAGES]) {
    try {
      const st = fs.statSync(require.resolve(`${pkg}/package.json`));
      lines.push(`${pkg}\u0000${st.size}\u0000${st.mtimeMs}\u0000${st.ctimeMs}`);
      latest = Math.max(latest, st.mtimeMs, st.ctimeMs);
    } catch {
      lines.push(`${pkg} missing`);
    }
  }
  const stamp = textHash(`${FORMAT}\u0000${engineOptionsKey(opts)}\u0000${lines.join('\n')}`);
  const file = path.join(dir, VERSION_FILE);
  try {
    const v = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      stamp?: string;
      at?: number;
      version?: string;
    };
    if (
      v.stamp === stamp &&
      typeof v.version === 'string' &&
      typeof v.at === 'number' &&
      latest < v.at - RACY_MS
    )
      return v.version;
  } catch {
    // not known yet
  }
  const at = Date.now();
  const version = engineVersion(opts);
  try {
    fs.mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify({ stamp, at, version }));
    fs.renameSync(tmp, file);
  } catch {
    // the next scan hashes the engine again
  }
  return version;
}

/** SHA-256 of a file's bytes, or undefined when it cannot be read. */
export function hashFile(abs: string): string | undefined {
  try {
    return createHash('sha256').update(fs.readFileSync(abs)).digest('hex');
  } catch {
    return undefined;
  }
}

/** A hash of the project's file list (the files with a summary), which module resolution reads. */
export function listHash(files: string[]): string {
  return createHash('sha256')
    .update([...files].sort().join('\n'))
    .digest('hex')
    .slice(0, 32);
}

export function summaryHash(s: FileSummary | undefined): string {
  return s ? textHash(JSON.stringify(s)) : '-';
}

function textHash(json: string): string {
  return createHash('sha256').update(json).digest('hex').slice(0, 32);
}

/** The key of a file's pass 2: its content and the summaries of the files it depends on. */
export function pass2Key(fileHash: string, deps: { path: string; summary: string }[]): string {
  const h = createHash('sha256').update(fileHash);
  for (const d of [...deps].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)))
    h.update(`\u0000${d.path}\u0000${d.summary}`);
  return h.digest('hex');
}

export class ScanCache {
  private readonly file: string;
  private readonly old: CacheData;
  private readonly next: CacheData;
  /** Whether this scan's entries differ from the file's (an unchanged re-scan writes nothing). */
  private changed = false;

  private constructor(
    readonly dir: string,
    readonly engine: string,
  ) {
    this.file = path.join(dir, FILE);
    let old: CacheData | undefined;
    try {
      const data = JSON.parse(fs.readFileSync(this.file, 'utf8')) as CacheData;
      if (data.format === FORMAT && data.engine === engine && data.files && data.project)
        old = data;
    } catch {
      // no cache yet (or an unreadable one): every file is analysed
    }
    this.old = old ?? { format: FORMAT, engine, files: {}, project: {} };
    this.changed = !old;
    this.next = { format: FORMAT, engine, setup: this.old.setup, files: {}, project: {} };
  }

  /** `inputs`: what results depend on besides each file's own text (properties files read by analyzers). */
  static open(dir: string, opts: EngineOptions, inputs = ''): ScanCache {
    const extra = inputs
      ? ':' + createHash('sha256').update(inputs).digest('hex').slice(0, 16)
      : '';
    return new ScanCache(path.resolve(dir), stampedEngineVersion(path.resolve(dir), opts) + extra);
  }

  get setup(): CachedSetup | undefined {
    return this.old.setup;
  }

  set setup(s: CachedSetup | undefined) {
    if (!this.old.setup) this.changed = true;
    this.next.setup = s;
  }

  /**
   * The SHA-256 of a file's bytes: the last scan's when the file's stat stamp is the same and the
   * file had not changed shortly before that scan hashed it, else read and hashed now.
   */
  fileHash(rel: string, abs: string, stamp?: string, changedMs?: number): string | undefined {
    const e = this.old.files[rel];
    if (
      stamp &&
      e?.stamp === stamp &&
      e.at !== undefined &&
      changedMs !== undefined &&
      changedMs < e.at - RACY_MS
    ) {
      this.stamps.set(rel, { stamp, at: e.at });
      return e.hash;
    }
    const at = Date.now();
    const h = hashFile(abs);
    if (h && stamp) this.stamps.set(rel, { stamp, at });
    return h;
  }

  private readonly stamps = new Map<string, { stamp: string; at: number }>();
  /** Summary hashes of the outcomes reused from the last scan. */
  private readonly reusedSummaries = new Map<string, string>();

  /** Pass 1 of a file as the last scan left it, when its content is the same. */
  outcome(rel: string, hash: string): FileOutcome | undefined {
    const e = this.old.files[rel];
    if (!e || e.hash !== hash) return undefined;
    const o: FileOutcome = { ...e.outcome };
    const json = e.summary;
    if (json !== undefined) {
      let parsed: FileSummary | undefined;
      // parsed on first use: an unchanged re-scan reads the summaries' hashes only
      Object.defineProperty(o, 'summary', {
        get: () => (parsed ??= JSON.parse(json) as FileSummary),
        enumerable: true,
        configurable: true,
      });
      this.reusedSummaries.set(rel, e.summaryHash ?? textHash(json));
    }
    return o;
  }

  /** The summary hash of a file whose outcome came from the cache (`summaryHash` of its summary). */
  reusedSummaryHash(rel: string): string | undefined {
    return this.reusedSummaries.get(rel);
  }

  putOutcome(rel: string, hash: string, outcome: FileOutcome): void {
    const old = this.old.files[rel];
    const st = this.stamps.get(rel);
    if (old?.hash !== hash || old.stamp !== st?.stamp || old.at !== st?.at) this.changed = true;
    // an outcome reused from the cache keeps its stored summary text
    if (old?.hash === hash && this.reusedSummaries.has(rel)) {
      this.next.files[rel] = { ...old, stamp: st?.stamp, at: st?.at };
      return;
    }
    const { summary, ...rest } = outcome;
    const json = summary ? JSON.stringify(summary) : undefined;
    this.next.files[rel] = {
      hash,
      stamp: st?.stamp,
      at: st?.at,
      outcome: rest,
      ...(json !== undefined ? { summary: json, summaryHash: textHash(json) } : {}),
    };
  }

  /** Pass 2 of a file, when neither it nor a file it depends on changed. */
  pass2(rel: string, key: string): Pass2Result | undefined {
    const e = this.old.project[rel];
    return e && e.key === key ? { rel, findings: e.findings, ruleErrors: e.ruleErrors } : undefined;
  }

  putPass2(key: string, r: Pass2Result, deps?: DepsEntry): void {
    if (this.old.project[r.rel]?.key !== key) this.changed = true;
    this.next.project[r.rel] = {
      key,
      findings: r.findings,
      ruleErrors: r.ruleErrors,
      ...(deps ? { deps } : {}),
    };
  }

  /** The dependencies the last scan found for a file, when it and the project's file list are unchanged. */
  deps(rel: string, hash: string, list: string): string[] | undefined {
    const d = this.old.project[rel]?.deps;
    return d && d.hash === hash && d.list === list ? d.deps : undefined;
  }

  /** Writes this scan's entries (replacing the file atomically); a failure leaves the scan alone. */
  save(): void {
    // files or pass-2 entries gone since the last scan also change the file
    if (
      !this.changed &&
      Object.keys(this.old.files).length === Object.keys(this.next.files).length &&
      Object.keys(this.old.project).length === Object.keys(this.next.project).length
    )
      return;
    try {
      fs.mkdirSync(this.dir, { recursive: true });
      const tmp = `${this.file}.${process.pid}.${Date.now()}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify(this.next));
      fs.renameSync(tmp, this.file);
    } catch {
      // a cache that cannot be written only costs the next scan its speed-up
    }
  }
}
