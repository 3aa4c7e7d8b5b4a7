/** Administration (issue 7): user list polling and focus refresh, user edit rules, sales message flow, bulk confirmation. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { linksIn, waitForMail } from './helpers/mail';
import {
  apiCall,
  firstAccount,
  loginUser,
  newUser,
  registerUser,
  signInPage,
  type TokenAnswer,
} from './helpers/api';

async function superAdmin(): Promise<TokenAnswer> {
  const admin = firstAccount();
  return loginUser(admin.email, admin.password);
}

async function openUsers(page: Page, answer: TokenAnswer) {
  await signInPage(page, answer);
  await page.goto('/admin/users');
  await expect(page.getByTestId('admin-title-bar')).toContainText('Users');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
}

test.describe('Admin users', () => {
  test('the list refreshes every 30 seconds', async ({ page }) => {
    const answer = await superAdmin();
    await page.clock.install();
    await openUsers(page, answer);
    const { user } = await registerUser(newUser('poll'));
    const rows = page.getByTestId('admin-user-row').filter({ hasText: user.email });
    // Not shown before the next poll (no focus change, no reload).
    await page.clock.runFor(5_000);
    await expect(rows).toHaveCount(0);
    await page.clock.runFor(26_000);
    await expect(rows).toHaveCount(1);
  });

  test('the list refreshes when the window regains focus', async ({ page }) => {
    const answer = await superAdmin();
    await page.clock.install();
    await openUsers(page, answer);
    const { user } = await registerUser(newUser('focus'));
    const rows = page.getByTestId('admin-user-row').filter({ hasText: user.email });
    await expect(rows).toHaveCount(0);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(rows).toHaveCount(1);
    // Coming back to the tab (visibilitychange) refreshes as well.
    const { user: second } = await registerUser(newUser('visible'));
    const secondRows = page.getByTestId('admin-user-row').filter({ hasText: second.email });
    await expect(secondRows).toHaveCount(0);
    await page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
    await expect(secondRows).toHaveCount(1);
  });

  test('an end date before the start date is refused with a clear message', async ({ page }) => {
    const answer = await superAdmin();
    const { user, answer: created } = await registerUser(newUser('dates'));
    await openUsers(page, answer);
    await page.getByRole('button', { name: `Edit ${user.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
    await dialog.getByLabel('Subscription Start Date').fill('2026-05-10');
    await dialog.getByLabel('Subscription End Date').fill('2026-05-01');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('End date cannot be before the start date')).toBeVisible();
    await expect(dialog).toBeVisible();
    // The role dropdown offers only Admin and User.
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await expect(page.getByRole('option')).toHaveText(['Admin', 'User']);
    await page.keyboard.press('Escape');
    // Nothing was saved.
    const list = await apiCall<{ users: { id: string; subscriptionEndDate: string | null }[] }>(
      'GET',
      `/admin/users?search=${encodeURIComponent(user.email)}`,
      undefined,
      answer.access_token,
    );
    expect(list.users[0].id).toBe(created.user?.id);
    expect(list.users[0].subscriptionEndDate?.startsWith('2026-05-01')).toBe(false);
    // A GUEST tier hides the period fields.
    await dialog.getByRole('combobox', { name: 'Subscription Tier' }).click();
    await page.getByRole('option', { name: 'Guest' }).click();
    await expect(dialog.getByLabel('Subscription End Date')).toHaveCount(0);
  });

  test('delete states what happens to projects and scans; reset password mails a one-time link', async ({
    page,
  }) => {
    const answer = await superAdmin();
    const { user, answer: created } = await registerUser(newUser('gone'));
    await apiCall('POST', '/projects', { name: 'Doomed service' }, created.access_token);
    await openUsers(page, answer);

    await page.getByRole('button', { name: `Reset password of ${user.email}` }).click();
    await page
      .getByRole('dialog', { name: 'Send a password reset link?' })
      .getByRole('button', { name: 'Send link' })
      .click();
    await expect(page.getByText(`A password reset link was sent to ${user.email}.`)).toBeVisible();
    const mail = await waitForMail(user.email, { subject: 'Reset your Vigil password' });
    expect(linksIn(mail, '/reset-password').length).toBeGreaterThan(0);

    await page.getByRole('button', { name: `Delete ${user.email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete user?' });
    await expect(confirm).toContainText('1 project(s) and 0 scan(s)');
    await expect(confirm).toContainText('cannot be undone');
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await expect(
      page.getByText(`User ${user.email} deleted with 1 project(s), 0 scan(s) and 0 finding(s).`),
    ).toBeVisible();
    await expect(page.getByTestId('admin-user-row').filter({ hasText: user.email })).toHaveCount(0);
    // The SUPER_ADMIN cannot delete their own account from the list.
    await expect(
      page.getByRole('button', { name: `Delete ${firstAccount().email}` }),
    ).toBeDisabled();
  });

  test('a USER is sent from the admin pages to /dashboard', async ({ page }) => {
    const { answer } = await registerUser(newUser('plain'));
    await signInPage(page, answer);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('Admin sales messages', () => {
  test('new, then Mark Contacted (then disabled), then Mark Closed', async ({ page }) => {
    const answer = await superAdmin();
    const name = `Enquirer ${Date.now().toString(36)}`;
    await apiCall('POST', '/contact/sales', {
      name,
      email: `${name.replace(/\s/g, '-').toLowerCase()}@example.test`,
      company: 'Acme Corp',
      country: 'France',
      employees: '11-50',
      message: 'We would like a demo for our team.',
      tier: 'SUMMIT',
    });
    await signInPage(page, answer);
    await page.goto('/admin/messages');
    await expect(page.getByTestId('admin-title-bar')).toContainText('Sales Messages');
    await page.getByRole('button', { name: `View the message from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Message from ${name}`) });
    await expect(dialog.getByText('We would like a demo for our team.')).toBeVisible();
    await expect(dialog.getByTestId('message-status')).toHaveText('New');
    const contacted = dialog.getByRole('button', { name: 'Mark Contacted' });
    await contacted.click();
    await expect(dialog.getByTestId('message-status')).toHaveText('Contacted');
    await expect(contacted).toBeDisabled();
    await dialog.getByRole('button', { name: 'Mark Closed' }).click();
    await expect(dialog.getByTestId('message-status')).toHaveText('Closed');
    await expect(contacted).toBeEnabled();
    const list = await apiCall<{ messages: { name: string; status: string }[] }>(
      'GET',
      '/admin/messages?status=closed',
      undefined,
      answer.access_token,
    );
    expect(list.messages.find((m) => m.name === name)?.status).toBe('closed');
  });
});

test.describe('Admin bulk operations', () => {
  test('the confirmation modal states the action cannot be undone; results are shown', async ({
    page,
  }) => {
    const answer = await superAdmin();
    await signInPage(page, answer);
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('admin-title-bar')).toContainText('Overview');
    await expect(page.locator('main main')).toHaveCount(0);
    const panel = page.getByRole('region', { name: 'Bulk Operations' });
    await panel.getByRole('button', { name: 'System Cleanup' }).click();
    const dialog = page.getByRole('dialog', { name: 'System Cleanup?' });
    await expect(dialog).toContainText('This action cannot be undone.');
    await expect(dialog).toContainText('Only SUPER_ADMIN users may perform bulk operations.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await panel.getByRole('button', { name: 'System Cleanup' }).click();
    await page
      .getByRole('dialog', { name: 'System Cleanup?' })
      .getByRole('button', { name: 'Yes, system cleanup' })
      .click();
    await expect(panel.getByTestId('bulk-result')).toContainText('Cleanup removed');
  });

  test('an ADMIN sees the bulk buttons disabled with the SUPER_ADMIN note', async ({ page }) => {
    const sa = await superAdmin();
    const { user, answer } = await registerUser(newUser('admin'));
    await apiCall(
      'PATCH',
      `/admin/users/${answer.user?.id}`,
      { firstName: 'Ann', lastName: 'Admin', role: 'ADMIN' },
      sa.access_token,
    );
    const admin = await loginUser(user.email, user.password);
    expect(admin.user?.role).toBe('ADMIN');
    await signInPage(page, admin);
    await page.goto('/admin/dashboard');
    const panel = page.getByRole('region', { name: 'Bulk Operations' });
    for (const label of [
      'Clear All Scans',
      'Cancel Running Scans',
      'Clear Test Projects',
      'System Cleanup',
    ]) {
      await expect(panel.getByRole('button', { name: label })).toBeDisabled();
    }
    await expect(panel.getByTestId('bulk-admin-note')).toContainText(
      'Only SUPER_ADMIN users may perform bulk operations.',
    );
  });
});

test.describe('Admin accessibility', () => {
  test('admin pages have a title bar, no nested <main> and no serious axe violation', async ({
    page,
  }) => {
    const answer = await superAdmin();
    await signInPage(page, answer);
    for (const [path, title] of [
      ['/admin/dashboard', 'Overview'],
      ['/admin/users', 'Users'],
      ['/admin/tiers', 'Subscription Tiers'],
      ['/admin/messages', 'Sales Messages'],
      ['/admin/audit', 'Audit Log'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Admin Panel · ${title}`);
      await expect(
        page
          .getByRole('navigation', { name: 'Admin sections' })
          .getByRole('link', { name: title === 'Subscription Tiers' ? 'Tiers' : title }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('main')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        );
      expect(serious, path).toEqual([]);
    }
    // Tier defaults: SUMMIT has no price (Contact Sales) and no project limit (Unlimited).
    await page.goto('/admin/tiers');
    const summit = page.getByTestId('tier-row').filter({ hasText: 'SUMMIT' });
    await expect(summit).toContainText('Contact Sales');
    await expect(summit).toContainText('Unlimited');
  });
});
