import { describe, expect, it } from 'vitest';
import { searchTree, type NodeStep } from '../src/core/analyze.js';
import { parseSource } from '../src/languages/index.js';
import type { LanguageId } from '../src/types.js';

/** What the separate searches say: one `find` per check, `ERROR`, and a `findAll` of the kinds. */
function separate(root: ReturnType<typeof parse>, checks: NodeStep[], fnKinds: string[]) {
  return {
    errors: root.find({ rule: { kind: 'ERROR' } }) !== null,
    functions: fnKinds.length
      ? root.findAll({ rule: { any: fnKinds.map((kind) => ({ kind })) } }).map((n) => n.id())
      : [],
    matched: checks.map((c) => root.find({ rule: c.rule } as never) !== null),
  };
}

const parse = (lang: LanguageId, src: string) => parseSource(lang, src).root();

function agree(lang: LanguageId, src: string, checks: NodeStep[], fnKinds: string[]) {
  const root = parse(lang, src);
  const one = searchTree(root, checks, fnKinds);
  const want = separate(root, checks, fnKinds);
  expect({ ...one, functions: one.functions.map((n) => n.id()) }).toEqual(want);
  return one;
}

const PY_FN = ['function_definition', 'lambda'];

describe('searchTree: one traversal for syntax errors, functions and node checks', () => {
  const password = {
    rule: {
      all: [
        { kind: 'assignment' },
        { has: { field: 'left', regex: 'password' } },
        { has: { field: 'right', kind: 'string' } },
      ],
    },
  };
  const reCall = { rule: { pattern: 're.$_F($$$)' } };
  const anyCall = { rule: { kind: 'call' } };
  const runCall = { rule: { pattern: '$_APP.run($$$)' } };

  it('finds what the separate searches find, each check told apart', () => {
    const src = [
      'import re',
      'def view(request):',
      '    password = "hunter22"',
      '    f = lambda x: x',
      '    return re.match("a+", request.GET["q"])',
      '',
      'class A:',
      '    def m(self):',
      '        def inner():',
      '            pass',
    ].join('\n');
    const r = agree('python', src, [password, reCall, runCall], PY_FN);
    expect(r.matched).toEqual([true, true, false]);
    expect(r.errors).toBe(false);
    expect(r.functions.map((n) => n.kind())).toEqual([
      'function_definition',
      'lambda',
      'function_definition',
      'function_definition',
    ]);
  });

  it('finds a check whose only match an earlier check claimed', () => {
    // `anyCall` claims re.match(...) first; `reCall` matches only that node and has no known kind
    const src = 'import re\nre.match("a", b)\n';
    expect(agree('python', src, [anyCall, reCall, runCall], PY_FN).matched).toEqual([
      true,
      true,
      false,
    ]);
    // the same with the checks the other way round
    expect(agree('python', src, [reCall, anyCall], []).matched).toEqual([true, true]);
  });

  it('finds a check whose match is a function node', () => {
    const named = { rule: { all: [{ kind: 'function_definition' }, { regex: '^def login' }] } };
    const r = agree('python', 'def login(u, p):\n    return 1\n', [named], PY_FN);
    expect(r.matched).toEqual([true]);
    expect(r.functions).toHaveLength(1);
  });

  it('tells syntax errors, and works with no check and no kinds', () => {
    expect(agree('python', 'def f(:\n  x = = 1\n', [password], PY_FN).errors).toBe(true);
    expect(agree('python', 'x = 1\n', [], []).errors).toBe(false);
    expect(agree('python', 'x = (\n', [], []).errors).toBe(true);
  });

  it('agrees on another grammar', () => {
    const js = [
      'const password = "hunter22";',
      'function h(req, res) { res.send(eval(req.query.x)); }',
      'const g = () => 1;',
    ].join('\n');
    const evalCall = { rule: { pattern: 'eval($$$)' } };
    const member = { rule: { kind: 'call_expression' } };
    agree(
      'javascript',
      js,
      [member, evalCall],
      ['function_declaration', 'arrow_function', 'function_expression', 'method_definition'],
    );
  });

  it('throws on a check that is not a rule (the caller then runs the checks one by one)', () => {
    const root = parse('python', 'x = 1\n');
    expect(() => searchTree(root, [{ rule: { kind: 'no_such_kind' } }], [])).toThrow();
  });
});
