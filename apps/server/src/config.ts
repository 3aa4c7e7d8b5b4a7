/**
 * Server configuration: environment variables parsed once with zod. Every variable is documented in
 * `.env.example` at the repository root. On bad input `loadConfig` throws a ConfigError that lists
 * every problem; `main.ts` prints them and exits.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { passwordPolicyError, TIERS } from '@vigil/shared';

const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) =>
      v === undefined || v === '' ? def : v === 'true' || v === '1' || v === 'yes',
    );

const optionalBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) =>
    v === undefined || v === '' ? undefined : v === 'true' || v === '1' || v === 'yes',
  );

const int = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return def;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a whole number between ${min} and ${max}`,
        });
        return z.NEVER;
      }
      return n;
    });

/** A number (fractions allowed) of at least `min`, default `def`. */
const num = (def: number, min: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return def;
      const n = Number(v);
      if (!Number.isFinite(n) || n < min) {
        ctx.addIssue({ code: 'custom', message: `must be a number of at least ${min}` });
        return z.NEVER;
      }
      return n;
    });

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const url = (protocols: string[]) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional().default('development'),
  PORT: int(3000, 0, 65535),
  HOST: z.string().optional().default('127.0.0.1'),
  TRUST_PROXY: bool(false),
  DATA_DIR: optionalString,
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters long (leave it unset to generate one into DATA_DIR)',
  }),
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().optional().default('Vigil <no-reply@vigil.local>'),
  PUBLIC_URL: url(['http:', 'https:']),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.superRefine((v, ctx) => {
    const problem = v === undefined ? null : passwordPolicyError(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  SIGNUP_TIER: z.enum(TIERS).optional().default('FOUNDATION'),
  SIGNUP_TRIAL_DAYS: int(14, 0, 3650),
  REQUIRE_EMAIL_VERIFICATION: bool(false),
  REGISTER_EXISTING_EMAIL: z.enum(['mail', 'conflict']).optional().default('mail'),
  REQUIRE_ADMIN_MFA: optionalBool,
  SALES_EMAIL: optionalString.pipe(z.email().optional()),
  SCAN_CONCURRENCY: int(2, 1, 64),
  SCAN_TIMEOUT_SECONDS: num(60 * 60, 10),
  SCAN_RETRY_LIMIT: int(1, 0, 100),
  SCAN_STALE_SECONDS: num(30, 2),
  SCAN_POLL_SECONDS: num(1, 0.5),
  SCAN_RECONCILE_SECONDS: num(10, 1),
  UPLOAD_MAX_MB: int(512, 1, 1_048_576),
  DISK_RESERVE_MB: int(1024, 0, 1_073_741_824),
  ALLOW_PRIVATE_REPO_HOSTS: bool(false),
  SOCKET_PATH: z
    .string()
    .optional()
    .default('/socket.io/')
    .refine((v) => v.startsWith('/'), { message: 'must start with /' }),
  LLM_BASE_URL: url(['http:', 'https:']),
  LLM_MODEL: optionalString,
  WEB_DIST_DIR: optionalString,
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .optional()
    .default('info'),
  RATE_LIMIT_WINDOW_SECONDS: int(60, 1, 86_400),
  RATE_LIMIT_LOGIN: int(10, 1),
  RATE_LIMIT_REGISTER: int(5, 1),
  RATE_LIMIT_RESEND: int(3, 1),
  RATE_LIMIT_MFA: int(10, 1),
  LOGIN_FREE_ATTEMPTS: int(5, 1, 1000),
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters long',
  }),
  METRICS_PORT: int(0, 0, 65535),
});

export interface RateLimitConfig {
  /** Window of every auth limit, in milliseconds. */
  windowMs: number;
  /** Requests allowed per window (per IP; login, resend and MFA also per email / account). */
  login: number;
  register: number;
  resend: number;
  mfa: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits, audit). */
  trustProxy: boolean;
  /** Absolute path (default: data/ at the repository root). Holds pgdata/, uploads, the generated JWT secret and mail/. */
  dataDir: string;
  /**
   * Where the database lives: `{ kind: 'postgres', url }` (DATABASE_URL), `{ kind: 'pglite', dir }`
   * (default, DATA_DIR/pgdata) or `{ kind: 'memory' }` (tests).
   */
  database:
    { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string } | { kind: 'memory' };
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Base of links in mails, without trailing slash. */
  publicUrl: string;
  adminEmail?: string;
  adminPassword?: string;
  signupTier: (typeof TIERS)[number];
  signupTrialDays: number;
  requireEmailVerification: boolean;
  /**
   * Registration with the email of an existing account. `mail` (default): answer as a sign-up
   * awaiting email verification and mail the owner instead, so the answer does not reveal the
   * account. `conflict`: 409 EMAIL_TAKEN.
   */
  registerExistingEmail: 'mail' | 'conflict';
  requireAdminMfa: boolean;
  salesEmail?: string;
  scanConcurrency: number;
  queue: QueueSettings;
  /** Bytes of all the files of one upload request together, counted while it streams (UPLOAD_MAX_MB). */
  uploadMaxBytes: number;
  /** Free disk space under DATA_DIR that uploads and unpacking never use up (DISK_RESERVE_MB; 0: not checked). */
  diskReserveBytes: number;
  allowPrivateRepoHosts: boolean;
  socketPath: string;
  llm?: { baseUrl: string; model: string };
  /** Built web app to serve; absent directory means the API is served alone. */
  webDistDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  rateLimit: RateLimitConfig;
  /** Failed logins allowed for one account before each further failure adds a growing delay. */
  loginFreeAttempts: number;
  /** Bearer token that opens GET /metrics on the main port; unset: /metrics is not served there. */
  metricsToken?: string;
  /** Port of a metrics-only listener on 127.0.0.1 (no token); unset: none. */
  metricsPort?: number;
}

