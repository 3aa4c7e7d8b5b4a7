#!/usr/bin/env node
// Builds the workspaces whose sources changed since their last build (`npm run build`; `npm start`
// runs it before starting the server).
//
// Each workspace has a list of inputs (its sources and configuration, the root tsconfig and the
// lockfile) and the workspaces it depends on. A SHA-256 over the contents of those inputs and the
// hashes of its dependencies is written to node_modules/.cache/vigil-build/<name>.json after a
// successful build; on the next run a workspace whose hash is unchanged and whose outputs exist is
// skipped. Contents, not modification times, are compared, so a fresh checkout or `git switch`
// back and forth rebuilds only what really differs.
//
//   node scripts/build.mjs            build what changed
//   node scripts/build.mjs --force    build everything (what a deployment runs)
//   node scripts/build.mjs --check    exit 1 when something would be built, build nothing
//
// The build never depends on NODE_ENV: the TypeScript builds ignore it and the web build forces
// production mode (apps/web/scripts/build.mjs).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const STAMPS = path.join(ROOT, 'node_modules', '.cache', 'vigil-build');
const TSC = fileURLToPath(new URL('bin/tsc', import.meta.resolve('typescript/package.json')));
const COMMON = ['tsconfig.base.json', 'package-lock.json'];

/** In build order; `deps` come earlier in the list. */
const WORKSPACES = [
  {
    name: 'shared',
    dir: 'packages/shared',
    inputs: ['src', 'package.json', 'tsconfig.build.json'],
    outputs: ['dist/index.js'],
    deps: [],
    build: [process.execPath, [TSC, '-p', 'tsconfig.build.json']],
  },
  {
    name: 'engine',
    dir: 'packages/engine',
    inputs: ['src', 'package.json', 'tsconfig.build.json'],
    outputs: ['dist/index.js', 'dist/cli.js'],
    deps: [],
    build: [process.execPath, [TSC, '-p', 'tsconfig.build.json']],
  },
  {
    name: 'server',
    dir: 'apps/server',
    inputs: ['src', 'drizzle', 'package.json', 'tsconfig.build.json'],
    outputs: ['dist/main.js', 'dist/worker-main.js'],
    deps: ['shared', 'engine'],
    build: [process.execPath, [TSC, '-p', 'tsconfig.build.json']],
  },
  {
    name: 'web',
    dir: 'apps/web',
    inputs: [
      'src',
      'public',
      'scripts',
      'index.html',
      'vite.config.ts',
      'package.json',
      'tsconfig.json',
    ],
    outputs: ['dist/index.html'],
    deps: ['shared'],
    // VITE_* variables are compiled into the bundle (VITE_SOCKET_PATH).
    env: (e) =>
      Object.keys(e)
        .filter((k) => k.startsWith('VITE_'))
        .sort()
        .map((k) => `${k}=${e[k]}`),
    build: [process.execPath, ['scripts/build.mjs']],
  },
];

/** Files under `p` (a file or a directory), relative to ROOT, sorted; test files left out. */
function files(p) {
  const abs = path.join(ROOT, p);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [p];
  const out = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist' && entry.name !== '.tmp')
          walk(child);
      } else if (!/\.test\.tsx?$/.test(entry.name)) out.push(child);
    }
  };
  walk(p);
  return out.sort();
}

function hashOf(ws, depHashes) {
  const h = createHash('sha256');
  const inputs = [...COMMON, ...ws.inputs.map((i) => `${ws.dir}/${i}`)];
  for (const file of inputs.flatMap(files)) {
    h.update(`${file}\0`);
    h.update(readFileSync(path.join(ROOT, file)));
    h.update('\0');
  }
  for (const d of ws.deps) h.update(`dep ${d} ${depHashes.get(d)}\0`);
  for (const line of ws.env?.(process.env) ?? []) h.update(`env ${line}\0`);
  return h.digest('hex');
}

const stampFile = (ws) => path.join(STAMPS, `${ws.name}.json`);

function upToDate(ws, hash) {
  if (!ws.outputs.every((o) => existsSync(path.join(ROOT, ws.dir, o)))) return false;
  try {
    return JSON.parse(readFileSync(stampFile(ws), 'utf8')).hash === hash;
  } catch {
    return false;
  }
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const check = args.includes('--check');
const unknown = args.filter((a) => a !== '--force' && a !== '--check');
if (unknown.length) {
  console.error(`build: unknown argument ${unknown.join(' ')} (use --force or --check)`);
  process.exit(2);
}

const t0 = Date.now();
const hashes = new Map();
const stale = [];
for (const ws of WORKSPACES) {
  const hash = hashOf(ws, hashes);
  hashes.set(ws.name, hash);
  const ok = !force && upToDate(ws, hash);
  if (!ok) stale.push(ws.name);
  if (check) continue;
  if (ok) continue;
  console.log(`build: ${ws.dir}`);
  const t = Date.now();
  // A failed or interrupted build must not leave the old stamp claiming the outputs are current.
  rmStamp(ws);
  const [cmd, cmdArgs] = ws.build;
  const r = spawnSync(cmd, cmdArgs, {
    cwd: path.join(ROOT, ws.dir),
    stdio: 'inherit',
    env: process.env,
  });
  if (r.error) throw r.error;
  if (r.status !== 0) {
    console.error(`build: ${ws.dir} failed`);
    process.exit(r.status ?? 1);
  }
  mkdirSync(STAMPS, { recursive: true });
  writeFileSync(stampFile(ws), `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`);
  console.log(`build: ${ws.dir} done in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

function rmStamp(ws) {
  try {
    writeFileSync(stampFile(ws), '{}\n');
  } catch {
    // no stamp yet
  }
}

if (check) {
  if (stale.length) {
    console.log(`build: out of date: ${stale.join(', ')}`);
    process.exit(1);
  }
  console.log('build: up to date');
} else if (stale.length === 0) {
  console.log(`build: up to date (checked in ${Date.now() - t0} ms)`);
}
