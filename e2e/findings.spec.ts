/**
 * Working through findings: the inventory at /vulnerabilities after two scans of one project (each
 * finding once, with its state), its CSV export; the explorer (grouping, keyboard, trace, deep
 * link); bulk triage and the counts every screen shows afterwards; the project trend; a title per
 * page. Fixtures: e2e/fixtures/findings/v1 and v2 are two versions of one small Express back end
 * (v2 parameterises the SQL query, keeps the command injection and adds an eval).
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import { expect as baseExpect, test } from '@playwright/test';
import { apiCall, registerUser } from './helpers/api';
import { completedUploadScan, filesAt, signedInUser } from './helpers/scans';

const FIXTURES = path.join(import.meta.dirname, 'fixtures/findings');
// Page chunks can take a while to load on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/** An upload scan of one fixture version into the project, through the API, until completed. */
function scanVersion(
  token: string,
  project: { id: string; name: string },
  version: 'v1' | 'v2',
): Promise<string> {
  return completedUploadScan(token, project, filesAt([path.join(FIXTURES, version, 'orders.js')]));
}

/** A project with a scan of v1, then a scan of v2. */
async function twoScans(token: string) {
  const name = `Shop API ${Date.now().toString(36)}`;
  const project = await apiCall<{ id: string; name: string }>('POST', '/projects', { name }, token);
  const first = await scanVersion(token, project, 'v1');
  const second = await scanVersion(token, project, 'v2');
  return { project, first, second };
}

