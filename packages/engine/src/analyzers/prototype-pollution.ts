/**
 * js.prototype-pollution as an analyzer. As a pattern rule it asked, for every candidate
 * assignment, whether any enclosing function contains a __proto__ guard (`inside: stopBy: end`
 * around `has: stopBy: end`): each candidate re-read its whole enclosing functions, so a large
 * bundle with many `a[b][c] = v` cost candidates x function size (3.6 s on one 83 KB file).
 * Here ast-grep still finds the candidates natively and the per-function facts (guard present,
 * `.split` calls, walker assignments, recursive calls) are computed once per function and cached,
 * so the cost stays linear in the size of the file.
 */
import type { SgNode } from '@ast-grep/napi';
import type { AnalyzerPlugin, SourceFile } from '../core/analyze.js';
import type { RawMatch } from '../core/finding.js';
import { jsDocBefore } from '../core/js-doc.js';

const RULE_ID = 'js.prototype-pollution';

const FUNCTION_KINDS = new Set([
  'function_declaration',
  'arrow_function',
  'function_expression',
  'method_definition',
  'generator_function_declaration',
  'generator_function',
]);

/** Keys that are constants or loop counters: writing through them is not attacker-controlled. */
const CONST_KEY = /^(k[A-Z]\w*|[A-Z][A-Z0-9_]*|i|j|n|idx|index|row|col|r|c|x|y)$/;

const PROTO_GUARD = {
  any: [
    { kind: 'string', regex: '__proto__|constructor|prototype' },
    // dictionaries without a prototype, and Maps, cannot reach Object.prototype
    { kind: 'call_expression', regex: '^Object\\s*\\.\\s*create\\s*\\(\\s*null\\s*\\)' },
    {
      kind: 'if_statement',
      has: {
        field: 'condition',
        regex:
          '(?i)(__proto__|constructor|prototype|forbid|block|deny|denied|unsafe|danger|reserved|safe_?key|valid_?key|allowed|hasOwn)',
      },
    },
  ],
};

/**
 * Every t[k] = v with a non-constant k, found in one native pass; the two shapes (obj[a][b] = v,
 * and t[k] = v as a statement whose value is not a fresh object) are told apart in JavaScript.
 */
const INDEX_WRITE = {
  rule: { pattern: '$T[$K] = $V' },
  constraints: { K: { not: { any: [{ kind: 'string' }, { kind: 'number' }] } } },
};

const FRESH_KINDS = new Set(['object', 'array']);

/** obj[a][b] = v with two keys that are neither literals nor constant-like names, both from outside. */
function isDoubleIndex(m: SgNode): boolean {
  const t = m.getMatch('T');
  if (!t || t.kind() !== 'subscript_expression' || CONST_KEY.test(m.getMatch('K')!.text()))
    return false;
  const a = t.field('index');
  if (!a) return false;
  const ak = String(a.kind());
  const at = a.text();
  if (
    ak === 'string' ||
    ak === 'number' ||
    CONST_KEY.test(at) ||
    (ak === 'member_expression' && at.startsWith('Symbol.'))
  )
    return false;
  // both keys must be chosen by a caller or the request: a key read from the program's own records
  // (`counts[row.tier][row.cadence]`, a callback's item of a local list) cannot be `__proto__`
  return keyFromOutside(a, m) && keyFromOutside(m.getMatch('K')!, m) && !freshSlot(t, m);
}

const LOOP_KINDS = new Set([
  'for_statement',
  'for_in_statement',
  'while_statement',
  'do_statement',
]);

/**
 * Whether `o[a]` (the node `t`) was given a fresh object on every path to the write `o[a][b] = v`:
 * a statement `o[a] = {}` before it in an enclosing block. The write then sets a key of that new
 * object (with `a` = `__proto__`, the new object became `o`'s prototype), never Object.prototype's.
 * A loop between the two that rebinds a name of `o[a]` ends the search.
 */
function freshSlot(t: SgNode, m: SgNode): boolean {
  const text = t.text();
  for (let p: SgNode | null = m; p && !FUNCTION_KINDS.has(String(p.kind())); p = p.parent()) {
    const up = p.parent();
    if (!up) return false;
    if (LOOP_KINDS.has(String(up.kind()))) {
      const bound =
        up.kind() === 'for_in_statement'
          ? (up
              .field('left')
              ?.text()
              .match(/[\w$]+/g) ?? [])
          : null;
      if (!bound || bound.some((b) => namedIn(text, b))) return false;
    }
    if (up.kind() !== 'statement_block' && up.kind() !== 'program') continue;
    for (const q of p.prevAll()) {
      if (q.kind() !== 'expression_statement') continue;
      const e = q.namedChildren()[0];
      if (e?.kind() !== 'assignment_expression') continue;
      if (e.field('left')?.text() === text && FRESH_KINDS.has(String(e.field('right')?.kind())))
        return true;
    }
  }
  return false;
}

/** Declarators of each function, by the function's start offset (read once per file). */
let declCache = new Map<number, SgNode[]>();
/** The file being read, and its allow-list checks by name (built when first needed). */
let fileRoot: SgNode | undefined;
let allowCache: Map<string, { start: number; end: number }[]> | undefined;
/** Whether each function splits a path from outside, by the function's start offset. */
let splitCache = new Map<number, boolean>();
/** The file is a page script that reads no browser input (see `isPageScript`). */
let pageScript = false;

