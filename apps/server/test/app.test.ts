import { mkdtempSync, readdirSync, readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertFeature } from '../src/plugins/auth.js';
import { bootstrapAdmin } from '../src/modules/auth/bootstrap.js';
import { sendPasswordReset } from '../src/modules/auth/service.js';
import { AppError, toErrorResponse } from '../src/errors.js';
import { redactUrl } from '../src/app.js';
import { buildTestApp, createUser } from './helpers.js';

const tmp = mkdtempSync(path.join(tmpdir(), 'vigil-app-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('web app serving', () => {
  const web = path.join(tmp, 'web');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Vigil SPA</title>');
  writeFileSync(path.join(web, 'assets', 'app-123.js'), 'console.log(1)');

  it('serves files and falls back to index.html for client routes, never for /api', async () => {
    const app = await buildTestApp({ config: { webDistDir: web } });
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('Vigil SPA');
    expect(root.headers['content-security-policy']).toContain("script-src 'self'");

    const clientRoute = await app.inject({
      method: 'GET',
      url: '/reports/123?tab=summary',
      headers: { accept: 'text/html' },
    });
    expect(clientRoute.statusCode).toBe(200);
    expect(clientRoute.headers['content-type']).toContain('text/html');
    expect(clientRoute.body).toContain('Vigil SPA');

    const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');

    const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);

    const api = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('NOT_FOUND');

    const post = await app.inject({ method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
  });

  it('answers the public pages prerendered at build time with their own HTML', async () => {
    const site = path.join(tmp, 'web-prerendered');
    mkdirSync(path.join(site, 'prerendered', 'services'), { recursive: true });
    writeFileSync(
      path.join(site, 'index.html'),
      '<!doctype html><title>Vigil SPA</title><div id="root"></div>',
    );
    writeFileSync(
      path.join(site, 'prerendered', 'index.html'),
      '<!doctype html><div id="root" data-prerendered="/"><h1>Home</h1></div>',
    );
    writeFileSync(
      path.join(site, 'prerendered', 'login.html'),
      '<!doctype html><div id="root" data-prerendered="/login"><h1>Welcome Back</h1></div>',
    );
    writeFileSync(
      path.join(site, 'prerendered', 'login.html.br'),
      brotliCompressSync('<!doctype html><h1>Welcome Back (br)</h1>'),
    );
    writeFileSync(
      path.join(site, 'prerendered', 'services', 'sast.html'),
      '<!doctype html><h1>SAST</h1>',
    );
    const app = await buildTestApp({ config: { webDistDir: site } });

    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('<h1>Home</h1>');

    const login = await app.inject({
      method: 'GET',
      url: '/login?next=%2Fscans',
      headers: { accept: 'text/html' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toContain('text/html');
    expect(login.body).toContain('data-prerendered="/login"');
    const loginBr = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'br' },
    });
    expect(loginBr.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(loginBr.rawPayload).toString()).toContain('Welcome Back (br)');

    expect((await app.inject({ method: 'GET', url: '/services/sast' })).body).toContain(
      '<h1>SAST</h1>',
    );
    // Every other client route still gets the shell, and the files are not pages of their own.
    for (const url of ['/dashboard', '/services', '/login/extra', '/prerendered/login']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Vigil SPA');
    }
    expect((await app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
    await app.close();
  });

  it('answers JSON 404 everywhere when no web build exists', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NOT_FOUND');
  });
});

describe('request logs', () => {
  it('redact one-time tokens from URLs', () => {
    expect(redactUrl('/api/auth/verify-email?token=abc.def-1')).toBe(
      '/api/auth/verify-email?token=[redacted]',
    );
    expect(redactUrl('/x?a=1&refresh_token=zz&b=2')).toBe('/x?a=1&refresh_token=[redacted]&b=2');
    expect(redactUrl('/api/scans?page=2')).toBe('/api/scans?page=2');
  });
});

describe('errors', () => {
  it('keeps AppError codes, hides unknown errors, maps client errors', () => {
    expect(toErrorResponse(new AppError('EMAIL_TAKEN', 'taken'))).toMatchObject({
      status: 409,
      body: { error: 'EMAIL_TAKEN', message: 'taken' },
    });
    const hidden = toErrorResponse(new Error('connection string postgres://secret'));
    expect(hidden.status).toBe(500);
    expect(hidden.body).toEqual({
      error: 'INTERNAL_ERROR',
      message: 'Something went wrong. Please try again later.',
    });
    expect(hidden.report).toBe(true);
    expect(
      toErrorResponse(Object.assign(new Error('Body is too large'), { statusCode: 413 })),
    ).toMatchObject({
      status: 413,
      body: { error: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it('reads an empty JSON body as no body', async () => {
    const { loginAs } = await import('./helpers.js');
    const app = await buildTestApp();
    const { user } = await createUser(app);
    const { headers } = await loginAs(app, user);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    const poisoned = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@example.com","password":"x","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('answers malformed JSON with 400', async () => {
    const app = await buildTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('BAD_REQUEST');
  });
});

describe('requireFeature', () => {
  it('refuses GUEST and expired subscriptions with clear messages, allows an active tier', async () => {
    const app = await buildTestApp();
    const { user: guest } = await createUser(app, { tier: 'GUEST' });
    const { user: expired } = await createUser(app, {
      tier: 'FOUNDATION',
      subscriptionEndDate: new Date(Date.now() - 1000),
    });
    const { user: active } = await createUser(app, { tier: 'FOUNDATION' });
    const { user: summit } = await createUser(app, { tier: 'SUMMIT', subscriptionEndDate: null });
    await expect(assertFeature(app, guest, 'sast')).rejects.toMatchObject({
      status: 403,
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'Your GUEST plan does not include SAST scanning. Upgrade your plan to get access.',
    });
    await expect(assertFeature(app, expired, 'sast')).rejects.toMatchObject({
      status: 403,
      code: 'SUBSCRIPTION_EXPIRED',
      message:
        'Your FOUNDATION subscription has expired. Renew your plan to keep using SAST scanning.',
    });
    await expect(assertFeature(app, active, 'sast')).resolves.toBeUndefined();
    await expect(assertFeature(app, summit, 'sast')).resolves.toBeUndefined();
    // An admin switching SAST off for a tier takes effect at once.
    await app.database.query(
      "UPDATE subscription_tiers SET sast = false WHERE name = 'FOUNDATION'",
    );
    await expect(assertFeature(app, active, 'sast')).rejects.toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
    });
  });
});

describe('mail without SMTP_URL', () => {
  it('writes the mail under DATA_DIR/mail with its link', async () => {
    const dataDir = path.join(tmp, 'data');
    const app = await buildTestApp({ config: { dataDir } });
    const { user } = await createUser(app, { email: 'files@example.com' });
    await sendPasswordReset(app, user.id);
    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    const json = JSON.parse(
      readFileSync(
        path.join(
          dataDir,
          'mail',
          files.find((f) => f.endsWith('.json'))!,
        ),
        'utf8',
      ),
    );
    expect(json).toMatchObject({ to: 'files@example.com', subject: 'Reset your Vigil password' });
    expect(json.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    await expect(
      sendPasswordReset(app, '00000000-0000-0000-0000-000000000000'),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('ADMIN_EMAIL bootstrap', () => {
  it('creates a verified SUPER_ADMIN once and leaves it alone afterwards', async () => {
    const app = await buildTestApp({
      config: { adminEmail: 'root@example.org', adminPassword: 'Bootstrap-Pass1' },
    });
    await bootstrapAdmin(app);
    await bootstrapAdmin(app);
    const { rows } = await app.database.query<{
      role: string;
      subscription_tier: string;
      email_verified: boolean;
    }>(
      "SELECT role, subscription_tier, email_verified FROM users WHERE email = 'root@example.org'",
    );
    expect(rows).toEqual([
      { role: 'SUPER_ADMIN', subscription_tier: 'SUMMIT', email_verified: true },
    ]);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'root@example.org', password: 'Bootstrap-Pass1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('SUPER_ADMIN');
  });
});

describe('guards', () => {
  it('requireRole admits only the listed roles and requireUser refuses disabled accounts', async () => {
    const { loginAs } = await import('./helpers.js');
    const app = await buildTestApp();
    const { user: plain } = await createUser(app, { role: 'USER' });
    const { user: admin } = await createUser(app, { role: 'ADMIN' });
    const asRequest = async (u: { id: string; role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' }) =>
      ({ headers: (await loginAs(app, u)).headers }) as unknown as import('fastify').FastifyRequest;
    const adminOnly = app.requireRole('ADMIN', 'SUPER_ADMIN');
    await expect(adminOnly(await asRequest(plain))).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    const req = await asRequest(admin);
    await expect(adminOnly(req)).resolves.toBeUndefined();
    expect(req.user).toMatchObject({ id: admin.id, role: 'ADMIN' });
    expect('passwordHash' in req.user).toBe(false);
    const disabledReq = await asRequest(plain);
    await app.database.query('UPDATE users SET is_active = false WHERE id = $1', [plain.id]);
    await expect(app.requireUser(disabledReq)).rejects.toMatchObject({
      status: 403,
      code: 'ACCOUNT_DISABLED',
    });
  });
});

describe('background services', () => {
  it('starts selected services when the app is ready and stops them on close', async () => {
    const { backgroundServices } = await import('../src/services.js');
    const events: string[] = [];
    const svc = {
      name: 'test-recorder',
      register: () => void events.push('register'),
      start: () => void events.push('start'),
      stop: () => void events.push('stop'),
    };
    backgroundServices.push(svc);
    try {
      const skipped = await buildTestApp();
      await skipped.close();
      expect(events).toEqual([]);
      const app = await buildTestApp({ services: ['test-recorder'] });
      expect(events).toEqual(['register', 'start']);
      await app.close();
      expect(events).toEqual(['register', 'start', 'stop']);
    } finally {
      backgroundServices.splice(backgroundServices.indexOf(svc), 1);
    }
  });
});
