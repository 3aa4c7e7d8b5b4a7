/**
 * Starts the shared server for the browser tests (server.ts) on the port and fresh DATA_DIR of
 * env.ts, and returns the teardown that stops it and removes the data (kept when E2E_KEEP_DATA is
 * set). Server output goes to DATA_DIR/server.log and is printed when start-up fails.
 *
 * It also registers the first account of the empty database (which becomes SUPER_ADMIN) and hands
 * its credentials to the tests in E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD, so every later sign-up is a
 * plain USER whatever order the tests run in.
 */
import { e2eEnv } from './env';
import { startServer } from './server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const { port, dataDir } = e2eEnv();
  const server = await startServer({ port, dataDir });

  const admin = { email: 'first-admin@example.test', password: 'Vigil-First-Admin-1!' };
  const res = await fetch(`${server.baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'First',
      surname: 'Admin',
      email: admin.email,
      password: admin.password,
    }),
  });
  if (!res.ok) {
    await server.stop();
    throw new Error(`registering the first account failed: ${res.status} ${await res.text()}`);
  }
  process.env.E2E_ADMIN_EMAIL = admin.email;
  process.env.E2E_ADMIN_PASSWORD = admin.password;

  return server.stop;
}
