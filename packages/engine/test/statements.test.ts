import { describe, expect, it } from 'vitest';
import { parseSource } from '../src/languages/index.js';
import type { Expr, Stmt } from '../src/taint/ir.js';
import { type FrontEnd, LowerCtx } from '../src/taint/lower/common.js';
import { csharpFrontEnd } from '../src/taint/lower/csharp.js';
import { javaFrontEnd } from '../src/taint/lower/java.js';
import { javascriptFrontEnd } from '../src/taint/lower/javascript.js';
import { phpFrontEnd } from '../src/taint/lower/php.js';
import { pythonFrontEnd } from '../src/taint/lower/python.js';
import type { LanguageId } from '../src/types.js';

/** The IR of a statement list with locations and access paths left out: its shape. */
function shape(b: Stmt[]): unknown[] {
  return b.map((s) => {
    switch (s.k) {
      case 'expr':
        return expr(s.e);
      case 'if':
        return { if: expr(s.c), then: shape(s.then), else: shape(s.else) };
      case 'loop':
        return { loop: s.c ? expr(s.c) : null, body: shape(s.body) };
      case 'switch':
        return {
          switch: expr(s.d),
          cases: s.cases.map((c) => ({
            tests: c.tests?.map(expr) ?? null,
            body: shape(c.body),
            brk: c.brk,
          })),
        };
      default:
        return s.k;
    }
  });
}

function expr(e: Expr): unknown {
  switch (e.k) {
    case 'call':
      return `${e.name}(${e.args.map((a) => String(expr(a))).join(',')})`;
    case 'var':
      return e.name;
    case 'lit':
      return JSON.stringify(e.v);
    case 'any':
      return `any(${e.parts.map((p) => String(expr(p))).join(',')})`;
    case 'index':
      return `${String(expr(e.obj))}[${String(expr(e.idx))}]`;
    case 'bin':
      return `${String(expr(e.l))} ${e.op} ${String(expr(e.r))}`;
    default:
      return e.k;
  }
}

/** The body of the first function of `src`, lowered by the language's front end. */
function lower(lang: LanguageId, front: FrontEnd, src: string): unknown[] {
  const root = parseSource(lang, src).root();
  // the first kind the grammar knows that matches (a front end lists kinds of related grammars too)
  const fn = front.fnKinds
    .map((kind) => {
      try {
        return root.find({ rule: { kind } });
      } catch {
        return null;
      }
    })
    .find((n) => n !== null);
  if (!fn) throw new Error(`no function in ${lang}`);
  return shape(front.lower(fn, new LowerCtx(src, new Map())).body);
}

describe('shared lowering of common statement forms', () => {
  it('lowers try, catch and finally alike in five languages', () => {
    const want = ['a(x)', { if: 'any()', then: ['b(x)'], else: [] }, 'c(x)'];
    expect(
      lower(
        'java',
        javaFrontEnd,
        'class K { void f(String x) { try { a(x); } catch (Exception e) { b(x); } finally { c(x); } } }',
      ),
    ).toEqual(want);
    expect(
      lower(
        'csharp',
        csharpFrontEnd,
        'class K { void F(string x) { try { a(x); } catch (Exception e) { b(x); } finally { c(x); } } }',
      ),
    ).toEqual(want);
    expect(
      lower(
        'php',
        phpFrontEnd,
        '<?php function f($x) { try { a($x); } catch (Exception $e) { b($x); } finally { c($x); } }',
      ),
    ).toEqual(phpVars(want));
    expect(
      lower(
        'javascript',
        javascriptFrontEnd,
        'function f(x) { try { a(x); } catch (e) { b(x); } finally { c(x); } }',
      ),
    ).toEqual(want);
    expect(
      lower(
        'python',
        pythonFrontEnd,
        'def f(x):\n    try:\n        a(x)\n    except Exception:\n        b(x)\n    finally:\n        c(x)\n',
      ),
    ).toEqual(want);
  });

  it('nests flat else-if clauses the same way in PHP and Python', () => {
    const want = [
      {
        if: 'x',
        then: ['a(x)'],
        else: [{ if: 'y', then: ['b(y)'], else: ['c(x)'] }],
      },
    ];
    expect(
      lower(
        'php',
        phpFrontEnd,
        '<?php function f($x, $y) { if ($x) { a($x); } elseif ($y) { b($y); } else { c($x); } }',
      ),
    ).toEqual(phpVars(want));
    expect(
      lower(
        'python',
        pythonFrontEnd,
        'def f(x, y):\n    if x:\n        a(x)\n    elif y:\n        b(y)\n    else:\n        c(x)\n',
      ),
    ).toEqual(want);
  });

  it('runs a do-while body once before the loop, and binds loop elements', () => {
    const doWhile = ['a(x)', { loop: null, body: ['a(x)'] }];
    expect(
      lower('java', javaFrontEnd, 'class K { void f(int x) { do { a(x); } while (x > 0); } }'),
    ).toEqual(doWhile);
    expect(
      lower('csharp', csharpFrontEnd, 'class K { void F(int x) { do { a(x); } while (x > 0); } }'),
    ).toEqual(doWhile);
    expect(
      lower('javascript', javascriptFrontEnd, 'function f(x) { do { a(x); } while (x > 0); }'),
    ).toEqual(doWhile);
    const each = [{ loop: null, body: ['assign', 'a(v)'] }];
    expect(
      lower('javascript', javascriptFrontEnd, 'function f(xs) { for (const v of xs) { a(v); } }'),
    ).toEqual(each);
    expect(lower('python', pythonFrontEnd, 'def f(xs):\n    for v in xs:\n        a(v)\n')).toEqual(
      each,
    );
  });

  it('keeps fall-through in switch statements of PHP and JavaScript', () => {
    const want = (v: string) => [
      {
        switch: v,
        cases: [
          { tests: ['1'], body: ['a(' + v + ')'], brk: false },
          { tests: ['2'], body: ['b(' + v + ')', 'break'], brk: true },
          { tests: null, body: ['c(' + v + ')'], brk: false },
        ],
      },
    ];
    expect(
      lower(
        'javascript',
        javascriptFrontEnd,
        'function f(x) { switch (x) { case 1: a(x); case 2: b(x); break; default: c(x); } }',
      ),
    ).toEqual(want('x'));
    expect(
      lower(
        'php',
        phpFrontEnd,
        '<?php function f($x) { switch ($x) { case 1: a($x); case 2: b($x); break; default: c($x); } }',
      ),
    ).toEqual(want('$x'));
  });
});

/** PHP variables keep their `$`: the expected shape with `x`/`y` spelled `$x`/`$y`. */
function phpVars<T>(v: T): T {
  return JSON.parse(JSON.stringify(v).replace(/\b(?<!\$)([xy])\b/g, '$$$1')) as T;
}
