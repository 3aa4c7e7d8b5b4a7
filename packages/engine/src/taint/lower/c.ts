/**
 * C and C++ front end (tree-sitter C/C++ grammars): lowers functions to the taint IR.
 *
 * C passes data through out-parameters: `fgets(buf, n, stdin)` fills `buf`, `strcpy(dst, src)`
 * copies into `dst`. Calls of the libc functions in OUT below are lowered as an assignment of their
 * destination argument (the call's own value for readers, which the spec declares as sources; the
 * source arguments for copies), besides the call itself. Pointers are transparent (`*p`, `&x`,
 * casts, `p + n` all stand for the object), and a pointer set once to `&x` is an alias of `x`.
 *
 * Macros are not expanded, but object-like `#define`s whose body is one literal or one identifier
 * are (`#define CMD_ARG data`), and conditions fold through literals, file-level constants
 * (`static const int LIMIT = 5;`, `static int five = 5;` never reassigned) and functions of the file
 * whose whole body is `return <literal>;`.
 *
 * Bounds checks: a branch where a value is compared against an upper bound (`n < LEN`, `n <= max`,
 * or the else branch of `n >= LEN`, or the code after `if (n >= LEN) return;`) sees that value
 * passed through the pseudo-call `__bounded`, which the spec declares a sanitizer of the index and
 * allocation-size classes.
 */
import { posix } from 'node:path';
import type { SgNode } from '@ast-grep/napi';
import type { Expr, FnIR, Loc, Stmt } from '../ir.js';
import { mapStmts } from '../walk.js';
import { type FrontEnd, LowerCtx, endsWithBreak, lit, num, pathOf } from './common.js';
import { catchFinally, elementOf, lowerTry } from './statements.js';
import { markExported } from './exported.js';

const FN_KINDS = ['function_definition'];

/**
 * libc out-parameters. `out`: the argument written; `from`: the arguments copied into it (absent:
 * the call's own value, i.e. a reader); `rest`: every argument from this index on is written;
 * `weak`: appends to what the destination held.
 */
interface OutSpec {
  out?: number;
  rest?: number;
  from?: number[];
  fromRest?: number;
  weak?: boolean;
}
const OUT: Record<string, OutSpec> = {};
const def = (names: string, s: OutSpec) => {
  for (const n of names.split(' ')) OUT[n] = s;
};
def('fgets fgetws _fgetts gets _getws gets_s fread', { out: 0 });
def(
  'recv recvfrom read _read ReadFile GetEnvironmentVariableA GetEnvironmentVariableW GetEnvironmentVariable',
  { out: 1 },
);
def('scanf wscanf', { rest: 1 });
def('fscanf fwscanf', { rest: 2 });
def(
  'strcpy wcscpy _tcscpy _tcsncpy strncpy wcsncpy memcpy memmove wmemcpy wmemmove lstrcpyA lstrcpyW lstrcpy _mbscpy StrCpy stpcpy strcpy_s wcscpy_s strncpy_s wcsncpy_s memcpy_s memmove_s',
  { out: 0, from: [1] },
);
def(
  'strcat wcscat _tcscat _tcsncat strncat wcsncat lstrcatA lstrcatW lstrcat _mbscat StrCat strcat_s wcscat_s strncat_s wcsncat_s',
  { out: 0, from: [1], weak: true },
);
def('sprintf vsprintf', { out: 0, fromRest: 1 });
def(
  'snprintf _snprintf vsnprintf _vsnprintf swprintf _snwprintf vswprintf _vsnwprintf _sntprintf _vsntprintf',
  { out: 0, fromRest: 2 },
);
def('sscanf swscanf', { rest: 2, from: [0] });
// the Annex K forms take the destination size second: the source is the third argument
for (const k of [
  'strcpy_s',
  'wcscpy_s',
  'strcat_s',
  'wcscat_s',
  'strncpy_s',
  'wcsncpy_s',
  'strncat_s',
  'wcsncat_s',
  'memcpy_s',
  'memmove_s',
])
  OUT[k] = { ...OUT[k], from: [2] };

/**
 * printf-family calls by the index of their format argument. A call whose format is not a string
 * literal also gets the pseudo-call `__format(fmt)`, the spec's format-string sink: the text
 * prefilter then only looks at calls with a non-literal format, not at every printf.
 */
const FORMAT_ARG: Record<string, number> = {};
const fmt = (names: string, i: number) => {
  for (const n of names.split(' ')) FORMAT_ARG[n] = i;
};
fmt('printf vprintf wprintf vwprintf _tprintf warn warnx vwarn vwarnx', 0);
fmt(
  'fprintf vfprintf fwprintf vfwprintf _ftprintf sprintf vsprintf dprintf vdprintf syslog vsyslog err errx verr verrx _ftprintf wsprintfA wsprintfW',
  1,
);
fmt(
  'snprintf vsnprintf _snprintf _vsnprintf swprintf vswprintf _snwprintf _vsnwprintf _stprintf _sntprintf _vsntprintf',
  2,
);

/** Allocations by the indexes of their size arguments: `__alloc(size)` is the spec's sink. */
const ALLOC_ARGS: Record<string, number[]> = {
  malloc: [0],
  alloca: [0],
  _alloca: [0],
  __builtin_alloca: [0],
  g_malloc: [0],
  xmalloc: [0],
  calloc: [0, 1],
  realloc: [1],
};

/** Copies into a buffer given their length (`memcpy(dst, src, n)`): the length's argument. */
const COPY_SIZE_ARG: Record<string, number> = {
  memcpy: 2,
  memmove: 2,
  strncpy: 2,
  strncat: 2,
  wcsncpy: 2,
  wcsncat: 2,
  wmemcpy: 2,
  wmemmove: 2,
  memset: 2,
  wmemset: 2,
  bcopy: 2,
  CopyMemory: 2,
  RtlCopyMemory: 2,
};
/** Readers whose value is a count (bytes, items), not the data. */
const COUNTS = new Set(
  'recv recvfrom read _read fread scanf wscanf fscanf fwscanf sscanf swscanf getline getdelim getwline'.split(
    ' ',
  ),
);

const CIN = /^(?:std::)?w?cin$/;
/** Integer types a value is declared with (`int n`, `unsigned long n`, `int64_t n`), not pointers or arrays. */
const INT_DECL =
  '\\b(?:(?:unsigned|signed)\\s+)?(?:long\\s+long(?:\\s+int)?|long(?:\\s+int)?|short(?:\\s+int)?|int|char|size_t|ssize_t|u?int(?:8|16|32|64)_t|__int64|unsigned|signed|DWORD|UINT)\\s+(?:const\\s+)?';

/** Per-file facts: foldable names and constant functions, found once by text. */
interface FileFacts {
  /** Identifier → literal (file constants, literal macros). */
  consts: Map<string, string | number | boolean | null>;
  /** Identifier → identifier (object-like macros naming another identifier). */
  idMacros: Map<string, string>;
  /** Functions whose body is only `return <literal>;`. */
  constFns: Map<string, string | number | boolean | null>;
  /** Type names declared `typedef union {...} name;`. */
  unions: Set<string>;
  /** Variables assigned a descriptor from `socket()` / `accept()`. */
  sockets: Set<string>;
}
const factsCache = new WeakMap<LowerCtx, FileFacts>();

function litOf(text: string): string | number | boolean | null | undefined {
  const t = text.trim();
  if (/^(?:true|TRUE)$/.test(t)) return true;
  if (/^(?:false|FALSE)$/.test(t)) return false;
  if (t === 'NULL' || t === 'nullptr') return null;
  if (/^\(?-?\d+[uUlL]*\)?$/.test(t)) return Number(t.replace(/[()uUlL]/g, ''));
  if (/^L?"(?:[^"\\]|\\.)*"$/.test(t)) return t.replace(/^L?"|"$/g, '');
  return undefined;
}

