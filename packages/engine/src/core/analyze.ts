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
import { asciiConfig, isAscii } from './ascii-regex.js';
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
  /** The function nodes of the taint analysis (`ParsedFile.functions`), when searched already. */
  functions?: SgNode[];
}

/** A built-in analyzer (secrets, config): produces raw matches for rules of mode `analyzer`. */
export interface AnalyzerPlugin {
  name: string;
  /** Languages it reads, or 'all'. */
  languages: LanguageId[] | 'all';
  analyze(file: SourceFile): RawMatch[];
  /**
   * Its rules belong to the language of the application whose configuration it reads
   * (`java.actuator-exposed` on a properties file): they run on the analyzer's files whatever their
   * language, and the findings carry the rule's language.
   */
  crossLanguage?: boolean;
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
  /** A parse tree was built (its native memory is what `noteParsed` counts). */
  parsed?: boolean;
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
  /** `config` with its regexes in ASCII form, for files of ASCII text (null: the same config). */
  readonly ascii: CompiledPattern['config'] | null;
}

/**
 * What a rule needs before its native search runs. Rules whose matches have known kinds and
 * which have regexes get a node check (relax.ts), run after the words of the text check and
 * before its regexes: a regex such as `\w*?(pass|...)` run from every position of a file costs
 * more than the node check that usually spares it. A node check that rules out under a quarter
 * of the trees after 32 of them is dropped, and the rule goes back to its text check alone.
 * The other way round, a rule whose text regexes rule out at least half of the files that pass
 * its words (after 32 of them) runs them before the node check: `py.redos`'s nested-quantifier
 * regex rules out almost every file, where its node check (`re.$F(...)`) would search each tree.
 */
class PatternGate {
  private checked = 0;
  private ruledOut = 0;
  /** Files whose text regexes ran before the node check, and how many of them they ruled out. */
  private textTried = 0;
  private textOut = 0;
  /** The text whose full text check passed in `begin` (`finish` need not run it again). */
  private textPassed: string | undefined;
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
    const step = this.begin(root, source, lower);
    if (typeof step === 'boolean') return step;
    let found: boolean;
    try {
      found = root.find(step.rule as never) !== null;
    } catch {
      // the rule runs and reports its error itself
      found = true;
    }
    return this.finish(found, source, lower);
  }

  /**
   * `mayMatch` up to the node check: the answer, or the native node check to run on the tree
   * (alone, or with others in one search: `searchTree`), whose outcome goes to `finish`.
   */
  begin(root: SgNode, source: string, lower: () => string): boolean | NodeStep {
    const useNode = this.node && (this.checked < 32 || this.ruledOut * 4 >= this.checked);
    if (!useNode) return !this.text || this.text(source, lower);
    // words, then the text regexes while they rule out half of the files, then the candidate
    // nodes, then the text regexes (the costliest on large files) if they did not run before
    if (this.words && !this.words(source, lower)) return false;
    this.textPassed = undefined;
    if (this.text && (this.textTried < 32 || this.textOut * 2 >= this.textTried)) {
      this.textTried++;
      if (!this.text(source, lower)) {
        this.textOut++;
        return false;
      }
      this.textPassed = source;
    }
    this.checked++;
    let native: Record<string, unknown> | null;
    try {
      native = this.node!.native(source, lower);
    } catch {
      // the rule runs and reports its error itself
      return this.finish(true, source, lower);
    }
    if (native) return { rule: native.rule as Record<string, unknown> };
    return this.finish(this.anyCandidate(root), source, lower);
  }

  /** The rest of `mayMatch` once the node check said whether some node passes it. */
  finish(found: boolean, source: string, lower: () => string): boolean {
    if (!found) {
      this.ruledOut++;
      return false;
    }
    return !this.text || this.textPassed === source || this.text(source, lower);
  }

  /**
   * Whether some node of the candidate kinds passes the node check, for a file whose text does
   * not allow the native check (relax.ts `nativeRule`): a kind-only search and the check in
   * JavaScript.
   */
  private anyCandidate(root: SgNode): boolean {
    try {
      if (!this.candidates) return true;
      for (const n of root.findAll(this.candidates as never)) if (this.node!.test(n)) return true;
      return false;
    } catch {
      // the rule runs and reports its error itself
      return true;
    }
  }
}

