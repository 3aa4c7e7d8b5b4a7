/**
 * Summaries of helpers in other files are made on demand in pass 2 and kept for the rest of the
 * scan, keyed by the depth of the call chain that asked for them (a helper summarised near the
 * depth limit resolves fewer of its own calls). Findings must not depend on the order in which
 * files are analysed or on how they are spread over worker threads: on Cacti, one cache entry per
 * helper gave a finding with one thread that two threads did not.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { scan } from '../src/scan.js';
import { makeTree, removeTree } from './helpers.js';

const LIB = `<?php
function param_of($n) {
  return $_GET[$n];
}
`;
const page = (name: string) => `<?php
include_once('./lib.php');
if (!isset($_GET['${name}'])) exit;
$v = param_of('${name}');
echo '<b>' . $v . '</b>';
`;

describe('helper summaries made on demand', () => {
  const trees: string[] = [];
  afterAll(() => trees.forEach(removeTree));

  async function xss(files: Record<string, string>, jobs: number) {
    const root = makeTree(files);
    trees.push(root);
    const { findings } = await scan({ root, jobs, threads: jobs > 1 ? 'always' : undefined });
    return findings
      .filter((f) => f.ruleId === 'php.xss')
      .map((f) => `${f.file}:${f.startLine}`)
      .sort();
  }

  it('give the same findings on worker threads as inline, in any file order', async () => {
    const files: Record<string, string> = { 'lib.php': LIB };
    for (let i = 0; i < 12; i++) files[`page${String(i).padStart(2, '0')}.php`] = page(`p${i}`);
    const inline = await xss(files, 1);
    expect(inline).toHaveLength(12);
    expect(inline[0]).toBe('page00.php:5');
    expect(await xss(files, 2)).toEqual(inline);
    const reversed = Object.fromEntries(Object.entries(files).reverse());
    expect(await xss(reversed, 1)).toEqual(inline);
  });
});
