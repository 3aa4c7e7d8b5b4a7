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
