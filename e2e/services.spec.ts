/**
 * Service marketing pages, My Services and Upgrade (issue 6). Subscription dates are set through
 * the admin API (PATCH /api/admin/users/:id) as the first account, which is SUPER_ADMIN.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  apiCall,
  ensureFirstAccount,
  gotoLive,
  loginUser,
  registerUser,
  signInPage,
  type TokenAnswer,
} from './helpers/api';
import { e2eEnv } from './helpers/env';

const DAY = 86_400_000;

test.beforeAll(async () => {
  await ensureFirstAccount();
});

async function adminToken(): Promise<string> {
  const admin = await ensureFirstAccount();
  const answer = await loginUser(admin.email, admin.password);
  if (!answer.access_token) throw new Error('admin login returned no token');
  return answer.access_token;
}

type Tier = 'GUEST' | 'FOUNDATION' | 'SUMMIT';

/**
 * A signed-up user on `tier` with these subscription dates, signed in on `page`. The dates are set
 * through the admin API (PATCH /api/admin/users/:id, as the first account, a SUPER_ADMIN) and the
 * user logs in afterwards, so the stored user record and the server agree.
 */
async function signedInWithSubscription(
  page: Page,
  tier: Tier,
  start: Date | null,
  end: Date | null,
): Promise<void> {
  const { user, answer } = await registerUser();
  const id = answer.user?.id;
  if (!id) throw new Error('register returned no user id');
  const res = await fetch(`${e2eEnv().baseURL}/api/admin/users/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken()}` },
    // The admin edit form always sends the names (they are required there).
    body: JSON.stringify({
      firstName: user.firstName,
      lastName: user.lastName,
      subscriptionTier: tier,
      subscriptionStartDate: start ? start.toISOString() : null,
      subscriptionEndDate: end ? end.toISOString() : null,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const fresh = await loginUser(user.email, user.password);
  expect(fresh.user?.subscriptionTier).toBe(tier);
  await signInPage(page, fresh);
}

async function signedInAs(page: Page, answer: TokenAnswer) {
  await signInPage(page, answer);
}

test.describe('service marketing pages', () => {
  test('SAST signed out: Start Free Trial and Sign In; signed in: launch the scanner', async ({
    page,
  }) => {
    await gotoLive(page, '/services/sast');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'Launch SAST Scanner' })).toHaveCount(0);
    await main.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/register$/);

    const { answer } = await registerUser();
    await signedInAs(page, answer);
    await gotoLive(page, '/services/sast');
    await expect(main.getByRole('link', { name: 'Launch SAST Scanner' })).toHaveAttribute(
      'href',
      '/sast',
    );
    await expect(main.getByRole('link', { name: 'Start Free Trial' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });

  test('DAST: Coming Soon badge, roadmap, Join Waitlist and Contact Sales when signed out', async ({
    page,
  }) => {
    await gotoLive(page, '/services/dast');
    const main = page.getByRole('main');
    await expect(main.getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Join Waitlist' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(main.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const q1 = page.getByTestId('roadmap-phase-1');
    await expect(q1.getByRole('heading', { name: 'First release' })).toBeVisible();
    await expect(q1.getByRole('listitem')).toHaveText(['Automated scanning', 'API testing']);
    const q2 = page.getByTestId('roadmap-phase-2');
    await expect(q2.getByRole('heading', { name: 'Next' })).toBeVisible();
    await expect(main).not.toContainText(/Q[1-4] 20\d\d/);
    await expect(q2.getByRole('listitem')).toHaveText(['Interactive testing', 'CI/CD integration']);
    await main.getByRole('link', { name: 'Contact Sales' }).click();
    await expect(page).toHaveURL(/\/contact$/);

    const { answer } = await registerUser();
    await signedInAs(page, answer);
    await gotoLive(page, '/services/dast');
    await expect(main.getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Join Waitlist' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'View DAST Status' })).toHaveAttribute(
      'href',
      '/dast',
    );
  });
});

test.describe('My Services', () => {
  test('is behind the login', async ({ page }) => {
    await page.goto('/services');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('ACTIVE with 8 days left: days remaining not orange, Launch for SAST and reports only', async ({
    page,
  }) => {
    const now = Date.now();
    await signedInWithSubscription(
      page,
      'FOUNDATION',
      new Date(now - 20 * DAY),
      new Date(now + 8 * DAY - 3_600_000),
    );
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'My Services' })).toBeVisible();
    await expect(page.getByTestId('current-tier')).toHaveText('FOUNDATION');
    await expect(page.getByTestId('subscription-state')).toHaveText('Active');
    const days = page.getByTestId('days-remaining');
    await expect(days).toHaveText('8 days remaining');
    await expect(days).toHaveAttribute('data-expiring', 'false');
    expect(await days.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(180, 83, 9)');
    await expect(page.getByTestId('subscription-start')).not.toHaveText('Not set');
    await expect(page.getByTestId('subscription-end')).not.toHaveText('Not set');
    await expect(page.getByTestId('subscription-banner')).toHaveCount(0);

    await expect(page.getByText('Foundation:', { exact: true }).locator('..')).toHaveText(
      'Foundation: $899/month',
    );
    await expect(page.getByText('Summit:', { exact: true }).locator('..')).toHaveText(
      'Summit: Contact Sales',
    );

    const statuses: [string, string][] = [
      ['sast', 'Available'],
      ['reports', 'Available'],
      ['dast', 'Coming Soon'],
      ['orchestrator', 'Development'],
      ['monitoring', 'Planning'],
    ];
    for (const [key, status] of statuses)
      await expect(page.getByTestId(`service-${key}`)).toContainText(status);
    await expect(page.getByRole('link', { name: 'Launch SAST Scanner' })).toHaveAttribute(
      'href',
      '/sast',
    );
    await expect(page.getByRole('link', { name: 'Launch Security Reports' })).toHaveAttribute(
      'href',
      '/reports',
    );
    await expect(page.getByRole('link', { name: /^Launch/ })).toHaveCount(2);
    await page.getByRole('link', { name: 'Launch SAST Scanner' }).click();
    await expect(page).toHaveURL(/\/sast$/);
  });

  test('ACTIVE with 7 days left: days remaining in orange', async ({ page }) => {
    const now = Date.now();
    await signedInWithSubscription(
      page,
      'SUMMIT',
      new Date(now - 23 * DAY),
      new Date(now + 7 * DAY - 3_600_000),
    );
    await page.goto('/services');
    await expect(page.getByTestId('current-tier')).toHaveText('SUMMIT');
    const days = page.getByTestId('days-remaining');
    await expect(days).toHaveText('7 days remaining');
    await expect(days).toHaveAttribute('data-expiring', 'true');
    expect(await days.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(180, 83, 9)');
    await expect(page.getByText('Your subscription ends soon.')).toBeVisible();
    // Summit's plan includes the orchestrator, but it is still in development: no Launch.
    await expect(page.getByTestId('service-orchestrator')).toContainText('Included');
    await expect(page.getByRole('link', { name: /^Launch/ })).toHaveCount(2);
  });

  test('EXPIRED: Subscription Expired with Renew, no Launch', async ({ page }) => {
    const now = Date.now();
    await signedInWithSubscription(
      page,
      'FOUNDATION',
      new Date(now - 40 * DAY),
      new Date(now - 2 * DAY),
    );
    await page.goto('/services');
    const banner = page.getByTestId('subscription-banner');
    await expect(banner).toContainText('Subscription Expired');
    await expect(page.getByTestId('subscription-state')).toHaveText('Expired');
    await expect(page.getByTestId('days-remaining')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Launch/ })).toHaveCount(0);
    await expect(page.getByTestId('service-sast')).toContainText('Renew to launch');
    await expect(banner.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/contact?tier=FOUNDATION',
    );
    await banner.getByRole('link', { name: 'Renew' }).click();
    await expect(page).toHaveURL(/\/upgrade$/);
  });

  test('GUEST: Subscription Required, no Launch', async ({ page }) => {
    await signedInWithSubscription(page, 'GUEST', null, null);
    await page.goto('/services');
    await expect(page.getByTestId('current-tier')).toHaveText('GUEST');
    const banner = page.getByTestId('subscription-banner');
    await expect(banner).toContainText('Subscription Required');
    await expect(page.getByRole('link', { name: /^Launch/ })).toHaveCount(0);
    await expect(page.getByTestId('service-sast')).toContainText('Available');
    await expect(page.getByTestId('service-sast')).toContainText('Upgrade to launch');
    await banner.getByRole('link', { name: 'Upgrade' }).click();
    await expect(page).toHaveURL(/\/upgrade$/);
  });

  test('a new sign-up on the default trial is ACTIVE with its trial days', async ({ page }) => {
    const { answer } = await registerUser();
    await signedInAs(page, answer);
    await page.goto('/services');
    const profile = await apiCall<{
      subscriptionTier?: string;
      subscriptionEndDate?: string | null;
    }>('GET', '/auth/profile', undefined, answer.access_token);
    await expect(page.getByTestId('current-tier')).toHaveText(profile.subscriptionTier ?? 'GUEST');
    if (profile.subscriptionTier !== 'GUEST' && profile.subscriptionEndDate) {
      const expected = Math.ceil(
        (new Date(profile.subscriptionEndDate).getTime() - Date.now()) / DAY,
      );
      await expect(page.getByTestId('days-remaining')).toHaveText(`${expected} days remaining`);
    }
  });
});

test('Upgrade: two cards with Contact for Pricing to /contact?tier=..., a comparison table and an FAQ', async ({
  page,
}) => {
  const { answer } = await registerUser();
  await signedInAs(page, answer);
  await page.goto('/upgrade');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade Plan' })).toBeVisible();
  // Contact for Pricing, with the list price My Services and the admin tiers show.
  await expect(page.getByTestId('price-note-FOUNDATION')).toHaveText('List price $899/month');
  await expect(page.getByTestId('price-note-SUMMIT')).toHaveText('Priced by quote');
  for (const tier of ['FOUNDATION', 'SUMMIT']) {
    const card = page.getByTestId(`upgrade-${tier}`);
    await expect(card).toContainText('Contact for Pricing');
    await expect(card.getByRole('link', { name: /^Contact Sales for/ })).toHaveAttribute(
      'href',
      `/contact?tier=${tier}`,
    );
  }
  const table = page.getByRole('table', { name: 'Compare plans' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Feature',
    'Guest',
    'Foundation',
    'Summit',
  ]);
  await expect(table.getByRole('row', { name: /SAST projects/ })).toContainText('Up to 5');
  await expect(table.getByRole('row', { name: /SAST projects/ })).toContainText('Unlimited');

  const question = page.getByRole('button', { name: 'What happens when my subscription ends?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByText('Scanning stops and My Services shows Subscription Expired'),
  ).toBeVisible();

  await page
    .getByTestId('upgrade-SUMMIT')
    .getByRole('link', { name: 'Contact Sales for Summit' })
    .click();
  await expect(page).toHaveURL(/\/contact\?tier=SUMMIT$/);
  await expect(page.getByLabel('Plan of interest')).toHaveValue('SUMMIT');
});
