/**
 * The dataflow engine shared by every language: an abstract interpreter over the IR of ir.ts.
 * Values carry taints (where they came from, the trace so far, which sink classes they are
 * sanitised for), a constant when known (for folding conditions), and the fields / elements of
 * objects, maps and lists when keys and indexes are constant.
 */
import type { TraceStep } from '../types.js';
import type { Expr, FnIR, Lit, Loc, Stmt } from './ir.js';
import { someStmt } from './walk.js';
import { regexDefs, regexRisk, splitLiteral } from '../analyzers/redos.js';
import { type CompiledSpec, type GuardSpec, sinksOf } from './spec.js';

/** One taint: a real source (`src: 'real'`) or, inside summaries, a parameter marker. */
/** Calls listing an object's own keys. */
const KEY_LISTS = new Set(['Object.keys', 'Object.getOwnPropertyNames']);

export interface Taint {
  src: 'real' | number;
  label: string;
  trace: TraceStep[];
  /** Sink classes this value has been sanitised for; 'all' means no class. */
  san: string[];
  /** Fields of the source's values the server sets (`tmp_name` of an upload): reading one drops this taint. */
  sf?: string[];
  /**
   * A parameter's taint read through a field a source's server sets (`file.path` in a helper given an
   * upload): the caller's value decides, by its `sf`, whether that field is the client's.
   */
  via?: string;
  /**
   * Inside a summary: a parameter's taint that reaches this value only on a branch where these
   * parameters are falsy (`if ($return_to != '') ... sanitize_uri($url) ... else ... $url`): a call
   * passing a truthy constant for one of them does not carry it.
   */
  ifFalsy?: number[];
  /**
   * Inside a summary (PHP): a parameter's taint read through a constant key of it (`$opts['title']`):
   * a call passes on what its argument holds under that key, not every key (an options array
   * whose one request value is a flag tested with `isset()` leaves the others' flows clean).
   */
  key?: string;
}

export interface Val {
  t: Taint[];
  /** Known constant (valid when `k`). */
  c?: Lit;
  k?: boolean;
  f?: Map<string, Val>;
  items?: Val[];
  objLit?: boolean;
  /**
   * An object a constructor of the project made (`Box(x)`, `new Box(x)`): its fields are those
   * the constructor set (`f`); a field it did not set holds only what `t` holds.
   */
  made?: boolean;
  listLit?: boolean;
  fn?: FnIR;
  /** For a function value: the environment it was created in (the variables it captured). */
  cap?: Map<string, Val>;
  /** Class of an object made by `new C()` here, or returned by a factory called with constants. */
  cls?: string;
  /** `path.relative(root, p)`: the access path of `p`, contained in root when the result does not start with `..`. */
  relOf?: string[];
  /**
   * `new URL(u)`, `url.parse(u)` and their `host`, `hostname` and `origin`: the access path of `u`,
   * allow-listed for redirects and requests where the host is compared with trusted values.
   */
  urlOf?: string[];
  /** The host of a parsed URL held in a variable (`target.hostname`): that variable's access path. */
  urlVar?: string[];
  /** A parsed URL whose text starts with `/` (a request target): its `pathname` starts with `/` too. */
  urlAbsPath?: boolean;
  /** In a summary, a returned dict or list literal: its entries, each flattened (see `retShape`). */
  shape?: Val;
  /** Marks guards left on the value (`not-array` past `!is_array($x)`). */
  mk?: string[];
  /** The guard call whose result this value is (a test of the value is that guard's test). */
  test?: Expr;
  /** The name of a constant defined nowhere in the scan (`FILTER_VALIDATE_INT`): a library's flag. */
  sym?: string;
  /**
   * A validating conversion of a variable (`filter_var($p, FILTER_VALIDATE_INT)`, `intval($p)`):
   * the variable (`of`) and its value (`v`) when converted; a test that the conversion passed
   * checks the variable, while it still holds that value.
   */
  conv?: { of: Expr; v: Val; fn: string };
  /**
   * The page's whole URL (`location.href`, `document.URL`), as read: text appended to it stays on the
   * page's origin. Any operation on the value (a join, a call, a field) drops the mark.
   */
  page?: boolean;
  /**
   * The constant start of a string built here (`".//user[@name='" + name + "']"`, `"%s" % x`,
   * `"{}".format(x)`): kept with the value, so a sink reading it through a variable still knows
   * how its argument starts (`whenArgText`, `unlessArgText`).
   */
  pre?: string;
  /**
   * The start of a text built here from values that are not tainted, constants by their value and
   * other values as `x` (`get_url_type() . '://' . $host . '/'` starts `x://x/`): text joined to it
   * later may still make it a URL whose scheme and host are fixed.
   */
  head?: string;
  /** An encoding (`json.dumps(d)`) by round trip `by` of the specification: `of` is the value encoded. */
  enc?: { of: Val; by: number };
  /**
   * The parts of a text split at most `n` ways (`explode(':', strtolower($k), 2)`, spec `splits`):
   * the variable split (`of`) while it holds the value `v`. Where every part is pinned (a constant
   * by a `case`, empty by a falsy test), the text is made of those constants and separators only.
   */
  split?: { of: Expr; v: Val | undefined; n: number };
  /**
   * In a summary: the value of parameter `pv` as it came in (or a copy of it), not a value derived
   * from it (an element of a loop over it): a constant key read from it is that key of the argument.
   */
  pv?: number;
  /** Known to be a string: an element of a split text, handed to an array method's callback. */
  str?: boolean;
}

const URI_DECODE = /^(?:decodeURIComponent|decodeURI|unescape|querystring\.unescape)$/;

/** A value as it was before its path checks (`path-traversal`, `relative-path` sanitisers dropped). */
function undoPathChecks(v: Val): Val {
  const undo = (ts: Taint[]): Taint[] =>
    ts.map((t) =>
      t.san.includes('path-traversal') || t.san.includes('relative-path')
        ? { ...t, san: t.san.filter((k) => k !== 'path-traversal' && k !== 'relative-path') }
        : t,
    );
  return { ...v, t: undo(v.t) };
}

/** A member only an XMLHttpRequest (or jQuery's jqXHR) has, read on a variable. */
const XHR_MEMBER =
  /(?<![\w$.])([\w$]+)\s*\.\s*(?:getResponseHeader|getAllResponseHeaders|setRequestHeader|overrideMimeType|responseText|responseXML|readyState)\b/g;
const XHR_WORD =
  /getResponseHeader|getAllResponseHeaders|setRequestHeader|overrideMimeType|responseText|responseXML|readyState/;
/** The XHR variables of the last file's text (Evaluator.xhrRoot). */
const xhrNames: { src?: string; names: Set<string> } = { names: new Set() };

/** The mark of a variable holding markup built here (`html = '<b>' + x + '</b>'`). */
const MARKUP_VAR = 'markup';

/** An HTML tag in constant text (`<a href="`, `</div>`). */
const MARKUP = /<[a-zA-Z][\w-]*(?:[\s>/]|$)|<\/[a-zA-Z]/;

/** A join or template whose constant parts hold an HTML tag. */
function markupJoin(x: Expr): boolean {
  const lits: string[] = [];
  const flat = (y: Expr, d: number): void => {
    if (d > 40) return;
    if (y.k === 'lit' && typeof y.v === 'string') lits.push(y.v);
    else if (y.k === 'concat') for (const p of y.parts) flat(p, d + 1);
    else if (y.k === 'bin' && y.op === '+') {
      flat(y.l, d + 1);
      flat(y.r, d + 1);
    }
  };
  flat(x, 0);
  return lits.some((l) => MARKUP.test(l));
}

/**
 * The joins and templates holding HTML markup that make up a returned value: the value itself, the
 * arguments and receivers of the calls it is made by, the branches of a conditional.
 */
export function markupJoins(e: Expr): Expr[] {
  const parts: Expr[] = [];
  const walk = (x: Expr, d: number): void => {
    if (d > 12) return;
    if (x.k === 'concat' || (x.k === 'bin' && x.op === '+')) {
      if (markupJoin(x)) parts.push(x);
    } else if (x.k === 'call') {
      if (x.recv) walk(x.recv, d + 1);
      for (const a of x.args) walk(a, d + 1);
    } else if (x.k === 'cond') {
      walk(x.t, d + 1);
      walk(x.f, d + 1);
    }
  };
  walk(e, 0);
  return parts;
}

/** Methods whose result is a string whatever they are called on. */
const STRING_RESULT =
  /^(?:toLowerCase|toUpperCase|toLocaleLowerCase|toLocaleUpperCase|trim|trimStart|trimEnd|trimLeft|trimRight|substring|substr|padStart|padEnd|normalize|repeat|replace|replaceAll|charAt|toString|join)$/;

/** Text built here: a string constant, a template or concatenation, `String(x)`, a string method's result. */
function stringExpr(x: Expr): boolean {
  switch (x.k) {
    case 'lit':
      return typeof x.v === 'string';
    case 'concat':
      return true;
    case 'bin':
      return x.op === '+' && (stringExpr(x.l) || stringExpr(x.r));
    case 'call':
      if (x.isNew) return false;
      if (!x.recv) return x.callee === 'String' || x.callee === 'JSON.stringify';
      return x.callee === 'JSON.stringify' || STRING_RESULT.test(x.name);
    default:
      return false;
  }
}

/** The parameters a value holds, as the `ret` entries of a summary. */
function paramRefs(v: Val | undefined, retSan?: string[]): Summary['ret'] {
  return deep(v ?? { t: [] })
    .filter((t) => typeof t.src === 'number')
    .map((t) => ({
      param: t.src as number,
      san: retSan?.length ? [...new Set([...t.san, ...retSan])].sort() : t.san,
      trace: t.trace,
      ...(t.ifFalsy?.length ? { whenFalsy: t.ifFalsy } : {}),
      ...(t.key !== undefined ? { key: t.key } : {}),
    }));
}

/** The shape of a function's returns when all are dict literals, or all list literals of one length, of params. */
function retShape(returned: Val[], retSan?: string[]): Summary['retShape'] {
  const rets = returned.map((r) => r.shape);
  if (!rets.length || rets.some((r) => !r)) return undefined;
  if (rets.every((r) => r!.f)) {
    const fields: Record<string, Summary['ret']> = {};
    for (const r of rets)
      for (const [k, v] of r!.f!) fields[k] = [...(fields[k] ?? []), ...paramRefs(v, retSan)];
    return Object.keys(fields).length ? { fields } : undefined;
  }
  const n = rets[0]!.items?.length;
  if (n && rets.every((r) => r!.items?.length === n))
    return {
      items: rets[0]!.items!.map((_, i) => rets.flatMap((r) => paramRefs(r!.items![i], retSan))),
    };
  return undefined;
}

/** What a function does with its parameters: serialisable, used same-file and across files. */
export interface Summary {
  params: string[];
  /** Param (-1 = receiver) flowing to the return value, sanitised for `san`, with its inner trace. */
  ret: {
    param: number;
    san: string[];
    trace: TraceStep[];
    whenFalsy?: number[];
    /** Only what the argument holds under this key (`Taint.key`). */
    key?: string;
  }[];
  /** Params whose default value is a truthy constant (a call leaving them out passes it). */
  truthyDefaults?: number[];
  /** Real sources returned by the function. */
  retSrc: Taint[];
  /**
   * Params reaching a sink inside the function (or functions it calls); `when`: params the sink's
   * branch requires to be true (`if ($output) print $msg;`): a call passing a false constant skips it.
   */
  sinks: {
    param: number;
    rule: string;
    san: string[];
    trace: TraceStep[];
    when?: number[];
    via?: string;
    /** The threat models the sink reports (SinkSpec.models). */
    models?: string[];
    /** Only what the argument holds under this key (`Taint.key`). */
    key?: string;
  }[];
  /** Every return of the function is an object literal: a JSON body, never markup (`argNotObject`). */
  retObj?: boolean;
  /** Fields that are object literals in every returned literal (`{ status, body: { error } }`: body). */
  retObjFields?: string[];
  /** Every return of the function is a list literal (an argument list, never one command line). */
  retList?: boolean;
  /**
   * Every return is a dict (or list) literal holding only parameters: what each key (or position)
   * holds, so that `helper(x)["kind"]` at a caller is that entry, not the whole value.
   */
  retShape?: { fields?: Record<string, Summary['ret']>; items?: Summary['ret'][] };
  /**
   * A factory: the class of the object it returns when a parameter is one of the strings the body
   * compares it with (`cases`), or none of them (`other`), for callers in other files.
   */
  retClass?: { param: number; cases: Record<string, string>; other?: string };
  /** Params stored in the receiver (`this.v = p`, `self.rows.append(p)`): `into` is -1 (`this`) or 0 (Python's `self`). */
  /** `field`: the receiver's field the parameter was stored in (`self.value = value`), if one. */
  recv?: { into: number; param: number; san: string[]; trace: TraceStep[]; field?: string }[];
  /**
   * A method returning its own receiver (`return self`): the fields it set on the way, each with
   * the parameters it set it from; `all` when every return set it.
   */
  retSelf?: Record<string, { refs: Summary['ret']; all: boolean }>;
  /**
   * Params the function checks: every way out of it that returns leaves the parameter (never
   * assigned in the body) clean of these kinds (`all`), the others stop the request
   * (`if (!is_numeric($v)) exit;`). Past a call, the argument is clean of them in the caller.
   */
  checks?: { param: number; san: string[] }[];
  /** No way out of the function returns (`exit` or a throw on every path): a call ends its path. */
  halts?: boolean;
  /**
   * Request variables the function validates on every way out (guards with `reads`, Cacti's
   * `validate_store_request_vars($filters)` in `host_validate_vars()`), with the mark each leaves:
   * past a call they are validated in the caller too.
   */
  validates?: { name: string; mk: string }[];
}

export interface RawFinding {
  rule: string;
  file: string;
  line: number;
  col: number;
  code: string;
  trace: TraceStep[];
  /** The threat model of the source (`remote` when unset). */
  threatModel?: 'local' | 'library';
}

/** Everything the engine needs to know about the file being analysed. */
export interface EvalCtx {
  file: string;
  spec: CompiledSpec;
  /** Same-file functions by name. */
  lookup(name: string): FnIR | undefined;
  /**
   * `Recv.name(...)` names a class this file does not declare, while the same-file function `name`
   * is a method of another class: the call goes to the other file's class.
   */
  foreignStatic?(recv: string, name: string): boolean;
  /** Functions of other files (pass 2). */
  external?(callee: string, name: string): Summary | undefined;
  /** Set when a call could not be resolved in this file but looks like a project call. */
  unresolved?: Set<string>;
  findings: Map<string, RawFinding>;
  summaries: Map<FnIR, Summary | null>;
  /** Module-level constants assigned once (`DEBUG = False`), for folding conditions. */
  consts?: Map<string, Lit>;
  /** The file's text, for sinks conditioned on it. */
  source?: string;
  /**
   * Whether the project module a call's receiver is imported from (`models.User.find` with
   * `models = require('./models')`) uses the library of a `whenImports` pattern, itself or through
   * the project modules it imports: false when it does not or the receiver is not imported from the
   * project, undefined when the module is not known (not in the scan, or pass 1).
   */
  importedUses?(callee: string, pattern: string): boolean | undefined;
  /** Budget of evaluation steps per file, so pathological files stay fast. */
  budget: number;
  /**
   * Request variables validated (guards with `reads`) before every call of this function of the
   * file: its body starts with them validated (`aggregate_items()`, called only from `graph_edit()`
   * past `get_filter_request_var('id')`).
   */
  entryValidated?(fn: FnIR): string[];
  /**
   * Variables of the file's top-level code holding `local` data (`const opts = program.opts()`,
   * `const [, , dir] = process.argv`): a function reading one reads the command line too.
   */
  globals?(): Map<string, Val> | null;
}

const CLEAN: Val = { t: [] };
const MAX_TAINTS = 4;
const MAX_TRACE = 24;
const LIST_ADD = new Set([
  'add',
  'push',
  'append',
  'addLast',
  'offer',
  'unshift',
  'addFirst',
  'push_back',
  'enqueue',
]);
const MAP_PUT = new Set([
  'put',
  'set',
  'setdefault',
  'putIfAbsent',
  'store',
  'Add',
  'TryAdd',
  'setAttribute',
]);
const GETTERS = new Set([
  'get',
  'getOrDefault',
  'fetch',
  'at',
  'elementAt',
  'Get',
  'dig',
  'GetValueOrDefault',
]);
const REMOVERS = new Set([
  'remove',
  'pop',
  'shift',
  'poll',
  'removeFirst',
  'removeAt',
  'RemoveAt',
  'delete',
]);
/** Reads of the first or last element (`list.first`, Java's `Deque.getFirst()` / `peekLast()`). */
const FIRST_LAST = new Map([
  ['first', 'first'],
  ['last', 'last'],
  ['getFirst', 'first'],
  ['peekFirst', 'first'],
  ['getLast', 'last'],
  ['peekLast', 'last'],
]);
/** Methods of the functional interfaces (`Function.apply`, `Supplier.get`, `Runnable.run`, `Callable.call`). */
const FN_CALLS = /^(?:apply|applyAs\w+|accept|test|get|getAs\w+|run|call)$/;
const BUILDERS = new Set([
  'append',
  'insert',
  'extend',
  'addAll',
  'putAll',
  'update',
  'write',
  'concat!',
  'Append',
  'AppendLine',
  'AppendFormat',
  'Insert',
  'AddRange',
  'prepend',
  'writeln',
  'push_str',
  'WriteString',
]);
const CONTAINER_CTORS =
  /^(?:new )?(?:Array|Map|Set|Object|ArrayList|LinkedList|HashMap|TreeMap|LinkedHashMap|HashSet|Vector|Stack|ArrayDeque|Hashtable|Properties|List|Dictionary|dict|list|collections\.OrderedDict|OrderedDict|defaultdict|collections\.defaultdict|StringBuilder|StringBuffer|StringWriter|bytearray)(?:<.*>)?$/;

export function step(file: string, loc: Loc, kind: TraceStep['kind'], note?: string): TraceStep {
  const s: TraceStep = { file, line: loc.line, column: loc.col + 1, code: loc.code, kind };
  if (note) s.note = note;
  return s;
}

function addStep(t: Taint, s: TraceStep): Taint {
  const last = t.trace[t.trace.length - 1];
  if (last && last.line === s.line && last.file === s.file && last.kind === s.kind) return t;
  let trace = t.trace.concat(s);
  if (trace.length > MAX_TRACE) trace = [trace[0], ...trace.slice(trace.length - MAX_TRACE + 1)];
  return { ...t, trace };
}

function taintKey(t: Taint): string {
  return `${t.src}|${t.label}|${t.san.join(',')}|${t.via ?? ''}${t.key === undefined ? '' : '|' + t.key}`;
}

/**
 * The taints of parameter `pv` read under a constant key (`Taint.key`): only from the parameter's
 * own value (`Val.pv`), never from a value derived from it (an element of a loop over it).
 */
function keyedT(ts: Taint[], pv: number | undefined, key: string): Taint[] {
  if (pv === undefined) return ts;
  return ts.map((t) => (t.src === pv && t.key === undefined ? { ...t, key } : t));
}

/** What an argument holds under a key a summary's flow reads (`Taint.key`). */
function argKeyed(a: Val, key: string): Taint[] {
  if (a.items && /^\d+$/.test(key)) {
    const it = a.items[Number(key)];
    return it ? deep(it) : keyedT(a.t, a.pv, key);
  }
  const f = a.f?.get(key);
  if (f) return deep(f);
  return keyedT(a.f || a.items ? a.t : deep(a), a.pv, key);
}

function unionT(a: Taint[], b: Taint[]): Taint[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  const out = a.slice();
  const keys = a.map(taintKey);
  for (const t of b) {
    const k = taintKey(t);
    let i = keys.indexOf(k);
    if (i < 0) {
      if (out.length >= MAX_TAINTS) {
        // full: a parameter's taint under one more key stands for the whole parameter
        if (t.key === undefined) continue;
        const j = out.findIndex(
          (o) => o.src === t.src && o.label === t.label && o.key !== undefined,
        );
        if (j < 0) continue;
        const whole: Taint = { ...out[j], san: out[j].san.filter((x) => t.san.includes(x)) };
        delete whole.key;
        out[j] = whole;
        keys[j] = taintKey(whole);
        continue;
      }
      keys.push(k);
      out.push(t);
      continue;
    }
    // the same taint under other branch conditions (`ifFalsy`): unconditional wins, fewer
    // conditions win, different ones are kept side by side (either branch may carry it)
    let placed = false;
    for (; i >= 0; i = keys.indexOf(k, i + 1)) {
      const had = out[i].ifFalsy;
      if (!had || (t.ifFalsy && had.every((p) => t.ifFalsy!.includes(p)))) {
        placed = true;
        break;
      }
      if (!t.ifFalsy || t.ifFalsy.every((p) => had.includes(p))) {
        out[i] = t;
        placed = true;
        break;
      }
    }
    if (!placed && out.length < MAX_TAINTS) {
      keys.push(k);
      out.push(t);
    }
  }
  return out;
}

/** Whether a loop body holds a `break` of its own (not one of a nested loop or switch). */
function hasBreak(stmts: Stmt[]): boolean {
  return someStmt(
    stmts,
    (st) => st.k === 'break',
    (st) => st.k === 'if',
  );
}

/** All taint of a value, including its fields and elements. */
export function deep(v: Val, depth = 0): Taint[] {
  let t = v.t;
  if (depth > 4) return t;
  if (v.f) for (const x of v.f.values()) t = unionT(t, deep(x, depth + 1));
  if (v.items) for (const x of v.items) t = unionT(t, deep(x, depth + 1));
  return t;
}

/** The taints left after reading field `key`: those of sources whose values the server sets there are dropped. */
function withoutServerField(ts: Taint[], key: string): Taint[] {
  return ts.some((t) => t.sf) ? ts.filter((t) => !t.sf?.includes(key)) : ts;
}

function tv(t: Taint[]): Val {
  return t.length ? { t } : CLEAN;
}

/** Whether the shorter of two item lists is the start of the longer (the same values or constants). */
function prefixList(a: Val[], b: Val[]): boolean {
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  if (l.length - s.length > 8) return false;
  // (a `--` on the longer list only would end options on one way, not on the other)
  if (l.slice(s.length).some((x) => x.k && (x.c === '--' || x.c === '--end-of-options')))
    return false;
  return s.every((x, i) => x === l[i] || (!!x.k && !!l[i].k && x.c === l[i].c && !x.t.length));
}

