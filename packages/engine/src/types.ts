/**
 * The engine's public contract. Every analyzer (pattern rules, taint, secrets, config)
 * produces `Finding`s of this shape; the server stores them and the reports read them.
 */
import type { CodeKind } from './core/code-kind.js';
export type { CodeKind } from './core/code-kind.js';

export type Severity = 'critical' | 'high' | 'medium' | 'low';
export type Confidence = 'high' | 'medium' | 'low';

/** Language ids used throughout the engine (file discovery, rules, stats). */
export type LanguageId =
  | 'javascript'
  | 'typescript'
  | 'tsx'
  | 'python'
  | 'java'
  | 'csharp'
  | 'c'
  | 'cpp'
  | 'php'
  | 'ruby'
  | 'go'
  | 'rust'
  | 'kotlin'
  | 'swift'
  | 'scala'
  | 'bash'
  | 'dockerfile'
  | 'yaml'
  | 'html'
  | 'razor'
  | 'text';

export interface TraceStep {
  file: string;
  line: number;
  column?: number;
  code: string;
  /** 'source' | 'propagation' | 'call' | 'return' | 'sink' */
  kind: 'source' | 'propagation' | 'call' | 'return' | 'sink';
  note?: string;
}

export interface Finding {
  ruleId: string;
  title: string;
  severity: Severity;
  confidence: Confidence;
  /** CWE ids as 'CWE-89', primary first. */
  cwe: string[];
  /** OWASP Top 10 2021 category, e.g. 'A03:2021-Injection'. */
  owasp: string;
  message: string;
  recommendation: string;
  /** Path relative to the scan root, forward slashes. */
  file: string;
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
  snippet: string;
  trace: TraceStep[];
  /** Stable across scans: hash of ruleId + path + normalised code. */
  fingerprint: string;
  language?: LanguageId;
  /**
   * Taint findings: the threat model whose source produced the flow. `remote` (request data, the
   * default), `local` (files, environment, command line, stdin, database rows) or `library` (the
   * parameters of the package's exported functions).
   */
  threatModel?: ThreatModel;
  /**
   * What kind of code the file holds: production, test, example, docs, generated or vendored
   * (path conventions and content, see core/code-kind.ts). Set on every finding of a scan.
   */
  codeKind?: CodeKind;
}

/** Who is taken as the attacker by the taint analysis (see `ScanOptions.threatModels`). */
export type ThreatModel = 'remote' | 'local' | 'library';

export type ScanPhase = 'discover' | 'parse' | 'analyze' | 'report' | 'done';

export interface ScanProgress {
  phase: ScanPhase;
  filesDone: number;
  filesTotal: number;
  message?: string;
}

export interface ScanOptions {
  /** Directory to scan. Either root or files is required. */
  root?: string;
  /** Explicit file list (absolute, or relative to root). */
  files?: string[];
  include?: string[];
  exclude?: string[];
  signal?: AbortSignal;
  onProgress?: (p: ScanProgress) => void;
  /** Worker threads; default: available cores. 0 or 1 runs in the calling thread (unless threads is 'always'). */
  jobs?: number;
  /**
   * Where the files are analyzed.
   * - `'auto'` (default): on worker threads when `jobs` > 1 and the scan is big enough to pay for
   *   starting them (more than 8 files and 1 MiB of source); otherwise in the calling thread, which
   *   then yields to the event loop every few milliseconds so an abort is still seen.
   * - `'always'`: on worker threads whatever the size: `jobs` of them at most (at least one, also
   *   when `jobs` is 0 or 1), never more than one per 4 files. The rules load and the files are
   *   analyzed there; the calling thread only lists the files and merges the results. For servers,
   *   whose event loop must stay responsive.
   */
  threads?: 'auto' | 'always';
  /**
   * Directory of the incremental cache: results per file keyed by its content hash and the engine
   * version, taint results through other files keyed by the summaries of the files they read.
   * A re-scan analyses only changed files and the files depending on them; its findings are the
   * same as a full scan's.
   */
  cacheDir?: string;
  /** Fingerprints to drop (baseline). */
  baseline?: Iterable<string>;
  /**
   * Threat models of the taint analysis (default `['remote']`; request data is always untrusted,
   * the others add to it): `local` adds files read, the
   * environment, the command line, stdin and database rows as sources; `library` takes the
   * parameters of exported functions and public methods as untrusted (for scanning a package or an SDK).
   */
  threatModels?: ThreatModel[];
}

export interface ScanStats {
  filesScanned: number;
  linesScanned: number;
  byLanguage: Record<string, { files: number; lines: number }>;
  skipped: {
    file: string;
    reason: 'too-large' | 'binary' | 'unparseable' | 'ignored' | 'symlink' | 'unreadable';
  }[];
  skippedCounts: Record<string, number>;
  durationMs: number;
  rulesRun: number;
  ruleErrors: { ruleId: string; file?: string; error: string }[];
  /** Files parsed with syntax errors (tree-sitter recovered; they were still analyzed). */
  filesWithSyntaxErrors?: number;
  /** Minified or generated files (most bytes on very long lines): read for secrets and configuration only. */
  minifiedFiles?: number;
  /** Worker threads the scan used (0: analyzed in the calling thread). */
  workerThreads?: number;
  /** Findings left out of the report by code kind (`selectCodeKinds`), per kind. */
  hiddenByCodeKind?: Partial<Record<CodeKind, number>>;
  /** With `cacheDir`: files analysed and reused, for pass 1 and for the cross-file taint pass 2. */
  cache?: { analyzed: number; reused: number; projectAnalyzed: number; projectReused: number };
}

export interface ScanResult {
  findings: Finding[];
  stats: ScanStats;
}
