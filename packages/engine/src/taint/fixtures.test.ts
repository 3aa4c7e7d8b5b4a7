/**
 * Runs every taint rule's annotated fixture (rules/<language>/taint/<rule-id>.<ext>) through the
 * analyzer: each `vigil:` line must be reported and no other line may be.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LanguageId } from '../types.js';
import { checkFixture } from './testing.js';

const RULES = fileURLToPath(new URL('../../rules', import.meta.url));
const EXT: Record<string, LanguageId> = {
  js: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  tsx: 'tsx',
  py: 'python',
  java: 'java',
  php: 'php',
  go: 'go',
  cs: 'csharp',
  rb: 'ruby',
  c: 'c',
  cpp: 'cpp',
};

const cases: { id: string; file: string; lang: LanguageId }[] = [];
for (const lang of readdirSync(RULES)) {
  const dir = join(RULES, lang, 'taint');
  if (!existsSync(dir)) continue;
  const files = readdirSync(dir);
  for (const f of files) {
    if (!f.endsWith('.yml')) continue;
    const id = f.slice(0, -4);
    const fx = files.find((x) => x.startsWith(id + '.') && !x.endsWith('.yml'));
    if (fx) cases.push({ id, file: join(dir, fx), lang: EXT[fx.slice(id.length + 1)] ?? 'text' });
  }
}

describe('taint rule fixtures', () => {
  it('has fixtures', () => expect(cases.length).toBeGreaterThan(0));
  for (const c of cases) {
    it(c.id, () => {
      const r = checkFixture(c.file, c.lang, c.id);
      expect({ missing: r.missing, noisy: r.noisy }).toEqual({ missing: [], noisy: [] });
    });
  }
});
