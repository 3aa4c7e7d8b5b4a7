import { describe, expect, it } from 'vitest';
import { progressGate } from './progress-gate.js';

/** The analysis percentages of scan-job for `total` files, all reported in the same millisecond. */
function analyse(total: number) {
  const gate = progressGate();
  const sent: number[] = [];
  const t = 1_000;
  gate.pass('discover', 8, true, t);
  for (let done = 0; done <= total; done++) {
    const pct = 10 + (80 * done) / total;
    if (gate.pass('analyze', pct, done === total, t)) sent.push(done);
  }
  return sent;
}

describe('progressGate', () => {
  it('a 7-file scan sends every file, even when they all finish within one interval', () => {
    expect(analyse(7)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('a 10,000-file scan sends about one update per percent, not one per file', () => {
    const sent = analyse(10_000);
    expect(sent[0]).toBe(0);
    expect(sent.at(-1)).toBe(10_000);
    expect(sent.length).toBeGreaterThan(70);
    expect(sent.length).toBeLessThanOrEqual(82);
  });

  it('repeats of one percentage wait for the interval; a phase change or force goes at once', () => {
    const gate = progressGate(250);
    expect(gate.pass('analyze', 10, false, 0)).toBe(true);
    expect(gate.pass('analyze', 10.2, false, 100)).toBe(false);
    expect(gate.pass('analyze', 10.3, false, 250)).toBe(true);
    expect(gate.pass('analyze', 10.3, true, 260)).toBe(true);
    expect(gate.pass('report', 92, false, 270)).toBe(true);
    expect(gate.pass('report', 92, false, 280)).toBe(false);
  });
});
