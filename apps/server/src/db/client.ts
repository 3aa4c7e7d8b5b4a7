/**
 * The database behind a driver switch: PGlite (embedded PostgreSQL in WASM; on disk in
 * DATA_DIR/pgdata, or in memory for tests) or a node-postgres Pool when DATABASE_URL is set.
 * Both give the same drizzle instance type plus raw SQL access (`query`, `exec`) for pg-boss and
 * other code that needs plain SQL.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The drizzle instance, whichever the driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string } | { kind: 'memory' };

export interface Database {
  readonly kind: DatabaseTarget['kind'];
  readonly db: Db;
  /** One parameterised statement. */
  query<R = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: R[]; rowCount: number }>;
  /** Several statements without parameters (migrations, pg-boss schema). */
  exec(sql: string): Promise<void>;
  /** The underlying client: a PGlite instance or a pg.Pool. */
  readonly raw: PGlite | pg.Pool;
  close(): Promise<void>;
}

/** Options passed to PGlite.create besides the data directory (tests load a migrated template). */
/**
 * `loadDataDir`: start from a dumped data directory. `pgliteWasmModule`, `initdbWasmModule`,
 * `fsBundle`: precompiled PGlite parts, so many databases in one process compile them once.
 */
export type PgliteExtraOptions = Pick<
  PGliteOptions,
  'loadDataDir' | 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'
>;

export async function openDatabase(
  target: DatabaseTarget,
  extra: PgliteExtraOptions = {},
): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  let dataDir: string | undefined;
  let release = () => {};
  if (target.kind === 'pglite') {
    mkdirSync(target.dir, { recursive: true });
    dataDir = target.dir;
    release = lockDataDir(target.dir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir, ...extra });
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: target.kind,
    db,
    raw: client,
    async query<R>(text: string, params: unknown[] = []) {
      const r = await client.query<R>(text, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * The embedded database belongs to one process: a second one opening the same directory would
 * corrupt it. A pid file guards it; a file left by a process that no longer runs is taken over.
 * Returns the function that releases the lock.
 */
function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'vigil.pid');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) {
      throw new Error(
        `The embedded database in ${dir} is in use by another Vigil process (pid ${pid}). ` +
          'Stop it first, or use DATABASE_URL (PostgreSQL) to run several processes.',
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {}
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor a checked-out one (the socket.io adapter's LISTEN client, a PostgreSQL restart): its query in
  // flight fails, and its 'end' lets the owner reconnect.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    raw: pool,
    async query<R>(text: string, params: unknown[] = []) {
      const r = await pool.query(text, params);
      return { rows: r.rows as R[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
