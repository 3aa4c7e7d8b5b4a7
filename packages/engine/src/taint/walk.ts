/**
 * Walking the IR (ir.ts): which statement lists and expressions sit directly inside a node, and
 * searches and rewrites built on that. The engine, the analyzer and the front ends ask questions
 * of lowered bodies ("does this body assign x?", "does it call f?", "does it return a closure?")
 * through these, so each question is one predicate and every statement form is visited the same way.
 */
import type { Expr, Stmt } from './ir.js';

/** The statement lists directly inside a statement: branches, a loop's body, a switch's cases. */
export function blocks(s: Stmt): Stmt[][] {
  switch (s.k) {
    case 'if':
      return [s.then, s.else];
    case 'loop':
      return [s.body];
    case 'switch':
      return s.cases.map((c) => c.body);
    default:
      return [];
  }
}

/** The expressions a statement evaluates itself (those of nested statements not included). */
export function ownExprs(s: Stmt): Expr[] {
  switch (s.k) {
    case 'assign':
      return [s.to, s.e];
    case 'expr':
      return [s.e];
    case 'ret':
      return s.e ? [s.e] : [];
    case 'if':
      return [s.c];
    case 'loop':
      return s.c ? [s.c] : [];
    case 'switch':
      return [s.d, ...s.cases.flatMap((c) => c.tests ?? [])];
    default:
      return [];
  }
}

/** The expressions directly inside an expression (a closure's body is not an expression of it). */
export function subExprs(e: Expr): Expr[] {
  switch (e.k) {
    case 'call':
      return [...(e.recv ? [e.recv] : []), ...e.args, ...Object.values(e.kw ?? {})];
    case 'field':
      return [e.obj];
    case 'index':
      return [e.obj, e.idx];
    case 'concat':
    case 'any':
      return e.parts;
    case 'bin':
      return [e.l, e.r];
    case 'un':
      return [e.e];
    case 'cond':
      return [e.c, e.t, e.f];
    case 'obj':
      return e.entries.map(([, v]) => v);
    case 'arr':
      return e.items;
    default:
      return [];
  }
}

/**
 * Whether a statement of the body satisfies `pred`, looking inside the nested statement lists of
 * those for which `into` holds (by default all: branches, loops and switches).
 */
export function someStmt(
  body: Stmt[],
  pred: (s: Stmt) => boolean,
  into: (s: Stmt) => boolean = () => true,
): boolean {
  return body.some((s) => pred(s) || (into(s) && blocks(s).some((b) => someStmt(b, pred, into))));
}

/**
 * Whether `e` or an expression inside it satisfies `pred`. With `closures`, the statements of
 * function expressions are searched too.
 */
export function someExpr(e: Expr, pred: (x: Expr) => boolean, closures = false): boolean {
  if (pred(e)) return true;
  if (e.k === 'fn')
    return (
      closures && someStmt(e.fn.body, (s) => ownExprs(s).some((x) => someExpr(x, pred, closures)))
    );
  return subExprs(e).some((x) => someExpr(x, pred, closures));
}

/** Whether an expression anywhere in the body (nested statements included) satisfies `pred`. */
export function someExprIn(body: Stmt[], pred: (x: Expr) => boolean, closures = false): boolean {
  return someStmt(body, (s) => ownExprs(s).some((x) => someExpr(x, pred, closures)));
}

/** The body with `f` applied to every statement, nested statement lists first. */
export function mapStmts(body: Stmt[], f: (s: Stmt) => Stmt): Stmt[] {
  return body.map((s): Stmt => {
    switch (s.k) {
      case 'if':
        return f({ ...s, then: mapStmts(s.then, f), else: mapStmts(s.else, f) });
      case 'loop':
        return f({ ...s, body: mapStmts(s.body, f) });
      case 'switch':
        return f({ ...s, cases: s.cases.map((c) => ({ ...c, body: mapStmts(c.body, f) })) });
      default:
        return f(s);
    }
  });
}
