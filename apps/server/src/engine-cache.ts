/**
 * The engine's incremental cache, one folder per project: `DATA_DIR/cache/<projectId>`. A re-scan of
 * a project analyses only the files that changed since its last scan (and the files depending on
 * them); the findings are the same as a full scan's. The folder goes with the project.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { projects } from './db/schema/index.js';
import { removeTree } from './sources/archive.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cache folder of a project, or undefined for a scan without a project (or an id of another shape). */
export function projectCacheDir(
  dataDir: string,
  projectId: string | null | undefined,
): string | undefined {
  if (!projectId || !UUID.test(projectId)) return undefined;
  return path.join(dataDir, 'cache', projectId.toLowerCase());
}

/** Removes a project's cache folder (no error when there is none). */
export async function removeProjectCache(dataDir: string, projectId: string): Promise<void> {
  const dir = projectCacheDir(dataDir, projectId);
  if (dir) await removeTree(dir);
}

/** Removes the cache folders of projects that no longer exist (deleted with their user, in bulk); returns how many. */
export async function sweepProjectCaches(db: Db, dataDir: string): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(path.join(dataDir, 'cache'), { withFileTypes: true }))
      .filter((d) => d.isDirectory() && UUID.test(d.name))
      .map((d) => d.name);
  } catch {
    return 0;
  }
  if (!names.length) return 0;
  const known = new Set(
    (await db.select({ id: projects.id }).from(projects).where(inArray(projects.id, names))).map(
      (r) => r.id.toLowerCase(),
    ),
  );
  let removed = 0;
  for (const n of names) {
    if (known.has(n.toLowerCase())) continue;
    await removeTree(path.join(dataDir, 'cache', n));
    removed++;
  }
  return removed;
}
