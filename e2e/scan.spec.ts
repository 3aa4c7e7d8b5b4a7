/**
 * The SAST scanner end to end (issue 4): inline project, three uploaded files with known flaws, the
 * live progress dialog to 'SAST Analysis Complete', then the findings in Recent Analyses, on the
 * dashboard and on /vulnerabilities; the start rules; the file limit; delete confirmations.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiCall } from './helpers/api';
import { e2eEnv } from './helpers/env';
import { completedUploadScan, filesAt, signedInUser } from './helpers/scans';

const FIXTURES = path.join(import.meta.dirname, 'fixtures/scan');
const FILES = ['ping-server.js', 'accounts.py', 'UserSearchServlet.java'].map((f) =>
  path.join(FIXTURES, f),
);

/** A project and a completed upload scan of the fixtures through the API. */
async function scanThroughApi(
  token: string,
  projectName: string,
  files: string[] = FILES,
): Promise<{ projectId: string; scanId: string }> {
  const project = await apiCall<{ id: string }>('POST', '/projects', { name: projectName }, token);
  const scanId = await completedUploadScan(
    token,
    { id: project.id, name: projectName },
    filesAt(files),
  );
  return { projectId: project.id, scanId };
}

test.describe('SAST scanner', () => {
  test('inline project, three flawed files, live dialog to completion, findings everywhere', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const answer = await signedInUser(page);
    const projectName = `Billing API ${Date.now().toString(36)}`;
    await page.goto('/sast');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('No security analyses found')).toBeVisible();

    // A project must be chosen first.
    await main.getByRole('button', { name: 'Start AI Security Analysis' }).click();
    await expect(main.getByTestId('scan-start-error')).toHaveText('Please select a project first.');

    // Inline create: blank names cannot be submitted; the new project is selected at once.
    await main.getByRole('button', { name: 'New Project' }).click();
    const nameField = main.getByLabel('Project name');
    await nameField.fill('   ');
    await expect(main.getByRole('button', { name: 'Create', exact: true })).toBeDisabled();
    await nameField.fill(projectName);
    await main.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(main.getByRole('combobox', { name: 'Project' })).toHaveText(projectName);

    // No file yet.
    await main.getByRole('button', { name: 'Start AI Security Analysis' }).click();
    await expect(main.getByTestId('scan-start-error')).toHaveText(
      'Please upload at least one file.',
    );

    await main.getByTestId('scan-file-input').setInputFiles(FILES);
    const chosen = main.getByTestId('chosen-files').getByRole('listitem');
    await expect(chosen).toHaveCount(3);
    for (const item of await chosen.all())
      await expect(item).toHaveAttribute('data-status', 'completed');
    await expect(chosen.first()).toHaveAttribute('data-file-id', /^file-/);
    // Removable, and added again.
    await main.getByRole('button', { name: 'Remove accounts.py' }).click();
    await expect(chosen).toHaveCount(2);
    await main.getByTestId('scan-file-input').setInputFiles([FILES[1]]);
    await expect(chosen).toHaveCount(3);
    for (const item of await chosen.all())
      await expect(item).toHaveAttribute('data-status', 'completed');

    // The dialog's live channel: a websocket at /socket.io/ that subscribes and receives the scan's events.
    const frames: string[] = [];
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framesent', (f) => frames.push(`> ${String(f.payload)}`));
      ws.on('framereceived', (f) => frames.push(`< ${String(f.payload)}`));
    });

    await main.getByLabel('Description (optional)').fill('Release candidate review');
    await main.getByRole('button', { name: 'Start AI Security Analysis' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'SAST Analysis Complete' })).toBeVisible({
      timeout: 120_000,
    });
    await expect(dialog.getByTestId('scan-progress-text')).toHaveText(
      'Analysis completed successfully!',
    );
    await expect(dialog.getByRole('link', { name: 'View Report' })).toHaveAttribute(
      'href',
      /^\/reports\/[0-9a-f-]{36}$/,
    );
    const critical = Number(
      await dialog
        .getByTestId('severity-counts')
        .locator('[data-severity="critical"]')
        .textContent(),
    );
    expect(critical).toBeGreaterThanOrEqual(3);
    await expect
      .poll(() => frames.some((f) => f.startsWith('> ') && f.includes('subscribe:scan')))
      .toBe(true);
    await expect
      .poll(() => frames.some((f) => f.startsWith('< ') && f.includes('scan:completed')))
      .toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // After the start the file list and the description were cleared.
    await expect(main.getByTestId('chosen-files')).toHaveCount(0);
    await expect(main.getByLabel('Description (optional)')).toHaveValue('');

    // Recent Analyses.
    const recent = main.getByTestId('recent-analysis').filter({ hasText: projectName });
    await expect(recent).toHaveCount(1);
    await expect(recent.getByTestId('scan-status')).toHaveText('Completed');
    await expect(recent.locator('[data-severity="critical"]')).toHaveText(String(critical));
    await expect(main.getByTestId('stat-Success Rate')).toContainText('100%');

    // Dashboard.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back, Test');
    const card = page.getByTestId('recent-scan').filter({ hasText: projectName });
    await expect(card).toBeVisible();
    await expect(card).toContainText('SAST');
    await expect(card.getByTestId('scan-status')).toHaveText('Completed');
    await expect(card.locator('[data-severity="critical"]')).toHaveText(String(critical));
    // The creation date (locale date and time) with the age text beside it.
    const {
      scans: [listed],
    } = await apiCall<{ scans: { projectName: string; createdAt: string }[] }>(
      'GET',
      '/scans',
      undefined,
      answer.access_token,
    );
    expect(listed.projectName).toBe(projectName);
    const createdText = await page.evaluate(
      (iso) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
      listed.createdAt,
    );
    expect(createdText).toMatch(/\d{4}/);
    await expect(card.getByTestId('scan-created')).toHaveText(createdText);
    await expect(card.getByTestId('scan-created')).toHaveAttribute('datetime', listed.createdAt);
    await expect(card.getByTestId('scan-age')).toHaveText(/^(just now|\d+ minutes? ago)$/);
    await expect(card).toContainText(`SAST · ${createdText} (`);
    await expect(page.getByTestId('stat-Completed').getByTestId('stat-value')).toHaveText('1');
    await expect(page.getByTestId('stat-Total Scans').getByTestId('stat-value')).toHaveText('1');

    // Vulnerabilities: every finding, then filters.
    await page.goto('/vulnerabilities');
    const rows = page.getByTestId('vulnerability-row');
    await expect(rows.filter({ hasText: 'UserSearchServlet.java:26' })).toHaveCount(1);
    const sqli = rows.filter({ hasText: 'UserSearchServlet.java' });
    await expect(sqli).toContainText(/SQL injection/i);
    await expect(sqli.getByTestId('cwe')).toHaveText('89');
    await expect(sqli).toContainText(projectName);
    await expect(sqli.getByRole('link', { name: 'View report' })).toHaveAttribute(
      'href',
      /^\/reports\/[0-9a-f-]{36}$/,
    );
    await expect(rows.filter({ hasText: 'ping-server.js' })).toContainText(/command injection/i);
    await expect(rows.filter({ hasText: 'accounts.py' }).first()).toBeVisible();

    await page.getByLabel('CWE').fill('CWE-89');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('UserSearchServlet.java');
    await page.getByLabel('CWE').fill('');
    await page.getByRole('combobox', { name: 'Severity' }).click();
    await page.getByRole('option', { name: 'Medium' }).click();
    // The cleared CWE filter and the chosen severity both reach the address (one is debounced).
    await expect(page).toHaveURL(/[?&]severity=medium(&|$)/);
    await expect(page).not.toHaveURL(/[?&]cwe=/);
    await expect(
      page.locator('[data-testid="vulnerability-row"]:not([data-severity="medium"])'),
    ).toHaveCount(0);
    await expect(rows.first()).toHaveAttribute('data-severity', 'medium');
    await expect(rows.filter({ hasText: 'accounts.py' })).toContainText(/hash/i);
    await page.getByRole('combobox', { name: 'Severity' }).click();
    await page.getByRole('option', { name: 'All severities' }).click();
    await page.getByLabel('Search').fill('ping-server');
    await expect(rows.filter({ hasNotText: 'ping-server.js' })).toHaveCount(0);
    await expect(rows.filter({ hasText: 'ping-server.js' })).not.toHaveCount(0);
    // No match: the empty state clears every filter, the search field and the address with it.
    await page.getByLabel('Search').fill('no-such-file-anywhere');
    await expect(rows).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/vulnerabilities$/);
    await expect(page.getByLabel('Search')).toHaveValue('');
    await expect(rows.filter({ hasText: 'UserSearchServlet.java' })).toHaveCount(1);
  });

  test('repository tab: URL required; the chooser limit of 50 files', async ({ page }) => {
    const answer = await signedInUser(page);
    const name = `Repo project ${Date.now().toString(36)}`;
    await apiCall('POST', '/projects', { name }, answer.access_token);
    await page.goto('/sast');
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name }).click();

    await main.getByRole('tab', { name: 'Repository URL' }).click();
    await expect(
      main.getByText(/public repository URL from a code-hosting service/i),
    ).toBeVisible();
    await main.getByRole('textbox', { name: 'Repository URL' }).fill('   ');
    await main.getByRole('button', { name: 'Start AI Security Analysis' }).click();
    await expect(main.getByTestId('scan-start-error')).toHaveText(
      'Please provide a repository URL.',
    );

    await main.getByRole('tab', { name: 'Upload Files' }).click();
    const file = (i: number) => ({
      name: `f${i}.js`,
      mimeType: 'text/javascript',
      buffer: Buffer.from(`console.log(${i});\n`),
    });
    const input = main.getByTestId('scan-file-input');
    await expect(input).toHaveAttribute('data-max-files', '50');
    // The chooser opens from the keyboard.
    const chooser = page.waitForEvent('filechooser');
    await main.getByRole('button', { name: 'Choose Files' }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(Array.from({ length: 51 }, (_, i) => file(i)));
    await expect(main.getByRole('alert')).toHaveText('Maximum 50 files allowed');
    await expect(main.getByTestId('chosen-files')).toHaveCount(0);

    await input.setInputFiles(Array.from({ length: 49 }, (_, i) => file(i)));
    await expect(main.getByTestId('chosen-files').getByRole('listitem')).toHaveCount(49);
    // A file of another type is listed with status error, then dropped on the next add.
    await input.setInputFiles([
      { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') },
    ]);
    await expect(main.locator('[data-status="error"]')).toHaveCount(1);
    await input.setInputFiles([file(99)]);
    await expect(main.locator('[data-status="error"]')).toHaveCount(0);
    await expect(main.getByTestId('chosen-files').getByRole('listitem')).toHaveCount(50);
    await expect(main.getByTestId('max-files-note')).toHaveText('Max 50 files reached');
    await expect(input).toBeDisabled();
    await expect(main.getByRole('button', { name: 'Choose Files' })).toBeDisabled();
  });

  test('/vulnerabilities: the project filter narrows the findings to that project', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const answer = await signedInUser(page);
    const token = answer.access_token!;
    const stamp = Date.now().toString(36);
    const pingName = `Ping service ${stamp}`;
    const searchName = `Search servlet ${stamp}`;
    const ping = await scanThroughApi(token, pingName, [FILES[0]]);
    const search = await scanThroughApi(token, searchName, [FILES[2]]);
    // Every finding of the scan (GET /api/scans/{id} results), to compare with the filtered list.
    const totalOf = async (scanId: string) =>
      (
        await apiCall<{ results: { vulnerabilities: unknown[] } }>(
          'GET',
          `/scans/${scanId}`,
          undefined,
          token,
        )
      ).results.vulnerabilities.length;
    const pingTotal = await totalOf(ping.scanId);
    const searchTotal = await totalOf(search.scanId);
    expect(pingTotal).toBeGreaterThan(0);
    expect(searchTotal).toBeGreaterThan(0);

    await page.goto('/vulnerabilities');
    const rows = page.getByTestId('vulnerability-row');
    const count = page.getByTestId('vulnerability-count');
    const findings = (n: number) => `${n} ${n === 1 ? 'finding' : 'findings'}`;
    await expect(count).toHaveText(findings(pingTotal + searchTotal));
    await expect(rows.filter({ hasText: 'ping-server.js' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'UserSearchServlet.java' }).first()).toBeVisible();

    const project = page.getByRole('combobox', { name: 'Project' });
    await project.click();
    await page.getByRole('option', { name: pingName }).click();
    await expect(count).toHaveText(findings(pingTotal));
    await expect(rows).toHaveCount(Math.min(pingTotal, 20));
    await expect(rows.filter({ hasNotText: pingName })).toHaveCount(0);
    await expect(rows.filter({ hasText: 'UserSearchServlet.java' })).toHaveCount(0);
    await expect(rows.filter({ hasText: 'ping-server.js' }).first()).toBeVisible();

    await project.click();
    await page.getByRole('option', { name: searchName }).click();
    await expect(count).toHaveText(findings(searchTotal));
    await expect(rows).toHaveCount(Math.min(searchTotal, 20));
    await expect(rows.filter({ hasNotText: searchName })).toHaveCount(0);
    await expect(rows.filter({ hasText: 'ping-server.js' })).toHaveCount(0);
    await expect(rows.filter({ hasText: 'UserSearchServlet.java:26' })).toHaveCount(1);

    await project.click();
    await page.getByRole('option', { name: 'All projects' }).click();
    await expect(count).toHaveText(findings(pingTotal + searchTotal));
  });

  test('delete confirmations: Recent Analyses and Scan History', async ({ page }) => {
    test.setTimeout(180_000);
    const answer = await signedInUser(page);
    const token = answer.access_token!;
    const first = `Delete me ${Date.now().toString(36)}`;
    const second = `${first} too`;
    const a = await scanThroughApi(token, first);
    const b = await scanThroughApi(token, second);

    await page.goto('/sast');
    const main = page.getByRole('main');
    const row = main.locator(`[data-scan-id="${a.scanId}"]`);
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /Delete scan/ }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Delete this scan?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /Delete scan/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    await expect(
      (
        await fetch(`${e2eEnv().baseURL}/api/scans/${a.scanId}`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(404);

    await page.goto('/scans');
    const histRow = page.locator(`[data-scan-id="${b.scanId}"]`);
    await expect(histRow.getByTestId('scan-status')).toHaveText('Completed');
    // the report opens in its dialog from the shared scan table
    await expect(histRow.getByRole('button', { name: /View report/ })).toBeVisible();
    // Filters: status, then back to all.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await expect(page.getByText('No scan matches these filters.')).toBeVisible();
    await expect(histRow).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect(histRow).toBeVisible();
    await page.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: second }).click();
    await expect(page).toHaveURL(new RegExp(`projectId=${b.projectId}`));
    await expect(page.getByTestId('scan-row')).toHaveCount(1);
    await histRow.getByRole('button', { name: /Delete scan/ }).click();
    await expect(page.getByRole('dialog')).toContainText(
      'Are you sure you want to delete this scan? This action cannot be undone.',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(histRow).toHaveCount(0);
    await expect(page.getByText('No scans found')).toBeVisible();
  });
});
