/**
 * pg-boss for the scan queue, on PostgreSQL (a pool of the app's Database) or on PGlite (through
 * the adapter of pglite-adapter.ts). Queue `scan`: one job per scan, retried once when its worker
 * died, failed by expiry when a scan overruns its time limit.
 */
import PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client.js';
import { pgliteBossDb, type PgBossDb } from './pglite-adapter.js';

export const SCAN_QUEUE = 'scan';
export const BOSS_SCHEMA = 'pgboss';

export interface ScanJobData {
  scanId: string;
  /** Id of the HTTP request that started the scan: the worker logs the job with it. */
  requestId?: string;
}

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

/** Queue settings from the environment (SCAN_TIMEOUT_SECONDS, SCAN_STALE_SECONDS, ...), defaults otherwise. */
export function queueSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): QueueSettings {
  const num = (name: string, def: number, min: number) => {
    const v = env[name];
    if (v === undefined || v.trim() === '') return def;
    const n = Number(v);
    if (!Number.isFinite(n) || n < min) throw new Error(`${name} must be a number of at least ${min}`);
    return n;
  };
  return {
    scanTimeoutSeconds: num('SCAN_TIMEOUT_SECONDS', DEFAULT_QUEUE_SETTINGS.scanTimeoutSeconds, 10),
    retryLimit: Math.floor(num('SCAN_RETRY_LIMIT', DEFAULT_QUEUE_SETTINGS.retryLimit, 0)),
    staleAfterSeconds: num('SCAN_STALE_SECONDS', DEFAULT_QUEUE_SETTINGS.staleAfterSeconds, 2),
    pollingIntervalSeconds: num('SCAN_POLL_SECONDS', DEFAULT_QUEUE_SETTINGS.pollingIntervalSeconds, 0.5),
    reconcileIntervalSeconds: num('SCAN_RECONCILE_SECONDS', DEFAULT_QUEUE_SETTINGS.reconcileIntervalSeconds, 1),
  };
}

function bossDb(database: Database): PgBossDb {
  if (database.kind === 'postgres') {
    const pool = database.raw as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values as unknown[]) };
  }
  return pgliteBossDb(database.raw as PGlite);
}

/** Starts pg-boss on the app's database and makes sure the scan queue exists with current settings. */
export async function startBoss(
  database: Database,
  settings: QueueSettings,
  onError: (err: unknown) => void,
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: bossDb(database) as PgBoss.Db,
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
