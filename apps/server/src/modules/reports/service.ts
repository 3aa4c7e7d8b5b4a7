/**
 * The rules of the reports area: a completed scan's report (headline counts without false positives
 * and accepted risks unless asked, findings with their triage, compliance per framework, and the
 * comparison with the previous completed scan of the same project by fingerprint), and the triage
 * of a finding, stored per project and fingerprint so it follows the finding into later scans.
 * Every read goes through the owner: another user's scan or finding is "not found".
 */
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  ATTACK_TECHNIQUES,
  COMPLIANCE,
  NIST_CSF_CATEGORIES,
  summarizeCompliance,
  type ComplianceSummary,
} from '@vigil/engine';
import {
  REPORT_MESSAGES,
  SUPPRESSED_TRIAGE_STATES,
  type Comparison,
  type ComplianceFramework,
  type Report,
  type ReportFinding,
  type ScanSummary,
  type Triage,
  type TriageBody,
  type TriageState,
} from '@vigil/shared';
import type { ScanListQuery, ScanListResponse } from '@vigil/shared';
import type { Db } from '../../db/client.js';
import { findings, findingTriage, scans, users } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import { UUID_RE } from '../projects/schema.js';
import { countsOfScan } from '../findings/counts.js';
import { maskRow, maskText } from '../findings/mask.js';
import { presentScanDetail, presentVulnerability } from '../scans/present.js';
import { findOwnScan, listScans } from '../scans/service.js';

export type ScanRow = typeof scans.$inferSelect;
export type FindingRow = typeof findings.$inferSelect;

const SEVERITY_RANK = sql`CASE ${findings.severity} WHEN 'critical' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END`;

/** The findings of a scan, most severe first, then by file and line. */
export async function scanFindings(db: Db, scanId: string): Promise<FindingRow[]> {
  return db
    .select()
    .from(findings)
    .where(eq(findings.scanId, scanId))
    .orderBy(asc(SEVERITY_RANK), asc(findings.file), asc(findings.line), asc(findings.id));
}

