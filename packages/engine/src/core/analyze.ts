/**
 * Per-file analysis: parse once, then run pattern rules, regex rules, the built-in analyzers
 * (secrets, config) and taint pass 1 on that one tree. Used inline and inside worker threads.
 */
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { SgNode } from '@ast-grep/napi';
import type { Finding, LanguageId } from '../types.js';
import type { Rule } from '../rules/types.js';
import { ruleAppliesTo } from '../rules/load.js';
import { compileRegex } from '../rules/validate.js';
import { hasGrammar, parseSource } from '../languages/index.js';
import type { FileSummary, ParsedFile, ProjectSummaries, TaintAnalyzer } from '../taint/api.js';
import {
  buildFinding,
  dedupe,
  dropYielded,
  fingerprint,
  makeSnippet,
  yieldsOf,
  type RawMatch,
} from './finding.js';
import { isSuppressed } from './suppress.js';
import { compileTextCheck, type TextCheck } from './prefilter.js';
import { compileNodeCheck, type NodeCheck } from './relax.js';
import { classifyCode, type CodeKind } from './code-kind.js';
import { dismissedByContext } from './context.js';

/** A file as the analyzers see it. `root` is set for languages with a grammar. */
export interface SourceFile {
  path: string;
  absPath: string;
  language: LanguageId;
  source: string;
  readonly lines: string[];
  root?: SgNode;
}

/** A built-in analyzer (secrets, config): produces raw matches for rules of mode `analyzer`. */
export interface AnalyzerPlugin {
  name: string;
  /** Languages it reads, or 'all'. */
  languages: LanguageId[] | 'all';
  analyze(file: SourceFile): RawMatch[];
}

export interface RuleError {
  ruleId: string;
  file?: string;
  error: string;
}

export interface FileResult {
  findings: Finding[];
  ruleErrors: RuleError[];
  lines: number;
  /** Set when the file could not be parsed at all. */
  parseError?: string;
  /** The tree has syntax error nodes (tree-sitter recovered). */
  syntaxErrors: boolean;
  /** Minified or generated: read for secrets and configuration only. */
  minified: boolean;
  summary?: FileSummary;
  needsProject: boolean;
}

interface CompiledPattern {
  rule: Rule;
  config: {
    rule: Record<string, unknown>;
    constraints?: Record<string, unknown>;
    utils?: Record<string, unknown>;
  };
  /** Whether a match is possible in this file: text checks, then the node check (see `mayMatch`). */
  readonly gate: PatternGate | null;
}

/**
 * What a rule needs before its native search runs. Rules whose matches have known kinds and
 * which have regexes get a node check (relax.ts), run after the words of the text check and
 * before its regexes: a regex such as `\w*?(pass|...)` run from every position of a file costs
 * more than the node check that usually spares it. A node check that rules out under a quarter
 * of the trees after 32 of them is dropped, and the rule goes back to its text check alone.
 */
class PatternGate {
  private checked = 0;
  private ruledOut = 0;
  private readonly candidates: { rule: { any: { kind: string }[] } } | null;

  constructor(
    private readonly text: TextCheck | null,
    private readonly words: TextCheck | null,
    private readonly node: NodeCheck | null,
  ) {
    this.candidates = node?.kinds ? { rule: { any: node.kinds.map((kind) => ({ kind })) } } : null;
  }

  static compile(r: Rule): PatternGate | null {
    const node = compileNodeCheck(r.rule!, r.utils ?? {});
    const text = compileTextCheck(r.rule!, r.utils ?? {});
    if (!node) return text ? new PatternGate(text, null, null) : null;
    return new PatternGate(
      text,
      compileTextCheck(r.rule!, r.utils ?? {}, { regexes: false }),
      node,
    );
  }

  mayMatch(root: SgNode, source: string, lower: () => string): boolean {
    const useNode = this.node && (this.checked < 32 || this.ruledOut * 4 >= this.checked);
    if (!useNode) return !this.text || this.text(source, lower);
    // words, then the candidate nodes, then the text regexes (the costliest on large files)
    if (this.words && !this.words(source, lower)) return false;
    this.checked++;
    if (!this.anyCandidate(root, source, lower)) {
      this.ruledOut++;
      return false;
    }
    return !this.text || this.text(source, lower);
  }

  /**
   * Whether some node of the candidate kinds passes the node check: one native search with the
   * check as a rule of literal words (relax.ts), else a kind-only search and the check in
   * JavaScript. Both compile in microseconds where the rule's regexes take milliseconds.
   */
  private anyCandidate(root: SgNode, source: string, lower: () => string): boolean {
    try {
      const native = this.node!.native(source, lower);
      if (native) return root.find(native as never) !== null;
      if (!this.candidates) return true;
      for (const n of root.findAll(this.candidates as never)) if (this.node!.test(n)) return true;
      return false;
    } catch {
      // the rule runs and reports its error itself
      return true;
    }
  }
}

