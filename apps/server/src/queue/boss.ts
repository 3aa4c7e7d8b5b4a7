/**
 * pg-boss for the scan queue, on PostgreSQL (a pool of the app's Database) or on PGlite (through
 * the adapter of pglite-adapter.ts). Queue `scan`: one job per scan, retried once when its worker
 * died, failed by expiry when a scan overruns its time limit.
 */
import PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { QueueSettings } from '../config.js';
import type { Database } from '../db/client.js';
import { pgliteBossDb, type PgBossDb } from './pglite-adapter.js';

export const SCAN_QUEUE = 'scan';
export const BOSS_SCHEMA = 'pgboss';

export interface ScanJobData {
  scanId: string;
  /** Id of the HTTP request that started the scan: the worker logs the job with it. */
  requestId?: string;
}

function bossDb(database: Database): PgBossDb {
  if (database.kind === 'postgres') {
    const pool = database.raw as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values as unknown[]) };
  }
  return pgliteBossDb(database.raw as PGlite);
}

/** pg-boss's connection with its calls in flight counted: stopping can wait until they are done. */
export interface TrackedBossDb extends PgBossDb {
  /** Resolves once no call is in flight (calls started meanwhile are waited for too). */
  settled(): Promise<void>;
}

/**
 * pg-boss records a finished job without awaiting it (its worker calls `complete` and moves on), so
 * that write can still be running when the app closes its database: the queue waits for every call
 * in flight before the database is closed, instead of guessing with a delay.
 */
export function trackedBossDb(database: Database): TrackedBossDb {
  const db = bossDb(database);
  const inflight = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const p = db.executeSql(text, values);
      inflight.add(p);
      const done = () => inflight.delete(p);
      p.then(done, done);
      return p;
    },
    async settled() {
      while (inflight.size) await Promise.allSettled([...inflight]);
    },
  };
}

/** Starts pg-boss on the app's database and makes sure the scan queue exists with current settings. */
export async function startBoss(
  database: Database,
  settings: QueueSettings,
  onError: (err: unknown) => void,
  db: PgBossDb = bossDb(database),
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: db as PgBoss.Db,
    schema: BOSS_SCHEMA,
    // Job state counts are not used; maintenance (expiry, archive) keeps its default rhythm.
    monitorStateIntervalSeconds: 60,
  } as PgBoss.ConstructorOptions);
  boss.on('error', onError);
  await boss.start();
  const options = {
    policy: 'standard' as const,
    retryLimit: settings.retryLimit,
    retryDelay: 0,
    expireInSeconds: Math.ceil(settings.scanTimeoutSeconds + 60),
  };
  await boss.createQueue(SCAN_QUEUE, { name: SCAN_QUEUE, ...options });
  await boss.updateQueue(SCAN_QUEUE, { name: SCAN_QUEUE, ...options });
  return boss;
}
