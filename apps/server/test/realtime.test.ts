import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { expect, it, vi } from 'vitest';
import { SCAN_EVENTS } from '@vigil/shared';
import { buildTestApp, createUser, describeOnBothDatabases, loginAs } from './helpers.js';
import { multipart, type MultipartFile } from './fixtures/scan-support/multipart.js';
import { waitFor, waitForScan } from './fixtures/scan-support/wait.js';
import { busyScanZip } from './fixtures/scan-support/zip-writer.js';

// Scans run the real engine and app builds migrate real databases: generous limits on a shared machine.
vi.setConfig({ testTimeout: 120_000 });

const APP_DIR = path.resolve(import.meta.dirname, 'fixtures/scan-app');

interface Received {
  event: string;
  payload: { scanId: string; [k: string]: unknown };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function openSocket(url: string, token?: string): Promise<{ socket: Socket; events: Received[] }> {
  const socket = connect(url, {
    path: '/socket.io/',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  const events: Received[] = [];
  for (const event of [
    SCAN_EVENTS.progress,
    SCAN_EVENTS.completed,
    SCAN_EVENTS.error,
    SCAN_EVENTS.cancelled,
  ]) {
    socket.on(event, (payload: Received['payload']) => events.push({ event, payload }));
  }
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, events }));
    socket.once('connect_error', reject);
  });
}

function subscribe(
  socket: Socket,
  payload: Record<string, unknown>,
): Promise<{ ok: boolean; error?: string; status?: string }> {
  return socket.timeout(5000).emitWithAck(SCAN_EVENTS.subscribe, payload);
}

async function userWithProject(app: FastifyInstance) {
  const { user } = await createUser(app, { tier: 'FOUNDATION' });
  const session = await loginAs(app, user);
  const project = (
    await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: session.headers,
      payload: { name: 'Live' },
    })
  ).json();
  return { user, token: session.access_token, headers: session.headers, project };
}

