/**
 * Lowering of the statement forms the languages share: try with its handlers and finally clauses,
 * if/else-if chains, while and do-while loops, loops over the elements of a collection, switch
 * statements, and the field, index and element expressions these build. A front end describes
 * how its grammar spells each form (node kinds and fields) and lends its own expression and block
 * lowering; the IR is the same whatever the language.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Expr, Loc, Stmt } from '../ir.js';
import { endsWithBreak, pathOf } from './common.js';

/** What a front end lends the shared lowering: its own expression, block and statement lowering. */
export interface StmtLowerer {
  expr(n: SgNode): Expr;
  block(n: SgNode | null): Stmt[];
  stmt(n: SgNode): Stmt[];
}

/** A value the analysis knows nothing about but its parts. */
export function anyOf(parts: Expr[] = []): Expr {
  return { k: 'any', parts };
}

/** `obj.name`, with its access path. */
export function fieldOf(obj: Expr, name: string, loc: Loc): Expr {
  const e: Expr = { k: 'field', obj, name, loc };
  e.path = pathOf(e);
  return e;
}

/** `obj[idx]`, with its access path. */
export function indexOf(obj: Expr, idx: Expr, loc: Loc): Expr {
  const e: Expr = { k: 'index', obj, idx, loc };
  e.path = pathOf(e);
  return e;
}

/** Some element of a collection: what a loop over it binds on each trip. */
export function elementOf(obj: Expr, loc: Loc): Extract<Expr, { k: 'index' }> {
  return { k: 'index', obj, idx: anyOf(), loc };
}

/** A clause that may or may not run, such as an exception handler: a branch on an unknown test. */
export function mayRun(body: Stmt[]): Stmt {
  return { k: 'if', c: anyOf(), then: body, else: [] };
}

/** A loop whose body runs at least once (`do … while`): the body, then the loop. */
export function runsOnceThenLoops(body: Stmt[]): Stmt[] {
  return [...body, { k: 'loop', body }];
}

/** The first block among a clause's children. */
export function childBlock(c: SgNode): SgNode | null {
  return c.namedChildren().find((x) => x.kind() === 'block') ?? null;
}

/** `cond ? a : b` in grammars whose fields are `condition`, `consequence` and `alternative`. */
export function lowerConditional(n: SgNode, lo: Pick<StmtLowerer, 'expr'>): Expr {
  return {
    k: 'cond',
    c: lo.expr(n.field('condition')!),
    t: lo.expr(n.field('consequence')!),
    f: lo.expr(n.field('alternative')!),
  };
}

/** A form the analysis does not model: a value made of its children's values. */
export function lowerChildren(n: SgNode, lo: Pick<StmtLowerer, 'expr'>): Expr {
  return anyOf(n.namedChildren().map((c) => lo.expr(c)));
}

/** How a grammar spells `try`: which clauses handle an exception and which always run after. */
export interface TryGrammar {
  /** Clause kinds that run only when the body throws (catch, except, rescue). */
  handlers: readonly string[];
  /** Clause kinds that run after the body and its handlers (finally; Python's `else`). */
  after: readonly string[];
  /** The block of a clause. */
  clauseBody(clause: SgNode): SgNode | null;
}

/**
 * `try { } catch (…) { } finally { }` as C++, C#, Java, PHP and JavaScript spell it: the grammars
 * differ only in where a finally clause keeps its block.
 */
export function catchFinally(finallyBody: (c: SgNode) => SgNode | null = childBlock): TryGrammar {
  return {
    handlers: ['catch_clause'],
    after: ['finally_clause'],
    clauseBody: (c) => (c.kind() === 'catch_clause' ? c.field('body') : finallyBody(c)),
  };
}

