import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import ajvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sarifReporter } from '../src/report/sarif.js';
import type { ScanResult } from '../src/types.js';
import { makeTree, removeTree, runCli } from './helpers.js';

// The OASIS SARIF 2.1.0 schema (JSON Schema draft-04) as shipped by @microsoft/jest-sarif.
const schema = JSON.parse(
  fs.readFileSync(
    createRequire(import.meta.url).resolve(
      '@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json',
    ),
    'utf8',
  ),
);
// unicodeRegExp off: the schema's `language` pattern has a stray `]`, invalid with the u flag.
// CommonJS packages: under NodeNext typing their default export is `.default`.
const ajv = new ajvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false });
ajvFormats.default(ajv);
const validateSarif = ajv.compile(schema);

// Real-looking flaws: a Dockerfile running as root, a privileged pod, a committed key.
const PROJECT = {
  Dockerfile: 'FROM node:20.15-alpine\nCOPY . /app\nCMD ["node", "/app/server.js"]\n',
  'deploy/pod.yaml':
    'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - name: c\n      image: nginx:1.27\n      securityContext:\n        privileged: true\n',
  'config/settings.env': 'GITHUB_TOKEN=ghp_Zt4xQ9mL2vR7pK1sW8nB3cY6hJ0dF5gA2eU9\n',
  'src/readme.txt': 'nothing to see\n',
};

let project: string;
beforeAll(() => {
  project = makeTree(PROJECT);
});
afterAll(() => removeTree(project));

