#!/usr/bin/env node
// The whole test suite, in order: types, lint, unit + API + engine (vitest), engine rule fixtures,
// engine accuracy on the labelled corpus, the engine's scan of this repository,
// then the browser end-to-end tests against the built app. Stops at the first failing step.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=-1']],
  ['unit, API and engine tests', 'npx', ['vitest', 'run']],
  ['engine rule fixtures', 'npm', ['run', 'rules:test', '-w', 'packages/engine', '--if-present']],
  // The labelled corpus: fails when precision or recall falls under the targets of BENCHMARKS.md.
  [
    'engine accuracy on the labelled corpus',
    'npm',
    [
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
    ],
  ],
  // Vigil on its own repository: production code must stay free of findings (test code, fixtures
  // and the rule examples are other code kinds and are not counted).
  ['engine self-scan', 'node', ['packages/engine/bin/vigil.js', 'scan', '.', '--fail-on', 'low']],
  ['browser end-to-end tests', 'npm', ['run', 'test:e2e']],
];

const only = process.argv.slice(2);
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  console.log(
    `=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
