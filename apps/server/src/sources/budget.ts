/**
 * The running account of what one scan's sources may still take: entries and unpacked bytes, shared
 * by every archive and file of the upload, plus the helpers that refuse with the user's message.
 */
import { createWriteStream, constants as fsc } from 'node:fs';
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DiskSpace } from './disk.js';
import { SourceError } from './errors.js';
import { formatBytes, type SourceLimits } from './limits.js';

export class SourceBudget {
  entries = 0;
  bytes = 0;
  constructor(
    readonly limits: SourceLimits,
    /** The disk's reserve, checked while unpacking (none: not checked). */
    readonly disk: DiskSpace | null = null,
  ) {}

  get remainingEntries(): number {
    return this.limits.maxEntries - this.entries;
  }
  get remainingBytes(): number {
    return this.limits.maxBytes - this.bytes;
  }
}

/** A refusal of an archive, with the archive's name first so the user knows which upload it was. */
export function archiveRefused(archive: string, reason: string): SourceError {
  return new SourceError('ARCHIVE_REFUSED', `Archive '${archive}' was refused: ${reason}`);
}

export function archiveUnreadable(archive: string, detail: string): SourceError {
  return new SourceError(
    'ARCHIVE_UNREADABLE',
    `Archive '${archive}' could not be unpacked: ${detail}`,
  );
}

const FS_ERROR_TEXT: Record<string, string> = {
  EEXIST: 'two entries claim the same path (a file and a folder of the same name).',
  ENOTDIR: 'two entries claim the same path (a file and a folder of the same name).',
  EISDIR: 'two entries claim the same path (a file and a folder of the same name).',
  ENAMETOOLONG: 'an entry name is too long.',
  ENOSPC: 'the server is out of disk space.',
  EDQUOT: 'the server is out of disk space.',
};

/**
 * The part of an error a user may read: file system errors by their code (their message holds the
 * server's absolute paths), any other message with absolute paths taken out.
 */
export function userDetail(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  if (typeof code === 'string' && code.startsWith('E') && (e as NodeJS.ErrnoException).syscall) {
    return FS_ERROR_TEXT[code] ?? `a file system error (${code}).`;
  }
  return withoutPaths(e instanceof Error ? e.message : String(e));
}

/** Replaces absolute file paths in a message (`/tmp/x/sources/...`, `C:\\x\\y`) with '(path)'. */
export function withoutPaths(text: string): string {
  return text.replace(/(^|[\s'"`(=])(?:[A-Za-z]:)?(?:[\\/][^\s'"`\\/,;:)]+)+[\\/]?/g, '$1(path)');
}

/** yauzl's size check, in words: the entry's data does not match the size its header states. */
export function sizeMismatch(archive: string, entry: string, e: unknown): SourceError | null {
  const m = /^(too many|not enough) bytes in the stream\. expected (\d+)/.exec(
    (e as Error)?.message ?? '',
  );
  if (!m) return null;
  const more = m[1] === 'too many';
  return archiveRefused(
    archive,
    `entry '${entry}' holds ${more ? 'more' : 'less'} data than the ${m[2]} bytes its header states; the archive is damaged or crafted.`,
  );
}

export const refusalText = {
  escape: (entry: string) => `entry '${entry}' points outside the archive folder.`,
  absolute: (entry: string) => `entry '${entry}' has an absolute path.`,
  invalid: (entry: string) => `entry '${entry}' has an invalid name.`,
  link: (entry: string) => `entry '${entry}' is a link; symbolic and hard links are not allowed.`,
  special: (entry: string) => `entry '${entry}' is not a regular file or folder.`,
  entries: (count: number | string, max: number) =>
    `it has ${count} entries; at most ${max} are allowed.`,
  size: (max: number) =>
    `it unpacks to more than ${formatBytes(max)}; at most ${formatBytes(max)} are allowed.`,
  ratio: (max: number) =>
    `its compression ratio is above ${max}:1, which looks like a decompression bomb.`,
  conflict: (entry: string, other: string) =>
    `entries '${other}' and '${entry}' conflict: one needs a file where the other needs a folder of the same name.`,
  encrypted: (entry: string) =>
    `entry '${entry}' is encrypted; encrypted archives are not supported.`,
};

/** Counts one more entry against the budget, refusing past the limit. */
export function takeEntry(
  budget: SourceBudget,
  archive: string,
  countSoFar: number | string,
): void {
  budget.entries += 1;
  if (budget.entries > budget.limits.maxEntries) {
    throw archiveRefused(archive, refusalText.entries(countSoFar, budget.limits.maxEntries));
  }
}

/**
 * Writes a stream to `target` (never following a link at the target, mode 0644), counting its bytes
 * against the budget; `check` runs on every chunk (ratio guards) and may throw.
 */
export async function writeCounted(
  source: Readable,
  target: string,
  budget: SourceBudget,
  archive: string,
  check?: (bytesOfEntry: number) => void,
): Promise<number> {
  // The source may fail while the target is being prepared (a zip entry whose size does not match
  // its header fails on its first bytes): its error is kept here from the start, so it can never be
  // an unhandled 'error' event, and thrown once the target is ready. The listener stays: errors
  // after the pipeline settled are swallowed instead of ending the process.
  let early: unknown = null;
  source.on('error', (e) => {
    early ??= e;
  });
  let fh: FileHandle;
  try {
    await mkdir(path.dirname(target), { recursive: true });
    fh = await open(target, fsc.O_WRONLY | fsc.O_CREAT | fsc.O_TRUNC | fsc.O_NOFOLLOW, 0o644);
  } catch (e) {
    source.destroy();
    throw e;
  }
  if (early) {
    await fh.close();
    source.destroy();
    throw early;
  }
  let written = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      written += chunk.length;
      budget.bytes += chunk.length;
      if (budget.bytes > budget.limits.maxBytes)
        return cb(archiveRefused(archive, refusalText.size(budget.limits.maxBytes)));
      try {
        check?.(written);
      } catch (e) {
        return cb(e as Error);
      }
      if (!budget.disk) return cb(null, chunk);
      budget.disk.wrote(chunk.length).then(
        () => cb(null, chunk),
        (e: unknown) => cb(e as Error),
      );
    },
  });
  await pipeline(source, counter, createWriteStream(target, { fd: fh, autoClose: true }));
  return written;
}
