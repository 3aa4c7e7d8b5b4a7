/**
 * Start the built server (`node apps/server/dist/main.js`) on 127.0.0.1 with its own DATA_DIR
 * (embedded PGlite), wait for GET /api/health, and stop it again. global-setup.ts starts the shared
 * one; a suite that needs other settings (REQUIRE_EMAIL_VERIFICATION=true, ...) starts its own:
 *
 *   let server: TestServer;
 *   test.beforeAll(async () => { server = await startServer({ env: { REQUIRE_EMAIL_VERIFICATION: 'true' } }); });
 *   test.afterAll(async () => { await server?.stop(); });
 *   // then page.goto(`${server.baseURL}/register`), mails under server.dataDir
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');

export interface TestServer {
  port: number;
  baseURL: string;
  dataDir: string;
  /** Stop the process; removes DATA_DIR unless E2E_KEEP_DATA is set. */
  stop: () => Promise<void>;
}

/** A free TCP port on 127.0.0.1 (synchronous, so it can run while a config file loads). */
export function freePort(): number {
  const out = execFileSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ],
    { encoding: 'utf8' },
  );
  return Number(out.trim());
}

export function newDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'vigil-e2e-'));
}

async function waitForHealth(
  url: string,
  exited: () => string | null,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const why = exited();
    if (why) throw new Error(`server exited before it was ready (${why})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms (${last})`);
}

export async function startServer(
  opts: { port?: number; dataDir?: string; env?: Record<string, string> } = {},
): Promise<TestServer> {
  if (!existsSync(MAIN))
    throw new Error(
      `${path.relative(ROOT, MAIN)} is missing: run \`npm run build\` first (npm run test:e2e does)`,
    );
  const port = opts.port ?? freePort();
  const dataDir = opts.dataDir ?? newDataDir();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      // The suites register and log in many accounts from one address within a minute.
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_REGISTER: '1000',
      RATE_LIMIT_RESEND: '1000',
      RATE_LIMIT_MFA: '1000',
      REQUIRE_ADMIN_MFA: 'false',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      SMTP_URL: '',
      DATABASE_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...opts.env,
    },
  });
  let exit: string | null = null;
  child.on('exit', (code, signal) => {
    exit = signal ? `signal ${signal}` : `code ${code}`;
  });

  try {
    // E2E_SERVER_START_MS: a longer wait on a busy machine (start-up can take minutes there).
    await waitForHealth(
      `${baseURL}/api/health`,
      () => exit,
      Number(process.env.E2E_SERVER_START_MS) || 60_000,
    );
  } catch (err) {
    child.kill('SIGKILL');
    const output = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '';
    throw new Error(`${(err as Error).message}\n--- server log (${logFile}) ---\n${output}`);
  }

  return {
    port,
    baseURL,
    dataDir,
    stop: async () => {
      if (exit === null) {
        const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await stopped;
        clearTimeout(timer);
      }
      if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
      else console.log(`e2e: data kept in ${dataDir}`);
    },
  };
}
