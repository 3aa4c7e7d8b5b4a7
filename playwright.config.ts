/**
 * Browser tests: the system Chromium against the built app served by the built server.
 * e2e/helpers/global-setup.ts starts `node apps/server/dist/main.js` on a free 127.0.0.1 port with a
 * fresh DATA_DIR (embedded PGlite) and stops it afterwards. Run through `npm run test:e2e`
 * (builds first) or `node scripts/e2e.mjs` after a build.
 */
import { defineConfig, devices } from '@playwright/test';
import { e2eEnv } from './e2e/helpers/env';

// Chosen once in the runner process; the workers inherit these through the environment.
const { baseURL, port } = e2eEnv();

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // One folder per run, so runs started side by side do not delete each other's artifacts.
  outputDir: `test-results/e2e-${port}`,
  // Two workers: one alone leaves a 2-core machine mostly idle (it waits on the page, the server and
  // the scans). Every test makes its own accounts, projects and scans, and the suites that change
  // server-wide settings start a server of their own, so files run side by side. E2E_WORKERS=1
  // runs them one after the other.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  // Waits for the page to show something, not limits on the product: a loaded 2-core CI machine
  // has taken more than 10 s to open a lazily loaded route.
  expect: { timeout: 20_000 },
  globalSetup: './e2e/helpers/global-setup.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
