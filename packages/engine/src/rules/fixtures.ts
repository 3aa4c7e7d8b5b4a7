/**
 * The fixture runner behind `vigil rules test`: runs every rule over its annotated example files
 * and reports, per rule, in ast-grep's terms: reported, validated, noisy, missing.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { detectLanguage } from '../languages/index.js';
import type { FileAnalyzer } from '../core/analyze.js';
import type { Finding } from '../types.js';
import type { Rule, RuleLoadError } from './types.js';

/** Annotations of one fixture: rule id -> lines (1-based) that must / must not / should someday match. */
export interface Annotations {
  expect: Map<string, Set<number>>;
  ok: Map<string, Set<number>>;
  todo: Map<string, Set<number>>;
}

const ANNOT = /(?:^|[^\w-])vigil(-ok|-todo)?:\s*([A-Za-z0-9_.-]+(?:\s*,\s*[A-Za-z0-9_.-]+)*)/;

/** Parses `vigil:`, `vigil-ok:` and `vigil-todo:` comments; each marks the next non-annotation, non-blank line. */
export function parseAnnotations(source: string): Annotations {
  const lines = source.split(/\r?\n/);
  const a: Annotations = { expect: new Map(), ok: new Map(), todo: new Map() };
  let pending: { kind: string; ids: string[] }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = ANNOT.exec(lines[i]);
    if (m) {
      pending.push({
        kind: m[1] ?? '',
        ids: m[2]
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      });
      continue;
    }
    if (!pending.length || lines[i].trim() === '') continue;
    for (const p of pending) {
      const map = p.kind === '-ok' ? a.ok : p.kind === '-todo' ? a.todo : a.expect;
      for (const id of p.ids) {
        let s = map.get(id);
        if (!s) map.set(id, (s = new Set()));
        s.add(i + 1);
      }
    }
    pending = [];
  }
  return a;
}

export interface RuleTestResult {
  ruleId: string;
  fixtures: string[];
  reported: number;
  validated: number;
  noisy: { file: string; line: number }[];
  missing: { file: string; line: number }[];
  todo: { file: string; line: number }[];
  errors: string[];
  passed: boolean;
}

/** Fixture files of a rule: `<rule-id>.<ext>` beside its YAML (any extension but .yml). */
export function fixturesOf(rule: Rule): string[] {
  const dir = path.dirname(rule.file);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => n.startsWith(rule.id + '.') && !n.endsWith('.yml'))
    .map((n) => path.join(dir, n))
    .sort();
}

/** Runs the analyzer over one fixture file the way a scan would (taint pass 2 with the file alone). */
function analyzeFixture(
  analyzer: FileAnalyzer,
  file: string,
  rel: string,
): { findings: Finding[]; errors: string[] } | { error: string } {
  let source: string;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch (e) {
    return { error: (e as Error).message };
  }
  const lang = detectLanguage(file, source.slice(0, source.indexOf('\n') >>> 0));
  if (!lang) return { error: `no language for ${path.basename(file)}` };
  // Fixtures are checked as production code: a rule's `notIn` does not hide its own examples.
  const res = analyzer.analyze(file, rel, lang, source, 'production');
  const findings = [...res.findings];
  if (res.needsProject && res.summary) {
    const p2 = analyzer.analyzeWithProject(
      file,
      rel,
      lang,
      source,
      { files: { [rel]: res.summary } },
      'production',
    );
    findings.push(...p2.findings);
  }
  return {
    findings,
    errors: [
      ...(res.parseError ? [`parse: ${res.parseError}`] : []),
      ...res.ruleErrors.map((e) => `${e.ruleId}: ${e.error}`),
    ],
  };
}

