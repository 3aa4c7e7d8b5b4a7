/**
 * With REQUIRE_EMAIL_VERIFICATION=true (a server of its own): registration returns no tokens and
 * sends the visitor to /login with a message; login asks to verify the email and offers to resend
 * the mail; the mailed link unlocks the account.
 */
import { expect, test } from '@playwright/test';
import { fillRegisterForm, gotoLive, newUser } from './helpers/api';
import { linksIn, mailsTo, waitForMail } from './helpers/mail';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;

test.beforeAll(async () => {
  server = await startServer({ env: { REQUIRE_EMAIL_VERIFICATION: 'true' } });
  // The first account of this database becomes SUPER_ADMIN; register it so the test user is a USER.
  const first = newUser('first');
  await fetch(`${server.baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: first.firstName,
      surname: first.lastName,
      email: first.email,
      password: first.password,
    }),
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('register, verify through the mailed link (after a resend), then log in', async ({ page }) => {
  const u = newUser('unverified');
  await gotoLive(page, `${server.baseURL}/register`);
  await fillRegisterForm(page, u);
  await page.getByRole('button', { name: 'Create Account' }).click();

  // No tokens: the login page with the server's message and the email filled in.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: /verify your email/i })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(u.email);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(u.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').first()).toHaveText(
    'Please verify your email before logging in.',
  );
  // The registration's mail is stored first; the resent one replaces its link, so the test waits
  // for a second mail rather than for one newer than a moment (the two can be a millisecond apart).
  const registered = await waitForMail(u.email, { subject: /verify/i, dataDir: server.dataDir });
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText('Verification email sent! Please check your inbox.')).toBeVisible();

  await expect
    .poll(() => mailsTo(u.email, server.dataDir).filter((m) => /verify/i.test(m.subject)).length)
    .toBe(2);
  const mail = await waitForMail(u.email, { subject: /verify/i, dataDir: server.dataDir });
  expect(mail.file).not.toBe(registered.file);
  const [link] = linksIn(mail, '/verify-email');
  expect(link).toBeTruthy();
  await page.goto(`${server.baseURL}${link.pathname}${link.search}`);
  await expect(page.getByRole('status').filter({ hasText: /verified/i })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(u.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(u.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
