/**
 * Test support for the server. The whole API in one place:
 *
 *   TEST_DATABASES                 ['pglite'] plus 'postgres' when TEST_DATABASE_URL is set (CI)
 *   describeEachDatabase(name, fn) runs a describe block once per database above; fn gets the kind
 *   warmUpTestDatabase()           prepares the PGlite template; call it in beforeAll when you build
 *                                  apps outside describeEachDatabase, so the first test is not slow
 *   testConfig(overrides)          a Config for tests (in-memory PGlite, silent logs, high rate limits)
 *   buildTestApp(opts)             a ready app on a fresh, migrated database. Called inside a test it
 *                                  closes itself (and drops its PostgreSQL database) when the test
 *                                  ends; called elsewhere (beforeAll) close it yourself: `await app.close()`
 *   useTestApp(opts)               in a describe block: one app for all its tests (beforeAll/afterAll);
 *                                  returns a getter `() => app`
 *   createUser(app, opts)          inserts a user (role, tier, subscription dates, verified, ...);
 *                                  returns the row and its plain password
 *   loginAs(app, user)             a session for that user without going through /auth/login:
 *                                  { access_token, refresh_token, headers: { authorization } }
 *   startSmtpPeer()                a real SMTP server on 127.0.0.1 collecting mails; pass its `url`
 *                                  as config.smtpUrl; `waitForMail(to)` resolves with a parsed mail
 *
 * Example:
 *   describeEachDatabase('projects', (db) => {
 *     it('lists my projects', async () => {
 *       const app = await buildTestApp({ db });
 *       const { user } = await createUser(app, { tier: 'FOUNDATION' });
 *       const { headers } = await loginAs(app, user);
 *       const res = await app.inject({ method: 'GET', url: '/api/projects', headers });
 *       expect(res.statusCode).toBe(200);
 *     });
 *   });
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, onTestFinished } from 'vitest';
import type { Role, TierName } from '@vigil/shared';
import { buildApp, type BuildOptions } from '../src/app.js';
import { DEFAULT_QUEUE_SETTINGS, type Config } from '../src/config.js';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type PgliteExtraOptions } from '../src/db/client.js';
import { MIGRATIONS_DIR, runMigrations } from '../src/db/migrate.js';
import { DEFAULT_TIERS, seedTiers } from '../src/db/seed.js';
import { users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/password.js';
import { createSession } from '../src/modules/auth/sessions.js';

export type TestDatabase = 'pglite' | 'postgres';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const TEST_DATABASES: TestDatabase[] = TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * `describe` for routes, validation and rules over plain queries: once, on the PostgreSQL server of
 * TEST_DATABASE_URL when there is one (CI), else on the embedded PGlite. The block receives which.
 */
export function describeEachDatabase(name: string, fn: (db: TestDatabase) => void): void {
  describeOn([TEST_DATABASE_URL ? 'postgres' : 'pglite'], name, fn);
}

/**
 * `describe` once per available database: PGlite, and the PostgreSQL server of TEST_DATABASE_URL
 * when set. For code whose behaviour depends on the database's locking, notifications and
 * connections (the queue, the scan lifecycle, realtime, rate limits, health and metrics), and the
 * regression tests of hostile uploads and inputs, which must hold on both. Running
 * only these twice keeps the suite within CI's time while every route still meets a real server in
 * CI and the embedded database in every local run.
 */
export function describeOnBothDatabases(name: string, fn: (db: TestDatabase) => void): void {
  describeOn(TEST_DATABASES, name, fn);
}

function describeOn(dbs: TestDatabase[], name: string, fn: (db: TestDatabase) => void): void {
  for (const db of dbs) {
    describe(`${name} [${db}]`, () => {
      if (db === 'pglite') beforeAll(warmUpTestDatabase);
      fn(db);
    });
  }
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    trustProxy: false,
    // Only created when something writes there (mail without SMTP, uploads); removed on close.
    dataDir: path.join(tmpdir(), `vigil-test-${randomBytes(6).toString('hex')}`),
    database: { kind: 'memory' },
    jwtSecret: randomBytes(32).toString('hex'),
    mailFrom: 'Vigil <no-reply@vigil.test>',
    publicUrl: 'http://localhost:3000',
    signupTier: 'FOUNDATION',
    signupTrialDays: 14,
    requireEmailVerification: false,
    registerExistingEmail: 'mail',
    requireAdminMfa: false,
    scanConcurrency: 1,
    queue: { ...DEFAULT_QUEUE_SETTINGS },
    uploadMaxBytes: 512 * 1024 * 1024,
    diskReserveBytes: 64 * 1024 * 1024,
    allowPrivateRepoHosts: false,
    socketPath: '/socket.io/',
    webDistDir: path.resolve('.tmp', 'no-web-dist'),
    logLevel: 'silent',
    rateLimit: { windowMs: 60_000, login: 1000, register: 1000, resend: 1000, mfa: 1000 },
    loginFreeAttempts: 1000,
    ...overrides,
  };
}

