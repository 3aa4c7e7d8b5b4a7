/**
 * The README's promise: `npm start` builds what changed and starts Vigil on the embedded database
 * whatever NODE_ENV is. The build runs here with NODE_ENV=development (the value that used to crash
 * the web build's prerender step); then `npm start` runs once per NODE_ENV (unset, development, test,
 * production) on one temporary DATA_DIR (the first start creates the embedded database) and a free
 * port, until /api/health answers; SIGTERM must then stop it cleanly (its database lock released).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const port = (srv.address() as { port: number }).port;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

/** The environment of a start: this process's, without anything that would change the database or port. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const k of Object.keys(env)) {
    if (
      k === 'NODE_ENV' ||
      k === 'DATABASE_URL' ||
      k === 'TEST_DATABASE_URL' ||
      k.startsWith('VITEST') ||
      k.startsWith('npm_')
    )
      delete env[k];
  }
  return env;
}

async function waitForHealth(
  port: number,
  child: ChildProcess,
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`npm start exited early (${child.exitCode ?? child.signalCode})`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(5_000),
      });
      return { status: res.status, body: await res.json() };
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`no answer from /api/health within ${timeoutMs / 1000} s`);
}

function exited(child: ChildProcess, timeoutMs: number): Promise<number | string> {
  return new Promise((resolve, reject) => {
    if (child.exitCode !== null || child.signalCode !== null)
      return resolve(child.exitCode ?? child.signalCode!);
    const t = setTimeout(() => reject(new Error('did not stop after SIGTERM')), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(t);
      resolve(code ?? signal!);
    });
  });
}

describe('npm start', () => {
  let dataDir: string;
  const running: ChildProcess[] = [];

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-start-'));
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], {
      cwd: ROOT,
      env: { ...baseEnv(), NODE_ENV: 'development' },
      encoding: 'utf8',
      timeout: 900_000,
    });
    if (r.status !== 0) throw new Error(`build failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  }, 900_000);

  afterAll(() => {
    for (const c of running) {
      if (c.exitCode !== null || !c.pid) continue;
      try {
        process.kill(-c.pid, 'SIGKILL');
      } catch {
        // the group ended between the check and the kill
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds the web app in production mode under NODE_ENV=development', () => {
    const assets = readdirSync(path.join(WEB_DIST, 'assets')).filter((f) => f.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(0);
    // The development JSX runtime (jsxDEV) in the bundle would mean a development build.
    for (const f of assets)
      expect(readFileSync(path.join(WEB_DIST, 'assets', f), 'utf8')).not.toContain('jsxDEV');
    // The prerender step ran to its end (it is the step that crashed).
    expect(existsSync(path.join(WEB_DIST, 'prerendered', 'index.html'))).toBe(true);
    expect(readFileSync(path.join(WEB_DIST, 'prerendered', 'login.html'), 'utf8')).toContain(
      'data-prerendered="/login"',
    );
  });

  it('reports an up-to-date build without building', () => {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--check'], {
      cwd: ROOT,
      env: baseEnv(),
      encoding: 'utf8',
    });
    expect(r.stdout).toContain('build: up to date');
    expect(r.status).toBe(0);
  });

  for (const nodeEnv of [undefined, 'development', 'test', 'production'] as const) {
    it(`starts with NODE_ENV ${nodeEnv ?? 'unset'} and answers /api/health`, async () => {
      const port = await freePort();
      const env: NodeJS.ProcessEnv = {
        ...baseEnv(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      };
      if (nodeEnv) env.NODE_ENV = nodeEnv;
      // Its own process group, so that SIGTERM reaches the server under npm and sh.
      const child = spawn('npm', ['start'], {
        cwd: ROOT,
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      running.push(child);
      let output = '';
      child.stdout!.on('data', (d) => (output += d));
      child.stderr!.on('data', (d) => (output += d));
      try {
        const health = await waitForHealth(port, child, 240_000);
        expect(health).toEqual({
          status: 200,
          body: { status: 'ok', database: 'pglite', version: expect.any(String) },
        });
        expect(output).toContain('build: up to date');
      } catch (err) {
        throw new Error(`${(err as Error).message}\n--- output ---\n${output}`);
      } finally {
        if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      }
      // npm itself dies of the signal; the server under it closes the embedded database and
      // releases its lock (the last step of a clean shutdown) for the next start.
      await exited(child, 60_000);
      const lock = path.join(dataDir, 'pgdata', 'vigil.pid');
      for (let i = 0; i < 240 && existsSync(lock); i++)
        await new Promise((r) => setTimeout(r, 250));
      expect(existsSync(lock)).toBe(false);
    }, 330_000);
  }
});