function facts(lw: LowerCtx): FileFacts {
  let f = factsCache.get(lw);
  if (f) return f;
  const src = lw.source;
  const consts = new Map<string, string | number | boolean | null>();
  const idMacros = new Map<string, string>();
  const constFns = new Map<string, string | number | boolean | null>();
  const macroSeen = new Map<string, string>();
  for (const m of src.matchAll(
    /^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)[ \t]+([^\n]*?)[ \t]*(?:\/\/[^\n]*|\/\*[^\n]*\*\/)?$/gm,
  )) {
    const [, name, body] = m;
    const prev = macroSeen.get(name);
    if (prev !== undefined && prev !== body) {
      // defined differently under #if branches: a number is no longer known; a string (a path per
      // platform) and an identifier keep the first
      if (typeof consts.get(name) !== 'string') consts.delete(name);
      continue;
    }
    macroSeen.set(name, body);
    const l = litOf(body);
    if (l !== undefined) consts.set(name, l);
    else if (/^[A-Za-z_]\w*$/.test(body)) idMacros.set(name, body);
  }
  // file-level `static const int X = 5;` / `static int five = 5;` / `const bool F = false;`, never reassigned
  for (const m of src.matchAll(
    /^(?:static[ \t]+)?(?:const[ \t]+)?(?:unsigned[ \t]+|signed[ \t]+)?(?:int|long|short|char|bool|_Bool|BOOL|size_t|double|float)[ \t]+(?:const[ \t]+)?([A-Za-z_]\w*)[ \t]*=[ \t]*([^;\n]+);/gm,
  )) {
    const [, name, val] = m;
    const l = litOf(val);
    if (l === undefined) continue;
    const writes =
      src.match(
        new RegExp(
          `(?<![\\w.>])${name}\\s*(?:[-+*/|&^%]|<<|>>)?=(?!=)|(?:\\+\\+|--)\\s*${name}\\b|\\b${name}\\s*(?:\\+\\+|--)|&\\s*${name}\\b`,
          'g',
        ),
      )?.length ?? 0;
    if (writes === 1 && !consts.has(name)) consts.set(name, l);
  }
  for (const m of src.matchAll(
    /^(?:static[ \t]+)?(?:inline[ \t]+)?(?:int|bool|BOOL|_Bool|long|char[ \t]*\*|const[ \t]+char[ \t]*\*)[ \t]*([A-Za-z_]\w*)[ \t]*\([ \t]*(?:void)?[ \t]*\)\s*\{\s*return\s+([^;{}]+?)\s*;\s*\}/gm,
  )) {
    const l = litOf(m[2]);
    if (l !== undefined) constFns.set(m[1], l);
  }
  const unions = new Set<string>();
  for (const m of src.matchAll(/\btypedef\s+union\b[^{;]*\{[^}]*\}\s*(\w+)\s*;/g)) unions.add(m[1]);
  const sockets = new Set<string>();
  for (const m of src.matchAll(
    /\b([A-Za-z_]\w*)\s*=\s*(?:\(\s*\w+\s*\)\s*)?(?:accept4?|socket|WSASocket[AW]?)\s*\(/g,
  ))
    sockets.add(m[1]);
  f = { consts, idMacros, constFns, unions, sockets };
  factsCache.set(lw, f);
  return f;
}

/** The identifier a declarator declares (`*p`, `buf[10]`, `(*fp)(int)`, `&r`). */
function declName(n: SgNode | null): SgNode | null {
  while (n) {
    const k = n.kind();
    if (
      k === 'identifier' ||
      k === 'field_identifier' ||
      k === 'qualified_identifier' ||
      k === 'destructor_name' ||
      k === 'operator_name'
    )
      return n;
    const d = n.field('declarator');
    if (d) {
      n = d;
      continue;
    }
    // reference_declarator and parenthesized_declarator have no field
    n =
      n
        .namedChildren()
        .find((c) => c.kind() !== 'type_qualifier' && c.kind() !== 'ms_pointer_modifier') ?? null;
  }
  return null;
}

function fnDeclarator(fn: SgNode): SgNode | null {
  let d = fn.field('declarator');
  while (d && d.kind() !== 'function_declarator')
    d =
      d.field('declarator') ??
      d.namedChildren().find((c) => String(c.kind()).endsWith('declarator')) ??
      null;
  return d;
}

function lastSeg(name: string): string {
  const i = name.lastIndexOf('::');
  return i < 0 ? name : name.slice(i + 2);
}

/** A prototype at file level: `void sink(char *data);`. */
const PROTO_RE =
  /^(?:extern[ \t]+)?(?:static[ \t]+)?(?:const[ \t]+)?(?:unsigned[ \t]+)?[A-Za-z_][\w:<>]*[ \t*&]+([A-Za-z_]\w*)[ \t]*\([^;{)]*\)[ \t]*;/gm;

const C_EXT = /\.(?:c|h|cc|cpp|cxx|c\+\+|hpp|hh|hxx)$/i;

const TRY = catchFinally();

