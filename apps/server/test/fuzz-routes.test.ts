/**
 * Property-based fuzzing of every route (issue 16): the routes come from the OpenAPI document, so a
 * new route is fuzzed without touching this file. Each run picks a route and sends generated path
 * parameters, query strings and JSON bodies (NUL bytes, huge and loosely written numbers, dates
 * outside any range, ids in other spellings, objects and arrays where text is expected, deep
 * nesting, prototype keys), as a normal user, as an admin, or without a token. No answer may be a
 * 5xx, and every error answer must be documented: its status on the route in the OpenAPI document,
 * its code among the codes listed there (the error catalogue's, see openapi-errors.test.ts). The run count is bounded so the file stays well under a minute on one core.
 *
 * A failure prints fast-check's seed and path: FUZZ_SEED=<seed> reruns the same sequence.
 */
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { expect, it, vi } from 'vitest';
import { createUser, describeEachDatabase, loginAs, useTestApp } from './helpers.js';

vi.setConfig({ testTimeout: 180_000 });

const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. /api/scans/{id}. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  hasBody: boolean;
  /** Documented error status -> the codes the document lists for it. */
  errors: Map<number, string[]>;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: {
          content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
        };
        responses?: Record<
          string,
          {
            content?: Record<string, { schema?: { properties?: { error?: { enum?: string[] } } } }>;
          }
        >;
      }
    >
  >;
}

function operations(app: FastifyInstance): Operation[] {
  const doc = (app as unknown as { swagger(): OpenApiDoc }).swagger();
  const ops: Operation[] = [];
  for (const [p, methods] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(methods)) {
      const method = m.toUpperCase() as Operation['method'];
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const params = op.parameters ?? [];
      const schema = op.requestBody?.content?.['application/json']?.schema;
      ops.push({
        method,
        path: p,
        pathParams: params.filter((x) => x.in === 'path').map((x) => x.name),
        queryParams: params.filter((x) => x.in === 'query').map((x) => x.name),
        bodyFields: Object.keys(schema?.properties ?? {}),
        hasBody: method !== 'GET' && method !== 'DELETE',
        errors: new Map(
          Object.entries(op.responses ?? {})
            .filter(([status]) => Number(status) >= 400)
            .map(([status, r]) => [
              Number(status),
              r.content?.['application/json']?.schema?.properties?.error?.enum ?? [],
            ]),
        ),
      });
    }
  }
  return ops;
}

const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '0',
  '-1',
  '1e300',
  '0x2',
  '2e0',
  '+2',
  '02',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '0000-01-01',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '9999-12-31',
  '2024-02-30',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../../etc/passwd',
  'x'.repeat(5000),
  '\ud800',
  '😀',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  'CRITICAL',
  'SAST',
  'completed',
  'https://[::1]/a.git',
  'file:///etc/passwd',
];

const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.constantFrom(
    0,
    -1,
    2 ** 31,
    2 ** 53,
    -(2 ** 53),
    1e300,
    -1e300,
    0.5,
    Number.MAX_SAFE_INTEGER + 2,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

const { json } = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('json'), { maxLength: 4 }),
  object: fc.dictionary(
    fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.constantFrom('__proto__', 'constructor', 'toString', 'a\u0000'),
    ),
    tie('json'),
    {
      maxKeys: 4,
    },
  ),
}));

/** encodeURIComponent, except that a lone surrogate becomes the bytes of one (invalid UTF-8 in the URL). */
function encodeSegment(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return v
      .replace(/[\ud800-\udfff]/g, '%ED%A0%80')
      .replace(/[^%]/g, (c) => encodeURIComponent(c));
  }
}

/**
 * Values each known field accepts, so that a request passes validation everywhere but in the one
 * or two fields the run mutates (a 500 hides behind an otherwise valid request).
 */
