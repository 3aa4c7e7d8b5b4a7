/**
 * Bad input answers 400 with a message, never 500 (issue 16 item 5): NUL bytes in query strings and
 * stored text, dates outside PostgreSQL's range, out-of-range ids, broken multipart bodies, objects
 * where text is expected, and deeply nested JSON.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { projects, scans, users } from '../src/db/schema/index.js';
import { createUser, describeOnBothDatabases, loginAs, useTestApp } from './helpers.js';
import { multipart } from './fixtures/scan-support/multipart.js';

async function setUp(app: FastifyInstance) {
  const { user } = await createUser(app, { tier: 'FOUNDATION' });
  const { user: admin } = await createUser(app, { role: 'SUPER_ADMIN', tier: 'SUMMIT' });
  const headers = (await loginAs(app, user)).headers;
  const adminHeaders = (await loginAs(app, admin)).headers;
  const p = await app.inject({
    method: 'POST',
    url: '/api/projects',
    headers,
    payload: { name: 'Shop' },
  });
  expect(p.statusCode).toBe(201);
  return { user, admin, headers, adminHeaders, projectId: (p.json() as { id: string }).id };
}

function expect400(res: { statusCode: number; body: string }, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
  const body = JSON.parse(res.body) as { error: string; message: string };
  expect(typeof body.error, what).toBe('string');
  expect(body.message.length, what).toBeGreaterThan(0);
  return body;
}

// App builds are slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });

describeOnBothDatabases('input hardening', (db) => {
  const getApp = useTestApp({ db });

  it('refuses NUL bytes in query parameters of every list', async () => {
    const app = getApp();
    const { headers, adminHeaders } = await setUp(app);
    const cases: [string, Record<string, string>][] = [
      ['/api/scans?search=a%00b', headers],
      ['/api/reports?search=a%00b', headers],
      ['/api/vulnerabilities?search=a%00b', headers],
      ['/api/vulnerabilities?cwe=89%00', headers],
      ['/api/admin/users?search=%00', adminHeaders],
      ['/api/admin/audit?actor=a%00', adminHeaders],
      ['/api/admin/audit?action=x%00y', adminHeaders],
    ];
    for (const [url, h] of cases) {
      const body = expect400(await app.inject({ method: 'GET', url, headers: h }), url);
      expect(body.message, url).toMatch(/NUL/);
    }
  });

  it('refuses NUL bytes in stored text and stores nothing', async () => {
    const app = getApp();
    const { user, headers, adminHeaders, projectId } = await setUp(app);
    const tiers = (
      await app.inject({ method: 'GET', url: '/api/admin/tiers', headers: adminHeaders })
    ).json() as { id: number }[];
    const cases: [string, string, Record<string, string>, unknown][] = [
      ['PATCH', `/api/projects/${projectId}`, headers, { description: 'a\u0000b' }],
      ['PATCH', `/api/projects/${projectId}`, headers, { framework: '\u0000' }],
      ['PUT', `/api/projects/${projectId}`, headers, { name: 'Shop\u0000' }],
      ['POST', '/api/projects', headers, { name: 'New\u0000' }],
      ['PATCH', '/api/auth/profile', headers, { firstName: 'A\u0000' }],
      ['PATCH', '/api/auth/profile', headers, { lastName: '\u0000' }],
      [
        'PATCH',
        `/api/admin/users/${user.id}`,
        adminHeaders,
        { firstName: 'A\u0000', lastName: 'B' },
      ],
      [
        'PUT',
        `/api/admin/tiers/${tiers[0].id}`,
        adminHeaders,
        {
          priceUsd: 1,
          description: 'x\u0000',
          sast: true,
          dast: false,
          sastProjectLimit: 1,
          dastProjectLimit: 0,
        },
      ],
      [
        'POST',
        '/api/scans',
        headers,
        { projectId, repositoryUrl: 'https://example.com/a.git', description: 'd\u0000' },
      ],
      // A NUL byte in a key is refused as well (keys end up in JSON columns and logs).
      ['PATCH', `/api/projects/${projectId}`, headers, { 'descr\u0000iption': 'x' }],
    ];
    for (const [method, url, h, payload] of cases) {
      const body = expect400(
        await app.inject({ method: method as 'POST', url, headers: h, payload: payload as object }),
        `${method} ${url}`,
      );
      expect(body.message).toMatch(/NUL/);
    }
    const mp = multipart({
      projectId,
      repositoryUrl: 'https://example.com/a.git',
      description: 'multi\u0000part',
    });
    expect400(
      await app.inject({
        method: 'POST',
        url: '/api/scans',
        headers: { ...headers, ...mp.headers },
        payload: mp.payload,
      }),
      'multipart description',
    );
    const [row] = await app.db.select().from(projects).where(eq(projects.id, projectId));
    expect(row.description).toBeNull();
    expect(row.name).toBe('Shop');
    const [u] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(u.firstName).toBe('Test');
  });

  it('refuses dates PostgreSQL cannot store', async () => {
    const app = getApp();
    const { user, adminHeaders } = await setUp(app);
    for (const d of ['0000-01-01', '+275760-09-13T00:00:00.000Z', '-000001-01-01', '10000-01-01']) {
      const q = encodeURIComponent(d);
      expect400(
        await app.inject({
          method: 'GET',
          url: `/api/admin/audit?from=${q}`,
          headers: adminHeaders,
        }),
        `from=${d}`,
      );
      expect400(
        await app.inject({ method: 'GET', url: `/api/admin/audit?to=${q}`, headers: adminHeaders }),
        `to=${d}`,
      );
      expect400(
        await app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${user.id}`,
          headers: adminHeaders,
          payload: { firstName: 'A', lastName: 'B', subscriptionEndDate: d },
        }),
        `subscriptionEndDate=${d}`,
      );
    }
    // Dates inside the range still work.
    const ok = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?from=2020-01-01&to=9999-12-31',
      headers: adminHeaders,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses out-of-range and loosely written numbers', async () => {
    const app = getApp();
    const { headers, adminHeaders } = await setUp(app);
    const tier = {
      priceUsd: 1,
      description: '',
      sast: true,
      dast: false,
      sastProjectLimit: 1,
      dastProjectLimit: 0,
    };
    for (const id of [
      '2147483648',
      '99999999999999999999',
      '0x2',
      '2e0',
      '+2',
      ' 2',
      '02',
      '-1',
      '0',
      '1.0',
    ]) {
      expect400(
        await app.inject({
          method: 'PUT',
          url: `/api/admin/tiers/${encodeURIComponent(id)}`,
          headers: adminHeaders,
          payload: tier,
        }),
        `tier ${id}`,
      );
    }
    for (const q of [
      'page=1e300',
      'page=0x10',
      'page=99999999999999999999',
      'limit=1e1',
      'page=-1',
    ]) {
      expect400(await app.inject({ method: 'GET', url: `/api/scans?${q}`, headers }), q);
    }
  });

  it('answers broken multipart bodies with 400', async () => {
    const app = getApp();
    const { headers, projectId } = await setUp(app);
    const good = multipart({ projectId }, [{ name: 'a.js', data: 'eval(x)' }]);
    const boundary = /boundary=(.*)$/.exec(good.headers['content-type'])![1];
    const truncated = good.payload.subarray(0, good.payload.length - `--${boundary}--\r\n`.length);
    const cases: [string, string, Buffer][] = [
      ['no boundary', 'multipart/form-data', good.payload],
      ['empty boundary', 'multipart/form-data; boundary=', good.payload],
      ['empty quoted boundary', 'multipart/form-data; boundary=""', good.payload],
      ['no closing boundary', good.headers['content-type'], truncated],
      ['garbage', good.headers['content-type'], Buffer.from('not multipart at all')],
    ];
    for (const [what, type, payload] of cases) {
      expect400(
        await app.inject({
          method: 'POST',
          url: '/api/scans',
          headers: { ...headers, 'content-type': type },
          payload,
        }),
        what,
      );
    }
  });

  it('refuses objects where text is expected and deeply nested JSON', async () => {
    const app = getApp();
    const { headers, projectId } = await setUp(app);
    for (const payload of [
      { projectId: { toString: 1 } },
      { projectId: { valueOf: 1, toString: 1 } },
      { projectId, repositoryUrl: ['https://example.com/a.git'] },
      { projectId, repositoryUrl: { href: 'https://example.com/a.git' } },
    ]) {
      expect400(
        await app.inject({ method: 'POST', url: '/api/scans', headers, payload }),
        JSON.stringify(payload),
      );
    }
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const deepObject = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    for (const [url, method] of [
      ['/api/scans', 'POST'],
      ['/api/projects', 'POST'],
      ['/api/auth/login', 'POST'],
      [`/api/projects/${projectId}`, 'PATCH'],
    ] as const) {
      for (const payload of [deep, deepObject]) {
        const res = await app.inject({
          method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        });
        const body = expect400(res, `${method} ${url} nested`);
        expect(body.message).toMatch(/nest/i);
      }
    }
  });
});

describeOnBothDatabases('ids are parsed strictly', (db) => {
  const getApp = useTestApp({ db });

  it('does not let an id in capitals address the row of its lowercase spelling', async () => {
    const app = getApp();
    const { user, headers, adminHeaders, projectId } = await setUp(app);
    const upper = projectId.toUpperCase();
    expect(upper).not.toBe(projectId);
    const scanId = randomUUID();
    await app.db.insert(scans).values({
      id: scanId,
      userId: user.id,
      projectId,
      projectName: 'Shop',
      scanType: 'SAST',
      status: 'failed',
      sourceKind: 'upload',
      sourcePath: `sources/${scanId}`,
    });
    for (const [method, url] of [
      ['GET', `/api/projects/${upper}`],
      ['PATCH', `/api/projects/${upper}`],
      ['DELETE', `/api/projects/${upper}`],
      ['GET', `/api/scans/${scanId.toUpperCase()}`],
      ['POST', `/api/scans/${scanId.toUpperCase()}/cancel`],
      ['DELETE', `/api/scans/${scanId.toUpperCase()}`],
      ['GET', `/api/reports/${scanId.toUpperCase()}`],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers,
        payload: method === 'PATCH' ? { description: 'x' } : undefined,
      });
      expect([400, 404], `${method} ${url}: ${res.body}`).toContain(res.statusCode);
    }
    const res = await app.inject({ method: 'GET', url: `/api/scans?projectId=${upper}`, headers });
    expect(res.statusCode).toBe(400);
    for (const [method, url] of [
      ['PATCH', `/api/admin/users/${user.id.toUpperCase()}`],
      ['DELETE', `/api/admin/users/${user.id.toUpperCase()}`],
      ['POST', `/api/admin/users/${user.id.toUpperCase()}/reset-mfa`],
    ] as const) {
      const r = await app.inject({
        method,
        url,
        headers: adminHeaders,
        payload: method === 'PATCH' ? { firstName: 'A', lastName: 'B' } : undefined,
      });
      expect(r.statusCode, `${method} ${url}: ${r.body}`).toBe(400);
    }
    // Nothing was changed or removed through the capitalised ids.
    const [p] = await app.db.select().from(projects).where(eq(projects.id, projectId));
    expect(p.description).toBeNull();
    const [u] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(u.firstName).toBe('Test');
    const again = await app.inject({ method: 'GET', url: `/api/scans/${scanId}`, headers });
    expect(again.statusCode).toBe(200);
    // The lowercase spellings still work.
    expect(
      (await app.inject({ method: 'GET', url: `/api/projects/${projectId}`, headers })).statusCode,
    ).toBe(200);
  });

  it('reads tier ids as plain numbers within the integer range', async () => {
    const app = getApp();
    const { adminHeaders } = await setUp(app);
    const tiers = (
      await app.inject({ method: 'GET', url: '/api/admin/tiers', headers: adminHeaders })
    ).json() as { id: number; description: string }[];
    const tier = tiers.find((t) => t.id === 2) ?? tiers[1];
    const body = {
      priceUsd: 5,
      description: 'changed',
      sast: true,
      dast: false,
      sastProjectLimit: 3,
      dastProjectLimit: 0,
    };
    for (const id of [
      `0x${tier.id.toString(16)}`,
      `${tier.id}e0`,
      `0${tier.id}`,
      `+${tier.id}`,
      '2147483648',
    ]) {
      expect400(
        await app.inject({
          method: 'PUT',
          url: `/api/admin/tiers/${encodeURIComponent(id)}`,
          headers: adminHeaders,
          payload: body,
        }),
        id,
      );
    }
    const after = (
      await app.inject({ method: 'GET', url: '/api/admin/tiers', headers: adminHeaders })
    ).json() as { id: number; description: string }[];
    expect(after.find((t) => t.id === tier.id)?.description).toBe(tier.description);
    const ok = await app.inject({
      method: 'PUT',
      url: `/api/admin/tiers/${tier.id}`,
      headers: adminHeaders,
      payload: body,
    });
    expect(ok.statusCode).toBe(200);
    expect(
      await app.inject({
        method: 'PUT',
        url: '/api/admin/tiers/2147483647',
        headers: adminHeaders,
        payload: body,
      }),
    ).toHaveProperty('statusCode', 404);
  });
});
