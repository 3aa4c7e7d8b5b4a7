import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { buildTestApp, createUser, describeOnBothDatabases, loginAs } from './helpers.js';
import type { MultipartFile } from './fixtures/scan-support/multipart.js';
import { scanUpload } from './fixtures/scan-support/wait.js';

// Scans run the real engine and app builds migrate real databases: generous limits on a shared machine.
vi.setConfig({ testTimeout: 120_000 });

const APP_DIR = path.resolve(import.meta.dirname, 'fixtures/scan-app');
const files = (): MultipartFile[] =>
  ['server.js', 'hashing.py', 'UserDao.java'].map((name) => ({
    field: 'codeFiles',
    name,
    data: readFileSync(path.join(APP_DIR, name)),
  }));

async function userWithProject(app: FastifyInstance, name: string) {
  const { user } = await createUser(app, { tier: 'FOUNDATION' });
  const session = await loginAs(app, user);
  const p = await app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: session.headers,
    payload: { name },
  });
  expect(p.statusCode).toBe(201);
  return { headers: session.headers, project: p.json() as { id: string; name: string } };
}

async function scanProject(
  app: FastifyInstance,
  headers: Record<string, string>,
  project: { id: string; name: string },
) {
  const detail = await scanUpload(
    app,
    headers,
    { scanType: 'SAST', projectId: project.id, projectName: project.name },
    files(),
  );
  expect(detail.status).toBe('completed');
  return (
    detail.results as {
      vulnerabilities: {
        ruleId: string;
        file: string;
        line: number;
        description?: string;
        message?: string;
      }[];
    }
  ).vulnerabilities;
}

type CacheFile = {
  files: Record<string, { outcome: { findings: { ruleId: string; message: string }[] } }>;
};

describeOnBothDatabases('per-project engine cache', (db) => {
  it('re-scans a project from its own cache and deletes the cache with the project', async () => {
    const app = await buildTestApp({ db, services: ['realtime', 'queue'] });
    const a = await userWithProject(app, 'Shop');
    const first = await scanProject(app, a.headers, a.project);
    const cacheFile = path.join(app.config.dataDir, 'cache', a.project.id, 'vigil-scan-cache.json');
    expect(existsSync(cacheFile)).toBe(true);
    const cache = JSON.parse(readFileSync(cacheFile, 'utf8')) as CacheFile;
    expect(Object.keys(cache.files).sort()).toEqual(['UserDao.java', 'hashing.py', 'server.js']);

    // The second scan of the same files reads the first one's results: a marker written into the
    // cached finding of hashing.py comes back in the new scan's report.
    const weak = cache.files['hashing.py'].outcome.findings.find(
      (f) => f.ruleId === 'py.weak-hash',
    );
    expect(weak).toBeDefined();
    weak!.message = 'cached-result-marker';
    writeFileSync(cacheFile, JSON.stringify(cache));
    const second = await scanProject(app, a.headers, a.project);
    const key = (v: { ruleId: string; file: string; line: number }) =>
      `${v.ruleId} ${v.file}:${v.line}`;
    expect(second.map(key).sort()).toEqual(first.map(key).sort());
    expect(JSON.stringify(second.find((v) => v.ruleId === 'py.weak-hash'))).toContain(
      'cached-result-marker',
    );

    // Another user's project with the same files has its own cache: nothing of the first leaks in.
    const b = await userWithProject(app, 'Other shop');
    const other = await scanProject(app, b.headers, b.project);
    expect(JSON.stringify(other)).not.toContain('cached-result-marker');
    expect(other.map(key).sort()).toEqual(first.map(key).sort());
    expect(
      existsSync(path.join(app.config.dataDir, 'cache', b.project.id, 'vigil-scan-cache.json')),
    ).toBe(true);

    // Another user cannot delete the project; its owner can, and its cache goes with it.
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/projects/${a.project.id}`,
          headers: b.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(existsSync(cacheFile)).toBe(true);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/projects/${a.project.id}`,
      headers: a.headers,
    });
    expect(del.statusCode).toBeLessThan(300);
    expect(existsSync(path.join(app.config.dataDir, 'cache', a.project.id))).toBe(false);
    expect(existsSync(path.join(app.config.dataDir, 'cache', b.project.id))).toBe(true);
  });
});
