/**
 * Uploaded sources shared through PostgreSQL. In distributed mode API and worker processes may run
 * on different machines and share only the database, so after an upload is checked and unpacked the
 * API stores it as one tar.gz in `scan_source_archives`; a worker that does not find the folder on
 * its own disk restores it from there (unpacked again under the same limits, into a temporary
 * folder renamed into place, so a worker killed mid-way never leaves a partial tree). The row goes
 * when the scan ends or is deleted. Embedded mode (PGlite, one process) does not need it. The table
 * is created by the migrations (0002_scan_lifecycle).
 */
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { Database } from '../db/client.js';
import { removeTree } from '../sources/archive.js';
import { SourceBudget } from '../sources/budget.js';
import { DEFAULT_SOURCE_LIMITS } from '../sources/limits.js';
import { extractTar } from '../sources/tar.js';

export const SOURCE_TABLE = 'scan_source_archives';

export function sharesSourcesThroughDatabase(database: Database): boolean {
  return database.kind === 'postgres';
}

/** Packs the scan's source folder and stores it (distributed mode only). */
export async function saveSources(database: Database, scanId: string, dir: string): Promise<void> {
  if (!sharesSourcesThroughDatabase(database)) return;
  const tmp = await mkdtemp(path.join(tmpdir(), 'vigil-pack-'));
  try {
    const file = path.join(tmp, 'sources.tar.gz');
    await tar.c({ gzip: true, file, cwd: dir, portable: true, follow: false }, ['.']);
    await database.query(
      `INSERT INTO ${SOURCE_TABLE} (scan_id, archive) VALUES ($1, $2) ON CONFLICT (scan_id) DO UPDATE SET archive = EXCLUDED.archive`,
      [scanId, await readFile(file)],
    );
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** Restores the scan's sources into `dir` when they are stored; false when there is nothing stored. */
export async function restoreSources(
  database: Database,
  scanId: string,
  dir: string,
): Promise<boolean> {
  if (!sharesSourcesThroughDatabase(database)) return false;
  const { rows } = await database.query<{ archive: Buffer }>(
    `SELECT archive FROM ${SOURCE_TABLE} WHERE scan_id = $1`,
    [scanId],
  );
  const archive = rows[0]?.archive;
  if (!archive) return false;
  const tmp = await mkdtemp(path.join(tmpdir(), 'vigil-restore-'));
  const staging = `${dir}.restoring-${process.pid}`;
  try {
    const file = path.join(tmp, 'sources.tar.gz');
    await writeFile(file, archive);
    await removeTree(staging);
    await mkdir(staging, { recursive: true });
    // Checked when uploaded; only the ratio guard is off here, since a tarball of many similar
    // files compresses far better than each file does on its own.
    await extractTar(
      file,
      staging,
      'stored sources',
      new SourceBudget({ ...DEFAULT_SOURCE_LIMITS, maxRatio: Number.POSITIVE_INFINITY }),
      true,
    );
    await rename(staging, dir);
    return true;
  } finally {
    await removeTree(staging);
    await rm(tmp, { recursive: true, force: true });
  }
}

export async function dropSources(database: Database, scanId: string): Promise<void> {
  if (!sharesSourcesThroughDatabase(database)) return;
  await database.query(`DELETE FROM ${SOURCE_TABLE} WHERE scan_id = $1`, [scanId]).catch(() => {});
}
