/**
 * Contract between the engine's scheduler (src/scan, src/worker) and the taint analysis (src/taint).
 * The scheduler parses each file once and hands the tree to every analyzer.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Finding, LanguageId } from '../types.js';

export interface ParsedFile {
  /** Path relative to the scan root, forward slashes. */
  path: string;
  absPath: string;
  language: LanguageId;
  source: string;
  root: SgNode;
  /**
   * The file's function nodes (of the front end's `fnKinds`, as `functionKinds` lists them), in
   * pre-order, when the caller's search of the tree collected them already.
   */
  functions?: readonly SgNode[];
}

/** Serializable summaries of the functions one file defines (sent between worker threads). */
export interface FileSummary {
  path: string;
  language: LanguageId;
  /** Opaque to the scheduler; defined by the taint analysis. */
  functions: Record<string, unknown>;
  /** Module names / relative paths this file imports, for cross-file resolution. */
  imports: string[];
  /**
   * Declarations a function of this file needs to be analysed alone in another file's pass 2
   * (Go's import block, for functions called from other files of the package).
   */
  preamble?: string;
  /**
   * The `whenImports` patterns of the taint specification that this file's text matches (the
   * libraries it imports): a value other files import from it is resolved to those libraries.
   */
  uses?: string[];
  /**
   * Functions this file calls that it does not define (PHP, whose global functions every file may
   * call): a function no other file calls is reached only through its own file's callers.
   */
  calls?: string[];
  /**
   * Fields the constructor of each class of this file sets from its own parameters, by class name
   * (`default` for the file's default export), with where: a subclass in another file that hands
   * its options to `super(...)` inherits them (library model).
   */
  classFields?: Record<string, Record<string, { line: number; col: number; code: string }>>;
  /**
   * Functions of this file that read request data themselves (their text holds a source; PHP's
   * `get_request_var()` returning `$_REQUEST[$name]`), and short ones that return another
   * function's call (`return get_request_var($name, $default);`), by the names they return: a
   * file that reads the request only through such getters is analysed with the project.
   */
  getters?: string[];
  forwards?: Record<string, string[]>;
}

export interface ProjectSummaries {
  files: Record<string, FileSummary>;
}

export interface TaintAnalyzer {
  /** Languages this analyzer handles. */
  languages: LanguageId[];
  /**
   * Pass 1, run on every file of a handled language right after it is parsed:
   * intra-file findings (calls into other files treated conservatively) and the file's summary.
   * `needsProject` is true when the file calls functions of other project files, so that pass 2
   * may find more with the project's summaries.
   */
  analyzeFile(file: ParsedFile): {
    findings: Finding[];
    summary: FileSummary;
    needsProject: boolean;
  };
  /**
   * Pass 2, only for files with needsProject: findings using the whole project's summaries. The
   * analyzer may keep a file's pass 1 state (tree, lowered functions) for it; then `file.root` is
   * not read, so the caller may make it a lazy getter.
   */
  analyzeWithProject(file: ParsedFile, project: ProjectSummaries): Finding[];
  /**
   * The node kinds of the functions the analysis of this language indexes, valid in the grammar of
   * `root`'s tree: a caller that searches the tree anyway may collect them (`ParsedFile.functions`).
   * Null when the language is not analysed.
   */
  functionKinds?(language: LanguageId, root: SgNode): string[] | null;
  /** Drops every kept pass 1 state (after pass 2, or when a scan ends). */
  release?(): void;
  /** Specification files that failed to load at start (their languages run without taint analysis). */
  specErrors?: { file: string; error: string }[];
}
