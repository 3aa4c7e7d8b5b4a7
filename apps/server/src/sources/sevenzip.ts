/**
 * 7z extraction with 7z-wasm (7-Zip compiled to WebAssembly). The listing (`l -slt`) is checked first
 * like a zip's central directory; then 7-Zip extracts into the destination through emscripten's
 * NODEFS, and the written tree is checked again (no links, entry and byte limits). 7-Zip runs in a
 * worker thread, one fresh module per command, so a large archive never blocks the event loop and a
 * stuck one is stopped by a time limit.
 */
import { lstat, readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  archiveRefused,
  archiveUnreadable,
  refusalText,
  takeEntry,
  userDetail,
  type SourceBudget,
} from './budget.js';
import { SourceError } from './errors.js';
import { checkEntryPath, PathClaims } from './paths.js';

const require = createRequire(import.meta.url);

/** Runs inside the worker: mounts the archive folder and the output folder, runs one 7-Zip command. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SevenZip = require(workerData.modulePath);
(async () => {
  const out = [];
  let code = 0;
  try {
    const sz = await SevenZip({ print: (s) => out.push(s), printErr: (s) => out.push(s) });
    sz.FS.mkdir('/in');
    sz.FS.mount(sz.NODEFS, { root: workerData.inDir }, '/in');
    if (workerData.outDir) {
      sz.FS.mkdir('/out');
      sz.FS.mount(sz.NODEFS, { root: workerData.outDir }, '/out');
    }
    const r = sz.callMain(workerData.args);
    code = typeof r === 'number' ? r : 0;
  } catch (e) {
    code = typeof e === 'number' ? 2 : (e && typeof e.status === 'number' ? e.status : 2);
    if (e && e.message) out.push(String(e.message));
  }
  parentPort.postMessage({ code, output: out.join('\\n') });
})();
`;

interface SevenZipRun {
  code: number;
  output: string;
}

function run7z(
  args: string[],
  inDir: string,
  outDir: string | null,
  timeoutMs: number,
): Promise<SevenZipRun> {
  const modulePath = require.resolve('7z-wasm');
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { modulePath, args, inDir, outDir },
    });
    // Settles once; the listeners stay, so a late 'error' (after the answer, or after the time
    // limit's terminate) is never unhandled, and a worker that exits without answering fails.
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const timer = setTimeout(() => {
      settle(() =>
        reject(new Error(`7-Zip did not finish within ${Math.round(timeoutMs / 1000)} seconds`)),
      );
      void worker.terminate();
    }, timeoutMs);
    worker.on('message', (m: SevenZipRun) => {
      settle(() => resolve(m));
      void worker.terminate();
    });
    worker.on('error', (e) => settle(() => reject(e)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`7-Zip stopped without an answer (exit code ${code})`))),
    );
  });
}

export interface SevenZipEntry {
  path: string;
  size: number;
  dir: boolean;
  attributes: string;
  encrypted: boolean;
}

/** Parses `7z l -slt -ba` output into entries. */
export function parseSltListing(output: string): SevenZipEntry[] {
  const entries: SevenZipEntry[] = [];
  let cur: Record<string, string> | null = null;
  const flush = () => {
    if (cur && cur.Path !== undefined) {
      const attributes = cur.Attributes ?? '';
      entries.push({
        path: cur.Path,
        size: Number(cur.Size || 0),
        dir: attributes.startsWith('D') || cur.Folder === '+',
        attributes,
        encrypted: cur.Encrypted === '+',
      });
    }
    cur = null;
  };
  for (const rawLine of output.split('\n')) {
    // Progress text is drawn with backspaces; only what follows the last one is real output.
    const line = rawLine.slice(rawLine.lastIndexOf('\b') + 1);
    const m = /^([A-Za-z ]+?) = (.*)$/.exec(line);
    if (!m) {
      if (line.trim() === '') flush();
      continue;
    }
    if (m[1] === 'Path') flush();
    cur ??= {};
    cur[m[1]] = m[2];
  }
  flush();
  return entries;
}

