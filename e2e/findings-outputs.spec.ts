/**
 * What leaves the findings screens: a credential (a hard-coded password, and a token on a
 * neighbouring context line) is masked on every page, in every API answer the pages read and in
 * every export (CSV, SARIF, PDF, JSON); SARIF carries the triage as a suppression; the audit log
 * shows the triage, the exports and the scan start; the API refuses a weak password, the very
 * first account's included; the admin filters share one row on a wide screen and the tier chart
 * has its counts in a legend. Fixture: e2e/fixtures/findings/secrets/settings.js.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import {
  expect as baseExpect,
  test,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test';
import { apiCall, firstAccount, loginUser, newUser, registerUser, signInPage } from './helpers/api';
import { completedUploadScan, filesAt, signedInUser } from './helpers/scans';
import { e2eEnv } from './helpers/env';
import { newDataDir, startServer } from './helpers/server';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/findings/secrets/settings.js');
const PASSWORD = 'Pr0dP@ssw0rd!2024';
const TOKEN = 'ghp_Zt4xQ9mL2vR7pK1sW8nB3cY6hJ0dF5gA2eU9';
/** The values, and the parts of them a partial mask would still show. */
const SECRETS = [PASSWORD, TOKEN, 'ssw0rd!2024', 'Zt4xQ9mL2vR7pK1s'];
const MASKED_PASSWORD = 'Pr0d*************';
const MASKED_TOKEN = 'ghp_****************';
const COMMENT = `rotating ${TOKEN} next week`;
const MASKED_COMMENT = `rotating ${MASKED_TOKEN} next week`;
const WEAK = 'password1';
const WEAK_MESSAGE =
  'Password is too weak: it needs at least 8 characters with a lowercase letter, an uppercase letter, a number and a special character. Missing: one uppercase letter, one special character.';

// Page chunks can take a while to load on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

function expectNoSecret(text: string, where: string) {
  for (const s of SECRETS) expect(text, `${where} shows ${s}`).not.toContain(s);
}

