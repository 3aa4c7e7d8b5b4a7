/**
 * Operations endpoints and hooks, registered by buildApp on the root instance:
 *
 * - every request: its id in `X-Request-Id`, its duration in the HTTP histogram (by route pattern);
 * - `GET /metrics` (Prometheus text): on the main port only with `Authorization: Bearer METRICS_TOKEN`
 *   (without METRICS_TOKEN it answers 404); and/or on METRICS_PORT, a listener of its own on
 *   127.0.0.1 without a token (startMetricsListener, also used by worker processes);
 * - `GET /api/ready`: 200 when the database and the scan queue answer, 503 naming the part that failed.
 *   (`GET /api/health`, in app.ts, is the liveness check.)
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReply, errors } from '../errors.js';
import { metrics, registerDatabaseGauges, registry } from './metrics.js';
import { REQUEST_ID_HEADER } from './request-id.js';

const sha = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time comparison of a presented bearer token with the configured one. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return !!m && timingSafeEqual(sha(m[1]), sha(token));
}

const CheckSchema = z.enum(['ok', 'failed']);
const ReadySchema = z.object({
  status: z.literal('ready'),
  checks: z.object({ database: CheckSchema, queue: CheckSchema }),
});
const NotReadySchema = z.object({
  error: z.literal('NOT_READY'),
  message: z.string(),
  checks: z.object({ database: CheckSchema, queue: CheckSchema }),
});

/** Answers within `ms` or rejects: a readiness probe must not hang on a dead connection. */
function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p,
    new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), ms))),
  ]).finally(() => clearTimeout(timer));
}

export function registerOps(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern (`/api/scans/:id`), never the raw URL: unknown paths share one label.
    metrics.httpRequest(
      request.method,
      request.routeOptions.url ?? '(unmatched)',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  // Scans by state and queue depth come from the database: one process reports them (API or embedded).
  let unregister: (() => void) | null = null;
  let listener: Server | null = null;
  app.addHook('onReady', async () => {
    unregister = registerDatabaseGauges(app.database);
    if (app.config.metricsPort) listener = await startMetricsListener(app.config.metricsPort);
  });
  app.addHook('onClose', async () => {
    unregister?.();
    if (listener) await new Promise((resolve) => listener!.close(resolve));
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = app.config.metricsToken;
    // Without a token the main port does not serve metrics (METRICS_PORT may).
    if (!token) throw errors.notFound(`Route GET /metrics not found`);
    if (!tokenMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw errors.unauthorized('A valid metrics token is required.', 'METRICS_TOKEN_REQUIRED');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database and the scan queue answer',
        response: { 200: ReadySchema, 503: NotReadySchema },
      },
    },
    async (_request, reply) => {
      const database = await within(app.database.query('SELECT 1'), 3_000).then(
        () => 'ok' as const,
        (err: unknown) => (
          app.log.warn({ err }, 'readiness: database unreachable'),
          'failed' as const
        ),
      );
      const boss = app.hasDecorator('scanQueue') ? app.scanQueue.boss : null;
      const queue =
        database === 'failed' || !boss
          ? ('failed' as const)
          : await within(boss.getQueue('scan'), 3_000).then(
              (q) => (q ? ('ok' as const) : ('failed' as const)),
              (err: unknown) => (
                app.log.warn({ err }, 'readiness: scan queue unreachable'),
                'failed' as const
              ),
            );
      const checks = { database, queue };
      if (database === 'ok' && queue === 'ok') return { status: 'ready' as const, checks };
      const failed = Object.entries(checks)
        .filter(([, v]) => v === 'failed')
        .map(([k]) =>
          k === 'queue' && !boss && database === 'ok'
            ? 'scan queue (not started)'
            : k === 'queue'
              ? 'scan queue'
              : k,
        );
      const { status, body } = errorReply(
        'NOT_READY',
        `Not ready: ${failed.join(' and ')} unreachable.`,
        { checks },
      );
      return reply.status(status).send(body);
    },
  );
}

/**
 * A metrics-only HTTP listener on 127.0.0.1:`port` (GET /metrics, no token: only local scrapers
 * reach it). Used by the API (METRICS_PORT) and by worker processes.
 */
export async function startMetricsListener(port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify(errorReply('NOT_FOUND', 'Only GET /metrics is served here.').body));
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: unknown) =>
        res
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`metrics collection failed: ${(err as Error).message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
