import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'vigil-config-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dataDir = tempDir();
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      database: { kind: 'pglite', dir: path.join(dataDir, 'pgdata') },
      publicUrl: 'http://localhost:3000',
      signupTier: 'FOUNDATION',
      signupTrialDays: 14,
      requireEmailVerification: false,
      registerExistingEmail: 'mail',
      requireAdminMfa: false,
      socketPath: '/socket.io/',
      scanConcurrency: 2,
      allowPrivateRepoHosts: false,
    });
    expect(c.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
    expect(c.smtpUrl).toBeUndefined();
    expect(c.llm).toBeUndefined();
  });

  it('keeps data in data/ at the repository root unless DATA_DIR says otherwise', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    expect(loadConfig({}, { persistSecret: false }).dataDir).toBe(path.join(root, 'data'));
  });

  it('generates the JWT secret into DATA_DIR once and reuses it', () => {
    const dataDir = tempDir();
    const a = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(a.jwtSecret);
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(a.jwtSecret);
    const explicit = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: explicit }).jwtSecret).toBe(explicit);
  });

  it('reads every variable', () => {
    const c = loadConfig(
      {
        NODE_ENV: 'production',
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: tempDir(),
        DATABASE_URL: 'postgres://vigil@db:5432/vigil',
        JWT_SECRET: 's'.repeat(32),
        SMTP_URL: 'smtp://mail:25',
        PUBLIC_URL: 'https://vigil.example.org/',
        ADMIN_EMAIL: 'Root@Example.org',
        ADMIN_PASSWORD: 'Long-enough-1',
        SIGNUP_TIER: 'GUEST',
        SIGNUP_TRIAL_DAYS: '0',
        REQUIRE_EMAIL_VERIFICATION: 'true',
        REGISTER_EXISTING_EMAIL: 'conflict',
        SALES_EMAIL: 'sales@example.org',
        SCAN_CONCURRENCY: '4',
        ALLOW_PRIVATE_REPO_HOSTS: '1',
        SOCKET_PATH: '/ws/scans/',
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1/',
        LLM_MODEL: 'qwen2.5-coder',
        RATE_LIMIT_LOGIN: '3',
      },
      { persistSecret: false },
    );
    expect(c).toMatchObject({
      env: 'production',
      port: 8080,
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgres://vigil@db:5432/vigil' },
      smtpUrl: 'smtp://mail:25',
      publicUrl: 'https://vigil.example.org',
      adminEmail: 'root@example.org',
      signupTier: 'GUEST',
      signupTrialDays: 0,
      requireEmailVerification: true,
      registerExistingEmail: 'conflict',
      requireAdminMfa: true, // production default
      scanConcurrency: 4,
      allowPrivateRepoHosts: true,
      socketPath: '/ws/scans/',
      llm: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'qwen2.5-coder' },
    });
    expect(c.rateLimit.login).toBe(3);
    expect(
      loadConfig({ NODE_ENV: 'production', REQUIRE_ADMIN_MFA: 'false' }, { persistSecret: false })
        .requireAdminMfa,
    ).toBe(false);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig(
        {
          PORT: 'eighty',
          DATABASE_URL: 'mysql://nope',
          JWT_SECRET: 'short',
          SIGNUP_TIER: 'PLATINUM',
          REQUIRE_EMAIL_VERIFICATION: 'maybe',
          SMTP_URL: 'not a url',
          SOCKET_PATH: 'socket',
        },
        { persistSecret: false },
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(7);
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'JWT_SECRET',
      'SIGNUP_TIER',
      'REQUIRE_EMAIL_VERIFICATION',
      'SMTP_URL',
      'SOCKET_PATH',
    ]) {
      expect(problems.some((p) => p.startsWith(`${name}:`))).toBe(true);
    }
    expect((error as Error).message).toContain('Invalid configuration:\n  - ');
  });

  it('refuses an ADMIN_PASSWORD that does not meet the password policy', () => {
    let error: unknown;
    try {
      loadConfig(
        { ADMIN_EMAIL: 'a@example.org', ADMIN_PASSWORD: 'password1' },
        { persistSecret: false },
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'ADMIN_PASSWORD: Password is too weak: it needs at least 8 characters with a lowercase letter, an uppercase letter, a number and a special character. Missing: one uppercase letter, one special character.',
    ]);
    expect(
      loadConfig(
        { ADMIN_EMAIL: 'a@example.org', ADMIN_PASSWORD: 'Passw0rd-1' },
        { persistSecret: false },
      ).adminPassword,
    ).toBe('Passw0rd-1');
  });

  it('reads the scan queue, upload and disk settings (nowhere else reads them)', () => {
    const d = loadConfig({}, { persistSecret: false });
    expect(d.queue).toEqual({
      scanTimeoutSeconds: 3600,
      retryLimit: 1,
      staleAfterSeconds: 30,
      pollingIntervalSeconds: 1,
      reconcileIntervalSeconds: 10,
    });
    expect([d.uploadMaxBytes, d.diskReserveBytes]).toEqual([512 * 1024 ** 2, 1024 ** 3]);
    const c = loadConfig(
      {
        SCAN_TIMEOUT_SECONDS: '120',
        SCAN_RETRY_LIMIT: '0',
        SCAN_STALE_SECONDS: '5',
        SCAN_POLL_SECONDS: '0.5',
        SCAN_RECONCILE_SECONDS: '2',
        UPLOAD_MAX_MB: '64',
        DISK_RESERVE_MB: '0',
      },
      { persistSecret: false },
    );
    expect(c.queue).toEqual({
      scanTimeoutSeconds: 120,
      retryLimit: 0,
      staleAfterSeconds: 5,
      pollingIntervalSeconds: 0.5,
      reconcileIntervalSeconds: 2,
    });
    expect([c.uploadMaxBytes, c.diskReserveBytes]).toEqual([64 * 1024 ** 2, 0]);
    expect(() =>
      loadConfig(
        { SCAN_STALE_SECONDS: '1', SCAN_POLL_SECONDS: 'soon', UPLOAD_MAX_MB: '0' },
        { persistSecret: false },
      ),
    ).toThrow(
      /SCAN_STALE_SECONDS: must be a number of at least 2[\s\S]*SCAN_POLL_SECONDS[\s\S]*UPLOAD_MAX_MB/,
    );
  });

  it('wants paired variables together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.org' }, { persistSecret: false })).toThrow(
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
    expect(() => loadConfig({ LLM_MODEL: 'm' }, { persistSecret: false })).toThrow(
      'LLM_BASE_URL and LLM_MODEL must be set together',
    );
  });
});
