/** Counting a scan's source tree: the number stored on the scan and checked when its engine run ends. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Regular files under `dir` (links and other special files are not followed or counted); 0 when it is missing. */
export async function countSourceFiles(dir: string): Promise<number> {
  let n = 0;
  const walk = async (d: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(d, { withFileTypes: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw e;
    }
    for (const e of entries) {
      if (e.isFile()) n++;
      else if (e.isDirectory()) await walk(path.join(d, e.name));
    }
  };
  await walk(dir);
  return n;
}
