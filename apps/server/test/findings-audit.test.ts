/**
 * Audit rows of working through findings that findings.test.ts does not reach: a scan start (who,
 * which scan, which project) and the triage of one finding (from, to, the comment masked).
 */
import { and, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { auditLog, findings, projects, scans } from '../src/db/schema/index.js';
import { createUser, describeEachDatabase, loginAs, useTestApp } from './helpers.js';
import { multipart } from './fixtures/scan-support/multipart.js';

vi.setConfig({ testTimeout: 120_000 });

describeEachDatabase('findings audit', (db) => {
  const getApp = useTestApp({ db });

  it('a scan start writes scan.started with the scan and its project', async () => {
    const app = getApp();
    const { user } = await createUser(app, { tier: 'FOUNDATION' });
    const { headers } = await loginAs(app, user);
    const p = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'Audited' },
    });
    expect(p.statusCode, p.body).toBe(201);
    const project = p.json() as { id: string };
    const body = multipart({ scanType: 'SAST', projectId: project.id }, [
      { field: 'codeFiles', name: 'app.js', data: 'const x = 1;\n' },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/scans',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const scanId = (res.json() as { scanId: string }).scanId;
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'scan.started')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targetType: 'scan', targetId: scanId });
    expect(rows[0].details).toMatchObject({ projectId: project.id });

    // A refused start (no files) writes nothing.
    const empty = multipart({ scanType: 'SAST', projectId: project.id }, []);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/scans',
      headers: { ...headers, ...empty.headers },
      payload: empty.payload,
    });
    expect(refused.statusCode).toBe(400);
    const after = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'scan.started')));
    expect(after).toHaveLength(1);
  });

  it('the triage of one finding writes finding.triaged: from, to and the comment masked', async () => {
    const app = getApp();
    const { user } = await createUser(app);
    const { headers } = await loginAs(app, user);
    const [project] = await app.db
      .insert(projects)
      .values({ userId: user.id, name: 'Triaged' })
      .returning();
    const [scan] = await app.db
      .insert(scans)
      .values({
        userId: user.id,
        projectId: project.id,
        projectName: project.name,
        status: 'completed',
        sourceKind: 'upload',
        completedAt: new Date(),
      })
      .returning();
    const [finding] = await app.db
      .insert(findings)
      .values({
        scanId: scan.id,
        ruleId: 'js.sql-injection',
        title: 'SQL injection',
        severity: 'critical',
        confidence: 'high',
        cwe: ['CWE-89'],
        owasp: 'A03:2021-Injection',
        description: 'Query built from request data.',
        recommendation: 'Use parameters.',
        file: 'src/orders.js',
        line: 4,
        endLine: 4,
        column: 3,
        snippet: 'db.query("SELECT * FROM o WHERE id=" + req.query.id);',
        fingerprint: 'fp-audited',
        language: 'javascript',
      })
      .returning();
    const GH = 'ghp_Zt4xQ9mL2vR7pK1sW8nB3cY6hJ0dF5gA2eU9';
    const res = await app.inject({
      method: 'PUT',
      url: `/api/findings/${finding.id}/triage`,
      headers,
      payload: { state: 'false_positive', comment: `id is an integer; token ${GH} rotated` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'finding.triaged')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targetType: 'finding', targetId: finding.id });
    expect(rows[0].details).toMatchObject({
      from: 'open',
      to: 'false_positive',
      fingerprint: 'fp-audited',
    });
    const comment = (rows[0].details as { comment: string }).comment;
    expect(comment).toMatch(/^id is an integer; token ghp_\*+ rotated$/);
    expect(JSON.stringify(rows[0].details)).not.toContain(GH);

    // Another user's attempt is refused and leaves no row.
    const other = await loginAs(app, (await createUser(app)).user);
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/findings/${finding.id}/triage`,
      headers: other.headers,
      payload: { state: 'open' },
    });
    expect(refused.statusCode).toBe(404);
    const all = await app.db.select().from(auditLog).where(eq(auditLog.action, 'finding.triaged'));
    expect(all).toHaveLength(1);
  });
});
