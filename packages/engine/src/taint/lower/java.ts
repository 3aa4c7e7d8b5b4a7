/** Java front end (Servlet API, Spring MVC, JAX-RS): lowers methods to the taint IR. */
import type { SgNode } from '@ast-grep/napi';
import type { Expr, FnIR, Lit, Stmt } from '../ir.js';
import { type FrontEnd, LowerCtx, endsWithBreak, lit, num, pathOf, unquote } from './common.js';

const FN_KINDS = ['method_declaration', 'constructor_declaration', 'lambda_expression'];
const LIT_KINDS = new Set(['decimal_integer_literal', 'hex_integer_literal', 'octal_integer_literal', 'binary_integer_literal', 'decimal_floating_point_literal']);

export const javaFrontEnd: FrontEnd = {
  fnKinds: FN_KINDS,
  nameOf(fn) {
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
  projectImports() {
    return [];
  },
  modulePaths() {
    return [];
  },
  packageFiles(fromPath, files) {
    // classes of the same package sit in the same directory and need no import
    const dir = fromPath.slice(0, fromPath.lastIndexOf('/') + 1);
    return files.filter((f) => f !== fromPath && f.endsWith('.java') && f.startsWith(dir) && !f.slice(dir.length).includes('/'));
  },
  packageCallersInPass1: true,
  packageCalls(source) {
    // Cls.method(...) on a class neither declared nor imported here: maybe one of the package
    const own = new Set([...source.matchAll(/\b(?:class|interface|enum|record)\s+([A-Z]\w*)/g), ...source.matchAll(/^\s*import\s+(?:static\s+)?[\w.]*\.([A-Z]\w*)\s*;/gm)].map((m) => m[1]));
    const out = new Set<string>();
    for (const m of source.matchAll(/(?<![\w.])([A-Z]\w*)\.[a-z]\w*\s*\(/g)) if (!own.has(m[1]) && !JAVA_LANG.has(m[1])) out.add(m[1]);
    return [...out];
  },
  lower(fn, lw) {
    return new JavaLower(lw).fn(fn);
  },
};

/** 'rest' for @RestController / @ResponseBody request handlers, 'mvc' for other @Controller handlers. */
/** java.lang classes (never a project class of the package). */
const JAVA_LANG = new Set('String Integer Long Short Byte Double Float Boolean Character Math StrictMath System Runtime Thread Objects Class Enum Process ProcessBuilder StringBuilder StringBuffer Character'.split(' '));

function springHandler(m: SgNode): 'rest' | 'mvc' | null {
  const mods = m.namedChildren().find((c) => c.kind() === 'modifiers')?.text() ?? '';
  if (!/@(Get|Post|Put|Patch|Delete|Request)Mapping\b/.test(mods)) return null;
  // only a String is a body or a view name; objects are serialised (JSON)
  if (!/^(String|ResponseEntity<String>|CharSequence)$/.test(m.field('type')?.text() ?? '')) return null;
  const cls = m.parent()?.parent();
  const clsMods = cls?.namedChildren().find((c) => c.kind() === 'modifiers')?.text() ?? '';
  return /@RestController\b/.test(clsMods) || /@ResponseBody\b/.test(mods) ? 'rest' : 'mvc';
}

/** Simple type name: `java.util.List<String>` → `List`. */
function simpleType(t: string): string {
  return t.replace(/<.*$/s, '').replace(/\[\]/g, '').split('.').pop()!.trim();
}

class JavaLower {
  /** Spring handler kind: its return value is the response body (rest) or a view name (mvc). */
  private handler: 'rest' | 'mvc' | null = null;
  /** Declared types of locals, params and fields, to canonicalise callees (`stmt` → `Statement`). */
  private types = new Map<string, string>();
  constructor(private readonly lw: LowerCtx) {}

  fn(node: SgNode): FnIR {
    const name = node.field('name')?.text() ?? '';
    const params: string[] = [];
    const sourceParams: Record<number, string> = {};
    const annos = new Set(this.lw.params.annotations ?? []);
    const pre: Stmt[] = [];
    if (node.kind() !== 'lambda_expression') this.classContext(node, pre);
    const ps = node.field('parameters');
    if (ps) {
      const list = ps.kind() === 'identifier' ? [ps] : ps.namedChildren();
      for (const p of list) {
        const id = p.kind() === 'identifier' ? p : p.field('name') ?? p.namedChildren().find((c) => c.kind() === 'identifier' || c.kind() === 'variable_declarator');
        if (!id) continue;
        const pname = id.kind() === 'variable_declarator' ? id.field('name')?.text() ?? id.text() : id.text();
        const type = p.field('type')?.text();
        if (type) this.types.set(pname, simpleType(type));
        const mods = p.namedChildren().find((c) => c.kind() === 'modifiers');
        if (mods && annos.size) {
          for (const a of mods.namedChildren()) {
            const an = (a.field('name')?.text() ?? '').split('.').pop() ?? '';
            // numbers and booleans cannot carry injection payloads
            if (annos.has(an) && !/^(int|long|short|byte|float|double|boolean|Integer|Long|Short|Double|Float|Boolean|UUID|LocalDate)$/.test(type ?? '')) sourceParams[params.length] = 'http-request';
          }
        }
        params.push(pname);
      }
    }
    this.handler = node.kind() === 'method_declaration' ? springHandler(node) : null;
    const body = node.field('body');
    let stmts: Stmt[] = [];
    if (body) stmts = body.kind() === 'block' || body.kind() === 'constructor_body' ? this.block(body) : [{ k: 'ret', e: this.expr(body), loc: this.lw.loc(body) }];
    const ir: FnIR = { name, params, body: [...pre, ...stmts], loc: this.lw.loc(node) };
    if (Object.keys(sourceParams).length) ir.sourceParams = sourceParams;
    return ir;
  }

  /** Field types of the enclosing class, and its constant fields (`static final boolean DEBUG = false`). */
  private classContext(method: SgNode, pre: Stmt[]): void {
    const body = method.parent();
    if (!body || body.kind() !== 'class_body') return;
    for (const f of body.namedChildren()) {
      if (f.kind() !== 'field_declaration') continue;
      const type = f.field('type')?.text();
      const isFinal = /\bfinal\b/.test(f.namedChildren().find((c) => c.kind() === 'modifiers')?.text() ?? '');
      for (const d of f.namedChildren()) {
        if (d.kind() !== 'variable_declarator') continue;
        const n = d.field('name')?.text();
        if (!n) continue;
        if (type) this.types.set(n, simpleType(type));
        const v = d.field('value');
        if (isFinal && v) {
          const e = this.expr(v);
          if (e.k === 'lit') pre.push({ k: 'assign', to: { k: 'var', name: n, loc: this.lw.loc(d) }, e, loc: this.lw.loc(d) });
        }
      }
    }
  }

  block(n: SgNode | null): Stmt[] {
    if (!n) return [];
    if (n.kind() !== 'block' && n.kind() !== 'constructor_body' && n.kind() !== 'switch_block_statement_group') return this.stmt(n);
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
          if (type && type !== 'var') this.types.set(nm, simpleType(type));
          const v = d.field('value');
          if (type === 'var' && v?.kind() === 'object_creation_expression') this.types.set(nm, simpleType(v.field('type')?.text() ?? ''));
          out.push({ k: 'assign', to: { k: 'var', name: nm, loc: this.lw.loc(d) }, e: v ? this.expr(v) : lit(null), loc: this.lw.loc(d) });
        }
        return out;
      }
      case 'return_statement': {
        const c = n.namedChildren()[0];
        const e = c ? this.expr(c) : undefined;
        const loc = this.lw.loc(n);
        if (e && this.handler) {
          const callee = this.handler === 'rest' ? 'spring.__return' : 'spring.__view';
          return [{ k: 'expr', e: { k: 'call', callee, name: callee, args: [e], loc } }, { k: 'ret', e, loc }];
        }
        return [{ k: 'ret', e, loc }];
      }
      case 'throw_statement':
        return [{ k: 'throw' }];
      case 'break_statement':
        return [{ k: 'break' }];
      case 'block':
        return this.block(n);
      case 'if_statement':
        return [{ k: 'if', c: this.expr(n.field('condition')!), then: this.block(n.field('consequence')), else: this.block(n.field('alternative')) }];
      case 'enhanced_for_statement': {
        const nm = n.field('name')?.text() ?? '_';
        const v = n.field('value');
        const type = n.field('type')?.text();
        if (type) this.types.set(nm, simpleType(type));
        const body: Stmt[] = [];
        if (v) body.push({ k: 'assign', to: { k: 'var', name: nm, loc: this.lw.loc(n) }, e: { k: 'index', obj: this.expr(v), idx: { k: 'any', parts: [] }, loc: this.lw.loc(v) }, loc: this.lw.loc(n) });
        body.push(...this.block(n.field('body')));
        return [{ k: 'loop', body }];
      }
      case 'for_statement': {
        const init = n.fieldChildren('init');
        const out: Stmt[] = [];
        for (const i of init) out.push(...(i.kind() === 'local_variable_declaration' ? this.stmt(i) : this.exprStmt(i)));
        const body = this.block(n.field('body'));
        for (const u of n.fieldChildren('update')) body.push(...this.exprStmt(u));
        const c = n.field('condition');
        out.push({ k: 'loop', c: c ? this.expr(c) : undefined, body });
        return out;
      }
      case 'while_statement':
        return [{ k: 'loop', c: this.expr(n.field('condition')!), body: this.block(n.field('body')) }];
      case 'do_statement': {
        const b = this.block(n.field('body'));
        return [...b, { k: 'loop', body: b }];
      }
      case 'switch_expression':
      case 'switch_statement':
        return [this.switch(n)];
      case 'try_statement':
      case 'try_with_resources_statement': {
        const out: Stmt[] = [];
        const res = n.field('resources');
        if (res) for (const r of res.namedChildren()) if (r.kind() === 'resource') out.push(...this.resource(r));
        out.push(...this.block(n.field('body')));
        for (const c of n.namedChildren()) {
          if (c.kind() === 'catch_clause') out.push({ k: 'if', c: { k: 'any', parts: [] }, then: this.block(c.field('body')), else: [] });
          else if (c.kind() === 'finally_clause') out.push(...this.block(c.namedChildren().find((x) => x.kind() === 'block') ?? null));
        }
        return out;
      }
      case 'synchronized_statement':
        return this.block(n.field('body'));
      case 'labeled_statement':
        return n.namedChildren().slice(1).flatMap((c) => this.stmt(c));
      default:
        return [];
    }
  }

  private resource(r: SgNode): Stmt[] {
    const nm = r.field('name')?.text();
    const v = r.field('value');
    const type = r.field('type')?.text();
    if (nm && type) this.types.set(nm, simpleType(type));
    if (nm && v) return [{ k: 'assign', to: { k: 'var', name: nm, loc: this.lw.loc(r) }, e: this.expr(v), loc: this.lw.loc(r) }];
    return v ? [{ k: 'expr', e: this.expr(v) }] : [];
  }

  private switch(n: SgNode): Stmt {
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
          if (g.kind() === 'switch_rule' && c.kind() !== 'block' && c.kind() !== 'expression_statement' && c.kind() !== 'throw_statement') body.push({ k: 'expr', e: this.expr(c) });
          else body.push(...this.stmt(c));
        }
        cases.push({ tests: isDefault ? null : tests, body, brk: g.kind() === 'switch_rule' || endsWithBreak(body) });
      }
    }
    return { k: 'switch', d: this.expr(n.field('condition')!), cases };
  }

  exprStmt(n: SgNode): Stmt[] {
    const k = n.kind();
    if (k === 'assignment_expression') {
      const op = n.field('operator')?.text() ?? '=';
      return [{ k: 'assign', to: this.expr(n.field('left')!), e: this.expr(n.field('right')!), loc: this.lw.loc(n), weak: op !== '=' }];
    }
    if (k === 'update_expression') return [];
    if (k === 'switch_expression') return [this.switch(n)];
    return [{ k: 'expr', e: this.expr(n) }];
  }

  args(n: SgNode | null): Expr[] {
    return n ? n.namedChildren().filter((c) => c.kind() !== 'comment').map((c) => this.expr(c)) : [];
  }

  expr(n: SgNode): Expr {
    const k = String(n.kind());
    if (LIT_KINDS.has(k)) return num(n.text());
    switch (k) {
      case 'identifier':
        return { k: 'var', name: n.text(), loc: this.lw.loc(n) };
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
      case 'field_access': {
        const obj = this.expr(n.field('object')!);
        const e: Expr = { k: 'field', obj, name: n.field('field')?.text() ?? '?', loc: this.lw.loc(n) };
        e.path = pathOf(e);
        return e;
      }
      case 'array_access': {
        const e: Expr = { k: 'index', obj: this.expr(n.field('array')!), idx: this.expr(n.field('index')!), loc: this.lw.loc(n) };
        e.path = pathOf(e);
        return e;
      }
      case 'method_invocation':
        return this.call(n);
      case 'object_creation_expression': {
        const type = simpleType(n.field('type')?.text() ?? '?');
        return { k: 'call', callee: 'new ' + type, name: type, args: this.args(n.field('arguments')), isNew: true, loc: this.lw.loc(n) };
      }
      case 'array_creation_expression': {
        const v = n.field('value');
        return v ? this.expr(v) : { k: 'arr', items: [] };
      }
      case 'array_initializer':
        return { k: 'arr', items: n.namedChildren().map((c) => this.expr(c)) };
      case 'binary_expression':
        return { k: 'bin', op: n.field('operator')?.text() ?? '?', l: this.expr(n.field('left')!), r: this.expr(n.field('right')!) };
      case 'unary_expression':
        return { k: 'un', op: n.field('operator')?.text() ?? '-', e: this.expr(n.field('operand')!) };
      case 'update_expression':
        return { k: 'un', op: '-', e: this.expr(n.namedChildren()[0]) };
      case 'ternary_expression':
        return { k: 'cond', c: this.expr(n.field('condition')!), t: this.expr(n.field('consequence')!), f: this.expr(n.field('alternative')!) };
      case 'assignment_expression':
        return this.expr(n.field('right')!);
      case 'lambda_expression':
        return { k: 'fn', fn: new JavaLower(this.lw).fn(n) };
      case 'instanceof_expression':
      case 'class_literal':
        return lit(true);
      default:
        return { k: 'any', parts: n.namedChildren().map((c) => this.expr(c)) };
    }
  }

  call(n: SgNode): Expr {
    const name = n.field('name')?.text() ?? '?';
    const objN = n.field('object');
    const args = this.args(n.field('arguments'));
    const loc = this.lw.loc(n);
    if (!objN) return { k: 'call', callee: this.lw.canon(name), name, args, loc };
    const recv = this.expr(objN);
    // fixed lists behave like list literals (index-sensitive)
    if ((objN.text() === 'Arrays' && name === 'asList') || (objN.text() === 'List' && name === 'of')) return { k: 'arr', items: args };
    // `s1.equals("x")` is an equality test (narrows like ==)
    if (name === 'equals' && args.length === 1) return { k: 'bin', op: '==', l: recv, r: args[0] };
    let callee: string;
    if (recv.k === 'var' && this.types.has(recv.name)) callee = `${this.types.get(recv.name)}.${name}`;
    else callee = this.lw.callee(recv, name);
    return { k: 'call', callee, name, recv, args, loc };
  }
}

export type { Lit };