/** A node check to run natively: some node of the tree matches `rule`, or the rule cannot match. */
export interface NodeStep {
  rule: Record<string, unknown>;
}

/** What one search of a file's tree found (`searchTree`). */
export interface TreeSearch {
  /** The tree has `ERROR` nodes. */
  errors: boolean;
  /** The nodes of `fnKinds`, in pre-order (as a `findAll` of those kinds yields them). */
  functions: SgNode[];
  /** Per node check: whether some node of the tree matches it. */
  matched: boolean[];
}

/** Capture name of the branch of node check `i` in `searchTree`'s rule. */
const branch = (i: number) => `VIGILC${i}`;
/** Languages where a lone `$$NAME` pattern captures the node it is tried on (`captureWorks`). */
const captures = new Map<string, boolean>();

/**
 * Whether the grammar's patterns take a lone metavariable as "any node, captured": checked once
 * per language on the file's root.
 */
function captureWorks(root: SgNode, language: string): boolean {
  let ok = captures.get(language);
  if (ok === undefined) {
    try {
      const hit = root.find({
        rule: { all: [{ kind: root.kind() }, { pattern: '$$' + branch(0) }] },
      } as never);
      ok = hit !== null && hit.getMatch(branch(0)) !== null;
    } catch {
      ok = false;
    }
    captures.set(language, ok);
  }
  return ok;
}

/**
 * Kinds every node matching a native node check has, read off the rule itself (`kind`; an `all`
 * with such a part; an `any` of such branches); null when not known.
 */
function ruleKinds(rule: unknown): Set<string> | null {
  if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) return null;
  const r = rule as Record<string, unknown>;
  if (typeof r.kind === 'string') return new Set([r.kind]);
  if (Array.isArray(r.all))
    for (const sub of r.all) {
      const k = ruleKinds(sub);
      if (k) return k;
    }
  if (Array.isArray(r.any) && r.any.length) {
    const out = new Set<string>();
    for (const sub of r.any) {
      const k = ruleKinds(sub);
      if (!k) return null;
      for (const x of k) out.add(x);
    }
    return out;
  }
  return null;
}

/**
 * One traversal of a file's tree for what used to take one each: the `ERROR` nodes (syntax
 * errors), the function nodes the taint analysis indexes, and the node checks of the pattern
 * rules. One `findAll` of an `any`: the checks first, each as `all: [check, $$VIGILC<i>]` so that
 * a node it returns tells by its capture which branch matched, then the kinds. `any` tries its
 * branches in order and stops at the first that matches, so a node captured by check i matches
 * no check before i, and a node of the kinds alone matches no check; a later check j may match a
 * node captured by i, unless the node's kind is not one j's matches can have (`ruleKinds`). Such
 * checks, if some node of theirs could have been hidden that way, are searched again, alone,
 * until none is left. Errors and functions are told by the node's kind. Throws when a check is
 * not a valid rule (the caller runs the checks one by one then).
 */
