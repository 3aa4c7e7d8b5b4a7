/**
 * tar and tar.gz extraction in one streaming pass through the tar package's parser. Every entry is
 * checked before anything of it is written (name, type: links and devices refused, entry count);
 * bytes are counted against the budget while written, and for gzip the ratio of unpacked to packed
 * bytes is watched as the stream goes. On refusal the caller removes the partial folder.
 */
import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import {
  archiveRefused,
  archiveUnreadable,
  refusalText,
  takeEntry,
  userDetail,
  writeCounted,
  type SourceBudget,
} from './budget.js';
import { SourceError } from './errors.js';
import { checkEntryPath, PathClaims, resolveInside } from './paths.js';

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);
const LINK_TYPES = new Set(['Link', 'SymbolicLink']);

/** Unpacks a tar (gzip-compressed when `gzip`) into `dest`. */
export async function extractTar(
  file: string,
  dest: string,
  archive: string,
  budget: SourceBudget,
  gzip: boolean,
): Promise<void> {
  const limits = budget.limits;
  let packed = 0;
  let unpacked = 0;
  let failure: unknown = null;
  let chain: Promise<void> = Promise.resolve();
  let count = 0;
  let current: ReadEntry | null = null;
  const claims = new PathClaims();

  const parser = new Parser({
    strict: true,
    onReadEntry: (entry: ReadEntry) => {
      if (failure) {
        entry.resume();
        return;
      }
      try {
        count += 1;
        const name = entry.path;
        const checked = checkEntryPath(name);
        if (!checked.ok) throw archiveRefused(archive, refusalText[checked.problem](name));
        if (LINK_TYPES.has(entry.type)) throw archiveRefused(archive, refusalText.link(name));
        if (!FILE_TYPES.has(entry.type) && entry.type !== 'Directory')
          throw archiveRefused(archive, refusalText.special(name));
        takeEntry(budget, archive, `more than ${limits.maxEntries}`);
        if ((entry.size ?? 0) > budget.remainingBytes)
          throw archiveRefused(archive, refusalText.size(limits.maxBytes));
        if (checked.segments.length === 0) {
          entry.resume();
          return;
        }
        const other = claims.claim(name, checked.segments, entry.type === 'Directory');
        if (other !== null) throw archiveRefused(archive, refusalText.conflict(name, other));
        const target = resolveInside(dest, checked.segments);
        if (entry.type === 'Directory') {
          entry.resume();
          chain = chain.then(() => mkdir(target, { recursive: true }).then(() => undefined));
        } else {
          current = entry;
          entry.once('end', () => {
            if (current === entry) current = null;
          });
          const job = writeCounted(entry as unknown as Readable, target, budget, archive);
          chain = chain.then(() => job.then(() => undefined));
        }
        chain.catch((e: unknown) => {
          failure ??= e;
        });
      } catch (e) {
        failure ??= e;
        entry.resume();
      }
    },
  });
  parser.on('warn', (code: string, message: string) => {
    // strict mode turns damage into errors; warnings left are about unsupported extended headers.
    if (code === 'TAR_ENTRY_INVALID' || code === 'TAR_BAD_ARCHIVE')
      failure ??= archiveUnreadable(archive, message);
  });
  const parserError = new Promise<never>((_, reject) =>
    parser.on('error', (e: Error) => reject(e)),
  );
  parserError.catch(() => {});

  const packedCounter = new Transform({
    transform(chunk: Buffer, _e, cb) {
      packed += chunk.length;
      cb(null, chunk);
    },
  });
  // Every stream of the chain has an error listener from the start: a failure anywhere reaches the
  // loop below through `stream` and is never an unhandled 'error' event.
  const input = createReadStream(file);
  const source = input.pipe(packedCounter);
  const stream = gzip ? source.pipe(createGunzip()) : source;
  input.on('error', (e) => stream.destroy(e));
  source.on('error', (e) => stream.destroy(e));
  stream.on('error', () => {});

  try {
    const feed = (async () => {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        unpacked += chunk.length;
        if (
          gzip &&
          unpacked > limits.ratioFloorBytes &&
          unpacked > limits.maxRatio * Math.max(packed, 1)
        ) {
          throw archiveRefused(archive, refusalText.ratio(limits.maxRatio));
        }
        if (unpacked > limits.maxBytes + limits.maxEntries * 1024)
          throw archiveRefused(archive, refusalText.size(limits.maxBytes));
        if (failure) throw failure;
        if (!parser.write(chunk)) await new Promise<void>((r) => parser.once('drain', () => r()));
        if (failure) throw failure;
      }
      await new Promise<void>((resolve) => {
        parser.once('end', () => resolve());
        parser.end();
      });
    })();
    await Promise.race([feed, parserError]);
    await chain;
    if (failure) throw failure;
    if (count === 0) throw archiveUnreadable(archive, 'it is empty or not a tar archive.');
  } catch (e) {
    stream.destroy();
    input.destroy();
    // An entry still being written waits for bytes that will not come: end its write.
    const open = current as ReadEntry | null;
    if (open) {
      open.on('error', () => {});
      open.destroy(new Error('extraction stopped'));
    }
    await chain.catch(() => {});
    if (e instanceof SourceError) throw e;
    if (failure instanceof SourceError) throw failure;
    throw archiveUnreadable(archive, userDetail(e));
  }
}

/** Whether a gzip file holds a tarball (the 'ustar' magic of its first header). */
export async function gzipHoldsTar(file: string): Promise<boolean> {
  const gunzip = createGunzip();
  const input = createReadStream(file);
  input.on('error', (e) => gunzip.destroy(e));
  gunzip.on('error', () => {});
  input.pipe(gunzip);
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      head = Buffer.concat([head, chunk]);
      if (head.length >= 512) break;
    }
  } catch {
    return false;
  } finally {
    input.destroy();
    gunzip.destroy();
  }
  return head.length >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar';
}
