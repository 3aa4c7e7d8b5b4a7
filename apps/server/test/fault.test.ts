/**
 * Fault tolerance of the distributed mode: an API process (here the test's app, `--api` mode: no
 * in-process worker) and standalone worker processes sharing one PostgreSQL. A worker killed with
 * SIGKILL in the middle of a scan, then a new worker started: the scan ends completed or failed,
 * never stuck in running, and its events reach the API's socket.io through the PostgreSQL adapter.
 * The workers have a DATA_DIR of their own: the uploaded sources reach them through the database.
 * PGlite is a single-process database, so this runs only when TEST_DATABASE_URL is set.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { SCAN_EVENTS } from '@vigil/shared';
import { buildTestApp, createUser, loginAs } from './helpers.js';
import { multipart } from './fixtures/scan-support/multipart.js';
import { waitFor, waitForScan } from './fixtures/scan-support/wait.js';
import { buildZip } from './fixtures/scan-support/zip-writer.js';

const HAS_POSTGRES = Boolean(process.env.TEST_DATABASE_URL?.trim());
if (!HAS_POSTGRES) {
  console.log(
    'fault.test.ts: skipped, TEST_DATABASE_URL is not set (a killed worker process needs a database shared between processes: PostgreSQL).',
  );
}

const WORKER = path.resolve(import.meta.dirname, '../src/worker-main.ts');

function startWorker(env: Record<string, string>, output: string[]): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', WORKER], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  return child;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once('exit', () => r()));
}

describe.skipIf(!HAS_POSTGRES)('a worker killed during a scan [postgres]', () => {
  it(
    'is taken over by a restarted worker: the scan ends completed, never stuck in running',
    { timeout: 180_000 },
    async () => {
      const app = await buildTestApp({
        db: 'postgres',
        services: ['realtime', 'queue'],
        mode: 'api',
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const database = app.config.database;
      if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');

      const { user } = await createUser(app, { tier: 'FOUNDATION' });
      const session = await loginAs(app, user);
      const headers = session.headers;
      const project = (
        await app.inject({
          method: 'POST',
          url: '/api/projects',
          headers,
          payload: { name: 'Resilient' },
        })
      ).json();

      // Enough code for the scan to be killed while analysing, and one known flaw to find afterwards.
      // 600 files of 300 functions: the upload and the sources stored for the workers cost per file.
      const filler = Array.from(
        { length: 300 },
        (_, i) => `function f${i}(a) { return a + ${i}; }`,
      ).join('\n');
      const entries = Array.from({ length: 600 }, (_, i) => ({
        name: `lib/m${i}.js`,
        data: `${filler}\n// ${i}\n`,
      }));
      entries.push({
        name: 'app/run.js',
        data: "const { exec } = require('child_process');\napp.get('/x', (req, res) => exec(req.query.cmd));\n",
      });
      const body = multipart({ scanType: 'SAST', projectId: project.id }, [
        { name: 'code.zip', data: buildZip(entries) },
      ]);
      const started = await app.inject({
        method: 'POST',
        url: '/api/scans',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(started.statusCode).toBe(201);
      const { scanId } = started.json();

      const socket = connect(url, {
        path: '/socket.io/',
        transports: ['websocket'],
        auth: { token: session.access_token },
        reconnection: false,
      });
      const events: string[] = [];
      socket.onAny((event: string, payload: { scanId?: string }) => {
        if (payload?.scanId === scanId) events.push(event);
      });
      await new Promise<void>((r) => socket.once('connect', () => r()));
      expect(
        await socket.timeout(5000).emitWithAck(SCAN_EVENTS.subscribe, { scanId }),
      ).toMatchObject({ ok: true });

      // The workers get a DATA_DIR of their own: they share only PostgreSQL with the API (queue, events, uploaded sources).
      const workerDataDir = mkdtempSync(path.join(tmpdir(), 'vigil-worker-data-'));
      const env = {
        DATABASE_URL: database.url,
        DATA_DIR: workerDataDir,
        JWT_SECRET: app.config.jwtSecret,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        SCAN_CONCURRENCY: '1',
        SCAN_STALE_SECONDS: '5',
        SCAN_RECONCILE_SECONDS: '1',
        SCAN_POLL_SECONDS: '0.5',
      };
      const out1: string[] = [];
      const out2: string[] = [];
      const first = startWorker(env, out1);
      let second: ChildProcess | null = null;
      try {
        // Running, analysing, and its progress reached the API's socket from the worker process.
        await waitFor(
          async () => {
            const d = (
              await app.inject({ method: 'GET', url: `/api/scans/${scanId}`, headers })
            ).json();
            return d.status === 'running' && d.progress.phase === 'analyze';
          },
          90_000,
          `the first worker to analyse (worker output: ${out1.join('').slice(-2000)})`,
        );
        await waitFor(
          async () => events.includes(SCAN_EVENTS.progress),
          10_000,
          'progress events through the PostgreSQL adapter',
        );

        first.kill('SIGKILL');
        await exited(first);
        const stuck = (
          await app.inject({ method: 'GET', url: `/api/scans/${scanId}`, headers })
        ).json();
        expect(stuck.status).toBe('running');

        second = startWorker(env, out2);
        const final = await waitForScan(
          app,
          headers,
          scanId,
          ['completed', 'failed', 'cancelled'],
          120_000,
        ).catch((e: Error) => {
          throw new Error(`${e.message}; second worker output: ${out2.join('').slice(-3000)}`);
        });
        expect(
          final.status,
          `error: ${String(final.error)} (${String(final.errorStep)}); second worker: ${out2.join('').slice(-3000)}`,
        ).toBe('completed');
        const results = final.results as { vulnerabilities: { ruleId: string; file: string }[] };
        expect(
          results.vulnerabilities.some(
            (v) => v.file === 'app/run.js' && v.ruleId === 'js.command-injection',
          ),
        ).toBe(true);
        expect(out2.join('')).toContain('orphaned scan queued again');
        await waitFor(
          async () => events.includes(SCAN_EVENTS.completed),
          10_000,
          'scan:completed from the second worker',
        );
      } finally {
        socket.close();
        first.kill('SIGKILL');
        if (second) {
          second.kill('SIGTERM');
          await Promise.race([exited(second), new Promise((r) => setTimeout(r, 10_000))]);
          second.kill('SIGKILL');
        }
        await exited(first);
        rmSync(workerDataDir, { recursive: true, force: true });
      }
    },
  );
});
