/**
 * Reports end to end (issue 5): a user with 25 scans sees 10, 10 and 5 rows across the pages,
 * newest first, and any filter change goes back to page 1; /reports/{id} opens the detail dialog;
 * copy-to-clipboard shows the spec's toast; Export PDF Report downloads sast-report-{id}.pdf; the
 * triage control; delete with the spec's confirmation. Scans run for real through the API.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiCall, registerUser, signInPage, type TokenAnswer } from './helpers/api';
import { e2eEnv } from './helpers/env';
import { startUploadScan, waitCompleted } from './helpers/scans';

const VULNERABLE_JS = `const express = require('express');
const { exec } = require('child_process');
const app = express();

app.get('/orders', (req, res) => {
  const id = req.query.id;
  db.query("SELECT * FROM orders WHERE id = " + id, (err, rows) => res.json(rows));
});

app.get('/ping', (req, res) => {
  const host = req.query.host;
  exec('ping -c 1 ' + host, (err, out) => res.send(out));
});
`;

/** Scans here wait behind up to 25 others of the same user. */
const SCAN_WAIT = { timeout: 120_000, intervals: [500, 1000] };

function startScan(
  token: string,
  project: { id: string; name: string },
  file: { name: string; body: string },
): Promise<string> {
  return startUploadScan(token, project, [file]);
}

async function newUserWithProjects(
  names: string[],
): Promise<{ answer: TokenAnswer; token: string; projects: { id: string; name: string }[] }> {
  const { answer } = await registerUser();
  const token = answer.access_token!;
  const suffix = Date.now().toString(36);
  const projects = [];
  for (const n of names) {
    const name = `${n} ${suffix}`;
    const p = await apiCall<{ id: string }>('POST', '/projects', { name }, token);
    projects.push({ id: p.id, name });
  }
  return { answer, token, projects };
}

const rows = (page: Page) => page.getByTestId('report-row');

