/**
 * Accounts, sessions, guards and two-factor sign-in in the browser (issue 2), against the built
 * app served by the built server (see e2e/helpers/global-setup.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  apiCall,
  fillRegisterForm,
  firstAccount,
  gotoLive,
  loginUser,
  newUser,
  registerUser,
  signInPage,
} from './helpers/api';
import { freshTotp, totp } from './helpers/totp';

async function logoutThroughHeader(page: Page, accountLabel: string) {
  await page.getByRole('button', { name: accountLabel }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function storedAccessToken(page: Page) {
  return page.evaluate(() => localStorage.getItem('access_token'));
}

test('register lands on /dashboard signed in, logout goes to / and clears the session', async ({
  page,
}) => {
  const u = newUser('register');
  await gotoLive(page, '/register');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await fillRegisterForm(page, u);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const label = `${u.firstName} ${u.lastName}`;
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: label })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  expect(await storedAccessToken(page)).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(
    await storedAccessToken(page),
  );
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.email)).toBe(
    u.email,
  );

  const refreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));
  await logoutThroughHeader(page, label);
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
  for (const key of ['access_token', 'refresh_token', 'token', 'user']) {
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
  }
  // The session is over on the server too: the old refresh token is refused.
  await expect(apiCall('POST', '/auth/refresh', { refresh_token: refreshToken })).rejects.toThrow(
    /-> 4\d\d/,
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('register shows the spec texts for mismatched and short passwords', async ({ page }) => {
  await gotoLive(page, '/register');
  const u = newUser('mismatch');
  await fillRegisterForm(page, u);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(`${u.password}x`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Ab1!');
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('Ab1!');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters long');
  await expect(page).toHaveURL(/\/register$/);
});

test('the register strength meter follows the password up to Strong', async ({ page }) => {
  await gotoLive(page, '/register');
  const label = page.getByTestId('password-strength-label');
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(label).toHaveText('Weak');
  await password.fill('abcdefgh');
  await expect(label).toHaveText('Fair');
  await password.fill('abcdefgH');
  await expect(label).toHaveText('Good');
  await password.fill('Correct-Horse-7');
  await expect(label).toHaveText('Strong');
  const checklist = page.getByRole('list', { name: 'Password requirements' });
  await expect(checklist.locator('[data-ok="true"]')).toHaveCount(5);
});

test('signed out, /dashboard goes to /login, and signing in returns to it', async ({ page }) => {
  const { user } = await registerUser(newUser('guard'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-password-1!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a USER on /admin/users is sent to /dashboard', async ({ page }) => {
  const { answer } = await registerUser(newUser('plain'));
  expect(answer.user?.role).toBe('USER');
  await signInPage(page, answer);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Scans' })).toHaveAttribute('href', '/scans');
  await expect(header.getByRole('link', { name: 'Vulnerabilities' })).toHaveAttribute(
    'href',
    '/vulnerabilities',
  );

  // New sign-ups start on the FOUNDATION trial: My Services shows '(5 max)' and working links.
  expect(answer.user?.subscriptionTier).toBe('FOUNDATION');
  await page.getByTestId('my-services-menu').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'My Projects (5 max)' })).toBeEnabled();
  await expect(menu.getByRole('menuitem', { name: 'SAST Scanner' })).toHaveAttribute(
    'href',
    '/sast',
  );
  await menu.getByRole('menuitem', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
});

test('the first account is SUPER_ADMIN: login lands on /admin/users with the Admin Panel entry', async ({
  page,
}) => {
  const admin = firstAccount();
  await gotoLive(page, '/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Panel' })).toBeVisible();
});

test('an expired access token is refreshed once; a refused refresh ends at /login', async ({
  page,
}) => {
  const { answer } = await registerUser(newUser('refresh'));
  await signInPage(page, { ...answer, access_token: 'not-a-valid-token' });
  await page.goto('/profile-settings');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    answer.user!.email,
  );
  const refreshed = await storedAccessToken(page);
  expect(refreshed).toBeTruthy();
  expect(refreshed).not.toBe('not-a-valid-token');

  // Now break both tokens: the next call's refresh fails, the session is cleared, and /login follows.
  await page.evaluate(() => {
    localStorage.setItem('access_token', 'broken');
    localStorage.setItem('token', 'broken');
    localStorage.setItem('refresh_token', 'broken');
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedAccessToken(page)).toBeNull();
});

test('enable 2FA through the wizard, log out, log in with a fresh code', async ({ page }) => {
  const { user, answer } = await registerUser(newUser('mfa'));
  await signInPage(page, answer);
  await page.goto('/profile-settings');
  await expect(page.getByTestId('mfa-status')).toHaveText('Disabled');
  await page.getByRole('link', { name: 'Enable 2FA' }).click();
  await expect(page).toHaveURL(/\/mfa-setup$/);

  // Step 0: QR code and manual key.
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 1: a malformed code is refused locally, a wrong one by the server (and the field cleared).
  const code = page.getByRole('textbox', { name: 'Verification code', exact: true });
  await code.fill('123');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a 6-digit code');
  const good = totp(secret);
  const wrong = good === '000000' ? '111111' : '000000';
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid verification code');
  await expect(code).toHaveValue('');
  const used = totp(secret);
  await code.fill(used);
  await page.getByRole('button', { name: 'Verify' }).click();

  // Step 2: backup codes, then back to the profile with the spec's message.
  await expect(page.getByTestId('backup-codes').locator('li')).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/profile-settings$/);
  await expect(page.getByText('2FA has been successfully enabled!')).toBeVisible();
  await expect(page.getByTestId('mfa-status')).toHaveText('Enabled');

  await logoutThroughHeader(page, `${user.firstName} ${user.lastName}`);

  // Log in again: the code step appears with email and password locked.
  await gotoLive(page, '/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeDisabled();
  await page
    .getByRole('textbox', { name: 'Verification code', exact: true })
    .fill(await freshTotp(secret, [used]));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The API agrees: a password alone no longer signs in.
  const again = await loginUser(user.email, user.password);
  expect(again.access_token).toBeUndefined();
  expect(again.requiresMfa).toBe(true);
});

test('on a 375 px screen the header menu opens as a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoLive(page, '/login');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'SAST' })).toBeVisible();
  await drawer.getByRole('link', { name: 'SAST' }).click();
  await expect(page).toHaveURL(/\/services\/sast$/);
});

test('the skip link is the first stop of the keyboard and moves focus to the content', async ({
  page,
}) => {
  await gotoLive(page, '/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('the 60-second check logs out once the access token has expired and no refresh is possible', async ({
  page,
}) => {
  const { answer } = await registerUser(newUser('expiry'));
  await page.clock.install();
  await signInPage(page, answer);
  await page.goto('/profile-settings');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    answer.user!.email,
  );

  // An access token whose exp claim lies in the past, and a refresh token the server refuses.
  await page.evaluate(() => {
    const part = (o: object) =>
      btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const expired = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 5 })}.sig`;
    localStorage.setItem('access_token', expired);
    localStorage.setItem('token', expired);
    localStorage.setItem('refresh_token', 'revoked');
  });
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/profile-settings$/);
  await page.clock.fastForward(61_000);
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedAccessToken(page)).toBeNull();
});

for (const width of [1280, 375]) {
  test(`login, register and the signed-in header have no axe violations at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map(
          (v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        ),
      ).toEqual([]);
    }
    const { answer } = await registerUser(newUser('axe'));
    await signInPage(page, answer);
    await page.goto('/profile-settings');
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map(
        (v) => `/profile-settings: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
    ).toEqual([]);
  });
}
