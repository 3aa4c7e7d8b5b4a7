/**
 * Leftovers under DATA_DIR/sources from processes that stopped mid-way (an upload being received,
 * a restore being unpacked, a finished scan whose folder removal never ran): every entry older than
 * `minAgeMs` that is not the folder of a pending or running scan is removed. The age guard keeps
 * uploads still arriving in another API process (their scan row does not exist yet).
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client.js';
import { removeTree } from '../sources/archive.js';

export async function sweepSources(database: Database, dataDir: string, minAgeMs = 60 * 60_000, now = Date.now()): Promise<string[]> {
  const root = path.join(dataDir, 'sources');
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return [];
  }
  const { rows } = await database.query<{ id: string }>(`SELECT id::text AS id FROM scans WHERE status IN ('pending', 'running')`);
  const live = new Set(rows.map((r) => r.id));
  const removed: string[] = [];
  for (const name of names) {
    if (live.has(name)) continue;
    const full = path.join(root, name);
    const st = await stat(full).catch(() => null);
    if (!st || now - st.mtimeMs < minAgeMs) continue;
    await removeTree(full);
    removed.push(name);
  }
  return removed;
}
