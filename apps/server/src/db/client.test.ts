import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

const root = mkdtempSync(path.join(tmpdir(), 'vigil-db-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('embedded database on disk', () => {
  it('keeps data across openings and refuses a second process on the same directory', async () => {
    const dir = path.join(root, 'pgdata');
    const a = await openDatabase({ kind: 'pglite', dir });
    await a.exec('CREATE TABLE t (v int); INSERT INTO t VALUES (1), (2);');
    expect(existsSync(path.join(dir, 'vigil.pid'))).toBe(true);
    await a.close();
    expect(existsSync(path.join(dir, 'vigil.pid'))).toBe(false);

    // A lock left by a live process (this test runner's parent) blocks the opening.
    writeFileSync(path.join(dir, 'vigil.pid'), String(process.ppid));
    await expect(openDatabase({ kind: 'pglite', dir })).rejects.toThrow(
      /in use by another Vigil process/,
    );
    // A stale lock (no such process) is taken over.
    writeFileSync(path.join(dir, 'vigil.pid'), '999999999');
    const b = await openDatabase({ kind: 'pglite', dir });
    const { rows } = await b.query<{ n: number }>('SELECT sum(v)::int AS n FROM t');
    expect(rows[0].n).toBe(3);
    await b.close();
  });
});
