/** Python front end (Flask, Django, FastAPI): lowers functions to the taint IR. */
import { posix } from 'node:path';
import type { SgNode } from '@ast-grep/napi';
import type { Expr, FnIR, Lit, Stmt } from '../ir.js';
import { CallMatcher } from '../spec.js';
import { type FrontEnd, LowerCtx, lit, num, pathOf } from './common.js';
import {
  type IfChainGrammar,
  type TryGrammar,
  childBlock,
  elementOf,
  lowerIfChain,
  lowerTry,
  lowerWhile,
  lowerChildren,
} from './statements.js';
import { markExported } from './exported.js';

const FN_KINDS = ['function_definition'];
type Kind = ReturnType<SgNode['kind']>;
/** A response given a content type other than HTML (`mimetype='text/plain'`, `headers['Content-Type'] = ...`). */
const NON_HTML =
  /(?:content[_-]type|mimetype|media_type)['"]?\s*\]?\s*[:=]\s*['"](?!text\/html)[\w.+-]+\/[\w.+-]+/i;
/** Response constructors whose body is HTML unless a content type says otherwise. */
const RESPONSES =
  /^(?:flask\.__return|(?:flask\.)?make_response|(?:django\.http\.)?HttpResponse|(?:flask|werkzeug|werkzeug\.wrappers)\.Response)$/;
/** A response made from a dict or list literal (`make_response({"ok": True})`): Flask answers JSON. */
function jsonBody(argsN: SgNode | null): boolean {
  const a = argsN?.namedChildren().find((c) => c.kind() !== 'comment');
  return (
    !!a &&
    /^(?:dictionary|list|dictionary_comprehension|list_comprehension)$/.test(String(a.kind()))
  );
}
/** Calls that never return: the branch that makes them ends there. */
const NORETURN = /^(?:abort|flask\.abort|sys\.exit|exit|os\._exit|quit)$/;
/** Packages that are never project files, so imports of them don't make a file wait for pass 2. */
const LIBS = new Set([
  'os',
  'sys',
  're',
  'json',
  'subprocess',
  'shlex',
  'pickle',
  'marshal',
  'yaml',
  'flask',
  'django',
  'fastapi',
  'starlette',
  'sqlalchemy',
  'requests',
  'urllib',
  'http',
  'lxml',
  'xml',
  'typing',
  'pathlib',
  'html',
  'markupsafe',
  'jinja2',
  'werkzeug',
  'hashlib',
  'base64',
  'datetime',
  'logging',
  'collections',
  'functools',
  'itertools',
  'dataclasses',
  'pydantic',
  'sqlite3',
  'psycopg2',
  'pymysql',
  'MySQLdb',
  'httpx',
  'aiohttp',
  'asyncio',
  'uuid',
  'time',
  'random',
  'secrets',
  'io',
  'shutil',
  'tempfile',
  'enum',
  'abc',
  'math',
  'string',
  'textwrap',
  'pymongo',
  'bleach',
  'defusedxml',
  'mako',
  'pandas',
  'numpy',
  'ldap',
  'ldap3',
  'rest_framework',
  'celery',
  'redis',
  'boto3',
  'jwt',
  'cryptography',
  'hmac',
  'copy',
  'contextlib',
  '__future__',
]);

/** Parameter annotations a framework converts before the view runs (a value of another shape is rejected). */
const SCALAR =
  /^(?:int|float|bool|complex|decimal\.Decimal|Decimal|uuid\.UUID|UUID|UUID[1345]|datetime\.(?:date|datetime|time|timedelta)|date|datetime|time|timedelta|PositiveInt|NegativeInt|NonNegativeInt|StrictInt|StrictFloat|StrictBool|conint\(.*\)|confloat\(.*\))$/;

/** A type annotation the framework converts to a scalar, also as `Optional[T]` or `T | None`. */
function isScalar(type: string): boolean {
  return SCALAR.test(type.replace(/^Optional\[(.*)\]$/, '$1').replace(/\s*\|\s*None$/, ''));
}

/** The standard library's URL parsers. */
const URL_PARSE =
  /^(?:urllib\.parse\.)?(?:urlparse|urlsplit)$|^(?:urlparse|urllib)\.(?:urlparse|urlsplit)$/;

const fileMatchCache = new WeakMap<LowerCtx, Map<RegExp, boolean>>();
/** Whether a regex matches somewhere in the file's text (once per file and regex). */
function fileMatches(lw: LowerCtx, re: RegExp): boolean {
  let m = fileMatchCache.get(lw);
  if (!m) fileMatchCache.set(lw, (m = new Map()));
  let b = m.get(re);
  if (b === undefined) m.set(re, (b = re.test(lw.source)));
  return b;
}

const URL_PARSER_WORD = /urlparse|urlsplit/;
const urlNamedCache = new WeakMap<LowerCtx, boolean>();
/** Whether the file's text or one of its import aliases names a URL parser (URL_PARSE can match a callee). */
function urlParserNamed(lw: LowerCtx): boolean {
  let b = urlNamedCache.get(lw);
  if (b === undefined) {
    b =
      URL_PARSER_WORD.test(lw.source) ||
      [...lw.aliases.values()].some((v) => URL_PARSER_WORD.test(v));
    urlNamedCache.set(lw, b);
  }
  return b;
}

const decoratorMatchers = new WeakMap<string[], CallMatcher>();
/** The matcher of the specification's route decorators (one per list). */
function decoratorMatcher(decorators: string[]): CallMatcher {
  let m = decoratorMatchers.get(decorators);
  if (!m) decoratorMatchers.set(decorators, (m = new CallMatcher(decorators)));
  return m;
}

/** Names bound by numeric Flask converters in the function's route decorators (`<int:item_id>`). */
function numericConverters(fn: SgNode): Set<string> {
  const out = new Set<string>();
  const p = fn.parent();
  if (!p || p.kind() !== 'decorated_definition') return out;
  for (const d of p.namedChildren()) {
    if (d.kind() !== 'decorator') continue;
    for (const m of d.text().matchAll(/<(?:int|float|uuid)(?:\([^)]*\))?:(\w+)>/g)) out.add(m[1]);
  }
  return out;
}