/** `try`: the body, each handler as a branch that may run, then the clauses that always run. */
export function lowerTry(
  n: SgNode,
  g: TryGrammar,
  lo: Pick<StmtLowerer, 'block'>,
  out: Stmt[] = [],
): Stmt[] {
  out.push(...lo.block(n.field('body')));
  for (const c of n.namedChildren()) {
    const k = String(c.kind());
    if (g.handlers.includes(k)) out.push(mayRun(lo.block(g.clauseBody(c))));
    else if (g.after.includes(k)) out.push(...lo.block(g.clauseBody(c)));
  }
  return out;
}

/** How a grammar spells an if with flat `else if` clauses (PHP's `elseif`, Python's `elif`). */
export interface IfChainGrammar {
  /** Field of the if statement's own block. */
  then: string;
  /** Kind of an else-if clause, and the field of its block. */
  elseIf: string;
  elseIfThen: string;
  /** Kind of the final else clause. */
  else: string;
}

/** An if statement whose else-if clauses are its children: nested ifs, the last else innermost. */
export function lowerIfChain(n: SgNode, g: IfChainGrammar, lo: StmtLowerer): Stmt {
  const c = lo.expr(n.field('condition')!);
  const then = lo.block(n.field(g.then));
  const alts: SgNode[] = [];
  for (const a of n.namedChildren()) {
    const k = String(a.kind());
    if (k === g.elseIf || k === g.else) alts.push(a);
  }
  let els: Stmt[] = [];
  for (let i = alts.length - 1; i >= 0; i--) {
    const a = alts[i];
    if (a.kind() === g.else) els = lo.block(a.field('body') ?? a.namedChildren()[0] ?? null);
    else
      els = [
        {
          k: 'if',
          c: lo.expr(a.field('condition')!),
          then: lo.block(a.field(g.elseIfThen)),
          else: els,
        },
      ];
  }
  return { k: 'if', c, then, else: els };
}

/** `while (condition) body`, for grammars whose fields are `condition` and `body`. */
export function lowerWhile(n: SgNode, lo: StmtLowerer): Stmt {
  return { k: 'loop', c: lo.expr(n.field('condition')!), body: lo.block(n.field('body')) };
}

/** How a grammar spells `switch`: case and default clause kinds, and the field of the value tested. */
export interface SwitchGrammar {
  value: string;
  cases: readonly string[];
  default: string;
}

/**
 * A switch whose clauses hold their test in a `value` field and their statements as the other
 * children (PHP, JavaScript). A clause falls through unless it ends by leaving.
 */
export function lowerSwitch(n: SgNode, g: SwitchGrammar, lo: StmtLowerer): Stmt {
  const cases: { tests: Expr[] | null; body: Stmt[]; brk: boolean }[] = [];
  const sb = n.field('body');
  for (const c of sb ? sb.namedChildren() : []) {
    const k = String(c.kind());
    if (k !== g.default && !g.cases.includes(k)) continue;
    const val = c.field('value');
    const body: Stmt[] = [];
    for (const s of c.namedChildren()) if (!val || s.id() !== val.id()) body.push(...lo.stmt(s));
    cases.push({
      tests: k === g.default ? null : val ? [lo.expr(val)] : [],
      body,
      brk: endsWithBreak(body),
    });
  }
  return { k: 'switch', d: lo.expr(n.field(g.value)!), cases };
}

/**
 * A loop over the elements of `arr` (a variable) whose body overwrites each element in place,
 * `arr[key] = <expr>`, on every path through a trip (`foreach ($a as $k => $v) $a[$k] = esc($v);`):
 * after the loop every element is one of those written values, so the container holds what the
 * writes hold (a write through a sanitiser leaves it clean for that sanitiser's kinds) and no
 * longer what it held before. Returns the loop body with each write also joined into a
 * temporary, and the statements that start and end the loop around it; null when the body can
 * leave an element as it was (a path without a write, `continue` before the write, `break`),
 * writes the container another way, or changes `key`. `recursive` tells the calls of the function
 * being lowered: a write of a recursive call alone (`$a[$k] = clean($v)` for nested arrays) is
 * read as the function's own cleaning (the summary of a function being summarised is empty), so at
 * least one write must be something else.
 */
