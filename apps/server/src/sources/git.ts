/**
 * Cloning a public repository: `git clone --depth 1 --branch <b>` over https, with a time limit, a
 * size cap watched while it runs, no prompts, no credential helpers, no other transports, links
 * written as plain files, and a host that must resolve to public addresses only (the address checked
 * is the one git connects to: it is pinned with http.curloptResolve). The `.git` folder is removed
 * afterwards; on any failure nothing is left of the destination.
 */
import { spawn } from 'node:child_process';
import { lstat, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { removeTree } from './archive.js';
import { SourceError } from './errors.js';
import { formatBytes, GIB } from './limits.js';
import { isPrivateAddress, resolveAll } from './network.js';

export const DEFAULT_BRANCH = 'main';
export const DEFAULT_CLONE_TIMEOUT_MS = 5 * 60_000;
export const DEFAULT_CLONE_MAX_BYTES = GIB;

/**
 * Checks the shape of a repository URL: https (http only when private hosts are allowed, for local
 * tests), a host, no embedded credentials. Returns the parsed URL.
 */
export function checkRepositoryUrl(raw: string, allowPrivateHosts: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new SourceError(
      'REPOSITORY_URL_INVALID',
      'Please provide a valid repository URL (https://...).',
    );
  }
  const httpOk = url.protocol === 'https:' || (allowPrivateHosts && url.protocol === 'http:');
  if (!httpOk)
    throw new SourceError('REPOSITORY_URL_INVALID', 'Only https:// repository URLs are supported.');
  if (!url.hostname)
    throw new SourceError(
      'REPOSITORY_URL_INVALID',
      'Please provide a valid repository URL (https://...).',
    );
  if (url.username || url.password) {
    throw new SourceError(
      'REPOSITORY_URL_INVALID',
      'Repository URLs with credentials are not supported; only public repositories can be scanned.',
    );
  }
  return url;
}

/** A branch name git would accept and that cannot be read as an option. */
export function checkBranch(raw: string | undefined | null): string {
  const branch = (raw ?? '').trim() || DEFAULT_BRANCH;
  const ok =
    branch.length <= 200 &&
    /^[A-Za-z0-9._/+-]+$/.test(branch) &&
    !branch.startsWith('-') &&
    !branch.startsWith('/') &&
    !branch.endsWith('/') &&
    !branch.endsWith('.lock') &&
    !branch.includes('..') &&
    !branch.includes('//');
  if (!ok) throw new SourceError('REPOSITORY_URL_INVALID', `Branch name '${branch}' is not valid.`);
  return branch;
}

/**
 * Resolves the host and refuses it when any address is not public (unless allowed). Returns the
 * addresses, first one to connect to.
 */
export async function checkRepositoryHost(url: URL, allowPrivateHosts: boolean): Promise<string[]> {
  let addresses: string[];
  try {
    addresses = await resolveAll(url.hostname);
  } catch {
    throw new SourceError(
      'REPOSITORY_HOST_REFUSED',
      `Could not resolve repository host '${url.hostname}'.`,
    );
  }
  if (addresses.length === 0)
    throw new SourceError(
      'REPOSITORY_HOST_REFUSED',
      `Could not resolve repository host '${url.hostname}'.`,
    );
  if (!allowPrivateHosts && addresses.some(isPrivateAddress)) {
    throw new SourceError(
      'REPOSITORY_HOST_REFUSED',
      `Repository host '${url.hostname}' resolves to a private or local network address, which is not allowed.`,
    );
  }
  return addresses;
}

export interface CloneOptions {
  url: string;
  branch?: string | null;
  /** Folder to clone into; must not exist. */
  dest: string;
  allowPrivateHosts: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  signal?: AbortSignal;
}

export interface CloneResult {
  commit: string;
  branch: string;
}

