/**
 * Operations endpoints: GET /metrics (Prometheus text, token-protected on the main port, open on
 * METRICS_PORT at 127.0.0.1), GET /api/ready, request ids in responses and in the worker's logs of
 * the scan a request started.
 */
import { Writable } from 'node:stream';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { scans } from '../src/db/schema/index.js';
import {
  buildTestApp,
  createUser,
  describeOnBothDatabases,
  loginAs,
  testConfig,
} from './helpers.js';
import { multipart } from './fixtures/scan-support/multipart.js';
import { waitForScan } from './fixtures/scan-support/wait.js';

vi.setConfig({ testTimeout: 120_000 });

const TOKEN = 'metrics-token-0123456789abcdef';
const auth = { authorization: `Bearer ${TOKEN}` };

/** The value of one series (`name{labels}`) in a scrape, or undefined when absent. */
function series(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

async function scrape(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: auth });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const port = (srv.address() as { port: number }).port;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

describeOnBothDatabases('metrics', (db) => {
  it('is refused without the token and not served on the main port without METRICS_TOKEN', async () => {
    const closed = await buildTestApp({ db });
    const none = await closed.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(none.statusCode).toBe(404);
    expect(none.body).not.toContain('vigil_');

    const app = await buildTestApp({ db, config: { metricsToken: TOKEN } });
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'METRICS_TOKEN_REQUIRED',
        message: 'A valid metrics token is required.',
      });
      expect(res.body).not.toContain('vigil_');
    }
  });

  it('exposes every series and moves them after requests, a failed login and stored scans', async () => {
    const app = await buildTestApp({
      db,
      config: { metricsToken: TOKEN },
      services: ['queue'],
      mode: 'api',
    });
    const { user, password } = await createUser(app, { tier: 'FOUNDATION' });
    const { headers } = await loginAs(app, user);

    const before = await scrape(app);
    for (const name of [
      'vigil_scan_duration_seconds_count',
      'vigil_scan_lines_per_second_count',
      'vigil_process_cpu_user_seconds_total',
      'vigil_nodejs_eventloop_lag_seconds',
      'vigil_queue_oldest_job_age_seconds',
    ]) {
      expect(series(before, name), name).toBeDefined();
    }
    expect(series(before, 'vigil_scans', { state: 'completed' })).toBe(0);
    expect(series(before, 'vigil_queue_jobs', { state: 'created' })).toBe(0);
    expect(series(before, 'vigil_engine_errors_total', { kind: 'scan' })).toBe(0);
    expect(series(before, 'vigil_pdf_renders_total', { outcome: 'ok' })).toBe(0);
    const failuresBefore = series(before, 'vigil_login_failures_total', {
      reason: 'bad_password',
    })!;
    const listsBefore =
      series(before, 'vigil_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/projects',
        status_code: '200',
      }) ?? 0;
    const missingBefore =
      series(before, 'vigil_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/projects/:id',
        status_code: '404',
      }) ?? 0;

    // Two reads, an unknown id (a 404 under the route pattern), a failed login, an unknown page.
    for (let i = 0; i < 2; i++)
      expect((await app.inject({ method: 'GET', url: '/api/projects', headers })).statusCode).toBe(
        200,
      );
    const missing = await app.inject({
      method: 'GET',
      url: '/api/projects/00000000-0000-4000-8000-000000000000',
      headers,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: `${password}-wrong` },
    });
    expect(bad.statusCode).toBe(401);
    await app.inject({ method: 'GET', url: '/no/such/page/with/a/unique/path' });

    // A stored scan and a queued job, as the API would leave them.
    const p = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'Shop' },
    });
    expect(p.statusCode).toBe(201);
    await app.db.insert(scans).values({
      userId: user.id,
      projectId: p.json().id,
      projectName: 'Shop',
      scanType: 'SAST',
      status: 'completed',
      sourceKind: 'upload',
    });
    await app.scanQueue.boss!.send('scan', { scanId: '00000000-0000-4000-8000-00000000dead' });

    const after = await scrape(app);
    expect(
      series(after, 'vigil_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/projects',
        status_code: '200',
      }),
    ).toBe(listsBefore + 2);
    // Route patterns, never raw URLs.
    expect(
      series(after, 'vigil_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/projects/:id',
        status_code: '404',
      }),
    ).toBe(missingBefore + 1);
    expect(after).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(after).not.toContain('/no/such/page');
    expect(
      series(after, 'vigil_http_request_duration_seconds_bucket', {
        route: '/api/projects',
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(listsBefore + 2);
    expect(series(after, 'vigil_login_failures_total', { reason: 'bad_password' })).toBe(
      failuresBefore + 1,
    );
    expect(series(after, 'vigil_scans', { state: 'completed' })).toBe(1);
    expect(series(after, 'vigil_queue_jobs', { state: 'created' })).toBe(1);
    expect(series(after, 'vigil_queue_oldest_job_age_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('serves /metrics without a token on METRICS_PORT, on 127.0.0.1 only', async () => {
    const port = await freePort();
    const app = await buildTestApp({ db, config: { metricsPort: port } });
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('vigil_http_request_duration_seconds');
    const other = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(other.status).toBe(404);
    await app.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('is ready when the database and the queue answer, and says which part is not', async () => {
    const app = await buildTestApp({ db, services: ['queue'], mode: 'api' });
    const ok = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ready', checks: { database: 'ok', queue: 'ok' } });

    const noQueue = await buildTestApp({ db });
    const nq = await noQueue.inject({ method: 'GET', url: '/api/ready' });
    expect(nq.statusCode).toBe(503);
    expect(nq.json()).toEqual({
      error: 'NOT_READY',
      message: 'Not ready: scan queue (not started) unreachable.',
      checks: { database: 'ok', queue: 'failed' },
    });

    await app.scanQueue.stop();
    await app.database.close();
    const down = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      error: 'NOT_READY',
      checks: { database: 'failed', queue: 'failed' },
    });
    expect(down.json().message).toContain('database');
  });
});

it('gives every response a request id, keeps a well-formed one from the caller', async () => {
  const app = await buildTestApp();
  const a = await app.inject({ method: 'GET', url: '/api/health' });
  const b = await app.inject({ method: 'GET', url: '/api/health' });
  expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  const given = await app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': 'edge-7f3a.42' },
  });
  expect(given.headers['x-request-id']).toBe('edge-7f3a.42');
  // Anything else (spaces, quotes, newlines, too long) is replaced, never echoed.
  for (const v of ['a b', 'x"y', 'z'.repeat(200)]) {
    const r = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': v },
    });
    expect(r.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  }
});