function joinV(a: Val | undefined, b: Val | undefined): Val {
  if (!a) return b ?? CLEAN;
  if (!b || a === b) return a;
  const out: Val = { t: unionT(a.t, b.t) };
  if (a.k && b.k && a.c === b.c) {
    out.k = true;
    out.c = a.c;
  } else if (truthy(a) === false && truthy(b) === false) {
    // falsy either way (`undefined` from a call that returns nothing, `false` set in its catch):
    // a test of the value still folds
    out.k = true;
    out.c = false;
  }
  if (a.f || b.f) {
    out.f = new Map();
    const keys = new Set([...(a.f?.keys() ?? []), ...(b.f?.keys() ?? [])]);
    for (const key of keys) out.f.set(key, joinV(a.f?.get(key), b.f?.get(key)));
  }
  if (a.items && b.items && a.items.length === b.items.length)
    out.items = a.items.map((x, i) => joinV(x, b.items![i]));
  else if (a.listLit && b.listLit && a.items && b.items && prefixList(a.items, b.items))
    // an argument list that got items on one way only (`if (depth) args.push('--depth', n)`): the
    // longer list, whose first items are the shorter one's, still has its items in order
    out.items = (a.items.length > b.items.length ? a.items : b.items).slice();
  else if (a.items || b.items)
    out.t = unionT(
      out.t,
      unionT(
        a.items ? deep({ t: [], items: a.items }) : [],
        b.items ? deep({ t: [], items: b.items }) : [],
      ),
    );
  out.objLit = a.objLit || b.objLit;
  if (a.made && b.made) out.made = true;
  if (a.listLit && b.listLit) out.listLit = true;
  out.fn = a.fn ?? b.fn;
  const cap = a.fn ? a.cap : b.cap;
  if (cap) out.cap = cap;
  if (a.cls && a.cls === b.cls) out.cls = a.cls;
  // two versions of a parameter's own value (a key set on one way only)
  if (a.pv !== undefined && a.pv === b.pv) out.pv = a.pv;
  // a parsed URL's host on one way and a constant on the other (`catch { host = '' }`): a test of
  // the host against a trusted value that holds is a test of the URL
  const urlOf = a.urlOf ?? b.urlOf;
  const other = a.urlOf ? b : a;
  if (
    urlOf &&
    (other.urlOf ? other.urlOf.join('.') === urlOf.join('.') : other.k && !other.t.length)
  )
    out.urlOf = urlOf;
  const mk = a.mk?.filter((m) => b.mk?.includes(m));
  if (mk?.length) out.mk = mk;
  // a URL keeps its fixed server through a loop that appends to it (both ways start the same)
  if (
    a.head &&
    b.head &&
    (a.head === b.head || (FIXED_HOST.test(a.head) && FIXED_HOST.test(b.head)))
  )
    out.head = a.head;
  return out;
}

type Env = Map<string, Val>;

/** Env key prefix of a request variable validated by a guard with `reads` (no variable name starts with NUL). */
const VALIDATED = '\u0000validated:';
/** The mark of a model instance made by a `records` call of the specification. */
const RECORD = 'record';
/** The mark of a value checked not to start with `-` (it cannot be read as an option). */
const NO_DASH = 'no-dash';
/**
 * git options whose value is the next argument (a short option, bundled or not, ending with one of
 * them: `-m`, `-am`, `-C`): what follows is read as that value, never as an option.
 */
const OPTION_WITH_VALUE =
  /^(?:-[a-zA-Z]*[mCcbBFoSuXe]|--(?:depth|branch|origin|message|file|template|reference|author|date|config|shallow-since|shallow-exclude|separate-git-dir|jobs|filter|format|pretty|git-dir|work-tree|since|until|max-count|grep|remote|prefix|output))$/;

/** Request variables validated with the same mark on every one of these ways out of a function. */
function validatedAtExits(exits: Env[]): { name: string; mk: string }[] {
  if (!exits.length) return [];
  const out: { name: string; mk: string }[] = [];
  for (const [k, v] of exits[0]) {
    if (!k.startsWith(VALIDATED)) continue;
    const mk = v.mk?.find((m) => m.startsWith('validated'));
    if (mk && exits.every((e) => e.get(k)?.mk?.includes(mk)))
      out.push({ name: k.slice(VALIDATED.length), mk });
  }
  return out.slice(0, 64);
}

function joinEnv(a: Env | null, b: Env | null): Env | null {
  if (!a) return b;
  if (!b || a === b) return a;
  const out: Env = new Map(a);
  // a request variable validated on one path only is not validated here, whichever path it was
  for (const [k, v] of b)
    out.set(k, joinV(a.get(k) ?? (k.startsWith(VALIDATED) ? CLEAN : undefined), v));
  for (const [k, v] of a) if (!b.has(k)) out.set(k, joinV(v, CLEAN));
  return out;
}

function sanitize(v: Val, kinds: string[]): Val {
  if (kinds.includes('all')) return v.k ? { t: [], k: true, c: v.c } : CLEAN;
  const fix = (ts: Taint[]) =>
    ts.map((t) => ({ ...t, san: [...new Set([...t.san, ...kinds])].sort() }));
  const out: Val = { ...v, t: fix(v.t) };
  if (v.f) out.f = new Map([...v.f].map(([k, x]) => [k, sanitize(x, kinds)]));
  if (v.items) out.items = v.items.map((x) => sanitize(x, kinds));
  return out;
}