describe('vigil CLI', () => {
  it('prints version and help', () => {
    const v = runCli(['--version']);
    expect(v.code).toBe(0);
    expect(v.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const h = runCli(['--help']);
    expect(h.code).toBe(0);
    expect(h.stdout).toContain('vigil scan [path]');
  });

  it('exits 2 with a title and a hint on usage errors', () => {
    for (const args of [
      ['scan', '--bogus'],
      ['scan', project, '--format', 'xml'],
      ['scan', path.join(project, 'nope')],
      ['frobnicate'],
      ['scan', project, '--fail-on', 'severe'],
      ['scan', project, '--jobs', 'two'],
      ['rules', 'test', '--rule', 'no.such-rule'],
    ]) {
      const r = runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      const lines = r.stderr.trim().split('\n');
      expect(lines[0], args.join(' ')).toMatch(/^vigil: /);
      expect(lines[1], args.join(' ')).toMatch(/^hint: /);
    }
  });

  it('scans to text, and exits 1 at or above --fail-on', () => {
    const r = runCli(['scan', project, '--jobs', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Dockerfile');
    expect(r.stdout).toContain('docker.run-as-root');
    expect(r.stdout).toContain('k8s.privileged-container');
    expect(r.stdout).toContain('secrets.github-token');
    expect(r.stdout).not.toContain('\x1b[');
    expect(r.stdout).not.toContain('ghp_Zt4xQ9mL2vR7pK1sW8nB3cY6hJ0dF5gA2eU9');
    expect(r.stderr).toBe('');
    expect(runCli(['scan', project, '--fail-on', 'high', '--jobs', '1']).code).toBe(1);
    expect(
      runCli(['scan', path.join(project, 'src'), '--fail-on', 'low', '--jobs', '1']).code,
    ).toBe(0);
  });

  it('counts with the right noun in the text summary: 1 finding in 1 file, 1 line', () => {
    const one = runCli(['scan', path.join(project, 'config'), '--jobs', '1']);
    expect(one.code).toBe(0);
    expect(one.stdout).toMatch(
      /^1 finding \(1 critical, 0 high, 0 medium, 0 low\) in 1 file, 1 line, [\d.]+ s$/m,
    );
    const none = runCli(['scan', path.join(project, 'src'), '--jobs', '1']);
    expect(none.stdout).toMatch(
      /^0 findings \(0 critical, 0 high, 0 medium, 0 low\) in 1 file, 1 line, [\d.]+ s$/m,
    );
  });

  it('writes JSON with findings and stats, honours --exclude', () => {
    const out = path.join(project, '..', path.basename(project) + '.json');
    try {
      const r = runCli([
        'scan',
        project,
        '--format',
        'json',
        '--output',
        out,
        '--exclude',
        'deploy/**',
        '--jobs',
        '1',
      ]);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe('');
      const data = JSON.parse(fs.readFileSync(out, 'utf8'));
      const ids = data.findings.map((f: { ruleId: string }) => f.ruleId);
      expect(ids).toContain('docker.run-as-root');
      expect(ids).not.toContain('k8s.privileged-container');
      expect(data.stats.filesScanned).toBe(3);
      expect(data.stats.byLanguage.dockerfile).toEqual({ files: 1, lines: 3 });
    } finally {
      fs.rmSync(out, { force: true });
    }
  });

  it('writes a baseline and then hides what it holds', () => {
    const base = path.join(project, '..', path.basename(project) + '.baseline.json');
    try {
      expect(runCli(['scan', project, '--write-baseline', base, '--jobs', '1']).code).toBe(0);
      const fps = JSON.parse(fs.readFileSync(base, 'utf8')).fingerprints;
      expect(fps.length).toBeGreaterThanOrEqual(3);
      const r = runCli([
        'scan',
        project,
        '--baseline',
        base,
        '--format',
        'json',
        '--fail-on',
        'low',
        '--jobs',
        '1',
      ]);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout).findings).toEqual([]);
      expect(runCli(['scan', project, '--baseline', path.join(project, 'missing.json')]).code).toBe(
        2,
      );
    } finally {
      fs.rmSync(base, { force: true });
    }
  });

  it('writes SARIF 2.1.0 that validates and follows GitHub code-scanning conventions', () => {
    const r = runCli(['scan', project, '--format', 'sarif', '--jobs', '1']);
    expect(r.code).toBe(0);
    const log = JSON.parse(r.stdout);
    const ok = validateSarif(log);
    expect(validateSarif.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    const run = log.runs[0];
    const rules = run.tool.driver.rules;
    const root = rules.find((x: { id: string }) => x.id === 'docker.run-as-root');
    expect(root.properties.tags.slice(0, 2)).toEqual(['security', 'external/cwe/cwe-250']);
    expect(root.properties['security-severity']).toBe('5.5');
    expect(root.properties.precision).toBe('high');
    expect(root.help.markdown).toContain('Recommendation');
    const res = run.results.find(
      (x: { ruleId: string }) => x.ruleId === 'k8s.privileged-container',
    );
    expect(rules[res.ruleIndex].id).toBe('k8s.privileged-container');
    expect(res.level).toBe('error');
    expect(res.locations[0].physicalLocation.artifactLocation.uri).toBe('deploy/pod.yaml');
    expect(res.locations[0].physicalLocation.region).toMatchObject({ startLine: 10, endLine: 10 });
    expect(res.locations[0].physicalLocation.region.snippet.text).toContain('privileged: true');
    expect(Object.values(res.partialFingerprints)[0]).toMatch(/^[0-9a-f]{32}$/);
    // The context region (the snippet) strictly contains the region.
    const { region: reg, contextRegion: ctx } = res.locations[0].physicalLocation;
    expect(ctx.startLine).toBeLessThanOrEqual(reg.startLine);
    expect(ctx.endLine).toBeGreaterThanOrEqual(reg.endLine);
    expect(ctx.endLine - ctx.startLine).toBeGreaterThan(reg.endLine - reg.startLine);

    // The check can fail: broken copies of this very log are rejected by the official schema.
    const broken: [string, (l: typeof log) => void][] = [
      ['unknown level', (l) => (l.runs[0].results[0].level = 'fatal')],
      ['line 0', (l) => (l.runs[0].results[0].locations[0].physicalLocation.region.startLine = 0)],
      [
        'property not in the schema',
        (l) => (l.runs[0].results[0].locations[0].physicalLocation.region.line = 3),
      ],
      ['message without text or id', (l) => (l.runs[0].results[0].message = { markdown: 'x' })],
      ['tool without driver', (l) => delete l.runs[0].tool.driver],
      ['wrong version', (l) => (l.version = '2.0.0')],
      ['relative URI base', (l) => (l.runs[0].originalUriBaseIds['%SRCROOT%'].uri = 'not a uri')],
    ];
    for (const [what, breakIt] of broken) {
      const copy = structuredClone(log);
      breakIt(copy);
      expect(validateSarif(copy), what).toBe(false);
    }
  });

  it('renders taint traces as SARIF code flows that validate', () => {
    const result: ScanResult = {
      findings: [
        {
          ruleId: 'js.sql-injection',
          title: 'SQL injection',
          severity: 'critical',
          confidence: 'high',
          cwe: ['CWE-89'],
          owasp: 'A03:2021-Injection',
          message: 'User input reaches a SQL query.',
          recommendation: 'Use parameters.',
          file: 'src/db.js',
          startLine: 3,
          startColumn: 3,
          endLine: 3,
          endColumn: 40,
          snippet:
            'const id = req.query.id;\nconst q = "SELECT * FROM t WHERE id=" + id;\n  db.query(q);',
          trace: [
            { file: 'src/db.js', line: 1, code: 'req.query.id', kind: 'source' },
            { file: 'src/db.js', line: 2, code: '"SELECT ..." + id', kind: 'propagation' },
            { file: 'src/db.js', line: 3, column: 3, code: 'db.query(q)', kind: 'sink' },
          ],
          fingerprint: 'a'.repeat(32),
        },
      ],
      stats: {
        filesScanned: 1,
        linesScanned: 3,
        byLanguage: {},
        skipped: [],
        skippedCounts: {},
        durationMs: 1,
        rulesRun: 1,
        ruleErrors: [],
      },
    };
    const log = JSON.parse(
      sarifReporter.render(result, { rules: new Map(), root: '/src', toolVersion: '0.1.0' }),
    );
    expect(validateSarif(log)).toBe(true);
    const flow = log.runs[0].results[0].codeFlows[0].threadFlows[0].locations;
    expect(
      flow.map(
        (l: { location: { physicalLocation: { region: { startLine: number } } } }) =>
          l.location.physicalLocation.region.startLine,
      ),
    ).toEqual([1, 2, 3]);
    expect(log.runs[0].tool.driver.rules[0].properties['security-severity']).toBe('9.5');
    expect(log.runs[0].results[0].locations[0].physicalLocation.region.snippet.text).toBe(
      '  db.query(q);',
    );
    expect(log.runs[0].results[0].locations[0].physicalLocation.contextRegion).toMatchObject({
      startLine: 1,
      endLine: 3,
    });
    // The schema rejects a broken log: the check can fail.
    expect(validateSarif({ version: '2.1.0', runs: [{ tool: {} }] })).toBe(false);

    // A taint finding stores only its own line: that line is the region's snippet, with no
    // context region (a context region must be larger than the region).
    // A repeated CWE gives one tag (tags are a set in the schema).
    const oneLine = {
      ...result.findings[0],
      startLine: 7,
      endLine: 7,
      snippet: 'db.query(q);',
      cwe: ['CWE-89', 'CWE-89'],
    };
    const log1 = JSON.parse(
      sarifReporter.render(
        { ...result, findings: [oneLine] },
        { rules: new Map(), root: '/src', toolVersion: '0.1.0' },
      ),
    );
    expect(validateSarif(log1)).toBe(true);
    const loc1 = log1.runs[0].results[0].locations[0].physicalLocation;
    expect(loc1.region).toMatchObject({
      startLine: 7,
      endLine: 7,
      snippet: { text: 'db.query(q);' },
    });
    expect(loc1.contextRegion).toBeUndefined();
    expect(log1.runs[0].tool.driver.rules[0].properties.tags).toEqual([
      'security',
      'external/cwe/cwe-89',
      'owasp-a03',
    ]);
  });

  it('lists rules and runs the fixtures of one rule', () => {
    const list = runCli(['rules', 'list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/docker\.run-as-root\s+dockerfile\s+medium\s+CWE-250/);
    const t = runCli(['rules', 'test', '--rule', 'docker.add-from-url']);
    expect(t.code).toBe(0);
    expect(t.stdout).toMatch(/PASS docker\.add-from-url\s+reported 2, validated 2/);
  });
});
