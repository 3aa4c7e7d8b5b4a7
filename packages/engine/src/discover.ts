/**
 * File discovery: walks a directory with ignore rules (default folders, .gitignore basics,
 * include/exclude globs), follows no symlinked directory (so link loops end), and assigns each
 * file a language. Size and binary checks happen when a file is read (src/core/read.ts).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createRequire } from 'node:module';
import type Picomatch from 'picomatch';
import { detectLanguage, languageFromPath } from './languages/index.js';
import type { LanguageId, ScanStats } from './types.js';

// through `require`, as languages/index.ts loads @ast-grep/napi (no ESM lexing of a CommonJS package)
const picomatch = createRequire(import.meta.url)('picomatch') as typeof Picomatch;

export type SkipReason = ScanStats['skipped'][number]['reason'];

/** Folders skipped when walking a project root (not when listed explicitly). */
export const DEFAULT_IGNORED_DIRS = [
  'node_modules',
  '.git',
  '.hg',
  '.svn',
  'dist',
  'vendor',
  'bower_components',
  '__pycache__',
  '.venv',
  '.tox',
  '.next',
  '.nuxt',
  'coverage',
];

/**
 * Folders of sources that a `dist` beside them is built from. A `dist` with none of these beside it
 * is the code itself: a package as published to a registry (`package.json`, `license`, `dist/`)
 * holds nothing else to scan.
 */
const BUILD_SOURCE_DIRS = new Set(['src', 'lib', 'source', 'sources', 'app', 'ts', 'packages']);

/** Extensions that are never text worth reading. */
const BINARY_EXT = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'bmp',
  'ico',
  'icns',
  'webp',
  'tif',
  'tiff',
  'psd',
  'pdf',
  'zip',
  'gz',
  'tgz',
  'bz2',
  'xz',
  'zst',
  '7z',
  'rar',
  'tar',
  'jar',
  'war',
  'ear',
  'class',
  'so',
  'dll',
  'dylib',
  'exe',
  'o',
  'a',
  'lib',
  'obj',
  'pyc',
  'pyo',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
  'mp3',
  'mp4',
  'wav',
  'ogg',
  'webm',
  'mov',
  'avi',
  'wasm',
  'node',
  'bin',
  'dat',
  'db',
  'sqlite',
  'map',
  'snap',
]);

export interface DiscoveredFile {
  abs: string;
  /** Relative to the root, forward slashes. */
  rel: string;
  language: LanguageId;
  size: number;
  /** Size, modification and change times and inode as one string: the same stamp, most likely the same bytes. */
  stamp?: string;
  /** The later of the file's modification and change times (ms). */
  changedMs?: number;
}

export interface DiscoverOptions {
  root: string;
  files?: string[];
  include?: string[];
  exclude?: string[];
  /** Skip DEFAULT_IGNORED_DIRS and honour .gitignore files (default true; explicit file lists never do). */
  defaultIgnores?: boolean;
  maxFileSize?: number;
  signal?: AbortSignal;
}

export interface DiscoverResult {
  files: DiscoveredFile[];
  skipped: { file: string; reason: SkipReason }[];
}

/** 2 MB: larger files are generated or data, and parsing them costs more than it finds. */
export const MAX_FILE_SIZE = 2 * 1024 * 1024;

interface IgnoreRule {
  base: string; // directory (relative, '' for root) of the .gitignore
  negate: boolean;
  dirOnly: boolean;
  match: (p: string) => boolean;
}

function parseGitignore(text: string, base: string): IgnoreRule[] {
  const rules: IgnoreRule[] = [];
  for (let line of text.split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    line = line.replace(/(?<!\\)\s+$/, '');
    let negate = false;
    if (line.startsWith('!')) {
      negate = true;
      line = line.slice(1);
    }
    let dirOnly = false;
    if (line.endsWith('/')) {
      dirOnly = true;
      line = line.slice(0, -1);
    }
    if (!line) continue;
    const anchored = line.includes('/');
    if (line.startsWith('/')) line = line.slice(1);
    const glob = anchored ? line : `**/${line}`;
    const m = picomatch(glob, { dot: true });
    rules.push({ base, negate, dirOnly, match: m });
  }
  return rules;
}

