/**
 * Zip extraction with yauzl in two passes: the central directory is checked first (entry count,
 * names, links, declared sizes, compression ratios) so a refused archive writes nothing; then the
 * entries are written, their real sizes counted again (yauzl also checks them against the headers).
 */
import { mkdir, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  archiveRefused,
  archiveUnreadable,
  refusalText,
  sizeMismatch,
  takeEntry,
  userDetail,
  writeCounted,
  type SourceBudget,
} from './budget.js';
import { SourceError } from './errors.js';
import { checkEntryPath, PathClaims, resolveInside } from './paths.js';

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true },
      (err, zip) => {
        if (err) return reject(err);
        // A zip file's errors are awaited where they matter (listing, reading an entry); this keeps
        // one arriving at any other moment from being an unhandled 'error' event.
        zip.on('error', () => {});
        resolve(zip);
      },
    );
  });
}

function readAllEntries(zip: ZipFile, onEntry: (e: Entry) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      try {
        onEntry(entry);
      } catch (e) {
        reject(e);
        return;
      }
      zip.readEntry();
    });
    zip.once('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
}

function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, s) => {
      if (err) return reject(err);
      // The size check fails on the first bytes past (or at the end short of) the stated size,
      // maybe before the reader attaches: writeCounted keeps that error, this listener the rest.
      s.on('error', () => {});
      resolve(s);
    }),
  );
}

interface PlannedEntry {
  entry: Entry;
  name: string;
  segments: string[];
  dir: boolean;
}

/** Unpacks `file` (named `archive` for messages) into `dest`, which must exist and be empty. */
export async function extractZip(
  file: string,
  dest: string,
  archive: string,
  budget: SourceBudget,
): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await openZip(file);
  } catch (e) {
    throw archiveUnreadable(archive, userDetail(e));
  }
  try {
    const limits = budget.limits;
    if (zip.entryCount > budget.remainingEntries) {
      throw archiveRefused(archive, refusalText.entries(zip.entryCount, limits.maxEntries));
    }
    const archiveSize = (await stat(file)).size;
    const planned: PlannedEntry[] = [];
    const claims = new PathClaims();
    let declaredTotal = 0;
    let index = 0;
    await readAllEntries(zip, (entry) => {
      index += 1;
      const raw = entry.fileName as unknown as Buffer;
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        raw,
        entry.extraFields,
        false,
      );
      const checked = checkEntryPath(name);
      if (!checked.ok) throw archiveRefused(archive, refusalText[checked.problem](name));
      const madeBy = entry.versionMadeBy >> 8;
      const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
      // Unix (3) and macOS (19) makers keep the file type in the upper attribute bits.
      if ((madeBy === 3 || madeBy === 19) && mode !== 0) {
        if (mode === S_IFLNK) throw archiveRefused(archive, refusalText.link(name));
        if (mode !== S_IFREG && mode !== S_IFDIR)
          throw archiveRefused(archive, refusalText.special(name));
      }
      if (entry.generalPurposeBitFlag & 0x1)
        throw archiveRefused(archive, refusalText.encrypted(name));
      const dir = name.endsWith('/') || name.endsWith('\\') || mode === S_IFDIR;
      if (checked.segments.length > 0) {
        const other = claims.claim(name, checked.segments, dir);
        if (other !== null) throw archiveRefused(archive, refusalText.conflict(name, other));
      }
      takeEntry(budget, archive, zip.entryCount);
      declaredTotal += entry.uncompressedSize;
      if (declaredTotal > budget.remainingBytes)
        throw archiveRefused(archive, refusalText.size(limits.maxBytes));
      if (
        entry.uncompressedSize > limits.ratioFloorBytes &&
        entry.uncompressedSize > limits.maxRatio * Math.max(entry.compressedSize, 1)
      ) {
        throw archiveRefused(archive, refusalText.ratio(limits.maxRatio));
      }
      if (checked.segments.length > 0)
        planned.push({ entry, name, segments: checked.segments, dir });
    });
    if (index !== zip.entryCount)
      throw archiveUnreadable(archive, 'the entry count does not match its directory');
    if (
      declaredTotal > limits.ratioFloorBytes &&
      declaredTotal > limits.maxRatio * Math.max(archiveSize, 1)
    ) {
      throw archiveRefused(archive, refusalText.ratio(limits.maxRatio));
    }
    await budget.disk?.check(declaredTotal);

    for (const p of planned) {
      const target = resolveInside(dest, p.segments);
      if (p.dir) {
        await mkdir(target, { recursive: true });
        continue;
      }
      const stream = await openEntry(zip, p.entry);
      const packed = Math.max(p.entry.compressedSize, 1);
      try {
        await writeCounted(stream, target, budget, archive, (n) => {
          // The headers could understate the size; the real bytes are guarded the same way.
          if (n > limits.ratioFloorBytes && n > limits.maxRatio * packed)
            throw archiveRefused(archive, refusalText.ratio(limits.maxRatio));
        });
      } catch (e) {
        throw sizeMismatch(archive, p.name, e) ?? e;
      }
    }
  } catch (e) {
    if (e instanceof SourceError) throw e;
    throw archiveUnreadable(archive, userDetail(e));
  } finally {
    zip.close();
  }
}
