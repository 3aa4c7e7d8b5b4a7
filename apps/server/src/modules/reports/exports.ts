/**
 * CSV and SARIF exports of a report. SARIF goes through the engine's own SARIF 2.1.0 writer (GitHub
 * code-scanning conventions) fed with the stored findings turned back into the engine's shape.
 */
import { REPORTERS, type Finding, type TraceStep } from '@vigil/engine';
import { TRIAGE_LABELS, type ReportFinding, type Triage } from '@vigil/shared';
import { maskRow, maskSecrets, maskText } from '../findings/mask.js';
import type { FindingRow } from './service.js';

export const CSV_HEADER = [
  'severity',
  'title',
  'cwe',
  'owasp',
  'file',
  'line',
  'rule',
  'confidence',
  'triage state',
  'fingerprint',
  'description',
  'recommendation',
] as const;

/**
 * One CSV cell: cells a spreadsheet would read as a formula (starting with = + - @, or a tab or
 * carriage return) get a leading apostrophe; cells with a quote, comma or line break are quoted.
 */
export function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** RFC 4180 CSV (CRLF line ends) with a UTF-8 byte-order mark so spreadsheets read accents right. */
export function toCsv(list: ReportFinding[]): string {
  const lines = [CSV_HEADER.map(csvCell).join(',')];
  for (const f of list) {
    lines.push(
      [
        f.severity,
        maskText(f.title),
        f.cwes.join(' '),
        f.owasp,
        f.file,
        f.line,
        f.ruleId,
        f.confidence,
        f.triage ? TRIAGE_LABELS[f.triage.state] : TRIAGE_LABELS.open,
        f.fingerprint,
        maskText(f.description),
        maskText(f.recommendation),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const KINDS = new Set<TraceStep['kind']>(['source', 'propagation', 'call', 'return', 'sink']);

/** A stored finding row in the engine's Finding shape (what the SARIF writer reads). */
export function toEngineFinding(r: FindingRow): Finding {
  const trace = (r.trace ?? []).map((t, i, all): TraceStep => {
    const kind = KINDS.has(t.note as TraceStep['kind'])
      ? (t.note as TraceStep['kind'])
      : i === 0
        ? 'source'
        : i === all.length - 1
          ? 'sink'
          : 'propagation';
    return {
      file: t.file,
      line: t.line,
      code: t.code,
      kind,
      ...(t.note && !KINDS.has(t.note as TraceStep['kind']) ? { note: t.note } : {}),
    };
  });
  const line = r.line ?? 1;
  return {
    ruleId: r.ruleId,
    title: r.title,
    severity: r.severity,
    confidence: r.confidence === 'high' || r.confidence === 'low' ? r.confidence : 'medium',
    cwe: r.cwe ?? [],
    owasp: r.owasp ?? '',
    message: r.description ?? r.title,
    recommendation: r.recommendation ?? '',
    file: r.file ?? 'unknown',
    startLine: line,
    startColumn: r.column ?? 1,
    endLine: r.endLine ?? line,
    // Not stored; left out of the region (JSON.stringify drops undefined) rather than invented.
    endColumn: undefined as unknown as number,
    snippet: r.snippet ?? '',
    trace,
    fingerprint: r.fingerprint,
  };
}

/**
 * The SARIF suppression of a triaged finding (kind external: decided outside the code): false
 * positives and accepted risks are accepted suppressions, a finding triaged as fixed that is still
 * reported is under review; open and confirmed findings have none. The justification is the
 * triage comment (masked), else the triage label.
 */
export function suppressionOf(
  triage: Pick<Triage, 'state' | 'comment'> | null | undefined,
): { kind: 'external'; status: 'accepted' | 'underReview'; justification: string } | null {
  if (!triage) return null;
  const status =
    triage.state === 'false_positive' || triage.state === 'accepted_risk'
      ? 'accepted'
      : triage.state === 'fixed'
        ? 'underReview'
        : null;
  if (!status) return null;
  return {
    kind: 'external',
    status,
    justification: maskSecrets(triage.comment?.trim() || TRIAGE_LABELS[triage.state]),
  };
}

/**
 * SARIF 2.1.0 of the given findings through the engine's writer; `triage` (same order as rows)
 * adds the suppressions of triaged findings.
 */
export function toSarif(
  rows: FindingRow[],
  toolVersion: string,
  triage: (Pick<Triage, 'state' | 'comment'> | null)[] = [],
): string {
  const text = renderSarif(rows, toolVersion);
  if (!triage.some((t) => suppressionOf(t))) return text;
  const doc = JSON.parse(text) as { runs: { results: Record<string, unknown>[] }[] };
  doc.runs[0].results.forEach((r, i) => {
    const s = suppressionOf(triage[i]);
    if (s) r.suppressions = [s];
  });
  return `${JSON.stringify(doc, null, 2)}\n`;
}

function renderSarif(rows: FindingRow[], toolVersion: string): string {
  return REPORTERS.sarif.render(
    {
      findings: rows.map((r) => toEngineFinding(maskRow(r))),
      stats: {
        filesScanned: 0,
        linesScanned: 0,
        byLanguage: {},
        skipped: [],
        skippedCounts: {},
        durationMs: 0,
        rulesRun: 0,
        ruleErrors: [],
      },
    },
    { rules: new Map(), root: '/', toolVersion },
  );
}
