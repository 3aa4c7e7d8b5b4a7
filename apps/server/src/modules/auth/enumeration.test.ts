/**
 * Account enumeration (issue 16 item 6): login delays, forgot-password and registration answer the
 * same status and body for an email with an account and one without. Timing is measured by
 * `npm run bench:auth`, not here.
 */
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import {
  buildTestApp,
  createUser,
  describeEachDatabase,
  startSmtpPeer,
} from '../../../test/helpers.js';

const login = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const register = (app: FastifyInstance, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Ada', surname: 'Lovelace', email, password: 'Str0ng-Passw0rd!' },
  });

// App builds and password hashing are slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });

describeEachDatabase('account enumeration', (db) => {
  it('delays logins of an unknown email exactly as those of a real account', async () => {
    const app = await buildTestApp({ db, config: { loginFreeAttempts: 2 } });
    const { user, password } = await createUser(app, { email: 'known@example.com' });
    const emails = { known: user.email, unknown: 'nobody@example.com' } as const;
    const answer = async (email: string, pw: string) => {
      const res = await login(app, email, pw);
      return { status: res.statusCode, body: res.body, retry: res.headers['retry-after'] };
    };
    for (let i = 1; i <= 2; i++) {
      const k = await answer(emails.known, `wrong-${i}`);
      const u = await answer(emails.unknown, `wrong-${i}`);
      expect(k.status).toBe(401);
      expect(u).toEqual(k);
    }
    // Both emails are now delayed alike (counted per submitted email, account or not).
    const { rows } = await app.database.query<{ email: string; failures: number; locked: boolean }>(
      'SELECT email, failures, locked_until IS NOT NULL AS locked FROM login_failures ORDER BY email',
    );
    expect(rows).toEqual([
      { email: emails.known, failures: 2, locked: true },
      { email: emails.unknown, failures: 2, locked: true },
    ]);
    // A loaded machine may take longer than the first 1-second delay: give both the same lock.
    await app.database.query(
      "UPDATE login_failures SET locked_until = now() + interval '10 minutes'",
    );
    const k = await answer(emails.known, 'wrong-3');
    const u = await answer(emails.unknown, 'wrong-3');
    expect(k.status).toBe(429);
    expect(JSON.parse(k.body)).toMatchObject({ error: 'LOGIN_DELAYED' });
    const seconds = (a: { body: string; retry: unknown }) => ({
      ...a,
      body: a.body.replace(/\d+/g, 'N'),
      retry: typeof a.retry,
    });
    expect(seconds(u)).toEqual(seconds(k));
    // The delay holds even for the right password, and ends for both alike.
    expect((await login(app, user.email, password)).statusCode).toBe(429);
    await app.database.query(
      "UPDATE login_failures SET locked_until = now() - interval '1 second'",
    );
    expect((await login(app, user.email, password)).statusCode).toBe(200);
    expect((await login(app, 'nobody@example.com', 'wrong-4')).statusCode).toBe(401);
  });

  it('answers forgot-password alike for known and unknown emails, mailing only the owner', async () => {
    const smtp = await startSmtpPeer();
    const app = await buildTestApp({ db, config: { smtpUrl: smtp.url } });
    await createUser(app, { email: 'owner@example.com' });
    const known = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'owner@example.com' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'ghost@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const mail = await smtp.waitForMail('owner@example.com');
    expect(mail.text).toMatch(/reset-password\?token=/);
    await app.close(); // waits for the mails still being sent
    expect(smtp.mails.map((m) => m.to)).toEqual([['owner@example.com']]);
    expect(smtp.mails.some((m) => m.to.includes('ghost@example.com'))).toBe(false);
  });

  it('answers a registration with an existing email as a new sign-up and mails the owner', async () => {
    const smtp = await startSmtpPeer();
    const app = await buildTestApp({
      db,
      config: { smtpUrl: smtp.url, requireEmailVerification: true },
    });
    const { user, password } = await createUser(app, { email: 'taken@example.com' });
    const fresh = await register(app, 'fresh@example.com');
    const taken = await register(app, ' TAKEN@example.com ');
    expect(fresh.statusCode).toBe(201);
    expect(taken.statusCode).toBe(fresh.statusCode);
    const a = fresh.json() as { user: Record<string, unknown> } & Record<string, unknown>;
    const b = taken.json() as { user: Record<string, unknown> } & Record<string, unknown>;
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(Object.keys(b.user).sort()).toEqual(Object.keys(a.user).sort());
    // Apart from what differs between any two accounts (id, email, instants), the answers are equal.
    const strip = (u: Record<string, unknown>) => {
      const {
        id: _i,
        email: _e,
        createdAt: _c,
        updatedAt: _u,
        subscriptionStartDate: _s,
        subscriptionEndDate: _d,
        ...rest
      } = u;
      return rest;
    };
    expect(strip(b.user)).toEqual(strip(a.user));
    expect({ ...b, user: null }).toEqual({ ...a, user: null });
    expect(b.user.id).not.toBe(user.id);
    expect(typeof b.user.subscriptionEndDate).toBe(typeof a.user.subscriptionEndDate);

    const notice = await smtp.waitForMail('taken@example.com');
    expect(notice.subject).toMatch(/tried to create a Vigil account/);
    await smtp.waitForMail('fresh@example.com');
    // No second account, and the owner's account is untouched.
    const { rows } = await app.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE email = 'taken@example.com'",
    );
    expect(rows[0].n).toBe(1);
    expect((await login(app, user.email, password)).statusCode).toBe(200);
  });

  it('without email verification (the default), answers a taken email as a signed-in sign-up and mails the owner', async () => {
    const smtp = await startSmtpPeer();
    const app = await buildTestApp({ db, config: { smtpUrl: smtp.url } });
    expect(app.config.requireEmailVerification).toBe(false);
    expect(app.config.registerExistingEmail).toBe('mail');
    const { user, password } = await createUser(app, { email: 'taken@example.com' });
    const fresh = await register(app, 'fresh@example.com');
    const taken = await register(app, ' TAKEN@example.com ');
    expect(fresh.statusCode).toBe(201);
    expect(taken.statusCode).toBe(fresh.statusCode);
    type Answer = Record<string, unknown> & {
      user: Record<string, unknown>;
      access_token: string;
      refresh_token: string;
    };
    const a = fresh.json() as Answer;
    const b = taken.json() as Answer;
    // The same fields in the same order, down to the user's.
    expect(Object.keys(b)).toEqual(Object.keys(a));
    expect(Object.keys(b.user)).toEqual(Object.keys(a.user));
    expect(a).toMatchObject({ requiresEmailVerification: false });
    const strip = (u: Record<string, unknown>) => {
      const {
        id: _i,
        email: _e,
        createdAt: _c,
        updatedAt: _u,
        subscriptionStartDate: _s,
        subscriptionEndDate: _d,
        ...rest
      } = u;
      return rest;
    };
    expect(strip(b.user)).toEqual(strip(a.user));
    const rest = (x: Answer) => ({ ...x, user: null, access_token: null, refresh_token: null });
    expect(rest(b)).toEqual(rest(a));
    // Tokens of the same form: a signed JWT with the same claims, an opaque token of equal length.
    const claims = (jwt: string) => {
      const parts = jwt.split('.');
      expect(parts).toHaveLength(3);
      return JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
    };
    expect(Object.keys(claims(b.access_token)).sort()).toEqual(
      Object.keys(claims(a.access_token)).sort(),
    );
    expect(claims(b.access_token)).toMatchObject({ typ: 'access', role: 'USER', sub: b.user.id });
    expect(b.access_token.length).toBeGreaterThan(100);
    expect(b.refresh_token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(b.refresh_token.length).toBe(a.refresh_token.length);
    expect(b.user.id).not.toBe(user.id);

    // The owner is told; the newcomer gets the usual verification mail.
    const notice = await smtp.waitForMail('taken@example.com');
    expect(notice.subject).toMatch(/tried to create a Vigil account/);
    await smtp.waitForMail('fresh@example.com');
    // The tokens of the taken answer open nothing: no account behind them, no stored session.
    const profile = (token: string) =>
      app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await profile(a.access_token)).statusCode).toBe(200);
    expect((await profile(b.access_token)).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: b.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    // No second account; the owner's account is untouched.
    const { rows } = await app.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE email = 'taken@example.com'",
    );
    expect(rows[0].n).toBe(1);
    expect((await login(app, user.email, password)).statusCode).toBe(200);
  });

  it('still answers 409 EMAIL_TAKEN when REGISTER_EXISTING_EMAIL=conflict', async () => {
    const app = await buildTestApp({ db, config: { registerExistingEmail: 'conflict' } });
    await createUser(app, { email: 'taken@example.com' });
    const res = await register(app, 'taken@example.com');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'EMAIL_TAKEN' });
  });
});
