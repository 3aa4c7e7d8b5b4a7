/**
 * Request ids: every HTTP request gets one (a caller's `X-Request-Id` when it is a plain token,
 * else a random UUID), logged by Fastify's pino as `reqId` and sent back in `X-Request-Id`. A scan
 * started by a request carries the id in its job data, and the worker's logger for that job is a
 * child with the same `reqId` (and the `scanId`), so one search follows a scan from the request that
 * started it to the worker that ran it, across processes.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && VALID_ID.test(given) ? given : randomUUID();
}

type Logger = {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
};

/** The logger of one scan job: a child of `log` carrying the request id and scan id, when `log` has children. */
export function jobLogger<L extends Logger>(
  log: L,
  data: { scanId: string; requestId?: string },
): L {
  const child = (log as { child?: (bindings: Record<string, unknown>) => L }).child;
  if (typeof child !== 'function') return log;
  return child.call(log, {
    ...(data.requestId ? { reqId: data.requestId } : {}),
    scanId: data.scanId,
  });
}
