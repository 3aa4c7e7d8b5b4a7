/**
 * One owner each, checked in the sources of apps/server/src (tests aside):
 *   - a scan's row is updated only by the scan lifecycle module (queue/lifecycle.ts), with raw SQL or
 *     drizzle, so every status change comes with its event, audit row and cleanup (rows are inserted
 *     by the scans service and deleted with their owner; neither is a status change);
 *   - configuration is read from the environment only by config.ts. The two entry points hand
 *     `process.env` to loadConfig, and the git runner passes PATH on to the git it spawns (the
 *     child's environment, not a setting of ours).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');

function sources(dir = SRC): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sources(p));
    else if (/\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name)) out.push(p);
  }
  return out;
}
const rel = (p: string) => path.relative(SRC, p);

/** File -> the lines matching `re`. */
function grep(re: RegExp): Map<string, string[]> {
  const hits = new Map<string, string[]>();
  for (const f of sources()) {
    const lines = readFileSync(f, 'utf8')
      .split('\n')
      .filter((l) => re.test(l));
    if (lines.length)
      hits.set(
        rel(f),
        lines.map((l) => l.trim()),
      );
  }
  return hits;
}

describe('ownership in the server sources', () => {
  it('finds the sources it checks', () => {
    expect(sources().length).toBeGreaterThan(50);
  });

  it('updates scan rows only in the lifecycle module', () => {
    const hits = grep(/UPDATE\s+scans\b|\.update\(\s*scans\s*\)/i);
    expect([...hits.keys()]).toEqual(['queue/lifecycle.ts']);
  });

  it('reads the environment only in config.ts', () => {
    const hits = grep(/process\.env/);
    expect(Object.fromEntries(hits)).toEqual({
      'config.ts': expect.any(Array),
      'main.ts': ['config = loadConfig(process.env);'],
      'worker-main.ts': ['config = loadConfig(process.env);'],
      'sources/git.ts': ["PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',"],
    });
  });
});
