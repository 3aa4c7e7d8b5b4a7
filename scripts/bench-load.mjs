#!/usr/bin/env node
/* global fetch, FormData, Blob, AbortSignal, performance */
// `npm run bench:load`: Vigil as a team runs it (one API process and three scan workers on
// PostgreSQL), loaded and broken on purpose. Scenarios, in order:
//
//   reads     mixed authenticated reads (GET /api/scans, /api/projects, /api/vulnerabilities,
//             /api/scans/statistics) of 10 users at a fixed offered rate, p50/p99. `--pacing even`
//             (the default) sends one request every 1/rate seconds and times each from the moment
//             it was due, so a stall of the server or of the client counts in full; `--pacing
//             autocannon` lets autocannon pace, which sends each connection's quota for a second
//             back to back at the start of that second (bursts of `rate` requests). Even pacing
//             first runs `--warmup` seconds (default 2) at the same rate, not counted: the API's
//             first requests open connections, prepare statements and compile code
//   burst     30 scans submitted at once by 10 users: all must complete, with every file scanned
//   kill      a worker SIGKILLed in the middle of a scan: the scan must be taken over by another
//             worker (and complete with every file) or fail with a clear message, within 2 minutes
//   restart   the API restarted (SIGTERM, start again) while reads and scan submissions go on: every
//             scan the API accepted (201) must complete
//   pgrestart (opt-in: --pg-restart) PostgreSQL restarted with pg_ctlcluster: the API must be ready
//             again and the workers must run a new scan, without restarting them
//
// Everything runs on 127.0.0.1: a throwaway database on the server of BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres; the user must be allowed to create databases), a
// temporary DATA_DIR, free ports. Every wait is bounded. Exit status 1 when a scenario fails.
//
//   node scripts/bench-load.mjs [--rate 200] [--duration 20] [--only reads,burst] [--pg-restart]
//                               [--paths /api/scans,/api/projects] (the reads, default all four)
//                               [--pacing even|autocannon] [--warmup 2]
//                               [--pg-cluster "15 main"] [--json results.json]
//
// BENCH_CPU_PROF=<dir> writes a CPU profile of the API process into <dir> when it stops.
// BENCH_SERVER_DIST=<dir> runs another build of the server (see SERVER below).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');
// BENCH_SERVER_DIST=<dir>: run the API and workers from another build of apps/server (a copy of an
// earlier dist/ inside apps/server, to compare two builds in alternating runs on the same machine).
const SERVER = path.resolve(ROOT, process.env.BENCH_SERVER_DIST || 'apps/server/dist');

function arg(name, def) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
}
const RATE = Number(arg('rate', 200));
/** The reads of the `reads` scenario (`--paths a,b`: one endpoint at a time, to see which is slow). */
const READ_PATHS = (
  arg('paths', '') || '/api/scans,/api/projects,/api/vulnerabilities,/api/scans/statistics'
).split(',');
const DURATION = Number(arg('duration', 20));
const PACING = arg('pacing', 'even');
const WARMUP = Number(arg('warmup', 2));
if (PACING !== 'even' && PACING !== 'autocannon') {
  console.error('--pacing is even or autocannon');
  process.exit(2);
}
const ONLY = arg('only', '').split(',').filter(Boolean);
const PG_RESTART = process.argv.includes('--pg-restart');
const PG_CLUSTER = arg('pg-cluster', '15 main').split(' ');
const JSON_OUT = arg('json', '');
const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const want = (s) => ONLY.length === 0 || ONLY.includes(s);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...a) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);
const results = { machine: {}, scenarios: {} };
const failures = [];
function check(scenario, ok, message) {
  if (!ok) {
    failures.push(`${scenario}: ${message}`);
    log(`FAIL ${scenario}: ${message}`);
  }
  return ok;
}

async function freePort() {
  const srv = createServer();
  await new Promise((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address();
  await new Promise((r) => srv.close(r));
  return port;
}

/** Polls fn until it returns a truthy value or `ms` pass (then returns undefined). */
async function until(fn, ms, every = 250) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const v = await fn();
      if (v) return v;
    } catch {
      // not yet
    }
    await sleep(every);
  }
  return undefined;
}

// --- processes --------------------------------------------------------------------------------