function ignoredByGit(rules: IgnoreRule[], rel: string, isDir: boolean): boolean {
  let ignored = false;
  for (const r of rules) {
    if (r.dirOnly && !isDir) continue;
    let p = rel;
    if (r.base) {
      if (!rel.startsWith(r.base + '/')) continue;
      p = rel.slice(r.base.length + 1);
    }
    if (r.match(p)) ignored = !r.negate;
  }
  return ignored;
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/** Language of a discovered file: by name, then shebang; unknown non-binary files are read as text (secrets). */
function languageOf(abs: string): LanguageId | undefined {
  const byName = languageFromPath(abs);
  if (byName) return byName;
  const base = path.basename(abs).toLowerCase();
  const dot = base.lastIndexOf('.');
  const ext = dot >= 0 ? base.slice(dot + 1) : '';
  if (BINARY_EXT.has(ext)) return undefined;
  if (dot < 0) {
    // No extension: a script with a shebang, or plain text.
    try {
      const fd = fs.openSync(abs, 'r');
      const buf = Buffer.alloc(128);
      const n = fs.readSync(fd, buf, 0, 128, 0);
      fs.closeSync(fd);
      const first = buf.subarray(0, n).toString('utf8').split('\n')[0] ?? '';
      return detectLanguage(abs, first) ?? 'text';
    } catch {
      return 'text';
    }
  }
  return 'text';
}

/** Lists the files to scan, with the reasons others were skipped. */
export function discover(opts: DiscoverOptions): DiscoverResult {
  const steps = discoverSteps(opts);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * discover() in steps: the generator pauses after each directory (and every few hundred listed
 * files), so a caller can give the event loop a turn between steps; it returns the result.
 */
export function* discoverSteps(opts: DiscoverOptions): Generator<void, DiscoverResult, void> {
  const root = path.resolve(opts.root);
  const maxSize = opts.maxFileSize ?? MAX_FILE_SIZE;
  const include = opts.include?.length
    ? picomatch(opts.include, { dot: true, basename: false })
    : null;
  const includeBase = opts.include?.length
    ? picomatch(
        opts.include.filter((g) => !g.includes('/')),
        { dot: true, basename: true },
      )
    : null;
  const exclude = opts.exclude?.length ? picomatch(opts.exclude, { dot: true }) : null;
  const excludeBase = opts.exclude?.length
    ? picomatch(
        opts.exclude.filter((g) => !g.includes('/')),
        { dot: true, basename: true },
      )
    : null;
  const excluded = (rel: string) => !!exclude && (exclude(rel) || !!excludeBase?.(rel));
  const included = (rel: string) => !include || include(rel) || !!includeBase?.(rel);
  const res: DiscoverResult = { files: [], skipped: [] };
  const take = (abs: string, rel: string, st: fs.Stats) => {
    const size = st.size;
    if (size > maxSize) {
      res.skipped.push({ file: rel, reason: 'too-large' });
      return;
    }
    const language = languageOf(abs);
    if (!language) {
      res.skipped.push({ file: rel, reason: 'binary' });
      return;
    }
    res.files.push({
      abs,
      rel,
      language,
      size,
      stamp: `${size}:${st.mtimeMs}:${st.ctimeMs}:${st.ino}`,
      changedMs: Math.max(st.mtimeMs, st.ctimeMs),
    });
  };

  if (opts.files) {
    let n = 0;
    for (const f of opts.files) {
      if (++n % 256 === 0) {
        yield;
        if (opts.signal?.aborted) break;
      }
      const abs = path.resolve(root, f);
      const rel = toPosix(path.relative(root, abs)) || path.basename(abs);
      if (excluded(rel) || !included(rel)) continue;
      let st: fs.Stats;
      try {
        st = fs.statSync(abs);
      } catch {
        res.skipped.push({ file: rel, reason: 'unreadable' });
        continue;
      }
      if (st.isFile()) take(abs, rel, st);
    }
    return res;
  }

  const useDefaults = opts.defaultIgnores !== false;
  const defaultDirs = new Set(DEFAULT_IGNORED_DIRS);
  let rootStat: fs.Stats;
  try {
    rootStat = fs.statSync(root);
  } catch {
    throw new Error(`cannot read ${root}`);
  }
  if (rootStat.isFile()) {
    take(root, path.basename(root), rootStat);
    return res;
  }
  const gitRules: IgnoreRule[] = [];
  const stack: string[] = [''];
  let first = true;
  while (stack.length) {
    if (!first) yield;
    first = false;
    if (opts.signal?.aborted) break;
    const relDir = stack.pop()!;
    const absDir = relDir ? path.join(root, relDir) : root;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(absDir, { withFileTypes: true });
    } catch {
      res.skipped.push({ file: relDir || '.', reason: 'unreadable' });
      continue;
    }
    if (useDefaults && entries.some((e) => e.name === '.gitignore' && e.isFile())) {
      try {
        gitRules.push(
          ...parseGitignore(fs.readFileSync(path.join(absDir, '.gitignore'), 'utf8'), relDir),
        );
      } catch {}
    }
    entries.sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
    for (const e of entries) {
      const rel = relDir ? `${relDir}/${e.name}` : e.name;
      const abs = path.join(absDir, e.name);
      if (e.isSymbolicLink()) {
        // Symlinked directories are never followed (loops end); linked files are read when they stay inside the root.
        let st: fs.Stats;
        try {
          st = fs.statSync(abs);
        } catch {
          res.skipped.push({ file: rel, reason: 'symlink' });
          continue;
        }
        if (!st.isFile()) {
          res.skipped.push({ file: rel, reason: 'symlink' });
          continue;
        }
        let real: string;
        try {
          real = fs.realpathSync(abs);
        } catch {
          res.skipped.push({ file: rel, reason: 'symlink' });
          continue;
        }
        const realRoot = fs.realpathSync(root);
        if (real !== realRoot && !real.startsWith(realRoot + path.sep)) {
          res.skipped.push({ file: rel, reason: 'symlink' });
          continue;
        }
        if (excluded(rel) || !included(rel) || (useDefaults && ignoredByGit(gitRules, rel, false)))
          continue;
        take(abs, rel, st);
        continue;
      }
      if (e.isDirectory()) {
        if (
          useDefaults &&
          ((defaultDirs.has(e.name) && !(e.name === 'dist' && isOnlyCode(entries))) ||
            ignoredByGit(gitRules, rel, true))
        )
          continue;
        if (exclude && (exclude(rel) || exclude(rel + '/') || excludeBase?.(rel))) continue;
        stack.push(rel);
        continue;
      }
      if (!e.isFile()) continue;
      if (excluded(rel) || !included(rel)) continue;
      if (useDefaults && ignoredByGit(gitRules, rel, false)) continue;
      let st: fs.Stats;
      try {
        st = fs.statSync(abs);
      } catch {
        res.skipped.push({ file: rel, reason: 'unreadable' });
        continue;
      }
      take(abs, rel, st);
    }
  }
  return res;
}

/** Whether a folder's `dist` is its only code: no folder of sources it could be built from. */
function isOnlyCode(siblings: fs.Dirent[]): boolean {
  return !siblings.some((d) => d.isDirectory() && BUILD_SOURCE_DIRS.has(d.name));
}
