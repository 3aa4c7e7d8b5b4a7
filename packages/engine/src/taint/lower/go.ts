/** Go front end (net/http, gorilla/mux, gin): lowers functions to the taint IR. */
import { posix } from 'node:path';
import type { SgNode } from '@ast-grep/napi';
import type { Expr, FnIR, Stmt } from '../ir.js';
import { type FrontEnd, LowerCtx, lit, num, runsHere } from './common.js';
import { elementOf, lowerChildren } from './statements.js';
import { markExported } from './exported.js';

const FN_KINDS = ['function_declaration', 'method_declaration', 'func_literal'];

export const goFrontEnd: FrontEnd = {
  fnKinds: FN_KINDS,
  nameOf(fn) {
    return fn.field('name')?.text() ?? '';
  },
  aliases(source) {
    // import paths by package name: `template` → `text/template` or `html/template`
    const m = new Map<string, string>();
    const block = /import\s*\(([\s\S]*?)\)/.exec(source)?.[1] ?? '';
    const singles = [...source.matchAll(/^import\s+((?:\w+\s+)?"[^"]+")/gm)].map((x) => x[1]);
    for (const line of [...block.split(/[\n;]/), ...singles]) {
      const x = /^\s*(\w+|\.|_)?\s*"([^"]+)"/.exec(line);
      if (!x) continue;
      const path = x[2];
      // a module's major version suffix is not its name: `github.com/go-chi/chi/v5` is package chi
      const name =
        x[1] && x[1] !== '.' && x[1] !== '_'
          ? x[1]
          : path
              .replace(/\/v\d+$/, '')
              .split('/')
              .pop()!
              .replace(/^go-/, '')
              .replace(/\.v\d+$/, '');
      if (name !== path) m.set(name, path);
    }
    return m;
  },
  projectImports() {
    return [];
  },
  modulePaths() {
    return [];
  },
  preamble(aliases) {
    // read back by aliases() above, which scans the source text (comments included)
    return aliases.size
      ? `// import (${[...aliases].map(([n, p]) => `${n} "${p}"`).join('; ')})`
      : '';
  },
  packageCalls(source) {
    // functions and methods declared here (their declarations look like calls too), and types
    const defined = new Set(
      [
        ...source.matchAll(/^func\s*(?:\([^)]*\)\s*)?([A-Za-z_]\w*)\s*[[(]/gm),
        ...source.matchAll(/\btype\s+([A-Za-z_]\w*)/g),
      ].map((m) => m[1]),
    );
    const out = new Set<string>();
    for (const m of source.matchAll(/(?<![\w.\]})])([A-Za-z_]\w*)\s*\(/g)) {
      const n = m[1];
      if (!defined.has(n) && !GO_BUILTINS.has(n)) out.add(n);
    }
    return [...out];
  },
  packageFiles(fromPath, files) {
    // A Go package is a directory: every non-test .go file beside this one.
    const dir = posix.dirname(fromPath);
    return files.filter(
      (f) =>
        f !== fromPath && f.endsWith('.go') && !f.endsWith('_test.go') && posix.dirname(f) === dir,
    );
  },
  lower(fn, lw) {
    return markExported('go', fn, new GoLower(lw).fn(fn));
  },
};

/** Keywords, builtins and conversions that look like calls. */
const GO_BUILTINS = new Set(
  'func if for switch return select go defer range append len cap make new panic recover print println copy delete close complex real imag min max clear string int int8 int16 int32 int64 uint uint8 uint16 uint32 uint64 uintptr byte rune float32 float64 bool error any interface struct map chan'.split(
    ' ',
  ),
);

function headVar(e: Expr): string | undefined {
  while (e.k === 'field' || e.k === 'index' || (e.k === 'call' && e.recv))
    e = e.k === 'call' ? e.recv! : e.obj;
  return e.k === 'var' ? e.name : undefined;
}

function simpleType(t: string): string {
  return t
    .replace(/^[*&[\]\s]+/, '')
    .split('.')
    .pop()!
    .trim();
}

/** A function literal with a request handler's signature (net/http, gin, echo). */
const HANDLER_LIT =
  /^func\s*\([^)]*(?:\*\s*(?:http\.Request|gin\.Context|fiber\.Ctx)\b|\b(?:echo\.Context|fiber\.Ctx)\b)/;