const children = new Set();
function startProcess(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.name = name;
  child.output = '';
  const keep = (d) => {
    child.output = (child.output + d).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}
function exited(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return Promise.race([
    new Promise((r) => child.once('exit', () => r(true))),
    sleep(ms).then(() => false),
  ]);
}
async function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  if (!(await exited(child, 30_000))) {
    child.kill('SIGKILL');
    await exited(child, 5_000);
  }
}
/** CPU time (user + system, in clock ticks) of a process so far, from /proc. */
function cpuTicks(pid) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
}
/** Busy CPU time of the whole machine (all cores, clock ticks) so far, from /proc/stat. */
function machineTicks() {
  const f = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // user nice system idle iowait irq softirq steal
  return { busy: f[0] + f[1] + f[2] + f[5] + f[6] + f[7] };
}
function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

// --- set-up -----------------------------------------------------------------------------------

const dbName = `vigil_bench_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-bench-load-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dbUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: dbUrl,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: String(port),
  JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  REQUIRE_ADMIN_MFA: 'false',
  RATE_LIMIT_LOGIN: '100000',
  RATE_LIMIT_REGISTER: '100000',
  SCAN_CONCURRENCY: '1',
};
delete env.METRICS_PORT;

async function adminQuery(sql) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}
async function dbQuery(sql, params = []) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows;
  } finally {
    await c.end();
  }
}

let api;
const workers = [];
// BENCH_CPU_PROF=<dir>: the API writes a V8 CPU profile there when it stops (profiling the hot path).
const profile = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
  : [];
const startApi = () =>
  (api = startProcess('api', [...profile, path.join(SERVER, 'main.js'), '--api'], env));
const startWorker = () => {
  const w = startProcess(`worker`, [path.join(SERVER, 'worker-main.js')], env);
  workers.push(w);
  return w;
};
async function ready(ms = 120_000) {
  return until(
    async () => (await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(3_000) })).ok,
    ms,
  );
}

// --- API helpers ------------------------------------------------------------------------------

async function call(method, url, { token, body, form } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: form ?? (body ? JSON.stringify(body) : undefined),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

/** Source files with a few real flaws, distinct per scan (`n` lines of padding each). */
function sourceFiles(tag, count = 3, padLines = 40) {
  const pad = Array.from(
    { length: padLines },
    (_, i) => `function helper_${tag}_${i}(a) { return a + ${i}; }`,
  ).join('\n');
  return Array.from({ length: count }, (_, i) => ({
    name: `svc_${tag}_${i}.js`,
    data:
      `const { exec } = require('child_process');\n` +
      `exports.run${i} = (req, res) => { exec('ls ' + req.query.dir${i}); res.send(req.query.q${i}); };\n` +
      `${pad}\n`,
  }));
}
async function submitScan(user, files) {
  const form = new FormData();
  form.append('scanType', 'SAST');
  form.append('projectId', user.projectId);
  for (const f of files) form.append('codeFiles', new Blob([f.data]), f.name);
  return call('POST', '/api/scans', { token: user.token, form });
}
async function scanRow(id) {
  const [row] = await dbQuery(
    'SELECT status, error, stats, total_findings FROM scans WHERE id = $1',
    [id],
  );
  return row;
}
/** Waits until every scan is final; returns id -> row. */
async function waitFinal(ids, ms) {
  const rows = new Map();
  await until(
    async () => {
      const r = await dbQuery(
        `SELECT id, status, error, stats FROM scans WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      for (const row of r) rows.set(row.id, row);
      return (
        r.length === ids.length &&
        r.every((x) => ['completed', 'failed', 'cancelled'].includes(x.status))
      );
    },
    ms,
    1000,
  );
  const r = await dbQuery(`SELECT id, status, error, stats FROM scans WHERE id = ANY($1::uuid[])`, [
    ids,
  ]);
  for (const row of r) rows.set(row.id, row);
  return rows;
}

// --- scenarios --------------------------------------------------------------------------------

async function readLoad(users, seconds, rate, warmup = 0) {
  const requests = [];
  for (const path of READ_PATHS) {
    for (const u of users)
      requests.push({ method: 'GET', path, headers: { authorization: `Bearer ${u.token}` } });
  }
  if (PACING === 'even') return evenLoad(requests, seconds, rate, warmup);
  const r = await autocannon({
    url: base,
    connections: 20,
    overallRate: rate,
    duration: seconds,
    requests,
    timeout: 10,
  });
  return {
    pacing: 'autocannon',
    offeredRate: rate,
    achievedRate: Math.round(r.requests.average),
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    latencyMs: {
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
      mean: r.latency.average,
    },
  };
}

/**
 * An open-loop load at an even rate: request i is due at start + i / rate, whatever the answers
 * before it. Its latency runs from that due time to the end of its answer, so time the client spent
 * late (a busy event loop, a stalled server) counts too (no coordinated omission). The requests due
 * in the first `warmup` seconds are sent but not counted.
 */
