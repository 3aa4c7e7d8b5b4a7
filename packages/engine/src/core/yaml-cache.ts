/**
 * Parsed YAML of the engine's rule and specification files, kept as JSON between processes.
 *
 * Parsing some 300 rule files with the `yaml` package took most of a one-file scan's start-up (and
 * each worker thread pays it again); JSON.parse of the same documents is some 20 times cheaper.
 * Entries are keyed by absolute path and checked against the file's size and modification time
 * on every read, so an edited rule is parsed again. The cache lives in the engine package's
 * `node_modules/.cache/` (ignored by git, like other tools' caches); when it cannot be written the
 * files are simply parsed every time.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** The `yaml` package, loaded on the first cache miss only (loading it costs more than the cached reads). */
const parseYaml = (text: string): unknown => (require('yaml') as typeof import('yaml')).parse(text);

interface Entry {
  mtimeMs: number;
  size: number;
  /** The parsed document as JSON text (parsed again per read: callers may keep or change it). */
  json: string;
  /** Sizes and times of the files a computed value was built from (cachedFromFiles). */
  sig?: string;
}

const VERSION = 2;
const cacheFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'node_modules',
  '.cache',
  'vigil',
  'yaml.json',
);
let entries: Map<string, Entry> | null = null;
let dirty = false;

function load(): Map<string, Entry> {
  if (entries) return entries;
  entries = new Map();
  try {
    const data = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as {
      version: number;
      entries: Record<string, Entry>;
    };
    if (data.version === VERSION)
      for (const [k, v] of Object.entries(data.entries)) entries.set(k, v);
  } catch {
    // no cache yet, or an unreadable one: start empty
  }
  return entries;
}

/** The parsed YAML document of a file (throws like `yaml.parse` on a syntax error). */
export function readYaml(file: string): unknown {
  const abs = path.resolve(file);
  const st = fs.statSync(abs);
  const cache = load();
  const hit = cache.get(abs);
  if (hit && hit.mtimeMs === st.mtimeMs && hit.size === st.size) return JSON.parse(hit.json);
  const doc: unknown = parseYaml(fs.readFileSync(abs, 'utf8'));
  let json: string | undefined;
  try {
    json = JSON.stringify(doc);
  } catch {
    json = undefined;
  }
  // only documents that survive JSON unchanged are kept (rules are plain maps, lists and scalars)
  if (json !== undefined) {
    cache.set(abs, { mtimeMs: st.mtimeMs, size: st.size, json });
    dirty = true;
  }
  return doc;
}

/** Writes the cache when something was parsed since the last write (atomically; errors ignored). */
export function flushYamlCache(): void {
  if (!dirty || !entries) return;
  dirty = false;
  try {
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    const tmp = `${cacheFile}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    fs.writeFileSync(
      tmp,
      JSON.stringify({ version: VERSION, entries: Object.fromEntries(entries) }),
    );
    fs.renameSync(tmp, cacheFile);
  } catch {
    // a read-only install parses the rules every time
  }
}

/** Sizes and times of `files`, one line each; throws when one cannot be stat'ed. */
function stamp(files: string[]): string {
  let sig = '';
  for (const f of files) {
    const st = fs.statSync(f);
    sig += `${f}\u0000${st.mtimeMs}\u0000${st.size}\n`;
  }
  return sig;
}

/**
 * The stamp of program files as this process loaded them: call it when the module that uses the
 * files is imported, and give it to cachedFromFiles. `sig` is null when a file cannot be stat'ed:
 * such a program's values are never cached.
 */
export function codeStamp(files: string[]): { files: string[]; sig: string | null } {
  try {
    return { files, sig: stamp(files) };
  } catch {
    return { files, sig: null };
  }
}

/**
 * A value computed from a set of files (the loaded and validated rule set of a directory), kept
 * in the same cache: `files` are stat'ed and the value is computed again when any of them, or
 * the list itself, changed. Within one process the JSON text is parsed again per call, so each
 * caller gets its own copy. `code` is the stamp of the program that computes the value, taken when
 * it was loaded: when the files on disk no longer match it (the program was edited or upgraded
 * under a running process), the value is computed by the code in memory and neither read from nor
 * written to the cache, so a stale validator never stores its result under the new code's stamp.
 */
export function cachedFromFiles<T>(
  key: string,
  files: string[],
  compute: () => T,
  code?: { files: string[]; sig: string | null },
): T {
  let sig = '';
  try {
    sig = stamp(files);
    if (code) {
      if (code.sig === null || stamp(code.files) !== code.sig) return compute();
      sig += code.sig;
    }
  } catch {
    return compute();
  }
  const cache = load();
  const k = `compiled:${key}`;
  const hit = cache.get(k);
  if (hit && hit.sig === sig) return JSON.parse(hit.json) as T;
  const value = compute();
  try {
    cache.set(k, { mtimeMs: 0, size: 0, sig, json: JSON.stringify(value) });
    dirty = true;
  } catch {
    // not serialisable: not cached
  }
  return value;
}