/** Tests the given rules (all when `only` is unset) against their fixtures. */
export function testRules(
  analyzer: FileAnalyzer,
  rules: Rule[],
  rulesDir: string,
  only?: string[],
): RuleTestResult[] {
  const results: RuleTestResult[] = [];
  const cache = new Map<string, ReturnType<typeof analyzeFixture>>();
  for (const rule of rules) {
    if (only && !only.includes(rule.id)) continue;
    const r: RuleTestResult = {
      ruleId: rule.id,
      fixtures: [],
      reported: 0,
      validated: 0,
      noisy: [],
      missing: [],
      todo: [],
      errors: [],
      passed: true,
    };
    const files = fixturesOf(rule);
    r.fixtures = files.map((f) => path.relative(rulesDir, f).split(path.sep).join('/'));
    // Taint rules may be exercised by the labelled corpus instead of a fixture of their own.
    if (!files.length && rule.mode !== 'taint') r.errors.push('no fixture file beside the rule');
    for (const file of files) {
      const rel = path.relative(rulesDir, file).split(path.sep).join('/');
      let out = cache.get(file);
      if (!out) cache.set(file, (out = analyzeFixture(analyzer, file, rel)));
      if ('error' in out) {
        r.errors.push(out.error);
        continue;
      }
      for (const e of out.errors)
        if (e.startsWith(rule.id + ':') || e.startsWith('parse:')) r.errors.push(e);
      const ann = parseAnnotations(fs.readFileSync(file, 'utf8'));
      const expect = ann.expect.get(rule.id) ?? new Set<number>();
      const todo = ann.todo.get(rule.id) ?? new Set<number>();
      const lines = new Set(
        out.findings.filter((f) => f.ruleId === rule.id).map((f) => f.startLine),
      );
      r.reported += lines.size;
      for (const l of lines) {
        if (expect.has(l) || todo.has(l)) r.validated++;
        else r.noisy.push({ file: rel, line: l });
      }
      for (const l of expect) if (!lines.has(l)) r.missing.push({ file: rel, line: l });
      for (const l of todo) if (!lines.has(l)) r.todo.push({ file: rel, line: l });
    }
    if (files.length && r.validated + r.missing.length + r.todo.length === 0) {
      r.errors.push(`fixture has no "vigil: ${rule.id}" annotation`);
    }
    r.passed = r.noisy.length === 0 && r.missing.length === 0 && r.errors.length === 0;
    results.push(r);
  }
  return results;
}

/** Formats results for the terminal; returns the text and whether everything passed. */
export function formatRuleTests(
  results: RuleTestResult[],
  loadErrors: RuleLoadError[],
  rulesDir: string,
): { text: string; ok: boolean } {
  const out: string[] = [];
  for (const e of loadErrors) out.push(`INVALID ${path.relative(rulesDir, e.file)}: ${e.error}`);
  let rep = 0,
    val = 0,
    noisy = 0,
    missing = 0,
    todo = 0,
    failed = 0;
  for (const r of results) {
    rep += r.reported;
    val += r.validated;
    noisy += r.noisy.length;
    missing += r.missing.length;
    todo += r.todo.length;
    if (!r.passed) failed++;
    const parts = [`reported ${r.reported}`, `validated ${r.validated}`];
    if (r.noisy.length)
      parts.push(
        `noisy ${r.noisy.length} (${r.noisy.map((n) => `${n.file}:${n.line}`).join(', ')})`,
      );
    if (r.missing.length)
      parts.push(
        `missing ${r.missing.length} (${r.missing.map((n) => `${n.file}:${n.line}`).join(', ')})`,
      );
    if (r.todo.length) parts.push(`todo ${r.todo.length}`);
    out.push(`${r.passed ? 'PASS' : 'FAIL'} ${r.ruleId}  ${parts.join(', ')}`);
    for (const e of r.errors) out.push(`     ${e}`);
  }
  const ok = failed === 0 && loadErrors.length === 0;
  out.push('');
  out.push(
    `rules ${results.length}, passed ${results.length - failed}, failed ${failed}, invalid ${loadErrors.length}; reported ${rep}, validated ${val}, noisy ${noisy}, missing ${missing}, todo ${todo}`,
  );
  return { text: out.join('\n'), ok };
}
