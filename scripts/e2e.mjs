#!/usr/bin/env node
// Browser end-to-end tests (Playwright with the system Chromium). Expects a build (npm run test:e2e
// builds first). Without a Chromium executable the step is skipped with one line and succeeds.
// Extra arguments go to `playwright test` (a file, --grep ...).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!executable(chromium)) {
  console.log('Browser tests skipped: no Chromium found (set CHROMIUM_PATH)');
  process.exit(0);
}

const r = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(r.status ?? 1);
