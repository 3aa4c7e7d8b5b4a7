/** PHP front end (superglobals, mysqli/PDO, shell, include, echo): lowers functions to the taint IR. */
import type { SgNode } from '@ast-grep/napi';
import type { Expr, FnIR, Lit, Stmt } from '../ir.js';
import {
  type FrontEnd,
  LowerCtx,
  keepsOnlySafe,
  keptCharGroups,
  lit,
  negatedClassKeeps,
  num,
  pathOf,
} from './common.js';
import {
  type IfChainGrammar,
  type SwitchGrammar,
  catchFinally,
  elementOf,
  overwritesEachElement,
  lowerIfChain,
  lowerSwitch,
  lowerTry,
  lowerWhile,
  runsOnceThenLoops,
  lowerChildren,
} from './statements.js';
import { markExported } from './exported.js';

const FN_KINDS = [
  'function_definition',
  'method_declaration',
  'anonymous_function',
  'arrow_function',
  'anonymous_function_creation_expression',
];
const SKIP_TOP = new Set([
  'function_definition',
  'class_declaration',
  'interface_declaration',
  'trait_declaration',
  'enum_declaration',
  'namespace_use_declaration',
]);
const INT_CASTS = /^\(\s*(int|integer|float|double|bool|boolean)\s*\)$/i;

/** `elseif` and `else` clauses are children of the if statement. */
const IF_CHAIN: IfChainGrammar = {
  then: 'body',
  elseIf: 'else_if_clause',
  elseIfThen: 'body',
  else: 'else_clause',
};
const SWITCH: SwitchGrammar = {
  value: 'condition',
  cases: ['case_statement'],
  default: 'default_statement',
};
const TRY = catchFinally((c) => c.field('body') ?? c.namedChildren()[0] ?? null);

export const phpFrontEnd: FrontEnd = {
  fnKinds: FN_KINDS,
  nameOf(fn) {
    // abstract and interface methods have no body
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
    // functions of require'd/include'd files and autoloaded classes (PSR-4: the file is named after the class)
    let all = phpFileCache.get(files);
    if (!all) phpFileCache.set(files, (all = files.filter((f) => /\.(php|inc)$/.test(f))));
    return all.filter((f) => f !== fromPath);
  },
  packageCalls(source) {
    return projectRefs(source);
  },
  lower(fn, lw) {
    return markExported('php', fn, new PhpLower(lw).fn(fn));
  },
};

const phpFileCache = new WeakMap<string[], string[]>();

/** Classes of PHP and of common frameworks: calls on them never go to project files. */
const FRAMEWORK_CLASSES = new Set(
  (
    'PDO PDOStatement mysqli mysqli_stmt SQLite3 DateTime DateTimeImmutable DateInterval Exception RuntimeException InvalidArgumentException ' +
    'ArrayObject ArrayIterator SplFileObject SimpleXMLElement DOMDocument DOMXPath XMLReader ZipArchive ReflectionClass Closure stdClass Throwable ' +
    'DB Route Request Response Auth Cache Config Log Storage Str Arr Schema Session Cookie Crypt Hash Http Mail Redirect URL View Validator Gate Event ' +
    'Carbon Collection Builder Model Controller Symfony Illuminate App Blade Twig Smarty Inertia Livewire Artisan Queue Bus Notification Password RateLimiter self static parent'
  ).split(' '),
);

/** PHP functions that are never project functions (the common ones: a miss only costs time). */
const PHP_BUILTINS = new Set(
  (
    'isset empty unset array list echo print exit die count strlen trim ltrim rtrim explode implode str_replace substr strpos stripos strtolower strtoupper ' +
    'sprintf printf vsprintf number_format array_map array_filter array_keys array_values array_merge array_slice array_search in_array array_key_exists ' +
    'is_array is_string is_int is_numeric intval floatval json_encode json_decode htmlspecialchars htmlentities urlencode rawurlencode base64_encode ' +
    'base64_decode preg_match preg_replace preg_split preg_quote date time strtotime mktime header setcookie session_start define defined function_exists ' +
    'class_exists method_exists is_null is_object is_callable call_user_func call_user_func_array compact extract var_dump print_r var_export ' +
    'file_exists is_file is_dir dirname basename realpath pathinfo ucfirst lcfirst ucwords str_pad str_repeat nl2br strip_tags addslashes ' +
    'mysqli_connect mysqli_query mysqli_fetch_assoc mysqli_real_escape_string mysqli_close uniqid random_bytes random_int bin2hex md5 sha1 hash ' +
    'password_hash password_verify escapeshellarg escapeshellcmd filter_var filter_input max min abs round floor ceil range sort ksort usort ' +
    'array_push array_pop array_shift array_unshift array_key_first array_key_last array_combine array_flip array_unique array_reverse str_contains ' +
    'str_starts_with str_ends_with mb_strlen mb_substr mb_strtolower ob_start ob_get_clean error_log trigger_error http_build_query parse_str parse_url ' +
    'file_get_contents file_put_contents fopen fclose fwrite fread fgets unlink mkdir is_writable sleep usleep spl_autoload_register require_once ' +
    'include_once require include config env view response redirect route url request auth abort back now collect app trans __ dd dump'
  ).split(' '),
);