interface CompiledRegex {
  rule: Rule;
  re: RegExp;
}

/**
 * Minified or generated bundles: most of the bytes sit on very long lines. Like other SAST tools
 * the engine does not run pattern rules or taint analysis on them (findings there point at build
 * output, not at the source a developer can fix, and some rules cost quadratic time on one-line
 * programs); they are still read for secrets.
 */
export function isMinified(source: string): boolean {
  if (source.length < 4096) return false;
  let longBytes = 0;
  let start = 0;
  while (start < source.length) {
    let end = source.indexOf('\n', start);
    if (end === -1) end = source.length;
    if (end - start > 1000) longBytes += end - start;
    start = end + 1;
  }
  return longBytes * 2 >= source.length;
}

/** Counts lines the way editors do (a trailing newline does not start a line). */
export function countLines(source: string): number {
  if (!source) return 0;
  let n = 1;
  let i = -1;
  while ((i = source.indexOf('\n', i + 1)) !== -1) n++;
  if (source.endsWith('\n')) n--;
  return n;
}

function lineStarts(source: string): number[] {
  const s = [0];
  let i = -1;
  while ((i = source.indexOf('\n', i + 1)) !== -1) s.push(i + 1);
  return s;
}

function posOf(starts: number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo] + 1 };
}

export interface FileAnalyzerOptions {
  taint?: TaintAnalyzer;
  plugins?: AnalyzerPlugin[];
  /** Only these rule ids produce findings (all when unset). */
  onlyRules?: Set<string>;
  /** Run every rule on every file, without the text prefilter (tests compare both). */
  noPrefilter?: boolean;
}

/** Runs every analyzer over single files. Create once per thread; reuse for every file. */
export class FileAnalyzer {
  readonly rules: Rule[];
  private readonly byId = new Map<string, Rule>();
  private readonly yields: Record<string, string[]>;
  private readonly patterns = new Map<LanguageId, CompiledPattern[]>();
  private readonly regexes = new Map<LanguageId, CompiledRegex[]>();
  private readonly taint?: TaintAnalyzer;
  private readonly plugins: AnalyzerPlugin[];
  private readonly onlyRules?: Set<string>;
  /** Rules that failed to compile (bad regex), reported once per file they would have run on. */
  private readonly brokenRules: RuleError[] = [];

  constructor(rules: Rule[], opts: FileAnalyzerOptions = {}) {
    this.rules = rules;
    this.taint = opts.taint;
    this.plugins = opts.plugins ?? [];
    this.onlyRules = opts.onlyRules;
    for (const r of rules) this.byId.set(r.id, r);
    this.yields = yieldsOf(rules);
    for (const r of rules) {
      if (this.onlyRules && !this.onlyRules.has(r.id)) continue;
      if (r.mode === 'pattern' && r.rule) {
        // the checks are compiled on the first file of one of the rule's languages (start-up)
        let gate: PatternGate | null | undefined = opts.noPrefilter ? null : undefined;
        const cp: CompiledPattern = {
          rule: r,
          config: {
            rule: r.rule,
            ...(r.constraints ? { constraints: r.constraints } : {}),
            ...(r.utils ? { utils: r.utils } : {}),
          },
          get gate() {
            if (gate === undefined) gate = PatternGate.compile(r);
            return gate;
          },
        };
        for (const l of r.languages) if (l !== 'any') push(this.patterns, l, cp);
      } else if (r.mode === 'regex' && r.regex) {
        let re: RegExp;
        try {
          re = compileRegex(r.regex);
        } catch (e) {
          this.brokenRules.push({ ruleId: r.id, error: (e as Error).message });
          continue;
        }
        const langs = r.languages.includes('any')
          ? (['*'] as unknown as LanguageId[])
          : (r.languages as LanguageId[]);
        for (const l of langs) push(this.regexes, l, { rule: r, re });
      }
    }
  }

  /** Rule metadata by id. */
  rule(id: string): Rule | undefined {
    return this.byId.get(id);
  }

  /** Number of rules that run on a file of this language. */
  rulesFor(lang: LanguageId): number {
    return this.rules.filter((r) => ruleAppliesTo(r, lang)).length;
  }

