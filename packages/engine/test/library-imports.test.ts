/**
 * A sink that only belongs to one library (`whenImports`: MongoDB's `updateMany`) stays a sink when
 * the call's receiver comes from a project module that uses the library through its own imports.
 * The search follows the imports of a large service layer to its end: a project that never imports
 * MongoDB has no NoSQL sink, however many modules a controller reaches.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { scan } from '../src/scan.js';
import { makeTree, removeTree } from './helpers.js';

const CHAIN = 260;

function project(lastImportsMongo: boolean): Record<string, string> {
  const files: Record<string, string> = {
    'src/controller.js': `import express from 'express';
import { ItemsService } from './services/items.js';
const router = express.Router();
router.patch('/items', async (req, res) => {
  const service = new ItemsService();
  const keys = await service.updateMany(req.body.keys, req.body.data);
  res.json({ keys });
});
export default router;
`,
    'src/services/items.js': `import { step0 } from '../lib/step0.js';
export class ItemsService {
  async updateMany(keys, data) {
    return step0(keys, data);
  }
}
`,
  };
  for (let i = 0; i < CHAIN; i++) {
    const next =
      i + 1 < CHAIN
        ? `import { step${i + 1} } from './step${i + 1}.js';\n`
        : lastImportsMongo
          ? `import { MongoClient } from 'mongodb';\n`
          : '';
    const body =
      i + 1 < CHAIN ? `step${i + 1}(keys, data)` : lastImportsMongo ? 'MongoClient' : 'keys';
    files[`src/lib/step${i}.js`] =
      `${next}export function step${i}(keys, data) {\n  return ${body};\n}\n`;
  }
  return files;
}

describe('a library-only sink reached through a large import graph', () => {
  const trees: string[] = [];
  afterAll(() => trees.forEach(removeTree));

  async function nosql(files: Record<string, string>) {
    const root = makeTree(files);
    trees.push(root);
    const { findings } = await scan({ root, jobs: 1 });
    return findings.filter((f) => f.ruleId === 'js.nosql-injection').map((f) => f.file);
  }

  it('is no sink when no module the receiver reaches imports the library', async () => {
    expect(await nosql(project(false))).toEqual([]);
  });

  it('stays a sink when the library is imported at the end of the chain', async () => {
    expect(await nosql(project(true))).toEqual(['src/controller.js']);
  });
});
