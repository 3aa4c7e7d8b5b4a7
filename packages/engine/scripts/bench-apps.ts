/**
 * Application-code part of the speed benchmark: Vigil beside Bandit on the same Python trees,
 * each as a separate process, CPU time and peak RSS of the whole process.
 *
 *   scripts/python-apps.sh DIR                                  # lay out the packages once
 *   npm run bench:speed -w packages/engine -- --apps DIR [--runs N] [--compare OTHER/bin/vigil.js]
 *
 * Trees:
 * - "python apps": the handler-dense Python of DIR's web applications and framework extensions
 *   (every `.py` file naming `request`; of Django itself only `django/contrib`, its applications),
 *   plus the labelled corpus's Python; copied into a temporary directory.
 * - "django": Django 3.2 as Debian ships it (library code).
 * - "one file": a single corpus file (start-up).
 * Vigil runs as the CLI does (`bin/vigil.js scan`, built `dist/` when up to date) with `--jobs 1`,
 * then once with the default worker threads for peak RSS. Bandit runs as `bandit -r TREE`; when it
 * is not installed it is skipped with a one-line message. Runs alternate, best CPU time of N each.
 * `--compare OTHER/bin/vigil.js` also runs another build of the CLI (an older checkout) the same way.
 * `--compare` also runs another build of the CLI (an older checkout's `bin/vigil.js`) the same way.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const engineDir = path.join(here, '..');
const vigilBin = path.join(engineDir, 'bin', 'vigil.js');

interface Usage {
  cpu: number;
  wall: number;
  rss: number;
  status: number;
}

/** Runs a command and reads the CPU time and peak RSS of its process tree (getrusage of children). */
export function measure(cmd: string[]): Usage {
  const py = [
    'import json, resource, subprocess, sys, time',
    't = time.time()',
    'p = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)',
    'w = time.time() - t',
    'r = resource.getrusage(resource.RUSAGE_CHILDREN)',
    'sys.stderr.write(p.stderr.decode(errors="replace")[-2000:] if p.returncode > 1 else "")',
    'print(json.dumps({"cpu": r.ru_utime + r.ru_stime, "wall": w, "rss": r.ru_maxrss * 1024, "status": p.returncode}))',
  ].join('\n');
  const out = spawnSync('python3', ['-c', py, ...cmd], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (out.status !== 0) throw new Error(`measuring ${cmd.join(' ')} failed: ${out.stderr}`);
  if (out.stderr) process.stderr.write(out.stderr);
  return JSON.parse(out.stdout.trim().split('\n').pop() ?? '{}') as Usage;
}

function countLines(file: string): number {
  const t = fs.readFileSync(file, 'utf8');
  if (!t) return 0;
  let n = 1;
  for (let i = t.indexOf('\n'); i !== -1; i = t.indexOf('\n', i + 1)) n++;
  return t.endsWith('\n') ? n - 1 : n;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.isFile() && e.name.endsWith('.py')) out.push(p);
  }
  return out;
}

/** Copies the handler-dense Python files into `dest`; returns files and lines. */
export function buildAppTree(appsDir: string, dest: string): { files: number; lines: number } {
  fs.rmSync(dest, { recursive: true, force: true });
  let files = 0;
  let lines = 0;
  const copy = (src: string, rel: string) => {
    const to = path.join(dest, rel);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(src, to);
    files++;
    lines += countLines(src);
  };
  const handles = /\brequest\b/;
  for (const pkg of fs.readdirSync(appsDir).sort()) {
    const site = path.join(appsDir, pkg, 'usr', 'lib', 'python3', 'dist-packages');
    const root = fs.existsSync(site) ? site : path.join(appsDir, pkg);
    if (pkg.startsWith('.') || !fs.statSync(root).isDirectory()) continue;
    for (const f of walk(root).sort()) {
      const rel = path.relative(root, f);
      if (pkg === 'python3-django' && !rel.startsWith(path.join('django', 'contrib') + path.sep))
        continue;
      if (!handles.test(fs.readFileSync(f, 'utf8'))) continue;
      copy(f, path.join(pkg, rel));
    }
  }
  const corpus = path.join(engineDir, 'test', 'corpus', 'python');
  for (const f of walk(corpus).sort()) copy(f, path.join('corpus', path.relative(corpus, f)));
  return { files, lines };
}

export function ensureBuilt(): void {
  const dist = path.join(engineDir, 'dist', 'cli.js');
  const newest = (dir: string): number =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((m, e) => {
      const p = path.join(dir, e.name);
      return Math.max(
        m,
        e.isDirectory() ? newest(p) : e.name.endsWith('.ts') ? fs.statSync(p).mtimeMs : 0,
      );
    }, 0);
  if (fs.existsSync(dist) && fs.statSync(dist).mtimeMs >= newest(path.join(engineDir, 'src')))
    return;
  console.log('building dist/ (the CLI runs the build when it is up to date) ...');
  const r = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], {
    cwd: engineDir,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('build failed');
}

function hasBandit(): boolean {
  return spawnSync('bandit', ['--version'], { encoding: 'utf8' }).status === 0;
}

export const vigil = (tree: string, jobs?: number, bin = vigilBin, extra: string[] = []) => [
  'node',
  bin,
  'scan',
  tree,
  '--format',
  'json',
  '--output',
  '/dev/null',
  '--no-default-ignores',
  ...(jobs ? ['--jobs', String(jobs)] : []),
  ...extra,
];
const bandit = (tree: string) => ['bandit', '-q', '-r', tree, '-f', 'json', '-o', '/dev/null'];