  /**
   * Parses the file (when its language has a grammar) and runs pass 1 of every analyzer. `kind`
   * overrides the file's code kind (rule fixtures are checked as production code).
   */
  analyze(
    absPath: string,
    relPath: string,
    language: LanguageId,
    source: string,
    kind?: CodeKind,
  ): FileResult {
    // Split into lines only when something needs them (most files have no finding).
    let split: string[] | undefined;
    const file: SourceFile = {
      path: relPath,
      absPath,
      language,
      source,
      get lines() {
        return (split ??= source.split(/\r?\n/));
      },
    };
    const res: FileResult = {
      findings: [],
      ruleErrors: [...this.brokenRules.map((e) => ({ ...e, file: relPath }))],
      lines: countLines(source),
      syntaxErrors: false,
      minified: false,
      needsProject: false,
    };
    // Parse only when a tree will be read: pattern rules or the taint analysis for this language.
    const needsTree =
      (this.patterns.get(language)?.length ?? 0) > 0 || !!this.taint?.languages.includes(language);
    if (needsTree && hasGrammar(language) && isMinified(source)) res.minified = true;
    else if (needsTree && hasGrammar(language)) {
      try {
        file.root = parseSource(language, source).root();
        res.syntaxErrors = file.root.find({ rule: { kind: 'ERROR' } }) !== null;
      } catch (e) {
        res.parseError = (e as Error).message;
      }
    }
    const raw: { rule: Rule; m: RawMatch }[] = [];
    // Pattern rules: ast-grep finds the candidates natively; rules whose words are absent are skipped.
    if (file.root) {
      let lowered: string | undefined;
      const lower = () => (lowered ??= source.toLowerCase());
      for (const cp of this.patterns.get(language) ?? []) {
        if (cp.gate && !cp.gate.mayMatch(file.root, source, lower)) continue;
        try {
          for (const n of file.root.findAll(cp.config as never)) {
            const r = n.range();
            raw.push({
              rule: cp.rule,
              m: {
                ruleId: cp.rule.id,
                startLine: r.start.line + 1,
                startColumn: r.start.column + 1,
                endLine: r.end.line + 1,
                endColumn: r.end.column + 1,
                code: n.text(),
              },
            });
          }
        } catch (e) {
          res.ruleErrors.push({ ruleId: cp.rule.id, file: relPath, error: (e as Error).message });
        }
      }
    }
    // Regex rules.
    const regexRules = [
      ...(this.regexes.get(language) ?? []),
      ...(this.regexes.get('*' as LanguageId) ?? []),
    ];
    if (regexRules.length) {
      const starts = lineStarts(source);
      for (const cr of regexRules) {
        try {
          cr.re.lastIndex = 0;
          let m: RegExpExecArray | null;
          while ((m = cr.re.exec(source))) {
            if (m[0].length === 0) {
              cr.re.lastIndex++;
              continue;
            }
            const a = posOf(starts, m.index);
            const b = posOf(starts, m.index + m[0].length);
            raw.push({
              rule: cr.rule,
              m: {
                ruleId: cr.rule.id,
                startLine: a.line,
                startColumn: a.column,
                endLine: b.line,
                endColumn: b.column,
                code: m[0],
              },
            });
          }
        } catch (e) {
          res.ruleErrors.push({ ruleId: cr.rule.id, file: relPath, error: (e as Error).message });
        }
      }
    }
    // Built-in analyzers.
    for (const p of this.plugins) {
      if (p.languages !== 'all' && !p.languages.includes(language)) continue;
      try {
        for (const m of p.analyze(file)) {
          const rule = this.byId.get(m.ruleId);
          if (
            !rule ||
            (this.onlyRules && !this.onlyRules.has(rule.id)) ||
            !ruleAppliesTo(rule, language)
          )
            continue;
          raw.push({ rule, m });
        }
      } catch (e) {
        res.ruleErrors.push({ ruleId: p.name, file: relPath, error: (e as Error).message });
      }
    }
    const findings: Finding[] = [];
    for (const { rule, m } of raw) {
      // context of pattern rules: a weak hash of a cache key, a "password" that is a sentence
      if (dismissedByContext(rule.id, m, file.lines, rule)) continue;
      findings.push(buildFinding(rule, m, relPath, file.lines, language));
    }
    // Taint pass 1.
    if (file.root && this.taint && this.taint.languages.includes(language)) {
      try {
        const out = this.taint.analyzeFile(file as ParsedFile);
        findings.push(...out.findings.map((f) => this.complete(f, relPath, file.lines, language)));
        res.summary = out.summary;
        res.needsProject = out.needsProject;
      } catch (e) {
        res.ruleErrors.push({ ruleId: 'taint', file: relPath, error: (e as Error).message });
      }
    }
    res.findings = findings.length
      ? this.finish(findings, file.lines, kind ?? classifyCode(relPath, source, absPath))
      : findings;
    return res;
  }

