/**
 * The scan lifecycle module: every status change with its event, audit row and cleanup, and one
 * winner when changes race (a cancel always beats a worker finishing).
 */
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { auditLog, findings, scans } from '../src/db/schema/index.js';
import {
  cancelScans,
  claimScan,
  completeScan,
  failOrphanedScan,
  failQueueing,
  failScan,
  requeueOrphan,
  sourceDir,
  type LifecycleContext,
} from '../src/queue/lifecycle.js';
import type { ScanEventSink } from '../src/realtime/sink.js';
import { buildTestApp, createUser, describeOnBothDatabases, loginAs } from './helpers.js';
import { multipart } from './fixtures/scan-support/multipart.js';

vi.setConfig({ testTimeout: 120_000 });

function recorder(): { sink: ScanEventSink; seen: string[] } {
  const seen: string[] = [];
  return {
    seen,
    sink: {
      progress: (_u, e) => seen.push(`progress:${e.scanId}`),
      completed: (_u, e) => seen.push(`completed:${e.scanId}`),
      error: (_u, e) => seen.push(`error:${e.scanId}:${e.error}`),
      cancelled: (_u, e) => seen.push(`cancelled:${e.scanId}`),
    },
  };
}

async function startScan(
  app: FastifyInstance,
  headers: Record<string, string>,
  projectId: string,
): Promise<string> {
  const body = multipart({ scanType: 'SAST', projectId }, [
    { name: 'a.js', data: 'eval(req.query.x)' },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/scans',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().scanId;
}

async function status(app: FastifyInstance, id: string): Promise<string | undefined> {
  return (await app.db.select({ s: scans.status }).from(scans).where(eq(scans.id, id)))[0]?.s;
}

describeOnBothDatabases('scan lifecycle', (db) => {
  it('a user cancel: the status, an audit row, the sources gone; another user gets 404', async () => {
    const app = await buildTestApp({ db });
    const { user } = await createUser(app, { tier: 'FOUNDATION' });
    const { headers } = await loginAs(app, user);
    const project = (
      await app.inject({ method: 'POST', url: '/api/projects', headers, payload: { name: 'Life' } })
    ).json();
    const id = await startScan(app, headers, project.id);
    expect(existsSync(sourceDir(app.config.dataDir, id))).toBe(true);

    const other = await loginAs(app, (await createUser(app, { tier: 'FOUNDATION' })).user);
    expect(
      (await app.inject({ method: 'POST', url: `/api/scans/${id}/cancel`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect(await status(app, id)).toBe('pending');

    const res = await app.inject({ method: 'POST', url: `/api/scans/${id}/cancel`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(await status(app, id)).toBe('cancelled');
    expect(existsSync(sourceDir(app.config.dataDir, id))).toBe(false);
    const rows = await app.db.select().from(auditLog).where(eq(auditLog.action, 'scan.cancelled'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: user.id,
      targetType: 'scan',
      targetId: id,
      details: { previousStatus: 'pending' },
    });
    const again = await app.inject({ method: 'POST', url: `/api/scans/${id}/cancel`, headers });
    expect(again.statusCode).toBe(400);
  });

  it('transitions race to one winner: a cancel beats a worker finishing; orphans are queued again or failed', async () => {
    const app = await buildTestApp({ db });
    const { user } = await createUser(app, { tier: 'FOUNDATION' });
    const { headers } = await loginAs(app, user);
    const project = (
      await app.inject({ method: 'POST', url: '/api/projects', headers, payload: { name: 'Race' } })
    ).json();
    const { sink, seen } = recorder();
    const ctx: LifecycleContext = {
      database: app.database,
      dataDir: app.config.dataDir,
      events: sink,
    };

    // Claimed, then cancelled while running: the worker's completion stores nothing.
    const a = await startScan(app, headers, project.id);
    expect(await claimScan(app.database, a, 'job-a')).toMatchObject({
      user_id: user.id,
      source_kind: 'upload',
      source_files: 1,
    });
    expect(await claimScan(app.database, a, 'job-other')).toBeNull();
    expect(
      (
        await cancelScans(ctx, {
          scope: { scanId: a, userId: user.id },
          details: 'Analysis cancelled',
        })
      ).map((r) => r.status),
    ).toEqual(['running']);
    const summary = { critical: 0, high: 1, medium: 0, low: 0, total: 1 };
    const stored = await completeScan(
      ctx,
      { scanId: a, jobId: 'job-a', userId: user.id },
      { summary, stats: {}, triageNote: '' },
      async (tx) => {
        await tx
          .insert(findings)
          .values({ scanId: a, ruleId: 'x', title: 'x', severity: 'high', fingerprint: 'f' });
      },
    );
    expect(stored).toBe(false);
    expect(await status(app, a)).toBe('cancelled');
    expect(await app.db.select().from(findings).where(eq(findings.scanId, a))).toEqual([]);
    expect(
      await failScan(ctx, { scanId: a, jobId: 'job-a', userId: user.id }, 'late', 'analysis'),
    ).toBe(false);
    expect(await status(app, a)).toBe('cancelled');

    // A running scan whose worker died: queued again, then failed for good with the message users see.
    const b = await startScan(app, headers, project.id);
    await claimScan(app.database, b, 'job-b');
    expect(await requeueOrphan(app.database, b)).toBe(true);
    expect(await status(app, b)).toBe('pending');
    expect(await requeueOrphan(app.database, b)).toBe(false);
    expect(await failOrphanedScan(ctx, b)).toBe(true);
    expect(await status(app, b)).toBe('failed');
    expect(existsSync(sourceDir(app.config.dataDir, b))).toBe(false);
    expect(await failOrphanedScan(ctx, b)).toBe(false);

    // Completed scans are not failed by a late queue error.
    const c = await startScan(app, headers, project.id);
    await claimScan(app.database, c, 'job-c');
    expect(
      await completeScan(
        ctx,
        { scanId: c, jobId: 'job-c', userId: user.id },
        { summary, stats: {}, triageNote: '' },
        async () => {},
      ),
    ).toBe(true);
    await failQueueing(ctx, c, 'The scan could not be queued.');
    expect(await status(app, c)).toBe('completed');
    expect(existsSync(sourceDir(app.config.dataDir, c))).toBe(false);

    expect(seen).toEqual([
      `cancelled:${a}`,
      expect.stringMatching(new RegExp(`^error:${b}:`)),
      `completed:${c}`,
    ]);
  });
});
