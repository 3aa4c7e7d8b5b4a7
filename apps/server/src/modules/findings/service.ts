/**
 * Working through findings: a scan's findings for the explorer (filtered, grouped by rule or file),
 * one finding with its code view, bulk triage (all-or-nothing, every id the caller's), a project's
 * trend, and the inventory's CSV export. Every read goes through the owner; another user's scan,
 * finding or project is "not found".
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CODE_KINDS,
  FINDING_MESSAGES,
  INVENTORY_CSV_HEADER,
  TRIAGE_LABELS,
  FINDING_STATE_LABELS,
  type BulkTriageBody,
  type BulkTriageResponse,
  type CodeBlock,
  type ExplorerFinding,
  type FindingDetail,
  type FindingGroup,
  type InventoryQuery,
  type ProjectTrend,
  type ScanFindingsResponse,
  type Severity,
} from '@vigil/shared';
import type { z } from 'zod';
import type { ScanFindingsQuerySchema } from '@vigil/shared';
import type { Db } from '../../db/client.js';
import { findings, findingTriage, scans } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import { UUID_RE } from '../projects/schema.js';
import { findOwnProject } from '../projects/service.js';
import { csvCell } from '../reports/exports.js';
import {
  buildCompletedReport,
  isCounted,
  previousScan,
  triageFor,
  type FindingRow,
} from '../reports/service.js';
import { presentVulnerability } from '../scans/present.js';
import { countedCondition, rowsOf, scanCounts } from './counts.js';
import { allInventory } from './inventory.js';
import { maskRow, maskText } from './mask.js';

type ScanFindingsQuery = z.output<typeof ScanFindingsQuerySchema>;
type Step = Omit<FindingDetail['steps'][number], 'index' | 'block'>;

const RANK: Record<Severity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

/** A completed scan's findings for the explorer, with the counts and (optionally) the groups. */
export async function scanFindingsView(
  db: Db,
  userId: string,
  scanId: string,
  q: ScanFindingsQuery,
): Promise<ScanFindingsResponse> {
  const { report, scan } = await buildCompletedReport(db, userId, scanId);
  const kinds: readonly string[] =
    q.codeKind === 'all' || q.codeKind === undefined ? CODE_KINDS : q.codeKind;
  const list: ExplorerFinding[] = report
    .findings!.filter(
      (f) =>
        (!q.severity?.length || q.severity.includes(f.severity)) &&
        kinds.includes(f.codeKind) &&
        (!q.triage?.length || q.triage.includes(f.triage?.state ?? 'open')),
    )
    .map((f) => ({ ...f, scanId: scan.id }));
  let groups: FindingGroup[] | null = null;
  if (q.groupBy !== 'none') {
    const byKey = new Map<string, FindingGroup>();
    for (const f of list) {
      const key = q.groupBy === 'rule' ? f.ruleId : (f.file ?? '');
      let g = byKey.get(key);
      if (!g) {
        g = {
          key,
          label: q.groupBy === 'rule' ? f.title : f.file || '(no file)',
          severity: f.severity,
          count: 0,
          findingIds: [],
        };
        byKey.set(key, g);
      }
      g.count++;
      g.findingIds.push(f.id);
      if (RANK[f.severity] < RANK[g.severity]) g.severity = f.severity;
    }
    groups = [...byKey.values()].sort(
      (a, b) =>
        RANK[a.severity] - RANK[b.severity] ||
        b.count - a.count ||
        a.key.localeCompare(b.key, 'en'),
    );
  }
  return {
    scanId: scan.id,
    projectId: scan.projectId,
    projectName: scan.projectName,
    counts: report.summary,
    findings: list,
    groups,
  };
}

const KINDS = new Set(['source', 'propagation', 'call', 'return', 'sink']);

/**
 * The first line number of a stored snippet. Pattern findings keep two lines before the finding
 * (fewer at the top of a file); taint findings store the finding's own line alone.
 */
export function snippetStart(line: number | null, snippet?: string | null): number {
  if (snippet != null && !snippet.includes('\n')) return line ?? 1;
  return Math.max(1, (line ?? 1) - 2);
}

/**
 * The code view of a finding: the snippet with line numbers (the finding's lines highlighted), and
 * the trace steps, each shown in the snippet when it falls there, else in a block of its file.
 */
