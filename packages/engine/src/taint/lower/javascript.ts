/** JavaScript / TypeScript / TSX front end: lowers functions to the taint IR. */
import { posix } from 'node:path';
import type { SgNode } from '@ast-grep/napi';
import type { Expr, FnIR, Loc, Stmt } from '../ir.js';
import {
  type FieldSite,
  type FrontEnd,
  LowerCtx,
  callbackOf,
  lit,
  num,
  pathOf,
  runsHere,
  unquote,
} from './common.js';
import {
  type SwitchGrammar,
  catchFinally,
  elementOf,
  lowerSwitch,
  lowerTry,
  lowerWhile,
  runsOnceThenLoops,
  lowerChildren,
  lowerConditional,
} from './statements.js';
import { jsDocBefore } from '../../core/js-doc.js';

const FN_KINDS = [
  'function_declaration',
  'function_expression',
  'function',
  'arrow_function',
  'method_definition',
  'generator_function_declaration',
  'generator_function',
];
const FN_SET = new Set(FN_KINDS);
const PASS = new Set([
  'parenthesized_expression',
  'await_expression',
  'as_expression',
  'satisfies_expression',
  'non_null_expression',
  'type_assertion',
  'spread_element',
  'yield_expression',
]);

function modName(m: string): string {
  return m.replace(/^node:/, '').replace(/\/promises$/, '');
}

const SWITCH: SwitchGrammar = {
  value: 'value',
  cases: ['switch_case'],
  default: 'switch_default',
};
const TRY = catchFinally((c) => c.field('body') ?? c);

