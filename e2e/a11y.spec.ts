/**
 * Accessibility of the public pages, /services and /upgrade (issue 6): no serious or critical axe
 * violation (WCAG 2.1 A and AA rules plus best practices), headings in order, and no sideways
 * scrolling at 375 px.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ensureFirstAccount, gotoLive, registerUser, signInPage } from './helpers/api';

const INFO_PAGES = [
  'pricing',
  'about',
  'blog',
  'careers',
  'docs',
  'api',
  'support',
  'privacy',
  'terms',
  'security',
  'cookies',
];
const PUBLIC_PAGES = [
  '/',
  '/services/sast',
  '/services/dast',
  '/contact',
  '/contact?tier=SUMMIT',
  ...INFO_PAGES.map((p) => `/${p}`),
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=0123456789abcdef',
  '/reset-password',
  '/verify-email?token=0123456789abcdef',
];

async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Serious and critical axe violations, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} -> ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/** Heading levels must start at 1 and never skip a level going down. */
async function headingProblems(page: Page): Promise<string[]> {
  const levels = await page
    .locator('main :is(h1,h2,h3,h4,h5,h6)')
    .evaluateAll((els) =>
      els
        .filter((e) => (e as HTMLElement).offsetParent !== null)
        .map((e) => [Number(e.tagName[1]), (e.textContent ?? '').trim().slice(0, 40)] as const),
    );
  const problems: string[] = [];
  if (levels[0]?.[0] !== 1) problems.push(`first heading is not h1: ${JSON.stringify(levels[0])}`);
  for (let i = 1; i < levels.length; i++) {
    if (levels[i][0] > levels[i - 1][0] + 1)
      problems.push(
        `h${levels[i - 1][0]} "${levels[i - 1][1]}" -> h${levels[i][0]} "${levels[i][1]}"`,
      );
  }
  if (levels.filter(([l]) => l === 1).length !== 1) problems.push('not exactly one h1');
  return problems;
}

// Each page is a test of its own: they spread over both workers rather than holding one for minutes.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async () => {
  await ensureFirstAccount();
});

for (const path of PUBLIC_PAGES) {
  test(`${path}: no serious axe violation on desktop and at 375 px, headings in order, no sideways scroll`, async ({
    page,
  }) => {
    await page.goto(path);
    await ready(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await headingProblems(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(path);
    await ready(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    // The footer pages share one template: axe reads the narrow layout of the longest of them
    // (/docs) and of every other template; each page's width is checked above.
    if (!INFO_PAGES.includes(path.slice(1)) || path === '/docs')
      expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the contact-sales modal has no serious axe violation and is usable by keyboard', async ({
  page,
}) => {
  await gotoLive(page, '/');
  await ready(page);
  const trigger = page.getByRole('button', { name: 'Contact Sales about FOUNDATION' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Contact Sales - FOUNDATION' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Full name')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // Fill the required fields by keyboard alone, choose a country from the search, and reach Send.
  await page.keyboard.type('Radia Perlman');
  await page.keyboard.press('Tab');
  await page.keyboard.type('radia@example.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Spanning Tree Inc');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'Country' })).toBeFocused();
  await page.keyboard.type('Irel');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveValue('Ireland');
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();

  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus returns to the button that opened it.
  await expect(trigger).toBeFocused();
});

test('/services and /upgrade: no serious axe violation, headings in order, no sideways scroll at 375 px', async ({
  page,
}) => {
  const { answer } = await registerUser();
  await signInPage(page, answer);
  for (const path of ['/services', '/upgrade']) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await ready(page);
    expect(await seriousViolations(page), path).toEqual([]);
    expect(await headingProblems(page), path).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(path);
    await ready(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      path,
    ).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