/** Declared types of a file's package-level variables (`var store *Store`, `var ( db *sql.DB )`). */
const pkgVarTypes = new WeakMap<LowerCtx, Map<string, string>>();
function packageVarTypes(lw: LowerCtx): Map<string, string> {
  let m = pkgVarTypes.get(lw);
  if (m) return m;
  m = new Map();
  const blocks = [...lw.source.matchAll(/^var\s*\(([\s\S]*?)^\)/gm)].map((x) => x[1]);
  const lines = [...lw.source.matchAll(/^var\s+(\w+\s+[*\w.[\]]+)\s*(?:=|$)/gm)].map((x) => x[1]);
  for (const line of [...lines, ...blocks.flatMap((b) => b.split('\n'))]) {
    const x = /^\s*(\w+)\s+(\*?[\w.]+)\s*(?:=.*)?$/.exec(line);
    if (x && !m.has(x[1])) m.set(x[1], simpleType(x[2]));
  }
  pkgVarTypes.set(lw, m);
  return m;
}

class GoLower {
  types: Map<string, string>;
  private tmp = 0;
  /** Local pointers to fresh values (`r := new(Req)`): calls they are passed to may fill them. */
  private pointers = new Set<string>();
  /** `u, err := url.Parse(next)`: the parsed URL's variable, and the text it was parsed from. */
  private parsedUrls = new Map<string, Expr>();
  constructor(private readonly lw: LowerCtx) {
    this.types = new Map(packageVarTypes(lw));
  }

  fn(node: SgNode): FnIR {
    const params: string[] = [];
    const recv = node.field('receiver');
    for (const list of [recv, node.field('parameters')]) {
      if (!list) continue;
      for (const p of list.namedChildren()) {
        if (p.kind() !== 'parameter_declaration' && p.kind() !== 'variadic_parameter_declaration')
          continue;
        const type = p.field('type')?.text() ?? '';
        for (const id of p.fieldChildren('name')) {
          this.types.set(id.text(), simpleType(type));
          if (list === recv) continue;
          params.push(id.text());
        }
      }
    }
    const body = node.field('body');
    return {
      name: node.field('name')?.text() ?? '',
      params,
      body: this.block(body),
      loc: this.lw.loc(node),
    };
  }

  block(n: SgNode | null): Stmt[] {
    if (!n) return [];
    const out: Stmt[] = [];
    for (const c of n.namedChildren()) {
      if (c.kind() === 'statement_list')
        for (const s of c.namedChildren()) out.push(...this.stmt(s));
      else out.push(...this.stmt(c));
    }
    return out;
  }

