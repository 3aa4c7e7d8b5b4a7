/** Helpers shared by the language front ends. */
import type { SgNode } from '@ast-grep/napi';
import type { Expr, FnIR, Loc, Stmt } from '../ir.js';
import { CallMatcher, type ParamSpec } from '../spec.js';

/** What every language front end provides to the analyzer. */
export interface FrontEnd {
  /** Node kinds of function-like definitions. */
  fnKinds: string[];
  /** Name a function is callable by in this file ('' when anonymous). */
  nameOf(fn: SgNode): string;
  /** Lowers one function to the IR. */
  lower(fn: SgNode, lw: LowerCtx): FnIR;
  /** Import aliases of the file: local name → canonical dotted name (`cp` → `child_process`). */
  aliases(source: string): Map<string, string>;
  /** Modules this file imports that may be project files (relative imports, project packages). */
  projectImports(source: string): string[];
  /** Candidate project paths of an imported module, relative to the scan root. */
  modulePaths(mod: string, fromPath: string, files: string[]): string[];
  /**
   * Languages whose functions of other files of the same package are called without an import
   * (Go): those files, relative to the scan root.
   */
  packageFiles?(fromPath: string, files: string[]): string[];
  /** With packageFiles: names of unqualified calls this file makes to functions it does not define. */
  packageCalls?(source: string): string[];
  /**
   * Pass 1 still analyses the callers of packageCalls (Java: a class name not imported may be a
   * library class written without its import in a snippet); pass 2 adds what the package's
   * summaries show. Go defers them to pass 2 instead.
   */
  packageCallersInPass1?: boolean;
  /**
   * The text to store for a function summarised lazily, when the function alone misses context it
   * needs (Ruby: the class's `initialize`, appended after it). Its first line must stay the function's.
   */
  lazyText?(fn: SgNode, text: string): string | undefined;
  /** One line (a comment) restoring a file's import aliases when one of its functions is analysed alone. */
  preamble?(aliases: Map<string, string>): string;
  /**
   * Fields the constructors of the file's classes set from their parameters, by class name
   * (`default` for the default export), for subclasses in other files (see LowerCtx.importedClassFields).
   */
  classFields?(root: SgNode, lw: LowerCtx): Record<string, Record<string, Omit<FieldSite, 'file'>>>;
  /** Local names of classes the file's classes extend (`extends Base`, `extends mixin(Base)`). */
  parentNames?(source: string): string[];
}

class LazyLoc implements Loc {
  private l = -1;
  private c = 0;
  constructor(
    private readonly node: SgNode,
    private readonly lines: string[],
  ) {}
  private load(): void {
    if (this.l >= 0) return;
    const s = this.node.range().start;
    this.l = s.line + 1;
    this.c = s.column;
  }
  get line(): number {
    this.load();
    return this.l;
  }
  get col(): number {
    this.load();
    return this.c;
  }
  get code(): string {
    return (this.lines[this.line - 1] ?? '').trim().slice(0, 200);
  }
}

/** Where a constructor set a field from its parameters, in the file that holds the class. */
export interface FieldSite {
  file: string;
  line: number;
  col: number;
  code: string;
}

