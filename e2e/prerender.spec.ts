/**
 * The public pages written as HTML at build time (apps/web/src/prerender.tsx, issue 6): their
 * content and styles are in the server's answer before any script runs, the browser takes them
 * over without a hydration error, and a signed-in visitor still gets the signed-in page.
 */
import { expect, test, type Page } from '@playwright/test';
import { registerUser, signInPage } from './helpers/api';

const HERO = 'Find the vulnerabilities in your code before attackers do';

/** Console errors and warnings of the page (hydration mismatches are reported there). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/** True once React has taken over the element (hydrated or rendered it). */
function isLive(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => {
    const el = document.querySelector(s);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  }, selector);
}

test('/ and /login are answered with their content and styles in the HTML', async ({ request }) => {
  const home = await request.get('/', { headers: { accept: 'text/html' } });
  expect(home.status()).toBe(200);
  const homeHtml = await home.text();
  expect(homeHtml).toContain('data-prerendered="/"');
  expect(homeHtml).toContain(HERO);
  expect(homeHtml).toContain('Complete Cybersecurity Ecosystem');
  expect(homeHtml).toMatch(/<style data-emotion="css [^"]+">/);
  expect(homeHtml).not.toMatch(/<script(?![^>]*\bsrc=)/);

  const login = await (await request.get('/login')).text();
  expect(login).toContain('data-prerendered="/login"');
  expect(login).toContain('Welcome Back');
  expect(login).toMatch(/<input[^>]*name="password"/);

  // Other client routes keep the empty shell.
  const shell = await (
    await request.get('/dashboard', { headers: { accept: 'text/html' } })
  ).text();
  expect(shell).toContain('<div id="root"></div>');
});

test('without JavaScript the prerendered home page shows its hero and header', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toBeVisible();
  await context.close();
});

test('signed out, / and /login hydrate without console errors and keep their markup', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  for (const path of ['/', '/login', '/register']) {
    await page.goto(path);
    const h1 = await page.locator('h1').elementHandle();
    await expect.poll(() => isLive(page, 'h1')).toBe(true);
    // The node the server sent is the one React now owns: hydrated, not rendered again.
    expect(await h1!.evaluate((el) => el === document.querySelector('h1'))).toBe(true);
  }
  expect(problems).toEqual([]);
});

test('what is typed into the prerendered sign-in form before its script runs is kept', async ({
  page,
}) => {
  const { user } = await registerUser();
  // Hold the app's scripts back, so the form is filled in while it is still plain HTML.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  expect(await isLive(page, 'form')).toBe(false);
  release();
  await expect.poll(() => isLive(page, 'form')).toBe(true);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-in visitor gets the signed-in header and home page, not the prerendered ones', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  const { user, answer } = await registerUser();
  await signInPage(page, answer);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(
    header.getByRole('button', { name: `${user.firstName} ${user.lastName}` }),
  ).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveCount(0);
  expect(problems).toEqual([]);
});
