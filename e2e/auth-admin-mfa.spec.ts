/**
 * With REQUIRE_ADMIN_MFA=true (a server of its own): an admin without 2FA gets requiresMfaSetup and
 * a temp token at login, enrols through /mfa-setup without a session, goes back to /login with the
 * spec's message and email, and then signs in with a code to /admin/users.
 */
import { expect, test } from '@playwright/test';
import { fillRegisterForm, gotoLive, newUser } from './helpers/api';
import { startServer, type TestServer } from './helpers/server';
import { freshTotp, totp } from './helpers/totp';

let server: TestServer;
const admin = newUser('admin-mfa');

test.beforeAll(async () => {
  server = await startServer({ env: { REQUIRE_ADMIN_MFA: 'true' } });
  // The first account of the empty database becomes SUPER_ADMIN.
  const res = await fetch(`${server.baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: admin.firstName,
      surname: admin.lastName,
      email: admin.email,
      password: admin.password,
    }),
  });
  expect(res.ok).toBe(true);
});

test.afterAll(async () => {
  await server?.stop();
});

test('an admin without 2FA is taken through the wizard with the temp token, then signs in with a code', async ({
  page,
}) => {
  await gotoLive(page, `${server.baseURL}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/mfa-setup$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  const secret = (await page.getByTestId('mfa-secret').innerText()).trim();
  await page.getByRole('button', { name: 'Next' }).click();
  const used = totp(secret);
  await page.getByRole('textbox', { name: 'Verification code', exact: true }).fill(used);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('backup-codes').locator('li').first()).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('2FA setup complete! Please login again to continue.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(admin.email);

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const code = page.getByRole('textbox', { name: 'Verification code', exact: true });
  await expect(code).toBeVisible();
  await code.fill('12ab');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a 6-digit code');
  await code.fill(await freshTotp(secret, [used]));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('/mfa-setup without a temp token or a session goes to /login', async ({ page }) => {
  await page.goto(`${server.baseURL}/mfa-setup`);
  await expect(page).toHaveURL(/\/login$/);
});

test('the first account, registered in the browser, goes straight into the 2FA wizard', async ({
  page,
}) => {
  const own = await startServer({ env: { REQUIRE_ADMIN_MFA: 'true' } });
  try {
    const first = newUser('first-admin');
    await gotoLive(page, `${own.baseURL}/register`);
    await fillRegisterForm(page, first);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/mfa-setup$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await expect(page.getByTestId('mfa-secret')).toHaveText(/^[A-Z2-7]{16,}$/);
  } finally {
    await own.stop();
  }
});
