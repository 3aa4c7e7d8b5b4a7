/**
 * Unpacking one uploaded archive into a folder, whatever its kind, under the scan's shared budget.
 * On any refusal or failure the destination folder is removed before the error is thrown.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import {
  archiveRefused,
  archiveUnreadable,
  refusalText,
  userDetail,
  writeCounted,
  type SourceBudget,
} from './budget.js';
import { SourceError } from './errors.js';
import type { ArchiveKind } from './paths.js';
import { extract7z } from './sevenzip.js';
import { extractTar, gzipHoldsTar } from './tar.js';
import { extractZip } from './zip.js';

/** Removes a folder and everything in it; never throws. */
export async function removeTree(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true }).catch(() => {});
}

/**
 * Unpacks `file` into `dest` (created here; must not exist yet). `archive` names the upload in
 * messages. A plain `.gz` that is not a tarball becomes one file named `gzTarget`.
 */
export async function unpackArchive(
  file: string,
  kind: ArchiveKind,
  dest: string,
  archive: string,
  budget: SourceBudget,
  gzTarget?: string,
): Promise<void> {
  await mkdir(dest, { recursive: true });
  try {
    switch (kind) {
      case 'zip':
        await extractZip(file, dest, archive, budget);
        break;
      case 'tar':
        await extractTar(file, dest, archive, budget, false);
        break;
      case 'tar.gz':
        await extractTar(file, dest, archive, budget, true);
        break;
      case 'gz':
        if (await gzipHoldsTar(file)) await extractTar(file, dest, archive, budget, true);
        else
          await gunzipOne(
            file,
            path.join(dest, gzTarget ?? archive.replace(/\.gz$/i, '')),
            archive,
            budget,
          );
        break;
      case '7z':
        await extract7z(file, dest, archive, budget);
        break;
    }
  } catch (e) {
    await removeTree(dest);
    if (e instanceof SourceError) throw e;
    throw archiveUnreadable(archive, userDetail(e));
  }
}

/** A single gzip-compressed file, with the same size and ratio guards. */
async function gunzipOne(
  file: string,
  target: string,
  archive: string,
  budget: SourceBudget,
): Promise<void> {
  const { size: packed } = await stat(file);
  const limits = budget.limits;
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (e) => gunzip.destroy(e));
  input.pipe(gunzip);
  budget.entries += 1;
  try {
    await writeCounted(gunzip, target, budget, archive, (n) => {
      if (n > limits.ratioFloorBytes && n > limits.maxRatio * Math.max(packed, 1))
        throw archiveRefused(archive, refusalText.ratio(limits.maxRatio));
    });
  } catch (e) {
    if (e instanceof SourceError) throw e;
    throw archiveUnreadable(archive, userDetail(e));
  } finally {
    input.destroy();
  }
}