/** Bytes of regular files under a folder (links are not followed). */
export async function folderSize(dir: string): Promise<number> {
  let total = 0;
  const walk = async (d: string): Promise<void> => {
    let items;
    try {
      items = await readdir(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const it of items) {
      const full = path.join(d, it.name);
      if (it.isDirectory()) await walk(full);
      else if (it.isFile())
        total += await lstat(full).then(
          (s) => s.size,
          () => 0,
        );
    }
  };
  await walk(dir);
  return total;
}

/** Runs git with a clean environment: no prompts, no user or system config, English messages. */
function runGit(
  args: string[],
  opts: { cwd?: string; home: string; onSpawn?: (kill: () => void) => void },
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd: opts.cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
        HOME: opts.home,
        LC_ALL: 'C',
        LANG: 'C',
        GIT_TERMINAL_PROMPT: '0',
        GIT_ASKPASS: '',
        SSH_ASKPASS: '',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_LFS_SKIP_SMUDGE: '1',
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      if (stdout.length < 65_536) stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-16_384);
    });
    opts.onSpawn?.(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Turns git's stderr into the message a user can act on. */
export function cloneErrorFromStderr(stderr: string, url: URL, branch: string): SourceError {
  if (/Remote branch .* not found in upstream|couldn't find remote ref|not our ref/i.test(stderr)) {
    return new SourceError(
      'REPOSITORY_BRANCH_NOT_FOUND',
      `Branch '${branch}' not found in repository`,
    );
  }
  if (
    // HTTP statuses only as git states them: a bare 401 also occurs in a port (127.0.0.1:40137)
    /could not read Username|Authentication failed|terminal prompts disabled|returned error: 40[13]\b/i.test(
      stderr,
    )
  ) {
    return new SourceError(
      'REPOSITORY_CLONE_FAILED',
      'The repository requires authentication; only public repositories can be scanned.',
    );
  }
  if (/not found|returned error: 404\b|does not appear to be a git repository/i.test(stderr)) {
    return new SourceError('REPOSITORY_CLONE_FAILED', `Repository not found: ${url.href}`);
  }
  if (/Could not resolve host/i.test(stderr)) {
    return new SourceError(
      'REPOSITORY_CLONE_FAILED',
      `Could not resolve repository host '${url.hostname}'.`,
    );
  }
  if (/Failed to connect|Connection refused|Connection timed out|Couldn't connect/i.test(stderr)) {
    return new SourceError(
      'REPOSITORY_CLONE_FAILED',
      `Could not connect to repository host '${url.hostname}'.`,
    );
  }
  if (/redirect/i.test(stderr)) {
    return new SourceError(
      'REPOSITORY_CLONE_FAILED',
      'The repository URL redirects elsewhere; please give its final address.',
    );
  }
  const last = stderr
    .split(/[\r\n]+/)
    .map((l) => l.trim())
    .filter((l) => l && !/^(Cloning into|remote: (Counting|Compressing|Enumerating|Total))/.test(l))
    .pop();
  return new SourceError(
    'REPOSITORY_CLONE_FAILED',
    `Repository could not be cloned${last ? `: ${last.replace(/^fatal: /, '')}` : '.'}`,
  );
}

/**
 * Clones `url` at `branch` (default main) into `dest`. Throws SourceError with the user's message
 * (missing branch, refused host, timeout, too large, aborted); `dest` is removed on failure.
 */
export async function cloneRepository(opts: CloneOptions): Promise<CloneResult> {
  const url = checkRepositoryUrl(opts.url, opts.allowPrivateHosts);
  const branch = checkBranch(opts.branch);
  const addresses = await checkRepositoryHost(url, opts.allowPrivateHosts);
  const timeoutMs = opts.timeoutMs ?? DEFAULT_CLONE_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? DEFAULT_CLONE_MAX_BYTES;
  const home = await mkdtemp(path.join(tmpdir(), 'vigil-git-home-'));

  const config = [
    'credential.helper=',
    'core.askPass=',
    'core.symlinks=false', // a link in the repository becomes a small text file, never a link
    'core.hooksPath=/dev/null',
    'protocol.allow=never',
    `protocol.https.allow=always`,
    ...(opts.allowPrivateHosts ? ['protocol.http.allow=always'] : []),
    // A redirect could lead to an address that was never checked.
    'http.followRedirects=false',
    'submodule.recurse=false',
    'advice.detachedHead=false',
  ];
  if (!opts.allowPrivateHosts) {
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    const addr = addresses[0].includes(':') ? `[${addresses[0]}]` : addresses[0];
    config.push(`http.curloptResolve=${url.hostname}:${port}:${addr}`);
  }
  const args = [
    ...config.flatMap((c) => ['-c', c]),
    'clone',
    '--depth',
    '1',
    '--single-branch',
    '--no-tags',
    '--branch',
    branch,
    '--',
    url.href,
    opts.dest,
  ];

  let kill: () => void = () => {};
  let stopped: SourceError | null = null;
  const stop = (e: SourceError) => {
    stopped ??= e;
    kill();
  };
  const timer = setTimeout(
    () =>
      stop(
        new SourceError(
          'REPOSITORY_TIMEOUT',
          `Repository clone timed out after ${Math.round(timeoutMs / 1000)} seconds.`,
        ),
      ),
    timeoutMs,
  );
  let measuring = false;
  const watcher = setInterval(() => {
    if (measuring) return;
    measuring = true;
    void folderSize(opts.dest)
      .then((size) => {
        if (size > maxBytes)
          stop(
            new SourceError(
              'REPOSITORY_TOO_LARGE',
              `The repository is larger than ${formatBytes(maxBytes)}.`,
            ),
          );
      })
      .finally(() => {
        measuring = false;
      });
  }, 1000);
  const onAbort = () => stop(new SourceError('SOURCE_ABORTED', 'The clone was cancelled.'));
  if (opts.signal?.aborted) onAbort();
  opts.signal?.addEventListener('abort', onAbort, { once: true });

  try {
    if (stopped) throw stopped;
    const r = await runGit(args, { home, onSpawn: (k) => (kill = k) });
    if (stopped) throw stopped;
    if (r.code !== 0) throw cloneErrorFromStderr(r.stderr, url, branch);
    const size = await folderSize(opts.dest);
    if (size > maxBytes)
      throw new SourceError(
        'REPOSITORY_TOO_LARGE',
        `The repository is larger than ${formatBytes(maxBytes)}.`,
      );
    const head = await runGit(['rev-parse', 'HEAD'], { cwd: opts.dest, home });
    await removeTree(path.join(opts.dest, '.git'));
    return { commit: head.stdout.trim(), branch };
  } catch (e) {
    await removeTree(opts.dest);
    if (e instanceof SourceError) throw e;
    throw new SourceError(
      'REPOSITORY_CLONE_ERROR',
      `Repository could not be cloned: ${(e as Error).message}`,
    );
  } finally {
    clearTimeout(timer);
    clearInterval(watcher);
    opts.signal?.removeEventListener('abort', onAbort);
    await removeTree(home);
  }
}
