import { describe, expect, it } from 'vitest';
import { buildTestApp, describeOnBothDatabases } from '../../test/helpers.js';
import { counterFor, createKeyedLimiter, memoryCounter } from './limiter.js';

describeOnBothDatabases('rate-limit counters', (db) => {
  it('count within a window, restart after it, and keep keys apart', async () => {
    const app = await buildTestApp({ db });
    const counter = counterFor(app.database);
    expect(app.rateCounter).toBeDefined();
    expect((await counter.incr('a', 60_000)).current).toBe(1);
    const second = await counter.incr('a', 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(50_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect((await counter.incr('b', 60_000)).current).toBe(1);
    // A window of 1 ms is over by the next call.
    await counter.incr('short', 1);
    await new Promise((r) => setTimeout(r, 20));
    expect((await counter.incr('short', 1)).current).toBe(1);
    await counter.reset('a');
    expect((await counter.incr('a', 60_000)).current).toBe(1);
  });

  it('keyed limiter throws 429 with a retry hint past the allowance', async () => {
    const app = await buildTestApp({ db });
    const limiter = createKeyedLimiter(counterFor(app.database), 2, 60_000);
    await limiter.hit('x');
    await limiter.hit('x');
    await expect(limiter.hit('x')).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      extra: { retryAfterSeconds: expect.any(Number) },
    });
    await limiter.hit('y');
  });
});

describe('memory counter', () => {
  it('forgets the oldest key when full', async () => {
    const c = memoryCounter(2);
    await c.incr('a', 60_000);
    await c.incr('a', 60_000);
    await c.incr('b', 60_000);
    await c.incr('c', 60_000);
    expect((await c.incr('a', 60_000)).current).toBe(1);
  });
});
