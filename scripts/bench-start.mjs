#!/usr/bin/env node
// `npm run bench:start`: how long `npm start` takes to answer /api/health when the build is up to
// date. Builds first (not timed), starts once on a fresh temporary DATA_DIR (creating the embedded
// database; reported apart), then RUNS more times on that DATA_DIR and prints each time and the
// median. 127.0.0.1 and a free port only; each start is bounded (120 s).
//
//   node scripts/bench-start.mjs [--runs 5]
/* global fetch, performance, AbortSignal */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 5) : 5;

async function freePort() {
  const srv = createServer();
  await new Promise((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address();
  await new Promise((r) => srv.close(r));
  return port;
}

const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-bench-start-'));
const env = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;

async function startOnce() {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    detached: true,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  let ms;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (res.ok) {
        ms = performance.now() - t0;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  // Wait for the embedded database lock to be released before the next start.
  const lock = path.join(dataDir, 'pgdata', 'vigil.pid');
  for (let i = 0; i < 600 && existsSync(lock); i++) await new Promise((r) => setTimeout(r, 100));
  if (ms === undefined) throw new Error('npm start did not answer /api/health within 120 s');
  return ms;
}

try {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const first = await startOnce();
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await startOnce());
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `load average before: ${load}; after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`first start (creates the embedded database): ${s(first)}`);
  console.log(`restarts with an up-to-date build: ${times.map(s).join(', ')}; median ${s(median)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
