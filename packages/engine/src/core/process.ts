/** Reads and analyzes one discovered file: the unit of work of a worker thread. */
import type { FileAnalyzer, RuleError } from './analyze.js';
import { readSource } from './read.js';
import { noteParsed } from './gc.js';
import type { SkipReason } from '../discover.js';
import type { Finding, LanguageId } from '../types.js';
import type { FileSummary } from '../taint/api.js';

export interface FileTask {
  abs: string;
  rel: string;
  language: LanguageId;
  /** Bytes, from discovery (used to size worker batches). */
  size?: number;
}

export interface FileOutcome {
  rel: string;
  language: LanguageId;
  skip?: SkipReason;
  lines: number;
  findings: Finding[];
  ruleErrors: RuleError[];
  syntaxErrors: boolean;
  minified?: boolean;
  summary?: FileSummary;
  needsProject: boolean;
}

export function processFile(analyzer: FileAnalyzer, t: FileTask): FileOutcome {
  const read = readSource(t.abs);
  if ('skip' in read)
    return {
      rel: t.rel,
      language: t.language,
      skip: read.skip,
      lines: 0,
      findings: [],
      ruleErrors: [],
      syntaxErrors: false,
      needsProject: false,
    };
  const r = analyzer.analyze(t.abs, t.rel, t.language, read.source);
  // only trees hold native memory V8 does not see: text read without parsing does not count
  if (r.parsed) noteParsed(read.source.length);
  return {
    rel: t.rel,
    language: t.language,
    skip: r.parseError ? 'unparseable' : undefined,
    lines: r.lines,
    findings: r.findings,
    ruleErrors: r.ruleErrors,
    syntaxErrors: r.syntaxErrors,
    minified: r.minified,
    summary: r.summary,
    needsProject: r.needsProject,
  };
}
