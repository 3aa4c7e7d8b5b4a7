#!/usr/bin/env node
// `npm run build -w apps/web`: the browser bundle, the server bundle of the prerender, then the
// prerendered public pages (scripts/prerender.mjs).
//
// Every step runs with NODE_ENV=production whatever the caller's NODE_ENV is: Vite picks the JSX
// runtime (jsx or jsxDEV) and the React, emotion and MUI builds from NODE_ENV, and the prerender
// loads React's production build, which has no jsxDEV. A development or test NODE_ENV in the shell
// must not change what is shipped.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, NODE_ENV: 'production' };

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
  if (r.error) throw r.error;
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// vite is installed at the repository root (npm workspaces hoist it): resolve it as node does.
const viteBin = fileURLToPath(new URL('bin/vite.js', import.meta.resolve('vite/package.json')));
run(process.execPath, [viteBin, 'build', '--mode', 'production']);
run(process.execPath, [
  viteBin,
  'build',
  '--mode',
  'production',
  '--ssr',
  'src/prerender.tsx',
  '--outDir',
  '.tmp/prerender',
]);
run(process.execPath, [path.join(ROOT, 'scripts', 'prerender.mjs')]);
