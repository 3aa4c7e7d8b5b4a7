/**
 * Fixed-window rate limiting with two backends: in memory (the embedded database means one
 * process) or in PostgreSQL's `rate_limits` table, so that every API process sharing the database
 * counts together (distributed mode).
 *
 * - `createKeyedLimiter(database, max, windowMs)`: limits keyed by any string (an email, an account id).
 * - `PgRateLimitStore`: the same counters as a store for @fastify/rate-limit (per-IP route limits).
 */
import type { Database } from '../db/client.js';
import { errors } from '../errors.js';

export interface KeyedLimiter {
  /** Counts one attempt for `key`; throws 429 RATE_LIMITED once the window's allowance is spent. */
  hit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface Counter {
  /** Counts one hit; returns the hits in the current window and the milliseconds left in it. */
  incr(key: string, windowMs: number): Promise<{ current: number; ttl: number }>;
  reset(key: string): Promise<void>;
}

export function memoryCounter(maxKeys = 10_000): Counter {
  const windows = new Map<string, { count: number; start: number; windowMs: number }>();
  return {
    async incr(key, windowMs) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || now - w.start >= w.windowMs) {
        if (!w && windows.size >= maxKeys) {
          // Drop expired windows first; if still full, the oldest one.
          for (const [k, v] of windows) if (now - v.start >= v.windowMs) windows.delete(k);
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        }
        w = { count: 0, start: now, windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { current: w.count, ttl: w.start + w.windowMs - now };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function postgresCounter(database: Database): Counter {
  let calls = 0;
  return {
    async incr(key, windowMs) {
      // One statement: start a window, or count in the running one, or restart an expired one.
      const { rows } = await database.query<{ count: number; ttl: number }>(
        `INSERT INTO rate_limits (key, count, window_start, expires_at)
         VALUES ($1, 1, now(), now() + $2::int * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.expires_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
           window_start = CASE WHEN rate_limits.expires_at <= now() THEN now() ELSE rate_limits.window_start END,
           expires_at = CASE WHEN rate_limits.expires_at <= now() THEN now() + $2::int * interval '1 millisecond' ELSE rate_limits.expires_at END
         RETURNING count, greatest(0, ceil(extract(epoch FROM (expires_at - now())) * 1000))::int AS ttl`,
        [key, windowMs],
      );
      // Now and then, sweep windows that ended long ago.
      if (++calls % 200 === 0) {
        void database
          .query(`DELETE FROM rate_limits WHERE expires_at < now() - interval '1 hour'`)
          .catch(() => {});
      }
      return { current: rows[0].count, ttl: rows[0].ttl };
    },
    async reset(key) {
      await database.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
  };
}

/** The counter that fits the database: shared in PostgreSQL, else in memory. */
export function counterFor(database: Database): Counter {
  return database.kind === 'postgres' ? postgresCounter(database) : memoryCounter();
}

export function createKeyedLimiter(counter: Counter, max: number, windowMs: number): KeyedLimiter {
  return {
    async hit(key) {
      const { current, ttl } = await counter.incr(`k:${key}`, windowMs);
      if (current > max) {
        const retry = Math.max(1, Math.ceil(ttl / 1000));
        throw errors.tooManyRequests(
          `Too many attempts. Please try again in ${retry} seconds.`,
          retry,
        );
      }
    },
    reset: (key) => counter.reset(`k:${key}`),
  };
}

type StoreCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store over a Counter. Each route gets a child whose keys carry the route,
 * so two routes never share a count.
 */
export class CounterRateLimitStore {
  constructor(
    private readonly counter: Counter,
    private readonly prefix = 'route:',
  ) {}

  incr(key: string, cb: StoreCallback, timeWindow: number): void {
    this.counter.incr(this.prefix + key, timeWindow).then(
      (r) => cb(null, r),
      (err: Error) => cb(err),
    );
  }

  child(routeOptions: {
    routeInfo?: { method?: string | string[]; url?: string };
  }): CounterRateLimitStore {
    const info = routeOptions.routeInfo ?? {};
    const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
    return new CounterRateLimitStore(this.counter, `route:${method} ${info.url ?? ''}:`);
  }
}