test.describe('findings', () => {
  test('a title per page, and the current year in the footer', async ({ page, request }) => {
    test.setTimeout(180_000);
    // The prerendered HTML carries its own title before any script runs.
    const html = await (await request.get('/login')).text();
    expect(html).toContain('<title>Log in · Vigil</title>');

    await page.goto('/pricing');
    await expect(page).toHaveTitle('Pricing · Vigil');
    await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} Vigil`);
    await page.goto('/services/dast');
    await expect(page).toHaveTitle('DAST · Vigil');

    await signedInUser(page);
    const seen = new Set<string>();
    for (const [p, title] of [
      ['/dashboard', 'Dashboard · Vigil'],
      ['/scans', 'Scan History · Vigil'],
      ['/vulnerabilities', 'Vulnerabilities · Vigil'],
      ['/projects', 'My Projects · Vigil'],
      ['/reports', 'Reports · Vigil'],
    ] as const) {
      await page.goto(p);
      await expect(page).toHaveTitle(title);
      seen.add(await page.title());
    }
    expect(seen.size).toBe(5);
    // Client-side navigation changes it too.
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveTitle('Dashboard · Vigil');
  });

  test('two scans of one project: the inventory lists each finding once with its state; CSV of the filtered list', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const answer = await signedInUser(page);
    const { project } = await twoScans(answer.access_token!);

    await page.goto(`/vulnerabilities?projectId=${project.id}`);
    const rows = page.getByTestId('vulnerability-row');
    const count = page.getByTestId('vulnerability-count');
    // Default: fixed findings hidden. v2 has the command injection (seen in both scans) and the
    // eval (new); the SQL injection of v1 is fixed.
    await expect(count).toHaveText('2 findings');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: /SQL/i })).toHaveCount(0);
    for (const r of await rows.all()) {
      await expect(r.getByTestId('finding-state')).toHaveText('Open');
      await expect(r.getByTestId('finding-kind')).toHaveText('Production');
      await expect(r).toContainText(project.name);
    }

    // All states: three distinct findings, each once; the SQL injection fixed.
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'All states' }).click();
    await expect(count).toHaveText('3 findings');
    await expect(rows).toHaveCount(3);
    const fingerprints = await rows.evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-fingerprint')),
    );
    expect(new Set(fingerprints).size).toBe(3);
    const sqli = rows.filter({ hasText: /SQL/i });
    await expect(sqli).toHaveCount(1);
    await expect(sqli.getByTestId('finding-state')).toHaveText('Fixed');
    await expect(sqli).toHaveAttribute('data-state', 'fixed');
    expect(new URL(page.url()).searchParams.get('state')).toBe('all');

    // Fixed only.
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Fixed', exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(/SQL/i);

    // CSV export of the filtered list (fixed only): the header and one row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv[0].toLowerCase()).toContain('severity');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toMatch(/sql/i);
    expect(csv[1]).toMatch(/,fixed,/i);

    // Sorting by file keeps the rows; the sort is in the URL.
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'All states' }).click();
    await page.getByRole('button', { name: 'Location' }).click();
    await expect(rows).toHaveCount(3);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('file');

    // A finding's title opens it in the explorer.
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Open and reopened' }).click();
    await expect(rows).toHaveCount(2);
    const first = rows.first();
    const id = await first.getAttribute('data-finding-id');
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/scans/[0-9a-f-]{36}/findings\\?finding=${id}`));
  });

  test('explorer: groups by rule or file, moves by keyboard, shows the trace; a link opens one finding', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const answer = await signedInUser(page);
    const { second } = await twoScans(answer.access_token!);

    await page.goto(`/scans/${second}/findings`);
    await expect(page).toHaveTitle('Scan findings · Vigil');
    const findings = page.getByTestId('explorer-finding');
    const groups = page.getByTestId('finding-group');
    await expect(findings).toHaveCount(2);
    // By rule: one group per rule (command injection, code injection).
    await expect(groups).toHaveCount(2);
    // By file: one group, orders.js, with both.
    await page.getByRole('button', { name: 'By file' }).click();
    await expect(groups).toHaveCount(1);
    await expect(groups.first().getByTestId('group-label')).toContainText('orders.js');
    await expect(groups.first().getByTestId('explorer-finding')).toHaveCount(2);
    expect(new URL(page.url()).searchParams.get('group')).toBe('file');
    await page.getByRole('button', { name: 'By rule' }).click();
    await expect(groups).toHaveCount(2);

    // Keyboard: Tab reaches the first finding; j / ArrowDown and k / ArrowUp move; Enter opens.
    const buttons = page.getByTestId('finding-list').locator('button');
    await buttons.first().focus();
    await expect(buttons.first()).toBeFocused();
    await page.keyboard.press('j');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('k');
    await expect(buttons.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(buttons.nth(1)).toBeFocused();
    const secondId = await findings.nth(1).getAttribute('data-finding-id');
    const secondName = await buttons.nth(1).getAttribute('aria-label');
    expect(secondName).toMatch(/^critical .+ at orders\.js:\d+$/);
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('finding-detail');
    await expect(detail).toHaveAttribute('data-finding-id', secondId!);
    await expect(page).toHaveURL(new RegExp(`finding=${secondId}`));
    await expect(detail.getByTestId('detail-title')).toBeFocused();

    // The code view has line numbers and the trace lines highlighted; a step marks its line.
    const code = detail.getByTestId('code-view').first();
    await expect(code.locator('[data-line]').first()).toBeVisible();
    await expect(detail.locator('[data-highlighted="true"]').first()).toBeVisible();
    const steps = detail.getByTestId('trace-step');
    await expect(steps).toHaveCount(2);
    await expect(steps.first()).toContainText(/orders\.js:\d+/);
    const stepLine = (await steps.first().textContent())!.match(/orders\.js:(\d+)/)![1];
    await steps.first().click();
    await expect(steps.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(detail.locator(`[data-active="true"][data-line="${stepLine}"]`)).toBeVisible();

    // Escape returns to the list, focus on the finding that was open.
    await page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);
    await expect(buttons.nth(1)).toBeFocused();
    expect(new URL(page.url()).searchParams.get('finding')).toBeNull();

    // The link opens that finding directly.
    await page.goto(`/scans/${second}/findings?finding=${secondId}`);
    await expect(page.getByTestId('finding-detail')).toHaveAttribute('data-finding-id', secondId!);
    await expect(findings.nth(1)).toHaveAttribute('data-selected', 'true');
  });

  test('bulk triage with a comment: every screen counts the same afterwards', async ({ page }) => {
    test.setTimeout(240_000);
    const answer = await signedInUser(page);
    const token = answer.access_token!;
    const { project, second } = await twoScans(token);

    // Triage the command injection (in both scans) as a false positive from the explorer.
    await page.goto(`/scans/${second}/findings`);
    const findings = page.getByTestId('explorer-finding');
    await expect(findings).toHaveCount(2);
    const cmdi = findings.filter({ hasText: /command/i });
    await cmdi.getByRole('checkbox').check();
    await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
    await page.getByRole('button', { name: 'Triage selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Triage 1 finding' });
    await dialog.getByRole('combobox', { name: 'Triage' }).click();
    await page.getByRole('option', { name: 'False positive' }).click();
    await dialog.getByLabel('Comment').fill('traceroute target is checked by the gateway');
    await dialog.getByRole('button', { name: 'Apply to 1 finding' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('bulk-done')).toBeVisible();
    await expect(page.getByTestId('explorer-total')).toHaveText('1 open finding counted');
    await expect(cmdi).toContainText('False positive');

    // The API's counts of the scan: one counted finding (the eval).
    const detail = await apiCall<{ summary: { total: number; critical: number } }>(
      'GET',
      `/scans/${second}`,
      undefined,
      token,
    );
    expect(detail.summary.total).toBe(1);
    expect(detail.summary.critical).toBe(1);

    // Scan History: the row of the second scan shows 1 critical.
    await page.goto(`/scans?projectId=${project.id}`);
    const row = page.locator(`[data-testid="scan-row"][data-scan-id="${second}"]`);
    await expect(row.locator('[data-severity="critical"]')).toHaveText('1');

    // Report dialog: the Total card, the tab label and the comparison agree.
    await page.goto(`/reports/${second}`);
    const report = page.getByRole('dialog');
    await expect(report.locator('[data-severity="total"]')).toContainText('1');
    await expect(report.getByRole('tab', { name: 'Vulnerabilities (1)' })).toBeVisible();
    const comparison = report.getByTestId('comparison');
    const chipNumber = async (label: string) =>
      Number(
        (await comparison.getByText(new RegExp(`^${label}: \\d+$`)).textContent())!.split(': ')[1],
      );
    expect((await chipNumber('New')) + (await chipNumber('Still open'))).toBe(1);
    // The PDF of the report counts the same.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('button', { name: 'Export PDF Report' }).click(),
    ]);
    const parser = new PDFParse({ data: new Uint8Array(readFileSync((await pdf.path())!)) });
    const pdfText = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(pdfText).toContain('1 finding: 1 critical, 0 high, 0 medium, 0 low');
    expect(pdfText).toContain('Total: 1');

    // Dashboard: the recent scan shows 1 critical.
    await page.goto('/dashboard');
    const recent = page.locator(`[data-testid="recent-scan"][data-scan-id="${second}"]`);
    await expect(recent.locator('[data-severity="critical"]')).toHaveText('1');

    // Inventory: the command injection is still listed (triage is not a state), as a false positive.
    await page.goto(`/vulnerabilities?projectId=${project.id}`);
    const inv = page.getByTestId('vulnerability-row').filter({ hasText: /command/i });
    await expect(inv.getByTestId('finding-triage')).toHaveText('False positive');

    // Project trend: the latest scan counts 1.
    await page.goto(`/projects/${project.id}`);
    await expect(page).toHaveTitle('Project · Vigil');
    await expect(page.getByTestId('latest-total')).toHaveText('1 open finding');
    await expect(page.getByTestId('trend-row')).toHaveCount(2);
    const latestRow = page.locator(`[data-testid="trend-row"][data-scan-id="${second}"]`);
    await expect(latestRow.getByTestId('trend-fixed')).toHaveText('1');
    // The charts: open findings per severity (one area each), new and fixed per scan.
    const chart = page.getByRole('figure', { name: 'Open findings per severity' });
    await expect(chart.getByRole('application')).toBeVisible();
    await expect(chart.locator('.recharts-area')).toHaveCount(4);
    const bars = page.getByRole('figure', { name: 'New and fixed per scan' });
    await expect(bars.locator('.recharts-bar-rectangle').first()).toBeVisible();

    // The project's explorer opens its latest scan, with the triage shown.
    await page.getByRole('link', { name: 'Explore findings' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/findings`));
    await expect(page.getByTestId('explorer-finding')).toHaveCount(2);
    await expect(page.getByTestId('explorer-total')).toHaveText('1 open finding counted');
    await expect(
      page.getByTestId('explorer-finding').filter({ hasText: /command/i }),
    ).toContainText('False positive');
  });

  test('another user cannot open the explorer or the trend of a scan that is not theirs', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const owner = (await registerUser()).answer;
    const name = `Private ${Date.now().toString(36)}`;
    const project = await apiCall<{ id: string; name: string }>(
      'POST',
      '/projects',
      { name },
      owner.access_token,
    );
    const scanId = await scanVersion(owner.access_token!, project, 'v1');
    await signedInUser(page);
    await page.goto(`/scans/${scanId}/findings`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByTestId('explorer-finding')).toHaveCount(0);
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  });
});
