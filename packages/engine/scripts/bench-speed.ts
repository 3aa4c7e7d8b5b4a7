/**
 * Speed benchmark: scans a large tree with every rule and prints lines per second and peak
 * memory (process RSS, sampled every 50 ms; worker threads live in the same process, so it
 * includes them).
 *
 *   npm run bench:speed -w packages/engine [-- <path>] [--jobs N] [--max-lines N]
 *   npm run bench:speed -w packages/engine -- --one-file [FILE] [--runs N]   # start-up: one-file scans
 *   npm run bench:speed -w packages/engine -- --rescan TREE [--runs N]       # first scan vs unchanged re-scan (--cache)
 *
 * Default path: the repository's node_modules (default ignores are off, so everything in it counts).
 * --max-lines takes files in discovery order until that many lines (a fixed, repeatable subset).
 * Besides wall-clock speed it prints CPU time (all threads), since on a shared machine the wall
 * clock also measures the other processes.
 */
import * as path from 'node:path';
import * as os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as fs from 'node:fs';
import { scan } from '../src/scan.js';
import { discover } from '../src/discover.js';
import { benchApps, benchOneFile, benchRescan, ensureBuilt } from './bench-apps.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values, positionals } = parseArgs({
  options: {
    jobs: { type: 'string' },
    'max-lines': { type: 'string' },
    apps: { type: 'string' },
    runs: { type: 'string' },
    compare: { type: 'string' },
    'one-file': { type: 'boolean' },
    rescan: { type: 'boolean' },
  },
  allowPositionals: true,
});
if (values['one-file'] || values.rescan) {
  // start-up (`--one-file [FILE]`) or an unchanged re-scan with the cache (`--rescan TREE`), as the CLI runs
  ensureBuilt();
  if (values['one-file'])
    benchOneFile(
      path.resolve(
        positionals[0] ??
          path.join(here, '..', 'test', 'corpus', 'python', 'flask', 'admin_api.py'),
      ),
      Number(values.runs ?? 5),
    );
  else benchRescan(path.resolve(positionals[0] ?? '.'), Number(values.runs ?? 2));
  console.log(`load average  ${os.loadavg()[0].toFixed(1)} (1-minute) at the end`);
  process.exit(0);
}
if (values.apps) {
  await benchApps(
    path.resolve(values.apps),
    Number(values.runs ?? 2),
    values.compare ? path.resolve(values.compare) : undefined,
  );
  process.exit(0);
}
const target = path.resolve(positionals[0] ?? path.join(here, '..', '..', '..', 'node_modules'));
const jobs = values.jobs ? Number(values.jobs) : os.availableParallelism();

let files: string[] | undefined;
if (values['max-lines']) {
  const budget = Number(values['max-lines']);
  let lines = 0;
  files = [];
  for (const f of discover({ root: target, defaultIgnores: false }).files) {
    if (lines >= budget) break;
    if (f.size > 2 * 1024 * 1024) continue;
    const text = fs.readFileSync(f.abs, 'utf8');
    let n = 1;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
    lines += n;
    files.push(f.abs);
  }
}

const load0 = os.loadavg()[0];
const cpu0 = process.cpuUsage();
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 50);
let lastPrint = 0;
const t0 = Date.now();
const { findings, stats } = await scan({
  root: target,
  files,
  jobs,
  defaultIgnores: false,
  onProgress: (p) => {
    const now = Date.now();
    if (process.stderr.isTTY && now - lastPrint > 500) {
      lastPrint = now;
      process.stderr.write(`\r${p.phase} ${p.filesDone}/${p.filesTotal}   `);
    }
  },
});
const secs = (Date.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
const cpuSecs = (cpu.user + cpu.system) / 1e6;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
if (process.stderr.isTTY) process.stderr.write('\r\x1b[2K');

const mib = (b: number) => (b / 1024 / 1024).toFixed(0);
const langs = Object.entries(stats.byLanguage).sort((a, b) => b[1].lines - a[1].lines);
const codeLines = langs.filter(([l]) => l !== 'text').reduce((n, [, v]) => n + v.lines, 0);
console.log(`target        ${target}`);
console.log(
  `machine       ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, jobs ${jobs}`,
);
console.log(
  `files         ${stats.filesScanned} scanned, skipped ${JSON.stringify(stats.skippedCounts)}`,
);
console.log(
  `lines         ${stats.linesScanned} (${codeLines} in languages with a grammar or config, the rest text read for secrets)`,
);
console.log(`rules         ${stats.rulesRun} run, ${stats.ruleErrors.length} rule errors`);
console.log(`findings      ${findings.length}`);
console.log(`duration      ${secs.toFixed(1)} s`);
console.log(
  `speed         ${Math.round(stats.linesScanned / secs)} lines/s (${Math.round(codeLines / secs)} code lines/s)`,
);
console.log(
  `cpu time      ${cpuSecs.toFixed(1)} s (all threads): ${Math.round(stats.linesScanned / cpuSecs)} lines per CPU-second`,
);
console.log(
  `load average  ${load0.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end (1-minute)`,
);
console.log(`peak memory   ${mib(peak)} MiB RSS`);
console.log(
  `by language   ${langs
    .slice(0, 8)
    .map(([l, v]) => `${l} ${v.files} files/${v.lines} lines`)
    .join(', ')}`,
);
