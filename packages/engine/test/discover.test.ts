import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { discover } from '../src/discover.js';
import { scan } from '../src/scan.js';
import { makeTree, removeTree } from './helpers.js';

let dirs: string[] = [];
afterEach(() => {
  dirs.forEach(removeTree);
  dirs = [];
});
/** The paths discovery finds, sorted. */
const rels = (opts: Parameters<typeof discover>[0]) =>
  discover(opts)
    .files.map((f) => f.rel)
    .sort();
const tree = (files: Record<string, string | Buffer>) => {
  const d = makeTree(files);
  dirs.push(d);
  return d;
};

describe('file discovery', () => {
  it('skips default folders and .gitignore entries, honours negation', () => {
    const root = tree({
      'src/app.js': 'let a = 1;\n',
      'node_modules/lib/index.js': 'x\n',
      'dist/app.js': 'x\n',
      'vendor/x.php': '<?php\n',
      '.git/config': '[core]\n',
      '.gitignore': 'build/\n*.log\n/secret-notes.txt\n!keep.log\n',
      'build/out.js': 'x\n',
      'debug.log': 'x\n',
      'keep.log': 'x\n',
      'secret-notes.txt': 'x\n',
      'sub/secret-notes.txt': 'x\n',
      'sub/.gitignore': 'local.py\n',
      'sub/local.py': 'x\n',
      'other/local.py': 'x\n',
    });
    const files = rels({ root });
    expect(files).toEqual([
      '.gitignore',
      'keep.log',
      'other/local.py',
      'src/app.js',
      'sub/.gitignore',
      'sub/secret-notes.txt',
    ]);
  });

  it('scans a dist folder that has no sources beside it (a published package)', () => {
    const published = tree({
      'package.json': '{"name":"pkg","main":"dist/index.js"}\n',
      'dist/index.js': 'module.exports = 1;\n',
      'dist/lib/run.js': 'x\n',
    });
    expect(rels({ root: published })).toEqual(['dist/index.js', 'dist/lib/run.js', 'package.json']);
    const built = tree({
      'package.json': '{"name":"pkg"}\n',
      'src/index.ts': 'export const a = 1;\n',
      'dist/index.js': 'x\n',
    });
    expect(rels({ root: built })).toEqual(['package.json', 'src/index.ts']);
  });

  it('applies include and exclude globs', () => {
    const root = tree({
      'a/x.py': 'a\n',
      'a/test/y.py': 'a\n',
      'b/z.js': 'a\n',
      'b/z.min.js': 'a\n',
    });
    expect(rels({ root, exclude: ['**/test/**', '*.min.js'] })).toEqual(['a/x.py', 'b/z.js']);
    expect(rels({ root, include: ['**/*.py'] })).toEqual(['a/test/y.py', 'a/x.py']);
    expect(rels({ root, exclude: ['a'] })).toEqual(['b/z.js', 'b/z.min.js']);
  });

  it('can scan inside node_modules when default ignores are off', () => {
    const root = tree({ 'node_modules/lib/index.js': 'x\n', 'a.js': 'x\n' });
    expect(rels({ root, defaultIgnores: false })).toEqual(['a.js', 'node_modules/lib/index.js']);
  });

  it('skips and counts too-large and binary files', async () => {
    const root = tree({
      'big.js': 'var a = 1;\n'.repeat(220_000),
      'image.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]),
      'blob.js': Buffer.concat([Buffer.from('var x = 1;\n'), Buffer.from([0, 1, 2, 3])]),
      'ok.js': 'var ok = 1;\n',
    });
    const { stats } = await scan({ root, jobs: 1 });
    expect(stats.filesScanned).toBe(1);
    expect(stats.skippedCounts['too-large']).toBe(1);
    expect(stats.skippedCounts['binary']).toBe(2);
    expect(stats.skipped).toEqual(
      expect.arrayContaining([
        { file: 'big.js', reason: 'too-large' },
        { file: 'blob.js', reason: 'binary' },
        { file: 'image.png', reason: 'binary' },
      ]),
    );
  });

  it('ends on symlink loops and never follows links out of the root', () => {
    const root = tree({ 'a/b/file.py': 'x = 1\n' });
    const outside = tree({ 'secret.py': 'x = 2\n' });
    fs.symlinkSync(path.join(root, 'a'), path.join(root, 'a', 'b', 'loop'));
    fs.symlinkSync(root, path.join(root, 'self'));
    fs.symlinkSync(path.join(outside, 'secret.py'), path.join(root, 'linked-out.py'));
    fs.symlinkSync(path.join(root, 'a', 'b', 'file.py'), path.join(root, 'linked-in.py'));
    fs.symlinkSync(path.join(root, 'missing'), path.join(root, 'dangling.py'));
    const res = discover({ root });
    expect(res.files.map((f) => f.rel).sort()).toEqual(['a/b/file.py', 'linked-in.py']);
    const reasons = Object.fromEntries(res.skipped.map((s) => [s.file, s.reason]));
    expect(reasons).toMatchObject({
      'a/b/loop': 'symlink',
      self: 'symlink',
      'linked-out.py': 'symlink',
      'dangling.py': 'symlink',
    });
  });

  it('detects languages by shebang for files without an extension', () => {
    const root = tree({
      'bin/deploy': '#!/usr/bin/env bash\necho hi\n',
      'bin/tool': '#!/usr/bin/env python3\nprint(1)\n',
      NOTES: 'plain words\n',
    });
    const langs = Object.fromEntries(discover({ root }).files.map((f) => [f.rel, f.language]));
    expect(langs).toEqual({ 'bin/deploy': 'bash', 'bin/tool': 'python', NOTES: 'text' });
  });
});
