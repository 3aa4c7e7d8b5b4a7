/** Limits applied to uploaded sources, archives and repository clones. */
export interface SourceLimits {
  /** Entries (files and folders) across every archive of one scan. */
  maxEntries: number;
  /** Bytes once unpacked, across every archive and file of one scan. */
  maxBytes: number;
  /** Largest accepted ratio of unpacked to packed size (overall, and per entry above `ratioFloorBytes`). */
  maxRatio: number;
  /** Below this unpacked size an archive or entry is not checked for its ratio (small text compresses well). */
  ratioFloorBytes: number;
}

export const GIB = 1024 ** 3;
export const MIB = 1024 ** 2;

export const DEFAULT_SOURCE_LIMITS: SourceLimits = {
  maxEntries: 20_000,
  maxBytes: GIB,
  maxRatio: 100,
  ratioFloorBytes: 10 * MIB,
};

/** Human text for a byte limit: '1 GiB', '512 MiB', '300 KiB', else in bytes. */
export function formatBytes(n: number): string {
  if (n >= GIB && n % GIB === 0) return `${n / GIB} GiB`;
  if (n >= MIB && n % MIB === 0) return `${n / MIB} MiB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KiB`;
  return `${n} bytes`;
}
