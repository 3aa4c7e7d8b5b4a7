import { describe, expect, it } from 'vitest';
import { buildTestApp, describeOnBothDatabases } from './helpers.js';

describeOnBothDatabases('health', (db) => {
  it('answers ok once the database answers', async () => {
    const app = await buildTestApp({ db });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: db === 'postgres' ? 'postgres' : 'memory',
    });
  });

  it('answers 503 when the database is gone', async () => {
    const app = await buildTestApp({ db });
    await app.database.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'DATABASE_UNAVAILABLE',
      message: 'The database is not reachable.',
    });
  });

  it('has the three seeded tiers', async () => {
    const app = await buildTestApp({ db });
    const { rows } = await app.database.query<{
      name: string;
      price_usd: string | null;
      sast_project_limit: number | null;
    }>('SELECT name, price_usd, sast_project_limit FROM subscription_tiers ORDER BY id');
    expect(rows).toEqual([
      { name: 'GUEST', price_usd: null, sast_project_limit: 0 },
      { name: 'FOUNDATION', price_usd: '899.00', sast_project_limit: 5 },
      { name: 'SUMMIT', price_usd: null, sast_project_limit: null },
    ]);
  });
});

describe('unknown routes', () => {
  it('answers a JSON 404 under /api', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Route GET /api/nope not found' });
  });

  it('serves the OpenAPI document', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});