export const cFrontEnd: FrontEnd = {
  fnKinds: FN_KINDS,
  nameOf(fn) {
    const d = fnDeclarator(fn);
    const id = d ? declName(d.field('declarator')) : null;
    return id ? lastSeg(id.text()) : '';
  },
  aliases() {
    return new Map();
  },
  projectImports() {
    return [];
  },
  modulePaths() {
    return [];
  },
  packageCalls(source) {
    // functions this file declares (a prototype at file level) but does not define: they live in
    // another file of the program
    const defined = new Set<string>();
    for (const m of source.matchAll(
      /^[A-Za-z_][\w \t*&:<>,]*?\b([A-Za-z_]\w*)[ \t]*\([^;{]*\)\s*(?:const\s*)?\{/gm,
    ))
      defined.add(m[1]);
    const out = new Set<string>();
    for (const m of source.matchAll(PROTO_RE)) {
      if (!defined.has(m[1]) && !/^(?:return|else|sizeof)$/.test(m[1])) out.add(m[1]);
    }
    // function pointers set to one of them are called like them (`void (*fp)(char *) = sink; fp(x);`)
    if (out.size) {
      for (const m of source.matchAll(
        /(?:\(\s*\*\s*([A-Za-z_]\w*)\s*\)\s*\([^()]*\)|\b([A-Za-z_]\w*))\s*=\s*&?\s*([A-Za-z_]\w*)\s*;/g,
      )) {
        if (out.has(m[3])) out.add(m[1] ?? m[2]);
      }
    }
    return [...out];
  },
  packageCallersInPass1: false,
  packageFiles(fromPath, files) {
    // the files of the same directory form the program
    const dir = posix.dirname(fromPath);
    return files.filter((f) => f !== fromPath && C_EXT.test(f) && posix.dirname(f) === dir);
  },
  lower(fn, lw) {
    return markExported('c', fn, new CLower(lw).fn(fn));
  },
};

type Pre = Stmt[];

/** Facts of the file's tree: its functions, file-level variables and what each function reads or writes of them. */
interface Program {
  fns: Map<string, SgNode>;
  globals: Set<string>;
  /** File-level variables a function reads: passed to it as extra parameters. */
  reads: Map<string, string[]>;
  /** Pointer or reference parameters a function writes through (`fgets(p, ...)`, `*p = v`, `p[i] = v`). */
  outs: Map<string, number[]>;
  /** Functions that fill an argument, as functions returning it (`$out`), by name and index. */
  synth: Map<string, FnIR | null>;
  /** Names of member functions defined in the file. */
  methods: Set<string>;
  /** Member functions defined inside a class body, by class name. */
  classMethods: Map<string, Set<string>>;
  /** Functions declared by a prototype and defined in another file. */
  protos: Set<string>;
}
const programCache = new WeakMap<LowerCtx, Program>();
const OUT_CALL = Object.keys(OUT).join('|');

function program(lw: LowerCtx, any: SgNode): Program {
  let p = programCache.get(lw);
  if (p) return p;
  p = {
    fns: new Map(),
    globals: new Set(),
    reads: new Map(),
    outs: new Map(),
    synth: new Map(),
    methods: new Set(),
    classMethods: new Map(),
    protos: new Set(),
  };
  for (const m of lw.source.matchAll(PROTO_RE)) p.protos.add(m[1]);
  const root = any.getRoot().root();
  if (lw.source.includes('::') || /\bclass\b|\bstruct\b[^;{]*\{[^}]*\(/.test(lw.source)) {
    // C++ member functions defined in this file: `obj.insert(r)` calls one of them
    for (const f of root.findAll({
      rule: {
        kind: 'function_definition',
        inside: {
          any: [
            { kind: 'field_declaration_list' },
            { kind: 'declaration_list' },
            { kind: 'translation_unit' },
          ],
        },
      },
    })) {
      const d = fnDeclarator(f)?.field('declarator');
      if (d && (d.kind() === 'field_identifier' || d.kind() === 'qualified_identifier'))
        p.methods.add(lastSeg(d.text()));
      const cls = classOfMember(f);
      if (d && cls) {
        const set = p.classMethods.get(cls) ?? new Set<string>();
        set.add(lastSeg(d.text()));
        p.classMethods.set(cls, set);
      }
    }
  }
  const tops: SgNode[] = [];
  const walk = (n: SgNode, depth: number): void => {
    for (const c of n.children()) {
      const k = String(c.kind());
      if (k === 'function_definition') tops.push(c);
      else if (k === 'declaration' && depth === 0) {
        for (const d of c.fieldChildren('declarator')) {
          if (d.kind() === 'function_declarator') continue;
          const id = declName(d.kind() === 'init_declarator' ? d.field('declarator') : d);
          if (id && id.kind() === 'identifier') p!.globals.add(id.text());
        }
      } else if (
        k === 'namespace_definition' ||
        k === 'declaration_list' ||
        k === 'linkage_specification' ||
        k.startsWith('preproc_if') ||
        k === 'preproc_else' ||
        k === 'preproc_elif'
      )
        walk(c, k.startsWith('preproc') ? depth : depth + 1);
    }
  };
  walk(root, 0);
  // constants fold instead
  for (const k of facts(lw).consts.keys()) p.globals.delete(k);
  const gRe = p.globals.size
    ? new RegExp(`(?<![\\w.>])(?:${[...p.globals].join('|')})\\b`, 'g')
    : null;
  for (const f of tops) {
    const name = cFrontEnd.nameOf(f);
    if (!name || p.fns.has(name)) continue;
    p.fns.set(name, f);
    const body = f.field('body');
    if (!body) continue;
    const text = body.text();
    if (gRe) {
      const used = new Set([...text.matchAll(gRe)].map((m) => m[0]));
      if (used.size) p.reads.set(name, [...used].sort());
    }
    const outs: number[] = [];
    const params =
      fnDeclarator(f)
        ?.field('parameters')
        ?.namedChildren()
        .filter((x) => x.kind() === 'parameter_declaration') ?? [];
    params.forEach((pd, i) => {
      const d = pd.field('declarator');
      if (!d || !/^(pointer|reference|array)_declarator$/.test(String(d.kind()))) return;
      const id = declName(d);
      if (!id) return;
      const v = id.text();
      const ref = d.kind() === 'reference_declarator';
      const re = new RegExp(
        `\\b(?:${OUT_CALL})\\s*\\([^;]*\\b${v}\\b|(?:^|[;{}])\\s*\\*\\s*${v}\\s*=(?!=)|\\b${v}\\s*\\[[^\\]]*\\]\\s*=(?!=)|\\b${v}\\s*->\\s*\\w+\\s*=(?!=)${ref ? `|(?<![\\w.>])${v}\\s*(?:\\+)?=(?!=)|\\b${v}\\s*\\.\\s*(?:append|assign|insert)\\s*\\(|>>\\s*${v}\\b|getline\\s*\\([^,]*,\\s*${v}\\b` : ''}`,
        'm',
      );
      if (re.test(text)) outs.push(i);
    });
    if (outs.length) p.outs.set(name, outs);
  }
  programCache.set(lw, p);
  return p;
}

/** A copy of a function that returns the value of one of its parameters at every exit. */
function returning(fn: FnIR, param: string): FnIR {
  const loc = fn.loc;
  const ret = (): Stmt => ({ k: 'ret', e: { k: 'var', name: param, loc }, loc });
  const body = mapStmts(fn.body, (st) => (st.k === 'ret' ? ret() : st));
  return { ...fn, name: `${fn.name}$${param}`, body: [...body, ret()] };
}

let lowering = 0;

class CLower {
  private readonly facts: FileFacts;
  /** Pointers set only to `&x` in this function: `*p` is `x`. */
  private ptrAlias = new Map<string, string>();
  /** Locals declared in this function (they shadow file constants). */
  private locals = new Set<string>();
  private prog!: Program;
  /** Function pointers set once to a function of the program. */
  private fnAlias = new Map<string, string>();
  private self = '';
  private fnText = '';
  /** Counters of the enclosing `for` loops with the bound they run up to (`i < n`). */
  private loopBounds: { v: string; bound: SgNode }[] = [];
  /** Data members of the class whose member function is being lowered: `cmd` is `this->cmd`. */
  private members = new Set<string>();
  /** intTyped answers for the function being lowered (each is a text search). */
  private intTypes = new Map<string, boolean>();
  constructor(private readonly lw: LowerCtx) {
    this.facts = facts(lw);
  }

  fn(node: SgNode): FnIR {
    const params: string[] = [];
    const d = fnDeclarator(node);
    for (const p of d?.field('parameters')?.namedChildren() ?? []) {
      if (p.kind() !== 'parameter_declaration' && p.kind() !== 'optional_parameter_declaration')
        continue;
      if (!p.field('declarator') && p.text().trim() === 'void') continue;
      const id = declName(p.field('declarator'));
      params.push(id ? id.text() : `$p${params.length}`);
    }
    const name = cFrontEnd.nameOf(node);
    this.prog = program(this.lw, node);
    // file-level variables the function reads are extra parameters: callers pass their values
    for (const g of this.prog.reads.get(name) ?? []) if (!params.includes(g)) params.push(g);
    for (const p of params) this.locals.add(p);
    this.self = name;
    this.fnText = node.text();
    this.intTypes.clear();
    this.members = memberFields(node);
    for (const p of params) this.members.delete(p);
    const body = node.field('body');
    if (body) this.scanAliases(body);
    const ir: FnIR = { name, params, body: body ? this.block(body) : [], loc: this.lw.loc(node) };
    if (/^(?:main|wmain|_tmain)$/.test(name) && params.length >= 2) {
      // the command line of a program: `__argv` is a source of the spec, `__cli` the sanitizer of the
      // classes where the user of a command-line tool only reaches what they could reach anyway
      const loc = this.lw.loc(node);
      const argv: Expr = { k: 'var', name: params[1], loc };
      const src: Expr = { k: 'call', callee: '__argv', name: '__argv', args: [], loc };
      ir.body.unshift({
        k: 'assign',
        to: argv,
        e: { k: 'call', callee: '__cli', name: '__cli', args: [src], loc },
        loc,
      });
    }
    return ir;
  }

  /** `T **pp = &x;` / `pp = &x;` with one target only: an alias. */
  private scanAliases(body: SgNode): void {
    const text = body.text();
    if (!text.includes('&')) return;
    const targets = new Map<string, Set<string>>();
    for (const m of text.matchAll(/([A-Za-z_]\w*)\s*=\s*&\s*([A-Za-z_]\w*)\s*[;,)]/g)) {
      const s = targets.get(m[1]) ?? new Set();
      s.add(m[2]);
      targets.set(m[1], s);
    }
    for (const [p, ts] of targets) {
      if (ts.size !== 1) continue;
      // writes of the pointer itself (declarator stars included), less writes through it (`*p = v;`)
      const all = text.match(new RegExp(`(?<![\\w.>])${p}\\s*=(?!=)`, 'g'))?.length ?? 0;
      const through =
        text.match(new RegExp(`(?:^|[;{}])\\s*\\*+\\s*${p}\\s*=(?!=)`, 'gm'))?.length ?? 0;
      if (all - through === 1) this.ptrAlias.set(p, [...ts][0]);
    }
  }

  block(n: SgNode | null): Stmt[] {
    if (!n) return [];
    if (n.kind() !== 'compound_statement') return this.stmt(n);
    const out: Stmt[] = [];
    const kids = n.namedChildren();
    for (let i = 0; i < kids.length; i++) {
      const s = kids[i];
      out.push(...this.stmt(s));
      // `if (n >= LEN) return;`: what follows sees n bounded
      if (s.kind() === 'if_statement' && !s.field('alternative')) {
        const last = out[out.length - 1];
        if (last && last.k === 'if' && last.else.length === 0 && exits(last.then)) {
          out.push(...this.bounds(s.field('condition'), false));
        }
      }
    }
    return out;
  }

  stmt(n: SgNode): Stmt[] {
    const loc = this.lw.loc(n);
    switch (n.kind()) {
      case 'compound_statement':
        return this.block(n);
      case 'expression_statement': {
        const e = n.namedChildren()[0];
        if (!e) return [];
        const pre: Pre = [];
        const x = this.exprTop(e, pre);
        return x ? [...pre, { k: 'expr', e: x }] : pre;
      }
      case 'declaration':
        return this.declaration(n);
      case 'return_statement': {
        const e = n.namedChildren()[0];
        const pre: Pre = [];
        const x = e ? this.expr(e, pre) : undefined;
        return [...pre, { k: 'ret', e: x, loc }];
      }
      case 'if_statement': {
        const pre: Pre = [];
        const cn = n.field('condition');
        const c = cn ? this.cond(cn, pre) : lit(true);
        const alt = n.field('alternative');
        const altBody = alt ? alt.namedChildren().filter((x) => x.kind() !== 'comment') : [];
        const then = [...this.bounds(cn, true), ...this.block(n.field('consequence'))];
        const els = [...this.bounds(cn, false), ...altBody.flatMap((x) => this.block(x))];
        return [...pre, { k: 'if', c, then, else: els }];
      }
      case 'while_statement': {
        const pre: Pre = [];
        const cn = n.field('condition');
        const c = cn ? this.cond(cn, pre) : undefined;
        const body = [...this.bounds(cn, true), ...this.block(n.field('body')), ...pre];
        return [...pre, { k: 'loop', c, body }];
      }
      case 'do_statement': {
        const pre: Pre = [];
        const cn = n.field('condition');
        if (cn) this.cond(cn, pre);
        const body = [...this.block(n.field('body')), ...pre];
        // the body runs at least once
        return [...body, { k: 'loop', body }];
      }
      case 'for_statement': {
        const out: Stmt[] = [];
        const init = n.field('initializer');
        if (init) {
          if (init.kind() === 'declaration') out.push(...this.declaration(init));
          else {
            const x = this.exprTop(init, out);
            if (x) out.push({ k: 'expr', e: x });
          }
        }
        const pre: Pre = [];
        const cn = n.field('condition');
        const c = cn ? this.cond(cn, pre) : undefined;
        const lb = loopBound(cn);
        if (lb) this.loopBounds.push(lb);
        const body: Stmt[] = [...this.bounds(cn, true), ...this.block(n.field('body'))];
        if (lb) this.loopBounds.pop();
        const upd = n.field('update');
        if (upd) {
          const x = this.exprTop(upd, body);
          if (x) body.push({ k: 'expr', e: x });
        }
        body.push(...pre);
        out.push(...pre, { k: 'loop', c, body });
        return out;
      }
      case 'for_range_loop': {
        const out: Stmt[] = [];
        const right = n.field('right');
        const id = declName(n.field('declarator'));
        const body: Stmt[] = [];
        if (right && id) {
          this.locals.add(id.text());
          body.push({
            k: 'assign',
            to: { k: 'var', name: id.text(), loc },
            e: elementOf(this.expr(right, out), loc),
            loc,
          });
        }
        body.push(...this.block(n.field('body')));
        out.push({ k: 'loop', body });
        return out;
      }
      case 'switch_statement': {
        const pre: Pre = [];
        const cn = n.field('condition');
        const d = cn ? this.cond(cn, pre) : lit(null);
        const cases: { tests: Expr[] | null; body: Stmt[]; brk: boolean }[] = [];
        for (const c of n.field('body')?.namedChildren() ?? []) {
          if (c.kind() !== 'case_statement') continue;
          const v = c.field('value');
          const stmts = c.namedChildren().filter((x) => x !== v && x.kind() !== 'comment');
          const body = stmts.flatMap((x) => this.stmt(x));
          cases.push({ tests: v ? [this.expr(v, pre)] : null, body, brk: endsWithBreak(body) });
        }
        return [...pre, { k: 'switch', d, cases }];
      }
      case 'break_statement':
        return [{ k: 'break' }];
      case 'throw_statement':
        return [{ k: 'throw' }];
      case 'labeled_statement':
        // goto is read as falling through to the next statement: labels are transparent
        return n
          .namedChildren()
          .filter((c) => c.kind() !== 'statement_identifier')
          .flatMap((c) => this.stmt(c));
      case 'try_statement':
        return lowerTry(n, TRY, this);
      case 'seh_try_statement':
        return n
          .namedChildren()
          .flatMap((c) =>
            c.kind() === 'compound_statement'
              ? this.block(c)
              : String(c.kind()).startsWith('seh_')
                ? this.block(
                    c.field('body') ??
                      c.namedChildren().find((x) => x.kind() === 'compound_statement') ??
                      null,
                  )
                : [],
          );
      case 'declaration_list':
      case 'namespace_definition':
        return [];
      default:
        return [];
    }
  }

  private declaration(n: SgNode): Stmt[] {
    const out: Stmt[] = [];
    const type = n.field('type');
    const typeName = type ? lastSeg(type.text().replace(/<.*$/s, '')) : '';
    for (const d of n.fieldChildren('declarator')) {
      const loc = this.lw.loc(d);
      if (d.kind() === 'init_declarator') {
        const id = declName(d.field('declarator'));
        if (!id) continue;
        const name = id.text();
        this.locals.add(name);
        const v = d.field('value');
        if (
          v &&
          v.kind() === 'identifier' &&
          !this.locals.has(v.text()) &&
          (this.prog.fns.has(v.text()) || this.prog.protos.has(v.text()))
        ) {
          // a function pointer set to a function of the program: calls through it call that function
          this.fnAlias.set(name, v.text());
        }
        let e: Expr;
        if (!v) e = { k: 'any', parts: [] };
        else if (v.kind() === 'argument_list') {
          // `std::ifstream in(path);`: a constructor call
          const args = v
            .namedChildren()
            .filter((x) => x.kind() !== 'comment')
            .map((a) => this.expr(a, out));
          e = { k: 'call', callee: typeName, name: typeName, args, isNew: true, loc };
        } else if (v.kind() === 'initializer_list') e = this.expr(v, out);
        else e = this.expr(v, out);
        out.push({ k: 'assign', to: { k: 'var', name, loc }, e, loc });
      } else if (d.kind() === 'function_declarator' && type && type.kind() !== 'primitive_type') {
        // `std::ifstream in(path);` parses as a function declaration: it is a constructor call
        const id = declName(d.field('declarator'));
        if (!id) continue;
        this.locals.add(id.text());
        const args = (d.field('parameters')?.namedChildren() ?? []).map((p): Expr => {
          const t = p.text().trim();
          return /^[A-Za-z_]\w*$/.test(t) ? this.varExpr(t, p) : { k: 'any', parts: [] };
        });
        out.push({
          k: 'assign',
          to: { k: 'var', name: id.text(), loc },
          e: { k: 'call', callee: typeName, name: typeName, args, isNew: true, loc },
          loc,
        });
      } else {
        const id = declName(d);
        if (!id) continue;
        this.locals.add(id.text());
        // a declaration without initialiser holds nothing known; a struct or class value has no
        // field set yet (a union's members share their storage)
        const record = d.kind() === 'identifier' && type && this.isRecord(type);
        out.push({
          k: 'assign',
          to: { k: 'var', name: id.text(), loc },
          e: record ? { k: 'obj', entries: [] } : { k: 'any', parts: [] },
          loc,
        });
      }
    }
    return out;
  }

  private isRecord(type: SgNode): boolean {
    const k = String(type.kind());
    if (k === 'struct_specifier' || k === 'class_specifier') return true;
    if (k !== 'type_identifier') return false;
    return (
      !this.facts.unions.has(type.text()) &&
      !/^(?:w?char\w*|TCHAR|WCHAR|CHAR|LPSTR|LPWSTR|LPCSTR|LPCWSTR|u?int\w*|size_t|ssize_t|BYTE|DWORD|BOOL|HANDLE|FILE|SOCKET|va_list|string|wstring)$/.test(
        type.text(),
      )
    );
  }

  /** A condition: parentheses and C++ condition clauses unwrapped. */
  private cond(n: SgNode, pre: Pre): Expr {
    if (n.kind() === 'condition_clause') {
      const kids = n.namedChildren();
      for (const k of kids.slice(0, -1))
        if (k.kind() === 'declaration') pre.push(...this.declaration(k));
      const last = kids[kids.length - 1];
      if (last?.kind() === 'declaration') {
        pre.push(...this.declaration(last));
        const id = declName(last.fieldChildren('declarator')[0] ?? null);
        return id ? this.varExpr(id.text(), last) : { k: 'any', parts: [] };
      }
      return last ? nullTest(this.expr(last, pre)) : lit(true);
    }
    return nullTest(this.expr(n, pre));
  }

  /**
   * Sanitising assignments for a branch of a condition that bounds a value from above:
   * `n < LEN` / `n <= LEN` / `LEN > n` on the true branch, `n >= LEN` / `n > LEN` on the false one.
   */
  private bounds(cn: SgNode | null, truth: boolean): Stmt[] {
    if (!cn) return [];
    const vars = new Set<string>();
    const visit = (x: SgNode, t: boolean): void => {
      const k = x.kind();
      if (k === 'parenthesized_expression' || k === 'condition_clause') {
        const c = x.namedChildren()[0];
        if (c) visit(c, t);
        return;
      }
      if (k === 'unary_expression' && x.field('operator')?.text() === '!') {
        const a = x.field('argument');
        if (a) visit(a, !t);
        return;
      }
      if (k !== 'binary_expression') return;
      const op = x.field('operator')?.text() ?? '';
      const l = x.field('left');
      const r = x.field('right');
      if (!l || !r) return;
      if ((op === '&&' && t) || (op === '||' && !t)) {
        visit(l, t);
        visit(r, t);
        return;
      }
      // a value that is not zero on this branch: `v != 0`, `!(v == 0)`, `v > 0`, `fabs(v) > 0.000001`
      const zero = (x: SgNode) => /^0(?:\.0*)?[fFlLuU]*$/.test(x.text().trim());
      const nz = (side: SgNode): void => {
        let v = side;
        if (
          v.kind() === 'call_expression' &&
          /^(?:std::)?(?:abs|labs|llabs|fabs|fabsf|fabsl)$/.test(v.field('function')?.text() ?? '')
        )
          v = v.field('arguments')?.namedChildren()[0] ?? v;
        const p = pathOf(this.expr(v, []));
        if (p) nonzero.add(p);
      };
      if ((op === '!=' && t) || (op === '==' && !t)) {
        if (zero(r)) nz(l);
        else if (zero(l)) nz(r);
      }
      const lit0 = (x: SgNode) => x.kind() === 'number_literal' && Number.parseFloat(x.text()) >= 0;
      if (((op === '>' && t) || (op === '<=' && !t)) && lit0(r)) nz(l);
      if (((op === '<' && t) || (op === '>=' && !t)) && lit0(l)) nz(r);
      // which side is bounded from above (`v < X`, `X > v`) and which from below on this branch
      const less = (t && (op === '<' || op === '<=')) || (!t && (op === '>' || op === '>='));
      const more = (t && (op === '>' || op === '>=')) || (!t && (op === '<' || op === '<='));
      if (!less && !more) return;
      const add = (side: SgNode, set: Set<string>): void => {
        const e = this.expr(side, []);
        const p = pathOf(e);
        if (p && (e.k === 'var' || e.k === 'field')) set.add(p);
      };
      add(less ? l : r, vars);
      add(less ? r : l, lower);
      // a range check of wrapping arithmetic: against a limit, not a sign test (`v < INT_MAX`,
      // `v > INT_MIN`, `abs(v) < LIMIT` bounds both ways; `v > 0` does not)
      const range = (side: SgNode, other: SgNode, up: boolean): void => {
        if (/^[-+]?\s*[01](?:\.0*)?[uUlL]*$/.test(other.text().trim())) return;
        let v = unwrapCasts(side);
        let both = false;
        if (
          up &&
          v.kind() === 'call_expression' &&
          /^(?:std::)?(?:abs|labs|llabs|imaxabs)$/.test(v.field('function')?.text() ?? '')
        ) {
          v = unwrapCasts(v.field('arguments')?.namedChildren()[0] ?? v);
          both = true;
        }
        const e = this.expr(v, []);
        const p = pathOf(e);
        if (!p || (e.k !== 'var' && e.k !== 'field')) return;
        if (up || both) rangeUp.add(p);
        if (!up || both) rangeDown.add(p);
      };
      range(less ? l : r, less ? r : l, true);
      range(less ? r : l, less ? l : r, false);
    };
    const rangeUp = new Set<string>();
    const rangeDown = new Set<string>();
    const lower = new Set<string>();
    const nonzero = new Set<string>();
    visit(cn, truth);
    const loc = this.lw.loc(cn);
    const path = (p: string) =>
      p
        .split('.')
        .slice(1)
        .reduce<Expr>((o, name) => ({ k: 'field', obj: o, name, loc }), {
          k: 'var',
          name: p.split('.')[0],
          loc,
        });
    const nz = [...nonzero].map((p): Stmt => ({
      k: 'assign',
      to: path(p),
      e: { k: 'call', callee: '__nonzero', name: '__nonzero', args: [path(p)], loc },
      loc,
    }));
    // `__inrange(v)`: the value cannot wrap in the arithmetic this function does with it: an upper
    // limit covers additions and increments, a lower one subtractions and decrements, either a product
    for (const p of new Set([...rangeUp, ...rangeDown])) {
      const v = p.replace(/\./g, '\\s*(?:\\.|->)\\s*');
      const grows = new RegExp(`(?<![\\w.>])${v}\\s*\\+|\\+\\s*${v}\\b`).test(this.fnText);
      const shrinks = new RegExp(`(?<![\\w.>])${v}\\s*-(?!>)|--\\s*${v}\\b`).test(this.fnText);
      if ((grows && !rangeUp.has(p)) || (shrinks && !rangeDown.has(p))) continue;
      nz.push({
        k: 'assign',
        to: path(p),
        e: { k: 'call', callee: '__inrange', name: '__inrange', args: [path(p)], loc },
        loc,
      });
    }
    return nz.concat(
      [...vars].map((p) => {
        const to = path(p);
        // an index needs both bounds: checked here, elsewhere in the function, or unsigned
        const both = lower.has(p) || this.lowerChecked(p);
        const fn = both ? '__bounded' : '__upper';
        return {
          k: 'assign',
          to,
          e: { k: 'call', callee: fn, name: fn, args: [to], loc },
          loc,
        } as Stmt;
      }),
    );
  }

  /** A value checked from below somewhere in this function (`n >= 0`, `n < 0`), or declared unsigned. */
  private lowerChecked(p: string): boolean {
    const v = p.replace(/\./g, '\\s*(?:\\.|->)\\s*');
    const re = new RegExp(
      `(?<![\\w.>])${v}\\s*(?:>=?|<)\\s*-?\\s*[01]\\b|\\b0\\s*(?:<=|>)\\s*${v}\\b|\\b(?:unsigned(?:\\s+(?:int|long|short|char))?|size_t|uint\\w*|DWORD|UINT)\\s+${v}\\b`,
    );
    return re.test(this.fnText);
  }

  /** An expression at statement level: assignments become assignment statements. */
  private exprTop(n: SgNode, pre: Pre): Expr | null {
    const k = n.kind();
    if (k === 'assignment_expression') {
      this.assignment(n, pre);
      return null;
    }
    if (k === 'comma_expression') {
      for (const c of n.namedChildren()) {
        const x = this.exprTop(c, pre);
        if (x) pre.push({ k: 'expr', e: x });
      }
      return null;
    }
    if (k === 'binary_expression' && n.field('operator')?.text() === '>>' && this.cinChain(n, pre))
      return null;
    return this.expr(n, pre);
  }

  /** `std::cin >> a >> b`: every operand is read from standard input. */
  private cinChain(n: SgNode, pre: Pre): boolean {
    const targets: SgNode[] = [];
    let cur: SgNode | null = n;
    while (cur && cur.kind() === 'binary_expression' && cur.field('operator')?.text() === '>>') {
      const r = cur.field('right');
      if (r) targets.unshift(r);
      cur = cur.field('left');
    }
    if (!cur || !CIN.test(cur.text().replace(/\s+/g, ''))) return false;
    const loc = this.lw.loc(n);
    for (const t of targets) {
      const to = this.lvalue(this.expr(t, pre));
      if (to) pre.push({ k: 'assign', to, e: { k: 'source', label: 'stdin', loc }, loc });
    }
    return true;
  }

  private assignment(n: SgNode, pre: Pre): Expr {
    const loc = this.lw.loc(n);
    const op = n.field('operator')?.text() ?? '=';
    const left = n.field('left')!;
    const right = n.field('right')!;
    const to = this.expr(left, pre);
    const e = this.expr(right, pre);
    const target = this.lvalue(to) ?? to;
    this.loopWrite(left, pre, loc);
    if ((op === '+=' || op === '-=' || op === '*=') && this.intTyped(left) && !this.charLit(right))
      this.wraps(to, pre, loc);
    if (op === '=') pre.push({ k: 'assign', to: target, e, loc });
    else if (op === '+=') pre.push({ k: 'assign', to: target, e, loc, weak: true });
    else {
      if ((op === '/=' || op === '%=') && e.k !== 'lit')
        pre.push({
          k: 'expr',
          e: { k: 'call', callee: '__divisor', name: '__divisor', args: [e], loc },
        });
      pre.push({ k: 'assign', to: target, e: { k: 'bin', op: op.slice(0, -1), l: to, r: e }, loc });
    }
    return to;
  }

  /** `__wrap(v)`: the sink of an integer from input in arithmetic that can wrap around (`v + 1`, `v * 2`, `v--`). */
  private wraps(e: Expr, pre: Pre, loc: Loc): void {
    if (e.k === 'var' || e.k === 'field')
      pre.push({ k: 'expr', e: { k: 'call', callee: '__wrap', name: '__wrap', args: [e], loc } });
  }

  /** A character constant (`'0'`): `c - '0'` is character arithmetic on a small value. */
  private charLit(n: SgNode): boolean {
    return n.kind() === 'char_literal';
  }

  /** A variable or member declared with an integer type (in this function, or the file for globals and members). */
  private intTyped(n: SgNode): boolean {
    let x = n;
    while (x.kind() === 'parenthesized_expression') x = x.namedChildren()[0] ?? x;
    const k = x.kind();
    const name =
      k === 'identifier'
        ? x.text()
        : k === 'field_expression'
          ? x.field('field')?.text()
          : undefined;
    if (!name || !/^[A-Za-z_]\w*$/.test(name)) return false;
    const key = `${k}:${name}:${this.locals.has(name)}`;
    let known = this.intTypes.get(key);
    if (known === undefined) {
      const re = new RegExp(`${INT_DECL}${name}\\s*(?:[;=,)]|$)`, 'm');
      const inFn = re.test(this.fnText);
      known =
        k === 'identifier' && (inFn || this.locals.has(name)) ? inFn : re.test(this.lw.source);
      this.intTypes.set(key, known);
    }
    return known;
  }

  /** The class a local object or pointer is declared with in this function (`Runner r;`, `Runner *p = new Runner()`). */
  private declaredClass(obj: string): string | undefined {
    if (!/^\w+$/.test(obj)) return undefined;
    for (const cls of this.prog.classMethods.keys()) {
      if (new RegExp(`\\b${cls}\\s*[*&]?\\s*\\b${obj}\\s*[;=({,)]`).test(this.fnText)) return cls;
    }
    return undefined;
  }

  /**
   * `for (i = 0; i < n; i++) dest[i] = ...`: a loop writing element after element up to a bound
   * copies n elements, so the bound is a copy size (`__copysize(n)`), unless the buffer was
   * allocated with that same bound.
   */
  private loopWrite(left: SgNode, pre: Pre, loc: Loc): void {
    if (left.kind() !== 'subscript_expression' || !this.loopBounds.length) return;
    const idx = (left.field('index') ?? left.field('indices')?.namedChildren()[0])?.text().trim();
    const lb = [...this.loopBounds].reverse().find((b) => b.v === idx);
    if (!lb) return;
    const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const bt = esc(lb.bound.text().trim());
    const arr = esc(left.field('argument')?.text().trim() ?? '');
    if (
      new RegExp(
        `(?<![\\w.>])${arr}\\s*=[^;]*(?:\\b(?:[mc]|re|_?a)?alloca?\\s*\\([^;]*(?<![\\w.>])${bt}\\b|\\bnew\\s+[\\w:]+\\s*\\[\\s*${bt}\\b)`,
      ).test(this.fnText)
    )
      return;
    pre.push({
      k: 'expr',
      e: {
        k: 'call',
        callee: '__copysize',
        name: '__copysize',
        args: [this.expr(lb.bound, pre)],
        loc,
      },
    });
  }

  /** The object an expression designates when written through (`data + n`, `(char *)buf`). */
  private lvalue(e: Expr): Expr | null {
    if (e.k === 'var' || e.k === 'field' || e.k === 'index') return e;
    if (e.k === 'bin' && (e.op === '+' || e.op === '-')) return this.lvalue(e.l);
    if (e.k === 'any' && e.parts.length === 1) return this.lvalue(e.parts[0]);
    return null;
  }

  private varExpr(name: string, n: SgNode): Expr {
    const loc = this.lw.loc(n);
    if (this.members.has(name) && !this.locals.has(name))
      return { k: 'field', obj: { k: 'var', name: 'this', loc }, name, loc, path: `this.${name}` };
    if (!this.locals.has(name)) {
      const k = this.facts.consts.get(name);
      if (k !== undefined) return lit(k);
      const id = this.facts.idMacros.get(name);
      if (id && id !== name) return this.varExpr(id, n);
      if (name === 'NULL' || name === 'nullptr') return lit(null);
      if (name === 'true' || name === 'TRUE') return lit(true);
      if (name === 'false' || name === 'FALSE') return lit(false);
    }
    return { k: 'var', name, loc };
  }

  expr(n: SgNode, pre: Pre): Expr {
    const loc = this.lw.loc(n);
    switch (n.kind()) {
      case 'identifier':
        return this.varExpr(n.text(), n);
      case 'qualified_identifier':
      case 'field_identifier':
        return { k: 'var', name: n.text(), loc };
      case 'this':
        return { k: 'var', name: 'this', loc };
      case 'number_literal':
        return /^0[xX]/.test(n.text()) ? lit(parseInt(n.text(), 16)) : num(n.text());
      case 'true':
        return lit(true);
      case 'false':
        return lit(false);
      case 'null':
      case 'nullptr':
        return lit(null);
      case 'string_literal':
      case 'raw_string_literal':
      case 'char_literal': {
        const parts = n
          .namedChildren()
          .filter(
            (c) =>
              c.kind() !== 'string_content' &&
              c.kind() !== 'escape_sequence' &&
              c.kind() !== 'character',
          );
        if (parts.length) return { k: 'any', parts: [] };
        const t = n.text();
        if (n.kind() === 'raw_string_literal')
          return lit(t.replace(/^(?:L|u8|u|U)?R"[^(]*\(|\)[^)"]*"$/g, ''));
        return lit(t.replace(/^(?:L|u8|u|U)?"|"$/g, '').replace(/^(?:L|u8|u|U)?'|'$/g, ''));
      }
      case 'concatenated_string':
        return { k: 'concat', parts: n.namedChildren().map((c) => this.expr(c, pre)) };
      case 'parenthesized_expression': {
        const c = n.namedChildren()[0];
        return c ? this.expr(c, pre) : { k: 'any', parts: [] };
      }
      case 'cast_expression': {
        const v = n.field('value');
        return v ? this.expr(v, pre) : { k: 'any', parts: [] };
      }
      case 'pointer_expression': {
        const a = n.field('argument');
        if (!a) return { k: 'any', parts: [] };
        const op = n.field('operator')?.text();
        if (op === '*' && a.kind() === 'identifier' && this.ptrAlias.has(a.text()))
          return this.varExpr(this.ptrAlias.get(a.text())!, a);
        return this.expr(a, pre);
      }
      case 'sizeof_expression':
      case 'alignof_expression':
      case 'offsetof_expression':
        return { k: 'any', parts: [] };
      case 'unary_expression': {
        const op = n.field('operator')?.text() ?? '';
        const a = n.field('argument');
        return { k: 'un', op, e: a ? this.expr(a, pre) : { k: 'any', parts: [] } };
      }
      case 'update_expression': {
        const a = n.field('argument');
        if (a && this.intTyped(a)) this.wraps(this.expr(a, []), pre, loc);
        // a counter changes; taint of a pointer walked along its buffer stays
        return a ? { k: 'any', parts: [this.expr(a, pre)] } : { k: 'any', parts: [] };
      }
      case 'binary_expression': {
        const op = n.field('operator')?.text() ?? '';
        if (op === '>>' && this.cinChain(n, pre)) return { k: 'any', parts: [] };
        const l = n.field('left');
        const r = n.field('right');
        if (!l || !r) return { k: 'any', parts: [] };
        const le = this.expr(l, pre);
        const re = this.expr(r, pre);
        // `a / d`, `a % d`: `__divisor(d)`, the sink of a divisor from input (constants fold)
        if ((op === '/' || op === '%') && re.k !== 'lit')
          pre.push({
            k: 'expr',
            e: { k: 'call', callee: '__divisor', name: '__divisor', args: [re], loc },
          });
        // `v + 1`, `v * 2`, `v - 1` on an integer: `__wrap(v)` (the left side of a difference only).
        // `n * sizeof(T)` is a size computation, the allocation and copy-size classes' finding.
        const sized =
          op === '*' && (l.kind() === 'sizeof_expression' || r.kind() === 'sizeof_expression');
        if (
          (op === '+' || op === '*' || op === '-') &&
          !sized &&
          !this.charLit(l) &&
          !this.charLit(r)
        ) {
          if (this.intTyped(l)) this.wraps(le, pre, loc);
          if (op !== '-' && this.intTyped(r)) this.wraps(re, pre, loc);
        }
        // products and differences of input are still input (allocation sizes, indexes); masks and
        // shifts are not. Constants still fold.
        if ((op === '*' || op === '-') && (le.k !== 'lit' || re.k !== 'lit'))
          return { k: 'any', parts: [le, re] };
        // pointer arithmetic and string building keep the data; `<<` into a stream writes it
        return { k: 'bin', op: op === '<<' ? '+' : op, l: le, r: re };
      }
      case 'conditional_expression': {
        const c = n.field('condition');
        const t = n.field('consequence');
        const f = n.field('alternative');
        return {
          k: 'cond',
          c: c ? this.expr(c, pre) : lit(true),
          t: t ? this.expr(t, pre) : c ? this.expr(c, pre) : lit(null),
          f: f ? this.expr(f, pre) : lit(null),
        };
      }
      case 'assignment_expression':
        return this.assignment(n, pre);
      case 'comma_expression': {
        const kids = n.namedChildren();
        for (const c of kids.slice(0, -1)) {
          const x = this.exprTop(c, pre);
          if (x) pre.push({ k: 'expr', e: x });
        }
        return kids.length ? this.expr(kids[kids.length - 1], pre) : { k: 'any', parts: [] };
      }
      case 'field_expression': {
        const obj = n.field('argument');
        const f = n.field('field');
        if (!obj || !f) return { k: 'any', parts: [] };
        const o = this.expr(obj, pre);
        const e: Expr = { k: 'field', obj: o, name: lastSeg(f.text()), loc };
        const p = pathOf(e);
        if (p) e.path = p;
        return e;
      }
      case 'subscript_expression': {
        const obj = n.field('argument');
        let idx = n.field('index');
        if (!idx) {
          const ind = n.field('indices');
          idx = ind?.namedChildren()[0] ?? null;
        }
        if (!obj) return { k: 'any', parts: [] };
        const e: Expr = {
          k: 'index',
          obj: this.expr(obj, pre),
          idx: idx ? this.expr(idx, pre) : { k: 'any', parts: [] },
          loc,
        };
        const p = pathOf(e);
        if (p) e.path = p;
        if (idx && idx.kind() !== 'number_literal')
          pre.push({
            k: 'expr',
            e: {
              k: 'call',
              callee: '__index',
              name: '__index',
              args: [(e as { idx: Expr }).idx],
              loc,
            },
          });
        return e;
      }
      case 'initializer_list':
        return {
          k: 'arr',
          items: n
            .namedChildren()
            .filter((c) => c.kind() !== 'comment')
            .map((c) => this.expr(c, pre)),
        };
      case 'initializer_pair': {
        const v = n.field('value');
        return v ? this.expr(v, pre) : { k: 'any', parts: [] };
      }
      case 'compound_literal_expression': {
        const v = n.field('value');
        return v ? this.expr(v, pre) : { k: 'any', parts: [] };
      }
      case 'call_expression':
        return this.call(n, pre);
      case 'new_expression': {
        const t = n.field('type');
        const typeName = t ? lastSeg(t.text().replace(/<.*$/s, '')) : '';
        const args = (n.field('arguments')?.namedChildren() ?? []).map((a) => this.expr(a, pre));
        const dec = n.field('declarator');
        if (dec && dec.kind() === 'new_declarator') {
          // `new char[n]`: an allocation of n elements
          const size = dec.namedChildren()[0];
          const sz = size ? this.expr(size, pre) : null;
          if (sz)
            pre.push({
              k: 'expr',
              e: { k: 'call', callee: '__alloc', name: '__alloc', args: [sz], loc },
            });
          return {
            k: 'call',
            callee: 'new[]',
            name: 'new[]',
            args: sz ? [sz] : [],
            isNew: true,
            loc,
          };
        }
        return { k: 'call', callee: typeName, name: typeName, args, isNew: true, loc };
      }
      case 'lambda_expression':
      case 'delete_expression':
        return { k: 'any', parts: [] };
      default:
        return {
          k: 'any',
          parts: n
            .namedChildren()
            .filter((c) => String(c.kind()).endsWith('expression') || c.kind() === 'identifier')
            .map((c) => this.expr(c, pre)),
        };
    }
  }

  private call(n: SgNode, pre: Pre): Expr {
    const loc = this.lw.loc(n);
    let fnNode = n.field('function');
    while (
      fnNode &&
      (fnNode.kind() === 'parenthesized_expression' ||
        (fnNode.kind() === 'pointer_expression' && fnNode.field('operator')?.text() === '*'))
    ) {
      fnNode =
        fnNode.kind() === 'parenthesized_expression'
          ? fnNode.namedChildren()[0]
          : fnNode.field('argument');
    }
    const argNodes = (n.field('arguments')?.namedChildren() ?? []).filter(
      (a) => a.kind() !== 'comment',
    );
    const args = argNodes.map((a) => this.expr(a, pre));
    if (!fnNode) return { k: 'any', parts: args };
    let name = '';
    let recv: Expr | undefined;
    let callee = '';
    const fk = fnNode.kind();
    if (fk === 'identifier' || fk === 'qualified_identifier' || fk === 'template_function') {
      let text =
        fk === 'template_function'
          ? (fnNode.field('name')?.text() ?? fnNode.text())
          : fnNode.text();
      text = text.replace(/^::/, '').replace(/^std::/, '');
      if (fk === 'identifier' && !this.locals.has(text))
        text = this.facts.idMacros.get(text) ?? text;
      else if (fk === 'identifier' && this.fnAlias.has(text)) text = this.fnAlias.get(text)!;
      name = lastSeg(text);
      callee = text.includes('::') ? text : name;
      // a function of the file that only returns a constant
      if (!args.length && fk === 'identifier' && this.facts.constFns.has(name))
        return lit(this.facts.constFns.get(name)!);
    } else if (fk === 'field_expression') {
      const obj = fnNode.field('argument');
      name = lastSeg(fnNode.field('field')?.text() ?? '');
      recv = obj ? this.expr(obj, pre) : undefined;
      callee = this.lw.callee(recv, name);
      if (
        obj &&
        CIN.test(obj.text().replace(/\s+/g, '')) &&
        /^(getline|get|read)$/.test(name) &&
        args[0]
      ) {
        // std::cin.getline(buf, n): fills buf from standard input
        const to = this.lvalue(args[0]);
        if (to) pre.push({ k: 'assign', to, e: { k: 'source', label: 'stdin', loc }, loc });
      }
      // `r.set(x)` / `p->run()` on an object of a class of this file that defines the method:
      // that method with its receiver (what it stores in the object, what it reads from it)
      const cls =
        obj && recv && (recv.k === 'var' || recv.k === 'field')
          ? this.declaredClass(obj.text().trim())
          : undefined;
      if (cls && this.prog.classMethods.get(cls)?.has(name))
        return { k: 'call', callee: `${cls}.${name}`, name, recv, args, loc };
      if (this.prog.methods.has(name) && !(obj && CIN.test(obj.text()))) {
        // a member function of this file: called by name, its summary applies
        return { k: 'call', callee: name, name, args: recv ? [...args] : args, loc };
      }
      if (name === 'assign' && recv && args.length) {
        const to = this.lvalue(recv);
        if (to) pre.push({ k: 'assign', to, e: { k: 'any', parts: args }, loc });
      }
    } else {
      return { k: 'any', parts: [this.expr(fnNode, pre), ...args] };
    }
    const call: Expr = { k: 'call', callee, name, recv, args, loc };
    if (!recv) {
      const fi = FORMAT_ARG[name];
      const fa = fi !== undefined ? argNodes[fi] : undefined;
      if (fa && args[fi] && fa.kind() !== 'string_literal' && fa.kind() !== 'concatenated_string') {
        pre.push({
          k: 'expr',
          e: { k: 'call', callee: '__format', name: '__format', args: [args[fi]], loc },
        });
      }
      for (const i of ALLOC_ARGS[name] ?? [])
        if (args[i])
          pre.push({
            k: 'expr',
            e: { k: 'call', callee: '__alloc', name: '__alloc', args: [args[i]], loc },
          });
      const ci = COPY_SIZE_ARG[name];
      if (ci !== undefined && args[ci] && args[ci].k !== 'lit')
        pre.push({
          k: 'expr',
          e: { k: 'call', callee: '__copysize', name: '__copysize', args: [args[ci]], loc },
        });
    }
    if (!recv && callee === name && this.prog.fns.has(name) && !this.locals.has(name))
      this.sameFile(name, call, pre, loc);
    if (!recv && this.outParams(name, args, call, pre, loc) && COUNTS.has(name)) {
      // the call's value is a byte or item count, bounded by the caller's buffer size
      return { k: 'any', parts: [] };
    }
    return call;
  }

  /** A call of a function of this file: file-level variables it reads, and the arguments it fills. */
  private sameFile(
    name: string,
    call: Extract<Expr, { k: 'call' }>,
    pre: Pre,
    loc: FnIR['loc'],
  ): void {
    const fnNode = this.prog.fns.get(name)!;
    const nParams = (fnDeclarator(fnNode)?.field('parameters')?.namedChildren() ?? []).filter(
      (x) => x.kind() === 'parameter_declaration' && !(x.text().trim() === 'void'),
    ).length;
    const reads = this.prog.reads.get(name) ?? [];
    if (reads.length && call.args.length <= nParams) {
      while (call.args.length < nParams) call.args.push({ k: 'any', parts: [] });
      for (const g of reads) call.args.push(this.varExpr(g, fnNode));
    }
    const outs = this.prog.outs.get(name);
    if (!outs || name === this.self || lowering > 3) return;
    for (const i of outs) {
      const a = call.args[i];
      const to = a ? this.lvalue(a) : null;
      if (!to) continue;
      const key = `${name}#${i}`;
      let fn = this.prog.synth.get(key);
      if (fn === undefined) {
        this.prog.synth.set(key, null);
        lowering++;
        try {
          const base = new CLower(this.lw).fn(fnNode);
          fn = base.params[i] ? returning(base, base.params[i]) : null;
        } catch {
          fn = null;
        } finally {
          lowering--;
        }
        this.prog.synth.set(key, fn);
      }
      if (!fn) continue;
      const v = `$out${i}$${name}`;
      pre.push({ k: 'assign', to: { k: 'var', name: v, loc }, e: { k: 'fn', fn }, loc });
      pre.push({ k: 'assign', to, e: { ...call, callee: v, name: v }, loc });
    }
  }

  /** Assignments of the destination arguments of libc calls (see OUT). */
  private outParams(
    name: string,
    args: Expr[],
    call: Extract<Expr, { k: 'call' }>,
    pre: Pre,
    loc: FnIR['loc'],
  ): boolean {
    if (name === 'getline' || name === 'getdelim' || name === 'getwline') {
      // POSIX getline(&line, &n, stream) fills its first argument; std::getline(stream, s) its second
      const i =
        call.args.length === 3 && name !== 'getline'
          ? 0
          : call.args.length >= 2 && this.isStreamArg(call.args[0])
            ? 1
            : 0;
      const to = args[i] ? this.lvalue(args[i]) : null;
      if (to) pre.push({ k: 'assign', to, e: call, loc });
      return true;
    }
    const s = OUT[name];
    if (!s) return false;
    const outs: number[] = [];
    if (s.out !== undefined) outs.push(s.out);
    if (s.rest !== undefined) for (let i = s.rest; i < args.length; i++) outs.push(i);
    let value: Expr = call;
    if (this.readsInput(name, args)) value = { k: 'source', label: 'input', loc };
    if (s.from || s.fromRest !== undefined) {
      const from = [...(s.from ?? [])];
      if (s.fromRest !== undefined) for (let i = s.fromRest; i < args.length; i++) from.push(i);
      // copies: the destination takes the source arguments (`sscanf(input, "%d", &n)` included)
      value = { k: 'any', parts: from.flatMap((i) => (args[i] ? [args[i]] : [])) };
    }
    for (const i of outs) {
      const a = args[i];
      if (!a) continue;
      const to = this.lvalue(a);
      if (!to) continue;
      const weak = s.weak || (a.k === 'bin' && a.op === '+');
      pre.push({ k: 'assign', to, e: value, loc, weak });
    }
    return true;
  }

  /**
   * `read`/`fread` are not sources in general (a program's own files and binary formats), but are
   * when they read standard input (`read(0, ...)`, `read(STDIN_FILENO, ...)`, `fread(..., stdin)`)
   * or a socket (a descriptor from `socket()`/`accept()` in this file, or one named as a socket).
   */
  private readsInput(name: string, args: Expr[]): boolean {
    let a: Expr | undefined;
    if (name === 'read' || name === '_read') a = args[0];
    else if (name === 'fread') a = args[3];
    else return false;
    if (!a) return false;
    if (a.k === 'lit') return a.v === 0;
    if (a.k !== 'var') return false;
    if (name === 'fread') return /^(?:std::)?stdin$/.test(a.name);
    return (
      a.name === 'STDIN_FILENO' ||
      this.facts.sockets.has(a.name) ||
      /sock|^(?:client|peer|conn)(?:_?fd)?$|^c?fd_?client$/i.test(a.name)
    );
  }

  private isStreamArg(e: Expr): boolean {
    return e.k === 'var' && /(?:^|::)w?cin$|stream|file|in$|^f$|^is$/i.test(e.name);
  }
}

/**
 * `f(x) != NULL` is `f(x)`, `f(x) == NULL` is `!f(x)` (also with 0), inside `&&`, `||` and `!`, so
 * that the guards of the spec see the call (`if (strstr(p, "..") != NULL) return;`).
 */
function nullTest(e: Expr): Expr {
  if (e.k === 'un' && e.op === '!') return { ...e, e: nullTest(e.e) };
  if (e.k !== 'bin') return e;
  if (e.op === '&&' || e.op === '||') return { ...e, l: nullTest(e.l), r: nullTest(e.r) };
  if (e.op !== '!=' && e.op !== '==') return e;
  const [c, k] = e.l.k === 'call' ? [e.l, e.r] : [e.r, e.l];
  if (c.k !== 'call' || k.k !== 'lit' || (k.v !== null && k.v !== 0)) return e;
  return e.op === '!=' ? c : { k: 'un', op: '!', e: c };
}

function exits(b: Stmt[]): boolean {
  const last = b[b.length - 1];
  return (
    !!last &&
    (last.k === 'ret' ||
      last.k === 'throw' ||
      (last.k === 'expr' &&
        last.e.k === 'call' &&
        /^(exit|abort|_exit|exit_group)$/.test(last.e.name)))
  );
}

/** The expression inside parentheses and casts (`(long)(v)` is v). */
function unwrapCasts(n: SgNode): SgNode {
  let v = n;
  while (v.kind() === 'parenthesized_expression' || v.kind() === 'cast_expression') {
    const inner = v.kind() === 'cast_expression' ? v.field('value') : v.namedChildren()[0];
    if (!inner) break;
    v = inner;
  }
  return v;
}

/** The counter and bound of a loop condition `i < n`, `i <= n`, `n > i` when the bound is not a constant. */
function loopBound(cn: SgNode | null): { v: string; bound: SgNode } | null {
  let c = cn;
  while (c && (c.kind() === 'parenthesized_expression' || c.kind() === 'condition_clause'))
    c = c.namedChildren()[0] ?? null;
  if (!c || c.kind() !== 'binary_expression') return null;
  const op = c.field('operator')?.text();
  const l = c.field('left');
  const r = c.field('right');
  if (!l || !r) return null;
  const [v, bound] =
    op === '<' || op === '<=' ? [l, r] : op === '>' || op === '>=' ? [r, l] : [null, null];
  if (
    !v ||
    !bound ||
    v.kind() !== 'identifier' ||
    !['identifier', 'field_expression'].includes(String(bound.kind()))
  )
    return null;
  return { v: v.text(), bound };
}

/** The class whose body defines a member function, if any. */
function classOfMember(f: SgNode): string | undefined {
  const p = f.parent();
  const c = p?.kind() === 'field_declaration_list' ? p.parent() : null;
  return c && (c.kind() === 'class_specifier' || c.kind() === 'struct_specifier')
    ? c.field('name')?.text()
    : undefined;
}

/** Data members of the class whose body defines this member function. */
function memberFields(f: SgNode): Set<string> {
  const out = new Set<string>();
  if (!classOfMember(f)) return out;
  for (const d of f.parent()?.children() ?? []) {
    if (d.kind() !== 'field_declaration') continue;
    for (const x of d.fieldChildren('declarator')) {
      if (x.kind() === 'function_declarator') continue;
      const id =
        x.kind() === 'field_identifier' ? x : x.find({ rule: { kind: 'field_identifier' } });
      if (id) out.add(id.text());
    }
  }
  return out;
}