export function searchTree(
  root: SgNode,
  checks: NodeStep[],
  fnKinds: readonly string[],
): TreeSearch {
  const out: TreeSearch = {
    errors: false,
    functions: [],
    matched: checks.map(() => false),
  };
  const fnSet = new Set(fnKinds);
  const kinds = checks.map((c) => ruleKinds(c.rule));
  let todo = checks.map((_, i) => i);
  let extra: string[] = ['ERROR', ...fnKinds];
  while (todo.length || extra.length) {
    const any: Record<string, unknown>[] = todo.map((i) => ({
      all: [checks[i].rule, { pattern: '$$' + branch(i) }],
    }));
    for (const kind of extra) any.push({ kind });
    const hidden = new Set<number>();
    for (const n of root.findAll({ rule: { any } } as never)) {
      const k = n.kind() as string;
      if (extra.length) {
        if (k === 'ERROR') out.errors = true;
        if (fnSet.has(k)) out.functions.push(n);
      }
      let first = -1;
      for (let t = 0; t < todo.length; t++) {
        const i = todo[t];
        if (first < 0) {
          const ks = kinds[i];
          if (ks && !ks.has(k)) continue;
          if (n.getMatch(branch(i)) === null) continue;
          first = t;
          out.matched[i] = true;
        } else if (!out.matched[i] && (!kinds[i] || kinds[i]!.has(k))) hidden.add(i);
      }
      // a node no branch claims: the captures do not work as assumed
      if (first < 0 && !extra.includes(k)) throw new Error('searchTree: a node of no branch');
    }
    todo = todo.filter((i) => hidden.has(i) && !out.matched[i]);
    extra = [];
  }
  return out;
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
        let ascii: CompiledPattern['config'] | null | undefined;
        const config = {
          rule: r.rule,
          ...(r.constraints ? { constraints: r.constraints } : {}),
          ...(r.utils ? { utils: r.utils } : {}),
        };
        const cp: CompiledPattern = {
          rule: r,
          config,
          get gate() {
            if (gate === undefined) gate = PatternGate.compile(r);
            return gate;
          },
          get ascii() {
            if (ascii === undefined)
              ascii = asciiConfig(config) as CompiledPattern['config'] | null;
            return ascii;
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
        res.parsed = true;
      } catch (e) {
        res.parseError = (e as Error).message;
      }
    }
    const raw: { rule: Rule; m: RawMatch; cross?: boolean }[] = [];
    // Pattern rules: ast-grep finds the candidates natively; rules whose words are absent are skipped.
    if (file.root) {
      let lowered: string | undefined;
      const lower = () => (lowered ??= source.toLowerCase());
      const root = file.root;
      const patterns = this.patterns.get(language) ?? [];
      // every gate compiled before the first asks for a word: the words of all text checks are
      // then found in one scan of the text (prefilter.ts `hasWord`), not one per gate compiled
      for (const cp of patterns) void cp.gate;
      // the gates up to their node checks; then one search of the tree for the checks, the
      // syntax errors and the taint analysis' functions
      const may: boolean[] = [];
      const steps: NodeStep[] = [];
      const stepOf: number[] = [];
      for (let i = 0; i < patterns.length; i++) {
        const step = patterns[i].gate ? patterns[i].gate!.begin(root, source, lower) : true;
        if (typeof step === 'boolean') may.push(step);
        else {
          may.push(false);
          stepOf.push(i);
          steps.push(step);
        }
      }
      const fnKinds = this.taint?.functionKinds?.(language, root) ?? null;
      let found: TreeSearch | null = null;
      if (captureWorks(root, language)) {
        try {
          found = searchTree(root, steps, fnKinds ?? []);
        } catch {
          found = null;
        }
      }
      if (found) {
        res.syntaxErrors = found.errors;
        if (fnKinds) file.functions = found.functions;
      } else res.syntaxErrors = root.find({ rule: { kind: 'ERROR' } }) !== null;
      for (let j = 0; j < steps.length; j++) {
        let hit: boolean;
        if (found) hit = found.matched[j];
        else
          try {
            hit = root.find({ rule: steps[j].rule } as never) !== null;
          } catch {
            // the rule runs and reports its error itself
            hit = true;
          }
        may[stepOf[j]] = patterns[stepOf[j]].gate!.finish(hit, source, lower);
      }
      // a file of ASCII text runs the rules' regexes in ASCII form: the same matches, compiled
      // and run at a fraction of the cost of their Unicode classes (ascii-regex.ts)
      let asciiText: boolean | undefined;
      for (let i = 0; i < patterns.length; i++) {
        const cp = patterns[i];
        if (!may[i]) continue;
        try {
          let nodes: SgNode[] | null = null;
          if (cp.ascii && (asciiText ??= isAscii(source)))
            try {
              nodes = file.root.findAll(cp.ascii as never);
            } catch {
              // not expected (the rewrite keeps a valid regex valid): the rule runs as written
              nodes = null;
            }
          for (const n of nodes ?? file.root.findAll(cp.config as never)) {
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
            (!p.crossLanguage && !ruleAppliesTo(rule, language))
          )
            continue;
          raw.push({ rule, m, cross: p.crossLanguage });
        }
      } catch (e) {
        res.ruleErrors.push({ ruleId: p.name, file: relPath, error: (e as Error).message });
      }
    }
    const findings: Finding[] = [];
    for (const { rule, m, cross } of raw) {
      // context of pattern rules: a weak hash of a cache key, a "password" that is a sentence
      if (dismissedByContext(rule.id, m, file.lines, rule)) continue;
      const lang = cross && rule.languages[0] !== 'any' ? rule.languages[0] : language;
      findings.push(buildFinding(rule, m, relPath, file.lines, lang));
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