const PLAUSIBLE: Record<string, unknown> = {
  name: 'Fuzz project',
  surname: 'Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'fuzz@example.com',
  password: 'Str0ng-Passw0rd!',
  currentPassword: 'Correct-Horse-9!',
  newPassword: 'N3w-Str0ng-Passw0rd!',
  description: 'Some text',
  framework: 'express',
  language: 'JavaScript',
  status: 'closed',
  repositoryBranch: 'main',
  priceUsd: 10,
  sast: true,
  dast: false,
  sastProjectLimit: 3,
  dastProjectLimit: 0,
  isActive: true,
  isEmailConfirmed: true,
  role: 'USER',
  subscriptionTier: 'FOUNDATION',
  subscriptionStartDate: '2024-01-01',
  subscriptionEndDate: '2030-01-01',
  state: 'confirmed',
  note: 'checked',
  company: 'Acme',
  country: 'Norway',
  message: 'Hello there, we would like a quote.',
  tier: 'SUMMIT',
  page: '1',
  limit: '10',
  pageSize: '10',
  search: 'shop',
  from: '2020-01-01',
  to: '2030-01-01',
  actor: 'admin',
  action: 'login',
  severity: 'HIGH',
  cwe: '89',
  includeSuppressed: 'false',
  active: 'true',
};

/** A mutation: the field's plausible value with a NUL byte inside. */
const WITH_NUL = Symbol('with NUL');
const nulInside = (field: string) =>
  `${typeof PLAUSIBLE[field] === 'string' ? (PLAUSIBLE[field] as string) : 'x'}\u0000z`;

function deep(levels: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
}

