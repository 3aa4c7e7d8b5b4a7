/**
 * The findings inventory (GET /api/vulnerabilities): each distinct finding once per project, keyed
 * by fingerprint, over the caller's completed scans. Its row is the finding as the latest scan that
 * had it reported it; its state is 'fixed' when the project's latest completed scan no longer has
 * it, 'reopened' when the latest scan has it but some completed scan since it was first seen did
 * not, else 'open'. Computed from the findings themselves, so a deleted scan or a new one is
 * reflected at once.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  CODE_KINDS,
  FINDING_STATES,
  SUPPRESSED_TRIAGE_STATES,
  type FindingState,
  type InventoryItem,
  type InventoryQuery,
  type InventoryResponse,
  type Triage,
  type TriageState,
} from '@vigil/shared';
import type { Db } from '../../db/client.js';
import { maskText } from './mask.js';
import { rowsOf } from './counts.js';

interface InventoryRow {
  id: string;
  project_id: string;
  project_name: string;
  fingerprint: string;
  rule_id: string;
  title: string;
  severity: InventoryItem['severity'];
  cwe: string[] | null;
  file: string | null;
  line: number | null;
  code_kind: string;
  scan_id: string;
  first_seen: Date | string;
  last_seen: Date | string;
  state: FindingState;
  triage_state: TriageState | null;
  triage_comment: string | null;
  triage_updated_at: Date | string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  total: number | string;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const SEVERITY_RANK = sql`CASE severity WHEN 'critical' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END`;
const STATE_RANK = sql`CASE state WHEN 'reopened' THEN 0 WHEN 'open' THEN 1 ELSE 2 END`;

function orderBy(q: Pick<InventoryQuery, 'sort' | 'order'>): SQL {
  const desc = q.order === 'desc';
  const dir = (defaultDesc: boolean) => ((q.order ? desc : defaultDesc) ? sql`DESC` : sql`ASC`);
  const tail = sql`file ASC NULLS LAST, line ASC NULLS LAST, id ASC`;
  switch (q.sort) {
    case 'lastSeen':
      return sql`last_seen ${dir(true)}, ${SEVERITY_RANK} ASC, ${tail}`;
    case 'firstSeen':
      return sql`first_seen ${dir(true)}, ${SEVERITY_RANK} ASC, ${tail}`;
    case 'file':
      return sql`file ${dir(false)} NULLS LAST, line ${dir(false)} NULLS LAST, ${SEVERITY_RANK} ASC, id ASC`;
    case 'rule':
      return sql`rule_id ${dir(false)}, ${SEVERITY_RANK} ASC, ${tail}`;
    case 'title':
      return sql`title ${dir(false)}, ${SEVERITY_RANK} ASC, ${tail}`;
    case 'project':
      return sql`project_name ${dir(false)}, ${SEVERITY_RANK} ASC, ${tail}`;
    case 'state':
      return sql`${STATE_RANK} ${dir(false)}, ${SEVERITY_RANK} ASC, ${tail}`;
    case 'severity':
    default:
      return sql`${SEVERITY_RANK} ${dir(false)}, last_seen DESC, ${tail}`;
  }
}

/** The WHERE conditions of the filters (on the inventory CTE's columns). */
function filters(q: InventoryQuery): SQL[] {
  const where: SQL[] = [];
  if (q.severity?.length) where.push(sql`severity IN (${list(q.severity)})`);
  if (q.cwe) {
    const cwe = `CWE-${q.cwe.replace(/^CWE-/i, '')}`.toUpperCase();
    where.push(sql`cwe @> ${JSON.stringify([cwe])}::jsonb`);
  }
  if (q.ruleId) where.push(sql`rule_id = ${q.ruleId}`);
  if (q.file) where.push(sql`file ILIKE ${`%${escapeLike(q.file)}%`}`);
  const states: readonly string[] =
    q.state === 'all' ? FINDING_STATES : q.state?.length ? q.state : ['open', 'reopened'];
  if (states.length < FINDING_STATES.length) where.push(sql`state IN (${list(states)})`);
  if (q.triage?.length) {
    const wantsOpen = q.triage.includes('open');
    where.push(
      wantsOpen
        ? sql`(triage_state IS NULL OR triage_state IN (${list(q.triage)}))`
        : sql`triage_state IN (${list(q.triage)})`,
    );
  }
  const kinds: readonly string[] =
    q.codeKind === 'all' ? CODE_KINDS : q.codeKind?.length ? q.codeKind : ['production'];
  if (kinds.length < CODE_KINDS.length) where.push(sql`code_kind IN (${list(kinds)})`);
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    where.push(
      sql`(title ILIKE ${like} OR file ILIKE ${like} OR rule_id ILIKE ${like} OR project_name ILIKE ${like})`,
    );
  }
  return where;
}