export function codeView(
  row: Pick<FindingRow, 'file' | 'line' | 'endLine' | 'snippet' | 'trace'>,
): { code: CodeBlock[]; steps: FindingDetail['steps'] } {
  const file = row.file ?? 'unknown';
  const start = snippetStart(row.line, row.snippet);
  const snippetLines = (row.snippet ?? '').split('\n');
  const first: CodeBlock = {
    file,
    kind: 'finding',
    lines: row.snippet ? snippetLines.map((text, i) => ({ number: start + i, text })) : [],
    highlight: [],
    steps: [],
  };
  if (row.line) {
    for (let n = row.line; n <= (row.endLine ?? row.line); n++) first.highlight.push(n);
  }
  const code: CodeBlock[] = [first];
  const byFile = new Map<string, number>();
  const steps: FindingDetail['steps'] = [];
  const trace = row.trace ?? [];
  trace.forEach((t, index) => {
    const kind = t.note && KINDS.has(t.note) ? t.note : undefined;
    const note = t.note && !KINDS.has(t.note) ? t.note : undefined;
    const step: Step = {
      file: t.file,
      line: t.line,
      code: t.code,
      ...(kind ? { kind } : {}),
      ...(note ? { note } : {}),
    };
    const inFirst =
      t.file === file &&
      first.lines.length > 0 &&
      t.line >= start &&
      t.line < start + first.lines.length;
    let block: number;
    if (inFirst) {
      block = 0;
    } else {
      block = byFile.get(t.file) ?? -1;
      if (block < 0) {
        block = code.length;
        byFile.set(t.file, block);
        code.push({ file: t.file, kind: 'trace', lines: [], highlight: [], steps: [] });
      }
      const b = code[block];
      if (!b.lines.some((l) => l.number === t.line)) {
        b.lines.push({ number: t.line, text: t.code });
        b.lines.sort((x, y) => x.number - y.number);
      }
    }
    const b = code[block];
    if (!b.highlight.includes(t.line)) b.highlight.push(t.line);
    b.steps.push(index);
    steps.push({ ...step, index, block });
  });
  for (const b of code) b.highlight.sort((x, y) => x - y);
  return { code, steps };
}

/** One of the caller's findings with its triage, code view and trace. */
export async function findingDetail(
  db: Db,
  userId: string,
  findingId: string,
): Promise<FindingDetail> {
  if (!UUID_RE.test(findingId))
    throw errors.notFound(FINDING_MESSAGES.notFound, 'FINDING_NOT_FOUND');
  const [hit] = await db
    .select({ f: findings, s: scans })
    .from(findings)
    .innerJoin(scans, eq(scans.id, findings.scanId))
    .where(and(eq(findings.id, findingId), eq(scans.userId, userId)))
    .limit(1);
  if (!hit) throw errors.notFound(FINDING_MESSAGES.notFound, 'FINDING_NOT_FOUND');
  const row = maskRow(hit.f);
  const triage =
    (await triageFor(db, hit.s.projectId, [row.fingerprint])).get(row.fingerprint) ?? null;
  const prev = await previousScan(db, hit.s);
  let change: FindingDetail['change'] = null;
  if (prev) {
    const [had] = await db
      .select({ id: findings.id })
      .from(findings)
      .where(and(eq(findings.scanId, prev.id), eq(findings.fingerprint, row.fingerprint)))
      .limit(1);
    change = had ? 'still_open' : 'new';
  }
  const { code, steps } = codeView(row);
  const suppressed = triage?.state === 'false_positive' || triage?.state === 'accepted_risk';
  return {
    ...presentVulnerability(row),
    triage,
    change,
    suppressed,
    counted: isCounted(row, triage?.state),
    scanId: hit.s.id,
    projectId: hit.s.projectId,
    projectName: hit.s.projectName,
    scanCreatedAt: hit.s.createdAt.toISOString(),
    steps,
    code,
  };
}

/**
 * Sets the triage of many findings at once: every id must be one of the caller's findings in a
 * scan with a project, else nothing changes (404 / 409). Stored per project and fingerprint.
 */
