import { describe, expect, it } from 'vitest';
import { parseSource } from '../src/languages/index.js';
import type { Expr, Stmt } from '../src/taint/ir.js';
import { LowerCtx } from '../src/taint/lower/common.js';
import { javascriptFrontEnd } from '../src/taint/lower/javascript.js';
import { mapStmts, ownExprs, someExpr, someExprIn, someStmt } from '../src/taint/walk.js';

/** The body of the first JavaScript function of `src`, lowered by the front end. */
function body(src: string): Stmt[] {
  const root = parseSource('javascript', src).root();
  const fn = root.find({ rule: { kind: 'function_declaration' } });
  if (!fn) throw new Error('no function');
  return javascriptFrontEnd.lower(fn, new LowerCtx(src, new Map())).body;
}

const callsTo = (name: string) => (e: Expr) => e.k === 'call' && e.name === name;

describe('walking the IR', () => {
  it('finds a statement at any depth of branches, loops and switches', () => {
    const b = body(`function f(x, k) {
      if (k) { while (x) { switch (k) { case 1: y = x; break; } } }
    }`);
    const assignsY = (s: Stmt) => s.k === 'assign' && s.to.k === 'var' && s.to.name === 'y';
    expect(someStmt(b, assignsY)).toBe(true);
    expect(someStmt(b, (s) => s.k === 'assign' && s.to.k === 'var' && s.to.name === 'z')).toBe(
      false,
    );
    // the walk stops where `into` says: a break inside a switch is the switch's own
    expect(
      someStmt(
        b,
        (s) => s.k === 'break',
        (s) => s.k !== 'switch',
      ),
    ).toBe(false);
    expect(someStmt(b, (s) => s.k === 'break')).toBe(true);
  });

  it('finds expressions in conditions, switch tests and call arguments', () => {
    const b = body(`function f(x) {
      if (check(x)) { }
      switch (x) { case pick(): break; }
      run(a.b[wrap(x)]);
    }`);
    expect(someExprIn(b, callsTo('check'))).toBe(true);
    expect(someExprIn(b, callsTo('pick'))).toBe(true);
    expect(someExprIn(b, callsTo('wrap'))).toBe(true);
    expect(someExprIn(b, callsTo('missing'))).toBe(false);
  });

  it('searches closures only when asked', () => {
    const b = body(`function f(xs) { xs.forEach((x) => { if (x) inner(x); }); }`);
    expect(someExprIn(b, callsTo('inner'))).toBe(false);
    expect(someExprIn(b, callsTo('inner'), true)).toBe(true);
    const [st] = b;
    expect(ownExprs(st).some((e) => someExpr(e, callsTo('forEach')))).toBe(true);
  });

  it('rewrites statements in every nested list', () => {
    const b = body(`function f(x) {
      if (x) { return 1; } else { for (;;) { if (x > 2) return 2; } }
      return 3;
    }`);
    const zero = mapStmts(b, (s): Stmt => (s.k === 'ret' ? { ...s, e: { k: 'lit', v: 0 } } : s));
    const rets: unknown[] = [];
    someStmt(zero, (s) => {
      if (s.k === 'ret') rets.push(s.e?.k === 'lit' ? s.e.v : '?');
      return false;
    });
    expect(rets).toEqual([0, 0, 0]);
    // the original body is untouched
    expect(someStmt(b, (s) => s.k === 'ret' && s.e?.k === 'lit' && s.e.v === 3)).toBe(true);
  });
});
