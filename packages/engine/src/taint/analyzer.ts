/**
 * Per-file driver of the taint analysis: finds candidate functions with cheap native/regex
 * searches, lowers only those (plus the same-file functions they call, lazily), runs the
 * dataflow engine and turns raw findings into `Finding`s.
 */
import { createHash } from 'node:crypto';
import type { SgNode } from '@ast-grep/napi';
import type { Finding, LanguageId, TraceStep } from '../types.js';
import type { FileSummary, ParsedFile, ProjectSummaries } from './api.js';
import {
  Interp,
  markupJoins,
  type EvalCtx,
  type RawFinding,
  type Summary,
  type Val,
} from './engine.js';
import type { Expr, FnIR, Lit, Stmt } from './ir.js';
import { blocks, ownExprs, someExpr, someExprIn, someStmt } from './walk.js';
import { type FrontEnd, LowerCtx } from './lower/common.js';
import { hasRiskyRegex } from '../analyzers/redos.js';
import { helperSanitizes, sinksOf, type CompiledSpec } from './spec.js';
import { napi } from '../languages/index.js';

/** Rule metadata as written in `rules/<language>/taint/<rule-id>.yml`. */
export interface TaintRuleMeta {
  id: string;
  title?: string;
  severity?: Finding['severity'];
  confidence?: Finding['confidence'];
  cwe?: string[];
  owasp?: string;
  message?: string;
  recommendation?: string;
}

export interface LangSupport {
  front: FrontEnd;
  spec: CompiledSpec;
  /** Pre-filter: any sink name present in the text. */
  sinkRe: RegExp;
  /** Texts worth a summary in files without sinks: sanitizer and source names. */
  summaryRe: RegExp;
  /** Source names: a file without them produces no findings of its own. */
  sourceRe: RegExp;
  /** The gate of one function (entry units): source calls as whole names; `sourceRe` when unset. */
  unitSourceRe?: RegExp;
  /** Sources may be declared far from the function (C# controller classes): gate on the file only. */
  fileGateOnly?: boolean;
  /** Plain function names the specification models (`system`, `readfile`, `intval`): never project calls. */
  modelled?: Set<string>;
  /** Wrap a lone function's text so it parses again (pass 2, lazy summaries). */
  wrap(text: string): string;
  sgLang: string;
}

