#!/usr/bin/env node
// The whole test suite: types, lint and the build; unit + API + engine (vitest); engine rule
// fixtures, engine accuracy on the labelled corpus and the engine's scan of this repository; then
// the browser end-to-end tests against the built app. Stops after the first stage with a failing step.
//
// The steps of a stage run side by side when they are single-threaded or short, so that a 2-core
// machine keeps both cores busy; their output is printed whole as each one ends. A stage of one
// step prints as it goes. `node scripts/test.mjs lint self-scan` runs only the steps whose names
// contain one of the words.
import { spawn } from 'node:child_process';

const accuracy = [
  'run',
  'bench:accuracy',
  '-w',
  'packages/engine',
  '--',
  '--min-precision',
  '0.9',
  '--min-recall',
  '0.9',
  '--min-language',
  '0.8',
];

const stages = [
  [
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['lint', 'npx', ['eslint', '.', '--max-warnings=-1']],
    // Built here, next to two single-threaded steps, rather than inside the vitest run (start.test.ts)
    // or before the browser tests, which then find it up to date. NODE_ENV=development on purpose:
    // start.test.ts checks that a build under it still ships production code.
    ['build', 'node', ['scripts/build.mjs'], { NODE_ENV: 'development' }],
  ],
  [['unit, API and engine tests', 'npx', ['vitest', 'run']]],
  [
    ['engine rule fixtures', 'npm', ['run', 'rules:test', '-w', 'packages/engine', '--if-present']],
    // The labelled corpus: fails when precision or recall falls under the targets of BENCHMARKS.md.
    ['engine accuracy on the labelled corpus', 'npm', accuracy],
    // Vigil on its own repository: production code must stay free of findings (test code, fixtures
    // and the rule examples are other code kinds and are not counted).
    ['engine self-scan', 'node', ['packages/engine/bin/vigil.js', 'scan', '.', '--fail-on', 'low']],
  ],
  [['browser end-to-end tests', 'npm', ['run', 'test:e2e']]],
];

/** Runs one step; its output streams when `stream`, else it is kept and printed when it ends. */
function run([name, cmd, args, env], stream) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    if (stream) console.log(`\n=== ${name} ===`);
    const child = spawn(cmd, args, {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const out = [];
    child.stdout?.on('data', (d) => out.push(d));
    child.stderr?.on('data', (d) => out.push(d));
    let ended = false;
    const done = (status) => {
      // A process that could not start reports 'error' and may then report 'close' too.
      if (ended) return;
      ended = true;
      if (!stream) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(out));
      }
      console.log(
        `=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
      );
      resolve(status);
    };
    child.on('error', (err) => {
      out.push(Buffer.from(`${err.message}\n`));
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const only = process.argv.slice(2);
const t0 = Date.now();
for (const stage of stages) {
  const steps = stage.filter(([name]) => !only.length || only.some((o) => name.includes(o)));
  if (!steps.length) continue;
  const statuses = await Promise.all(steps.map((s) => run(s, steps.length === 1)));
  const failed = statuses.find((s) => s !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`\n=== all steps ok in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
