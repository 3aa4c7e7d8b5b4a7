/**
 * Per-project threat models: stored with the project (remote by default), checked with a clear
 * 400, owned like the rest of the project, and given to the engine by every scan of the project.
 */
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { PROJECT_MESSAGES } from '@vigil/shared';
import { buildTestApp, createUser, describeEachDatabase, loginAs } from './helpers.js';
import { scanUpload } from './fixtures/scan-support/wait.js';

vi.setConfig({ testTimeout: 120_000 });

// A library's public function that hands its caller's text to a shell: only the library threat
// model takes that parameter as untrusted.
const LIBRARY = `"""toolkit: helpers that run build tools for the caller."""
import subprocess


def run(command):
    return subprocess.check_output(command, shell=True)
`;

async function signedIn(app: FastifyInstance) {
  const { user } = await createUser(app, { tier: 'FOUNDATION' });
  return (await loginAs(app, user)).headers;
}

async function scanRules(
  app: FastifyInstance,
  headers: Record<string, string>,
  project: { id: string; name: string },
) {
  const detail = await scanUpload(
    app,
    headers,
    { scanType: 'SAST', projectId: project.id, projectName: project.name },
    [{ field: 'codeFiles', name: 'toolkit.py', data: Buffer.from(LIBRARY) }],
  );
  expect(detail.status).toBe('completed');
  return (detail.results as { vulnerabilities: { ruleId: string }[] }).vulnerabilities.map(
    (v) => v.ruleId,
  );
}

describeEachDatabase('project threat models', (db) => {
  it('defaults to remote, adds the others to it in a fixed order, refuses bad values and other users', async () => {
    const app = await buildTestApp({ db });
    const headers = await signedIn(app);
    const plain = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'Web' },
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().threatModels).toEqual(['remote']);

    const lib = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'SDK', threatModels: ['library', 'remote', 'library'] },
    });
    expect(lib.statusCode).toBe(201);
    const id = lib.json().id as string;
    expect(lib.json().threatModels).toEqual(['remote', 'library']);

    for (const bad of [['everyone'], 'library', [1]]) {
      const r = await app.inject({
        method: 'PATCH',
        url: `/api/projects/${id}`,
        headers,
        payload: { threatModels: bad },
      });
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      if (Array.isArray(bad) && bad[0] === 'everyone')
        expect(r.json().message).toContain(PROJECT_MESSAGES.threatModelsInvalid);
    }
    const unchanged = await app.inject({ method: 'GET', url: `/api/projects/${id}`, headers });
    expect(unchanged.json().threatModels).toEqual(['remote', 'library']);

    // Another user can neither read nor change the setting.
    const other = await signedIn(app);
    const theirs = await app.inject({
      method: 'PATCH',
      url: `/api/projects/${id}`,
      headers: other,
      payload: { threatModels: ['local'] },
    });
    expect(theirs.statusCode).toBe(404);

    // PATCH changes only what it names; remote is always among the models (the others add to it);
    // PUT without the field resets to the default.
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/projects/${id}`,
      headers,
      payload: { threatModels: ['local'] },
    });
    expect(patched.json()).toMatchObject({ name: 'SDK', threatModels: ['remote', 'local'] });
    const none = await app.inject({
      method: 'PATCH',
      url: `/api/projects/${id}`,
      headers,
      payload: { threatModels: [] },
    });
    expect(none.json().threatModels).toEqual(['remote']);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/projects/${id}`,
      headers,
      payload: { name: 'SDK' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().threatModels).toEqual(['remote']);
    await app.close();
  });

  it("runs the project's scans under its threat models", async () => {
    const app = await buildTestApp({ db, services: ['realtime', 'queue'] });
    const headers = await signedIn(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'toolkit' },
    });
    const project = created.json() as { id: string; name: string };

    // Remote only: a function parameter is not request data.
    expect(await scanRules(app, headers, project)).not.toContain('py.command-injection');

    const set = await app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers,
      payload: { threatModels: ['remote', 'library'] },
    });
    expect(set.statusCode).toBe(200);
    // The same files, re-scanned (the engine cache keys on the models): now the flow is reported.
    expect(await scanRules(app, headers, project)).toContain('py.command-injection');
    await app.close();
  });
});