/** Serious and critical axe violations (WCAG 2.1 A/AA). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
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

test.describe('reports', () => {
  test('25 scans: 10, 10, 5 across the pages, newest first; a filter change goes back to page 1', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { answer, token, projects } = await newUserWithProjects(['Alpha', 'Beta', 'Gamma']);
    const ids: string[] = [];
    // 10 Alpha, 10 Beta, 5 Gamma (the five newest).
    for (let i = 0; i < 25; i++) {
      const project = projects[i < 10 ? 0 : i < 20 ? 1 : 2];
      ids.push(await startScan(token, project, { name: `notes-${i}.txt`, body: `scan ${i}\n` }));
    }
    await waitCompleted(token, ids, SCAN_WAIT);

    await signInPage(page, answer);
    await page.goto('/reports');
    await expect(page.getByTestId('reports-count')).toHaveText('Showing 25 of 25 scans');
    await expect(rows(page)).toHaveCount(10);
    // Newest first: the last scan started is the first row.
    await expect(rows(page).first()).toHaveAttribute('data-scan-id', ids[24]);
    await expect(rows(page).first()).toContainText(projects[2].name);
    expect(await seriousViolations(page)).toEqual([]);
    const header = page.getByRole('table', { name: 'Reports' }).getByRole('columnheader');
    await expect(header).toHaveText([
      'Project Name',
      'Scan Type',
      'Status',
      'Date',
      'Vulnerabilities',
      'Actions',
    ]);

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(rows(page)).toHaveCount(10);
    await expect(rows(page).first()).toHaveAttribute('data-scan-id', ids[14]);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).last()).toHaveAttribute('data-scan-id', ids[0]);
    await expect(page.getByText('21–25 of 25')).toBeVisible();

    // Search by project name from page 3: back to page 1.
    await page.getByLabel('Search by project name').fill('beta');
    await expect(page.getByTestId('reports-count')).toHaveText('Showing 10 of 25 scans');
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByText('1–10 of 10')).toBeVisible();
    for (const r of await rows(page).all()) await expect(r).toContainText(projects[1].name);

    // Status filter from page 2 of all scans: back to page 1.
    await page.getByLabel('Search by project name').fill('');
    await expect(page.getByTestId('reports-count')).toHaveText('Showing 25 of 25 scans');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText('11–20 of 25')).toBeVisible();
    await page.getByTestId('status-filter').click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect(page.getByText('1–10 of 25')).toBeVisible();
    await page.getByTestId('status-filter').click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await expect(page.getByTestId('reports-count')).toHaveText('Showing 0 of 25 scans');
    await expect(page.getByText('No scan matches these filters.')).toBeVisible();

    // Type filter: SAST shows them all again, DAST none.
    await page.getByTestId('status-filter').click();
    await page.getByRole('option', { name: 'All' }).click();
    await page.getByTestId('type-filter').click();
    await page.getByRole('option', { name: 'DAST' }).click();
    await expect(page.getByTestId('reports-count')).toHaveText('Showing 0 of 25 scans');
    await page.getByTestId('type-filter').click();
    await page.getByRole('option', { name: 'SAST' }).click();
    await expect(page.getByTestId('reports-count')).toHaveText('Showing 25 of 25 scans');
  });

  test('/reports/{id} opens the dialog: summary, copy toast, PDF download, triage, delete', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const { answer, token, projects } = await newUserWithProjects(['Orders Service']);
    const scanId = await startScan(token, projects[0], { name: 'orders.js', body: VULNERABLE_JS });
    await waitCompleted(token, [scanId], SCAN_WAIT);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: e2eEnv().baseURL,
    });

    await signInPage(page, answer);
    await page.goto(`/reports/${scanId}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: new RegExp(projects[0].name) })).toBeVisible();
    const counts = dialog.getByTestId('summary-counts');
    await expect(counts.locator('[data-severity="critical"]')).toContainText('2');
    await expect(counts.locator('[data-severity="total"]')).toContainText('2');
    await expect(dialog.getByText('First completed scan of this project')).toBeVisible();

    // Export PDF Report: saved as sast-report-{id}.pdf.
    const downloadPromise = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export PDF Report' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`sast-report-${scanId}.pdf`);
    const file = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    // SARIF and CSV under their names.
    const sarifPromise = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export SARIF' }).click();
    expect((await sarifPromise).suggestedFilename()).toBe(`vigil-${scanId}.sarif`);

    // Vulnerabilities: badges, trace, copy toast.
    await dialog.getByRole('tab', { name: /Vulnerabilities/ }).click();
    const cards = dialog.getByTestId('vulnerability');
    await expect(cards).toHaveCount(2);
    const sqli = cards.filter({ hasText: 'orders.js:7' });
    await expect(sqli.getByTestId('cwe-badge')).toHaveText('CWE-89');
    // Source then sink: each line of the data flow once, with its code.
    const steps = sqli.getByTestId('trace').getByRole('listitem');
    await expect(steps).toHaveCount(2);
    await expect(steps.nth(0)).toContainText('const id = req.query.id;');
    await expect(steps.nth(1)).toContainText('db.query("SELECT * FROM orders WHERE id = " + id');
    expect(await seriousViolations(page)).toEqual([]);
    await sqli.getByRole('button', { name: /^Copy details of/ }).click();
    await expect(page.getByTestId('feedback-toast')).toHaveText(
      'Vulnerability details copied to clipboard.',
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('orders.js:7');

    // Triage: false positive with a comment; it leaves the headline counts.
    await sqli.getByLabel('Triage').click();
    await page.getByRole('option', { name: 'False positive' }).click();
    await sqli.getByLabel('Comment').fill('Internal admin tool only');
    await sqli.getByRole('button', { name: 'Save' }).click();
    await expect(sqli.getByTestId('triage-chip')).toHaveText('False positive');
    await expect(sqli.getByText(/False positive set by/)).toBeVisible();
    await dialog.getByRole('tab', { name: 'Summary' }).click();
    await expect(counts.locator('[data-severity="critical"]')).toContainText('1');

    // Compliance tab.
    await dialog.getByRole('tab', { name: 'Compliance' }).click();
    await expect(dialog.getByTestId('compliance-owasp')).toContainText('A03:2021');

    // Close, then delete with the spec's confirmation.
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(rows(page)).toHaveCount(1);
    // The list's counts leave the false positive out too.
    await expect(
      rows(page).first().getByTestId('severity-counts').locator('[data-severity="critical"]'),
    ).toHaveText('1');
    await page.getByRole('button', { name: `Delete scan of ${projects[0].name}` }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete this scan? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByTestId('reports-count')).toHaveText('Showing 0 of 0 scans');
  });

  test('another user cannot open the report: the dialog says it failed to load', async ({
    page,
  }) => {
    const owner = await newUserWithProjects(['Private']);
    const scanId = await startScan(owner.token, owner.projects[0], { name: 'a.txt', body: 'x\n' });
    const { answer } = await registerUser();
    await signInPage(page, answer);
    await page.goto(`/reports/${scanId}`);
    await expect(page.getByRole('dialog').getByText('Failed to load scan details.')).toBeVisible();
  });
});
