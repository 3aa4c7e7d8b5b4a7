import { describe, expect, it } from 'vitest';
import * as path from 'node:path';
import {
  compileTextCheck,
  regexWord,
  regexWords,
  requiredWords as rw,
  sourceRegex,
} from '../src/core/prefilter.js';
import { scan } from '../src/scan.js';
import { ENGINE_DIR } from './helpers.js';

const requiredWords = (r: unknown, u?: Record<string, unknown>) =>
  rw(r, u)?.map((w) => w.w) ?? null;

describe('rule prefilter', () => {
  it('finds the literal every regex match contains', () => {
    expect(regexWord('(^|\\.)createHash$')).toBe('createHash');
    expect(regexWord('^setHeader$')).toBe('setHeader');
    expect(regexWord('(?i)^md5$')).toBeNull();
    expect(regexWord('foo|barbaz')).toBeNull();
    expect(regexWord('[a-z]+Stream\\(')).toBe('Stream');
    expect(regexWord('abcdX?')).toBe('abcd');
    expect(regexWord('ab')).toBeNull();
    expect(regexWords('^[\'"]?(rejectUnauthorized|strictSSL)[\'"]?$')).toEqual([
      { w: 'rejectUnauthorized', ci: false },
      { w: 'strictSSL', ci: false },
    ]);
    expect(regexWords('(?i)(SSLv3|TLSv1)')).toEqual([
      { w: 'sslv3', ci: true },
      { w: 'tlsv1', ci: true },
    ]);
    expect(regexWords('(ab|cdef)')).toBeNull();
    expect(regexWords('(foo|bar)?baz')).toEqual([{ w: 'baz', ci: false }]);
    // a top-level alternation: the words of every branch, or none when one branch has none
    expect(regexWords('(?i)password|passwd|\\bpwd\\b')).toEqual([
      { w: 'password', ci: true },
      { w: 'passwd', ci: true },
      { w: 'pwd', ci: true },
    ]);
    expect(regexWords('^foo$|(bar|baz)')).toEqual([
      { w: 'foo', ci: false },
      { w: 'bar', ci: false },
      { w: 'baz', ci: false },
    ]);
    expect(regexWords('password|\\w+')).toBeNull();
  });

  it('combines rule operators soundly', () => {
    expect(requiredWords({ pattern: 'hashlib.md5($$$)' })).toEqual(['hashlib']);
    expect(requiredWords({ any: [{ pattern: 'md5($X)' }, { pattern: 'sha1($X)' }] })).toEqual([
      'md5',
      'sha1',
    ]);
    // One branch without a word makes the whole `any` unfilterable.
    expect(
      requiredWords({ any: [{ pattern: 'md5($X)' }, { kind: 'call_expression' }] }),
    ).toBeNull();
    expect(
      requiredWords({
        kind: 'call_expression',
        has: { field: 'function', regex: '(^|\\.)createHash$' },
      }),
    ).toEqual(['createHash']);
    expect(
      requiredWords({ all: [{ kind: 'call_expression' }, { not: { pattern: 'safeCall($X)' } }] }),
    ).toBeNull();
    expect(requiredWords({ matches: 'u' }, { u: { pattern: 'dangerouslySetInnerHTML' } })).toEqual([
      'dangerouslySetInnerHTML',
    ]);
  });
});

describe('text checks', () => {
  it('converts node regexes into file regexes that over-approximate', () => {
    expect(sourceRegex('^foo$')!.test('x = foo;')).toBe(true);
    expect(sourceRegex('^[\'"]?(?i)(pass|pwd)[\'"]?$')!.test('const PWD = 1')).toBe(true);
    expect(sourceRegex('\\bmd5\\b')!.test('hashlib.md5(')).toBe(true);
    expect(sourceRegex('foo(?=bar)')).toBeNull();
    expect(sourceRegex('[[:alpha:]]+')).toBeNull();
    const check = compileTextCheck({
      kind: 'pair',
      all: [
        { has: { field: 'key', regex: '^rejectUnauthorized$' } },
        { has: { field: 'value', kind: 'false' } },
      ],
    })!;
    expect(check('{ rejectUnauthorized: false }', () => '')).toBe(true);
    expect(check('{ strictSSL: false }', () => '')).toBe(false);
    expect(compileTextCheck({ kind: 'call_expression' })).toBeNull();
  });

  it('answers for words as String.includes does, all words of a text found in one scan', () => {
    const words = ['password', 'sword', 'pass', 'word', 'swordfish', 'ssw', 'api_key'];
    const checks = words.map((w) => ({ w, check: compileTextCheck({ regex: `^${w}$` })! }));
    const ci = compileTextCheck({ regex: '(?i)secret' })!;
    const texts = [
      'password = 1',
      'a swordfish',
      'pas sword',
      'x = "pässword" + api_key',
      'wordpass',
      'SECRET = 2',
      '',
    ];
    // (the automaton is used from the 17th text a process asks about)
    for (let i = 0; i < 20; i++) checks[0].check(`text ${i}`, () => `text ${i}`);
    for (const t of texts) {
      for (const { w, check } of checks)
        expect([t, w, check(t, () => t.toLowerCase())]).toEqual([t, w, t.includes(w)]);
      expect(ci(t, () => t.toLowerCase())).toBe(t.toLowerCase().includes('secret'));
    }
    // a check compiled after a text was scanned: its words are found in that text too
    const t = 'late_word_here';
    expect(checks[0].check(t, () => t)).toBe(false);
    const late = compileTextCheck({ regex: '^late_word$' })!;
    expect(late(t, () => t)).toBe(true);
  });

  it('never changes what the shipped rules find in their fixtures', async () => {
    const root = path.join(ENGINE_DIR, 'rules');
    // Two worker threads each: this is the longest file of the run, often alone at its end.
    const filtered = await scan({ root, jobs: 2, exclude: ['**/*.yml'] });
    const full = await scan({ root, jobs: 2, exclude: ['**/*.yml'], noPrefilter: true });
    expect(filtered.findings.length).toBeGreaterThan(100);
    expect(filtered.findings).toEqual(full.findings);
  }, 300_000);
});

describe('pattern punctuation checks', () => {
  it('requires the punctuation of word-less patterns, whitespace aside', () => {
    const check = compileTextCheck({ pattern: '$OBJ[$A][$B] = $V' })!;
    expect(check('target[key][sub]  =  value', () => '')).toBe(true);
    expect(check('target[key] [sub]=value', () => '')).toBe(true);
    expect(check('const a = b[c];', () => '')).toBe(false);
  });
});
