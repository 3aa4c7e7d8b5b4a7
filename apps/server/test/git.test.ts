import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCAN_MESSAGES } from '@vigil/shared';
import { buildTestApp, createUser, loginAs } from './helpers.js';
import { waitForScan } from './fixtures/scan-support/wait.js';
import { SourceError } from '../src/sources/errors.js';
import {
  checkBranch,
  checkRepositoryUrl,
  cloneErrorFromStderr,
  cloneRepository,
} from '../src/sources/git.js';
import {
  createBareRepo,
  startGitServer,
  type GitServer,
} from './fixtures/scan-support/git-http.js';

const fixtureDir = path.resolve(import.meta.dirname, 'fixtures/scan-app');
const base = mkdtempSync(path.join(tmpdir(), 'vigil-git-'));
let server: GitServer;

beforeAll(async () => {
  const repos = path.join(base, 'repos');
  createBareRepo(repos, 'vulnerable', { 'README.md': '# demo\n' }, { fromDir: fixtureDir });
  createBareRepo(repos, 'big', { 'blob.txt': 'x'.repeat(300_000) });
  server = await startGitServer(repos);
});
afterAll(async () => {
  await server?.close();
  rmSync(base, { recursive: true, force: true });
});

async function refusal(p: Promise<unknown>): Promise<SourceError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(SourceError);
  return e as SourceError;
}

