/**
 * Leftovers under DATA_DIR/sources: an upload's staging folder (`<id>.incoming/`, with the archive
 * being unpacked in `.unpacked/`), a restore being unpacked (`<id>.restoring-<pid>`), the folder of a
 * scan that ended or was refused but whose removal never ran (the process died). Everything there
 * that belongs to no pending or running scan is removed, except uploads this process is receiving
 * and, when other processes may be writing there too (PostgreSQL), anything written to recently.
 * Run at start-up and by the admin's bulk cleanup.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client.js';
import { removeTree } from '../sources/archive.js';
import { uploadsInProgress } from '../sources/upload.js';
import { ACTIVE_SCAN_STATUSES } from './lifecycle.js';

const SCAN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** With several processes on one database, what was written to within this time may be another's upload. */
export const SHARED_SWEEP_MIN_AGE_MS = 15 * 60_000;

/** How recent a leftover may be and still go: any age when this process is the only one (embedded database). */
export function sweepMinAgeMs(database: Database): number {
  return database.kind === 'postgres' ? SHARED_SWEEP_MIN_AGE_MS : 0;
}

/** The newest modification time in a tree (a file still being written keeps it fresh); stops early once newer than `after`. */
async function newestChange(full: string, after: number): Promise<number> {
  const st = await stat(full).catch(() => null);
  if (!st) return 0;
  let newest = st.mtimeMs;
  if (!st.isDirectory() || newest > after) return newest;
  const entries = await readdir(full).catch(() => [] as string[]);
  for (const name of entries) {
    newest = Math.max(newest, await newestChange(path.join(full, name), after));
    if (newest > after) break;
  }
  return newest;
}

export async function sweepSources(
  database: Database,
  dataDir: string,
  minAgeMs = sweepMinAgeMs(database),
  now = Date.now(),
): Promise<string[]> {
  const root = path.join(dataDir, 'sources');
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return [];
  }
  const { rows } = await database.query<{ id: string }>(
    `SELECT id::text AS id FROM scans WHERE status = ANY($1::text[])`,
    [[...ACTIVE_SCAN_STATUSES]],
  );
  const live = new Set(rows.map((r) => r.id.toLowerCase()));
  const removed: string[] = [];
  for (const name of names) {
    const id = SCAN_ID.exec(name)?.[0].toLowerCase();
    if (id && live.has(id)) continue;
    const full = path.join(root, name);
    if (id && uploadsInProgress.has(path.join(root, id))) continue;
    if (minAgeMs > 0 && (await newestChange(full, now - minAgeMs)) > now - minAgeMs) continue;
    await removeTree(full);
    removed.push(name);
  }
  return removed;
}