  stmt(n: SgNode): Stmt[] {
    switch (n.kind()) {
      case 'expression_statement':
        return this.exprStmt(n.namedChildren()[0]);
      case 'short_var_declaration':
      case 'assignment_statement': {
        const op = n.field('operator')?.text() ?? ':=';
        const left = n.field('left')?.namedChildren() ?? [];
        const right = n.field('right')?.namedChildren() ?? [];
        const r0 = right.length === 1 ? right[0] : undefined;
        if (left[0]?.kind() === 'identifier') {
          const src =
            r0?.kind() === 'call_expression' &&
            /^url\.(Parse|ParseRequestURI)$/.test(r0.field('function')?.text() ?? '')
              ? r0.field('arguments')?.namedChildren()[0]
              : undefined;
          if (src) this.parsedUrls.set(left[0].text(), this.expr(src));
          else this.parsedUrls.delete(left[0].text());
        }
        return [
          ...this.hostSet(left, right, n),
          ...this.assignLists(left, right, n, op !== '=' && op !== ':='),
        ];
      }
      case 'var_declaration':
      case 'const_declaration': {
        const out: Stmt[] = [];
        for (const spec of n.findAll({
          rule: { any: [{ kind: 'var_spec' }, { kind: 'const_spec' }] },
        })) {
          const names = spec.fieldChildren('name');
          const type = spec.field('type')?.text();
          const vals = spec.field('value')?.namedChildren() ?? [];
          for (const id of names) if (type) this.types.set(id.text(), simpleType(type));
          out.push(...this.assignLists(names, vals, spec, false));
        }
        return out;
      }
      case 'return_statement': {
        const e = n.namedChildren()[0];
        const parts = e ? (e.kind() === 'expression_list' ? e.namedChildren() : [e]) : [];
        const v: Expr | undefined =
          parts.length === 1
            ? this.expr(parts[0])
            : parts.length
              ? { k: 'any', parts: parts.map((p) => this.expr(p)) }
              : undefined;
        // a returned handler (`return func(w http.ResponseWriter, r *http.Request) {...}`, gin's `func(c *gin.Context)`) runs on requests
        if (v?.k === 'fn' && HANDLER_LIT.test(parts[0].text())) {
          return [runsHere(v, this.lw.loc(n)), { k: 'ret', e: v, loc: this.lw.loc(n) }];
        }
        return [{ k: 'ret', e: v, loc: this.lw.loc(n) }];
      }
      case 'block':
        return this.block(n);
      case 'if_statement': {
        const out: Stmt[] = [];
        const init = n.field('initializer');
        if (init) out.push(...this.stmt(init));
        const alt = n.field('alternative');
        const condN = n.field('condition')!;
        out.push({
          k: 'if',
          c: this.urlHostCheck(condN, this.expr(condN)),
          then: this.block(n.field('consequence')),
          else: alt ? (alt.kind() === 'block' ? this.block(alt) : this.stmt(alt)) : [],
        });
        return out;
      }
      case 'for_statement': {
        const body: Stmt[] = [];
        const out: Stmt[] = [];
        let cond: Expr | undefined;
        for (const c of n.namedChildren()) {
          if (c.kind() === 'range_clause') {
            const left = c.field('left')?.namedChildren() ?? [];
            const right = c.field('right');
            if (right) {
              const el = elementOf(this.expr(right), this.lw.loc(right));
              const target = left[left.length - 1];
              if (target && target.text() !== '_')
                body.push({ k: 'assign', to: this.expr(target), e: el, loc: this.lw.loc(c) });
            }
          } else if (c.kind() === 'for_clause') {
            const init = c.field('initializer');
            if (init) out.push(...this.stmt(init));
            const cc = c.field('condition');
            if (cc) cond = this.expr(cc);
          } else if (c.kind() !== 'block') cond = this.expr(c);
        }
        body.push(...this.block(n.field('body')));
        out.push({ k: 'loop', c: cond, body });
        return out;
      }
      case 'expression_switch_statement': {
        const out: Stmt[] = [];
        const init = n.field('initializer');
        if (init) out.push(...this.stmt(init));
        const v = n.field('value');
        const cases: { tests: Expr[] | null; body: Stmt[]; brk: boolean }[] = [];
        for (const c of n.namedChildren()) {
          if (c.kind() !== 'expression_case' && c.kind() !== 'default_case') continue;
          const tests =
            c.kind() === 'default_case'
              ? null
              : (c.field('value')?.namedChildren() ?? []).map((x) => this.expr(x));
          const body: Stmt[] = [];
          for (const s of c.namedChildren())
            if (s.kind() === 'statement_list') body.push(...this.block(s));
          const ft = c.text().includes('fallthrough');
          cases.push({ tests, body, brk: !ft });
        }
        out.push({ k: 'switch', d: v ? this.expr(v) : lit(true), cases });
        return out;
      }
      case 'defer_statement':
      case 'go_statement':
        return this.exprStmt(n.namedChildren()[0]);
      case 'labeled_statement':
        return n
          .namedChildren()
          .slice(1)
          .flatMap((c) => this.stmt(c));
      default:
        return [];
    }
  }