export interface TestAppOptions {
  /** Which database (default pglite, in memory). */
  db?: TestDatabase;
  /** Config overrides (e.g. `{ requireEmailVerification: true, smtpUrl }`). */
  config?: Partial<Config>;
  /** Background services to start by name (default none). */
  services?: BuildOptions['services'];
  mode?: BuildOptions['mode'];
}

// PGlite's WebAssembly modules, compiled once per test file.
let pgliteParts: Promise<PgliteExtraOptions> | undefined;
function precompiledPglite(): Promise<PgliteExtraOptions> {
  pgliteParts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pglite, initdb, data] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((f) => readFile(path.join(dist, f))),
    );
    // WebAssembly is a Node global; its types live in the DOM lib, which the server does not load.
    const wasm = (
      globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<unknown> } }
    ).WebAssembly;
    return {
      pgliteWasmModule: (await wasm.compile(pglite)) as PgliteExtraOptions['pgliteWasmModule'],
      initdbWasmModule: (await wasm.compile(initdb)) as PgliteExtraOptions['initdbWasmModule'],
      fsBundle: new Blob([data]),
    };
  })();
  return pgliteParts;
}

// A migrated, seeded PGlite data directory, loaded into every new in-memory database: much faster
// than creating and migrating each one. Kept in the system temp dir between test files and runs,
// under a name derived from the migrations and the seed, so a schema change makes a new one.
let pgliteTemplate: Promise<Blob> | undefined;
function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const hash = createHash('sha256');
    for (const f of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
      const full = path.join(MIGRATIONS_DIR, f);
      if (statSync(full).isFile()) hash.update(f).update(readFileSync(full));
    }
    hash.update(JSON.stringify(DEFAULT_TIERS));
    const file = path.join(
      tmpdir(),
      `vigil-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`,
    );
    if (existsSync(file)) return new Blob([await readFile(file)]);
    const database = await openDatabase({ kind: 'memory' }, await precompiledPglite());
    await runMigrations(database);
    await seedTiers(database.db);
    const dump = await (database.raw as PGlite).dumpDataDir('none');
    await database.close();
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
    return dump;
  })();
  return pgliteTemplate;
}

