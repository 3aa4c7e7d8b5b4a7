/**
 * The systemd units of deploy/systemd (docs/operations.md) pass `systemd-analyze verify`, and start
 * the built entry points the server really has. Skipped with one line where systemd-analyze is missing.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const UNITS = path.join(ROOT, 'deploy/systemd');
const hasAnalyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' }).status === 0;
if (!hasAnalyze) console.log('systemd unit checks skipped: systemd-analyze not found');

function verify(files: string[]): { status: number | null; output: string } {
  const r = spawnSync('systemd-analyze', ['verify', ...files], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

describe.skipIf(!hasAnalyze)('systemd units', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-units-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // A template is verified through an instance of it.
  const api = path.join(dir, 'vigil-api.service');
  const worker = path.join(dir, 'vigil-worker@1.service');
  copyFileSync(path.join(UNITS, 'vigil-api.service'), api);
  copyFileSync(path.join(UNITS, 'vigil-worker@.service'), worker);

  it('pass systemd-analyze verify', () => {
    const r = verify([api, worker]);
    expect(r.output).toBe('');
    expect(r.status).toBe(0);
  });

  it('is a check that catches a broken unit', () => {
    const broken = path.join(dir, 'vigil-broken.service');
    writeFileSync(
      broken,
      readFileSync(api, 'utf8').replace(
        'ExecStart=/usr/bin/node',
        'ExecStart=node-not-an-absolute-path',
      ),
    );
    expect(verify([broken]).status).not.toBe(0);
  });

  it('start the entry points the server has, in production mode', () => {
    for (const [file, entry] of [
      [api, 'apps/server/dist/main.js --api'],
      [worker, 'apps/server/dist/worker-main.js'],
    ] as const) {
      const text = readFileSync(file, 'utf8');
      expect(text).toContain(`ExecStart=/usr/bin/node ${entry}`);
      expect(text).toContain('Environment=NODE_ENV=production');
      // The source each unit runs is the one `npm run build` compiles.
      expect(
        existsSync(
          path.join(
            ROOT,
            'apps/server/src',
            path.basename(entry.split(' ')[0]).replace('.js', '.ts'),
          ),
        ),
      ).toBe(true);
    }
  });
});