  private assignLists(left: SgNode[], right: SgNode[], at: SgNode, weak: boolean): Stmt[] {
    const out: Stmt[] = [];
    const loc = this.lw.loc(at);
    // `err := c.ShouldBindJSON(&req)`, `if err := json.Unmarshal(b, &v); ...`: the callee fills its `&` arguments too
    const outs =
      right.length === 1 && right[0].kind() === 'call_expression' ? this.outArgs(right[0]) : [];
    if (outs.length) {
      const t = `$t${this.tmp++}`;
      out.push({ k: 'assign', to: { k: 'var', name: t, loc }, e: this.expr(right[0]), loc });
      for (const o of outs)
        out.push({ k: 'assign', to: this.expr(o), e: { k: 'var', name: t, loc }, loc, weak: true });
      // what such calls return is an error or a count, not the data (unknown, so `if err != nil` does not fold)
      for (const l of left)
        if (l.text() !== '_')
          out.push({ k: 'assign', to: this.expr(l), e: { k: 'any', parts: [] }, loc, weak });
      return out;
    }
    if (right.length === 1 && left.length > 1) {
      const v = this.expr(right[0]);
      this.noteTemplate(left[0], v);
      const t = `$t${this.tmp++}`;
      out.push({ k: 'assign', to: { k: 'var', name: t, loc }, e: v, loc });
      left.forEach((l) => {
        if (l.text() !== '_')
          out.push({ k: 'assign', to: this.expr(l), e: { k: 'var', name: t, loc }, loc });
      });
      return out;
    }
    left.forEach((l, i) => {
      const r = right[i];
      if (l.text() === '_' && r) out.push({ k: 'expr', e: this.expr(r) });
      else if (r) {
        // `x := Store{...}`, `x := &Store{...}`
        const lit =
          r.kind() === 'unary_expression' && r.field('operand')?.kind() === 'composite_literal'
            ? r.field('operand')
            : r;
        // pointers to a fresh value (`new(T)`, `&T{}`) are filled by the calls they are passed to
        if (
          l.kind() === 'identifier' &&
          ((r.kind() === 'unary_expression' && lit !== r) ||
            (r.kind() === 'call_expression' && r.field('function')?.text() === 'new'))
        )
          this.pointers.add(l.text());
        if (lit?.kind() === 'composite_literal')
          this.types.set(l.text(), simpleType(lit.field('type')?.text() ?? ''));
        const to = this.expr(l);
        const e = this.expr(r);
        this.noteTemplate(l, e);
        out.push({ k: 'assign', to, e, loc, weak });
        // a handler literal kept in a variable (`list := func(w http.ResponseWriter, r *http.Request) {...}`) runs on requests
        if (e.k === 'fn' && HANDLER_LIT.test(r.text())) out.push(runsHere(e, loc));
      }
    });
    return out;
  }

  /**
   * `u.Host = h` (`r.URL.Host = r.Host` before an https redirect): the URL now names host `h`, so
   * it leads where `h` does, whatever else it was parsed from. Lowered before the store as
   * `u = any(__url_with_host(u), h)`: the spec's sanitiser of that pseudo-call clears the redirect
   * and request-forgery taint of the rest of the URL, and `h` brings its own.
   */
  private hostSet(left: SgNode[], right: SgNode[], at: SgNode): Stmt[] {
    const l = left[0];
    if (left.length !== 1 || right.length !== 1 || l.kind() !== 'selector_expression') return [];
    if (l.field('field')?.text() !== 'Host') return [];
    const obj = l.field('operand');
    if (!obj) return [];
    const loc = this.lw.loc(at);
    const u = this.expr(obj);
    const e: Expr = {
      k: 'any',
      parts: [
        { k: 'call', callee: '__url_with_host', name: '__url_with_host', args: [u], loc },
        this.expr(right[0]),
      ],
    };
    return [{ k: 'assign', to: this.expr(obj), e, loc }];
  }

  /**
   * The variables a call fills through pointers: `&v` arguments, and pointer variables made here
   * (`r := new(Req)`, `r := &Req{}`) passed as they are (`c.Bind(r)`).
   */
  private outArgs(call: SgNode): SgNode[] {
    const out: SgNode[] = [];
    for (const a of call.field('arguments')?.namedChildren() ?? []) {
      if (a.kind() === 'unary_expression' && a.text().startsWith('&'))
        out.push(a.namedChildren()[0]);
      else if (a.kind() === 'identifier' && this.pointers.has(a.text())) out.push(a);
    }
    return out;
  }