/** Prepares the PGlite template (a few seconds the first time); `describeEachDatabase` calls it in beforeAll. */
export async function warmUpTestDatabase(): Promise<void> {
  await Promise.all([precompiledPglite(), migratedPgliteTemplate()]);
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `vigil_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A ready app on a fresh database. Inside a test it closes itself when the test ends. */
export async function buildTestApp(opts: TestAppOptions = {}): Promise<FastifyInstance> {
  const kind = opts.db ?? 'pglite';
  const config = testConfig(opts.config);
  // A data folder the test did not give is the app's own: removed last, once nothing uses it.
  const removeDataDir = () => {
    if (!opts.config?.dataDir) rmSync(config.dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  if (kind === 'postgres') {
    const created = await createPostgresDatabase();
    config.database = { kind: 'postgres', url: created.url };
    const database = await openDatabase(config.database);
    const close = async () => {
      await database.close();
      await created.drop();
      removeDataDir();
    };
    try {
      app = await buildApp(config, {
        database,
        services: opts.services ?? false,
        mode: opts.mode,
        closeDatabase: close,
      });
    } catch (err) {
      await close();
      throw err;
    }
  } else {
    const database = await openDatabase(
      { kind: 'memory' },
      { ...(await precompiledPglite()), loadDataDir: await migratedPgliteTemplate() },
    );
    app = await buildApp(config, {
      database,
      migrate: false,
      services: opts.services ?? false,
      mode: opts.mode,
      // After the services and the queue have stopped: no job writes to a closed database.
      closeDatabase: async () => {
        await database.close();
        removeDataDir();
      },
    });
  }
  await app.ready();
  try {
    onTestFinished(async () => {
      await app.close();
    });
  } catch {
    // Not inside a test: the caller closes the app.
  }
  return app;
}

/** One app shared by the tests of a describe block. */
export function useTestApp(opts: TestAppOptions = {}): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildTestApp(opts);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app)
      throw new Error('useTestApp: the app is built in beforeAll; use the getter inside tests');
    return app;
  };
}

export interface CreateUserOptions {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  role?: Role;
  tier?: TierName;
  subscriptionStartDate?: Date | null;
  /** Default: 30 days from now for paid tiers, null for GUEST. */
  subscriptionEndDate?: Date | null;
  emailVerified?: boolean;
  isActive?: boolean;
}

let userCounter = 0;

// One argon2id hash per distinct password in a test process: a hash takes tens of milliseconds at
// the production cost and the tests create hundreds of users, nearly all with the default password.
// Each stored hash is still a real hash of that user's password, so logins verify it as usual.
const passwordHashes = new Map<string, Promise<string>>();
function passwordHashOf(password: string): Promise<string> {
  let hashed = passwordHashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    passwordHashes.set(password, hashed);
  }
  return hashed;
}

export async function createUser(app: FastifyInstance, opts: CreateUserOptions = {}) {
  const password = opts.password ?? 'Correct-Horse-9!';
  const tier = opts.tier ?? 'FOUNDATION';
  const n = ++userCounter;
  const now = Date.now();
  const [user] = await app.db
    .insert(users)
    .values({
      email: (opts.email ?? `user${n}-${randomBytes(3).toString('hex')}@example.com`).toLowerCase(),
      passwordHash: await passwordHashOf(password),
      firstName: opts.firstName ?? 'Test',
      lastName: opts.lastName ?? `User${n}`,
      role: opts.role ?? 'USER',
      subscriptionTier: tier,
      subscriptionStartDate:
        opts.subscriptionStartDate === undefined ? new Date(now) : opts.subscriptionStartDate,
      subscriptionEndDate:
        opts.subscriptionEndDate === undefined
          ? tier === 'GUEST'
            ? null
            : new Date(now + 30 * 86_400_000)
          : opts.subscriptionEndDate,
      emailVerified: opts.emailVerified ?? true,
      isActive: opts.isActive ?? true,
    })
    .returning();
  return { user, password };
}

/** Issues a session for the user directly (no rate limits, no MFA step). */
export async function loginAs(app: FastifyInstance, user: { id: string; role: Role }) {
  const tokens = await createSession(app.db, app.config.jwtSecret, user);
  return { ...tokens, headers: { authorization: `Bearer ${tokens.access_token}` } };
}

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** Decoded text/plain part (or the whole decoded body for single-part mails). */
  text: string;
  /** Decoded text/html part, when present. */
  html: string;
  raw: string;
}

export interface SmtpPeer {
  /** smtp://127.0.0.1:<port> (no TLS, no auth). */
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail (already received or arriving within the timeout) to this address. */
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps every mail it receives. Closed after the test when started inside one. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const mails: ReceivedMail[] = [];
  const waiters: { to: string; resolve: (m: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = parseMail(
          raw,
          session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        );
        mails.push(mail);
        for (const w of [...waiters]) {
          if (mail.to.includes(w.to)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const peer: SmtpPeer = {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail(to, timeoutMs = 10_000) {
      const addr = to.toLowerCase();
      const found = mails.find((m) => m.to.includes(addr));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const t = setTimeout(
          () => reject(new Error(`no mail to ${addr} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          to: addr,
          resolve: (m) => {
            clearTimeout(t);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  try {
    onTestFinished(() => peer.close());
  } catch {
    // Not inside a test: the caller closes it.
  }
  return peer;
}

// --- a small MIME reader: enough for the mails nodemailer writes (multipart/alternative, QP, base64) ---

function splitHeaders(part: string): { headers: Record<string, string>; body: string } {
  const idx = part.search(/\r?\n\r?\n/);
  const head = idx === -1 ? part : part.slice(0, idx);
  const body = idx === -1 ? '' : part.slice(idx).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const m = /^([^:]+):\s*(.*)$/.exec(line);
    if (m) headers[m[1].toLowerCase()] = m[2];
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _cs, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  let text = '';
  let html = '';
  const visit = (h: Record<string, string>, b: string) => {
    const type = (h['content-type'] ?? 'text/plain').toLowerCase();
    const boundary = /boundary="?([^";]+)"?/i.exec(h['content-type'] ?? '')?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const part of b.split(`--${boundary}`).slice(1)) {
        if (part.startsWith('--')) break;
        const p = splitHeaders(part.replace(/^\r?\n/, ''));
        visit(p.headers, p.body);
      }
    } else if (type.startsWith('text/html')) {
      html ||= decodeBody(b, h['content-transfer-encoding']);
    } else if (type.startsWith('text/')) {
      text ||= decodeBody(b, h['content-transfer-encoding']);
    }
  };
  visit(headers, body);
  return { from, to, subject: decodeHeader(headers.subject ?? ''), text, html, raw };
}