/** A module system: CommonJS, AMD's `define(..., function (require, exports))`, ES modules. */
const MODULE_TEXT =
  /\brequire\s*\(|\bmodule\.exports\b|\bexports\s*(?:\.|\[)|^\s*(?:import|export)\b/m;
/**
 * What a visitor or another origin can put into a page: its address, messages, cookies, the
 * window's name, parsed text (the origin's own storage is not counted: only its scripts write it).
 */
const BROWSER_INPUT =
  /\blocation\b|\bdocument\s*\.\s*(?:URL|documentURI|baseURI|referrer|cookie)\b|\bURLSearchParams\b|\bonmessage\b|\bpostMessage\b|\bwindow\s*\.\s*name\b|\bJSON\s*\.\s*parse\b|\bparseQuery\b/;
/** A listener of window messages (`addEventListener('message', ...)`). */
const MESSAGE_LISTENER = /['"]message['"]/;

/**
 * A classic page script: no module system, so its functions are reached by the page's other
 * scripts, and no browser input read in the file. The names such a function is given are the
 * calling code's own (a registry's module and entry names, an option's dotted name).
 */
export function isPageScript(source: string): boolean {
  if (MODULE_TEXT.test(source) || MESSAGE_LISTENER.test(source)) return false;
  // (comments are no code, and a navigation `location.href = url` writes the address, it reads nothing)
  const code = withoutStrings(source)
    .replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')
    .replace(/\blocation(?:\s*\.\s*href)?\s*=(?!=)/g, '');
  return !BROWSER_INPUT.test(code);
}

function declaratorsOf(fn: SgNode): SgNode[] {
  const k = fn.range().start.index;
  let ds = declCache.get(k);
  if (!ds) declCache.set(k, (ds = fn.findAll({ rule: { kind: 'variable_declarator' } } as never)));
  return ds;
}

/** Text that names request data or a path being split into keys. */
const OUTSIDE_TEXT =
  /(?<![\w$.])(?:req|request|ctx\.request|ctx\.query|body|query|params|input|payload)\b|JSON\.parse\s*\(/;

/** The text with the contents of its string literals blanked (`'query'` becomes `''`). */
function withoutStrings(text: string): string {
  return text.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");
}

/** The root identifier of `a.b[c].d`, or null. */
function rootName(n: SgNode): string | null {
  let x: SgNode | null = n;
  while (x && (x.kind() === 'member_expression' || x.kind() === 'subscript_expression'))
    x = x.field('object');
  return x?.kind() === 'identifier' ? x.text() : null;
}

function paramsText(fn: SgNode): string {
  return (fn.field('parameters') ?? fn.field('parameter'))?.text() ?? '';
}

function namedIn(text: string, name: string): boolean {
  return new RegExp(`(?<![\\w$.])${escapeRe(name)}(?![\\w$])`).test(text);
}

/**
 * Whether a key may be chosen from outside: a parameter of a function that is not a callback (a
 * callback's parameters are the items its caller iterates), a variable taken from the request, a
 * split path or parsed JSON, or the loop variable over such a value. Depth-limited.
 */
function keyFromOutside(key: SgNode, at: SgNode, depth = 0, data = false): boolean {
  if (depth > 8) return true;
  // what the user types into a field of the page (`$('#names input').val()`) is their own input in
  // their own browser, not a key another party chooses
  if (
    key.kind() === 'call_expression' &&
    /\.\s*val$/.test(key.field('function')?.text() ?? '') &&
    !key.field('arguments')?.namedChildren().length
  )
    return false;
  if (oneCharacter(key, at)) return false;
  // (the words inside string literals are constants: `flag ? 'templatedata' : 'query'` reads no query)
  if (OUTSIDE_TEXT.test(withoutStrings(key.text()))) return true;
  if (key.kind() === 'identifier' || key.kind() === 'shorthand_property_identifier')
    return nameFromOutside(key.text(), at, depth, data);
  // either value of a choice (`modal === 'default' ? 'admin-bar' : modal`)
  if (key.kind() === 'ternary_expression')
    return ['consequence', 'alternative'].some((f) => {
      const x = key.field(f as 'consequence');
      return !!x && x.kind() !== 'string' && keyFromOutside(x, at, depth, data);
    });
  // a field of a record (`row.tier`) is data, not a key a caller chose; a value taken from a
  // field of something (`const section = opts.section`) is as outside as that something
  if (depth === 0) return false;
  // `Object.keys(entries)`: the keys of an argument are as outside as the argument; the parts of a
  // split string (`path.split('.')`) are as outside as the string split
  if (key.kind() === 'call_expression') {
    const callee = key.field('function');
    // an attribute of an element of the page (`el.getAttribute('data-key')`, `$(el).data('key')`)
    // is written by the page's own markup, not chosen by a request
    if (
      callee?.kind() === 'member_expression' &&
      /^(?:getAttribute|data|attr)$/.test(callee.field('property')?.text() ?? '')
    ) {
      const a = key.field('arguments')?.namedChildren() ?? [];
      if (a.length === 1 && a[0].kind() === 'string') return false;
    }

    // (a namespace such as `Object` in `Object.keys(x)` is no receiver of data)
    const receiver = callee?.kind() === 'member_expression' ? callee.field('object') : null;
    if (
      receiver &&
      !/^[A-Z][\w$]*$/.test(receiver.text()) &&
      keyFromOutside(receiver, at, depth + 1, data)
    )
      return true;
    // (the keys or values of an object, `Object.keys(entries)`, are its contents)
    const contents = data || /^Object\s*\.\s*(?:keys|values|entries)$/.test(callee?.text() ?? '');
    return (key.field('arguments')?.namedChildren() ?? []).some(
      (a) => a.kind() !== 'string' && keyFromOutside(a, at, depth + 1, contents),
    );
  }
  const root = rootName(key);
  // (`list[i]`, `opts.section`: what a value holds, not the value a caller passed)
  return !!root && nameFromOutside(root, at, depth, data || root !== key.text());
}

/** String methods whose result is a string (`s.toLowerCase()`), and `String(x)`. */
const STRING_CALL =
  /(?:\.\s*(?:toLowerCase|toUpperCase|toLocaleLowerCase|toLocaleUpperCase|trim|trimStart|trimEnd|normalize)|^String)$/;

/**
 * A single character of a string: `s.charAt(i)`, or `s[0]` of a string made by a string method
 * (`const w = word.toLowerCase(); w[0]`). One character is never `__proto__` nor `constructor`.
 */
function oneCharacter(key: SgNode, at: SgNode): boolean {
  if (key.kind() === 'call_expression')
    return /\.\s*charAt$/.test(key.field('function')?.text() ?? '');
  if (key.kind() !== 'subscript_expression' || key.field('index')?.kind() !== 'number')
    return false;
  let s = key.field('object');
  if (s?.kind() === 'identifier') {
    const name = s.text();
    s = null;
    for (let p = at.parent(); p && !s; p = p.parent()) {
      if (!FUNCTION_KINDS.has(String(p.kind()))) continue;
      const ds = declaratorsOf(p).filter((d) => d.field('name')?.text() === name);
      if (ds.length) s = ds.length === 1 ? (ds[0].field('value') ?? null) : null;
      if (ds.length) break;
    }
  }
  return (
    s?.kind() === 'template_string' ||
    (s?.kind() === 'call_expression' && STRING_CALL.test(s.field('function')?.text() ?? ''))
  );
}

function nameFromOutside(name: string, at: SgNode, depth: number, data = false): boolean {
  for (let p = at.parent(); p; p = p.parent()) {
    const k = String(p.kind());
    if (k === 'for_in_statement' && namedIn(p.field('left')?.text() ?? '', name)) {
      const right = p.field('right');
      return !!right && keyFromOutside(right, p, depth + 1, true);
    }
    if (!FUNCTION_KINDS.has(k)) continue;
    if (allowListed(p, name, at)) return false;
    for (const d of declaratorsOf(p)) {
      if (!namedIn(d.field('name')?.text() ?? '', name)) continue;
      const v = d.field('value');
      if (v && d.range().start.index < at.range().start.index)
        return keyFromOutside(v, d, depth + 1, data);
    }
    if (namedIn(paramsText(p), name)) {
      if (p.parent()?.kind() === 'arguments') return false;
      // a parameter declared a number (`id: number`, `@param {number} id`): never `__proto__`
      if (numberParam(p, name)) return false;
      // a helper bound to a local constant (`const run = (post, index, relation) => ...`): its callers
      // in the enclosing function say where the key comes from; so do the calls a method of an object
      // or a class receives through `this`/`self` in the same file
      const args = localCallArgs(p, name) ?? selfCallArgs(p, name);
      // a function of a page script (no module system, no browser input read in the file) is
      // called by the page's own scripts: a name it is given as it is, or splits into a dotted
      // path, is one of theirs (`registry.add(moduleName, templateName, fn)`, `ns('app.widgets')`);
      // what a value it is given holds (the keys or items of an object) is still data
      if (args === null && pageScript && !data) return false;
      return (
        args === null ||
        args.some(
          (a) => a.kind() !== 'string' && a.kind() !== 'number' && keyFromOutside(a, a, depth + 1),
        )
      );
    }
  }
  return false;
}

/**
 * Whether parameter `name` of `fn` is declared a number: a TypeScript annotation (`id: number`) or
 * a JSDoc `@param {number} id` in the comment just before the function (or the statement,
 * declaration or class member that holds it).
 */
function numberParam(fn: SgNode, name: string): boolean {
  const n = escapeRe(name);
  if (new RegExp(`(?<![\\w$.])${n}\\??\\s*:\\s*number\\b`).test(paramsText(fn))) return true;
  const doc = new RegExp(`@param\\s*\\{\\s*(?:number|integer|int)\\s*\\}\\s*\\[?${n}(?![\\w$])`);
  const text = jsDocBefore(fn);
  return text !== undefined && doc.test(text);
}

/**
 * Whether `fn` leaves (throw/return) before `at` unless `name` is one of a few string literals:
 * `if (type !== 'action' && type !== 'status') throw ...`, `if (!['a', 'b'].includes(type)) return`.
 */
function allowListed(fn: SgNode, name: string, at: SgNode): boolean {
  const start = at.range().start.index;
  const r = fn.range();
  return (allowIfs().get(name) ?? []).some((i) => i.start >= r.start.index && i.end <= start);
}

const LIT = `(?:'[^']*'|"[^"]*")`;
const CMP = new RegExp(`^(?:\\(?\\s*([\\w$]+)\\s*!==?\\s*${LIT}\\s*\\)?\\s*(?:&&\\s*|$))+$`);
const CMP_PART = /([\w$]+)\s*!==?/g;
const INCLUDES = new RegExp(
  `^!\\s*\\[(?:\\s*${LIT}\\s*,?)+\\]\\s*\\.\\s*includes\\s*\\(\\s*([\\w$]+)\\s*\\)$`,
);

/** The leaving allow-list checks of the file, by the name they check (built once per file). */
function allowIfs(): Map<string, { start: number; end: number }[]> {
  if (allowCache) return allowCache;
  allowCache = new Map();
  for (const s of fileRoot?.findAll({
    rule: {
      kind: 'if_statement',
      has: { field: 'condition', regex: `!==?\\s*${LIT}|\\.\\s*includes\\s*\\(` },
    },
  } as never) ?? []) {
    const c =
      s
        .field('condition')
        ?.text()
        .replace(/^\(|\)$/g, '')
        .trim() ?? '';
    let name = INCLUDES.exec(c)?.[1];
    if (!name && CMP.test(c)) {
      const names = new Set([...c.matchAll(CMP_PART)].map((m) => m[1]));
      if (names.size === 1) name = [...names][0];
    }
    if (!name) continue;
    const then = s.field('consequence');
    const first = then?.kind() === 'statement_block' ? then.namedChildren()[0] : then;
    if (!first || (first.kind() !== 'throw_statement' && first.kind() !== 'return_statement'))
      continue;
    const r = s.range();
    allowCache.set(name, [
      ...(allowCache.get(name) ?? []),
      { start: r.start.index, end: r.end.index },
    ]);
  }
  return allowCache;
}

/** Whether a string `fn` splits into a path (`name.split('.')`) may come from outside. */
function splitsOutsidePath(fn: SgNode): boolean {
  const k = fn.range().start.index;
  let v = splitCache.get(k);
  if (v === undefined) splitCache.set(k, (v = splitsOutsidePathOnce(fn)));
  return v;
}

function splitsOutsidePathOnce(fn: SgNode): boolean {
  for (const c of fn.findAll({
    rule: { kind: 'call_expression', has: { field: 'function', regex: '\\.split$' } },
  } as never)) {
    const rec = c.field('function')?.field('object');
    if (!rec) continue;
    const root = rec.kind() === 'identifier' ? null : rootName(rec);
    if (
      root
        ? nameFromOutside(root, c, 1, true)
        : keyFromOutside(rec, c, rec.kind() === 'identifier' ? 0 : 1)
    )
      return true;
  }
  return false;
}

/** The arguments given for parameter `name` by the calls of a local helper, or null when it is not one. */
function localCallArgs(fn: SgNode, name: string): SgNode[] | null {
  const decl = fn.parent();
  if (decl?.kind() !== 'variable_declarator') return null;
  const helper = decl.field('name');
  if (helper?.kind() !== 'identifier') return null;
  let outer = decl.parent();
  while (outer && !FUNCTION_KINDS.has(String(outer.kind()))) outer = outer.parent();
  if (!outer) return null;
  const params = (fn.field('parameters') ?? fn.field('parameter'))?.namedChildren() ?? [];
  const i = params.findIndex((x) => x.kind() === 'identifier' && x.text() === name);
  if (i < 0) return null;
  const calls = outer.findAll({
    rule: {
      kind: 'call_expression',
      has: { field: 'function', regex: `^${escapeRe(helper.text())}$` },
    },
  } as never);
  if (!calls.length) return null;
  return calls.map((c) => c.field('arguments')?.namedChildren()[i]).filter((a): a is SgNode => !!a);
}

/**
 * The arguments given for parameter `name` by the calls `this.m(...)` / `self.m(...)` of this file,
 * when `fn` is method `m` of an object literal or a class; null when it is none or is not called so.
 * A parameter destructured from an object (`m({ table, key })`) takes the property of that name of
 * each call's object literal (a call passing anything else passes the whole argument).
 */
function selfCallArgs(fn: SgNode, name: string): SgNode[] | null {
  const k = String(fn.kind());
  const holder = fn.parent();
  const isMethod =
    k === 'method_definition' ||
    (holder?.kind() === 'pair' &&
      holder.field('value')?.range().start.index === fn.range().start.index);
  if (!isMethod || !fileRoot) return null;
  const method = fnName(fn);
  if (!/^[\w$]+$/.test(method)) return null;
  const params = (fn.field('parameters') ?? fn.field('parameter'))?.namedChildren() ?? [];
  let index = -1;
  let prop: string | null = null;
  params.forEach((x, i) => {
    if (index >= 0) return;
    if (x.kind() === 'identifier' && x.text() === name) index = i;
    else if (x.kind() === 'object_pattern') {
      for (const c of x.namedChildren()) {
        const ck = String(c.kind());
        if (ck === 'shorthand_property_identifier_pattern' && c.text() === name) prop = name;
        else if (ck === 'pair_pattern' && c.field('value')?.text() === name)
          prop = c.field('key')?.text() ?? null;
        if (prop) {
          index = i;
          return;
        }
      }
    }
  });
  if (index < 0) return null;
  const calls = fileRoot.findAll({
    rule: {
      kind: 'call_expression',
      has: { field: 'function', regex: `^(?:this|self)\\s*\\.\\s*${escapeRe(method)}$` },
    },
  } as never);
  if (!calls.length) return null;
  const out: SgNode[] = [];
  for (const c of calls) {
    const a = c.field('arguments')?.namedChildren()[index];
    if (!a) continue;
    if (prop === null || a.kind() !== 'object') {
      out.push(a);
      continue;
    }
    for (const pr of a.namedChildren()) {
      if (pr.kind() === 'shorthand_property_identifier' && pr.text() === prop) out.push(pr);
      else if (pr.kind() === 'pair' && pr.field('key')?.text() === prop) {
        const v = pr.field('value');
        if (v) out.push(v);
      } else if (pr.kind() === 'spread_element' && pr.namedChildren()[0])
        out.push(pr.namedChildren()[0]);
    }
  }
  return out;
}

/** t[k] = v as a statement (not part of a chained assignment), the value not a fresh object. */
function isPlainWrite(m: SgNode): boolean {
  if (m.parent()?.kind() === 'assignment_expression') return false;
  const v = m.field('right');
  if (!v) return false;
  if (FRESH_KINDS.has(String(v.kind()))) return false;
  return !(
    v.kind() === 'call_expression' &&
    /^Object\s*\.\s*create$/.test(v.field('function')?.text() ?? '')
  );
}

/**
 * `c[k] = c[k] || {}`: fills a missing step of a walk with c[k] itself or a fresh object. In a
 * `c = c[k]` walk the write the walk ends with is the one that reaches Object.prototype, and it is
 * reported; the fill is not reported again.
 */
function isStepFill(m: SgNode): boolean {
  const v = m.field('right');
  return (
    v?.kind() === 'binary_expression' &&
    /^(?:\|\||\?\?)$/.test(v.field('operator')?.text() ?? '') &&
    v.field('left')?.text() === m.field('left')?.text() &&
    FRESH_KINDS.has(String(v.field('right')?.kind()))
  );
}

/** The operands of a chain of one logical operator (`a || b || c`), parentheses removed. */
function chainOperands(n: SgNode, op: string): SgNode[] {
  while (n.kind() === 'parenthesized_expression' && n.namedChildren().length === 1)
    n = n.namedChildren()[0];
  if (n.kind() === 'binary_expression' && n.field('operator')?.text() === op)
    return [...chainOperands(n.field('left')!, op), ...chainOperands(n.field('right')!, op)];
  return [n];
}

const LEAVES = new Set(['continue_statement', 'return_statement', 'throw_statement']);

/** Whether a statement always leaves the loop step: `continue`, `return`, `throw`, or a block ending so. */
function leaves(st: SgNode | null): boolean {
  if (!st) return false;
  if (LEAVES.has(String(st.kind()))) return true;
  if (st.kind() !== 'statement_block') return false;
  const last = st.namedChildren().filter((c) => c.kind() !== 'comment');
  return leaves(last[last.length - 1] ?? null);
}

/**
 * Whether the write `m`, inside a loop over an object's entries, runs only for entries whose value
 * is a function: after `if (typeof v !== 'function' || ...) { ...; continue; }`, or inside
 * `if (typeof v === 'function' && ...)`, `v` being the entry's value (`for (const [k, v] of
 * Object.entries(src))`, `src[k]` of `for (const k in src)`). Parsed input (JSON, a query string)
 * holds no functions: such an entry is the program's own code, whatever its key.
 */
function onlyFunctionValues(m: SgNode): boolean {
  let loop: SgNode | null = m.parent();
  while (loop && loop.kind() !== 'for_in_statement') {
    if (FUNCTION_KINDS.has(String(loop.kind()))) return false;
    loop = loop.parent();
  }
  if (!loop) return false;
  const left = loop.field('left');
  const right = loop.field('right');
  if (!left || !right) return false;
  const values: string[] = [];
  if (left.kind() === 'array_pattern') {
    const v = left.namedChildren()[1];
    if (v?.kind() === 'identifier') values.push(v.text());
  } else if (left.kind() === 'identifier') {
    const obj =
      right.kind() === 'call_expression' &&
      /^Object\s*\.\s*keys$/.test(right.field('function')?.text() ?? '')
        ? right.field('arguments')?.namedChildren()[0]
        : right;
    if (obj) values.push(`${obj.text()}[${left.text()}]`.replace(/\s+/g, ''));
  }
  if (!values.length) return false;
  // `typeof v !== 'function'` (or `===`), spaces and parentheses aside
  const typeTest = (n: SgNode, negated: boolean): boolean => {
    const t = n
      .text()
      .replace(/\s+/g, '')
      .replace(/^typeof\((.*)\)(?=[!=])/, 'typeof$1');
    const c = /^typeof(.+?)(!==?|===?)(['"`])function\3$/.exec(t);
    return !!c && c[2].startsWith('!') === negated && values.includes(c[1]);
  };
  for (let p: SgNode | null = m; p && p.range().start.index !== loop.range().start.index;) {
    const up: SgNode | null = p.parent();
    if (!up) return false;
    if (
      up.kind() === 'if_statement' &&
      up.field('consequence')?.range().start.index === p.range().start.index &&
      chainOperands(up.field('condition')!, '&&').some((c) => typeTest(c, false))
    )
      return true;
    if (up.kind() === 'statement_block')
      for (const q of p.prevAll())
        if (
          q.kind() === 'if_statement' &&
          !q.field('alternative') &&
          leaves(q.field('consequence')) &&
          chainOperands(q.field('condition')!, '||').some((c) => typeTest(c, true))
        )
          return true;
    p = up;
  }
  return false;
}

const OWN_TEST =
  /(?:\b([\w$.]+)\.hasOwnProperty\(|(?:\bObject\.prototype\.|\{\}\.)?\bhasOwnProperty\.call\(\s*([\w$.]+)|(?:\bObject\.)?\bhasOwn\(\s*([\w$.]+))[^()]*\)/g;

/**
 * An `if` whose only check is that the key is the enumerated object's own
 * (`for (k in src) if (src.hasOwnProperty(k))`): JSON.parse makes `__proto__` an own key of
 * what it returns, so this skips inherited keys but lets `__proto__` through; it is no guard. (The
 * same test on the target, before walking into `target[k]`, is one: Object.prototype is not an
 * own value of any object.)
 */
function onlyOwnKeysOfSource(g: SgNode): boolean {
  if (g.kind() !== 'if_statement') return false;
  const cond = g.field('condition')?.text() ?? '';
  const objects = [...cond.matchAll(OWN_TEST)].map((m) => m[1] ?? m[2] ?? m[3]);
  if (!objects.length) return false;
  const rest = cond.replace(OWN_TEST, '');
  if (
    /(__proto__|constructor|prototype|forbid|block|deny|denied|unsafe|danger|reserved|safe_?key|valid_?key|allowed|hasOwn)/i.test(
      rest,
    )
  )
    return false;
  const src = enumerated(g);
  return !!src && objects.every((o) => o === src);
}

/** The object whose keys the loop around `n` enumerates (`for (k in o)`, `Object.keys(o).forEach`), or ''. */
function enumerated(n: SgNode): string {
  for (let p = n.parent(); p; p = p.parent()) {
    if (p.kind() === 'for_in_statement') {
      const r = p.field('right');
      const m = /^Object\s*\.\s*(?:keys|entries|getOwnPropertyNames)\(\s*([\w$.]+)\s*\)$/.exec(
        r?.text() ?? '',
      );
      return m ? m[1] : (r?.text() ?? '');
    }
    if (FUNCTION_KINDS.has(String(p.kind()))) {
      const callee =
        p.parent()?.kind() === 'arguments' ? p.parent()?.parent()?.field('function') : null;
      const m =
        /^Object\s*\.\s*(?:keys|entries|getOwnPropertyNames)\(\s*([\w$.]+)\s*\)\s*\.\s*(?:forEach|reduce|map|some|every)$/.exec(
          callee?.text() ?? '',
        );
      return m ? m[1] : '';
    }
  }
  return '';
}

/** Deep merges and path setters of lodash/jQuery fed with request data. */
const LIBRARY_MERGE = {
  rule: {
    any: [
      '_.merge($$$)',
      '_.mergeWith($$$)',
      '_.defaultsDeep($$$)',
      '_.set($$$)',
      '_.setWith($$$)',
      '$.extend(true, $$$)',
      'merge($$$)',
      'deepmerge($$$)',
    ].map((pattern) => ({ pattern })),
    has: {
      field: 'arguments',
      has: { regex: '^(req|request|ctx\\.request)\\.(body|query|params)', stopBy: 'end' },
    },
  },
};

/** Start offsets of nodes, sorted; answers "is there one inside [start, end)" by binary search. */
class Offsets {
  private readonly at: number[];
  constructor(nodes: SgNode[]) {
    this.at = nodes.map((n) => n.range().start.index).sort((a, b) => a - b);
  }
  within(n: SgNode): boolean {
    const r = n.range();
    let lo = 0;
    let hi = this.at.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.at[mid] < r.start.index) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.at.length && this.at[lo] < r.end.index;
  }
}

/** Walker assignments c = c[k], c = c[k] = z, c = c[k] || z, c = c[k] ??= z (parenthesised or not). */
const WALKER = {
  rule: {
    any: [
      '$C = $C[$I]',
      '$C = $C[$I] = $Z',
      '$C = $C[$I] || $Z',
      '$C = $C[$I] ?? $Z',
      '$C = $C[$I] ??= $Z',
      '$C = $C[$I] ||= $Z',
      '$C = ($C[$I] = $Z)',
      '$C = ($C[$I] || $Z)',
      '$C = ($C[$I] ?? $Z)',
      '$C = ($C[$I] ??= $Z)',
      '$C = ($C[$I] ||= $Z)',
    ].map((pattern) => ({ pattern })),
  },
};

/** Enclosing function-like nodes, innermost first. */
function enclosingFunctions(n: SgNode): SgNode[] {
  const out: SgNode[] = [];
  for (let p = n.parent(); p; p = p.parent()) if (FUNCTION_KINDS.has(String(p.kind()))) out.push(p);
  return out;
}

function insideKind(n: SgNode, kind: string): boolean {
  for (let p = n.parent(); p; p = p.parent()) if (p.kind() === kind) return true;
  return false;
}

/** Iteration over an object's keys: for-in/for-of, or a callback of `.forEach`/`.reduce`/... (`Object.keys(src).forEach(k => ...)`). */
function insideKeyLoop(n: SgNode): boolean {
  if (insideKind(n, 'for_in_statement')) return true;
  for (let p = n.parent(); p; p = p.parent()) {
    if (!FUNCTION_KINDS.has(String(p.kind())) || p.parent()?.kind() !== 'arguments') continue;
    const callee = p.parent()?.parent()?.field('function');
    if (
      callee?.kind() === 'member_expression' &&
      /^(?:forEach|reduce|reduceRight|map|some|every)$/.test(callee.field('property')?.text() ?? '')
    )
      return true;
  }
  return false;
}

/** The name a function is called by: declared, bound to a variable, an object key or an assigned property. */
function fnName(fn: SgNode): string {
  const n = fn.field('name')?.text();
  if (n) return n;
  const p = fn.parent();
  if (!p) return '';
  if (p.kind() === 'variable_declarator') return p.field('name')?.text() ?? '';
  if (p.kind() === 'pair') return p.field('key')?.text() ?? '';
  if (p.kind() === 'assignment_expression')
    return (p.field('left')?.text() ?? '').split('.').pop() ?? '';
  return '';
}

/** The first two parameters of the `.reduce` callback the node sits in (accumulator, item), or ['', '']. */
function reduceParams(n: SgNode): [string, string] {
  for (let p = n.parent(); p; p = p.parent()) {
    if (!FUNCTION_KINDS.has(String(p.kind()))) continue;
    const callee =
      p.parent()?.kind() === 'arguments' ? p.parent()?.parent()?.field('function') : null;
    if (
      callee?.kind() !== 'member_expression' ||
      !/^reduce(?:Right)?$/.test(callee.field('property')?.text() ?? '')
    )
      return ['', ''];
    const ps = (p.field('parameters') ?? p.field('parameter'))?.namedChildren() ?? [];
    const name = (x: SgNode | undefined) => (x?.kind() === 'identifier' ? x.text() : '');
    return [name(ps[0]), name(ps[1])];
  }
  return ['', ''];
}

/**
 * Whether the `.reduce` callback around `n` walks into what it writes (returns `acc[k]`, or the
 * assignment itself) rather than folding into one object (`acc[k] = v; return acc`): a write into a
 * fresh accumulator only sets that object's own key, it does not reach Object.prototype.
 */
function reduceWalks(n: SgNode, acc: string): boolean {
  let fn: SgNode | null = n.parent();
  while (fn && !FUNCTION_KINDS.has(String(fn.kind()))) fn = fn.parent();
  const body = fn?.field('body');
  if (!fn || !body) return true;
  const lastOf = (e: SgNode | null | undefined): string => {
    let x = e;
    while (x && (x.kind() === 'parenthesized_expression' || x.kind() === 'sequence_expression'))
      x = x.namedChildren()[x.namedChildren().length - 1];
    return x?.text() ?? '';
  };
  if (body.kind() !== 'statement_block') return lastOf(body) !== acc;
  const returns = body.findAll({ rule: { kind: 'return_statement' } } as never).filter((r) => {
    for (let p = r.parent(); p; p = p.parent())
      if (FUNCTION_KINDS.has(String(p.kind())))
        return p.range().start.index === fn.range().start.index;
    return false;
  });
  return returns.length === 0 || returns.some((r) => lastOf(r.namedChildren()[0]) !== acc);
}

/** The names bound by the declarators of a function (its nested functions' included), cached. */
const namesCache = new WeakMap<object, Set<string>>();
function declaredNames(fn: SgNode): Set<string> {
  const k = declaratorsOf(fn);
  let names = namesCache.get(k);
  if (!names)
    namesCache.set(
      k,
      (names = new Set(
        k.flatMap(
          (d) =>
            d
              .field('name')
              ?.text()
              .match(/[\w$]+/g) ?? [],
        ),
      )),
    );
  return names;
}

/** The enclosing functions (innermost first) up to the one that declares `name`: its walkers are about the same variable. */
function bindingScope(fns: SgNode[], name: string): SgNode[] {
  const i = fns.findIndex((fn) => namedIn(paramsText(fn), name) || declaredNames(fn).has(name));
  return i < 0 ? fns : fns.slice(0, i + 1);
}

/** The first parameter of the `.reduce` callback the node sits in (the accumulator), or ''. */
function reduceAccumulator(n: SgNode): string {
  for (let p = n.parent(); p; p = p.parent()) {
    if (!FUNCTION_KINDS.has(String(p.kind()))) continue;
    const callee =
      p.parent()?.kind() === 'arguments' ? p.parent()?.parent()?.field('function') : null;
    if (
      callee?.kind() !== 'member_expression' ||
      !/^reduce(?:Right)?$/.test(callee.field('property')?.text() ?? '')
    )
      return '';
    const ps = p.field('parameters') ?? p.field('parameter');
    const first = ps?.kind() === 'identifier' ? ps : ps?.namedChildren()[0];
    return first?.kind() === 'identifier' ? first.text() : '';
  }
  return '';
}

function toMatch(n: SgNode): RawMatch {
  const r = n.range();
  return {
    ruleId: RULE_ID,
    startLine: r.start.line + 1,
    startColumn: r.start.column + 1,
    endLine: r.end.line + 1,
    endColumn: r.end.column + 1,
    code: n.text(),
  };
}

/** Finds the prototype-pollution shapes of one JavaScript/TypeScript file. */
export function findPrototypePollution(root: SgNode, source: string): RawMatch[] {
  const out: RawMatch[] = [];
  // File-level indexes, each built by one native search and only when a candidate needs it; a
  // function's facts are then range lookups, so nested functions do not re-read their bodies.
  let guards: Offsets | undefined;
  const guardedFn = (fn: SgNode) =>
    (guards ??= new Offsets(
      root.findAll({ rule: PROTO_GUARD } as never).filter((g) => !onlyOwnKeysOfSource(g)),
    )).within(fn);
  // A guard anywhere in an enclosing function (the outermost contains all the others) clears it.
  const guarded = (fns: SgNode[]) => fns.length > 0 && guardedFn(fns[fns.length - 1]);

  declCache = new Map();
  pageScript = isPageScript(source);
  fileRoot = root;
  allowCache = undefined;
  splitCache = new Map();
  const writes = root.findAll(INDEX_WRITE as never);
  const plain: SgNode[] = [];
  for (const m of writes) {
    if (isDoubleIndex(m) && !guarded(enclosingFunctions(m))) out.push(toMatch(m));
    else if (isPlainWrite(m)) plain.push(m);
  }

  let splits: Offsets | undefined;
  let walkers: Map<string, Offsets> | undefined;
  const walkersIn = (fn: SgNode, name: string): boolean => {
    splits ??= new Offsets(
      root.findAll({
        rule: { kind: 'call_expression', has: { field: 'function', regex: '\\.split$' } },
      } as never),
    );
    if (!splits.within(fn)) return false;
    if (!walkers) {
      const byName = new Map<string, SgNode[]>();
      for (const w of root.findAll(WALKER as never)) {
        const c = w.getMatch('C')?.text();
        if (c) byName.set(c, [...(byName.get(c) ?? []), w]);
      }
      walkers = new Map([...byName].map(([k, v]) => [k, new Offsets(v)]));
    }
    return walkers.get(name)?.within(fn) ?? false;
  };
  const selfCalls = new Map<string, SgNode[]>();
  const callsTo = (fn: SgNode): SgNode[] => {
    const name = fnName(fn);
    if (!name || !/^[\w$]+$/.test(name)) return [];
    const k = `${fn.range().start.index}`;
    let args = selfCalls.get(k);
    if (!args) {
      args = [];
      // `merge(...)`, `this.merge(...)`, `exports.merge(...)`, `Utils.merge(...)`; not a method of the
      // same name on another object (`cxn.info(cb)` inside `module.info`)
      for (const c of fn.findAll({
        rule: {
          kind: 'call_expression',
          has: {
            field: 'function',
            regex: `^(?:(?:this|self|exports|module|module\\.exports|[A-Z][\\w$]*)\\.)?${escapeRe(name)}$`,
          },
        },
      } as never)) {
        const a = c.field('arguments');
        if (a) args.push(a);
      }
      selfCalls.set(k, args);
    }
    return args;
  };

  for (const m of plain) {
    const fns = enclosingFunctions(m);
    if (!fns.length) continue;
    const t = m.getMatch('T')?.text();
    if (!t) continue;
    let hit = false;
    // A recursive merge: over the keys of an object (for-in, for-of over Object.keys/entries, a
    // forEach/reduce callback), in a function without a guard that calls itself with t[x].
    // (a fill of the step the recursion goes down, `t[k] = t[k] || {}`, is not reported beside the
    // write that reaches the prototype)
    // (the key is the name enumerated, not a field of a record the loop visits: a walk over a tree's
    // nodes writing `item[node.fieldKey]` copies the shape the program built, keys of no input object)
    if (insideKeyLoop(m) && !isStepFill(m) && m.getMatch('K')?.kind() !== 'member_expression') {
      const sub = {
        rule: { kind: 'subscript_expression', has: { field: 'object', regex: `^${escapeRe(t)}$` } },
      };
      hit =
        !guarded(fns) && fns.some((fn) => callsTo(fn).some((a) => a.find(sub as never) !== null));
    }
    // A path setter written as a recursion: writes t[k] with a key from outside, or calls itself with
    // t[k] to go one step down (`const [head, ...rest] = keys; ... obj[head] = v; ... set(obj[head], rest, v)`)
    // (as above, the fill of the step it goes down is not reported beside the write it ends with)
    if (!hit && !isStepFill(m)) {
      const k = m.getMatch('K')!;
      if (keyFromOutside(k, m)) {
        const step = {
          rule: {
            kind: 'subscript_expression',
            all: [
              { has: { field: 'object', regex: `^${escapeRe(t)}$` } },
              { has: { field: 'index', regex: `^${escapeRe(k.text())}$` } },
            ],
          },
        };
        hit = !guarded(fns) && callsTo(fns[0]).some((a) => a.find(step as never) !== null);
      }
    }
    // A path setter written as a reduce over the split path: `path.split('.').reduce((o, k) => (o[k] = ...), obj)`
    // (the key written is the item of the reduce, a part of the path: `memo[row.score] = row.value` folds rows)
    if (
      !hit &&
      t === reduceAccumulator(m) &&
      m.getMatch('K')?.text() === reduceParams(m)[1] &&
      reduceWalks(m, t)
    ) {
      splits ??= new Offsets(
        root.findAll({
          rule: { kind: 'call_expression', has: { field: 'function', regex: '\\.split$' } },
        } as never),
      );
      // (in a page script, the split path must come from outside, as for the walkers below)
      hit =
        splits.within(fns[fns.length - 1]) &&
        !guarded(fns) &&
        (!pageScript || fns.some((fn) => splitsOutsidePath(fn)));
    }
    // A setter given the path as a list of keys: walks `c = c[keys[i]]` and writes
    // `c[keys[keys.length - 1]] = v`, `keys` a parameter of the function
    if (!hit && !isStepFill(m)) {
      const k = m.getMatch('K');
      const list = k?.kind() === 'subscript_expression' ? k.field('object')?.text() : undefined;
      if (list && /^[\w$]+$/.test(list) && namedIn(paramsText(fns[0]), list))
        hit =
          !guarded(fns) &&
          fns[0]
            .findAll(WALKER as never)
            .some(
              (w) =>
                w.getMatch('C')?.text() === t &&
                w.getMatch('I')?.kind() === 'subscript_expression' &&
                w.getMatch('I')?.field('object')?.text() === list,
            );
    }
    // A dotted-path setter without a guard: splits a path and walks the object with c = c[k].
    // (the path split must come from outside: a path read from the page's own markup or built by
    // the program is not one an attacker chooses)
    if (!hit && !isStepFill(m)) {
      const walking = fns.filter((fn) => walkersIn(fn, t));
      if (walking.length)
        hit = bindingScope(fns, rootName(m.getMatch('T')!) ?? t).some(
          (fn) => walking.includes(fn) && !guardedFn(fn) && splitsOutsidePath(fn),
        );
    }
    if (!hit || onlyFunctionValues(m)) continue;
    out.push(toMatch(m));
  }

  if (/\b(req|request)\.(body|query|params)/.test(source))
    for (const m of root.findAll(LIBRARY_MERGE as never)) out.push(toMatch(m));
  return out;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The analyzer plugin for js.prototype-pollution (JavaScript, TypeScript, TSX). */
export function createPrototypePollutionAnalyzer(
  _threatModels?: readonly string[],
): AnalyzerPlugin {
  return {
    name: RULE_ID,
    languages: ['javascript', 'typescript', 'tsx'],
    analyze: (file: SourceFile) =>
      file.root && file.source.includes('=') ? findPrototypePollution(file.root, file.source) : [],
  };
}
