/**
 * The one definition of a scan's counts, used by the scan list, scan detail, the report and its
 * PDF, the statistics API, the admin overview and the trend: the findings of the scan in production
 * code (codeKind 'production'), leaving out those whose project triage is false positive or
 * accepted risk. Triage is read at the time of asking, so a triage decision changes every count.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SUPPRESSED_TRIAGE_STATES, type ScanSummary } from '@vigil/shared';
import type { Db } from '../../db/client.js';

export const EMPTY_COUNTS: Readonly<ScanSummary> = Object.freeze({
  critical: 0,
  high: 0,
  medium: 0,
  low: 0,
  total: 0,
});

export function emptyCounts(): ScanSummary {
  return { ...EMPTY_COUNTS };
}

/** Rows of a raw `db.execute` answer, whichever the driver. */
export function rowsOf<R>(result: unknown): R[] {
  return ((result as { rows?: R[] }).rows ?? []) as R[];
}

const SUPPRESSED = sql.join(
  SUPPRESSED_TRIAGE_STATES.map((s) => sql`${s}`),
  sql`, `,
);

/** SQL condition on `f` (findings) and `t` (finding_triage, left-joined) for a counted finding. */
export function countedCondition(opts: { includeSuppressed?: boolean } = {}): SQL {
  return opts.includeSuppressed
    ? sql`f.code_kind = 'production'`
    : sql`f.code_kind = 'production' AND (t.state IS NULL OR t.state NOT IN (${SUPPRESSED}))`;
}

function add(into: ScanSummary, severity: string, n: number): void {
  if (
    severity === 'critical' ||
    severity === 'high' ||
    severity === 'medium' ||
    severity === 'low'
  ) {
    into[severity] += n;
    into.total += n;
  }
}

/**
 * The counts of each given scan (every id gets an entry; zeros for scans without findings). The
 * caller has already checked who owns the scans. `includeSuppressed` is the report's opt-in to count
 * false positives and accepted risks too.
 */
export async function scanCounts(
  db: Db,
  scanIds: readonly string[],
  opts: { includeSuppressed?: boolean } = {},
): Promise<Map<string, ScanSummary>> {
  const out = new Map<string, ScanSummary>();
  const ids = [...new Set(scanIds)];
  for (const id of ids) out.set(id, emptyCounts());
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const rows = rowsOf<{ scan_id: string; severity: string; n: number | string }>(
      await db.execute(sql`
        SELECT f.scan_id, f.severity, count(*)::int AS n
          FROM findings f
          JOIN scans s ON s.id = f.scan_id
          LEFT JOIN finding_triage t ON t.project_id = s.project_id AND t.fingerprint = f.fingerprint
         WHERE f.scan_id IN (${sql.join(
           chunk.map((c) => sql`${c}::uuid`),
           sql`, `,
         )})
           AND ${countedCondition(opts)}
         GROUP BY f.scan_id, f.severity`),
    );
    for (const r of rows) add(out.get(r.scan_id)!, r.severity, Number(r.n));
  }
  return out;
}

/** The counts of one scan. */
export async function countsOfScan(
  db: Db,
  scanId: string,
  opts: { includeSuppressed?: boolean } = {},
): Promise<ScanSummary> {
  return (await scanCounts(db, [scanId], opts)).get(scanId) ?? emptyCounts();
}

/**
 * The counts summed over the latest completed scan of each project (a finding still present in a
 * later scan is not counted twice): the statistics API for one user (`userId`), the admin overview
 * for everyone (`userId` null).
 */
export async function latestScansCounts(db: Db, userId: string | null): Promise<ScanSummary> {
  const owner = userId ? sql`AND s.user_id = ${userId}::uuid` : sql``;
  const rows = rowsOf<{ severity: string; n: number | string }>(
    await db.execute(sql`
      WITH latest AS (
        SELECT DISTINCT ON (s.project_id) s.id, s.project_id
          FROM scans s
         WHERE s.status = 'completed' AND s.project_id IS NOT NULL ${owner}
         ORDER BY s.project_id, s.created_at DESC, s.id DESC
      )
      SELECT f.severity, count(*)::int AS n
        FROM latest l
        JOIN findings f ON f.scan_id = l.id
        LEFT JOIN finding_triage t ON t.project_id = l.project_id AND t.fingerprint = f.fingerprint
       WHERE ${countedCondition()}
       GROUP BY f.severity`),
  );
  const out = emptyCounts();
  for (const r of rows) add(out, r.severity, Number(r.n));
  return out;
}
