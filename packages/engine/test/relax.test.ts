import { describe, expect, it } from 'vitest';
import { compileNodeCheck } from '../src/core/relax.js';
import { parseSource } from '../src/languages/index.js';

const cred = {
  any: [
    {
      kind: 'assignment',
      all: [
        { has: { field: 'left', matches: 'name' } },
        { has: { field: 'right', kind: 'string' } },
      ],
    },
    {
      kind: 'keyword_argument',
      all: [
        { has: { field: 'name', matches: 'name' } },
        { has: { field: 'value', kind: 'string' } },
      ],
    },
  ],
};
const utils = {
  name: {
    regex: '^[\'"]?(?i)(\\w*?(password|secret)|(db_?)?pass)[\'"]?$',
    not: { regex: 'session_secret' },
  },
};

/**
 * Whether the node check lets a tree through (in JavaScript, and as the native rule of the file's
 * spellings, which must agree), and whether the rule itself matches there.
 */
function run(src: string): { passes: boolean; matches: number } {
  const check = compileNodeCheck(cred, utils)!;
  const root = parseSource('python', src).root();
  const passes = root
    .findAll({ rule: { any: check.kinds!.map((kind) => ({ kind })) } })
    .some((n) => check.test(n));
  const native = check.native(src, () => src.toLowerCase());
  if (src.includes('\u017f')) expect(native).toBeNull();
  else expect(root.find(native as never) !== null).toBe(passes);
  return { passes, matches: root.findAll({ rule: cred, utils } as never).length };
}

describe('node checks of pattern rules', () => {
  it('takes the candidate kinds from the rule and needs a regex', () => {
    expect(compileNodeCheck(cred, utils)!.kinds).toEqual(['assignment', 'keyword_argument']);
    expect(
      compileNodeCheck({ kind: 'call', has: { field: 'function', kind: 'identifier' } }),
    ).toBeNull();
    // kinds unknown: checked natively only, the pattern kept with its metavariables non-capturing
    const byPattern = compileNodeCheck({
      pattern: 'f($A, $A, $$$REST)',
      not: { has: { regex: 'md5' } },
    })!;
    expect(byPattern.kinds).toBeNull();
    expect(byPattern.native('f(a, b)', () => 'f(a, b)')).toEqual({
      rule: { pattern: 'f($_A, $_A, $$$)' },
    });
    const root = parseSource('python', 'f(a, b, c)\n').root();
    expect(root.find({ rule: { pattern: 'f($_A, $_A, $$$)' } })).not.toBeNull();
    expect(root.find({ rule: { pattern: 'f($A, $A, $$$REST)' } })).toBeNull();
  });

  it('rules out trees where the words sit elsewhere than the rule looks', () => {
    // `pass` statements and a password read from the environment: no candidate has the words where the rule needs them
    const safe = 'def f():\n    pass\n\nx = "password"\nconnect(host="db")\n';
    expect(run(safe)).toEqual({ passes: false, matches: 0 });
  });

  it('lets every tree the rule matches through', () => {
    for (const src of [
      'DB_PASSWORD = "hunter22"\n',
      'connect(secret="abc123")\n',
      'PASSWORD = "x"\n',
      'p = dict(dbpass="hunter22")\n',
      'PAſſWORD = "hunter22"\n',
    ])
      expect(run(src)).toMatchObject({ passes: true });
    // the check is necessary, not sufficient: the rule's `not` decides
    expect(run('session_secret = "abc"\n')).toEqual({ passes: true, matches: 0 });
    expect(run('DB_PASSWORD = "hunter22"\n').matches).toBe(1);
    // a spelling of the word that appears elsewhere in the file only
    expect(run('Secret = 1\nx = dict(secret=get())\n')).toEqual({ passes: false, matches: 0 });
  });

  it('keeps a regex of literals whole in the native check', () => {
    const rule = {
      kind: 'call',
      has: { field: 'function', regex: '(?:^|\\.)min$', not: { regex: 'x' } },
    };
    const check = compileNodeCheck(rule)!;
    expect(check.native('', () => '')).toEqual({
      rule: { all: [{ kind: 'call' }, { has: { field: 'function', regex: '(?:^|\\.)min$' } }] },
    });
    // `minimum` holds the word `min` but not at the end of the callee
    for (const [src, passes] of [
      ['minimum(a, 5)\n', false],
      ['v.min(a, 5)\n', true],
    ] as const) {
      const root = parseSource('python', src).root();
      expect(root.find(check.native(src, () => src) as never) !== null).toBe(passes);
      expect(root.findAll({ rule } as never).length > 0).toBe(passes);
    }
  });

  it('spells case-insensitive words as they appear in the file', () => {
    const native = compileNodeCheck(cred, utils)!.native(
      'a = b\nPassWord = "x"\n',
      () => 'a = b\npassword = "x"\n',
    );
    expect(JSON.stringify(native)).toContain('PassWord');
    expect(JSON.stringify(native)).not.toContain('(?i)');
  });
});