  /**
   * A variable built by html/template or text/template (`t := htmltemplate.Must(...)`,
   * `t, err := template.New("x").Parse(s)`) is typed by its package, so `t.Execute` is
   * `html/template.Template.Execute` (escapes) or `text/template.Template.Execute` (does not).
   */
  private noteTemplate(l: SgNode, e: Expr): void {
    if (l.kind() !== 'identifier' || e.k !== 'call') return;
    const m = /^(html|text)\/template\.(?:Must|New|ParseFiles|ParseGlob|ParseFS)\b/.exec(e.callee);
    if (m) this.types.set(l.text(), `${m[1]}/template.Template`);
  }

  exprStmt(n: SgNode | undefined): Stmt[] {
    if (!n) return [];
    if (n.kind() === 'call_expression') {
      const call = this.expr(n);
      // `json.NewDecoder(r.Body).Decode(&v)` / `c.BindJSON(&v)`: the callee fills `v`
      const outs = this.outArgs(n);
      if (!outs.length) return [{ k: 'expr', e: call }];
      const loc = this.lw.loc(n);
      const t = `$t${this.tmp++}`;
      const res: Stmt[] = [{ k: 'assign', to: { k: 'var', name: t, loc }, e: call, loc }];
      for (const o of outs)
        res.push({ k: 'assign', to: this.expr(o), e: { k: 'var', name: t, loc }, loc, weak: true });
      return res;
    }
    if (n.kind() === 'inc_statement' || n.kind() === 'dec_statement') return [];
    return [{ k: 'expr', e: this.expr(n) }];
  }

  /**
   * `if err != nil || u.Host != "" || ... { return }` with `u, err := url.Parse(next)`: where the
   * condition is false, the parsed URL has no host, so `next` (and `u`) stay on this site. The
   * condition gains `|| !__url_local(next) || !__url_local(u)`, which the guards of the spec read.
   */
  private urlHostCheck(condN: SgNode, c: Expr): Expr {
    if (!this.parsedUrls.size) return c;
    const text = condN.text();
    // only a disjunction of checks: its false branch has every one false
    if (/&&/.test(text)) return c;
    let out = c;
    for (const [u, src] of this.parsedUrls) {
      const esc = u.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (
        !new RegExp(`(?<![\\w.])${esc}\\.(Host\\s*!=\\s*""|Hostname\\(\\)\\s*!=\\s*"")`).test(text)
      )
        continue;
      const loc = this.lw.loc(condN);
      for (const v of [src, { k: 'var' as const, name: u, loc }]) {
        out = {
          k: 'bin',
          op: '||',
          l: out,
          r: {
            k: 'un',
            op: '!',
            e: { k: 'call', callee: '__url_local', name: '__url_local', args: [v], loc },
          },
        };
      }
    }
    return out;
  }

  /**
   * `strings.HasPrefix(next, "/") && !strings.HasPrefix(next, "//")`: a path on this site (one `/`
   * alone lets `//evil.example` through). The two checks become `__url_local(next)`, which the
   * guards of the spec read; the other parts of the condition stay as they are.
   */
  private localPathCheck(n: SgNode): Expr | undefined {
    if (n.field('operator')?.text() !== '&&') return undefined;
    const parts: SgNode[] = [];
    const flat = (x: SgNode) => {
      let y = x;
      while (y.kind() === 'parenthesized_expression' && y.namedChildren().length === 1)
        y = y.namedChildren()[0];
      if (y.kind() === 'binary_expression' && y.field('operator')?.text() === '&&') {
        flat(y.field('left')!);
        flat(y.field('right')!);
      } else parts.push(y);
    };
    flat(n);
    const prefix = (x: SgNode, neg: boolean): [string, SgNode] | undefined => {
      let c = x;
      if (neg) {
        if (c.kind() !== 'unary_expression' || c.field('operator')?.text() !== '!')
          return undefined;
        c = c.field('operand')!;
      }
      if (c.kind() !== 'call_expression' || c.field('function')?.text() !== 'strings.HasPrefix')
        return undefined;
      const [v, p] = c.field('arguments')?.namedChildren() ?? [];
      return v && p ? [p.text(), v] : undefined;
    };
    const rooted = parts.findIndex((x) => prefix(x, false)?.[0] === '"/"');
    if (rooted < 0) return undefined;
    const v = prefix(parts[rooted], false)![1];
    const noHost = parts.findIndex((x) => {
      const q = prefix(x, true);
      return q?.[0] === '"//"' && q[1].text() === v.text();
    });
    if (noHost < 0) return undefined;
    const loc = this.lw.loc(n);
    let out: Expr = {
      k: 'call',
      callee: '__url_local',
      name: '__url_local',
      args: [this.expr(v)],
      loc,
    };
    parts.forEach((x, i) => {
      if (i !== rooted && i !== noHost) out = { k: 'bin', op: '&&', l: out, r: this.expr(x) };
    });
    return out;
  }

