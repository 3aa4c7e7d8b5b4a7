/** C# front end (ASP.NET Core controllers and HttpContext): lowers methods to the taint IR. */
import type { SgNode } from '@ast-grep/napi';
import type { Expr, FnIR, Lit, Stmt } from '../ir.js';
import {
  type FrontEnd,
  LowerCtx,
  callbackOf,
  endsWithBreak,
  keepsOnlySafe,
  lit,
  num,
  pathOf,
  unquote,
} from './common.js';
import {
  catchFinally,
  anyOf,
  elementOf,
  fieldOf,
  indexOf,
  lowerTry,
  lowerWhile,
  runsOnceThenLoops,
  lowerChildren,
  lowerConditional,
} from './statements.js';
import { markExported } from './exported.js';

const FN_KINDS = [
  'method_declaration',
  'constructor_declaration',
  'local_function_statement',
  'lambda_expression',
];
/** Parameters of actions that the framework supplies rather than the client. */
const SERVICE_TYPES =
  /^(CancellationToken|ServerCallContext|ILogger|IFormatProvider|HttpContext|HttpResponse|ClaimsPrincipal|LinkGenerator|I[A-Z]\w*(Service|Repository|Context|Factory|Provider|Options|Accessor)|\w*(DbContext|Connection|Service|Repository|Client|Factory|Logger)|ILogger<.*>)\b/;

const TRY = catchFinally();