describe('git clone from a local git HTTP server', () => {
  it('clones the main branch at depth 1 and removes .git', async () => {
    const dest = path.join(base, 'clone-ok');
    const r = await cloneRepository({
      url: `${server.baseUrl}/vulnerable.git`,
      dest,
      allowPrivateHosts: true,
    });
    expect(r.branch).toBe('main');
    expect(r.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(readdirSync(dest).sort()).toEqual([
      'README.md',
      'UserDao.java',
      'hashing.py',
      'server.js',
    ]);
    expect(readFileSync(path.join(dest, 'server.js'), 'utf8')).toContain('exec(req.query.cmd');
    expect(server.requests.some((p) => p.endsWith('/git-upload-pack'))).toBe(true);
  });

  it('refuses the same URL when private hosts are not allowed, without contacting it', async () => {
    const before = server.requests.length;
    const dest = path.join(base, 'clone-refused');
    const e = await refusal(
      cloneRepository({ url: `${server.baseUrl}/vulnerable.git`, dest, allowPrivateHosts: false }),
    );
    expect(e.message).toBe('Only https:// repository URLs are supported.');
    const https = await refusal(
      cloneRepository({
        url: server.baseUrl.replace('http:', 'https:') + '/vulnerable.git',
        dest,
        allowPrivateHosts: false,
      }),
    );
    expect(https.code).toBe('REPOSITORY_HOST_REFUSED');
    expect(https.message).toBe(
      "Repository host '127.0.0.1' resolves to a private or local network address, which is not allowed.",
    );
    const named = await refusal(
      cloneRepository({ url: 'https://localhost/x.git', dest, allowPrivateHosts: false }),
    );
    expect(named.code).toBe('REPOSITORY_HOST_REFUSED');
    expect(server.requests.length).toBe(before);
    expect(existsSync(dest)).toBe(false);
  });

  it('gives a clear error for a missing branch and leaves nothing behind', async () => {
    const dest = path.join(base, 'clone-branch');
    const e = await refusal(
      cloneRepository({
        url: `${server.baseUrl}/vulnerable.git`,
        branch: 'develop',
        dest,
        allowPrivateHosts: true,
      }),
    );
    expect(e.code).toBe('REPOSITORY_BRANCH_NOT_FOUND');
    expect(e.message).toBe("Branch 'develop' not found in repository");
    expect(existsSync(dest)).toBe(false);
  });

  it('reports a repository that does not exist', async () => {
    const dest = path.join(base, 'clone-missing');
    const e = await refusal(
      cloneRepository({ url: `${server.baseUrl}/nope.git`, dest, allowPrivateHosts: true }),
    );
    expect(e.message).toMatch(/^Repository not found: /);
    expect(existsSync(dest)).toBe(false);
  });

  it('stops a clone past the size cap', async () => {
    const dest = path.join(base, 'clone-big');
    const e = await refusal(
      cloneRepository({
        url: `${server.baseUrl}/big.git`,
        dest,
        allowPrivateHosts: true,
        maxBytes: 100_000,
      }),
    );
    expect(e.code).toBe('REPOSITORY_TOO_LARGE');
    expect(existsSync(dest)).toBe(false);
  });

  it('stops at the time limit', async () => {
    // A listener that accepts and never answers.
    const net = await import('node:net');
    const sockets: import('node:net').Socket[] = [];
    const silent = net.createServer((s) => sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as import('node:net').AddressInfo).port;
    const dest = path.join(base, 'clone-slow');
    try {
      const e = await refusal(
        cloneRepository({
          url: `http://127.0.0.1:${port}/x.git`,
          dest,
          allowPrivateHosts: true,
          timeoutMs: 1500,
        }),
      );
      expect(e.code).toBe('REPOSITORY_TIMEOUT');
      expect(e.message).toBe('Repository clone timed out after 2 seconds.');
    } finally {
      sockets.forEach((s) => s.destroy());
      silent.close();
    }
    expect(existsSync(dest)).toBe(false);
  });

  it('checks URL and branch shapes', () => {
    expect(() => checkRepositoryUrl('ftp://example.com/x', true)).toThrow(
      'Only https:// repository URLs are supported.',
    );
    expect(() => checkRepositoryUrl('not a url', false)).toThrow(
      'Please provide a valid repository URL',
    );
    expect(() => checkRepositoryUrl('https://user:pw@example.com/x.git', false)).toThrow(
      /credentials are not supported/,
    );
    expect(checkBranch(undefined)).toBe('main');
    expect(checkBranch(' release/1.2 ')).toBe('release/1.2');
    expect(() => checkBranch('--upload-pack=touch /tmp/x')).toThrow(/is not valid/);
    expect(() => checkBranch('a..b')).toThrow(/is not valid/);
  });
});

describe('repository scans through the API', () => {
  async function setup(allowPrivateRepoHosts: boolean) {
    const app = await buildTestApp({
      services: ['realtime', 'queue'],
      config: { allowPrivateRepoHosts },
    });
    const { user } = await createUser(app, { tier: 'FOUNDATION' });
    const { headers } = await loginAs(app, user);
    const project = (
      await app.inject({ method: 'POST', url: '/api/projects', headers, payload: { name: 'Repo' } })
    ).json();
    return { app, headers, project };
  }

  it(
    'clones and scans a repository served on 127.0.0.1 when private hosts are allowed',
    { timeout: 120_000 },
    async () => {
      const { app, headers, project } = await setup(true);
      const res = await app.inject({
        method: 'POST',
        url: '/api/scans',
        headers,
        payload: {
          scanType: 'SAST',
          projectId: project.id,
          repositoryUrl: `${server.baseUrl}/vulnerable.git`,
          repositoryBranch: 'main',
        },
      });
      expect(res.statusCode).toBe(201);
      const detail = await waitForScan(app, headers, res.json().scanId, undefined, 90_000);
      expect(detail).toMatchObject({
        status: 'completed',
        sourceKind: 'repository',
        repositoryBranch: 'main',
      });
      const vulns = (
        detail.results as { vulnerabilities: { ruleId: string; file: string; line: number }[] }
      ).vulnerabilities;
      expect(vulns).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ ruleId: 'js.command-injection', file: 'server.js', line: 9 }),
          expect.objectContaining({ ruleId: 'py.weak-hash', file: 'hashing.py', line: 7 }),
        ]),
      );
      expect((detail.stats as { commit?: string }).commit).toMatch(/^[0-9a-f]{40}$/);
    },
  );

  it('fails a scan of a missing branch with a clear error', { timeout: 120_000 }, async () => {
    const { app, headers, project } = await setup(true);
    const res = await app.inject({
      method: 'POST',
      url: '/api/scans',
      headers,
      payload: {
        projectId: project.id,
        repositoryUrl: `${server.baseUrl}/vulnerable.git`,
        repositoryBranch: 'release-9',
      },
    });
    expect(res.statusCode).toBe(201);
    const detail = await waitForScan(app, headers, res.json().scanId, undefined, 90_000);
    expect(detail).toMatchObject({
      status: 'failed',
      error: "Branch 'release-9' not found in repository",
      errorStep: 'repository clone',
    });
  });

  it('refuses the same URL when private hosts are not allowed', { timeout: 120_000 }, async () => {
    const { app, headers, project } = await setup(false);
    const before = server.requests.length;
    const http = await app.inject({
      method: 'POST',
      url: '/api/scans',
      headers,
      payload: { projectId: project.id, repositoryUrl: `${server.baseUrl}/vulnerable.git` },
    });
    expect(http.statusCode).toBe(400);
    expect(http.json().message).toBe('Only https:// repository URLs are supported.');
    const https = await app.inject({
      method: 'POST',
      url: '/api/scans',
      headers,
      payload: {
        projectId: project.id,
        repositoryUrl: server.baseUrl.replace('http:', 'https:') + '/vulnerable.git',
      },
    });
    expect(https.statusCode).toBe(400);
    expect(https.json()).toMatchObject({ error: 'REPOSITORY_HOST_REFUSED' });
    const empty = await app.inject({
      method: 'POST',
      url: '/api/scans',
      headers,
      payload: { projectId: project.id, repositoryUrl: ' ' },
    });
    expect(empty.json().message).toBe(SCAN_MESSAGES.provideRepositoryUrl);
    expect(server.requests.length).toBe(before);
    expect((await app.inject({ method: 'GET', url: '/api/scans', headers })).json().total).toBe(0);
  });
});

describe("git's refusals as messages", () => {
  it('reads HTTP statuses from what git states, not from digits in the port', () => {
    const missing = new URL('http://127.0.0.1:40137/nope.git');
    const notFound = cloneErrorFromStderr(
      "remote: Repository not found.\nfatal: repository 'http://127.0.0.1:40137/nope.git/' not found\n",
      missing,
      'main',
    );
    expect(notFound.message).toBe('Repository not found: http://127.0.0.1:40137/nope.git');
    const denied = cloneErrorFromStderr(
      "fatal: unable to access 'http://127.0.0.1:40404/x.git/': The requested URL returned error: 403\n",
      new URL('http://127.0.0.1:40404/x.git'),
      'main',
    );
    expect(denied.message).toMatch(/requires authentication/);
    const gone = cloneErrorFromStderr(
      "fatal: unable to access 'https://git.example/x.git/': The requested URL returned error: 404\n",
      new URL('https://git.example/x.git'),
      'main',
    );
    expect(gone.message).toBe('Repository not found: https://git.example/x.git');
  });
});
