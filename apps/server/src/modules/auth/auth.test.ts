import type { FastifyInstance } from 'fastify';
import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  describeEachDatabase,
  loginAs,
  startSmtpPeer,
  type TestDatabase,
} from '../../../test/helpers.js';

const STRONG = 'Str0ng-Passw0rd!';

/** A valid TOTP code `steps` 30-second steps from now (one step ahead avoids the replay guard). */
function totpAt(secret: string, steps = 0): string {
  return authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);
}

async function register(app: FastifyInstance, email: string, password = STRONG) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Ada', surname: 'Lovelace', email, password },
  });
}

async function login(app: FastifyInstance, email: string, password: string, mfaToken?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...(mfaToken ? { mfaToken } : {}) },
  });
}

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

async function auditActions(app: FastifyInstance): Promise<string[]> {
  const { rows } = await app.database.query<{ action: string }>(
    'SELECT action FROM audit_log ORDER BY created_at, action',
  );
  return rows.map((r) => r.action);
}

/** Enables 2FA for a signed-in user through the API; returns the secret and the backup codes. */
async function enableMfa(app: FastifyInstance, headers: Record<string, string>) {
  const setup = await app.inject({ method: 'GET', url: '/api/mfa/setup', headers });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const res = await app.inject({
    method: 'POST',
    url: '/api/mfa/enable',
    headers,
    payload: { token: totpAt(secret) },
  });
  expect(res.statusCode).toBe(200);
  return { secret, backupCodes: (res.json() as { backupCodes: string[] }).backupCodes };
}