  /**
   * Taint pass 2 for one file with the project's summaries: the file is parsed again unless the
   * taint analysis kept its pass 1 state (see `release`); `parsed` says whether it was.
   */
  analyzeWithProject(
    absPath: string,
    relPath: string,
    language: LanguageId,
    source: string,
    project: ProjectSummaries,
    kind?: CodeKind,
  ): { findings: Finding[]; ruleErrors: RuleError[]; parsed: boolean } {
    const lines = source.split(/\r?\n/);
    if (!this.taint || !hasGrammar(language))
      return { findings: [], ruleErrors: [], parsed: false };
    let root: ParsedFile['root'] | undefined;
    try {
      const parsed: ParsedFile = {
        path: relPath,
        absPath,
        language,
        source,
        get root() {
          return (root ??= parseSource(language, source).root());
        },
      };
      const raw = this.taint.analyzeWithProject(parsed, project);
      const here = raw
        .filter((f) => !f.file || f.file === relPath)
        .map((f) => this.complete(f, relPath, lines, language));
      const findings = here.length
        ? this.finish(here, lines, kind ?? classifyCode(relPath, source, absPath))
        : here;
      // A flow through a helper of another file is reported at the helper's sink: that file's
      // lines give the snippet, suppression comments and code kind.
      const elsewhere = new Map<string, Finding[]>();
      for (const f of raw)
        if (f.file && f.file !== relPath)
          elsewhere.set(f.file, [...(elsewhere.get(f.file) ?? []), f]);
      for (const [rel, fs] of elsewhere)
        findings.push(...this.inOtherFile(fs, rel, absPath, relPath, language));
      return { findings, ruleErrors: [], parsed: !!root };
    } catch (e) {
      return {
        findings: [],
        ruleErrors: [{ ruleId: 'taint', file: relPath, error: (e as Error).message }],
        parsed: !!root,
      };
    }
  }

  /** Findings of this scan located in file `rel` (read from the scan's tree), completed and filtered there. */
  private inOtherFile(
    found: Finding[],
    rel: string,
    absPath: string,
    relPath: string,
    language: LanguageId,
  ): Finding[] {
    const suffix = relPath.split('/').join(sep);
    if (!absPath.endsWith(suffix)) return [];
    const other = join(absPath.slice(0, absPath.length - suffix.length), ...rel.split('/'));
    let source: string;
    try {
      source = readFileSync(other, 'utf8');
    } catch {
      return [];
    }
    const lines = source.split(/\r?\n/);
    return this.finish(
      found.map((f) => this.complete(f, rel, lines, language)),
      lines,
      classifyCode(rel, source, other),
    );
  }

  /** Drops the pass 1 state the taint analysis keeps for pass 2: call once pass 2 is done. */
  release(): void {
    this.taint?.release?.();
  }

  /** Fills in what an analyzer left out of a finding, from the rule's metadata and the source. */
  private complete(f: Finding, relPath: string, lines: string[], language: LanguageId): Finding {
    const rule = this.byId.get(f.ruleId);
    const code = lines.slice(f.startLine - 1, f.endLine).join('\n');
    return {
      ...f,
      title: f.title || rule?.title || f.ruleId,
      severity: f.severity ?? rule?.severity ?? 'medium',
      confidence: f.confidence ?? rule?.confidence ?? 'medium',
      cwe: f.cwe?.length ? f.cwe : (rule?.cwe ?? []),
      owasp: f.owasp || rule?.owasp || '',
      message: f.message || rule?.message || '',
      recommendation: f.recommendation || rule?.recommendation || '',
      file: f.file || relPath,
      snippet: f.snippet || makeSnippet(lines, f.startLine, f.endLine),
      trace: f.trace ?? [],
      fingerprint: f.fingerprint || fingerprint(f.ruleId, relPath, code),
      language: f.language ?? language,
    };
  }

  /** Drops suppressed findings and those of rules that do not apply to this kind of code; sets the code kind. */
  private finish(findings: Finding[], lines: string[], codeKind: CodeKind): Finding[] {
    const kept: Finding[] = [];
    for (const f of findings) {
      if (
        (this.onlyRules && !this.onlyRules.has(f.ruleId)) ||
        isSuppressed(lines, f.startLine, f.ruleId)
      )
        continue;
      if (this.byId.get(f.ruleId)?.notIn?.includes(codeKind)) continue;
      f.codeKind = codeKind;
      kept.push(f);
    }
    // a broader rule gives way to a rule it names in `yieldsTo` on the same line
    return dedupe(dropYielded(kept, this.yields));
  }
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const a = m.get(k);
  if (a) a.push(v);
  else m.set(k, [v]);
}
