import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asciiConfig, asciiRegex, isAscii } from '../src/core/ascii-regex.js';
import { detectLanguage, hasGrammar, parseSource } from '../src/languages/index.js';
import { loadRules } from '../src/rules/load.js';
import { fixturesOf } from '../src/rules/fixtures.js';

describe('rule regexes in ASCII form', () => {
  it('cuts classes, dots and word boundaries down to ASCII', () => {
    expect(asciiRegex('^[\\w.]+\\.set_cookie\\(')).toBe('^[0-9A-Za-z_.]+\\.set_cookie\\(');
    expect(asciiRegex('(?i)\\w*?pass\\b')).toBe('(?i)[0-9A-Za-z_]*?pass(?-u:\\b)');
    expect(asciiRegex(`[^'"]{0,3}.`)).toBe(`[\\x00-\\x7F&&[^'"]]{0,3}[\\x00-\\x09\\x0B-\\x7F]`);
    expect(asciiRegex('^\\s*\\d+\\S')).toBe(
      '^[\\t\\n\\x0B\\f\\r ]*[0-9]+[\\x00-\\x7F&&[^\\t\\n\\x0B\\f\\r ]]',
    );
    expect(asciiRegex('(?P<x>a)(?-i:[A-Z])x{4,}')).toBe('(?P<x>a)(?-i:[A-Z])x{4,}');
    expect(asciiRegex('[]a]')).toBe('[\\]a]');
  });

  it('leaves regexes with constructs it does not model', () => {
    for (const re of [
      '(?s)a.b',
      '(?x) a',
      '\\p{L}',
      '\\x41',
      '[[:alpha:]]',
      '[a&&b]',
      'é',
      '\\b{start}',
    ])
      expect(asciiRegex(re)).toBeNull();
    expect(asciiConfig({ rule: { regex: '\\p{L}' } })).toBeNull();
    expect(asciiConfig({ rule: { regex: '^abc$' } })).toBeNull();
    expect(asciiConfig({ rule: { kind: 'call', regex: '\\w' } })).toEqual({
      rule: { kind: 'call', regex: '[0-9A-Za-z_]' },
    });
    expect(isAscii('a = "b"\n')).toBe(true);
    expect(isAscii('a = "é"')).toBe(false);
  });

  it('finds what the rules find on their ASCII fixtures, rule by rule', () => {
    let compared = 0;
    for (const rule of loadRules().rules) {
      if (rule.mode !== 'pattern' || !rule.rule) continue;
      const config = {
        rule: rule.rule,
        ...(rule.constraints ? { constraints: rule.constraints } : {}),
        ...(rule.utils ? { utils: rule.utils } : {}),
      };
      const ascii = asciiConfig(config);
      if (!ascii) continue;
      for (const f of fixturesOf(rule)) {
        const source = readFileSync(f, 'utf8');
        const lang = detectLanguage(f, source.split('\n', 1)[0]);
        if (!lang || !hasGrammar(lang) || !isAscii(source)) continue;
        const root = parseSource(lang, source).root();
        const spans = (c: unknown) =>
          root.findAll(c as never).map((n) => `${n.range().start.index}-${n.range().end.index}`);
        expect(spans(ascii), `${rule.id} on ${f}`).toEqual(spans(config));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('matches the same nodes as every rule regex on ASCII text', () => {
    const regexes = new Set<string>();
    const collect = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(collect);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          if (k === 'regex' && typeof x === 'string') regexes.add(x);
          else collect(x);
        }
    };
    for (const rule of loadRules().rules)
      if (rule.mode === 'pattern') collect([rule.rule, rule.constraints, rule.utils]);
    // every printable ASCII character, controls, spaces, words and keys the rules look for
    const chars = Array.from({ length: 128 }, (_, i) => String.fromCharCode(i))
      .filter((c) => c !== '\0')
      .join('');
    const source = [
      `x = ${JSON.stringify(chars)}`,
      "db_password = 'hunter2'",
      'token = random.randint(0, 9)  # secret',
      '@app.route("/a")\ndef view(request, k=1):\n    resp.set_cookie("sid", v)\n    return x',
      "s = f'{a}\\t{b}' + r'\\w+' + 'Key' + 'KELVIN'",
    ].join('\n');
    const root = parseSource('python', source).root();
    let compared = 0;
    for (const re of regexes) {
      const a = asciiRegex(re);
      if (a === null || a === re) continue;
      const spans = (r: string) =>
        root
          .findAll({ rule: { regex: r } } as never)
          .map((n) => `${n.kind()}@${n.range().start.index}-${n.range().end.index}`);
      expect(spans(a), re).toEqual(spans(re));
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });
});
