/**
 * socket.io attached to the Fastify server at SOCKET_PATH (default /socket.io/; the spec's
 * /ws/scans/ in production), same origin only (no CORS headers).
 *
 * Tokens are checked as the REST guards check them (plugins/auth.ts `sessionOf`): signature and
 * expiry, an active account, and a session that has not ended (logout, password change). A
 * handshake token (`auth: { token }` or an Authorization header) that fails is refused at connect
 * (`connect_error` with the reason); a socket without one may still subscribe with a token in the
 * payload. A client emits `subscribe:scan` with `{ scanId, token? }`; the token (payload, else
 * handshake) is checked again on every subscription, so a session ended since the connect is
 * refused then, and the socket leaves its user room. For a scan that is not the caller's the
 * subscription is refused too (ack `{ ok: false, error }`). On success the socket joins room
 * `scan:<id>` and immediately gets the scan's current state (progress, or its final event), so a
 * late subscriber misses nothing. A socket with a valid handshake token also joins `user:<id>`,
 * which receives every scan event of that user (list refreshes).
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
import { countsOfScan } from '../modules/findings/counts.js';
import { AppError } from '../errors.js';
import { sessionOf } from '../plugins/auth.js';
import { UUID_RE } from '../modules/projects/schema.js';
import { scanRoom, userRoom } from './sink.js';

export const SOCKET_MESSAGES = {
  tokenRequired: 'No authentication token found. Please login.',
  invalidToken: 'Invalid or expired token',
  notFound: 'Scan not found',
  badRequest: 'subscribe:scan needs { scanId }',
} as const;

type Ack = (
  answer: { ok: true; scanId: string; status: string } | { ok: false; error: string },
) => void;

/** The user id behind a token with a live session, or the reason it is refused. */
async function userOf(
  app: FastifyInstance,
  token: unknown,
): Promise<{ userId: string } | { error: string }> {
  if (typeof token !== 'string' || token.trim() === '')
    return { error: SOCKET_MESSAGES.tokenRequired };
  try {
    const { user } = await sessionOf(
      app.db,
      app.config.jwtSecret,
      token.replace(/^Bearer\s+/i, ''),
    );
    return { userId: user.id };
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return { error: err.message };
    throw err;
  }
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

  // The handshake token, when there is one, must belong to a live session.
  io.use((socket, next) => {
    const token = handshakeToken(socket);
    if (token === undefined || token === '') return next();
    userOf(app, token).then(
      (who) => {
        if ('error' in who) return next(new Error(who.error));
        socket.data.userId = who.userId;
        next();
      },
      (err: unknown) => {
        app.log.error({ err }, 'socket.io: session check failed');
        next(new Error('Connection refused'));
      },
    );
  });

  io.on('connection', (socket) => {
    if (typeof socket.data.userId === 'string') void socket.join(userRoom(socket.data.userId));

    socket.on(SCAN_EVENTS.subscribe, async (payload: unknown, ack?: Ack) => {
      const reply: Ack = typeof ack === 'function' ? ack : () => {};
      try {
        const p = (typeof payload === 'string' ? { scanId: payload } : payload) as {
          scanId?: unknown;
          token?: unknown;
        } | null;
        const scanId = p?.scanId;
        if (typeof scanId !== 'string')
          return reply({ ok: false, error: SOCKET_MESSAGES.badRequest });
        const fromHandshake = p?.token === undefined || p?.token === null;
        const who = await userOf(app, fromHandshake ? handshakeToken(socket) : p?.token);
        if ('error' in who) {
          // The connection's own session has ended: it no longer gets that user's events either.
          if (fromHandshake && typeof socket.data.userId === 'string') {
            void socket.leave(userRoom(socket.data.userId));
            socket.data.userId = undefined;
          }
          return reply({ ok: false, error: who.error });
        }
        const userId = who.userId;
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
          socket.emit(SCAN_EVENTS.error, {
            scanId,
            status: 'failed',
            error: row.error ?? 'Unknown error occurred during analysis',
            step: row.errorStep ?? undefined,
          });
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
      const scanId =
        typeof payload === 'string' ? payload : (payload as { scanId?: unknown } | null)?.scanId;
      if (typeof scanId === 'string') void socket.leave(scanRoom(scanId));
    });
  });
  return io;
}