/**
 * Names this file calls that other project files may define: unqualified functions it does not
 * define (when it includes files), and classes it neither declares nor takes from a framework.
 */
function projectRefs(source: string): string[] {
  const out = new Set<string>();
  const own = new Set(
    [...source.matchAll(/\b(?:class|interface|trait|enum)\s+(\w+)/g)].map((m) => m[1]),
  );
  const ownFns = new Set([...source.matchAll(/\bfunction\s+&?(\w+)/g)].map((m) => m[1]));
  // global functions of the project: once any file includes theirs, every file may call them (a
  // class file loaded by an autoloader calls the application's helpers without including them)
  for (const m of source.matchAll(/(?<![\w$>:\\])(?<!function\s+&?)([a-z_]\w*)\s*\(/gi)) {
    const n = m[1];
    if (
      !ownFns.has(n) &&
      !PHP_BUILTINS.has(n.toLowerCase()) &&
      !/^(if|elseif|while|for|foreach|switch|match|return|fn|function|new|catch|use|and|or|not|array|list)$/i.test(
        n,
      )
    )
      out.add(n);
  }
  const keep = (c: string) => !own.has(c) && !FRAMEWORK_CLASSES.has(c);
  for (const m of source.matchAll(/(?<![\w$])\\?((?:\w+\\)*)([A-Z]\w*)::\s*\w+\s*\(/g))
    if (keep(m[2])) out.add(m[2]);
  for (const m of source.matchAll(/\bnew\s+\\?(?:\w+\\)*([A-Z]\w*)\s*\(/g))
    if (keep(m[1])) out.add(m[1]);
  return [...out];
}

/**
 * What a pattern made of one negated character class lets through (`'/[^a-z0-9.-]/i'`), with the
 * text a replace puts in place of each match, as the groups of sink kinds such a text cannot attack
 * (see keptCharGroups); undefined for other patterns.
 */
function classGroups(
  pat: Expr | undefined,
  replacement = '',
): ReturnType<typeof keptCharGroups> | undefined {
  if (pat?.k !== 'lit' || typeof pat.v !== 'string') return undefined;
  const m = /^([^\w\s\\])(.*)\1([a-zA-Z]*)$/s.exec(pat.v);
  if (!m || /[^imsuDU]/.test(m[3])) return undefined;
  const keep = negatedClassKeeps(m[2], m[3].includes('i'));
  // the text put in place of each match is part of the result too
  for (const ch of replacement) keep?.add(ch.charCodeAt(0));
  return keep ? keptCharGroups(keep) : undefined;
}

/** The conversions of a format, in order (`%1$s` by its position): `d,s`. */
function conversions(fmt: string): string {
  const out: string[] = [];
  let next = 0;
  for (const m of fmt.matchAll(FORMAT_SPEC)) {
    if (m[2] === '%') continue;
    out.push(`${m[1] ? Number(m[1]) - 1 : next++}${m[2] === 's' ? 's' : 'n'}`);
  }
  return out.join(',');
}

/**
 * The text of a sprintf format: a literal, or a call whose literal arguments that hold conversions
 * all hold the same ones (a translation, `_n('%d item', '%d items', $n)`, `__('%d found', 'domain')`):
 * the one given first stands for the text, as it is the conversions that matter.
 */
function formatText(e: Expr | undefined): string | undefined {
  if (e?.k === 'lit') return typeof e.v === 'string' ? e.v : undefined;
  if (e?.k !== 'call' || e.recv) return undefined;
  const texts = e.args
    .filter((a) => a.k === 'lit' && typeof a.v === 'string' && a.v.includes('%'))
    .map((a) => String((a as { v: string }).v));
  if (!texts.length || new Set(texts.map(conversions)).size !== 1) return undefined;
  return texts[0];
}

const FORMAT_SPEC = /%(?:(\d+)\$)?[-+ 0#]*(?:'.)?\d*(?:\.\d+)?([bcdeEfFgGosuxX%])/g;

/** The pieces of a sprintf: literal text, then each argument (numeric conversions print no text of it). */
function sprintfParts(fmt: string, args: Expr[]): Expr[] | null {
  const parts: Expr[] = [];
  let next = 0;
  let last = 0;
  for (const m of fmt.matchAll(FORMAT_SPEC)) {
    parts.push(lit(fmt.slice(last, m.index)));
    last = (m.index ?? 0) + m[0].length;
    if (m[2] === '%') {
      parts.push(lit('%'));
      continue;
    }
    const i = m[1] ? Number(m[1]) - 1 : next++;
    const a = args[i];
    if (!a) return null;
    parts.push(m[2] === 's' ? a : { k: 'any', parts: [] });
  }
  parts.push(lit(fmt.slice(last)));
  return parts;
}

function varName(n: SgNode): string {
  return n.text();
}

/** Names of variables and keys that hold a URL (`$feedUrl`, `$_POST['callback']`). */
const URL_NAME = /(url|uri|link|endpoint|feed|webhook|callback)$/i;

class PhpLower {
  private top = false;
  private tmpCount = 0;
  /** Locals holding a `new` project object: `$h = new Helper(); $h->clean($x)` calls Helper.clean. */
  private types = new Map<string, string>();
  /** SQL-escaping calls and the locals holding their result, with the value they escaped. */
  private escaped = new Map<Expr, Expr>();
  private escapedVars = new Map<string, Expr>();

  /**
   * SQL escaping only protects a value inside quotes: in a query text, an escaped value that does not
   * follow a quote (`"... WHERE id = $e"`) is the raw value again.
   */
  sqlQuoting(e: Extract<Expr, { k: 'concat' }>): Expr {
    if (!this.escaped.size && !this.escapedVars.size) return e;
    const text = e.parts.map((p) => (p.k === 'lit' ? String(p.v) : '\u0000')).join('');
    if (!/\b(select|insert|update|delete|where|values)\b/i.test(text)) return e;
    let prev = '';
    const parts = e.parts.map((p) => {
      const raw =
        p.k === 'call'
          ? this.escaped.get(p)
          : p.k === 'var'
            ? this.escapedVars.get(p.name)
            : undefined;
      const out = raw && !/['"`]$/.test(prev) ? raw : p;
      prev = p.k === 'lit' ? String(p.v) : '';
      return out;
    });
    return { k: 'concat', parts };
  }
  /** The name of the function being lowered (its recursive calls clean as it does). */
  private fnName = '';
  constructor(private readonly lw: LowerCtx) {}

  /** `f(...)`, `$this->f(...)`, `self::f(...)`, `static::f(...)` inside function or method f. */
  private recursive(e: Expr): boolean {
    return (
      e.k === 'call' &&
      this.fnName !== '' &&
      e.name.toLowerCase() === this.fnName.toLowerCase() &&
      (!e.recv || (e.recv.k === 'var' && e.recv.name === '$this'))
    );
  }

  fn(node: SgNode): FnIR {
    if (node.kind() === 'program') {
      this.top = true;
      return { name: '<top>', params: [], body: this.block(node), loc: this.lw.loc(node) };
    }
    this.fnName = node.field('name')?.text() ?? '';
    const params: string[] = [];
    const types: string[] = [];
    let defaults: Record<number, Lit> | undefined;
    const byRef: number[] = [];
    const ps = node.field('parameters');
    for (const p of ps ? ps.namedChildren() : []) {
      const v = p.field('name') ?? p.namedChildren().find((c) => c.kind() === 'variable_name');
      if (!v) continue;
      params.push(varName(v));
      if (p.children().some((c) => c.kind() === 'reference_modifier'))
        byRef.push(params.length - 1);
      types.push(p.field('type')?.text() ?? '');
      const dv = p.field('default_value');
      const d = dv ? this.expr(dv) : undefined;
      if (d?.k === 'lit') (defaults ??= {})[params.length - 1] = d.v;
    }
    // Laravel/Symfony actions: next to the Request, scalar parameters are route segments
    const sourceParams: Record<number, string> = {};
    if (node.kind() === 'method_declaration' && types.some((t) => /(^|\\)Request$/.test(t))) {
      types.forEach((t, i) => {
        if (t === '' || /^\??(string|mixed)$/.test(t)) sourceParams[i] = 'http-request';
      });
    }
    const body = node.field('body');
    let stmts: Stmt[] = [];
    if (body)
      stmts =
        body.kind() === 'compound_statement'
          ? this.block(body)
          : [{ k: 'ret', e: this.expr(body), loc: this.lw.loc(body) }];
    const ir: FnIR = {
      name: node.field('name')?.text() ?? '',
      params,
      body: stmts,
      loc: this.lw.loc(node),
    };
    if (Object.keys(sourceParams).length) ir.sourceParams = sourceParams;
    if (defaults) ir.defaults = defaults;
    if (byRef.length) ir.byRef = byRef;
    return ir;
  }

  block(n: SgNode | null): Stmt[] {
    if (!n) return [];
    const k = String(n.kind());
    if (
      k !== 'compound_statement' &&
      k !== 'program' &&
      k !== 'case_statement' &&
      k !== 'default_statement' &&
      k !== 'colon_block'
    )
      return this.stmt(n);
    const out: Stmt[] = [];
    for (const c of n.namedChildren()) out.push(...this.stmt(c));
    return out;
  }

  private echo(args: Expr[], n: SgNode): Stmt {
    return { k: 'expr', e: { k: 'call', callee: 'echo', name: 'echo', args, loc: this.lw.loc(n) } };
  }

  stmt(n: SgNode): Stmt[] {
    const k = String(n.kind());
    if (this.top && SKIP_TOP.has(k)) return [];
    switch (k) {
      case 'expression_statement': {
        const e = n.namedChildren()[0];
        if (!e) return [];
        // `<?= $x ?>` is an echo
        const prev = n.prev();
        if (prev && prev.kind() === 'text_interpolation' && prev.text().trimEnd().endsWith('<?='))
          return [this.echo([this.expr(e)], n)];
        return this.exprStmt(e);
      }
      case 'echo_statement': {
        const e = n.namedChildren()[0];
        const parts = e ? (e.kind() === 'sequence_expression' ? e.namedChildren() : [e]) : [];
        return [
          this.echo(
            parts.map((p) => this.expr(p)),
            n,
          ),
        ];
      }
      case 'return_statement': {
        const e = n.namedChildren()[0];
        return [{ k: 'ret', e: e ? this.expr(e) : undefined, loc: this.lw.loc(n) }];
      }
      case 'exit_statement':
      case 'throw_expression':
        return [{ k: 'throw' }];
      case 'break_statement':
        return [{ k: 'break' }];
      case 'continue_statement':
        return [{ k: 'continue' }];
      case 'compound_statement':
        return this.block(n);
      case 'if_statement':
        return [lowerIfChain(n, IF_CHAIN, this)];
      case 'foreach_statement': {
        const kids = n.namedChildren();
        const iter = kids[0];
        const target = kids[1];
        const body: Stmt[] = [];
        const arr = iter ? this.expr(iter) : null;
        if (iter && target && arr) {
          const el = elementOf(arr, this.lw.loc(iter));
          const v = target.kind() === 'pair' ? target.namedChildren()[1] : target;
          if (v) body.push({ k: 'assign', to: this.expr(v), e: el, loc: this.lw.loc(n) });
        }
        body.push(...this.block(n.field('body') ?? kids[kids.length - 1]));
        // `foreach ($a as $k => $v) { $a[$k] = htmlspecialchars($v); }`: $a holds what was written
        const key = target?.kind() === 'pair' ? target.namedChildren()[0] : undefined;
        const byRef = target?.kind() === 'pair' && /=>\s*&/.test(target.text());
        if (arr?.k === 'var' && key?.kind() === 'variable_name' && !byRef) {
          const loc = this.lw.loc(n);
          const each = overwritesEachElement(
            arr.name,
            varName(key),
            body,
            loc,
            `$__each${++this.tmpCount}`,
            (e) => this.recursive(e),
          );
          if (each) return [each.before, { k: 'loop', body: each.body }, each.after];
        }
        return [{ k: 'loop', body }];
      }
      case 'for_statement': {
        const body = this.block(n.field('body') ?? n.namedChildren()[n.namedChildren().length - 1]);
        return [{ k: 'loop', body }];
      }
      case 'while_statement':
        return [lowerWhile(n, this)];
      case 'do_statement':
        return runsOnceThenLoops(this.block(n.field('body')));
      case 'switch_statement':
        return [lowerSwitch(n, SWITCH, this)];
      case 'try_statement':
        return lowerTry(n, TRY, this);
      case 'function_definition': {
        const nm = n.field('name')?.text() ?? '';
        const fn = new PhpLower(this.lw).fn(n);
        return [
          { k: 'assign', to: { k: 'var', name: nm, loc: fn.loc }, e: { k: 'fn', fn }, loc: fn.loc },
        ];
      }
      default:
        return [];
    }
  }

  exprStmt(n: SgNode): Stmt[] {
    const k = String(n.kind());
    if (k === 'assignment_expression' || k === 'reference_assignment_expression') {
      const l = n.field('left')!;
      const r = this.expr(n.field('right')!);
      if (l.kind() === 'list_literal' || l.kind() === 'array_creation_expression')
        return this.destructure(l, r, n);
      if (l.kind() === 'variable_name') {
        if (r.k === 'call' && r.isNew && !FRAMEWORK_CLASSES.has(r.name))
          this.types.set(l.text(), r.name);
        else this.types.delete(l.text());
        const esc = this.escaped.get(r);
        if (esc) this.escapedVars.set(l.text(), esc);
        else this.escapedVars.delete(l.text());
      }
      return [{ k: 'assign', to: this.expr(l), e: r, loc: this.lw.loc(n) }];
    }
    // `$s .= $x` is `$s = $s . $x`: what the text starts with stays (a URL's fixed host)
    if (k === 'augmented_assignment_expression' && n.field('operator')?.text() === '.=') {
      const to = this.expr(n.field('left')!);
      return [
        {
          k: 'assign',
          to,
          e: { k: 'bin', op: '.', l: to, r: this.expr(n.field('right')!) },
          loc: this.lw.loc(n),
        },
      ];
    }
    if (k === 'augmented_assignment_expression')
      return [
        {
          k: 'assign',
          to: this.expr(n.field('left')!),
          e: this.expr(n.field('right')!),
          loc: this.lw.loc(n),
          weak: true,
        },
      ];
    if (k === 'update_expression') return [];
    if (
      k === 'function_call_expression' &&
      /^\\?extract$/i.test(n.field('function')?.text() ?? '')
    ) {
      const call = this.expr(n);
      const a = call.k === 'call' ? call.args[0] : undefined;
      if (a)
        return [{ k: 'expr', e: call }, ...this.extract(n, a, n.field('arguments')?.text() ?? '')];
    }
    if (k === 'exit_expression') return [{ k: 'throw' }];
    // `die('message')` / `die;` parse as a call or a bare name: they end the request like `exit`
    if (
      (k === 'function_call_expression' && /^die$/i.test(n.field('function')?.text() ?? '')) ||
      (k === 'name' && /^die$/i.test(n.text()))
    )
      return [{ k: 'throw' }];
    return [{ k: 'expr', e: this.expr(n) }];
  }

  /**
   * `list($a, $b) = $r`, `[$a, [$b, $c]] = $r`, `['k' => $a] = $r`: each target takes the element
   * at its position or key. The right side is evaluated once, into a temporary.
   */
  private destructure(l: SgNode, r: Expr, n: SgNode): Stmt[] {
    const loc = this.lw.loc(n);
    const tmp: Expr = { k: 'var', name: `$__list${++this.tmpCount}`, loc };
    const out: Stmt[] = [{ k: 'assign', to: tmp, e: r, loc }];
    let pos = 0;
    let key: Expr | null = null;
    const kids = l.children();
    for (let i = 0; i < kids.length; i++) {
      const c = kids[i];
      if (!c.isNamed()) continue;
      if (c.kind() === 'comment') continue;
      // `'k' => $a`: a key, then its target
      if (kids[i + 1]?.text() === '=>') {
        key = this.expr(c);
        continue;
      }
      let target = c;
      if (c.kind() === 'array_element_initializer') {
        const inner = c.namedChildren();
        if (inner.length === 2) key = this.expr(inner[0]);
        target = inner[inner.length - 1] ?? c;
      }
      const idx: Expr = key ?? lit(pos++);
      key = null;
      const el: Expr = { k: 'index', obj: tmp, idx, loc: this.lw.loc(c) };
      if (target.kind() === 'list_literal' || target.kind() === 'array_creation_expression')
        out.push(...this.destructure(target, el, n));
      else out.push({ k: 'assign', to: this.expr(target), e: el, loc });
    }
    return out;
  }

  /**
   * `extract($arr)` creates a variable for each key of the array: the variables this function reads
   * after the call take the array's element of the same name (EXTR_SKIP and EXTR_PREFIX_* keep the
   * ones already set or rename, so they are joined with what the variable held).
   */
  private extract(n: SgNode, arr: Expr, flags: string): Stmt[] {
    const scope = this.scopeOf(n);
    const after = n.range().end.index;
    const names = new Set<string>();
    for (const v of scope.findAll({ rule: { kind: 'variable_name' } })) {
      if (v.range().start.index < after) continue;
      const t = v.text();
      if (/^\$(this|_GET|_POST|_REQUEST|_COOKIE|_SERVER|_FILES|_ENV|_SESSION|GLOBALS)$/.test(t))
        continue;
      names.add(t);
    }
    const loc = this.lw.loc(n);
    const weak = /EXTR_(SKIP|PREFIX)/.test(flags);
    return [...names].slice(0, 64).map((name) => ({
      k: 'assign' as const,
      to: { k: 'var' as const, name, loc },
      e: { k: 'index' as const, obj: arr, idx: lit(name.slice(1)), loc },
      loc,
      weak,
    }));
  }

  private scopeOf(n: SgNode): SgNode {
    let p: SgNode | null = n.parent();
    while (p && !FN_KINDS.includes(String(p.kind())) && p.kind() !== 'program') p = p.parent();
    return p ?? n;
  }

  /** A value the function treats as a URL: validated or parsed as one, compared with a scheme, or read from a URL-named field. */
  private usedAsUrl(n: SgNode, name: string): boolean {
    const v = name.replace(/[$]/g, '\\$');
    const text = this.scopeOf(n).text();
    return (
      new RegExp(
        `\\bparse_url\\s*\\(\\s*${v}\\b|\\bfilter_var\\s*\\(\\s*${v}\\s*,\\s*FILTER_VALIDATE_URL`,
      ).test(text) ||
      new RegExp(
        `\\b(?:str_starts_with|strpos|stripos|strncmp|preg_match)\\s*\\([^;]*${v}\\b[^;]*https?:`,
        'i',
      ).test(text) ||
      new RegExp(
        `${v}\\s*=\\s*[^;]*\\[\\s*['"]\\w*(?:url|uri|link|endpoint|feed|webhook|callback|host)['"]\\s*\\]`,
        'i',
      ).test(text)
    );
  }

  args(n: SgNode | null): Expr[] {
    if (!n) return [];
    return n
      .namedChildren()
      .filter((c) => c.kind() !== 'comment')
      .map((a) => {
        const inner = a.kind() === 'argument' ? a.namedChildren()[a.namedChildren().length - 1] : a;
        return inner ? this.expr(inner) : lit(null);
      });
  }

  private pseudo(name: string, args: Expr[], n: SgNode): Expr {
    return { k: 'call', callee: name, name, args, loc: this.lw.loc(n) };
  }

  expr(n: SgNode): Expr {
    const k = String(n.kind());
    switch (k) {
      case 'variable_name': {
        const t = varName(n);
        return { k: 'var', name: t, loc: this.lw.loc(n) };
      }
      case 'name':
      case 'qualified_name': {
        const t = n.text();
        if (/^(true|false)$/i.test(t)) return lit(t.toLowerCase() === 'true');
        if (/^null$/i.test(t)) return lit(null);
        return { k: 'var', name: t, loc: this.lw.loc(n) };
      }
      case 'class_constant_access_expression': {
        // self::FLAG / static::FLAG: class constants fold like module constants
        const kids = n.namedChildren();
        const scope = kids[0]?.text() ?? '';
        const name = kids[kids.length - 1]?.text() ?? '';
        return /^(self|static)$/.test(scope)
          ? { k: 'var', name, loc: this.lw.loc(n) }
          : { k: 'var', name: `${scope}.${name}`, loc: this.lw.loc(n) };
      }
      case 'boolean':
        return lit(n.text().toLowerCase() === 'true');
      case 'null':
        return lit(null);
      case 'integer':
      case 'float':
        return num(n.text());
      case 'string': {
        const c = n
          .namedChildren()
          .find((x) => x.kind() === 'string_content' || x.kind() === 'string_value');
        return lit(c ? c.text() : '');
      }
      case 'encapsed_string':
      case 'heredoc':
      case 'shell_command_expression': {
        const parts: Expr[] = [];
        let interp = false;
        const visit = (x: SgNode) => {
          for (const c of x.namedChildren()) {
            const ck = c.kind();
            if (ck === 'string_content' || ck === 'string_value' || ck === 'escape_sequence')
              parts.push(lit(c.text()));
            else if (ck === 'heredoc_body') visit(c);
            else if (ck !== 'heredoc_start' && ck !== 'heredoc_end') {
              interp = true;
              parts.push(this.expr(c));
            }
          }
        };
        visit(n);
        const e: Expr = interp
          ? this.sqlQuoting({ k: 'concat', parts })
          : lit(parts.map((p) => (p.k === 'lit' ? String(p.v) : '')).join(''));
        return k === 'shell_command_expression' ? this.pseudo('shell_exec', [e], n) : e;
      }
      case 'parenthesized_expression':
        return this.expr(n.namedChildren()[0]);
      case 'cast_expression': {
        const type = n.field('type')?.text() ?? n.children()[0]?.text() ?? '';
        const v = this.expr(n.field('value') ?? n.namedChildren()[n.namedChildren().length - 1]);
        return INT_CASTS.test(`(${type.replace(/[()]/g, '')})`) ? this.pseudo('intval', [v], n) : v;
      }
      case 'subscript_expression': {
        const kids = n.namedChildren();
        const obj = this.expr(kids[0]);
        const idx = kids[1] ? this.expr(kids[1]) : { k: 'any' as const, parts: [] };
        const e: Expr = { k: 'index', obj, idx, loc: this.lw.loc(n) };
        e.path = pathOf(e);
        return e;
      }
      case 'member_access_expression':
      case 'nullsafe_member_access_expression': {
        const obj = this.expr(n.field('object')!);
        const e: Expr = {
          k: 'field',
          obj,
          name: n.field('name')?.text() ?? '?',
          loc: this.lw.loc(n),
        };
        e.path = pathOf(e);
        return e;
      }
      case 'function_call_expression': {
        const f = n.field('function')!;
        const args = this.args(n.field('arguments'));
        if (f.kind() === 'name' || f.kind() === 'qualified_name') {
          const name = f.text().replace(/^\\/, '');
          // preg_replace('/[^0-9]/', '', $s) keeps only characters that cannot inject
          if (
            name === 'preg_replace' &&
            args[1]?.k === 'lit' &&
            args[1].v === '' &&
            args[0]?.k === 'lit' &&
            keepsOnlySafe(String(args[0].v).replace(/^(.)(.*)\1[a-z]*$/s, '$2'))
          )
            return { k: 'any', parts: [] };
          // preg_replace('/[^a-z0-9.-]/i', '', $s) keeps only the characters of the class: clean
          // for the sinks those cannot attack (no markup without `<>"'&`, no path without `/\\.`)
          if (
            name === 'preg_replace' &&
            args[1]?.k === 'lit' &&
            typeof args[1].v === 'string' &&
            !/[$\\]/.test(args[1].v) &&
            args[2]
          ) {
            const groups = classGroups(args[0], args[1].v);
            if (groups?.includes('all')) return { k: 'any', parts: [] };
            if (groups?.length) return this.pseudo(`__strip_${groups.join('_')}`, [args[2]], n);
          }
          // addcslashes($s, "\r\n'\\/"): a JavaScript string escaper (quotes, backslashes, line
          // breaks and the slash of `</script>` escaped): the text stays inside its script string
          if (
            name === 'addcslashes' &&
            args[0] &&
            args[1]?.k === 'lit' &&
            typeof args[1].v === 'string' &&
            /['"]/.test(args[1].v) &&
            args[1].v.includes('/') &&
            args[1].v.includes('\\')
          )
            return this.pseudo('__js_string_escape', [args[0]], n);
          // preg_match('/[^a-z0-9_]/i', $s) is true when $s holds a character outside the class:
          // false, $s is made of the class's characters only
          if (name === 'preg_match' && args.length === 2) {
            const groups = classGroups(args[0]);
            if (groups?.length)
              return {
                k: 'un',
                op: '!',
                e: this.pseudo(`__only_${groups.join('_')}`, [args[1]], n),
              };
          }
          // preg_replace('/.../e', $code, $s) evaluates the replacement as PHP
          if (
            name === 'preg_replace' &&
            args[0]?.k === 'lit' &&
            /^([^\w\s\\])[\s\S]*\1[a-zA-Z]*e[a-zA-Z]*$/.test(String(args[0].v))
          )
            return this.pseudo('preg_replace_eval', [args[1] ?? lit(null)], n);
          // the text searched for is never part of the result: the subject with its matches
          // replaced (`preg_replace('#(' . preg_quote($q) . ')#i', '<b>\\1</b>', $escaped)` marks
          // the query inside text escaped before)
          if (/^(?:preg_replace|str_replace|str_ireplace)$/i.test(name) && args.length >= 3)
            return { k: 'any', parts: args.slice(1, 3) };
          // filter_var($v, FILTER_VALIDATE_INT): a number (or boolean), or false when $v is not one;
          // the argument is kept so that a test of the result checks $v itself (not with a
          // `default` option, which is returned in place of false)
          if (
            name === 'filter_var' &&
            args[0] &&
            /\bFILTER_VALIDATE_(INT|FLOAT|BOOL|BOOLEAN)\b/.test(
              n.field('arguments')?.text() ?? '',
            ) &&
            !/['"]default['"]/.test(n.field('arguments')?.text() ?? '')
          )
            return this.pseudo('__filter_validate', [args[0]], n);
          // filter_input/filter_var with a numeric or boolean filter yield no text
          if (
            (name === 'filter_input' || name === 'filter_var') &&
            /\bFILTER_(VALIDATE_(INT|FLOAT|BOOL|BOOLEAN)|SANITIZE_NUMBER_(INT|FLOAT))\b/.test(
              n.field('arguments')?.text() ?? '',
            )
          )
            return { k: 'any', parts: [] };
          // sprintf: %d, %u, %f, %x... print numbers; %s the argument itself, in its place
          const fmt = name === 'sprintf' ? formatText(args[0]) : undefined;
          if (fmt !== undefined) {
            const parts = sprintfParts(fmt, args.slice(1));
            if (parts) return this.sqlQuoting({ k: 'concat', parts });
          }
          // array_map('intval', $a): each element through the named function
          if (
            name === 'array_map' &&
            args[0]?.k === 'lit' &&
            typeof args[0].v === 'string' &&
            /^\w+$/.test(args[0].v) &&
            args[1]
          ) {
            return {
              k: 'call',
              callee: args[0].v,
              name: args[0].v,
              args: [args[1]],
              loc: this.lw.loc(n),
            };
          }
          // array_shift($a), array_pop($a), array_push($a, $x), array_unshift($a, $x) change $a in place
          const inPlace = (
            {
              array_shift: 'shift',
              array_pop: 'pop',
              array_push: 'push',
              array_unshift: 'unshift',
            } as Record<string, string>
          )[name];
          if (
            inPlace &&
            args[0]?.k === 'var' &&
            (inPlace === 'shift' || inPlace === 'pop' ? args.length === 1 : args.length === 2)
          ) {
            return {
              k: 'call',
              callee: name,
              name: inPlace,
              recv: args[0],
              args: args.slice(1),
              loc: this.lw.loc(n),
            };
          }
          // file_get_contents($url): a stream on what the code itself holds as a URL
          const a0 = args[0];
          const urlLike =
            (a0?.k === 'var' && (URL_NAME.test(a0.name) || this.usedAsUrl(n, a0.name))) ||
            (a0?.k === 'index' && a0.idx.k === 'lit' && URL_NAME.test(String(a0.idx.v)));
          if (
            (name === 'file_get_contents' ||
              name === 'fopen' ||
              name === 'file' ||
              name === 'readfile') &&
            urlLike
          ) {
            return {
              k: 'any',
              parts: [
                { k: 'call', callee: name, name, args, loc: this.lw.loc(n) },
                this.pseudo('__fetch_url', [args[0]], n),
              ],
            };
          }
          if (
            /^(mysqli_real_escape_string|mysql_real_escape_string|addslashes|pg_escape_string)$/.test(
              name,
            )
          ) {
            const call: Expr = { k: 'call', callee: name, name, args, loc: this.lw.loc(n) };
            this.escaped.set(call, args[args.length - 1] ?? lit(null));
            return call;
          }
          return { k: 'call', callee: name, name, args, loc: this.lw.loc(n) };
        }
        // `$fn(...)`: a variable function; a closure held in `$fn` runs, a name from input is code chosen by input
        if (f.kind() === 'variable_name') {
          const fv = this.expr(f);
          return {
            k: 'any',
            parts: [
              this.pseudo('__call_dynamic', [fv], n),
              { k: 'call', callee: f.text(), name: f.text(), args, loc: this.lw.loc(n) },
            ],
          };
        }
        return { k: 'call', callee: '?', name: '?', recv: this.expr(f), args, loc: this.lw.loc(n) };
      }
      case 'member_call_expression':
      case 'nullsafe_member_call_expression': {
        const recv = this.expr(n.field('object')!);
        const nameNode = n.field('name');
        const name = nameNode?.text() ?? '?';
        // `$obj->$method()`: a method named by data
        if (nameNode && nameNode.kind() === 'variable_name') {
          return {
            k: 'any',
            parts: [
              this.pseudo('__call_dynamic', [this.expr(nameNode)], n),
              {
                k: 'call',
                callee: this.lw.callee(recv, '?'),
                name: '?',
                recv,
                args: this.args(n.field('arguments')),
                loc: this.lw.loc(n),
              },
            ],
          };
        }
        const t = recv.k === 'var' ? this.types.get(recv.name) : undefined;
        return {
          k: 'call',
          callee: t ? `${t}.${name}` : this.lw.callee(recv, name),
          name,
          recv,
          args: this.args(n.field('arguments')),
          loc: this.lw.loc(n),
        };
      }
      case 'scoped_call_expression': {
        const scope = n.field('scope')?.text() ?? '?';
        const name = n.field('name')?.text() ?? '?';
        const args = this.args(n.field('arguments'));
        if (/^(self|static|parent)$/.test(scope))
          return { k: 'call', callee: name, name, args, loc: this.lw.loc(n) };
        // App\Helpers\Str::clean is Str.clean (the class's file is found by its short name)
        const short = scope.slice(scope.lastIndexOf('\\') + 1);
        return {
          k: 'call',
          callee: `${short}.${name}`,
          name,
          recv: { k: 'var', name: short, loc: this.lw.loc(n) },
          args,
          loc: this.lw.loc(n),
        };
      }
      case 'object_creation_expression': {
        const kids = n.namedChildren();
        const cls =
          kids
            .find((c) => c.kind() === 'name' || c.kind() === 'qualified_name')
            ?.text()
            .replace(/^.*\\/, '') ?? '?';
        const args = this.args(kids.find((c) => c.kind() === 'arguments') ?? null);
        // new $class(): the class is named by data (pseudo-call __new_dynamic)
        const dyn = kids.find(
          (c) => c.kind() === 'variable_name' || c.kind() === 'dynamic_variable_name',
        );
        if (cls === '?' && dyn) return this.pseudo('__new_dynamic', [this.expr(dyn), ...args], n);
        return {
          k: 'call',
          callee: 'new ' + cls,
          name: cls,
          args,
          isNew: true,
          loc: this.lw.loc(n),
        };
      }
      case 'binary_expression': {
        const op = n.field('operator')?.text() ?? n.children()[1]?.text() ?? '?';
        if (op === '.' && (this.escaped.size || this.escapedVars.size)) {
          // a '.' chain is one string: flattened, escaped values outside quotes show
          const parts: Expr[] = [];
          const flat = (x: SgNode) => {
            const xo =
              x.kind() === 'binary_expression'
                ? (x.field('operator')?.text() ?? x.children()[1]?.text())
                : '';
            if (xo === '.') {
              flat(x.field('left')!);
              flat(x.field('right')!);
            } else {
              const v = this.expr(x);
              if (v.k === 'concat') parts.push(...v.parts);
              else parts.push(v);
            }
          };
          flat(n);
          return this.sqlQuoting({ k: 'concat', parts });
        }
        return {
          k: 'bin',
          op: op === 'and' ? '&&' : op === 'or' ? '||' : op,
          l: this.expr(n.field('left')!),
          r: this.expr(n.field('right')!),
        };
      }
      case 'unary_op_expression': {
        const op = n.children()[0]?.text() ?? '-';
        return { k: 'un', op, e: this.expr(n.namedChildren()[n.namedChildren().length - 1]) };
      }
      case 'conditional_expression': {
        const kids = n.namedChildren();
        if (kids.length === 3)
          return { k: 'cond', c: this.expr(kids[0]), t: this.expr(kids[1]), f: this.expr(kids[2]) };
        return { k: 'bin', op: '||', l: this.expr(kids[0]), r: this.expr(kids[1] ?? kids[0]) };
      }
      case 'assignment_expression':
      case 'augmented_assignment_expression':
        return this.expr(n.field('right')!);
      case 'array_creation_expression': {
        const els = n.namedChildren().filter((c) => c.kind() === 'array_element_initializer');
        const keyed = els.some((e) => e.namedChildren().length === 2);
        if (!keyed) return { k: 'arr', items: els.map((e) => this.expr(e.namedChildren()[0])) };
        let i = 0;
        return {
          k: 'obj',
          entries: els.map((e) => {
            const kids = e.namedChildren();
            if (kids.length === 2) {
              const key = this.expr(kids[0]);
              return [key.k === 'lit' ? String(key.v) : null, this.expr(kids[1])] as [
                string | null,
                Expr,
              ];
            }
            return [String(i++), this.expr(kids[0])] as [string | null, Expr];
          }),
        };
      }
      case 'include_expression':
      case 'include_once_expression':
      case 'require_expression':
      case 'require_once_expression':
        return this.pseudo('include', [this.expr(n.namedChildren()[0])], n);
      case 'print_intrinsic':
        return this.pseudo('echo', [this.expr(n.namedChildren()[0])], n);
      case 'anonymous_function':
      case 'arrow_function':
      case 'anonymous_function_creation_expression':
        return { k: 'fn', fn: new PhpLower(this.lw).fn(n) };
      default:
        return lowerChildren(n, this);
    }
  }
}

export type { LowerCtx };
