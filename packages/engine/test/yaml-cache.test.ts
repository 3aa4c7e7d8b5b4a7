/**
 * The cache of values computed from files (validated rule sets, taint specifications): reused while
 * the files and the program are unchanged; never filled by a program edited under a running process.
 */
import { randomBytes } from 'node:crypto';
import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedFromFiles, codeStamp } from '../src/core/yaml-cache.js';
import { makeTree, removeTree } from './helpers.js';

describe('cachedFromFiles', () => {
  const dir = makeTree({ 'rule.yml': 'id: a\n', 'validate.js': '// v1\n' });
  afterAll(() => removeTree(dir));
  const rule = path.join(dir, 'rule.yml');
  const validator = path.join(dir, 'validate.js');

  it('computes again only when a file changes', () => {
    const key = `test:${randomBytes(6).toString('hex')}`;
    const code = codeStamp([validator])!;
    let runs = 0;
    const get = () => cachedFromFiles(key, [rule], () => ({ run: ++runs }), code);
    expect(get()).toEqual({ run: 1 });
    expect(get()).toEqual({ run: 1 });
    writeFileSync(rule, 'id: ab\n');
    expect(get()).toEqual({ run: 2 });
  });

  it('neither reads nor stores a value once the program changed under the process', () => {
    const key = `test:${randomBytes(6).toString('hex')}`;
    const loaded = codeStamp([validator])!;
    expect(cachedFromFiles(key, [rule], () => 'old validator, before the edit', loaded)).toBe(
      'old validator, before the edit',
    );
    // the validator is edited while this process still runs the version it loaded
    writeFileSync(validator, '// v2, a longer validator\n');
    const later = new Date(Date.now() + 5_000);
    utimesSync(validator, later, later);
    writeFileSync(rule, 'id: abc\n');
    let staleRuns = 0;
    const stale = () => cachedFromFiles(key, [rule], () => `stale ${++staleRuns}`, loaded);
    expect(stale()).toBe('stale 1');
    expect(stale()).toBe('stale 2');
    // a new process (stamp of the edited validator) computes with it: nothing stale was stored
    const fresh = codeStamp([validator])!;
    expect(cachedFromFiles(key, [rule], () => 'new validator', fresh)).toBe('new validator');
    expect(cachedFromFiles(key, [rule], () => 'not computed again', fresh)).toBe('new validator');
  });
});
