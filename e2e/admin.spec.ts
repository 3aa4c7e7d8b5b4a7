/**
 * Administration (issue 7): user list polling, focus refresh and search, user edit rules, sales
 * message flow, bulk confirmation; on a server of its own (two SUPER_ADMINs, tiers and projects
 * changed freely): overview figures, tier edit, bulk clear-projects, audit log, SUPER_ADMIN demotion.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PRICES, type AdminOverview, type AuditList, type Tier } from '@vigil/shared';
import { linksIn, waitForMail } from './helpers/mail';
import { newDataDir, startServer, type TestServer } from './helpers/server';
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
    await expect(confirm).toContainText('1 project and 0 scans');
    await expect(confirm).toContainText('cannot be undone');
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await expect(
      page.getByText(`User ${user.email} deleted with 1 project, 0 scans and 0 findings.`),
    ).toBeVisible();
    await expect(page.getByTestId('admin-user-row').filter({ hasText: user.email })).toHaveCount(0);
    // The SUPER_ADMIN cannot delete their own account from the list.
    await expect(
      page.getByRole('button', { name: `Delete ${firstAccount().email}` }),
    ).toBeDisabled();
  });

  test('typing in the search narrows the list (no Enter needed)', async ({ page }) => {
    const answer = await superAdmin();
    const tag = `Needle${Date.now().toString(36)}`;
    const { user: first } = await registerUser({ ...newUser('find'), lastName: tag });
    const { user: second } = await registerUser({ ...newUser('find'), lastName: tag });
    const { user: other } = await registerUser(newUser('other'));
    await openUsers(page, answer);
    const rows = page.getByTestId('admin-user-row');
    await expect(rows.filter({ hasText: other.email })).toHaveCount(1);
    const search = page.getByRole('textbox', { name: 'Search users' });
    // Last name, any case: the two tagged accounts and nothing else.
    await search.fill(tag.toLowerCase());
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: first.email })).toHaveCount(1);
    await expect(rows.filter({ hasText: second.email })).toHaveCount(1);
    await expect(page.getByTestId('users-total')).toHaveText('2 users');
    // A whole email address: that account only.
    await search.fill(second.email);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(second.email);
    await expect(page.getByTestId('users-total')).toHaveText('1 user');
    await search.fill(`${tag}-nobody`);
    await expect(page.getByText('No users match these filters.')).toBeVisible();
    await expect(rows).toHaveCount(0);
    // Cleared: the others come back.
    await search.fill('');
    await expect(rows.filter({ hasText: other.email })).toHaveCount(1);
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

test.describe('Admin sales messages: status dropdown and delete', () => {
  test('the status dropdown of a row sets the status; delete asks first, then removes it', async ({
    page,
  }) => {
    const answer = await superAdmin();
    const name = `Dropdown ${Date.now().toString(36)}`;
    await apiCall('POST', '/contact/sales', {
      name,
      email: `${name.replace(/\s/g, '-').toLowerCase()}@example.test`,
      company: 'Initech',
      country: 'Germany',
      employees: '51-200',
      message: 'Please send a quote.',
      tier: 'FOUNDATION',
    });
    const statusOf = async () => {
      const list = await apiCall<{ messages: { id: string; name: string; status: string }[] }>(
        'GET',
        '/admin/messages?pageSize=100',
        undefined,
        answer.access_token,
      );
      return list.messages.find((m) => m.name === name);
    };
    const id = (await statusOf())?.id;
    expect(id).toBeTruthy();
    await signInPage(page, answer);
    await page.goto('/admin/messages');
    const row = page.getByTestId('message-row').filter({ hasText: name });
    const status = row.getByRole('combobox', { name: `Status of the message from ${name}` });
    await expect(status).toHaveText('New');
    for (const [label, value] of [
      ['Contacted', 'contacted'],
      ['Closed', 'closed'],
      ['New', 'new'],
    ] as const) {
      await status.click();
      await expect(page.getByRole('option')).toHaveText(['New', 'Contacted', 'Closed']);
      await page.getByRole('option', { name: label, exact: true }).click();
      await expect(status).toHaveText(label);
      await expect.poll(async () => (await statusOf())?.status).toBe(value);
    }
    // Delete: the confirmation first; Cancel keeps the message.
    await row.getByRole('button', { name: `Delete the message from ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete message?' });
    await expect(confirm).toContainText(`Delete the message from ${name} (Initech)?`);
    await expect(confirm).toContainText('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(1);
    expect(await statusOf()).toBeTruthy();
    await row.getByRole('button', { name: `Delete the message from ${name}` }).click();
    await confirm.getByRole('button', { name: 'Delete message' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(
      apiCall('GET', `/admin/messages/${id}`, undefined, answer.access_token),
    ).rejects.toThrow(/-> 404/);
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
    // five pages, each with an axe run: more than one test's default minute on a loaded machine
    test.slow();
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

/**
 * A server of its own: these tests change tiers, remove projects and need two SUPER_ADMINs, which
 * the shared server cannot give (only its first account is one). The first account registered on an
 * empty database becomes SUPER_ADMIN; the second comes from ADMIN_EMAIL when the server is started
 * again on the same data.
 */