async function start(
  app: FastifyInstance,
  headers: Record<string, string>,
  projectId: string,
  files: MultipartFile[],
) {
  const body = multipart({ scanType: 'SAST', projectId }, files);
  const res = await app.inject({
    method: 'POST',
    url: '/api/scans',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().scanId as string;
}

describeOnBothDatabases('real-time scan events', (db) => {
  it('streams progress then completed to the owner only, and refuses other subscriptions', async () => {
    const app = await buildTestApp({ db, services: ['realtime', 'queue'] });
    const url = await listen(app);
    const a = await userWithProject(app);
    const b = await userWithProject(app);
    const sa = await openSocket(url, a.token);
    const sb = await openSocket(url, b.token);
    const anon = await openSocket(url);
    try {
      const files = ['server.js', 'hashing.py'].map((name) => ({
        name,
        data: readFileSync(path.join(APP_DIR, name)),
      }));
      const scanId = await start(app, a.headers, a.project.id, files);

      expect(await subscribe(sa.socket, { scanId })).toMatchObject({ ok: true });
      expect(await subscribe(sb.socket, { scanId })).toEqual({
        ok: false,
        error: 'Scan not found',
      });
      expect(await subscribe(anon.socket, { scanId })).toEqual({
        ok: false,
        error: 'No authentication token found. Please login.',
      });
      expect(await subscribe(anon.socket, { scanId, token: 'not-a-token' })).toEqual({
        ok: false,
        error: 'Invalid or expired token',
      });
      expect(await subscribe(anon.socket, { scanId, token: b.token })).toEqual({
        ok: false,
        error: 'Scan not found',
      });
      // The token may also travel in the payload.
      const viaPayload = await openSocket(url);
      expect(await subscribe(viaPayload.socket, { scanId, token: a.token })).toMatchObject({
        ok: true,
      });

      await waitFor(
        async () => sa.events.some((e) => e.event === SCAN_EVENTS.completed),
        60_000,
        'scan:completed',
      );
      const mine = sa.events.filter((e) => e.payload.scanId === scanId);
      const kinds = mine.map((e) => e.event);
      expect(kinds[0]).toBe(SCAN_EVENTS.progress);
      expect(kinds.indexOf(SCAN_EVENTS.completed)).toBe(kinds.length - 1);
      expect(kinds.filter((k) => k === SCAN_EVENTS.completed)).toHaveLength(1);
      const progress = mine.filter((e) => e.event === SCAN_EVENTS.progress).map((e) => e.payload);
      expect(
        progress.every((p) => typeof p.details === 'string' && (p.details as string).length > 0),
      ).toBe(true);
      expect(progress.some((p) => p.phase === 'analyze' || p.phase === 'discover')).toBe(true);
      expect(
        progress.every((p) => typeof p.percent === 'number' && (p.percent as number) < 100),
      ).toBe(true);
      const completed = mine.at(-1)!.payload as unknown as {
        status: string;
        result: { summary: { total: number; critical: number }; totalFindings: number };
      };
      expect(completed.status).toBe('completed');
      expect(completed.result.summary.critical).toBeGreaterThanOrEqual(1);
      expect(completed.result.totalFindings).toBe(completed.result.summary.total);
      await waitFor(
        async () => viaPayload.events.some((e) => e.event === SCAN_EVENTS.completed),
        5000,
        'payload-token subscriber',
      );

      expect(sb.events).toEqual([]);
      expect(anon.events).toEqual([]);

      // A late subscriber gets the final state at once.
      const late = await openSocket(url, a.token);
      expect(await subscribe(late.socket, { scanId })).toMatchObject({
        ok: true,
        status: 'completed',
      });
      await waitFor(
        async () => late.events.find((e) => e.event === SCAN_EVENTS.completed),
        5000,
        'late completed',
      );
      late.socket.close();
      viaPayload.socket.close();
    } finally {
      sa.socket.close();
      sb.socket.close();
      anon.socket.close();
    }
  });

  it('cancels a running scan: scan:cancelled, status cancelled, the worker stops', async () => {
    const app = await buildTestApp({ db, services: ['realtime', 'queue'] });
    const url = await listen(app);
    const a = await userWithProject(app);
    const s = await openSocket(url, a.token);
    try {
      const zip = busyScanZip();
      const scanId = await start(app, a.headers, a.project.id, [{ name: 'big.zip', data: zip }]);
      expect(await subscribe(s.socket, { scanId })).toMatchObject({ ok: true });
      await waitFor(
        async () =>
          s.events.some((e) => e.payload.scanId === scanId && e.payload.phase === 'analyze'),
        90_000,
        'analysis to start',
      );

      const t0 = Date.now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/scans/${scanId}/cancel`,
        headers: a.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ scanId, status: 'cancelled' });
      await waitFor(
        async () =>
          s.events.some((e) => e.event === SCAN_EVENTS.cancelled && e.payload.scanId === scanId),
        5000,
        'scan:cancelled',
      );
      expect(s.events.some((e) => e.event === SCAN_EVENTS.completed)).toBe(false);
      const detail = await waitForScan(app, a.headers, scanId);
      expect(detail.status).toBe('cancelled');
      // The worker notices within a second or two and removes the sources.
      // (Generous bounds: the whole suite shares two cores; alone this takes one to two seconds.)
      await waitFor(
        async () => !existsSync(path.join(app.config.dataDir, 'sources', scanId)),
        8000,
        'the worker to stop',
      );
      expect(Date.now() - t0).toBeLessThan(8000);
      await new Promise((r) => setTimeout(r, 1500));
      const after = await waitForScan(app, a.headers, scanId);
      expect(after).toMatchObject({ status: 'cancelled', results: null });
      expect(
        s.events.some((e) => e.event === SCAN_EVENTS.completed || e.event === SCAN_EVENTS.error),
      ).toBe(false);
    } finally {
      s.socket.close();
    }
  });
});

describeOnBothDatabases('socket path', (db) => {
  it("serves socket.io at SOCKET_PATH (the spec's /ws/scans/) and gives a late subscriber the stored progress", async () => {
    const app = await buildTestApp({
      db,
      services: ['realtime'],
      config: { socketPath: '/ws/scans/' },
    });
    const url = await listen(app);
    const a = await userWithProject(app);
    // No queue in this app: the scan stays pending with its first progress text.
    const scanId = await start(app, a.headers, a.project.id, [
      { name: 'a.js', data: 'eval(location.hash)' },
    ]);
    const socket = connect(url, {
      path: '/ws/scans/',
      transports: ['websocket'],
      auth: { token: a.token },
      reconnection: false,
    });
    const progress: unknown[] = [];
    socket.on(SCAN_EVENTS.progress, (p: unknown) => progress.push(p));
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      expect(await subscribe(socket, { scanId })).toEqual({ ok: true, scanId, status: 'pending' });
      await waitFor(async () => progress.length > 0, 5000, 'stored progress');
      expect(progress[0]).toEqual({
        scanId,
        details: 'Initializing security analysis...',
        phase: 'queued',
        percent: 0,
      });
    } finally {
      socket.close();
    }
    const old = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(old.status).toBe(404);
  });
});
