import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { TAINT_SPEC_SCHEMA, validateAgainst } from '../src/taint/spec-schema.js';
import { frameworkSpecFiles, loadSpecFile } from '../src/taint/spec.js';
import { ENGINE_DIR } from './helpers.js';

const specs = readdirSync(path.join(ENGINE_DIR, 'rules'))
  .map((l) => path.join(ENGINE_DIR, 'rules', l, 'taint', 'taint-spec.yaml'))
  .filter((f) => existsSync(f));
/** Framework model files (`taint/frameworks/*.yaml`), merged into their language's specification. */
const models = specs.flatMap((f) => frameworkSpecFiles(f));

describe('taint specification schema', () => {
  const ajv = new Ajv({ allErrors: true });
  const validate = ajv.compile(TAINT_SPEC_SCHEMA);

  it('finds the specifications', () => expect(specs.length).toBeGreaterThanOrEqual(8));

  it('finds the framework models', () => expect(models.length).toBeGreaterThanOrEqual(2));

  for (const file of models) {
    it(`${path.relative(ENGINE_DIR, file)} is merged into its language's specification`, () => {
      const doc = parse(readFileSync(file, 'utf8'));
      const merged = loadSpecFile(path.join(path.dirname(file), '..', 'taint-spec.yaml'));
      for (const s of doc.sinks ?? []) expect(merged.sinks).toContainEqual(s);
      for (const s of doc.sources ?? []) expect(merged.sources).toContainEqual(s);
      for (const [k, v] of Object.entries(doc.params ?? {}))
        for (const x of v as unknown[])
          expect((merged.params as Record<string, unknown[]>)[k]).toContainEqual(x);
    });
  }

  for (const file of [...specs, ...models]) {
    it(`${path.relative(ENGINE_DIR, file)} follows the schema (ajv and the load-time validator agree)`, () => {
      const doc = parse(readFileSync(file, 'utf8'));
      expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
      expect(validateAgainst(TAINT_SPEC_SCHEMA, doc)).toEqual([]);
    });
  }

  it('merges framework models and names a broken one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vigil-spec-'));
    try {
      writeFileSync(
        path.join(dir, 'taint-spec.yaml'),
        'language: ruby\nsinks:\n  - rule: rb.xss\n    calls: [raw]\n',
      );
      mkdirSync(path.join(dir, 'frameworks'));
      writeFileSync(
        path.join(dir, 'frameworks', 'a.yaml'),
        'language: ruby\nsinks:\n  - rule: rb.xss\n    calls: [b]\nparams:\n  boundMembers: [X]\n',
      );
      const merged = loadSpecFile(path.join(dir, 'taint-spec.yaml'));
      expect(merged.sinks.map((k) => k.calls)).toEqual([['raw'], ['b']]);
      expect(merged.params?.boundMembers).toEqual(['X']);
      writeFileSync(
        path.join(dir, 'frameworks', 'b.yaml'),
        'language: ruby\nsinks:\n  - rule: rb.xss\n    calls: [c]\n    whenConfiged: []\n',
      );
      expect(() => loadSpecFile(path.join(dir, 'taint-spec.yaml'))).toThrow(
        /b\.yaml.*whenConfiged: unknown key/,
      );
      writeFileSync(path.join(dir, 'frameworks', 'b.yaml'), 'language: python\n');
      expect(() => loadSpecFile(path.join(dir, 'taint-spec.yaml'))).toThrow(
        /b\.yaml: language 'python' is not 'ruby'/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names misspelt keys and wrong types with their place', () => {
    const bad = {
      language: 'javascript',
      sinks: [
        { rule: 'js.xss', calls: ['a'], argNotObjet: true },
        { rule: 'js.xss', args: ['first'] },
      ],
      sanitizingHelpers: [{ kinds: ['path-traversal'], all: 'x' }],
    };
    const errs = validateAgainst(TAINT_SPEC_SCHEMA, bad);
    expect(errs).toContain('sinks[0].argNotObjet: unknown key');
    expect(errs).toContain('sinks[1].args[0]: not one of the allowed forms');
    expect(errs).toContain('sanitizingHelpers[0].all: must be a list');
    expect(validate(bad)).toBe(false);
  });
});
