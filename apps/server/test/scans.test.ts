import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { SCAN_MESSAGES } from '@vigil/shared';
import { findings, scans } from '../src/db/schema/index.js';
import { buildTestApp, createUser, describeOnBothDatabases, loginAs } from './helpers.js';
import { multipart, type MultipartFile } from './fixtures/scan-support/multipart.js';
import { waitFor, waitForScan } from './fixtures/scan-support/wait.js';
import { buildZip } from './fixtures/scan-support/zip-writer.js';

// Scans run the real engine and app builds migrate real databases: generous limits on a shared machine.
vi.setConfig({ testTimeout: 120_000 });

const APP_DIR = path.resolve(import.meta.dirname, 'fixtures/scan-app');
const flawed = (): MultipartFile[] =>
  ['server.js', 'hashing.py', 'UserDao.java'].map((name) => ({
    field: 'codeFiles',
    name,
    data: readFileSync(path.join(APP_DIR, name)),
  }));

async function userWithProject(
  app: FastifyInstance,
  tier: 'FOUNDATION' | 'SUMMIT' | 'GUEST' = 'FOUNDATION',
  end?: Date | null,
) {
  const { user } = await createUser(app, {
    tier: tier === 'GUEST' ? 'FOUNDATION' : tier,
    subscriptionEndDate: end,
  });
  const session = await loginAs(app, user);
  const p = await app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: session.headers,
    payload: { name: 'Shop' },
  });
  expect(p.statusCode).toBe(201);
  return { user, headers: session.headers, project: p.json() as { id: string; name: string } };
}

