/**
 * Findings you can work through, over real HTTP (Fastify inject) on PGlite and PostgreSQL: the
 * inventory (one row per project and fingerprint, state in the latest scan, filters, sort, pages,
 * CSV), the one definition of counts agreeing on every screen after bulk triage, the explorer,
 * finding detail with its code view, the trend, credentials masked in every output, and audit rows.
 * Another user is refused everywhere.
 */
import type { FastifyInstance } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type {
  FindingDetail,
  InventoryResponse,
  ProjectTrend,
  Report,
  ScanDetail,
  ScanFindingsResponse,
} from '@vigil/shared';
import { auditLog, findings, projects, scans } from '../src/db/schema/index.js';
import { buildTestApp, createUser, describeEachDatabase, loginAs, useTestApp } from './helpers.js';

interface Seed {
  key: string;
  severity?: 'critical' | 'high' | 'medium' | 'low';
  rule?: string;
  title?: string;
  file?: string;
  line?: number;
  cwe?: string[];
  codeKind?: string;
  snippet?: string;
  description?: string;
  trace?: { file: string; line: number; code: string; note?: string }[];
}

async function seedProject(app: FastifyInstance, userId: string, name: string) {
  const [p] = await app.db.insert(projects).values({ userId, name }).returning();
  return p;
}

async function seedScan(
  app: FastifyInstance,
  userId: string,
  project: { id: string; name: string },
  list: Seed[],
  at: Date,
) {
  const [scan] = await app.db
    .insert(scans)
    .values({
      userId,
      projectId: project.id,
      projectName: project.name,
      status: 'completed',
      sourceKind: 'upload',
      // What the engine reported (every kind): the API must not show this as the count.
      summary: { critical: 0, high: 0, medium: 0, low: 0, total: list.length },
      totalFindings: list.length,
      createdAt: at,
      completedAt: new Date(at.getTime() + 1000),
    })
    .returning();
  const rows = list.length
    ? await app.db
        .insert(findings)
        .values(
          list.map((f) => ({
            scanId: scan.id,
            ruleId: f.rule ?? `js.${f.key}`,
            title: f.title ?? `Finding ${f.key}`,
            severity: f.severity ?? 'high',
            confidence: 'high',
            cwe: f.cwe ?? ['CWE-89'],
            owasp: 'A03:2021-Injection',
            description: f.description ?? `${f.key} found.`,
            recommendation: 'Fix it.',
            file: f.file ?? `src/${f.key}.js`,
            line: f.line ?? 10,
            endLine: f.line ?? 10,
            column: 3,
            snippet: f.snippet ?? `a();\nb();\nrun(${f.key});\nc();\nd();`,
            trace: f.trace ?? null,
            fingerprint: `fp-${f.key}`,
            language: 'javascript',
            codeKind: (f.codeKind ?? 'production') as 'production',
          })),
        )
        .returning()
    : [];
  return { scan, rows };
}