export function overwritesEachElement(
  arr: string,
  key: string,
  body: Stmt[],
  loc: Loc,
  tmp: string,
  recursive: (e: Expr) => boolean,
): { before: Stmt; body: Stmt[]; after: Stmt } | null {
  const rootVar = (e: Expr): string | null =>
    e.k === 'var' ? e.name : e.k === 'index' || e.k === 'field' ? rootVar(e.obj) : null;
  const isWrite = (s: Stmt): boolean =>
    s.k === 'assign' &&
    !s.weak &&
    s.to.k === 'index' &&
    s.to.obj.k === 'var' &&
    s.to.obj.name === arr &&
    s.to.idx.k === 'var' &&
    s.to.idx.name === key;
  let ok = true;
  let other = false;
  // every assignment to the container or the key, at any depth (not inside nested functions)
  const scan = (ss: Stmt[], inLoop: boolean): void => {
    for (const s of ss) {
      if (s.k === 'assign') {
        if (isWrite(s)) {
          if (!onlyRecursive(s.e, recursive)) other = true;
        } else if (rootVar(s.to) === arr || rootVar(s.to) === key) ok = false;
      } else if (s.k === 'break' && !inLoop) ok = false;
      else if (s.k === 'if') {
        scan(s.then, inLoop);
        scan(s.else, inLoop);
      } else if (s.k === 'loop') scan(s.body, true);
      // `break` in a switch leaves the switch only
      else if (s.k === 'switch') for (const c of s.cases) scan(c.body, true);
    }
  };
  scan(body, false);
  if (!ok || !other) return null;
  // whether some path through `ss` falls off its end without a write; `escapes` when one leaves
  // by `continue` or `break` before a write (a `break` of a switch too, which is read strictly)
  let escapes = false;
  const open = (ss: Stmt[]): boolean => {
    for (const s of ss) {
      if (isWrite(s) || s.k === 'ret' || s.k === 'throw') return false;
      if (s.k === 'continue' || s.k === 'break') {
        escapes = true;
        return false;
      }
      if (s.k === 'if' && !open(s.then) && !open(s.else)) return false;
      if (s.k === 'switch') {
        // a case falls through into the next unless it ends with a break
        const hasDefault = s.cases.some((c) => c.tests === null);
        let all = hasDefault;
        for (let i = 0; i < s.cases.length && all; i++) {
          const run: Stmt[] = [];
          for (let j = i; j < s.cases.length; j++) {
            run.push(...s.cases[j].body);
            if (s.cases[j].brk) break;
          }
          if (open(run)) all = false;
        }
        if (all) return false;
      }
    }
    return true;
  };
  if (open(body) || escapes) return null;
  const acc: Expr = { k: 'var', name: tmp, loc };
  const mirror = (ss: Stmt[]): Stmt[] =>
    ss.flatMap((s): Stmt[] => {
      if (s.k === 'assign' && isWrite(s))
        return [s, { k: 'assign', to: acc, e: s.e, loc: s.loc, weak: true }];
      if (s.k === 'if') return [{ ...s, then: mirror(s.then), else: mirror(s.else) }];
      if (s.k === 'loop') return [{ ...s, body: mirror(s.body) }];
      if (s.k === 'switch')
        return [{ ...s, cases: s.cases.map((c) => ({ ...c, body: mirror(c.body) })) }];
      return [s];
    });
  return {
    before: { k: 'assign', to: acc, e: anyOf(), loc },
    body: mirror(body),
    after: { k: 'assign', to: { k: 'var', name: arr, loc }, e: acc, loc },
  };
}

/** A value that is a recursive call on every way it can be (`is_array($v) ? f($v) : f2($v)` is not). */
function onlyRecursive(e: Expr, recursive: (e: Expr) => boolean): boolean {
  if (e.k === 'cond') return onlyRecursive(e.t, recursive) && onlyRecursive(e.f, recursive);
  return recursive(e);
}
