import { mkdirSync, existsSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { isDisposableProjectName } from '@vigil/shared';
import {
  auditLog,
  findings,
  projects,
  refreshTokens,
  salesMessages,
  scans,
  subscriptionTiers,
  users,
} from '../../db/schema/index.js';
import {
  buildTestApp,
  createUser,
  describeEachDatabase,
  loginAs,
  startSmtpPeer,
} from '../../../test/helpers.js';

async function session(app: FastifyInstance, role: 'USER' | 'ADMIN' | 'SUPER_ADMIN') {
  const { user } = await createUser(app, { role, tier: role === 'USER' ? 'FOUNDATION' : 'SUMMIT' });
  const { headers } = await loginAs(app, user);
  return { user, headers };
}

async function addProject(app: FastifyInstance, userId: string, name: string) {
  const [p] = await app.db.insert(projects).values({ userId, name }).returning();
  return p;
}

async function addScan(
  app: FastifyInstance,
  userId: string,
  project: { id: string; name: string },
  status = 'completed',
  findingCount = 2,
) {
  const [s] = await app.db
    .insert(scans)
    .values({
      userId,
      projectId: project.id,
      projectName: project.name,
      status,
      sourceKind: 'upload',
    })
    .returning();
  for (let i = 0; i < findingCount; i++) {
    await app.db.insert(findings).values({
      scanId: s.id,
      ruleId: 'r',
      title: 'SQL injection',
      severity: 'high',
      fingerprint: `${s.id}-${i}`,
    });
  }
  return s;
}

async function addMessage(app: FastifyInstance) {
  const [m] = await app.db
    .insert(salesMessages)
    .values({
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Acme',
      country: 'France',
      message: 'Hello',
    })
    .returning();
  return m;
}

describe('clear-projects name rule', () => {
  it('matches the words anywhere in the name, any case', () => {
    for (const n of [
      'Testing',
      'my-demo-app',
      'Contemporary',
      'SAMPLE',
      'examples',
      'Trial run',
      'playground2',
      'latest',
    ])
      expect(isDisposableProjectName(n)).toBe(true);
    for (const n of ['Payments', 'Billing API', 'Production', 'tmp'])
      expect(isDisposableProjectName(n)).toBe(false);
  });
});

describeEachDatabase('admin', (db) => {
  it('every admin route: USER 403, ADMIN and SUPER_ADMIN allowed; bulk needs SUPER_ADMIN', async () => {
    const app = await buildTestApp({ db });
    const sessions = {
      USER: await session(app, 'USER'),
      ADMIN: await session(app, 'ADMIN'),
      SUPER_ADMIN: await session(app, 'SUPER_ADMIN'),
    };
    const [tier] = await app.db
      .select()
      .from(subscriptionTiers)
      .where(eq(subscriptionTiers.name, 'FOUNDATION'));
    // Each route builds a fresh target, so destructive calls of one role do not affect the next.
    const routes: {
      method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
      url: () => Promise<string>;
      body?: unknown;
      bulk?: boolean;
    }[] = [
      { method: 'GET', url: async () => '/api/admin/overview' },
      {
        method: 'GET',
        url: async () =>
          '/api/admin/users?search=test&role=USER&tier=FOUNDATION&active=true&page=1',
      },
      {
        method: 'PATCH',
        url: async () => `/api/admin/users/${(await createUser(app)).user.id}`,
        body: { firstName: 'New', lastName: 'Name' },
      },
      { method: 'DELETE', url: async () => `/api/admin/users/${(await createUser(app)).user.id}` },
      {
        method: 'POST',
        url: async () => `/api/admin/users/${(await createUser(app)).user.id}/reset-password`,
      },
      {
        method: 'POST',
        url: async () => `/api/admin/users/${(await createUser(app)).user.id}/reset-mfa`,
      },
      { method: 'GET', url: async () => '/api/admin/tiers' },
      {
        method: 'PUT',
        url: async () => `/api/admin/tiers/${tier.id}`,
        body: {
          priceUsd: 899,
          description: 'Foundation',
          sast: true,
          dast: true,
          sastProjectLimit: 5,
          dastProjectLimit: 5,
        },
      },
      { method: 'GET', url: async () => '/api/admin/messages?status=new' },
      { method: 'GET', url: async () => `/api/admin/messages/${(await addMessage(app)).id}` },
      {
        method: 'PATCH',
        url: async () => `/api/admin/messages/${(await addMessage(app)).id}/status`,
        body: { status: 'contacted' },
      },
      { method: 'DELETE', url: async () => `/api/admin/messages/${(await addMessage(app)).id}` },
      { method: 'GET', url: async () => '/api/admin/audit?action=admin&from=2020-01-01' },
      { method: 'POST', url: async () => '/api/admin/bulk/clear-scans', bulk: true },
      { method: 'POST', url: async () => '/api/admin/bulk/cancel-scans', bulk: true },
      { method: 'POST', url: async () => '/api/admin/bulk/clear-projects', bulk: true },
      { method: 'POST', url: async () => '/api/admin/bulk/cleanup', bulk: true },
    ];
    for (const r of routes) {
      for (const role of ['USER', 'ADMIN', 'SUPER_ADMIN'] as const) {
        const url = await r.url();
        const res = await app.inject({
          method: r.method,
          url,
          headers: sessions[role].headers,
          ...(r.body ? { payload: r.body } : {}),
        });
        const expected = role === 'USER' || (r.bulk && role === 'ADMIN') ? 403 : 200;
        expect({ route: `${r.method} ${url}`, role, status: res.statusCode }).toEqual({
          route: `${r.method} ${url}`,
          role,
          status: expected,
        });
      }
    }
    const anon = await app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(anon.statusCode).toBe(401);
  }, 120_000);

  it('protects SUPER_ADMIN accounts from ADMINs; nobody grants SUPER_ADMIN', async () => {
    const app = await buildTestApp({ db });
    const admin = await session(app, 'ADMIN');
    const sa = await session(app, 'SUPER_ADMIN');
    const target = `/api/admin/users/${sa.user.id}`;
    const asAdmin = (method: 'PATCH' | 'DELETE' | 'POST', url: string, payload?: unknown) =>
      app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
    for (const res of [
      await asAdmin('PATCH', target, { firstName: 'X', lastName: 'Y' }),
      await asAdmin('PATCH', target, { firstName: 'X', lastName: 'Y', role: 'USER' }),
      await asAdmin('DELETE', target),
      await asAdmin('POST', `${target}/reset-password`),
      await asAdmin('POST', `${target}/reset-mfa`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('SUPER_ADMIN_PROTECTED');
    }
    // Nobody grants SUPER_ADMIN through the edit route.
    const { user: plain } = await createUser(app);
    for (const h of [admin.headers, sa.headers]) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${plain.id}`,
        headers: h,
        payload: { firstName: 'A', lastName: 'B', role: 'SUPER_ADMIN' },
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await app.db.select().from(users).where(eq(users.id, plain.id)))[0].role).toBe('USER');
    expect((await app.db.select().from(users).where(eq(users.id, sa.user.id)))[0]).toMatchObject({
      role: 'SUPER_ADMIN',
      isActive: true,
    });
  });

  it('the last active SUPER_ADMIN cannot demote themself; nobody deletes or deactivates themself', async () => {
    const app = await buildTestApp({ db });
    const sa = await session(app, 'SUPER_ADMIN');
    const target = `/api/admin/users/${sa.user.id}`;
    const selfDemote = await app.inject({
      method: 'PATCH',
      url: target,
      headers: sa.headers,
      payload: { firstName: 'S', lastName: 'A', role: 'ADMIN' },
    });
    expect(selfDemote.statusCode).toBe(403);
    expect(selfDemote.json().error).toBe('LAST_SUPER_ADMIN');
    // Self-protection comes before the last-SUPER_ADMIN rule for deleting and deactivating.
    const selfDelete = await app.inject({ method: 'DELETE', url: target, headers: sa.headers });
    expect(selfDelete.statusCode).toBe(403);
    expect(selfDelete.json().error).toBe('SELF_PROTECTED');
    const selfDeactivate = await app.inject({
      method: 'PATCH',
      url: target,
      headers: sa.headers,
      payload: { firstName: 'S', lastName: 'A', isActive: false },
    });
    expect(selfDeactivate.statusCode).toBe(403);
    expect(selfDeactivate.json().error).toBe('SELF_PROTECTED');

    // Inactive SUPER_ADMINs do not count: sa2 deactivates sa, and with sa3 inactive too, sa2 is the
    // last active one and cannot demote themself.
    const sa2 = await session(app, 'SUPER_ADMIN');
    const deactivate = await app.inject({
      method: 'PATCH',
      url: target,
      headers: sa2.headers,
      payload: { firstName: 'S', lastName: 'A', isActive: false },
    });
    expect(deactivate.statusCode).toBe(200);
    const { user: sa3 } = await createUser(app, { role: 'SUPER_ADMIN', isActive: false });
    const selfDemoteLast = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${sa2.user.id}`,
      headers: sa2.headers,
      payload: { firstName: 'S', lastName: 'B', role: 'USER' },
    });
    expect(selfDemoteLast.statusCode).toBe(403);
    expect(selfDemoteLast.json().error).toBe('LAST_SUPER_ADMIN');
    // A SUPER_ADMIN may demote another (inactive or active) while one remains.
    const demoteInactive = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${sa3.id}`,
      headers: sa2.headers,
      payload: { firstName: 'S', lastName: 'C', role: 'ADMIN' },
    });
    expect(demoteInactive.statusCode).toBe(200);
    expect(demoteInactive.json().role).toBe('ADMIN');
    const sa4 = await session(app, 'SUPER_ADMIN');
    const demoteActive = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${sa4.user.id}`,
      headers: sa2.headers,
      payload: { firstName: 'S', lastName: 'D', role: 'USER' },
    });
    expect(demoteActive.statusCode).toBe(200);
    expect(demoteActive.json().role).toBe('USER');
    expect((await app.db.select().from(users).where(eq(users.id, sa2.user.id)))[0]).toMatchObject({
      role: 'SUPER_ADMIN',
      isActive: true,
    });
  });

  /*
   * Deleting or deactivating the last active SUPER_ADMIN cannot be asked for one request after
   * another: the caller must be an active SUPER_ADMIN (the guard reads the account on every request;
   * an ADMIN is stopped by SUPER_ADMIN_PROTECTED) and may not delete or deactivate themself
   * (SELF_PROTECTED), so the caller is always another active SUPER_ADMIN. The rule matters when two
   * SUPER_ADMINs remove each other at the same time. These tests reproduce that interleaving
   * exactly: the other request runs to the end after the first is authenticated and before its
   * transaction starts.
   */
  function runBetweenAuthAndTransaction(app: FastifyInstance, other: () => Promise<void>) {
    const dbObj = app.db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> };
    const original = dbObj.transaction.bind(app.db);
    const spy = vi.spyOn(dbObj, 'transaction').mockImplementationOnce(async (...args) => {
      await other();
      return original(...args);
    });
    onTestFinished(() => spy.mockRestore());
    return spy;
  }

  it('refuses to deactivate the last active SUPER_ADMIN (two deactivating each other)', async () => {
    const app = await buildTestApp({ db });
    const a = await session(app, 'SUPER_ADMIN');
    const b = await session(app, 'SUPER_ADMIN');
    let first: { statusCode: number } | undefined;
    const spy = runBetweenAuthAndTransaction(app, async () => {
      first = await app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${a.user.id}`,
        headers: b.headers,
        payload: { firstName: 'A', lastName: 'A', isActive: false },
      });
    });
    const second = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${b.user.id}`,
      headers: a.headers,
      payload: { firstName: 'B', lastName: 'B', isActive: false },
    });
    expect(spy).toHaveBeenCalled();
    expect(first?.statusCode).toBe(200);
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({
      error: 'LAST_SUPER_ADMIN',
      message: 'The last SUPER_ADMIN cannot be deactivated.',
    });
    const rows = await app.db.select().from(users).where(eq(users.role, 'SUPER_ADMIN'));
    expect(rows.filter((r) => r.isActive).map((r) => r.id)).toEqual([b.user.id]);
  });

  it('refuses to delete the last active SUPER_ADMIN (two deleting each other)', async () => {
    const app = await buildTestApp({ db });
    const a = await session(app, 'SUPER_ADMIN');
    const b = await session(app, 'SUPER_ADMIN');
    // An inactive SUPER_ADMIN does not count as the one who remains.
    await createUser(app, { role: 'SUPER_ADMIN', isActive: false });
    let first: { statusCode: number } | undefined;
    const spy = runBetweenAuthAndTransaction(app, async () => {
      first = await app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${a.user.id}`,
        headers: b.headers,
      });
    });
    const second = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${b.user.id}`,
      headers: a.headers,
    });
    expect(spy).toHaveBeenCalled();
    expect(first?.statusCode).toBe(200);
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({
      error: 'LAST_SUPER_ADMIN',
      message: 'The last SUPER_ADMIN cannot be deleted.',
    });
    const rows = await app.db.select().from(users).where(eq(users.role, 'SUPER_ADMIN'));
    expect(rows.filter((r) => r.isActive).map((r) => r.id)).toEqual([b.user.id]);
    expect(rows.map((r) => r.id)).not.toContain(a.user.id);
  });

  it('two SUPER_ADMINs deleting each other at the same moment: one succeeds, one is refused, no deadlock', async () => {
    const app = await buildTestApp({ db });
    for (let round = 0; round < 4; round++) {
      const a = await session(app, 'SUPER_ADMIN');
      const b = await session(app, 'SUPER_ADMIN');
      // Everyone else steps aside, so a and b are the only active SUPER_ADMINs.
      await app.db
        .update(users)
        .set({ isActive: false })
        .where(
          and(eq(users.role, 'SUPER_ADMIN'), ne(users.id, a.user.id), ne(users.id, b.user.id)),
        );
      const answers = await Promise.all([
        app.inject({ method: 'DELETE', url: `/api/admin/users/${b.user.id}`, headers: a.headers }),
        app.inject({ method: 'DELETE', url: `/api/admin/users/${a.user.id}`, headers: b.headers }),
      ]);
      // The refused one either waited for the other's transaction and found itself the last
      // SUPER_ADMIN, or (one connection, as on PGlite) was read after its own account was deleted.
      const outcome = answers.map((r) => (r.statusCode === 200 ? 'deleted' : r.json().error));
      expect(outcome.filter((o) => o === 'deleted')).toHaveLength(1);
      expect(['LAST_SUPER_ADMIN', 'INVALID_TOKEN']).toContain(outcome.find((o) => o !== 'deleted'));
      const active = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'SUPER_ADMIN'), eq(users.isActive, true)));
      expect(active).toHaveLength(1);
    }
  });

  it('lists users by search, role, tier and active filters', async () => {
    const app = await buildTestApp({ db });
    const admin = await session(app, 'ADMIN');
    const mk = (
      email: string,
      firstName: string,
      lastName: string,
      opts: {
        role?: 'USER' | 'ADMIN';
        tier?: 'GUEST' | 'FOUNDATION' | 'SUMMIT';
        isActive?: boolean;
      },
    ) => createUser(app, { email, firstName, lastName, ...opts }).then((r) => r.user);
    const ada = await mk('ada.lovelace@calc.example', 'Ada', 'Lovelace', { tier: 'FOUNDATION' });
    const grace = await mk('grace@navy.example', 'Grace', 'Hopper', {
      role: 'ADMIN',
      tier: 'SUMMIT',
    });
    const alan = await mk('alan@bletchley.example', 'Alan', 'Turing', {
      tier: 'GUEST',
      isActive: false,
    });
    const edsger = await mk('edsger@calc.example', 'Edsger', 'Dijkstra', { tier: 'SUMMIT' });
    const ids = async (query: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/users?${query}`,
        headers: admin.headers,
      });
      expect(res.statusCode, query).toBe(200);
      const body = res.json() as { users: { id: string }[]; total: number };
      expect(body.total, query).toBe(body.users.length);
      return body.users.map((u) => u.id).sort();
    };
    const sorted = (...us: { id: string }[]) => us.map((u) => u.id).sort();
    // Search: email part, first name, last name, full name; any case; % and _ are literal.
    expect(await ids('search=calc.example')).toEqual(sorted(ada, edsger));
    expect(await ids('search=GRACE')).toEqual(sorted(grace));
    expect(await ids('search=turing')).toEqual(sorted(alan));
    expect(await ids(`search=${encodeURIComponent('Ada Lovelace')}`)).toEqual(sorted(ada));
    expect(await ids(`search=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await ids('search=nobody-here')).toEqual([]);
    // Role, tier and active filters, alone and combined with each other and the search.
    expect(await ids('role=ADMIN')).toEqual(sorted(admin.user, grace));
    expect(await ids('role=SUPER_ADMIN')).toEqual([]);
    expect(await ids('tier=SUMMIT')).toEqual(sorted(admin.user, grace, edsger));
    expect(await ids('tier=GUEST')).toEqual(sorted(alan));
    expect(await ids('active=false')).toEqual(sorted(alan));
    expect(await ids('active=true')).toEqual(sorted(admin.user, ada, grace, edsger));
    expect(await ids('role=USER&tier=SUMMIT')).toEqual(sorted(edsger));
    expect(await ids('role=USER&active=true&search=calc')).toEqual(sorted(ada, edsger));
    expect(await ids('tier=FOUNDATION&search=calc')).toEqual(sorted(ada));
    expect(await ids('')).toEqual(sorted(admin.user, ada, grace, alan, edsger));
    // Pages: total counts all matches, the page holds pageSize of them.
    const page = await app.inject({
      method: 'GET',
      url: '/api/admin/users?active=true&pageSize=3&page=2',
      headers: admin.headers,
    });
    expect(page.json()).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page.json().users).toHaveLength(1);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/users?role=OWNER',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('filters the audit log by actor, action and a from/to day window', async () => {
    const app = await buildTestApp({ db });
    const admin = await session(app, 'ADMIN');
    const { user: other } = await createUser(app, { email: 'other-admin@example.com' });
    const at = (iso: string, action: string, actorId: string | null = admin.user.id) => ({
      actorId,
      action,
      targetType: 'user',
      targetId: other.id,
      ip: '10.0.0.7',
      createdAt: new Date(iso),
    });
    await app.db
      .insert(auditLog)
      .values([
        at('2026-01-14T23:59:59.000Z', 'zz.window_before'),
        at('2026-01-15T00:00:00.000Z', 'zz.window_start'),
        at('2026-01-15T23:59:59.000Z', 'zz.window_end'),
        at('2026-01-16T00:00:00.500Z', 'zz.window_after'),
        at('2026-01-15T12:00:00.000Z', 'zz.window_other', other.id),
      ]);
    const actions = async (query: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/audit?action=zz.window&${query}`,
        headers: admin.headers,
      });
      expect(res.statusCode, query).toBe(200);
      return (res.json() as { entries: { action: string }[] }).entries
        .map((e) => e.action.replace('zz.window_', ''))
        .sort();
    };
    // `to` is a whole day: up to its last millisecond (UTC), nothing after.
    expect(await actions('to=2026-01-15')).toEqual(['before', 'end', 'other', 'start']);
    expect(await actions('to=2026-01-14')).toEqual(['before']);
    expect(await actions('to=2026-01-13')).toEqual([]);
    expect(await actions('from=2026-01-15&to=2026-01-15')).toEqual(['end', 'other', 'start']);
    expect(await actions('from=2026-01-16')).toEqual(['after']);
    // A full date-time is taken as it is.
    expect(await actions(`to=${encodeURIComponent('2026-01-15T12:00:00.000Z')}`)).toEqual([
      'before',
      'other',
      'start',
    ]);
    // Actor (email part or id) combined with the window.
    expect(await actions('actor=other-admin&to=2026-01-15')).toEqual(['other']);
    expect(await actions(`actor=${admin.user.id}&from=2026-01-15&to=2026-01-15`)).toEqual([
      'end',
      'start',
    ]);
    const entry = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/audit?action=zz.window_other',
        headers: admin.headers,
      })
    ).json().entries[0];
    expect(entry).toMatchObject({
      actorId: other.id,
      actorEmail: 'other-admin@example.com',
      targetType: 'user',
      targetId: other.id,
      ip: '10.0.0.7',
      createdAt: '2026-01-15T12:00:00.000Z',
    });
    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?to=not-a-date',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('VALIDATION_ERROR');
  });

  it('edits a user with the spec rules', async () => {
    const app = await buildTestApp({ db });
    const admin = await session(app, 'ADMIN');
    const { user } = await createUser(app, { tier: 'FOUNDATION' });
    const url = `/api/admin/users/${user.id}`;
    const noName = await app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { firstName: ' ', lastName: 'X' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('First name is required');
    const backwards = await app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: {
        firstName: 'A',
        lastName: 'B',
        subscriptionStartDate: '2026-05-10',
        subscriptionEndDate: '2026-05-01',
      },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('End date cannot be before the start date');
    // Only the end date sent, before the stored start date: refused too.
    await app.db
      .update(users)
      .set({ subscriptionStartDate: new Date('2026-06-01T00:00:00Z') })
      .where(eq(users.id, user.id));
    const beforeStored = await app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { firstName: 'A', lastName: 'B', subscriptionEndDate: '2026-05-01' },
    });
    expect(beforeStored.statusCode).toBe(400);
    const good = await app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: {
        firstName: 'Grace',
        lastName: 'Hopper',
        role: 'ADMIN',
        isEmailConfirmed: false,
        subscriptionTier: 'SUMMIT',
        subscriptionStartDate: '2026-01-01',
        subscriptionEndDate: '2027-01-01',
      },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'ADMIN',
      isEmailConfirmed: false,
      subscriptionTier: 'SUMMIT',
      subscriptionEndDate: '2027-01-01T00:00:00.000Z',
    });
    const guest = await app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: {
        firstName: 'Grace',
        lastName: 'Hopper',
        subscriptionTier: 'GUEST',
        subscriptionEndDate: '2030-01-01',
      },
    });
    expect(guest.json()).toMatchObject({
      subscriptionTier: 'GUEST',
      subscriptionStartDate: null,
      subscriptionEndDate: null,
    });
    const [row] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.user_updated'));
    expect(row).toMatchObject({ actorId: admin.user.id, targetId: user.id, ip: '127.0.0.1' });
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/audit?actor=${encodeURIComponent(admin.user.email)}&action=user_updated`,
      headers: admin.headers,
    });
    expect(list.json().total).toBe(2);
    expect(list.json().entries[0]).toMatchObject({
      actorEmail: admin.user.email,
      action: 'admin.user_updated',
      targetId: user.id,
    });
    const future = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?from=2999-01-01',
      headers: admin.headers,
    });
    expect(future.json().total).toBe(0);
  });

  it('deletes a user with their projects, scans, findings and source folders in one go', async () => {
    const app = await buildTestApp({ db });
    const admin = await session(app, 'ADMIN');
    const { user } = await createUser(app);
    const { user: other } = await createUser(app);
    const p1 = await addProject(app, user.id, 'Alpha');
    const p2 = await addProject(app, user.id, 'Beta');
    const s1 = await addScan(app, user.id, p1, 'completed', 3);
    await addScan(app, user.id, p2, 'failed', 0);
    const op = await addProject(app, other.id, 'Other');
    const os = await addScan(app, other.id, op, 'completed', 1);
    const folder = path.join(app.config.dataDir, 'sources', s1.id);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'a.js'), 'x');
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().removed).toEqual({ projects: 2, scans: 2, findings: 3, sourceFolders: 1 });
    expect(res.json().message).toBe(
      `User ${user.email} deleted with 2 projects, 2 scans and 3 findings.`,
    );
    expect(existsSync(folder)).toBe(false);
    expect(await app.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await app.db.select().from(projects)).toHaveLength(1);
    expect((await app.db.select().from(scans)).map((s) => s.id)).toEqual([os.id]);
    expect(await app.db.select().from(findings)).toHaveLength(1);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    const [row] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.user_deleted'));
    expect(row.details).toMatchObject({ email: user.email, projects: 2, scans: 2, findings: 3 });
  });

  it('validates tier edits and applies the new limits to the tier users at once', async () => {
    const app = await buildTestApp({ db });
    const admin = await session(app, 'ADMIN');
    const [tier] = await app.db
      .select()
      .from(subscriptionTiers)
      .where(eq(subscriptionTiers.name, 'FOUNDATION'));
    const url = `/api/admin/tiers/${tier.id}`;
    const base = {
      priceUsd: 899,
      description: 'Foundation',
      sast: true,
      dast: true,
      sastProjectLimit: 5,
      dastProjectLimit: 5,
    };
    for (const bad of [
      { priceUsd: -1 },
      { priceUsd: 10.123 },
      { priceUsd: 'abc' },
      { sastProjectLimit: 1.5 },
      { sastProjectLimit: -1 },
      { dastProjectLimit: 'x' },
    ]) {
      const res = await app.inject({
        method: 'PUT',
        url,
        headers: admin.headers,
        payload: { ...base, ...bad },
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error).toBe('VALIDATION_ERROR');
    }
    const contact = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { ...base, priceUsd: '', sastProjectLimit: '', dastProjectLimit: null },
    });
    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toMatchObject({
      priceUsd: null,
      sastProjectLimit: null,
      dastProjectLimit: null,
    });
    const cents = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { ...base, priceUsd: '12.50' },
    });
    expect(cents.json().priceUsd).toBe(12.5);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/admin/tiers/999',
          headers: admin.headers,
          payload: base,
        })
      ).statusCode,
    ).toBe(404);

    const { user } = await createUser(app, { tier: 'FOUNDATION' });
    const { headers } = await loginAs(app, user);
    await addProject(app, user.id, 'First');
    await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { ...base, sastProjectLimit: 1 },
    });
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'Second' },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('PROJECT_LIMIT_REACHED');
    await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { ...base, sastProjectLimit: '' },
    });
    const allowed = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'Second' },
    });
    expect(allowed.statusCode).toBeLessThan(300);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.tier_updated'));
    expect(audits.length).toBeGreaterThanOrEqual(4);
  });

  it('clear-projects removes exactly the matching projects and their scans', async () => {
    const app = await buildTestApp({ db });
    const sa = await session(app, 'SUPER_ADMIN');
    const { user } = await createUser(app);
    const names = [
      'Testing',
      'my-demo-app',
      'Contemporary',
      'SAMPLE shop',
      'Example',
      'Free TRIAL',
      'playground',
      'Payments',
      'Billing API',
      'Production',
    ];
    const made = new Map<string, { id: string; name: string }>();
    for (const n of names) made.set(n, await addProject(app, user.id, n));
    const gone = await addScan(app, user.id, made.get('Testing')!, 'completed', 2);
    const running = await addScan(app, user.id, made.get('my-demo-app')!, 'running', 0);
    const kept = await addScan(app, user.id, made.get('Payments')!, 'completed', 1);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/bulk/clear-projects',
      headers: sa.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      summary: { projectsDeleted: 7, scansDeleted: 2, findingsDeleted: 2 },
      totalCleaned: 9,
    });
    expect((await app.db.select().from(projects)).map((p) => p.name).sort()).toEqual([
      'Billing API',
      'Payments',
      'Production',
    ]);
    const left = (await app.db.select().from(scans)).map((s) => s.id);
    expect(left).toEqual([kept.id]);
    expect(left).not.toContain(gone.id);
    expect(left).not.toContain(running.id);
    expect(await app.db.select().from(findings)).toHaveLength(1);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.bulk_clear_projects'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: sa.user.id,
      targetType: 'system',
      targetId: null,
      ip: '127.0.0.1',
      details: {
        summary: { projectsDeleted: 7, scansDeleted: 2, findingsDeleted: 2 },
        totalCleaned: 9,
      },
    });
    // The audit page lists it under its actor.
    const listed = await app.inject({
      method: 'GET',
      url: `/api/admin/audit?actor=${encodeURIComponent(sa.user.email)}&action=bulk_clear_projects`,
      headers: sa.headers,
    });
    expect(listed.json()).toMatchObject({
      total: 1,
      entries: [{ actorEmail: sa.user.email, action: 'admin.bulk_clear_projects' }],
    });
  });

  it('cancels, clears and cleans up scans and tokens', async () => {
    const app = await buildTestApp({ db });
    const sa = await session(app, 'SUPER_ADMIN');
    const { user } = await createUser(app);
    const p = await addProject(app, user.id, 'Api');
    const pending = await addScan(app, user.id, p, 'pending', 0);
    const running = await addScan(app, user.id, p, 'running', 0);
    const done = await addScan(app, user.id, p, 'completed', 1);
    const cancel = await app.inject({
      method: 'POST',
      url: '/api/admin/bulk/cancel-scans',
      headers: sa.headers,
    });
    expect(cancel.json()).toMatchObject({
      success: true,
      summary: { pendingCancelled: 1, runningCancelled: 1 },
      totalCleaned: 2,
    });
    const rows = new Map((await app.db.select().from(scans)).map((s) => [s.id, s.status]));
    expect([rows.get(pending.id), rows.get(running.id), rows.get(done.id)]).toEqual([
      'cancelled',
      'cancelled',
      'completed',
    ]);

    const old = await addScan(app, user.id, p, 'failed', 1);
    await app.db
      .update(scans)
      .set({ completedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(scans.id, old.id));
    const recentFailed = await addScan(app, user.id, p, 'failed', 0);
    await app.db
      .update(scans)
      .set({ completedAt: new Date() })
      .where(eq(scans.id, recentFailed.id));
    const orphan = path.join(app.config.dataDir, 'sources', '00000000-0000-4000-8000-000000000000');
    mkdirSync(orphan, { recursive: true });
    // Left by a process that stopped: an upload's staging folder with its half-unpacked archive,
    // and the folder of a scan that ended.
    const staging = path.join(
      app.config.dataDir,
      'sources',
      '00000000-0000-4000-8000-000000000001.incoming',
    );
    mkdirSync(path.join(staging, '.unpacked', 'a'), { recursive: true });
    const endedFolder = path.join(app.config.dataDir, 'sources', done.id);
    mkdirSync(endedFolder, { recursive: true });
    const waiting = await addScan(app, user.id, p, 'pending', 0);
    const liveFolder = path.join(app.config.dataDir, 'sources', waiting.id);
    mkdirSync(liveFolder, { recursive: true });
    // Written to long ago (on PostgreSQL, recent folders may be another process's upload).
    const longAgo = new Date(Date.now() - 3600_000);
    for (const dir of [
      orphan,
      staging,
      path.join(staging, '.unpacked'),
      path.join(staging, '.unpacked', 'a'),
      endedFolder,
      liveFolder,
    ])
      utimesSync(dir, longAgo, longAgo);
    const day = 86_400_000;
    const token = (n: number, expiresIn: number, revokedAgo: number | null) => ({
      userId: user.id,
      tokenHash: `cleanup-${n}`,
      familyId: '00000000-0000-4000-8000-00000000000' + n,
      expiresAt: new Date(Date.now() + expiresIn),
      revokedAt: revokedAgo === null ? null : new Date(Date.now() - revokedAgo),
    });
    // Expired; revoked 10 days ago (removed); revoked just now (kept for reuse detection); live.
    await app.db
      .insert(refreshTokens)
      .values([
        token(1, -day, null),
        token(2, 20 * day, 10 * day),
        token(3, 20 * day, 1000),
        token(4, 20 * day, null),
      ]);
    const cleanup = await app.inject({
      method: 'POST',
      url: '/api/admin/bulk/cleanup',
      headers: sa.headers,
    });
    expect(cleanup.statusCode).toBe(200);
    expect(cleanup.json().summary).toMatchObject({
      oldFailedScans: 1,
      oldFailedScanFindings: 1,
      orphanedSourceFolders: 3,
      expiredOrRevokedSessions: 2,
    });
    const leftTokens = (await app.db.select().from(refreshTokens)).map((t) => t.tokenHash);
    expect(leftTokens).toEqual(expect.arrayContaining(['cleanup-3', 'cleanup-4']));
    expect(leftTokens).not.toContain('cleanup-1');
    expect(leftTokens).not.toContain('cleanup-2');
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(staging)).toBe(false);
    expect(existsSync(endedFolder)).toBe(false);
    expect(existsSync(liveFolder)).toBe(true);
    expect((await app.db.select().from(scans)).map((s) => s.id)).not.toContain(old.id);
    expect((await app.db.select().from(scans)).map((s) => s.id)).toContain(recentFailed.id);

    const clear = await app.inject({
      method: 'POST',
      url: '/api/admin/bulk/clear-scans',
      headers: sa.headers,
    });
    expect(clear.json()).toMatchObject({
      success: true,
      summary: { scansDeleted: 5, findingsDeleted: 1 },
      totalCleaned: 6,
    });
    expect(await app.db.select().from(scans)).toHaveLength(0);
    expect(await app.db.select().from(projects)).toHaveLength(1);
    const audits = (await app.db.select().from(auditLog)).map((a) => a.action);
    expect(audits).toEqual(
      expect.arrayContaining([
        'admin.bulk_cancel_scans',
        'admin.bulk_cleanup',
        'admin.bulk_clear_scans',
      ]),
    );
  });

  it('manages sales messages', async () => {
    const app = await buildTestApp({ db });
    const admin = await session(app, 'ADMIN');
    const m = await addMessage(app);
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/messages?status=new',
      headers: admin.headers,
    });
    expect(list.json().messages.map((x: { id: string }) => x.id)).toEqual([m.id]);
    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/admin/messages/${m.id}/status`,
      headers: admin.headers,
      payload: { status: 'archived' },
    });
    expect(bad.statusCode).toBe(400);
    for (const status of ['contacted', 'closed', 'new']) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/admin/messages/${m.id}/status`,
        headers: admin.headers,
        payload: { status },
      });
      expect(res.json().status).toBe(status);
    }
    expect(
      (
        await app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin.headers })
      ).json().newSalesMessages,
    ).toBe(1);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/admin/messages/${m.id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/admin/messages/${m.id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
    const audits = (await app.db.select().from(auditLog)).map((a) => a.action);
    expect(audits.filter((a) => a === 'admin.message_status_changed')).toHaveLength(3);
    expect(audits).toContain('admin.message_deleted');
  });

  it('overview counts users, registrations, scans and findings', async () => {
    const app = await buildTestApp({ db });
    const admin = await session(app, 'ADMIN');
    await createUser(app, { tier: 'GUEST', isActive: false });
    const p = await addProject(app, admin.user.id, 'P');
    await addScan(app, admin.user.id, p, 'completed', 2);
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: admin.headers,
    });
    const o = res.json();
    expect(o.users).toMatchObject({
      total: 2,
      active: 1,
      byTier: { GUEST: 1, SUMMIT: 1, FOUNDATION: 0 },
    });
    expect(o.registrations).toHaveLength(7);
    expect(o.registrations[6]).toEqual({ date: new Date().toISOString().slice(0, 10), count: 2 });
    expect(o.scansByStatus).toEqual({ completed: 1 });
    expect(o.findingsBySeverity).toEqual({ critical: 0, high: 2, medium: 0, low: 0 });
  });

  it('reset password mails a one-time link that sets a new password once; reset MFA clears 2FA', async () => {
    const smtp = await startSmtpPeer();
    const app = await buildTestApp({ db, config: { smtpUrl: smtp.url } });
    const admin = await session(app, 'ADMIN');
    const { user } = await createUser(app, { email: 'reset-me@example.com' });
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/reset-password`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitForMail('reset-me@example.com');
    const token = /reset-password\?token=([^\s"&<]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const newPassword = 'Brand-New-Pass-42!';
    const first = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(token!), newPassword },
    });
    expect(first.statusCode).toBe(200);
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(token!), newPassword: 'Another-Pass-43!' },
    });
    expect(second.statusCode).toBeGreaterThanOrEqual(400);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'reset-me@example.com', password: newPassword },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().access_token).toBeTruthy();
    expect(
      (
        await app.db.select().from(auditLog).where(eq(auditLog.action, 'admin.password_reset_sent'))
      )[0],
    ).toMatchObject({ actorId: admin.user.id, targetId: user.id });

    await app.db.update(users).set({ mfaEnabled: true }).where(eq(users.id, user.id));
    const mfa = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/reset-mfa`,
      headers: admin.headers,
    });
    expect(mfa.statusCode).toBe(200);
    expect((await app.db.select().from(users).where(eq(users.id, user.id)))[0].mfaEnabled).toBe(
      false,
    );
    expect(
      (await app.db.select().from(auditLog).where(eq(auditLog.action, 'admin.mfa_reset')))[0],
    ).toMatchObject({ actorId: admin.user.id, targetId: user.id });
    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/reset-mfa',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
