/**
 * The password policy on the server: every password set through the API (register, including the
 * first SUPER_ADMIN account; change; reset, which the admin's reset link also leads to) must meet
 * every rule of the register checklist, else 400 with a message naming what is missing, and nothing
 * is written.
 */
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { createUser, describeEachDatabase, loginAs, useTestApp } from './helpers.js';

const WEAK = 'password1';
const MESSAGE =
  'newPassword: Password is too weak: it needs at least 8 characters with a lowercase letter, an uppercase letter, a number and a special character. Missing: one uppercase letter, one special character.';

describeEachDatabase('password policy', (db) => {
  const getApp = useTestApp({ db });

  it('refuses a weak password for the first (SUPER_ADMIN) account and creates nothing', async () => {
    const app = getApp();
    const register = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Ada', surname: 'Lovelace', email: 'owner@example.com', password },
      });
    for (const [pw, missing] of [
      [WEAK, 'one uppercase letter, one special character'],
      ['PASSWORD-ONLY!', 'one lowercase letter, one number'],
      ['abcdefgh', 'one uppercase letter, one number, one special character'],
    ]) {
      const res = await register(pw);
      expect(res.statusCode, pw).toBe(400);
      expect(res.json()).toEqual({
        error: 'VALIDATION_ERROR',
        message: `password: Password is too weak: it needs at least 8 characters with a lowercase letter, an uppercase letter, a number and a special character. Missing: ${missing}.`,
      });
    }
    const [{ n }] = await app.db.select({ n: count() }).from(users);
    expect(Number(n)).toBe(0);
    const ok = await register('Passw0rd-1');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().user.role).toBe('SUPER_ADMIN');
  });

  it('refuses a weak new password on change and on reset', async () => {
    const app = getApp();
    const { user, password } = await createUser(app);
    const { headers } = await loginAs(app, user);
    const weak = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { currentPassword: password, newPassword: WEAK },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ error: 'VALIDATION_ERROR', message: MESSAGE });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    expect(login.statusCode).toBe(200);

    // The reset link (also what an admin's reset mails) checks the policy before the token.
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'a'.repeat(40), newPassword: WEAK },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ error: 'VALIDATION_ERROR', message: MESSAGE });
    const strong = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'a'.repeat(40), newPassword: 'Str0ng-Passw0rd!' },
    });
    expect(strong.json().error).toBe('INVALID_TOKEN');
  });
});
