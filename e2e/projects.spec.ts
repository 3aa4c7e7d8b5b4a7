/** My Projects (issue 4): create, edit, delete with confirmation; the FOUNDATION limit of 5 projects. */
import { expect, test } from '@playwright/test';
import { apiCall, registerUser, signInPage } from './helpers/api';

const LIMIT_TEXT =
  "You've reached your project limit (5 projects). Upgrade your plan to create more projects.";

test.describe('My Projects', () => {
  test('create, edit and delete a project with confirmation', async ({ page }) => {
    const { answer } = await registerUser();
    await signInPage(page, answer);
    await page.goto('/projects');
    const main = page.getByRole('main');
    await expect(main.getByText('No projects yet')).toBeVisible();
    await expect(main.getByTestId('project-usage')).toHaveText('0 of 5 projects used');

    await main.getByRole('button', { name: 'New Project' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Repository branch')).toHaveValue('main');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Project name is required')).toBeVisible();
    const name = `Payments ${Date.now().toString(36)}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill('Card payments service');
    await dialog.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'TypeScript' }).click();
    await dialog.getByLabel('Framework').fill('Fastify');
    // The server's repository rules: https only, a valid branch; nothing is stored when refused.
    await dialog.getByLabel('Repository URL').fill('http://example.com/payments.git');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Only https:// repository URLs are supported.',
    );
    await dialog.getByLabel('Repository URL').fill('https://example.com/payments.git');
    await dialog.getByLabel('Repository branch').fill('release 1');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('alert')).toHaveText("Branch name 'release 1' is not valid.");
    expect(await apiCall<unknown[]>('GET', '/projects', undefined, answer.access_token)).toEqual(
      [],
    );
    await dialog.getByLabel('Repository branch').fill('release/1');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    const card = main.getByTestId('project-card').filter({ hasText: name });
    await expect(card).toContainText('TypeScript');
    await expect(card).toContainText('Fastify');
    await expect(card).toContainText('https://example.com/payments.git (release/1)');
    await expect(main.getByTestId('project-usage')).toHaveText('1 of 5 projects used');

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('Name').fill(`${name} v2`);
    // The threat model: request data always; a library project adds its functions' parameters.
    await expect(edit.getByRole('checkbox', { name: /^Remote/ })).toBeChecked();
    await expect(edit.getByRole('checkbox', { name: /^Remote/ })).toBeDisabled();
    await edit.getByRole('checkbox', { name: /^Library/ }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    const renamed = main.getByTestId('project-card').filter({ hasText: `${name} v2` });
    await expect(renamed).toBeVisible();
    await expect(renamed).toContainText('Threat model: Remote, Library');
    const projects = await apiCall<{ id: string; name: string; language: string }[]>(
      'GET',
      '/projects',
      undefined,
      answer.access_token,
    );
    expect(projects.map((p) => p.name)).toEqual([`${name} v2`]);
    expect(projects[0].language).toBe('TypeScript');
    // An unlisted language is refused by the server with the list of languages.
    await expect(
      apiCall('PATCH', `/projects/${projects[0].id}`, { language: 'Cobol' }, answer.access_token),
    ).rejects.toThrow(
      /400.*Language must be one of: JavaScript, TypeScript, Python, Java, C#, C, C\+\+, PHP, Ruby, Go, Rust, Kotlin, Swift, Scala, Other/,
    );

    await renamed.getByRole('button', { name: `Delete ${name} v2` }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Are you sure you want to delete the project');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(renamed).toBeVisible();
    await renamed.getByRole('button', { name: `Delete ${name} v2` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(renamed).toHaveCount(0);
    await expect(main.getByText('No projects yet')).toBeVisible();
    expect(await apiCall<unknown[]>('GET', '/projects', undefined, answer.access_token)).toEqual(
      [],
    );
  });

  test('the 6th project of a FOUNDATION user is refused with the limit message', async ({
    page,
  }) => {
    const { answer } = await registerUser();
    const token = answer.access_token!;
    expect(answer.user?.subscriptionTier).toBe('FOUNDATION');
    for (let i = 1; i <= 5; i++)
      await apiCall('POST', '/projects', { name: `Service ${i}` }, token);
    await expect(apiCall('POST', '/projects', { name: 'Service 6' }, token)).rejects.toThrow(
      /403.*project limit \(5 projects\)/,
    );

    await signInPage(page, answer);
    await page.goto('/projects');
    const main = page.getByRole('main');
    await expect(main.getByTestId('project-card')).toHaveCount(5);
    await expect(main.getByTestId('project-usage')).toHaveText('5 of 5 projects used');
    await main.getByRole('button', { name: 'New Project' }).click();
    await expect(main.getByTestId('project-limit')).toContainText(LIMIT_TEXT);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The scanner's inline create is refused by the server too.
    await page.goto('/sast');
    await main.getByRole('button', { name: 'New Project' }).click();
    await main.getByLabel('Project name').fill('Service 6');
    await main.getByRole('button', { name: 'Create', exact: true }).click();
    const alert = main.getByRole('alert');
    await expect(alert).toContainText('Failed to create project.');
    await expect(alert).toContainText(LIMIT_TEXT);
    expect(await apiCall<unknown[]>('GET', '/projects', undefined, token)).toHaveLength(5);
  });
});