/** The scan queue's timing (SCAN_TIMEOUT_SECONDS, SCAN_RETRY_LIMIT, SCAN_STALE_SECONDS, SCAN_POLL_SECONDS, SCAN_RECONCILE_SECONDS). */
export interface QueueSettings {
  /** A scan running longer is stopped and failed; pg-boss expires the job slightly later. */
  scanTimeoutSeconds: number;
  /** Extra attempts of a job whose worker died. */
  retryLimit: number;
  /** A running scan whose heartbeat is older than this is considered orphaned. */
  staleAfterSeconds: number;
  /** How often idle workers look for jobs. */
  pollingIntervalSeconds: number;
  /** How often a worker process looks for orphaned scans. */
  reconcileIntervalSeconds: number;
}

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  scanTimeoutSeconds: 60 * 60,
  retryLimit: 1,
  staleAfterSeconds: 30,
  pollingIntervalSeconds: 1,
  reconcileIntervalSeconds: 10,
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The repository root (apps/server/src or apps/server/dist, two levels up). */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Loads `.env` from the working directory, else from the repository root, when present. Variables
 * already in the environment win.
 */
export function loadDotEnv(): string | undefined {
  for (const file of [path.resolve('.env'), path.join(REPO_ROOT, '.env')]) {
    if (existsSync(file)) {
      process.loadEnvFile(file);
      return file;
    }
  }
  return undefined;
}

/** The default location of the built web app (apps/web/dist), from src/ or dist/ alike. */
export function defaultWebDistDir(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}

/**
 * The JWT secret: JWT_SECRET when given, else the one stored in DATA_DIR/jwt-secret, generated on
 * first start (mode 0600).
 */
function resolveJwtSecret(explicit: string | undefined, dataDir: string): string {
  if (explicit) return explicit;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const s = readFileSync(file, 'utf8').trim();
    if (s.length >= 32) return s;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/**
 * Parses the environment. Throws ConfigError listing every problem. Side effect: creates DATA_DIR
 * and the JWT secret file when no JWT_SECRET is given (pass `persistSecret: false` to skip that and
 * use a random in-memory secret, as tests do).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  opts: { persistSecret?: boolean } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if ((e.LLM_BASE_URL === undefined) !== (e.LLM_MODEL === undefined)) {
    problems.push('LLM_BASE_URL and LLM_MODEL must be set together');
  }
  if (problems.length) throw new ConfigError(problems);

  // Unset: `data/` at the repository root, wherever the server was started from.
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(REPO_ROOT, 'data');
  const jwtSecret =
    opts.persistSecret === false
      ? (e.JWT_SECRET ?? randomBytes(48).toString('base64url'))
      : resolveJwtSecret(e.JWT_SECRET, dataDir);
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'pgdata') },
    jwtSecret,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    signupTier: e.SIGNUP_TIER,
    signupTrialDays: e.SIGNUP_TRIAL_DAYS,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    registerExistingEmail: e.REGISTER_EXISTING_EMAIL,
    requireAdminMfa: e.REQUIRE_ADMIN_MFA ?? e.NODE_ENV === 'production',
    salesEmail: e.SALES_EMAIL,
    scanConcurrency: e.SCAN_CONCURRENCY,
    queue: {
      scanTimeoutSeconds: e.SCAN_TIMEOUT_SECONDS,
      retryLimit: e.SCAN_RETRY_LIMIT,
      staleAfterSeconds: e.SCAN_STALE_SECONDS,
      pollingIntervalSeconds: e.SCAN_POLL_SECONDS,
      reconcileIntervalSeconds: e.SCAN_RECONCILE_SECONDS,
    },
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    diskReserveBytes: e.DISK_RESERVE_MB * 1024 * 1024,
    allowPrivateRepoHosts: e.ALLOW_PRIVATE_REPO_HOSTS,
    socketPath: e.SOCKET_PATH,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''), model: e.LLM_MODEL }
        : undefined,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDistDir(),
    logLevel: e.LOG_LEVEL,
    rateLimit: {
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
      login: e.RATE_LIMIT_LOGIN,
      register: e.RATE_LIMIT_REGISTER,
      resend: e.RATE_LIMIT_RESEND,
      mfa: e.RATE_LIMIT_MFA,
    },
    loginFreeAttempts: e.LOGIN_FREE_ATTEMPTS,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT || undefined,
  };
}
