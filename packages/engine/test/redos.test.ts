import { describe, expect, it } from 'vitest';
import { findRedos, regexRisk } from '../src/analyzers/redos.js';
import { ensureLanguagesRegistered, parseSource } from '../src/languages/index.js';

ensureLanguagesRegistered();

describe('regex backtracking analysis', () => {
  it('finds exponential shapes: nested quantifiers and overlapping alternatives under a loop', () => {
    for (const p of [
      '^(a+)+$',
      '^(\\w+\\s?)*$',
      '^(\\d+\\.?)+-beta$',
      '(a|a)*b',
      '<!--(.|\\s)*-->',
      '^(a|b+)+c$',
      '^([a-z0-9_.+-]+)+@x\\.com$',
      // a character repeated a variable number of times under a loop: `aaaa` is 2+2 or 4
      '^([a-z]{2,4})+$',
      '^(\\d{1,3})*x$',
    ]) {
      expect(regexRisk(p)?.kind, p).toBe('exponential');
    }
  });

  it('tells non-ASCII spaces apart: U+00A0 and U+FEFF are two characters, both in \\s', () => {
    expect(regexRisk('<p>(?:<br ?\\/?>|\\u00a0|\\uFEFF| )*<\\/p>', 'g')).toBeNull();
    expect(regexRisk('^(?:\\u2028|\\u2029)*x$')).toBeNull();
    expect(regexRisk('<p>(?:\\s|\\u00a0)*<\\/p>', 'g')?.kind).toBe('exponential');
    expect(regexRisk('^(?:\\uFEFF|\\uFEFF)*x$')?.kind).toBe('exponential');
  });

  it('finds polynomial shapes: adjacent overlapping runs and an unanchored leading run', () => {
    for (const p of [
      '\\s*\\s*$',
      '^.*.*=',
      '\\s+$',
      '^([^:]*):\\s*(.*)\\s*$',
      '^\\d+\\.?\\d+px$',
    ]) {
      expect(regexRisk(p)?.kind, p).toBe('polynomial');
    }
  });

  it('leaves linear patterns alone: separators between repetitions, disjoint neighbours, nothing that can fail after', () => {
    for (const p of [
      '^[a-z0-9]+(?:-[a-z0-9]+)*$',
      '^(\\/[a-z]*)*\\.json$',
      '^\\d{5}(-\\d{4})?$',
      '^[\\w-]+$',
      '(a+)+',
      '^(?:a|b)*$',
      '[,;]\\s*',
      '^([^:]*):[ \\t]*(\\S[^\\r\\n]*)?$',
      '[^\\s]\\s*$',
    ]) {
      expect(regexRisk(p), p).toBeNull();
    }
    // flags: case folding makes [a-z] and [A-Z] overlap
    expect(regexRisk('^([a-z]|[A-Z])*!$')).toBeNull();
    expect(regexRisk('^([a-z]|[A-Z])*!$', 'i')?.kind).toBe('exponential');
  });

  it('reports exponential literals and RegExp strings where they are written', () => {
    const src =
      "const A = /^(\\w+\\s?)*$/;\nconst B = new RegExp('^(a|a)*$');\nconst C = /\\s+$/;\nconst D = /^[a-z]+$/;\n";
    expect(findRedos(parseSource('javascript', src).root()).map((m) => m.startLine)).toEqual([
      1, 2,
    ]);
  });
});

describe('regexRisk: delimited repetitions', () => {
  it('takes a run between delimiters it cannot start on as unambiguous, and a run that can swallow its own start as ambiguous', () => {
    // a JavaScript regex literal: `[` opens a class the inner run closes at `]`
    expect(regexRisk(String.raw`^\/(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+\/$`)).toBeNull();
    // decorator lines: `[^\n]*` can take the next `@`, so the lines split many ways
    expect(regexRisk(String.raw`^(?:@[^\n]*\s*)*def$`)?.kind).toBe('exponential');
    expect(regexRisk(String.raw`^(?:@[^\n]*\n\s*)*def$`)).toBeNull();
  });

  it('a fixed count under a loop is linear', () => {
    expect(regexRisk('^([0-9a-f]{2})+$')).toBeNull();
    expect(regexRisk(String.raw`^(\w{1,63}\.)+[a-z]{2,}$`)).toBeNull();
  });
});