test.describe('Admin on a server of its own', () => {
  let server: TestServer | undefined;
  const first = { ...newUser('sa-one'), firstName: 'Sam', lastName: 'First' };
  const second = newUser('sa-two');
  let firstAnswer: TokenAnswer;

  async function call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const res = await fetch(`${server!.baseURL}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
  const url = (path: string) => `${server!.baseURL}${path}`;
  const register = async (u = newUser()) => {
    const answer = await call<TokenAnswer>('POST', '/auth/register', {
      name: u.firstName,
      surname: u.lastName,
      email: u.email,
      password: u.password,
    });
    return { user: u, answer, id: answer.user!.id };
  };
  const login = (u: { email: string; password: string }) =>
    call<TokenAnswer>('POST', '/auth/login', { email: u.email, password: u.password });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const dataDir = newDataDir();
    const before = await startServer({ dataDir });
    server = before;
    await register(first);
    // Stop without deleting the data, then start again with ADMIN_EMAIL for the second one.
    const keep = process.env.E2E_KEEP_DATA;
    process.env.E2E_KEEP_DATA = '1';
    try {
      await before.stop();
    } finally {
      if (keep === undefined) delete process.env.E2E_KEEP_DATA;
      else process.env.E2E_KEEP_DATA = keep;
    }
    server = await startServer({
      dataDir,
      env: { ADMIN_EMAIL: second.email, ADMIN_PASSWORD: second.password },
    });
    firstAnswer = await login(first);
    expect(firstAnswer.user?.role).toBe('SUPER_ADMIN');
    expect((await login(second)).user?.role).toBe('SUPER_ADMIN');
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('/admin opens the overview: stat cards and charts show the figures of the data', async ({
    page,
  }) => {
    const token = firstAnswer.access_token;
    const before = await call<AdminOverview>('GET', '/admin/overview', undefined, token);
    // Two sign-ups, one of them made inactive and GUEST; one new sales message.
    await register();
    const gone = await register();
    await call(
      'PATCH',
      `/admin/users/${gone.id}`,
      { firstName: 'Gone', lastName: 'Guest', isActive: false, subscriptionTier: 'GUEST' },
      token,
    );
    await call('POST', '/contact/sales', {
      name: 'Overview Enquirer',
      email: 'overview@example.test',
      company: 'Umbrella',
      country: 'Spain',
      message: 'Numbers please.',
      tier: 'SUMMIT',
    });
    const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
    const expected: [string, number][] = [
      ['Total Users', before.users.total + 2],
      ['Active Users', before.users.active + 1],
      ['New Users (7 days)', before.registrations.reduce((n, r) => n + r.count, 0) + 2],
      ['Total Scans', sum(before.scansByStatus)],
      ['Findings', sum(before.findingsBySeverity)],
      ['New Sales Messages', before.newSalesMessages + 1],
    ];

    await signInPage(page, firstAnswer);
    await page.goto(url('/admin'));
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId('admin-title-bar')).toContainText('Overview');
    const cards = page.getByTestId('stat-card');
    await expect(cards).toHaveCount(expected.length);
    for (const [label, value] of expected) {
      await expect(cards.filter({ hasText: label }).getByTestId('stat-value'), label).toHaveText(
        String(value),
      );
    }
    await expect(cards.filter({ hasText: 'Total Scans' })).toContainText(
      before.projects === 1 ? '1 project' : `${before.projects} projects`,
    );
    // The charts: registrations as a line, users by tier as labelled pie slices.
    const registrations = page.getByRole('figure', { name: 'Registrations, last 7 days' });
    await expect(registrations.locator('svg.recharts-surface')).toBeVisible();
    await expect(registrations.locator('.recharts-line')).toHaveCount(1);
    const tiers = page.getByRole('figure', { name: 'Users by tier' });
    await expect(tiers.locator('.recharts-pie')).toBeVisible();
    for (const tier of ['GUEST', 'FOUNDATION', 'SUMMIT']) {
      const n =
        (before.users.byTier[tier] ?? 0) + (tier === 'GUEST' ? 1 : tier === 'FOUNDATION' ? 1 : 0);
      const name = { GUEST: 'Guest', FOUNDATION: 'Foundation', SUMMIT: 'Summit' }[tier];
      if (n > 0) await expect(tiers).toContainText(`${name}: ${n}`);
    }
    for (const name of ['Scans by status', 'Findings by severity'])
      await expect(page.getByRole('figure', { name })).toBeVisible();
  });

  test('tier edit: price and project limit change in the list; a bad price is refused', async ({
    page,
  }) => {
    const token = firstAnswer.access_token;
    const tierNamed = async (name: string) =>
      (await call<Tier[]>('GET', '/admin/tiers', undefined, token)).find((t) => t.name === name)!;
    const start = await tierNamed('FOUNDATION');
    // A fresh server lists Foundation at the price My Services, /upgrade and /pricing show.
    expect(`$${start.priceUsd}/month`).toBe(PRICES.foundationLabel);
    await signInPage(page, firstAnswer);
    await page.goto(url('/admin/tiers'));
    const row = page.getByTestId('tier-row').filter({ hasText: 'FOUNDATION' });
    const cells = row.getByRole('cell');
    await expect(cells.nth(1)).toHaveText(`$${start.priceUsd!.toFixed(2)}/month`);
    await row.getByRole('button', { name: 'Edit tier FOUNDATION' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit tier FOUNDATION' });
    // The users on the tier, counted with the right noun (never 'user(s)').
    const users = start.userCount === 1 ? '1 user' : `${start.userCount} users`;
    await expect(dialog).toContainText(`Changes apply at once to the ${users} on this tier.`);
    const price = dialog.getByRole('textbox', { name: 'Price (USD)' });
    const message = 'A price of 0 or more with at most 2 decimals; empty means Contact Sales';
    for (const bad of ['1.234', '-1', 'abc']) {
      await price.fill(bad);
      await expect(dialog.getByText(message)).toBeVisible();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeVisible();
    }
    expect((await tierNamed('FOUNDATION')).priceUsd).toBe(start.priceUsd);
    await price.fill('749.50');
    await expect(dialog.getByText(message)).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'SAST project limit' }).fill('7');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(cells.nth(1)).toHaveText('$749.50/month');
    await expect(cells.nth(5)).toHaveText('7');
    expect(await tierNamed('FOUNDATION')).toMatchObject({ priceUsd: 749.5, sastProjectLimit: 7 });
    // Empty price and limit: Contact Sales and Unlimited.
    await row.getByRole('button', { name: 'Edit tier FOUNDATION' }).click();
    await price.fill('');
    await dialog.getByRole('textbox', { name: 'SAST project limit' }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(cells.nth(1)).toHaveText('Contact Sales');
    await expect(cells.nth(5)).toHaveText('Unlimited');
  });

  test('bulk clear-projects through the confirmation removes exactly the matching projects', async ({
    page,
  }) => {
    const token = firstAnswer.access_token;
    // Projects of earlier tests on this server go first, so the count below is exact.
    await call('POST', '/admin/bulk/clear-projects', undefined, token);
    const owner = await register();
    const other = await register();
    for (const name of [
      'Demo storefront',
      'Contemporary art',
      'Sandbox TRIAL',
      'Payments',
      'Billing API',
    ])
      await call('POST', '/projects', { name }, owner.answer.access_token);
    for (const name of ['examples-repo', 'Ledger'])
      await call('POST', '/projects', { name }, other.answer.access_token);
    const names = async (who: { answer: TokenAnswer }) =>
      (await call<{ name: string }[]>('GET', '/projects', undefined, who.answer.access_token))
        .map((p) => p.name)
        .sort();

    await signInPage(page, firstAnswer);
    await page.goto(url('/admin/dashboard'));
    const panel = page.getByRole('region', { name: 'Bulk Operations' });
    await panel.getByRole('button', { name: 'Clear Test Projects' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear Test Projects?' });
    await expect(dialog).toContainText('test, demo, sample, example, temp, trial or playground');
    await expect(dialog).toContainText('This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Yes, clear test projects' }).click();
    await expect(dialog).toBeHidden();
    const result = panel.getByTestId('bulk-result');
    await expect(result).toContainText('Deleted 4 projects');
    await expect(result).toContainText('projectsDeleted: 4');
    await expect(result).toContainText('(total cleaned: 4)');
    expect(await names(owner)).toEqual(['Billing API', 'Payments']);
    expect(await names(other)).toEqual(['Ledger']);
    const audit = await call<AuditList>(
      'GET',
      '/admin/audit?action=admin.bulk_clear_projects',
      undefined,
      token,
    );
    expect(audit.entries[0]).toMatchObject({
      actorEmail: first.email,
      details: { summary: { projectsDeleted: 4 } },
    });
  });

  test('audit log: who, what, on whom, when and from where; actor, action and date filters', async ({
    page,
  }) => {
    const token = firstAnswer.access_token;
    // A fresh ADMIN does two things: edits a user and changes a tier.
    const actor = await register(newUser('auditor'));
    await call(
      'PATCH',
      `/admin/users/${actor.id}`,
      { firstName: 'Audrey', lastName: 'Tor', role: 'ADMIN' },
      token,
    );
    const adminToken = (await login(actor.user)).access_token;
    const target = await register(newUser('audited'));
    await call(
      'PATCH',
      `/admin/users/${target.id}`,
      { firstName: 'Edited', lastName: 'Person', subscriptionTier: 'SUMMIT' },
      adminToken,
    );
    const guest = (await call<Tier[]>('GET', '/admin/tiers', undefined, adminToken)).find(
      (t) => t.name === 'GUEST',
    )!;
    await call(
      'PUT',
      `/admin/tiers/${guest.id}`,
      {
        priceUsd: guest.priceUsd,
        description: 'Look around first.',
        sast: guest.sast,
        dast: guest.dast,
        sastProjectLimit: guest.sastProjectLimit,
        dastProjectLimit: guest.dastProjectLimit,
      },
      adminToken,
    );
    const startedAt = Date.now();
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

    await signInPage(page, firstAnswer);
    await page.goto(url('/admin/audit'));
    await expect(page.getByTestId('admin-title-bar')).toContainText('Audit Log');
    const rows = page.getByTestId('audit-row');
    const edit = rows
      .filter({ hasText: 'admin.user_updated' })
      .filter({ hasText: target.user.email });
    await expect(edit).toHaveCount(1);
    const cells = edit.getByRole('cell');
    // Time, actor, action, target, details, address.
    const when = await cells.nth(0).locator('time').getAttribute('datetime');
    expect(Math.abs(Date.parse(when!) - startedAt)).toBeLessThan(5 * 60_000);
    await expect(cells.nth(1)).toHaveText(actor.user.email);
    await expect(cells.nth(2)).toHaveText('admin.user_updated');
    await expect(cells.nth(3)).toContainText(target.user.email);
    await expect(cells.nth(3)).toContainText(`user ${target.id}`);
    await expect(cells.nth(4)).toContainText('Edited');
    await expect(cells.nth(5)).toHaveText('127.0.0.1');

    const filters = page.getByRole('search', { name: 'Audit log filters' });
    const apply = () => filters.getByRole('button', { name: 'Apply' }).click();
    const actorCells = () => rows.locator('td:nth-child(2)');
    const actionCells = () => rows.locator('td:nth-child(3)');
    // Actor: only what that admin did (signing up and in, then the two admin actions).
    await filters.getByLabel('Actor (email)').fill(actor.user.email);
    await apply();
    await expect(rows).toHaveCount(4);
    await expect(actorCells()).toHaveText(Array(4).fill(actor.user.email));
    expect((await actionCells().allTextContents()).sort()).toEqual([
      'admin.tier_updated',
      'admin.user_updated',
      'auth.login',
      'user.registered',
    ]);
    // Action: narrows further.
    await filters.getByLabel('Action').fill('admin.');
    await apply();
    await expect(rows).toHaveCount(2);
    await expect(
      rows.filter({ hasText: 'admin.tier_updated' }).getByRole('cell').nth(3),
    ).toContainText('GUEST');
    await filters.getByLabel('Action').fill('admin.tier');
    await apply();
    await expect(actionCells()).toHaveText(['admin.tier_updated']);
    // Dates: today holds them; from tomorrow or up to yesterday, nothing.
    await filters.getByLabel('Action').fill('admin.');
    await filters.getByLabel('From', { exact: true }).fill(day(0));
    await filters.getByLabel('To', { exact: true }).fill(day(0));
    await apply();
    await expect(rows).toHaveCount(2);
    await filters.getByLabel('From', { exact: true }).fill(day(1));
    await filters.getByLabel('To', { exact: true }).fill('');
    await apply();
    await expect(page.getByText('No audit entries match these filters.')).toBeVisible();
    await expect(rows).toHaveCount(0);
    await filters.getByLabel('From', { exact: true }).fill('');
    await filters.getByLabel('To', { exact: true }).fill(day(-1));
    await apply();
    await expect(rows).toHaveCount(0);
    // Clear: everything again, the other actor's rows too.
    await filters.getByRole('button', { name: 'Clear' }).click();
    await expect(actorCells().filter({ hasText: first.email }).first()).toBeVisible();
  });

  test('a SUPER_ADMIN demotes another SUPER_ADMIN in the edit dialog; own role is read-only', async ({
    page,
    browser,
  }) => {
    const token = firstAnswer.access_token;
    await signInPage(page, firstAnswer);
    await page.goto(url('/admin/users'));
    const search = page.getByRole('textbox', { name: 'Search users' });
    await search.fill(second.email);
    const rows = page.getByTestId('admin-user-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Super Admin');
    await page.getByRole('button', { name: `Edit ${second.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    const role = dialog.getByRole('combobox', { name: 'Role' });
    await expect(role).toHaveText('Super Admin');
    await expect(dialog).toContainText('Choose Admin or User to demote this SUPER_ADMIN');
    await role.click();
    const options = page.getByRole('option');
    await expect(options).toHaveText(['Super Admin', 'Admin', 'User']);
    await expect(options.filter({ hasText: 'Super Admin' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    await expect(role).toHaveText('Admin');
    // The account from ADMIN_EMAIL has no last name yet; the dialog requires one.
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Second');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`User ${second.email} updated.`)).toBeVisible();
    await expect(rows.first().getByRole('cell').nth(2)).toHaveText('Admin');
    const list = await call<{ users: { email: string; role: string }[] }>(
      'GET',
      `/admin/users?search=${encodeURIComponent(second.email)}`,
      undefined,
      token,
    );
    expect(list.users.map((u) => u.role)).toEqual(['ADMIN']);

    // Own account: the role is read-only and the dialog says why.
    await search.fill(first.email);
    await expect(rows).toHaveCount(1);
    await page.getByRole('button', { name: `Edit ${first.email}` }).click();
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveCount(0);
    const readOnly = dialog.getByRole('textbox', { name: 'Role' });
    await expect(readOnly).toHaveValue('Super Admin');
    await expect(readOnly).toHaveAttribute('readonly', '');
    await expect(dialog).toContainText('You cannot change your own role.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The demoted account is an ADMIN now: it cannot open a SUPER_ADMIN's dialog, and its own
    // role is read-only too.
    const context = await browser.newContext();
    try {
      const adminPage = await context.newPage();
      await signInPage(adminPage, await login(second));
      await adminPage.goto(url('/admin/users'));
      await adminPage.getByRole('textbox', { name: 'Search users' }).fill('sa-');
      await expect(adminPage.getByTestId('admin-user-row')).toHaveCount(2);
      await expect(adminPage.getByRole('button', { name: `Edit ${first.email}` })).toBeDisabled();
      await adminPage.getByRole('button', { name: `Edit ${second.email}` }).click();
      const own = adminPage.getByRole('dialog', { name: 'Edit User' });
      await expect(own.getByRole('textbox', { name: 'Role' })).toHaveValue('Admin');
      await expect(own).toContainText('You cannot change your own role.');
    } finally {
      await context.close();
    }
  });
});