  /**
   * `strings.Map(func(r rune) rune { if r == '_' || (r >= 'a' && r <= 'z') { return r }; return -1 }, s)`:
   * a mapping that keeps only letters, digits, `_` and `-` (and drops or replaces the rest) leaves no
   * character that can inject.
   */
  private keepsSafeRunes(fnN: SgNode): boolean {
    if (fnN.kind() !== 'func_literal') return false;
    const p = fnN.field('parameters')?.namedChildren()[0]?.field('name')?.text();
    const body = fnN.field('body')?.text().replace(/\s+/g, ' ').trim();
    if (!p || !body) return false;
    const m = /^\{ if (.+?) \{ return (\w+) \} return (-1|'[\w-]') \}$/.exec(body);
    if (!m || m[2] !== p) return false;
    const ch = `'(?:[\\w-])'`;
    const atom = new RegExp(
      `^\\(?\\s*(?:${p} == ${ch}|${p} >= ${ch} && ${p} <= ${ch}|unicode\\.Is(?:Letter|Digit|Number|Lower|Upper)\\(${p}\\))\\s*\\)?$`,
    );
    return m[1].split('||').every((d) => atom.test(d.trim()));
  }

  /** Access path with the head variable replaced by its declared type (`r.URL` → `Request.URL`). */
  private typedPath(e: Expr): string | undefined {
    if (e.k === 'var') return this.types.get(e.name) ?? e.name;
    if (e.k === 'field') {
      const p = this.typedPath(e.obj);
      return p === undefined ? undefined : `${p}.${e.name}`;
    }
    if (e.k === 'index') {
      const p = this.typedPath(e.obj);
      return p === undefined ? undefined : e.idx.k === 'lit' ? `${p}.${String(e.idx.v)}` : `${p}.*`;
    }
    if (e.k === 'call') return e.callee + '()';
    return undefined;
  }