/** Triage of a project's fingerprints, with the name of whoever set it. */
export async function triageFor(
  db: Db,
  projectId: string | null,
  fingerprints: string[],
): Promise<Map<string, Triage>> {
  const out = new Map<string, Triage>();
  if (!projectId || fingerprints.length === 0) return out;
  const unique = [...new Set(fingerprints)];
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await db
      .select({
        t: findingTriage,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(findingTriage)
      .leftJoin(users, eq(users.id, findingTriage.userId))
      .where(
        and(
          eq(findingTriage.projectId, projectId),
          inArray(findingTriage.fingerprint, unique.slice(i, i + 1000)),
        ),
      );
    for (const r of rows) out.set(r.t.fingerprint, presentTriage(r.t, r));
  }
  return out;
}

function presentTriage(
  t: typeof findingTriage.$inferSelect,
  who: { firstName: string | null; lastName: string | null; email: string | null },
): Triage {
  const name = `${who.firstName ?? ''} ${who.lastName ?? ''}`.trim() || who.email || null;
  return {
    state: t.state,
    comment: maskText(t.comment),
    updatedBy: name,
    updatedAt: t.updatedAt.toISOString(),
  };
}

export function isSuppressed(state: TriageState | undefined): boolean {
  return !!state && SUPPRESSED_TRIAGE_STATES.includes(state);
}

/** The row-level form of the counts definition (see findings/counts.ts): production code, not suppressed. */
export function isCounted(
  row: Pick<FindingRow, 'codeKind'>,
  state: TriageState | undefined,
  includeSuppressed = false,
): boolean {
  return (
    (row.codeKind ?? 'production') === 'production' && (includeSuppressed || !isSuppressed(state))
  );
}

export function countSeverities(list: { severity: string }[]): ScanSummary {
  const s: ScanSummary = { critical: 0, high: 0, medium: 0, low: 0, total: 0 };
  for (const f of list) {
    if (
      f.severity === 'critical' ||
      f.severity === 'high' ||
      f.severity === 'medium' ||
      f.severity === 'low'
    )
      s[f.severity]++;
    s.total++;
  }
  return s;
}

const byCount = (a: { count: number; id: string }, b: { count: number; id: string }) =>
  b.count - a.count || a.id.localeCompare(b.id, 'en', { numeric: true });

/** The engine's per-framework aggregation, named for people: categories hit and their counts. */
export function complianceView(list: Pick<FindingRow, 'cwe' | 'owasp'>[]): ComplianceFramework[] {
  const s: ComplianceSummary = summarizeCompliance(
    list.map((f) => ({ cwe: f.cwe ?? [], owasp: f.owasp ?? '' })),
  );
  const reached = (pred: (f: Pick<FindingRow, 'cwe' | 'owasp'>) => boolean) =>
    list.filter(pred).length;
  const rowsOf = (f: Pick<FindingRow, 'cwe'>) =>
    (f.cwe ?? []).map((c) => COMPLIANCE[c.toUpperCase()]).filter((r) => !!r);
  const cats = (m: Record<string, number>, name: (id: string) => string) =>
    Object.entries(m)
      .map(([id, count]) => ({ id, name: name(id), count }))
      .sort(byCount);
  const owaspName = (id: string) => id.replace(/^A\d\d:2021-/, '');
  return [
    {
      id: 'owasp',
      name: 'OWASP Top 10 2021',
      categories: cats(s.owasp, owaspName).map((c) => ({ ...c, id: c.id.slice(0, 8) })),
      findings: reached((f) => !!f.owasp || rowsOf(f).some((r) => r.owasp)),
    },
    {
      id: 'cweTop25',
      name: 'CWE Top 25 (2025)',
      categories: cats(s.cweTop25, (id) => COMPLIANCE[id]?.name ?? id),
      findings: reached((f) => rowsOf(f).some((r) => r.cweTop25)),
    },
    {
      id: 'sansTop25',
      name: 'SANS Top 25',
      categories: cats(s.sansTop25, (id) => COMPLIANCE[id]?.name ?? id),
      findings: reached((f) => rowsOf(f).some((r) => r.sansTop25)),
    },
    {
      id: 'nist',
      name: 'NIST CSF 2.0',
      categories: cats(s.nist, (id) => {
        const c = NIST_CSF_CATEGORIES[id];
        return c ? `${c.function}: ${c.name}` : id;
      }),
      findings: reached((f) => rowsOf(f).length > 0),
    },
    {
      id: 'attack',
      name: 'MITRE ATT&CK',
      categories: cats(s.attack, (id) => ATTACK_TECHNIQUES[id] ?? id),
      findings: reached((f) => rowsOf(f).some((r) => r.attack.length > 0)),
    },
  ];
}

/** The previous completed scan of the same project (by creation time), or null. */
export async function previousScan(db: Db, scan: ScanRow): Promise<ScanRow | null> {
  if (!scan.projectId) return null;
  const [row] = await db
    .select()
    .from(scans)
    .where(
      and(
        eq(scans.userId, scan.userId),
        eq(scans.projectId, scan.projectId),
        eq(scans.status, 'completed'),
        lt(scans.createdAt, scan.createdAt),
      ),
    )
    .orderBy(desc(scans.createdAt))
    .limit(1);
  return row ?? null;
}

/** New / fixed / still open between two scans' findings, by fingerprint. */
export function compare(current: FindingRow[], prev: FindingRow[], prevScan: ScanRow): Comparison {
  const before = new Set(prev.map((f) => f.fingerprint));
  const now = new Set(current.map((f) => f.fingerprint));
  const fixed = prev.filter((f) => !now.has(f.fingerprint));
  return {
    previousScanId: prevScan.id,
    previousCreatedAt: prevScan.createdAt.toISOString(),
    new: current.filter((f) => !before.has(f.fingerprint)).length,
    stillOpen: current.filter((f) => before.has(f.fingerprint)).length,
    fixed: fixed.length,
    fixedFindings: fixed.map((f) => ({
      title: f.title,
      severity: f.severity,
      file: f.file,
      line: f.line,
      ruleId: f.ruleId,
      fingerprint: f.fingerprint,
    })),
  };
}

/** Everything a report shows or exports, for the owner's scan. */
export interface ReportData {
  scan: ScanRow;
  report: Report;
  /** The stored rows of `report.findings`, same order. */
  rows: FindingRow[];
}

export async function buildReport(
  db: Db,
  userId: string,
  scanId: string,
  includeSuppressed = false,
): Promise<ReportData> {
  const scan = await findOwnScan(db, userId, scanId);
  const detail = presentScanDetail(scan, null);
  const { results: _r, ...scanView } = detail;
  const empty: ScanSummary = { critical: 0, high: 0, medium: 0, low: 0, total: 0 };
  if (scan.status !== 'completed') {
    return {
      scan,
      rows: [],
      report: {
        scan: scanView,
        summary: scan.summary ?? empty,
        allSummary: scan.summary ?? empty,
        suppressed: { falsePositive: 0, acceptedRisk: 0 },
        includeSuppressed,
        findings: null,
        compliance: complianceView([]),
        comparison: null,
      },
    };
  }
  const rows = (await scanFindings(db, scan.id)).map(maskRow);
  const summary = await countsOfScan(db, scan.id, { includeSuppressed });
  const triage = await triageFor(
    db,
    scan.projectId,
    rows.map((r) => r.fingerprint),
  );
  const prev = await previousScan(db, scan);
  const prevRows = prev
    ? await db.select().from(findings).where(eq(findings.scanId, prev.id))
    : null;
  const prevTriage = prevRows
    ? await triageFor(
        db,
        scan.projectId,
        prevRows.map((r) => r.fingerprint),
      )
    : new Map<string, Triage>();
  const before = prevRows ? new Set(prevRows.map((f) => f.fingerprint)) : null;

  const list: ReportFinding[] = rows.map((r) => {
    const t = triage.get(r.fingerprint) ?? null;
    const suppressed = isSuppressed(t?.state);
    return {
      ...presentVulnerability(r),
      triage: t,
      change: before ? (before.has(r.fingerprint) ? 'still_open' : 'new') : null,
      suppressed,
      counted: isCounted(r, t?.state, includeSuppressed),
    };
  });
  const counted = rows.filter((_r, i) => list[i].counted);
  const prevCounted = prevRows?.filter((r) =>
    isCounted(
      r,
      triage.get(r.fingerprint)?.state ?? prevTriage.get(r.fingerprint)?.state,
      includeSuppressed,
    ),
  );
  return {
    scan,
    rows,
    report: {
      scan: { ...scanView, summary, totalFindings: summary.total },
      summary,
      allSummary: countSeverities(rows),
      suppressed: {
        falsePositive: list.filter((f) => f.triage?.state === 'false_positive').length,
        acceptedRisk: list.filter((f) => f.triage?.state === 'accepted_risk').length,
      },
      includeSuppressed,
      findings: list,
      compliance: complianceView(counted),
      comparison: prev && prevCounted ? compare(counted, prevCounted, prev) : null,
    },
  };
}

/** A report that has results, else 409 with the spec's text. */
export async function buildCompletedReport(
  db: Db,
  userId: string,
  scanId: string,
  includeSuppressed = false,
): Promise<ReportData> {
  const data = await buildReport(db, userId, scanId, includeSuppressed);
  if (!data.report.findings) throw errors.conflict(REPORT_MESSAGES.notReady, 'REPORT_NOT_READY');
  return data;
}

/** The current triage state and fingerprint of one of the user's findings (null when not found or never triaged). */
export async function triageOf(
  db: Db,
  userId: string,
  findingId: string,
): Promise<{ state: TriageState | null; fingerprint: string } | null> {
  if (!UUID_RE.test(findingId)) return null;
  const [row] = await db
    .select({ fingerprint: findings.fingerprint, state: findingTriage.state })
    .from(findings)
    .innerJoin(scans, eq(scans.id, findings.scanId))
    .leftJoin(
      findingTriage,
      and(
        eq(findingTriage.projectId, scans.projectId),
        eq(findingTriage.fingerprint, findings.fingerprint),
      ),
    )
    .where(and(eq(findings.id, findingId), eq(scans.userId, userId)))
    .limit(1);
  return row ? { state: row.state, fingerprint: row.fingerprint } : null;
}

/**
 * Sets the triage of one of the user's findings. Stored for the finding's project and fingerprint,
 * so every scan of that project showing the same finding carries it.
 */
export async function setTriage(
  db: Db,
  userId: string,
  findingId: string,
  body: TriageBody,
): Promise<Triage> {
  if (!UUID_RE.test(findingId))
    throw errors.notFound(REPORT_MESSAGES.findingNotFound, 'FINDING_NOT_FOUND');
  const [row] = await db
    .select({ fingerprint: findings.fingerprint, projectId: scans.projectId })
    .from(findings)
    .innerJoin(scans, eq(scans.id, findings.scanId))
    .where(and(eq(findings.id, findingId), eq(scans.userId, userId)))
    .limit(1);
  if (!row) throw errors.notFound(REPORT_MESSAGES.findingNotFound, 'FINDING_NOT_FOUND');
  if (!row.projectId)
    throw errors.conflict(
      'This finding belongs to a scan without a project and cannot be triaged.',
      'NO_PROJECT',
    );
  const comment = body.comment?.trim() ? body.comment.trim() : null;
  const now = new Date();
  await db
    .insert(findingTriage)
    .values({
      projectId: row.projectId,
      fingerprint: row.fingerprint,
      state: body.state,
      comment,
      userId,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [findingTriage.projectId, findingTriage.fingerprint],
      set: { state: body.state, comment, userId, updatedAt: now },
    });
  const t = await triageFor(db, row.projectId, [row.fingerprint]);
  return t.get(row.fingerprint)!;
}

/**
 * The reports list: GET /api/scans's page (same filters, newest first), with each completed scan's
 * counts leaving out findings triaged as false positive or accepted risk unless includeSuppressed.
 */
export async function listReports(
  db: Db,
  userId: string,
  q: ScanListQuery & { includeSuppressed?: boolean },
): Promise<ScanListResponse> {
  return listScans(db, userId, q, { includeSuppressed: q.includeSuppressed });
}
