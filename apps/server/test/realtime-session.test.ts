/**
 * socket.io checks the session behind an access token as REST does (issue 16 item 7): on connect
 * and on every `subscribe:scan`, a token whose session has ended (logout) or whose account is
 * disabled is refused. Real sockets against a listening server.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { expect, it, vi } from 'vitest';
import { SCAN_EVENTS } from '@vigil/shared';
import { scans, users } from '../src/db/schema/index.js';
import { buildTestApp, createUser, describeOnBothDatabases, loginAs } from './helpers.js';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const opened: Socket[] = [];

/** Connects; resolves with the socket, or with the connect_error message. */
function openSocket(
  url: string,
  token?: string,
): Promise<{ socket: Socket } | { refused: string }> {
  const socket = connect(url, {
    path: '/socket.io/',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
    timeout: 5000,
  });
  opened.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (err) => resolve({ refused: err.message }));
  });
}

function subscribe(
  socket: Socket,
  payload: Record<string, unknown>,
): Promise<{ ok: boolean; error?: string }> {
  return socket.timeout(5000).emitWithAck(SCAN_EVENTS.subscribe, payload);
}

async function userWithScan(app: FastifyInstance) {
  const { user } = await createUser(app, { tier: 'FOUNDATION' });
  const session = await loginAs(app, user);
  const project = (
    await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: session.headers,
      payload: { name: 'Live' },
    })
  ).json() as {
    id: string;
  };
  const scanId = randomUUID();
  await app.db.insert(scans).values({
    id: scanId,
    userId: user.id,
    projectId: project.id,
    projectName: 'Live',
    scanType: 'SAST',
    status: 'running',
    sourceKind: 'upload',
    sourcePath: `sources/${scanId}`,
    progressDetails: 'Analysing',
    progressPercent: 40,
  });
  return { user, session, scanId };
}

// App builds are slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });

describeOnBothDatabases('socket.io session checks', (db) => {
  it('refuses the token of a logged-out session on connect and on subscribe', async () => {
    const app = await buildTestApp({ db, services: ['realtime'] });
    const url = await listen(app);
    try {
      const a = await userWithScan(app);
      const first = await openSocket(url, a.session.access_token);
      if (!('socket' in first)) throw new Error(`connect refused: ${first.refused}`);
      const anon = await openSocket(url);
      if (!('socket' in anon)) throw new Error(`anonymous connect refused: ${anon.refused}`);
      expect(await subscribe(first.socket, { scanId: a.scanId })).toMatchObject({ ok: true });
      expect(
        await subscribe(anon.socket, { scanId: a.scanId, token: a.session.access_token }),
      ).toMatchObject({ ok: true });

      const out = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: a.session.headers,
        payload: { refresh_token: a.session.refresh_token },
      });
      expect(out.statusCode).toBe(200);
      const rest = await app.inject({
        method: 'GET',
        url: `/api/scans/${a.scanId}`,
        headers: a.session.headers,
      });
      expect(rest.statusCode).toBe(401);
      const restMessage = (rest.json() as { message: string }).message;

      // The open connection: its subscription is refused with REST's reason.
      expect(await subscribe(first.socket, { scanId: a.scanId })).toEqual({
        ok: false,
        error: restMessage,
      });
      // A token in the payload is checked just the same.
      expect(
        await subscribe(anon.socket, { scanId: a.scanId, token: a.session.access_token }),
      ).toEqual({ ok: false, error: restMessage });
      // A new connection with that token is refused.
      const again = await openSocket(url, a.session.access_token);
      expect(again).toEqual({ refused: restMessage });

      // The user's new session works.
      const fresh = await loginAs(app, a.user);
      const ok = await openSocket(url, fresh.access_token);
      if (!('socket' in ok)) throw new Error(`connect refused: ${ok.refused}`);
      expect(await subscribe(ok.socket, { scanId: a.scanId })).toMatchObject({ ok: true });
    } finally {
      for (const s of opened.splice(0)) s.disconnect();
    }
  });

  it('refuses a disabled account, forged tokens and other users', async () => {
    const app = await buildTestApp({ db, services: ['realtime'] });
    const url = await listen(app);
    try {
      const a = await userWithScan(app);
      const b = await userWithScan(app);
      expect(await openSocket(url, 'not-a-token')).toEqual({ refused: 'Invalid or expired token' });
      const sb = await openSocket(url, b.session.access_token);
      if (!('socket' in sb)) throw new Error(`connect refused: ${sb.refused}`);
      expect(await subscribe(sb.socket, { scanId: a.scanId })).toEqual({
        ok: false,
        error: 'Scan not found',
      });

      const sa = await openSocket(url, a.session.access_token);
      if (!('socket' in sa)) throw new Error(`connect refused: ${sa.refused}`);
      await app.db.update(users).set({ isActive: false }).where(eq(users.id, a.user.id));
      const res = await subscribe(sa.socket, { scanId: a.scanId });
      expect(res.ok).toBe(false);
      expect(res.error).toMatch(/disabled/);
      expect(await openSocket(url, a.session.access_token)).toEqual({ refused: res.error });
    } finally {
      for (const s of opened.splice(0)) s.disconnect();
    }
  });
});