/** The unix file type letter 7-Zip prints after the Windows attributes ('-', 'd', 'l', ...), if any. */
function unixType(attributes: string): string | null {
  const m = /\s([-dlcbps])[-rwxsStT]{9}/.exec(attributes);
  return m ? m[1] : null;
}

export async function extract7z(
  file: string,
  dest: string,
  archive: string,
  budget: SourceBudget,
  timeoutMs = 10 * 60_000,
): Promise<void> {
  const limits = budget.limits;
  const inDir = path.dirname(path.resolve(file));
  const inName = `/in/${path.basename(file)}`;
  let listing: SevenZipRun;
  try {
    listing = await run7z(
      ['l', '-slt', '-ba', '-bsp0', '-sccUTF-8', inName],
      inDir,
      null,
      timeoutMs,
    );
  } catch (e) {
    throw archiveUnreadable(archive, userDetail(e));
  }
  if (listing.code !== 0) throw archiveUnreadable(archive, 'it is damaged or not a 7z archive.');
  const entries = parseSltListing(listing.output);
  if (entries.length > budget.remainingEntries)
    throw archiveRefused(archive, refusalText.entries(entries.length, limits.maxEntries));
  let declared = 0;
  const claims = new PathClaims();
  for (const e of entries) {
    const checked = checkEntryPath(e.path);
    if (!checked.ok) throw archiveRefused(archive, refusalText[checked.problem](e.path));
    if (checked.segments.length > 0) {
      const other = claims.claim(e.path, checked.segments, e.dir);
      if (other !== null) throw archiveRefused(archive, refusalText.conflict(e.path, other));
    }
    const t = unixType(e.attributes);
    if (t === 'l') throw archiveRefused(archive, refusalText.link(e.path));
    if (t !== null && t !== '-' && t !== 'd')
      throw archiveRefused(archive, refusalText.special(e.path));
    if (e.encrypted) throw archiveRefused(archive, refusalText.encrypted(e.path));
    declared += e.size;
    if (declared > budget.remainingBytes)
      throw archiveRefused(archive, refusalText.size(limits.maxBytes));
  }
  const packed = (await stat(file)).size;
  if (declared > limits.ratioFloorBytes && declared > limits.maxRatio * Math.max(packed, 1)) {
    throw archiveRefused(archive, refusalText.ratio(limits.maxRatio));
  }
  // 7-Zip writes on its own: the reserve is checked against the stated sizes first.
  await budget.disk?.check(declared);

  let result: SevenZipRun;
  try {
    // -snl- keeps links from being created; -y answers prompts.
    result = await run7z(
      ['x', '-y', '-bsp0', '-snl-', '-sccUTF-8', '-o/out', inName],
      inDir,
      dest,
      timeoutMs,
    );
  } catch (e) {
    throw archiveUnreadable(archive, userDetail(e));
  }
  if (result.code !== 0)
    throw archiveUnreadable(archive, 'it is damaged or could not be fully unpacked.');
  await checkWrittenTree(dest, archive, budget);
}

/** Walks what 7-Zip wrote: refuses links and anything not a file or folder, counts entries and bytes. */
async function checkWrittenTree(
  root: string,
  archive: string,
  budget: SourceBudget,
): Promise<void> {
  const walk = async (dir: string): Promise<void> => {
    for (const d of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, d.name);
      const rel = path.relative(root, full);
      const st = await lstat(full);
      if (st.isSymbolicLink()) throw archiveRefused(archive, refusalText.link(rel));
      if (!st.isFile() && !st.isDirectory())
        throw archiveRefused(archive, refusalText.special(rel));
      if (st.isFile() && st.nlink > 1) throw archiveRefused(archive, refusalText.link(rel));
      takeEntry(budget, archive, `more than ${budget.limits.maxEntries}`);
      if (st.isFile()) {
        budget.bytes += st.size;
        if (budget.bytes > budget.limits.maxBytes)
          throw archiveRefused(archive, refusalText.size(budget.limits.maxBytes));
      } else {
        await walk(full);
      }
    }
  };
  try {
    await walk(root);
  } catch (e) {
    if (e instanceof SourceError) throw e;
    throw archiveUnreadable(archive, userDetail(e));
  }
}