async function evenLoad(requests, seconds, rate, warmup) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const { hostname, port } = new URL(base);
  const total = Math.round((warmup + seconds) * rate);
  const counted = Math.round(warmup * rate);
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  const pending = [];
  const start = performance.now() + 20;
  let measuredFrom = start;
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    if (i === counted) measuredFrom = due;
    const { path, headers } = requests[i % requests.length];
    const count = i >= counted;
    pending.push(
      new Promise((resolve) => {
        const req = http.request(
          { hostname, port, path, method: 'GET', headers, agent, timeout: 10_000 },
          (res) => {
            res.resume();
            res.on('end', () => {
              if (count) latencies.push(performance.now() - due);
              if (res.statusCode < 200 || res.statusCode > 299) non2xx++;
              resolve();
            });
          },
        );
        req.on('timeout', () => {
          timeouts++;
          req.destroy(new Error('timeout'));
        });
        req.on('error', () => {
          errors++;
          resolve();
        });
        req.end();
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - measuredFrom) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    +latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  return {
    pacing: 'even',
    warmupSeconds: warmup,
    offeredRate: rate,
    achievedRate: Math.round(latencies.length / elapsed),
    requests: latencies.length,
    non2xx,
    errors,
    timeouts,
    latencyMs: {
      p50: at(0.5),
      p90: at(0.9),
      p99: at(0.99),
      max: +latencies[latencies.length - 1].toFixed(1),
      mean: +(latencies.reduce((a, b) => a + b, 0) / latencies.length).toFixed(2),
    },
  };
}

async function main() {
  results.machine = {
    cpus: cpus().length,
    loadBefore: loadavg().map((l) => +l.toFixed(2)),
    uptime: spawnSync('uptime', { encoding: 'utf8' }).stdout.trim(),
  };
  log(`machine: ${results.machine.cpus} cpus, ${results.machine.uptime}`);
  const b = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (b.status !== 0) throw new Error('build failed');

  await adminQuery(`CREATE DATABASE ${dbName}`);
  log(`database ${dbName}, DATA_DIR ${dataDir}, API on ${base}`);
  startApi();
  if (!(await ready())) throw new Error(`the API did not become ready:\n${api.output}`);
  for (let i = 0; i < 3; i++) startWorker();
  // Workers start (and migrate) in parallel; give them time to register with the queue.
  await sleep(3_000);

  // Ten users, each with a project.
  const users = [];
  for (let i = 0; i < 10; i++) {
    const email = `bench${i}-${randomBytes(3).toString('hex')}@example.org`;
    const r = await call('POST', '/api/auth/register', {
      body: {
        name: 'Bench',
        surname: `User${i}`,
        email,
        password: `Bench-${randomBytes(6).toString('hex')}-9!`,
      },
    });
    if (r.status !== 201 || !r.json.access_token)
      throw new Error(`register failed: ${r.status} ${JSON.stringify(r.json)}`);
    const p = await call('POST', '/api/projects', {
      token: r.json.access_token,
      body: { name: `Project ${i}` },
    });
    if (p.status !== 201) throw new Error(`project failed: ${p.status} ${JSON.stringify(p.json)}`);
    users.push({ email, token: r.json.access_token, projectId: p.json.id });
  }

  if (want('burst')) {
    log('burst: 30 scans from 10 users at once');
    const t0 = performance.now();
    const submitted = await Promise.all(
      Array.from({ length: 30 }, (_, i) => submitScan(users[i % 10], sourceFiles(`b${i}`))),
    );
    const accepted = submitted.filter((s) => s.status === 201).map((s) => s.json.scanId);
    check(
      'burst',
      accepted.length === 30,
      `${accepted.length}/30 accepted (${submitted
        .filter((s) => s.status !== 201)
        .map((s) => `${s.status} ${JSON.stringify(s.json)}`)
        .slice(0, 3)
        .join('; ')})`,
    );
    const rows = await waitFinal(accepted, 600_000);
    const done = [...rows.values()].filter((r) => r.status === 'completed');
    const allFiles = done.every((r) => r.stats?.filesScanned === 3);
    const seconds = (performance.now() - t0) / 1000;
    results.scenarios.burst = {
      submitted: 30,
      accepted: accepted.length,
      completed: done.length,
      seconds: +seconds.toFixed(1),
      everyFileScanned: allFiles,
      statuses: countBy([...rows.values()].map((r) => r.status)),
    };
    check(
      'burst',
      done.length === 30,
      `${done.length}/30 completed: ${JSON.stringify(results.scenarios.burst.statuses)}`,
    );
    check('burst', allFiles, 'a completed scan did not scan its 3 files');
    log(`burst: ${done.length}/30 completed in ${seconds.toFixed(1)} s`);
  }

  if (want('reads')) {
    log(`reads: ${RATE} requests/s offered for ${DURATION} s (${PACING} pacing)`);
    // CPU used during the reads by the API, the workers, PostgreSQL's backends seen through the
    // machine total, and this process (autocannon, the load's client, shares the same cores).
    const ticks = () => ({
      api: cpuTicks(api.pid),
      workers: workers.reduce((n, w) => n + cpuTicks(w.pid), 0),
      client: cpuTicks(process.pid),
      machine: machineTicks(),
    });
    const before = ticks();
    const r = await readLoad(users, DURATION, RATE, WARMUP);
    const after = ticks();
    const hz = 100;
    // the window of the ticks includes the warm-up of even pacing
    const window = DURATION + (PACING === 'even' ? WARMUP : 0);
    const used = (k) => +((after[k] - before[k]) / hz / window).toFixed(2);
    r.cpuCores = {
      api: used('api'),
      workers: used('workers'),
      client: used('client'),
      machineBusy: +((after.machine.busy - before.machine.busy) / hz / window).toFixed(2),
    };
    r.rssMb = { api: rssMb(api.pid) };
    results.scenarios.reads = r;
    log(
      `reads: ${r.achievedRate} req/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}, CPU cores ${JSON.stringify(r.cpuCores)}`,
    );
    check(
      'reads',
      r.non2xx === 0 && r.errors === 0,
      `${r.non2xx} non-2xx answers, ${r.errors} errors`,
    );
  }

  if (want('kill')) {
    log('kill: SIGKILL the worker running a scan');
    const user = users[0];
    // Large enough to be running for a while: 50 files of about 2,000 lines.
    const files = sourceFiles('k', 50, 2_000);
    const s = await submitScan(user, files);
    if (!check('kill', s.status === 201, `scan refused: ${s.status} ${JSON.stringify(s.json)}`))
      return;
    const id = s.json.scanId;
    const running = await until(async () => (await scanRow(id))?.status === 'running', 60_000, 200);
    if (!check('kill', running, `the scan never ran: ${JSON.stringify(await scanRow(id))}`)) return;
    // The busy worker is the one spending CPU now.
    const live = workers.filter((w) => w.exitCode === null);
    const before = live.map((w) => cpuTicks(w.pid));
    await sleep(1_500);
    const deltas = live.map((w, i) => cpuTicks(w.pid) - before[i]);
    const victim = live[deltas.indexOf(Math.max(...deltas))];
    const stillRunning = (await scanRow(id))?.status === 'running';
    log(
      `kill: worker pid ${victim.pid} (cpu ticks ${deltas.join('/')}), scan still running: ${stillRunning}`,
    );
    victim.kill('SIGKILL');
    const t0 = performance.now();
    await exited(victim, 10_000);
    workers.splice(workers.indexOf(victim), 1);
    const final = await until(
      async () => {
        const row = await scanRow(id);
        return row && ['completed', 'failed', 'cancelled'].includes(row.status) ? row : undefined;
      },
      120_000,
      1_000,
    );
    const seconds = (performance.now() - t0) / 1000;
    const row = final ?? (await scanRow(id));
    results.scenarios.kill = {
      killedWhileRunning: stillRunning,
      outcome: row?.status,
      error: row?.error ?? null,
      filesScanned: row?.stats?.filesScanned ?? null,
      filesUploaded: files.length,
      secondsToOutcome: +seconds.toFixed(1),
    };
    check('kill', !!final, `still ${row?.status} 2 minutes after the worker was killed`);
    if (final?.status === 'completed')
      check(
        'kill',
        final.stats?.filesScanned === files.length,
        `completed with ${final.stats?.filesScanned}/${files.length} files`,
      );
    if (final?.status === 'failed')
      check(
        'kill',
        typeof final.error === 'string' && final.error.length > 10,
        `failed without a clear message: ${final.error}`,
      );
    log(`kill: ${row?.status} after ${seconds.toFixed(1)} s${row?.error ? ` (${row.error})` : ''}`);
    startWorker();
    await sleep(3_000);
  }

  if (want('restart')) {
    log('restart: the API restarted under reads and scan submissions');
    const accepted = [];
    let refused = 0;
    let stopSubmitting = false;
    const submitter = (async () => {
      for (let i = 0; !stopSubmitting && i < 200; i++) {
        try {
          const s = await submitScan(users[i % 10], sourceFiles(`r${i}`, 2));
          if (s.status === 201) accepted.push(s.json.scanId);
          else refused++;
        } catch {
          refused++;
        }
        await sleep(400);
      }
    })();
    const reads = readLoad(users, 25, Math.min(RATE, 100));
    await sleep(6_000);
    const t0 = performance.now();
    await stop(api, 'SIGTERM');
    const stoppedCleanly = api.exitCode === 0;
    startApi();
    const back = await ready(120_000);
    const downSeconds = (performance.now() - t0) / 1000;
    await sleep(6_000);
    stopSubmitting = true;
    await submitter;
    const r = await reads;
    const rows = await waitFinal(accepted, 600_000);
    const lost = accepted.filter((id) => !rows.has(id));
    const notDone = [...rows.values()].filter((x) => x.status !== 'completed');
    results.scenarios.restart = {
      previousApiStoppedCleanly: stoppedCleanly,
      secondsUntilReadyAgain: +downSeconds.toFixed(1),
      scansAccepted: accepted.length,
      submissionsRefusedOrFailed: refused,
      scansLost: lost.length,
      scansNotCompleted: notDone.length,
      notCompleted: notDone.slice(0, 5).map((x) => ({ status: x.status, error: x.error })),
      readsDuringRestart: {
        requests: r.requests,
        non2xx: r.non2xx,
        errors: r.errors,
        p99: r.latencyMs.p99,
      },
    };
    check('restart', !!back, 'the API did not become ready again');
    check('restart', accepted.length > 0, 'no scan was accepted');
    check(
      'restart',
      lost.length === 0 && notDone.length === 0,
      `${lost.length} accepted scans lost, ${notDone.length} not completed: ${JSON.stringify(results.scenarios.restart.notCompleted)}`,
    );
    log(
      `restart: ready again after ${downSeconds.toFixed(1)} s; ${accepted.length} scans accepted, ${lost.length} lost, ${notDone.length} not completed`,
    );
  }

  if (PG_RESTART && want('pgrestart')) {
    log(`pgrestart: pg_ctlcluster --skip-systemctl-redirect ${PG_CLUSTER.join(' ')} restart`);
    const r = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', ...PG_CLUSTER, 'restart'], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (!check('pgrestart', r.status === 0, `pg_ctlcluster failed: ${r.stderr || r.stdout}`))
      return;
    const t0 = performance.now();
    const back = await ready(120_000);
    const readySeconds = (performance.now() - t0) / 1000;
    const s = back ? await submitScan(users[1], sourceFiles('pg')) : null;
    const row =
      s?.status === 201
        ? await until(
            async () => {
              const x = await scanRow(s.json.scanId);
              return x && ['completed', 'failed'].includes(x.status) ? x : undefined;
            },
            180_000,
            1_000,
          )
        : undefined;
    const workersAlive = workers.filter((w) => w.exitCode === null).length;
    results.scenarios.pgrestart = {
      readyAgainSeconds: +readySeconds.toFixed(1),
      scanAfterRestart: row?.status ?? `not accepted (${s?.status})`,
      workersAlive,
    };
    check('pgrestart', !!back, 'the API was not ready again within 2 minutes');
    check(
      'pgrestart',
      row?.status === 'completed',
      `a scan after the restart ended ${row?.status ?? 'never'}`,
    );
    check(
      'pgrestart',
      workersAlive === 3 && api.exitCode === null,
      `processes died: ${workersAlive} workers alive, api ${api.exitCode === null ? 'alive' : 'exited'}`,
    );
    log(`pgrestart: ready after ${readySeconds.toFixed(1)} s, scan ${row?.status}`);
  }
  results.machine.loadAfter = loadavg().map((l) => +l.toFixed(2));
  results.machine.rssMb = { api: rssMb(api.pid), workers: workers.map((w) => rssMb(w.pid)) };
}

function countBy(list) {
  const m = {};
  for (const x of list) m[x] = (m[x] ?? 0) + 1;
  return m;
}

let code = 0;
try {
  await main();
} catch (err) {
  code = 1;
  console.error(err);
  for (const c of [api, ...workers].filter(Boolean))
    if (c.output.trim())
      console.error(`--- ${c.name} ${c.pid} output (tail) ---\n${c.output.slice(-3000)}`);
} finally {
  await Promise.all([...children].map((c) => stop(c)));
  try {
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  } catch (err) {
    console.error(`could not drop ${dbName}: ${err.message}`);
  }
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify(results, null, 2));
if (JSON_OUT) writeFileSync(JSON_OUT, `${JSON.stringify(results, null, 2)}\n`);
if (failures.length) {
  console.log(
    `\n${failures.length} check(s) failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`,
  );
  code = 1;
} else if (code === 0) console.log('\nall checks passed');
process.exit(code);