  expr(n: SgNode): Expr {
    const k = String(n.kind());
    switch (k) {
      case 'identifier':
      case 'field_identifier':
      case 'package_identifier': {
        const t = n.text();
        if (t === 'nil') return lit(null);
        if (t === 'true' || t === 'false') return lit(t === 'true');
        return { k: 'var', name: t, loc: this.lw.loc(n) };
      }
      case 'true':
        return lit(true);
      case 'false':
        return lit(false);
      case 'nil':
        return lit(null);
      case 'int_literal':
      case 'float_literal':
        return num(n.text());
      case 'interpreted_string_literal':
      case 'raw_string_literal':
        return lit(n.text().slice(1, -1));
      case 'parenthesized_expression':
        return this.expr(n.namedChildren()[0]);
      case 'selector_expression': {
        // multipart.FileHeader.Filename is already reduced to a base name by net/http (Go 1.17+)
        if (n.field('field')?.text() === 'Filename') return lit('upload');
        const obj = this.expr(n.field('operand')!);
        const e: Expr = {
          k: 'field',
          obj,
          name: n.field('field')?.text() ?? '?',
          loc: this.lw.loc(n),
        };
        e.path = this.typedPath(e);
        return e;
      }
      case 'index_expression': {
        const e: Expr = {
          k: 'index',
          obj: this.expr(n.field('operand')!),
          idx: this.expr(n.field('index')!),
          loc: this.lw.loc(n),
        };
        e.path = this.typedPath(e);
        return e;
      }
      case 'slice_expression':
        return this.expr(n.field('operand')!);
      case 'call_expression':
        return this.call(n);
      case 'type_conversion_expression':
        return {
          k: 'call',
          callee: n.field('type')?.text() ?? '?',
          name: n.field('type')?.text() ?? '?',
          args: [this.expr(n.field('operand')!)],
          loc: this.lw.loc(n),
        };
      case 'binary_expression':
        return (
          this.localPathCheck(n) ?? {
            k: 'bin',
            op: n.field('operator')?.text() ?? '?',
            l: this.expr(n.field('left')!),
            r: this.expr(n.field('right')!),
          }
        );
      case 'unary_expression': {
        const op = n.field('operator')?.text() ?? '';
        const e = this.expr(n.field('operand')!);
        return op === '&' || op === '*' || op === '<-' ? e : { k: 'un', op, e };
      }
      case 'composite_literal': {
        const body = n.field('body');
        const els = body
          ? body
              .namedChildren()
              .filter((c) => c.kind() === 'keyed_element' || c.kind() === 'literal_element')
          : [];
        const keyed = els.some((e) => e.kind() === 'keyed_element');
        if (!keyed)
          return { k: 'arr', items: els.map((e) => this.expr(e.namedChildren()[0] ?? e)) };
        return {
          k: 'obj',
          entries: els.map((e) => {
            const [kN, vN] = e.namedChildren();
            const key = kN ? this.expr(kN.namedChildren()[0] ?? kN) : lit(null);
            const name = key.k === 'lit' ? String(key.v) : key.k === 'var' ? key.name : null;
            return [name, vN ? this.expr(vN.namedChildren()[0] ?? vN) : lit(null)] as [
              string | null,
              Expr,
            ];
          }),
        };
      }
      case 'literal_element':
        return this.expr(n.namedChildren()[0]);
      case 'func_literal': {
        // a closure sees the declared types of the variables around it (`func(s *Store) http.HandlerFunc { return func(...) { s.Find(...) } }`)
        const sub = new GoLower(this.lw);
        sub.types = new Map(this.types);
        return { k: 'fn', fn: sub.fn(n) };
      }
      case 'type_assertion_expression':
        return this.expr(n.field('operand')!);
      default:
        return lowerChildren(n, this);
    }
  }

  call(n: SgNode): Expr {
    const f = n.field('function')!;
    const argsN = n.field('arguments');
    const args = argsN
      ? argsN
          .namedChildren()
          .filter((c) => c.kind() !== 'comment')
          .map((c) => this.expr(c))
      : [];
    const loc = this.lw.loc(n);
    // writes to an http.ResponseWriter (`fmt.Fprintf(w, ...)`) are named after it
    const first = argsN?.namedChildren()[0];
    const toWriter =
      first?.kind() === 'identifier' && this.types.get(first.text()) === 'ResponseWriter'
        ? 'ResponseWriter:'
        : '';
    if (f.kind() === 'selector_expression') {
      const recv = this.expr(f.field('operand')!);
      const name = f.field('field')?.text() ?? '?';
      // receivers with a declared type are named by it (`c.Query` with `c *gin.Context` → Context.Query)
      const head = headVar(recv);
      const tp = head && this.types.has(head) ? this.typedPath(recv) : undefined;
      const callee = tp ? `${tp}.${name}` : this.lw.callee(recv, name);
      const fn0 = argsN?.namedChildren()[0];
      if (callee === 'strings.Map' && fn0 && this.keepsSafeRunes(fn0))
        return { k: 'any', parts: [] };
      // `filepath.Clean("/" + p)`: cleaned as a rooted path, no `..` is left in it
      if (
        /^(?:path\/filepath|filepath|path)\.Clean$/.test(callee) &&
        fn0?.kind() === 'binary_expression' &&
        /^"\/"$|^string\((?:filepath\.)?Separator\)$/.test(fn0.field('left')?.text() ?? '')
      )
        return { k: 'call', callee: '__rooted_clean', name: '__rooted_clean', args, loc };
      return {
        k: 'call',
        callee: (/^(?:fmt|io)\./.test(callee) ? toWriter : '') + callee,
        name,
        recv,
        args,
        loc,
      };
    }
    if (f.kind() === 'identifier') {
      const name = f.text();
      return { k: 'call', callee: name, name, args, loc };
    }
    return { k: 'call', callee: '?', name: '?', recv: this.expr(f), args, loc };
  }
}

export type { LowerCtx };
