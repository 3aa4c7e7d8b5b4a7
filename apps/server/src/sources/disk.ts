/**
 * The free disk space the server keeps under DATA_DIR (DISK_RESERVE_MB): an upload or an unpacking
 * that would leave less is refused. Checked before anything is written (with what the request or
 * archive says it holds) and again every few MiB written, since stated sizes can lie.
 */
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { SourceError } from './errors.js';
import { formatBytes, MIB } from './limits.js';

export class DiskSpace {
  private sinceCheck = 0;

  constructor(
    /** A folder on the disk to watch (DATA_DIR); the nearest existing parent is measured. */
    readonly dir: string,
    readonly reserveBytes: number,
    readonly checkEveryBytes = 8 * MIB,
  ) {}

  /** Bytes available to this process on the disk of `dir`. */
  async free(): Promise<number> {
    for (let d = path.resolve(this.dir); ; d = path.dirname(d)) {
      try {
        const s = await statfs(d);
        return s.bavail * s.bsize;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || path.dirname(d) === d) throw e;
      }
    }
  }

  /** Refuses when writing `incoming` more bytes would leave less than the reserve. */
  async check(incoming = 0): Promise<void> {
    if (this.reserveBytes <= 0) return;
    const free = await this.free();
    if (free - incoming < this.reserveBytes) {
      throw new SourceError(
        'INSUFFICIENT_STORAGE',
        `The server is short of disk space (it keeps ${formatBytes(this.reserveBytes)} free): the upload was not stored. Please try again later or contact your administrator.`,
      );
    }
  }

  /** Counts bytes just written; measures again once `checkEveryBytes` have been written since the last time. */
  async wrote(n: number): Promise<void> {
    this.sinceCheck += n;
    if (this.sinceCheck < this.checkEveryBytes) return;
    this.sinceCheck = 0;
    await this.check();
  }
}