describeEachDatabase('auth API', (db: TestDatabase) => {
  describe('register', () => {
    it('makes the first account SUPER_ADMIN on SUMMIT and later ones a FOUNDATION trial', async () => {
      const app = await buildTestApp({ db });
      const first = await register(app, 'Owner@Example.com');
      expect(first.statusCode).toBe(201);
      const body = first.json();
      expect(body.access_token).toEqual(expect.any(String));
      expect(body.refresh_token).toEqual(expect.any(String));
      expect(body.requiresEmailVerification).toBe(false);
      expect(Object.keys(body.user).sort()).toEqual(
        [
          'createdAt',
          'email',
          'emailVerified',
          'firstName',
          'id',
          'isActive',
          'isEmailConfirmed',
          'lastName',
          'mfaEnabled',
          'role',
          'subscriptionEndDate',
          'subscriptionStartDate',
          'subscriptionTier',
          'systemTier',
          'updatedAt',
        ].sort(),
      );
      expect(body.user).toMatchObject({
        email: 'owner@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        role: 'SUPER_ADMIN',
        subscriptionTier: 'SUMMIT',
        systemTier: 'SUMMIT',
        emailVerified: false,
        isEmailConfirmed: false,
        subscriptionEndDate: null,
      });

      const second = await register(app, 'second@example.com');
      expect(second.statusCode).toBe(201);
      const u = second.json().user;
      expect(u).toMatchObject({ role: 'USER', subscriptionTier: 'FOUNDATION' });
      const days =
        (Date.parse(u.subscriptionEndDate) - Date.parse(u.subscriptionStartDate)) / 86_400_000;
      expect(days).toBeCloseTo(14, 3);
      expect(await auditActions(app)).toEqual(['user.registered', 'user.registered']);
    });

    it('hands the first account a 2FA setup token instead of a session when admins need 2FA', async () => {
      const app = await buildTestApp({ db, config: { requireAdminMfa: true } });
      const res = await register(app, 'boss@example.com');
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.access_token).toBeUndefined();
      expect(body).toMatchObject({
        requiresMfaSetup: true,
        tempToken: expect.any(String),
        user: { role: 'SUPER_ADMIN' },
      });
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/mfa/setup',
            headers: bearer(body.tempToken),
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/auth/profile',
            headers: bearer(body.tempToken),
          })
        ).statusCode,
      ).toBe(401);
    });

    it('gives GUEST sign-ups no subscription dates when SIGNUP_TIER=GUEST', async () => {
      const app = await buildTestApp({ db, config: { signupTier: 'GUEST' } });
      await createUser(app);
      const res = await register(app, 'guest@example.com');
      expect(res.json().user).toMatchObject({
        subscriptionTier: 'GUEST',
        subscriptionStartDate: null,
        subscriptionEndDate: null,
      });
    });

    it('refuses a duplicate email, whatever its case, with REGISTER_EXISTING_EMAIL=conflict', async () => {
      const app = await buildTestApp({ db, config: { registerExistingEmail: 'conflict' } });
      expect((await register(app, 'dup@example.com')).statusCode).toBe(201);
      const again = await register(app, ' DUP@example.com ');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: 'EMAIL_TAKEN',
        message: 'An account with this email already exists.',
      });
    });

    it('validates the body with readable messages', async () => {
      const app = await buildTestApp({ db });
      const short = await register(app, 'a@example.com', 'short');
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({
        error: 'VALIDATION_ERROR',
        message: 'password: Password must be at least 8 characters long',
      });
      const badEmail = await register(app, 'not-an-email');
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().message).toBe('email: Please enter a valid email address');
      const missing = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'x@example.com' },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/name: .*; surname: .*; password: /);
    });

    it('returns no tokens and refuses login until the email is verified when verification is required', async () => {
      const app = await buildTestApp({ db, config: { requireEmailVerification: true } });
      await createUser(app); // not the first account
      const res = await register(app, 'verify@example.com');
      expect(res.statusCode).toBe(201);
      expect(res.json().access_token).toBeUndefined();
      expect(res.json().refresh_token).toBeUndefined();
      expect(res.json().requiresEmailVerification).toBe(true);
      const denied = await login(app, 'verify@example.com', STRONG);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({
        error: 'EMAIL_NOT_VERIFIED',
        message: 'Please verify your email before logging in.',
      });
    });

    it('doubles the delay with each further failure', async () => {
      const app = await buildTestApp({ db, config: { loginFreeAttempts: 2 } });
      const { user } = await createUser(app);
      const lockSeconds = async () => {
        const { rows } = await app.database.query<{ s: number | null }>(
          'SELECT extract(epoch FROM locked_until - last_failed_at)::float8 AS s FROM login_failures WHERE email = $1',
          [user.email],
        );
        return rows[0].s === null ? null : Math.round(rows[0].s);
      };
      const seen: Array<number | null> = [];
      for (let i = 1; i <= 5; i++) {
        // Each attempt comes after the previous lock ended, so it is judged on the password.
        await app.database.query('UPDATE login_failures SET locked_until = NULL WHERE email = $1', [
          user.email,
        ]);
        expect((await login(app, user.email, `bad-${i}`)).statusCode).toBe(401);
        seen.push(await lockSeconds());
      }
      expect(seen).toEqual([null, 1, 2, 4, 8]);
    });

    it('is rate limited per IP', async () => {
      const app = await buildTestApp({
        db,
        config: { rateLimit: { windowMs: 60_000, login: 100, register: 2, resend: 100, mfa: 100 } },
      });
      expect((await register(app, 'r1@example.com')).statusCode).toBe(201);
      expect((await register(app, 'r2@example.com')).statusCode).toBe(201);
      const third = await register(app, 'r3@example.com');
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toBe('RATE_LIMITED');
      expect(third.headers['retry-after']).toBeDefined();
    });
  });

  describe('verification mail over a real SMTP peer', () => {
    it('delivers the link, which verifies the account once', async () => {
      const smtp = await startSmtpPeer();
      const app = await buildTestApp({
        db,
        config: {
          requireEmailVerification: true,
          smtpUrl: smtp.url,
          publicUrl: 'https://vigil.example.org',
        },
      });
      await createUser(app);
      expect((await register(app, 'mailme@example.com')).statusCode).toBe(201);
      const mail = await smtp.waitForMail('mailme@example.com');
      expect(mail.subject).toBe('Verify your email for Vigil');
      const link = /https:\/\/vigil\.example\.org\/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(
        mail.text,
      );
      expect(link).not.toBeNull();
      const token = decodeURIComponent(link![1]);

      const verified = await app.inject({
        method: 'POST',
        url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().user).toMatchObject({
        email: 'mailme@example.com',
        emailVerified: true,
        isEmailConfirmed: true,
      });
      expect((await login(app, 'mailme@example.com', STRONG)).statusCode).toBe(200);

      const reused = await app.inject({
        method: 'POST',
        url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().error).toBe('INVALID_TOKEN');
    });

    it('resends without revealing accounts, and is rate limited per email', async () => {
      const smtp = await startSmtpPeer();
      const app = await buildTestApp({
        db,
        config: {
          smtpUrl: smtp.url,
          rateLimit: { windowMs: 60_000, login: 100, register: 100, resend: 2, mfa: 100 },
        },
      });
      const { user } = await createUser(app, {
        email: 'unverified@example.com',
        emailVerified: false,
      });
      const known = await app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        payload: { email: user.email },
      });
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        payload: { email: 'nobody@example.com' },
      });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      const mail = await smtp.waitForMail('unverified@example.com');
      expect(mail.text).toContain('http://localhost:3000/verify-email?token=');
      expect(smtp.mails.some((m) => m.to.includes('nobody@example.com'))).toBe(false);
      const limited = await app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        payload: { email: user.email },
      });
      expect(limited.statusCode).toBe(429);
    });

    it('refuses an unknown verification token', async () => {
      const app = await buildTestApp({ db });
      const res = await app.inject({ method: 'POST', url: '/api/auth/verify-email?token=nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('INVALID_TOKEN');
      const missing = await app.inject({ method: 'POST', url: '/api/auth/verify-email' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe('VALIDATION_ERROR');
    });
  });

  describe('login', () => {
    it('answers tokens and the user; the access token opens the profile', async () => {
      const app = await buildTestApp({ db });
      const { user, password } = await createUser(app, {
        email: 'me@example.com',
        firstName: 'Grace',
      });
      const res = await login(app, 'ME@example.com', password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user).toMatchObject({ id: user.id, email: 'me@example.com', firstName: 'Grace' });
      expect(body.requiresMfa).toBeUndefined();
      const profile = await app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: bearer(body.access_token),
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().id).toBe(user.id);
      expect(await auditActions(app)).toContain('auth.login');
    });

    it('refuses a wrong password and an unknown email with the same answer, and audits both', async () => {
      const app = await buildTestApp({ db });
      const { user } = await createUser(app);
      const wrong = await login(app, user.email, 'not-the-password');
      const unknown = await login(app, 'ghost@example.com', 'whatever-password');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        error: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
      expect(unknown.json()).toEqual(wrong.json());
      const { rows } = await app.database.query<{
        action: string;
        actor_id: string | null;
        details: { reason: string };
      }>(
        "SELECT action, actor_id, details FROM audit_log WHERE action = 'auth.login_failed' ORDER BY created_at",
      );
      expect(rows.map((r) => [r.actor_id, r.details.reason])).toEqual([
        [user.id, 'bad_password'],
        [null, 'unknown_email'],
      ]);
    });

    it('imposes a growing delay on one account after repeated failures', async () => {
      const app = await buildTestApp({ db, config: { loginFreeAttempts: 2 } });
      const { user, password } = await createUser(app);
      expect((await login(app, user.email, 'bad-1')).statusCode).toBe(401);
      expect((await login(app, user.email, 'bad-2')).statusCode).toBe(401);
      // The second failure reached the free allowance: even the right password waits now.
      const delayed = await login(app, user.email, password);
      expect(delayed.statusCode).toBe(429);
      expect(delayed.json().error).toBe('LOGIN_DELAYED');
      expect(delayed.json().message).toMatch(
        /^Too many failed login attempts\. Please try again in \d+ seconds\.$/,
      );
      const { rows } = await app.database.query<{ failures: number }>(
        'SELECT failures FROM login_failures WHERE email = $1',
        [user.email],
      );
      expect(rows[0].failures).toBe(2);
      // Once the delay has passed, the right password works and clears the counter.
      await app.database.query(
        "UPDATE login_failures SET locked_until = now() - interval '1 second' WHERE email = $1",
        [user.email],
      );
      expect((await login(app, user.email, password)).statusCode).toBe(200);
      const after = await app.database.query(
        'SELECT failures FROM login_failures WHERE email = $1',
        [user.email],
      );
      expect(after.rows).toEqual([]);
    });

    it('is rate limited per IP', async () => {
      const app = await buildTestApp({
        db,
        config: { rateLimit: { windowMs: 60_000, login: 3, register: 100, resend: 100, mfa: 100 } },
      });
      const { user, password } = await createUser(app);
      for (let i = 0; i < 3; i++)
        expect((await login(app, `other${i}@example.com`, 'x')).statusCode).toBe(401);
      const limited = await login(app, user.email, password);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe('RATE_LIMITED');
    });

    it('is rate limited per email across addresses', async () => {
      const app = await buildTestApp({
        db,
        config: { rateLimit: { windowMs: 60_000, login: 2, register: 100, resend: 100, mfa: 100 } },
      });
      const { user, password } = await createUser(app);
      const from = (ip: string, pw: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          payload: { email: user.email, password: pw },
        });
      expect((await from('10.0.0.1', 'x')).statusCode).toBe(401);
      expect((await from('10.0.0.2', 'y')).statusCode).toBe(401);
      expect((await from('10.0.0.3', password)).statusCode).toBe(429);
    });

    it('refuses a disabled account', async () => {
      const app = await buildTestApp({ db });
      const { user, password } = await createUser(app, { isActive: false });
      const res = await login(app, user.email, password);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('ACCOUNT_DISABLED');
    });
  });

  describe('sessions', () => {
    it('rotates the refresh token; reusing a rotated token revokes the whole family', async () => {
      const app = await buildTestApp({ db });
      const { user, password } = await createUser(app);
      const first = (await login(app, user.email, password)).json();
      const r1 = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: first.refresh_token },
      });
      expect(r1.statusCode).toBe(200);
      const second = r1.json();
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/auth/profile',
            headers: bearer(second.access_token),
          })
        ).statusCode,
      ).toBe(200);

      const reuse = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: first.refresh_token },
      });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().error).toBe('INVALID_TOKEN');
      // The legitimate successor is dead too.
      const after = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: second.refresh_token },
      });
      expect(after.statusCode).toBe(401);
      // And so is every access token of the family.
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/auth/profile',
            headers: bearer(second.access_token),
          })
        ).statusCode,
      ).toBe(401);
    });

    it('refuses an expired or unknown refresh token', async () => {
      const app = await buildTestApp({ db });
      const { user } = await createUser(app);
      const { refresh_token } = await loginAs(app, user);
      await app.database.query(
        "UPDATE refresh_tokens SET expires_at = now() - interval '1 minute'",
      );
      const expired = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token },
      });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toMatch(/expired/);
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: 'made-up' },
      });
      expect(unknown.statusCode).toBe(401);
      const empty = await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {} });
      expect(empty.statusCode).toBe(400);
    });

    it('logout revokes the session of the access token, without a body', async () => {
      const app = await buildTestApp({ db });
      const { user } = await createUser(app);
      const a = await loginAs(app, user);
      const b = await loginAs(app, user);
      const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: a.headers });
      expect(out.statusCode).toBe(200);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/refresh',
            payload: { refresh_token: a.refresh_token },
          })
        ).statusCode,
      ).toBe(401);
      // Another device's session stays.
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/refresh',
            payload: { refresh_token: b.refresh_token },
          })
        ).statusCode,
      ).toBe(200);
      // The logged-out access token is refused at once, the other session's is not.
      const stale = await app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: a.headers,
      });
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toEqual({
        error: 'INVALID_TOKEN',
        message: 'Your session has ended. Please log in again.',
      });
      expect(
        (await app.inject({ method: 'GET', url: '/api/auth/profile', headers: b.headers }))
          .statusCode,
      ).toBe(200);
      const anonymous = await app.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('guards the profile: no token, a forged token, then PATCH updates the names', async () => {
      const app = await buildTestApp({ db });
      const { user } = await createUser(app);
      const none = await app.inject({ method: 'GET', url: '/api/auth/profile' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({
        error: 'UNAUTHORIZED',
        message: 'No authentication token found. Please login.',
      });
      const forged = await app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: bearer('eyJhbGciOiJIUzI1NiJ9.e30.x'),
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json().error).toBe('INVALID_TOKEN');
      const { headers } = await loginAs(app, user);
      const patched = await app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers,
        payload: { firstName: '  Katherine ', lastName: 'Johnson' },
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({
        firstName: 'Katherine',
        lastName: 'Johnson',
        email: user.email,
      });
      const empty = await app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers,
        payload: { firstName: '' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('firstName: First name is required');
    });
  });

  describe('passwords', () => {
    it('changes the password after checking the current one and signs out other sessions', async () => {
      const app = await buildTestApp({ db });
      const { user, password } = await createUser(app);
      const current = await loginAs(app, user);
      const other = await loginAs(app, user);
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: current.headers,
        payload: { currentPassword: 'nope-nope', newPassword: 'N3w-Password!' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toBe('INVALID_PASSWORD');
      const ok = await app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: current.headers,
        payload: { currentPassword: password, newPassword: 'N3w-Password!' },
      });
      expect(ok.statusCode).toBe(200);
      expect((await login(app, user.email, password)).statusCode).toBe(401);
      expect((await login(app, user.email, 'N3w-Password!')).statusCode).toBe(200);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/refresh',
            payload: { refresh_token: other.refresh_token },
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/refresh',
            payload: { refresh_token: current.refresh_token },
          })
        ).statusCode,
      ).toBe(200);
      expect(await auditActions(app)).toEqual(
        expect.arrayContaining(['user.password_change_failed', 'user.password_changed']),
      );
    });

    it('resets a forgotten password through a one-time mailed link', async () => {
      const smtp = await startSmtpPeer();
      const app = await buildTestApp({ db, config: { smtpUrl: smtp.url } });
      const { user, password } = await createUser(app, { email: 'forgot@example.com' });
      const session = await loginAs(app, user);
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'forgot@example.com' },
      });
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'who@example.com' },
      });
      expect(res.statusCode).toBe(200);
      expect(unknown.json()).toEqual(res.json());
      const mail = await smtp.waitForMail('forgot@example.com');
      const token = decodeURIComponent(
        /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1],
      );
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'Reset-Passw0rd' },
      });
      expect(reset.statusCode).toBe(200);
      expect((await login(app, user.email, password)).statusCode).toBe(401);
      expect((await login(app, user.email, 'Reset-Passw0rd')).statusCode).toBe(200);
      // All earlier sessions are gone, and the link works once.
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/refresh',
            payload: { refresh_token: session.refresh_token },
          })
        ).statusCode,
      ).toBe(401);
      const again = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'Another-Passw0rd' },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toBe('INVALID_TOKEN');
    });
  });

  describe('two-factor', () => {
    it('enables 2FA, then login needs a code; wrong and malformed codes are refused', async () => {
      const app = await buildTestApp({ db });
      const { user, password } = await createUser(app);
      const { headers } = await loginAs(app, user);

      const setup = await app.inject({ method: 'GET', url: '/api/mfa/setup', headers });
      expect(setup.statusCode).toBe(200);
      const { secret, qrCode, otpauthUrl } = setup.json();
      expect(qrCode).toMatch(/^data:image\/png;base64,/);
      expect(otpauthUrl).toContain(`secret=${secret}`);

      const malformed = await app.inject({
        method: 'POST',
        url: '/api/mfa/enable',
        headers,
        payload: { token: '12ab' },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({
        error: 'VALIDATION_ERROR',
        message: 'token: Please enter a 6-digit code',
      });
      const wrongCode = totpAt(secret) === '000000' ? '111111' : '000000';
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/mfa/enable',
        headers,
        payload: { token: wrongCode },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        error: 'INVALID_MFA_CODE',
        message: 'Invalid verification code',
      });

      const enabled = await app.inject({
        method: 'POST',
        url: '/api/mfa/enable',
        headers,
        payload: { token: totpAt(secret) },
      });
      expect(enabled.statusCode).toBe(200);
      const { backupCodes } = enabled.json();
      expect(backupCodes).toHaveLength(10);
      expect(new Set(backupCodes).size).toBe(10);
      const stored = await app.database.query<{ code_hash: string }>(
        'SELECT code_hash FROM mfa_backup_codes WHERE user_id = $1',
        [user.id],
      );
      expect(stored.rows).toHaveLength(10);
      expect(stored.rows.map((r) => r.code_hash)).not.toContain(backupCodes[0]);
      expect(
        (await app.inject({ method: 'GET', url: '/api/auth/profile', headers })).json().mfaEnabled,
      ).toBe(true);

      const step1 = await login(app, user.email, password);
      expect(step1.statusCode).toBe(200);
      expect(step1.json()).toMatchObject({ requiresMfa: true });
      expect(step1.json().access_token).toBeUndefined();

      const bad = await login(app, user.email, password, wrongCode);
      expect(bad.statusCode).toBe(401);
      expect(bad.json().error).toBe('INVALID_MFA_CODE');
      const garbled = await login(app, user.email, password, '12-34');
      expect(garbled.statusCode).toBe(400);
      expect(garbled.json()).toEqual({
        error: 'INVALID_MFA_FORMAT',
        message: 'Please enter a 6-digit code',
      });

      const good = await login(app, user.email, password, totpAt(secret, 1));
      expect(good.statusCode).toBe(200);
      expect(good.json().access_token).toEqual(expect.any(String));
      // The same code cannot be replayed.
      expect((await login(app, user.email, password, totpAt(secret, 1))).statusCode).toBe(401);
      expect(await auditActions(app)).toEqual(
        expect.arrayContaining(['mfa.enable_failed', 'mfa.enabled']),
      );
    });

    it('accepts a backup code once, then refuses it', async () => {
      const app = await buildTestApp({ db });
      const { user, password } = await createUser(app);
      const { backupCodes } = await enableMfa(app, (await loginAs(app, user)).headers);
      const first = await login(app, user.email, password, backupCodes[3].toUpperCase());
      expect(first.statusCode).toBe(200);
      expect(first.json().access_token).toEqual(expect.any(String));
      const second = await login(app, user.email, password, backupCodes[3]);
      expect(second.statusCode).toBe(401);
      expect(second.json().error).toBe('INVALID_MFA_CODE');
      expect((await login(app, user.email, password, backupCodes[4])).statusCode).toBe(200);
    });

    it('rate limits second-factor attempts per account', async () => {
      const app = await buildTestApp({
        db,
        config: { rateLimit: { windowMs: 60_000, login: 100, register: 100, resend: 100, mfa: 3 } },
      });
      const { user, password } = await createUser(app);
      // Enrolment's code check is the first of the account's 3 allowed attempts.
      const { secret } = await enableMfa(app, (await loginAs(app, user)).headers);
      const wrong = totpAt(secret, 1) === '000000' ? '111111' : '000000';
      expect((await login(app, user.email, password, wrong)).statusCode).toBe(401);
      expect((await login(app, user.email, password, wrong)).statusCode).toBe(401);
      const limited = await login(app, user.email, password, totpAt(secret, 1));
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe('RATE_LIMITED');
    });

    it('disables 2FA only with a current code', async () => {
      const app = await buildTestApp({ db });
      const { user, password } = await createUser(app);
      const { headers } = await loginAs(app, user);
      const { secret } = await enableMfa(app, headers);
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/mfa/disable',
        headers,
        payload: { token: totpAt(secret, 1) === '000000' ? '111111' : '000000' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toBe('INVALID_MFA_CODE');
      const ok = await app.inject({
        method: 'POST',
        url: '/api/mfa/disable',
        headers,
        payload: { token: totpAt(secret, 1) },
      });
      expect(ok.statusCode).toBe(200);
      const res = await login(app, user.email, password);
      expect(res.json().access_token).toEqual(expect.any(String));
      expect(res.json().user.mfaEnabled).toBe(false);
      expect(await auditActions(app)).toEqual(
        expect.arrayContaining(['mfa.disable_failed', 'mfa.disabled']),
      );
    });

    it('makes admins without 2FA enrol first; the temporary token works only under /mfa', async () => {
      const app = await buildTestApp({ db, config: { requireAdminMfa: true } });
      const { user, password } = await createUser(app, { role: 'ADMIN' });
      const res = await login(app, user.email, password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ requiresMfaSetup: true, tempToken: expect.any(String) });
      expect(body.access_token).toBeUndefined();

      const outside = await app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: bearer(body.tempToken),
      });
      expect(outside.statusCode).toBe(401);
      expect(outside.json().error).toBe('MFA_SETUP_REQUIRED');
      const disable = await app.inject({
        method: 'POST',
        url: '/api/mfa/disable',
        headers: bearer(body.tempToken),
        payload: { token: '123456' },
      });
      expect(disable.statusCode).toBe(401);

      const { secret } = await enableMfa(app, bearer(body.tempToken));
      const next = await login(app, user.email, password);
      expect(next.json()).toMatchObject({ requiresMfa: true });
      const done = await login(app, user.email, password, totpAt(secret, 1));
      expect(done.json().user).toMatchObject({ role: 'ADMIN', mfaEnabled: true });
      // While 2FA is mandatory for admins, they cannot turn it off.
      const off = await app.inject({
        method: 'POST',
        url: '/api/mfa/disable',
        headers: bearer(done.json().access_token),
        payload: { token: totpAt(secret, -1) },
      });
      expect(off.statusCode).toBe(403);
    });
  });
});