export async function bulkTriage(
  db: Db,
  userId: string,
  body: BulkTriageBody,
): Promise<BulkTriageResponse & { targets: { projectId: string; fingerprint: string }[] }> {
  const ids = [...new Set(body.ids)];
  const rows = await db
    .select({ id: findings.id, fingerprint: findings.fingerprint, projectId: scans.projectId })
    .from(findings)
    .innerJoin(scans, eq(scans.id, findings.scanId))
    .where(and(inArray(findings.id, ids), eq(scans.userId, userId)));
  if (rows.length !== ids.length)
    throw errors.notFound(FINDING_MESSAGES.someNotFound, 'FINDING_NOT_FOUND');
  if (rows.some((r) => !r.projectId))
    throw errors.conflict(FINDING_MESSAGES.noProject, 'NO_PROJECT');
  const targets = new Map<string, { projectId: string; fingerprint: string }>();
  for (const r of rows)
    targets.set(`${r.projectId}\0${r.fingerprint}`, {
      projectId: r.projectId!,
      fingerprint: r.fingerprint,
    });
  const comment = body.comment?.trim() ? body.comment.trim() : null;
  const now = new Date();
  const list = [...targets.values()];
  await db.transaction(async (tx) => {
    for (let i = 0; i < list.length; i += 200) {
      await tx
        .insert(findingTriage)
        .values(
          list.slice(i, i + 200).map((t) => ({
            projectId: t.projectId,
            fingerprint: t.fingerprint,
            state: body.status,
            comment,
            userId,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [findingTriage.projectId, findingTriage.fingerprint],
          set: { state: body.status, comment, userId, updatedAt: now },
        });
    }
  });
  const first = list[0];
  const triage = (await triageFor(db, first.projectId, [first.fingerprint])).get(
    first.fingerprint,
  )!;
  return {
    updated: ids.length,
    fingerprints: list.length,
    triage: { ...triage, comment: maskText(triage.comment) },
    message: `${ids.length} ${ids.length === 1 ? 'finding' : 'findings'} set to ${TRIAGE_LABELS[body.status]}.`,
    targets: list,
  };
}

/**
 * A project's trend over its most recent completed scans (oldest first): the counts of each scan,
 * and the counted findings new or fixed since the previous completed scan.
 */
export async function projectTrend(
  db: Db,
  userId: string,
  projectId: string,
  limit: number,
): Promise<ProjectTrend> {
  const project = await findOwnProject(db, userId, projectId);
  const recent = await db
    .select({ id: scans.id, createdAt: scans.createdAt, completedAt: scans.completedAt })
    .from(scans)
    .where(
      and(eq(scans.projectId, project.id), eq(scans.userId, userId), eq(scans.status, 'completed')),
    )
    .orderBy(desc(scans.createdAt), desc(scans.id))
    .limit(limit + 1);
  const ordered = recent.reverse();
  const ids = ordered.map((s) => s.id);
  const counts = await scanCounts(db, ids);
  const sets = new Map<string, Set<string>>(ids.map((id) => [id, new Set<string>()]));
  if (ids.length) {
    const rows = rowsOf<{ scan_id: string; fingerprint: string }>(
      await db.execute(sql`
        SELECT DISTINCT f.scan_id, f.fingerprint
          FROM findings f
          JOIN scans s ON s.id = f.scan_id
          LEFT JOIN finding_triage t ON t.project_id = s.project_id AND t.fingerprint = f.fingerprint
         WHERE f.scan_id IN (${sql.join(
           ids.map((id) => sql`${id}::uuid`),
           sql`, `,
         )}) AND ${countedCondition()}`),
    );
    for (const r of rows) sets.get(r.scan_id)?.add(r.fingerprint);
  }
  const points: ProjectTrend['points'] = [];
  // With more scans than the limit, the oldest fetched one only serves as the first one's "previous".
  const from = ordered.length > limit ? 1 : 0;
  for (let i = from; i < ordered.length; i++) {
    const s = ordered[i];
    const now = sets.get(s.id)!;
    const before = i > 0 ? sets.get(ordered[i - 1].id)! : new Set<string>();
    let added = 0;
    for (const fp of now) if (!before.has(fp)) added++;
    let fixed = 0;
    for (const fp of before) if (!now.has(fp)) fixed++;
    points.push({
      scanId: s.id,
      createdAt: s.createdAt.toISOString(),
      completedAt: s.completedAt ? s.completedAt.toISOString() : null,
      open: counts.get(s.id)!,
      new: added,
      fixed,
    });
  }
  return { projectId: project.id, projectName: project.name, points };
}

/** The filtered inventory as CSV (RFC 4180, CRLF, UTF-8 byte-order mark), every text masked. */
export async function inventoryCsv(
  db: Db,
  userId: string,
  q: InventoryQuery,
): Promise<{ csv: string; rows: number }> {
  const items = await allInventory(db, userId, q);
  const lines = [INVENTORY_CSV_HEADER.map(csvCell).join(',')];
  for (const v of items) {
    lines.push(
      [
        v.projectName,
        v.severity,
        v.title,
        v.ruleId,
        v.cwes.join(' '),
        v.filePath,
        v.line,
        v.codeKind,
        FINDING_STATE_LABELS[v.state],
        TRIAGE_LABELS[v.triageState],
        v.triage?.comment ?? '',
        v.firstSeenAt,
        v.lastSeenAt,
        v.fingerprint,
      ]
        .map((c) => csvCell(typeof c === 'string' ? maskText(c) : c))
        .join(','),
    );
  }
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, rows: items.length };
}
