/**
 * Reports API: owner-only access on every route, the report's counts, compliance and comparison,
 * triage that follows a finding by fingerprint into a rescan, and the PDF, SARIF and CSV exports
 * (the PDF parsed back, the SARIF validated against the SARIF 2.1.0 schema).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ajvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import type { Report, Triage } from '@vigil/shared';
import { findings, projects, scans } from '../../db/schema/index.js';
import { buildTestApp, createUser, describeEachDatabase, loginAs } from '../../../test/helpers.js';
import { csvCell } from './exports.js';
import { pdfText as winAnsi } from './pdf.js';

// The OASIS SARIF 2.1.0 schema (JSON Schema draft-04) as shipped by @microsoft/jest-sarif; its
// `language` pattern has a stray `]` that is invalid with the u flag, hence unicodeRegExp off.
const sarifSchema = JSON.parse(
  readFileSync(
    createRequire(import.meta.url).resolve(
      '@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json',
    ),
    'utf8',
  ),
);
// CommonJS packages: under NodeNext typing their default export is `.default`.
const sarifAjv = new ajvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false });
ajvFormats.default(sarifAjv);
const validateSarif = sarifAjv.compile(sarifSchema);

interface SeedFinding {
  title: string;
  severity: 'critical' | 'high' | 'medium' | 'low';
  fingerprint: string;
  file?: string;
  line?: number;
  cwe?: string[];
  owasp?: string | null;
  description?: string;
  recommendation?: string;
  trace?: { file: string; line: number; code: string; note?: string }[];
}

async function seedProject(app: FastifyInstance, userId: string, name = 'Payments API') {
  const [p] = await app.db.insert(projects).values({ userId, name }).returning();
  return p;
}

async function seedScan(
  app: FastifyInstance,
  userId: string,
  project: { id: string; name: string },
  list: SeedFinding[],
  opts: { createdAt?: Date; status?: string } = {},
) {
  const created = opts.createdAt ?? new Date();
  const summary = { critical: 0, high: 0, medium: 0, low: 0, total: list.length };
  for (const f of list) summary[f.severity]++;
  const [scan] = await app.db
    .insert(scans)
    .values({
      userId,
      projectId: project.id,
      projectName: project.name,
      status: opts.status ?? 'completed',
      sourceKind: 'upload',
      summary,
      totalFindings: list.length,
      stats: {
        filesScanned: 12,
        linesScanned: 3456,
        languages: { javascript: { files: 10, lines: 3000 }, python: { files: 2, lines: 456 } },
        durationMs: 4200,
      },
      createdAt: created,
      completedAt:
        opts.status && opts.status !== 'completed' ? null : new Date(created.getTime() + 4200),
    })
    .returning();
  const rows = [];
  if (list.length) {
    for (let i = 0; i < list.length; i += 500) {
      rows.push(
        ...(await app.db
          .insert(findings)
          .values(
            list.slice(i, i + 500).map((f, j) => ({
              scanId: scan.id,
              ruleId: `js.${f.title.toLowerCase().replace(/\W+/g, '-')}`,
              title: f.title,
              severity: f.severity,
              confidence: 'high',
              cwe: f.cwe ?? ['CWE-89'],
              owasp: f.owasp === undefined ? 'A03:2021-Injection' : f.owasp,
              description: f.description ?? `${f.title} found.`,
              recommendation: f.recommendation ?? 'Use parameterised queries.',
              file: f.file ?? `src/file${i + j}.js`,
              line: f.line ?? 10 + j,
              endLine: f.line ?? 10 + j,
              column: 5,
              snippet: 'const q = "SELECT * FROM t WHERE id=" + req.query.id;\ndb.query(q);',
              trace: f.trace ?? null,
              fingerprint: f.fingerprint,
              language: 'javascript',
            })),
          )
          .returning()),
      );
    }
  }
  return { scan, rows };
}

async function pdfText(buf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(buf) });
  try {
    const r = await parser.getText();
    return { text: r.text, pages: r.total };
  } finally {
    await parser.destroy();
  }
}

describe('csv cells', () => {
  it('quotes and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });
});

describeEachDatabase('reports', (db) => {
  it('serves every report route to the owner only (another user gets 404)', async () => {
    const app = await buildTestApp({ db });
    const { user: owner } = await createUser(app);
    const { user: other } = await createUser(app);
    const project = await seedProject(app, owner.id);
    const { scan, rows } = await seedScan(app, owner.id, project, [
      { title: 'SQL Injection', severity: 'high', fingerprint: 'fp-1' },
    ]);
    const mine = (await loginAs(app, owner)).headers;
    const theirs = (await loginAs(app, other)).headers;
    for (const url of [
      `/api/reports/${scan.id}`,
      `/api/reports/${scan.id}/download`,
      `/api/reports/${scan.id}/pdf`,
      `/api/reports/${scan.id}/sarif`,
      `/api/reports/${scan.id}/csv`,
      `/api/reports/${scan.id}/json`,
    ]) {
      const ok = await app.inject({ method: 'GET', url, headers: mine });
      expect(ok.statusCode, url).toBe(200);
      const no = await app.inject({ method: 'GET', url, headers: theirs });
      expect(no.statusCode, url).toBe(404);
      expect(no.json().error).toBe('SCAN_NOT_FOUND');
      const anon = await app.inject({ method: 'GET', url });
      expect(anon.statusCode, url).toBe(401);
    }
    const mineList = (
      await app.inject({ method: 'GET', url: '/api/reports', headers: mine })
    ).json();
    expect(mineList.scans.map((x: { id: string }) => x.id)).toEqual([scan.id]);
    const theirList = (
      await app.inject({ method: 'GET', url: '/api/reports', headers: theirs })
    ).json();
    expect(theirList).toMatchObject({ total: 0, scans: [] });
    const t = await app.inject({
      method: 'PUT',
      url: `/api/findings/${rows[0].id}/triage`,
      headers: theirs,
      payload: { state: 'false_positive' },
    });
    expect(t.statusCode).toBe(404);
    expect(t.json().error).toBe('FINDING_NOT_FOUND');
    expect(
      (await app.inject({ method: 'GET', url: '/api/reports/not-a-uuid', headers: mine }))
        .statusCode,
    ).toBe(404);
  });

  it('a running scan has no results; its exports answer 409', async () => {
    const app = await buildTestApp({ db });
    const { user } = await createUser(app);
    const project = await seedProject(app, user.id);
    const { scan } = await seedScan(app, user.id, project, [], { status: 'running' });
    const { headers } = await loginAs(app, user);
    const res = await app.inject({ method: 'GET', url: `/api/reports/${scan.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().findings).toBeNull();
    for (const format of ['download', 'pdf', 'sarif', 'csv', 'json']) {
      const exp = await app.inject({
        method: 'GET',
        url: `/api/reports/${scan.id}/${format}`,
        headers,
      });
      expect(exp.statusCode, format).toBe(409);
      expect(exp.json()).toEqual({
        error: 'REPORT_NOT_READY',
        message: 'This scan is still in progress or has no results available.',
      });
    }
  });

  it('computes new / fixed / still open against the previous completed scan, and compliance per framework', async () => {
    const app = await buildTestApp({ db });
    const { user } = await createUser(app);
    const project = await seedProject(app, user.id);
    const other = await seedProject(app, user.id, 'Other project');
    const t0 = Date.now() - 3 * 3_600_000;
    await seedScan(
      app,
      user.id,
      project,
      [{ title: 'Old', severity: 'low', fingerprint: 'very-old' }],
      { createdAt: new Date(t0 - 3_600_000) },
    );
    await seedScan(
      app,
      user.id,
      project,
      [
        { title: 'SQL Injection', severity: 'high', fingerprint: 'a' },
        { title: 'XSS', severity: 'medium', fingerprint: 'b', cwe: ['CWE-79'] },
        {
          title: 'Weak hash',
          severity: 'low',
          fingerprint: 'c',
          cwe: ['CWE-328'],
          owasp: 'A02:2021-Cryptographic Failures',
        },
      ],
      { createdAt: new Date(t0) },
    );
    // A failed scan in between and a scan of another project do not count as "previous".
    await seedScan(app, user.id, project, [], { createdAt: new Date(t0 + 1000), status: 'failed' });
    await seedScan(app, user.id, other, [{ title: 'Z', severity: 'low', fingerprint: 'zzz' }], {
      createdAt: new Date(t0 + 2000),
    });
    const { scan } = await seedScan(
      app,
      user.id,
      project,
      [
        { title: 'SQL Injection', severity: 'high', fingerprint: 'a' },
        { title: 'Command injection', severity: 'critical', fingerprint: 'd', cwe: ['CWE-78'] },
        { title: 'Second SQL', severity: 'high', fingerprint: 'e' },
      ],
      { createdAt: new Date(t0 + 3000) },
    );
    const { headers } = await loginAs(app, user);
    const r: Report = (
      await app.inject({ method: 'GET', url: `/api/reports/${scan.id}`, headers })
    ).json();
    expect(r.comparison).toMatchObject({ new: 2, fixed: 2, stillOpen: 1 });
    expect(r.comparison!.fixedFindings.map((f) => f.fingerprint).sort()).toEqual(['b', 'c']);
    const change = Object.fromEntries(r.findings!.map((f) => [f.fingerprint, f.change]));
    expect(change).toEqual({ a: 'still_open', d: 'new', e: 'new' });
    expect(r.summary).toEqual({ critical: 1, high: 2, medium: 0, low: 0, total: 3 });
    // Most severe first.
    expect(r.findings![0].severity).toBe('critical');

    const fw = Object.fromEntries(r.compliance.map((c) => [c.id, c]));
    expect(Object.keys(fw).sort()).toEqual(['attack', 'cweTop25', 'nist', 'owasp', 'sansTop25']);
    expect(fw.owasp.categories).toEqual([{ id: 'A03:2021', name: 'Injection', count: 3 }]);
    expect(fw.cweTop25.categories.find((c) => c.id === 'CWE-89')).toMatchObject({
      count: 2,
      name: 'SQL Injection',
    });
    expect(fw.cweTop25.categories.find((c) => c.id === 'CWE-78')).toMatchObject({ count: 1 });
    expect(fw.sansTop25.findings).toBe(3);
    expect(fw.attack.categories.find((c) => c.id === 'T1190')).toMatchObject({
      count: 3,
      name: 'Exploit Public-Facing Application',
    });
    expect(fw.attack.categories.find((c) => c.id === 'T1059')).toMatchObject({ count: 1 });
    expect(fw.nist.categories[0]).toMatchObject({ id: 'PR.PS', count: 3 });

    // The first scan of a project has nothing to compare with.
    const first = await seedScan(app, user.id, other, [], { createdAt: new Date(t0 - 7_200_000) });
    const r0: Report = (
      await app.inject({ method: 'GET', url: `/api/reports/${first.scan.id}`, headers })
    ).json();
    expect(r0.comparison).toBeNull();
  });

  it('triage follows the finding by fingerprint into a rescan; false positives leave the headline counts', async () => {
    const app = await buildTestApp({ db });
    const { user } = await createUser(app, { firstName: 'Ada', lastName: 'Lovelace' });
    const project = await seedProject(app, user.id);
    const t0 = Date.now() - 3_600_000;
    const first = await seedScan(
      app,
      user.id,
      project,
      [
        { title: 'SQL Injection', severity: 'high', fingerprint: 'fp-sql' },
        {
          title: 'Hard-coded secret',
          severity: 'critical',
          fingerprint: 'fp-secret',
          cwe: ['CWE-798'],
        },
        { title: 'Weak random', severity: 'low', fingerprint: 'fp-rand', cwe: ['CWE-330'] },
      ],
      { createdAt: new Date(t0) },
    );
    const { headers } = await loginAs(app, user);
    const byFp = (fp: string) => first.rows.find((r) => r.fingerprint === fp)!;
    const set = async (id: string, state: string, comment?: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/findings/${id}/triage`,
        headers,
        payload: { state, comment },
      });

    const bad = await set(byFp('fp-sql').id, 'maybe');
    expect(bad.statusCode).toBe(400);
    const res = await set(
      byFp('fp-secret').id,
      'false_positive',
      'Test fixture key, never deployed',
    );
    expect(res.statusCode).toBe(200);
    const t: Triage = res.json();
    expect(t).toMatchObject({
      state: 'false_positive',
      comment: 'Test fixture key, never deployed',
      updatedBy: 'Ada Lovelace',
    });
    expect(Date.parse(t.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/findings/${byFp('fp-rand').id}/triage`,
      headers,
      payload: { state: 'accepted_risk' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await set(byFp('fp-sql').id, 'confirmed')).statusCode).toBe(200);

    // A rescan of the same project reports the same findings (same fingerprints, new rows).
    const rescan = await seedScan(
      app,
      user.id,
      project,
      [
        { title: 'SQL Injection', severity: 'high', fingerprint: 'fp-sql', line: 99 },
        {
          title: 'Hard-coded secret',
          severity: 'critical',
          fingerprint: 'fp-secret',
          cwe: ['CWE-798'],
        },
        { title: 'Weak random', severity: 'low', fingerprint: 'fp-rand', cwe: ['CWE-330'] },
        { title: 'New XSS', severity: 'medium', fingerprint: 'fp-xss', cwe: ['CWE-79'] },
      ],
      { createdAt: new Date(t0 + 60_000) },
    );
    const r: Report = (
      await app.inject({ method: 'GET', url: `/api/reports/${rescan.scan.id}`, headers })
    ).json();
    const state = Object.fromEntries(
      r.findings!.map((f) => [f.fingerprint, f.triage?.state ?? null]),
    );
    expect(state).toEqual({
      'fp-sql': 'confirmed',
      'fp-secret': 'false_positive',
      'fp-rand': 'accepted_risk',
      'fp-xss': null,
    });
    expect(r.findings!.find((f) => f.fingerprint === 'fp-secret')).toMatchObject({
      suppressed: true,
      triage: { comment: 'Test fixture key, never deployed' },
    });
    expect(r.summary).toEqual({ critical: 0, high: 1, medium: 1, low: 0, total: 2 });
    expect(r.allSummary.total).toBe(4);
    expect(r.suppressed).toEqual({ falsePositive: 1, acceptedRisk: 1 });
    // Listed, marked, still there.
    expect(r.findings).toHaveLength(4);
    const all: Report = (
      await app.inject({
        method: 'GET',
        url: `/api/reports/${rescan.scan.id}?includeSuppressed=true`,
        headers,
      })
    ).json();
    expect(all.summary).toEqual({ critical: 1, high: 1, medium: 1, low: 1, total: 4 });

    // The reports list: counts without the false positive and the accepted risk, unless asked.
    const listed = (
      await app.inject({ method: 'GET', url: '/api/reports?limit=10', headers })
    ).json();
    expect(listed.total).toBe(2);
    const rowOf = (l: { scans: { id: string; summary: unknown }[] }, id: string) =>
      l.scans.find((x) => x.id === id)!.summary;
    expect(rowOf(listed, rescan.scan.id)).toEqual({
      critical: 0,
      high: 1,
      medium: 1,
      low: 0,
      total: 2,
    });
    expect(rowOf(listed, first.scan.id)).toEqual({
      critical: 0,
      high: 1,
      medium: 0,
      low: 0,
      total: 1,
    });
    const listedAll = (
      await app.inject({ method: 'GET', url: '/api/reports?includeSuppressed=true', headers })
    ).json();
    expect(rowOf(listedAll, rescan.scan.id)).toEqual({
      critical: 1,
      high: 1,
      medium: 1,
      low: 1,
      total: 4,
    });
    const searched = (
      await app.inject({
        method: 'GET',
        url: '/api/reports?search=payments&status=completed&scanType=SAST',
        headers,
      })
    ).json();
    expect(searched.total).toBe(2);

    // Triage set on the rescan shows on the first scan too (same project, same fingerprint).
    const xss = rescan.rows.find((x) => x.fingerprint === 'fp-sql')!;
    expect((await set(xss.id, 'fixed', 'Merged the fix')).statusCode).toBe(200);
    const back: Report = (
      await app.inject({ method: 'GET', url: `/api/reports/${first.scan.id}`, headers })
    ).json();
    expect(back.findings!.find((f) => f.fingerprint === 'fp-sql')!.triage).toMatchObject({
      state: 'fixed',
      comment: 'Merged the fix',
    });

    // Another project with the same fingerprint is not affected.
    const p2 = await seedProject(app, user.id, 'Other');
    const s2 = await seedScan(app, user.id, p2, [
      { title: 'Hard-coded secret', severity: 'critical', fingerprint: 'fp-secret' },
    ]);
    const r2: Report = (
      await app.inject({ method: 'GET', url: `/api/reports/${s2.scan.id}`, headers })
    ).json();
    expect(r2.findings![0].triage).toBeNull();
    expect(r2.summary.critical).toBe(1);

    // CSV carries the triage state.
    const csv = await app.inject({
      method: 'GET',
      url: `/api/reports/${rescan.scan.id}/csv`,
      headers,
    });
    expect(csv.body).toMatch(/False positive/);
    expect(csv.body).toMatch(/Accepted risk/);
    // SARIF carries every finding; triaged ones with an external suppression and the comment.
    const sarifRes = await app.inject({
      method: 'GET',
      url: `/api/reports/${rescan.scan.id}/sarif`,
      headers,
    });
    const sarif = sarifRes.json();
    expect(validateSarif(sarif), JSON.stringify(validateSarif.errors)).toBe(true);
    const suppressionsByFp = Object.fromEntries(
      sarif.runs[0].results.map(
        (x: { partialFingerprints: Record<string, string>; suppressions?: unknown }) => [
          x.partialFingerprints['vigilFingerprint/v1'],
          x.suppressions ?? null,
        ],
      ),
    );
    expect(suppressionsByFp).toEqual({
      'fp-sql': [{ kind: 'external', status: 'underReview', justification: 'Merged the fix' }],
      'fp-secret': [
        { kind: 'external', status: 'accepted', justification: 'Test fixture key, never deployed' },
      ],
      'fp-rand': [{ kind: 'external', status: 'accepted', justification: 'Accepted risk' }],
      'fp-xss': null,
    });
  });

  it('exports CSV with the header, quoting and formula neutralisation', async () => {
    const app = await buildTestApp({ db });
    const { user } = await createUser(app);
    const project = await seedProject(app, user.id);
    const { scan } = await seedScan(app, user.id, project, [
      {
        title: '=cmd|"/c calc"!A1',
        severity: 'high',
        fingerprint: 'f1',
        description: 'Line one,\nline "two"',
      },
      { title: 'Plain', severity: 'low', fingerprint: 'f2', file: '@evil.js', line: 7 },
    ]);
    const { headers } = await loginAs(app, user);
    const res = await app.inject({ method: 'GET', url: `/api/reports/${scan.id}/csv`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="vigil-${scan.id}.csv"`);
    const body = res.body.replace(/^\uFEFF/, '');
    const lines = body.split('\r\n');
    expect(lines[0]).toBe(
      'severity,title,cwe,owasp,file,line,rule,confidence,triage state,fingerprint,description,recommendation',
    );
    expect(body).toContain(
      `high,"'=cmd|""/c calc""!A1",CWE-89,A03:2021-Injection,src/file0.js,10,`,
    );
    expect(body).toContain('"Line one,\nline ""two"""');
    expect(body).toContain(
      `low,Plain,CWE-89,A03:2021-Injection,'@evil.js,7,js.plain,high,Open,f2,Plain found.,Use parameterised queries.`,
    );
  });

  it('exports SARIF 2.1.0 that validates against the schema, with GitHub tags and code flows', async () => {
    const app = await buildTestApp({ db });
    const { user } = await createUser(app);
    const project = await seedProject(app, user.id);
    const { scan } = await seedScan(app, user.id, project, [
      {
        title: 'SQL Injection',
        severity: 'critical',
        fingerprint: 'fp-a',
        trace: [
          { file: 'src/app.js', line: 3, code: 'const id = req.query.id', note: 'source' },
          { file: 'src/app.js', line: 4, code: 'const q = "..." + id' },
          { file: 'src/app.js', line: 5, code: 'db.query(q)', note: 'sink' },
        ],
      },
      { title: 'XSS', severity: 'medium', fingerprint: 'fp-b', cwe: ['CWE-79', 'CWE-80'] },
    ]);
    const { headers } = await loginAs(app, user);
    const res = await app.inject({ method: 'GET', url: `/api/reports/${scan.id}/sarif`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="vigil-${scan.id}.sarif"`,
    );
    const log = res.json();
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true);
    expect(log.version).toBe('2.1.0');
    const run = log.runs[0];
    expect(run.results).toHaveLength(2);
    const xssRule = run.tool.driver.rules.find((r: { id: string }) => r.id === 'js.xss');
    expect(xssRule.properties.tags.slice(0, 3)).toEqual([
      'security',
      'external/cwe/cwe-79',
      'external/cwe/cwe-80',
    ]);
    expect(xssRule.properties['security-severity']).toBe('5.5');
    const sqli = run.results.find((r: { ruleId: string }) => r.ruleId === 'js.sql-injection');
    expect(sqli.locations[0].physicalLocation.artifactLocation.uri).toBe('src/file0.js');
    expect(sqli.locations[0].physicalLocation.region.startLine).toBe(10);
    expect(
      sqli.codeFlows[0].threadFlows[0].locations.map((l: { kinds: string[] }) => l.kinds[0]),
    ).toEqual(['acquire', 'pass', 'release']);
    // The check can fail: broken copies of this log are rejected.
    const breakers: ((l: typeof log) => void)[] = [
      (l) => (l.runs[0].results[0].level = 'fatal'),
      (l) => (l.runs[0].results[0].locations[0].physicalLocation.region.startLine = 0),
      (l) => (l.runs[0].results[0].locations[0].physicalLocation.region.line = 3),
      (l) => delete l.runs[0].results[0].message,
      (l) => (l.runs[0].results[0].codeFlows = [{ threadFlows: [] }]),
    ];
    for (const b of breakers) {
      const copy = structuredClone(log);
      b(copy);
      expect(validateSarif(copy), b.toString()).toBe(false);
    }
  });

  it('renders a PDF with the cover, every finding with its location, and page numbers', async () => {
    const app = await buildTestApp({ db });
    const { user } = await createUser(app);
    const project = await seedProject(app, user.id, 'Ledger Service');
    // Five kinds of weakness, so each finding's CWE, OWASP category and recommendation are its own.
    const kinds = [
      { cwe: ['CWE-89'], owasp: 'A03:2021-Injection', rec: 'Use parameterised queries.' },
      {
        cwe: ['CWE-79', 'CWE-80'],
        owasp: 'A03:2021-Injection',
        rec: 'Encode output for its HTML context; prefer the template engine escaping.',
      },
      {
        cwe: ['CWE-798'],
        owasp: 'A07:2021-Identification and Authentication Failures',
        rec: 'Move the credential to the secret store and rotate it.',
      },
      {
        cwe: ['CWE-327'],
        owasp: 'A02:2021-Cryptographic Failures',
        rec: 'Replace DES with AES-256-GCM from the platform crypto library.',
      },
      {
        cwe: ['CWE-22'],
        owasp: 'A01:2021-Broken Access Control',
        rec: 'Resolve the path and check that it stays under the upload directory.',
      },
    ];
    const list: SeedFinding[] = Array.from({ length: 30 }, (_, i) => ({
      title: `Finding number ${i} ${['critical', 'high', 'medium', 'low'][i % 4]}`,
      severity: (['critical', 'high', 'medium', 'low'] as const)[i % 4],
      fingerprint: `fp-${i}`,
      file: `src/module${i}/handler.js`,
      line: 100 + i,
      cwe: kinds[i % 5].cwe,
      owasp: kinds[i % 5].owasp,
      recommendation: kinds[i % 5].rec,
      trace:
        i === 0
          ? [{ file: 'src/a.js', line: 1, code: 'const taintedValue = req.body.x', note: 'source' }]
          : undefined,
    }));
    const { scan } = await seedScan(app, user.id, project, list);
    const { headers } = await loginAs(app, user);
    const res = await app.inject({
      method: 'GET',
      url: `/api/reports/${scan.id}/download`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="sast-report-${scan.id}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(res.rawPayload);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Ledger Service');
    expect(flat).toContain('Static Application Security Testing Report');
    expect(flat).toContain('3,456'); // lines scanned
    expect(flat).toContain('javascript (10 files, 3,000 lines)');
    expect(flat).toContain('Executive summary');
    expect(flat).toContain('OWASP Top 10 2021');
    expect(flat).toContain('MITRE ATT&CK');
    expect(flat).toContain('taintedValue');
    for (const f of list) {
      expect(flat).toContain(f.title);
      expect(flat).toContain(`${f.file}:${f.line}`);
    }
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(pages).toBeLessThan(30);
    expect(flat).toContain(`Page 1 of ${pages}`);
    expect(flat).toContain(`Page ${pages} of ${pages}`);

    // The cover: what was scanned and how long it took (stats of seedScan).
    const coverText = flat.slice(0, flat.indexOf('Executive summary'));
    expect(coverText).toContain('Files scanned 12 ');
    expect(coverText).toContain('Duration 4.2 s');
    expect(coverText).toContain('30 findings: 8 critical, 8 high, 7 medium, 7 low');

    // Text lines wrap anywhere (after a hyphen too) and page furniture lands mid-finding, so the
    // rest is checked on the text without whitespace, headers, footers and page separators.
    const squash = (x: string) => x.replace(/\s+/g, '');
    const sq = squash(text)
      .replaceAll(squash('Ledger Service - Vigil security report'), '')
      .replace(/Page\d+of\d+(--\d+of\d+--)?/g, '');

    // The compliance section lists every category row of every framework: id, name, count.
    const report: Report = (
      await app.inject({ method: 'GET', url: `/api/reports/${scan.id}`, headers })
    ).json();
    const complianceText = sq.slice(
      sq.indexOf('ComplianceFindingsmapped'),
      sq.indexOf('FindingsCritical('),
    );
    expect(report.compliance.length).toBe(5);
    for (const fw of report.compliance) {
      expect(complianceText).toContain(
        squash(`${fw.name}: ${fw.findings} finding${fw.findings === 1 ? '' : 's'}`),
      );
      expect(fw.categories.length, fw.id).toBeGreaterThan(0);
      for (const c of fw.categories) {
        expect(complianceText, `${fw.id} ${c.id}`).toContain(
          squash(`${c.id} ${winAnsi(c.name)} ${c.count}`),
        );
      }
    }
    expect(complianceText).toContain(
      squash('A07:2021 Identification and Authentication Failures 6'),
    );

    // Findings: one heading per severity with its count, most severe first; under each heading
    // its own findings, each with its CWEs, OWASP category, description and recommendation.
    const findingsText = sq.slice(sq.indexOf('FindingsCritical('));
    const headings = [
      squash('Critical (8)'),
      squash('High (8)'),
      squash('Medium (7)'),
      squash('Low (7)'),
    ].map((h) => findingsText.indexOf(h));
    expect(
      headings.every((h) => h >= 0),
      JSON.stringify(headings),
    ).toBe(true);
    expect([...headings].sort((a, b) => a - b)).toEqual(headings);
    const starts = list.map((f) => findingsText.indexOf(squash(`${f.title} ${f.file}:${f.line}`)));
    const sorted = [...starts].sort((a, b) => a - b);
    list.forEach((f, i) => {
      const at = starts[i];
      expect(at, f.title).toBeGreaterThan(0);
      const sev = ['critical', 'high', 'medium', 'low'].indexOf(f.severity);
      expect(at, f.title).toBeGreaterThan(headings[sev]);
      if (sev < 3) expect(at, f.title).toBeLessThan(headings[sev + 1]);
      const next = sorted[sorted.indexOf(at) + 1] ?? findingsText.length;
      const block = findingsText.slice(at, next);
      const kind = kinds[i % 5];
      expect(block, f.title).toContain(squash(`| ${kind.cwe.join(', ')} | ${kind.owasp} |`));
      expect(block, f.title).toContain(squash(`${f.title} found.`));
      expect(block, f.title).toContain(squash(`Recommendation: ${kind.rec}`));
    });

    const stamped = await app.inject({
      method: 'GET',
      url: `/api/reports/${scan.id}/pdf`,
      headers,
    });
    expect(stamped.statusCode).toBe(200);
    expect(stamped.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="sast-report-${scan.id}-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ\\.pdf"$`,
      ),
    );
  });

  // Timing is for `npm run bench:pdf`; this checks what a large report renders to.
  it(
    'renders 2,000 findings into a valid PDF that lists every one',
    { timeout: 120_000 },
    async () => {
      const app = await buildTestApp({ db });
      const { user } = await createUser(app);
      const project = await seedProject(app, user.id, 'Big Monolith');
      const list: SeedFinding[] = Array.from({ length: 2000 }, (_, i) => ({
        title: `Issue ${i}`,
        severity: (['critical', 'high', 'medium', 'low'] as const)[i % 4],
        fingerprint: `big-${i}`,
        file: `src/f${i}.js`,
        line: i + 1,
        trace:
          i % 5 === 0
            ? [
                { file: `src/f${i}.js`, line: 1, code: 'const v = req.query.v', note: 'source' },
                { file: `src/f${i}.js`, line: 2, code: 'run(v)', note: 'sink' },
              ]
            : undefined,
      }));
      const { scan } = await seedScan(app, user.id, project, list);
      const { headers } = await loginAs(app, user);
      // The seconds of layout work happen on a worker thread: the event loop keeps turning.
      let last = Date.now();
      let longestStall = 0;
      const ticker = setInterval(() => {
        const now = Date.now();
        longestStall = Math.max(longestStall, now - last);
        last = now;
      }, 20);
      const res = await app
        .inject({
          method: 'GET',
          url: `/api/reports/${scan.id}/download`,
          headers,
        })
        .finally(() => {
          clearInterval(ticker);
          longestStall = Math.max(longestStall, Date.now() - last);
        });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(longestStall).toBeLessThan(1500);
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.subarray(-6).toString()).toMatch(/%%EOF\s*$/);
      const { text, pages } = await pdfText(pdf);
      expect(pages).toBeGreaterThan(50);
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain(`Page ${pages} of ${pages}`);
      // Every finding, by its title followed by its location (so 'Issue 1' is not 'Issue 10'),
      // on the text without whitespace and page furniture (a page may end after a title).
      const sq = text
        .replace(/\s+/g, '')
        .replaceAll('BigMonolith-Vigilsecurityreport', '')
        .replace(/Page\d+of\d+(--\d+of\d+--)?/g, '');
      const listed = new Set(
        [...sq.matchAll(/Issue(\d+)src\/f(\d+)\.js:(\d+)/g)]
          .filter((m) => m[1] === m[2] && Number(m[3]) === Number(m[1]) + 1)
          .map((m) => Number(m[1])),
      );
      expect(listed.size).toBe(2000);
      for (const sev of ['Critical', 'High', 'Medium', 'Low'])
        expect(flat).toContain(`${sev} (500)`);
    },
  );
});
