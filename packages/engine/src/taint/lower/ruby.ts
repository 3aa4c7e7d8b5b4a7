/** Ruby front end (Rails controllers): lowers methods and blocks to the taint IR. */
import type { SgNode } from '@ast-grep/napi';
import type { Expr, FnIR, Stmt } from '../ir.js';
import { type FrontEnd, LowerCtx, callbackOf, keepsOnlySafe, lit, num } from './common.js';
import { anyOf, elementOf, indexOf, lowerChildren, lowerConditional } from './statements.js';

const FN_KINDS = ['method', 'singleton_method'];

export const rubyFrontEnd: FrontEnd = {
  fnKinds: FN_KINDS,
  nameOf(fn) {
    const name = fn.field('name')?.text() ?? '';
    // `def self.call(*a) = new(*a).call`: the instance method (with initialize's parameters) stands for both
    if (fn.kind() === 'singleton_method' && name && instanceMethodsOf(fn).has(name)) return '';
    return name;
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
  lazyText(fn, text) {
    // an instance method analysed alone still needs its class's initialize (see RbLower.fn)
    const init =
      fn.kind() === 'method' && fn.field('name')?.text() !== 'initialize'
        ? initializerOf(fn)
        : undefined;
    return init ? `class LazyK; ${text}\n${init.text()}\nend` : undefined;
  },
  packageFiles(fromPath, files) {
    // require_relative, Rails autoloading (helpers, concerns, services): any Ruby file of the project
    let all = rbFileCache.get(files);
    if (!all) rbFileCache.set(files, (all = files.filter((f) => f.endsWith('.rb'))));
    return all.filter((f) => f !== fromPath);
  },
  packageCalls(source) {
    return projectRefs(source);
  },
  lower(fn, lw) {
    return new RbLower(lw).fn(fn);
  },
};

const rbFileCache = new WeakMap<string[], string[]>();

/** Ruby, Rails and common gems' names: calls of these never go to project files. */
const RB_BUILTINS = new Set(
  (
    'puts print p pp require require_relative include extend raise fail loop lambda proc format sprintf Integer Float String Array Hash rand sleep ' +
    'attr_reader attr_writer attr_accessor private protected public module_function before_action after_action around_action skip_before_action ' +
    'render redirect_to redirect_back head respond_to send_file send_data params cookies session request response flash helper_method helpers ' +
    'has_many belongs_to has_one validates validate scope delegate t l link_to url_for content_tag tag h raw sanitize html_safe escape_javascript ' +
    'system exec spawn open eval instance_eval class_eval define_method send public_send constantize block_given yield super new freeze dup ' +
    'authorize authenticate_user current_user logger json_response'
  ).split(' '),
);
const AR_METHODS = new Set(
  (
    'where not or find find_by find_by! find_by_sql find_each find_or_create_by find_or_initialize_by all first last take count sum pluck select order ' +
    'reorder group having limit offset joins left_joins includes preload eager_load exists? create create! update update_all delete_all destroy_all ' +
    'new build connection transaction from lock distinct readonly none unscoped send public_send respond_to? name to_s table_name columns ' +
    'instance_method method const_get exec_query execute sanitize_sql'
  ).split(' '),
);
const RB_CLASSES = new Set(
  (
    'File Dir IO Kernel Open3 Process YAML JSON Marshal ERB CGI URI Net Base64 Digest OpenSSL SecureRandom Date Time DateTime Struct Set Array Hash ' +
    'String Integer Float Regexp Rails ActiveRecord ActionController ActiveSupport ApplicationController ApplicationRecord Nokogiri Psych Oj ' +
    'Faraday HTTParty RestClient Shellwords Pathname Tempfile FileUtils Zlib Logger Sidekiq Redis'
  ).split(' '),
);

/**
 * Names this file uses that other project files may define: unqualified method calls it does not
 * define (helpers, concerns), classes and modules it neither defines nor takes from Ruby or Rails.
 */
function projectRefs(source: string): string[] {
  const out = new Set<string>();
  const own = new Set(
    [...source.matchAll(/\b(?:class|module)\s+(?:\w+::)*([A-Z]\w*)/g)].map((m) => m[1]),
  );
  const ownDefs = new Set([...source.matchAll(/\bdef\s+(?:self\.)?(\w+[?!]?)/g)].map((m) => m[1]));
  for (const m of source.matchAll(/(?<![\w.:@$])([a-z_]\w*[?!]?)\(/g)) {
    if (
      !ownDefs.has(m[1]) &&
      !RB_BUILTINS.has(m[1]) &&
      !/^(if|unless|while|until|and|or|not|return|defined\?|def|when|case)$/.test(m[1])
    )
      out.add(m[1]);
  }
  // (model queries and reflection are ActiveRecord's and Ruby's: `User.where`, `Report.send`)
  for (const m of source.matchAll(/(?<![\w:])([A-Z]\w*)\.([a-z_]\w*[?!]?)/g)) {
    if (
      !own.has(m[1]) &&
      !RB_CLASSES.has(m[1]) &&
      !/^[A-Z0-9_]+$/.test(m[1]) &&
      !AR_METHODS.has(m[2])
    )
      out.add(m[1]);
  }
  return [...out];
}

/** Names of the instance methods of the class a method belongs to. */
function instanceMethodsOf(fn: SgNode): Set<string> {
  const body = fn.parent();
  const out = new Set<string>();
  for (const c of body?.children() ?? [])
    if (c.kind() === 'method') out.add(c.field('name')?.text() ?? '');
  return out;
}

/** `initialize` of the class a method belongs to, if any. */
function initializerOf(fn: SgNode): SgNode | undefined {
  const body = fn.parent();
  if (!body || body.parent()?.kind() !== 'class') return undefined;
  return body
    .children()
    .find((c) => c.kind() === 'method' && c.field('name')?.text() === 'initialize');
}

/** A call's arguments, its keyword arguments last as the one hash Ruby passes (`Foo.new(a, path: p)`). */
function withKw(c: Extract<Expr, { k: 'call' }>): Expr[] {
  const kw = Object.entries(c.kw ?? {});
  return kw.length
    ? [...c.args, { k: 'obj', entries: kw.map(([k, v]): [string, Expr] => [k, v]) }]
    : c.args;
}

class RbLower {
  /** Locals holding a service object: `svc = Foo.new(x)` then `svc.call` is Foo.call(x). */
  private objs = new Map<string, { cls: string; args: Expr[] }>();
  private top = false;
  constructor(private readonly lw: LowerCtx) {}

  fn(node: SgNode): FnIR {
    if (node.kind() === 'program') {
      this.top = true;
      return { name: '<top>', params: [], body: this.body(node), loc: this.lw.loc(node) };
    }
    const params: string[] = [];
    const paramsOf = (m: SgNode) => {
      const ps = m.field('parameters');
      for (const p of ps ? ps.namedChildren() : []) {
        const id =
          p.kind() === 'identifier'
            ? p
            : (p.field('name') ?? p.namedChildren().find((c) => c.kind() === 'identifier'));
        if (id) params.push(id.text());
      }
    };
    // instance methods of a class with `initialize` take its parameters first (service objects:
    // `Foo.new(x).call` is lowered as Foo.call(x)), and run its body before their own
    const init =
      node.kind() === 'method' && node.field('name')?.text() !== 'initialize'
        ? initializerOf(node)
        : undefined;
    if (init) paramsOf(init);
    paramsOf(node);
    const body = [...(init ? this.body(init.field('body')) : []), ...this.body(node.field('body'))];
    // the value of the last expression is the method's return value
    const last = body[body.length - 1];
    if (last && last.k === 'expr')
      body[body.length - 1] = { k: 'ret', e: last.e, loc: this.lw.loc(node) };
    else if (last && last.k === 'assign') body.push({ k: 'ret', e: last.to, loc: last.loc });
    return { name: node.field('name')?.text() ?? '', params, body, loc: this.lw.loc(node) };
  }

  body(n: SgNode | null): Stmt[] {
    if (!n) return [];
    const out: Stmt[] = [];
    for (const c of n.namedChildren()) {
      if (c.kind() === 'comment') continue;
      if (this.top && (c.kind() === 'method' || c.kind() === 'class' || c.kind() === 'module'))
        continue;
      out.push(...this.stmt(c));
    }
    return out;
  }

  stmt(n: SgNode): Stmt[] {
    const k = String(n.kind());
    switch (k) {
      case 'assignment': {
        const l = n.field('left')!;
        const r = this.expr(n.field('right')!);
        if (l.kind() === 'identifier') {
          if (
            r.k === 'call' &&
            r.name === 'new' &&
            r.recv?.k === 'var' &&
            /^[A-Z]\w*$/.test(r.recv.name) &&
            !RB_CLASSES.has(r.recv.name)
          )
            this.objs.set(l.text(), { cls: r.recv.name, args: withKw(r) });
          else this.objs.delete(l.text());
        }
        // x = case ... / x = if ...: each branch assigns its last value (constant cases fold)
        const rn = n.field('right')!;
        if (
          l.kind() === 'identifier' &&
          (rn.kind() === 'case' || rn.kind() === 'if' || rn.kind() === 'unless')
        ) {
          const to = this.expr(l);
          const assignLast = (b: Stmt[]): void => {
            const last = b[b.length - 1];
            if (!last) return;
            if (last.k === 'expr')
              b[b.length - 1] = { k: 'assign', to, e: last.e, loc: this.lw.loc(n) };
            else if (last.k === 'if') {
              assignLast(last.then);
              assignLast(last.else);
            } else if (last.k === 'switch') for (const c of last.cases) assignLast(c.body);
          };
          const st = this.stmt(rn);
          assignLast(st);
          if (st.length === 1 && (st[0].k === 'switch' || st[0].k === 'if')) return st;
        }
        if (l.kind() === 'left_assignment_list')
          return l.namedChildren().map((t, i) => ({
            k: 'assign' as const,
            to: this.expr(t),
            e: { k: 'index' as const, obj: r, idx: lit(i), loc: this.lw.loc(t) },
            loc: this.lw.loc(n),
          }));
        return [{ k: 'assign', to: this.expr(l), e: r, loc: this.lw.loc(n) }];
      }
      case 'operator_assignment':
        return [
          {
            k: 'assign',
            to: this.expr(n.field('left')!),
            e: this.expr(n.field('right')!),
            loc: this.lw.loc(n),
            weak: true,
          },
        ];
      case 'binary': {
        // `s << x` appends to s
        const op = n.field('operator')?.text();
        const l = n.field('left');
        // `list << x` pushes (index-sensitive for known lists), `str << x` appends
        if (op === '<<' && l && (l.kind() === 'identifier' || l.kind() === 'instance_variable'))
          return [
            {
              k: 'expr',
              e: {
                k: 'call',
                callee: '<<',
                name: 'push',
                recv: this.expr(l),
                args: [this.expr(n.field('right')!)],
                loc: this.lw.loc(n),
              },
            },
          ];
        return [{ k: 'expr', e: this.expr(n) }];
      }
      case 'return': {
        const a = n.namedChildren()[0];
        const e = a
          ? a.kind() === 'argument_list'
            ? this.expr(a.namedChildren()[0])
            : this.expr(a)
          : undefined;
        return [{ k: 'ret', e, loc: this.lw.loc(n) }];
      }
      case 'if':
      case 'unless':
      case 'elsif': {
        const c = this.expr(n.field('condition')!);
        const then = this.body(n.field('consequence'));
        const alt = n.field('alternative');
        const els = alt ? (alt.kind() === 'else' ? this.body(alt) : this.stmt(alt)) : [];
        return k === 'unless'
          ? [{ k: 'if', c, then: els, else: then }]
          : [{ k: 'if', c, then, else: els }];
      }
      case 'if_modifier':
      case 'unless_modifier': {
        const b = this.stmt(n.field('body')!);
        const c = this.expr(n.field('condition')!);
        return k === 'unless_modifier'
          ? [{ k: 'if', c, then: [], else: b }]
          : [{ k: 'if', c, then: b, else: [] }];
      }
      case 'while':
      case 'until':
        return [
          {
            k: 'loop',
            c: k === 'while' ? this.expr(n.field('condition')!) : undefined,
            body: this.body(n.field('body')),
          },
        ];
      case 'while_modifier':
      case 'until_modifier':
        return [{ k: 'loop', body: this.stmt(n.field('body')!) }];
      case 'for': {
        const body: Stmt[] = [];
        const pat = n.field('pattern');
        const val = n.field('value');
        if (pat && val)
          body.push({
            k: 'assign',
            to: this.expr(pat),
            e: elementOf(this.expr(val.namedChildren()[0] ?? val), this.lw.loc(val)),
            loc: this.lw.loc(n),
          });
        body.push(...this.body(n.field('body')));
        return [{ k: 'loop', body }];
      }
      case 'case': {
        const v = n.field('value');
        const cases: { tests: Expr[] | null; body: Stmt[]; brk: boolean }[] = [];
        for (const c of n.namedChildren()) {
          if (c.kind() === 'when') {
            const pats = c.fieldChildren('pattern');
            const tests = (
              pats.length ? pats : c.namedChildren().filter((x) => x.kind() === 'pattern')
            ).map((p) => this.expr(p.kind() === 'pattern' ? (p.namedChildren()[0] ?? p) : p));
            cases.push({
              tests,
              body: this.body(
                c.field('body') ?? c.namedChildren().find((x) => x.kind() === 'then') ?? null,
              ),
              brk: true,
            });
          } else if (c.kind() === 'else')
            cases.push({ tests: null, body: this.body(c), brk: true });
        }
        return [{ k: 'switch', d: v ? this.expr(v) : lit(true), cases }];
      }
      case 'begin':
      case 'body_statement':
      case 'then':
      case 'else':
      case 'ensure':
        return this.body(n);
      case 'rescue':
        return [
          { k: 'if', c: { k: 'any', parts: [] }, then: this.body(n.field('body')), else: [] },
        ];
      case 'parenthesized_statements':
        return this.body(n);
      case 'method':
      case 'singleton_method':
      case 'class':
      case 'module':
      case 'comment':
        return [];
      default: {
        // xs.each { |x| ... } as a statement is a loop: what the block assigns outside it stays assigned
        const blk = k === 'call' ? n.field('block') : null;
        const recvN = k === 'call' ? n.field('receiver') : null;
        if (
          blk &&
          recvN &&
          /^(each|each_with_index|each_value|reverse_each)$/.test(
            n.field('method')?.text() ?? '',
          ) &&
          !n.field('arguments')
        ) {
          const fn = this.block(blk);
          const coll = this.expr(recvN);
          const body: Stmt[] = [];
          if (fn.params[0])
            body.push({
              k: 'assign',
              to: { k: 'var', name: fn.params[0], loc: this.lw.loc(blk) },
              e: elementOf(coll, this.lw.loc(recvN)),
              loc: this.lw.loc(n),
            });
          body.push(...fn.body);
          return [
            { k: 'expr', e: coll },
            { k: 'loop', body },
          ];
        }
        const e = this.expr(n);
        const out: Stmt[] = [{ k: 'expr', e }];
        if (e.k === 'call' && /^(?:raise|fail)$/.test(e.callee)) out.push({ k: 'throw' });
        return out;
      }
    }
  }

  str(n: SgNode): Expr {
    const parts: Expr[] = [];
    let interp = false;
    for (const c of n.namedChildren()) {
      if (c.kind() === 'string_content' || c.kind() === 'escape_sequence')
        parts.push(lit(c.text()));
      else if (c.kind() === 'interpolation') {
        interp = true;
        const e = c.namedChildren()[0];
        if (e) parts.push(this.expr(e));
      }
    }
    return interp
      ? { k: 'concat', parts }
      : lit(parts.map((p) => (p.k === 'lit' ? String(p.v) : '')).join(''));
  }

  expr(n: SgNode): Expr {
    const k = String(n.kind());
    switch (k) {
      case 'identifier':
      case 'instance_variable':
      case 'class_variable':
      case 'global_variable':
        return { k: 'var', name: n.text(), loc: this.lw.loc(n) };
      case 'constant':
        return { k: 'var', name: n.text(), loc: this.lw.loc(n) };
      case 'scope_resolution':
        return { k: 'var', name: n.text().replace(/::/g, '.'), loc: this.lw.loc(n) };
      case 'self':
        return { k: 'var', name: 'self', loc: this.lw.loc(n) };
      case 'string':
        return this.str(n);
      case 'subshell':
        return {
          k: 'call',
          callee: '__backtick',
          name: '__backtick',
          args: [this.str(n)],
          loc: this.lw.loc(n),
        };
      case 'simple_symbol':
        return lit(n.text().replace(/^:/, ''));
      case 'hash_key_symbol':
        return lit(n.text());
      case 'integer':
      case 'float':
        return num(n.text());
      case 'true':
        return lit(true);
      case 'false':
        return lit(false);
      case 'nil':
        return lit(null);
      case 'parenthesized_statements': {
        const c = n.namedChildren();
        return c.length ? this.expr(c[c.length - 1]) : lit(null);
      }
      case 'element_reference': {
        const obj = this.expr(n.field('object')!);
        const idxN = n.namedChildren()[1];
        return indexOf(obj, idxN ? this.expr(idxN) : anyOf(), this.lw.loc(n));
      }
      case 'call':
        return this.call(n);
      case 'binary': {
        const op = n.field('operator')?.text() ?? '?';
        return {
          k: 'bin',
          op: op === 'and' ? '&&' : op === 'or' ? '||' : op,
          l: this.expr(n.field('left')!),
          r: this.expr(n.field('right')!),
        };
      }
      case 'unary':
      case 'not': {
        const op = n.field('operator')?.text() ?? '!';
        return {
          k: 'un',
          op: op === 'not' ? '!' : op,
          e: this.expr(n.field('operand') ?? n.namedChildren()[0]),
        };
      }
      case 'conditional':
        return lowerConditional(n, this);
      case 'array':
        return { k: 'arr', items: n.namedChildren().map((c) => this.expr(c)) };
      case 'hash': {
        const entries: [string | null, Expr][] = [];
        for (const p of n.namedChildren()) {
          if (p.kind() !== 'pair') continue;
          const key = this.expr(p.field('key')!);
          entries.push([key.k === 'lit' ? String(key.v) : null, this.expr(p.field('value')!)]);
        }
        return { k: 'obj', entries };
      }
      case 'assignment':
        return this.expr(n.field('right')!);
      case 'lambda':
      case 'block':
      case 'do_block':
        return { k: 'fn', fn: this.block(n) };
      default:
        return lowerChildren(n, this);
    }
  }

  private block(n: SgNode): FnIR {
    const ps = n
      .namedChildren()
      .find((c) => c.kind() === 'block_parameters' || c.kind() === 'lambda_parameters');
    const params = ps
      ? ps
          .namedChildren()
          .map((p) =>
            p.kind() === 'identifier' ? p.text() : (p.namedChildren()[0]?.text() ?? '_'),
          )
      : [];
    const body = n
      .namedChildren()
      .find(
        (c) => c.kind() === 'block_body' || c.kind() === 'body_statement' || c.kind() === 'block',
      );
    const stmts = body ? this.body(body) : [];
    // a route block of the specification's callbacks: its last expression is the response (`returnSink`)
    const cb = n.kind() === 'do_block' || n.kind() === 'block' ? callbackOf(n, this.lw) : undefined;
    const last = stmts[stmts.length - 1];
    const lastN = body
      ?.namedChildren()
      .filter((c) => c.kind() !== 'comment')
      .pop();
    if (
      cb?.returnSink &&
      last?.k === 'expr' &&
      lastN &&
      (!cb.unlessBody || !new RegExp(cb.unlessBody).test(n.text()))
    ) {
      stmts.push({
        k: 'expr',
        e: {
          k: 'call',
          callee: cb.returnSink,
          name: cb.returnSink.slice(cb.returnSink.lastIndexOf('.') + 1),
          args: [last.e],
          loc: this.lw.loc(lastN),
        },
      });
    }
    return { name: '', params, body: stmts, loc: this.lw.loc(n) };
  }

  /** The class and constructor arguments of a receiver built with `new` (`self` inside the class). */
  private madeBy(recvN: SgNode | null): { cls: string; args: Expr[] } | undefined {
    if (!recvN) return undefined;
    if (recvN.kind() === 'identifier') return this.objs.get(recvN.text());
    if (recvN.kind() !== 'call' || recvN.field('method')?.text() !== 'new') return undefined;
    const r = this.call(recvN);
    if (r.k !== 'call') return undefined;
    if (!r.recv || (r.recv.k === 'var' && r.recv.name === 'self'))
      return { cls: 'self', args: withKw(r) };
    return r.recv.k === 'var' && /^[A-Z]\w*$/.test(r.recv.name) && !RB_CLASSES.has(r.recv.name)
      ? { cls: r.recv.name, args: withKw(r) }
      : undefined;
  }

  call(n: SgNode): Expr {
    const recvN = n.field('receiver');
    const name = n.field('method')?.text() ?? '?';
    const argsN = n.field('arguments');
    const args: Expr[] = [];
    const kw: Record<string, Expr> = {};
    for (const a of argsN ? argsN.namedChildren() : []) {
      if (a.kind() === 'pair') {
        const key = this.expr(a.field('key')!);
        if (key.k === 'lit') kw[String(key.v)] = this.expr(a.field('value')!);
        else args.push(this.expr(a.field('value')!));
      } else if (a.kind() === 'block_argument') continue;
      else args.push(this.expr(a));
    }
    const blk = n.field('block');
    if (blk) args.push({ k: 'fn', fn: this.block(blk) });
    const loc = this.lw.loc(n);
    const call: Expr = { k: 'call', callee: name, name, args, loc };
    if (Object.keys(kw).length) call.kw = kw;
    // service objects: `Foo.new(x).call(y)` / `svc = Foo.new(x); svc.call(y)` are Foo.call(x, y)
    // URI.parse(u).open / URI(u).open fetch the URL: URI.open(u)
    if (
      recvN?.kind() === 'call' &&
      (name === 'open' || name === 'read') &&
      /^URI\.parse$/.test(`${recvN.field('receiver')?.text()}.${recvN.field('method')?.text()}`)
    ) {
      const inner = this.call(recvN);
      if (inner.k === 'call')
        return { k: 'call', callee: 'URI.open', name: 'open', args: inner.args, loc };
    }
    // x.to_i / x.to_f are numbers, whatever x was (also `params[:id].to_i`, which reads like a request path)
    if (recvN && !argsN && (name === 'to_i' || name === 'to_f' || name === 'to_r'))
      return { k: 'any', parts: [] };
    // s.gsub(/[^0-9]/, "") keeps only characters that cannot inject
    if (recvN && (name === 'gsub' || name === 'gsub!' || name === 'delete')) {
      const a = argsN?.namedChildren() ?? [];
      if (
        a.length === 2 &&
        a[0].kind() === 'regex' &&
        args[1]?.k === 'lit' &&
        args[1].v === '' &&
        keepsOnlySafe(a[0].text().replace(/^\/(.*)\/[a-z]*$/s, '$1'))
      ) {
        return name === 'gsub!' ? call : { k: 'any', parts: [] };
      }
    }
    const made = name !== 'new' ? this.madeBy(recvN) : undefined;
    if (made) {
      call.args = [...made.args, ...args];
      if (made.cls !== 'self') {
        call.recv = { k: 'var', name: made.cls, loc };
        call.callee = `${made.cls}.${name}`;
      }
      return call;
    }
    if (recvN) {
      const recv = this.expr(recvN);
      call.recv = recv;
      call.callee = this.lw.callee(recv, name);
    }
    return call;
  }
}
