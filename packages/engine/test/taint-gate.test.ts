import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gateRe } from '../src/taint/index.js';
import { compileSpec, loadSpecFileCached } from '../src/taint/spec.js';

const rules = join(__dirname, '..', 'rules');
const specs = readdirSync(rules, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => join(rules, d.name, 'taint', 'taint-spec.yaml'))
  .filter((f) => {
    try {
      loadSpecFileCached(f);
      return true;
    } catch {
      return false;
    }
  });

describe('source gates', () => {
  it('reads every shipped specification', () => {
    expect(specs.length).toBeGreaterThanOrEqual(8);
  });

  it('the per-function gate sees every source call written as a call', () => {
    for (const file of specs) {
      for (const models of [['remote'], ['remote', 'local', 'library']] as const) {
        const spec = compileSpec(loadSpecFileCached(file), [...models]).spec;
        const unit = gateRe(spec, true);
        const whole = gateRe(spec);
        for (const s of spec.sources)
          for (const c of s.calls ?? []) {
            const text = c.replace(/^new /, 'new ').replace(/^\*/, 'obj') + '(x)';
            expect(unit.test(`  v = ${text}\n`), `${file}: ${c}`).toBe(true);
            // what the function's gate sees, the file's sees too
            expect(whole.test(`  v = ${text}\n`), `${file}: ${c}`).toBe(true);
          }
      }
    }
  });

  it('a name inside a longer name is not a call of the source', () => {
    const spec = compileSpec(
      loadSpecFileCached(join(rules, 'python', 'taint', 'taint-spec.yaml')),
      ['remote'],
    ).spec;
    const unit = gateRe(spec, true);
    const whole = gateRe(spec);
    for (const text of [
      'x = input()',
      'x = input ("? ")',
      'x = self.input()',
      'a = p.parse_args()',
    ])
      expect(unit.test(text), text).toBe(true);
    for (const text of [
      "attrs['input_type'] = 'text'",
      'user_input = data',
      'inputs = []',
      'a = p.parse_args_from(x)',
    ]) {
      expect(unit.test(text), text).toBe(false);
      // the file's gate keeps the wider test
      expect(whole.test(text), text).toBe(true);
    }
  });
});
