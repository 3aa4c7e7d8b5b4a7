/**
 * Account-enumeration timing benchmark: times login (wrong password against an unknown email),
 * forgot-password and registration for an email with an account and one without, on an in-memory
 * database through Fastify's inject, and prints the median and p90 of each pair. Exits 1 when the
 * medians of a pair differ by more than 25 % and 5 ms (noise on a shared machine stays below that).
 *
 *   npm run bench:auth                                # 40 rounds, REQUIRE_EMAIL_VERIFICATION=false (default)
 *   npm run bench:auth -- 100                         # another count
 *   npm run bench:auth -- 40 --require-verification   # with REQUIRE_EMAIL_VERIFICATION=true
 *
 * Rounds alternate known and unknown so that warm-up and machine load fall on both alike; the work
 * done after an answer (mails) is awaited between requests, outside the timings.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { buildApp } from '../../app.js';
import { DEFAULT_QUEUE_SETTINGS, type Config } from '../../config.js';
import { users } from '../../db/schema/index.js';
import { hashPassword } from './password.js';

const args = process.argv.slice(2);
const rounds = Number(args.find((a) => /^\d+$/.test(a)) ?? 40);
const requireEmailVerification = args.includes('--require-verification');

function config(): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    trustProxy: false,
    dataDir: path.join(tmpdir(), `vigil-bench-auth-${randomBytes(4).toString('hex')}`),
    database: { kind: 'memory' },
    jwtSecret: randomBytes(32).toString('hex'),
    mailFrom: 'Vigil <no-reply@vigil.test>',
    publicUrl: 'http://localhost:3000',
    signupTier: 'FOUNDATION',
    signupTrialDays: 14,
    requireEmailVerification,
    registerExistingEmail: 'mail',
    requireAdminMfa: false,
    scanConcurrency: 1,
    allowPrivateRepoHosts: false,
    socketPath: '/socket.io/',
    webDistDir: path.join(tmpdir(), 'vigil-no-web'),
    logLevel: 'silent',
    rateLimit: {
      windowMs: 60_000,
      login: 1_000_000,
      register: 1_000_000,
      resend: 1_000_000,
      mfa: 1_000_000,
    },
    loginFreeAttempts: 1000,
    queue: { ...DEFAULT_QUEUE_SETTINGS },
    uploadMaxBytes: 512 * 1024 * 1024,
    diskReserveBytes: 64 * 1024 * 1024,
  };
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

async function main(): Promise<void> {
  const cfg = config();
  const app = await buildApp(cfg, { services: false });
  await app.ready();
  try {
    // A couple of accounts so that the first registration is not the SUPER_ADMIN one.
    const passwordHash = await hashPassword('Correct-Horse-9!');
    const known: string[] = [];
    for (let i = 0; i < rounds; i++) known.push(`known${i}@example.com`);
    await app.db.insert(users).values(
      known.map((email) => ({
        email,
        passwordHash,
        firstName: 'K',
        lastName: 'Nown',
        emailVerified: true,
      })),
    );

    const time = async (fn: () => Promise<{ statusCode: number }>) => {
      const t = process.hrtime.bigint();
      await fn();
      const ms = Number(process.hrtime.bigint() - t) / 1e6;
      // The mails sent after the answer are not part of it, and must not slow the next request.
      await app.backgroundIdle();
      return ms;
    };
    const cases: Record<
      string,
      {
        known: (i: number) => Promise<{ statusCode: number }>;
        unknown: (i: number) => Promise<{ statusCode: number }>;
      }
    > = {
      'login (wrong password)': {
        known: (i) =>
          app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: known[i], password: 'wrong-password' },
          }),
        unknown: (i) =>
          app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: `ghost${i}@example.com`, password: 'wrong-password' },
          }),
      },
      'forgot-password': {
        known: (i) =>
          app.inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            payload: { email: known[i] },
          }),
        unknown: (i) =>
          app.inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            payload: { email: `ghost${i}@example.com` },
          }),
      },
      register: {
        known: (i) =>
          app.inject({
            method: 'POST',
            url: '/api/auth/register',
            payload: { name: 'A', surname: 'B', email: known[i], password: 'Str0ng-Passw0rd!' },
          }),
        unknown: (i) =>
          app.inject({
            method: 'POST',
            url: '/api/auth/register',
            payload: {
              name: 'A',
              surname: 'B',
              email: `new${i}@example.com`,
              password: 'Str0ng-Passw0rd!',
            },
          }),
      },
    };
    let failed = false;
    console.log(
      `${rounds} rounds each, REQUIRE_EMAIL_VERIFICATION=${requireEmailVerification}; milliseconds (median / p90)`,
    );
    for (const [name, c] of Object.entries(cases)) {
      // Two warm-up calls, not counted.
      await c.known(0);
      await c.unknown(rounds);
      const k: number[] = [];
      const u: number[] = [];
      for (let i = 0; i < rounds; i++) {
        k.push(await time(() => c.known(i)));
        u.push(await time(() => c.unknown(i + rounds + 1)));
      }
      const mk = quantile(k, 0.5);
      const mu = quantile(u, 0.5);
      const diff = Math.abs(mk - mu);
      const bad = diff > 5 && diff > 0.25 * Math.min(mk, mu);
      failed ||= bad;
      console.log(
        `${name.padEnd(24)} known ${mk.toFixed(1)} / ${quantile(k, 0.9).toFixed(1)}   unknown ${mu.toFixed(1)} / ${quantile(u, 0.9).toFixed(1)}   ${bad ? 'DIFFERENT' : 'ok'}`,
      );
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await app.close();
    rmSync(cfg.dataDir, { recursive: true, force: true });
  }
}

await main();