export const csharpFrontEnd: FrontEnd = {
  fnKinds: FN_KINDS,
  nameOf(fn) {
    // abstract and interface methods have no body: nothing to summarise or call
    if (!fn.field('body')) return '';
    return fn.field('name')?.text() ?? '';
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
  packageFiles(fromPath, files) {
    // namespaces are not directories: any class of the project may be called (`using` or not)
    return csFiles(files).filter((f) => f !== fromPath);
  },
  packageCalls(source) {
    return projectTypeRefs(source);
  },
  lower(fn, lw) {
    return markExported('csharp', fn, new CsLower(lw).fn(fn));
  },
};

const csFileCache = new WeakMap<string[], string[]>();
function csFiles(files: string[]): string[] {
  let out = csFileCache.get(files);
  if (!out) csFileCache.set(files, (out = files.filter((f) => f.endsWith('.cs'))));
  return out;
}

/** Framework and library types: calls on them never go to project files. */
const FRAMEWORK_TYPES = new Set(
  (
    'Console Environment File Directory Path Process ProcessStartInfo Convert Math String Int16 Int32 Int64 UInt32 Double Decimal Boolean Char Byte ' +
    'Encoding Uri Guid DateTime DateTimeOffset TimeSpan Task Activator Assembly Type Regex JsonSerializer JsonConvert Enumerable Array List Dictionary ' +
    'HashSet StringBuilder SqlCommand SqlConnection SqlParameter SqlDataAdapter SqlDataReader DataTable DataSet CommandType SqlDbType Results TypedResults ' +
    'HttpUtility WebUtility HtmlEncoder JavaScriptEncoder UrlEncoder Request Response Server Session HttpContext User ModelState Url ViewData ViewBag ' +
    'TempData Html Content Ok BadRequest NotFound Redirect RedirectToAction View Json Logger Debug Trace Thread Interlocked Monitor CancellationToken ' +
    'Stream StreamReader StreamWriter FileStream MemoryStream BinaryReader BinaryWriter TextReader TextWriter XmlDocument XmlReader XmlReaderSettings ' +
    'XmlWriter XDocument XElement XPathDocument XPathNavigator XmlResolver XmlUrlResolver DtdProcessing BinaryFormatter DirectorySearcher DirectoryEntry ' +
    'MD5 SHA1 SHA256 SHA512 HashAlgorithm HMACSHA256 Aes DES TripleDES RC2 Rijndael RandomNumberGenerator Random CipherMode PaddingMode ' +
    'ServicePointManager HttpClient WebClient WebRequest HttpWebRequest TcpClient TcpListener Socket IPAddress Dns Cookie HttpCookie CookieOptions ' +
    'Marshal GC Buffer BitConverter Nullable Tuple ValueTuple Lazy Exception ArgumentException ArgumentNullException InvalidOperationException ' +
    'Object Attribute Enum Delegate Func Action CultureInfo StringComparison StringComparer Parallel Stopwatch ConfigurationManager Configuration ' +
    'Directory DirectoryInfo FileInfo DriveInfo Microsoft System CSharpScript Template Handlebars Engine LocalRedirect IdentityResult'
  ).split(' '),
);

/**
 * Classes this file uses (static calls, `new`, typed fields) that it neither declares nor takes from
 * the framework: they may be classes of other project files. Typed fields count by their names.
 */
function projectTypeRefs(source: string): string[] {
  const own = new Set(
    [...source.matchAll(/\b(?:class|interface|enum|struct|record)\s+([A-Z]\w*)/g)].map((m) => m[1]),
  );
  const out = new Set<string>();
  const keep = (t: string) => !own.has(t) && isProjectType(t);
  for (const m of source.matchAll(/(?<![\w.])([A-Z]\w*)\s*\.\s*[A-Z]\w*\s*(?:<[^<>()]*>)?\s*\(/g))
    if (keep(m[1])) out.add(m[1]);
  for (const m of source.matchAll(/\bnew\s+([A-Z]\w*)\s*\(/g)) if (keep(m[1])) out.add(m[1]);
  // fields by their names, when a method is called on them directly (`_runner.Run(`, not `_db.Products.FromSqlRaw(`)
  for (const [name, type] of fieldTypesOf(source))
    if (
      keep(type) &&
      new RegExp(`(?<![\\w.])(?:this\\.)?${name}\\s*\\.\\s*[A-Z]\\w*\\s*\\(`).test(source)
    )
      out.add(name);
  return [...out];
}

const fieldConstCache = new Map<string, Map<string, Lit>>();
/** `const` and `static readonly` fields initialised with a literal and never assigned again, found by text. */
function constFieldsOf(source: string): Map<string, Lit> {
  let m = fieldConstCache.get(source);
  if (m) return m;
  m = new Map();
  const re =
    /\b(?:const|static\s+readonly|readonly\s+static)\s+(?:bool|int|long|short|double|float|decimal|string)\s+(\w+)\s*=\s*(true|false|-?\d+(?:\.\d+)?|"[^"\\\n]*")\s*;/g;
  const seen = new Set<string>();
  for (const x of source.matchAll(re)) {
    if (seen.has(x[1])) {
      m.delete(x[1]);
      continue;
    }
    seen.add(x[1]);
    // assigned anywhere else (a static constructor): not a constant
    if ((source.match(new RegExp(`(?<![\\w.])${x[1]}\\s*=(?!=)`, 'g'))?.length ?? 0) > 1) continue;
    const v = x[2];
    m.set(
      x[1],
      v === 'true' ? true : v === 'false' ? false : v.startsWith('"') ? v.slice(1, -1) : Number(v),
    );
  }
  if (fieldConstCache.size > 64) fieldConstCache.clear();
  fieldConstCache.set(source, m);
  return m;
}

const constCache = new Map<string, Map<string, boolean | number>>();
/** Parameterless methods returning a literal (`private static bool Enabled() { return false; }`), found by text. */
function constMethodsOf(source: string): Map<string, boolean | number> {
  let m = constCache.get(source);
  if (m) return m;
  m = new Map();
  const seen = new Set<string>();
  const re =
    /\b(?:bool|int)\s+(\w+)\s*\(\s*\)\s*(?:\{\s*return\s+(true|false|-?\d+)\s*;\s*\}|=>\s*(true|false|-?\d+)\s*;)/g;
  for (const x of source.matchAll(re)) {
    const v = x[2] ?? x[3];
    // overloads or a second definition of the name: not a constant
    if (seen.has(x[1])) m.delete(x[1]);
    else m.set(x[1], v === 'true' ? true : v === 'false' ? false : Number(v));
    seen.add(x[1]);
  }
  if (constCache.size > 64) constCache.clear();
  constCache.set(source, m);
  return m;
}

/** A class name that may be the project's own (not the framework's, not an interface). */
function isProjectType(t: string): boolean {
  return /^[A-Z]/.test(t) && !FRAMEWORK_TYPES.has(t) && !/^I[A-Z]/.test(t);
}

const fieldCache = new Map<string, Map<string, string>>();
/** Declared types of the fields and properties of a file's classes (`private readonly Helper _h;`). */
function fieldTypesOf(source: string): Map<string, string> {
  let m = fieldCache.get(source);
  if (m) return m;
  m = new Map();
  const re =
    /^[ \t]*(?:(?:private|public|protected|internal|static|readonly|volatile|required)\s+)+([A-Za-z_][\w.]*(?:<[^;=(){}\n]*>)?\??)\s+(\w+)\s*(?:[;=]|\{\s*(?:get|set|init))/gm;
  for (const x of source.matchAll(re))
    if (
      !/^(class|struct|record|interface|enum|const|void|event|delegate|static|override|virtual|abstract|async)$/.test(
        x[1],
      )
    )
      m.set(x[2], simpleType(x[1]));
  if (fieldCache.size > 64) fieldCache.clear();
  fieldCache.set(source, m);
  return m;
}

const classPropCache = new Map<string, Map<string, Map<string, string>>>();
/**
 * Declared types of the properties and fields of one class of a file (`class SearchForm { public int
 * Year { get; set; } }`), or of a positional record's parameters (`record Query(string Term, int Page)`).
 */
function classMemberTypes(source: string, cls: string): Map<string, string> {
  let byClass = classPropCache.get(source);
  if (!byClass) {
    if (classPropCache.size > 64) classPropCache.clear();
    byClass = new Map();
    classPropCache.set(source, byClass);
  }
  let m = byClass.get(cls);
  if (m) return m;
  m = new Map();
  byClass.set(cls, m);
  if (!/^\w+$/.test(cls)) return m;
  const head = new RegExp(
    `\\b(?:class|record|struct)\\s+${cls}\\b\\s*(?:\\(([^)]*)\\))?[^{;]*([{;])`,
  ).exec(source);
  if (head) {
    for (const p of (head[1] ?? '').split(',')) {
      const x = /([A-Za-z_][\w.]*(?:<[^>]*>)?\??)\s+(\w+)\s*(?:=[^,]*)?$/.exec(p.trim());
      if (x) m.set(x[2], simpleType(x[1]));
    }
    if (head[2] === '{') {
      let depth = 0;
      let end = head.index + head[0].length - 1;
      for (; end < source.length; end++) {
        if (source[end] === '{') depth++;
        else if (source[end] === '}' && --depth === 0) break;
      }
      for (const [name, type] of fieldTypesOf(source.slice(head.index + head[0].length, end)))
        m.set(name, type);
    }
  }
  return m;
}

/** Values of these types cannot carry injection payloads. */
const NUMERIC =
  /^(int|long|short|byte|uint|ulong|ushort|sbyte|float|double|decimal|bool|Guid|DateTime|DateTimeOffset|TimeSpan)\??$/;

function simpleType(t: string): string {
  return t
    .replace(/<.*$/s, '')
    .replace(/[?[\]]/g, '')
    .split('.')
    .pop()!
    .trim();
}

class CsLower {
  private types = new Map<string, string>();
  /** Locals and parameters: they hide fields of the same name. */
  private declared = new Set<string>();
  constructor(private readonly lw: LowerCtx) {}

  /**
   * A request handler: a public method of a class the specification's `params.handlers` name (MVC and
   * API controllers, Razor Pages' `OnGet`/`OnPost` handlers), matched on the class's name, base list
   * and attributes.
   */
  private isAction(m: SgNode): boolean {
    if (m.kind() !== 'method_declaration') return false;
    const handlers = this.lw.params.handlers;
    if (!handlers?.length) return false;
    const mods = m
      .namedChildren()
      .filter((c) => c.kind() === 'modifier')
      .map((c) => c.text())
      .join(' ');
    if (!/\bpublic\b/.test(mods)) return false;
    const cls = m.parent()?.parent();
    if (!cls || cls.kind() !== 'class_declaration') return false;
    const name = cls.field('name')?.text() ?? '';
    const bases =
      cls
        .namedChildren()
        .find((c) => c.kind() === 'base_list')
        ?.text() ?? '';
    const attrs = cls
      .namedChildren()
      .filter((c) => c.kind() === 'attribute_list')
      .map((c) => c.text())
      .join(' ');
    const method = m.field('name')?.text() ?? '';
    return handlers.some(
      (h) =>
        !!h.classes &&
        new RegExp(h.classes).test(`${name} ${bases} ${attrs}`) &&
        (!h.methods || new RegExp(h.methods).test(method)) &&
        (!h.modifiers || new RegExp(h.modifiers).test(mods)),
    );
  }

  fn(node: SgNode): FnIR {
    const params: string[] = [];
    const sourceParams: Record<number, string> = {};
    // a lambda handed to a routing call (`app.MapGet("/", (string q) => ...)`) is a handler too
    const cb = node.kind() === 'lambda_expression' ? callbackOf(node, this.lw) : undefined;
    const action = this.isAction(node) || (!!cb && (cb.param ?? 'all') === 'all');
    const ps = node.field('parameters');
    if (ps) {
      const list =
        ps.kind() === 'identifier'
          ? [ps]
          : ps.namedChildren().filter((c) => c.kind() === 'parameter' || c.kind() === 'identifier');
      for (const p of list) {
        const nm = p.kind() === 'identifier' ? p.text() : p.field('name')?.text();
        if (!nm) continue;
        const type = p.field('type')?.text() ?? '';
        if (type) this.types.set(nm, simpleType(type));
        this.declared.add(nm);
        const attrs = p
          .namedChildren()
          .filter((c) => c.kind() === 'attribute_list')
          .map((c) => c.text())
          .join(' ');
        if (
          action &&
          !/FromServices/.test(attrs) &&
          !SERVICE_TYPES.test(type) &&
          !NUMERIC.test(type)
        )
          sourceParams[params.length] = 'http-request';
        if (cb && cb.param === params.length) sourceParams[params.length] = 'http-request';
        params.push(nm);
      }
    }
    const body = node.field('body');
    let stmts: Stmt[] = [];
    // properties bound from the request (`[BindProperty] public string Query { get; set; }`) hold request data in a handler
    const pre: Stmt[] = [];
    if (action && node.kind() === 'method_declaration') {
      const at = this.lw.loc(node);
      for (const name of this.boundProperties(node)) {
        if (this.declared.has(name)) continue;
        const src: Expr = {
          k: 'call',
          callee: '__boundProperty',
          name: '__boundProperty',
          args: [],
          loc: at,
        };
        pre.push({ k: 'assign', to: { k: 'var', name, loc: at }, e: src, loc: at });
        const self: Expr = { k: 'field', obj: { k: 'var', name: 'this', loc: at }, name, loc: at };
        self.path = pathOf(self);
        pre.push({ k: 'assign', to: self, e: src, loc: at });
      }
    }
    if (body)
      stmts =
        body.kind() === 'block'
          ? this.block(body)
          : [
              {
                k: 'ret',
                e: this.expr(
                  body.kind() === 'arrow_expression_clause' ? body.namedChildren()[0] : body,
                ),
                loc: this.lw.loc(body),
              },
            ];
    stmts = [...pre, ...stmts];
    const ir: FnIR = {
      name: node.field('name')?.text() ?? '',
      params,
      body: stmts,
      loc: this.lw.loc(node),
    };
    if (Object.keys(sourceParams).length) ir.sourceParams = sourceParams;
    return ir;
  }

  /** Names of the non-numeric properties of the method's class that the framework binds from the request. */
  private boundProperties(m: SgNode): string[] {
    const attrs = this.lw.params.boundMembers;
    if (!attrs?.length) return [];
    const cls = m.parent()?.parent();
    if (!cls || cls.kind() !== 'class_declaration') return [];
    const attrRe = new RegExp(
      `^\\[\\s*(?:${attrs.map((a) => a.replace(/[^\w]/g, '')).join('|')})(?:Attribute)?\\b`,
    );
    // on the class (`[BindProperties]`), the attribute binds every public property
    const classWide = cls
      .namedChildren()
      .some((c) => c.kind() === 'attribute_list' && attrRe.test(c.text()));
    const out: string[] = [];
    for (const p of cls.field('body')?.namedChildren() ??
      cls
        .namedChildren()
        .find((c) => c.kind() === 'declaration_list')
        ?.namedChildren() ??
      []) {
      if (p.kind() !== 'property_declaration') continue;
      const marked = p
        .namedChildren()
        .some((c) => c.kind() === 'attribute_list' && attrRe.test(c.text()));
      const pub = p.namedChildren().some((c) => c.kind() === 'modifier' && c.text() === 'public');
      if (!marked && !(classWide && pub)) continue;
      const type = p.field('type')?.text() ?? '';
      const name = p.field('name')?.text();
      if (name && !NUMERIC.test(type)) out.push(name);
    }
    return out;
  }

  block(n: SgNode | null): Stmt[] {
    if (!n) return [];
    if (n.kind() !== 'block') return this.stmt(n);
    const out: Stmt[] = [];
    for (const c of n.namedChildren()) out.push(...this.stmt(c));
    return out;
  }

  private decl(v: SgNode): Stmt[] {
    const type = v.field('type')?.text() ?? 'var';
    const out: Stmt[] = [];
    for (const d of v.namedChildren()) {
      if (d.kind() !== 'variable_declarator') continue;
      const kids = d.namedChildren();
      const nameN = d.field('name') ?? kids[0];
      if (!nameN) continue;
      const valN = kids.length > 1 ? kids[kids.length - 1] : null;
      const valE = valN?.kind() === 'equals_value_clause' ? valN.namedChildren()[0] : valN;
      // `var (dir, name) = (root, id + ".pdf")`: each name takes its position of the tuple
      if (nameN.kind() === 'tuple_pattern') {
        const names = nameN.namedChildren().filter((c) => c.kind() === 'identifier');
        for (const x of names) this.declared.add(x.text());
        out.push({
          k: 'assign',
          to: {
            k: 'arr',
            items: names.map((x) => ({ k: 'var', name: x.text(), loc: this.lw.loc(x) }) as Expr),
          },
          e: valE ? this.expr(valE) : lit(null),
          loc: this.lw.loc(d),
        });
        continue;
      }
      const nm = nameN.text();
      this.declared.add(nm);
      if (type !== 'var') this.types.set(nm, simpleType(type));
      else if (valE?.kind() === 'object_creation_expression')
        this.types.set(nm, simpleType(valE.field('type')?.text() ?? ''));
      out.push({
        k: 'assign',
        to: { k: 'var', name: nm, loc: this.lw.loc(d) },
        e: valE ? this.expr(valE) : lit(null),
        loc: this.lw.loc(d),
      });
    }
    return out;
  }

  stmt(n: SgNode): Stmt[] {
    switch (n.kind()) {
      case 'expression_statement':
        return this.exprStmt(n.namedChildren()[0]);
      case 'local_declaration_statement': {
        const v = n.namedChildren().find((c) => c.kind() === 'variable_declaration');
        return v ? this.decl(v) : [];
      }
      case 'return_statement': {
        const e = n.namedChildren()[0];
        return [{ k: 'ret', e: e ? this.expr(e) : undefined, loc: this.lw.loc(n) }];
      }
      case 'throw_statement':
        return [{ k: 'throw' }];
      case 'break_statement':
        return [{ k: 'break' }];
      case 'block':
        return this.block(n);
      case 'if_statement':
        return [
          {
            k: 'if',
            c: this.expr(n.field('condition')!),
            then: this.block(n.field('consequence')),
            else: this.block(n.field('alternative')),
          },
        ];
      case 'foreach_statement': {
        // `foreach (var t in tags) body`: type, variable, collection, body (fields are not named in every grammar version)
        const kids = n.namedChildren();
        const left = n.field('left') ?? kids[kids.length - 3];
        const right = n.field('right') ?? kids[kids.length - 2];
        if (left?.kind() === 'identifier') this.declared.add(left.text());
        const body: Stmt[] = [];
        if (left && right)
          body.push({
            k: 'assign',
            to: this.expr(left),
            e: elementOf(this.expr(right), this.lw.loc(right)),
            loc: this.lw.loc(n),
          });
        body.push(...this.block(n.field('body') ?? kids[kids.length - 1]));
        return [{ k: 'loop', body }];
      }
      case 'for_statement': {
        const out: Stmt[] = [];
        const init = n.field('initializer');
        if (init)
          out.push(
            ...(init.kind() === 'variable_declaration' ? this.decl(init) : this.exprStmt(init)),
          );
        const body = this.block(n.field('body'));
        const c = n.field('condition');
        out.push({ k: 'loop', c: c ? this.expr(c) : undefined, body });
        return out;
      }
      case 'while_statement':
        return [lowerWhile(n, this)];
      case 'do_statement':
        return runsOnceThenLoops(this.block(n.field('body')));
      case 'switch_statement': {
        const cases: { tests: Expr[] | null; body: Stmt[]; brk: boolean }[] = [];
        const sb = n.field('body');
        for (const sec of sb ? sb.namedChildren() : []) {
          if (sec.kind() !== 'switch_section') continue;
          const tests: Expr[] = [];
          let isDefault = false;
          const body: Stmt[] = [];
          for (const c of sec.namedChildren()) {
            if (c.kind() === 'constant_pattern' || c.kind() === 'case_switch_label')
              tests.push(this.expr(c.namedChildren()[0] ?? c));
            else if (c.kind() === 'default_switch_label') isDefault = true;
            else body.push(...this.stmt(c));
          }
          if (/^\s*default\s*:/.test(sec.text())) isDefault = true;
          cases.push({ tests: isDefault ? null : tests, body, brk: endsWithBreak(body) });
        }
        return [{ k: 'switch', d: this.expr(n.field('value') ?? n.namedChildren()[0]), cases }];
      }
      case 'try_statement': {
        return lowerTry(n, TRY, this);
      }
      case 'using_statement': {
        const out: Stmt[] = [];
        for (const c of n.namedChildren()) {
          if (c.kind() === 'variable_declaration') out.push(...this.decl(c));
          else if (c.kind() === 'block' || c.kind().toString().endsWith('_statement'))
            out.push(...this.block(c));
        }
        return out;
      }
      case 'local_function_statement': {
        const nm = n.field('name')?.text() ?? '';
        const fn = new CsLower(this.lw).fn(n);
        return [
          { k: 'assign', to: { k: 'var', name: nm, loc: fn.loc }, e: { k: 'fn', fn }, loc: fn.loc },
        ];
      }
      default:
        return [];
    }
  }

  exprStmt(n: SgNode | undefined): Stmt[] {
    if (!n) return [];
    const k = n.kind();
    if (k === 'assignment_expression') {
      const op = n.field('operator')?.text() ?? n.children()[1]?.text() ?? '=';
      return [
        {
          k: 'assign',
          to: this.expr(n.field('left')!),
          e: this.expr(n.field('right')!),
          loc: this.lw.loc(n),
          weak: op !== '=',
        },
      ];
    }
    if (k === 'postfix_unary_expression' || k === 'prefix_unary_expression') return [];
    if (k === 'await_expression') return this.exprStmt(n.namedChildren()[0]);
    return [{ k: 'expr', e: this.expr(n) }];
  }

  args(n: SgNode | null): Expr[] {
    if (!n) return [];
    return n
      .namedChildren()
      .filter((a) => a.kind() === 'argument')
      .map((a) => {
        const kids = a.namedChildren();
        return this.expr(kids[kids.length - 1]);
      });
  }

  expr(n: SgNode): Expr {
    const k = String(n.kind());
    switch (k) {
      // `int.Parse`, `string.Join`: the keyword types are receivers like any class name
      case 'identifier':
      case 'predefined_type': {
        const name = n.text();
        // `static readonly bool AuditEnabled = false;` and `const` fields fold like literals
        if (k === 'identifier' && !this.declared.has(name)) {
          const c = constFieldsOf(this.lw.source).get(name);
          if (c !== undefined) return lit(c);
        }
        return { k: 'var', name, loc: this.lw.loc(n) };
      }
      case 'this_expression':
      case 'this':
        return { k: 'var', name: 'this', loc: this.lw.loc(n) };
      case 'string_literal':
      case 'verbatim_string_literal':
      case 'raw_string_literal':
        return lit(unquote(n.text().replace(/^@/, '')));
      case 'character_literal':
        return lit(unquote(n.text()));
      case 'integer_literal':
      case 'real_literal':
        return num(n.text());
      case 'boolean_literal':
        return lit(n.text() === 'true');
      case 'null_literal':
        return lit(null);
      case 'interpolated_string_expression': {
        const parts: Expr[] = [];
        for (const c of n.namedChildren()) {
          if (c.kind() === 'string_content' || c.kind() === 'interpolated_string_text')
            parts.push(lit(c.text()));
          else if (c.kind() === 'interpolation') {
            const e = c
              .namedChildren()
              .find(
                (x) =>
                  x.kind() !== 'interpolation_brace' &&
                  x.kind() !== 'interpolation_format_clause' &&
                  x.kind() !== 'interpolation_alignment_clause',
              );
            if (e) parts.push(this.expr(e));
          }
        }
        return { k: 'concat', parts };
      }
      // `(root, id + ".pdf")`: a tuple keeps its positions, like an array
      case 'tuple_expression':
        return {
          k: 'arr',
          items: n.namedChildren().map((a) => {
            const kids = a.namedChildren();
            return this.expr(kids[kids.length - 1] ?? a);
          }),
        };
      // `status switch { "open" => "a", _ => "b" }`: the value is one of the arms' results, not the
      // value switched on
      case 'switch_expression':
        return {
          k: 'any',
          parts: n
            .namedChildren()
            .filter((c) => c.kind() === 'switch_expression_arm')
            .map((arm) => {
              const kids = arm.namedChildren();
              return this.expr(kids[kids.length - 1]);
            }),
        };
      case 'parenthesized_expression':
      case 'await_expression':
      case 'checked_expression':
        return this.expr(n.namedChildren()[0]);
      case 'cast_expression':
        return this.expr(n.field('value') ?? n.namedChildren()[n.namedChildren().length - 1]);
      case 'member_access_expression': {
        // `form.Year` where `form` is a class of this file whose `Year` is numeric: a number, not text
        const on = n.field('expression');
        const t = on?.kind() === 'identifier' ? this.types.get(on.text()) : undefined;
        if (
          t &&
          isProjectType(t) &&
          NUMERIC.test(classMemberTypes(this.lw.source, t).get(n.field('name')?.text() ?? '') ?? '')
        )
          return { k: 'any', parts: [] };
        return fieldOf(
          this.expr(n.field('expression')!),
          n.field('name')?.text() ?? '?',
          this.lw.loc(n),
        );
      }
      case 'postfix_unary_expression':
        // `x!` (null-forgiving) is x
        return n.text().endsWith('!') ? this.expr(n.namedChildren()[0]) : { k: 'any', parts: [] };
      case 'conditional_access_expression': {
        const kids = n.namedChildren();
        return this.expr(kids[0]);
      }
      case 'element_access_expression': {
        const sub = n.field('subscript');
        const argE = sub ? this.args(sub)[0] : undefined;
        let obj = this.expr(n.field('expression')!);
        // System.Web's Request["x"] is Request.Params["x"]
        if (
          (obj.k === 'var' && obj.name === 'Request') ||
          (obj.k === 'field' && obj.name === 'Request')
        ) {
          obj = { k: 'field', obj, name: 'Params', loc: this.lw.loc(n) };
          obj.path = pathOf(obj);
        }
        return indexOf(obj, argE ?? anyOf(), this.lw.loc(n));
      }
      case 'invocation_expression':
        return this.call(n);
      case 'object_creation_expression': {
        const type = simpleType(n.field('type')?.text() ?? '?');
        const args = this.args(n.field('arguments'));
        const init = n.field('initializer');
        if (init && !args.length) {
          // collection initializers keep their keys and positions: new Dictionary<..> { ["a"] = x, { "b", y } }, new List<..> { x, y }
          const kids = init.namedChildren();
          if (/^(Dictionary|SortedDictionary|ConcurrentDictionary|Hashtable)$/.test(type)) {
            const entries: [string | null, Expr][] = [];
            for (const c of kids) {
              let kv: [SgNode, SgNode] | null = null;
              if (
                c.kind() === 'assignment_expression' &&
                c.field('left')?.kind() === 'element_binding_expression'
              ) {
                const a = c.field('left')!.namedChildren()[0];
                kv = [a?.namedChildren()[0] ?? a, c.field('right')!];
              } else if (c.kind() === 'initializer_expression' && c.namedChildren().length === 2)
                kv = [c.namedChildren()[0], c.namedChildren()[1]];
              if (!kv || !kv[0]) return { k: 'any', parts: kids.map((x) => this.expr(x)) };
              const key = this.expr(kv[0]);
              entries.push([key.k === 'lit' ? String(key.v) : null, this.expr(kv[1])]);
            }
            return { k: 'obj', entries, ctr: 'map' };
          }
          if (
            /^(List|LinkedList|Collection|HashSet|Queue|Stack)$/.test(type) &&
            kids.every((c) => c.kind() !== 'assignment_expression')
          )
            return { k: 'arr', items: kids.map((c) => this.expr(c)) };
        }
        // `new ProcessStartInfo("git") { ArgumentList = { "log", path } }`: separate arguments run
        // no shell, as `psi.ArgumentList.Add(x)` below
        if (init)
          args.push({
            k: 'any',
            parts: init
              .namedChildren()
              .filter(
                (c) =>
                  !(
                    c.kind() === 'assignment_expression' &&
                    c.field('left')?.text() === 'ArgumentList'
                  ),
              )
              .map((c) => this.expr(c)),
          });
        return {
          k: 'call',
          callee: 'new ' + type,
          name: type,
          args,
          isNew: true,
          loc: this.lw.loc(n),
        };
      }
      case 'binary_expression':
        return {
          k: 'bin',
          op: n.field('operator')?.text() ?? '?',
          l: this.expr(n.field('left')!),
          r: this.expr(n.field('right')!),
        };
      case 'prefix_unary_expression': {
        const op = n.children()[0]?.text() ?? '-';
        return { k: 'un', op, e: this.expr(n.namedChildren()[0]) };
      }
      case 'conditional_expression':
        return lowerConditional(n, this);
      case 'assignment_expression':
        return this.expr(n.field('right')!);
      case 'lambda_expression':
        return { k: 'fn', fn: new CsLower(this.lw).fn(n) };
      case 'array_creation_expression':
      case 'implicit_array_creation_expression':
      case 'initializer_expression':
      case 'collection_expression': {
        const init =
          k === 'initializer_expression' || k === 'collection_expression'
            ? n
            : n.namedChildren().find((c) => c.kind() === 'initializer_expression');
        return { k: 'arr', items: init ? init.namedChildren().map((c) => this.expr(c)) : [] };
      }
      default:
        return lowerChildren(n, this);
    }
  }

  call(n: SgNode): Expr {
    const f = n.field('function')!;
    const args = this.args(n.field('arguments'));
    const loc = this.lw.loc(n);
    // `if (IsEnabled())` with `static bool IsEnabled() { return false; }`: the constant folds
    if (
      !args.length &&
      (f.kind() === 'identifier' ||
        (f.kind() === 'member_access_expression' &&
          f.field('expression')?.kind() === 'this_expression'))
    ) {
      const c = constMethodsOf(this.lw.source).get(
        f.kind() === 'identifier' ? f.text() : (f.field('name')?.text() ?? ''),
      );
      if (c !== undefined) return lit(c);
    }
    if (f.kind() === 'member_access_expression') {
      const recv = this.expr(f.field('expression')!);
      const name = (f.field('name')?.text() ?? '?').replace(/<.*$/, '');
      if (name === 'Equals' && args.length === 1)
        return { k: 'bin', op: '==', l: recv, r: args[0] };
      // Regex.Replace(s, "[^a-z0-9]", "") and new Regex("\\D").Replace(s, ""): only letters and digits are kept
      const rx =
        name === 'Replace' && args.length >= 2 && recv.k === 'var' && recv.name === 'Regex'
          ? [args[1], args[2]]
          : undefined;
      if (
        rx &&
        rx[0].k === 'lit' &&
        rx[1]?.k === 'lit' &&
        rx[1].v === '' &&
        keepsOnlySafe(String(rx[0].v))
      )
        return { k: 'any', parts: [] };
      // s.Where(char.IsLetterOrDigit): only letters and digits are kept
      if (
        name === 'Where' &&
        /char\.Is(?:LetterOrDigit|Digit|Letter|Number)\b/.test(n.field('arguments')?.text() ?? '')
      )
        return lit('');
      // receivers with a declared type (locals, parameters, then the class's fields) are named by it
      const rv =
        recv.k === 'var'
          ? recv.name
          : recv.k === 'field' && recv.obj.k === 'var' && recv.obj.name === 'this'
            ? recv.name
            : '';
      // (field types only name project classes: `_razor.Compile`, `_db.Query` keep matching by name)
      const ftype =
        rv && rv !== 'this' && !this.types.has(rv) && !this.declared.has(rv)
          ? fieldTypesOf(this.lw.source).get(rv)
          : undefined;
      const rtype = rv
        ? (this.types.get(rv) ?? (ftype && isProjectType(ftype) ? ftype : undefined))
        : undefined;
      // `new StreamReader(s).ReadLine()` is StreamReader.ReadLine
      let callee = rtype
        ? `${rtype}.${name}`
        : recv.k === 'call' && recv.isNew
          ? `${recv.name}.${name}`
          : this.lw.callee(recv, name);
      // fully qualified framework calls match like their short forms (System.IO.File.ReadAllText)
      callee = callee.replace(
        /^(?:global::)?System\.(?:IO|Diagnostics|Net|Web|Text|Net\.Http)\./,
        '',
      );
      // list.Add(x), queue.Enqueue(x), stack.Push(x) append to the receiver (the engine's `add`)
      // (not psi.ArgumentList.Add(x): separate arguments run no shell)
      const irName =
        args.length === 1 &&
        /^(Add|Enqueue|Push)$/.test(name) &&
        !(recv.k === 'field' && recv.name === 'ArgumentList')
          ? 'add'
          : name;
      return { k: 'call', callee, name: irName, recv, args, loc };
    }
    const name = f.text().replace(/<.*$/, '');
    return { k: 'call', callee: name, name, args, loc };
  }
}
