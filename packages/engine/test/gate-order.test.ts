import { afterEach, describe, expect, it } from 'vitest';
import { FileAnalyzer } from '../src/core/analyze.js';
import { napi } from '../src/languages/index.js';
import { loadRules } from '../src/rules/load.js';

/** Counts the native searches that carry node checks (`searchTree`'s `$$VIGILC<i>` branches). */
const proto = napi.SgNode.prototype as unknown as { findAll: (...a: unknown[]) => unknown };
const original = proto.findAll;
let checkSearches = 0;
function countChecks(): void {
  checkSearches = 0;
  proto.findAll = function (this: unknown, ...a: unknown[]) {
    if (JSON.stringify(a[0] ?? null).includes('VIGILC')) checkSearches++;
    return original.apply(this, a);
  };
}
afterEach(() => {
  proto.findAll = original;
});

const redos = loadRules().rules.filter((r) => r.id === 'py.redos');

describe('pattern gates: text regexes before the node check when they rule files out', () => {
  it('spares the node check of a rule whose text regex rules out the files', () => {
    expect(redos.length).toBe(1);
    const fa = new FileAnalyzer(redos);
    countChecks();
    // every file names the module (the node check `re.$F(...)` would find the call)
    for (let i = 0; i < 40; i++) {
      const src = `import re\n\ndef f${i}(s):\n    return re.match(r"[a-z]+${i}", s)\n`;
      expect(fa.analyze(`/t/f${i}.py`, `f${i}.py`, 'python', src).findings).toEqual([]);
    }
    // the first 32 files run the text regex first and it rules out each: no node check at all
    expect(checkSearches).toBe(0);
    const bad = 'import re\n\ndef g(s):\n    return re.match(r"(a+)+$", s)\n';
    const res = fa.analyze('/t/g.py', 'g.py', 'python', bad);
    expect(res.findings.map((f) => f.ruleId)).toEqual(['py.redos']);
  });

  it('goes back to the node check first when the text regexes rule out too few files', () => {
    const fa = new FileAnalyzer(redos);
    countChecks();
    // nested quantifiers in a string that is no argument of a `re` call: the text passes, the
    // node check (a `re.` call) rules the file out
    for (let i = 0; i < 40; i++) {
      const src = `P${i} = "(a+)+x"\n\ndef f(s):\n    return s.split(",")\n`;
      expect(fa.analyze(`/t/p${i}.py`, `p${i}.py`, 'python', src).findings).toEqual([]);
    }
    expect(checkSearches).toBe(40);
  });
});
