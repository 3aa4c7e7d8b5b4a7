/**
 * socket.io attached to the Fastify server at SOCKET_PATH (default /socket.io/; the spec's
 * /ws/scans/ in production), same origin only (no CORS headers).
 *
 * A client emits `subscribe:scan` with `{ scanId, token? }`; the access token comes from the payload
 * or the handshake (`auth: { token }`). Without a valid token, or for a scan that is not the
 * caller's, the subscription is refused (ack `{ ok: false, error }`). On success the socket joins
 * room `scan:<id>` and immediately gets the scan's current state (progress, or its final event),
 * so a late subscriber misses nothing. A socket with a valid handshake token also joins
 * `user:<id>`, which receives every scan event of that user (list refreshes).
 *
 * With PostgreSQL the @socket.io/postgres-adapter links every API process and standalone worker.
 */
import { createAdapter } from '@socket.io/postgres-adapter';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { SCAN_EVENTS } from '@vigil/shared';
import type { Database } from '../db/client.js';
import { scans } from '../db/schema/index.js';
import { verifyToken } from '../plugins/tokens.js';
import { countsOfScan } from '../modules/findings/counts.js';
import { UUID_RE } from '../modules/projects/schema.js';
import { scanRoom, userRoom } from './sink.js';

export const SOCKET_MESSAGES = {
  tokenRequired: 'No authentication token found. Please login.',
  invalidToken: 'Invalid or expired token',
  notFound: 'Scan not found',
  badRequest: 'subscribe:scan needs { scanId }',
} as const;

type Ack = (answer: { ok: true; scanId: string; status: string } | { ok: false; error: string }) => void;

async function userOf(secret: string, token: unknown): Promise<string | null> {
  if (typeof token !== 'string' || token === '') return null;
  const claims = await verifyToken(secret, token.replace(/^Bearer\s+/i, ''));
  return claims && claims.typ === 'access' ? claims.sub : null;
}

function handshakeToken(socket: Socket): unknown {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (auth?.token) return auth.token;
  const h = socket.handshake.headers.authorization;
  return typeof h === 'string' ? h : undefined;
}

/** Adds the PostgreSQL adapter when the database is PostgreSQL (distributed mode). */
export function attachPostgresAdapter(io: Server, database: Database): void {
  if (database.kind !== 'postgres') return;
  io.adapter(createAdapter(database.raw as pg.Pool, { tableName: 'socket_io_attachments' }));
}

export function createRealtimeServer(app: FastifyInstance): Server {
  const io = new Server(app.server, {
    path: app.config.socketPath,
    serveClient: false,
    // Same origin only: no CORS headers are sent, so browsers refuse other origins' polling.
    cors: undefined,
    connectTimeout: 10_000,
  });
  attachPostgresAdapter(io, app.database);
  const secret = app.config.jwtSecret;

  io.on('connection', (socket) => {
    void userOf(secret, handshakeToken(socket)).then((userId) => {
      if (userId) {
        socket.data.userId = userId;
        void socket.join(userRoom(userId));
      }
    });

    socket.on(SCAN_EVENTS.subscribe, async (payload: unknown, ack?: Ack) => {
      const reply: Ack = typeof ack === 'function' ? ack : () => {};
      try {
        const p = (typeof payload === 'string' ? { scanId: payload } : payload) as { scanId?: unknown; token?: unknown } | null;
        const scanId = p?.scanId;
        if (typeof scanId !== 'string') return reply({ ok: false, error: SOCKET_MESSAGES.badRequest });
        const token = p?.token ?? handshakeToken(socket);
        if (!token) return reply({ ok: false, error: SOCKET_MESSAGES.tokenRequired });
        const userId = await userOf(secret, token);
        if (!userId) return reply({ ok: false, error: SOCKET_MESSAGES.invalidToken });
        if (!UUID_RE.test(scanId)) return reply({ ok: false, error: SOCKET_MESSAGES.notFound });
        const [row] = await app.db
          .select()
          .from(scans)
          .where(and(eq(scans.id, scanId), eq(scans.userId, userId)))
          .limit(1);
        if (!row) return reply({ ok: false, error: SOCKET_MESSAGES.notFound });
        await socket.join(scanRoom(scanId));
        reply({ ok: true, scanId, status: row.status });
        // The state so far, for a subscriber that arrives late.
        if (row.status === 'completed') {
          // The same counts as every screen (production code, triage applied).
          const summary = await countsOfScan(app.db, scanId);
          socket.emit(SCAN_EVENTS.completed, {
            scanId,
            status: 'completed',
            result: { summary, totalFindings: summary.total },
          });
        } else if (row.status === 'failed') {
          socket.emit(SCAN_EVENTS.error, { scanId, status: 'failed', error: row.error ?? 'Unknown error occurred during analysis', step: row.errorStep ?? undefined });
        } else if (row.status === 'cancelled') {
          socket.emit(SCAN_EVENTS.cancelled, { scanId, status: 'cancelled' });
        } else if (row.progressDetails) {
          socket.emit(SCAN_EVENTS.progress, {
            scanId,
            details: row.progressDetails,
            phase: row.progressPhase ?? undefined,
            percent: row.progressPercent ?? undefined,
          });
        }
      } catch (err) {
        app.log.error({ err }, 'subscribe:scan failed');
        reply({ ok: false, error: 'Subscription failed' });
      }
    });

    socket.on(SCAN_EVENTS.unsubscribe, (payload: unknown) => {
      const scanId = typeof payload === 'string' ? payload : (payload as { scanId?: unknown } | null)?.scanId;
      if (typeof scanId === 'string') void socket.leave(scanRoom(scanId));
    });
  });
  return io;
}
