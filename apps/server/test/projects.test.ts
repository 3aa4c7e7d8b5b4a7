import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { PROJECT_MESSAGES } from '@vigil/shared';
import { projects, subscriptionTiers } from '../src/db/schema/index.js';
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
      payload: {
        name: '  Payments API ',
        description: 'Card flows',
        language: 'JavaScript',
        repositoryUrl: 'https://example.com/p.git',
      },
    });
    expect(created.statusCode).toBe(201);
    const p = created.json();
    expect(p).toMatchObject({
      name: 'Payments API',
      repositoryBranch: 'main',
      status: 'active',
      language: 'JavaScript',
      scanCount: 0,
    });

    const list = await app.inject({ method: 'GET', url: '/api/projects', headers });
    expect(list.json().map((x: { id: string }) => x.id)).toEqual([p.id]);

    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/projects/${p.id}`,
      headers,
      payload: { framework: 'express' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Payments API',
      framework: 'express',
      description: 'Card flows',
    });

    const put = await app.inject({
      method: 'PUT',
      url: `/api/projects/${p.id}`,
      headers,
      payload: { name: 'Payments v2' },
    });
    expect(put.json()).toMatchObject({
      name: 'Payments v2',
      description: null,
      framework: null,
      repositoryBranch: 'main',
    });

    const blank = await app.inject({
      method: 'PATCH',
      url: `/api/projects/${p.id}`,
      headers,
      payload: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(PROJECT_MESSAGES.nameRequired);

    const del = await app.inject({ method: 'DELETE', url: `/api/projects/${p.id}`, headers });
    expect(del.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/api/projects/${p.id}`, headers })).statusCode,
    ).toBe(404);
  });

  it("requires a name with the spec's message", async () => {
    const app = await buildTestApp({ db });
    const { user } = await createUser(app);
    const { headers } = await loginAs(app, user);
    for (const payload of [{}, { name: '' }, { name: '   ' }]) {
      const res = await app.inject({ method: 'POST', url: '/api/projects', headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'VALIDATION_ERROR',
        message: 'Project name is required',
      });
    }
  });

  it('checks language, repository URL and branch with clear messages, and stores nothing on refusal', async () => {
    const app = await buildTestApp({ db });
    const { user } = await createUser(app, { tier: 'SUMMIT' });
    const { headers } = await loginAs(app, user);
    const invalidUrl = 'Please provide a valid repository URL (https://...).';
    const httpsOnly = 'Only https:// repository URLs are supported.';
    const refused: [Record<string, unknown>, string][] = [
      [{ language: 'Klingon' }, PROJECT_MESSAGES.languageInvalid],
      [{ language: 'Node.js' }, PROJECT_MESSAGES.languageInvalid],
      [{ repositoryUrl: 'not a url' }, invalidUrl],
      [{ repositoryUrl: 'example.com/shop.git' }, invalidUrl],
      [{ repositoryUrl: 'http://example.com/shop.git' }, httpsOnly],
      [{ repositoryUrl: 'git@example.com:team/shop.git' }, invalidUrl],
      [{ repositoryUrl: 'ssh://git@example.com/team/shop.git' }, httpsOnly],
      [{ repositoryUrl: 'file:///etc/passwd' }, httpsOnly],
      [
        { repositoryUrl: 'https://user:secret@example.com/shop.git' },
        'Repository URLs with credentials are not supported; only public repositories can be scanned.',
      ],
      [
        { repositoryBranch: '--upload-pack=touch' },
        "Branch name '--upload-pack=touch' is not valid.",
      ],
      [{ repositoryBranch: 'feature branch' }, "Branch name 'feature branch' is not valid."],
      [{ repositoryBranch: 'a..b' }, "Branch name 'a..b' is not valid."],
      [{ repositoryBranch: 'release/' }, "Branch name 'release/' is not valid."],
      [
        { repositoryBranch: 'x'.repeat(201) },
        'repositoryBranch: Branch name is too long (at most 200 characters)',
      ],
      [
        { repositoryUrl: `https://example.com/${'r'.repeat(2000)}` },
        'repositoryUrl: Repository URL is too long (at most 2000 characters)',
      ],
      [{ language: 'L'.repeat(500) }, PROJECT_MESSAGES.languageInvalid],
      [{ name: 'n'.repeat(201) }, 'name: Project name is too long (at most 200 characters)'],
    ];
    for (const [fields, message] of refused) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/projects',
        headers,
        payload: { name: 'Shop', ...fields },
      });
      expect(
        { status: res.statusCode, message: res.json().message },
        JSON.stringify(fields),
      ).toEqual({ status: 400, message });
    }
    expect(await app.db.select().from(projects)).toEqual([]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/subscription', headers })).json().usage
        .projectCount,
    ).toBe(0);

    // Accepted: a listed language in any case (stored as listed), empty values, a valid branch.
    const ok = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: {
        name: 'Shop',
        language: 'c#',
        repositoryUrl: ' https://example.com/team/shop.git ',
        repositoryBranch: 'release/1.2',
      },
    });
    expect(ok.statusCode).toBe(201);
    const p = ok.json();
    expect(p).toMatchObject({
      language: 'C#',
      repositoryUrl: 'https://example.com/team/shop.git',
      repositoryBranch: 'release/1.2',
    });
    const empty = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'Blank', language: '', repositoryUrl: '', repositoryBranch: '' },
    });
    expect(empty.statusCode).toBe(201);
    expect(empty.json()).toMatchObject({
      language: null,
      repositoryUrl: null,
      repositoryBranch: 'main',
    });
    for (const language of [
      'JavaScript',
      'TypeScript',
      'Python',
      'Java',
      'C#',
      'C++',
      'PHP',
      'Ruby',
      'Go',
      'Rust',
      'Other',
    ]) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/projects/${empty.json().id}`,
        headers,
        payload: { language },
      });
      expect(res.json().language, language).toBe(language);
    }

    // PATCH and PUT follow the same rules and change nothing when refused.
    for (const method of ['PATCH', 'PUT'] as const) {
      for (const [fields, message] of refused) {
        const res = await app.inject({
          method,
          url: `/api/projects/${p.id}`,
          headers,
          payload: { name: 'Renamed', ...fields },
        });
        expect(
          { status: res.statusCode, message: res.json().message },
          `${method} ${JSON.stringify(fields)}`,
        ).toEqual({ status: 400, message });
      }
    }
    const [row] = await app.db.select().from(projects).where(eq(projects.id, p.id));
    expect(row).toMatchObject({
      name: 'Shop',
      language: 'C#',
      repositoryUrl: 'https://example.com/team/shop.git',
      repositoryBranch: 'release/1.2',
    });
  });

  it('accepts an http repository URL only when private repository hosts are allowed', async () => {
    const app = await buildTestApp({ db, config: { allowPrivateRepoHosts: true } });
    const { user } = await createUser(app, { tier: 'SUMMIT' });
    const { headers } = await loginAs(app, user);
    const res = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'Local', repositoryUrl: 'http://127.0.0.1:8080/shop.git' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().repositoryUrl).toBe('http://127.0.0.1:8080/shop.git');
    const ftp = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'Ftp', repositoryUrl: 'ftp://127.0.0.1/shop.git' },
    });
    expect(ftp.json()).toEqual({
      error: 'REPOSITORY_URL_INVALID',
      message: 'Only https:// repository URLs are supported.',
    });
  });

  it('gives another user 404 on every project route', async () => {
    const app = await buildTestApp({ db });
    const { user: owner } = await createUser(app);
    const { user: other } = await createUser(app);
    const own = await loginAs(app, owner);
    const them = await loginAs(app, other);
    const p = (
      await app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: own.headers,
        payload: { name: 'Mine' },
      })
    ).json();
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { name: 'x' }],
      ['PUT', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await app.inject({
        method,
        url: `/api/projects/${p.id}`,
        headers: them.headers,
        payload,
      });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().message).toBe('Project not found');
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/projects', headers: them.headers })).json(),
    ).toEqual([]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/projects/not-a-uuid', headers: own.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({ method: 'GET', url: `/api/projects/${p.id}`, headers: own.headers })
      ).json().name,
    ).toBe('Mine');
    expect((await app.inject({ method: 'GET', url: '/api/projects' })).statusCode).toBe(401);
  });

  it('enforces the tier limit: the 6th FOUNDATION project is refused, SUMMIT is unlimited, GUEST is refused', async () => {
    const app = await buildTestApp({ db });
    const { user: f } = await createUser(app, { tier: 'FOUNDATION' });
    const fh = (await loginAs(app, f)).headers;
    for (let i = 1; i <= 5; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: fh,
        payload: { name: `P${i}` },
      });
      expect(res.statusCode).toBe(201);
    }
    const sixth = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: fh,
      payload: { name: 'P6' },
    });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toEqual({
      error: 'PROJECT_LIMIT_REACHED',
      message:
        "You've reached your project limit (5 projects). Upgrade your plan to create more projects.",
    });
    // Parallel attempts cannot slip past the limit either.
    const { user: f2 } = await createUser(app, { tier: 'FOUNDATION' });
    const f2h = (await loginAs(app, f2)).headers;
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/projects',
          headers: f2h,
          payload: { name: `B${i}` },
        }),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(5);

    const { user: s } = await createUser(app, { tier: 'SUMMIT' });
    const sh = (await loginAs(app, s)).headers;
    for (let i = 1; i <= 7; i++) {
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/projects',
            headers: sh,
            payload: { name: `S${i}` },
          })
        ).statusCode,
      ).toBe(201);
    }

    const { user: g } = await createUser(app, { tier: 'GUEST' });
    const gh = (await loginAs(app, g)).headers;
    const guest = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: gh,
      payload: { name: 'G' },
    });
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toEqual({
      error: 'SUBSCRIPTION_REQUIRED',
      message: PROJECT_MESSAGES.guest,
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/projects', headers: gh })).statusCode,
    ).toBe(200);
  });

  it('follows a changed tier limit', async () => {
    const app = await buildTestApp({ db });
    await app.db.update(subscriptionTiers).set({ sastProjectLimit: 1 }).where(eqName('FOUNDATION'));
    const { user } = await createUser(app, { tier: 'FOUNDATION' });
    const { headers } = await loginAs(app, user);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/projects',
          headers,
          payload: { name: 'one' },
        })
      ).statusCode,
    ).toBe(201);
    const second = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'two' },
    });
    expect(second.json().message).toBe(
      "You've reached your project limit (1 projects). Upgrade your plan to create more projects.",
    );
  });

  it('refuses an expired subscription', async () => {
    const app = await buildTestApp({ db });
    const { user } = await createUser(app, {
      tier: 'FOUNDATION',
      subscriptionEndDate: new Date(Date.now() - 86_400_000),
    });
    const { headers } = await loginAs(app, user);
    const res = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'late' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'SUBSCRIPTION_EXPIRED',
      message: PROJECT_MESSAGES.expired,
    });
  });

  it('summarises the subscription', async () => {
    const app = await buildTestApp({ db });
    const start = new Date(Date.now() - 10 * 86_400_000);
    const end = new Date(Date.now() + 5 * 86_400_000 - 60_000);
    const { user } = await createUser(app, {
      tier: 'FOUNDATION',
      subscriptionStartDate: start,
      subscriptionEndDate: end,
    });
    const { headers } = await loginAs(app, user);
    await app.inject({ method: 'POST', url: '/api/projects', headers, payload: { name: 'a' } });
    const res = await app.inject({ method: 'GET', url: '/api/user/subscription', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      subscription: {
        tier: 'FOUNDATION',
        status: 'expiring_soon',
        daysRemaining: 5,
        startDate: start.toISOString(),
        endDate: end.toISOString(),
      },
      limits: { sastProjects: 5 },
      usage: { projectCount: 1 },
    });

    const { user: s } = await createUser(app, { tier: 'SUMMIT', subscriptionEndDate: null });
    const summit = await app.inject({
      method: 'GET',
      url: '/api/user/subscription',
      headers: (await loginAs(app, s)).headers,
    });
    expect(summit.json()).toMatchObject({
      subscription: { tier: 'SUMMIT', status: 'active', daysRemaining: null },
      limits: { sastProjects: null },
    });

    const { user: x } = await createUser(app, {
      tier: 'FOUNDATION',
      subscriptionEndDate: new Date(Date.now() - 1000),
    });
    const expired = await app.inject({
      method: 'GET',
      url: '/api/user/subscription',
      headers: (await loginAs(app, x)).headers,
    });
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