const modelCache = new WeakMap<LowerCtx, Map<string, Set<string>>>();
/** Fields of the file's classes annotated with a scalar type (`count: int` in a Pydantic model), by class. */
function scalarFields(lw: LowerCtx): Map<string, Set<string>> {
  let m = modelCache.get(lw);
  if (!m) {
    m = new Map();
    for (const c of lw.source.matchAll(
      /^class[ \t]+(\w+)[^\n]*:[ \t]*\n((?:[ \t]+[^\n]*\n|[ \t]*\n)*)/gm,
    )) {
      const fields = new Set<string>();
      for (const f of c[2].matchAll(/^[ \t]+(\w+)[ \t]*:[ \t]*([^=\n#]+?)[ \t]*(?:=[^\n]*)?$/gm)) {
        if (isScalar(f[2])) fields.add(f[1]);
      }
      if (fields.size) m.set(c[1], fields);
    }
    modelCache.set(lw, m);
  }
  return m;
}

const rawEnvCache = new WeakMap<LowerCtx, Set<string>>();
/** Module names bound to a Jinja environment built with `autoescape=False` (its templates render values as they are). */
function rawEnvs(lw: LowerCtx): Set<string> {
  let s = rawEnvCache.get(lw);
  if (!s) {
    s = new Set(
      [
        ...lw.source.matchAll(
          /^(\w+)[ \t]*=[ \t]*(?:jinja2\.)?Environment\([^\n]*\bautoescape[ \t]*=[ \t]*False\b/gm,
        ),
      ].map((m) => m[1]),
    );
    rawEnvCache.set(lw, s);
  }
  return s;
}

const routeCache = new WeakMap<LowerCtx, Set<string>>();
/** Names of the route-decorated functions of the file. */
function routeNames(lw: LowerCtx): Set<string> {
  let s = routeCache.get(lw);
  if (!s) {
    s = new Set(
      [
        ...lw.source.matchAll(
          /^[ \t]*@[\w.]+\.(?:route|get|post|put|patch|delete)\((?:[^()]|\([^()]*\))*\)[^\n]*\n\s*(?:@[^\n]*\n\s*)*(?:async[ \t]+)?def[ \t]+(\w+)/gm,
        ),
      ].map((m) => m[1]),
    );
    routeCache.set(lw, s);
  }
  return s;
}

/** Whether a call is the receiver of a further `.replace(...)`. */
function isReplaceRecv(n: SgNode): boolean {
  const a = n.parent();
  if (a?.kind() !== 'attribute' || a.field('attribute')?.text() !== 'replace') return false;
  return a.parent()?.kind() === 'call';
}

/** Whether a chain of `.replace` calls ending at n replaces `<` with an entity. */
function escapesLt(n: SgNode): boolean {
  let cur: SgNode | null = n;
  for (let i = 0; cur && cur.kind() === 'call' && i < 12; i++) {
    const f: SgNode | null = cur.field('function');
    if (f?.kind() !== 'attribute' || f.field('attribute')?.text() !== 'replace') return false;
    const [a, b] = cur.field('arguments')?.namedChildren() ?? [];
    if (
      a &&
      b &&
      /^[rbu]?(['"])<\1$/.test(a.text()) &&
      /^[rbu]?(['"])&(?:lt|#60|#x3[cC]);\1$/.test(b.text())
    )
      return true;
    cur = f.field('object');
  }
  return false;
}

const stringCache = new WeakMap<LowerCtx, Map<string, string>>();
/** UPPER_CASE names assigned a plain string literal once in the file (`API = "https://..."`). */
function moduleStrings(lw: LowerCtx): Map<string, string> {
  let m = stringCache.get(lw);
  if (!m) {
    m = new Map();
    const seen = new Set<string>();
    for (const x of lw.source.matchAll(
      /^[ \t]*([A-Z][A-Z0-9_]*)[ \t]*(?::[^=\n]*)?=(?!=)[ \t]*(.*)$/gm,
    )) {
      const lit = /^(['"])([^'"\\\n{}%]*)\1[ \t]*(?:#.*)?$/.exec(x[2]);
      if (seen.has(x[1]) || !lit) m.delete(x[1]);
      else m.set(x[1], lit[2]);
      seen.add(x[1]);
    }
    // a name also changed in place or bound elsewhere (`RESPONSE += x`, `for NAME in`, `as NAME`,
    // `A, B = ...`) is not a constant
    for (const x of lw.source.matchAll(
      /\b([A-Z][A-Z0-9_]*)[ \t]*(?:[-+*/%&|^@]|\/\/|\*\*|<<|>>)=|\b(?:for|as)[ \t]+([A-Z][A-Z0-9_]*)\b|^[ \t]*([A-Z][A-Z0-9_]*)[ \t]*,[^=\n]*=(?!=)/gm,
    ))
      m.delete(x[1] ?? x[2] ?? x[3]);
    stringCache.set(lw, m);
  }
  return m;
}

const flaskCache = new WeakMap<LowerCtx, boolean>();
/** A Flask module (Flask 2's @app.get / @bp.post are routes whose string result is HTML), not FastAPI. */
function flaskFile(lw: LowerCtx): boolean {
  let b = flaskCache.get(lw);
  if (b === undefined) {
    b =
      /^[ \t]*(?:from|import)[ \t]+flask\b/m.test(lw.source) &&
      !/^[ \t]*(?:from|import)[ \t]+(?:fastapi|starlette|litestar|ninja)\b/m.test(lw.source);
    flaskCache.set(lw, b);
  }
  return b;
}

const registeredCache = new WeakMap<LowerCtx, Set<string>>();
/**
 * Functions of a Flask file registered as views by name rather than by a decorator:
 * `app.add_url_rule("/x", view_func=show)`, `bp.add_url_rule("/x", "show", show)`.
 */
function registeredViews(lw: LowerCtx): Set<string> {
  let s = registeredCache.get(lw);
  if (!s) {
    s = new Set();
    if (flaskFile(lw) && lw.source.includes('add_url_rule')) {
      for (const m of lw.source.matchAll(/\bview_func[ \t]*=[ \t]*([A-Za-z_]\w*)[ \t]*[,)\n]/g))
        s.add(m[1]);
      for (const m of lw.source.matchAll(
        /\badd_url_rule\(\s*(?:"[^"\n]*"|'[^'\n]*'|[A-Za-z_][\w.]*)\s*,\s*(?:"[^"\n]*"|'[^'\n]*'|None)\s*,\s*([A-Za-z_]\w*)\s*[,)]/g,
      ))
        s.add(m[1]);
    }
    registeredCache.set(lw, s);
  }
  return s;
}

/** HTTP method handlers of a Flask class-based view (`class Show(MethodView): def get(self)`). */
function classViewMethod(lw: LowerCtx, fn: SgNode): boolean {
  if (
    !flaskFile(lw) ||
    !/^(?:get|post|put|patch|delete|dispatch_request)$/.test(fn.field('name')?.text() ?? '')
  )
    return false;
  const cls = fn.parent()?.parent();
  if (cls?.kind() !== 'class_definition') return false;
  const bases = cls.field('superclasses')?.text() ?? '';
  return /\b(?:MethodView|View)\b/.test(bases);
}

/** Whether the file defines class `cls` and exactly one function named `method` (so a lookup by name finds it). */
function uniqueMethod(lw: LowerCtx, cls: string, method: string): boolean {
  const info = classInfo(lw);
  return !method.startsWith('__') && info.classes.has(cls) && info.defs.get(method) === 1;
}

/** The classes of the file, and how often each name is defined (methods / top level). */
function classInfo(lw: LowerCtx): { classes: Set<string>; defs: Map<string, number> } {
  let info = methodCache.get(lw);
  if (!info) {
    // one pass over the file: its classes, and how often each name is defined (methods / top level)
    info = { classes: new Set(), defs: new Map() };
    for (const m of lw.source.matchAll(
      /^([ \t]*)(?:class[ \t]+(\w+)|(?:async[ \t]+)?def[ \t]+(\w+))/gm,
    )) {
      if (m[2]) info.classes.add(m[2]);
      else if (m[3]) info.defs.set(m[3], (info.defs.get(m[3]) ?? 0) + (m[1] ? 1 : 100));
    }
    methodCache.set(lw, info);
  }
  return info;
}
/** The project modules a file imports (its `from x import ...` of modules not known as libraries). */
function projectModules(lw: LowerCtx): Set<string> {
  let m = moduleCache.get(lw);
  if (!m) {
    m = new Set(pythonFrontEnd.projectImports(lw.source));
    moduleCache.set(lw, m);
  }
  return m;
}
const moduleCache = new WeakMap<LowerCtx, Set<string>>();
const methodCache = new WeakMap<LowerCtx, { classes: Set<string>; defs: Map<string, number> }>();

const PATH_CTOR = /^(?:pathlib\.)?(?:Pure)?(?:Posix|Windows)?Path$/;
/** Methods of a pathlib path that read, write or remove the file it names. */
const PATH_IO =
  /^(?:read_text|read_bytes|write_text|write_bytes|open|unlink|rmdir|mkdir|touch|iterdir|rename|replace|symlink_to|hardlink_to|chmod|exists|is_file|is_dir|stat|glob|rglob)$/;

const pathCache = new WeakMap<LowerCtx, Set<string>>();
/** Module constants holding a pathlib path (`REPORTS = Path("/srv/reports")`). */
function pathNames(lw: LowerCtx): Set<string> {
  let s = pathCache.get(lw);
  if (!s) {
    s = new Set(
      [
        ...lw.source.matchAll(
          /^([A-Za-z_]\w*)[ \t]*(?::[ \t]*[\w.]+[ \t]*)?=[ \t]*(?:pathlib\.)?(?:Pure)?(?:Posix|Windows)?Path\(/gm,
        ),
      ].map((m) => m[1]),
    );
    pathCache.set(lw, s);
  }
  return s;
}

const configCache = new WeakMap<LowerCtx, Set<string>>();
/** Variables holding a configparser object (`conf = configparser.ConfigParser()`). */
function configNames(lw: LowerCtx): Set<string> {
  let s = configCache.get(lw);
  if (!s) {
    s = new Set(
      [
        ...lw.source.matchAll(
          /^[ \t]*(?:self\.)?(\w+)[ \t]*=[ \t]*(?:configparser\.)?(?:Raw|Safe)?ConfigParser\(/gm,
        ),
      ].map((m) => m[1]),
    );
    configCache.set(lw, s);
  }
  return s;
}

/** A Python string literal (prefix, quote, body); the body ends at the first closing quote. */
const STRING_LIT = String.raw`([rRuU]?)("""|'''|"|')([\s\S]*?)\2`;
/** The text of a Python string literal's body (`\n` and the other common escapes decoded unless raw). */
function pyStringText(prefix: string, body: string): string {
  if (/r/i.test(prefix)) return body;
  const esc: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', '"': '"', "'": "'" };
  return body.replace(/\\([ntr\\"'])/g, (_, c: string) => esc[c]);
}

/**
 * The values of an INI text as configparser reads it: `section\u0000key` to value, keys lowercased,
 * the `[DEFAULT]` entries in every section; undefined for text it cannot read plainly
 * (interpolation, continuation lines).
 */
function iniValues(text: string): Map<string, string> | undefined {
  const out = new Map<string, string>();
  const defaults = new Map<string, string>();
  const sections: string[] = [];
  let sect: string | undefined;
  for (const raw of text.split('\n')) {
    const l = raw.trim();
    if (!l || l.startsWith('#') || l.startsWith(';')) continue;
    if (/^\s/.test(raw) && sect !== undefined) return undefined;
    const h = /^\[([^\]]+)\]$/.exec(l);
    if (h) {
      sect = h[1];
      if (sect !== 'DEFAULT') sections.push(sect);
      continue;
    }
    const kv = /^([^=:]+?)\s*[=:]\s*(.*)$/.exec(l);
    if (!kv || sect === undefined || kv[2].includes('%(')) return undefined;
    if (sect === 'DEFAULT') defaults.set(kv[1].toLowerCase(), kv[2]);
    else out.set(`${sect}\u0000${kv[1].toLowerCase()}`, kv[2]);
  }
  for (const sc of sections)
    for (const [k, v] of defaults) if (!out.has(`${sc}\u0000${k}`)) out.set(`${sc}\u0000${k}`, v);
  return out;
}

const configTextCache = new WeakMap<LowerCtx, Map<string, Map<string, string>>>();
/**
 * configparser objects of the file whose only contents are one `read_string` of a literal text (or
 * of a module constant holding one): their values, so that `conf.get("s", "k")` is that constant.
 * An object also read from files or dicts, or written with `set`, is left out.
 */
function configTexts(lw: LowerCtx): Map<string, Map<string, string>> {
  let m = configTextCache.get(lw);
  if (m) return m;
  m = new Map();
  configTextCache.set(lw, m);
  const src = lw.source;
  for (const q of configNames(lw)) {
    const writes = new RegExp(
      String.raw`\b${q}\.(?:read|read_file|read_dict|readfp|set|add_section|remove_option|remove_section)\(|\b${q}\[[^\]]*\]\s*=(?!=)`,
    );
    if (writes.test(src)) continue;
    const reads = [
      ...src.matchAll(
        new RegExp(String.raw`\b${q}\.read_string\(\s*(?:${STRING_LIT}|([A-Za-z_]\w*))\s*\)`, 'g'),
      ),
    ];
    if (reads.length !== 1) continue;
    const r = reads[0];
    let text: string | undefined;
    if (r[4]) {
      const defs = [
        ...src.matchAll(new RegExp(String.raw`^${r[4]}[ \t]*=[ \t]*${STRING_LIT}[ \t]*$`, 'gm')),
      ];
      const all = src.match(new RegExp(String.raw`^[ \t]*${r[4]}[ \t]*[-+]?=(?!=)`, 'gm'));
      if (defs.length === 1 && all?.length === 1) text = pyStringText(defs[0][1], defs[0][3]);
    } else text = pyStringText(r[1], r[3]);
    const vals = text === undefined ? undefined : iniValues(text);
    if (vals) m.set(q, vals);
  }
  return m;
}

const recordCache = new WeakMap<LowerCtx, Map<string, { fields: string[]; defaults: Lit[] }>>();
/** A literal default of a record field (`kind: str = "plain"`), or undefined for anything else. */
function literalDefault(t: string): Lit | undefined {
  const s = /^([rRuU]?)("|')(.*)\2$/.exec(t);
  if (s && !s[3].includes(s[2])) return pyStringText(s[1], s[3]);
  if (/^-?\d+(?:\.\d+)?$/.test(t)) return Number(t);
  if (t === 'True' || t === 'False') return t === 'True';
  if (t === 'None') return null;
  return undefined;
}
/**
 * Plain records of the file, by class name: `Pair = namedtuple("Pair", ["left", "right"])` and
 * classes declared `@dataclass` or `(NamedTuple)` whose body only lists fields (`text: str`,
 * `kind: str = "plain"`), no methods. Such a record built with its fields (`Pair(a, b)`) is a map
 * from the field names to the values given, or to the literal defaults.
 */
function recordClasses(lw: LowerCtx): Map<string, { fields: string[]; defaults: Lit[] }> {
  let m = recordCache.get(lw);
  if (m) return m;
  m = new Map();
  recordCache.set(lw, m);
  const src = lw.source;
  if (!/namedtuple|dataclass|NamedTuple/.test(src)) return m;
  for (const x of src.matchAll(
    /^([A-Za-z_]\w*)[ \t]*=[ \t]*(?:collections\.)?namedtuple\(\s*["']\w+["']\s*,\s*(\[[^\]]*\]|\([^)]*\)|"[^"]*"|'[^']*')\s*\)/gm,
  )) {
    const t = x[2];
    const fields = /^["']/.test(t)
      ? t
          .slice(1, -1)
          .split(/[\s,]+/)
          .filter(Boolean)
      : [...t.matchAll(/["'](\w+)["']/g)].map((f) => f[1]);
    if (fields.length && fields.every((f) => /^[A-Za-z_]\w*$/.test(f)))
      m.set(x[1], { fields, defaults: [] });
  }
  for (const x of src.matchAll(
    /^(?:@(?:dataclasses\.)?dataclass(?:\([^)\n]*\))?[ \t]*\n)?class[ \t]+([A-Za-z_]\w*)[ \t]*(\([^)\n]*\))?[ \t]*:[ \t]*\n((?:[ \t]+[^\n]*\n|[ \t]*\n)*)/gm,
  )) {
    const dc = x[0].startsWith('@');
    if (!dc && !/^\(\s*(?:typing\.)?NamedTuple\s*\)$/.test(x[2] ?? '')) continue;
    const fields: string[] = [];
    const defaults: Lit[] = [];
    let ok = true;
    let first = true;
    for (const line of x[3].split('\n')) {
      const l = line.trim();
      if (!l || l.startsWith('#')) continue;
      if (first && /^("""|'''|"|')/.test(l)) {
        // a one-line docstring only
        if (!/^("""|'''|"|').*\1$/.test(l) || l.length < 2) ok = false;
        first = false;
        continue;
      }
      first = false;
      const f = /^([A-Za-z_]\w*)\s*:\s*[^=]+?(?:=\s*(.+))?$/.exec(l);
      if (!f) {
        ok = false;
        break;
      }
      if (f[2] !== undefined) {
        const d = literalDefault(f[2].trim());
        if (d === undefined) {
          ok = false;
          break;
        }
        defaults.push(d);
      } else if (defaults.length) {
        ok = false;
        break;
      }
      fields.push(f[1]);
    }
    if (ok && fields.length) m.set(x[1], { fields, defaults });
  }
  return m;
}

const moduleIndexes = new WeakMap<string[], Map<string, number[]>>();
/**
 * The files of `files` that are module `rest` (`a/b` is `a/b.py` or `a/b/__init__.py`, at the root or
 * below a directory), in list order; the list is indexed by path suffix once.
 */
function moduleFiles(files: string[], rest: string): string[] {
  let idx = moduleIndexes.get(files);
  if (!idx) {
    idx = new Map();
    for (let i = 0; i < files.length; i++) {
      const k = files[i];
      if (!k.endsWith('.py')) continue;
      // `a/b.py` is module a/b (and `a/__init__.py` module a/__init__); `a/__init__.py` is also module a
      const stems = [k.slice(0, -3)];
      if (k.endsWith('/__init__.py')) stems.push(k.slice(0, -'/__init__.py'.length));
      for (const stem of stems) {
        // the whole stem and every suffix of it that starts after a `/`
        for (let at = 0; ;) {
          const key = stem.slice(at);
          const l = idx.get(key);
          if (!l) idx.set(key, [i]);
          else if (l[l.length - 1] !== i) l.push(i);
          const next = stem.indexOf('/', at);
          if (next < 0) break;
          at = next + 1;
        }
      }
    }
    moduleIndexes.set(files, idx);
  }
  return (idx.get(rest) ?? []).map((i) => files[i]);
}

function dedent(text: string): string {
  const lines = text.split('\n');
  const ind = /^\s*/.exec(lines[0])?.[0].length ?? 0;
  return lines.map((l) => l.slice(Math.min(ind, /^\s*/.exec(l)?.[0].length ?? 0))).join('\n');
}

const fnNames = new WeakMap<SgNode, string>();

/** `elif` and `else` clauses are children of the if statement. */
const IF_CHAIN: IfChainGrammar = {
  then: 'consequence',
  elseIf: 'elif_clause',
  elseIfThen: 'consequence',
  else: 'else_clause',
};
/** `except` runs when the body raises; `else` and `finally` are read as running after. */
const TRY: TryGrammar = {
  handlers: ['except_clause'],
  after: ['finally_clause', 'else_clause'],
  clauseBody: childBlock,
};

export const pythonFrontEnd: FrontEnd & { dedent: (t: string) => string } = {
  fnKinds: FN_KINDS,
  dedent,
  nameOf(fn) {
    // asked again for the same function node as the analyzer indexes, summarises and lowers it
    let n = fnNames.get(fn);
    if (n === undefined) fnNames.set(fn, (n = fn.field('name')?.text() ?? ''));
    return n;
  },
  aliases(source) {
    const m = new Map<string, string>();
    for (const x of source.matchAll(/^[ \t]*import[ \t]+([^\n#]+)/gm)) {
      for (const part of x[1].split(',')) {
        const [mod, as] = part.trim().split(/\s+as\s+/);
        if (as) m.set(as.trim(), mod.trim());
      }
    }
    for (const x of source.matchAll(
      /^[ \t]*from[ \t]+([\w.]+)[ \t]+import[ \t]+(\([^)]*\)|[^\n#]+)/gm,
    )) {
      for (const part of x[2].replace(/[()\\]/g, '').split(',')) {
        const [name, as] = part.trim().split(/\s+as\s+/);
        if (!name || name === '*') continue;
        const mod = x[1];
        m.set((as ?? name).trim(), mod.endsWith('.') ? mod + name.trim() : `${mod}.${name.trim()}`);
      }
    }
    return m;
  },
  projectImports(source) {
    const out: string[] = [];
    for (const x of source.matchAll(
      /^[ \t]*from[ \t]+([\w.]+)[ \t]+import[ \t]+(\([^)]*\)|[^\n#]+)/gm,
    )) {
      const top = x[1].replace(/^\.+/, '').split('.')[0];
      if (!x[1].startsWith('.') && LIBS.has(top)) continue;
      // `from helpers import utils` may import a module: `utils.f()` is canonical `helpers.utils.f`
      for (const part of x[2].replace(/[()\\]/g, '').split(',')) {
        const name = part.trim().split(/\s+/)[0];
        if (/^[a-z_][a-z0-9_]*$/.test(name ?? ''))
          out.push(x[1].endsWith('.') ? x[1] + name : `${x[1]}.${name}`);
      }
      out.push(x[1]);
    }
    // `import helpers.db` then `helpers.db.run_query(...)`; `import helpers.db as db` then
    // `db.run_query(...)` (canonical `helpers.db.run_query`)
    for (const x of source.matchAll(/^[ \t]*import[ \t]+([^\n#;]+)/gm)) {
      for (const part of x[1].split(',')) {
        const m = /^([\w.]+)(?:\s+as\s+\w+)?$/.exec(part.trim());
        if (m && m[1].includes('.') && !LIBS.has(m[1].split('.')[0])) out.push(m[1]);
      }
    }
    return out;
  },
  modulePaths(mod, fromPath, files) {
    const dots = /^\.*/.exec(mod)?.[0].length ?? 0;
    const rest = mod.slice(dots).replace(/\./g, '/');
    if (dots) {
      let dir = posix.dirname(fromPath);
      for (let i = 1; i < dots; i++) dir = posix.dirname(dir);
      const base = rest ? posix.join(dir, rest) : dir;
      return [base + '.py', base + '/__init__.py'];
    }
    const hits = moduleFiles(files, rest);
    if (hits.length < 2) return hits;
    // several packages of the same name: the one nearest the importing file first
    const shared = (k: string) => {
      let i = 0;
      while (i < k.length && k[i] === fromPath[i]) i++;
      return k.lastIndexOf('/', i);
    };
    return hits.sort((a, b) => shared(b) - shared(a));
  },
  lower(fn, lw) {
    return markExported('python', fn, new PyLower(lw).fn(fn));
  },
};

class PyLower {
  /** Variables bound to objects of known classes (`client = httpx.AsyncClient()`). */
  private types = new Map<string, string>();
  private top = false;
  private route = false;
  /** The function answers with a non-HTML content type: its response bodies are not XSS sinks. */
  private plain = false;
  /** Comprehension variables: what each stands for while the element expression is lowered. */
  private subst = new Map<string, Expr>();
  /** Variables bound to a response object, whose body was checked when it was built. */
  private responses = new Set<string>();
  /** Route parameters whose type is a model class of the file with scalar fields (`item: Item`). */
  private models = new Map<string, Set<string>>();
  /** Locals bound to the session object itself (`s = flask.session`): the session they name. */
  private sessions = new Map<string, Expr>();
  /** A function defined at the top of this file, or one of a project module the file imports. */
  private projectFunction(callee: string, local: string): boolean {
    if (local && callee === local) return (classInfo(this.lw).defs.get(local) ?? 0) >= 100;
    const dot = callee.lastIndexOf('.');
    return dot > 0 && projectModules(this.lw).has(callee.slice(0, dot));
  }

  /**
   * Flask's request object handed whole to a function of the project (`read_value(request, 'q')`,
   * `Reader(request)`): what that function reads from it is request data. The argument becomes
   * the request source; the function's summary decides what reaches its result.
   */
  private requestArgs(argsN: SgNode | null | undefined, args: Expr[]): void {
    const kids = (argsN?.namedChildren() ?? []).filter(
      (a) => a.kind() !== 'comment' && a.kind() !== 'keyword_argument',
    );
    kids.forEach((a, i) => {
      const t = a.text();
      const isRequest =
        (a.kind() === 'identifier' && this.lw.canon(t) === 'flask.request') ||
        (a.kind() === 'attribute' && t === 'flask.request');
      if (isRequest && args[i])
        args[i] = { k: 'source', label: 'http-request', loc: this.lw.loc(a) };
    });
  }

  /**
   * The class a call of `callee` (canonical) constructs: a class defined in this file, or a
   * capitalised name of a project module the file imports (`from shared.values import Step`).
   */
  private newOf(callee: string, local: string): string | undefined {
    if (callee === local) return classInfo(this.lw).classes.has(local) ? local : undefined;
    const dot = callee.lastIndexOf('.');
    return dot > 0 && projectModules(this.lw).has(callee.slice(0, dot)) ? callee : undefined;
  }

  /** The expression a local was last assigned (`options = {...}`, `allow = 7 > 3`), by name. */
  private assigned = new Map<string, SgNode>();

  /**
   * The constant truth of a setting: `True`/`False`, a number, `not x`, and comparisons of integer
   * arithmetic (`7 * 6 > 40`), through locals assigned once before; undefined when not constant.
   */
  private constTruth(n: SgNode | null | undefined, depth = 0): boolean | undefined {
    const v = this.constNum(n, depth);
    return v === undefined ? undefined : v !== 0;
  }

  private constNum(n: SgNode | null | undefined, depth = 0): number | undefined {
    if (!n || depth > 8) return;
    const k = n.kind();
    if (k === 'true') return 1;
    if (k === 'false' || k === 'none') return 0;
    if (k === 'integer') return /^\d+$/.test(n.text()) ? Number(n.text()) : undefined;
    if (k === 'parenthesized_expression') return this.constNum(n.namedChildren()[0], depth + 1);
    if (k === 'identifier') return this.constNum(this.assigned.get(n.text()), depth + 1);
    if (k === 'not_operator') {
      const a = this.constNum(n.field('argument'), depth + 1);
      return a === undefined ? undefined : a === 0 ? 1 : 0;
    }
    if (k === 'binary_operator') {
      const a = this.constNum(n.field('left'), depth + 1);
      const b = this.constNum(n.field('right'), depth + 1);
      if (a === undefined || b === undefined) return;
      const op = n.field('operator')?.text();
      if (op === '+') return a + b;
      if (op === '-') return a - b;
      if (op === '*') return a * b;
      if (op === '//' && b !== 0) return Math.floor(a / b);
      if (op === '%' && b !== 0) return a % b;
      return;
    }
    if (k === 'comparison_operator') {
      const kids = n.children();
      const operands = n.namedChildren().filter((c) => c.kind() !== 'comment');
      const ops = kids.filter((c) => !c.isNamed()).map((c) => c.text());
      if (operands.length !== 2 || ops.length !== 1) return;
      const a = this.constNum(operands[0], depth + 1);
      const b = this.constNum(operands[1], depth + 1);
      if (a === undefined || b === undefined) return;
      const r: Record<string, boolean> = {
        '<': a < b,
        '<=': a <= b,
        '>': a > b,
        '>=': a >= b,
        '==': a === b,
        '!=': a !== b,
      };
      const o = ops[0];
      return o in r ? (r[o] ? 1 : 0) : undefined;
    }
    return;
  }

  /**
   * The keyword settings a call gives through a splat of a dict literal held in a local
   * (`XMLParser(**options)` with `options = {'resolve_entities': False}`), as lowered values.
   */
  private splatSettings(argsN: SgNode | null | undefined): Record<string, Expr> {
    const out: Record<string, Expr> = {};
    for (const a of argsN?.namedChildren() ?? []) {
      if (a.kind() !== 'dictionary_splat') continue;
      const inner = a.namedChildren()[0];
      const d = inner?.kind() === 'identifier' ? this.assigned.get(inner.text()) : inner;
      if (d?.kind() !== 'dictionary') continue;
      for (const pair of d.children()) {
        if (pair.kind() !== 'pair') continue;
        const key = /^['"](\w+)['"]$/.exec(pair.field('key')?.text() ?? '')?.[1];
        const t = this.constTruth(pair.field('value'));
        if (key && t !== undefined) out[key] = lit(t);
      }
    }
    return out;
  }
  /** Variables holding the parse of a URL variable (`p = urlparse(u)`): p to u. */
  private parsed = new Map<string, string>();
  /** The function carries a route decorator. */
  routed = false;
  constructor(private readonly lw: LowerCtx) {}

  fn(node: SgNode): FnIR {
    if (node.kind() === 'module') {
      this.top = true;
      return { name: '<top>', params: [], body: this.block(node), loc: this.lw.loc(node) };
    }
    const name = pythonFrontEnd.nameOf(node);
    const params: string[] = [];
    const sourceParams: Record<number, string> = {};
    const deco = this.routeDecorator(node);
    const skipTypes = new Set(this.lw.params.types ?? []);
    const ps = node.field('parameters');
    for (const p of ps ? ps.namedChildren() : []) {
      const k = p.kind();
      let id: SgNode | null = p;
      if (k !== 'identifier')
        id = p.field('name') ?? p.namedChildren().find((c) => c.kind() === 'identifier') ?? null;
      if (!id) continue;
      const pname = id.text();
      const i = params.length;
      params.push(pname);
      if (deco && pname !== 'self' && pname !== 'cls' && pname !== 'request') {
        const type = p.field('type')?.text() ?? '';
        const dflt = p.field('value')?.text() ?? '';
        const framework =
          [...skipTypes].some(
            (t) => type === t || type.endsWith('.' + t) || type.startsWith(t + '['),
          ) || /^Depends\(|^Security\(/.test(dflt);
        // FastAPI converts and validates scalar annotations; Flask's <int:x> converters likewise
        const scalar = isScalar(type) || numericConverters(node).has(pname);
        if (!framework && !scalar) sourceParams[i] = 'http-request';
        // a model's scalar fields are converted and validated like scalar parameters
        const fields = scalarFields(this.lw).get(type);
        if (fields) this.models.set(pname, fields);
      }
    }
    // Django views (and DRF methods): what follows `request` comes from the URL. A view answers with
    // a response; a helper taking the request that returns nothing (`login(request, user)`) is given
    // its other arguments by the application's code, not by the URL
    const reqAt =
      params[0] === 'request' ? 0 : params[0] === 'self' && params[1] === 'request' ? 1 : -1;
    // URL parameters are strings (or numbers, UUIDs): a parameter whose data attributes are read
    // (`f.content`, `f.registration_required`) is an object the application's code passes in
    // A private method or function (`_filter_lists(self, request, **kw)`) is a helper of the
    // application's own code, not a view the URL configuration routes (`__call__` still is one)
    // ... and so is a method the file's own code calls (`self.get_cas_client(request, provider)`):
    // its arguments are the caller's (an HTTP handler called by another, `self.get(request, *args)`,
    // still takes the URL's)
    const helper =
      (/^_/.test(name) && !/^__\w+__$/.test(name)) ||
      (reqAt === 1 && !HTTP_HANDLERS.test(name) && calledOnSelf(this.lw.source, name));
    if (!deco && reqAt >= 0 && !helper && returnsValue(node))
      for (let i = reqAt + 1; i < params.length; i++)
        if (!readsDataAttribute(node, params[i])) sourceParams[i] = 'http-request';
    this.route = deco === 'route';
    this.routed = deco !== null;
    // (a match in the function's text is a match in the file's: most files have none)
    this.plain = fileMatches(this.lw, NON_HTML) && NON_HTML.test(node.text());
    const savedParsed = this.parsed;
    this.parsed = this.parsedUrls(node);
    const body = this.block(node.field('body'));
    this.parsed = savedParsed;
    const ir: FnIR = { name, params, body, loc: this.lw.loc(node) };
    if (Object.keys(sourceParams).length) ir.sourceParams = sourceParams;
    return ir;
  }

  /**
   * `p = urlparse(u)` where p and u are each bound once in the function: p's host is u's host, so a
   * check of `p.netloc` is a check of u (as for `urlparse(u).netloc`).
   */
  private parsedUrls(fn: SgNode): Map<string, string> {
    const out = new Map<string, string>();
    // a callee canonicalises to a URL parser only when the file or an import alias names one
    if (!urlParserNamed(this.lw)) return out;
    const binds = new Map<string, number>();
    const assigns = fn.findAll({ rule: { kind: 'assignment' } });
    for (const a of assigns) {
      const l = a.field('left');
      if (l?.kind() === 'identifier') binds.set(l.text(), (binds.get(l.text()) ?? 0) + 1);
    }
    for (const a of assigns) {
      const l = a.field('left');
      const r = a.field('right');
      if (l?.kind() !== 'identifier' || r?.kind() !== 'call' || binds.get(l.text()) !== 1) continue;
      if (!URL_PARSE.test(this.lw.canon(r.field('function')?.text() ?? ''))) continue;
      const args = r.field('arguments')?.namedChildren() ?? [];
      if (
        args.length !== 1 ||
        args[0].kind() !== 'identifier' ||
        (binds.get(args[0].text()) ?? 0) > 1
      )
        continue;
      out.set(l.text(), args[0].text());
    }
    return out;
  }

  /**
   * 'route' for Flask-style routes (string returns are HTML), 'api' for other route decorators;
   * Flask views registered with `add_url_rule` and class-based views' methods are routes.
   */
  private routeDecorator(fn: SgNode): 'route' | 'api' | null {
    const p = fn.parent();
    // a Flask view registered by name (`add_url_rule(..., view_func=show)`) or a method of a
    // class-based view answers like a decorated one
    if (!p || p.kind() !== 'decorated_definition')
      return (fn.kind() === 'function_definition' &&
        registeredViews(this.lw).has(fn.field('name')?.text() ?? '')) ||
        classViewMethod(this.lw, fn)
        ? 'route'
        : null;
    const m = decoratorMatcher(this.lw.params.decorators ?? []);
    for (const d of p.namedChildren()) {
      if (d.kind() !== 'decorator') continue;
      const e = d.namedChildren()[0];
      const callee = e?.kind() === 'call' ? (e.field('function')?.text() ?? '') : (e?.text() ?? '');
      if (m.test(callee))
        return /\.route$/.test(callee) ||
          /\bresponse_class\s*=\s*(?:[\w.]+\.)?HTMLResponse\b/.test(e.text()) ||
          (/\.(?:get|post|put|patch|delete)$/.test(callee) && flaskFile(this.lw))
          ? 'route'
          : 'api';
    }
    return null;
  }

  block(n: SgNode | null): Stmt[] {
    if (!n) return [];
    const out: Stmt[] = [];
    for (const c of n.namedChildren()) out.push(...this.stmt(c));
    return out;
  }

  stmt(n: SgNode): Stmt[] {
    switch (n.kind()) {
      case 'expression_statement': {
        const out: Stmt[] = [];
        for (const c of n.namedChildren()) out.push(...this.exprStmt(c));
        return out;
      }
      case 'return_statement': {
        const c = n.namedChildren()[0];
        const e = c ? this.expr(c) : undefined;
        const loc = this.lw.loc(n);
        const out: Stmt[] = [];
        // a Flask view's string return value is the HTML response
        // `return other_view()` hands over another view's response, which is checked there
        const handover =
          (c?.kind() === 'call' &&
            c.field('function')?.kind() === 'identifier' &&
            routeNames(this.lw).has(c.field('function')!.text())) ||
          (c?.kind() === 'identifier' && this.responses.has(c.text())) ||
          // a class-based view's `get` answering with its own `post()`
          (c?.kind() === 'call' &&
            /^self\.(?:get|post|put|patch|delete|dispatch_request)$/.test(
              c.field('function')?.text() ?? '',
            ));
        // `return body, 200` answers with its first element; a list (like a dict) is answered as JSON
        const body =
          c && (c.kind() === 'tuple' || c.kind() === 'expression_list')
            ? c.namedChildren().find((x) => x.kind() !== 'comment')
            : c;
        const json =
          !!body &&
          /^(?:list|list_comprehension|dictionary|dictionary_comprehension)$/.test(
            String(body.kind()),
          );
        const parts =
          c && body && body !== c ? c.namedChildren().filter((x) => x.kind() !== 'comment') : [];
        if (e && this.route && !this.plain && !handover && !json)
          out.push({
            k: 'expr',
            e: {
              k: 'call',
              callee: 'flask.__return',
              name: '__return',
              // the status and headers of `return body, 302, {...}` are not the body
              args: [parts.length ? this.expr(body!) : e],
              loc,
            },
          });
        // `return '', 302, {'Location': url}`: the Location header of the response
        if (this.route && !this.plain)
          for (const h of parts.slice(1)) {
            if (h.kind() !== 'dictionary') continue;
            for (const pair of h.children()) {
              if (pair.kind() !== 'pair') continue;
              const key = pair.field('key');
              const value = pair.field('value');
              if (key?.kind() === 'string' && /^[bru]*['"]location['"]$/i.test(key.text()) && value)
                out.push({
                  k: 'expr',
                  e: {
                    k: 'call',
                    callee: 'flask.__location',
                    name: '__location',
                    args: [this.expr(value)],
                    loc: this.lw.loc(pair),
                  },
                });
            }
          }
        out.push({ k: 'ret', e, loc });
        return out;
      }
      case 'raise_statement':
        return [{ k: 'throw' }];
      case 'break_statement':
        return [{ k: 'break' }];
      case 'if_statement':
        return [lowerIfChain(n, IF_CHAIN, this)];
      case 'for_statement': {
        const left = n.field('left');
        const right = n.field('right');
        const body: Stmt[] = [];
        if (left && right)
          this.bind(left, elementOf(this.expr(right), this.lw.loc(right)), body, n);
        body.push(...this.block(n.field('body')));
        return [{ k: 'loop', body }];
      }
      case 'while_statement':
        return [lowerWhile(n, this)];
      case 'with_statement': {
        const out: Stmt[] = [];
        for (const item of n.findAll({ rule: { kind: 'with_item' } })) {
          const v = item.namedChildren()[0];
          if (!v) continue;
          if (v.kind() === 'as_pattern') {
            const [val, target] = v.namedChildren();
            const t = target?.namedChildren()[0] ?? target;
            if (val && t) this.bind(t, this.expr(val), out);
          } else out.push({ k: 'expr', e: this.expr(v) });
        }
        out.push(
          ...this.block(
            n.field('body') ?? n.namedChildren().find((c) => c.kind() === 'block') ?? null,
          ),
        );
        return out;
      }
      case 'try_statement':
        return lowerTry(n, TRY, this);
      case 'match_statement': {
        const subject = n.field('subject') ?? n.namedChildren()[0];
        const body = n.field('body') ?? n.namedChildren().find((c) => c.kind() === 'block');
        const cases: { tests: Expr[] | null; body: Stmt[]; brk: boolean }[] = [];
        for (const c of body ? body.namedChildren() : []) {
          if (c.kind() !== 'case_clause') continue;
          const pat = c.namedChildren().find((x) => x.kind() === 'case_pattern');
          const inner = pat?.namedChildren()[0];
          const wildcard = !inner || pat?.text() === '_' || inner.kind() === 'identifier';
          // `case "B" | "C":` matches any of its alternatives
          const alts =
            inner?.kind() === 'union_pattern'
              ? inner.namedChildren().filter((x) => x.kind() !== 'comment')
              : inner
                ? [inner]
                : [];
          cases.push({
            tests: wildcard ? null : alts.map((x) => this.expr(x)),
            body: this.block(c.namedChildren().find((x) => x.kind() === 'block') ?? null),
            brk: true,
          });
        }
        return [{ k: 'switch', d: this.expr(subject), cases }];
      }
      case 'decorated_definition':
      case 'function_definition': {
        if (this.top) return [];
        const def = n.kind() === 'function_definition' ? n : n.field('definition');
        if (!def || def.kind() !== 'function_definition') return [];
        const nm = def.field('name')?.text() ?? '';
        const inner = new PyLower(this.lw);
        const fn = inner.fn(def);
        const out: Stmt[] = [
          { k: 'assign', to: { k: 'var', name: nm, loc: fn.loc }, e: { k: 'fn', fn }, loc: fn.loc },
        ];
        // a route registered inside a setup function (`def init(app): @app.route(...) def view()`) is
        // called by the framework: analyse it where it is defined
        if (inner.routed)
          out.push({ k: 'expr', e: { k: 'call', callee: nm, name: nm, args: [], loc: fn.loc } });
        return out;
      }
      case 'delete_statement': {
        // `del items[0]` / `del table["k"]` removes that element, as `items.pop(0)` does
        const out: Stmt[] = [];
        const t = n.namedChildren()[0];
        const targets = t?.kind() === 'expression_list' ? t.namedChildren() : t ? [t] : [];
        for (const x of targets) {
          if (x.kind() !== 'subscript') continue;
          const obj = this.expr(x.field('value')!);
          const idx = x.field('subscript');
          if (!idx) continue;
          out.push({
            k: 'expr',
            e: {
              k: 'call',
              callee: this.lw.callee(obj, 'pop'),
              name: 'pop',
              recv: obj,
              args: [this.expr(idx)],
              loc: this.lw.loc(x),
            },
          });
        }
        return out;
      }
      case 'class_definition':
      case 'import_statement':
      case 'import_from_statement':
      case 'pass_statement':
      case 'comment':
      case 'global_statement':
      case 'nonlocal_statement':
        return [];
      case 'block':
        return this.block(n);
      default:
        return [];
    }
  }

  exprStmt(n: SgNode): Stmt[] {
    const k = n.kind();
    if (k === 'assignment') {
      const l = n.field('left');
      const r = n.field('right');
      if (!l || !r) return [];
      const out: Stmt[] = [];
      // chained `a = b = x` appears as a nested assignment on the right
      let rv = r;
      // each target with its assignment (the node `bind` would otherwise ask the tree for)
      const targets: [SgNode, SgNode][] = [[l, n]];
      while (rv.kind() === 'assignment') {
        targets.push([rv.field('left')!, rv]);
        rv = rv.field('right')!;
      }
      const v = this.expr(rv);
      for (const [t, a] of targets) {
        // what a plain local was last given, for the settings of parsers read at their call
        if (t.kind() === 'identifier') this.assigned.set(t.text(), rv);
        this.bind(t, v, out, a);
      }
      return out;
    }
    if (k === 'augmented_assignment') {
      const l = n.field('left')!;
      const r = n.field('right')!;
      // `url += '?next=' + x` on a text: `url = url + ...`, so what leads the text still leads it
      // (a URL of the application's own routes keeps its site whatever is appended)
      if (n.field('operator')?.text() === '+=' && l.kind() === 'identifier' && textExpr(r)) {
        const to = this.expr(l);
        return [
          {
            k: 'assign',
            to,
            e: { k: 'bin', op: '+', l: this.expr(l), r: this.expr(r) },
            loc: this.lw.loc(n),
          },
        ];
      }
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
    if (k === 'await') return this.exprStmt(n.namedChildren()[0]);
    const e = this.expr(n, k);
    const out: Stmt[] = [{ k: 'expr', e }];
    if (e.k === 'call' && NORETURN.test(e.callee)) out.push({ k: 'throw' });
    return out;
  }

  /** `parent`: the target's parent node when the caller has it (each read is a native call). */
  bind(target: SgNode, v: Expr, out: Stmt[], parent?: SgNode): void {
    const tk = target.kind();
    const loc = this.lw.loc(target);
    if (
      tk === 'pattern_list' ||
      tk === 'tuple_pattern' ||
      tk === 'list_pattern' ||
      tk === 'expression_list' ||
      tk === 'tuple'
    ) {
      const items = target.namedChildren();
      items.forEach((it, i) => {
        const part: Expr =
          v.k === 'arr' && v.items.length === items.length
            ? v.items[i]
            : { k: 'index', obj: v, idx: lit(i), loc };
        this.bind(it, part, out, target);
      });
      return;
    }
    // a template loaded from a template engine: its `render` escapes (a project class's `render` does not)
    // (one from an environment built with `autoescape=False` renders its values as they are)
    if (
      tk === 'identifier' &&
      v.k === 'call' &&
      /(?:^|\.)(?:get_template|select_template|get_or_select_template|from_string)$/.test(v.callee)
    )
      this.types.set(
        target.text(),
        v.callee.startsWith('jinja2.Unescaped.') ? 'jinja2.Unescaped.Source' : 'template.Template',
      );
    else if (
      tk === 'identifier' &&
      v.k === 'call' &&
      /(?:^|\.)[A-Z]\w*$|^xml\.sax\.make_parser$|^tarfile\.open$|^socket\.socket$/.test(v.callee)
    ) {
      // an XML parser built with entity resolution off is hardened
      const re = v.kw?.resolve_entities;
      const ae = v.kw?.autoescape;
      const unescaped =
        /^(?:jinja2\.)?Environment$/.test(v.callee) && ae?.k === 'lit' && ae.v === false;
      this.types.set(
        target.text(),
        unescaped
          ? 'jinja2.Unescaped'
          : re?.k === 'lit' && re.v === false
            ? 'hardened.' + v.callee
            : v.callee,
      );
    }
    let par: SgNode | null | undefined = parent;
    const to = this.expr(target, tk);
    // `s = flask.session; s[key] = value` writes the session too
    const held =
      tk === 'subscript' && to.k === 'index' && to.obj.k === 'var'
        ? this.sessions.get(to.obj.name)
        : undefined;
    if (held && to.k === 'index') to.obj = held;
    if (
      tk === 'subscript' &&
      to.k === 'index' &&
      (held || /(?:^|\.)(?:session|headers)$/.test(target.field('value')?.text() ?? ''))
    ) {
      // `session[key] = value` stores the value in the (trusted) session: a trust-boundary sink;
      // `resp.headers['Location'] = url` sets a response header (the specification names which)
      const loc2 = this.lw.loc((par === undefined ? (par = target.parent()) : par) ?? target);
      out.push({
        k: 'expr',
        e: {
          k: 'call',
          callee: this.lw.callee(to.obj, '__setitem__'),
          name: '__setitem__',
          recv: to.obj,
          args: [to.idx, v],
          loc: loc2,
        },
      });
    }
    if (tk === 'identifier') {
      if (
        v.k === 'call' &&
        /(?:^|\.)(?:make_response|Response|HTMLResponse|HttpResponse)$/.test(v.callee)
      )
        this.responses.add(target.text());
      else this.responses.delete(target.text());
      if (par === undefined) par = target.parent();
      const rhs = par?.kind() === 'assignment' ? par.field('right') : null;
      if (rhs && this.isPath(rhs)) this.types.set(target.text(), 'pathlib.Path');
      if (rhs && /^(?:(?:flask|self\.request|request)\.)?session$/.test(rhs.text()))
        this.sessions.set(target.text(), v);
      else this.sessions.delete(target.text());
    }
    out.push({
      k: 'assign',
      to,
      e: v,
      loc: this.lw.loc((par === undefined ? target.parent() : par) ?? target),
    });
  }

  /** `kind`: the node's kind when the caller has read it already (each read is a native call). */
  expr(n: SgNode, kind: Kind = n.kind()): Expr {
    switch (kind) {
      case 'identifier': {
        const t = n.text();
        if (t === 'None') return lit(null);
        if (t === 'True') return lit(true);
        if (t === 'False') return lit(false);
        const sub = this.subst.get(t);
        if (sub) return sub;
        // a module-level string constant, inlined so constant URL and path prefixes are visible
        const str = moduleStrings(this.lw).get(t);
        if (str !== undefined) return lit(str);
        return { k: 'var', name: t, loc: this.lw.loc(n) };
      }
      case 'true':
        return lit(true);
      case 'false':
        return lit(false);
      case 'none':
        return lit(null);
      case 'integer':
      case 'float':
        return num(n.text());
      case 'string':
        return this.str(n);
      case 'concatenated_string':
        return { k: 'concat', parts: n.namedChildren().map((c) => this.expr(c)) };
      case 'parenthesized_expression':
      case 'await':
      case 'list_splat':
      case 'dictionary_splat':
      case 'expression_statement': {
        const c = n.namedChildren()[0];
        return c ? this.expr(c) : lit(null);
      }
      case 'attribute': {
        const o = n.field('object')!;
        const attrN = n.field('attribute');
        const attr = attrN?.text() ?? '';
        const ok = o.kind();
        const ot = ok === 'identifier' ? o.text() : '';
        if (
          ok === 'identifier' &&
          /^(?:hostname|netloc|host)$/.test(attr) &&
          this.parsed.has(ot) &&
          !this.subst.has(ot)
        ) {
          // p = urlparse(u); p.netloc: the host of u
          const u = this.parsed.get(ot)!;
          return {
            k: 'field',
            obj: { k: 'var', name: u, loc: this.lw.loc(o) },
            name: attr === 'netloc' ? 'host' : attr,
            loc: this.lw.loc(n),
          };
        }
        if (
          ok === 'call' &&
          /^(?:hostname|netloc|host)$/.test(attr) &&
          URL_PARSE.test(this.lw.canon(o.field('function')?.text() ?? ''))
        ) {
          // urlparse(u).hostname: the host of u itself, so a check on it is a check on u
          const a = o.field('arguments')?.namedChildren()[0];
          if (a && a.kind() !== 'keyword_argument')
            return {
              k: 'field',
              obj: this.expr(a),
              name: attr === 'netloc' ? 'host' : attr,
              loc: this.lw.loc(n),
            };
        }
        if (ok === 'identifier' && this.models.get(ot)?.has(attr)) return { k: 'any', parts: [] };
        const obj = this.expr(o, ok);
        const e: Expr = { k: 'field', obj, name: attrN ? attr : '?', loc: this.lw.loc(n) };
        e.path = pathOf(e);
        return e;
      }
      case 'subscript': {
        const obj = this.expr(n.field('value')!);
        const s = n.field('subscript');
        // `text[1:3]` with constant bounds: a slice, which folds on a constant string
        if (s?.kind() === 'slice') {
          const parts = s.children().filter((c) => c.kind() !== 'comment');
          const bounds: (number | null)[] = [];
          let cur: number | null = null;
          let ok = true;
          for (const c of parts) {
            if (c.text() === ':') {
              bounds.push(cur);
              cur = null;
            } else if (c.kind() === 'integer') cur = Number(c.text());
            else if (c.kind() === 'unary_operator' && /^-\s*\d+$/.test(c.text()))
              cur = -Number(c.text().replace(/^-\s*/, ''));
            else ok = false;
          }
          bounds.push(cur);
          if (ok && bounds.length === 2)
            return {
              k: 'call',
              callee: '__slice__',
              name: '__slice__',
              recv: obj,
              args: bounds.map((b) => lit(b)),
              loc: this.lw.loc(n),
            };
        }
        const e: Expr = { k: 'index', obj, idx: s ? this.expr(s) : lit(null), loc: this.lw.loc(n) };
        e.path = pathOf(e);
        return e;
      }
      case 'call':
        return this.call(n);
      case 'binary_operator': {
        const op = n.field('operator')?.text() ?? '?';
        if (op === '%' && n.field('left')!.kind() === 'string')
          return this.percent(n.field('left')!, n.field('right')!);
        return { k: 'bin', op, l: this.expr(n.field('left')!), r: this.expr(n.field('right')!) };
      }
      case 'boolean_operator': {
        const op = n.field('operator')?.text() ?? 'and';
        return { k: 'bin', op, l: this.expr(n.field('left')!), r: this.expr(n.field('right')!) };
      }
      case 'comparison_operator': {
        const kids = n.children();
        const named = n.namedChildren();
        if (named.length > 2) {
          // `a < b < c` is `a < b and b < c`
          const ops: string[] = [];
          let pending: string[] = [];
          for (const c of kids) {
            if (c.isNamed()) {
              if (pending.length) ops.push(pending.join(' '));
              pending = [];
            } else pending.push(c.text());
          }
          if (ops.length !== named.length - 1 || named.some((x) => x.kind() === 'comment'))
            return { k: 'any', parts: [] };
          const xs = named.map((x) => this.expr(x));
          let out: Expr = { k: 'bin', op: ops[0], l: xs[0], r: xs[1] };
          for (let i = 1; i < ops.length; i++)
            out = {
              k: 'bin',
              op: 'and',
              l: out,
              r: { k: 'bin', op: ops[i], l: xs[i], r: xs[i + 1] },
            };
          return out;
        }
        if (named.length !== 2) return { k: 'any', parts: [] };
        const op = kids
          .filter((c) => !c.isNamed())
          .map((c) => c.text())
          .join(' ');
        if (
          (op === 'in' || op === 'not in') &&
          /^[rbu]?(['"])\.\.(?:\/|\\\\)?\1$/.test(named[0].text())
        ) {
          // `'..' in path`: a path without `..` cannot leave its directory (guard `*.__nodotdot`)
          const recv = this.expr(named[1]);
          const check: Expr = {
            k: 'call',
            callee: this.lw.callee(recv, '__nodotdot'),
            name: '__nodotdot',
            recv,
            args: [],
            loc: this.lw.loc(n),
          };
          return op === 'in' ? { k: 'un', op: 'not', e: check } : check;
        }
        return { k: 'bin', op, l: this.expr(named[0]), r: this.expr(named[1]) };
      }
      case 'not_operator':
        return { k: 'un', op: 'not', e: this.expr(n.field('argument')!) };
      case 'unary_operator':
        return {
          k: 'un',
          op: n.field('operator')?.text() ?? '-',
          e: this.expr(n.field('argument')!),
        };
      case 'conditional_expression': {
        const [t, c, f] = n.namedChildren();
        return { k: 'cond', c: this.expr(c), t: this.expr(t), f: this.expr(f) };
      }
      case 'dictionary': {
        const entries: [string | null, Expr][] = [];
        for (const c of n.namedChildren()) {
          if (c.kind() === 'pair') {
            const key = this.expr(c.field('key')!);
            entries.push([key.k === 'lit' ? String(key.v) : null, this.expr(c.field('value')!)]);
          } else if (c.kind() === 'dictionary_splat') entries.push([null, this.expr(c)]);
        }
        return { k: 'obj', entries };
      }
      case 'list':
      case 'tuple':
      case 'set':
      case 'expression_list':
        return {
          k: 'arr',
          items: n
            .namedChildren()
            .filter((c) => c.kind() !== 'comment')
            .map((c) => this.expr(c)),
        };
      case 'list_comprehension':
      case 'generator_expression':
      case 'set_comprehension':
      case 'dictionary_comprehension': {
        // [f(x) for x in xs]: the element expression with the iterated value's taint;
        // a filter keeping only digits/alphanumerics (`if ch.isdigit()`) yields clean data
        if (
          n
            .namedChildren()
            .some(
              (c) =>
                c.kind() === 'if_clause' &&
                /\.(?:isdigit|isalnum|isnumeric|isalpha|isdecimal)\(\)/.test(c.text()),
            )
        )
          return lit('');
        // the element is lowered with each loop variable standing for an element of what it iterates,
        // so `[int(v) for v in xs]` is clean while `[v.strip() for v in xs]` keeps the taint of xs
        const saved = new Map(this.subst);
        const parts: Expr[] = [];
        for (const c of n.namedChildren()) {
          if (c.kind() !== 'for_in_clause') continue;
          const left = c.field('left');
          const right = c.field('right');
          if (!left || !right) continue;
          const it = elementOf(this.expr(right), this.lw.loc(right));
          const names =
            left.kind() === 'identifier' ? [left] : left.findAll({ rule: { kind: 'identifier' } });
          names.forEach((id, i) =>
            this.subst.set(
              id.text(),
              names.length === 1 ? it : { k: 'index', obj: it, idx: lit(i), loc: it.loc },
            ),
          );
        }
        // the filters in order, each term of an `and` in turn: `if v in allowed and open(v)` opens
        // an element of `allowed`, and what passes the filter is one
        const tests: Expr[] = [];
        for (const c of n.namedChildren()) {
          if (c.kind() !== 'if_clause' || !c.namedChildren()[0]) continue;
          const terms: SgNode[] = [];
          const flat = (x: SgNode): void => {
            if (x.kind() === 'parenthesized_expression' && x.namedChildren().length === 1)
              return flat(x.namedChildren()[0]);
            if (x.kind() === 'boolean_operator' && x.field('operator')?.text() === 'and') {
              flat(x.field('left')!);
              flat(x.field('right')!);
            } else terms.push(x);
          };
          flat(c.namedChildren()[0]);
          for (const cmp of terms) {
            tests.push(this.expr(cmp));
            const [l, r] = cmp.kind() === 'comparison_operator' ? cmp.namedChildren() : [];
            if (!l || !r || cmp.namedChildren().length !== 2) continue;
            // `if v == "spare"` (either side): what passes is equal to the other side
            const eq = /^\S+\s*==\s*\S+$/.test(cmp.text());
            const [v, other] =
              eq &&
              r.kind() === 'identifier' &&
              this.subst.has(r.text()) &&
              l.kind() !== 'identifier'
                ? [r, l]
                : [l, r];
            if (v.kind() !== 'identifier' || !this.subst.has(v.text())) continue;
            if (eq) this.subst.set(v.text(), this.expr(other));
            else if (/^\S+\s+in\s/.test(cmp.text()))
              this.subst.set(v.text(), elementOf(this.expr(other), this.lw.loc(other)));
          }
        }
        for (const c of n.namedChildren()) {
          if (c.kind() === 'for_in_clause' || c.kind() === 'if_clause') continue;
          if (c.kind() === 'pair')
            parts.push(this.expr(c.field('key')!), this.expr(c.field('value')!));
          else parts.push(this.expr(c));
        }
        // the filters run on every element: their calls are sinks like any other
        // (`[t for t in names if re.search(pattern, t)]`), and what they keep is the element
        let out: Expr = parts.length === 1 ? parts[0] : { k: 'any', parts };
        for (const t of tests) out = { k: 'cond', c: t, t: out, f: { k: 'any', parts: [] } };
        this.subst = saved;
        return out;
      }
      case 'lambda': {
        const ps = n.field('parameters');
        const body = n.field('body');
        const fn: FnIR = {
          name: '',
          params: ps ? ps.namedChildren().map((p) => p.text()) : [],
          body: body ? [{ k: 'ret', e: this.expr(body), loc: this.lw.loc(body) }] : [],
          loc: this.lw.loc(n),
        };
        return { k: 'fn', fn };
      }
      default:
        return lowerChildren(n, this);
    }
  }

  /**
   * `'fmt' % values`: a value formatted by a numeric conversion (`%d`, `%f`, `%x`...) is a number in
   * the result (or the format raises), so only the `%s`/`%r` values carry their taint.
   */
  private percent(fmtN: SgNode, valsN: SgNode): Expr {
    const fmt = this.expr(fmtN);
    const convs =
      fmt.k === 'lit'
        ? [
            ...String(fmt.v).matchAll(
              /%(?:\([^)]*\))?[-#0 +]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[hlL]?([diouxXeEfFgGcrsa%])/g,
            ),
          ]
            .map((m) => m[1])
            .filter((c) => c !== '%')
        : null;
    let vals = valsN;
    while (vals.kind() === 'parenthesized_expression' && vals.namedChildren()[0])
      vals = vals.namedChildren()[0];
    const numeric = (c: string) => /[diouxXeEfFgG]/.test(c);
    if (convs && fmt.k === 'lit' && !String(fmt.v).includes('%(')) {
      const items = vals.kind() === 'tuple' ? vals.namedChildren() : [vals];
      if (items.length === convs.length) {
        const kept = items.filter((_, i) => !numeric(convs[i])).map((x) => this.expr(x));
        return { k: 'bin', op: '%', l: fmt, r: kept.length ? { k: 'arr', items: kept } : lit('') };
      }
    }
    return { k: 'bin', op: '%', l: fmt, r: this.expr(valsN) };
  }

  /** `re.sub(r'[^A-Za-z0-9_]', '', s)`: only letters, digits, `_` and `-` are left. */
  private keepsOnlySafe(args: Expr[]): boolean {
    const [pat, rep] = args;
    if (args.length !== 3 || !pat || pat.k !== 'lit' || !rep || rep.k !== 'lit' || rep.v !== '')
      return false;
    return /^\[\^(?:a-z|A-Z|0-9|\\w|\\d|_|\\-|-(?=\]))+\][+*]?$/.test(String(pat.v));
  }

  /**
   * Whether an expression is a pathlib path: a `Path(...)` call, a variable or module constant bound to
   * one, a `/` join or a derived path (`.resolve()`, `.parent`, `.joinpath(...)`).
   */
  private isPath(n: SgNode, depth = 0): boolean {
    if (depth > 8) return false;
    const k = n.kind();
    if (k === 'parenthesized_expression')
      return !!n.namedChildren()[0] && this.isPath(n.namedChildren()[0], depth + 1);
    if (k === 'binary_operator') {
      if (n.field('operator')?.text() !== '/') return false;
      const l = n.field('left')!;
      // a folder constant imported or read from a module (`helpers.paths.FILES_DIR / name`): `/`
      // joins paths, as strings have no `/`
      return (
        this.isPath(l, depth + 1) || /(?:^|[._])(?:DIR|DIRECTORY|FOLDER|ROOT|PATH)$/.test(l.text())
      );
    }
    if (k === 'attribute')
      return (
        /^(?:parent|absolute)$/.test(n.field('attribute')?.text() ?? '') &&
        this.isPath(n.field('object')!, depth + 1)
      );
    if (k === 'call') {
      const f = n.field('function');
      if (
        f?.kind() === 'attribute' &&
        /^(?:resolve|absolute|joinpath|with_name|with_suffix|with_stem|expanduser|relative_to)$/.test(
          f.field('attribute')?.text() ?? '',
        )
      )
        return this.isPath(f.field('object')!, depth + 1);
      // `Path(...)`, and `pathlib.Path(...)` called through its module
      return PATH_CTOR.test(this.lw.canon(f?.text() ?? ''));
    }
    if (k === 'identifier')
      return (
        this.types.get(n.text()) === 'pathlib.Path' ||
        (!this.types.has(n.text()) && pathNames(this.lw).has(n.text()))
      );
    return false;
  }

  str(n: SgNode): Expr {
    // no f prefix, no backslash: the value is the text between the quotes (one native call, not one per part)
    const t = n.text();
    const q = /^([A-Za-z]*)('''|"""|'|")/.exec(t);
    if (
      q &&
      !/[fFtT]/.test(q[1]) &&
      !t.includes('\\') &&
      t.length >= q[0].length + q[2].length &&
      t.endsWith(q[2])
    )
      return lit(t.slice(q[0].length, t.length - q[2].length));
    const parts: Expr[] = [];
    let interp = false;
    for (const c of n.namedChildren()) {
      if (c.kind() === 'string_content') parts.push(lit(c.text()));
      else if (c.kind() === 'interpolation') {
        interp = true;
        const e = c.field('expression') ?? c.namedChildren()[0];
        if (e) parts.push(this.expr(e));
      }
    }
    if (!interp) return lit(parts.map((p) => (p.k === 'lit' ? String(p.v) : '')).join(''));
    // adjacent constant pieces as one, so a constant prefix (`f"{API}/items/{id}"`) is whole
    const merged: Expr[] = [];
    for (const p of parts) {
      const last = merged[merged.length - 1];
      if (p.k === 'lit' && last?.k === 'lit')
        merged[merged.length - 1] = lit(String(last.v ?? '') + String(p.v ?? ''));
      else merged.push(p);
    }
    return { k: 'concat', parts: merged };
  }

  /**
   * An argument list (`[prog, arg, ...]`) runs `prog` without a shell: a tainted argument is not command
   * injection, a tainted program is, and so is the script of a shell run as `[sh, -c, script]`.
   * Both are passed to the sinks as the `__program` keyword.
   */
  private program(args: Expr[], kw: Record<string, Expr>, callee = ''): void {
    let argv = args[0] ?? kw.args;
    // os.execl(path, arg0, arg1, ...) / os.execv(path, [arg0, ...]): the path, then the arguments after arg0
    if (/^os\.exec[lv]p?e?$/.test(callee) && args.length >= 2) {
      const rest = /^os\.execl/.test(callee)
        ? args.slice(2)
        : args[1].k === 'arr'
          ? args[1].items.slice(1)
          : [];
      argv = { k: 'arr', items: [args[0], ...rest] };
    }
    if (!argv || argv.k !== 'arr' || !argv.items.length) return;
    const [head, ...rest] = argv.items;
    const prog = head.k === 'lit' ? String(head.v) : null;
    if (prog === null) kw.__program = head;
    else if (
      /(?:^|[\\/])(?:ba|z|da|k)?sh(?:\.exe)?$|(?:^|[\\/])(?:cmd|powershell|pwsh)(?:\.exe)?$/i.test(
        prog,
      )
    ) {
      const c = rest.findIndex(
        (x) => x.k === 'lit' && /^(?:-\w*c|\/c|-Command)$/i.test(String(x.v)),
      );
      if (c >= 0 && rest[c + 1]) kw.__program = rest[c + 1];
    }
  }

  call(n: SgNode): Expr {
    const e = this.call1(n);
    // request.args.get('n', type=int): the framework converts the value (or uses the default)
    const t = e.k === 'call' && e.name === 'get' ? e.kw?.type : undefined;
    if (t?.k === 'var' && /^(?:int|float|bool)$/.test(t.name))
      return {
        k: 'call',
        callee: 'int',
        name: 'int',
        args: [e],
        loc: e.k === 'call' ? e.loc : this.lw.loc(n),
      };
    // `s.replace('&', '&amp;').replace('<', '&lt;')...`: hand-written HTML escaping, judged at the
    // outermost replace of the chain
    if (e.k === 'call' && e.name === 'replace' && !isReplaceRecv(n) && escapesLt(n))
      return { k: 'call', callee: 'html.escape', name: 'escape', args: [e], loc: e.loc };
    return e;
  }

  /**
   * `"{a} and {b}".format(**d)`, `"{0}".format(x, y)`: the text with each field read from the
   * positional or keyword arguments or from the keys of the one mapping unpacked (`d["a"]`), like the
   * f-string it stands for (arguments no field names are not in the text); a field the call cannot
   * resolve (several mappings, a list unpacked) leaves the call as it is.
   */
  private formatSplat(
    f: SgNode,
    fk: Kind,
    argsN: SgNode | null,
    args: Expr[],
    kw: Record<string, Expr>,
  ): Expr | undefined {
    if (fk !== 'attribute' || f.field('attribute')?.text() !== 'format' || !argsN) return;
    const o = f.field('object');
    if (o?.kind() !== 'string' || o.children().some((c) => c.kind() === 'interpolation')) return;
    const recv = this.expr(o);
    if (recv.k !== 'lit' || typeof recv.v !== 'string') return;
    const kids = argsN.namedChildren().filter((a) => a.kind() !== 'comment');
    const splats = kids.filter((a) => a.kind() === 'dictionary_splat');
    if (splats.length > 1 || kids.some((a) => a.kind() === 'list_splat')) return;
    const nonKw = kids.filter((a) => a.kind() !== 'keyword_argument');
    // no mapping unpacked: `"{0}-{1}".format(a, b)`, `"{}".format(x)`, `"{name}".format(name=x)`,
    // each field one argument (a field naming no argument raises)
    const d = splats.length ? args[nonKw.indexOf(splats[0])] : undefined;
    if (splats.length && !d) return;
    const positional = args.filter((_, i) => nonKw[i]?.kind() !== 'dictionary_splat');
    const parts: Expr[] = [];
    let text = '';
    let next = 0;
    const re = /\{\{|\}\}|\{([^{}]*)\}|[{}]/g;
    let last = 0;
    for (let m = re.exec(recv.v); m; m = re.exec(recv.v)) {
      text += recv.v.slice(last, m.index);
      last = m.index + m[0].length;
      if (m[0] === '{{' || m[0] === '}}') {
        text += m[0][0];
        continue;
      }
      if (m[1] === undefined) return;
      const name = /^[^.[!:]*/.exec(m[1])![0];
      let v: Expr | undefined;
      if (name === '' || /^\d+$/.test(name)) v = positional[name === '' ? next++ : Number(name)];
      else if (/^[A-Za-z_]\w*$/.test(name))
        v =
          kw[name] ?? (d ? { k: 'index', obj: d, idx: lit(name), loc: this.lw.loc(f) } : undefined);
      if (!v) return;
      if (text) parts.push(lit(text));
      text = '';
      parts.push(v);
    }
    text += recv.v.slice(last);
    if (text) parts.push(lit(text));
    return { k: 'concat', parts: parts.length ? parts : [lit('')] };
  }

  private call1(n: SgNode): Expr {
    const f = n.field('function')!;
    const argsN = n.field('arguments');
    const args: Expr[] = [];
    const kw: Record<string, Expr> = {};
    // whether an argument is unpacked from a mapping (`**options`): read as the arguments are
    let splat = false;
    if (argsN) {
      const gk = argsN.kind();
      if (gk === 'generator_expression') {
        args.push(this.expr(argsN, gk));
        splat = true;
      } else
        for (const a of argsN.namedChildren()) {
          const ak = a.kind();
          if (ak === 'keyword_argument') {
            const k = a.field('name')?.text();
            const v = a.field('value');
            if (k && v) kw[k] = this.expr(v);
          } else if (ak !== 'comment') {
            if (ak === 'dictionary_splat') splat = true;
            args.push(this.expr(a, ak));
          }
        }
    }
    // settings passed as `**options` of a dict literal: `XMLParser(**{'resolve_entities': False})`
    if (splat) for (const [k, v] of Object.entries(this.splatSettings(argsN))) kw[k] ??= v;
    const loc = this.lw.loc(n);
    const fk = f.kind();
    const fmt = this.formatSplat(f, fk, argsN, args, kw);
    if (fmt) return fmt;
    // a parser hardened where it was built (`parser`) or in the call (`parser=etree.XMLParser(resolve_entities=False)`)
    for (const a of [...args, ...Object.values(kw)]) {
      if (a.k === 'var' && this.types.get(a.name)?.startsWith('hardened.'))
        kw.__parser = lit('hardened');
      const re =
        a.k === 'call' && /(?:^|\.)XMLParser$/.test(a.callee) ? a.kw?.resolve_entities : undefined;
      if (re?.k === 'lit' && re.v === false) kw.__parser = lit('hardened');
    }
    if (fk === 'attribute') {
      const fo = f.field('object')!;
      const recv = this.expr(fo);
      const name = f.field('attribute')?.text() ?? '?';
      const type =
        recv.k === 'var'
          ? (this.types.get(recv.name) ??
            (rawEnvs(this.lw).has(recv.name) ? 'jinja2.Unescaped' : undefined))
          : undefined;
      // `parser.setFeature(feature_external_ges, True)` on a SAX parser of this function: from here
      // on its `parse` loads external entities (or, set to false, does not, whatever else the file does)
      if (
        name === 'setFeature' &&
        recv.k === 'var' &&
        type?.startsWith('xml.sax.make_parser') &&
        argsN &&
        /feature_external_ges|external-general-entities/.test(
          argsN.namedChildren()[0]?.text() ?? '',
        ) &&
        this.constTruth(argsN.namedChildren()[1]) !== undefined
      )
        this.types.set(
          recv.name,
          this.constTruth(argsN.namedChildren()[1])
            ? 'xml.sax.make_parser.external'
            : 'xml.sax.make_parser.hardened',
        );
      // `raw_env.from_string(t).render(...)`: the template of an environment that does not escape
      if (name === 'render' && recv.k === 'call' && recv.callee.startsWith('jinja2.Unescaped.'))
        return { k: 'call', callee: 'jinja2.Unescaped.Source.render', name, recv, args, kw, loc };
      // `conf.get("s", "k")` of a configparser filled by one `read_string` of a literal: that value
      if (
        recv.k === 'var' &&
        name === 'get' &&
        args.length === 2 &&
        args[0].k === 'lit' &&
        args[1].k === 'lit' &&
        typeof args[0].v === 'string' &&
        typeof args[1].v === 'string'
      ) {
        const v = configTexts(this.lw)
          .get(recv.name)
          ?.get(`${args[0].v}\u0000${args[1].v.toLowerCase()}`);
        if (v !== undefined) return lit(v);
      }
      // configparser: `conf.set(section, key, value)` / `conf.get(section, key)` as one map keyed by both
      if (
        recv.k === 'var' &&
        (name === 'set' || name === 'get') &&
        (args.length === 3 || args.length === 2) &&
        configNames(this.lw).has(recv.name)
      ) {
        const key: Expr = { k: 'concat', parts: [args[0], lit('\u0000'), args[1]] };
        args.splice(0, 2, key);
      }
      // obj.method(...) on an instance of a class of this file: the method, with obj as self
      if (recv.k === 'var' && type && /^[A-Z]\w*$/.test(type) && uniqueMethod(this.lw, type, name))
        return { k: 'call', callee: `${type}.${name}`, name, args: [recv, ...args], kw, loc };
      // `Repo(conn).find(x)`: the method of a fresh instance of a class of this file
      if (
        recv.k === 'call' &&
        !recv.recv &&
        /^[A-Z]\w*$/.test(recv.callee) &&
        uniqueMethod(this.lw, recv.callee, name)
      )
        return {
          k: 'call',
          callee: `${recv.callee}.${name}`,
          name,
          args: [recv, ...args],
          kw,
          loc,
        };
      let callee = type ? `${type}.${name}` : this.lw.callee(recv, name);
      // `values.Step()`: a class of a project module the file imports
      const made =
        !type && recv.k === 'var' && /^[A-Z]\w*$/.test(name) ? this.newOf(callee, '') : undefined;
      // a method of an object of a class of the file, or a function or class of a project module,
      // handed the request object
      if (
        made ||
        (type && classInfo(this.lw).classes.has(type)) ||
        this.projectFunction(callee, '')
      )
        this.requestArgs(argsN, args);
      if (made) return { k: 'call', callee: made, name, args, kw, loc, isNew: true, newOf: made };
      if (callee === 're.sub' && this.keepsOnlySafe(args)) return { k: 'any', parts: [] };
      if (PATH_IO.test(name) && this.isPath(fo)) callee = 'pathlib.Path.' + name;
      // (the callee first: most calls are no response and need not have their arguments read)
      if (RESPONSES.test(callee) && (this.plain || jsonBody(argsN))) callee = 'nonhtml.' + callee;
      if (/^(?:subprocess|os|asyncio)\./.test(callee)) this.program(args, kw, callee);
      // list.insert(i, v): the engine's positional insert
      return {
        k: 'call',
        callee,
        name: name === 'insert' && args.length === 2 ? 'add' : name,
        recv,
        args,
        kw,
        loc,
      };
    }
    if (fk === 'identifier') {
      const name = f.text();
      // `list()` is an empty list, whose elements are then known as they are added
      if (
        name === 'list' &&
        !args.length &&
        !Object.keys(kw).length &&
        this.lw.canon(name) === name
      )
        return { k: 'arr', items: [] };
      // `getattr(obj, "name")` with a constant name is `obj.name` (with a default, either)
      if (
        name === 'getattr' &&
        (args.length === 2 || args.length === 3) &&
        args[1].k === 'lit' &&
        typeof args[1].v === 'string' &&
        /^[A-Za-z_]\w*$/.test(args[1].v) &&
        this.lw.canon(name) === name
      ) {
        const e: Expr = { k: 'field', obj: args[0], name: args[1].v, loc };
        e.path = pathOf(e);
        return args.length === 2 ? e : { k: 'any', parts: [e, args[2]] };
      }
      // `dict(a=x, b=y)` builds the map {'a': x, 'b': y}
      if (name === 'dict' && !args.length && Object.keys(kw).length && this.lw.canon(name) === name)
        return { k: 'obj', entries: Object.entries(kw) };
      // `ev = etree.XPathEvaluator(doc); ev(expr)`: calling an instance of a library class is its __call__
      const inst = this.types.get(name);
      if (inst && /\.[A-Z]\w*$/.test(inst) && this.lw.canon(name) === name)
        return { k: 'call', callee: `${inst}.__call__`, name, args, kw, loc };
      // a plain record of the file (namedtuple, field-only dataclass) built with its fields: a map
      const rec = /^[A-Z]\w*$/.test(name) ? recordClasses(this.lw).get(name) : undefined;
      if (
        rec &&
        this.lw.canon(name) === name &&
        !argsN?.namedChildren().some((a) => String(a.kind()).includes('splat')) &&
        args.length <= rec.fields.length &&
        Object.keys(kw).every((k) => rec.fields.includes(k))
      ) {
        const firstDefault = rec.fields.length - rec.defaults.length;
        const entries: [string, Expr][] = [];
        let ok = true;
        rec.fields.forEach((f, i) => {
          const v =
            args[i] ??
            kw[f] ??
            (i >= firstDefault ? lit(rec.defaults[i - firstDefault]) : undefined);
          if (v) entries.push([f, v]);
          else ok = false;
        });
        if (ok) return { k: 'obj', entries };
      }
      // a class of this file called: a new object of it, whose methods calls on it resolve to
      // (also when it is kept in a dict or list, or returned by a factory of the file); one
      // imported from a project module likewise, by its module path
      const made = /^[A-Z]\w*$/.test(name) ? this.newOf(this.lw.canon(name), name) : undefined;
      if (made) {
        this.requestArgs(argsN, args);
        return { k: 'call', callee: made, name, args, kw, loc, isNew: true, newOf: made };
      }
      let callee = this.lw.canon(name);
      // a function of this file or of a project module handed the request object
      if (this.projectFunction(callee, name)) this.requestArgs(argsN, args);
      if (/^(?:subprocess|os|asyncio)\./.test(callee)) this.program(args, kw, callee);
      if (callee === 're.sub' && this.keepsOnlySafe(args)) return { k: 'any', parts: [] };
      if (RESPONSES.test(callee) && (this.plain || jsonBody(argsN))) callee = 'nonhtml.' + callee;
      return { k: 'call', callee, name, args, kw, loc };
    }
    return { k: 'call', callee: '?', name: '?', recv: this.expr(f, fk), args, kw, loc };
  }
}

export type { LowerCtx };

/** Whether a function returns a value (`return x`) in its own body, not in a nested function. */
/** True when the function reads an attribute of `name` without calling it (`f.title`, not `f.title()`). */
function readsDataAttribute(fn: SgNode, name: string): boolean {
  const body = fn.field('body');
  if (!body || !body.text().includes(name + '.')) return false;
  for (const a of body.findAll({
    rule: { kind: 'attribute', has: { field: 'object', regex: `^${name}$` } },
  })) {
    const up = a.parent();
    if (up?.kind() === 'call' && up.field('function')?.id() === a.id()) continue;
    // a value assigned to the attribute (`f.title = ...`) says nothing of what f is
    if (up?.kind() === 'assignment' && up.field('left')?.id() === a.id()) continue;
    return true;
  }
  return false;
}

/**
 * Whether a `return` with a value belongs to `fn` itself, not to a function defined inside it:
 * told by the spans of those inner functions (one search) rather than by walking each return's
 * ancestors, a native call per step.
 */
/** The methods Django's class-based views (and DRF's viewsets) dispatch requests to. */
const HTTP_HANDLERS =
  /^(?:get|post|put|patch|delete|head|options|trace|dispatch|list|create|retrieve|update|partial_update|destroy)$/;

/** Whether the file calls a method of this name on its own object (`self.name(`, `cls.name(`). */
function calledOnSelf(source: string, name: string): boolean {
  if (!/^\w+$/.test(name) || !source.includes(`.${name}(`)) return false;
  return new RegExp(`\\b(?:self|cls)\\.${name}\\s*\\(`).test(source);
}

/** A text by its form: a string, an f-string, their concatenation or a `%` / `.format` of one. */
function textExpr(n: SgNode): boolean {
  const k = n.kind();
  if (k === 'string' || k === 'concatenated_string') return true;
  if (k === 'binary_operator') {
    const op = n.field('operator')?.text();
    return (op === '+' || op === '%') && textExpr(n.field('left')!);
  }
  if (k === 'call') {
    const f = n.field('function');
    return f?.kind() === 'attribute' && f.field('attribute')?.text() === 'format'
      ? textExpr(f.field('object')!)
      : false;
  }
  if (k === 'parenthesized_expression')
    return !!n.namedChildren()[0] && textExpr(n.namedChildren()[0]);
  return false;
}

function returnsValue(fn: SgNode): boolean {
  const body = fn.field('body');
  if (!body) return false;
  let inner: [number, number][] | null = null;
  for (const r of body.findAll({ rule: { kind: 'return_statement' } })) {
    if (!r.namedChildren().length) continue;
    inner ??= body
      .findAll({ rule: { any: [{ kind: 'function_definition' }, { kind: 'lambda' }] } })
      .map((f) => {
        const g = f.range();
        return [g.start.index, g.end.index];
      });
    // nodes nest: the return lies in an inner function exactly when it starts within its span
    const at = r.range().start.index;
    if (!inner.some(([s, e]) => s <= at && at < e)) return true;
  }
  return false;
}
