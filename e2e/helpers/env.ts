/**
 * Where the shared browser-test server runs. The first call (in the Playwright runner, while it
 * loads the config) picks a free 127.0.0.1 port and a fresh temporary DATA_DIR and stores them in
 * process.env; workers inherit the environment and so see the same values.
 */
import { freePort, newDataDir } from './server';

export interface E2eEnv {
  port: number;
  baseURL: string;
  dataDir: string;
}

export function e2eEnv(): E2eEnv {
  if (!process.env.E2E_PORT) process.env.E2E_PORT = String(freePort());
  if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = newDataDir();
  const port = Number(process.env.E2E_PORT);
  return { port, baseURL: `http://127.0.0.1:${port}`, dataDir: process.env.E2E_DATA_DIR };
}
