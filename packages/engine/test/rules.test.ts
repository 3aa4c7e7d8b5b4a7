import * as fs from 'node:fs';
import * as path from 'node:path';
import Ajv from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRules, defaultRulesDir } from '../src/rules/load.js';
import { validateRuleDoc, compileRegex } from '../src/rules/validate.js';
import { parseAnnotations, testRules } from '../src/rules/fixtures.js';
import { createEngine } from '../src/engine.js';
import { complianceFor } from '../src/compliance.js';
import { ENGINE_DIR, makeTree, removeTree } from './helpers.js';
import { parse as parseYaml } from 'yaml';

const schema = JSON.parse(fs.readFileSync(path.join(ENGINE_DIR, 'rule.schema.json'), 'utf8'));
const validateSchema = new Ajv({ allErrors: true }).compile(schema);

const GOOD = {
  id: 'py.sample',
  languages: ['python'],
  title: 'Sample rule',
  severity: 'low',
  confidence: 'low',
  cwe: ['CWE-328'],
  owasp: 'A02:2021-Cryptographic Failures',
  category: 'crypto',
  message: 'A sample message.',
  recommendation: 'A sample recommendation.',
  rule: { pattern: 'md5($X)' },
};

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeTree));

describe('rule loading and validation', () => {
  it('agrees with the published JSON Schema on good and bad documents', () => {
    const bad = [
      { ...GOOD, severity: 'huge' },
      { ...GOOD, cwe: ['89'] },
      { ...GOOD, owasp: 'Injection' },
      { ...GOOD, languages: ['cobol'] },
      { ...GOOD, rule: undefined },
      { ...GOOD, mode: 'regex', rule: undefined },
      { ...GOOD, extra: 1 },
      { ...GOOD, id: 'NoDot' },
    ].map((d) => JSON.parse(JSON.stringify(d)));
    expect(validateRuleDoc(GOOD)).toEqual([]);
    expect(validateSchema(GOOD)).toBe(true);
    for (const d of bad) {
      expect(validateRuleDoc(d).length, JSON.stringify(d)).toBeGreaterThan(0);
      expect(validateSchema(d), JSON.stringify(d)).toBe(false);
    }
  });

  it('every shipped rule validates against rule.schema.json and has a compliance mapping for its CWEs', () => {
    const dir = defaultRulesDir();
    const { rules, errors } = loadRules(dir);
    expect(errors).toEqual([]);
    expect(rules.length).toBeGreaterThan(20);
    for (const r of rules) {
      const doc = parseYaml(fs.readFileSync(r.file, 'utf8'));
      expect(validateSchema(doc), `${r.id}: ${JSON.stringify(validateSchema.errors)}`).toBe(true);
      for (const c of r.cwe) expect(complianceFor(c), `${r.id} ${c}`).toBeDefined();
    }
  });

  it('reports invalid YAML, bad metadata, a wrong file name and duplicate ids', () => {
    const y = (o: object) => JSON.stringify(o);
    const dir = makeTree({
      'a/py.sample.yml': y(GOOD),
      'b/py.sample.yml': y(GOOD),
      'c/py.other.yml': y({ ...GOOD, severity: 'huge', id: 'py.other' }),
      'd/py.misnamed.yml': y({ ...GOOD, id: 'py.renamed' }),
      'e/py.broken.yml': 'id: [unclosed',
      'python/taint/sources.yml': 'sources: [request.args]',
    });
    dirs.push(dir);
    const { rules, errors } = loadRules(dir);
    expect(rules.map((r) => r.id)).toEqual(['py.sample']);
    const msgs = errors.map((e) => `${path.basename(e.file)}: ${e.error}`).join('\n');
    expect(msgs).toMatch(/py\.sample\.yml: duplicate rule id/);
    expect(msgs).toMatch(/py\.other\.yml: severity must be/);
    expect(msgs).toMatch(/py\.misnamed\.yml: file name must be the rule id/);
    expect(msgs).toMatch(/py\.broken\.yml: YAML/);
    expect(errors).toHaveLength(4);
  });

  it('turns PCRE inline flags into JavaScript flags', () => {
    expect(compileRegex('(?i)^add\\s').test('ADD http')).toBe(true);
    expect(compileRegex('(?i)^add\\s').flags).toContain('i');
  });
});

describe('fixture runner', () => {
  it('parses annotations in several comment styles', () => {
    const a = parseAnnotations(
      ['# vigil: x.a', '', 'line3', '// vigil-ok: x.a, x.b', '/* vigil-todo: x.c */', 'line6'].join(
        '\n',
      ),
    );
    expect([...a.expect.get('x.a')!]).toEqual([3]);
    expect([...a.ok.get('x.b')!]).toEqual([6]);
    expect([...a.todo.get('x.c')!]).toEqual([6]);
  });

  it('reports validated, noisy, missing and todo per rule', () => {
    const dir = makeTree({
      'python/lang/py.sample.yml': JSON.stringify(GOOD),
      'python/lang/py.sample.py': [
        '# vigil: py.sample',
        'md5(a)',
        'md5(b)',
        '# vigil-ok: py.sample',
        'sha256(c)',
        '# vigil: py.sample',
        'sha1(d)',
        '# vigil-todo: py.sample',
        'sha1(e)',
        '',
      ].join('\n'),
    });
    dirs.push(dir);
    const engine = createEngine({ rulesDir: dir });
    const [r] = testRules(engine.analyzer, engine.rules, dir);
    expect(r.ruleId).toBe('py.sample');
    expect(r.reported).toBe(2);
    expect(r.validated).toBe(1);
    expect(r.noisy).toEqual([{ file: 'python/lang/py.sample.py', line: 3 }]);
    expect(r.missing).toEqual([{ file: 'python/lang/py.sample.py', line: 7 }]);
    expect(r.todo).toEqual([{ file: 'python/lang/py.sample.py', line: 9 }]);
    expect(r.passed).toBe(false);
  });
});