describeEachDatabase('fuzzing every route', (db) => {
  const getApp = useTestApp({ db });

  it('never answers 5xx, whatever the params, query and body', async () => {
    const app = getApp();
    const { user } = await createUser(app, { tier: 'FOUNDATION' });
    const { user: admin } = await createUser(app, { role: 'SUPER_ADMIN', tier: 'SUMMIT' });
    const { user: victim } = await createUser(app, { tier: 'FOUNDATION' });
    const userHeaders = (await loginAs(app, user)).headers;
    const project = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: userHeaders,
      payload: { name: 'Fuzz' },
    });
    expect(project.statusCode).toBe(201);
    const projectId = (project.json() as { id: string }).id;
    const tiers = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/tiers',
        headers: (await loginAs(app, admin)).headers,
      })
    ).json() as {
      id: number;
    }[];

    const ops = operations(app);
    // Every module is in the document (a route missing from it would escape the fuzzing).
    for (const prefix of [
      '/api/auth/',
      '/api/projects',
      '/api/scans',
      '/api/reports',
      '/api/vulnerabilities',
      '/api/admin/',
      '/api/contact/',
    ]) {
      expect(
        ops.some((o) => o.path.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }

    const idValue = fc.oneof(
      text,
      fc.constantFrom(
        projectId,
        projectId.toUpperCase(),
        victim.id,
        victim.id.toUpperCase(),
        String(tiers[0]?.id ?? 1),
        '00000000-0000-0000-0000-000000000000',
      ),
      fc.uuid(),
      fc.nat().map(String),
    );
    const request = fc.record({
      op: fc.constantFrom(...ops),
      params: fc.dictionary(fc.constantFrom('id', 'x'), idValue, { maxKeys: 2 }),
      query: fc.array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(
              'page',
              'limit',
              'pageSize',
              'search',
              'from',
              'to',
              'projectId',
              'scanId',
            ),
            fc.string({ maxLength: 8 }),
          ),
          text,
        ),
        {
          maxLength: 4,
        },
      ),
      useKnownQuery: fc.boolean(),
      body: fc.oneof(
        { weight: 6, arbitrary: fc.constant('fields' as const) },
        { weight: 2, arbitrary: json },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            '{"a":',
            '[1,2',
            'not json',
            '"\u0000"',
            JSON.stringify(deep(40)),
            '['.repeat(3000),
          ),
        },
      ),
      fieldValues: fc.array(json, { minLength: 8, maxLength: 8 }),
      mutations: fc.array(
        fc.tuple(
          fc.nat(),
          fc.oneof(
            { weight: 3, arbitrary: text },
            { weight: 1, arbitrary: json },
            { weight: 2, arbitrary: fc.constant(WITH_NUL) },
          ),
        ),
        { minLength: 1, maxLength: 2 },
      ),
      queryMutations: fc.array(
        fc.tuple(
          fc.nat(),
          fc.oneof({ weight: 3, arbitrary: text }, { weight: 1, arbitrary: fc.constant(WITH_NUL) }),
        ),
        {
          minLength: 1,
          maxLength: 2,
        },
      ),
      who: fc.constantFrom('owner', 'owner', 'owner', 'none'),
    });

    const failures: string[] = [];
    const undocumented = new Set<string>();
    await fc
      .assert(
        fc.asyncProperty(request, async (r) => {
          const { op } = r;
          let url = op.path;
          for (const name of op.pathParams)
            url = url.replace(
              `{${name}}`,
              encodeSegment(String(r.params[name] ?? r.params.x ?? 'x')),
            );
          const qs = new URLSearchParams();
          if (r.useKnownQuery && op.queryParams.length) {
            // Plausible values for the route's own parameters, one or two of them mutated.
            const q: Record<string, string> = {};
            for (const name of op.queryParams)
              if (typeof PLAUSIBLE[name] === 'string') q[name] = PLAUSIBLE[name] as string;
            for (const [i, v] of r.queryMutations) {
              const name = op.queryParams[i % op.queryParams.length];
              q[name] = v === WITH_NUL ? nulInside(name) : v;
            }
            for (const [k, v] of Object.entries(q)) qs.append(k, v);
          } else {
            for (const [k, v] of r.query) qs.append(k, v);
          }
          if (qs.size) url += `?${qs}`;
          // A fresh session per request: the fuzzer may log out, change a password or delete a victim.
          const headers: Record<string, string> =
            r.who === 'none'
              ? {}
              : (await loginAs(app, op.path.startsWith('/api/admin/') ? admin : user)).headers;
          let payload: string | undefined;
          if (op.hasBody) {
            if (r.body === 'fields' && op.bodyFields.length) {
              const body: Record<string, unknown> = {};
              for (const f of op.bodyFields) if (f in PLAUSIBLE) body[f] = PLAUSIBLE[f];
              for (const [i, v] of r.mutations) {
                const name = op.bodyFields[i % op.bodyFields.length];
                body[name] = v === WITH_NUL ? nulInside(name) : v;
              }
              payload = JSON.stringify(body);
            } else if (r.body === 'fields') {
              payload = JSON.stringify(
                Object.fromEntries(r.fieldValues.map((v, i) => [`f${i}`, v])),
              );
            } else if (
              typeof r.body === 'string' &&
              !op.bodyFields.includes('__raw__') &&
              /^[[{"n]/.test(r.body)
            ) {
              payload = r.body;
            } else {
              payload = JSON.stringify(r.body) ?? 'null';
            }
            headers['content-type'] = 'application/json';
          }
          const res = await app.inject({ method: op.method, url, headers, payload });
          // The readiness probe answers 503 by design while a part is down (the test app starts no queue).
          const probe = op.path === '/api/ready' && res.statusCode === 503;
          if (res.statusCode >= 500 && !probe)
            failures.push(
              `${op.method} ${url} ${payload?.slice(0, 300) ?? ''} -> ${res.statusCode} ${res.body}`,
            );
          // Every error answered is documented: its status on the route, its code under it.
          if (res.statusCode >= 400) {
            let code: unknown;
            try {
              code = (res.json() as { error?: unknown }).error;
            } catch {
              code = undefined;
            }
            const documented = op.errors.get(res.statusCode);
            if (!documented?.includes(String(code)))
              undocumented.add(`${op.method} ${op.path} ${res.statusCode} ${String(code)}`);
          }
          return res.statusCode < 500 || probe;
        }),
        {
          numRuns: RUNS,
          seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
          endOnFailure: true,
        },
      )
      .catch((err: unknown) => {
        throw new Error(`${failures.join('\n')}\n${String(err)}`);
      });
    expect(failures).toEqual([]);
    expect([...undocumented].sort()).toEqual([]);
  });
});
