/**
 * A scan either has all its files or fails with a message. A worker dies in the middle of a scan
 * (its job is aborted as a shutdown would), then the job runs again as pg-boss retries it: the scan
 * ends completed over every file, or failed with a clear message; never completed over part of
 * its sources.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { findings, scans } from '../src/db/schema/index.js';
import { performScanJob, sourceDir, type ScanJobContext } from '../src/queue/scan-job.js';
import type { ScanEventSink } from '../src/realtime/sink.js';
import { buildTestApp, createUser, describeOnBothDatabases, loginAs } from './helpers.js';
import { multipart } from './fixtures/scan-support/multipart.js';
import { buildZip } from './fixtures/scan-support/zip-writer.js';

vi.setConfig({ testTimeout: 180_000 });

const FILES = 200;

/** A project of FILES files, one of them with a flaw the engine reports. */
function project(): Buffer {
  const filler = Array.from(
    { length: 40 },
    (_, i) => `function f${i}(a) { return a + ${i}; }`,
  ).join('\n');
  const entries = Array.from({ length: FILES - 1 }, (_, i) => ({
    name: `lib/m${i}.js`,
    data: `${filler}\n// ${i}\n`,
  }));
  entries.push({
    name: 'app/run.js',
    data: "const { exec } = require('child_process');\napp.get('/x', (req, res) => exec(req.query.cmd));\n",
  });
  return buildZip(entries);
}

async function uploadScan(app: FastifyInstance): Promise<{ scanId: string; userId: string }> {
  const { user } = await createUser(app, { tier: 'FOUNDATION' });
  const { headers } = await loginAs(app, user);
  const p = await app.inject({
    method: 'POST',
    url: '/api/projects',
    headers,
    payload: { name: 'Partial' },
  });
  const body = multipart({ scanType: 'SAST', projectId: p.json().id }, [
    { name: 'code.zip', data: project() },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/scans',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { scanId: res.json().scanId, userId: user.id };
}

/** The job context a worker gives; `onProgress` sees every progress event (to pull the plug at the right moment). */
function jobContext(
  app: FastifyInstance,
  shutdown: AbortSignal,
  onProgress: (phase: string) => void = () => {},
): ScanJobContext {
  const events: ScanEventSink = {
    progress: (_u, e) => onProgress(e.phase ?? ''),
    completed: () => {},
    error: () => {},
    cancelled: () => {},
  };
  return {
    database: app.database,
    dataDir: app.config.dataDir,
    allowPrivateRepoHosts: false,
    events,
    log: { info: () => {}, warn: () => {}, error: () => {} },
    engineJobs: 2,
    scanTimeoutSeconds: 600,
    heartbeatMs: 200,
    shutdown,
  };
}

/** Runs the job and stops it (as a dying worker) once the engine is analysing; resolves when it gave up. */
async function runAndKill(app: FastifyInstance, scanId: string, jobId: string): Promise<void> {
  const shutdown = new AbortController();
  const ctx = jobContext(app, shutdown.signal, (phase) => {
    if (phase === 'analyze') shutdown.abort();
  });
  await expect(performScanJob(ctx, scanId, jobId)).rejects.toThrow(/shut down/);
}

async function scanRow(app: FastifyInstance, scanId: string) {
  const [row] = await app.db.select().from(scans).where(eq(scans.id, scanId));
  return row;
}

describeOnBothDatabases('a worker dying mid-scan', (db) => {
  it('the retried job completes over every file, and the sources go only after the results are stored', async () => {
    const app = await buildTestApp({ db });
    const { scanId } = await uploadScan(app);
    expect((await scanRow(app, scanId)).sourceFiles).toBe(FILES);

    await runAndKill(app, scanId, 'job-1');
    const interrupted = await scanRow(app, scanId);
    expect(interrupted.status).toBe('running');
    // The dead worker never reached its results: the sources are all still there.
    expect(readdirSync(path.join(sourceDir(app.config.dataDir, scanId), 'lib')).length).toBe(
      FILES - 1,
    );

    // pg-boss retries the same job.
    const outcome = await performScanJob(
      jobContext(app, new AbortController().signal),
      scanId,
      'job-1',
    );
    expect(outcome).toBe('completed');
    const done = await scanRow(app, scanId);
    expect(done.status).toBe('completed');
    expect((done.stats as { filesScanned: number }).filesScanned).toBe(FILES);
    const found = await app.db.select().from(findings).where(eq(findings.scanId, scanId));
    expect(found.some((f) => f.file === 'app/run.js' && f.ruleId === 'js.command-injection')).toBe(
      true,
    );
    expect(existsSync(sourceDir(app.config.dataDir, scanId))).toBe(false);
  });

  it('a retried job over part of its sources fails with a clear message instead of completing', async () => {
    // No copy of the upload in the database here (no queue: nothing was shared with other machines).
    const app = await buildTestApp({ db });
    const { scanId } = await uploadScan(app);
    await runAndKill(app, scanId, 'job-1');
    // What a worker killed while removing the folder leaves: part of the tree.
    const lib = path.join(sourceDir(app.config.dataDir, scanId), 'lib');
    for (const name of readdirSync(lib).slice(0, 70)) rmSync(path.join(lib, name));
    const outcome = await performScanJob(
      jobContext(app, new AbortController().signal),
      scanId,
      'job-1',
    );
    expect(outcome).toBe('failed');
    const row = await scanRow(app, scanId);
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(
      /The sources of this scan are incomplete: \d+ of its 200 files were found/,
    );
    expect(await app.db.select().from(findings).where(eq(findings.scanId, scanId))).toEqual([]);
  });
});
