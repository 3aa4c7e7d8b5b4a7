/** Java front end (Servlet API, Spring MVC, JAX-RS): lowers methods to the taint IR. */
import type { SgNode } from '@ast-grep/napi';
import type { Expr, FnIR, Lit, Loc, Stmt } from '../ir.js';
import { type FrontEnd, LowerCtx, endsWithBreak, lit, num, unquote } from './common.js';
import {
  catchFinally,
  elementOf,
  fieldOf,
  indexOf,
  lowerTry,
  runsOnceThenLoops,
  lowerChildren,
  lowerConditional,
} from './statements.js';
import { markExported } from './exported.js';

/**
 * A method returning a String that writes the HTML entities of `<` and of `>`, `&` or `"` as
 * constants (`case '<': result.append("&lt;")`, `s.replace("<", "&lt;")`): a hand-written HTML
 * escaper, like Tomcat's `HTMLFilter.filter`. Characters it does not list stay as they are, so only
 * the `<` entity together with a second one counts.
 */
function htmlEscaper(m: SgNode): boolean {
  if (m.field('type')?.text() !== 'String') return false;
  const body = m.field('body')?.text() ?? '';
  return body.includes('"&lt;"') && /"&(?:gt|amp|quot|#34|#x22);"/.test(body);
}

const FN_KINDS = ['method_declaration', 'constructor_declaration', 'lambda_expression'];
const LIT_KINDS = new Set([
  'decimal_integer_literal',
  'hex_integer_literal',
  'octal_integer_literal',
  'binary_integer_literal',
  'decimal_floating_point_literal',
]);

const TRY = catchFinally();

