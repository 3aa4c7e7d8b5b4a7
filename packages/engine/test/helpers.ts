import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ENGINE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BIN = path.join(ENGINE_DIR, 'bin', 'vigil.js');

/** Creates a temporary directory holding the given files; returns its path. */
export function makeTree(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-test-'));
  for (const [rel, content] of Object.entries(files)) {
    const p = path.join(dir, rel);
    fs.mkdirSync(path.dirname(p), { recursive: true });
    fs.writeFileSync(p, content);
  }
  return dir;
}

export function removeTree(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Runs the vigil CLI from source; returns exit code and output. */
export function runCli(
  args: string[],
  opts: { cwd?: string } = {},
): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: opts.cwd ?? ENGINE_DIR,
    encoding: 'utf8',
    env: { ...process.env, VIGIL_FROM_SOURCE: '1', NO_COLOR: '1' },
    timeout: 60_000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
