import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { PROJECT_MESSAGES } from '@vigil/shared';
import { subscriptionTiers } from '../src/db/schema/index.js';
import { buildTestApp, createUser, describeEachDatabase, loginAs } from './helpers.js';

// Scans run the real engine and app builds migrate real databases: generous limits on a shared machine.
vi.setConfig({ testTimeout: 120_000 });

describeEachDatabase('projects API', (db) => {
  it('creates, lists, reads, updates and deletes own projects', async () => {
    const app = await buildTestApp({ db });
    const { user } = await createUser(app, { tier: 'FOUNDATION' });
    const { headers } = await loginAs(app, user);
    const created = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: '  Payments API ', description: 'Card flows', language: 'JavaScript', repositoryUrl: 'https://example.com/p.git' },
    });
    expect(created.statusCode).toBe(201);
    const p = created.json();
    expect(p).toMatchObject({ name: 'Payments API', repositoryBranch: 'main', status: 'active', language: 'JavaScript', scanCount: 0 });

    const list = await app.inject({ method: 'GET', url: '/api/projects', headers });
    expect(list.json().map((x: { id: string }) => x.id)).toEqual([p.id]);

    const patched = await app.inject({ method: 'PATCH', url: `/api/projects/${p.id}`, headers, payload: { framework: 'express' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Payments API', framework: 'express', description: 'Card flows' });

    const put = await app.inject({ method: 'PUT', url: `/api/projects/${p.id}`, headers, payload: { name: 'Payments v2' } });
    expect(put.json()).toMatchObject({ name: 'Payments v2', description: null, framework: null, repositoryBranch: 'main' });

    const blank = await app.inject({ method: 'PATCH', url: `/api/projects/${p.id}`, headers, payload: { name: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(PROJECT_MESSAGES.nameRequired);

    const del = await app.inject({ method: 'DELETE', url: `/api/projects/${p.id}`, headers });
    expect(del.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/projects/${p.id}`, headers })).statusCode).toBe(404);
  });

  it("requires a name with the spec's message", async () => {
    const app = await buildTestApp({ db });
    const { user } = await createUser(app);
    const { headers } = await loginAs(app, user);
    for (const payload of [{}, { name: '' }, { name: '   ' }]) {
      const res = await app.inject({ method: 'POST', url: '/api/projects', headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'VALIDATION_ERROR', message: 'Project name is required' });
    }
  });

  it('gives another user 404 on every project route', async () => {
    const app = await buildTestApp({ db });
    const { user: owner } = await createUser(app);
    const { user: other } = await createUser(app);
    const own = await loginAs(app, owner);
    const them = await loginAs(app, other);
    const p = (await app.inject({ method: 'POST', url: '/api/projects', headers: own.headers, payload: { name: 'Mine' } })).json();
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { name: 'x' }],
      ['PUT', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await app.inject({ method, url: `/api/projects/${p.id}`, headers: them.headers, payload });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().message).toBe('Project not found');
    }
    expect((await app.inject({ method: 'GET', url: '/api/projects', headers: them.headers })).json()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/projects/not-a-uuid', headers: own.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/projects/${p.id}`, headers: own.headers })).json().name).toBe('Mine');
    expect((await app.inject({ method: 'GET', url: '/api/projects' })).statusCode).toBe(401);
  });

  it('enforces the tier limit: the 6th FOUNDATION project is refused, SUMMIT is unlimited, GUEST is refused', async () => {
    const app = await buildTestApp({ db });
    const { user: f } = await createUser(app, { tier: 'FOUNDATION' });
    const fh = (await loginAs(app, f)).headers;
    for (let i = 1; i <= 5; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/projects', headers: fh, payload: { name: `P${i}` } });
      expect(res.statusCode).toBe(201);
    }
    const sixth = await app.inject({ method: 'POST', url: '/api/projects', headers: fh, payload: { name: 'P6' } });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toEqual({
      error: 'PROJECT_LIMIT_REACHED',
      message: "You've reached your project limit (5 projects). Upgrade your plan to create more projects.",
    });
    // Parallel attempts cannot slip past the limit either.
    const { user: f2 } = await createUser(app, { tier: 'FOUNDATION' });
    const f2h = (await loginAs(app, f2)).headers;
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => app.inject({ method: 'POST', url: '/api/projects', headers: f2h, payload: { name: `B${i}` } })),
    );
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(5);

    const { user: s } = await createUser(app, { tier: 'SUMMIT' });
    const sh = (await loginAs(app, s)).headers;
    for (let i = 1; i <= 7; i++) {
      expect((await app.inject({ method: 'POST', url: '/api/projects', headers: sh, payload: { name: `S${i}` } })).statusCode).toBe(201);
    }

    const { user: g } = await createUser(app, { tier: 'GUEST' });
    const gh = (await loginAs(app, g)).headers;
    const guest = await app.inject({ method: 'POST', url: '/api/projects', headers: gh, payload: { name: 'G' } });
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toEqual({ error: 'SUBSCRIPTION_REQUIRED', message: PROJECT_MESSAGES.guest });
    expect((await app.inject({ method: 'GET', url: '/api/projects', headers: gh })).statusCode).toBe(200);
  });

  it('follows a changed tier limit', async () => {
    const app = await buildTestApp({ db });
    await app.db.update(subscriptionTiers).set({ sastProjectLimit: 1 }).where(eqName('FOUNDATION'));
    const { user } = await createUser(app, { tier: 'FOUNDATION' });
    const { headers } = await loginAs(app, user);
    expect((await app.inject({ method: 'POST', url: '/api/projects', headers, payload: { name: 'one' } })).statusCode).toBe(201);
    const second = await app.inject({ method: 'POST', url: '/api/projects', headers, payload: { name: 'two' } });
    expect(second.json().message).toBe("You've reached your project limit (1 projects). Upgrade your plan to create more projects.");
  });

  it('refuses an expired subscription', async () => {
    const app = await buildTestApp({ db });
    const { user } = await createUser(app, { tier: 'FOUNDATION', subscriptionEndDate: new Date(Date.now() - 86_400_000) });
    const { headers } = await loginAs(app, user);
    const res = await app.inject({ method: 'POST', url: '/api/projects', headers, payload: { name: 'late' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'SUBSCRIPTION_EXPIRED', message: PROJECT_MESSAGES.expired });
  });

  it('summarises the subscription', async () => {
    const app = await buildTestApp({ db });
    const start = new Date(Date.now() - 10 * 86_400_000);
    const end = new Date(Date.now() + 5 * 86_400_000 - 60_000);
    const { user } = await createUser(app, { tier: 'FOUNDATION', subscriptionStartDate: start, subscriptionEndDate: end });
    const { headers } = await loginAs(app, user);
    await app.inject({ method: 'POST', url: '/api/projects', headers, payload: { name: 'a' } });
    const res = await app.inject({ method: 'GET', url: '/api/user/subscription', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      subscription: { tier: 'FOUNDATION', status: 'expiring_soon', daysRemaining: 5, startDate: start.toISOString(), endDate: end.toISOString() },
      limits: { sastProjects: 5 },
      usage: { projectCount: 1 },
    });

    const { user: s } = await createUser(app, { tier: 'SUMMIT', subscriptionEndDate: null });
    const summit = await app.inject({ method: 'GET', url: '/api/user/subscription', headers: (await loginAs(app, s)).headers });
    expect(summit.json()).toMatchObject({ subscription: { tier: 'SUMMIT', status: 'active', daysRemaining: null }, limits: { sastProjects: null } });

    const { user: x } = await createUser(app, { tier: 'FOUNDATION', subscriptionEndDate: new Date(Date.now() - 1000) });
    const expired = await app.inject({ method: 'GET', url: '/api/user/subscription', headers: (await loginAs(app, x)).headers });
    expect(expired.json().subscription).toMatchObject({ status: 'expired', daysRemaining: 0 });
  });
});

function eqName(name: 'GUEST' | 'FOUNDATION' | 'SUMMIT') {
  return eq(subscriptionTiers.name, name);
}

describe('projects module', () => {
  it('is registered under /api', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/user/subscription' });
    expect(res.statusCode).toBe(401);
  });
});