/** A function entry of a FileSummary: computed summary or the text to lower on demand. */
/** A Python function returning a new object of a class (`return Blank()`). */
const FACTORY_RETURN = /\breturn\s+[A-Z]\w*\(/;

export type FnEntry = { s: Summary } | { lazy: string; line: number };

/** Helpers named like sanitisers, or cleaning by replacement and number parsing, matter to other files. */
const CLEANING_NAME =
  /escape|quote|saniti[sz]|clean|safe|encode|valid|normali[sz]|strip|digit|numer|allow/i;
// `&lt;` written out: a hand-made HTML escaper (`case '<': out.append("&lt;")`)
const CLEANING_CODE =
  /\b(?:gsub|preg_replace|replace|replaceAll|Replace|to_i|parseInt|Parse|strings\.Map|unicode\.Is[A-Z]\w*)\b|&lt;/;

const MAX_FN_LINES = 400;
const LAZY_MAX_LINES = 200;
const validKinds = new Map<string, string[]>();

/** The kinds of `kinds` that the grammar of `root` has (an unknown kind makes a rule fail). */
export function validFnKinds(root: SgNode, lang: string, kinds: string[]): string[] {
  let ok = validKinds.get(lang);
  if (!ok) {
    ok = kinds.filter((k) => {
      try {
        root.find({ rule: { kind: k } });
        return true;
      } catch {
        return false;
      }
    });
    validKinds.set(lang, ok);
  }
  return ok;
}

function fnNodes(root: SgNode, lang: string, kinds: string[]): SgNode[] {
  const ok = validFnKinds(root, lang, kinds);
  if (!ok.length) return [];
  return root.findAll({ rule: { any: ok.map((kind) => ({ kind })) } });
}

interface FnInfo {
  node: SgNode;
  start: number;
  end: number;
  startLine: number;
  endLine: number;
  outer?: FnInfo;
  unit?: FnInfo;
}

const MAX_FN_CHARS = 40_000;
/** Functions small enough to be one unit of analysis (wrappers of whole bundles are not). */
function small(f: FnInfo): boolean {
  return f.endLine - f.startLine <= MAX_FN_LINES && f.end - f.start <= MAX_FN_CHARS;
}

/** The project module a canonical callee starts with (`./models` of `./models.User.find`). */
export function projectHead(mods: string[], callee: string): string | undefined {
  let best: string | undefined;
  for (const m of mods)
    if ((callee === m || callee.startsWith(m + '.')) && (!best || m.length > best.length)) best = m;
  return best;
}

/** The `whenImports` patterns of a specification that a file's text matches. */
export function usesOf(ls: LangSupport, source: string): string[] {
  const out = new Set<string>();
  for (const s of ls.spec.spec.sinks)
    if (
      s.whenImports &&
      !out.has(s.whenImports) &&
      (s.whenImports.startsWith('(?i)')
        ? new RegExp(s.whenImports.slice(4), 'i')
        : new RegExp(s.whenImports)
      ).test(source)
    )
      out.add(s.whenImports);
  return [...out];
}

/** What pass 1 of a file keeps for its pass 2 (see `FileAnalysis.kept`). */
export interface KeptAnalysis {
  readonly file: ParsedFile;
  readonly lw: LowerCtx;
  readonly fns: FnInfo[] | null;
  readonly byName: Map<string, FnInfo> | null;
  readonly lowered: Map<FnInfo, FnIR>;
  readonly topLevel: FnIR | null;
  readonly offsets: number[] | null;
  readonly entryUnits: (FnInfo | null)[] | null;
  readonly consts: EvalCtx['consts'];
}

/** Analysis state of one file. */
export class FileAnalysis {
  readonly lw: LowerCtx;
  private fns: FnInfo[] | null = null;
  private byName: Map<string, FnInfo> | null = null;
  private lowered = new Map<FnInfo, FnIR>();
  readonly ctx: EvalCtx;
  private interp: Interp;
  private topLevel: FnIR | null = null;

  /**
   * `from`: what pass 1 kept of the same file (`kept()`): pass 2 takes over its parse tree,
   * function index and lowered IR (lowering depends on the file alone; the interpreter never
   * changes IR). Evaluation state (findings, summaries, budget) starts afresh.
   */
  constructor(
    readonly file: ParsedFile,
    readonly ls: LangSupport,
    external?: EvalCtx['external'],
    importedUses?: EvalCtx['importedUses'],
    from?: KeptAnalysis,
  ) {
    this.lw =
      from?.lw ?? new LowerCtx(file.source, ls.front.aliases(file.source), ls.spec.spec.params);
    if (from) {
      this.fns = from.fns;
      this.byName = from.byName;
      this.lowered = from.lowered;
      this.topLevel = from.topLevel;
      this.offsets = from.offsets;
      this.entryUnits = from.entryUnits;
    }
    this.ctx = {
      file: file.path,
      source: file.source,
      // read by the interpreter only (`constants()` before it runs): files whose units never run skip the text scan
      consts: from?.consts,
      spec: ls.spec,
      lookup: (name) => this.lookup(name),
      foreignStatic: (recv, name) => this.foreignStatic(recv, name),
      external,
      importedUses:
        importedUses ??
        ((callee) =>
          projectHead(ls.front.projectImports(file.source), callee) === undefined
            ? false
            : undefined),
      findings: new Map(),
      summaries: new Map(),
      budget: 200_000,
      unresolved: new Set(),
      entryValidated: (fn) => {
        if (!this.calledElsewhere) return [];
        const u = this.infoOf(fn);
        return u ? this.entryValidated(u) : [];
      },
      globals: () => this.globals(),
    };
    this.interp = new Interp(this.ctx);
  }

  /**
   * Pass 2: whether a file other than this one calls a function of this name. Unset in pass 1,
   * where callers' validation is not taken (another file may call the function without it).
   */
  calledElsewhere?: (name: string) => boolean;

  private entryMemo = new Map<FnInfo, string[] | null>();
  /** Validating functions asked about while their summary was being made (`entryValidated`). */
  private entryUnknown = 0;

  /** The unit a lowered function of this file came from. */
  private infoOf(fn: FnIR): FnInfo | undefined {
    for (const [f, ir] of this.lowered) if (ir === fn) return f;
    return undefined;
  }

  private topTextMemo: string | null = null;

  /** The file's text with every function blanked out: its top-level code. */
  private topText(): string {
    if (this.topTextMemo !== null) return this.topTextMemo;
    const parts: string[] = [];
    let at = 0;
    for (const g of this.functions()) {
      if (g.start < at) continue; // nested in one blanked already
      parts.push(this.file.source.slice(at, g.start));
      at = g.end;
    }
    parts.push(this.file.source.slice(at));
    this.topTextMemo = parts.join(' ');
    return this.topTextMemo;
  }

  /**
   * Request variables validated before every call of a free function of this file (guards with
   * `reads` and a constant name, run as a statement of the caller's body ahead of the statement
   * holding the call, or validated at the caller's own start): the function starts with them
   * validated. None when the function is called from another file, named in a string (a callback),
   * or never called here.
   */
  private entryValidated(u: FnInfo): string[] {
    const memo = this.entryMemo.get(u);
    if (memo !== undefined) return memo ?? [];
    this.entryMemo.set(u, null);
    const unknownBefore = this.entryUnknown;
    let out: string[] = [];
    const name = this.ls.front.nameOf(u.node);
    const guards = this.ls.spec.guards.filter(
      (g) => g.reads && !g.spec.keys && typeof g.spec.arg === 'number',
    );
    const src = this.file.source;
    if (
      guards.length &&
      name &&
      /^\w+$/.test(name) &&
      !classOf(u.node) &&
      !this.calledElsewhere?.(name) &&
      !new RegExp(`['"]${name}['"]`).test(src)
    ) {
      const callRe = new RegExp(`(?<![\\w$>:])${name}\\s*\\(`);
      const sites: Set<string>[] = [];
      const validates = (e: Expr | undefined): string[] => {
        if (e?.k !== 'call') return [];
        for (const g of guards) {
          if (!g.calls.test(e.callee)) continue;
          const a = e.args[g.spec.arg as number];
          if (a?.k === 'lit' && typeof a.v === 'string') return [a.v];
        }
        // a function of this file that validates request variables on every way out
        // (`host_validate_vars()` running `validate_store_request_vars($filters)`)
        if (!e.recv && e.callee === e.name && e.name !== name && validatorText(e.name)) {
          const fn = this.lookup(e.name);
          const memo = fn ? this.ctx.summaries.get(fn) : undefined;
          // its summary is being made (a cycle through the callers): not known yet, and what is
          // answered now is not kept
          if (memo === null) this.entryUnknown++;
          else if (fn) {
            this.constants();
            const vs = (memo ?? this.interp.summary(fn)).validates ?? [];
            return vs.filter((x) => x.mk === 'validated').map((x) => x.name);
          }
        }
        return [];
      };
      // a call inside a branch, loop or case is judged by what was validated before it on the way
      // in: the statements ahead of the block and those ahead of the call in the block
      // the text of a function of this file names a validating guard (a validator of its own)
      const guardRe = new RegExp(
        `\\b(?:${[...new Set(this.ls.spec.spec.guards.filter((g) => g.reads).flatMap((g) => g.calls))].map((c) => c.replace(/[^\w]/g, '')).join('|')})\\s*\\(`,
      );
      const validatorText = (fnName: string): boolean => {
        const f = this.functions().find((g) => this.ls.front.nameOf(g.node) === fnName);
        return !!f && guardRe.test(src.slice(f.start, f.end));
      };
      const scan = (body: Stmt[], start: Iterable<string>) => {
        const v = new Set(start);
        // statements past the last one calling the function say nothing of it
        let last = -1;
        body.forEach((st, i) => {
          if (stmtCalls(st, name)) last = i;
        });
        for (const st of body.slice(0, last + 1)) {
          if (stmtCalls(st, name)) {
            const inner = innerBlocks(st, name);
            if (inner) for (const b of inner) scan(b, v);
            else sites.push(new Set(v));
          }
          for (const n of validates(st.k === 'expr' || st.k === 'assign' ? st.e : undefined))
            v.add(n);
        }
      };
      for (const g of this.functions()) {
        if (g === u || !callRe.test(src.slice(g.start, g.end))) continue;
        scan(this.lower(g).body, this.entryValidated(g));
      }
      // calls in top-level code: its own validating statements before them
      if (callRe.test(this.topText())) {
        try {
          this.topLevel ??= this.ls.front.lower(this.file.root, this.lw);
          scan(this.topLevel.body, []);
        } catch {
          sites.push(new Set());
        }
      }
      if (sites.length) out = [...sites[0]].filter((n) => sites.every((s) => s.has(n))).sort();
    }
    if (this.entryUnknown === unknownBefore) this.entryMemo.set(u, out);
    else this.entryMemo.delete(u);
    return out;
  }

  /** The state pass 2 of this file can take over: no evaluation state (findings, summaries). */
  kept(): KeptAnalysis {
    return {
      file: this.file,
      lw: this.lw,
      fns: this.fns,
      byName: this.byName,
      lowered: this.lowered,
      topLevel: this.topLevel,
      offsets: this.offsets,
      entryUnits: this.entryUnits,
      consts: this.ctx.consts,
    };
  }

  private functions(): FnInfo[] {
    if (this.fns) return this.fns;
    const nodes =
      this.file.functions ?? fnNodes(this.file.root, this.ls.sgLang, this.ls.front.fnKinds);
    const infos: FnInfo[] = nodes.map((node) => {
      const r = node.range();
      return {
        node,
        start: r.start.index,
        end: r.end.index,
        startLine: r.start.line,
        endLine: r.end.line,
      };
    });
    // findAll yields pre-order: an enclosing function precedes the ones inside it
    const stack: FnInfo[] = [];
    for (const f of infos) {
      while (stack.length && stack[stack.length - 1].end <= f.start) stack.pop();
      f.outer = stack[stack.length - 1];
      stack.push(f);
    }
    this.fns = infos;
    return infos;
  }

  /** The function to analyse for a code offset: the outermost enclosing one of reasonable size. */
  private unitAt(offset: number): FnInfo | null {
    const fns = this.functions();
    // innermost function starting at or before the offset (pre-order = sorted by start)
    let lo = 0;
    let hi = fns.length - 1;
    let idx = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (fns[mid].start <= offset) {
        idx = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    let f: FnInfo | undefined = idx >= 0 ? fns[idx] : undefined;
    while (f && f.end <= offset) f = f.outer;
    if (!f) return null;
    return this.unitOf(f);
  }

  private unitOf(f: FnInfo): FnInfo {
    if (f.unit) return f.unit;
    let u = f;
    while (u.outer && small(u.outer)) u = u.outer;
    f.unit = u;
    return u;
  }

  private lookup(name: string): FnIR | undefined {
    if (!this.byName) {
      this.byName = new Map();
      for (const f of this.functions()) {
        const n = this.ls.front.nameOf(f.node);
        if (n && !this.byName.has(n)) this.byName.set(n, f);
        // methods also by `Class.method`, for calls on a receiver of a known class (`repo.find(x)` with `repo = new Repo()`)
        const cls = n ? classOf(f.node) : '';
        if (cls && !this.byName.has(`${cls}.${n}`)) this.byName.set(`${cls}.${n}`, f);
      }
    }
    const f = this.byName.get(name);
    return f ? this.lower(f) : undefined;
  }

  private foreignStatic(recvName: string, name: string): boolean {
    // (an object of a known class is named `Class#site`)
    const recv = recvName.replace(/#.*$/, '');
    this.lookup(name);
    const f = this.byName?.get(name);
    const owner = f ? classOf(f.node) : '';
    if (!owner || owner === recv) return false;
    // a class or interface of this file may be the method's declaring type (`Normalizer n` calling
    // the `normalize` of the file's `CategoryNormalizer`)
    return !new RegExp(
      `\\b(?:class|interface|struct|record|trait|enum|object|module|protocol)\\s+${recv.replace(/[^\w]/g, '\\$&')}\\b`,
    ).test(this.file.source);
  }

  private lower(f: FnInfo): FnIR {
    let ir = this.lowered.get(f);
    if (!ir) {
      try {
        ir = this.ls.front.lower(f.node, this.lw);
        const san = helperSanitizes(this.ls.spec.spec, this.file.source.slice(f.start, f.end));
        if (san.length) ir.retSan = san;
      } catch {
        ir = { name: '', params: [], body: [], loc: this.lw.loc(f.node) };
      }
      this.lowered.set(f, ir);
    }
    return ir;
  }

  private offsets: number[] | null = null;

  /**
   * Offsets of sink calls in the text. A cheap word search finds sink names; only their lines are
   * checked against the precise per-file pattern (imports resolved, `.name(` for methods), because a
   * large alternation run over the whole text is slow.
   */
  sinkOffsets(): number[] {
    if (this.offsets) return this.offsets;
    this.offsets = this.findSinkOffsets(false);
    return this.offsets;
  }

  /** Whether the file has a sink call (`sinkOffsets()` is not empty), read up to the first one. */
  hasSinkOffset(): boolean {
    return (this.offsets ?? this.findSinkOffsets(true)).length > 0;
  }

  /** `sinkOffsets`; with `first`, stops at the first offset of the word search when there is one. */
  private findSinkOffsets(first: boolean): number[] {
    const out: number[] = [];
    const src = this.file.source;
    const words = new RegExp(this.ls.sinkRe.source, 'g');
    let precise: RegExp[] | null = null;
    const lineOk = new Map<number, boolean>();
    const viewReturn = returnSink(this.ls.spec);
    for (const m of src.matchAll(words)) {
      const at = m.index ?? 0;
      const ls = src.lastIndexOf('\n', at) + 1;
      let ok = lineOk.get(ls);
      // a view's `return` is the precise pattern's own alternative (`sinkRe`): the line matches it
      if (ok === undefined && viewReturn && m[0] === 'return') {
        RETURN_AT.lastIndex = at;
        if (RETURN_AT.test(src)) lineOk.set(ls, (ok = true));
      }
      if (ok === undefined) {
        precise ??= fileSinkRe(this.ls.spec, this.lw.aliases);
        let le = src.indexOf('\n', at);
        if (le < 0) le = src.length;
        // the call may continue on the next line (`exec(\n  cmd)`)
        const le2 = src.indexOf('\n', le + 1);
        const line = src.slice(ls, le2 < 0 ? src.length : le2);
        ok = precise.some((re) => {
          re.lastIndex = 0;
          return re.test(line);
        });
        lineOk.set(ls, ok);
      }
      if (ok) {
        out.push(at);
        if (first) return out;
      }
    }
    // a field holding a module function (`this.run = exec`) is called by a name of its own
    const held = [...this.lw.aliases.keys()].flatMap((k) =>
      /^this\.[\w$]+$/.test(k) ? [escRe(k.slice(5))] : [],
    );
    if (held.length) {
      precise ??= fileSinkRe(this.ls.spec, this.lw.aliases);
      for (const m of src.matchAll(
        new RegExp(`(?<![\\w$.])this\\s*\\.\\s*(?:${held.join('|')})\\s*\\(`, 'g'),
      )) {
        const line = m[0].replace(/\s+/g, '');
        if (
          precise.some((re) => {
            re.lastIndex = 0;
            return re.test(line);
          })
        )
          out.push(m.index ?? 0);
      }
      out.sort((a, b) => a - b);
    }
    // library model: a public function returning HTML markup (Evaluator.returnedHtml)
    if (this.ls.spec.returnedMarkup) {
      let added = false;
      for (const m of src.matchAll(RETURN_MARKUP_ALL)) {
        out.push(m.index ?? 0);
        added = true;
      }
      if (added) out.sort((a, b) => a - b);
    }
    // regex applications (`re.test(s)`, `s.replace(re, x)`) matter only in a file holding a risky regex
    if (this.ls.spec.sinks.some((k) => k.spec.redos !== undefined) && hasRiskyRegex(src)) {
      for (const m of src.matchAll(
        /\.\s*(?:test|exec|match|matchAll|replace|replaceAll|search|split)\s*\(/g,
      ))
        out.push(m.index ?? 0);
      out.sort((a, b) => a - b);
    }
    return out;
  }

  /**
   * A file whose handlers the specification recognises by the file (`'use server'` actions, tRPC
   * procedures): its sources are parameters, far from any source text, so every unit is an entry.
   */
  private handlerFile(): boolean {
    const p = this.ls.spec.spec.params;
    const res = [
      ...(p?.exportedIn ?? []),
      ...(p?.entryFiles ?? []),
      ...(p?.callbacks ?? []).flatMap((c) => (c.whenFile ? [c.whenFile] : [])),
    ];
    return res.some((re) => new RegExp(re, 'm').test(this.file.source));
  }

  /**
   * Entry units: functions containing a sink name, then (transitively) the functions calling them.
   * `null` stands for top-level code.
   */
  entries(): (FnInfo | null)[] {
    this.entryUnits ??= this.findEntries();
    return this.entryUnits;
  }

  private entryUnits: (FnInfo | null)[] | null = null;

  private findEntries(): (FnInfo | null)[] {
    const src = this.file.source;
    const all = new Set<FnInfo | null>();
    for (const off of this.sinkOffsets()) all.add(this.unitAt(off));
    let frontier = [...all].filter((u): u is FnInfo => !!u);
    for (let round = 0; round < 4 && frontier.length; round++) {
      const names = new Set<string>();
      for (const u of frontier) {
        const n = this.ls.front.nameOf(u.node);
        if (n && /^[\w$]+$/.test(n)) names.add(n);
      }
      frontier = [];
      if (!names.size) break;
      // a call, or the function stored in a pointer that is called (`void (*fp)(char *) = sink;`)
      const alt = [...names].map((n) => n.replace(/\$/g, '\\$')).join('|');
      const re = new RegExp(`(?<![\\w$])(?:${alt})\\s*\\(|=\\s*&?\\s*(?:${alt})\\s*;`, 'g');
      // lower-case names count when declared `const` (Go, JS): `const exportEnabled = false`
      const reConst =
        /^\s*(?:(?:export|private|public|protected|internal|static|readonly)\s+)*const\s+(?:[\w<>?]+\s+(?=[A-Za-z_$][\w$]*\s*=))?([A-Za-z_$][\w$]*)\s*(?::\s*\w+\s*|\s+\w+\s*)?=\s*(true|false|null|nil|-?\d+(?:\.\d+)?|'[^'\n]*'|"[^"\n]*")\s*;?\s*$/gm;
      for (const m of [...src.matchAll(re), ...src.matchAll(reConst)]) {
        const u = this.unitAt(m.index ?? 0);
        if (!all.has(u)) {
          all.add(u);
          if (u) frontier.push(u);
        }
      }
    }
    // only units that may hold a source are entries; the others are reached through summaries
    // library model: a public function far from its `module.exports` line is an entry too
    if (this.ls.fileGateOnly || this.ls.spec.exportedParams || this.handlerFile()) return [...all];
    // a unit reading a top-level variable that holds local data (`const opts = program.opts()`)
    const g = this.globals();
    const globalRe = g?.size
      ? new RegExp(
          `(?<![\\w$.])(?:${[...g.keys()].map((n) => n.replace(/\$/g, '\\$')).join('|')})(?![\\w$])`,
        )
      : null;
    const gate = this.ls.unitSourceRe ?? this.ls.sourceRe;
    return [...all].filter(
      (u) =>
        u === null ||
        gate.test(src.slice(Math.max(0, u.start - 300), u.end)) ||
        (!!globalRe && globalRe.test(src.slice(u.start, u.end))),
    );
  }

  private globalsMemo: Map<string, Val> | null | undefined;

  /**
   * Under the `local` model, the top-level variables holding command-line, environment or file
   * data (EvalCtx.globals), found by running the top-level code once on its own.
   */
  globals(): Map<string, Val> | null {
    if (this.globalsMemo !== undefined) return this.globalsMemo;
    this.globalsMemo = null;
    if (![...this.ls.spec.labelModel.values()].includes('local')) return null;
    try {
      this.topLevel ??= this.ls.front.lower(this.file.root, this.lw);
      this.constants();
      const ctx: EvalCtx = {
        ...this.ctx,
        findings: new Map(),
        summaries: new Map(),
        budget: 50_000,
        globals: undefined,
      };
      const found = new Interp(ctx).runTop(this.topLevel);
      if (found.size) this.globalsMemo = found;
    } catch {
      // no top-level variables then
    }
    return this.globalsMemo;
  }

  /** The file's module constants, read before the interpreter first runs (`EvalCtx.consts`). */
  constants(): void {
    this.ctx.consts ??= moduleConstants(this.file.source);
  }

  /** Runs the dataflow over the given units. */
  run(units: (FnInfo | null)[]): void {
    if (units.length) this.constants();
    for (const u of units) {
      if (this.ctx.budget < 0) break;
      if (u === null) {
        if (!this.topLevel) {
          try {
            this.topLevel = this.ls.front.lower(this.file.root, this.lw);
          } catch {
            continue;
          }
        }
        this.interp.runEntry(this.topLevel);
      } else {
        const ir = this.lower(u);
        if (!this.inert(ir)) this.interp.runEntry(ir);
      }
    }
    // library model: public functions nested in a unit (the methods of the API object an exported
    // factory returns) are entries of their own
    if (this.ls.spec.exportedParams) {
      for (const u of units) {
        if (!u) continue;
        for (const f of this.functions()) {
          if (f === u || f.start < u.start || f.end > u.end || this.ctx.budget < 0) continue;
          const ir = this.lower(f);
          if (ir.exported) this.interp.runEntry(ir);
        }
      }
    }
  }

  private fnNames: Set<string> | null = null;

  /**
   * Whether running a lowered unit as an entry can record nothing and change nothing the rest of
   * the analysis reads, so that it need not run (pass 1 only). A finding is recorded at a call
   * whose callee a sink pattern matches, at an assignment to a sink property, or inside a function
   * of this file the unit reaches through `lookup` (by a called or named identifier: looking it up
   * also lowers it, which decides whether other files get its summary computed here or from its
   * text). A unit with none of them, in its own body or its closures, runs for nothing: the
   * request handlers that read the request and answer with a template (Django's views, whose
   * `return` is a sink word). Not in pass 2 (calls into other files), nor under the `local`
   * threat model (reading a top-level variable runs the file's top-level code once).
   */
  private inert(fn: FnIR): boolean {
    if (this.ctx.external || [...this.ls.spec.labelModel.values()].includes('local')) return false;
    // library model: a public function returning HTML markup (Evaluator.returnedHtml)
    if (
      fn.exported &&
      this.ls.spec.returnedMarkup &&
      someStmt(
        fn.body,
        (st) => (st.k === 'ret' || st.k === 'assign') && !!st.e && markupJoins(st.e).length > 0,
      )
    )
      return false;
    if (!this.fnNames) {
      this.fnNames = new Set();
      for (const f of this.functions()) {
        const n = this.ls.front.nameOf(f.node);
        if (n) this.fnNames.add(n);
      }
    }
    return inertBody(fn.body, this.ls.spec, this.fnNames);
  }

  /** Whether a unit calls an imported project function. */
  callsProject(u: FnInfo | null, names: Set<string>): boolean {
    if (!names.size) return false;
    if (this.namesRe?.names !== names) {
      const key = [...names].join('\u0000');
      if (this.namesRe?.key !== key)
        this.namesRe = {
          key,
          names,
          re: new RegExp(`\\b(?:${[...names].map((n) => n.replace(/\$/g, '\\$')).join('|')})\\b`),
        };
      else this.namesRe.names = names;
    }
    const text = u ? this.file.source.slice(u.start, u.end) : this.file.source;
    if (this.namesRe.re.test(text)) return true;
    // ... or through functions of this file that do (a view's `get` calling `self.common()`, which
    // calls a helper of another module): resolved in pass 1, such a call would carry every argument
    const via = this.localProjectCallers();
    if (via && via.test(text)) return true;
    // a method of a class whose parent (or mixin base) is imported: its constructor fields come from
    // the parent's file (pass 2)
    if (!u || !this.ls.spec.receiverFieldLabel) return false;
    for (let p = u.node.parent(), d = 0; p && d < 3; p = p.parent(), d++) {
      if (p.kind() !== 'class_declaration' && p.kind() !== 'class') continue;
      const h = p.children().find((c) => c.kind() === 'class_heritage');
      return !!h && this.namesRe.re.test(h.text());
    }
    return false;
  }

  /** Whether a class of this file extends one of the given names (imported from project files). */
  extendsProject(names: Set<string>): boolean {
    if (!names.size || !this.ls.spec.receiverFieldLabel || !this.ls.front.parentNames) return false;
    return this.ls.front.parentNames(this.file.source).some((n) => names.has(n));
  }

  /** The regex of the last name set `callsProject` was asked about (every unit asks with the same set). */
  private namesRe: { key: string; names: Set<string>; re: RegExp; via?: RegExp | null } | null =
    null;

  /**
   * Calls of the functions of this file that call a project function of `namesRe`, directly or
   * through other functions of this file (a bounded fixpoint over their texts): null when none do.
   */
  private localProjectCallers(): RegExp | null {
    const nr = this.namesRe;
    if (!nr) return null;
    if (nr.via !== undefined) return nr.via;
    const src = this.file.source;
    const named = this.functions()
      .map((f) => ({ f, name: this.ls.front.nameOf(f.node) }))
      .filter((x) => /^[A-Za-z_$][\w$]*$/.test(x.name) && !nr.names.has(x.name));
    const found = new Set<string>();
    let re: RegExp | null = null;
    for (let round = 0; round < 6; round++) {
      let grew = false;
      for (const { f, name } of named) {
        if (found.has(name)) continue;
        const text = src.slice(f.start, f.end);
        if (nr.re.test(text) || (re && re.test(text))) {
          found.add(name);
          grew = true;
        }
      }
      if (!grew) break;
      re = new RegExp(
        `(?<![\\w$])(?:${[...found].map((n) => n.replace(/\$/g, '\\$')).join('|')})\\s*\\(`,
      );
    }
    nr.via = re;
    return re;
  }

  /** Units containing a call of one of the given names (imported project functions). */
  projectCallers(names: Set<string>): (FnInfo | null)[] {
    const out = new Set<FnInfo | null>();
    if (!names.size) return [];
    const re = new RegExp(
      `(?<![\\w$.])(?:${[...names].map((n) => n.replace(/\$/g, '\\$')).join('|')})\\s*[.(]`,
      'g',
    );
    for (const m of this.file.source.matchAll(re)) out.add(this.unitAt(m.index ?? 0));
    return [...out];
  }

  /**
   * Named functions of this file that read request data themselves (a source in their text and a
   * `return`), and the short ones that return another unqualified call, by the names they return:
   * the request getters other files may read the request through.
   */
  requestGetters(): { getters: string[]; forwards: Record<string, string[]> } {
    const getters: string[] = [];
    const forwards: Record<string, string[]> = {};
    const src = this.file.source;
    const direct = this.ls.sourceRe.test(src);
    if (!direct && !/\breturn\s+\w+\s*\(/.test(src)) return { getters, forwards };
    for (const f of this.functions()) {
      if (f.outer || f.endLine - f.startLine > LAZY_MAX_LINES) continue;
      const name = this.ls.front.nameOf(f.node);
      if (!name || !/^\w+$/.test(name)) continue;
      const text = src.slice(f.start, f.end);
      if (!/\breturn\b/.test(text)) continue;
      if (direct && this.ls.sourceRe.test(text)) getters.push(name);
      else if (f.endLine - f.startLine <= 15) {
        const to = [...text.matchAll(/\breturn\s+(\w+)\s*\(/g)].map((m) => m[1]);
        if (to.length) forwards[name] = [...new Set(to)];
      }
    }
    return { getters, forwards };
  }

  /** Summaries of this file's named functions for other files. */
  summaryFunctions(all: boolean, also?: Set<string>): Record<string, FnEntry> {
    const out: Record<string, FnEntry> = {};
    const src = this.file.source;
    if (
      !all &&
      !also?.size &&
      !this.ls.summaryRe.test(src) &&
      !CLEANING_NAME.test(src) &&
      !CLEANING_CODE.test(src) &&
      !helperSanitizes(this.ls.spec.spec, src).length
    )
      return out;
    const taken = new Map<string, number>();
    // Python methods also by `Class.method`, for calls on objects of a class imported from here
    const byClass = this.file.language === 'python';
    for (const f of this.functions()) {
      const name = this.ls.front.nameOf(f.node);
      if (!name) continue;
      const cls = byClass ? classOf(f.node) : '';
      const key = cls ? `${cls}.${name}` : '';
      // module-level functions win over methods of the same name
      const col = f.node.range().start.column;
      const first = !(out[name] && (taken.get(name) ?? 0) <= col);
      if (!first && (!key || out[key])) continue;
      if (first) taken.set(name, col);
      const put = (entry: FnEntry): void => {
        if (first) out[name] = entry;
        if (key) out[key] ??= entry;
      };
      // a factory of the file's classes (`return Blank()`) is summarised from its lowered body,
      // where those calls are known for constructors (not from its text alone)
      const ir =
        this.lowered.get(f) ??
        (cls === '' && byClass && FACTORY_RETURN.test(src.slice(f.start, f.end))
          ? this.lower(f)
          : undefined);
      if (ir) {
        this.constants();
        put({ s: this.interp.summary(ir) });
        continue;
      }
      if (f.endLine - f.startLine > LAZY_MAX_LINES) continue;
      const text = src.slice(f.start, f.end);
      // helpers named like sanitisers matter to other files even when they call nothing we know
      if (
        !all &&
        !also?.has(name) &&
        !this.ls.summaryRe.test(text) &&
        !CLEANING_NAME.test(name) &&
        !CLEANING_CODE.test(text) &&
        !helperSanitizes(this.ls.spec.spec, text).length
      )
        continue;
      put({
        lazy: ' '.repeat(col) + (this.ls.front.lazyText?.(f.node, text) ?? text),
        line: f.startLine,
      });
    }
    return out;
  }

  findings(meta: (id: string) => TaintRuleMeta | undefined, language: LanguageId): Finding[] {
    return [...this.ctx.findings.values()].map((r) =>
      toFinding(r, meta(r.rule), language, this.file.path === r.file ? this.lw.lines : undefined),
    );
  }
}

/**
 * Drops a propagation step that repeats the line of the step before it (`const cmd = 'ls ' +
 * req.query.dir` is both where the data enters and where it is concatenated): the reader sees each
 * line of the path once. Source, call, return and sink steps always stay.
 */
export function compactTrace(trace: TraceStep[]): TraceStep[] {
  return trace.filter((st, i) => {
    const prev = trace[i - 1];
    return !(st.kind === 'propagation' && prev && prev.file === st.file && prev.line === st.line);
  });
}

function toFinding(
  r: RawFinding,
  m: TaintRuleMeta | undefined,
  language: LanguageId,
  lines?: string[],
): Finding {
  const snippet = lines ? (lines[r.line - 1] ?? r.code).trim() : r.code;
  const norm = snippet.replace(/\s+/g, ' ');
  const model = r.threatModel ?? 'remote';
  const first = r.trace[0];
  const why =
    model === 'library'
      ? ` Threat model: library (${first?.note ?? 'a parameter of an exported function'} is taken as untrusted).`
      : model === 'local'
        ? ` Threat model: local (the value is read from ${first ? `\`${first.code.trim().slice(0, 60)}\`` : 'the environment, a file or the command line'}).`
        : '';
  return {
    ruleId: r.rule,
    title: m?.title ?? r.rule,
    severity: m?.severity ?? 'high',
    confidence: m?.confidence ?? 'medium',
    cwe: m?.cwe ?? [],
    owasp: m?.owasp ?? '',
    message: (m?.message ?? `Untrusted data reaches a sensitive sink (${r.rule}).`) + why,
    recommendation: m?.recommendation ?? '',
    file: r.file,
    startLine: r.line,
    startColumn: r.col + 1,
    endLine: r.line,
    endColumn: r.col + 1 + snippet.length,
    snippet,
    trace: compactTrace(r.trace),
    fingerprint: createHash('sha256')
      .update(`${r.rule}\u0000${r.file}\u0000${norm}`)
      .digest('hex')
      .slice(0, 32),
    language,
    threatModel: model,
  };
}

/**
 * Module-level constants assigned exactly once with a literal (`AUDIT_MODE = False`,
 * `const DEBUG = false;`, `private static final boolean LEGACY = false;`), found by text.
 */
export function moduleConstants(src: string): Map<string, Lit> {
  const out = new Map<string, Lit>();
  const seen = new Map<string, number>();
  const seenAt = new Map<string, number>();
  const re =
    /^[ \t]*(?:export\s+)?(?:(?:const|let|var|final|static|private|public|protected|readonly)\s+)*(?:[\w<>[\]]+\s+)?([A-Z][A-Z0-9_]*)\s*(?::\s*\w+\s*)?=\s*(true|false|True|False|None|null|nil|-?\d+(?:\.\d+)?|'[^'\n]*'|"[^"\n]*")\s*;?\s*$/gm;
  // lower-case names count when declared `const` (Go, JS): `const exportEnabled = false`
  const reConst =
    /^[ \t]*(?:(?:export|private|public|protected|internal|static|readonly)\s+)*const\s+(?:[\w<>?]+\s+(?=[A-Za-z_$][\w$]*\s*=))?([A-Za-z_$][\w$]*)\s*(?::\s*\w+\s*|\s+\w+\s*)?=\s*(true|false|null|nil|-?\d+(?:\.\d+)?|'[^'\n]*'|"[^"\n]*")\s*;?\s*$/gm;
  for (const m of [...src.matchAll(re), ...src.matchAll(reConst)]) {
    if (out.has(m[1]) && m.index !== undefined && seenAt.get(m[1]) === m.index) continue;
    seenAt.set(m[1], m.index ?? -1);
    seen.set(m[1], (seen.get(m[1]) ?? 0) + 1);
    const v = m[2];
    let lit: Lit;
    if (/^(true|True)$/.test(v)) lit = true;
    else if (/^(false|False)$/.test(v)) lit = false;
    else if (/^(None|null|nil)$/.test(v)) lit = null;
    else if (/^-?\d/.test(v)) lit = Number(v);
    else lit = v.slice(1, -1);
    out.set(m[1], lit);
  }
  for (const [k] of out) {
    // reassigned anywhere else: not a constant
    const assigns =
      src.match(new RegExp(`(?<![\\w$.])${k}\\s*(?:[-+*/|&]?=)(?!=)`, 'g'))?.length ?? 0;
    if ((seen.get(k) ?? 0) > 1 || assigns > 1) out.delete(k);
  }
  return out;
}

function escRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `a.b.c` as text allowing spaces and optional chaining around the dots. */
function dottedRe(p: string): string {
  return p
    .split('.')
    .map((seg) => escRe(seg).replace(/\\\(\\\)$/, '\\s*\\([^)]*\\)'))
    .join('\\s*(?:\\??\\.|->|::)\\s*');
}

/**
 * The text of this file's possible sink calls: exact patterns through the file's import aliases
 * (`child_process.exec` is `cp.exec(` or `exec(` here), wildcard patterns by their tail (`.query(`),
 * assignment sinks (`.innerHTML =`). Much more precise than the bare method names.
 */
export function fileSinkRe(spec: CompiledSpec, aliases: Map<string, string>): RegExp[] {
  let base = staticRe.get(spec);
  if (!base) staticRe.set(spec, (base = sinkRe(spec, new Map())));
  if (!aliases.size) return [base];
  // the alternatives the imports add are few: a small second regex, not a recompiled union
  const extra = aliasSinkRe(spec, aliases);
  return extra.source === '(?!)' ? [base] : [base, extra];
}

const staticRe = new WeakMap<CompiledSpec, RegExp>();

/** The sinks' call patterns as `sinkRe` reads them (`new ` and a `kind:` prefix dropped), in order. */
const sinkCallsOf = new WeakMap<CompiledSpec, string[]>();
/** The indexes in `sinkCallsOf` of the patterns by each of their dotted prefixes (`a`, `a.b`, `a.b.c`). */
const sinkCallPrefixes = new WeakMap<CompiledSpec, Map<string, number[]>>();
/** `sinkRe(spec, aliases, true)` by the aliases' text: files of a project share their imports. */
const aliasReOf = new WeakMap<CompiledSpec, Map<string, RegExp>>();

/** The alternatives a file's import aliases add: `sinkRe(spec, aliases, true)`, built faster. */
function aliasSinkRe(spec: CompiledSpec, aliases: Map<string, string>): RegExp {
  let memo = aliasReOf.get(spec);
  if (!memo) aliasReOf.set(spec, (memo = new Map()));
  const entries = [...aliases];
  const key = entries.map(([l, t]) => l + '\u0000' + t).join('\n');
  let re = memo.get(key);
  if (re) return re;
  let ps = sinkCallsOf.get(spec);
  if (!ps) {
    ps = [];
    for (const { spec: s } of spec.sinks) {
      if (s.redos !== undefined) continue;
      for (const raw of s.calls ?? [])
        ps.push((raw.startsWith('new ') ? raw.slice(4) : raw).replace(/^\w+:/, ''));
    }
    sinkCallsOf.set(spec, ps);
  }
  let byPrefix = sinkCallPrefixes.get(spec);
  if (!byPrefix) {
    byPrefix = new Map();
    for (let i = 0; i < ps.length; i++) {
      const p = ps[i];
      for (let d = p.indexOf('.'); ; d = p.indexOf('.', d + 1)) {
        const q = d < 0 ? p : p.slice(0, d);
        const l = byPrefix.get(q);
        if (!l) byPrefix.set(q, [i]);
        else if (l[l.length - 1] !== i) l.push(i);
        if (d < 0) break;
      }
    }
    sinkCallPrefixes.set(spec, byPrefix);
  }
  // the patterns each alias reaches (the pattern itself, or one of its dotted prefixes), in the
  // order of the patterns, then of the aliases
  const pairs: [number, number][] = [];
  entries.forEach(([, target], j) => {
    for (const i of byPrefix.get(target) ?? []) pairs.push([i, j]);
  });
  pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const calls = new Set<string>();
  for (const [i, j] of pairs) {
    const p = ps[i];
    const [local, target] = entries[j];
    if (p === target) calls.add('(?<![\\w$.])' + escRe(local));
    else
      calls.add(
        '(?<![\\w$.])' + escRe(local) + '\\s*\\??\\.\\s*' + dottedRe(p.slice(target.length + 1)),
      );
  }
  re = calls.size ? new RegExp(`(?:${[...calls].join('|')})${callOpen(spec)}`, 'g') : /(?!)/g;
  if (memo.size >= 256) memo.clear();
  memo.set(key, re);
  return re;
}

/** What follows a callee in a call of this language (see `sinkRe`). */
function callOpen(spec: CompiledSpec): string {
  // Ruby calls need no parentheses (`redirect_to url`), nor arguments (`name.html_safe`, `type.constantize`)
  // generic calls (`Query<Report>(`, `EvaluateAsync<object>(`) are calls too
  return spec.spec.parenless
    ? '(?:\\s*\\(|[ \\t]+(?![=\\s])|(?=[ \\t]*(?:\\r?\\n|$|[.)\\]},;])))'
    : '\\s*(?:<[^<>()]*(?:<[^<>()]*>)?[^<>()]*>)?\\s*\\(';
}

/**
 * A `return` of text holding an HTML tag (`return '<a href="' + href`), or such text stored in a
 * variable that is returned later (`html = '<span>' + label`): a sink of a public function under the
 * library model (Evaluator.returnedHtml).
 */
export const RETURN_MARKUP =
  /\breturn\b[^;{}]*?['"`][^'"`\n]*<\/?[a-zA-Z]|[\w$]\s*\+?=\s*['"`][^'"`\n]*<\/?[a-zA-Z]/;
/** RETURN_MARKUP for `matchAll` over a file (compiled once: `matchAll` works on a copy). */
const RETURN_MARKUP_ALL = new RegExp(RETURN_MARKUP.source, 'g');

/** `sinkRe`'s alternative for a view's return value, anchored where a sink word was found. */
const RETURN_AT = /(?<![\w$.])return\s/y;
const returnSinks = new WeakMap<CompiledSpec, boolean>();

/** Whether the specification has the pseudo-call of a view's return value (`flask.__return`). */
function returnSink(spec: CompiledSpec): boolean {
  let r = returnSinks.get(spec);
  if (r === undefined) {
    r = spec.sinks.some(
      ({ spec: s }) =>
        s.redos === undefined &&
        (s.calls ?? []).some((c) =>
          (c.startsWith('new ') ? c.slice(4) : c).replace(/^\w+:/, '').endsWith('.__return'),
        ),
    );
    returnSinks.set(spec, r);
  }
  return r;
}

function sinkRe(spec: CompiledSpec, aliases: Map<string, string>): RegExp {
  const alts = new Set<string>();
  // alternatives followed by the opening of a call: the suffix is written once after them all, so
  // the regex stays small (compiling the per-alternative copies cost 0.3 s per language and process)
  const calls = new Set<string>();
  const open = callOpen(spec);
  for (const { spec: s } of spec.sinks) {
    if (s.redos !== undefined) continue;
    for (const raw of s.calls ?? []) {
      const isNew = raw.startsWith('new ');
      const p = (isNew ? raw.slice(4) : raw).replace(/^\w+:/, '');
      if (p.endsWith('.__return')) {
        // pseudo-call of a view's return value (front ends emit it for Flask routes)
        alts.add('(?<![\\w$.])return\\s');
        continue;
      }
      if (p.startsWith('__jsx.')) {
        alts.add(escRe(p.slice(6)) + '\\s*=');
        continue;
      }
      // calling an instance (`ev = XPathEvaluator(doc); ev(expr)`, a `Class.__call__` sink) has no
      // text of its own: the unit that builds the instance holds the class name
      const inst = /(?:^|\.)([A-Z]\w*)\.__call__$/.exec(p);
      if (inst) {
        alts.add('(?<![\\w$])' + escRe(inst[1]) + '\\s*\\(');
        continue;
      }
      // `*.name`, `Type.name` and `module.Type.name` (callees canonicalised by declared types:
      // `s = requests.Session(); s.get(url)`) appear as `.name(`
      if (p.startsWith('*') || (/^(?:[a-z_]\w*\.)*[A-Z]\w*\.[\w$]+$/.test(p) && !isNew)) {
        const tail = p.replace(/^\*\.?/, '').replace(/^(?:[a-z_]\w*\.)*[A-Z]\w*\./, '');
        // a method taking only its receiver needs no arguments where calls omit parentheses (`x.html_safe`)
        if (spec.spec.parenless && s.args?.length === 1 && s.args[0] === 'recv')
          alts.add('\\.\\s*' + dottedRe(tail) + '(?![\\w$?!])');
        else calls.add('(?:\\.|->|::)\\s*' + dottedRe(tail));
        continue;
      }
      const body = p.includes('*') ? p.slice(0, p.indexOf('*')).replace(/\.$/, '') : p;
      (p.includes('*') ? alts : calls).add(
        (p.includes('.') ? '' : '(?<![\\w$.])') + dottedRe(body),
      );
      for (const [local, target] of aliases) {
        if (p === target) calls.add('(?<![\\w$.])' + escRe(local));
        else if (p.startsWith(target + '.'))
          calls.add(
            '(?<![\\w$.])' +
              escRe(local) +
              '\\s*\\??\\.\\s*' +
              dottedRe(p.slice(target.length + 1)),
          );
      }
    }
    for (const h of s.hints ?? []) alts.add(h);
    for (const a of s.assign ?? [])
      alts.add('\\.\\s*' + escRe(a.slice(a.lastIndexOf('.') + 1)) + '\\s*=[^=]');
  }
  if (calls.size) alts.add(`(?:${[...calls].join('|')})${open}`);
  return alts.size ? new RegExp([...alts].join('|'), 'g') : /(?!)/g;
}

/** Re-lowers a lazily summarised function (pass 2). */
export function lazySummary(
  ls: LangSupport,
  path: string,
  text: string,
  line: number,
  preamble = '',
  external?: EvalCtx['external'],
): Summary | undefined {
  // a one-line preamble (imports) goes on the first line, so reported lines stay right
  const src = (line > 0 ? preamble : '') + '\n'.repeat(line) + ls.wrap(text);
  try {
    const root = napi.parse(ls.sgLang as never, src).root();
    const file: ParsedFile = { path, absPath: path, language: 'text', source: src, root };
    const fa = new FileAnalysis(file, ls, external);
    const fns = fnNodes(root, ls.sgLang, ls.front.fnKinds);
    if (!fns.length) return undefined;
    const ir = ls.front.lower(fns[0], fa.lw);
    const san = helperSanitizes(ls.spec.spec, text);
    if (san.length) ir.retSan = san;
    fa.constants();
    return new Interp(fa.ctx).summary(ir);
  } catch {
    return undefined;
  }
}

export type { FileSummary, ProjectSummaries };

/** `FileAnalysis.inert` over statements: no sink call or assignment, no function of the file named. */
function inertBody(body: Stmt[], spec: CompiledSpec, names: Set<string>): boolean {
  const live = (e: Expr): boolean =>
    (e.k === 'var' && names.has(e.name)) ||
    (e.k === 'call' && (names.has(e.name) || sinksOf(spec, e.callee).length > 0)) ||
    (e.k === 'fn' && !inertBody(e.fn.body, spec, names));
  const sinkStore = (s: Stmt): boolean =>
    s.k === 'assign' && s.to.k === 'field' && spec.assignSinks.has(s.to.name);
  return !someStmt(body, sinkStore) && !someExprIn(body, live);
}

/** A call of the function `name` itself (not a method of that name). */
const callOf =
  (name: string) =>
  (e: Expr): boolean =>
    e.k === 'call' && e.callee === name && !e.recv;

/** Whether an expression calls the function `name` (anywhere inside it, closures included). */
function exprCalls(e: Expr, name: string): boolean {
  return someExpr(e, callOf(name), true);
}

/** Whether a statement calls the function `name` (anywhere inside it, closures included). */
function stmtCalls(st: Stmt, name: string): boolean {
  return someExprIn([st], callOf(name), true);
}

/**
 * The blocks of a branch, loop or switch whose own condition, tests or discriminant do not call
 * `name`: where its calls are, to be followed one level down. Undefined for any other statement.
 */
function innerBlocks(st: Stmt, name: string): Stmt[][] | undefined {
  if (st.k !== 'if' && st.k !== 'loop' && st.k !== 'switch') return undefined;
  return ownExprs(st).some((e) => exprCalls(e, name)) ? undefined : blocks(st);
}

const CLASS_KINDS = new Set([
  'class_declaration',
  'class',
  'abstract_class_declaration',
  'class_definition',
  'struct_declaration',
  'record_declaration',
  'class_specifier',
  'struct_specifier',
]);

/** classOf by function node: each of a file's functions is asked again as it is indexed and summarised. */
const classes = new WeakMap<SgNode, string>();

/**
 * The class (or, in Go, the receiver type) a method belongs to; '' for free functions. Its walk up
 * the tree costs a native call per ancestor (tree-sitter finds a node's parent from the root down).
 */
function classOf(fn: SgNode): string {
  let c = classes.get(fn);
  if (c === undefined) classes.set(fn, (c = classOfNode(fn)));
  return c;
}

function classOfNode(fn: SgNode): string {
  if (fn.kind() === 'method_declaration') {
    // Go: func (s *Store) Find(...)
    const rcv = fn.field('receiver');
    if (rcv) return /(\w+)(?:\[[^\]]*\])?\s*\)\s*$/.exec(rcv.text())?.[1] ?? '';
  }
  for (let p = fn.parent(), d = 0; p && d < 4; p = p.parent(), d++) {
    if (CLASS_KINDS.has(String(p.kind()))) return p.field('name')?.text() ?? '';
  }
  return '';
}