async function pdfText(buf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const T0 = Date.parse('2026-05-01T10:00:00Z');
const at = (min: number) => new Date(T0 + min * 60_000);

describeEachDatabase('findings', (db) => {
  const getApp = useTestApp({ db });

  it('lists each finding once per project with its state, filters, sorts, pages and exports CSV', async () => {
    const app = getApp();
    const { user } = await createUser(app, { firstName: 'Ada', lastName: 'Lovelace' });
    const { headers } = await loginAs(app, user);
    const p = await seedProject(app, user.id, 'Payments');
    // a: in every scan; b: gone in scan 2, back in scan 3 (reopened); c: gone in scan 3 (fixed);
    // d: new in scan 3; t: test code (hidden by default).
    await seedScan(
      app,
      user.id,
      p,
      [{ key: 'a', severity: 'critical' }, { key: 'b' }, { key: 'c', severity: 'low' }],
      at(0),
    );
    await seedScan(
      app,
      user.id,
      p,
      [
        { key: 'a', severity: 'critical' },
        { key: 'c', severity: 'low' },
      ],
      at(10),
    );
    const s3 = await seedScan(
      app,
      user.id,
      p,
      [
        { key: 'a', severity: 'critical', line: 12 },
        { key: 'b' },
        {
          key: 'd',
          severity: 'medium',
          rule: 'py.weak-hash',
          cwe: ['CWE-327'],
          file: 'lib/hash.py',
        },
        { key: 't', codeKind: 'test', file: 'test/a.test.js' },
      ],
      at(20),
    );
    const get = async (q = '') => {
      const res = await app.inject({ method: 'GET', url: `/api/vulnerabilities${q}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as InventoryResponse;
    };
    const def = await get();
    expect(def.total).toBe(3);
    const byKey = Object.fromEntries(def.vulnerabilities.map((v) => [v.fingerprint, v]));
    expect(Object.keys(byKey).sort()).toEqual(['fp-a', 'fp-b', 'fp-d']);
    expect(byKey['fp-a']).toMatchObject({
      state: 'open',
      projectId: p.id,
      projectName: 'Payments',
      line: 12,
      lastScanId: s3.scan.id,
      scanId: s3.scan.id,
      codeKind: 'production',
      triageState: 'open',
      firstSeenAt: at(0).toISOString(),
      lastSeenAt: at(20).toISOString(),
    });
    expect(byKey['fp-a'].id).toBe(s3.rows.find((r) => r.fingerprint === 'fp-a')!.id);
    expect(byKey['fp-a'].latestFindingId).toBe(byKey['fp-a'].id);
    expect(byKey['fp-b'].state).toBe('reopened');
    expect(byKey['fp-d']).toMatchObject({ state: 'open', firstSeenAt: at(20).toISOString() });
    // Sorted by severity by default.
    expect(def.vulnerabilities[0].fingerprint).toBe('fp-a');

    const all = await get('?state=all');
    expect(all.total).toBe(4);
    expect(all.vulnerabilities.find((v) => v.fingerprint === 'fp-c')).toMatchObject({
      state: 'fixed',
      lastSeenAt: at(10).toISOString(),
    });
    expect((await get('?state=fixed')).vulnerabilities.map((v) => v.fingerprint)).toEqual(['fp-c']);
    expect((await get('?codeKind=all')).total).toBe(4);
    expect((await get('?codeKind=test')).vulnerabilities.map((v) => v.fingerprint)).toEqual([
      'fp-t',
    ]);
    expect((await get('?severity=critical,medium')).total).toBe(2);
    expect((await get('?cwe=327')).vulnerabilities.map((v) => v.fingerprint)).toEqual(['fp-d']);
    expect((await get('?ruleId=py.weak-hash')).total).toBe(1);
    expect((await get('?file=HASH')).total).toBe(1);
    expect((await get(`?projectId=${p.id}&search=payments`)).total).toBe(3);
    const byFile = await get('?sort=file&order=desc');
    expect(byFile.vulnerabilities.map((v) => v.file)).toEqual([
      'src/b.js',
      'src/a.js',
      'lib/hash.py',
    ]);
    const page2 = await get('?sort=file&limit=2&page=2');
    expect(page2).toMatchObject({ total: 3, page: 2, totalPages: 2 });
    expect(page2.vulnerabilities.map((v) => v.file)).toEqual(['src/b.js']);
    expect((await get('?page=9')).total).toBe(3);
    for (const bad of [
      '?severity=severe',
      '?state=gone',
      '?codeKind=prod',
      '?sort=size',
      '?limit=0',
    ]) {
      expect(
        (await app.inject({ method: 'GET', url: `/api/vulnerabilities${bad}`, headers }))
          .statusCode,
        bad,
      ).toBe(400);
    }

    // Triage shows on the inventory row and filters it.
    const tri = await app.inject({
      method: 'PUT',
      url: `/api/findings/${byKey['fp-b'].id}/triage`,
      headers,
      payload: { state: 'false_positive', comment: 'Sanitised upstream' },
    });
    expect(tri.statusCode).toBe(200);
    const fp = await get('?triage=false_positive');
    expect(fp.vulnerabilities.map((v) => v.fingerprint)).toEqual(['fp-b']);
    expect(fp.vulnerabilities[0]).toMatchObject({
      suppressed: true,
      triage: { state: 'false_positive', comment: 'Sanitised upstream', updatedBy: 'Ada Lovelace' },
    });
    expect((await get('?triage=open')).total).toBe(2);

    // CSV of the filtered list, audited.
    const csv = await app.inject({
      method: 'GET',
      url: '/api/vulnerabilities/export.csv?state=all',
      headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="vigil-vulnerabilities-/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'project,severity,title,rule,cwe,file,line,code kind,state,triage state,triage comment,first seen,last seen,fingerprint',
    );
    expect(lines).toHaveLength(5);
    expect(lines.find((l) => l.includes('fp-c'))).toMatch(
      /^Payments,low,Finding c,js\.c,CWE-89,src\/c\.js,10,production,Fixed,Open,,/,
    );
    expect(lines.find((l) => l.includes('fp-b'))).toContain('False positive,Sanitised upstream');
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'export.inventory_csv')));
    expect(rows).toHaveLength(1);
    expect(rows[0].details).toMatchObject({ rows: 4 });
    const triaged = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'finding.triaged')));
    expect(triaged[0]).toMatchObject({
      targetId: byKey['fp-b'].id,
      details: { from: 'open', to: 'false_positive', comment: 'Sanitised upstream' },
    });

    // Another user sees none of it, even when naming the project.
    const other = await loginAs(app, (await createUser(app)).user);
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/vulnerabilities?projectId=${p.id}&state=all&codeKind=all`,
      headers: other.headers,
    });
    expect(theirs.json().total).toBe(0);
    const theirCsv = await app.inject({
      method: 'GET',
      url: '/api/vulnerabilities/export.csv?state=all',
      headers: other.headers,
    });
    expect(
      theirCsv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/api/vulnerabilities' })).statusCode).toBe(401);
  });

  it('counts agree on the scan list, scan detail, report, PDF, statistics and admin overview after bulk triage', async () => {
    // Its own database: the admin overview counts every account's scans.
    const app = await buildTestApp({ db });
    const { user } = await createUser(app, { role: 'ADMIN' });
    const { headers } = await loginAs(app, user);
    const p = await seedProject(app, user.id, 'Ledger');
    await seedScan(app, user.id, p, [{ key: 'x', severity: 'critical' }], at(0));
    const s = await seedScan(
      app,
      user.id,
      p,
      [
        { key: 'x', severity: 'critical' },
        { key: 'y', severity: 'high' },
        { key: 'z', severity: 'high' },
        { key: 'm', severity: 'medium' },
        { key: 'l', severity: 'low' },
        { key: 'e', severity: 'critical', codeKind: 'example', file: 'examples/demo.js' },
      ],
      at(10),
    );
    const id = (k: string) => s.rows.find((r) => r.fingerprint === `fp-${k}`)!.id;

    // Bulk triage: refused as a whole when one id is not the caller's.
    const stranger = await createUser(app);
    const sp = await seedProject(app, stranger.user.id, 'Theirs');
    const theirs = await seedScan(app, stranger.user.id, sp, [{ key: 'q' }], at(5));
    const mixed = await app.inject({
      method: 'POST',
      url: '/api/findings/triage',
      headers,
      payload: { ids: [id('y'), theirs.rows[0].id], status: 'false_positive', comment: 'no' },
    });
    expect(mixed.statusCode).toBe(404);
    const before: Report = (
      await app.inject({ method: 'GET', url: `/api/reports/${s.scan.id}`, headers })
    ).json();
    expect(before.findings!.every((f) => f.triage === null)).toBe(true);
    for (const payload of [
      { ids: [], status: 'false_positive' },
      { ids: ['nope'], status: 'false_positive' },
      { ids: [id('y')], status: 'maybe' },
    ]) {
      expect(
        (await app.inject({ method: 'POST', url: '/api/findings/triage', headers, payload }))
          .statusCode,
      ).toBe(400);
    }
    const ok = await app.inject({
      method: 'POST',
      url: '/api/findings/triage',
      headers,
      payload: {
        ids: [id('y'), id('l'), id('y')],
        status: 'false_positive',
        comment: 'Input is a constant',
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      updated: 2,
      fingerprints: 2,
      triage: { state: 'false_positive', comment: 'Input is a constant' },
    });
    const risk = await app.inject({
      method: 'POST',
      url: '/api/findings/triage',
      headers,
      payload: { ids: [id('m')], status: 'accepted_risk' },
    });
    expect(risk.statusCode).toBe(200);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'finding.triage_bulk')));
    expect(audits).toHaveLength(2);
    expect(
      audits.find((a) => (a.details as { status: string }).status === 'false_positive')!.details,
    ).toMatchObject({
      comment: 'Input is a constant',
      fingerprints: expect.arrayContaining(['fp-y', 'fp-l']),
      projectIds: [p.id],
    });

    // critical x, high z: production code, not triaged out. The example-code critical is not counted.
    const expected = { critical: 1, high: 1, medium: 0, low: 0, total: 2 };
    const list = (
      await app.inject({ method: 'GET', url: `/api/scans?projectId=${p.id}`, headers })
    ).json();
    const listed = list.scans.find((x: { id: string }) => x.id === s.scan.id);
    expect(listed.summary).toEqual(expected);
    expect(listed.totalFindings).toBe(2);
    const detail: ScanDetail = (
      await app.inject({ method: 'GET', url: `/api/scans/${s.scan.id}`, headers })
    ).json();
    expect(detail.summary).toEqual(expected);
    expect(detail.results!.summary).toEqual(expected);
    expect(detail.results!.totalFindings).toBe(2);
    expect(detail.results!.vulnerabilities.find((v) => v.fingerprint === 'fp-e')!.codeKind).toBe(
      'example',
    );
    const reports = (
      await app.inject({ method: 'GET', url: `/api/reports?projectId=${p.id}`, headers })
    ).json();
    expect(reports.scans.find((x: { id: string }) => x.id === s.scan.id).summary).toEqual(expected);
    const report: Report = (
      await app.inject({ method: 'GET', url: `/api/reports/${s.scan.id}`, headers })
    ).json();
    expect(report.summary).toEqual(expected);
    expect(report.scan.summary).toEqual(expected);
    expect(
      report
        .findings!.filter((f) => f.counted)
        .map((f) => f.fingerprint)
        .sort(),
    ).toEqual(['fp-x', 'fp-z']);
    // The previous scan had x only: z is new, x still open (counted findings only).
    expect(report.comparison).toMatchObject({ new: 1, stillOpen: 1, fixed: 0 });
    const explorer: ScanFindingsResponse = (
      await app.inject({ method: 'GET', url: `/api/scans/${s.scan.id}/findings`, headers })
    ).json();
    expect(explorer.counts).toEqual(expected);
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/reports/${s.scan.id}/download`,
      headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('2 findings: 1 critical, 1 high, 0 medium, 0 low');
    expect(text).toContain('Total: 2');
    // The triaged findings left out, counted with the right noun (no 'finding(s)').
    expect(text).toMatch(/Not counted above: \d+ findings? triaged as false positive/);
    expect(text).not.toContain('(s)');
    const stats = (
      await app.inject({ method: 'GET', url: '/api/scans/statistics', headers })
    ).json();
    expect(stats.vulnerabilities).toEqual(expected);
    const overview = await app.inject({ method: 'GET', url: '/api/admin/overview', headers });
    expect(overview.statusCode, overview.body).toBe(200);
    // The stranger's latest scan adds one high.
    expect(overview.json().findingsBySeverity).toEqual({ critical: 1, high: 2, medium: 0, low: 0 });
    const trend: ProjectTrend = (
      await app.inject({ method: 'GET', url: `/api/projects/${p.id}/trend`, headers })
    ).json();
    expect(trend.points.at(-1)!.open).toEqual(expected);

    // Exports are audited.
    const exports = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'export.pdf')));
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatchObject({ targetType: 'scan', targetId: s.scan.id });
  });

  it('serves the explorer, a finding with its code view, and the trend to the owner only', async () => {
    const app = getApp();
    const { user } = await createUser(app);
    const { headers } = await loginAs(app, user);
    const p = await seedProject(app, user.id, 'Shop');
    await seedScan(
      app,
      user.id,
      p,
      [
        { key: 'old', severity: 'low' },
        { key: 'sql', severity: 'critical' },
      ],
      at(0),
    );
    const s = await seedScan(
      app,
      user.id,
      p,
      [
        {
          key: 'sql',
          severity: 'critical',
          rule: 'js.sql-injection',
          title: 'SQL injection',
          file: 'src/db.js',
          line: 21,
          snippet:
            'function find(id) {\n  const q = "SELECT * FROM t WHERE id=" + id;\n  return db.query(q);\n}\n',
          trace: [
            { file: 'src/routes.js', line: 7, code: 'const id = req.query.id;', note: 'source' },
            { file: 'src/routes.js', line: 8, code: 'find(id);', note: 'call' },
            {
              file: 'src/db.js',
              line: 20,
              code: 'const q = "SELECT * FROM t WHERE id=" + id;',
              note: 'propagation',
            },
            { file: 'src/db.js', line: 21, code: 'return db.query(q);', note: 'sink' },
          ],
        },
        {
          key: 'sql2',
          severity: 'high',
          rule: 'js.sql-injection',
          title: 'SQL injection',
          file: 'src/report.js',
        },
        {
          key: 'xss',
          severity: 'medium',
          rule: 'js.xss',
          title: 'XSS',
          file: 'src/db.js',
          line: 40,
        },
      ],
      at(10),
    );
    const byRule: ScanFindingsResponse = (
      await app.inject({
        method: 'GET',
        url: `/api/scans/${s.scan.id}/findings?groupBy=rule`,
        headers,
      })
    ).json();
    expect(byRule.findings).toHaveLength(3);
    expect(byRule.groups!.map((g) => [g.key, g.count, g.severity])).toEqual([
      ['js.sql-injection', 2, 'critical'],
      ['js.xss', 1, 'medium'],
    ]);
    const byFile: ScanFindingsResponse = (
      await app.inject({
        method: 'GET',
        url: `/api/scans/${s.scan.id}/findings?groupBy=file&severity=critical,medium`,
        headers,
      })
    ).json();
    expect(byFile.groups!.map((g) => [g.key, g.count])).toEqual([['src/db.js', 2]]);
    expect(byFile.findings.find((f) => f.fingerprint === 'fp-sql')!.change).toBe('still_open');

    const sqlId = s.rows.find((r) => r.fingerprint === 'fp-sql')!.id;
    const res = await app.inject({ method: 'GET', url: `/api/findings/${sqlId}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const d: FindingDetail = res.json();
    expect(d).toMatchObject({
      id: sqlId,
      scanId: s.scan.id,
      projectId: p.id,
      projectName: 'Shop',
      change: 'still_open',
    });
    // The snippet starts two lines above the finding.
    expect(d.code[0]).toMatchObject({
      file: 'src/db.js',
      kind: 'finding',
      highlight: [20, 21],
      steps: [2, 3],
    });
    expect(d.code[0].lines.slice(0, 3)).toEqual([
      { number: 19, text: 'function find(id) {' },
      { number: 20, text: '  const q = "SELECT * FROM t WHERE id=" + id;' },
      { number: 21, text: '  return db.query(q);' },
    ]);
    expect(d.code[1]).toMatchObject({
      file: 'src/routes.js',
      kind: 'trace',
      lines: [
        { number: 7, text: 'const id = req.query.id;' },
        { number: 8, text: 'find(id);' },
      ],
      steps: [0, 1],
    });
    expect(d.steps.map((x) => [x.index, x.kind, x.block])).toEqual([
      [0, 'source', 1],
      [1, 'call', 1],
      [2, 'propagation', 0],
      [3, 'sink', 0],
    ]);

    const trend: ProjectTrend = (
      await app.inject({ method: 'GET', url: `/api/projects/${p.id}/trend`, headers })
    ).json();
    expect(trend.points.map((x) => [x.open.total, x.new, x.fixed])).toEqual([
      [2, 2, 0],
      [3, 2, 1],
    ]);
    const last: ProjectTrend = (
      await app.inject({ method: 'GET', url: `/api/projects/${p.id}/trend?limit=1`, headers })
    ).json();
    expect(last.points.map((x) => [x.scanId, x.new, x.fixed])).toEqual([[s.scan.id, 2, 1]]);

    const other = await loginAs(app, (await createUser(app)).user);
    for (const url of [
      `/api/scans/${s.scan.id}/findings`,
      `/api/findings/${sqlId}`,
      `/api/projects/${p.id}/trend`,
      '/api/findings/not-a-uuid',
    ]) {
      const r = await app.inject({ method: 'GET', url, headers: other.headers });
      expect(r.statusCode, url).toBe(404);
      expect(r.body).not.toContain('SELECT');
    }
    const denied = await app.inject({
      method: 'POST',
      url: '/api/findings/triage',
      headers: other.headers,
      payload: { ids: [sqlId], status: 'accepted_risk' },
    });
    expect(denied.statusCode).toBe(404);
    const unchanged: FindingDetail = (
      await app.inject({ method: 'GET', url: `/api/findings/${sqlId}`, headers })
    ).json();
    expect(unchanged.triage).toBeNull();
  });

  it('masks credentials in every output: API, report, SARIF, CSV, JSON and PDF', async () => {
    const app = getApp();
    const { user } = await createUser(app);
    const { headers } = await loginAs(app, user);
    const p = await seedProject(app, user.id, 'Keys');
    const PASSWORD = 'Pr0dP@ssw0rd!2024';
    const GH = 'ghp_Zt4xQ9mL2vR7pK1sW8nB3cY6hJ0dF5gA2eU9';
    const AWS = 'AKIAQ3EXAMPL3KEYID7Z';
    const s = await seedScan(
      app,
      user.id,
      p,
      [
        {
          key: 'pw',
          severity: 'high',
          rule: 'js.hardcoded-password',
          file: 'src/config.js',
          line: 3,
          snippet: `const user = "svc";\nconst token = "${GH}";\nconst password = "${PASSWORD}";\nmodule.exports = { user };\n`,
          description: `The literal ${PASSWORD} is a password; the key ${AWS} is nearby.`,
          trace: [
            {
              file: 'src/config.js',
              line: 9,
              code: `login("svc", { password: "${PASSWORD}" })`,
              note: 'sink',
            },
          ],
        },
      ],
      at(0),
    );
    const id = s.rows[0].id;
    await app.inject({
      method: 'POST',
      url: '/api/findings/triage',
      headers,
      payload: { ids: [id], status: 'accepted_risk', comment: `rotating ${GH} next week` },
    });
    const outputs: Record<string, string> = {};
    for (const [name, url] of [
      ['scan', `/api/scans/${s.scan.id}`],
      ['report', `/api/reports/${s.scan.id}`],
      ['explorer', `/api/scans/${s.scan.id}/findings`],
      ['detail', `/api/findings/${id}`],
      ['inventory', '/api/vulnerabilities?triage=accepted_risk'],
      ['csv', `/api/reports/${s.scan.id}/csv`],
      ['inventoryCsv', '/api/vulnerabilities/export.csv?triage=accepted_risk'],
      ['sarif', `/api/reports/${s.scan.id}/sarif`],
      ['json', `/api/reports/${s.scan.id}/json`],
    ] as const) {
      const r = await app.inject({ method: 'GET', url, headers });
      expect(r.statusCode, `${name}: ${r.body.slice(0, 200)}`).toBe(200);
      outputs[name] = r.body;
    }
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/reports/${s.scan.id}/pdf?includeSuppressed=true`,
      headers,
    });
    outputs.pdf = await pdfText(pdf.rawPayload);
    for (const [name, body] of Object.entries(outputs)) {
      expect(body, name).not.toContain(PASSWORD);
      expect(body, name).not.toContain(GH);
      expect(body, name).not.toContain(AWS);
    }
    for (const name of ['scan', 'report', 'detail', 'sarif', 'json'])
      expect(outputs[name], name).toContain('Pr0d*************');
    expect(outputs.pdf).toContain('Pr0d*');
    expect(outputs.inventoryCsv).toContain('rotating ghp_****************');
    const sarif = JSON.parse(outputs.sarif);
    expect(sarif.runs[0].results[0].suppressions).toEqual([
      {
        kind: 'external',
        status: 'accepted',
        justification: 'rotating ghp_**************** next week',
      },
    ]);
    const actions = (await app.db.select().from(auditLog).where(eq(auditLog.actorId, user.id))).map(
      (a) => a.action,
    );
    for (const a of [
      'export.csv',
      'export.sarif',
      'export.json',
      'export.pdf',
      'export.inventory_csv',
      'finding.triage_bulk',
    ])
      expect(actions, a).toContain(a);
    const bulk = (
      await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'finding.triage_bulk')))
    )[0];
    expect(JSON.stringify(bulk.details)).not.toContain(GH);

    // Deleting the scan is audited too.
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/scans/${s.scan.id}`, headers })).statusCode,
    ).toBe(200);
    const del = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'scan.deleted')));
    expect(del[0]).toMatchObject({ targetType: 'scan', targetId: s.scan.id });

    // So is a cancel; another user's cancel is refused and leaves no row.
    const [pending] = await app.db
      .insert(scans)
      .values({
        userId: user.id,
        projectId: p.id,
        projectName: p.name,
        status: 'pending',
        sourceKind: 'upload',
      })
      .returning();
    const other = await loginAs(app, (await createUser(app)).user);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/scans/${pending.id}/cancel`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: `/api/scans/${pending.id}/cancel`, headers }))
        .statusCode,
    ).toBe(200);
    const cancels = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'scan.cancelled'));
    expect(cancels.map((c) => [c.actorId, c.targetId])).toEqual([[user.id, pending.id]]);
  });
});
