#!/usr/bin/env node
// Web performance bench: Lighthouse (the lighthouse package, system Chromium) on the production
// build. Expects `npm run build` to have run; builds nothing itself.
//
//   npm run bench:web                 mobile emulation (Lighthouse default: slow 4G, 4x CPU)
//   npm run bench:web -- --desktop    desktop preset
//   npm run bench:web -- --json out.json   also write the figures as JSON
//   npm run bench:web -- --runs 3     audit each page 3 times and keep the run with the median score
//
// Starts `node apps/server/dist/main.js` on a free 127.0.0.1 port with a temporary DATA_DIR,
// audits / and /login, prints the performance and accessibility scores and the JavaScript the home
// page loads (bytes transferred, and gzip size of the same files), then checks the targets:
// performance >= 90, accessibility >= 95, home JS < 250 KB gzipped. Exit code 1 when one is missed.
/* global fetch */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PAGES = ['/', '/login'];
const TARGETS = { performance: 90, accessibility: 95, homeJsGzipKb: 250 };

const args = process.argv.slice(2);
const desktop = args.includes('--desktop');
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const runs = args.includes('--runs')
  ? Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 1)
  : 1;

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, exited, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`server exited before it was ready (${exited()})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-bench-web-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
  });
  let exit = null;
  child.on('exit', (code, signal) => {
    exit = signal ? `signal ${signal}` : `code ${code}`;
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseURL}/api/health`, () => exit);
  } catch (err) {
    child.kill('SIGKILL');
    console.error(readFileSync(logFile, 'utf8').slice(-3000));
    throw err;
  }
  const stop = async () => {
    if (exit === null) {
      const stopped = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await stopped;
      clearTimeout(t);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseURL, stop };
}

/** Scripts the page loaded, from Lighthouse's network records: transferred bytes and their gzip size. */
async function scriptSizes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === 'Script' && i.statusCode === 200);
  let transferred = 0;
  let gzip = 0;
  const files = [];
  for (const s of scripts) {
    transferred += s.transferSize ?? 0;
    const body = Buffer.from(await (await fetch(s.url)).arrayBuffer());
    const gz = gzipSync(body, { level: 9 }).length;
    gzip += gz;
    files.push({
      file: new URL(s.url).pathname,
      transferred: s.transferSize ?? 0,
      raw: body.length,
      gzip: gz,
    });
  }
  return { transferred, gzip, files };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  if (!existsSync(MAIN) || !existsSync(WEB_INDEX)) {
    console.error('bench:web needs the production build: run `npm run build` first.');
    process.exit(2);
  }
  const loadBefore = loadavg()[0];
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
  const results = [];
  try {
    for (const page of PAGES) {
      const url = `${server.baseURL}${page}`;
      const config = desktop
        ? (await import('lighthouse/core/config/desktop-config.js')).default
        : undefined;
      const lhrs = [];
      // A run whose trace failed (NO_NAVSTART and the like) is retried up to twice.
      for (let attempt = 0; lhrs.length < runs && attempt < runs + 2; attempt++) {
        const runner = await lighthouse(
          url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          },
          config,
        );
        const lhr = runner.lhr;
        if (lhr.runtimeError) {
          console.error(
            `${page}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message} (retrying)`,
          );
          continue;
        }
        lhrs.push(lhr);
      }
      if (lhrs.length === 0) throw new Error(`${page}: no successful Lighthouse run`);
      lhrs.sort(
        (a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0),
      );
      const lhr = lhrs[Math.floor((lhrs.length - 1) / 2)];
      const perf = Math.round((lhr.categories.performance.score ?? 0) * 100);
      const a11y = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
      const metric = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
      const js = await scriptSizes(lhr);
      const failedA11y = Object.values(lhr.audits)
        .filter(
          (a) =>
            lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0) &&
            a.score !== null &&
            a.score < 1,
        )
        .map((a) => a.id);
      results.push({
        page,
        runs: lhrs.map((l) => Math.round((l.categories.performance.score ?? 0) * 100)),
        performance: perf,
        accessibility: a11y,
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        jsTransferred: js.transferred,
        jsGzip: js.gzip,
        jsFiles: js.files,
        failedA11y,
      });
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }

  // Lighthouse's simulated throttling scales the CPU time it observes: a busy machine lowers the
  // performance score (total blocking time above all), so the load is printed beside the scores.
  const load = `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after, on ${cpus().length} CPUs`;
  console.log(
    `\nLighthouse ${desktop ? 'desktop' : 'mobile (default throttling)'} on the production build (${load})\n`,
  );
  for (const r of results) {
    console.log(
      `${r.page.padEnd(8)} performance ${String(r.performance).padStart(3)}${r.runs.length > 1 ? ` (runs ${r.runs.join(', ')})` : ''}  accessibility ${String(r.accessibility).padStart(3)}  FCP ${r.fcp}  LCP ${r.lcp}  TBT ${r.tbt}  CLS ${r.cls}`,
    );
    console.log(
      `         JavaScript: ${r.jsFiles.length} files, ${kb(r.jsTransferred)} transferred, ${kb(r.jsGzip)} gzipped`,
    );
    if (r.failedA11y.length)
      console.log(`         accessibility audits not passed: ${r.failedA11y.join(', ')}`);
  }
  const home = results.find((r) => r.page === '/');
  console.log('\nHome page scripts:');
  for (const f of home.jsFiles)
    console.log(
      `  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(10)} gzip ${kb(f.transferred).padStart(10)} sent`,
    );

  const misses = [];
  for (const r of results) {
    if (r.performance < TARGETS.performance)
      misses.push(`${r.page} performance ${r.performance} < ${TARGETS.performance}`);
    if (r.accessibility < TARGETS.accessibility)
      misses.push(`${r.page} accessibility ${r.accessibility} < ${TARGETS.accessibility}`);
  }
  if (home.jsGzip / 1024 >= TARGETS.homeJsGzipKb)
    misses.push(`home JS ${kb(home.jsGzip)} gzipped >= ${TARGETS.homeJsGzipKb} KB`);
  if (jsonOut)
    writeFileSync(
      jsonOut,
      JSON.stringify({ desktop, load, results, targets: TARGETS, misses }, null, 2),
    );
  console.log(
    misses.length
      ? `\nTargets missed:\n  ${misses.join('\n  ')}`
      : '\nAll targets met (performance >= 90, accessibility >= 95, home JS < 250 KB gzipped).',
  );
  process.exit(misses.length ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
