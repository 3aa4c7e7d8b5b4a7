#!/usr/bin/env node
// The vigil CLI. Runs the built dist/cli.js when it is up to date; in a source checkout where
// src/ is newer than the build (or there is no build), runs src/cli.ts through tsx.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist', 'cli.js');
const srcDir = join(here, '..', 'src');
const src = join(srcDir, 'cli.ts');

function newestMtime(dir) {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else if (e.name.endsWith('.ts')) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

function useDist() {
  if (!existsSync(dist)) return false;
  if (!existsSync(src)) return true;
  if (process.env.VIGIL_FROM_SOURCE) return false;
  return statSync(dist).mtimeMs >= newestMtime(srcDir);
}

let mod;
if (useDist()) {
  mod = await import(pathToFileURL(dist).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  mod = await import(pathToFileURL(src).href);
}
process.exitCode = await mod.main(process.argv.slice(2));
