/**
 * Profile settings and account recovery in the browser: name and password changes, the reset mail
 * of /forgot-password followed to /reset-password (usable once), and the verification mail link.
 */
import { expect, test } from '@playwright/test';
import { apiCall, gotoLive, loginUser, newUser, registerUser, signInPage } from './helpers/api';
import { linksIn, waitForMail } from './helpers/mail';

test('profile: names are editable, email is read-only, and the header follows the new name', async ({
  page,
}) => {
  const { user, answer } = await registerUser(newUser('profile'));
  await signInPage(page, answer);
  await page.goto('/profile-settings');
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(email).toHaveValue(user.email);
  await expect(email).toHaveAttribute('readonly', '');

  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Grace');
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Hopper');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Grace Hopper' }),
  ).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
  expect(stored).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('Grace');
});

test('profile: change password is gated by strength, refuses a wrong current password, then works', async ({
  page,
}) => {
  const { user, answer } = await registerUser(newUser('chpw'));
  await signInPage(page, answer);
  await page.goto('/profile-settings');
  const current = page.getByRole('textbox', { name: 'Current Password', exact: true });
  const next = page.getByRole('textbox', { name: 'New Password', exact: true });
  const confirm = page.getByRole('textbox', { name: 'Confirm New Password', exact: true });
  const submit = page.getByRole('button', { name: 'Change Password' });

  await expect(submit).toBeDisabled();
  await current.fill(user.password);
  await next.fill('aaaaaaa'); // 7 lowercase letters: score 15, below 40
  await confirm.fill('aaaaaaa');
  await expect(page.getByTestId('password-strength-label')).toHaveText('Very Weak');
  await expect(submit).toBeDisabled();

  await next.fill('Newer-Passw0rd!');
  await confirm.fill('Newer-Passw0rd?');
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('New passwords do not match');

  await confirm.fill('Newer-Passw0rd!');
  await current.fill('not-my-password');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to change password. Please check your current password.',
  );

  await current.fill(user.password);
  await submit.click();
  await expect(page.getByText('Password changed successfully.')).toBeVisible();
  await expect(current).toHaveValue('');
  const fresh = await loginUser(user.email, 'Newer-Passw0rd!');
  expect(fresh.access_token).toBeTruthy();
});

test('forgot password: the mailed link sets a new password once', async ({ page }) => {
  const { user } = await registerUser(newUser('forgot'));
  await gotoLive(page, '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const requestedAt = Date.now() - 1000;
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(/a password reset link is on its way/)).toBeVisible();

  const mail = await waitForMail(user.email, { subject: /reset/i, after: requestedAt });
  const [link] = linksIn(mail, '/reset-password');
  expect(link?.searchParams.get('token')).toBeTruthy();

  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Reset-Passw0rd!');
  await page
    .getByRole('textbox', { name: 'Confirm Password', exact: true })
    .fill('Reset-Passw0rd!');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'password has been reset' }),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Reset-Passw0rd!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The same link a second time is refused.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Again-Passw0rd!');
  await page
    .getByRole('textbox', { name: 'Confirm Password', exact: true })
    .fill('Again-Passw0rd!');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password/);
});

test('the verification mail link verifies the address', async ({ page }) => {
  const { user, answer } = await registerUser(newUser('verify'));
  expect(answer.user?.emailVerified).toBe(false);
  const mail = await waitForMail(user.email, { subject: /verify/i });
  const [link] = linksIn(mail, '/verify-email');
  expect(link?.searchParams.get('token')).toBeTruthy();

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('status').filter({ hasText: /verified/i })).toBeVisible();
  const profile = await apiCall<{ emailVerified: boolean }>(
    'GET',
    '/auth/profile',
    undefined,
    answer.access_token,
  );
  expect(profile.emailVerified).toBe(true);

  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('alert')).toBeVisible();
});
