/**
 * Path rules for everything written under a scan's source folder: archive entry names are checked
 * (never trusted), upload names are reduced to a safe base name.
 */
import path from 'node:path';
import { ACCEPTED_EXTENSIONS } from '@vigil/shared';

const ACCEPTED = new Set<string>(ACCEPTED_EXTENSIONS);

/** The extension the spec's upload rule looks at: the text after the last dot, lowercased. */
export function uploadExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

export function isAcceptedExtension(name: string): boolean {
  return ACCEPTED.has(uploadExtension(name));
}

export type ArchiveKind = 'zip' | 'tar' | 'tar.gz' | 'gz' | '7z';

/** Archive kind by name: .zip, .tar, .tar.gz/.tgz, .gz (a single compressed file or a tarball), .7z. */
export function archiveKindOf(name: string): ArchiveKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.zip')) return 'zip';
  if (lower.endsWith('.tar.gz') || lower.endsWith('.tgz')) return 'tar.gz';
  if (lower.endsWith('.tar')) return 'tar';
  if (lower.endsWith('.gz')) return 'gz';
  if (lower.endsWith('.7z')) return '7z';
  return null;
}

/** The name of an archive without its archive extension ('app.tar.gz' -> 'app'). */
export function archiveStem(name: string): string {
  const stem = name.replace(/\.(tar\.gz|tgz|tar|zip|7z|gz)$/i, '');
  return stem || 'archive';
}

/**
 * Reduces an uploaded file name to a safe base name: no folders, only letters, digits, dot, dash and
 * underscore, no leading dot, at most 180 characters with the extension kept.
 */
export function sanitizeUploadName(original: string): string {
  const base = (original.split(/[\\/]/).pop() ?? '').normalize('NFC');
  let safe = base.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[.]+/, '_');
  if (safe.length > 180) {
    const dot = safe.lastIndexOf('.');
    const ext = dot > 0 && safe.length - dot <= 16 ? safe.slice(dot) : '';
    safe = safe.slice(0, 180 - ext.length) + ext;
  }
  if (safe === '' || safe === '_' || /^_*$/.test(safe)) safe = 'file';
  return safe;
}

export type EntryPathProblem = 'absolute' | 'escape' | 'invalid';

/**
 * Checks an archive entry name and returns its folder segments, or the reason it is refused:
 * absolute paths (`/x`, `C:\x`, `\\server\x`), any `..` segment, NUL bytes, over-long names.
 * Backslashes count as separators, so `..\x` is an escape too.
 */
export function checkEntryPath(
  raw: string,
): { ok: true; segments: string[] } | { ok: false; problem: EntryPathProblem } {
  if (raw.includes('\0')) return { ok: false, problem: 'invalid' };
  const unified = raw.replace(/\\/g, '/');
  if (unified.startsWith('/') || /^[A-Za-z]:/.test(unified))
    return { ok: false, problem: 'absolute' };
  const segments: string[] = [];
  for (const seg of unified.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') return { ok: false, problem: 'escape' };
    if (Buffer.byteLength(seg) > 255) return { ok: false, problem: 'invalid' };
    segments.push(seg);
  }
  if (segments.length > 64) return { ok: false, problem: 'invalid' };
  return { ok: true, segments };
}

/** Joins checked segments under `root` and asserts the result stays inside it. */
export function resolveInside(root: string, segments: string[]): string {
  const target = path.resolve(root, ...segments);
  const rel = path.relative(root, target);
  // Only a real '..' segment escapes: '..hidden.js' is an ordinary name.
  if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel))
    throw new Error(`path escapes its folder: ${segments.join('/')}`);
  return target;
}

/**
 * The paths an archive's entries claim, to refuse one that needs a file where another entry is a
 * folder (`a` and `a/b.js`) with a message naming both, before anything is written. Names are
 * compared as the file system will (exactly; a repeated file simply replaces the earlier one).
 */
export class PathClaims {
  private readonly files = new Map<string, string>();
  private readonly dirs = new Map<string, string>();

  /** Records an entry; returns the name of the entry it conflicts with, or null. */
  claim(name: string, segments: string[], dir: boolean): string | null {
    for (let i = 1; i < segments.length; i++) {
      const parent = segments.slice(0, i).join('/');
      const file = this.files.get(parent);
      if (file !== undefined) return file;
      if (!this.dirs.has(parent)) this.dirs.set(parent, name);
    }
    const key = segments.join('/');
    if (dir) {
      const file = this.files.get(key);
      if (file !== undefined) return file;
      if (!this.dirs.has(key)) this.dirs.set(key, name);
    } else {
      const folder = this.dirs.get(key);
      if (folder !== undefined) return folder;
      this.files.set(key, name);
    }
    return null;
  }
}