export const javaFrontEnd: FrontEnd = {
  fnKinds: FN_KINDS,
  nameOf(fn) {
    // abstract and interface methods have no body: calls resolve to their implementation instead
    if (fn.kind() === 'method_declaration' && !fn.field('body')) return '';
    return fn.field('name')?.text() ?? '';
  },
  aliases(source) {
    // imports name classes; calls are matched by (simple) type names, so only static imports matter
    const m = new Map<string, string>();
    for (const x of source.matchAll(/^\s*import\s+static\s+([\w.]+)\.(\w+)\s*;/gm)) {
      const cls = x[1].split('.').pop()!;
      m.set(x[2], `${cls}.${x[2]}`);
    }
    return m;
  },
  projectImports(source) {
    return projectClassImports(source);
  },
  modulePaths(mod, _fromPath, files) {
    // `com.acme.helpers.Values` is `.../com/acme/helpers/Values.java` under any source root
    const tail = mod.replace(/\./g, '/') + '.java';
    return files.filter((f) => f === tail || f.endsWith('/' + tail));
  },
  packageFiles(fromPath, files) {
    // classes of the same package sit in the same directory and need no import
    const dir = fromPath.slice(0, fromPath.lastIndexOf('/') + 1);
    return files.filter(
      (f) =>
        f !== fromPath &&
        f.endsWith('.java') &&
        f.startsWith(dir) &&
        !f.slice(dir.length).includes('/'),
    );
  },
  // callers of classes of the package wait for pass 2, where their summaries are known
  packageCallersInPass1: false,
  packageCalls(source) {
    // a snippet without a package declaration has no package: its unknown classes are libraries
    // (the classes it imports may still be the project's)
    const packaged = /^\s*package\s+[\w.]+\s*;/m.test(source);
    if (!packaged && !projectClassImports(source).length) return [];
    // Cls.method(...) on a class neither declared nor imported here: maybe one of the package
    const own = new Set(
      [
        ...source.matchAll(/\b(?:class|interface|enum|record)\s+([A-Z]\w*)/g),
        ...source.matchAll(/^\s*import\s+(?:static\s+)?[\w.]*\.([A-Z]\w*)\s*;/gm),
      ].map((m) => m[1]),
    );
    const out = new Set<string>();
    // a class imported from another package of the project, used beyond its import
    for (const fqn of projectClassImports(source)) {
      const cls = fqn.slice(fqn.lastIndexOf('.') + 1);
      if ((source.match(new RegExp(`\\b${cls}\\b`, 'g'))?.length ?? 0) < 2) continue;
      out.add(cls);
      // the methods called on it (`RequestValues rv = ...; rv.value("q")`), which may be request
      // getters of the project: a file reading the request only through them runs in pass 2
      for (const d of source.matchAll(new RegExp(`\\b${cls}(?:<[^>]*>)?\\s+(\\w+)\\s*[=;]`, 'g')))
        for (const c of source.matchAll(new RegExp(`\\b${d[1]}\\s*\\.\\s*([a-z]\\w*)\\s*\\(`, 'g')))
          out.add(c[1]);
      for (const c of source.matchAll(new RegExp(`\\b${cls}\\s*\\.\\s*([a-z]\\w*)\\s*\\(`, 'g')))
        out.add(c[1]);
    }
    if (!packaged) return [...out];
    for (const m of source.matchAll(/(?<![\w.])([A-Z]\w*)\.[a-z]\w*\s*\(/g))
      if (!own.has(m[1]) && !JAVA_LANG.has(m[1])) out.add(m[1]);
    // `new Helper().run(x)`: an instance method of a class of the package
    for (const m of source.matchAll(/\bnew\s+([A-Z]\w*)\s*\(\s*\)\s*\)?\s*\.\s*[a-z]\w*\s*\(/g))
      if (!own.has(m[1]) && !JAVA_LANG.has(m[1])) out.add(m[1]);
    return [...out];
  },
  lower(fn, lw) {
    return markExported('java', fn, new JavaLower(lw).fn(fn));
  },
};

/** 'rest' for @RestController / @ResponseBody request handlers, 'mvc' for other @Controller handlers. */
/** java.lang classes (never a project class of the package). */
const JAVA_LANG = new Set(
  'String Integer Long Short Byte Double Float Boolean Character Math StrictMath System Runtime Thread Objects Class Enum Process ProcessBuilder StringBuilder StringBuffer Character'.split(
    ' ',
  ),
);

function springHandler(m: SgNode): 'rest' | 'mvc' | null {
  const mods =
    m
      .namedChildren()
      .find((c) => c.kind() === 'modifiers')
      ?.text() ?? '';
  if (!/@(Get|Post|Put|Patch|Delete|Request)Mapping\b/.test(mods)) return null;
  // only a String is a body or a view name; objects are serialised (JSON)
  if (!/^(String|ResponseEntity<String>|CharSequence)$/.test(m.field('type')?.text() ?? ''))
    return null;
  const cls = m.parent()?.parent();
  const clsMods =
    cls
      ?.namedChildren()
      .find((c) => c.kind() === 'modifiers')
      ?.text() ?? '';
  return /@RestController\b/.test(clsMods) || /@ResponseBody\b/.test(mods) ? 'rest' : 'mvc';
}

/** JDK containers and builders, modelled by the engine through their constructors. */
const JDK_CONTAINERS = new Set(
  'StringBuilder StringBuffer StringWriter ArrayList LinkedList HashMap TreeMap LinkedHashMap HashSet LinkedHashSet TreeSet Vector Stack ArrayDeque Hashtable Properties'.split(
    ' ',
  ),
);

/** Field types that can carry text between methods. */
const STATE_TYPES =
  /^(?:String|Object|CharSequence|StringBuilder|StringBuffer|String\[\]|Object\[\]|(?:List|ArrayList|LinkedList|Vector|Map|HashMap|LinkedHashMap|TreeMap|Set|HashSet|Collection|Deque|Queue)(?:<.*>)?)$/;
/** Method names the engine models as container or builder updates of their receiver. */
const STATEFUL_NAMES = new Set(
  'add put set append insert update write remove get push pop poll offer addAll putAll delete clear'.split(
    ' ',
  ),
);

/** Package roots that start a fully qualified class name (`java.security.MessageDigest`). */
const QUALIFIED =
  /^(?:java|javax|jakarta|org|com|net|io|sun|edu|android|dev|lombok|reactor)(?:\.[a-z_]\w*)*\.([A-Z]\w*)$/;

/** XML parser hardening: DOCTYPEs refused, external entities or DTD access off, secure processing on. */
const XML_HARDENING =
  /disallow-doctype-decl|external-general-entities"\s*,\s*false|ACCESS_EXTERNAL_DTD|FEATURE_SECURE_PROCESSING|setExpandEntityReferences\(\s*false|IS_SUPPORTING_EXTERNAL_ENTITIES\s*,\s*false|SUPPORT_DTD\s*,\s*false|supportDTD"\s*,\s*false/;
/** A parser factory created in the code (its configuration is then expected in the same method). */
const XML_FACTORY =
  /\b(?:DocumentBuilderFactory|SAXParserFactory|XMLInputFactory|TransformerFactory|SchemaFactory|XMLReaderFactory)\s*\.\s*(?:new|create)|\bnew\s+(?:[\w.]*\.)?(?:SAXReader|SAXBuilder)\s*\(/;
/** Methods that parse XML (the java.xxe sinks). */
const XML_PARSE = new Set([
  'parse',
  'read',
  'build',
  'unmarshal',
  'createXMLStreamReader',
  'createXMLEventReader',
  'newTransformer',
  'validate',
]);

/** A regex removing everything but letters, digits and `_` (`[^a-zA-Z0-9]+`, `\\W`, `[^\\w]`). */
const ALNUM_ONLY = /^(?:\[\^(?:a-z|A-Z|0-9|\\\\d|\\\\w|_)+\]|\\\\W|\\\\D)[+*]?$/;

/** A regex removing CR and LF (`[\\r\\n]`, `[\\r\\n]+`, `\\r|\\n`, `\\R`). */
const CRLF_ONLY =
  /^(?:\[(?:\\\\r\\\\n|\\\\n\\\\r)\][+*]?|\\\\r\|\\\\n|\\\\n\|\\\\r|\\\\R[+*]?|\(\\\\r\|\\\\n\)[+*]?)$/;

/** Classes and interfaces declared in a file, by name (per file, computed once). */
const fileClasses = new WeakMap<LowerCtx, Set<string>>();
function classesOf(lw: LowerCtx): Set<string> {
  let s = fileClasses.get(lw);
  if (!s) {
    s = new Set([...lw.source.matchAll(/\b(?:class|enum|record)\s+([A-Z]\w*)/g)].map((m) => m[1]));
    fileClasses.set(lw, s);
  }
  return s;
}

/**
 * Classes imported from the project's other packages: single-type imports whose package shares the
 * first three names of this file's own package (`com.acme.desk.web` importing
 * `com.acme.desk.helpers.Values`; not `org.owasp.esapi` from `org.owasp.app`). Their methods resolve
 * to the class's file in pass 2 (`Values.get`, by the simple name), as a class of the package does.
 */
function projectClassImports(source: string): string[] {
  const pkg = /^\s*package\s+([\w.]+)\s*;/m.exec(source)?.[1];
  // a class of the default package (Tomcat's examples: `import util.HTMLFilter;`) has no prefix to
  // compare with: any import outside the JDK may be the project's (resolved only to its files)
  const prefix = pkg ? pkg.split('.').slice(0, 3).join('.') + '.' : '';
  const out: string[] = [];
  for (const x of source.matchAll(/^\s*import\s+([\w.]+\.[A-Z]\w*)\s*;/gm))
    if (x[1].startsWith(prefix) && !/^(?:java|javax|jakarta|sun|jdk)\./.test(x[1])) out.push(x[1]);
  return out;
}

/** Simple type name: `java.util.List<String>` → `List`. */
function simpleType(t: string): string {
  return t.replace(/<.*$/s, '').replace(/\[\]/g, '').split('.').pop()!.trim();
}

class JavaLower {
  /** Spring handler kind: its return value is the response body (rest) or a view name (mvc). */
  private handler: 'rest' | 'mvc' | null = null;
  /** The method escapes HTML by hand (`case '<': out.append("&lt;")`): what it returns is escaped. */
  private escaper = false;
  /** Declared types of locals, params and fields, to canonicalise callees (`stmt` → `Statement`). */
  private types = new Map<string, string>();
  private method: SgNode | null = null;
  private hardened: boolean | undefined;
  /** Locals initialised with `new C()` of a class C declared in this file. */
  private plainNew = new Map<string, string>();
  /** The target of the switch expression being lowered: its `yield` assigns to it. */
  private yieldTo: Expr | undefined;
  /** Plain setters and getters of the file's classes, by `Class.method` (null: not one). */
  private accessors = new Map<string, { kind: 'get' | 'set'; field: string } | null>();
  private fresh = 0;
  /** Instance fields that may carry data between the methods of the class (`private String data;`). */
  private stateFields = new Set<string>();
  /** Methods of the class, called without a receiver. */
  private ownMethods = new Set<string>();
  /** Params and locals declared so far in this method (they shadow fields). */
  private declared = new Set<string>();
  constructor(private readonly lw: LowerCtx) {}

  fn(node: SgNode): FnIR {
    const name = node.field('name')?.text() ?? '';
    this.method = node;
    const params: string[] = [];
    const sourceParams: Record<number, string> = {};
    const annos = new Set(this.lw.params.annotations ?? []);
    const pre: Stmt[] = [];
    if (node.kind() !== 'lambda_expression') this.classContext(node, pre);
    const ps = node.field('parameters');
    const isMapping =
      node.kind() === 'method_declaration' &&
      /@(Get|Post|Put|Patch|Delete|Request)Mapping\b/.test(
        node
          .namedChildren()
          .find((c) => c.kind() === 'modifiers')
          ?.text() ?? '',
      );
    if (ps) {
      const list = ps.kind() === 'identifier' ? [ps] : ps.namedChildren();
      for (const p of list) {
        const id =
          p.kind() === 'identifier'
            ? p
            : (p.field('name') ??
              p
                .namedChildren()
                .find((c) => c.kind() === 'identifier' || c.kind() === 'variable_declarator'));
        if (!id) continue;
        const pname =
          id.kind() === 'variable_declarator' ? (id.field('name')?.text() ?? id.text()) : id.text();
        const type = p.field('type')?.text();
        if (type) this.types.set(pname, simpleType(type));
        const mods = p.namedChildren().find((c) => c.kind() === 'modifiers');
        if (mods && annos.size) {
          for (const a of mods.namedChildren()) {
            const an = (a.field('name')?.text() ?? '').split('.').pop() ?? '';
            // numbers and booleans cannot carry injection payloads
            if (
              annos.has(an) &&
              !/^(int|long|short|byte|float|double|boolean|Integer|Long|Short|Double|Float|Boolean|UUID|LocalDate)$/.test(
                type ?? '',
              )
            )
              sourceParams[params.length] = 'http-request';
          }
        }
        // Spring MVC binds the request body to InputStream / Reader parameters of a handler
        if (
          isMapping &&
          /^(InputStream|Reader|ServletInputStream|BufferedReader|HttpEntity<.*>|RequestEntity<.*>)$/.test(
            type ?? '',
          )
        )
          sourceParams[params.length] = 'http-request';
        params.push(pname);
        this.declared.add(pname);
      }
    }
    this.handler = node.kind() === 'method_declaration' ? springHandler(node) : null;
    const body = node.field('body');
    this.escaper = node.kind() === 'method_declaration' && htmlEscaper(node);
    let stmts: Stmt[] = [];
    if (body)
      stmts =
        body.kind() === 'block' || body.kind() === 'constructor_body'
          ? this.block(body)
          : [{ k: 'ret', e: this.expr(body), loc: this.lw.loc(body) }];
    const ir: FnIR = { name, params, body: [...pre, ...stmts], loc: this.lw.loc(node) };
    if (Object.keys(sourceParams).length) ir.sourceParams = sourceParams;
    return ir;
  }

  /** Field types of the enclosing class, and its constant fields (`static final boolean DEBUG = false`). */
  private classContext(method: SgNode, pre: Stmt[]): void {
    const body = method.parent();
    if (!body || body.kind() !== 'class_body') return;
    for (const f of body.namedChildren()) {
      if (f.kind() === 'method_declaration') {
        const mn = f.field('name')?.text();
        if (mn) this.ownMethods.add(mn);
        continue;
      }
      if (f.kind() !== 'field_declaration') continue;
      const type = f.field('type')?.text();
      const fmods =
        f
          .namedChildren()
          .find((c) => c.kind() === 'modifiers')
          ?.text() ?? '';
      const isFinal = /\bfinal\b/.test(fmods);
      // a final field without an initialiser is set by the constructors (`this.text = text`)
      const isState =
        (!isFinal ||
          !f.namedChildren().some((d) => d.kind() === 'variable_declarator' && d.field('value'))) &&
        !/\bstatic\b/.test(fmods) &&
        STATE_TYPES.test(type ?? '');
      for (const d of f.namedChildren()) {
        if (d.kind() !== 'variable_declarator') continue;
        const n = d.field('name')?.text();
        if (!n) continue;
        if (type) this.types.set(n, simpleType(type));
        if (isState) this.stateFields.add(n);
        const v = d.field('value');
        if (isFinal && v) {
          const e = this.expr(v);
          if (e.k === 'lit')
            pre.push({
              k: 'assign',
              to: { k: 'var', name: n, loc: this.lw.loc(d) },
              e,
              loc: this.lw.loc(d),
            });
        }
      }
    }
  }

  block(n: SgNode | null): Stmt[] {
    if (!n) return [];
    if (
      n.kind() !== 'block' &&
      n.kind() !== 'constructor_body' &&
      n.kind() !== 'switch_block_statement_group'
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
      case 'local_variable_declaration': {
        const type = n.field('type')?.text();
        const out: Stmt[] = [];
        for (const d of n.namedChildren()) {
          if (d.kind() !== 'variable_declarator') continue;
          const nm = d.field('name')?.text();
          if (!nm) continue;
          this.declared.add(nm);
          if (type && type !== 'var') this.types.set(nm, simpleType(type));
          const v = d.field('value');
          // `Writer w = response.getWriter()`: the response's own writer or stream, whatever the
          // declared supertype (`Writer`, `OutputStream`)
          const rs = v ? this.responseStream(v) : undefined;
          if (rs) this.types.set(nm, rs);
          if (v?.kind() === 'object_creation_expression') {
            // `var h = new Helper()`, or `Shape s = new Circle()` with Circle declared in this file: calls resolve to Circle's methods
            const ct = simpleType(v.field('type')?.text() ?? '');
            if (type === 'var' || classesOf(this.lw).has(ct)) this.types.set(nm, ct);
            if (
              classesOf(this.lw).has(ct) &&
              !v.field('arguments')?.namedChildren().length &&
              !v.namedChildren().some((c) => c.kind() === 'class_body')
            )
              this.plainNew.set(nm, ct);
            else this.plainNew.delete(nm);
          }
          // `String s = switch (c) { case 'A' -> x; default -> "y"; }`: the arm that runs assigns
          if (v?.kind() === 'switch_expression') {
            out.push(this.switch(v, { k: 'var', name: nm, loc: this.lw.loc(d) }));
            continue;
          }
          out.push({
            k: 'assign',
            to: { k: 'var', name: nm, loc: this.lw.loc(d) },
            e: v ? this.expr(v) : lit(null),
            loc: this.lw.loc(d),
          });
          if (v) out.push(...this.readInto(v));
        }
        return out;
      }
      case 'yield_statement': {
        const v = n.namedChildren()[0];
        if (!v) return [];
        return this.yieldTo
          ? [{ k: 'assign', to: this.yieldTo, e: this.expr(v), loc: this.lw.loc(n) }]
          : [{ k: 'expr', e: this.expr(v) }];
      }
      case 'return_statement': {
        const c = n.namedChildren()[0];
        const e = c ? this.expr(c) : undefined;
        const loc = this.lw.loc(n);
        if (e && this.escaper)
          return [
            {
              k: 'ret',
              e: { k: 'call', callee: 'HtmlUtils.htmlEscape', name: 'htmlEscape', args: [e], loc },
              loc,
            },
          ];
        if (e && this.handler) {
          const callee = this.handler === 'rest' ? 'spring.__return' : 'spring.__view';
          return [
            { k: 'expr', e: { k: 'call', callee, name: callee, args: [e], loc } },
            { k: 'ret', e, loc },
          ];
        }
        return [{ k: 'ret', e, loc }];
      }
      case 'throw_statement':
        return [{ k: 'throw' }];
      case 'break_statement':
        return [{ k: 'break' }];
      case 'block':
        return this.block(n);
      case 'if_statement': {
        const cond = n.field('condition')!;
        return [
          ...this.condAssigns(cond),
          {
            k: 'if',
            c: this.expr(cond),
            then: this.block(n.field('consequence')),
            else: this.block(n.field('alternative')),
          },
        ];
      }
      case 'enhanced_for_statement': {
        const nm = n.field('name')?.text() ?? '_';
        this.declared.add(nm);
        const v = n.field('value');
        const type = n.field('type')?.text();
        if (type) this.types.set(nm, simpleType(type));
        const body: Stmt[] = [];
        if (v)
          body.push({
            k: 'assign',
            to: { k: 'var', name: nm, loc: this.lw.loc(n) },
            e: elementOf(this.expr(v), this.lw.loc(v)),
            loc: this.lw.loc(n),
          });
        body.push(...this.block(n.field('body')));
        return [{ k: 'loop', body }];
      }
      case 'for_statement': {
        const init = n.fieldChildren('init');
        const out: Stmt[] = [];
        for (const i of init)
          out.push(
            ...(i.kind() === 'local_variable_declaration' ? this.stmt(i) : this.exprStmt(i)),
          );
        const body = this.block(n.field('body'));
        for (const u of n.fieldChildren('update')) body.push(...this.exprStmt(u));
        const c = n.field('condition');
        out.push({ k: 'loop', c: c ? this.expr(c) : undefined, body });
        return out;
      }
      case 'while_statement': {
        // `while ((line = reader.readLine()) != null)`: the assignment runs before each trip
        const cond = n.field('condition')!;
        const sets = this.condAssigns(cond);
        return [
          ...sets,
          { k: 'loop', c: this.expr(cond), body: [...this.block(n.field('body')), ...sets] },
        ];
      }
      case 'do_statement':
        return runsOnceThenLoops(this.block(n.field('body')));
      case 'switch_expression':
      case 'switch_statement':
        return [this.switch(n)];
      case 'try_statement':
      case 'try_with_resources_statement': {
        const out: Stmt[] = [];
        const res = n.field('resources');
        if (res)
          for (const r of res.namedChildren())
            if (r.kind() === 'resource') out.push(...this.resource(r));
        return lowerTry(n, TRY, this, out);
      }
      case 'synchronized_statement':
        return this.block(n.field('body'));
      case 'labeled_statement':
        return n
          .namedChildren()
          .slice(1)
          .flatMap((c) => this.stmt(c));
      default:
        return [];
    }
  }

  /** Assignments nested in a condition (`(line = in.readLine()) != null`), as statements. */
  private condAssigns(cond: SgNode): Stmt[] {
    const out: Stmt[] = [];
    for (const a of cond.findAll({ rule: { kind: 'assignment_expression' } }))
      out.push(...this.exprStmt(a));
    return out;
  }

  private resource(r: SgNode): Stmt[] {
    const nm = r.field('name')?.text();
    if (nm) this.declared.add(nm);
    const v = r.field('value');
    const type = r.field('type')?.text();
    if (nm && type) this.types.set(nm, simpleType(type));
    if (nm && v)
      return [
        {
          k: 'assign',
          to: { k: 'var', name: nm, loc: this.lw.loc(r) },
          e: this.expr(v),
          loc: this.lw.loc(r),
        },
      ];
    return v ? [{ k: 'expr', e: this.expr(v) }] : [];
  }

  /** A switch; with `to`, a switch expression whose arms (`-> x`, `yield x;`) assign their value to it. */
  private switch(n: SgNode, to?: Expr): Stmt {
    const outer = this.yieldTo;
    this.yieldTo = to;
    try {
      return this.switchArms(n, to);
    } finally {
      this.yieldTo = outer;
    }
  }

  private switchArms(n: SgNode, to?: Expr): Stmt {
    const cases: { tests: Expr[] | null; body: Stmt[]; brk: boolean }[] = [];
    const sb = n.field('body');
    for (const g of sb ? sb.namedChildren() : []) {
      if (g.kind() === 'switch_block_statement_group' || g.kind() === 'switch_rule') {
        const labels = g.namedChildren().filter((c) => c.kind() === 'switch_label');
        const isDefault = labels.some((l) => l.text().startsWith('default'));
        const tests = labels.flatMap((l) => l.namedChildren().map((c) => this.expr(c)));
        const body: Stmt[] = [];
        for (const c of g.namedChildren()) {
          if (c.kind() === 'switch_label') continue;
          const value =
            c.kind() === 'expression_statement' && to ? c.namedChildren()[0] : undefined;
          if (g.kind() === 'switch_rule' && value)
            body.push({ k: 'assign', to: to!, e: this.expr(value), loc: this.lw.loc(c) });
          else if (
            g.kind() === 'switch_rule' &&
            c.kind() !== 'block' &&
            c.kind() !== 'expression_statement' &&
            c.kind() !== 'throw_statement'
          )
            body.push(
              to
                ? { k: 'assign', to, e: this.expr(c), loc: this.lw.loc(c) }
                : { k: 'expr', e: this.expr(c) },
            );
          else body.push(...this.stmt(c));
        }
        cases.push({
          tests: isDefault ? null : tests,
          body,
          // a group of a switch expression ending in `yield x;` leaves the switch as a break does
          brk:
            g.kind() === 'switch_rule' ||
            endsWithBreak(body) ||
            (!!to && /\byield\b[^;]*;\s*\}?\s*$/.test(g.text())),
        });
      }
    }
    return { k: 'switch', d: this.expr(n.field('condition')!), cases };
  }

  exprStmt(n: SgNode): Stmt[] {
    const k = n.kind();
    if (k === 'assignment_expression') {
      const op = n.field('operator')?.text() ?? '=';
      const right = n.field('right');
      if (op === '=' && right?.kind() === 'switch_expression')
        return [this.switch(right, this.expr(n.field('left')!))];
      return [
        {
          k: 'assign',
          to: this.expr(n.field('left')!),
          e: this.expr(n.field('right')!),
          loc: this.lw.loc(n),
          weak: op !== '=',
        },
        ...this.readInto(n.field('right')!),
      ];
    }
    if (k === 'update_expression') return [];
    if (k === 'switch_expression') return [this.switch(n)];
    if (k === 'method_invocation') {
      // `holder.set(v)` on a `new Holder()` of this file whose `set` only stores its parameter in a
      // field: the field is assigned (a second call overwrites the first value)
      const acc = this.accessorCall(n);
      if (acc?.kind === 'set' && acc.arg)
        return [
          {
            k: 'assign',
            to: fieldOf(acc.recv, acc.field, this.lw.loc(n)),
            e: this.expr(acc.arg),
            loc: this.lw.loc(n),
          },
        ];
    }
    if (k === 'method_invocation') {
      // `sb.replace(0, sb.length(), "x")` / `sb.delete(0, sb.length())`: the builder's whole text is replaced
      const obj = n.field('object');
      const name = n.field('name')?.text();
      const a =
        n
          .field('arguments')
          ?.namedChildren()
          .filter((c) => c.kind() !== 'comment') ?? [];
      if (
        obj?.kind() === 'identifier' &&
        (name === 'replace' || name === 'delete') &&
        a.length === (name === 'replace' ? 3 : 2) &&
        a[0].text() === '0' &&
        a[1].text().replace(/\s+/g, '') === `${obj.text()}.length()`
      ) {
        const loc = this.lw.loc(n);
        const rest = name === 'replace' ? [this.expr(a[2])] : [];
        return [
          {
            k: 'assign',
            to: this.expr(obj),
            e: {
              k: 'call',
              callee: 'new StringBuilder',
              name: 'StringBuilder',
              args: rest,
              isNew: true,
              loc,
            },
            loc,
          },
        ];
      }
      return [{ k: 'expr', e: this.expr(n) }, ...this.readInto(n)];
    }
    return [{ k: 'expr', e: this.expr(n) }];
  }

  /** `in.read(buf)` / `reader.read(chars, 0, n)` / `in.readFully(buf)`: the buffer takes the stream's data. */
  private readInto(n: SgNode): Stmt[] {
    while (n.kind() === 'parenthesized_expression' && n.namedChildren().length === 1)
      n = n.namedChildren()[0];
    if (
      n.kind() !== 'method_invocation' ||
      !/^(?:read|readFully|readNBytes)$/.test(n.field('name')?.text() ?? '')
    )
      return [];
    const obj = n.field('object');
    const buf = n
      .field('arguments')
      ?.namedChildren()
      .filter((c) => c.kind() !== 'comment')[0];
    if (!obj || buf?.kind() !== 'identifier') return [];
    return [
      { k: 'assign', to: this.expr(buf), e: this.expr(obj), loc: this.lw.loc(n), weak: true },
    ];
  }

  args(n: SgNode | null): Expr[] {
    return n
      ? n
          .namedChildren()
          .filter((c) => c.kind() !== 'comment')
          .map((c) => this.expr(c))
      : [];
  }

  expr(n: SgNode): Expr {
    const k = String(n.kind());
    if (LIT_KINDS.has(k)) return num(n.text());
    switch (k) {
      case 'identifier': {
        const id = n.text();
        // a field of the object carries its value from one method to the next (`data = x; sink();`)
        if (this.stateFields.has(id) && !this.declared.has(id))
          return {
            k: 'field',
            obj: { k: 'var', name: 'this', loc: this.lw.loc(n) },
            name: id,
            path: `this.${id}`,
            loc: this.lw.loc(n),
          };
        return { k: 'var', name: id, loc: this.lw.loc(n) };
      }
      case 'this':
        return { k: 'var', name: 'this', loc: this.lw.loc(n) };
      case 'string_literal': {
        const t = n.text();
        if (t.startsWith('"""')) return lit(t.slice(3, -3));
        return lit(unquote(t).replace(/\\n/g, '\n').replace(/\\"/g, '"'));
      }
      case 'character_literal':
        return lit(unquote(n.text()));
      case 'true':
        return lit(true);
      case 'false':
        return lit(false);
      case 'null_literal':
        return lit(null);
      case 'parenthesized_expression':
        return this.expr(n.namedChildren()[0]);
      case 'cast_expression':
        return this.expr(n.field('value') ?? n.namedChildren()[n.namedChildren().length - 1]);
      case 'field_access':
        return fieldOf(
          this.expr(n.field('object')!),
          n.field('field')?.text() ?? '?',
          this.lw.loc(n),
        );
      case 'array_access':
        return indexOf(this.expr(n.field('array')!), this.expr(n.field('index')!), this.lw.loc(n));
      case 'method_invocation':
        return this.call(n);
      case 'object_creation_expression': {
        const type = simpleType(n.field('type')?.text() ?? '?');
        return {
          k: 'call',
          callee: 'new ' + type,
          name: type,
          args: this.args(n.field('arguments')),
          isNew: true,
          loc: this.lw.loc(n),
        };
      }
      case 'array_creation_expression': {
        const v = n.field('value');
        return v ? this.expr(v) : { k: 'arr', items: [] };
      }
      case 'array_initializer':
        return { k: 'arr', items: n.namedChildren().map((c) => this.expr(c)) };
      case 'binary_expression':
        return {
          k: 'bin',
          op: n.field('operator')?.text() ?? '?',
          l: this.expr(n.field('left')!),
          r: this.expr(n.field('right')!),
        };
      case 'unary_expression':
        return {
          k: 'un',
          op: n.field('operator')?.text() ?? '-',
          e: this.expr(n.field('operand')!),
        };
      case 'update_expression':
        return { k: 'un', op: '-', e: this.expr(n.namedChildren()[0]) };
      case 'ternary_expression':
        return lowerConditional(n, this);
      case 'assignment_expression':
        return this.expr(n.field('right')!);
      case 'lambda_expression':
        return { k: 'fn', fn: new JavaLower(this.lw).fn(n) };
      case 'instanceof_expression':
      case 'class_literal':
        return lit(true);
      default:
        return lowerChildren(n, this);
    }
  }

  call(n: SgNode): Expr {
    const name = n.field('name')?.text() ?? '?';
    let objN = n.field('object');
    // `(new Helper()).run(x)` is `new Helper().run(x)`
    while (objN?.kind() === 'parenthesized_expression' && objN.namedChildren().length === 1)
      objN = objN.namedChildren()[0];
    const args = this.args(n.field('arguments'));
    const loc = this.lw.loc(n);
    if (!objN) {
      // a method of this class, with the object's fields (see stateFields)
      if (this.stateFields.size && this.ownMethods.has(name) && !STATEFUL_NAMES.has(name))
        return {
          k: 'call',
          callee: this.lw.canon(name),
          name,
          recv: { k: 'var', name: 'this', loc },
          args,
          loc,
        };
      return { k: 'call', callee: this.lw.canon(name), name, args, loc };
    }
    // fully qualified class names call like simple ones: `java.net.URLEncoder.encode` is `URLEncoder.encode`
    const q = objN.kind() === 'field_access' ? QUALIFIED.exec(objN.text()) : null;
    if (q && !this.types.has(objN.text().split('.')[0])) {
      const cls: Expr = { k: 'var', name: q[1], loc: this.lw.loc(objN) };
      return this.call2(name, cls, objN, args, loc);
    }
    // `new File(x).getName()` / `Paths.get(x).getFileName()`: only the last segment of the path is kept
    if (
      (name === 'getName' || name === 'getFileName') &&
      args.length === 0 &&
      /^(?:new\s+(?:java\.io\.)?File\s*\(|(?:java\.nio\.file\.)?(?:Paths\.get|Path\.of)\s*\()/.test(
        objN.text(),
      )
    ) {
      const a = this.args(objN.field('arguments'));
      return {
        k: 'call',
        callee: 'FilenameUtils.getName',
        name: 'getName',
        args: a.slice(-1),
        loc,
      };
    }
    // `new Helper().run(x)`: the method of that class (same file, same package or library)
    if (
      objN.kind() === 'object_creation_expression' &&
      !objN.field('arguments')?.namedChildren().length &&
      !objN.namedChildren().some((c) => c.kind() === 'class_body')
    ) {
      const ct = simpleType(objN.field('type')?.text() ?? '');
      // the receiver is a fresh object of its own (a name no other code uses); JDK containers keep their model
      if (/^[A-Z]/.test(ct) && !JAVA_LANG.has(ct) && !JDK_CONTAINERS.has(ct))
        return {
          k: 'call',
          callee: `${ct}.${name}`,
          name,
          recv: { k: 'var', name: `${ct}#new${++this.fresh}`, loc: this.lw.loc(objN) },
          args,
          loc,
        };
    }
    const recv0 = this.expr(objN);
    // `holder.get()` of a trivial getter of a class of this file (see accessorCall): the field
    const acc = this.accessorCall(n);
    if (acc?.kind === 'get') return fieldOf(acc.recv, acc.field, loc);
    // a variable holding `new Helper()` of a class declared in this file: that class's method
    const rt = recv0.k === 'var' ? this.plainNew.get(recv0.name) : undefined;
    if (rt && recv0.k === 'var')
      return this.call2(
        name,
        { k: 'var', name: `${rt}#${recv0.name}`, loc: this.lw.loc(objN) },
        objN,
        args,
        loc,
      );
    // `s.replaceAll("[^A-Za-z0-9]", "")`: only letters and digits are left (an allow-list)
    if (
      (name === 'replaceAll' || name === 'replace') &&
      args.length === 2 &&
      args[1].k === 'lit' &&
      args[1].v === '' &&
      args[0].k === 'lit' &&
      typeof args[0].v === 'string' &&
      ALNUM_ONLY.test(args[0].v)
    )
      return {
        k: 'call',
        callee: 'String.keepAlnum',
        name: 'keepAlnum',
        recv: recv0,
        args: [],
        loc,
      };
    // `s.replaceAll("[\\r\\n]", "")`: no line breaks are left (headers)
    // (tested on the literal's source text: the lowered literal has its `\\n` turned into a line break)
    if (
      name === 'replaceAll' &&
      args.length === 2 &&
      args[1].k === 'lit' &&
      args[1].v === '' &&
      args[0].k === 'lit' &&
      CRLF_ONLY.test(unquote(n.field('arguments')?.namedChildren()[0]?.text() ?? ''))
    )
      return {
        k: 'call',
        callee: 'String.stripLineBreaks',
        name: 'stripLineBreaks',
        recv: recv0,
        args: [],
        loc,
      };
    // `name.contains("..")`: true when the path may climb; false leaves a name without `..` (guard `*.__nodotdot`)
    if (name === 'contains' && args.length === 1 && args[0].k === 'lit' && args[0].v === '..')
      return {
        k: 'un',
        op: '!',
        e: {
          k: 'call',
          callee: this.lw.callee(recv0, '__nodotdot'),
          name: '__nodotdot',
          recv: recv0,
          args: [],
          loc,
        },
      };
    // StringBuilder.replace(start, end, str) inserts str
    if (name === 'replace' && args.length === 3)
      return {
        k: 'call',
        callee: 'StringBuilder.insert',
        name: 'insert',
        recv: recv0,
        args: [args[2]],
        loc,
      };
    return this.call2(name, recv0, objN, args, loc);
  }

  /**
   * `x.m(..)` where `x` holds a `new C()` of a class C of this file and `m` is a plain accessor of C:
   * a setter whose body is only `this.f = p;` (its one parameter) or a getter whose body is only
   * `return f;` / `return this.f;`.
   */
  private accessorCall(
    n: SgNode,
  ): { kind: 'get' | 'set'; recv: Expr; field: string; arg?: SgNode } | undefined {
    const obj = n.field('object');
    const name = n.field('name')?.text();
    if (obj?.kind() !== 'identifier' || !name) return undefined;
    const cls = this.plainNew.get(obj.text());
    if (!cls) return undefined;
    const key = `${cls}.${name}`;
    let acc = this.accessors.get(key);
    if (acc === undefined) {
      acc = null;
      let root = n;
      for (let p = n.parent(); p; p = p.parent()) root = p;
      const decl = root.find({
        rule: {
          kind: 'class_declaration',
          has: { field: 'name', regex: `^${cls}$` },
        },
      });
      const methods = (decl?.field('body')?.children() ?? []).filter(
        (c) => c.kind() === 'method_declaration' && c.field('name')?.text() === name,
      );
      const m = methods.length === 1 ? methods[0] : undefined;
      const body =
        m
          ?.field('body')
          ?.namedChildren()
          .filter((c) => c.kind() !== 'comment') ?? [];
      const params = m?.field('parameters')?.namedChildren() ?? [];
      const fieldName = (e: SgNode | null | undefined): string | undefined =>
        e?.kind() === 'identifier'
          ? e.text()
          : e?.kind() === 'field_access' && e.field('object')?.kind() === 'this'
            ? e.field('field')?.text()
            : undefined;
      const mods =
        m
          ?.children()
          .find((c) => c.kind() === 'modifiers')
          ?.text() ?? '';
      if (m && body.length === 1 && !/\bstatic\b/.test(mods)) {
        const st = body[0];
        const e = st.kind() === 'expression_statement' ? st.namedChildren()[0] : undefined;
        const pname = params.length === 1 ? params[0].field('name')?.text() : undefined;
        if (
          e?.kind() === 'assignment_expression' &&
          e.field('operator')?.text() === '=' &&
          pname &&
          e.field('right')?.kind() === 'identifier' &&
          e.field('right')?.text() === pname
        ) {
          const left = e.field('left');
          const f = fieldName(left);
          if (f && (left?.kind() === 'field_access' || f !== pname))
            acc = { kind: 'set', field: f };
        } else if (st.kind() === 'return_statement' && !params.length) {
          const f = fieldName(st.namedChildren()[0]);
          if (f) acc = { kind: 'get', field: f };
        }
      }
      this.accessors.set(key, acc);
    }
    if (!acc) return undefined;
    // the object's state, as calls of its other methods see it (`Holder#holder`, see call2)
    const recv: Expr = { k: 'var', name: `${cls}#${obj.text()}`, loc: this.lw.loc(obj) };
    return { ...acc, recv, arg: n.field('arguments')?.namedChildren()[0] };
  }

  /** `PrintWriter` / `ServletOutputStream` for `resp.getWriter()` / `resp.getOutputStream()` of a servlet response. */
  private responseStream(v: SgNode): string | undefined {
    if (v.kind() !== 'method_invocation' || v.field('arguments')?.namedChildren().length)
      return undefined;
    const name = v.field('name')?.text();
    const obj = v.field('object');
    if ((name !== 'getWriter' && name !== 'getOutputStream') || obj?.kind() !== 'identifier')
      return undefined;
    const t = this.types.get(obj.text());
    if (
      !(t
        ? /^(?:Http)?ServletResponse(?:Wrapper)?$/.test(t)
        : /^(?:resp|response|res)$/i.test(obj.text()))
    )
      return undefined;
    return name === 'getWriter' ? 'PrintWriter' : 'ServletOutputStream';
  }

  private xmlHardened(): boolean {
    if (this.hardened === undefined) {
      const text = this.method?.text() ?? '';
      this.hardened =
        XML_HARDENING.test(text) || (!XML_FACTORY.test(text) && XML_HARDENING.test(this.lw.source));
    }
    return this.hardened;
  }

  private call2(name: string, recv: Expr, objN: SgNode, args: Expr[], loc: Loc): Expr {
    // fixed lists behave like list literals (index-sensitive)
    const ot = recv.k === 'var' ? recv.name : objN.text();
    if ((ot === 'Arrays' && name === 'asList') || (ot === 'List' && name === 'of'))
      return { k: 'arr', items: args };
    // `s1.equals("x")` is an equality test (narrows like ==)
    if (name === 'equals' && args.length === 1) return { k: 'bin', op: '==', l: recv, r: args[0] };
    let callee: string;
    if (recv.k === 'var' && recv.name.includes('#'))
      callee = `${recv.name.slice(0, recv.name.indexOf('#'))}.${name}`;
    else if (recv.k === 'var' && this.types.has(recv.name))
      callee = `${this.types.get(recv.name)}.${name}`;
    else if (
      recv.k === 'field' &&
      recv.obj.k === 'var' &&
      recv.obj.name === 'this' &&
      this.types.has(recv.name)
    )
      callee = `${this.types.get(recv.name)}.${name}`;
    // `out.append(a).append(b)`: every append of the chain writes to the same writer or builder
    else if (name === 'append' && recv.k === 'call' && recv.name === 'append') callee = recv.callee;
    else callee = this.lw.callee(recv, name);
    // a parser whose factory is hardened (in this method, or in the class when the factory is made elsewhere) is no XXE sink
    if (XML_PARSE.has(name) && this.xmlHardened()) callee += '#hardened';
    return { k: 'call', callee, name, recv, args, loc };
  }
}

export type { Lit };
