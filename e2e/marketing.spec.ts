/**
 * Marketing site and sales enquiries (issue 6): the home page's sections, the contact-sales modal
 * and /contact, against the built app served by the built server (e2e/helpers/global-setup.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { CONTACT_LIMITS } from '@vigil/shared';
import { ensureFirstAccount, gotoLive, loginUser, newUser } from './helpers/api';
import { e2eEnv } from './helpers/env';

const SUCCESS = 'Thank you for your interest! Our team will contact you soon.';

/** POST /api/contact/sales from the test process; returns the status and body (no throw). */
async function postEnquiry(
  body: Record<string, unknown>,
): Promise<{ status: number; body: { message?: string; error?: string } }> {
  const res = await fetch(`${e2eEnv().baseURL}/api/contact/sales`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

async function pickCountry(page: Page, typed: string, country: string) {
  const box = page.getByRole('combobox', { name: 'Country' });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: country, exact: true }).click();
  await expect(box).toHaveValue(country);
}

test('the home page has every section of the spec', async ({ page }) => {
  await gotoLive(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const eco = page.getByRole('region', { name: 'Complete Cybersecurity Ecosystem' });
  await expect(eco.getByRole('heading', { level: 3 })).toHaveCount(9);
  for (const name of [
    'Regulatory & Industry Compliance',
    'Risk Management',
    'Static Testing (SAST)',
    'Dynamic Testing (DAST)',
    'Penetration Testing (VAPT)',
    'Security Operations',
    'Third-Party Risk Management',
    'Reporting & Analytics',
    'AI Engine',
  ]) {
    await expect(eco.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: 'How it works' }).getByRole('listitem'),
  ).toHaveCount(5);
  const benefits = page.getByRole('region', { name: 'Why teams choose Vigil' });
  for (const name of ['Unified Platform', 'AI-Powered', '60% Cost Reduction', 'Compliance Ready'])
    await expect(benefits.getByRole('heading', { name })).toBeVisible();
  const industries = page.getByRole('region', { name: 'Built for regulated industries' });
  for (const name of [
    'Financial Services',
    'Healthcare',
    'Technology',
    'Government',
    'Retail',
    'Manufacturing',
  ])
    await expect(industries.getByRole('heading', { name })).toBeVisible();

  // Compliance-standards tabs, with their four standards each.
  const standards = page.getByRole('region', { name: 'Compliance standards' });
  const groups: [string, string[]][] = [
    ['Regulatory', ['GDPR', 'HIPAA', 'SOX', 'CCPA']],
    ['Industry', ['PCI DSS', 'ISO 27001', 'SOC 2', 'FedRAMP']],
    ['Frameworks', ['NIST', 'CIS', 'OWASP', 'MITRE']],
  ];
  for (const [tab, names] of groups) {
    await standards.getByRole('tab', { name: tab }).click();
    await expect(standards.getByRole('tab', { name: tab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = standards.getByRole('tabpanel');
    for (const n of names)
      await expect(panel.getByRole('heading', { name: n, exact: true })).toBeVisible();
  }
  // Keyboard: arrow keys move between tabs.
  await standards.getByRole('tab', { name: 'Frameworks' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(standards.getByRole('tab', { name: 'Industry' })).toBeFocused();

  const coverage = page.getByRole('region', { name: 'Coverage you can cite' });
  for (const c of [
    'OWASP Top 10 (2021)',
    'MITRE ATT&CK',
    'CWE Top 25',
    'SDLC best practices',
    'SANS Top 25',
    'NIST Cybersecurity Framework',
    '15+ languages',
    '24/7 monitoring',
  ]) {
    await expect(coverage.getByText(c, { exact: false }).first()).toBeVisible();
  }

  const foundation = page.getByTestId('plan-FOUNDATION');
  await expect(foundation.getByRole('heading', { name: 'FOUNDATION' })).toBeVisible();
  await expect(foundation).toContainText('Contact for Pricing');
  await expect(foundation).toContainText('SAST and DAST scanning');
  await expect(foundation).toContainText('Up to 5 projects');
  const summit = page.getByTestId('plan-SUMMIT');
  await expect(summit.getByRole('heading', { name: 'SUMMIT - RECOMMENDED' })).toBeVisible();
  await expect(summit).toContainText('Contact for Pricing');
  for (const f of ['All Foundation features', 'Unlimited projects', 'Custom integrations'])
    await expect(summit).toContainText(f);
});

test('Contact Sales opens the modal titled with the tier; the closing call to action uses Enterprise', async ({
  page,
}) => {
  await gotoLive(page, '/');
  await page.getByRole('button', { name: 'Contact Sales about FOUNDATION' }).click();
  const foundation = page.getByRole('dialog', { name: 'Contact Sales - FOUNDATION' });
  await expect(foundation).toBeVisible();
  await expect(foundation.getByLabel('Plan of interest')).toHaveValue('FOUNDATION');
  await page.keyboard.press('Escape');
  await expect(foundation).toBeHidden();

  await page.getByRole('button', { name: 'Contact Sales about SUMMIT' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Sales - SUMMIT' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const cta = page.getByRole('region', { name: 'Ready to secure every release?' });
  await cta.getByRole('button', { name: 'Contact Sales' }).click();
  const enterprise = page.getByRole('dialog', { name: 'Contact Sales - Enterprise' });
  await expect(enterprise).toBeVisible();
  await expect(enterprise.getByLabel('Plan of interest')).toHaveValue('Enterprise');
  // The dialog takes focus on its first field.
  await expect(enterprise.getByLabel('Full name')).toBeFocused();
});

test('Send is enabled only with name, email, company and country; the enquiry is stored and the toast hides after 5 s', async ({
  page,
}) => {
  const email = newUser('buyer').email;
  await gotoLive(page, '/');
  await page.getByRole('button', { name: 'Contact Sales about SUMMIT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Sales - SUMMIT' });
  const send = dialog.getByRole('button', { name: 'Send' });

  await expect(send).toBeDisabled();
  await dialog.getByLabel('Full name').fill('Margaret Hamilton');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Work email').fill(email);
  await expect(send).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: 'Company', exact: true })
    .fill('Apollo Guidance Systems');
  await expect(send).toBeDisabled();
  // Optional fields do not enable it.
  await dialog.getByLabel('Phone (optional)').fill('+1 617 555 0100');
  await dialog.getByLabel('Company size').selectOption('201-500');
  await dialog
    .getByLabel('How can we help?')
    .fill('We need SARIF in our pipelines for 60 repositories.');
  await expect(send).toBeDisabled();
  await pickCountry(page, 'switz', 'Switzerland');
  await expect(send).toBeEnabled();
  // Blanking a required field disables it again.
  await dialog.getByRole('textbox', { name: 'Company', exact: true }).fill('   ');
  await expect(send).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: 'Company', exact: true })
    .fill('Apollo Guidance Systems');
  await expect(send).toBeEnabled();

  // The email type is checked by the browser: an invalid address does not send.
  await dialog.getByLabel('Work email').fill('margaret-at-apollo');
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact/sales')) requests.push(r.method());
  });
  await send.click();
  expect(
    await dialog
      .getByLabel('Work email')
      .evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
  ).toBe(true);
  await expect(dialog).toBeVisible();
  expect(requests).toHaveLength(0);
  await dialog.getByLabel('Work email').fill(email);

  // When the toast appears and when it is gone, read by the page's own clock: a test process slowed
  // by a loaded machine must not stretch or shrink the five seconds it measures.
  await page.evaluate(() => {
    const times: { shown?: number; hidden?: number } = {};
    (window as unknown as { __toastTimes: typeof times }).__toastTimes = times;
    new MutationObserver(() => {
      const here = !!document.querySelector('[data-testid="feedback-toast"]');
      if (here && times.shown === undefined) times.shown = performance.now();
      if (!here && times.shown !== undefined && times.hidden === undefined)
        times.hidden = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/contact/sales')),
    send.click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({
    name: 'Margaret Hamilton',
    email,
    company: 'Apollo Guidance Systems',
    phone: '+1 617 555 0100',
    country: 'Switzerland',
    employees: '201-500',
    tier: 'SUMMIT',
    website: '',
  });
  const toast = page.getByTestId('feedback-toast');
  await expect(toast).toHaveText(SUCCESS);
  await expect(toast).toHaveAttribute('data-type', 'success');
  await expect(dialog).toBeHidden();
  await expect(toast).toBeHidden({ timeout: 12_000 });
  const times = await page.evaluate(
    () => (window as unknown as { __toastTimes: { shown?: number; hidden?: number } }).__toastTimes,
  );
  expect(times.shown).toBeDefined();
  expect(times.hidden).toBeDefined();
  // five seconds, then the closing transition; neither early nor held open
  const elapsed = times.hidden! - times.shown!;
  expect(elapsed).toBeGreaterThanOrEqual(4_900);
  expect(elapsed).toBeLessThan(7_000);

  // The enquiry was stored: the per-address limit counts stored enquiries, so after the browser's
  // one, exactly CONTACT_LIMITS.perEmail - 1 more are accepted for this address.
  const more = {
    name: 'Margaret Hamilton',
    email,
    company: 'Apollo Guidance Systems',
    country: 'Switzerland',
  };
  for (let i = 1; i < CONTACT_LIMITS.perEmail; i++)
    expect((await postEnquiry(more)).status).toBe(200);
  const limited = await postEnquiry(more);
  expect(limited.status).toBe(429);
  expect(limited.body.error).toBe('RATE_LIMITED');

  // Read it back as an administrator: GET /api/admin/messages (newest first).
  const admin = await ensureFirstAccount();
  const token = (await loginUser(admin.email, admin.password)).access_token;
  const res = await fetch(`${e2eEnv().baseURL}/api/admin/messages?pageSize=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const { messages } = (await res.json()) as {
    messages: {
      email: string;
      name: string;
      company: string;
      country: string;
      employees: string | null;
      phone: string | null;
      tier: string;
      status: string;
    }[];
  };
  const mine = messages.filter((m) => m.email === email);
  expect(mine).toHaveLength(CONTACT_LIMITS.perEmail);
  expect(mine).toContainEqual(
    expect.objectContaining({
      name: 'Margaret Hamilton',
      company: 'Apollo Guidance Systems',
      country: 'Switzerland',
      employees: '201-500',
      phone: '+1 617 555 0100',
      tier: 'SUMMIT',
      status: 'new',
    }),
  );

  // Over the limit, the form shows the server's message as an error toast.
  await page.getByRole('button', { name: 'Contact Sales about FOUNDATION' }).click();
  const again = page.getByRole('dialog', { name: 'Contact Sales - FOUNDATION' });
  await again.getByLabel('Full name').fill('Margaret Hamilton');
  await again.getByLabel('Work email').fill(email);
  await again
    .getByRole('textbox', { name: 'Company', exact: true })
    .fill('Apollo Guidance Systems');
  await pickCountry(page, 'Switzerland', 'Switzerland');
  await again.getByRole('button', { name: 'Send' }).click();
  await expect(toast).toHaveText(limited.body.message ?? '');
  await expect(toast).toHaveAttribute('data-type', 'error');
  await expect(again).toBeVisible();
});

test('a failed send shows the spec fallback as an error toast', async ({ page }) => {
  await page.route('**/api/contact/sales', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"INTERNAL_ERROR","message":"Something went wrong."}',
    }),
  );
  await page.goto('/contact');
  await page.getByLabel('Full name').fill('Katherine Johnson');
  await page.getByLabel('Work email').fill('katherine@example.test');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('NACA');
  await pickCountry(page, 'united st', 'United States');
  await page.getByRole('button', { name: 'Send' }).click();
  const toast = page.getByTestId('feedback-toast');
  await expect(toast).toHaveText('Failed to send message. Please try again.');
  await expect(toast).toHaveAttribute('data-type', 'error');
  // The form keeps what was typed so the visitor can retry.
  await expect(page.getByLabel('Full name')).toHaveValue('Katherine Johnson');
});

test('/contact?tier=SUMMIT preselects the tier; /contact defaults to Enterprise; the enquiry is sent from the page', async ({
  page,
}) => {
  await page.goto('/contact?tier=SUMMIT');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Sales' })).toBeVisible();
  await expect(page.getByLabel('Plan of interest')).toHaveValue('SUMMIT');
  await page.goto('/contact?tier=FOUNDATION');
  await expect(page.getByLabel('Plan of interest')).toHaveValue('FOUNDATION');
  await page.goto('/contact');
  await expect(page.getByLabel('Plan of interest')).toHaveValue('Enterprise');

  await page.goto('/contact?tier=SUMMIT');
  const u = newUser('page-buyer');
  await page.getByLabel('Full name').fill('Dorothy Vaughan');
  await page.getByLabel('Work email').fill(u.email);
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Langley Computing');
  await pickCountry(page, 'can', 'Canada');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/contact/sales')),
    page.getByRole('button', { name: 'Send' }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ tier: 'SUMMIT', country: 'Canada' });
  await expect(page.getByTestId('feedback-toast')).toHaveText(SUCCESS);
  // The form is cleared for the next enquiry.
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
});

test('countries come from /countries.json; a failure is logged as Error loading countries', async ({
  page,
}) => {
  const countries = (await (await fetch(`${e2eEnv().baseURL}/countries.json`)).json()) as {
    code: string;
    name: string;
  }[];
  expect(countries.length).toBeGreaterThanOrEqual(240);
  expect(countries.map((c) => c.name)).toEqual(
    expect.arrayContaining(['Germany', 'India', 'Brazil', 'Japan', 'Kenya', 'United Kingdom']),
  );

  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.route('**/countries.json', (route) => route.fulfill({ status: 500, body: 'nope' }));
  await page.goto('/contact');
  await expect.poll(() => errors.some((e) => e.includes('Error loading countries'))).toBe(true);
  await page.getByRole('combobox', { name: 'Country' }).click();
  await expect(page.getByText('No options')).toBeVisible();
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test('the honeypot field is hidden from people, keyboard and assistive technology', async ({
  page,
}) => {
  await page.goto('/contact');
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveCount(1);
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
  const box = await trap.boundingBox();
  expect(box === null || box.width <= 1 || box.x < 0).toBe(true);
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
});

test('/docs explains the web flow, the CLI with SARIF and --fail-on, CI usage and the API; /api links to the OpenAPI docs', async ({
  page,
}) => {
  await page.goto('/docs');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 2, name: 'Command-line interface' }),
  ).toBeVisible();
  await expect(
    main.getByRole('heading', { level: 2, name: 'Continuous integration' }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'API' })).toBeVisible();
  await expect(main).toContainText('SAST scanner');
  await expect(main).toContainText(
    'npx vigil scan . --format sarif --output vigil.sarif --fail-on high',
  );
  await expect(main).toContainText('--baseline vigil-baseline.json');
  await expect(main).toContainText('upload-sarif');
  await expect(main.getByRole('link', { name: '/api/docs' })).toHaveAttribute('href', '/api/docs');

  await page.goto('/api');
  const link = page
    .getByRole('main')
    .getByRole('link', { name: 'open the API reference at /api/docs' });
  await expect(link).toHaveAttribute('href', '/api/docs');
  // The link leads to the server's OpenAPI UI, and the JSON document describes the API.
  const doc = await (await fetch(`${e2eEnv().baseURL}/api/docs/json`)).json();
  expect(doc.openapi).toMatch(/^3\./);
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining(['/api/auth/login', '/api/scans', '/api/contact/sales']),
  );
});

test('every footer page has its own heading and real content', async ({ page }) => {
  for (const path of [
    '/pricing',
    '/about',
    '/blog',
    '/careers',
    '/support',
    '/privacy',
    '/terms',
    '/security',
    '/cookies',
  ]) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const words = (await main.innerText()).split(/\s+/).filter(Boolean).length;
    expect(words, `${path} has ${words} words`).toBeGreaterThan(50);
  }
  // /pricing says Contact for Pricing with the list price My Services and the admin tiers show.
  await page.goto('/pricing');
  await expect(page.getByRole('main')).toContainText(
    'Contact for Pricing: the list price is $899/month.',
  );
});