it('follows a scan from its request into the worker: the job logs carry the request id; scan metrics move', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l));
      done();
    },
  });
  const config = testConfig({ metricsToken: TOKEN, logLevel: 'info' });
  const app = await buildApp(config, {
    services: ['realtime', 'queue'],
    mode: 'embedded',
    logger: { level: 'info', stream },
  });
  try {
    await app.ready();
    const { user } = await createUser(app, { tier: 'FOUNDATION' });
    const { headers } = await loginAs(app, user);
    const p = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'Traced' },
    });
    const before = await scrape(app);
    const body = multipart({ scanType: 'SAST', projectId: p.json().id }, [
      {
        field: 'codeFiles',
        name: 'app.js',
        data: "const { exec } = require('child_process');\nexports.run = (req) => exec(req.query.cmd);\n",
      },
    ]);
    const started = await app.inject({
      method: 'POST',
      url: '/api/scans',
      headers: { ...headers, ...body.headers, 'x-request-id': 'trace-scan-0001' },
      payload: body.payload,
    });
    expect(started.statusCode).toBe(201);
    const scanId = started.json().scanId as string;
    const done = await waitForScan(app, headers, scanId);
    expect(done.status).toBe('completed');
    // The row says completed as soon as the results are committed; the worker then removes the
    // sources, counts the findings for the completed event, records its metrics and logs.
    for (let i = 0; i < 300; i++) {
      if (lines.some((l) => l.msg === 'scan completed' && l.scanId === scanId)) break;
      await new Promise((r) => setTimeout(r, 100));
    }

    // The request's own log lines and the worker's line for the job share the id.
    expect(lines.some((l) => l.reqId === 'trace-scan-0001' && l.msg === 'request completed')).toBe(
      true,
    );
    const jobLine = lines.find((l) => l.msg === 'scan completed' && l.scanId === scanId);
    expect(jobLine).toMatchObject({ reqId: 'trace-scan-0001', scanId });

    const after = await scrape(app);
    expect(series(after, 'vigil_scans_finished_total', { outcome: 'completed' })).toBe(
      series(before, 'vigil_scans_finished_total', { outcome: 'completed' })! + 1,
    );
    expect(series(after, 'vigil_scan_duration_seconds_count')).toBe(
      series(before, 'vigil_scan_duration_seconds_count')! + 1,
    );
    expect(series(after, 'vigil_scan_lines_per_second_count')).toBe(
      series(before, 'vigil_scan_lines_per_second_count')! + 1,
    );
    expect(series(after, 'vigil_scans', { state: 'completed' })).toBe(1);
    expect(
      series(after, 'vigil_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/scans',
        status_code: '201',
      }),
    ).toBe(1);
  } finally {
    await app.close();
  }
});
