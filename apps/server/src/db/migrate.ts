import { existsSync } from 'node:fs';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './client.js';

/**
 * The committed migrations (apps/server/drizzle). src/db and dist/db sit at the same depth, so one
 * relative path serves `tsx src/main.ts` and `node dist/main.js` alike.
 */
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/** Applies every pending migration. Safe to call on each start. */
export async function runMigrations(
  database: Database,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<void> {
  if (!existsSync(path.join(migrationsFolder, 'meta', '_journal.json'))) {
    throw new Error(`Database migrations not found in ${migrationsFolder}`);
  }
  if (database.kind === 'postgres') {
    // Several API and worker processes may start together: serialise them on an advisory lock.
    // The lock belongs to a session, so take, use and release it on one dedicated connection.
    const client = await (database.raw as pg.Pool).connect();
    try {
      await client.query('SELECT pg_advisory_lock(727001)');
      try {
        await migratePg(drizzlePg({ client }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock(727001)');
      }
    } finally {
      client.release();
    }
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
