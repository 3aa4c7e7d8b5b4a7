/**
 * Uploaded sources of one scan. Files are written under `<sourcesDir>/<scanId>/` with sanitised
 * names; archives are kept aside while the upload arrives and unpacked by `finish()` under the
 * scan's limits. `discard()` removes everything, so a refused upload leaves nothing on disk.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { LIMITS } from '@vigil/shared';
import { removeTree, unpackArchive } from './archive.js';
import { archiveRefused, refusalText, SourceBudget } from './budget.js';
import type { DiskSpace } from './disk.js';
import { SourceError } from './errors.js';
import { DEFAULT_SOURCE_LIMITS, formatBytes, type SourceLimits } from './limits.js';
import {
  archiveKindOf,
  archiveStem,
  isAcceptedExtension,
  sanitizeUploadName,
  type ArchiveKind,
} from './paths.js';

export interface StoredUpload {
  /** The name the browser sent. */
  original: string;
  /** Path relative to the scan's source folder (a folder for an unpacked archive). */
  stored: string;
  archive: ArchiveKind | null;
}

/**
 * Source folders (their `root`) of the uploads this process is receiving or has not yet handed to
 * a scan row: the leftovers sweep leaves them alone.
 */
export const uploadsInProgress = new Set<string>();

export class UploadSink {
  /** Every file part received, accepted or not. */
  received = 0;
  /** Names whose extension is not accepted, in arrival order. */
  readonly unsupported: string[] = [];
  readonly stored: StoredUpload[] = [];
  private readonly incoming: string;
  private readonly pending: { file: string; original: string; name: string; kind: ArchiveKind }[] =
    [];
  private readonly budget: SourceBudget;
  private readonly used = new Set<string>();
  private created = false;

  /** Bytes of every file part of the request read so far (archives, plain files, refused ones). */
  requestBytes = 0;
  readonly maxRequestBytes: number;

  /** `root` is the scan's source folder, e.g. DATA_DIR/sources/<scanId>; it must not exist yet. */
  constructor(
    readonly root: string,
    limits: SourceLimits = DEFAULT_SOURCE_LIMITS,
    readonly maxFiles: number = LIMITS.maxScanFiles,
    opts: { maxRequestBytes?: number; disk?: DiskSpace | null } = {},
  ) {
    this.incoming = `${root}.incoming`;
    this.maxRequestBytes = opts.maxRequestBytes ?? Number.POSITIVE_INFINITY;
    this.budget = new SourceBudget(limits, opts.disk ?? null);
    uploadsInProgress.add(root);
  }

  /** The upload is over (its scan row exists, or it was discarded): the sweep may judge its folder. */
  release(): void {
    uploadsInProgress.delete(this.root);
  }

  get tooMany(): boolean {
    return this.received > this.maxFiles;
  }

  /** Files accepted so far (before unpacking). */
  get acceptedCount(): number {
    return this.stored.length + this.pending.length;
  }

  private unique(name: string): string {
    let candidate = name;
    for (let i = 1; this.used.has(candidate.toLowerCase()); i++) {
      const dot = name.lastIndexOf('.');
      candidate = dot > 0 ? `${name.slice(0, dot)}-${i}${name.slice(dot)}` : `${name}-${i}`;
    }
    this.used.add(candidate.toLowerCase());
    return candidate;
  }

  /**
   * Takes one uploaded file. Over the file limit or with an unsupported extension it is read and
   * dropped (and remembered for the message); otherwise written to disk.
   */
  /** The refusal of a request past its byte limit. */
  tooLarge(): SourceError {
    return new SourceError(
      'UPLOAD_TOO_LARGE',
      `The upload is larger than ${formatBytes(this.maxRequestBytes)} in total; send fewer or smaller files.`,
    );
  }

  /** Counts a part's bytes toward the request's total; fails the stream as soon as the total is past the limit. */
  private counter(): Transform {
    return new Transform({
      transform: (chunk: Buffer, _enc, cb) => {
        this.requestBytes += chunk.length;
        if (this.requestBytes > this.maxRequestBytes) return cb(this.tooLarge());
        const disk = this.budget.disk;
        if (!disk) return cb(null, chunk);
        disk.wrote(chunk.length).then(
          () => cb(null, chunk),
          (e: unknown) => cb(e as Error),
        );
      },
    });
  }

  async add(originalName: string, stream: Readable): Promise<void> {
    // The part may fail (client gone, size limit) while the folders are being made: never an
    // unhandled 'error' event; the pipeline below reports it.
    stream.on('error', () => {});
    this.received += 1;
    if (this.tooMany || !isAcceptedExtension(originalName)) {
      if (!isAcceptedExtension(originalName)) this.unsupported.push(originalName);
      // Read and dropped, but counted: the request's total covers every part.
      await pipeline(
        stream,
        this.counter(),
        new Writable({
          write: (_chunk, _enc, cb) => cb(),
        }),
      );
      return;
    }
    if (!this.created) {
      await mkdir(this.root, { recursive: true });
      await mkdir(this.incoming, { recursive: true });
      this.created = true;
    }
    const name = this.unique(sanitizeUploadName(originalName));
    const kind = archiveKindOf(name);
    const target = kind ? path.join(this.incoming, name) : path.join(this.root, name);
    await pipeline(stream, this.counter(), createWriteStream(target, { flags: 'wx', mode: 0o644 }));
    const { size } = await stat(target);
    if (kind) {
      this.pending.push({ file: target, original: originalName, name, kind });
    } else {
      this.budget.bytes += size;
      this.budget.entries += 1;
      if (this.budget.bytes > this.budget.limits.maxBytes) {
        throw new SourceError(
          'UPLOAD_REFUSED',
          `The upload is larger than ${formatBytes(this.budget.limits.maxBytes)}.`,
        );
      }
      this.stored.push({ original: originalName, stored: name, archive: null });
    }
  }

  /**
   * Unpacks the archives: alone in the upload, an archive's content becomes the source folder
   * itself; beside other files, each goes into a folder named after it. Refusals throw SourceError
   * (the caller then calls `discard()`).
   */
  async finish(): Promise<StoredUpload[]> {
    const alone = this.pending.length === 1 && this.stored.length === 0;
    for (const p of this.pending) {
      const folder = alone ? '' : this.unique(archiveStem(p.name));
      const dest = alone ? path.join(this.incoming, '.unpacked') : path.join(this.root, folder);
      await unpackArchive(p.file, p.kind, dest, p.original, this.budget, archiveStem(p.name));
      if (alone) {
        await removeTree(this.root);
        await rename(dest, this.root);
      }
      this.stored.push({ original: p.original, stored: folder || '.', archive: p.kind });
    }
    this.pending.length = 0;
    await removeTree(this.incoming);
    if (this.budget.bytes > this.budget.limits.maxBytes)
      throw archiveRefused('upload', refusalText.size(this.budget.limits.maxBytes));
    return this.stored;
  }

  /** Removes the scan's source folder and the archives still waiting. */
  async discard(): Promise<void> {
    await removeTree(this.incoming);
    await removeTree(this.root);
    this.release();
  }
}