/** A URL whose scheme and host are given, up to the end of the host. */
const FIXED_HOST = /^[a-z][\w+.-]*:\/\/[^/?#\\\s]+[/?#]/i;
/** A network URL's scheme: what follows names a server and a path on it, never a local file. */
const WEB_SCHEME = /^(?:https?|ftps?):\/\//i;
const CONST_EMPTY: Val = { t: [], k: true, c: '' };

/** The start of a text that is not tainted, as far as known (`Val.head`); undefined when tainted. */
function textStart(v: Val): string | undefined {
  if (v.head && (FIXED_HOST.test(v.head) || WEB_SCHEME.test(v.head))) return v.head;
  if (deep(v).length) return undefined;
  if (v.k) return typeof v.c === 'string' || typeof v.c === 'number' ? String(v.c) : 'x';
  return v.head ?? 'x';
}

/**
 * `l` joined with `r` (`v`, their join as computed): a URL whose scheme and host come from values
 * that are not tainted (`'https://api.example/find?q=' . $q`, or `$url = get_url_type() . '://' .
 * $host . '/agent.php?'` and then `$url .= $id`) keeps its server whatever is appended, so the
 * request's values in it choose neither the host a fetch reaches, nor a local file, nor where a
 * redirect goes.
 */
function joinText(l: Val, r: Val, v: Val): Val {
  const ls = textStart(l);
  if (ls === undefined) return v;
  if (FIXED_HOST.test(ls))
    return { ...sanitize(v, ['ssrf', 'path-traversal', 'open-redirect']), head: ls };
  // a network scheme written by the code (`'https://' . $host`): a server is reached, not a file
  if (WEB_SCHEME.test(ls)) return { ...sanitize(v, ['path-traversal']), head: ls };
  const rs = textStart(r);
  if (rs === undefined) return v;
  return deep(v).length ? v : { ...v, head: (ls + rs).slice(0, 256) };
}

/**
 * A path with its `..` steps removed (sanitised for `relative-path` only: `/etc/passwd` passes
 * unchanged) put below a root: joined after it (`path.join(root, p)`, `root + '/' + p`) or made
 * relative first (`p.replace(/^\/+/, '')`). It no longer leaves the root; `path.resolve(root, p)` of an
 * absolute p still does.
 */
function contained(v: Val): Val {
  const rel = (t: Taint) => t.san.includes('relative-path') && !t.san.includes('path-traversal');
  if (!v.t.some(rel)) return v;
  return {
    ...v,
    t: v.t.map((t) => (rel(t) ? { ...t, san: [...t.san, 'path-traversal'].sort() } : t)),
  };
}

const PATH_JOIN = /^path\.(?:posix\.|win32\.)?join$|^(?:path\/filepath|filepath|path)\.Join$/;

function truthy(v: Val): boolean | undefined {
  if (!v.k) return undefined;
  const c = v.c;
  return !(c === false || c === null || c === 0 || c === '' || c === 'None' || c === 'nil');
}

function fold(op: string, a: Lit, b: Lit): Lit | undefined {
  const na = typeof a === 'number',
    nb = typeof b === 'number';
  switch (op) {
    case '+':
      if (na && nb) return (a as number) + (b as number);
      if (typeof a === 'string' || typeof b === 'string') return String(a) + String(b);
      return undefined;
    case '.':
      return String(a) + String(b);
    case '-':
      return na && nb ? (a as number) - (b as number) : undefined;
    case '*':
      return na && nb ? (a as number) * (b as number) : undefined;
    case '/':
      return na && nb && b !== 0 ? (a as number) / (b as number) : undefined;
    case '%':
      return na && nb && b !== 0 ? (a as number) % (b as number) : undefined;
    case '//':
      return na && nb && b !== 0 ? Math.floor((a as number) / (b as number)) : undefined;
    case '**':
      return na && nb ? (a as number) ** (b as number) : undefined;
    case 'in':
    case 'not in':
      // a substring of a constant string
      return typeof a === 'string' && typeof b === 'string'
        ? b.includes(a) === (op === 'in')
        : undefined;
    case '<':
      return na && nb ? a < b : undefined;
    case '>':
      return na && nb ? a > b : undefined;
    case '<=':
      return na && nb ? a <= b : undefined;
    case '>=':
      return na && nb ? a >= b : undefined;
    case '==':
    case '===':
    case 'is':
    case 'eq':
      return a === b;
    case '!=':
    case '!==':
    case 'is not':
    case 'ne':
    case '<>':
      return a !== b;
    case '&&':
    case 'and':
      return a ? b : a;
    case '||':
    case 'or':
      return a ? a : b;
    default:
      return undefined;
  }
}

const CMP = new Set([
  '<',
  '>',
  '<=',
  '>=',
  '==',
  '===',
  '!=',
  '!==',
  'is',
  'is not',
  'in',
  'not in',
  'instanceof',
  'eq',
  'ne',
  '<>',
  '=~',
  '!~',
  '<=>',
]);
// `/` stays a propagator: Python's pathlib joins paths with it
const NUMERIC = new Set(['-', '*', '&', '|', '^', '>>', '<<<', '>>>', '**']);
/**
 * Sinks whose result is new data (query rows, process output, file contents), not the input passed on.
 * An XML parser's result is not among them: the tree of an untrusted document is untrusted (an XSLT
 * stylesheet parsed from the request), only no longer an XXE risk.
 */
const FRESH_RESULT = new Set([
  'command-injection',
  'sql-injection',
  'path-traversal',
  'ssrf',
  'ldap-injection',
  'xpath-injection',
  'nosql-injection',
  'open-redirect',
  'header-injection',
  'template-injection',
  'trust-boundary',
]);

/** Interprets functions of one file. */
export class Interp {
  private rets: Val[] = [];
  private mode: 'entry' | 'summary' = 'entry';
  private sumSinks: Summary['sinks'] = [];
  /** In a summary: the receiver's variable and what it holds at the exits. */
  private recvName: string | null = null;
  private recvOut: Taint[] = [];
  /** What the receiver's own fields hold at the exits (`self.value`), and what it holds apart from them. */
  private recvFieldOut = new Map<string, Taint[]>();
  private recvRestOut: Taint[] = [];
  private depth = 0;
  /** In a summary: params the branches being evaluated require to be true. */
  private paramConds: number[] = [];
  /**
   * The element-wise callbacks being analysed (`xs.forEach((x, i) => ...)`): an assignment to
   * `xs[i]` there replaces every element of xs, one per run (`done` when it happened).
   */
  private eachIndex: { idx: string; path: string[]; done: boolean }[] = [];
  /** First lines of the functions and callbacks being analysed, innermost last (`unlessBefore`). */
  private fnLines: number[] = [];
  /** In a summary: the environments at the function's returns. */
  private exits: Env[] = [];
  /** The states at the `continue` statements of the loop trip being run. */
  private continues: Env[] = [];
  /** Callbacks being run inline at their call (`xs.map((x) => ...)`): their returns go to the callee. */
  private lambdaDepth = 0;
  /** Set by a call to a function that never returns, read by the statement holding it. */
  private halted = false;

  /** Function values with request parameters already run where they were made. */
  private readonly nestedRun = new Set<FnIR>();
  /** The value of the call opening each join last evaluated (`siteLed` of the joins that follow it). */
  private readonly leadVals = new WeakMap<Expr, Val>();
  /** Encoder calls of a round trip (`json.dumps(d)`) just evaluated, with the value they encoded. */
  private readonly encoded = new WeakMap<Expr, { of: Val; by: number }>();

  constructor(private readonly ctx: EvalCtx) {}

  /** Analyses a function as an entry point: framework params are sources, findings are recorded. */
  runEntry(fn: FnIR): void {
    const env: Env = new Map();
    const lib = fn.exported && this.ctx.spec.exportedParams;
    fn.params.forEach((p, i) => {
      const label = fn.sourceParams?.[i];
      if (label) env.set(p, this.sourceVal(label, fn.loc, `parameter ${p}`));
      // library model: the caller of a public function chooses its arguments
      else if (lib && !/^(?:self|cls|this)$/.test(p)) {
        const v = this.sourceVal(
          'library',
          fn.loc,
          `parameter '${/^\$p\d+$/.test(p) ? `#${i + 1}` : p}' of exported function ${fn.name || '(anonymous)'}`,
        );
        // (a parameter declared a string: `text.match(term)` is String's match)
        env.set(p, fn.stringParams?.includes(i) ? { ...v, str: true } : v);
      } else env.set(p, CLEAN);
    });
    this.entryMarks(fn, env);
    const save = this.save();
    this.mode = 'entry';
    this.rets = [];
    this.fnLines.push(fn.loc.line);
    this.block(fn.body, env);
    this.fnLines.pop();
    this.restore(save);
  }

  /**
   * Runs a file's top-level code as an entry and returns the variables it leaves holding data of a
   * `local` source (see EvalCtx.globals).
   */
  runTop(fn: FnIR): Map<string, Val> {
    const save = this.save();
    this.mode = 'entry';
    this.rets = [];
    const env = this.block(fn.body, new Map()) ?? new Map<string, Val>();
    this.restore(save);
    const out = new Map<string, Val>();
    for (const [name, v] of env) {
      if (v.fn || !/^[A-Za-z_$][\w$]*$/.test(name)) continue;
      const kept = this.localPart(v, 0);
      if (kept) out.set(name, kept);
    }
    return out;
  }

  /**
   * The `local` taint of a top-level value, with the fields and items holding it (`const cfg = {
   * dir: process.argv[2] }`: `cfg.dir` is the command line, `cfg.name` set to a constant is not).
   */
  private localPart(v: Val, depth: number): Val | undefined {
    const t = v.t.filter((x) => this.ctx.spec.labelModel.get(x.label) === 'local');
    let f: Map<string, Val> | undefined;
    let items: Val[] | undefined;
    if (depth < 3 && !v.fn) {
      for (const [k, fv] of v.f ?? []) {
        const kept = this.localPart(fv, depth + 1);
        if (kept) (f ??= new Map()).set(k, kept);
      }
      if (v.items?.some((x) => this.localPart(x, depth + 1)))
        items = v.items.map((x) => this.localPart(x, depth + 1) ?? CLEAN);
    }
    if (!t.length && !f && !items) return undefined;
    const out: Val = { t };
    if (f) out.f = f;
    if (items) out.items = items;
    if (v.objLit) out.objLit = true;
    if (v.listLit) out.listLit = true;
    return out;
  }

  /** The request variables every caller of `fn` validated before calling it: validated at its start. */
  private entryMarks(fn: FnIR, env: Env): void {
    for (const n of this.ctx.entryValidated?.(fn) ?? [])
      env.set(VALIDATED + n, { t: [], mk: ['validated'] });
  }

  /** Summary of a function (memoised; recursion yields an empty summary). */
  summary(fn: FnIR): Summary {
    const memo = this.ctx.summaries.get(fn);
    if (memo) return memo;
    const empty: Summary = { params: fn.params, ret: [], retSrc: [], sinks: [] };
    if (memo === null || this.depth > 8) return empty;
    this.ctx.summaries.set(fn, null);
    const save = this.save();
    this.mode = 'summary';
    this.rets = [];
    this.exits = [];
    this.sumSinks = [];
    this.paramConds = [];
    this.depth++;
    const env: Env = new Map();
    fn.params.forEach((p, i) => {
      const label = fn.sourceParams?.[i];
      env.set(
        p,
        label
          ? this.sourceVal(label, fn.loc, `parameter ${p}`)
          : { t: [{ src: i, label: 'param', trace: [], san: [] }], pv: i },
      );
    });
    env.set('this', { t: [{ src: -1, label: 'param', trace: [], san: [] }] });
    this.entryMarks(fn, env);
    this.recvName = fn.params[0] === 'self' ? 'self' : 'this';
    this.recvOut = [];
    this.recvFieldOut = new Map();
    this.recvRestOut = [];
    this.fnLines.push(fn.loc.line);
    const end = this.block(fn.body, env);
    this.fnLines.pop();
    if (end) this.noteRecv(end);
    const into = this.recvName === 'self' ? 0 : -1;
    const stored = this.recvOut.filter((t) => typeof t.src === 'number' && t.src !== into);
    const rv = this.rets.reduce<Val>((a, b) => joinV(a, b), { t: [] });
    let all = deep(rv);
    if (fn.retSan?.length)
      all = all.map((t) => ({ ...t, san: [...new Set([...t.san, ...fn.retSan!])].sort() }));
    const s: Summary = {
      params: fn.params,
      ret: paramRefs(rv, fn.retSan),
      retSrc: all.filter((t) => t.src === 'real'),
      sinks: this.sumSinks,
    };
    const truthyDefaults = Object.entries(fn.defaults ?? {})
      .filter(([, d]) => truthy({ t: [], k: true, c: d }))
      .map(([i]) => Number(i));
    if (truthyDefaults.length && s.ret.some((r) => r.whenFalsy)) s.truthyDefaults = truthyDefaults;
    if (stored.length) {
      const own = (t: Taint) => typeof t.src === 'number' && t.src !== into;
      const entry = (t: Taint, field?: string) => ({
        into,
        param: t.src as number,
        san: t.san,
        trace: t.trace,
        ...(field !== undefined ? { field } : {}),
      });
      s.recv = this.recvRestOut.filter(own).map((t) => entry(t));
      for (const [k, ts] of this.recvFieldOut)
        s.recv.push(...ts.filter(own).map((t) => entry(t, k)));
    }
    if (this.rets.length && this.rets.every((r) => r.objLit)) {
      s.retObj = true;
      const fields = [...(this.rets[0].f?.keys() ?? [])].filter((k) =>
        this.rets.every((r) => r.f?.get(k)?.objLit),
      );
      if (fields.length) s.retObjFields = fields;
    }
    if (this.rets.length && this.rets.every((r) => r.listLit)) s.retList = true;
    if (this.rets.length > 1 && this.rets.every((r) => r.cls)) {
      const rc = this.classCases(fn);
      if (rc) s.retClass = rc;
    }
    const shape = all.every((t) => t.src !== 'real') ? retShape(this.rets, fn.retSan) : undefined;
    if (shape) s.retShape = shape;
    const selfOut = this.selfFields(fn, end);
    if (selfOut) s.retSelf = selfOut;
    const exits = end ? [...this.exits, end] : this.exits;
    const validates = validatedAtExits(exits);
    if (validates.length) s.validates = validates;
    if (!exits.length && fn.body.length) s.halts = true;
    const checks = exits.length ? this.checks(fn, exits) : [];
    if (checks.length) s.checks = checks;
    this.depth--;
    this.restore(save);
    this.ctx.summaries.set(fn, s);
    return s;
  }

  /** The fields a method returning `self` at every exit set there (`retSelf`). */
  private selfFields(fn: FnIR, end: Env | null): Summary['retSelf'] {
    if (end || this.recvName !== 'self' || fn.params[0] !== 'self' || !this.exits.length) return;
    let rets = 0;
    const other = someStmt(fn.body, (st) => {
      if (st.k !== 'ret') return false;
      rets++;
      return st.e?.k !== 'var' || st.e.name !== 'self';
    });
    if (other || !rets) return;
    const fs = this.exits.map((x) => x.get('self')?.f);
    const keys = new Set(fs.flatMap((f) => [...(f?.keys() ?? [])]));
    if (!keys.size) return;
    const out: NonNullable<Summary['retSelf']> = {};
    for (const k of keys) {
      const v = fs.reduce<Val>((a, f) => joinV(a, f?.get(k) ?? CLEAN), { t: [] });
      out[k] = { refs: paramRefs(v, fn.retSan), all: fs.every((f) => f?.has(k)) };
    }
    return out;
  }

  /**
   * The params every return of a function leaves clean (of `san`): checked by a guard on the way
   * (`if (!ctype_digit($id)) die();`), never assigned in the body.
   */
  private checks(fn: FnIR, exits: Env[]): NonNullable<Summary['checks']> {
    const out: NonNullable<Summary['checks']> = [];
    fn.params.forEach((p, i) => {
      // a parameter passed by reference may be assigned: what it holds at every exit reaches the
      // caller's variable (`function clean(&$v) { $v = intval($v); }`), as long as that is the
      // parameter's own value, cleaned or not, or a value with no taint at all
      const byRef = fn.byRef?.includes(i) ?? false;
      if (fn.sourceParams?.[i] || /^(?:self|cls|this)$/.test(p) || (!byRef && assigns(fn.body, p)))
        return;
      let san: string[] | null = null;
      for (const env of exits) {
        const v = env.get(p);
        if (!v) return;
        if (byRef && deep(v).some((t) => t.src !== i)) return;
        const own = deep(v).filter((t) => t.src === i);
        const k = own.length
          ? own.map((t) => t.san).reduce((a, b) => a.filter((x) => b.includes(x)))
          : ['all'];
        san =
          !san || san.includes('all')
            ? k
            : k.includes('all')
              ? san
              : san.filter((x) => k.includes(x));
      }
      if (san?.length) out.push({ param: i, san });
    });
    return out;
  }

  private save() {
    return {
      rets: this.rets,
      exits: this.exits,
      mode: this.mode,
      sinks: this.sumSinks,
      recvName: this.recvName,
      recvOut: this.recvOut,
      recvFieldOut: this.recvFieldOut,
      recvRestOut: this.recvRestOut,
      paramConds: this.paramConds,
    };
  }
  private restore(s: ReturnType<Interp['save']>) {
    this.rets = s.rets;
    this.mode = s.mode;
    this.sumSinks = s.sinks;
    this.recvName = s.recvName;
    this.recvOut = s.recvOut;
    this.recvFieldOut = s.recvFieldOut;
    this.recvRestOut = s.recvRestOut;
    this.paramConds = s.paramConds;
    this.exits = s.exits;
  }

  /** Records what the receiver holds at an exit of the function being summarised. */
  private noteRecv(env: Env): void {
    const v = this.recvName ? env.get(this.recvName) : undefined;
    if (!v) return;
    this.recvOut = unionT(this.recvOut, deep(v));
    this.recvRestOut = unionT(this.recvRestOut, v.items ? deep({ t: v.t, items: v.items }) : v.t);
    for (const [k, fv] of v.f ?? [])
      this.recvFieldOut.set(k, unionT(this.recvFieldOut.get(k) ?? [], deep(fv)));
  }

  private sourceVal(label: string, loc: Loc, note?: string, file?: string): Val {
    return {
      t: [
        { src: 'real', label, trace: [step(file ?? this.ctx.file, loc, 'source', note)], san: [] },
      ],
    };
  }

  // ---------------------------------------------------------------- statements

  block(stmts: Stmt[], env: Env | null): Env | null {
    for (const s of stmts) {
      if (!env) return null;
      if (--this.ctx.budget < 0) return env;
      env = this.stmt(s, env);
    }
    return env;
  }

  private stmt(s: Stmt, env: Env): Env | null {
    switch (s.k) {
      case 'expr': {
        this.halted = false;
        this.expr(s.e, env);
        // a call of a function that never returns (`die_html_input_error()`) ends the path
        const halted = this.halted;
        this.halted = false;
        return halted ? null : env;
      }
      case 'assign': {
        let v = this.expr(s.e, env);
        if (s.weak) {
          const old = this.expr(s.to, env);
          v = joinV(old, v);
          // Python's `args += more` extends a list: it stays an argument list
          if (old.listLit && this.ctx.spec.spec.language === 'python') v.listLit = true;
        }
        // markup kept in a variable (`html = '<span>' + label + '</span>'`) and returned later: the
        // variable is marked, so that `return html` is read like the join itself (returnedHtml)
        if (
          s.to.k === 'var' &&
          this.ctx.spec.returnedMarkup &&
          deep(v).length > 0 &&
          markupJoins(s.e).length > 0
        )
          v = { ...v, mk: [...new Set([...(v.mk ?? []), MARKUP_VAR])] };
        this.assign(s.to, v, env, s.loc, s.e, s.weak);
        return env;
      }
      case 'ret': {
        let v = s.e ? this.expr(s.e, env) : CLEAN;
        if (this.mode === 'entry' && this.lambdaDepth === 0 && s.e && this.ctx.spec.returnedMarkup)
          this.returnedHtml(s.e, v, env, s.loc, this.ctx.spec.returnedMarkup);
        if (this.mode === 'summary') this.noteRecv(env);
        if (this.mode === 'summary') this.exits.push(env);
        if (this.mode === 'summary' && v.t.length + (v.f?.size ?? 0) + (v.items?.length ?? 0) > 0) {
          const st = step(this.ctx.file, s.loc, 'return');
          // the taint is flattened; whether the value (and which of its fields) is an object literal is kept
          const objFields =
            v.objLit && v.f
              ? [...v.f]
                  .filter(([, x]) => x.objLit)
                  .map(([k]): [string, Val] => [k, { t: [], objLit: true }])
              : [];
          // a literal's entries, each flattened on its own (a dict's keys, a list's positions)
          const entry = (x: Val): Val => ({ t: deep(x).map((t) => addStep(t, st)) });
          const shape: Val | undefined =
            v.t.length || v.fn || (v.objLit && v.listLit)
              ? undefined
              : v.objLit && v.f && !v.items
                ? { t: [], f: new Map([...v.f].map(([k, x]) => [k, entry(x)])) }
                : v.listLit && v.items && !v.f
                  ? { t: [], items: v.items.map(entry) }
                  : undefined;
          v = {
            t: deep(v).map((t) => addStep(t, st)),
            ...(v.objLit ? { objLit: true } : {}),
            ...(v.listLit ? { listLit: true } : {}),
            ...(objFields.length ? { f: new Map(objFields) } : {}),
            ...(v.page ? { page: true } : {}),
            ...(shape ? { shape } : {}),
          };
        }
        this.rets.push(v);
        return null;
      }
      case 'throw':
        return null;
      case 'break':
        return env;
      case 'continue':
        // the rest of the trip is skipped: the loop joins this state into its next trip
        this.continues.push(env);
        return null;
      case 'if': {
        const c = this.expr(s.c, env);
        const b = truthy(c);
        if (b === true) return this.block(s.then, env);
        if (b === false) return this.block(s.else, env);
        const tr = this.refine(s.c, new Map(env), true);
        const er = this.refine(s.c, new Map(env), false);
        const conds = this.mode === 'summary' ? this.condParams(s.c, env) : [];
        const depthBefore = this.paramConds.length;
        this.paramConds.push(...conds);
        let te = this.block(s.then, new Map(tr));
        this.paramConds.length = depthBefore;
        let ee = this.block(s.else, new Map(er));
        // in a summary, what a branch taken only when parameters are falsy adds carries that condition
        if (this.mode === 'summary') {
          te = onBranch(te, env, this.falsyParams(s.c, env, true));
          ee = onBranch(ee, env, this.falsyParams(s.c, env, false));
        }
        return joinEnv(rejoin(te, tr, ee, env), rejoin(ee, er, te, env));
      }
      case 'loop': {
        if (s.c) {
          const c = this.expr(s.c, env);
          if (truthy(c) === false) return env;
        }
        // iterate to a fixpoint (bounded): taint may need several trips around the body
        let cur = env;
        const saveC = this.continues;
        for (let i = 0; i < 5; i++) {
          this.continues = [];
          let trip = this.block(s.body, new Map(cur));
          for (const c of this.continues) trip = joinEnv(trip, c);
          const next = joinEnv(cur, trip) ?? cur;
          const same = sig(next) === sig(cur);
          cur = next;
          if (same) break;
        }
        this.continues = saveC;
        // a loop that runs until its condition fails (`while (p.includes('..')) p = p.replace('../', '')`)
        // leaves that condition false, unless a `break` leaves it earlier
        if (s.c && !hasBreak(s.body)) return this.refine(s.c, cur, false);
        return cur;
      }
      case 'switch': {
        const d = this.expr(s.d, env);
        let start = -1;
        if (d.k) {
          start = s.cases.findIndex((c) =>
            c.tests?.some((t) => {
              const tv2 = this.expr(t, env);
              return tv2.k && tv2.c === d.c;
            }),
          );
          if (start < 0) start = s.cases.findIndex((c) => c.tests === null);
          if (start < 0) return env;
          let cur: Env | null = env;
          for (let i = start; i < s.cases.length && cur; i++) {
            cur = this.block(s.cases[i].body, cur);
            if (s.cases[i].brk) break;
          }
          return cur;
        }
        let out: Env | null = s.cases.some((c) => c.tests === null) ? null : env;
        s.cases.forEach((c, i) => {
          let at = new Map(env);
          // a case entered only by its own constants (not by falling through): the value is one of them
          const tests = c.tests;
          if (
            tests?.length &&
            tests.every((t) => t.k === 'lit' && typeof t.v === 'string') &&
            (i === 0 || s.cases[i - 1].brk) &&
            lpath(s.d)
          )
            at = this.refine(
              tests
                .map((t): Expr => ({ k: 'bin', op: '==', l: s.d, r: t }))
                .reduce((a, b) => ({ k: 'bin', op: '||', l: a, r: b })),
              at,
              true,
            );
          out = joinEnv(out, this.block(c.body, at));
        });
        return out;
      }
    }
  }

  /** The params a condition requires to be true (`$output`, `$output == true`, `$a && $b`), in a summary. */
  private condParams(c: Expr, env: Env): number[] {
    if (c.k === 'bin' && (c.op === '&&' || c.op === 'and'))
      return [...this.condParams(c.l, env), ...this.condParams(c.r, env)];
    let x: Expr | null = c;
    if (c.k === 'bin' && ['==', '==='].includes(c.op))
      x = c.r.k === 'lit' && c.r.v === true ? c.l : c.l.k === 'lit' && c.l.v === true ? c.r : null;
    if (!x || x.k !== 'var') return [];
    const v = env.get(x.name);
    const t = v?.t.length === 1 && !v.f && !v.items ? v.t[0] : undefined;
    return t && typeof t.src === 'number' && t.src >= 0 ? [t.src] : [];
  }

  /**
   * Params a condition's outcome `truth` requires to be falsy: `!$p`, `$p == ''`, `$p != ''` false,
   * `$p || $q` false, `$p && $q` true with either side requiring it.
   */
  private falsyParams(c: Expr, env: Env, truth: boolean): number[] {
    if (c.k === 'un' && (c.op === '!' || c.op === 'not')) return this.falsyParams(c.e, env, !truth);
    if (c.k === 'bin') {
      if ((c.op === '&&' || c.op === 'and') && truth)
        return [...this.falsyParams(c.l, env, true), ...this.falsyParams(c.r, env, true)];
      if ((c.op === '||' || c.op === 'or') && !truth)
        return [...this.falsyParams(c.l, env, false), ...this.falsyParams(c.r, env, false)];
      const eq = ['==', '==='].includes(c.op);
      if (!eq && !['!=', '!==', '<>'].includes(c.op)) return [];
      const empty = (x: Expr) => x.k === 'lit' && (x.v === '' || x.v === null || x.v === false);
      const x = empty(c.r) ? c.l : empty(c.l) ? c.r : null;
      // `$p == ''` true, or `$p != ''` false: $p is empty
      return x && eq === truth ? this.paramOf(x, env) : [];
    }
    return truth ? [] : this.paramOf(c, env);
  }

  /** The parameter a variable holds, untouched, inside a summary. */
  private paramOf(x: Expr, env: Env): number[] {
    if (x.k !== 'var') return [];
    const v = env.get(x.name);
    const t = v?.t.length === 1 && !v.f && !v.items && !v.k ? v.t[0] : undefined;
    return t && typeof t.src === 'number' && t.src >= 0 && !t.san.length ? [t.src] : [];
  }

  /** What a summary sink recorded now requires of the params (the branch conditions around it). */
  private sinkWhen(): { when?: number[] } {
    return this.paramConds.length ? { when: [...new Set(this.paramConds)] } : {};
  }

  /**
   * The variable a test shows valid on this branch through a validating conversion of it: the
   * result of `filter_var($p, FILTER_VALIDATE_INT)` true or not false, or `(string)(int)$p === $p`.
   * Not once the variable holds another value than the one converted (`$v = $p; $p = ...`).
   */
  private convPassed(c: Expr, env: Env, truth: boolean): Expr | undefined {
    const conv = (x: Expr): Val['conv'] => {
      if (x.k === 'var') {
        const cv = env.get(x.name)?.conv;
        const p = cv && lpath(cv.of);
        return cv && p && getPath(env, p) === cv.v ? cv : undefined;
      }
      if (x.k === 'call' && CONVERSIONS.test(x.callee) && x.args[0] && lpath(x.args[0]))
        return { of: x.args[0], v: CLEAN, fn: x.callee };
      return undefined;
    };
    if (truth && (c.k === 'var' || c.k === 'call')) {
      const cv = conv(c);
      return cv?.fn === '__filter_validate' ? cv.of : undefined;
    }
    if (c.k !== 'bin') return undefined;
    const eq = c.op === '==' || c.op === '===';
    const ne = c.op === '!=' || c.op === '!==';
    if (!eq && !ne) return undefined;
    const same = (eq && truth) || (ne && !truth);
    for (const [x, o] of [
      [c.l, c.r],
      [c.r, c.l],
    ]) {
      const cv = conv(x);
      if (!cv) continue;
      // filter_var() gives false (or null) on a value that fails
      if (
        cv.fn === '__filter_validate' &&
        !same &&
        o.k === 'lit' &&
        (o.v === false || o.v === null)
      )
        return cv.of;
      // the number read from the value, strictly equal to the value itself: it is that number
      if (
        cv.fn !== '__filter_validate' &&
        same &&
        (c.op === '===' || c.op === '!==') &&
        lpath(o)?.join('.') === lpath(cv.of)?.join('.')
      )
        return cv.of;
    }
    return undefined;
  }

  /** A parsed URL's host (`new URL(u).host`) found trusted: the URL text u is allow-listed. */
  private hostChecked(v: Val, env: Env): void {
    if (!v.urlOf) return;
    const cur = getPath(env, v.urlOf);
    if (cur) setPath(env, v.urlOf, sanitize(cur, ['ssrf', 'open-redirect']));
    // the parsed URL itself (`target.href` after `ALLOWED.has(target.hostname)`)
    const obj = v.urlVar && getPath(env, v.urlVar);
    if (obj && obj.urlOf?.join('.') === v.urlOf.join('.'))
      setPath(env, v.urlVar!, sanitize(obj, ['ssrf', 'open-redirect']));
  }

  /** Narrows the environment on a branch: guards (allow-lists, validators) and equality to constants. */
  private refine(c: Expr, env: Env, truth: boolean, depth = 0): Env {
    if (c.k === 'un' && (c.op === '!' || c.op === 'not'))
      return this.refine(c.e, env, !truth, depth);
    // the branch where a validating conversion of a variable passed: the variable passed it
    const passed = this.convPassed(c, env, truth);
    if (passed) this.assignQuiet(passed, CLEAN, env);
    if (c.k === 'var' && depth < 2) {
      const test = env.get(c.name)?.test;
      if (test) return this.refine(test, env, truth, depth + 1);
      // a value that tests false is empty (none, '', 0): nothing of the input is left in it
      if (!truth && env.has(c.name)) this.assignQuiet(c, CLEAN, env);
    }
    // an element of a local array that tests false (`if ($pair[1])` false) is empty too
    if (
      c.k === 'index' &&
      !truth &&
      c.idx.k === 'lit' &&
      c.obj.k === 'var' &&
      env.has(c.obj.name)
    ) {
      this.assignQuiet(c, CLEAN, env);
      this.splitPinned(c.obj, env);
    }
    if (c.k === 'bin' && (c.op === '||' || c.op === 'or') && truth) {
      // `"en".equals(x) || "de".equals(x)`: x is one of the constants
      const ds: Expr[] = [];
      const flat = (x: Expr): void => {
        if (x.k === 'bin' && (x.op === '||' || x.op === 'or')) {
          flat(x.l);
          flat(x.r);
        } else ds.push(x);
      };
      flat(c);
      const vars = ds.map((d) =>
        d.k === 'bin' && ['==', '==='].includes(d.op)
          ? d.l.k === 'lit'
            ? d.r
            : d.r.k === 'lit'
              ? d.l
              : null
          : null,
      );
      const keys = vars.map((v) => (v ? lpath(v)?.join('.') : undefined));
      if (keys[0] && keys.every((k) => k === keys[0])) this.assignQuiet(vars[0]!, CLEAN, env);
      return env;
    }
    if (c.k === 'field' && !truth && /^(?:hostname|host|netloc)$/.test(c.name)) {
      // a URL with no host is a path on this site
      this.assignQuiet(c.obj, sanitize(this.expr(c.obj, env), ['open-redirect']), env);
      return env;
    }
    if (c.k === 'bin') {
      if ((c.op === '&&' || c.op === 'and') && truth)
        return this.refine(c.r, this.refine(c.l, env, true), true);
      // `a && b && c` false: one term is false and those before it true; what holds on every way holds here
      if ((c.op === '&&' || c.op === 'and') && !truth) {
        const terms: Expr[] = [];
        const flat = (x: Expr): void => {
          if (x.k === 'bin' && x.op === c.op) {
            flat(x.l);
            flat(x.r);
          } else terms.push(x);
        };
        flat(c);
        if (terms.length > 6) return env;
        let before = new Map(env);
        let out: Env | null = null;
        for (const t of terms) {
          out = joinEnv(out, this.refine(t, new Map(before), false));
          before = this.refine(t, before, true);
        }
        return out ?? env;
      }
      if ((c.op === '||' || c.op === 'or') && !truth)
        return this.refine(c.r, this.refine(c.l, env, false), false);
      // `LIST.indexOf(x) !== -1` / `=== -1` / `>= 0`: the membership test itself
      if (c.l.k === 'call' && c.l.name === 'indexOf') {
        const k =
          c.r.k === 'lit'
            ? c.r.v
            : c.r.k === 'un' && c.r.op === '-' && c.r.e.k === 'lit' && typeof c.r.e.v === 'number'
              ? -c.r.e.v
              : undefined;
        const found =
          ((c.op === '!==' || c.op === '!=' || c.op === '>') && k === -1) ||
          (c.op === '>=' && k === 0);
        const missing =
          ((c.op === '===' || c.op === '==') && k === -1) || (c.op === '<' && k === 0);
        if (found || missing) return this.refine(c.l, env, found ? truth : !truth);
      }
      // `p instanceof RegExp`: the caller's own regular expression, no text made into one
      if (c.op === 'instanceof' && truth && c.r.k === 'var' && c.r.name === 'RegExp' && lpath(c.l))
        this.assignQuiet(c.l, sanitize(this.expr(c.l, env), ['regex-injection']), env);
      const eq = ['==', '===', 'is', 'eq', '.equals'].includes(c.op);
      const ne = ['!=', '!==', 'is not', 'ne'].includes(c.op);
      if ((eq && truth) || (ne && !truth)) {
        const [x, k] = c.r.k === 'lit' ? [c.l, c.r] : c.l.k === 'lit' ? [c.r, c.l] : [null, null];
        // equal to null (or, loosely, to an empty value): nothing of the input is left
        if (x && k && k.k === 'lit' && k.v === null && lpath(x)) this.assignQuiet(x, CLEAN, env);
        if (x && k && k.k === 'lit' && k.v !== null) {
          if (
            x.k === 'call' &&
            (x.name === 'strpos' || x.name === 'indexOf') &&
            k.v === 0 &&
            x.args[0]
          ) {
            // strpos($path, $base) === 0: the path starts with the base
            const target = x.name === 'indexOf' ? x.recv : x.args[0];
            if (target)
              this.assignQuiet(
                target,
                sanitize(this.expr(target, env), ['path-traversal', 'open-redirect', 'ssrf']),
                env,
              );
          } else if (x.k === 'un' && x.op === 'typeof') {
            // `typeof v === 'string'`: a primitive, so no query operators; numbers carry nothing
            // (a function is no text: a timer or a sink given one runs no code of the caller's)
            const kinds =
              k.v === 'number' || k.v === 'boolean' || k.v === 'function'
                ? ['all']
                : ['nosql-injection'];
            this.assignQuiet(x.e, sanitize(this.expr(x.e, env), kinds), env);
          } else if (x.k === 'field' && /^(hostname|host|origin)$/.test(x.name)) {
            // a URL whose host equals a constant is allow-listed
            this.assignQuiet(
              x.obj,
              sanitize(this.expr(x.obj, env), ['ssrf', 'open-redirect']),
              env,
            );
            this.hostChecked(this.expr(x, env), env);
          } else {
            // `host = new URL(u).host; if (host === 'shop.example')`: u is allow-listed too
            this.hostChecked(this.expr(x, env), env);
            this.assignQuiet(x, { t: [], k: true, c: k.v }, env);
            if (x.k === 'index') this.splitPinned(x.obj, env);
          }
        } else if (c.l.k === 'field' || c.r.k === 'field') {
          // `url.origin === location.origin`: compared with a trusted value
          const [f, o] =
            c.l.k === 'field' && /^(hostname|host|origin)$/.test(c.l.name)
              ? [c.l, c.r]
              : [c.r, c.l];
          if (
            f.k === 'field' &&
            /^(hostname|host|origin)$/.test(f.name) &&
            deep(this.expr(o, env)).length === 0
          ) {
            this.assignQuiet(
              f.obj,
              sanitize(this.expr(f.obj, env), ['ssrf', 'open-redirect']),
              env,
            );
          }
        }
      }
      // `os.path.commonpath([base, p]) == base`: p lies inside base
      if ((eq && truth) || (ne && !truth)) {
        const [cp, other] = c.l.k === 'call' ? [c.l, c.r] : [c.r, c.l];
        if (
          cp.k === 'call' &&
          /(?:^|\.)commonpath$/.test(cp.callee) &&
          cp.args[0]?.k === 'arr' &&
          deep(this.expr(other, env)).length === 0
        )
          for (const it of cp.args[0].items)
            this.assignQuiet(it, sanitize(this.expr(it, env), ['path-traversal']), env);
      }
      if ((c.op === 'in' && truth) || (c.op === 'not in' && !truth)) {
        const coll = this.expr(c.r, env);
        if (deep(coll).length === 0) {
          this.assignQuiet(c.l, CLEAN, env);
          // a URL whose host is in an allow-list
          if (c.l.k === 'field' && /^(hostname|host|origin)$/.test(c.l.name))
            this.assignQuiet(
              c.l.obj,
              sanitize(this.expr(c.l.obj, env), ['ssrf', 'open-redirect']),
              env,
            );
        }
      }
    }
    if (c.k === 'call' && !c.recv && depth < 2) {
      // a predicate of this file that returns one test of its parameters (`isAllowed(url)` returning
      // `allowList.includes(url)`): the test, on the arguments
      const local = env.get(c.name);
      const fn = local ? local.fn : this.ctx.lookup(c.name);
      const body = fn ? predicateTest(fn) : undefined;
      if (fn && body && c.args.length >= fn.params.length) {
        const map = new Map(fn.params.map((p, i) => [p, c.args[i]!] as const));
        const test = substParams(body, map, 0);
        if (test) return this.refine(test, env, truth, depth + 1);
      }
    }
    if (c.k === 'call' && truth) {
      // `list.some((u) => u === x)`: x equals an entry of a list the code holds, like `list.includes(x)`
      const x = equalityCallback(c);
      if (x && c.recv && deep(this.expr(c.recv, env)).length === 0) {
        const cur = this.expr(x, env);
        this.hostChecked(cur, env);
        this.assignQuiet(x, sanitize(cur, ['all']), env);
      }
    }
    if (c.k === 'call') {
      // `if (path.relative(root, p).startsWith('..')) throw`: past the test, p is inside root
      // (Python: `n = os.path.normpath(p); if n.startswith('..'): abort()`, n and p both)
      if (
        !truth &&
        (c.name === 'startsWith' || c.name === 'startswith') &&
        c.recv &&
        c.args[0] &&
        constPrefix(c.args[0]).startsWith('..')
      ) {
        const rv = this.expr(c.recv, env);
        const rel = rv.relOf;
        const cur = rel ? getPath(env, rel) : undefined;
        if (rel && cur) setPath(env, rel, sanitize(cur, ['path-traversal']));
        if (rel) this.assignQuiet(c.recv, sanitize(rv, ['path-traversal']), env);
      }
      for (const g of this.ctx.spec.guards) {
        // a request variable that is not set (`!isset_request_var('id')`): its getters return their
        // default, nothing of the request, as if it had been validated
        if (g.reads && g.spec.negated && !truth && g.calls.test(c.callee)) {
          const a = typeof g.spec.arg === 'number' ? c.args[g.spec.arg] : undefined;
          if (a?.k === 'lit' && typeof a.v === 'string')
            env.set(VALIDATED + a.v, { t: [], mk: ['validated'] });
          continue;
        }
        if (g.reads || !g.spec.negated !== truth || !g.calls.test(c.callee)) continue;
        if (g.spec.whenArg) {
          const a = c.args[g.spec.whenArg.index];
          if (a?.k !== 'lit' || !regex(g.spec.whenArg.matches).test(String(a.v))) continue;
        }
        if (
          g.spec.whenRecv &&
          (c.recv?.k !== 'lit' || !regex(g.spec.whenRecv).test(String(c.recv.v)))
        )
          continue;
        if (g.spec.unlessArg) {
          const a = c.args[g.spec.unlessArg.index];
          if (a?.k === 'lit' && regex(g.spec.unlessArg.matches).test(String(a.v))) continue;
        }
        let target =
          g.spec.arg === 'recv'
            ? c.recv
            : (c.args[g.spec.arg] ?? (g.spec.kwarg ? c.kw?.[g.spec.kwarg] : undefined));
        // `$x ?? ''` / `x || ''`: the checked value is x
        while (target && target.k === 'bin' && (target.op === '??' || target.op === '||'))
          target = target.l;
        if (!target) continue;
        // a tainted allow-list (a receiver a guard of these kinds checked already, `if
        // client.verify(ticket)`, is not tainted for them)
        if (
          g.spec.arg !== 'recv' &&
          c.recv &&
          deep(this.expr(c.recv, env)).some((t) =>
            g.spec.kinds.some((k) => k === 'all' || !t.san.includes(k)),
          )
        )
          continue;
        const cur = this.expr(target, env);
        if (g.spec.whenMarked && !cur.mk?.includes(g.spec.whenMarked)) continue;
        if (!g.spec.marks && g.spec.kinds.some((k) => k === 'all' || k === 'open-redirect'))
          this.hostChecked(cur, env);
        if (g.spec.marks) {
          if (cur.t.length || cur.f || cur.items)
            this.assignQuiet(
              target,
              { ...cur, mk: [...new Set([...(cur.mk ?? []), g.spec.marks])] },
              env,
            );
          continue;
        }
        this.assignQuiet(target, sanitize(cur, g.spec.kinds), env);
        this.cleanDerived(target, cur, g.spec.kinds, env);
      }
    }
    return env;
  }

  // ---------------------------------------------------------------- assignment

  /**
   * Variables holding a value made from the one a guard just validated (`$class = ucfirst($table) .
   * 'Handler'` before `if (!preg_match('/^[a-z]+$/', $table)) die()`): every taint of theirs extends
   * the trace of one of the validated value's, so they hold nothing else of the input and are
   * cleaned with it. A value read from the same source elsewhere has another trace and stays.
   */
  private cleanDerived(target: Expr, cur: Val, kinds: string[], env: Env): void {
    if (target.k !== 'var' || !cur.t.length) return;
    const extendsTrace = (t: Taint, c: Taint) =>
      t.trace.length > c.trace.length &&
      c.trace.every((s, i) => {
        const u = t.trace[i];
        return u.line === s.line && u.column === s.column && u.file === s.file;
      });
    for (const [name, v] of env) {
      if (name === target.name || !v.t.length || v.f || v.items) continue;
      if (v.t.every((t) => cur.t.some((c) => extendsTrace(t, c))))
        env.set(name, sanitize(v, kinds));
    }
  }

  private assignQuiet(to: Expr, v: Val, env: Env): void {
    const path = lpath(to);
    if (!path) return;
    setPath(env, path, v);
  }

  private assign(to: Expr, v: Val, env: Env, loc: Loc, rhs?: Expr, weak?: boolean): void {
    if (v.t.length) {
      const st = step(this.ctx.file, loc, 'propagation');
      v = { ...v, t: v.t.map((t) => addStep(t, st)) };
    } else if (v.f || v.items) {
      const st = step(this.ctx.file, loc, 'propagation');
      v = mapDeep(v, (t) => addStep(t, st));
    }
    if (to.k === 'field') {
      const sinks = this.ctx.spec.assignSinks.get(to.name);
      if (sinks)
        for (const s of sinks) {
          const pats = (s.assign ?? []).filter((a) => a === to.name || a.endsWith('.' + to.name));
          // `ctx.body`-style patterns name the object too
          if (
            !pats.some(
              (a) => !a.includes('.') || (to.path ?? '') === a || (to.path ?? '').endsWith('.' + a),
            )
          )
            continue;
          if (s.argNotObject && (v.objLit || rhs?.k === 'call')) continue;
          // a convention of the receiver's name (`lblTotal.Text = x`: a Web Forms label)
          if (s.whenLine && !regex(s.whenLine).test(loc.code)) continue;
          if (
            s.whenFile &&
            this.ctx.source !== undefined &&
            !regex(s.whenFile).test(this.ctx.source)
          )
            continue;
          // the page's own whole URL (`location = location.href`): a reload
          if (
            (rhs?.k === 'field' && PAGE_URL.test(rhs.path ?? '')) ||
            (v.page && (rhs?.k === 'var' || rhs?.k === 'field' || rhs?.k === 'call'))
          )
            continue;
          // text appended to the page's own whole URL (`location.href += '?expired=1'`): the scheme
          // and host stay the page's, whatever the text
          if (weak && /^(?:(?:window|document)\.)?location(?:\.href)?$/.test(to.path ?? ''))
            continue;
          this.reportSink(s.rule, deep(v), loc);
        }
    }
    if (to.k === 'arr' || to.k === 'obj') {
      // destructuring lowered as a tuple: every target gets the taint; a named field of a value
      // whose fields are known (`const { body } = reply()`) gets that field's value
      if (to.k === 'obj') {
        for (const [key, it] of to.entries)
          this.assign(it, (key !== null ? v.f?.get(key) : undefined) ?? tv(deep(v)), env, loc);
        return;
      }
      to.items.forEach((it, i) => this.assign(it, v.items?.[i] ?? tv(deep(v)), env, loc));
      return;
    }
    const path = lpath(to);
    if (!path) {
      // assignment into something we can't name (call result etc.): evaluate for effects only
      return;
    }
    if (to.k === 'index') {
      const idx = this.expr(to.idx, env);
      const each = to.idx.k === 'var' ? this.eachIndex.at(-1) : undefined;
      if (
        !idx.k &&
        each &&
        to.idx.k === 'var' &&
        each.idx === to.idx.name &&
        each.path.join('.') === path.slice(0, -1).join('.')
      ) {
        // the element of this run of an element-wise callback: the container holds what it is given
        setPath(env, path.slice(0, -1), tv(deep(v)));
        each.done = true;
        return;
      }
      if (!idx.k) {
        // unknown index: weak update of the container
        const base = env.get(path[0]);
        const cur = getPath(env, path.slice(0, -1)) ?? base ?? CLEAN;
        setPath(env, path.slice(0, -1), { ...cur, t: unionT(cur.t, deep(v)) });
        return;
      }
      path[path.length - 1] = String(idx.c);
    }
    setPath(env, path, v);
  }

  // ---------------------------------------------------------------- expressions

  expr(e: Expr, env: Env): Val {
    switch (e.k) {
      case 'lit':
        return { t: [], k: true, c: e.v };
      case 'var': {
        const v = env.get(e.name);
        if (v) return v;
        if (this.ctx.spec.sourcePaths.has(e.name))
          return this.withServerFields(e.name, this.sourceVal(this.pathLabel(e.name), e.loc));
        const k = this.ctx.consts?.get(e.name);
        if (k !== undefined) return { t: [], k: true, c: k };
        const g = this.ctx.globals?.()?.get(e.name);
        if (g) return g;
        const fn = this.ctx.lookup(e.name);
        if (fn) return { t: [], fn };
        return /^[A-Z][A-Z0-9_]+$/.test(e.name) ? { t: [], sym: e.name } : CLEAN;
      }
      case 'source':
        return this.sourceVal(e.label, e.loc);
      case 'field': {
        // a field the constructor of an exported class set from its parameters: a source too when
        // the specification declares such fields for a selected model (`receiverFields`)
        if (e.held && this.ctx.spec.receiverFieldLabel) {
          const v = this.expr({ ...e, held: undefined }, env);
          return joinV(
            v,
            this.sourceVal(this.ctx.spec.receiverFieldLabel, e.held.loc, e.held.note, e.held.file),
          );
        }
        if (e.path && this.isSourcePath(e.path) && !this.xhrRoot(e.path)) {
          const v = withPre(
            this.refined(e, env) ??
              this.withServerFields(e.path, this.sourceVal(this.pathLabel(e.path), e.loc)),
            this.ctx.spec.pathPrefix.get(e.path),
          );
          return PAGE_URL.test(e.path) && v.t.length ? { ...v, page: true } : v;
        }
        const base = this.expr(e.obj, env);
        if (
          e.name === 'length' ||
          e.name === 'size' ||
          e.name === 'Length' ||
          e.name === 'Count' ||
          this.ctx.spec.cleanFields.has(e.name)
        )
          return CLEAN;
        const f = base.f?.get(e.name);
        if (f) return f;
        if (base.urlAbsPath && e.name === 'pathname') return withPre(tv(deep(base)), '/');
        if (base.urlOf && /^(?:hostname|host|origin)$/.test(e.name)) {
          const obj = lpath(e.obj);
          return obj
            ? { ...tv(deep(base)), urlOf: base.urlOf, urlVar: obj }
            : { ...tv(deep(base)), urlOf: base.urlOf };
        }
        const read = withoutServerField(
          base.f && (base.objLit || base.made) ? base.t : deep(base),
          e.name,
        );
        // a parameter read through such a field: its callers' values decide whether the server set it
        if (this.ctx.spec.serverFieldNames.has(e.name) && read.some((t) => t.src !== 'real'))
          return tv(read.map((t) => (t.src !== 'real' ? { ...t, via: e.name } : t)));
        return tv(read);
      }
      case 'index': {
        if (e.path && this.isSourcePath(e.path))
          return (
            this.refined(e, env) ??
            this.withServerFields(e.path, this.sourceVal(this.pathLabel(e.path), e.loc))
          );
        if (e.obj.k === 'var' && /^[A-Z][A-Z0-9_]+$/.test(e.obj.name) && !env.has(e.obj.name))
          return CLEAN;
        const base = this.expr(e.obj, env);
        const idx = this.expr(e.idx, env);
        // in a PHP summary, a parameter read under a constant key carries the key (`Taint.key`)
        if (
          idx.k &&
          (typeof idx.c === 'string' || typeof idx.c === 'number') &&
          this.mode === 'summary' &&
          base.pv !== undefined &&
          this.ctx.spec.spec.language === 'php' &&
          !base.f?.has(String(idx.c)) &&
          !(base.items && typeof idx.c === 'number' && base.items[idx.c])
        ) {
          const read = base.f || base.items ? base.t : deep(base);
          const pv = base.pv;
          if (read.some((t) => t.src === pv && t.key === undefined))
            return tv(keyedT(withoutServerField(read, String(idx.c)), pv, String(idx.c)));
        }
        if (idx.k) {
          if (base.items && typeof idx.c === 'number') return base.items[idx.c] ?? tv(base.t);
          // a character of a constant string (`'ABC'[1]`)
          if (
            base.k &&
            typeof base.c === 'string' &&
            typeof idx.c === 'number' &&
            Number.isInteger(idx.c)
          ) {
            const ch = base.c.at(idx.c);
            if (ch !== undefined) return { t: base.t, k: true, c: ch };
          }
          const f = base.f?.get(String(idx.c));
          if (f) return f;
          // a field the server sets (`$file['tmp_name']` of an upload) holds nothing of the client's
          if (base.f || base.items) return tv(withoutServerField(base.t, String(idx.c)));
          return tv(withoutServerField(deep(base), String(idx.c)));
        }
        return tv(deep(base));
      }
      case 'concat': {
        let t: Taint[] = [];
        let s = '';
        let known = true;
        const vals: Val[] = [];
        for (const p of e.parts) {
          let v = this.expr(p, env);
          // a call opening the text (`f"{reverse('login')}?next={x}"`): its value, for siteLed
          if (p === e.parts[0] && p.k === 'call') this.leadVals.set(p, v);
          if (p !== e.parts[0]) v = contained(v);
          vals.push(v);
          t = unionT(t, deep(v));
          if (v.k && known) s += String(v.c ?? '');
          else {
            if (known && v.pre) s += v.pre;
            known = false;
          }
        }
        if (known) return { t, k: true, c: s };
        let joined: Val = CONST_EMPTY;
        for (const v of vals) joined = joinText(joined, v, tv(unionT(deep(joined), deep(v))));
        return withPre(this.siteLed(e, env, joined), s);
      }
      case 'bin': {
        const l = this.expr(e.l, env);
        // a call opening a longer string (`request.path.replace(a, b, 1) + '?' + q`): its value, for
        // the joins that follow (siteLed)
        if (e.l.k === 'call') this.leadVals.set(e.l, l);
        if ((e.op === '&&' || e.op === 'and') && truthy(l) === false) return l;
        if ((e.op === '||' || e.op === 'or' || e.op === '??') && truthy(l) === true) return l;
        // the right operand of `and` runs only where the left held, that of `or` where it failed:
        // `name in ALLOWED and open(name)` opens a name of the list
        // (what the right operand's calls change, `xs.append(v)`, is kept)
        const and = e.op === '&&' || e.op === 'and';
        let r: Val;
        if (and || e.op === '||' || e.op === 'or') {
          const narrowed = this.refine(e.l, new Map(env), and);
          const before = new Map(narrowed);
          r = this.expr(e.r, narrowed);
          for (const [k, v] of narrowed) if (before.get(k) !== v) env.set(k, v);
        } else r = this.expr(e.r, env);
        if (l.k && r.k) {
          const c = fold(e.op, l.c ?? null, r.c ?? null);
          if (c !== undefined) return { t: CMP.has(e.op) ? [] : unionT(l.t, r.t), k: true, c };
        }
        // membership of a constant in a list whose elements are all known constants
        if ((e.op === 'in' || e.op === 'not in') && l.k && r.items?.every((x) => x.k)) {
          const hit = r.items.some((x) => x.c === l.c);
          return { t: [], k: true, c: hit === (e.op === 'in') };
        }
        if (CMP.has(e.op)) return CLEAN;
        if (NUMERIC.has(e.op)) return CLEAN;
        // PHP: `+` and `/` are arithmetic only (`.` joins strings); `+` of two arrays is their union
        if (
          (e.op === '+' || e.op === '/') &&
          this.ctx.spec.spec.language === 'php' &&
          !l.items &&
          !r.items &&
          !l.f &&
          !r.f
        )
          return CLEAN;
        if (e.op === '%' && !(l.k && typeof l.c === 'string')) return CLEAN;
        // Python: a list plus anything is a list (or an error), an argument list stays one
        if (e.op === '+' && l.listLit && this.ctx.spec.spec.language === 'python')
          return { t: unionT(deep(l), deep(r)), listLit: true };
        const lead =
          e.op === '%'
            ? String(l.c).split('%')[0]
            : e.op === '+' || e.op === '.'
              ? l.k && typeof l.c === 'string'
                ? l.c + (r.k ? String(r.c ?? '') : (r.pre ?? ''))
                : l.pre
              : undefined;
        if (e.op === '+' || e.op === '.') r = contained(r);
        const v = tv(unionT(deep(l), deep(r)));
        return withPre(
          this.siteLed(e, env, e.op === '.' || e.op === '+' ? joinText(l, r, v) : v, l),
          lead,
        );
      }
      case 'un': {
        const v = this.expr(e.e, env);
        if (e.op === '!' || e.op === 'not') {
          const b = truthy(v);
          return b === undefined ? CLEAN : { t: [], k: true, c: !b };
        }
        if (e.op === '-' && v.k && typeof v.c === 'number') return { t: [], k: true, c: -v.c };
        if (e.op === 'typeof' || e.op === '-' || e.op === '+' || e.op === '~') return CLEAN;
        return v;
      }
      case 'cond': {
        const c = this.expr(e.c, env);
        const b = truthy(c);
        if (b === true) return this.expr(e.t, env);
        if (b === false) return this.expr(e.f, env);
        return joinV(
          this.expr(e.t, this.refine(e.c, new Map(env), true)),
          this.expr(e.f, this.refine(e.c, new Map(env), false)),
        );
      }
      case 'obj': {
        const f = new Map<string, Val>();
        let t: Taint[] = [];
        for (const [key, x] of e.entries) {
          if (x.k === 'fn') continue;
          const v = this.expr(x, env);
          if (key === null) {
            if (v.f) for (const [k2, v2] of v.f) f.set(k2, v2);
            t = unionT(t, v.f ? v.t : deep(v));
          } else f.set(key, v);
        }
        return { t, f, objLit: true };
      }
      case 'arr':
        return { t: [], items: e.items.map((x) => this.expr(x, env)), listLit: true };
      case 'fn':
        // a handler made here and handed on (`return function (r: Request) {...}` of a middleware
        // factory, `server.on('request', h)`): its request parameters are sources where it is written
        if (
          e.fn.sourceParams &&
          this.mode === 'entry' &&
          !this.nestedRun.has(e.fn) &&
          this.depth < 8
        ) {
          this.nestedRun.add(e.fn);
          this.runBody(
            e.fn,
            env,
            e.fn.params.map((p, i) =>
              e.fn.sourceParams?.[i]
                ? this.sourceVal(e.fn.sourceParams[i], e.fn.loc, `parameter ${p}`)
                : CLEAN,
            ),
          );
        }
        return { t: [], fn: e.fn, cap: env };
      case 'any': {
        let t: Taint[] = [];
        for (const p of e.parts) t = unionT(t, deep(this.expr(p, env)));
        return tv(t);
      }
      case 'call': {
        const validated = this.validatedRead(e, env);
        if (validated?.includes('all')) return CLEAN;
        let v = this.call(e, env);
        // a value an encoder of a round trip made: its decoder gives back the value encoded
        const enc = this.encoded.get(e);
        if (enc) {
          this.encoded.delete(e);
          v = { ...v, enc };
        }
        if (validated) return sanitize(v, validated);
        // `"//user[@id='{}']".format(x)` starts with the text before its first field
        if (e.name === 'format' && e.recv?.k === 'lit' && typeof e.recv.v === 'string' && !v.k) {
          v = withPre(v, e.recv.v.split('{')[0]);
          // `'{}?q={}'.format(base, q)`: led by its first value
          if (FORMAT_LEAD.test(e.recv.v)) v = this.siteLed(e, env, v);
        }
        v = this.validate(e, v, env);
        if (e.callee === '__leadSepStrip') v = contained(v);
        // a percent-decoded path: a check for `..` made before decoding it no longer holds
        // (`%2e%2e%2f` has no `..`)
        if (URI_DECODE.test(e.callee)) v = undoPathChecks(v);
        if (CONVERSIONS.test(e.callee) && e.args[0]) {
          const p = lpath(e.args[0]);
          const cur = p && getPath(env, p);
          if (cur) return { ...v, conv: { of: e.args[0], v: cur, fn: e.callee } };
        }
        // a normalised relative path (`os.path.normpath(p)`) stays below the folder it is joined to
        // unless it starts with `..`
        if (/^os\.path\.(?:normpath|relpath)$/.test(e.callee) && e.args[0]) {
          const p = lpath(e.args[0]);
          if (p) return { ...v, relOf: p };
        }
        if (e.callee === 'path.relative' && e.args[1]) {
          // `path.relative(root, path.resolve(root, name))`: the name resolved is what is contained
          let target = e.args[1];
          while (
            target.k === 'call' &&
            /^path\.(?:resolve|join|normalize)$/.test(target.callee) &&
            target.args.length
          )
            target = target.args[target.args.length - 1];
          const p = lpath(target);
          if (p) return { ...v, relOf: p };
        }
        if (URL_PARSE.test(e.callee) && e.args[0]) {
          const p = lpath(e.args[0]);
          // the text parsed starts with `/`: the path the URL keeps does too
          // (a variable or field read again, else the constant start of the text)
          const arg = e.args[0];
          const a0 = arg.k === 'var' || arg.k === 'field' ? this.expr(arg, env) : undefined;
          const abs = /^\//.test(
            a0 ? (a0.k && typeof a0.c === 'string' ? a0.c : (a0.pre ?? '')) : constPrefix(arg),
          );
          if (p) return abs ? { ...v, urlOf: p, urlAbsPath: true } : { ...v, urlOf: p };
          if (abs) return { ...v, urlAbsPath: true };
        }
        if (e.isNew && /^new [A-Z]\w*$/.test(e.callee) && !v.fn) return { ...v, cls: e.name };
        if (e.newOf && !v.fn) return { ...v, cls: e.newOf };
        // a model instance (`Account.new(attrs)`): an object, not text (`argNotRecord`)
        // (not one given a block: `items.find { |i| ... }` picks an element)
        if (
          !v.fn &&
          !e.args.some((a) => a.k === 'fn') &&
          this.ctx.spec.records.some((r) => r.calls.test(e.callee) && !r.unless?.test(e.callee))
        )
          return { ...v, mk: [...new Set([...(v.mk ?? []), RECORD])] };
        // the result of a guard (`url_is_safe = url_has_allowed_host_and_scheme(url=u)`): testing it
        // later tests the guard
        if (this.ctx.spec.guards.some((g) => g.calls.test(e.callee))) return { ...v, test: e };
        return v;
      }
    }
  }

  /**
   * A read of a request variable that a validating call (a guard with `reads`) checked earlier on
   * every path to here (`get_request_var('id')` after `get_filter_request_var('id')`): the kinds it
   * is clean of (`all`), or undefined.
   */
  private validatedRead(e: Extract<Expr, { k: 'call' }>, env: Env): string[] | undefined {
    for (const g of this.ctx.spec.guards) {
      if (!g.reads?.test(e.callee)) continue;
      const a = typeof g.spec.arg === 'number' ? e.args[g.spec.arg] : undefined;
      if (a?.k !== 'lit' || typeof a.v !== 'string') continue;
      const mk = env.get(VALIDATED + a.v)?.mk?.find((m) => m.startsWith('validated'));
      if (mk) return mk === 'validated' ? ['all'] : mk.slice('validated:'.length).split(',');
    }
    return undefined;
  }

  /**
   * A validating call (`get_filter_request_var('id')`, which stops the request on bad input): its
   * result is sanitised for the guard's kinds and, past it, the name is validated. With `keys`, the
   * argument is an array keyed by the names it validates, each entry naming its filter
   * (`validate_store_request_vars(['page' => ['filter' => FILTER_VALIDATE_INT]])`).
   */
  private validate(e: Extract<Expr, { k: 'call' }>, v: Val, env: Env): Val {
    for (const g of this.ctx.spec.guards) {
      // a negated one (`isset_request_var('id')`) says something only on its false branch (refine)
      if (!g.reads || g.spec.negated || !g.calls.test(e.callee)) continue;
      const a = typeof g.spec.arg === 'number' ? e.args[g.spec.arg] : undefined;
      const keys = g.spec.keys;
      if (keys) {
        const arr = a ? this.expr(a, env) : undefined;
        for (const [name, entry] of arr?.f ?? []) {
          const kinds = this.filterKinds(keys, entry);
          // the mark survives a join only when every path carries the same one (joinV keeps the common marks)
          if (kinds.length)
            env.set(VALIDATED + name, {
              t: [],
              mk: [
                kinds.includes('all')
                  ? 'validated'
                  : `validated:${[...new Set(kinds)].sort().join(',')}`,
              ],
            });
        }
        continue;
      }
      v = sanitize(v, g.spec.kinds);
      if (a?.k === 'lit' && typeof a.v === 'string')
        env.set(VALIDATED + a.v, { t: [], mk: ['validated'] });
    }
    return v;
  }

  /**
   * A string led by a base that is not tainted (a configured or reversed URL held in a variable):
   * the request's values after it cannot move it to another site, wherever the string goes next.
   */
  private siteLed(e: Expr, env: Env, v: Val, left?: Val): Val {
    if (!v.t.length) return v;
    const lead = leadingPart(e);
    // a call opening the text is judged by its value, already computed (`encodeURIComponent(id) + q`),
    // also at the start of a longer join (`request.path.replace(a, b, 1) + '?' + q`)
    const known =
      left && e.k === 'bin' && lead === e.l
        ? left
        : lead.k === 'call'
          ? this.leadVals.get(lead)
          : undefined;
    // led by the page's own whole URL (`href + '&nostate=true'` with `href = location.href`): the
    // scheme and host are the page's, whatever follows
    if (
      lead !== e &&
      (lead.k === 'var' || lead.k === 'field') &&
      (known ?? this.expr(lead, env)).page
    )
      return sanitize(v, ['open-redirect']);
    // (a configured base read by key, `current_app.config['IDP_URL']`, leads like a variable)
    if (
      lead === e ||
      (!known && lead.k !== 'var' && lead.k !== 'field' && lead.k !== 'index' && lead.k !== 'lit')
    )
      return v;
    const lv = known ?? this.expr(lead, env);
    // a part of the request leads only when it is its own path (`request.path`, rewritten or kept in
    // a variable): tainted, but only by sources that cannot choose where a redirect goes
    if (requestPart(lead) && !deep(lv).length) return v;
    if (deep(lv).some((t) => !this.cannotReport(t, 'open-redirect'))) return v;
    // a known start must itself end a path segment or a host (`/`, `edit/`, `https://shop.example/`)
    if (lv.k && !(typeof lv.c === 'string' && SITE_START.test(lv.c))) return v;
    return sanitize(v, ['open-redirect']);
  }

  /** A request variable read by a getter of a validating guard (`get_request_var('id')`): validated from here on. */
  private markRead(e: Extract<Expr, { k: 'call' }>, kinds: string[], env: Env): void {
    for (const g of this.ctx.spec.guards) {
      if (!g.reads?.test(e.callee)) continue;
      const a = typeof g.spec.arg === 'number' ? e.args[g.spec.arg] : undefined;
      if (a?.k !== 'lit' || typeof a.v !== 'string') continue;
      const mk = kinds.includes('all')
        ? 'validated'
        : `validated:${[...new Set(kinds)].sort().join(',')}`;
      env.set(VALIDATED + a.v, { t: [], mk: [mk] });
      return;
    }
  }

  /** The kinds a keyed validator's entry (`['filter' => FILTER_VALIDATE_INT]`) makes its value clean of. */
  private filterKinds(keys: NonNullable<GuardSpec['keys']>, entry: Val): string[] {
    const at = (path: string[]): Val | undefined => {
      let x: Val | undefined = entry;
      for (const p of path) x = x?.f?.get(p);
      return x;
    };
    const filter = entry.f?.get(keys.field)?.sym;
    if (!filter) return [];
    if (regex(keys.safe).test(filter)) return ['all'];
    if (keys.callback && regex(keys.callback.filter).test(filter)) {
      const fn = at(keys.callback.path);
      if (!fn?.k || typeof fn.c !== 'string') return [];
      if (this.ctx.spec.clean.test(fn.c)) return ['all'];
      return this.ctx.spec.sanitizers
        .filter((s) => s.calls.test(fn.c as string))
        .flatMap((s) => s.kinds);
    }
    if (keys.pattern && regex(keys.pattern.filter).test(filter)) {
      const re = at(keys.pattern.path);
      return re?.k && typeof re.c === 'string' && regex(keys.pattern.matches).test(re.c)
        ? ['all']
        : [];
    }
    return [];
  }

  /** A source access narrowed by a guard earlier on this path (`if (ALLOWED.has(req.query.x))`). */
  private refined(e: Expr, env: Env): Val | undefined {
    const p = lpath(e);
    if (!p || !env.has(p[0])) return undefined;
    return getPath(env, p);
  }

  /**
   * A source value read at `path`, given the fields the server sets of its source (`$_FILES`):
   * clean when the path names one (`$_FILES.f.tmp_name`), else carrying them for later reads.
   */
  private withServerFields(path: string, v: Val): Val {
    const sfs = this.ctx.spec.serverFields;
    if (!sfs.size) return v;
    for (const [p, set] of sfs) {
      if (path !== p && !path.startsWith(p + '.')) continue;
      const rest = path.slice(p.length + 1).split('.');
      const sf = [...set];
      return rest.some((x) => set.has(x)) ? CLEAN : { ...v, t: v.t.map((t) => ({ ...t, sf })) };
    }
    return v;
  }

  /** Taint label of a source path: its threat model when not `remote`. */
  private pathLabel(path: string): string {
    for (const { re, label } of this.ctx.spec.sourcePathPatterns)
      if (re.test(path)) return label || 'source';
    for (const [p, m] of this.ctx.spec.pathLabel) {
      if (
        path === p ||
        path.startsWith(p + '.') ||
        path.endsWith('.' + p) ||
        path.includes('.' + p + '.')
      )
        return m;
    }
    return 'source';
  }

  private callLabel(callee: string): string {
    for (const c of this.ctx.spec.callLabels) if (c.calls.test(callee)) return c.label;
    return 'source';
  }

  /**
   * Whether the root of a source path is, in this file, an XMLHttpRequest the page's own script
   * made (`req.getResponseHeader('X-Redirect')`, `req.responseText`): its `url` is the URL the
   * script asked for, not a request an HTTP server received (none has these members).
   */
  private xhrRoot(path: string): boolean {
    const src = this.ctx.source;
    if (src === undefined || this.ctx.spec.spec.language !== 'javascript') return false;
    const i = path.indexOf('.');
    const root = i < 0 ? path : path.slice(0, i);
    if (xhrNames.src !== src) {
      xhrNames.src = src;
      xhrNames.names = new Set();
      if (XHR_WORD.test(src)) for (const m of src.matchAll(XHR_MEMBER)) xhrNames.names.add(m[1]);
    }
    return xhrNames.names.has(root);
  }

  private isSourcePath(path: string): boolean {
    if (this.isSourcePrefix(path)) return true;
    for (const { re } of this.ctx.spec.sourcePathPatterns) if (re.test(path)) return true;
    // the source may sit behind a receiver (`_ctx.HttpContext.Request.Query`, `self.request.GET`)
    let i = path.indexOf('.');
    for (let n = 0; i > 0 && n < 4; n++) {
      path = path.slice(i + 1);
      if (path.includes('.') && this.isSourcePrefix(path)) return true;
      i = path.indexOf('.');
    }
    return false;
  }

  private isSourcePrefix(path: string): boolean {
    const sp = this.ctx.spec.sourcePaths;
    if (sp.has(path)) return true;
    let i = path.lastIndexOf('.');
    while (i > 0) {
      path = path.slice(0, i);
      if (sp.has(path)) return true;
      i = path.lastIndexOf('.');
    }
    return false;
  }

  private call(e: Extract<Expr, { k: 'call' }>, env: Env): Val {
    const spec = this.ctx.spec;
    const recv = e.recv ? this.expr(e.recv, env) : undefined;
    const args: Val[] = [];
    let argT: Taint[] = recv ? deep(recv) : [];
    const lambdas: FnIR[] = [];
    for (const a of e.args) {
      if (a.k === 'fn') {
        lambdas.push(a.fn);
        args.push(CLEAN);
        continue;
      }
      // handlers passed in an options object (`server.route({ handler: (request, h) => ... })`) run like callbacks
      if (a.k === 'obj') for (const [, x] of a.entries) if (x.k === 'fn') lambdas.push(x.fn);
      let v = this.expr(a, env);
      if (args.length && PATH_JOIN.test(e.callee)) v = contained(v);
      // a lambda held in a local (`Callable<T> c = () -> x; executor.submit(c)`) runs like one written inline
      if (a.k === 'var' && v.fn && v.cap && env.has(a.name)) lambdas.push(v.fn);
      args.push(v);
      argT = unionT(argT, deep(v));
    }
    // `'{}?q={}'.format(reverse('search'), q)`: the value of the call opening the text (siteLed)
    if (e.name === 'format' && e.args[0]?.k === 'call' && args[0])
      this.leadVals.set(e.args[0], args[0]);
    const kw: Record<string, Val> = {};
    if (e.kw)
      for (const [k, x] of Object.entries(e.kw)) {
        kw[k] = this.expr(x, env);
        argT = unionT(argT, deep(kw[k]));
      }
    // `json.loads(json.dumps(d))`: what was encoded, fields and all
    for (const [by, r] of spec.roundTrips.entries()) {
      if (!args[0] || lambdas.length) break;
      if (r.decode.test(e.callee) && args[0].enc?.by === by) return args[0].enc.of;
      if (r.encode.test(e.callee)) this.encoded.set(e, { of: args[0], by });
    }
    // string methods on constants fold, so branches and switches on them fold too
    if (!lambdas.length && !argT.length && recv) {
      const c = foldCall(e, recv, args);
      if (c !== undefined) return { t: [], k: true, c };
    }
    // a slice with constant bounds of a list whose elements are known (`parts[:1]`): those elements
    if (e.callee === '__slice__' && recv?.items && !recv.f && args.length === 2) {
      const b = args.map((a) => (a.k && (a.c === null || Number.isInteger(a.c)) ? a.c : undefined));
      if (b.every((x) => x !== undefined)) {
        const len = recv.items.length;
        const at = (x: Lit | undefined, d: number) =>
          typeof x !== 'number' ? d : x < 0 ? Math.max(0, len + x) : Math.min(len, x);
        const items = recv.items.slice(at(b[0], 0), at(b[1], len));
        return { t: recv.t, items, ...(recv.listLit ? { listLit: true } : {}) };
      }
    }
    // Python built-ins on constants (`len("abc")`, `int("250")`, `max(n, 300)`)
    if (!lambdas.length && !argT.length && !recv && spec.spec.language === 'python') {
      const c = foldBuiltin(e.callee, args);
      if (c !== undefined) return { t: [], k: true, c };
    }
    // callbacks run with the data of the receiver they iterate (map/forEach/then)
    let lamRet: Taint[] = [];
    const recvT = recv ? deep(recv) : [];
    // the callback of a source (`fs.readdir(dir, (err, names) => ...)`) receives the source's data
    const srcCb =
      lambdas.length && spec.sourceCalls.test(e.callee)
        ? this.sourceVal(this.callLabel(e.callee), e.loc)
        : null;
    // the item parameter of a callback over a split text (`s.split('\n').filter((line) => ...)`) is a string
    const strItem =
      e.recv?.k === 'call' && e.recv.name === 'split' && !!e.recv.recv
        ? /^(?:reduce|reduceRight)$/.test(e.name)
          ? 1
          : /^(?:filter|map|flatMap|some|every|find|findIndex|findLast|forEach)$/.test(e.name)
            ? 0
            : -1
        : -1;
    for (const fn of lambdas) {
      const lenv = new Map(env);
      fn.params.forEach((p, i) => {
        if (i === strItem && !fn.sourceParams?.[i]) {
          lenv.set(p, { ...tv(recvT), str: true });
          return;
        }
        // a parameter the front end marked as request data (typed `IncomingMessage`, the request of `createServer`)
        const label = fn.sourceParams?.[i];
        lenv.set(
          p,
          label
            ? this.sourceVal(label, fn.loc, `parameter ${p}`)
            : srcCb && (i > 0 || fn.params.length === 1)
              ? srcCb
              : tv(recvT),
        );
      });
      // a `function` callback's `this` is what the callee binds (an element of a jQuery collection,
      // nothing for array methods), not the enclosing function's receiver
      if (fn.ownThis) lenv.set('this', CLEAN);
      const saveR = this.rets;
      this.rets = [];
      const over =
        e.recv && /^(?:forEach|each)$/.test(e.name) && fn.params[1] ? lpath(e.recv) : undefined;
      const each = over ? { idx: fn.params[1], path: over, done: false } : undefined;
      if (each) this.eachIndex.push(each);
      this.fnLines.push(fn.loc.line);
      this.lambdaDepth++;
      let end: Env | null;
      try {
        end = this.block(fn.body, lenv);
      } finally {
        this.lambdaDepth--;
      }
      this.fnLines.pop();
      if (each) this.eachIndex.pop();
      for (const r of this.rets) lamRet = unionT(lamRet, deep(r));
      this.rets = saveR;
      // what the callback put into the caller's variables (`xs.forEach(x => out.push(x))`) stays there
      writeBack(env, end ?? lenv, fn.params);
      // every element rewritten at its own index (`xs.forEach((x, i) => { xs[i] = slugify(x) })`)
      const rewritten = each?.done && end ? getPath(end, each.path) : undefined;
      if (each && rewritten) setPath(env, each.path, rewritten);
    }

    // sinks; what a sink returns is not reported again for the same class further on. A call on a
    // receiver typed by a class of this file that defines the method (`repo.find(x)` with
    // `repo = new UserRepo()`) is that method, not a library sink of the same name: its summary
    // reports any sink inside it.
    // A call on the object itself (`self.execute(...)`) of a method this file defines is that method.
    const self =
      e.recv?.k === 'var' && /^(?:self|this|\$this)$/.test(e.recv.name)
        ? this.ctx.lookup(e.name)
        : undefined;
    const own = e.recv ? (this.typedMethod(e) ?? self) : undefined;
    const sinkKinds: string[] = [];
    for (const s of sinksOf(spec, e.callee)) {
      if (own) break;
      if (s.unless?.test(e.callee)) continue;
      // a sink of a library the file does not use (`*.Get` of sqlx) says nothing of this call's result
      if (!this.fileMatches(s.spec, e.callee)) continue;
      // `match`/`search` of a router or a matcher: no pattern sink, its result is not one's either
      if (s.spec.recvString && !(e.recv && (stringExpr(e.recv) || recv?.str))) continue;
      // a sink of named fields (`{ _id }`, `{ Location }`) is this call only when its argument has one:
      // `links.find((l) => l.primary)` is no filter
      if (!s.spec.argFields || hasArgField(s.spec, args)) sinkKinds.push(s.kind);
      this.checkSink(s.spec, s.kind, e, recv, args, kw, env);
    }
    // `request.body` in Ruby is a call without arguments: an access path all the same
    if (spec.sourceCalls.test(e.callee)) return this.sourceVal(this.callLabel(e.callee), e.loc);
    // ... unless the code has stored into the receiver (`r.URL.Host = h; r.URL.String()`): the
    // value stored there is what the call reads
    if (
      !e.args.length &&
      !e.isNew &&
      this.isSourcePath(e.callee) &&
      !(e.recv?.k === 'field' && this.refined(e.recv, env))
    )
      return this.sourceVal(this.pathLabel(e.callee), e.loc);
    // a call that returns nothing (`fs.accessSync`): a known falsy result, sink or not
    if (spec.noValue.test(e.callee)) return { t: [], k: true, c: null };
    if (sinkKinds.length) {
      const v = this.callValue(e, env, recv, args, argT, lamRet, own);
      return sinkKinds.some((k) => FRESH_RESULT.has(k)) ? CLEAN : sanitize(v, sinkKinds);
    }
    const out = this.callValue(e, env, recv, args, argT, lamRet, own);
    return spec.splits.length ? this.splitOf(e, env, out) : out;
  }

  /** A split of a variable's text into at most n parts (spec `splits`): the value remembers it. */
  private splitOf(e: Extract<Expr, { k: 'call' }>, env: Env, v: Val): Val {
    for (const s of this.ctx.spec.splits) {
      if (!s.calls.test(e.callee)) continue;
      const lim = e.args[s.limit];
      if (lim?.k !== 'lit' || typeof lim.v !== 'number' || lim.v < 1 || lim.v > 4) return v;
      let x = e.args[s.text];
      while (x?.k === 'call' && s.through.test(x.callee) && x.args.length) x = x.args[0];
      const p = x ? lpath(x) : null;
      if (!x || !p || p.includes('\u0000')) return v;
      return { ...v, split: { of: x, v: getPath(env, p), n: lim.v } };
    }
    return v;
  }

  /**
   * Past a refinement of a part of a split (`$pair[0]` pinned by a `case`, `$pair[1]` tested
   * falsy): when every part holds nothing of the input and the variable split still holds the value
   * it was split from, that variable holds only constants and separators.
   */
  private splitPinned(x: Expr, env: Env): void {
    const p = lpath(x);
    if (!p || p.includes('\u0000')) return;
    const v = getPath(env, p);
    const s = v?.split;
    if (!v || !s) return;
    for (let i = 0; i < s.n; i++) {
      const part = v.f?.get(String(i));
      if (!part || deep(part).length) return;
    }
    const op = lpath(s.of);
    if (op && getPath(env, op) === s.v) this.assignQuiet(s.of, CLEAN, env);
  }

  /**
   * The method of a class of this file that a call on a receiver typed by that class runs
   * (`repo.find(x)` with `repo = new UserRepo()`, `s *Store`, `OrderRepo _repo`), if the class defines it.
   */
  private typedMethod(e: Extract<Expr, { k: 'call' }>): FnIR | undefined {
    const typed = /(?:^|\.)([A-Z]\w*)\.(\w+)$/.exec(e.callee);
    return typed && typed[2] === e.name ? this.ctx.lookup(`${typed[1]}.${e.name}`) : undefined;
  }

  /** `own`: the project method the call is typed to (typedMethod), already looked up by call(). */
  private callValue(
    e: Extract<Expr, { k: 'call' }>,
    env: Env,
    recv: Val | undefined,
    args: Val[],
    argT: Taint[],
    lamRet: Taint[],
    own: FnIR | undefined,
  ): Val {
    const spec = this.ctx.spec;

    if (spec.sourceCalls.test(e.callee)) return this.sourceVal(this.callLabel(e.callee), e.loc);
    // a function named by a constant applied to other arguments (`array_map('intval', $ids)`)
    for (const m of spec.mappers) {
      const f = args[m.fn];
      if (!f?.k || typeof f.c !== 'string' || !m.calls.test(e.callee)) continue;
      if (spec.clean.test(f.c)) return CLEAN;
      const kinds = spec.sanitizers
        .filter((s) => s.calls.test(f.c as string))
        .flatMap((s) => s.kinds);
      if (!kinds.length) break;
      let t: Taint[] = [];
      for (const i of m.args) if (args[i]) t = unionT(t, deep(args[i]));
      return sanitize(tv(t), kinds);
    }
    // `url.format(u)` of a URL parsed from untainted text whose scheme and host nobody tainted
    // (`u = url.parse(configured)`, then `u.pathname = ...`, `u.search = ...`): the request's values
    // fill its path and query only (an object literal built from the request is not such a URL)
    if (
      URL_FORMAT.test(e.callee) &&
      args.length === 1 &&
      args[0].f &&
      !args[0].objLit &&
      !args[0].t.length
    ) {
      const f = args[0].f;
      if (URL_PLACE.every((k) => !deep(f.get(k) ?? CLEAN).length))
        return sanitize(tv(argT), ['open-redirect']);
    }
    let sanKinds: string[] | null = null;
    for (const s of spec.sanitizers)
      if (s.calls.test(e.callee)) sanKinds = [...(sanKinds ?? []), ...s.kinds];
    if (sanKinds) return sanitize(tv(argT), sanKinds);
    if (spec.clean.test(e.callee)) {
      // a listing keyed by untrusted names (`Object.keys(zip.files)`) keeps the taint of those names
      const keyed = KEY_LISTS.has(e.callee)
        ? argT.filter((x) => spec.keyedLabels.has(x.label))
        : [];
      return keyed.length ? tv(keyed) : CLEAN;
    }
    // a request's answer (`$.get(url)`, `$.ajax(opts)`): what the server sent back, not the URL or
    // the data sent; sinks on the request itself were checked by call()
    if (spec.responses.test(e.callee)) return CLEAN;

    // containers and builders mutate their receiver
    const rpath = e.recv ? lpath(rootOfChain(e.recv)) : null;
    // unless the call is typed as a method of a project class that defines it (`store.insert(r)` on a `Store`)
    if (rpath && recv && !own) {
      const cur = getPath(env, rpath) ?? recv;
      const n = e.name;
      // (JavaScript's `push`/`unshift` take several items: `args.push('--', url, dir)`)
      if (
        LIST_ADD.has(n) &&
        cur.items &&
        (args.length === 1 || ((n === 'push' || n === 'unshift') && args.length > 1))
      ) {
        setPath(env, rpath, {
          ...cur,
          items:
            n === 'unshift' || n === 'addFirst' ? [...args, ...cur.items] : [...cur.items, ...args],
        });
        return cur;
      }
      if (
        n === 'add' &&
        cur.items &&
        args.length === 2 &&
        args[0].k &&
        typeof args[0].c === 'number'
      ) {
        const items = cur.items.slice();
        items.splice(args[0].c, 0, args[1]);
        setPath(env, rpath, { ...cur, items });
        return CLEAN;
      }
      if (MAP_PUT.has(n) && args.length >= 2 && (cur.f || !cur.t.length)) {
        if (args[0].k) {
          const f = new Map(cur.f ?? []);
          f.set(String(args[0].c), args[1]);
          setPath(env, rpath, { ...cur, f });
        } else setPath(env, rpath, { ...cur, t: unionT(cur.t, deep(args[1])) });
        return CLEAN;
      }
      // a lookup with an unknown key in a map literal: one of its values (not the key) or the default
      if (
        GETTERS.has(n) &&
        cur.f &&
        cur.objLit &&
        !cur.t.length &&
        args.length >= 1 &&
        args.length <= 2 &&
        !args[0].k
      ) {
        let v: Val = { t: [] };
        for (const x of cur.f.values()) v = joinV(v, x);
        return args[1] ? joinV(tv(deep(v)), args[1]) : tv(deep(v));
      }
      if (GETTERS.has(n) && (cur.f || cur.items) && args.length >= 1 && args[0].k) {
        if (cur.items && typeof args[0].c === 'number') return cur.items[args[0].c] ?? tv(cur.t);
        const got = cur.f?.get(String(args[0].c));
        return got ?? (args[1] ? joinV(tv(cur.t), args[1]) : tv(cur.t));
      }
      if (FIRST_LAST.has(n) && cur.items && args.length === 0)
        return (
          (FIRST_LAST.get(n) === 'first' ? cur.items[0] : cur.items[cur.items.length - 1]) ?? CLEAN
        );
      if (REMOVERS.has(n) && cur.items) {
        const items = cur.items.slice();
        let idx = n === 'shift' || n === 'poll' || n === 'removeFirst' ? 0 : items.length - 1;
        if (args.length === 1) {
          // remove(value) of a known constant element removes that element (Python, Java's remove(Object))
          const byValue =
            n === 'remove' && args[0].k && typeof args[0].c === 'string'
              ? items.findIndex((x) => x.k && x.c === args[0].c && !x.t.length)
              : -1;
          if (byValue < 0 && (!args[0].k || typeof args[0].c !== 'number')) return tv(deep(cur));
          idx = byValue >= 0 ? byValue : (args[0].c as number);
        }
        const [removed] = items.splice(idx, 1);
        setPath(env, rpath, { ...cur, items });
        return removed ?? CLEAN;
      }
      if (REMOVERS.has(n) && cur.f && args.length >= 1 && args[0].k) {
        const f = new Map(cur.f);
        const got = f.get(String(args[0].c));
        f.delete(String(args[0].c));
        setPath(env, rpath, { ...cur, f });
        return got ?? CLEAN;
      }
      // `items.extend([a, b])` of a list whose elements are known: they are appended one by one
      if ((n === 'extend' || n === 'addAll') && cur.items && args.length === 1 && args[0].items) {
        const nv = { ...cur, items: [...cur.items, ...args[0].items] };
        setPath(env, rpath, nv);
        return CLEAN;
      }
      if ((BUILDERS.has(n) || (LIST_ADD.has(n) && !cur.items)) && args.length) {
        let add: Taint[] = [];
        for (const a of args) add = unionT(add, deep(a));
        const nv =
          cur.items && LIST_ADD.has(n)
            ? { ...cur, items: [...cur.items, ...args] }
            : { ...cur, t: unionT(cur.t, add) };
        setPath(env, rpath, nv);
        return nv;
      }
    }

    // a lookup in a constant table (`ALLOWED.fetch(key, default)`) yields the table's values
    if (
      GETTERS.has(e.name) &&
      e.recv?.k === 'var' &&
      /^[A-Z][A-Z0-9_]+$/.test(e.recv.name) &&
      !env.has(e.recv.name)
    )
      return CLEAN;
    // a lambda held in a local (`Function<String, String> f = s -> ...; f.apply(x)`): its body runs with
    // these arguments and the variables it captured
    const held = e.recv?.k === 'var' ? env.get(e.recv.name)?.fn : undefined;
    if (held && FN_CALLS.test(e.name) && this.depth < 8) return this.runClosure(held, env, args);
    // same-file functions, locally bound lambdas, then other files
    let fn: FnIR | undefined;
    if (
      !e.recv ||
      (e.recv.k === 'var' &&
        (e.recv.name === 'this' ||
          e.recv.name === 'self' ||
          e.recv.name === 'cls' ||
          e.recv.name === '$this'))
    ) {
      const local = !e.recv ? env.get(e.name) : undefined;
      // a closure held in a local (made here, or returned by a factory): its body runs with the variables it captured
      if (local?.fn && local.cap && this.depth < 8)
        return this.runClosure(local.fn, local.cap, args);
      fn = local?.fn ?? this.ctx.lookup(e.name);
      // a class of this file called (`Box(x)`): its constructor, with the new object as `self`
      if (!fn && e.newOf && !e.newOf.includes('.') && !e.recv)
        fn = this.ctx.lookup(`${e.newOf}.__init__`);
    } else if (e.recv.k === 'var' && /^[A-Z]/.test(e.recv.name)) {
      fn = this.ctx.lookup(e.recv.name + '.' + e.name);
      // not a method of another class of this file: `InvoiceSql.ByCustomer(x)` called from the
      // controller's own `ByCustomer` action is the other file's method
      if (!fn && !this.ctx.foreignStatic?.(e.recv.name, e.name)) fn = this.ctx.lookup(e.name);
    } else {
      // an object whose class is known from its value (a factory called with constants) takes that class's method;
      // a receiver the front end typed by its class, that class's method here
      if (recv?.cls) fn = this.ctx.lookup(`${recv.cls}.${e.name}`);
      fn ??= own;
    }
    if (fn) {
      const v = this.applySummary(this.summary(fn), e, recv, args, '', env);
      // the page's own URL handed to a helper that returns it with constant texts replaced
      // (`stripFlags(location.href)`): still the page's URL, when every value it returns is
      if (args.some((a) => a.page) && v.t.length && this.depth < 8) {
        const rets = this.runBody(fn, new Map(), args, true);
        if (rets.length && rets.every((r) => r.page)) return { ...v, page: true };
      }
      // a factory returning a function (`const run = makeRunner(x)`): the closure, with the arguments it captured
      const clo = this.factoryClosure(fn, args);
      if (clo) return { ...v, fn: clo.fn, cap: clo.cap };
      const cls =
        args.length && args.every((a) => a.k) ? this.factoryClass(fn, args, env) : undefined;
      return cls ? { ...v, cls } : v;
    }
    // a method of an object made from a class of another project module (`values.Step()`)
    const ext =
      (recv?.cls?.includes('.')
        ? this.ctx.external?.(`${recv.cls}.${e.name}`, e.name)
        : undefined) ?? this.ctx.external?.(e.callee, e.name);
    if (ext) {
      const v = this.applySummary(ext, e, recv, args, 'in another file', env);
      // a factory of another module called with a constant: the class it returns, by its module path
      const rc = ext.retClass;
      const a = rc ? args[rc.param] : undefined;
      const cls = rc && a?.k && typeof a.c === 'string' ? (rc.cases[a.c] ?? rc.other) : undefined;
      const mod = e.callee.includes('.') ? e.callee.slice(0, e.callee.lastIndexOf('.')) : '';
      return cls && !v.fn ? { ...v, cls: cls.includes('.') || !mod ? cls : `${mod}.${cls}` } : v;
    }
    if (e.isNew && CONTAINER_CTORS.test(e.callee)) {
      if (args.length === 0 || args[0].k || /Builder|Buffer|Writer/.test(e.callee)) {
        if (/Builder|Buffer|Writer/.test(e.callee)) return tv(argT);
        return /Map|Dictionary|dict|Properties|Hashtable/.test(e.callee)
          ? { t: [], f: new Map() }
          : { t: [], items: [] };
      }
    }
    // Go's append(list, items...): index-sensitive when the list is known
    if (e.callee === 'append' && !e.recv && args[0]?.items)
      return { t: args[0].t, items: [...args[0].items, ...args.slice(1)] };
    if (!e.isNew && (e.callee === 'dict' || e.callee === 'list') && args.length === 0)
      return e.callee === 'dict' ? { t: [], f: new Map() } : { t: [], items: [] };
    // a lookup of stored records on an object the scan does not resolve: what the store holds,
    // selected by the arguments, not made of them (the receiver's taint stays: `items.find(fn)`)
    const look = e.recv
      ? spec.lookups.find((l) => l.calls.test(e.callee) && !l.unless?.test(e.callee))
      : undefined;
    if (look) {
      // ... and what it returns when nothing is found (`d.get(key, default)`)
      let t = recv ? deep(recv) : [];
      for (const i of look.defaults ?? []) if (args[i]) t = unionT(t, deep(args[i]));
      return tv(unionT(t, lamRet));
    }
    // the page's own URL with a constant text replaced (`href.replace('header=false', '')`) keeps
    // the page's scheme and host when the text can only sit after them (see pageKeepingReplace)
    if (
      recv?.page &&
      (e.name === 'replace' || e.name === 'replaceAll') &&
      args.length === 2 &&
      args.every((a) => a.k && typeof a.c === 'string') &&
      pageKeepingReplace(String(args[0].c), String(args[1].c))
    )
      return { ...tv(unionT(argT, lamRet)), page: true };
    // `s.replace(old, new)`: the text replaced is not in the result
    const rep =
      e.recv && !Object.keys(e.kw ?? {}).length
        ? spec.replacements.find((r) => e.args.length >= r.minArgs && r.calls.test(e.callee))
        : undefined;
    if (rep) {
      let t: Taint[] = recv ? deep(recv) : [];
      args.forEach((a, i) => {
        if (i !== rep.removed) t = unionT(t, deep(a));
      });
      return tv(unionT(t, lamRet));
    }
    // PHP's `$fn($x)` with `$fn` a callable the code took from its configuration (neither a closure
    // nor a constant name, and no input): the configured function (a password validator answering
    // a fixed message) is unknown, and what it returns is not taken as made of its arguments
    if (spec.spec.language === 'php' && !e.recv && e.callee === e.name && e.name.startsWith('$')) {
      const held = env.get(e.name);
      if (held && !held.fn && !held.k && !held.t.length) return tv(lamRet);
    }
    this.ctx.unresolved?.add(e.name);
    return tv(unionT(argT, lamRet));
  }

  /**
   * Runs a function's body one call level deeper, on `base` with the parameters bound to `args`;
   * the values it returns. With `quiet`, sinks it meets in a summary are not kept (a trial run).
   */
  private runBody(fn: FnIR, base: Env, args: Val[], quiet = false): Val[] {
    const lenv = new Map(base);
    // a parameter left out takes its constant default (`$page_count = true`)
    fn.params.forEach((p, i) => {
      const d = fn.defaults?.[i];
      lenv.set(p, args[i] ?? (d !== undefined ? { t: [], k: true, c: d } : CLEAN));
    });
    const saveR = this.rets;
    const saveS = this.sumSinks;
    const saveX = this.exits;
    this.rets = [];
    if (quiet) this.sumSinks = [];
    this.depth++;
    this.fnLines.push(fn.loc.line);
    this.block(fn.body, lenv);
    this.fnLines.pop();
    this.depth--;
    const rets = this.rets;
    this.rets = saveR;
    this.sumSinks = saveS;
    this.exits = saveX;
    return rets;
  }

  /** Runs the body of a function value with the environment it captured and these arguments; its return value. */
  private runClosure(fn: FnIR, cap: Env, args: Val[]): Val {
    let out: Val | undefined;
    for (const r of this.runBody(fn, cap, args)) out = joinV(out, r);
    return out ?? CLEAN;
  }

  /** The function a same-file function returns (`(c) => () => run(c)`), run with these arguments, if it returns one. */
  private factoryClosure(fn: FnIR, args: Val[]): Val | undefined {
    if (this.depth >= 4 || !someStmt(fn.body, (st) => st.k === 'ret' && st.e?.k === 'fn'))
      return undefined;
    const fns = this.runBody(fn, new Map(), args, true).filter((r) => r.fn && r.cap);
    return fns.length === 1 ? fns[0] : undefined;
  }

  /** The class of the object a same-file function returns when called with these constants, if one. */
  /**
   * For a summary of a factory whose returns are objects of several classes: the class returned
   * for each string a parameter is compared with in the body (`if kind == "blank": return Blank()`),
   * and for any other value; undefined when that does not decide it.
   */
  private classCases(fn: FnIR): Summary['retClass'] {
    if (this.depth >= 4 || !fn.params.length || fn.params.length > 3) return undefined;
    const seen = new Map<number, Set<string>>();
    const visit = (x: unknown, d: number): void => {
      if (!x || typeof x !== 'object' || d > 40) return;
      if (Array.isArray(x)) {
        for (const y of x) visit(y, d + 1);
        return;
      }
      const o = x as Record<string, unknown>;
      if (o.k === 'fn') return;
      if (o.k === 'bin' && (o.op === '==' || o.op === '===')) {
        const l = o.l as Expr;
        const r = o.r as Expr;
        for (const [pv, lv] of [
          [l, r],
          [r, l],
        ]) {
          const i = pv.k === 'var' ? fn.params.indexOf(pv.name) : -1;
          if (i >= 0 && lv.k === 'lit' && typeof lv.v === 'string') {
            if (!seen.has(i)) seen.set(i, new Set());
            seen.get(i)!.add(lv.v);
          }
        }
      }
      for (const [k, y] of Object.entries(o)) if (k !== 'loc') visit(y, d + 1);
    };
    visit(fn.body, 0);
    if (seen.size !== 1) return undefined;
    const [[param, values]] = [...seen];
    if (values.size > 8) return undefined;
    const classFor = (v: string): string | undefined => {
      const args = fn.params.map((_, i): Val => (i === param ? { t: [], k: true, c: v } : CLEAN));
      const clss = new Set(this.runBody(fn, new Map(), args, true).map((r) => r.cls));
      return clss.size === 1 ? [...clss][0] : undefined;
    };
    const cases: Record<string, string> = {};
    for (const v of values) {
      const c = classFor(v);
      if (c) cases[v] = c;
    }
    const other = classFor('\u0000');
    if (!Object.keys(cases).length) return undefined;
    return other ? { param, cases, other } : { param, cases };
  }

  private factoryClass(fn: FnIR, args: Val[], env: Env): string | undefined {
    if (
      this.depth >= 4 ||
      !someStmt(fn.body, (st) => st.k === 'ret' && st.e?.k === 'call' && !!st.e.isNew)
    )
      return undefined;
    const consts: Env = new Map();
    for (const [k, v] of env) if (v.k) consts.set(k, v);
    const clss = new Set(this.runBody(fn, consts, args, true).map((r) => r.cls));
    return clss.size === 1 ? [...clss][0] : undefined;
  }

  private applySummary(
    s: Summary,
    e: Extract<Expr, { k: 'call' }>,
    recv: Val | undefined,
    args: Val[],
    note: string,
    env: Env,
  ): Val {
    // Python methods declare the receiver as their first parameter
    const shift = (e.recv || e.newOf) && (s.params[0] === 'self' || s.params[0] === 'cls') ? 1 : 0;
    const argOf = (p: number): Val | undefined =>
      p === -1 || (shift && p === 0) ? recv : args[p - shift];
    const callStep = step(this.ctx.file, e.loc, 'call', note || undefined);
    const flows = (rets: Summary['ret']): Taint[] => {
      let out: Taint[] = [];
      for (const r of rets) {
        const a = argOf(r.param);
        if (!a) continue;
        // a flow on a branch where a parameter is falsy: gone when the call passes a truthy
        // constant (or leaves out one whose default is), conditional on this summary's own
        // parameter when it passes that on
        const cond: number[] = [];
        if (r.whenFalsy) {
          if (
            r.whenFalsy.some((p) => {
              const w = argOf(p);
              return w ? truthy(w) === true : !!s.truthyDefaults?.includes(p);
            })
          )
            continue;
          if (this.mode === 'summary')
            for (const p of r.whenFalsy) {
              const w = argOf(p);
              const t = w?.t.length === 1 && !w.f && !w.items && !w.k ? w.t[0] : undefined;
              if (t && typeof t.src === 'number' && t.src >= 0 && !t.san.length) cond.push(t.src);
            }
        }
        for (const t of r.key !== undefined ? argKeyed(a, r.key) : deep(a)) {
          const t2 = { ...addStep(t, callStep), san: [...new Set([...t.san, ...r.san])].sort() };
          const c2 =
            typeof t.src === 'number' && cond.length
              ? [...new Set([...(t.ifFalsy ?? []), ...cond])]
              : t.ifFalsy;
          out = unionT(out, [
            {
              ...t2,
              trace: t2.trace.concat(r.trace).slice(-MAX_TRACE),
              ...(c2 ? { ifFalsy: c2 } : {}),
            },
          ]);
        }
      }
      return out;
    };
    let out = flows(s.ret);
    for (const t of s.retSrc) out = unionT(out, [addStep(t, callStep)]);
    // params the function stored in its receiver: a constructor's new object, or the receiver of the call
    let made: Map<string, Val> | undefined;
    if (s.recv?.length && e.isNew && !e.recv) {
      // the new object keeps the fields the constructor set apart (`Box(x).label` is not `x`)
      made = new Map();
      for (const r of s.recv) {
        if (r.field === undefined) continue;
        const a = argOf(r.param);
        if (!a) continue;
        const add = deep(a).map((t) => ({
          ...addStep(t, callStep),
          san: [...new Set([...t.san, ...r.san])].sort(),
        }));
        made.set(r.field, tv(unionT(made.get(r.field)?.t ?? [], add)));
      }
    }
    if (s.recv?.length) {
      let add: Taint[] = [];
      for (const r of s.recv) {
        if (made && r.field !== undefined) continue;
        const a = argOf(r.param);
        if (a)
          for (const t of deep(a))
            add = unionT(add, [
              { ...addStep(t, callStep), san: [...new Set([...t.san, ...r.san])].sort() },
            ]);
      }
      const into = s.recv[0].into;
      const target = into === -1 || shift ? e.recv : e.args[into];
      const path = target ? lpath(target) : null;
      if (add.length && e.isNew && !e.recv) out = unionT(out, add);
      else if (add.length && path) {
        const cur = getPath(env, path) ?? CLEAN;
        setPath(env, path, { ...cur, t: unionT(cur.t, add) });
      }
    }
    for (const sk of s.sinks) {
      const a = argOf(sk.param);
      if (!a) continue;
      // a branch the call switches off (`cacti_log($msg, false)`: prints only when its second argument is true)
      if (
        sk.when?.some((p) => {
          const w = argOf(p);
          return !!w && !!w.k && !w.c;
        })
      )
        continue;
      const kind = sk.rule.slice(sk.rule.indexOf('.') + 1);
      // a sink reached through a field of the parameter the server set on this request value
      // a sink reached through a field of the parameter that the caller's source has the server set
      const ts = (sk.key !== undefined ? argKeyed(a, sk.key) : deep(a)).filter(
        (t) =>
          !t.san.includes(kind) && !sk.san.includes(kind) && !(sk.via && t.sf?.includes(sk.via)),
      );
      if (!ts.length) continue;
      const sinkStep = sk.trace[sk.trace.length - 1];
      for (const t of ts) {
        const t2 = addStep(t, callStep);
        const trace = t2.trace.concat(sk.trace).slice(-MAX_TRACE);
        if (t.src === 'real') {
          if (!this.modelReports(sk.models, t)) continue;
          // The finding is the sink inside the helper, in this file or another one; the call here
          // is a step of its trace.
          const at = {
            line: sinkStep.line,
            col: (sinkStep.column ?? 1) - 1,
            code: sinkStep.code,
            file: sinkStep.file,
          };
          this.record(sk.rule, at, trace, t.label);
        } else {
          this.sumSinks.push({
            param: t.src,
            rule: sk.rule,
            san: t.san,
            trace: t2.trace.slice(1).concat(sk.trace).slice(-MAX_TRACE),
            ...this.sinkWhen(),
            ...((sk.via ?? t.via) ? { via: sk.via ?? t.via } : {}),
            ...(sk.models ? { models: sk.models } : {}),
            ...(t.key !== undefined ? { key: t.key } : {}),
          });
        }
      }
    }
    // the arguments the function checked: clean past the call (a variable, or the request
    // variable a getter read: `input_validate_input_number(get_request_var('id'))`)
    for (const c of s.checks ?? []) {
      if (c.param < 0 || (shift && c.param === 0)) continue;
      let ax = e.args[c.param - shift];
      while (ax && ax.k === 'bin' && (ax.op === '??' || ax.op === '||')) ax = ax.l;
      const a = argOf(c.param);
      if (!ax || !a) continue;
      if (lpath(ax)) this.assignQuiet(ax, sanitize(this.expr(ax, env), c.san), env);
      else if (ax.k === 'call') this.markRead(ax, c.san, env);
    }
    if (s.halts) this.halted = true;
    for (const v of s.validates ?? []) env.set(VALIDATED + v.name, { t: [], mk: [v.mk] });
    // a dict or list literal built by the function keeps its entries apart at its callers
    if (s.retShape?.fields)
      return {
        t: [],
        f: new Map(
          Object.entries(s.retShape.fields).map(([k, rs]) => [
            k,
            s.retObjFields?.includes(k) ? { ...tv(flows(rs)), objLit: true } : tv(flows(rs)),
          ]),
        ),
        ...(s.retObj ? { objLit: true } : {}),
      };
    if (s.retShape?.items)
      return {
        t: [],
        items: s.retShape.items.map((rs) => tv(flows(rs))),
        ...(s.retList ? { listLit: true } : {}),
      };
    // a list built by the function (`[sys.executable, *sys.argv[1:]]`) stays one at its callers
    if (s.retList) return { ...tv(out), listLit: true };
    // `Holder(x).reset()`: the receiver, with the fields the method set
    // (the front end passes the receiver as the first argument of `Class.method(obj, ...)`)
    const selfV = shift ? recv : s.params[0] === 'self' ? args[0] : undefined;
    if (s.retSelf && selfV?.made) {
      const f = new Map(selfV.f ?? []);
      for (const [k, r] of Object.entries(s.retSelf)) {
        const v = tv(flows(r.refs));
        f.set(k, r.all ? v : joinV(f.get(k) ?? tv(selfV.t), v));
      }
      return { ...selfV, f };
    }
    if (made && !s.retObj)
      return made.size ? { ...tv(out), f: made, made: true } : { ...tv(out), made: true };
    // an object literal built by the function (`{ error, message }`) stays one at its callers
    if (!s.retObj) return tv(out);
    const v: Val = { ...tv(out), objLit: true };
    if (s.retObjFields) v.f = new Map(s.retObjFields.map((k) => [k, { ...tv(out), objLit: true }]));
    return v;
  }

  /**
   * The sink's library is imported by this file (`whenImports`), or by the project module the
   * call's receiver comes from; a module the scan does not hold is not known, so the sink stays.
   */
  private fileMatches(s: import('./spec.js').SinkSpec, callee: string): boolean {
    if (
      !s.whenImports ||
      this.ctx.source === undefined ||
      regex(s.whenImports).test(this.ctx.source)
    )
      return true;
    return (
      this.ctx.importedUses !== undefined && this.ctx.importedUses(callee, s.whenImports) !== false
    );
  }

  private checkSink(
    s: import('./spec.js').SinkSpec,
    kind: string,
    e: Extract<Expr, { k: 'call' }>,
    recv: Val | undefined,
    args: Val[],
    kw: Record<string, Val>,
    _env: Env,
  ): void {
    if (s.whenArg) {
      const a = args[s.whenArg.index];
      if (!a || !a.k || !regex(s.whenArg.matches).test(String(a.c))) return;
    }
    if (s.whenArgText || s.unlessArgText) {
      const first = s.args?.find((i): i is number => typeof i === 'number') ?? 0;
      // the text of the call, else what the value read there is known to start with
      const a = args[first];
      const prefix =
        (e.args[first] ? constPrefix(e.args[first]) : '') ||
        (a?.k && typeof a.c === 'string' ? a.c : (a?.pre ?? ''));
      if (s.whenArgText && !regex(s.whenArgText).test(prefix)) return;
      if (s.unlessArgText && regex(s.unlessArgText).test(prefix)) return;
    }
    if (!this.fileMatches(s, e.callee)) return;
    if (s.whenFile && this.ctx.source !== undefined && !regex(s.whenFile).test(this.ctx.source))
      return;
    if (s.unlessFile && this.ctx.source !== undefined && regex(s.unlessFile).test(this.ctx.source))
      return;
    if (s.whenConfigured && !s.whenConfigured.some((w) => configured(w, e, this.ctx.source)))
      return;
    if (s.unlessArg) {
      const re = regex(s.unlessArg);
      if (
        e.args.some((a) => a.k === 'var' && re.test(a.name)) ||
        [...args, ...Object.values(kw)].some((a) => a.k && re.test(String(a.c)))
      )
        return;
      if (
        Object.values(e.kw ?? {}).some(
          (x) =>
            (x.k === 'field' && re.test(x.path ?? x.name)) || (x.k === 'var' && re.test(x.name)),
        )
      )
        return;
    }
    if (kind === 'open-redirect') {
      const first = s.args?.find((i): i is number => typeof i === 'number') ?? 0;
      // the redirect target: the argument, or its field named by argFields (`{ Location: url }`)
      const a = s.argFields ? fieldArg(e, s.args ?? [], s.argFields) : e.args[first];
      // a target starting with one slash stays on this site, and so does a relative one whose constant
      // start ends its first segment (`host.php?id=` + x, `edit/` + x): what follows is a path or a
      // query, never a scheme or a host (a PHP `Location:` header is read without its name)
      // (a value read through a variable: the constant start it was built with)
      const target = a
        ? (constPrefix(a) || (s.argFields ? '' : (args[first]?.pre ?? ''))).replace(
            /^\s*location\s*:\s*/i,
            '',
          )
        : '';
      // (a lone `/` pins nothing: `'/' + x` with x = `/evil.example` is `//evil.example`)
      if (/^\/[^/\\]/.test(target) || /^[\w.~%-]+[/?#]/.test(target)) return;
      // ... and so does a lone `/` before a value stripped of its leading slashes and backslashes
      // (`'/' + p.replace(/^[/\\]+/, '')`): what follows cannot open a host
      if (target === '/' && a && strippedAfterSlash(a)) return;
      // an absolute URL whose scheme and host are constant (`https://shop.example/` + x) keeps its host
      if (/^[a-z][\w+.-]*:\/\/[^/?#\\]+[/?#]/i.test(target)) return;
      // a target prefixed with the request's own origin (`req.protocol + '://' + req.get('host') + path`) stays on this site
      if (a && ownOrigin(a)) return;
      // the leading part of a built target decides where it goes: a base held in a variable that is
      // not tainted (a configured URL, a reversed route) keeps the request's values after it
      let lead = a ? leadingPart(a) : undefined;
      // a PHP `Location:` header whose name is a text of its own: the target starts after it
      if (a && lead?.k === 'lit' && /^\s*location\s*:\s*$/i.test(String(lead.v ?? ''))) {
        const parts = concatParts(a);
        if (parts.length > 1) lead = leadingPart(parts[1]);
      }
      // ... or returned by a call on values that are not tainted (`nconf.get('relative_path') + '/user/' + slug`)
      // (not the request's own scheme or host: ownOrigin decided on those, with what follows them)
      if (lead && lead !== a && lead.k === 'lit' && SITE_START.test(String(lead.v ?? ''))) return;
      if (
        lead &&
        lead !== a &&
        (lead.k === 'var' ||
          lead.k === 'field' ||
          lead.k === 'index' ||
          (lead.k === 'call' && !lead.isNew)) &&
        !requestPart(lead)
      ) {
        const v = this.expr(lead, _env);
        if (!deep(v).length && !(v.k && (v.c === '' || v.c === null))) return;
      }
    }
    if (s.redos !== undefined) return this.checkRedos(s, e, recv, args, _env);
    if (s.whenLine && !regex(s.whenLine).test(e.loc.code)) return;
    if (s.recvString) {
      if (!e.recv || !(stringExpr(e.recv) || recv?.str)) return;
      const a0 = e.args[0];
      if (a0?.k === 'call' && /^(?:new )?RegExp$/.test(a0.callee)) return;
    }
    if (s.minArgs && e.args.length < s.minArgs) return;
    if (s.maxArgs !== undefined && e.args.length > s.maxArgs) return;
    if (s.whenArgObject !== undefined && !args[s.whenArgObject]?.objLit) return;
    if (s.unlessLine && regex(s.unlessLine).test(e.loc.code)) return;
    if (
      s.unlessBefore &&
      this.ctx.source !== undefined &&
      linesBefore(this.ctx.source, this.fnLines.at(-1) ?? 1, e.loc.line, regex(s.unlessBefore))
    )
      return;
    if (
      s.whenBefore &&
      this.ctx.source !== undefined &&
      !linesBefore(this.ctx.source, this.fnLines.at(-1) ?? 1, e.loc.line, regex(s.whenBefore))
    )
      return;
    // ... or in the call's own receiver chain, split over lines (`res\n.type('js')\n.send(x)`)
    if (s.unlessBefore && chainText(e.recv) && regex(s.unlessBefore).test(chainText(e.recv)))
      return;
    if (
      s.unlessNext &&
      this.ctx.source !== undefined &&
      nextLinesMatch(this.ctx.source, e.loc.line, s.unlessNext.lines, regex(s.unlessNext.matches))
    )
      return;
    const picked: Val[] = [];
    const idxs = s.args ?? args.map((_, i) => i);
    for (const i of idxs) {
      const v = i === 'recv' ? recv : args[i];
      if (!v) continue;
      // query objects: literals with tainted fields, or a whole object taken from the request
      if (s.argIsObject && !v.objLit && (v.k || v.listLit)) continue;
      if (s.argNotObject && v.objLit) continue;
      if (s.argNotList && v.listLit) continue;
      if (s.argNotRecord && v.mk?.includes(RECORD)) continue;
      if (s.optionArgs) {
        // only the items an option parser reads: before `--`, not starting with a constant, not
        // checked to start with something other than a dash
        if (!v.listLit || !v.items) continue;
        let prev: Val | undefined;
        for (const it of v.items) {
          if (it.k && (it.c === '--' || it.c === '--end-of-options')) break;
          // (the value of an option that takes one: `['commit', '-m', msg]`, `['-C', dir, ...]`)
          const value = !!prev?.k && OPTION_WITH_VALUE.test(String(prev.c));
          prev = it;
          if (value || it.k || it.mk?.includes(NO_DASH) || (it.pre !== undefined && it.pre !== ''))
            continue;
          picked.push(it);
        }
        continue;
      }
      if (s.whenKw) {
        const opt = kw[s.whenKw] ?? args.find((a) => a.f?.has(s.whenKw!))?.f?.get(s.whenKw);
        const on = opt ? truthy(opt) !== false && (opt.k || opt.t.length > 0) : false;
        if (!on && !(s.orArgNotList && !v.listLit)) continue;
      }
      if (s.unlessPinned && v.f && v.objLit) {
        const re = regex(s.unlessPinned);
        const pinned = [...v.f].some(
          ([key, fv]) => re.test(key) && !fv.k && !fv.objLit && deep(fv).length === 0,
        );
        if (pinned) continue;
      }
      if (s.argFields) {
        for (const k of s.argFields) {
          const fv = v.f?.get(k);
          if (fv && !(s.fieldNotObject && fv.objLit)) picked.push(fv);
        }
        continue;
      }
      // a sink that reads text, not objects: the fields of an object given to it (`$(form)` after
      // `form.action = location.href`) are not its text
      picked.push(s.argNotObject && v.f ? { t: v.t, items: v.items } : v);
    }
    for (const k of s.kwargs ?? []) {
      if (k === '*') picked.push(...Object.values(kw));
      else if (kw[k]) picked.push(kw[k]);
    }
    let ts: Taint[] = [];
    for (const v of picked) ts = unionT(ts, deep(v));
    this.reportSink(s.rule, ts, e.loc, kind, s.models);
  }

  /**
   * A regex applied to a value (`re.test(s)`, `s.replace(re, x)`): a finding when the regex is known
   * (a literal, `new RegExp('...')`, a constant of this file), can backtrack badly, and the value is
   * tainted. Reported at the regex, with the application in the trace.
   */
  private checkRedos(
    s: import('./spec.js').SinkSpec,
    e: Extract<Expr, { k: 'call' }>,
    recv: Val | undefined,
    args: Val[],
    env: Env,
  ): void {
    const rx = s.redos === 'recv' ? e.recv : e.args[s.redos!];
    if (!rx) return;
    let def:
      { pattern: string; flags: string; line: number; col: number; code: string } | undefined;
    const rv = s.redos === 'recv' ? recv : args[s.redos!];
    const lit = rv?.k && typeof rv.c === 'string' ? splitLiteral(rv.c) : null;
    const named =
      rx.k === 'var'
        ? rx.name
        : rx.k === 'field' && rx.obj.k === 'var' && /^(?:this|self)$/.test(rx.obj.name)
          ? rx.name
          : undefined;
    const known =
      named && this.ctx.source !== undefined ? regexDefs(this.ctx.source).get(named) : undefined;
    if (lit && rx.k !== 'var') def = { ...lit, line: e.loc.line, col: e.loc.col, code: e.loc.code };
    else if (
      rx.k === 'call' &&
      rx.isNew &&
      /^new RegExp$/.test(rx.callee) &&
      rx.args[0]?.k === 'lit' &&
      typeof rx.args[0].v === 'string'
    ) {
      const f = rx.args[1]?.k === 'lit' ? String(rx.args[1].v ?? '') : '';
      def = { pattern: rx.args[0].v, flags: f, line: e.loc.line, col: e.loc.col, code: e.loc.code };
    } else if (known && (!named || !env.has(named) || lit))
      def =
        lit && known.pattern !== lit.pattern
          ? { ...lit, line: e.loc.line, col: e.loc.col, code: e.loc.code }
          : known;
    else if (lit) def = { ...lit, line: e.loc.line, col: e.loc.col, code: e.loc.code };
    if (!def) return;
    const risk = regexRisk(def.pattern, def.flags);
    if (!risk) return;
    const checked = (s.args ?? [])
      .map((i) => (i === 'recv' ? recv : args[i]))
      .filter((v): v is Val => !!v);
    let ts: Taint[] = [];
    for (const v of checked) ts = unionT(ts, deep(v));
    const apply = step(
      this.ctx.file,
      e.loc,
      def.line === e.loc.line ? 'sink' : 'propagation',
      `matched against a regular expression with ${risk.why} (${risk.kind} backtracking)`,
    );
    const at = step(this.ctx.file, { line: def.line, col: def.col, code: def.code }, 'sink');
    for (const t of ts) {
      if (t.san.includes('redos')) continue;
      let t2 = addStep(t, apply);
      if (def.line !== e.loc.line) t2 = addStep(t2, at);
      if (t.src === 'real')
        this.record(
          s.rule,
          { line: def.line, col: def.col, code: def.code, file: this.ctx.file },
          t2.trace,
          t.label,
        );
      else if (this.mode === 'summary')
        this.sumSinks.push({
          param: t.src,
          rule: s.rule,
          san: t.san,
          trace: t2.trace,
          ...this.sinkWhen(),
          ...(t.via ? { via: t.via } : {}),
          ...(t.key !== undefined ? { key: t.key } : {}),
        });
    }
  }

  private reportSink(
    rule: string,
    ts: Taint[],
    loc: Loc,
    kind = rule.slice(rule.indexOf('.') + 1),
    models?: string[],
  ): void {
    const st = step(this.ctx.file, loc, 'sink');
    for (const t of ts) {
      if (t.san.includes(kind)) continue;
      const t2 = addStep(t, st);
      if (t.src === 'real') {
        if (this.modelReports(models, t))
          this.record(
            rule,
            { line: loc.line, col: loc.col, code: loc.code, file: this.ctx.file },
            t2.trace,
            t.label,
          );
      } else if (this.mode === 'summary')
        this.sumSinks.push({
          param: t.src,
          rule,
          san: t.san,
          trace: t2.trace,
          ...this.sinkWhen(),
          ...(t.via ? { via: t.via } : {}),
          ...(models ? { models } : {}),
          ...(t.key !== undefined ? { key: t.key } : {}),
        });
    }
  }

  /**
   * Library model: a public function returning HTML markup built with its caller's text unescaped
   * (`return '<a href="' + href + '">' + text + '</a>'`) hands back a fragment its callers put into a
   * page as it is; reported at the return. Only the parts of the returned value written as markup
   * here (a join or template whose constant text holds a tag) are read.
   */
  private returnedHtml(e: Expr, v: Val, env: Env, loc: Loc, rule: string): void {
    const lib = (t: Taint): boolean =>
      t.src === 'real' &&
      this.ctx.spec.labelModel.get(t.label) === 'library' &&
      !t.san.includes('xss') &&
      !t.san.includes('all');
    if (!deep(v).some(lib)) return;
    if (e.k === 'var' && v.mk?.includes(MARKUP_VAR)) {
      this.reportSink(rule, deep(v).filter(lib), loc, 'xss');
      return;
    }
    for (const p of markupJoins(e))
      this.reportSink(rule, deep(this.expr(p, env)).filter(lib), loc, 'xss');
  }

  /** Whether a sink limited to some threat models (SinkSpec.models) reports this source's taint. */
  private modelReports(models: string[] | undefined, t: Taint): boolean {
    return !models || models.includes(this.ctx.spec.labelModel.get(t.label) ?? 'remote');
  }

  /** A taint that can never report this rule class: sanitised for it, or of a source whose kinds leave it out. */
  private cannotReport(t: Taint, kind: string): boolean {
    if (t.san.includes(kind) || t.san.includes('all')) return true;
    const kinds = t.label !== undefined ? this.ctx.spec.labelKinds.get(t.label) : undefined;
    return !!kinds && !kinds.has(kind);
  }

  private record(
    rule: string,
    at: { line: number; col: number; code: string; file: string },
    trace: TraceStep[],
    label = '',
  ): void {
    const model = this.ctx.spec.labelModel.get(label) as 'local' | 'library' | undefined;
    // a source may report only some classes (a library's own file paths and URLs are its API)
    const kinds = this.ctx.spec.labelKinds.get(label);
    if (kinds && !kinds.has(rule.slice(rule.indexOf('.') + 1))) return;
    const key = `${rule}|${at.file}|${at.line}`;
    const prev = this.ctx.findings.get(key);
    // the same sink reached from request data and from a library parameter: the remote flow is kept
    if (prev && (!prev.threatModel || model)) return;
    const f: RawFinding = { rule, file: at.file, line: at.line, col: at.col, code: at.code, trace };
    if (model) f.threatModel = model;
    this.ctx.findings.set(key, f);
  }
}

/**
 * A call on constants with a constant result: `"ABC".charAt(2)`, `s.length()`, `"x".toUpperCase()`,
 * `String.valueOf(5)`. Only a few pure string methods, whatever the language calls them.
 */
function foldCall(
  e: Extract<Expr, { k: 'call' }>,
  recv: Val | undefined,
  args: Val[],
): Lit | undefined {
  if (!args.every((a) => a.k)) return undefined;
  const a = args.map((x) => x.c);
  if (!recv) return undefined;
  const s = recv.c;
  if (typeof s !== 'string') {
    // static conversions to text: `String.valueOf(5)`, `Integer.toString(7)`
    if (
      e.recv?.k === 'var' &&
      /^(String\.valueOf|Integer\.toString|Long\.toString|String\.copyValueOf)$/.test(
        `${e.recv.name}.${e.name}`,
      ) &&
      a.length === 1 &&
      a[0] !== null &&
      typeof a[0] !== 'object'
    )
      return String(a[0]);
    return undefined;
  }
  const n = (i: number) => (typeof a[i] === 'number' ? (a[i] as number) : NaN);
  switch (e.name) {
    case 'charAt':
      return a.length === 1 && Number.isInteger(n(0)) && n(0) >= 0 && n(0) < s.length
        ? s[n(0)]
        : undefined;
    case 'length':
      return a.length === 0 ? s.length : undefined;
    case 'toUpperCase':
    case 'toLowerCase':
    case 'trim':
      return a.length === 0
        ? e.name === 'trim'
          ? s.trim()
          : e.name === 'toUpperCase'
            ? s.toUpperCase()
            : s.toLowerCase()
        : undefined;
    case 'substring':
      return a.length >= 1 && a.length <= 2 && a.every((_, i) => Number.isInteger(n(i)))
        ? s.substring(n(0), a.length === 2 ? n(1) : undefined)
        : undefined;
    case 'equalsIgnoreCase':
      return a.length === 1 && typeof a[0] === 'string'
        ? s.toLowerCase() === a[0].toLowerCase()
        : undefined;
    case 'isEmpty':
      return a.length === 0 ? s.length === 0 : undefined;
    // a slice with constant bounds (`'ABC'[1:2]`)
    case '__slice__': {
      if (a.length !== 2 || !a.every((x) => x === null || Number.isInteger(x))) return undefined;
      const len = s.length;
      const at = (x: Lit | undefined, d: number) =>
        typeof x !== 'number' ? d : x < 0 ? Math.max(0, len + x) : Math.min(len, x);
      return s.slice(at(a[0], 0), at(a[1], len));
    }
    // Python's names
    case 'upper':
    case 'lower':
    case 'strip':
      return a.length === 0
        ? e.name === 'upper'
          ? s.toUpperCase()
          : e.name === 'lower'
            ? s.toLowerCase()
            : s.trim()
        : undefined;
    case 'find':
      return a.length === 1 && typeof a[0] === 'string' ? s.indexOf(a[0]) : undefined;
    case 'startswith':
    case 'endswith':
      return a.length === 1 && typeof a[0] === 'string'
        ? e.name === 'startswith'
          ? s.startsWith(a[0])
          : s.endsWith(a[0])
        : undefined;
    default:
      return undefined;
  }
}

/** Python built-ins applied to known constants (`len`, `int`, `str`, `abs`, `min`, `max`). */
function foldBuiltin(callee: string, args: Val[]): Lit | undefined {
  if (callee === 'len' && args.length === 1) {
    const x = args[0];
    if (x.k && typeof x.c === 'string') return x.c.length;
    if (x.items && !x.t.length) return x.items.length;
    return undefined;
  }
  if (!args.length || !args.every((a) => a.k)) return undefined;
  const a = args.map((x) => x.c);
  switch (callee) {
    case 'int': {
      if (a.length !== 1) return undefined;
      if (typeof a[0] === 'number') return Math.trunc(a[0]);
      if (typeof a[0] === 'string' && /^\s*[-+]?\d+\s*$/.test(a[0])) return parseInt(a[0], 10);
      return undefined;
    }
    case 'str':
      return a.length === 1 && (typeof a[0] === 'number' || typeof a[0] === 'string')
        ? String(a[0])
        : undefined;
    case 'abs':
      return a.length === 1 && typeof a[0] === 'number' ? Math.abs(a[0]) : undefined;
    case 'max':
    case 'min':
      return a.length >= 2 && a.every((x) => typeof x === 'number')
        ? (callee === 'max' ? Math.max : Math.min)(...(a as number[]))
        : undefined;
    default:
      return undefined;
  }
}

/** Whether a URL expression starts with the request's own scheme, host or origin. */
function ownOrigin(e: Expr): boolean {
  const parts: Expr[] = [];
  const flat = (x: Expr): void => {
    if (parts.length > 4) return;
    if (x.k === 'bin' && x.op === '+') {
      flat(x.l);
      flat(x.r);
    } else if (x.k === 'concat') x.parts.forEach(flat);
    else parts.push(x);
  };
  flat(e);
  const own = (p: Expr): boolean =>
    (p.k === 'field' &&
      /^(?:protocol|origin|host|hostname)$/.test(p.name) &&
      /^(?:req|request|ctx|ctx\.request)\b/.test(p.path ?? '')) ||
    (p.k === 'index' &&
      p.idx.k === 'lit' &&
      p.idx.v === 'host' &&
      /headers$/.test(p.obj.k === 'field' ? p.obj.name : '')) ||
    (p.k === 'call' &&
      /^(?:get|header)$/.test(p.name) &&
      p.args[0]?.k === 'lit' &&
      /^host$/i.test(String(p.args[0].v)));
  // scheme (`req.protocol + '://'` or a constant one), then the request's host or origin
  let i = 0;
  const text = (p: Expr | undefined) => (p?.k === 'lit' ? String(p.v) : null);
  if (
    parts[i] &&
    own(parts[i]) &&
    parts[i].k === 'field' &&
    (parts[i] as { name: string }).name === 'protocol'
  )
    i++;
  if (/^(?:(?:https?)?:)?\/\/$|^https?:\/\/$/.test(text(parts[i]) ?? '')) i++;
  else if (i > 0 && text(parts[i]) === ':') i++;
  if (!parts[i] || !own(parts[i]) || (parts[i] as { name?: string }).name === 'protocol')
    return false;
  i++;
  // what follows the host must start the path: text after `http://site` (`@evil.io`, `.evil.io`) moves the host
  const next = parts[i];
  if (!next) return true;
  const t = text(next);
  if (t !== null) return t === '' ? !parts[i + 1] || ownPath(parts[i + 1]) : /^[/?#]/.test(t);
  return ownPath(next);
}

/** Whether a checked argument of a call holds one of the sink's named fields. */
function hasArgField(s: import('./spec.js').SinkSpec, args: Val[]): boolean {
  return (s.args ?? args.map((_, i) => i)).some(
    (i) => typeof i === 'number' && !!s.argFields?.some((k) => args[i]?.f?.has(k)),
  );
}

/** Calls that parse a URL (WHATWG `new URL(u)`, Node's legacy `url.parse(u)`). */
const URL_PARSE = /^(?:new URL|URL\.parse|url\.parse|new url\.URL)$/;
const URL_FORMAT = /^url\.format$/;
/** The fields of a parsed URL (`url.parse`) that decide where it leads. */
const URL_PLACE = ['protocol', 'slashes', 'auth', 'host', 'hostname', 'port', 'href', 'origin'];

/**
 * The value a search callback compares its element with (`list.some((u) => u === x)`,
 * `list.find((u) => x == u)`): x, when the callback is one equality of its parameter with it.
 */
function equalityCallback(c: Extract<Expr, { k: 'call' }>): Expr | undefined {
  if (!/^(?:some|find|findIndex|findLast|findLastIndex)$/.test(c.name)) return undefined;
  const cb = c.args[0];
  if (cb?.k !== 'fn' || cb.fn.params.length < 1 || cb.fn.body.length !== 1) return undefined;
  const st = cb.fn.body[0];
  if (st.k !== 'ret' || st.e?.k !== 'bin' || !['===', '=='].includes(st.e.op)) return undefined;
  const p = cb.fn.params[0];
  const isP = (e: Expr): boolean => e.k === 'var' && e.name === p;
  const other = isP(st.e.l) ? st.e.r : isP(st.e.r) ? st.e.l : undefined;
  if (!other || !lpath(other) || mentions(other, p)) return undefined;
  return other;
}

/**
 * The test a predicate returns: its one `return`, or a loop over a list that returns (or collects
 * with `||`) a test of each element, read as `list.some((e) => test)`.
 */
function predicateTest(fn: FnIR): Expr | undefined {
  const b = fn.body;
  if (b.length === 1) return b[0].k === 'ret' ? b[0].e : undefined;
  const lit = (st: Stmt | undefined, v: boolean): boolean =>
    st?.k === 'ret' && st.e?.k === 'lit' && st.e.v === v;
  // the element of the loop: `for (const e of list)` assigns e = list[?] first
  const each = (loop: Stmt): { e: string; list: Expr; rest: Stmt[] } | undefined => {
    if (loop.k !== 'loop' || loop.c) return undefined;
    const [first, ...rest] = loop.body;
    if (first?.k !== 'assign' || first.to.k !== 'var' || first.e.k !== 'index') return undefined;
    return { e: first.to.name, list: first.e.obj, rest };
  };
  const some = (list: Expr, e: string, test: Expr, loc: Loc): Expr => ({
    k: 'call',
    callee: 'Array.prototype.some',
    name: 'some',
    recv: list,
    args: [{ k: 'fn', fn: { name: '', params: [e], body: [{ k: 'ret', e: test, loc }], loc } }],
    loc,
  });
  // `for (const e of list) { if (test) return true } return false`
  if (b.length === 2 && lit(b[1], false)) {
    const l = each(b[0]);
    const st = l?.rest.length === 1 ? l.rest[0] : undefined;
    if (l && st?.k === 'if' && !st.else.length && st.then.length === 1 && lit(st.then[0], true))
      return some(l.list, l.e, st.c, fn.loc);
  }
  // `let ok = false; for (const e of list) { ok = ok || test } return ok`
  if (b.length === 3) {
    const [init, loop, ret] = b;
    const l = each(loop);
    const st = l?.rest.length === 1 ? l.rest[0] : undefined;
    if (
      init.k === 'assign' &&
      init.to.k === 'var' &&
      init.e.k === 'lit' &&
      init.e.v === false &&
      ret.k === 'ret' &&
      ret.e?.k === 'var' &&
      ret.e.name === init.to.name &&
      l &&
      st?.k === 'assign' &&
      st.to.k === 'var' &&
      st.to.name === init.to.name &&
      st.e.k === 'bin' &&
      st.e.op === '||' &&
      st.e.l.k === 'var' &&
      st.e.l.name === init.to.name
    )
      return some(l.list, l.e, st.e.r, fn.loc);
  }
  return undefined;
}

/**
 * A test written over a function's parameters, rewritten over the arguments of a call (`map`: param to
 * argument): variables, fields, calls, operators and one-return callbacks; undefined for anything else.
 */
function substParams(e: Expr, map: Map<string, Expr>, depth: number): Expr | undefined {
  if (depth > 8) return undefined;
  const sub = (x: Expr): Expr | undefined => substParams(x, map, depth + 1);
  switch (e.k) {
    case 'lit':
      return e;
    case 'var':
      return map.get(e.name) ?? e;
    case 'field': {
      const obj = sub(e.obj);
      return obj && { ...e, obj, path: undefined };
    }
    case 'bin': {
      const l = sub(e.l);
      const r = sub(e.r);
      return l && r && { ...e, l, r };
    }
    case 'un': {
      const x = sub(e.e);
      return x && { ...e, e: x };
    }
    case 'call': {
      const recv = e.recv ? sub(e.recv) : undefined;
      if (e.recv && !recv) return undefined;
      const args: Expr[] = [];
      for (const a of e.args) {
        const x = sub(a);
        if (!x) return undefined;
        args.push(x);
      }
      return { ...e, recv, args };
    }
    case 'fn': {
      // a callback's own parameters hide the outer ones
      const st = e.fn.body.length === 1 ? e.fn.body[0] : undefined;
      if (st?.k !== 'ret' || !st.e) return undefined;
      const inner = new Map([...map].filter(([p]) => !e.fn.params.includes(p)));
      const body = substParams(st.e, inner, depth + 1);
      return body && { k: 'fn', fn: { ...e.fn, body: [{ ...st, e: body }] } };
    }
    default:
      return undefined;
  }
}

function mentions(e: Expr, name: string): boolean {
  if (e.k === 'var') return e.name === name;
  if (e.k === 'field') return mentions(e.obj, name);
  if (e.k === 'index') return mentions(e.obj, name) || mentions(e.idx, name);
  return false;
}

/** The expression of the first of these fields in an object literal among the given arguments. */
function fieldArg(
  e: Extract<Expr, { k: 'call' }>,
  idxs: (number | 'recv')[],
  fields: string[],
): Expr | undefined {
  for (const i of idxs) {
    const a = typeof i === 'number' ? e.args[i] : undefined;
    if (a?.k !== 'obj') continue;
    // (the front end may wrap a header value in `String(...)`)
    for (const [key, x] of a.entries)
      if (key !== null && fields.includes(key))
        return x.k === 'call' && x.callee === 'String' && x.args.length === 1 ? x.args[0] : x;
  }
  return undefined;
}

/** A field or getter of the request object (`req.protocol`, `req.get('host')`, `req.headers.host`). */
/** The page's own whole URL in browser code. */
const PAGE_URL = /^(?:(?:window|document)\.)?location\.href$|^(?:window\.)?document\.URL$/;

/**
 * Whether `url.replace(from, to)` on the page's own URL keeps its scheme and host, whatever the
 * page's path and query hold. `from` holds no `@`, `/`, `\` or `:` (it cannot join the user part
 * to the host nor reach into the scheme) and either
 * - starts with `?` or `#` (it sits after the host, perhaps right after it): `to` then starts with
 *   `?`, `#` or `/`, so nothing is appended to the host (`'?&'` to `'?'`);
 * - or starts with `&` or `=`, or holds one of them and no `?` or `#` (no host holds them, and a host
 *   is followed only by `:`, `/`, `?` or `#`: the text sits in the user part or after the host):
 *   `to` then holds no `@`, `/`, `\`, `?` or `#`, which could end a user part early
 *   (`'header=false'` to `''`, `'&&'` to `'&'`).
 */
function pageKeepingReplace(from: string, to: string): boolean {
  if (!from || /[@/\\:]/.test(from)) return false;
  if (/^[?#]/.test(from)) return /^[?#/]/.test(to);
  if (!/^[&=]/.test(from) && (!/[&=]/.test(from) || /[?#]/.test(from))) return false;
  return !/[@/\\?#]/.test(to);
}

function requestPart(p: Expr): boolean {
  const base = p.k === 'call' ? p.recv : p.k === 'index' ? p.obj : p;
  const path =
    base && (base.k === 'field' || base.k === 'var')
      ? base.k === 'field'
        ? (base.path ?? '')
        : base.name
      : '';
  return /^(?:req|request|ctx)(?:\.|$)/.test(path);
}

/** The request's own path (`req.url`, `req.originalUrl`), which starts with `/`. */
function ownPath(p: Expr): boolean {
  return (
    p.k === 'field' &&
    /^(?:url|originalUrl|path)$/.test(p.name) &&
    /^(?:req|request|ctx|ctx\.request)\b/.test(p.path ?? '')
  );
}

/**
 * A constant start that keeps a URL on one site: a path with its first segment begun (a lone `/`
 * may be followed by `/evil.example`), a relative segment, or a scheme and host.
 */
const SITE_START = /^\/[^/\\]|^[\w.~%-]+[/?#]|^[a-z][\w+.-]*:\/\/[^/?#\\]+[/?#]/i;

/**
 * A target built as `'/'` followed by a value whose leading slashes and backslashes a `replace`
 * removed (`p.replace(/^[/\\]+/, '')`): it cannot become `//host` or `/\\host`.
 */
function strippedAfterSlash(e: Expr): boolean {
  const [head, next] = concatParts(e);
  if (head?.k !== 'lit' || head.v !== '/' || next?.k !== 'call' || next.name !== 'replace')
    return false;
  const [re, by] = next.args;
  const m = re?.k === 'lit' ? /^\/\^\[([^\]]*)\][+*]\/\w*$/.exec(String(re.v)) : null;
  return !!m && m[1].includes('/') && m[1].includes('\\') && by?.k === 'lit' && by.v === '';
}

/** The parts of a text joined with `.` or `+` (or interpolated), in order. */
function concatParts(e: Expr): Expr[] {
  if (e.k === 'bin' && (e.op === '.' || e.op === '+'))
    return [...concatParts(e.l), ...concatParts(e.r)];
  if (e.k === 'concat') return e.parts.flatMap(concatParts);
  return [e];
}

/** A format string opening with its first positional field (`{}`, `{0}`, `{!s}`, `{:s}`). */
const FORMAT_LEAD = /^\{0?(?:![rsa])?(?::[^{}]*)?\}/;

/** The first operand of a string built by concatenation or formatting. */
function leadingPart(e: Expr): Expr {
  if (e.k === 'bin' && (e.op === '.' || e.op === '+')) return leadingPart(e.l);
  if (e.k === 'concat' && e.parts.length) return leadingPart(e.parts[0]);
  // `urlJoin(base, '#', path)`, `path.join(base, p)`: joined segments follow the first one
  if (
    e.k === 'call' &&
    e.args.length > 1 &&
    /(?:^|\.)urlJoin$|^url-join$|^(?:path|posix|path\.posix)\.join$/.test(e.callee)
  )
    return leadingPart(e.args[0]);
  // `['./', ...rest].join('?')`: the first item opens the text
  if (e.k === 'call' && e.name === 'join' && e.recv?.k === 'arr' && e.recv.items.length)
    return leadingPart(e.recv.items[0]);
  // `'{}?{}'.format(base, query)`: the first value opens the text
  if (
    e.k === 'call' &&
    e.name === 'format' &&
    e.recv?.k === 'lit' &&
    FORMAT_LEAD.test(String(e.recv.v)) &&
    e.args.length
  )
    return leadingPart(e.args[0]);
  // `"%s?%s" % (base, query)`: the first value opens the text
  if (
    e.k === 'bin' &&
    e.op === '%' &&
    e.l.k === 'lit' &&
    /^%[-#0 +]*\d*[sr]/.test(String(e.l.v)) &&
    e.r.k === 'arr' &&
    e.r.items.length
  )
    return leadingPart(e.r.items[0]);
  return e;
}

/** True when the lines from `from` up to (not including) line `line` (1-based) of `source` match `re`. */
/**
 * The calls of a receiver chain written out with their constant arguments
 * (`res.status(404).type('js')` gives `.status(404).type('js')`), for `unlessBefore` patterns.
 */
function chainText(recv: Expr | undefined): string {
  let out = '';
  for (let r = recv, n = 0; r?.k === 'call' && n < 8; r = r.recv, n++) {
    const args = r.args.map((a) =>
      a.k === 'lit' ? (typeof a.v === 'string' ? `'${a.v}'` : String(a.v)) : '_',
    );
    out = `.${r.name}(${args.join(', ')})` + out;
  }
  return out;
}

function linesBefore(source: string, from: number, line: number, re: RegExp): boolean {
  if (from >= line) return false;
  let at = -1;
  for (let i = 1; i < from; i++) {
    at = source.indexOf('\n', at + 1);
    if (at < 0) return false;
  }
  let end = at;
  for (let i = from; i < line; i++) {
    const nx = source.indexOf('\n', end + 1);
    if (nx < 0) {
      end = source.length;
      break;
    }
    end = nx;
  }
  return re.test(source.slice(at + 1, end));
}

/** True when one of the `n` lines after line `line` (1-based) of `source` matches `re`. */
function nextLinesMatch(source: string, line: number, n: number, re: RegExp): boolean {
  let at = -1;
  for (let i = 0; i < line; i++) {
    at = source.indexOf('\n', at + 1);
    if (at < 0) return false;
  }
  let end = at;
  for (let i = 0; i < n; i++) {
    const nx = source.indexOf('\n', end + 1);
    if (nx < 0) {
      end = source.length;
      break;
    }
    end = nx;
  }
  return re.test(source.slice(at + 1, end));
}

/** The value with its constant start (`pre`) noted, when it has one. */
function withPre(v: Val, pre: string | undefined): Val {
  return pre ? { ...v, pre } : v;
}

/** The constant text an expression starts with (`'Location: ' . $x` → `Location: `). */
function constPrefix(e: Expr): string {
  if (e.k === 'lit') return String(e.v ?? '');
  // `"//user[@id='{}']".format(x)`: the text before the first replacement field
  if (e.k === 'call' && e.name === 'format' && e.recv?.k === 'lit' && typeof e.recv.v === 'string')
    return e.recv.v.split('{')[0];
  if (e.k === 'bin' && (e.op === '.' || e.op === '+')) return constPrefix(e.l);
  if (e.k === 'concat' && e.parts.length) return constPrefix(e.parts[0]);
  if (e.k === 'call' && e.isNew && /URL$/.test(e.callee) && e.args.length)
    return constPrefix(e.args[0]);
  return '';
}

const reCache = new Map<string, RegExp>();
/** Compiles a spec regex once; a leading `(?i)` makes it case-insensitive. */
/**
 * Whether the object a sink call uses (`arg`: an argument index or the receiver) is configured with
 * property `prop` set to a value matching `matches` (`XmlReader.Create(s, settings)` with
 * `settings.DtdProcessing = DtdProcessing.Parse`): in an object initializer on the call's line, or
 * for a variable, in its initializer (`new T { Prop = v }`) or an assignment `name.Prop = v` of the file.
 */
function configured(
  w: { arg: number | 'recv'; prop: string; matches: string },
  e: Extract<Expr, { k: 'call' }>,
  source: string | undefined,
): boolean {
  const x = w.arg === 'recv' ? e.recv : e.args[w.arg];
  if (!x) return false;
  const value = `\\b${escapeRe(w.prop)}\\s*=\\s*(?:${w.matches})`;
  let name =
    x.k === 'var'
      ? x.name
      : x.k === 'field' && x.obj.k === 'var' && x.obj.name === 'this'
        ? x.name
        : '';
  if (!name) return regex(value).test(e.loc.code);
  if (source === undefined) return true;
  name = escapeRe(name);
  return regex(
    `\\b${name}\\s*\\.\\s*${value}|\\b${name}\\s*=\\s*new\\s+[\\w.]+\\s*(?:\\([^)]*\\))?\\s*\\{[^}]*${value}`,
  ).test(source);
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function regex(src: string): RegExp {
  let re = reCache.get(src);
  if (!re) {
    re = src.startsWith('(?i)') ? new RegExp(src.slice(4), 'i') : new RegExp(src);
    reCache.set(src, re);
  }
  return re;
}

/**
 * Where the paths of an `if` meet again: a variable the condition pinned to a constant on this
 * path (`d == 0`, so clean here) and left untouched since takes back its value from before the
 * test, unless the other path made it clean too. The constant holds inside the branch only; the
 * input it came from still reaches what follows (`if (d != 0) {...} x / d` divides by input).
 */
/**
 * The environment a branch leaves, its parameters' taints that were not there before it marked as
 * reaching their variables only when `params` are falsy (top-level taints of each variable).
 */
function onBranch(out: Env | null, before: Env, params: number[]): Env | null {
  if (!out || !params.length) return out;
  let res = out;
  for (const [k, v] of out) {
    const orig = before.get(k);
    if (v === orig || !v.t.some((t) => typeof t.src === 'number')) continue;
    const cond = (t: Taint) => `${taintKey(t)}|${t.ifFalsy?.join(',') ?? ''}`;
    const had = new Set((orig?.t ?? []).map(cond));
    let changed = false;
    const t2 = v.t.map((t) => {
      if (typeof t.src !== 'number' || had.has(cond(t))) return t;
      changed = true;
      return { ...t, ifFalsy: [...new Set([...(t.ifFalsy ?? []), ...params])].sort() };
    });
    if (!changed) continue;
    if (res === out) res = new Map(out);
    res.set(k, { ...v, t: t2 });
  }
  return res;
}

function rejoin(out: Env | null, refined: Env, other: Env | null, before: Env): Env | null {
  if (!out || !other) return out;
  let res = out;
  for (const [k, v] of refined) {
    const orig = before.get(k);
    if (v === orig || !orig || !v.k || deep(v).length || !deep(orig).length || out.get(k) !== v)
      continue;
    if (!deep(other.get(k) ?? CLEAN).length) continue;
    if (res === out) res = new Map(out);
    res.set(k, orig);
  }
  return res;
}

/**
 * After a callback ran on a copy of the caller's environment: the caller's variables it changed
 * (`out.push(x)`, `seen[k] = v`) take what it put there, joined with what they held, as the callback
 * may run any number of times. Its own parameters and locals stay inside.
 */
function writeBack(env: Env, inner: Env, params: string[]): void {
  for (const [k, v] of inner) {
    const cur = env.get(k);
    if (!cur || cur === v || params.includes(k) || v.fn) continue;
    if (!deep(v).length) continue;
    env.set(k, joinV(cur, v));
  }
}

/** A cheap fingerprint of an environment's taint, to detect loop fixpoints. */
function sig(env: Env): string {
  let s = '';
  for (const [k, v] of env) {
    const d = deep(v);
    if (d.length) s += `${k}:${d.map(taintKey).join(';')}|`;
  }
  return s;
}

function mapDeep(v: Val, f: (t: Taint) => Taint): Val {
  const out: Val = { ...v, t: v.t.map(f) };
  if (v.f) out.f = new Map([...v.f].map(([k, x]) => [k, mapDeep(x, f)]));
  if (v.items) out.items = v.items.map((x) => mapDeep(x, f));
  return out;
}

/** Validating conversions: a test of the result can show the argument itself valid. */
const CONVERSIONS = /^(?:__filter_validate|intval|floatval)$/;

/** Whether a body assigns the variable (or a part of it) anywhere. */
function assigns(body: Stmt[], name: string): boolean {
  const to = (x: Expr): boolean =>
    x.k === 'arr'
      ? x.items.some(to)
      : x.k === 'obj'
        ? x.entries.some(([, v]) => to(v))
        : lpath(x)?.[0] === name;
  return someStmt(body, (s) => s.k === 'assign' && to(s.to));
}

/** For `a.b.c` the path ['a','b','c']; null when the expression is not a plain access chain. */
function lpath(e: Expr): string[] | null {
  if (e.k === 'var') return [e.name];
  if (e.k === 'field') {
    const p = lpath(e.obj);
    return p ? [...p, e.name] : null;
  }
  if (e.k === 'index') {
    const p = lpath(e.obj);
    if (!p) return null;
    return [...p, e.idx.k === 'lit' ? String(e.idx.v) : '\u0000'];
  }
  return null;
}

/** The variable a builder chain (`sb.append(a).append(b)`) mutates. */
function rootOfChain(e: Expr): Expr {
  while (e.k === 'call' && e.recv && BUILDERS.has(e.name)) e = e.recv;
  return e;
}

function getPath(env: Env, path: string[]): Val | undefined {
  let v = env.get(path[0]);
  for (let i = 1; v && i < path.length; i++) {
    if (v.items && /^\d+$/.test(path[i])) v = v.items[Number(path[i])];
    else v = v.f?.get(path[i]);
  }
  return v;
}

function setPath(env: Env, path: string[], v: Val): void {
  if (path.length === 1) {
    env.set(path[0], v);
    return;
  }
  const rec = (cur: Val | undefined, i: number): Val => {
    if (i === path.length) return v;
    const base: Val = cur ?? { t: [] };
    const key = path[i];
    if (key === '\u0000') return { ...base, t: unionT(base.t, deep(v)) };
    if (base.items && /^\d+$/.test(key)) {
      const items = base.items.slice();
      items[Number(key)] = rec(items[Number(key)], i + 1);
      return { ...base, items };
    }
    const f = new Map(base.f ?? []);
    f.set(key, rec(f.get(key), i + 1));
    return { ...base, f };
  };
  env.set(path[0], rec(env.get(path[0]), 1));
}
