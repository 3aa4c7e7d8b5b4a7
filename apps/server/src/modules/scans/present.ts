/** Scan and finding rows as the API presents them (spec section 3 shapes). */
import type { ScanDetail, ScanListItem, ScanSummary, Vulnerability } from '@vigil/shared';
import { SCAN_STATUSES } from '@vigil/shared';
import type { findings, scans } from '../../db/schema/index.js';

type ScanRow = typeof scans.$inferSelect;
type FindingRow = typeof findings.$inferSelect;

const EMPTY: ScanSummary = { critical: 0, high: 0, medium: 0, low: 0, total: 0 };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentScan(row: ScanRow): ScanListItem {
  const status = (SCAN_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as ScanListItem['status'])
    : 'failed';
  return {
    id: row.id,
    scanType: row.scanType,
    projectId: row.projectId,
    projectName: row.projectName,
    description: row.description,
    status,
    sourceKind: row.sourceKind,
    repositoryUrl: row.repositoryUrl,
    repositoryBranch: row.repositoryBranch,
    summary: row.summary ?? EMPTY,
    totalFindings: row.totalFindings,
    progress: {
      details: row.progressDetails,
      phase: row.progressPhase,
      percent: row.progressPercent,
    },
    error: row.error,
    errorStep: row.errorStep,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
  };
}

export function presentVulnerability(f: FindingRow): Vulnerability {
  const cwes = f.cwe ?? [];
  const primary = cwes[0] ?? null;
  return {
    id: f.id,
    severity: f.severity,
    title: f.title || 'Unknown Vulnerability',
    type: f.title || 'Unknown Vulnerability',
    description: f.description ?? '',
    cwe: primary,
    cweId: primary ? primary.replace(/^CWE-/i, '') : null,
    cwes,
    file: f.file,
    line: f.line,
    lineNumber: f.line,
    codeSnippet: f.snippet ?? '',
    recommendation: f.recommendation ?? '',
    ruleId: f.ruleId,
    confidence: f.confidence,
    owasp: f.owasp,
    trace: (f.trace ?? []).map((t) => ({
      file: t.file,
      line: t.line,
      code: t.code,
      ...(t.note ? { note: t.note } : {}),
    })),
    fingerprint: f.fingerprint,
    codeKind: f.codeKind ?? 'production',
  };
}

export function presentScanDetail(row: ScanRow, list: FindingRow[] | null): ScanDetail {
  const base = presentScan(row);
  const stats = row.stats as Record<string, unknown> | null;
  return {
    ...base,
    results:
      list === null
        ? null
        : {
            summary: row.summary ?? EMPTY,
            vulnerabilities: list.map(presentVulnerability),
            totalFindings: row.totalFindings ?? list.length,
          },
    stats: stats
      ? {
          filesScanned: Number(stats.filesScanned ?? 0),
          linesScanned: Number(stats.linesScanned ?? 0),
          languages: (stats.languages as Record<string, { files: number; lines: number }>) ?? {},
          durationMs: Number(stats.durationMs ?? 0),
          ...(typeof stats.commit === 'string' ? { commit: stats.commit } : {}),
        }
      : null,
    triageNote: row.triageNote,
  };
}