/** The inventory CTE of the user's projects (optionally one project). */
function inventorySql(userId: string, projectId: string | undefined): SQL {
  const project = projectId ? sql`AND s.project_id = ${projectId}::uuid` : sql``;
  return sql`
    WITH ps AS (
      SELECT s.id, s.project_id, s.created_at,
             row_number() OVER (PARTITION BY s.project_id ORDER BY s.created_at DESC, s.id DESC) AS rn
        FROM scans s
       WHERE s.user_id = ${userId}::uuid AND s.status = 'completed' AND s.project_id IS NOT NULL ${project}
    ),
    seen AS (
      SELECT ps.project_id, f.fingerprint,
             min(ps.created_at) AS first_seen, max(ps.created_at) AS last_seen,
             count(DISTINCT ps.id) AS seen_in, min(ps.rn) AS newest_rn, max(ps.rn) AS oldest_rn
        FROM findings f JOIN ps ON ps.id = f.scan_id
       GROUP BY ps.project_id, f.fingerprint
    ),
    latest AS (
      SELECT DISTINCT ON (ps.project_id, f.fingerprint)
             f.id, f.fingerprint, f.rule_id, f.title, f.severity, f.cwe, f.file, f.line, f.code_kind,
             ps.project_id, ps.id AS scan_id
        FROM findings f JOIN ps ON ps.id = f.scan_id
       ORDER BY ps.project_id, f.fingerprint, ps.rn, f.line NULLS LAST, f.id
    ),
    inv AS (
      SELECT l.*, p.name AS project_name, se.first_seen, se.last_seen,
             CASE WHEN se.newest_rn > 1 THEN 'fixed'
                  WHEN se.seen_in < se.oldest_rn THEN 'reopened'
                  ELSE 'open' END AS state,
             t.state AS triage_state, t.comment AS triage_comment, t.updated_at AS triage_updated_at,
             u.first_name, u.last_name, u.email
        FROM latest l
        JOIN seen se ON se.project_id = l.project_id AND se.fingerprint = l.fingerprint
        JOIN projects p ON p.id = l.project_id
        LEFT JOIN finding_triage t ON t.project_id = l.project_id AND t.fingerprint = l.fingerprint
        LEFT JOIN users u ON u.id = t.user_id
    )`;
}

function presentRow(r: InventoryRow): InventoryItem {
  const cwes = r.cwe ?? [];
  let triage: Triage | null = null;
  if (r.triage_state) {
    const name = `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.email || null;
    triage = {
      state: r.triage_state,
      comment: r.triage_comment === null ? null : maskText(r.triage_comment),
      updatedBy: name,
      updatedAt: iso(r.triage_updated_at ?? new Date()),
    };
  }
  const codeKind = (CODE_KINDS as readonly string[]).includes(r.code_kind)
    ? (r.code_kind as InventoryItem['codeKind'])
    : 'production';
  return {
    id: r.id,
    projectId: r.project_id,
    projectName: r.project_name,
    fingerprint: r.fingerprint,
    ruleId: r.rule_id,
    title: r.title || 'Unknown Vulnerability',
    severity: r.severity,
    cwe: cwes[0] ?? null,
    cwes,
    filePath: r.file,
    file: r.file,
    line: r.line,
    codeKind,
    state: r.state,
    firstSeenAt: iso(r.first_seen),
    lastSeenAt: iso(r.last_seen),
    lastScanId: r.scan_id,
    scanId: r.scan_id,
    latestFindingId: r.id,
    createdAt: iso(r.last_seen),
    triage,
    triageState: r.triage_state ?? 'open',
    suppressed: !!r.triage_state && SUPPRESSED_TRIAGE_STATES.includes(r.triage_state),
  };
}

/** One page of the inventory, with the filters and sort of the query. */
export async function listInventory(
  db: Db,
  userId: string,
  q: InventoryQuery,
): Promise<InventoryResponse> {
  const where = filters(q);
  const cond = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const rows = rowsOf<InventoryRow>(
    await db.execute(sql`${inventorySql(userId, q.projectId)}
      SELECT *, count(*) OVER () AS total FROM inv ${cond}
       ORDER BY ${orderBy(q)}
       LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`),
  );
  let total = rows.length ? Number(rows[0].total) : 0;
  if (rows.length === 0 && q.page > 1) {
    const [c] = rowsOf<{ n: number | string }>(
      await db.execute(
        sql`${inventorySql(userId, q.projectId)} SELECT count(*)::int AS n FROM inv ${cond}`,
      ),
    );
    total = Number(c?.n ?? 0);
  }
  return {
    vulnerabilities: rows.map(presentRow),
    total,
    page: q.page,
    limit: q.limit,
    totalPages: Math.max(1, Math.ceil(total / q.limit)),
  };
}

/** Every row of the filtered inventory (the CSV export), at most `max`. */
export async function allInventory(
  db: Db,
  userId: string,
  q: InventoryQuery,
  max = 50_000,
): Promise<InventoryItem[]> {
  const where = filters(q);
  const cond = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const rows = rowsOf<InventoryRow>(
    await db.execute(sql`${inventorySql(userId, q.projectId)}
      SELECT *, 0 AS total FROM inv ${cond} ORDER BY ${orderBy(q)} LIMIT ${max}`),
  );
  return rows.map(presentRow);
}