/** Per-file state of a lowering. */
export class LowerCtx {
  readonly lines: string[];
  /**
   * Pass 2: the constructor fields of a class this file imports from another project file, by its
   * local name (`const { Step } = require('./base')`), for subclasses that hand it their options.
   */
  importedClassFields?: (local: string) => Record<string, FieldSite> | undefined;
  constructor(
    readonly source: string,
    readonly aliases: Map<string, string>,
    readonly params: ParamSpec = {},
  ) {
    this.lines = source.split('\n');
  }
  /** Location of a node, computed only when a trace or finding reads it (range() is a native call). */
  loc(n: SgNode): Loc {
    return new LazyLoc(n, this.lines);
  }
  /** Canonical name of a bare identifier used as the head of a callee. */
  canon(name: string): string {
    return this.aliases.get(name) ?? name;
  }
  /** Canonical callee of a method call: the head of the receiver chain resolved through imports. */
  callee(recv: Expr | undefined, name: string): string {
    const c = calleeOf(recv, name);
    const i = c.search(/[.(]/);
    const head = i < 0 ? c : c.slice(0, i);
    const a = this.aliases.get(head);
    return a ? a + c.slice(head.length) : c;
  }
}

export function lit(v: string | number | boolean | null): Expr {
  return { k: 'lit', v };
}

/** Text of a string literal node without quotes, when it has no interpolation. */
export function unquote(text: string): string {
  const m = /^[a-zA-Z]*?(['"`]{1,3})([\s\S]*)\1$/.exec(text);
  return m ? m[2] : text;
}

/** Access path text of an IR expression when it is a plain chain (`req.query.id`). */
export function pathOf(e: Expr): string | undefined {
  if (e.k === 'var') return e.name;
  if (e.k === 'field') {
    const p = pathOf(e.obj);
    return p === undefined ? undefined : `${p}.${e.name}`;
  }
  if (e.k === 'index') {
    const p = pathOf(e.obj);
    if (p === undefined) return undefined;
    return e.idx.k === 'lit' ? `${p}.${String(e.idx.v)}` : `${p}.*`;
  }
  if (e.k === 'call') return e.callee + '()';
  return undefined;
}

/** Canonical callee text of a receiver expression, for matching dotted patterns. */
export function calleeOf(recv: Expr | undefined, name: string): string {
  if (!recv) return name;
  const p = pathOf(recv);
  return `${p ?? '?'}.${name}`;
}

export function num(text: string): Expr {
  const n = Number(text.replace(/_/g, '').replace(/[lLfFdDmMuU]+$/, ''));
  return Number.isFinite(n) ? lit(n) : { k: 'any', parts: [] };
}

export type Block = Stmt[];

/**
 * A statement that runs a function value where it is made: a handler a factory returns or a
 * variable keeps runs on requests, so it is analysed here as a callback would be, with the
 * enclosing function's variables in scope.
 */
export function runsHere(fn: Expr, loc: Loc): Stmt {
  return { k: 'expr', e: { k: 'call', callee: '__closure', name: '__closure', args: [fn], loc } };
}

/** Whether a statement list ends by leaving the switch (break/return/throw). */
export function endsWithBreak(b: Stmt[]): boolean {
  const last = b[b.length - 1];
  return (
    !!last &&
    (last.k === 'break' || last.k === 'ret' || last.k === 'throw' || last.k === 'continue')
  );
}

/**
 * Whether removing every match of a regular expression (its source, without delimiters) leaves only
 * letters, digits, `_` and `-`: `\D+`, `\W`, `[^a-z0-9_-]` (`replace(/[^0-9]/g, '')` cleans).
 */
export function keepsOnlySafe(pat: string): boolean {
  return /^(?:\\[DW]|\[\^(?:a-z|A-Z|0-9|\\d|\\w|_|\\-|-)+\])[+*]?$/.test(pat);
}

type CallbackSpec = NonNullable<ParamSpec['callbacks']>[number];
const callbackCache = new WeakMap<
  ParamSpec,
  { spec: CallbackSpec; calls: CallMatcher; file?: RegExp }[]
>();
const CALL_KINDS = new Set(['call_expression', 'invocation_expression', 'call']);
const ARG_KINDS = new Set(['arguments', 'argument', 'argument_list']);

/**
 * The `params.callbacks` entry of the specification that makes `fn` a request handler: `fn` is an
 * argument of a call whose function text (spaces removed) matches one of the entry's patterns
 * (`app.MapGet("/", (string q) => ...)`, `t.procedure.input(s).mutation(({ input }) => ...)`).
 */
export function callbackOf(fn: SgNode, lw: LowerCtx): CallbackSpec | undefined {
  const list = lw.params.callbacks;
  if (!list?.length) return undefined;
  let p = fn.parent();
  for (let i = 0; i < 3 && p && ARG_KINDS.has(String(p.kind())); i++) p = p.parent();
  if (!p || !CALL_KINDS.has(String(p.kind()))) return namedCallbackOf(fn, lw);
  // a Ruby block is the `block` of its call (`get '/x' do ... end`): its receiver and method name it
  const f = p.field('function');
  const method = !f && p.field('block') ? p.field('method') : null;
  if (!f && !method) return undefined;
  let compiled = callbackCache.get(lw.params);
  if (!compiled)
    callbackCache.set(
      lw.params,
      (compiled = list.map((spec) => ({
        spec,
        calls: new CallMatcher(spec.calls),
        file: spec.whenFile ? new RegExp(spec.whenFile, 'm') : undefined,
      }))),
    );
  const recv = method ? p.field('receiver') : null;
  const text = (f ? f.text() : `${recv ? recv.text() + '.' : ''}${method!.text()}`).replace(
    /\s+/g,
    '',
  );
  // `firstArg`: the call's first argument must match too (`server.on('request', (q, s) => ...)`)
  const first = () => {
    const a = p.field('arguments')?.namedChildren()[0];
    return a && a.range().start.index !== fn.range().start.index ? a.text() : '';
  };
  return compiled.find(
    (c) =>
      c.calls.test(text) &&
      (!c.file || c.file.test(lw.source)) &&
      (!c.spec.firstArg || new RegExp(c.spec.firstArg).test(first())),
  )?.spec;
}

/** A function handed to a call by name (`createServer(handle)`, `createServer(this.handle.bind(this))`). */
const HANDED_BY_NAME = /^(?:(?:this|self|that|[\w$]+\.prototype)\.)?([\w$]+)(?:\.bind\([^()]*\))?$/;
const namedCache = new WeakMap<LowerCtx, Map<string, CallbackSpec>>();
const headsCache = new WeakMap<ParamSpec, RegExp>();

/**
 * The `params.callbacks` entry that makes a named function (JavaScript: `function handle(...)`,
 * `const handle = ...`, `Server.prototype.handle = function ...`, a class method) a request handler
 * because the file hands it by name to a call of that entry.
 */
function namedCallbackOf(fn: SgNode, lw: LowerCtx): CallbackSpec | undefined {
  const p = fn.parent();
  let name: string | undefined;
  if (fn.kind() === 'function_declaration' || fn.kind() === 'method_definition')
    name = fn.field('name')?.text();
  else if (p?.kind() === 'variable_declarator') name = p.field('name')?.text();
  else if (p?.kind() === 'assignment_expression')
    name = /([\w$]+)$/.exec(p.field('left')?.text() ?? '')?.[1];
  if (!name || !lw.source.includes(name)) return undefined;
  let byName = namedCache.get(lw);
  if (!byName) {
    namedCache.set(lw, (byName = new Map()));
    // only files that call one of the entries' functions (`createServer(`, `.on(`)
    let heads = headsCache.get(lw.params);
    if (!heads) {
      const names = (lw.params.callbacks ?? [])
        .flatMap((c) => c.calls.map((k) => /([\w$]+)$/.exec(k)?.[1] ?? ''))
        .filter(Boolean);
      headsCache.set(
        lw.params,
        (heads = new RegExp(
          `(?:^|[^\\w$])(?:${[...new Set(names)].map((n) => n.replace(/\$/g, '\\$')).join('|')})\\s*\\(`,
        )),
      );
    }
    if (!heads.test(lw.source)) return undefined;
    let root = fn;
    for (let up = fn.parent(); up; up = up.parent()) root = up;
    for (const call of root.findAll({ rule: { kind: 'call_expression' } })) {
      const args = call.field('arguments')?.namedChildren() ?? [];
      for (const a of args) {
        const m = HANDED_BY_NAME.exec(a.text().replace(/\s+/g, ''));
        if (!m || byName.has(m[1])) continue;
        const spec = callbackOf(a, lw);
        if (spec) byName.set(m[1], spec);
      }
    }
  }
  return byName.get(name);
}

/**
 * The characters a negated character class lets through (`[^a-z0-9.\-]`, `\D`, `\W`), as a set of
 * ASCII code points: every other character matches the class. `pat` is the whole expression
 * (without delimiters) and must be that one class, with an optional repeat; `ci`: case-insensitive
 * (letters of either case). Undefined for anything else (an escape or a range not understood).
 */
export function negatedClassKeeps(pat: string, ci = false): Set<number> | undefined {
  const m = /^(?:\\([DWS])|\[\^((?:\\.|[^\]\\])+)\])(?:[+*]|\{1,\})?$/s.exec(pat);
  if (!m) return undefined;
  const keep = new Set<number>();
  const range = (a: number, b: number) => {
    for (let c = a; c <= b; c++) keep.add(c);
  };
  // what `\d`, `\w` or `\s` matches (`\D` outside a class and `[^\d]` both keep the digits)
  const shorthand = (e: string) => {
    if (e === 'd' || e === 'w') range(48, 57);
    if (e === 'w') {
      range(65, 90);
      range(97, 122);
      keep.add(95);
    }
    if (e === 's') for (const c of ' \t\n\r\f\v') keep.add(c.charCodeAt(0));
  };
  if (m[1]) shorthand(m[1].toLowerCase());
  else {
    const body = m[2];
    // one character of the class: [code, length], or a shorthand class (code -1)
    const one = (i: number): [number, number, string?] | undefined => {
      const ch = body[i];
      if (ch !== '\\') return [ch.charCodeAt(0), 1];
      const e = body[i + 1];
      if (e === undefined) return undefined;
      if ('dws'.includes(e)) return [-1, 2, e];
      const named: Record<string, number> = { n: 10, r: 13, t: 9, f: 12, v: 11 };
      if (e in named) return [named[e], 2];
      if (/[A-Za-z0-9]/.test(e)) return undefined;
      return [e.charCodeAt(0), 2];
    };
    for (let i = 0; i < body.length;) {
      const a = one(i);
      if (!a) return undefined;
      if (a[0] === -1) {
        shorthand(a[2]!);
        i += a[1];
        continue;
      }
      i += a[1];
      if (body[i] === '-' && i + 1 < body.length) {
        const b = one(i + 1);
        if (!b || b[0] === -1 || b[0] < a[0]) return undefined;
        range(a[0], b[0]);
        i += 1 + b[1];
      } else keep.add(a[0]);
    }
  }
  if (ci)
    for (const c of [...keep]) {
      if (c >= 65 && c <= 90) keep.add(c + 32);
      if (c >= 97 && c <= 122) keep.add(c - 32);
    }
  for (const c of keep) if (c > 127) return undefined;
  return keep;
}

/**
 * The groups of sink kinds a text made only of `keep` cannot attack: `all` for letters, digits,
 * `_` and `-`; `markup` without `<`, `>`, quotes, `&` and backquotes; `path` without `/`, `\` and
 * `.` (no parent step, no separator, no absolute path).
 */
export function keptCharGroups(keep: Set<number>): ('all' | 'markup' | 'path')[] {
  const has = (chars: string) => [...chars].some((c) => keep.has(c.charCodeAt(0)));
  const safe = /^[A-Za-z0-9_-]$/;
  if ([...keep].every((c) => safe.test(String.fromCharCode(c)))) return ['all'];
  const out: ('markup' | 'path')[] = [];
  if (!has('<>"\'&`')) out.push('markup');
  if (!has('/\\.') && !keep.has(0)) out.push('path');
  return out;
}