export const javascriptFrontEnd: FrontEnd = {
  fnKinds: FN_KINDS,
  classFields(root, lw) {
    return new JsLower(lw).fileClassFields(root);
  },
  parentNames(source) {
    const out = new Set<string>();
    for (const m of source.matchAll(/\bclass\b[^{};=]*?(\bextends\s+[^{]*)\{/g))
      for (const n of heritageParents(m[1])) out.add(n);
    return [...out];
  },
  nameOf(fn) {
    const n = fn.field('name');
    if (n) return n.text();
    const p = fn.parent();
    if (!p) return '';
    if (
      p.kind() === 'variable_declarator' ||
      p.kind() === 'pair' ||
      p.kind() === 'public_field_definition' ||
      p.kind() === 'field_definition'
    ) {
      const k = p.field('name') ?? p.field('key') ?? p.field('property');
      return k ? k.text() : '';
    }
    if (p.kind() === 'assignment_expression') {
      const l = p.field('left');
      return l ? (l.text().split('.').pop() ?? '') : '';
    }
    return '';
  },
  aliases(source) {
    const m = new Map<string, string>();
    for (const x of source.matchAll(
      /(?:const|let|var)\s+([\w$]+)\s*=\s*(?:await\s+import|require)\(\s*['"]([^'"]+)['"]\s*\)/g,
    ))
      m.set(x[1], modName(x[2]));
    for (const x of source.matchAll(
      /(?:const|let|var)\s+([\w$]+)\s*=\s*require\(\s*['"]([^'"]+)['"]\s*\)\s*\.\s*([\w$]+)/g,
    ))
      m.set(x[1], `${modName(x[2])}.${x[3]}`);
    for (const x of source.matchAll(
      /(?:const|let|var)\s*\{([^}]*)\}\s*=\s*require\(\s*['"]([^'"]+)['"]\s*\)/g,
    )) {
      for (const part of x[1].split(',')) {
        const [a, b] = part.split(':').map((s) => s.trim());
        if (a) m.set(b || a, `${modName(x[2])}.${a}`);
      }
    }
    for (const x of source.matchAll(
      /import\s+(?:type\s+)?([\w$]+)\s*(?:,\s*(\{[^}]*\}))?\s*from\s*['"]([^'"]+)['"]/g,
    )) {
      m.set(x[1], modName(x[3]));
      if (x[2]) addNamed(m, x[2], x[3]);
    }
    for (const x of source.matchAll(/import\s*\*\s*as\s+([\w$]+)\s+from\s*['"]([^'"]+)['"]/g))
      m.set(x[1], modName(x[2]));
    for (const x of source.matchAll(/import\s*(?:type\s+)?(\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/g))
      addNamed(m, x[1], x[2]);
    // `const run = promisify(exec)` calls exec
    for (const x of source.matchAll(
      /(?:const|let|var)\s+([\w$]+)\s*=\s*(?:util\s*\.\s*)?promisify\(\s*([\w$.]+)\s*\)/g,
    )) {
      const head = x[2].split('.')[0];
      m.set(x[1], (m.get(head) ?? head) + x[2].slice(head.length));
    }
    // `import { promises as fsp } from 'fs'`, `require('fs').promises`: the same functions as fs/promises
    for (const [k, v] of m)
      if (/^fs\.promises(?:\.|$)/.test(v)) m.set(k, 'fs' + v.slice('fs.promises'.length));
    addInstances(source, m);
    addHeldFunctions(source, m);
    return m;
  },
  lazyText(fn, text) {
    // a class method summarised alone for other files parses inside a class
    return fn.kind() === 'method_definition' ? `class __V {${text}\n}` : undefined;
  },
  preamble(aliases) {
    // the file's package imports, read back by aliases() above (comments included), so a method
    // summarised alone still knows `exec` is child_process.exec
    const parts: string[] = [];
    for (const [local, canon] of aliases) {
      if (!/^(?:this\.)?[\w$]+$/.test(local) || /^\.|^@\//.test(canon)) continue;
      const m = /^((?:@[\w.-]+\/)?[\w-]+(?:\/[\w-]+)*)(?:\.([\w$]+))?$/.exec(canon);
      if (!m) continue;
      // a field holding a module function (`this.run = exec`), see addHeldFunctions
      if (local.startsWith('this.')) {
        if (m[2]) parts.push(`${local} = require('${m[1]}').${m[2]};`);
        continue;
      }
      parts.push(
        m[2]
          ? `import { ${m[2]} as ${local} } from '${m[1]}';`
          : `import * as ${local} from '${m[1]}';`,
      );
    }
    return parts.length ? `/* ${parts.join(' ')} */` : '';
  },
  projectImports(source) {
    const out: string[] = [];
    for (const x of source.matchAll(
      /(?:from\s*|require\(\s*|import\(\s*)['"](\.{1,2}\/[^'"]+|@\/[^'"]+)['"]/g,
    ))
      out.push(x[1]);
    return out;
  },
  modulePaths(mod, fromPath, files) {
    if (mod.startsWith('@/')) {
      const base = mod.slice(2);
      return files.filter(
        (k) =>
          /\.[cm]?[jt]sx?$/.test(k) &&
          (k.replace(/\.[cm]?[jt]sx?$/, '').endsWith('/' + base) ||
            k.replace(/\/index\.[cm]?[jt]sx?$/, '').endsWith('/' + base)),
      );
    }
    const base = posix
      .normalize(posix.join(posix.dirname(fromPath), mod))
      .replace(/\.[cm]?js$/, '');
    const exts = [
      '',
      '.ts',
      '.tsx',
      '.js',
      '.jsx',
      '.mjs',
      '.cjs',
      '/index.ts',
      '/index.tsx',
      '/index.js',
    ];
    return exts.map((e) => base + e);
  },
  lower(fn, lw) {
    return new JsLower(lw).fn(fn, javascriptFrontEnd.nameOf(fn));
  },
};

function addNamed(m: Map<string, string>, braces: string, mod: string): void {
  for (const part of braces.replace(/[{}]/g, '').split(',')) {
    const [a, b] = part
      .replace(/^\s*type\s+/, '')
      .split(/\s+as\s+/)
      .map((s) => s.trim());
    if (a) m.set(b || a, `${modName(mod)}.${a}`);
  }
}

/**
 * Variables and properties holding an instance of a project class (one declared here or imported from
 * a relative module): `const repo = new ReportRepo(db)`, `this.repo = new ReportRepo()`, and TypeScript
 * constructor parameters and fields (`constructor(private readonly users: UsersService)`, NestJS
 * injection). They are aliased to the class, so `repo.find(x)` is `ReportRepo.find` and
 * `this.users.find(x)` is `./users.service.UsersService.find`, followed like other project calls.
 * A name bound to two different classes in the file is left alone.
 */
function addInstances(source: string, m: Map<string, string>): void {
  const local = new Set([...source.matchAll(/\bclass\s+([A-Z][\w$]*)/g)].map((x) => x[1]));
  const isProject = (c: string) => local.has(c) || /^(?:\.{1,2}\/|@\/)/.test(m.get(c) ?? '');
  const found = new Map<string, string | null>();
  const note = (key: string, cls: string) => {
    if (!isProject(cls) || m.has(key)) return;
    const prev = found.get(key);
    found.set(key, prev === undefined || prev === cls ? cls : null);
  };
  for (const x of source.matchAll(
    /(?:const|let|var)\s+([\w$]+)\s*(?::\s*[\w$.<>]+\s*)?=\s*new\s+([A-Z][\w$]*)\s*[(<]/g,
  ))
    note(x[1], x[2]);
  for (const x of source.matchAll(/\bthis\.([\w$]+)\s*=\s*new\s+([A-Z][\w$]*)\s*[(<]/g))
    note('this.' + x[1], x[2]);
  for (const x of source.matchAll(
    /\b(?:private|public|protected|readonly)\s+(?:readonly\s+)?([\w$]+)\s*[?!]?\s*:\s*([A-Z][\w$]*)\s*[,)=;\n]/g,
  ))
    note('this.' + x[1], x[2]);
  for (const [k, c] of found) if (c) m.set(k, m.get(c) ?? c);
}

/**
 * Fields holding a function of an imported module: `this.run = exec` (exec from child_process) or
 * `this.run = require('child_process').exec`. `this.run(cmd)` then calls child_process.exec. A field
 * given two different functions in the file is left alone.
 */
function addHeldFunctions(source: string, m: Map<string, string>): void {
  const found = new Map<string, string | null>();
  for (const x of source.matchAll(
    /\bthis\.([\w$]+)\s*=\s*(?:require\(\s*['"]([^'"./][^'"]*)['"]\s*\)\s*\.\s*([\w$]+)|([\w$]+(?:\.[\w$]+)*))\s*(?=[;,)\n]|$)/g,
  )) {
    const key = 'this.' + x[1];
    if (m.has(key)) continue;
    let fn: string | undefined;
    if (x[2]) fn = `${modName(x[2])}.${x[3]}`;
    else {
      const head = x[4].split('.')[0];
      const a = m.get(head);
      if (a) fn = a + x[4].slice(head.length);
    }
    // a module member (`child_process.exec`), not a whole module or a project class
    if (!fn || !fn.includes('.') || /^\.|\/|^@\//.test(fn)) continue;
    const prev = found.get(key);
    found.set(key, prev === undefined || prev === fn ? fn : null);
  }
  for (const [k, fn] of found) if (fn) m.set(k, fn);
}

/** What a file holds that some front-end rules look for, computed once per file. */
interface FileFlags {
  message: boolean;
  client: boolean;
  /** A GraphQL schema is built here: `resolve:` keys are field resolvers. */
  graphql: boolean;
  /** Names the file exports (`module.exports = { a, b: c }`, `exports.x = f`, `export { a }`). */
  exported: Set<string>;
}
const fileFlags = new WeakMap<LowerCtx, FileFlags>();
function flagsOf(lw: LowerCtx): FileFlags {
  let f = fileFlags.get(lw);
  if (!f) {
    const src = lw.source;
    f = {
      message: /addEventListener\(\s*['"]message['"]|\bonmessage\b/.test(src),
      client: /\b(?:Query|Mutation|Subscription)\s*:|\bresolve\s*:|\.on\(\s*['"]/.test(src),
      graphql:
        /\bgraphql\b|apollo|\bbuildSchema\b|\bmakeExecutableSchema\b|\bGraphQL[A-Z]\w*\b|\btypeDefs\b/.test(
          src,
        ),
      exported: exportedNames(src),
    };
    fileFlags.set(lw, f);
  }
  return f;
}

/** Names a CommonJS or ES module exports, found by text. */
function exportedNames(src: string): Set<string> {
  const out = new Set<string>();
  if (!/\bexports?\b/.test(src)) return out;
  for (const m of src.matchAll(
    /\bmodule\.exports\s*=\s*(?:new\s+)?([A-Za-z_$][\w$]*)\s*(?:[;\n(]|$)/g,
  ))
    out.add(m[1]);
  for (const m of src.matchAll(
    /\b(?:module\.)?exports\.[\w$]+\s*=\s*([A-Za-z_$][\w$]*)\s*(?:[;\n]|$)/g,
  ))
    out.add(m[1]);
  for (const m of src.matchAll(/\bexport\s+default\s+([A-Za-z_$][\w$]*)\s*(?:[;\n]|$)/g))
    out.add(m[1]);
  for (const m of src.matchAll(/\bmodule\.exports\s*=\s*\{([^{}]*)\}/g)) {
    for (const part of m[1].split(',')) {
      const v = part
        .split(':')
        .pop()
        ?.trim()
        .replace(/^\.\.\.\s*/, '');
      if (v && /^[A-Za-z_$][\w$]*$/.test(v)) out.add(v);
    }
  }
  for (const m of src.matchAll(/\bexport\s*\{([^{}]*)\}/g)) {
    for (const part of m[1].split(',')) {
      const v = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (v && /^[A-Za-z_$][\w$]*$/.test(v)) out.add(v);
    }
  }
  // an exported object literal of this file (`const api = { run, merge }; module.exports = { ...api }`
  // or `module.exports = api`): its members are exported too
  for (const name of [...out]) {
    const lit = new RegExp(
      `\\b(?:const|let|var)\\s+${name.replace(/\$/g, '\\$')}\\s*=\\s*\\{([^{}]*)\\}`,
    ).exec(src);
    for (const part of lit?.[1].split(',') ?? []) {
      const v = part
        .split(':')
        .pop()
        ?.trim()
        .replace(/^\.\.\.\s*/, '');
      if (v && /^[A-Za-z_$][\w$]*$/.test(v)) out.add(v);
    }
  }
  return out;
}

const EXPORTS_LEFT = /^(?:module\.exports|exports)(?:\.[\w$]+)?$/;

/**
 * Whether a function is part of the module's public API: exported itself (`export function f`,
 * `module.exports = function`, `exports.f = ...`, a member of an exported object literal), named in
 * an export, or a public method (not `_x`/`#x`) of an exported class or of a prototype assigned to one.
 */
function isExported(fn: SgNode, name: string, flags: FileFlags): boolean {
  const p = fn.parent();
  if (!p) return false;
  const kind = p.kind();
  if (kind === 'export_statement') return true;
  if (
    name &&
    flags.exported.has(name) &&
    (fn.kind() === 'function_declaration' || kind === 'variable_declarator')
  )
    return true;
  if (kind === 'variable_declarator') return p.parent()?.parent()?.kind() === 'export_statement';
  if (kind === 'assignment_expression') {
    const left = p.field('left')?.text() ?? '';
    if (EXPORTS_LEFT.test(left)) return true;
    // a jQuery plugin (`$.fn.tooltip = function (options)`): the page's scripts call it with their options
    if (/^(?:\$|jQuery)\.fn\.[\w$]+$/.test(left)) return true;
    // `Parser.prototype.parse = function` of an exported constructor
    const proto = /^([A-Za-z_$][\w$]*)\.(?:prototype\.)?([\w$]+)$/.exec(left);
    return !!proto && flags.exported.has(proto[1]) && !proto[2].startsWith('_');
  }
  if (kind === 'pair' || fn.kind() === 'method_definition') {
    const holder = kind === 'pair' ? p.parent() : p;
    if (!holder || name.startsWith('_') || name.startsWith('#')) return false;
    if (holder.kind() === 'object') {
      let up = holder.parent();
      if (up?.kind() === 'parenthesized_expression') up = up.parent();
      // the API object an exported factory returns (`module.exports = (opts) => ({ run(cmd) {...} })`)
      const maker =
        up?.kind() === 'return_statement'
          ? enclosingFn(up)
          : up?.kind() === 'arrow_function'
            ? up
            : null;
      if (maker && isExported(maker, javascriptFrontEnd.nameOf(maker), flags)) return true;
      // a method of an object literal the module exports by name (`const api = { run(cmd) {...} }; module.exports = api`)
      if (
        up?.kind() === 'variable_declarator' &&
        flags.exported.has(up.field('name')?.text() ?? '')
      )
        return true;
      return up?.kind() === 'assignment_expression' &&
        EXPORTS_LEFT.test(up.field('left')?.text() ?? '')
        ? true
        : up?.kind() === 'export_statement';
    }
    if (holder.kind() === 'class_body' && fn.kind() === 'method_definition') {
      if (/^\s*(?:private|protected)\b/.test(fn.text()) || fn.text().startsWith('static #'))
        return false;
      const cls = holder.parent();
      if (!cls) return false;
      const cname = cls.field('name')?.text() ?? '';
      return (
        cls.parent()?.kind() === 'export_statement' ||
        (!!cname && flags.exported.has(cname)) ||
        (cls.parent()?.kind() === 'assignment_expression' &&
          EXPORTS_LEFT.test(cls.parent()?.field('left')?.text() ?? ''))
      );
    }
  }
  return false;
}

/**
 * Whether a value stored from a constructor's parameters is still text the caller chose: the
 * parameter or a field of it, a default (`opts.bin || 'convert'`), a string built with it, a merged
 * options object; not the result of another call (`this.child = spawn(opts.bin)` holds a process).
 */
function keepsValue(n: SgNode): boolean {
  let x = n;
  while (PASS.has(String(x.kind())) && x.namedChildren()[0]) x = x.namedChildren()[0];
  if (x.kind() === 'await_expression' || x.kind() === 'new_expression') return false;
  if (x.kind() !== 'call_expression') return true;
  const callee = x.field('function')?.text() ?? '';
  return /^(?:Object\.assign|String|path\.[\w$]+)$|\.(?:trim|toString|concat|join)$/.test(callee);
}

function enclosingFn(n: SgNode): SgNode | null {
  for (let p = n.parent(); p; p = p.parent()) if (FN_SET.has(String(p.kind()))) return p;
  return null;
}

/** A receiver field set from constructor parameters: what the finding says, and where (`file` when another file's class set it). */
type Held = { note: string; loc: Loc; file?: string };

/**
 * Local names of the classes a class heritage names as parent: `extends Base`, and the classes a
 * mixin is applied to (`extends withLogging(Base)`, `extends mix(Base, Other)`), in order.
 */
function heritageParents(text: string): string[] {
  const one = /^\s*extends\s+([A-Za-z_$][\w$]*)\s*(?:$|[{<]|implements\b)/.exec(text);
  if (one) return [one[1]];
  const mixin = /^\s*extends\s+[A-Za-z_$][\w$.]*\s*\(([^()]*)\)\s*(?:$|[{<]|implements\b)/.exec(
    text,
  );
  return (mixin?.[1] ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter((a) => /^[A-Za-z_$][\w$]*$/.test(a));
}

/** Receiver fields set from constructor parameters, by the constructor's offset, per file. */
const ctorCache = new WeakMap<LowerCtx, Map<number, Map<string, Held> | null>>();

/** Whether the file has a `params.callbacks` entry naming its parameter by convention (`as: ctx`). */
const renamesIn = new WeakMap<LowerCtx, boolean>();

/**
 * The name an identifier is read under: a handler's own name for a parameter that a callbacks entry
 * calls by its conventional name (Koa's `context` read as `ctx`), in that handler and its closures.
 */
function renamedParam(n: SgNode, lw: LowerCtx): string {
  const t = n.text();
  let on = renamesIn.get(lw);
  if (on === undefined)
    renamesIn.set(
      lw,
      (on = !!lw.params.callbacks?.some(
        (c) => (c.as || c.names?.length) && mayHandOn(c, lw.source),
      )),
    );
  if (!on) return t;
  let byFn = renamesByFn.get(lw);
  if (!byFn) renamesByFn.set(lw, (byFn = new Map()));
  for (let f = enclosingFn(n); f; f = enclosingFn(f)) {
    const at = f.range().start.index;
    let names = byFn.get(at);
    if (names === undefined) byFn.set(at, (names = paramRenames(f, lw)));
    const as = names?.get(t);
    if (as) return as;
  }
  return t;
}

/**
 * Whether a file's text may hold a handler of a callbacks entry: its `whenFile` matches, one of its
 * calls is written (`createServer(`, `on(`) and so is its first argument (`'request'`). Renaming is
 * looked up for each identifier read, so files without such a call skip it.
 */
function mayHandOn(
  c: NonNullable<LowerCtx['params']['callbacks']>[number],
  source: string,
): boolean {
  if (c.whenFile && !new RegExp(c.whenFile, 'm').test(source)) return false;
  if (!c.calls.some((p) => source.includes((p.split('.').pop() ?? p) + '('))) return false;
  return !c.firstArg || new RegExp(c.firstArg.replace(/^\^|\$$/g, '')).test(source);
}

/** The renamed parameters of each function of a file, by the function's offset (see renamedParam). */
const renamesByFn = new WeakMap<LowerCtx, Map<number, Map<string, string> | null>>();

/** Parameter name → conventional name, for a handler a callbacks entry names (null for none). */
function paramRenames(f: SgNode, lw: LowerCtx): Map<string, string> | null {
  const cb = callbackOf(f, lw);
  if (!cb || !(cb.as || cb.names?.length)) return null;
  const ps = f.field('parameters') ?? f.field('parameter');
  const list =
    ps?.kind() === 'formal_parameters'
      ? ps.namedChildren().filter((c) => c.kind() !== 'comment')
      : ps
        ? [ps]
        : [];
  let out: Map<string, string> | null = null;
  for (let i = 0; i < list.length; i++) {
    const pat = list[i].field('pattern') ?? list[i];
    const as = pat.kind() === 'identifier' ? conventionalName(cb, i) : undefined;
    if (as && !out?.has(pat.text())) (out ??= new Map()).set(pat.text(), as);
  }
  return out;
}

/** The conventional name a callbacks entry gives parameter `i` of its handler (`as`, `names`). */
function conventionalName(
  cb: NonNullable<LowerCtx['params']['callbacks']>[number],
  i: number,
): string | undefined {
  if (cb.as && cb.param === i) return cb.as;
  return cb.names?.[i] || undefined;
}

/** Parameter types of request objects (`req: Request`, `incoming: http.IncomingMessage`): `params.requestTypes` of the specification. */
const requestTypeCache = new WeakMap<object, RegExp | null>();
function requestTypeRe(lw: LowerCtx): RegExp | null {
  const p = lw.params;
  let re = requestTypeCache.get(p);
  if (re === undefined) {
    const names = p.requestTypes ?? [];
    re = names.length
      ? new RegExp(
          `^:\\s*(?:[\\w$]+\\.)?(?:${names.map((n) => n.replace(/\$/g, '\\$')).join('|')})\\b(?!\\.)`,
        )
      : null;
    requestTypeCache.set(p, re);
  }
  return re;
}

class JsLower {
  private top = false;
  private redirectRet = false;
  /** Receiver fields set by the constructor from its parameters, by name (see ctorFields). */
  private recvFields: Map<string, Held> | null = null;
  constructor(private readonly lw: LowerCtx) {}

  fn(node: SgNode, name: string): FnIR {
    if (node.kind() === 'program') {
      // top-level code; named functions are reached through lookups, not lowered here
      this.top = true;
      return { name: '<top>', params: [], body: this.block(node), loc: this.lw.loc(node) };
    }
    const params: string[] = [];
    const pre: Stmt[] = [];
    const nestSources: number[] = [];
    const ps = node.field('parameters') ?? node.field('parameter');
    if (ps) {
      const list =
        ps.kind() === 'formal_parameters'
          ? ps.children().filter((c) => c.isNamed() && c.kind() !== 'comment')
          : [ps];
      // React components: props (and state set from data) reach `dangerouslySetInnerHTML` as HTML
      const component =
        /^[A-Z]/.test(name) &&
        !/\bsearchParams\b/.test(ps.text()) &&
        node.text().includes('dangerouslySetInnerHTML');
      // `window.addEventListener('message', (e) => ...)`: the event comes from any window unless its origin is checked
      const message = this.messageHandler(node);
      const clientParam = this.clientParam(node);
      // a function handed to a call the specification names (`.mutation(({ input }) => ...)`)
      const cb = callbackOf(node, this.lw);
      list.forEach((p, i) => {
        // NestJS: @Query() / @Param() / @Body() parameters come from the request
        const deco = p.namedChildren().find((c) => c.kind() === 'decorator');
        if (
          deco &&
          /^@\s*(Query|Param|Body|Headers|Req|Request|Cookies|UploadedFile|Args|MessageBody)\b/.test(
            deco.text(),
          )
        )
          nestSources.push(i);
        let pat = p.field('pattern') ?? p;
        // a parameter typed as a request object holds request data whatever its name
        const typed = p.field('type');
        if (
          typed &&
          requestTypeRe(this.lw)?.test(typed.text()) &&
          pat.kind() === 'identifier' &&
          !/^(?:req|request|ctx)$/.test(pat.text())
        )
          nestSources.push(i);
        if (pat.kind() === 'assignment_pattern') pat = pat.field('left') ?? pat;
        if (pat.kind() === 'rest_pattern') pat = pat.namedChildren()[0] ?? pat;
        // `({ params, query }, res) => ...`: the destructured request of an Express handler
        const reqPat =
          i === 0 &&
          list.length >= 2 &&
          pat.kind() === 'object_pattern' &&
          /^\{\s*(?:(?:params|query|body|headers|cookies|file|files)\b[^{}]*)+\}$/.test(pat.text());
        // Koa's context under another name (`async (context) => ...`) is read as `ctx`
        const asName = cb && pat.kind() === 'identifier' ? conventionalName(cb, i) : undefined;
        const pn = asName ?? (pat.kind() === 'identifier' ? pat.text() : reqPat ? 'req' : `$p${i}`);
        params.push(pn);
        const at = this.lw.loc(p);
        if (i === 0 && (component || message)) {
          const src: Expr = {
            k: 'call',
            callee: message ? '__messageEvent' : '__reactProps',
            name: '',
            args: [],
            loc: at,
          };
          pre.push({
            k: 'assign',
            to: { k: 'var', name: pn, loc: at },
            e: message ? src : this.onlyXss(src, at),
            loc: at,
          });
        }
        if (i === clientParam)
          pre.push({
            k: 'assign',
            to: { k: 'var', name: pn, loc: at },
            e: { k: 'call', callee: '__clientData', name: '', args: [], loc: at },
            loc: at,
          });
        if (pat.kind() !== 'identifier')
          this.destructure(pat, { k: 'var', name: pn, loc: at }, pre);
        if (cb?.as || (cb?.names && cb.param === undefined)) {
          // the sources and sinks named on the conventional name apply
        } else if (cb && (cb.param ?? 'all') === 'all') nestSources.push(i);
        else if (cb && cb.param === i) {
          // only one field holds client data (`input`): a destructured one is the source, else the parameter
          const local = cb.field ? this.patternField(pat, cb.field) : undefined;
          if (local)
            pre.push({
              k: 'assign',
              to: { k: 'var', name: local, loc: at },
              e: { k: 'call', callee: '__clientData', name: '', args: [], loc: at },
              loc: at,
            });
          else if (!cb.field || pat.kind() === 'identifier') nestSources.push(i);
        }
      });
    }
    const body = node.field('body');
    let stmts: Stmt[] = [];
    // NestJS `@Redirect()` handlers redirect to the `url` of the object they return
    const saveRedirect = this.redirectRet;
    this.redirectRet = false;
    if (node.kind() === 'method_definition') {
      for (let d = node.prev(); d && d.kind() === 'decorator'; d = d.prev())
        if (/^@\s*Redirect\b/.test(d.text())) this.redirectRet = true;
    }
    // the fields the constructor of an exported class set from its parameters, read in its methods
    // (and in the arrow functions inside them, which share `this`)
    const saveFields = this.recvFields;
    if (node.kind() === 'method_definition' || node.parent()?.kind() === 'assignment_expression')
      this.recvFields = this.ctorFields(node);
    else if (node.kind() !== 'arrow_function') this.recvFields = null;
    if (body) {
      if (body.kind() === 'statement_block') stmts = this.block(body);
      else stmts = this.returned(this.expr(body), this.lw.loc(body));
    }
    this.recvFields = saveFields;
    this.redirectRet = saveRedirect;
    const ir: FnIR = { name, params, body: [...pre, ...stmts], loc: this.lw.loc(node) };
    if (isExported(node, name, flagsOf(this.lw))) {
      ir.exported = true;
      // server actions (`'use server'`): clients call them with arguments of their choosing
      if (this.lw.params.exportedIn?.some((re) => new RegExp(re, 'm').test(this.lw.source)))
        params.forEach((_, i) => nestSources.push(i));
    }
    // find-my-way / router `on(method, path, (req, res, params) => ...)`: the route parameters
    const rp = this.routeParams(node);
    if (rp >= 0 && rp < params.length) nestSources.push(rp);
    // find-my-way 7+: `(req, res, params, store, searchParams)`, the parsed query string
    if (rp === 2 && params.length > 4) nestSources.push(4);
    // handlers named by the specification (Next.js route handlers `GET`, `getServerSideProps`): the
    // request and the route context come from the client
    if (
      name &&
      this.lw.params.handlers?.some(
        (h) => !h.classes && h.methods && new RegExp(h.methods).test(name),
      )
    )
      ir.sourceParams = Object.fromEntries(params.map((_, i) => [i, 'http-request']));
    // Next.js pages receive the query string as `searchParams` (and route segments as `params`)
    const nextProps = params
      .map((p, i) => (/^\$p\d+$/.test(p) && /\bsearchParams\b/.test(ps?.text() ?? '') ? i : -1))
      .filter((i) => i >= 0);
    for (const i of [...nestSources, ...nextProps]) (ir.sourceParams ??= {})[i] = 'http-request';
    const strs = stringParamsOf(node, ps, params);
    if (strs.length) ir.stringParams = strs;
    return ir;
  }

  /** A return of `v` (a statement, or the body of an arrow written as an expression). */
  private returned(v: Expr | undefined, loc: Loc): Stmt[] {
    // NestJS `@Redirect()` handlers redirect to the `url` of the object they return
    if (v && this.redirectRet)
      return [
        {
          k: 'expr',
          e: {
            k: 'call',
            callee: '__nestRedirect',
            name: '__nestRedirect',
            args: [v.k === 'obj' ? (v.entries.find((x) => x[0] === 'url')?.[1] ?? lit(null)) : v],
            loc,
          },
        },
        { k: 'ret', e: v, loc },
      ];
    // handler factories (`return (req, res, next) => {...}`): the returned function is analysed
    // here too, with the factory's variables in scope, as a callback would be
    if (v?.k === 'fn' && v.fn.params.some((p) => /^(?:req|request|ctx|context|_req|\$p0)$/.test(p)))
      return [runsHere(v, loc), { k: 'ret', e: v, loc }];
    return [{ k: 'ret', e: v, loc }];
  }

  /**
   * Whether a replace call runs in a loop that repeats while its subject still holds a parent step
   * (`while (p.includes('..'))`, `do { ... } while (p.indexOf('../') >= 0)`).
   */
  private stripLoop(call: SgNode, subject: string): boolean {
    if (!/^[\w$.]+$/.test(subject)) return false;
    for (let p = call.parent(); p && !FN_SET.has(String(p.kind())); p = p.parent()) {
      if (p.kind() !== 'while_statement' && p.kind() !== 'do_statement') continue;
      const c = p.field('condition')?.text() ?? '';
      return (
        c.includes(subject) &&
        /\.\./.test(c) &&
        /\b(?:indexOf|includes|test|search)\b|\.\.[/\\]*['"`/]\s*\)/.test(c)
      );
    }
    return false;
  }

  /**
   * Whether a regex literal, `new RegExp(/literal/, flags)` or a local bound once to one of them
   * matches only word characters, `@`, `#` and `-`: its parts are literal letters, digits, `_`, `@`, `#`, `-`,
   * `\d`, `\w`, classes of those, groups, alternatives, anchors and quantifiers.
   */
  private wordPattern(n: SgNode, depth = 0): boolean {
    if (n.kind() === 'regex') {
      const body = n.field('pattern')?.text() ?? '';
      const atom = String.raw`(?:[\w@#-]|\\[dwb]|\[(?:[\w@]|\\[dw]|-)+\]|\((?:\?:)?|\)|\||\^|\$)`;
      const quant = String.raw`(?:[*+?]|\{\d+(?:,\d*)?\})?\??`;
      return body.length > 0 && new RegExp(`^(?:${atom}${quant})+$`).test(body);
    }
    if (n.kind() === 'new_expression' && n.field('constructor')?.text() === 'RegExp') {
      const a = n.field('arguments')?.namedChildren()[0];
      return !!a && a.kind() === 'regex' && this.wordPattern(a, depth);
    }
    if (n.kind() !== 'identifier' || depth > 0) return false;
    let fn: SgNode | null = n.parent();
    while (fn && !FN_SET.has(String(fn.kind())) && fn.kind() !== 'program') fn = fn.parent();
    if (!fn) return false;
    const esc = n.text().replace(/\$/g, '\\$');
    const decls = fn.findAll({
      rule: { kind: 'variable_declarator', has: { field: 'name', regex: `^${esc}$` } },
    } as never);
    const writes = fn.findAll({
      rule: { kind: 'assignment_expression', has: { field: 'left', regex: `^${esc}$` } },
    } as never);
    const v = decls.length === 1 && !writes.length ? decls[0].field('value') : null;
    return !!v && this.wordPattern(v, depth + 1);
  }

  /** The local bound to field `field` by an object pattern (`{ input }`, `{ input: data }`). */
  private patternField(pat: SgNode, field: string): string | undefined {
    if (pat.kind() !== 'object_pattern') return undefined;
    for (const c of pat.namedChildren()) {
      if (c.kind() === 'shorthand_property_identifier_pattern' && c.text() === field) return field;
      if (
        c.kind() === 'pair_pattern' &&
        c.field('key')?.text() === field &&
        c.field('value')?.kind() === 'identifier'
      )
        return c.field('value')!.text();
    }
    return undefined;
  }

  /** A value that is tainted for HTML sinks only (component props and state). */
  onlyXss(e: Expr, loc: Loc): Expr {
    return { k: 'call', callee: '__onlyXss', name: '', args: [e], loc };
  }

  /**
   * Fields of `this` a public method reads that the constructor set from its own parameters
   * (`constructor(opts) { this.bin = opts.bin }`, `function Tool(opts) { this.bin = opts.bin }` with
   * `Tool.prototype.run`): the caller who built the object chose them, as it chooses the method's
   * arguments. TypeScript parameter properties (`constructor(private cmd: string)`) count too.
   */
  ctorFields(node: SgNode): Map<string, Held> | null {
    let ctor: SgNode | null = null;
    let cls = '';
    const p = node.parent();
    const flags = flagsOf(this.lw);
    if (node.kind() === 'method_definition' && p?.kind() === 'class_body') {
      if (/^(?:static|constructor)\b/.test(node.text())) return null;
      const c = p.parent();
      const up = c?.parent();
      const exported =
        up?.kind() === 'export_statement' ||
        flags.exported.has(c?.field('name')?.text() ?? '\0') ||
        (up?.kind() === 'assignment_expression' &&
          EXPORTS_LEFT.test(up.field('left')?.text() ?? ''));
      if (!exported || !c) return null;
      let cache = ctorCache.get(this.lw);
      if (!cache) ctorCache.set(this.lw, (cache = new Map()));
      const key = c.range().start.index;
      let found = cache.get(key);
      if (found === undefined)
        cache.set(key, (found = this.classFields(c, c.field('name')?.text() ?? '', 0)));
      return found;
    } else if (p?.kind() === 'assignment_expression') {
      const m = /^([A-Za-z_$][\w$]*)\.prototype\.[\w$]+$/.exec(p.field('left')?.text() ?? '');
      if (!m || !flags.exported.has(m[1])) return null;
      cls = m[1];
      let root: SgNode = p;
      while (root.parent()) root = root.parent()!;
      for (const c of root.children()) {
        const d =
          c.kind() === 'function_declaration'
            ? c
            : c.kind() === 'variable_declaration' || c.kind() === 'lexical_declaration'
              ? c
                  .children()
                  .find(
                    (v) => v.kind() === 'variable_declarator' && v.field('name')?.text() === cls,
                  )
                  ?.field('value')
              : null;
        if (
          d &&
          (d.kind() === 'function_declaration'
            ? d.field('name')?.text() === cls
            : FN_SET.has(String(d.kind())))
        ) {
          ctor = d;
          break;
        }
      }
    }
    if (!ctor) return null;
    let cache = ctorCache.get(this.lw);
    if (!cache) ctorCache.set(this.lw, (cache = new Map()));
    const key = ctor.range().start.index;
    let found = cache.get(key);
    if (found === undefined) cache.set(key, (found = this.ctorFieldsOf(ctor, cls)));
    return found;
  }

  /**
   * The constructor fields of every named class of the file (with those of parents in the file), by
   * class name, for subclasses in other files; `default` for the class the file exports whole
   * (`export default class`, `module.exports = Step`).
   */
  fileClassFields(root: SgNode): Record<string, Record<string, Omit<FieldSite, 'file'>>> {
    const out: Record<string, Record<string, Omit<FieldSite, 'file'>>> = {};
    const whole =
      /\bmodule\.exports\s*=\s*([A-Za-z_$][\w$]*)\s*;?\s*$/m.exec(this.lw.source)?.[1] ?? '';
    for (const kind of ['class_declaration', 'class', 'abstract_class_declaration']) {
      let found: SgNode[];
      try {
        found = root.findAll({ rule: { kind } });
      } catch {
        continue;
      }
      for (const c of found) {
        const name = c.field('name')?.text() ?? '';
        if (!name) continue;
        const fields = this.classFields(c, name, 0);
        if (!fields?.size) continue;
        const rec: Record<string, Omit<FieldSite, 'file'>> = {};
        for (const [k, v] of fields)
          if (!v.file) rec[k] = { line: v.loc.line, col: v.loc.col, code: v.loc.code };
        out[name] = rec;
        if (name === whole || c.parent()?.text().startsWith('export default')) out.default = rec;
      }
    }
    return out;
  }

  /**
   * Constructor fields of a class, with those its parent's constructor set from what the class's own
   * constructor handed to `super(...)` (`constructor(opts) { super(opts) }`, or no constructor at all,
   * which passes its arguments on). A field the class's constructor sets again itself is its own. The
   * parent, or the base class a mixin is applied to, is a class of the same file or, in pass 2, one
   * imported from another file of the project (LowerCtx.importedClassFields).
   */
  private classFields(c: SgNode, cls: string, depth: number): Map<string, Held> | null {
    const ctor =
      c
        .field('body')
        ?.children()
        .find(
          (m) => m.kind() === 'method_definition' && m.field('name')?.text() === 'constructor',
        ) ?? null;
    const own = ctor ? this.ctorFieldsOf(ctor, cls) : null;
    const parentNames = heritageParents(
      c
        .children()
        .find((h) => h.kind() === 'class_heritage')
        ?.text() ?? '',
    );
    if (!parentNames.length || depth > 3) return own;
    let forwards = !ctor;
    // `super({ repo: opts.repo })`: only the keys of the object handed on carry the caller's values
    let passed: Set<string> | null = null;
    if (ctor) {
      const names = this.paramNames(ctor);
      const re = names.size ? this.namesRe(names) : null;
      const args = re
        ? ctor
            .findAll({
              rule: { kind: 'call_expression', has: { field: 'function', kind: 'super' } },
            })
            .filter((call) => enclosingFn(call)?.range().start.index === ctor.range().start.index)
            .flatMap((call) => call.field('arguments')?.namedChildren() ?? [])
            .filter((a) => re.test(a.text()) && keepsValue(a))
        : [];
      forwards = args.length > 0;
      if (
        forwards &&
        args.every(
          (a) => a.kind() === 'object' && !a.children().some((p) => p.kind() === 'spread_element'),
        )
      ) {
        passed = new Set();
        for (const a of args)
          for (const p of a.namedChildren()) {
            const k = (p.field('key') ?? (p.kind() === 'shorthand_property_identifier' ? p : null))
              ?.text()
              .replace(/^['"]|['"]$/g, '');
            const v = p.field('value') ?? p;
            if (k && re!.test(v.text())) passed.add(k);
          }
      }
    }
    if (!forwards) return own;
    let root: SgNode = c;
    while (root.parent()) root = root.parent()!;
    const classes = ['class_declaration', 'class', 'abstract_class_declaration'].flatMap((kind) => {
      try {
        return root.findAll({ rule: { kind } });
      } catch {
        return []; // `abstract_class_declaration` is a kind of the TypeScript grammar only
      }
    });
    // the parent class, or the base a mixin is applied to (`extends withLogging(Base)`): a class of
    // this file, else one imported from another file of the project (pass 2)
    let inherited: Map<string, Held> | null = null;
    for (const parentName of parentNames) {
      const parent = classes.find(
        (k) =>
          k.field('name')?.text() === parentName && k.range().start.index !== c.range().start.index,
      );
      if (parent) inherited = this.classFields(parent, cls, depth + 1);
      else {
        const sites = this.lw.importedClassFields?.(parentName);
        if (sites) {
          inherited = new Map();
          for (const [field, at] of Object.entries(sites))
            inherited.set(field, {
              note: `field '${field}' set from the constructor of exported class ${cls || '(anonymous)'}`,
              loc: { line: at.line, col: at.col, code: at.code },
              file: at.file,
            });
        }
      }
      if (inherited?.size) break;
    }
    if (!inherited?.size) return own;
    const out = new Map(inherited);
    // a parent field the handed-on object gives no value for (`this.script = options.script`) is the parent's own
    if (passed) {
      const keys = passed;
      for (const [k, v] of out) {
        const rhs = v.loc.code.slice(v.loc.code.indexOf('=') + 1);
        if (
          k !== '*' &&
          ![...keys].some((key) =>
            new RegExp(`(?<![\\w$])${key.replace(/[^\w]/g, '\\$&')}(?![\\w$])`).test(rhs),
          )
        )
          out.delete(k);
      }
    }
    // `super(opts); this.cmd = 'ls'`: the class's own value replaces the parent's
    if (ctor)
      for (const a of ctor.field('body')?.findAll({ rule: { kind: 'assignment_expression' } }) ??
        []) {
        const left = a.field('left');
        if (
          left?.kind() === 'member_expression' &&
          left.field('object')?.kind() === 'this' &&
          enclosingFn(a)?.range().start.index === ctor.range().start.index
        )
          out.delete(left.field('property')?.text() ?? '');
      }
    for (const [k, v] of own ?? []) out.set(k, v);
    return out;
  }

  /** Names a function's parameters bind, destructured ones included. */
  private paramNames(fn: SgNode): Set<string> {
    const names = new Set<string>();
    for (const prm of fn.field('parameters')?.namedChildren() ?? []) {
      if (prm.kind() === 'comment') continue;
      const pat = prm.field('pattern') ?? prm;
      for (const id of [
        pat,
        ...pat.findAll({ rule: { kind: 'identifier' } }),
        ...pat.findAll({ rule: { kind: 'shorthand_property_identifier_pattern' } }),
      ])
        if (id.kind() === 'identifier' || id.kind() === 'shorthand_property_identifier_pattern')
          names.add(id.text());
    }
    return names;
  }

  private namesRe(names: Set<string>): RegExp {
    return new RegExp(
      `(?<![\\w$.])(?:${[...names].map((n) => n.replace(/\$/g, '\\$')).join('|')})(?![\\w$])`,
    );
  }

  private ctorFieldsOf(ctor: SgNode, cls: string): Map<string, Held> | null {
    const body = ctor.field('body');
    const ps = ctor.field('parameters');
    if (!body || !ps) return null;
    const names = this.paramNames(ctor);
    const out = new Map<string, Held>();
    const add = (field: string, at: SgNode) => {
      if (!field || out.has(field)) return;
      out.set(field, {
        note: `field '${field}' set from the constructor of exported class ${cls || '(anonymous)'}`,
        loc: this.lw.loc(at),
      });
    };
    for (const prm of ps.namedChildren()) {
      if (prm.kind() === 'comment') continue;
      const pat = prm.field('pattern') ?? prm;
      // a parameter property holding text (`private cmd: string`); one typed by a class is an
      // injected service (`private readonly http: HttpService`), not data
      if (
        /^(?:public|private|protected|readonly)\s/.test(prm.text()) &&
        pat.kind() === 'identifier' &&
        /^[^:]*(?::\s*(?:string|any|unknown)(?:\[\])?\s*)?(?:=[^]*)?$/.test(prm.text())
      )
        add(pat.text(), prm);
    }
    if (!names.size) return out;
    const re = this.namesRe(names);
    for (const a of body.findAll({ rule: { kind: 'assignment_expression' } })) {
      const left = a.field('left');
      const right = a.field('right');
      if (left?.kind() !== 'member_expression' || left.field('object')?.kind() !== 'this' || !right)
        continue;
      if (enclosingFn(a)?.range().start.index !== ctor.range().start.index) continue;
      if (re.test(right.text()) && keepsValue(right)) add(left.field('property')?.text() ?? '', a);
    }
    // `Object.assign(this, options)`: every field is one the caller may have given (`*`)
    for (const c of body.findAll({
      rule: { kind: 'call_expression', has: { field: 'function', regex: '^Object\\.assign$' } },
    })) {
      const args = c.field('arguments')?.namedChildren() ?? [];
      if (
        args[0]?.kind() === 'this' &&
        args.slice(1).some((a) => re.test(a.text())) &&
        enclosingFn(c)?.range().start.index === ctor.range().start.index
      )
        add('*', c);
    }
    return out;
  }

  /**
   * Parameters holding client data in callbacks: GraphQL resolvers (`Query: { user: (parent, args) => ... }`,
   * `resolve(parent, args)`) and socket events (`socket.on('chat', (data) => ...)`). -1 when none.
   */
  clientParam(fn: SgNode): number {
    if (!flagsOf(this.lw).client) return -1;
    const p = fn.parent();
    if (!p) return -1;
    if (fn.kind() === 'method_definition') {
      // `Query: { user(parent, args) {...} }`
      const obj = p.kind() === 'object' ? p : null;
      const key = obj?.parent()?.kind() === 'pair' ? obj.parent()?.field('key')?.text() : undefined;
      return key && /^['"]?(Query|Mutation|Subscription)['"]?$/.test(key) ? 1 : -1;
    }
    if (p.kind() === 'pair') {
      const key = p.field('key')?.text() ?? '';
      // a `resolve` key is a field resolver only where a GraphQL schema is built (not dns-style `resolve(hostname)`)
      if (key === 'resolve') return flagsOf(this.lw).graphql ? 1 : -1;
      const gp = p.parent()?.parent();
      if (
        gp?.kind() === 'pair' &&
        /^['"]?(Query|Mutation|Subscription)['"]?$/.test(gp.field('key')?.text() ?? '')
      )
        return 1;
      return -1;
    }
    if (p.kind() === 'arguments') {
      const f = p.parent()?.field('function');
      const ev = p.namedChildren()[0];
      if (
        f?.kind() === 'member_expression' &&
        f.field('property')?.text() === 'on' &&
        /(?:^|\.)(?:socket|client|ws|conn|connection)$/i.test(f.field('object')?.text() ?? '') &&
        ev?.kind() === 'string' &&
        !/^['"](connection|connect|disconnect|disconnecting|error|close|open|ping|pong)['"]$/.test(
          ev.text(),
        )
      )
        return 0;
    }
    return -1;
  }

  /** find-my-way's `router.on('GET', '/p/:id', (req, res, params) => ...)`: index of the params argument, or -1. */
  routeParams(fn: SgNode): number {
    const p = fn.parent();
    if (p?.kind() !== 'arguments') return -1;
    const args = p.namedChildren();
    if (args.length < 3 || args[2].range().start.index !== fn.range().start.index) return -1;
    const f = p.parent()?.field('function');
    if (f?.kind() !== 'member_expression' || f.field('property')?.text() !== 'on') return -1;
    return /^['"`](?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)['"`]$|^\[/.test(args[0].text())
      ? 2
      : -1;
  }

  /** `addEventListener('message', fn)` / `onmessage = fn` handlers whose body does not check the origin. */
  messageHandler(fn: SgNode): boolean {
    if (!flagsOf(this.lw).message) return false;
    const p = fn.parent();
    if (!p) return false;
    let ok = false;
    if (p.kind() === 'arguments') {
      const call = p.parent();
      const f = call?.field('function');
      ok =
        !!f &&
        /(?:^|\.)addEventListener$/.test(f.text()) &&
        /^['"]message['"]/.test(p.namedChildren()[0]?.text() ?? '');
    } else if (p.kind() === 'assignment_expression')
      ok = /(?:^|\.)onmessage$/.test(p.field('left')?.text() ?? '');
    else if (fn.kind() === 'function_declaration' || p.kind() === 'variable_declarator') {
      // a named handler: `window.addEventListener('message', onMessage)`
      const name = (fn.field('name') ?? p.field('name'))?.text();
      const src = this.lw.source;
      if (name && /^[\w$]+$/.test(name)) {
        ok = new RegExp(
          `addEventListener\\(\\s*['"]message['"]\\s*,\\s*${name.replace(/\$/g, '\\$')}\\b|onmessage\\s*=\\s*${name.replace(/\$/g, '\\$')}\\b`,
        ).test(src);
      }
    }
    return ok && !/\.origin\b/.test(fn.text());
  }

  block(n: SgNode | null): Stmt[] {
    if (!n) return [];
    if (
      n.kind() !== 'statement_block' &&
      n.kind() !== 'program' &&
      n.kind() !== 'switch_case' &&
      n.kind() !== 'switch_default'
    )
      return this.stmt(n);
    const out: Stmt[] = [];
    for (const c of n.namedChildren()) out.push(...this.stmt(c));
    return out;
  }

  stmt(n: SgNode): Stmt[] {
    switch (n.kind()) {
      case 'expression_statement': {
        const e = n.namedChildren()[0];
        return e ? this.exprStmt(e) : [];
      }
      case 'lexical_declaration':
      case 'variable_declaration': {
        const out: Stmt[] = [];
        for (const d of n.namedChildren()) {
          if (d.kind() !== 'variable_declarator') continue;
          const name = d.field('name');
          const value = d.field('value');
          if (!name) continue;
          let v = value ? this.expr(value) : lit(null);
          // React `const [html, setHtml] = useState(...)` with `setHtml(data)` somewhere: HTML from data
          if (
            v.k === 'call' &&
            /(?:^|\.)useState$/.test(v.callee) &&
            name.kind() === 'array_pattern'
          ) {
            const setter = name.namedChildren()[1]?.text();
            if (
              setter &&
              /^[\w$]+$/.test(setter) &&
              new RegExp(
                `(?<![\\w$.])${setter.replace(/\$/g, '\\$')}\\(\\s*(?![\\s'"\`)\\d]|true\\b|false\\b|null\\b|\\[\\s*\\]|\\{\\s*\\})`,
              ).test(this.lw.source)
            ) {
              const at = this.lw.loc(d);
              v = {
                k: 'arr',
                items: [
                  this.onlyXss(
                    { k: 'call', callee: '__reactProps', name: '', args: [], loc: at },
                    at,
                  ),
                ],
              };
            }
          }
          if (name.kind() === 'identifier')
            out.push({
              k: 'assign',
              to: { k: 'var', name: name.text(), loc: this.lw.loc(name) },
              e: v,
              loc: this.lw.loc(d),
            });
          else this.destructure(name, v, out);
        }
        return out;
      }
      case 'return_statement': {
        const e = n.namedChildren()[0];
        return this.returned(e ? this.expr(e) : undefined, this.lw.loc(n));
      }
      case 'throw_statement':
        return [{ k: 'expr', e: this.expr(n.namedChildren()[0]) }, { k: 'throw' }];
      case 'break_statement':
        return [{ k: 'break' }];
      case 'continue_statement':
        return [{ k: 'continue' }];
      case 'statement_block':
        return this.block(n);
      case 'if_statement': {
        const alt = n.field('alternative');
        const altBody = alt ? (alt.kind() === 'else_clause' ? alt.namedChildren()[0] : alt) : null;
        return [
          {
            k: 'if',
            c: this.expr(n.field('condition')!),
            then: this.block(n.field('consequence')),
            else: altBody ? this.block(altBody) : [],
          },
        ];
      }
      case 'for_in_statement': {
        const left = n.field('left');
        const right = n.field('right');
        const body: Stmt[] = [];
        if (left && right) {
          const el = elementOf(this.expr(right), this.lw.loc(right));
          if (left.kind() === 'identifier')
            body.push({
              k: 'assign',
              to: { k: 'var', name: left.text(), loc: this.lw.loc(left) },
              e: el,
              loc: this.lw.loc(n),
            });
          else this.destructure(left, el, body);
        }
        body.push(...this.block(n.field('body')));
        return [{ k: 'loop', body }];
      }
      case 'for_statement': {
        const init = n.field('initializer');
        const cond = n.field('condition');
        const inc = n.field('increment');
        const body = this.block(n.field('body'));
        if (inc) body.push(...this.exprStmt(inc));
        return [...(init ? this.stmt(init) : []), { k: 'loop', body }];
        void cond;
      }
      case 'while_statement':
        return [lowerWhile(n, this)];
      case 'do_statement':
        return runsOnceThenLoops(this.block(n.field('body')));
      case 'switch_statement':
        return [lowerSwitch(n, SWITCH, this)];
      case 'try_statement':
        return lowerTry(n, TRY, this);
      case 'function_declaration':
      case 'generator_function_declaration': {
        if (this.top && n.parent()?.kind() === 'program') return [];
        const nm = n.field('name');
        return nm
          ? [
              {
                k: 'assign',
                to: { k: 'var', name: nm.text(), loc: this.lw.loc(nm) },
                e: { k: 'fn', fn: this.fn(n, nm.text()) },
                loc: this.lw.loc(n),
              },
            ]
          : [];
      }
      case 'labeled_statement':
        return this.stmt(n.field('body') ?? n.namedChildren()[1]);
      case 'export_statement': {
        const d = n.field('declaration') ?? n.namedChildren().find((c) => c.kind() !== 'comment');
        return d && !this.top ? this.stmt(d) : [];
      }
      case 'comment':
      case 'empty_statement':
      case 'class_declaration':
      case 'import_statement':
        return [];
      default:
        if (String(n.kind()).endsWith('_declaration') || String(n.kind()).endsWith('_statement'))
          return [];
        return this.exprStmt(n);
    }
  }

  exprStmt(n: SgNode): Stmt[] {
    const k = String(n.kind());
    if (k === 'assignment_expression') {
      const l = n.field('left')!;
      const r = this.expr(n.field('right')!);
      if (l.kind() === 'object_pattern' || l.kind() === 'array_pattern') {
        const out: Stmt[] = [];
        this.destructure(l, r, out);
        return out;
      }
      return [{ k: 'assign', to: this.expr(l), e: r, loc: this.lw.loc(n) }];
    }
    if (k === 'augmented_assignment_expression') {
      const l = n.field('left')!;
      return [
        {
          k: 'assign',
          to: this.expr(l),
          e: this.expr(n.field('right')!),
          loc: this.lw.loc(n),
          weak: true,
        },
      ];
    }
    if (k === 'update_expression') return [];
    if (k === 'sequence_expression') return n.namedChildren().flatMap((c) => this.exprStmt(c));
    if (k === 'parenthesized_expression' || k === 'await_expression') {
      const c = n.namedChildren()[0];
      return c ? this.exprStmt(c) : [];
    }
    return [{ k: 'expr', e: this.expr(n) }];
  }

  destructure(pat: SgNode, v: Expr, out: Stmt[]): void {
    const loc = this.lw.loc(pat);
    switch (pat.kind()) {
      case 'identifier':
      case 'shorthand_property_identifier_pattern':
        out.push({ k: 'assign', to: { k: 'var', name: pat.text(), loc }, e: v, loc });
        return;
      case 'object_pattern':
        for (const c of pat.namedChildren()) {
          if (c.kind() === 'shorthand_property_identifier_pattern')
            this.destructure(c, this.fieldOf(v, c.text(), c), out);
          else if (c.kind() === 'pair_pattern') {
            const key = c.field('key');
            const val = c.field('value');
            if (key && val) this.destructure(val, this.fieldOf(v, unquote(key.text()), c), out);
          } else if (c.kind() === 'object_assignment_pattern') {
            const l = c.field('left');
            if (l)
              this.destructure(
                l,
                {
                  k: 'bin',
                  op: '||',
                  l: this.fieldOf(v, l.text(), c),
                  r: this.expr(c.field('right')!),
                },
                out,
              );
          } else if (c.kind() === 'rest_pattern') {
            const id = c.namedChildren()[0];
            if (id) this.destructure(id, v, out);
          }
        }
        return;
      case 'array_pattern':
        pat
          .namedChildren()
          .forEach((c, i) => this.destructure(c, { k: 'index', obj: v, idx: lit(i), loc }, out));
        return;
      case 'assignment_pattern': {
        const l = pat.field('left');
        if (l)
          this.destructure(l, { k: 'bin', op: '||', l: v, r: this.expr(pat.field('right')!) }, out);
        return;
      }
      case 'rest_pattern': {
        const id = pat.namedChildren()[0];
        if (id) this.destructure(id, v, out);
        return;
      }
      default:
        out.push({ k: 'assign', to: this.expr(pat), e: v, loc });
    }
  }

  fieldOf(obj: Expr, name: string, at: SgNode): Expr {
    const e: Expr = { k: 'field', obj, name, loc: this.lw.loc(at) };
    e.path = pathOf(e);
    return e;
  }

  args(n: SgNode | null): Expr[] {
    if (!n) return [];
    if (n.kind() === 'template_string') return [this.expr(n)];
    return n
      .namedChildren()
      .filter((c) => c.kind() !== 'comment')
      .map((c) => this.expr(c));
  }

  expr(n: SgNode): Expr {
    const k = String(n.kind());
    if (PASS.has(k)) {
      // `<string>x`: the type comes first
      const c =
        k === 'type_assertion'
          ? n.namedChildren().find((x) => x.kind() !== 'type_arguments')
          : n.namedChildren()[0];
      return c ? this.expr(c) : lit(null);
    }
    switch (k) {
      case 'identifier':
      case 'shorthand_property_identifier':
        if (n.text() === 'undefined') return lit(null);
        return { k: 'var', name: renamedParam(n, this.lw), loc: this.lw.loc(n) };
      case 'this':
        return { k: 'var', name: 'this', loc: this.lw.loc(n) };
      case 'string':
        return lit(unquote(n.text()));
      case 'number':
        return num(n.text());
      case 'true':
        return lit(true);
      case 'false':
        return lit(false);
      case 'null':
      case 'undefined':
        return lit(null);
      case 'regex':
        return lit(n.text());
      case 'template_string': {
        const parts: Expr[] = [];
        for (const c of n.children()) {
          if (c.kind() === 'string_fragment') parts.push(lit(c.text()));
          else if (c.kind() === 'template_substitution') {
            const e = c.namedChildren()[0];
            if (e) parts.push(this.expr(e));
          }
        }
        return { k: 'concat', parts };
      }
      case 'member_expression': {
        const prop = n.field('property');
        const pname = prop ? prop.text() : '?';
        // multer's stored-file fields are chosen by the server, not the client
        if (
          (pname === 'path' ||
            pname === 'filename' ||
            pname === 'destination' ||
            pname === 'size') &&
          /^(?:req|request)\.files?\b[^(]*$/.test(n.text())
        )
          return { k: 'any', parts: [] };
        const objN = n.field('object')!;
        const obj = this.expr(objN);
        const e = this.fieldOf(obj, pname, n);
        const held =
          objN.kind() === 'this'
            ? (this.recvFields?.get(pname) ??
              ((w) => w && { ...w, note: w.note.replace("field '*'", `field '${pname}'`) })(
                this.recvFields?.get('*'),
              ))
            : undefined;
        if (held && e.k === 'field') e.held = held;
        return e;
      }
      case 'subscript_expression': {
        const obj = this.expr(n.field('object')!);
        const idxN = n.field('index');
        const idx = idxN ? this.expr(idxN) : lit(null);
        const e: Expr = { k: 'index', obj, idx, loc: this.lw.loc(n) };
        e.path = pathOf(e);
        return e;
      }
      case 'call_expression': {
        const f = n.field('function')!;
        const argsN = n.field('arguments');
        const args = this.args(argsN);
        let fk = f.kind();
        let fn = f;
        // `await c.req.json<T>()` parses as `(await c.req.json)<T>()`: the call is awaited, not its function
        while (
          fk === 'parenthesized_expression' ||
          fk === 'non_null_expression' ||
          fk === 'await_expression'
        ) {
          fn = fn.namedChildren()[0];
          fk = fn.kind();
        }
        if (fk === 'member_expression') {
          const recv = this.expr(fn.field('object')!);
          const name = fn.field('property')?.text() ?? '?';
          // a deep copy keeps the data: JSON.parse(JSON.stringify(x)) is x
          if (name === 'parse' && argsN && fn.field('object')?.text() === 'JSON') {
            const inner = argsN.namedChildren()[0];
            if (
              inner?.kind() === 'call_expression' &&
              inner.field('function')?.text() === 'JSON.stringify'
            ) {
              const x = inner.field('arguments')?.namedChildren()[0];
              if (x) return this.expr(x);
            }
          }
          // s.replace(/[&<>"']/g, ...) escapes HTML special characters
          const a0 = argsN?.namedChildren()[0];
          if ((name === 'replace' || name === 'replaceAll') && a0?.kind() === 'regex') {
            // a chain `.replace(/&/g, ..).replace(/</g, ..).replace(/>/g, ..)` escapes them too
            let res = a0.text();
            for (
              let r = fn.field('object');
              r?.kind() === 'call_expression' &&
              /\.replace(?:All)?$/.test(r.field('function')?.text() ?? '');
              r = r.field('function')?.field('object') ?? null
            ) {
              const ra = r.field('arguments')?.namedChildren()[0];
              if (ra?.kind() === 'regex') res += ra.text();
            }
            if (/</.test(res) && />/.test(res))
              return {
                k: 'call',
                callee: '__htmlEscapeReplace',
                name,
                recv,
                args,
                loc: this.lw.loc(n),
              };
            // `"'" + s.replace(/'/g, "'\\''") + "'"`: POSIX shell single quoting
            const a1 = argsN?.namedChildren()[1];
            if (/^\/'\/g?$/.test(a0.text()) && a1 && a1.text().includes("'\\\\''"))
              return {
                k: 'call',
                callee: '__shellQuoteReplace',
                name,
                recv,
                args,
                loc: this.lw.loc(n),
              };
            // `s.replace(/[^\w-]/g, '')` keeps only word characters (with `.`, a file name may still be `..`);
            // `s.replace(/[\r\n]/g, '')` removes line breaks (no new header line)
            const strip = a1 && /^(['"`])\1$/.test(a1.text());
            const cls =
              /^\/\[\^((?:\\[wd]|[A-Za-z0-9_]-[A-Za-z0-9_]|[\w]|\\?[-.])+)\]\+?\/[a-z]*$/.exec(
                a0.text(),
              );
            if (strip && cls && /\/[a-z]*g[a-z]*$/.test(a0.text()))
              return {
                k: 'call',
                callee: /\./.test(cls[1]) ? '__charsetReplaceDot' : '__charsetReplace',
                name,
                recv,
                args,
                loc: this.lw.loc(n),
              };
            // `s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')`: regex metacharacters escaped
            if (
              a1 &&
              /\$&/.test(a1.text()) &&
              /[.*+?]/.test(a0.text()) &&
              /\/[a-z]*g[a-z]*$/.test(a0.text())
            )
              return {
                k: 'call',
                callee: '__regexEscapeReplace',
                name,
                recv,
                args,
                loc: this.lw.loc(n),
              };
            // `p.replace(/\.\./g, '')`: every `..` removed in one global pass (a run of dots keeps at most
            // one). Not `/\.\.\//g` alone: one pass over `....//` leaves `../` (that needs a loop, below)
            if (strip && /^\/(?:\\\.\\\.\+?|\\\.\{2,\})\/[a-z]*g[a-z]*$/.test(a0.text()))
              return { k: 'call', callee: '__dotdotStrip', name, recv, args, loc: this.lw.loc(n) };
            // `path.normalize(p).replace(/^(\.\.(\/|\\|$))+/, '')`: after normalize, `..` steps stand only at
            // the start, and the leading run of them is removed whole
            if (
              strip &&
              /^\/\^\((?:\?:)?\\\.\\\.(?:\((?:\?:)?[^()]*\)|\[[^\]]*\]|\\\/|\\\\\\\\)\)\+\/[a-z]*$/.test(
                a0.text(),
              ) &&
              /^(?:path\.(?:posix\.|win32\.)?|posix\.)?normalize\(/.test(
                (fn.field('object')?.text() ?? '').replace(/\s+/g, ''),
              )
            )
              return { k: 'call', callee: '__dotdotStrip', name, recv, args, loc: this.lw.loc(n) };
            // `p.replace(/^[\/\\]+/, '')`: the leading separators removed, the path is relative (what
            // a `..` strip before it leaves then stays below a root it is resolved against)
            if (
              strip &&
              /^\/\^(?:\\\/|\[(?:\\\/|\/|\\\\)+\]|\((?:\?:)?(?:\\\/|\\\\)(?:\|(?:\\\/|\\\\))*\))\+\/[a-z]*$/.test(
                a0.text(),
              )
            )
              return { k: 'call', callee: '__leadSepStrip', name, recv, args, loc: this.lw.loc(n) };
            // `while (p.indexOf('../') !== -1) p = p.replace('../', '')`: one step per turn, repeated until none is left
            if (
              strip &&
              (/^(['"`])\.\.[/\\]*\1$/.test(a0.text()) || /\\\.\\\./.test(a0.text())) &&
              this.stripLoop(n, fn.field('object')?.text() ?? '')
            )
              return { k: 'call', callee: '__dotdotStrip', name, recv, args, loc: this.lw.loc(n) };
            if (
              a1 &&
              /^\/(?:\[\\r\\n\]|\\r\|\\n|\\n\|\\r|\\r\?\\n|\[\\n\\r\])\+?\/[a-z]*g[a-z]*$/.test(
                a0.text(),
              )
            )
              return { k: 'call', callee: '__crlfReplace', name, recv, args, loc: this.lw.loc(n) };
          }
          // `path.normalize('/' + p)`: rooted first, every `..` step is resolved against `/` and none
          // is left (the result is absolute: below a root only when joined after it)
          if (
            name === 'normalize' &&
            a0 &&
            /^(?:path(?:\.posix)?|posix)$/.test(fn.field('object')?.text() ?? '') &&
            /^(?:(['"])\/\1\s*\+|`\/\$\{)/.test(a0.text())
          )
            return {
              k: 'call',
              callee: '__rootedNormalize',
              name,
              recv,
              args,
              loc: this.lw.loc(n),
            };
          // `s.match(/@[0-9a-f]{8}/g)`: what a pattern of word characters matches holds no character
          // that means something in a regex, markup, a header or a path (`@`, `#` and `-` aside)
          if ((name === 'match' || name === 'matchAll') && a0 && this.wordPattern(a0))
            return { k: 'call', callee: '__wordMatch', name, recv, args, loc: this.lw.loc(n) };
          // `xs.map(x => f(x))` holds what the callback returns for each element (not the elements):
          // the callback runs with its parameter bound to an element; `xs.map(Number)` applies Number
          const cb = a0;
          if ((name === 'map' || name === 'flatMap') && args.length === 1 && cb) {
            const el = elementOf(recv, this.lw.loc(n));
            const a0 = args[0];
            if (a0.k === 'fn' && a0.fn.params.length >= 1) {
              const fnIR: FnIR = {
                ...a0.fn,
                body: [
                  {
                    k: 'assign',
                    to: { k: 'var', name: a0.fn.params[0], loc: this.lw.loc(n) },
                    e: el,
                    loc: this.lw.loc(n),
                  },
                  ...a0.fn.body,
                ],
              };
              return {
                k: 'call',
                callee: '__map',
                name: '__map',
                args: [{ k: 'fn', fn: fnIR }],
                loc: this.lw.loc(n),
              };
            }
            if (
              cb.kind() === 'identifier' &&
              /^(?:Number|String|parseInt|parseFloat|Boolean|encodeURIComponent|escape\w*|sanitize\w*)$/.test(
                cb.text(),
              )
            ) {
              return {
                k: 'call',
                callee: this.lw.canon(cb.text()),
                name: cb.text(),
                args: [el],
                loc: this.lw.loc(n),
              };
            }
          }
          // pg / mysql2 query configs: `query({ text, values })` runs `text`, the values are bound
          if ((name === 'query' || name === 'execute') && args[0]?.k === 'obj') {
            const sql = args[0].entries.find((x) => x[0] === 'text' || x[0] === 'sql');
            if (sql)
              return {
                k: 'call',
                callee: this.lw.callee(recv, name),
                name,
                recv,
                args: [sql[1], ...args.slice(1)],
                loc: this.lw.loc(n),
              };
          }
          // Sequelize finders take `{ where: {...} }`: values are bound, not MongoDB operators
          if (
            /^(?:find\w*|count|update|destroy|upsert)$/.test(name) &&
            argsN
              ?.namedChildren()
              .some(
                (a) =>
                  a.kind() === 'object' &&
                  a
                    .namedChildren()
                    .some((p) => p.kind() === 'pair' && p.field('key')?.text() === 'where'),
              )
          ) {
            return {
              k: 'call',
              callee: '__sequelize_' + name,
              name,
              recv,
              args,
              loc: this.lw.loc(n),
            };
          }
          // `this.users.find(x)` with `users` an injected or constructed project class
          const typed =
            recv.k === 'field' && recv.obj.k === 'var' && recv.obj.name === 'this'
              ? this.lw.aliases.get('this.' + recv.name)
              : undefined;
          // `require('child_process').exec(cmd)`: a method of the module required in place
          const inPlace =
            recv.k === 'call' &&
            recv.callee === 'require' &&
            recv.args.length === 1 &&
            recv.args[0].k === 'lit' &&
            typeof recv.args[0].v === 'string' &&
            !/^\./.test(recv.args[0].v)
              ? modName(recv.args[0].v)
              : undefined;
          // `this.run(cmd)` with `this.run = exec`: the module function the field holds
          const held =
            recv.k === 'var' && recv.name === 'this'
              ? this.lw.aliases.get('this.' + name)
              : undefined;
          const callee = typed
            ? `${typed}.${name}`
            : inPlace
              ? `${inPlace}.${name}`
              : (held ?? this.lw.callee(recv, name));
          // `fs.promises.readFile(p)` is fs/promises' readFile
          return {
            k: 'call',
            callee: callee.startsWith('fs.promises.')
              ? 'fs.' + callee.slice('fs.promises.'.length)
              : callee,
            name,
            recv,
            args,
            loc: this.lw.loc(n),
          };
        }
        if (fk === 'identifier') {
          const name = fn.text();
          return { k: 'call', callee: this.lw.canon(name), name, args, loc: this.lw.loc(n) };
        }
        if (fk === 'import') return { k: 'any', parts: [] };
        // IIFE or call of a call result: evaluate the callee for effects
        return {
          k: 'call',
          callee: '?',
          name: '?',
          recv: this.expr(fn),
          args,
          loc: this.lw.loc(n),
        };
      }
      case 'new_expression': {
        const c = n.field('constructor');
        const args = this.args(n.field('arguments'));
        const cname = c ? c.text().replace(/<.*$/, '') : '?';
        const head = cname.split('.')[0];
        const callee = this.lw.aliases.has(head)
          ? this.lw.canon(head) + cname.slice(head.length)
          : cname;
        return {
          k: 'call',
          callee: 'new ' + callee,
          name: cname.split('.').pop()!,
          args,
          isNew: true,
          loc: this.lw.loc(n),
        };
      }
      case 'binary_expression': {
        const op = n.field('operator')?.text() ?? n.children()[1]?.text() ?? '?';
        return { k: 'bin', op, l: this.expr(n.field('left')!), r: this.expr(n.field('right')!) };
      }
      case 'unary_expression': {
        const op = n.field('operator')?.text() ?? n.children()[0].text();
        return { k: 'un', op, e: this.expr(n.field('argument')!) };
      }
      case 'update_expression':
        return { k: 'un', op: '-', e: this.expr(n.namedChildren()[0]) };
      case 'ternary_expression':
        return lowerConditional(n, this);
      case 'assignment_expression':
      case 'augmented_assignment_expression':
        // value of an assignment used as an expression: the right side
        return this.expr(n.field('right')!);
      case 'object': {
        const entries: [string | null, Expr][] = [];
        for (const c of n.namedChildren()) {
          if (c.kind() === 'pair') {
            const key = c.field('key')!;
            const kk = key.kind();
            const name = kk === 'computed_property_name' ? null : unquote(key.text());
            let v = this.expr(c.field('value')!);
            // MongoDB `{ $eq: x }` compares x as a value, operators inside it included
            if (name === '$eq')
              v = {
                k: 'call',
                callee: '__mongoEq',
                name: '__mongoEq',
                args: [v],
                loc: this.lw.loc(c),
              };
            // a value built as a string (`${x}`, 'a' + x) holds no query operator, except where the
            // string itself is evaluated (`$where`, `$function`)
            else if (
              !/^\$(?:where|function|accumulator|expr|regex)$/.test(name ?? '') &&
              (v.k === 'concat' || (v.k === 'bin' && v.op === '+'))
            )
              v = { k: 'call', callee: 'String', name: 'String', args: [v], loc: this.lw.loc(c) };
            entries.push([name, v]);
          } else if (c.kind() === 'shorthand_property_identifier')
            entries.push([c.text(), this.expr(c)]);
          else if (c.kind() === 'spread_element') entries.push([null, this.expr(c)]);
          // a method written in shorthand (`{ handler(request) {...} }`): a function value like `handler: (request) => ...`
          else if (c.kind() === 'method_definition') {
            const key = c.field('name');
            const name =
              key && key.kind() !== 'computed_property_name' ? unquote(key.text()) : null;
            entries.push([name, { k: 'fn', fn: this.fn(c, name ?? '') }]);
          }
        }
        return { k: 'obj', entries };
      }
      case 'array':
        return {
          k: 'arr',
          items: n
            .namedChildren()
            .filter((c) => c.kind() !== 'comment')
            .map((c) => this.expr(c)),
        };
      case 'arrow_function':
        return { k: 'fn', fn: this.fn(n, '') };
      case 'function_expression':
      case 'function':
        // a `function` (not an arrow) is given its `this` by whoever calls it
        return { k: 'fn', fn: { ...this.fn(n, ''), ownThis: true } };
      case 'sequence_expression': {
        const cs = n.namedChildren();
        return this.expr(cs[cs.length - 1]);
      }
      case 'jsx_element':
      case 'jsx_self_closing_element':
      case 'jsx_fragment':
        return this.jsx(n);
      case 'jsx_expression': {
        const c = n.namedChildren()[0];
        return c ? this.expr(c) : lit(null);
      }
      default:
        return lowerChildren(n, this);
    }
  }

  /**
   * JSX: `dangerouslySetInnerHTML={{__html: x}}` becomes a call `__jsx.dangerouslySetInnerHTML(x)`
   * and `href={x}` a call `__jsx.href(x)` so the sinks are declared like any other call.
   */
  jsx(n: SgNode): Expr {
    const parts: Expr[] = [];
    const visit = (x: SgNode) => {
      for (const c of x.namedChildren()) {
        const ck = c.kind();
        if (ck === 'jsx_attribute') {
          const [nameN, valN] = c.namedChildren();
          if (!nameN || !valN) continue;
          const name = nameN.text();
          let v = this.expr(valN);
          if (name === 'dangerouslySetInnerHTML' && v.k === 'obj')
            v = v.entries.find((e) => e[0] === '__html')?.[1] ?? v;
          parts.push({ k: 'call', callee: `__jsx.${name}`, name, args: [v], loc: this.lw.loc(c) });
        } else if (ck === 'jsx_expression') parts.push(this.expr(c));
        else if (
          ck === 'jsx_opening_element' ||
          ck === 'jsx_element' ||
          ck === 'jsx_self_closing_element'
        )
          visit(c);
      }
    };
    visit(n);
    return { k: 'any', parts };
  }
}

export { FN_SET as JS_FN_KINDS };

/**
 * Indexes of the parameters declared strings: a TypeScript annotation (`text: string`) or a JSDoc
 * `@param {string} text` in the comment just before the function (or the statement, declaration or
 * class member that holds it).
 */
function stringParamsOf(node: SgNode, ps: SgNode | null, params: string[]): number[] {
  const out: number[] = [];
  const list =
    ps?.kind() === 'formal_parameters'
      ? ps.children().filter((c) => c.isNamed() && c.kind() !== 'comment')
      : [];
  list.forEach((p, i) => {
    const t = p.field('type')?.text();
    if (t && /^:\s*string\s*$/.test(t)) out.push(i);
  });
  const doc = jsDocBefore(node);
  if (doc?.includes('@param'))
    params.forEach((name, i) => {
      if (out.includes(i) || !/^[\w$]+$/.test(name)) return;
      if (
        new RegExp(
          `@param\\s*\\{\\s*string\\s*\\}\\s*\\[?${name.replace(/\$/g, '\\$')}(?![\\w$])`,
        ).test(doc!)
      )
        out.push(i);
    });
  return out.sort((a, b) => a - b);
}