function startScan(
  app: FastifyInstance,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: MultipartFile[] = [],
) {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/scans',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

function sourcesLeft(app: FastifyInstance): string[] {
  const dir = path.join(app.config.dataDir, 'sources');
  return existsSync(dir) ? readdirSync(dir) : [];
}

describeOnBothDatabases('scan start rules', (db) => {
  it("checks every SAST start rule with the spec's messages and stores nothing on refusal", async () => {
    const app = await buildTestApp({ db });
    const { headers, project } = await userWithProject(app);
    const cases: [Record<string, string>, MultipartFile[], number, string][] = [
      [{ scanType: 'SAST' }, flawed(), 400, SCAN_MESSAGES.selectProject],
      [{ scanType: 'SAST', projectId: '' }, flawed(), 400, SCAN_MESSAGES.selectProject],
      [{ scanType: 'SAST', projectId: project.id }, [], 400, SCAN_MESSAGES.uploadFiles],
      [
        { scanType: 'SAST', projectId: project.id, sourceType: 'upload' },
        [],
        400,
        SCAN_MESSAGES.uploadFiles,
      ],
      [
        { scanType: 'SAST', projectId: project.id, repositoryUrl: '   ' },
        [],
        400,
        SCAN_MESSAGES.provideRepositoryUrl,
      ],
      [
        { scanType: 'SAST', projectId: project.id },
        Array.from({ length: 51 }, (_, i) => ({ name: `f${i}.js`, data: 'x' })),
        400,
        'Maximum 50 files allowed',
      ],
      [
        { scanType: 'SAST', projectId: project.id },
        [...flawed(), { name: 'tool.exe', data: 'MZ' }],
        400,
        'File type not supported: tool.exe',
      ],
      [{ scanType: 'DAST', projectId: project.id }, flawed(), 400, 'DAST scanning is coming soon.'],
      [
        { scanType: 'IAST', projectId: project.id },
        flawed(),
        400,
        "Unknown scan type 'IAST'. Use SAST.",
      ],
      [
        { scanType: 'sast-full', projectId: project.id },
        flawed(),
        400,
        "Unknown scan type 'sast-full'. Use SAST.",
      ],
      [
        {
          projectId: project.id,
          repositoryUrl: 'https://example.com/shop.git',
          repositoryBranch: '--upload-pack=touch',
        },
        [],
        400,
        "Branch name '--upload-pack=touch' is not valid.",
      ],
      [
        {
          projectId: project.id,
          repositoryUrl: 'https://example.com/shop.git',
          repositoryBranch: 'feature branch',
        },
        [],
        400,
        "Branch name 'feature branch' is not valid.",
      ],
      [
        {
          projectId: project.id,
          repositoryUrl: 'https://example.com/shop.git',
          repositoryBranch: 'a..b',
        },
        [],
        400,
        "Branch name 'a..b' is not valid.",
      ],
      [
        { projectId: project.id, repositoryUrl: 'http://127.0.0.1:9/x.git' },
        [],
        400,
        'Only https:// repository URLs are supported.',
      ],
      [
        { projectId: project.id, repositoryUrl: 'https://127.0.0.1/x.git' },
        [],
        400,
        "Repository host '127.0.0.1' resolves to a private or local network address, which is not allowed.",
      ],
      [
        { projectId: project.id },
        [{ name: 'evil.zip', data: buildZip([{ name: '../../x.js', data: 'x' }]) }],
        400,
        "Archive 'evil.zip' was refused: entry '../../x.js' points outside the archive folder.",
      ],
    ];
    for (const [fields, files, status, message] of cases) {
      const res = await startScan(app, headers, fields, files);
      expect(
        { status: res.statusCode, message: res.json().message },
        JSON.stringify(fields),
      ).toEqual({ status, message });
    }
    const json = await app.inject({
      method: 'POST',
      url: '/api/scans',
      headers,
      payload: { projectId: project.id, repositoryUrl: '' },
    });
    expect(json.json().message).toBe(SCAN_MESSAGES.provideRepositoryUrl);
    const jsonBranch = await app.inject({
      method: 'POST',
      url: '/api/scans',
      headers,
      payload: {
        projectId: project.id,
        repositoryUrl: 'https://example.com/shop.git',
        repositoryBranch: '-b',
      },
    });
    expect({ status: jsonBranch.statusCode, message: jsonBranch.json().message }).toEqual({
      status: 400,
      message: "Branch name '-b' is not valid.",
    });

    // The scan takes its project's name; a project name is checked where the project is made (the
    // scanner's inline create): too long is refused, and no project is stored.
    const longName = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'n'.repeat(201), status: 'active' },
    });
    expect({ status: longName.statusCode, message: longName.json().message }).toEqual({
      status: 400,
      message: 'name: Project name is too long (at most 200 characters)',
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/projects', headers })).json(),
    ).toHaveLength(1);

    const other = await userWithProject(app);
    const foreign = await startScan(app, headers, { projectId: other.project.id }, flawed());
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Project not found');

    expect(await app.db.select().from(scans)).toEqual([]);
    expect(sourcesLeft(app)).toEqual([]);
  });

  it('refuses GUEST and expired subscriptions', async () => {
    const app = await buildTestApp({ db });
    const { user: guest } = await createUser(app, { tier: 'GUEST' });
    const g = await startScan(
      app,
      (await loginAs(app, guest)).headers,
      { projectId: '00000000-0000-4000-8000-000000000000' },
      flawed(),
    );
    expect(g.statusCode).toBe(403);
    expect(g.json().error).toBe('SUBSCRIPTION_REQUIRED');

    const { headers, user } = await userWithProject(app);
    const { users } = await import('../src/db/schema/index.js');
    await app.db
      .update(users)
      .set({ subscriptionEndDate: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const e = await startScan(
      app,
      headers,
      { projectId: '00000000-0000-4000-8000-000000000000' },
      flawed(),
    );
    expect(e.statusCode).toBe(403);
    expect(e.json()).toMatchObject({ error: 'SUBSCRIPTION_EXPIRED' });
    expect(e.json().message).toMatch(/expired/);
  });

  it('creates a pending scan, and another user gets 404 on every scan route', async () => {
    const app = await buildTestApp({ db });
    const { headers, project } = await userWithProject(app);
    const res = await startScan(
      app,
      headers,
      { scanType: 'SAST', projectId: project.id, projectName: 'ignored', description: ' first ' },
      flawed(),
    );
    expect(res.statusCode).toBe(201);
    const { scanId, status } = res.json();
    expect(status).toBe('pending');
    expect(readdirSync(path.join(app.config.dataDir, 'sources', scanId)).sort()).toEqual([
      'UserDao.java',
      'hashing.py',
      'server.js',
    ]);

    const mine = await app.inject({ method: 'GET', url: `/api/scans/${scanId}`, headers });
    expect(mine.json()).toMatchObject({
      id: scanId,
      projectName: 'Shop',
      description: 'first',
      status: 'pending',
      results: null,
      sourceKind: 'upload',
    });

    const other = await userWithProject(app);
    for (const [method, url] of [
      ['GET', `/api/scans/${scanId}`],
      ['POST', `/api/scans/${scanId}/cancel`],
      ['DELETE', `/api/scans/${scanId}`],
    ] as const) {
      const r = await app.inject({ method, url, headers: other.headers });
      expect(r.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/scans', headers: other.headers })).json(),
    ).toMatchObject({ scans: [], total: 0 });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/scans?projectId=${project.id}`,
          headers: other.headers,
        })
      ).json().total,
    ).toBe(0);
    expect(
      (
        await app.inject({ method: 'GET', url: '/api/vulnerabilities', headers: other.headers })
      ).json().total,
    ).toBe(0);
    expect(
      (
        await app.inject({ method: 'GET', url: '/api/scans/statistics', headers: other.headers })
      ).json().totalScans,
    ).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/scans/nope', headers })).statusCode).toBe(
      404,
    );

    // Cancel: pending -> cancelled; again -> 400 with the reason.
    const c1 = await app.inject({ method: 'POST', url: `/api/scans/${scanId}/cancel`, headers });
    expect(c1.json()).toMatchObject({ scanId, status: 'cancelled' });
    const c2 = await app.inject({ method: 'POST', url: `/api/scans/${scanId}/cancel`, headers });
    expect(c2.statusCode).toBe(400);
    expect(c2.json().message).toBe(SCAN_MESSAGES.alreadyCancelled);
    expect(existsSync(path.join(app.config.dataDir, 'sources', scanId))).toBe(false);

    // A finished scan cannot be cancelled: 404 with the spec's text.
    await app.db.update(scans).set({ status: 'completed' }).where(eq(scans.id, scanId));
    const c3 = await app.inject({ method: 'POST', url: `/api/scans/${scanId}/cancel`, headers });
    expect(c3.statusCode).toBe(404);
    expect(c3.json().message).toBe('Scan not found or already completed.');

    const del = await app.inject({ method: 'DELETE', url: `/api/scans/${scanId}`, headers });
    expect(del.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/api/scans/${scanId}`, headers })).statusCode,
    ).toBe(404);
  });

  it('lists with filters, search and pagination, newest first', async () => {
    const app = await buildTestApp({ db });
    const { headers, project } = await userWithProject(app);
    const p2 = (
      await app.inject({
        method: 'POST',
        url: '/api/projects',
        headers,
        payload: { name: 'Billing' },
      })
    ).json();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (
          await startScan(app, headers, { projectId: project.id }, [{ name: 'a.js', data: 'x' }])
        ).json().scanId,
      );
    ids.push(
      (await startScan(app, headers, { projectId: p2.id }, [{ name: 'b.py', data: 'x' }])).json()
        .scanId,
    );
    await app.db.update(scans).set({ status: 'failed' }).where(eq(scans.id, ids[0]));

    const all = (
      await app.inject({ method: 'GET', url: '/api/scans?limit=2&page=1', headers })
    ).json();
    expect(all).toMatchObject({ total: 4, page: 1, limit: 2, totalPages: 2 });
    expect(all.scans.map((s: { id: string }) => s.id)).toEqual([ids[3], ids[2]]);
    const page2 = (
      await app.inject({ method: 'GET', url: '/api/scans?limit=2&page=2', headers })
    ).json();
    expect(page2.scans.map((s: { id: string }) => s.id)).toEqual([ids[1], ids[0]]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/scans?search=bill', headers }))
        .json()
        .scans.map((s: { id: string }) => s.id),
    ).toEqual([ids[3]]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/scans?status=failed', headers })).json().total,
    ).toBe(1);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/scans?projectId=${project.id}&scanType=SAST`,
          headers,
        })
      ).json().total,
    ).toBe(3);
    expect(
      (await app.inject({ method: 'GET', url: '/api/scans?scanType=DAST', headers })).json().total,
    ).toBe(0);
    const stats = (
      await app.inject({ method: 'GET', url: '/api/scans/statistics', headers })
    ).json();
    expect(stats).toMatchObject({
      totalScans: 4,
      completedScans: 0,
      activeScans: 3,
      failedScans: 1,
      recentScans: 4,
      sastScans: 4,
      successRate: 0,
    });

    // Deleting the project removes its scans and their sources.
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/projects/${p2.id}`, headers })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/api/scans/${ids[3]}`, headers })).statusCode,
    ).toBe(404);
    expect(existsSync(path.join(app.config.dataDir, 'sources', ids[3]))).toBe(false);
  });
});

describeOnBothDatabases('scans end to end', (db) => {
  it('scans uploaded files in the queue and reports what the engine finds', async () => {
    const app = await buildTestApp({ db, services: ['realtime', 'queue'] });
    const { headers, project } = await userWithProject(app);
    const res = await startScan(
      app,
      headers,
      { scanType: 'SAST', projectId: project.id, projectName: project.name },
      flawed(),
    );
    expect(res.statusCode).toBe(201);
    const { scanId } = res.json();
    const detail = await waitForScan(app, headers, scanId);
    expect(detail.status).toBe('completed');
    const results = detail.results as {
      summary: Record<string, number>;
      totalFindings: number;
      vulnerabilities: Record<string, unknown>[];
    };
    const byRule = Object.fromEntries(results.vulnerabilities.map((v) => [v.ruleId as string, v]));
    expect(byRule['js.command-injection']).toMatchObject({
      severity: 'critical',
      cwe: 'CWE-78',
      cweId: '78',
      file: 'server.js',
      line: 9,
      lineNumber: 9,
    });
    expect(byRule['js.command-injection'].codeSnippet as string).toContain('exec(req.query.cmd');
    expect(byRule['py.weak-hash']).toMatchObject({ file: 'hashing.py', line: 7 });
    expect(results.totalFindings).toBe(results.vulnerabilities.length);
    expect(results.summary.total).toBe(results.vulnerabilities.length);
    expect(results.summary.critical).toBeGreaterThanOrEqual(1);
    expect(detail).toMatchObject({
      progress: { percent: 100, details: 'Analysis completed successfully!' },
      triageNote: SCAN_MESSAGES.triageSkipped,
    });
    expect((detail.stats as { filesScanned: number }).filesScanned).toBe(3);
    const rows = await app.db.select().from(findings).where(eq(findings.scanId, scanId));
    expect(rows).toHaveLength(results.vulnerabilities.length);
    expect(rows.every((r) => r.fingerprint.length > 0)).toBe(true);
    // Sources are removed once the results are stored (right after the status is committed).
    await waitFor(
      async () => !existsSync(path.join(app.config.dataDir, 'sources', scanId)),
      10_000,
      'the sources to be removed',
    );

    const vulns = (
      await app.inject({ method: 'GET', url: '/api/vulnerabilities?severity=critical', headers })
    ).json();
    expect(vulns.vulnerabilities.map((v: { ruleId: string }) => v.ruleId)).toContain(
      'js.command-injection',
    );
    expect(
      vulns.vulnerabilities.every((v: { severity: string }) => v.severity === 'critical'),
    ).toBe(true);
    const byCwe = (
      await app.inject({ method: 'GET', url: '/api/vulnerabilities?cwe=327', headers })
    ).json();
    expect(byCwe.vulnerabilities.map((v: { file: string }) => v.file)).toEqual(['hashing.py']);
    const search = (
      await app.inject({
        method: 'GET',
        url: `/api/vulnerabilities?search=server.js&projectId=${project.id}`,
        headers,
      })
    ).json();
    expect(search.total).toBeGreaterThanOrEqual(1);
    expect(search.vulnerabilities[0]).toMatchObject({
      scanId,
      projectName: 'Shop',
      file: 'server.js',
    });

    const stats = (
      await app.inject({ method: 'GET', url: '/api/scans/statistics', headers })
    ).json();
    expect(stats).toMatchObject({
      totalScans: 1,
      completedScans: 1,
      activeScans: 0,
      successRate: 100,
    });
    expect(stats.vulnerabilities.total).toBe(results.summary.total);

    const del = await app.inject({ method: 'DELETE', url: `/api/scans/${scanId}`, headers });
    expect(del.statusCode).toBe(200);
    expect(await app.db.select().from(findings).where(eq(findings.scanId, scanId))).toEqual([]);
  });
});

describeOnBothDatabases('orphaned scans at start-up', (db) => {
  it('a scan left running by a stopped process is retried, and one with no attempt left is failed', async () => {
    const { SCAN_QUEUE } = await import('../src/queue/boss.js');
    const { ScanWorkers, engineJobsFor } = await import('../src/queue/queue.js');
    // API mode: the queue runs, no worker takes jobs until the test starts one.
    const app = await buildTestApp({ db, services: ['realtime', 'queue'], mode: 'api' });
    const { headers, project } = await userWithProject(app);
    const boss = app.scanQueue.boss!;

    // 1. Claimed by a worker that then died: job active in pg-boss, scan running with a stale heartbeat.
    const a = (await startScan(app, headers, { projectId: project.id }, flawed())).json()
      .scanId as string;
    const [fetched] = await boss.fetch(SCAN_QUEUE);
    expect(fetched.data).toEqual({ scanId: a, requestId: expect.any(String) });
    await app.db
      .update(scans)
      .set({ status: 'running', jobId: fetched.id, updatedAt: new Date(Date.now() - 3600_000) })
      .where(eq(scans.id, a));

    // 2. Running under a job pg-boss no longer has: nothing can resume it.
    const b = (await startScan(app, headers, { projectId: project.id }, flawed())).json()
      .scanId as string;
    await boss.deleteJob(
      SCAN_QUEUE,
      (await app.db.select().from(scans).where(eq(scans.id, b)))[0].jobId!,
    );
    await app.db
      .update(scans)
      .set({ status: 'running', updatedAt: new Date(Date.now() - 3600_000) })
      .where(eq(scans.id, b));

    const workers = new ScanWorkers(
      app.scanQueue,
      {
        database: app.database,
        dataDir: app.config.dataDir,
        allowPrivateRepoHosts: false,
        events: app.scanEvents,
        log: app.log,
        engineJobs: engineJobsFor(1),
      },
      1,
    );
    try {
      await workers.start({ orphansNow: db === 'pglite' });
      const doneA = await waitForScan(app, headers, a);
      expect(doneA.status).toBe('completed');
      expect((doneA.results as { totalFindings: number }).totalFindings).toBeGreaterThan(0);
      const doneB = await waitForScan(app, headers, b);
      expect(doneB).toMatchObject({ status: 'failed', error: SCAN_MESSAGES.workerLost });
      expect(existsSync(path.join(app.config.dataDir, 'sources', b))).toBe(false);
      const jobA = await boss.getJobById(SCAN_QUEUE, fetched.id);
      expect(jobA?.retryCount).toBe(1);
    } finally {
      await workers.stop();
    }
  });
});

describeOnBothDatabases('leftover sources', (db) => {
  it('removes everything of no pending or running scan; with an age guard, only what was not written to lately', async () => {
    const { mkdirSync, utimesSync, writeFileSync } = await import('node:fs');
    const { sweepSources } = await import('../src/queue/sweep.js');
    const app = await buildTestApp({ db });
    const { headers, project } = await userWithProject(app);
    const live = (await startScan(app, headers, { projectId: project.id }, flawed())).json()
      .scanId as string;
    const root = path.join(app.config.dataDir, 'sources');
    const old = new Date(Date.now() - 2 * 3600_000);
    for (const name of [
      '6d1c3f4e-0000-4000-8000-000000000001',
      'x.incoming',
      'y.restoring-42',
      'fresh.incoming',
      `${live}.restoring-7`,
    ]) {
      mkdirSync(path.join(root, name), { recursive: true });
      writeFileSync(path.join(root, name, 'a.js'), 'x');
      if (name !== 'fresh.incoming') {
        utimesSync(path.join(root, name, 'a.js'), old, old);
        utimesSync(path.join(root, name), old, old);
      }
    }
    utimesSync(path.join(root, live), old, old);
    const removed = await sweepSources(app.database, app.config.dataDir, 60 * 60_000);
    expect(removed.sort()).toEqual([
      '6d1c3f4e-0000-4000-8000-000000000001',
      'x.incoming',
      'y.restoring-42',
    ]);
    expect(readdirSync(root).sort()).toEqual(
      [live, `${live}.restoring-7`, 'fresh.incoming'].sort(),
    );
    // Without the age guard (one process: the embedded database), the fresh leftover goes too.
    expect(await sweepSources(app.database, app.config.dataDir, 0)).toEqual(['fresh.incoming']);
    expect(readdirSync(root).sort()).toEqual([live, `${live}.restoring-7`].sort());
  });
});