const mib = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MiB`;
const best = (us: Usage[]) => us.reduce((a, b) => (b.cpu < a.cpu ? b : a));

export async function benchApps(appsDir: string, runs: number, compare?: string): Promise<void> {
  if (!fs.existsSync(appsDir))
    throw new Error(`${appsDir} does not exist: lay it out with scripts/python-apps.sh ${appsDir}`);
  ensureBuilt();
  const banditOk = hasBandit();
  if (!banditOk) console.log('bandit not installed (apt-get install bandit): Vigil alone');
  const appTree = path.join(os.tmpdir(), 'vigil-bench-python-apps');
  const app = buildAppTree(appsDir, appTree);
  const djangoTree = path.join(
    appsDir,
    'python3-django',
    'usr',
    'lib',
    'python3',
    'dist-packages',
    'django',
  );
  const trees: { name: string; dir: string; files: number; lines: number }[] = [
    { name: 'python apps', dir: appTree, ...app },
  ];
  if (fs.existsSync(djangoTree)) {
    const fl = walk(djangoTree);
    trees.push({
      name: 'django 3.2',
      dir: djangoTree,
      files: fl.length,
      lines: fl.reduce((n, f) => n + countLines(f), 0),
    });
  }
  const load0 = os.loadavg()[0];
  console.log(
    `machine       ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}; best CPU time of ${runs} alternating runs`,
  );
  const rows: string[] = [];
  for (const t of trees) {
    const v: Usage[] = [];
    const b: Usage[] = [];
    const c: Usage[] = [];
    for (let i = 0; i < runs; i++) {
      v.push(measure(vigil(t.dir, 1)));
      if (banditOk) b.push(measure(bandit(t.dir)));
      if (compare) c.push(measure(vigil(t.dir, 1, compare)));
    }
    const vb = best(v);
    const def = measure(vigil(t.dir));
    let row = `${t.name.padEnd(12)} ${t.files} files, ${t.lines} lines | Vigil --jobs 1: ${vb.cpu.toFixed(2)} CPU-s, ${Math.round(t.lines / vb.cpu)} lines/CPU-s, peak ${mib(vb.rss)}`;
    if (banditOk) {
      const bb = best(b);
      row += ` | Bandit: ${bb.cpu.toFixed(2)} CPU-s, ${Math.round(t.lines / bb.cpu)} lines/CPU-s, peak ${mib(bb.rss)} | Vigil/Bandit CPU ${(vb.cpu / bb.cpu).toFixed(2)}`;
    }
    row += ` | default jobs: ${def.wall.toFixed(1)} s wall, ${def.cpu.toFixed(2)} CPU-s, peak ${mib(def.rss)}`;
    console.log(row);
    rows.push(row);
    if (compare) {
      const cb = best(c);
      const cd = measure(vigil(t.dir, undefined, compare));
      console.log(
        `${''.padEnd(12)} compared build | --jobs 1: ${cb.cpu.toFixed(2)} CPU-s, ${Math.round(t.lines / cb.cpu)} lines/CPU-s, peak ${mib(cb.rss)} | default jobs: ${cd.wall.toFixed(1)} s wall, ${cd.cpu.toFixed(2)} CPU-s, peak ${mib(cd.rss)}`,
      );
    }
  }
  // start-up: one small file
  const one = path.join(engineDir, 'test', 'corpus', 'python', 'flask', 'admin_api.py');
  benchOneFile(one, Math.max(runs, 5));
  if (compare) benchOneFile(one, Math.max(runs, 5), compare);
  // an unchanged re-scan with the cache, against the first scan
  benchRescan(appTree, runs);
  if (compare) benchRescan(appTree, runs, compare);
  console.log(
    `load average ${load0.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end (1-minute)`,
  );
}

/** One-file scans (start-up): best and median wall clock and CPU time of `runs` runs after a warm-up. */
export function benchOneFile(file: string, runs: number, bin = vigilBin): void {
  measure(vigil(file, undefined, bin)); // fills the rule caches (node_modules/.cache/vigil)
  const o: Usage[] = [];
  for (let i = 0; i < runs; i++) o.push(measure(vigil(file, undefined, bin)));
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const ob = best(o);
  console.log(
    `one file     ${path.relative(process.cwd(), file)}${bin === vigilBin ? '' : ` (${bin})`} | best of ${runs}: ${ob.wall.toFixed(2)} s wall, ${ob.cpu.toFixed(2)} CPU-s | median ${med(o.map((u) => u.wall)).toFixed(2)} s wall, ${med(o.map((u) => u.cpu)).toFixed(2)} CPU-s | peak ${mib(ob.rss)}`,
  );
}

/** A scan with an empty cache (`--cache`), then `runs` unchanged re-scans: CPU and wall of each, and their ratio. */
export function benchRescan(tree: string, runs: number, bin = vigilBin): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-cache-'));
  try {
    const first = measure(vigil(tree, undefined, bin, ['--cache', dir]));
    const again = best(
      Array.from({ length: runs }, () => measure(vigil(tree, undefined, bin, ['--cache', dir]))),
    );
    console.log(
      `re-scan      ${bin === vigilBin ? tree : bin} | first scan (empty cache): ${first.wall.toFixed(1)} s wall, ${first.cpu.toFixed(2)} CPU-s, peak ${mib(first.rss)} | unchanged re-scan (best of ${runs}): ${again.wall.toFixed(2)} s wall, ${again.cpu.toFixed(2)} CPU-s, peak ${mib(again.rss)} | ${((100 * again.cpu) / first.cpu).toFixed(1)} % of the CPU time, ${((100 * again.wall) / first.wall).toFixed(1)} % of the wall clock`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