/** The page's markup and visible text hold no credential. */
async function expectPageMasked(page: Page, where: string) {
  expectNoSecret(await page.content(), `${where} (HTML)`);
  expectNoSecret(await page.locator('body').innerText(), `${where} (text)`);
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

async function pdfText(file: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(file)) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** Every API answer with a text body the page reads, kept to be checked at the end. */
function recordApiAnswers(page: Page): () => Promise<{ url: string; body: string }[]> {
  const pending: Promise<{ url: string; body: string } | null>[] = [];
  page.on('response', (r) => {
    const type = r.headers()['content-type'] ?? '';
    if (!r.url().includes('/api/') || !/json|text|csv|sarif/.test(type)) return;
    pending.push(
      r.text().then(
        (body) => ({ url: r.url(), body }),
        () => null,
      ),
    );
  });
  return async () =>
    (await Promise.all(pending)).filter((x): x is { url: string; body: string } => x !== null);
}

async function superAdminPage(page: Page) {
  const admin = firstAccount();
  const answer = await loginUser(admin.email, admin.password);
  await signInPage(page, answer);
  return answer;
}

/** The visual boxes of the locators. */
async function boxes(list: Locator) {
  const out: { x: number; y: number; width: number; height: number }[] = [];
  for (const el of await list.all()) {
    const b = await el.boundingBox();
    if (b) out.push(b);
  }
  return out;
}

test.describe('findings outputs', () => {
  test('a credential never appears unmasked; SARIF carries the triage; the audit log shows it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const answers = recordApiAnswers(page);
    const answer = await signedInUser(page);
    const token = answer.access_token!;
    const email = answer.user!.email;
    const project = await apiCall<{ id: string; name: string }>(
      'POST',
      '/projects',
      { name: `Keys ${Date.now().toString(36)}` },
      token,
    );
    const scanId = await completedUploadScan(token, project, filesAt([FIXTURE]));

    // Explorer: the token (a secret of its own) and the password, each a finding.
    await page.goto(`/scans/${scanId}/findings`);
    const findings = page.getByTestId('explorer-finding');
    await expect(findings).toHaveCount(2);
    const pw = findings.filter({ hasText: /password/i });
    await expect(pw).toHaveCount(1);

    // Accept the password's risk, with a comment quoting the token.
    await pw.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Triage selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Triage 1 finding' });
    await dialog.getByRole('combobox', { name: 'Triage' }).click();
    await page.getByRole('option', { name: 'Accepted risk' }).click();
    await dialog.getByLabel('Comment').fill(COMMENT);
    await dialog.getByRole('button', { name: 'Apply to 1 finding' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(pw).toContainText('Accepted risk');

    // Each finding's detail: snippet, context lines, message and trigger masked; the code view
    // still shows where the value was.
    for (const i of [0, 1]) {
      await findings
        .nth(i)
        .getByRole('button', { name: / at settings\.js:\d+$/ })
        .click();
      const detail = page.getByTestId('finding-detail');
      await expect(detail).toHaveAttribute(
        'data-finding-id',
        (await findings.nth(i).getAttribute('data-finding-id'))!,
      );
      const code = detail.getByTestId('code-view').first();
      await expect(code).toContainText(MASKED_TOKEN);
      await expect(code).toContainText(MASKED_PASSWORD);
      await expectPageMasked(page, `explorer, finding ${i + 1}`);
      await page.keyboard.press('Escape');
      await expect(detail).toHaveCount(0);
    }
    await expectPageMasked(page, 'explorer');

    // Inventory, with the triage comment beside the finding.
    await page.goto(`/vulnerabilities?projectId=${project.id}`);
    const rows = page.getByTestId('vulnerability-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: /password/i }).getByTestId('finding-triage')).toHaveText(
      'Accepted risk',
    );
    await expectPageMasked(page, 'inventory');
    const inventoryCsv = await downloaded(page, () =>
      page.getByRole('button', { name: 'Export CSV' }).click(),
    );
    const invCsv = readFileSync((await inventoryCsv.path())!, 'utf8');
    expectNoSecret(invCsv, 'inventory CSV');
    expect(invCsv).toContain(MASKED_COMMENT);

    // The project's card: one scan.
    await page.goto('/projects');
    await expect(page.getByRole('main')).toContainText(`${project.name}`);
    await expect(page.getByText(/^1 scan · created /)).toHaveCount(1);

    // Report dialog: every tab, then the exports with the accepted risk counted in.
    await page.goto(`/reports/${scanId}`);
    const report = page.getByRole('dialog');
    await expect(report.getByTestId('summary-counts')).toBeVisible();
    await report.getByLabel(/^Count false positives/).check();
    await expect(report.locator('[data-severity="total"]')).toContainText('2');
    await report.getByRole('tab', { name: /Vulnerabilities/ }).click();
    await expect(report.getByTestId('vulnerability')).toHaveCount(2);
    await expect(report.getByTestId('vulnerability').first()).toContainText('Pr0d*');
    await expectPageMasked(page, 'report, vulnerabilities');
    await report.getByRole('tab', { name: 'Compliance' }).click();
    await expectPageMasked(page, 'report, compliance');
    await report.getByRole('tab', { name: 'Summary' }).click();
    // One file scanned, counted with the right noun.
    await expect(report).toContainText(/Scanned 1 file, \d+ lines/);

    const pdf = await downloaded(page, () =>
      report.getByRole('button', { name: 'Export PDF Report' }).click(),
    );
    const pdfBody = await pdfText((await pdf.path())!);
    expectNoSecret(pdfBody, 'PDF');
    expect(pdfBody).toContain('Pr0d*');
    expect(pdfBody).toContain('ghp_*');

    const sarifFile = await downloaded(page, () =>
      report.getByRole('button', { name: 'Export SARIF' }).click(),
    );
    const sarifText = readFileSync((await sarifFile.path())!, 'utf8');
    expectNoSecret(sarifText, 'SARIF');
    const sarif = JSON.parse(sarifText) as {
      runs: {
        results: {
          ruleId: string;
          suppressions?: { kind: string; status: string; justification?: string }[];
        }[];
      }[];
    };
    const results = sarif.runs[0].results;
    expect(results).toHaveLength(2);
    const pwResult = results.find((r) => /hardcoded-password/.test(r.ruleId))!;
    expect(pwResult.suppressions).toEqual([
      { kind: 'external', status: 'accepted', justification: MASKED_COMMENT },
    ]);
    const tokenResult = results.find((r) => r.ruleId.startsWith('secrets.'))!;
    expect(tokenResult.suppressions ?? []).toEqual([]);

    const csvFile = await downloaded(page, () =>
      report.getByRole('button', { name: 'Export CSV' }).click(),
    );
    const csv = readFileSync((await csvFile.path())!, 'utf8');
    expectNoSecret(csv, 'report CSV');
    // The CSV has no code column; the token's message names it masked.
    expect(csv).toContain(`GitHub token (${MASKED_TOKEN})`);

    const json = await page.request.get(`/api/reports/${scanId}/json?includeSuppressed=true`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(json.status()).toBe(200);
    const jsonText = await json.text();
    expectNoSecret(jsonText, 'JSON export');
    expect(jsonText).toContain(MASKED_PASSWORD);

    // Every answer the pages read (scan, report, explorer, detail, inventory, ...).
    const read = await answers();
    expect(read.some((a) => a.url.includes(`/api/findings/`))).toBe(true);
    expect(read.some((a) => a.url.includes(`/api/reports/${scanId}`))).toBe(true);
    for (const a of read) expectNoSecret(a.body, a.url);

    // The audit log, read by an administrator (a session of its own): the scan start, the
    // triage, the exports.
    const adminContext = await browser.newContext({ baseURL: e2eEnv().baseURL });
    const adminPage = await adminContext.newPage();
    await superAdminPage(adminPage);
    await adminPage.goto('/admin/audit');
    const filters = adminPage.getByRole('search', { name: 'Audit log filters' });
    await filters.getByLabel('Actor (email)').fill(email);
    await filters.getByRole('button', { name: 'Apply' }).click();
    const audit = adminPage.getByTestId('audit-row');
    const triage = audit.filter({ hasText: 'finding.triage_bulk' });
    await expect(triage).toHaveCount(1);
    await expect(triage.getByRole('cell').nth(1)).toHaveText(email);
    await expect(triage).toContainText('accepted_risk');
    await expect(triage).toContainText(MASKED_TOKEN);
    for (const action of [
      'scan.started',
      'export.inventory_csv',
      'export.pdf',
      'export.sarif',
      'export.csv',
      'export.json',
    ])
      await expect(audit.filter({ hasText: action }), action).not.toHaveCount(0);
    await expectPageMasked(adminPage, 'audit log');
    await adminContext.close();
  });

  test('the API refuses a weak password with a clear 400: first account, sign-up, change, reset', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // The very first account (SUPER_ADMIN) of a server of its own.
    const server = await startServer({ dataDir: newDataDir() });
    try {
      const u = newUser('owner');
      const body = (password: string) => ({
        data: { name: u.firstName, surname: u.lastName, email: u.email, password },
      });
      const weak = await page.request.post(`${server.baseURL}/api/auth/register`, body(WEAK));
      expect(weak.status()).toBe(400);
      expect(await weak.json()).toEqual({
        error: 'VALIDATION_ERROR',
        message: `password: ${WEAK_MESSAGE}`,
      });
      const strong = await page.request.post(
        `${server.baseURL}/api/auth/register`,
        body(u.password),
      );
      expect(strong.status()).toBe(201);
      expect((await strong.json()).user.role).toBe('SUPER_ADMIN');
    } finally {
      await server.stop();
    }

    // A sign-up, a change and a reset on the shared server.
    const u = newUser('weak');
    const signUp = await page.request.post('/api/auth/register', {
      data: { name: u.firstName, surname: u.lastName, email: u.email, password: WEAK },
    });
    expect(signUp.status()).toBe(400);
    expect((await signUp.json()).message).toBe(`password: ${WEAK_MESSAGE}`);

    const answer = await signedInUser(page);
    const change = await page.request.post('/api/auth/change-password', {
      headers: { Authorization: `Bearer ${answer.access_token}` },
      data: { currentPassword: 'whatever-it-is', newPassword: WEAK },
    });
    expect(change.status()).toBe(400);
    expect((await change.json()).message).toBe(`newPassword: ${WEAK_MESSAGE}`);
    // What an administrator's reset mails leads here: the policy applies too.
    const reset = await page.request.post('/api/auth/reset-password', {
      data: { token: 'a'.repeat(40), newPassword: WEAK },
    });
    expect(reset.status()).toBe(400);
    expect((await reset.json()).message).toBe(`newPassword: ${WEAK_MESSAGE}`);
  });

  test('admin: filters share one row on a wide screen, one per row on a phone; the tier chart has a legend', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const admin = await superAdminPage(page);
    // Users on two tiers at least, so the chart has slices and legend items side by side.
    for (const tier of ['GUEST', 'SUMMIT']) {
      const { answer } = await registerUser(newUser(tier.toLowerCase()));
      await apiCall(
        'PATCH',
        `/admin/users/${answer.user!.id}`,
        { firstName: 'Tier', lastName: tier, subscriptionTier: tier },
        admin.access_token,
      );
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin/users');
    const bar = page.getByRole('search', { name: 'User filters' });
    const fields = bar.locator(':scope > .MuiFormControl-root');
    await expect(fields).toHaveCount(4);
    const wide = await boxes(fields);
    expect(wide).toHaveLength(4);
    for (const b of wide) expect(Math.abs(b.y - wide[0].y), 'one row').toBeLessThan(2);
    const search = await boxes(bar.getByRole('button', { name: 'Search' }));
    expect(search[0].y).toBeLessThan(wide[0].y + wide[0].height);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(async () => {
      const narrow = await boxes(fields);
      for (let i = 1; i < narrow.length; i++)
        expect(narrow[i].y, 'one per row').toBeGreaterThanOrEqual(
          narrow[i - 1].y + narrow[i - 1].height,
        );
    }).toPass();

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin/dashboard');
    const chart = page.getByRole('figure', { name: 'Users by tier' });
    await expect(chart.locator('.recharts-pie')).toBeVisible();
    // No labels on the slices (they sat on top of each other); counts in the legend.
    await expect(chart.locator('.recharts-pie-label-text, .recharts-pie-label-line')).toHaveCount(
      0,
    );
    const items = chart.getByTestId('tier-legend').locator('li');
    await expect(items.filter({ hasText: /^Guest: [1-9]\d*$/ })).toHaveCount(1);
    await expect(items.filter({ hasText: /^Summit: [1-9]\d*$/ })).toHaveCount(1);
    for (const text of await items.allTextContents())
      expect(text).toMatch(/^(Guest|Foundation|Summit): \d+$/);
    const legend = await boxes(items);
    for (let i = 0; i < legend.length; i++)
      for (let j = i + 1; j < legend.length; j++) {
        const [a, b] = [legend[i], legend[j]];
        const apart =
          a.x + a.width <= b.x ||
          b.x + b.width <= a.x ||
          a.y + a.height <= b.y ||
          b.y + b.height <= a.y;
        expect(apart, `legend items ${i} and ${j} overlap`).toBe(true);
      }
  });
});
