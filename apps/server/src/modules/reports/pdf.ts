/**
 * The PDF report (pdfmake on the standard PDF fonts, so nothing is read from disk or the network):
 * cover (project, date, what was scanned), executive summary with a severity bar chart drawn on a
 * canvas, the comparison with the previous scan, the compliance section, then the findings grouped
 * by severity (file and line, code, data-flow trace, CWE, OWASP category, recommendation, triage),
 * with 'Page n of N' in the footer.
 *
 * Kept table-light on purpose: the findings are plain text blocks (tables are the slow part of
 * pdfmake's layout), which keeps a 2,000-finding report to a few seconds.
 */
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import {
  SEVERITIES,
  SEVERITY_COLORS,
  TRIAGE_LABELS,
  type Report,
  type ReportFinding,
  type Severity,
} from '@vigil/shared';

const STANDARD_FONT_FILES = new Set([
  'Helvetica',
  'Helvetica-Bold',
  'Helvetica-Oblique',
  'Helvetica-BoldOblique',
  'Courier',
  'Courier-Bold',
  'Courier-Oblique',
  'Courier-BoldOblique',
]);

let configured = false;
function configure(): void {
  if (configured) return;
  // No remote or local resources: only the built-in font names resolve.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((p) => STANDARD_FONT_FILES.has(p));
  pdfmake.setFonts({
    Helvetica: {
      normal: 'Helvetica',
      bold: 'Helvetica-Bold',
      italics: 'Helvetica-Oblique',
      bolditalics: 'Helvetica-BoldOblique',
    },
    Courier: {
      normal: 'Courier',
      bold: 'Courier-Bold',
      italics: 'Courier-Oblique',
      bolditalics: 'Courier-BoldOblique',
    },
  });
  configured = true;
}

const LABEL: Record<Severity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};
const MAX_SNIPPET_LINES = 12;
const MAX_TRACE_STEPS = 15;
const MAX_LINE = 140;

/**
 * The standard fonts only know WinAnsi (Latin-1 and a few more): other characters become '?'.
 * Tabs become spaces and control characters go, so code keeps its shape.
 */
export function pdfText(s: string | null | undefined): string {
  if (!s) return '';
  return s
    .replace(/\t/g, '    ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\n\x20-\x7E\xA0-\xFF]/g, '?');
}

function codeBlock(code: string): string {
  const lines = pdfText(code).replace(/\s+$/, '').split('\n');
  const cut = lines
    .slice(0, MAX_SNIPPET_LINES)
    .map((l) => (l.length > MAX_LINE ? `${l.slice(0, MAX_LINE)}...` : l));
  if (lines.length > MAX_SNIPPET_LINES)
    cut.push(`... (${lines.length - MAX_SNIPPET_LINES} more lines)`);
  // Non-breaking spaces keep the indentation (pdfmake trims leading spaces of wrapped text).
  return cut.map((l) => l.replace(/^ +/, (m) => '\u00A0'.repeat(m.length))).join('\n');
}

function formatDate(d: Date | string | null): string {
  if (!d) return '-';
  const x = typeof d === 'string' ? new Date(d) : d;
  return x
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
}

function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  return `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

const n = (x: number) => x.toLocaleString('en-US');
/** '1 false positive', '1,204 false positives'. */
const nounCount = (x: number, word: string) => `${n(x)} ${word}${x === 1 ? '' : 's'}`;

/** Hairlines between rows, none at the sides. */
const THIN_LINES = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
    i === 0 || i === node.table.body.length ? 0 : 0.5,
  vLineWidth: () => 0,
  hLineColor: () => '#cfd8dc',
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

/** Code on a light panel with a coloured rule on its left. */
function codePanel(text: string, color: string): Content {
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            text,
            font: 'Courier',
            fontSize: 7.5,
            fillColor: '#f4f6f5',
            preserveLeadingSpaces: true,
          },
        ],
      ],
    },
    layout: {
      hLineWidth: () => 0,
      vLineWidth: (i: number) => (i === 0 ? 2 : 0),
      vLineColor: () => color,
      paddingLeft: () => 6,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    margin: [0, 3, 0, 0],
  };
}

/**
 * Numbers the snippet's lines and marks the finding's line. Pattern findings store the engine's
 * context window (from two lines above the finding); taint findings store the one line itself.
 */
function numberedSnippet(code: string, line: number | null): string {
  const body = codeBlock(code);
  if (!line) return body;
  const lines = body.split('\n');
  const first = lines.length === 1 ? line : Math.max(1, line - 2);
  const width = String(first + lines.length).length;
  return lines
    .map((l, i) =>
      l.startsWith('... (')
        ? l
        : `${String(first + i).padStart(width, '\u00A0')}${first + i === line ? '>' : '\u00A0'} ${l}`,
    )
    .join('\n');
}

function topCounts(items: (string | null)[], limit: number): { key: string; count: number }[] {
  const m = new Map<string, number>();
  for (const k of items) if (k) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m.entries()]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, limit);
}

function topTable(title: string, head: string, rows: { key: string; count: number }[]): Content[] {
  if (rows.length === 0) return [];
  return [
    { text: title, style: 'h2' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 50],
        body: [
          [
            { text: head, bold: true },
            { text: 'Findings', bold: true, alignment: 'right' },
          ],
          ...rows.map((r) => [
            { text: pdfText(r.key) },
            { text: n(r.count), alignment: 'right' as const },
          ]),
        ],
      },
      layout: THIN_LINES,
      fontSize: 9,
      margin: [0, 0, 0, 6],
    },
  ];
}

function severityChart(summary: Report['summary']): Content {
  const max = Math.max(1, ...SEVERITIES.map((s) => summary[s]));
  const barMax = 300;
  return {
    stack: SEVERITIES.map((s) => {
      const w = summary[s] > 0 ? Math.max(3, Math.round((summary[s] / max) * barMax)) : 0;
      return {
        columns: [
          { width: 70, text: LABEL[s], bold: true, margin: [0, 3, 0, 0] },
          {
            width: barMax + 10,
            canvas: [
              { type: 'rect', x: 0, y: 0, w: barMax, h: 16, color: '#eef1ef' },
              ...(w > 0
                ? [{ type: 'rect' as const, x: 0, y: 0, w, h: 16, color: SEVERITY_COLORS[s] }]
                : []),
            ],
          },
          { width: '*', text: n(summary[s]), bold: true, margin: [0, 3, 0, 0] },
        ],
        margin: [0, 0, 0, 6],
      } as Content;
    }),
    margin: [0, 4, 0, 4],
  };
}

function keyValue(rows: [string, string][]): Content {
  return {
    table: {
      widths: [120, '*'],
      body: rows.map(([k, v]) => [{ text: k, bold: true, color: '#37474f' }, { text: pdfText(v) }]),
    },
    layout: THIN_LINES,
    margin: [0, 6, 0, 6],
  };
}

function cover(report: Report, generatedAt: Date): Content[] {
  const s = report.scan;
  const stats = s.stats;
  const languages = stats
    ? Object.entries(stats.languages)
        .sort((a, b) => b[1].lines - a[1].lines)
        .map(
          ([lang, v]) =>
            `${lang} (${n(v.files)} ${v.files === 1 ? 'file' : 'files'}, ${n(v.lines)} ${v.lines === 1 ? 'line' : 'lines'})`,
        )
        .join(', ') || '-'
    : '-';
  const source =
    s.sourceKind === 'repository'
      ? `${s.repositoryUrl ?? ''}${s.repositoryBranch ? ` (branch ${s.repositoryBranch})` : ''}${stats?.commit ? `, commit ${stats.commit.slice(0, 12)}` : ''}`
      : 'Uploaded files';
  return [
    {
      text: 'VIGIL',
      color: '#2e7d32',
      bold: true,
      fontSize: 14,
      characterSpacing: 3,
      margin: [0, 60, 0, 0],
    },
    {
      text: 'Static Application Security Testing Report',
      fontSize: 24,
      bold: true,
      margin: [0, 16, 0, 4],
    },
    { text: pdfText(s.projectName), fontSize: 20, color: '#1b5e20', margin: [0, 0, 0, 24] },
    keyValue([
      ['Scan date', formatDate(s.completedAt ?? s.createdAt)],
      ['Report generated', formatDate(generatedAt)],
      ['Scan type', s.scanType],
      ['Source', source],
      ['Description', s.description ?? '-'],
      ['Files scanned', stats ? n(stats.filesScanned) : '-'],
      ['Lines scanned', stats ? n(stats.linesScanned) : '-'],
      ['Languages', languages],
      ['Duration', stats ? formatDuration(stats.durationMs) : '-'],
      ['Scan id', s.id],
    ]),
    {
      text: `${n(report.summary.total)} finding${report.summary.total === 1 ? '' : 's'}: ${SEVERITIES.map((k) => `${n(report.summary[k])} ${k}`).join(', ')}`,
      bold: true,
      margin: [0, 16, 0, 0],
    },
    {
      text: 'Confidential: prepared for the owners of this project.',
      italics: true,
      color: '#607d8b',
      margin: [0, 8, 0, 0],
      pageBreak: 'after',
    },
  ];
}

function riskSentence(r: Report): string {
  const s = r.summary;
  if (s.total === 0) return 'No vulnerabilities found! Your code appears to be secure.';
  if (s.critical > 0)
    return `${n(s.critical)} critical finding${s.critical === 1 ? ' needs' : 's need'} immediate attention; fix them before the next release.`;
  if (s.high > 0)
    return `No critical findings; ${n(s.high)} high-severity finding${s.high === 1 ? '' : 's'} should be fixed soon.`;
  return 'No critical or high-severity findings; the remaining issues are of medium or low severity.';
}

function executiveSummary(r: Report): Content[] {
  const out: Content[] = [
    { text: 'Executive summary', style: 'h1' },
    { text: pdfText(riskSentence(r)), margin: [0, 0, 0, 10] },
    severityChart(r.summary),
    { text: `Total: ${n(r.summary.total)}`, bold: true, margin: [0, 6, 0, 6] },
  ];
  const sup = r.suppressed.falsePositive + r.suppressed.acceptedRisk;
  if (sup > 0) {
    out.push({
      text: r.includeSuppressed
        ? `Counts include ${nounCount(r.suppressed.falsePositive, 'false positive')} and ${nounCount(r.suppressed.acceptedRisk, 'accepted risk')}.`
        : `Not counted above: ${nounCount(r.suppressed.falsePositive, 'finding')} triaged as false positive and ${n(r.suppressed.acceptedRisk)} as accepted risk (listed at the end of each severity, marked).`,
      color: '#455a64',
      margin: [0, 0, 0, 6],
    });
  }
  if (r.comparison) {
    const c = r.comparison;
    out.push(
      { text: 'Compared with the previous scan', style: 'h2' },
      {
        text: `Previous completed scan of this project: ${formatDate(c.previousCreatedAt)}. New: ${n(c.new)}. Fixed: ${n(c.fixed)}. Still open: ${n(c.stillOpen)}.`,
        margin: [0, 0, 0, 6],
      },
    );
  }
  const counted = (r.findings ?? []).filter((f) => f.counted);
  out.push(
    ...topTable(
      'Most frequent issues',
      'Issue',
      topCounts(
        counted.map((f) => f.title),
        8,
      ),
    ),
  );
  out.push(
    ...topTable(
      'Most affected files',
      'File',
      topCounts(
        counted.map((f) => f.file),
        8,
      ),
    ),
  );
  if (r.scan.triageNote)
    out.push({
      text: pdfText(r.scan.triageNote),
      italics: true,
      color: '#607d8b',
      margin: [0, 4, 0, 0],
    });
  return out;
}

function complianceSection(r: Report): Content[] {
  const out: Content[] = [
    { text: 'Compliance', style: 'h1', margin: [0, 16, 0, 10] },
    {
      text: 'Findings mapped through their CWE to each framework. A finding counts once per category; categories not hit are not listed.',
      color: '#455a64',
      margin: [0, 0, 0, 8],
    },
  ];
  for (const fw of r.compliance) {
    out.push({
      text: `${fw.name}: ${n(fw.findings)} finding${fw.findings === 1 ? '' : 's'}`,
      style: 'h2',
    });
    if (fw.categories.length === 0) {
      out.push({ text: 'No categories hit.', color: '#607d8b', margin: [0, 0, 0, 6] });
      continue;
    }
    out.push({
      table: {
        headerRows: 1,
        widths: [70, '*', 50],
        body: [
          [
            { text: 'Category', bold: true },
            { text: 'Name', bold: true },
            { text: 'Findings', bold: true, alignment: 'right' },
          ],
          ...fw.categories.map((c) => [
            { text: c.id },
            { text: pdfText(c.name) },
            { text: n(c.count), alignment: 'right' as const },
          ]),
        ],
      },
      layout: THIN_LINES,
      fontSize: 9,
      margin: [0, 0, 0, 8],
    });
  }
  return out;
}

function findingBlock(f: ReportFinding, index: number): Content {
  const meta = [
    `${f.file ?? 'unknown file'}${f.line ? `:${f.line}` : ''}`,
    f.cwes.length ? f.cwes.join(', ') : null,
    f.owasp,
    `rule ${f.ruleId}`,
    f.confidence ? `confidence ${f.confidence}` : null,
  ]
    .filter(Boolean)
    .join('   |   ');
  const parts: Content[] = [
    {
      text: [
        { text: `${index}. `, color: '#607d8b' },
        { text: pdfText(f.title), bold: true },
        ...(f.change === 'new'
          ? [{ text: '   NEW', bold: true, color: '#c62828', fontSize: 8 }]
          : []),
        ...(f.triage && f.triage.state !== 'open'
          ? [
              {
                text: `   [${TRIAGE_LABELS[f.triage.state]}]`,
                bold: true,
                color: f.suppressed ? '#757575' : '#1565c0',
                fontSize: 8,
              },
            ]
          : []),
      ],
      fontSize: 10,
    },
    { text: pdfText(meta), fontSize: 8, color: '#455a64', margin: [0, 1, 0, 2] },
  ];
  if (f.description) parts.push({ text: pdfText(f.description), fontSize: 9 });
  if (f.codeSnippet.trim()) {
    parts.push(codePanel(numberedSnippet(f.codeSnippet, f.line), SEVERITY_COLORS[f.severity]));
  }
  if (f.trace.length) {
    const steps = f.trace.slice(0, MAX_TRACE_STEPS);
    parts.push({ text: 'Data flow', bold: true, fontSize: 8, margin: [0, 3, 0, 0] });
    parts.push({
      stack: steps.map((t, i) => ({
        text: [
          {
            text: `${i + 1}. ${pdfText(t.file)}:${t.line}${t.note ? ` (${pdfText(t.note)})` : ''}  `,
            fontSize: 7.5,
            color: '#455a64',
          },
          { text: codeBlock(t.code.split('\n')[0] ?? ''), font: 'Courier', fontSize: 7.5 },
        ],
      })),
      margin: [8, 0, 0, 0],
    });
    if (f.trace.length > steps.length)
      parts.push({
        text: `... ${f.trace.length - steps.length} more steps`,
        fontSize: 7.5,
        margin: [8, 0, 0, 0],
      });
  }
  if (f.recommendation) {
    parts.push({
      text: [{ text: 'Recommendation: ', bold: true }, pdfText(f.recommendation)],
      fontSize: 9,
      margin: [0, 3, 0, 0],
    });
  }
  if (f.triage && (f.triage.comment || f.triage.state !== 'open')) {
    parts.push({
      text: `Triage: ${TRIAGE_LABELS[f.triage.state]}${f.triage.updatedBy ? ` by ${pdfText(f.triage.updatedBy)}` : ''}, ${formatDate(f.triage.updatedAt)}${f.triage.comment ? `: ${pdfText(f.triage.comment)}` : ''}`,
      fontSize: 8,
      italics: true,
      color: '#455a64',
      margin: [0, 2, 0, 0],
    });
  }
  return { stack: parts, margin: [0, 0, 0, 10], unbreakable: false };
}

function findingsSection(r: Report): Content[] {
  const list = r.findings ?? [];
  const out: Content[] = [{ text: 'Findings', style: 'h1', pageBreak: 'before' }];
  if (list.length === 0) {
    out.push({ text: 'No vulnerabilities found! Your code appears to be secure.' });
    return out;
  }
  let i = 0;
  for (const sev of SEVERITIES) {
    // Counted findings first, then the suppressed ones of the same severity, marked.
    const group = list
      .filter((f) => f.severity === sev)
      .sort((a, b) => Number(a.suppressed) - Number(b.suppressed));
    if (group.length === 0) continue;
    out.push({
      text: `${LABEL[sev]} (${n(group.length)})`,
      style: 'h2',
      color: SEVERITY_COLORS[sev],
      margin: [0, 10, 0, 6],
    });
    for (const f of group) out.push(findingBlock(f, ++i));
  }
  return out;
}

/** Renders the report as a PDF. */
export async function renderReportPdf(report: Report, generatedAt = new Date()): Promise<Buffer> {
  configure();
  const projectName = pdfText(report.scan.projectName);
  const doc: TDocumentDefinitions = {
    info: {
      title: `Security report: ${projectName}`,
      author: 'Vigil',
      subject: 'Static application security testing report',
      creator: 'Vigil',
    },
    pageSize: 'A4',
    pageMargins: [48, 56, 48, 52],
    defaultStyle: { font: 'Helvetica', fontSize: 10, lineHeight: 1.15 },
    styles: {
      h1: { fontSize: 18, bold: true, margin: [0, 0, 0, 10], color: '#1b5e20' },
      h2: { fontSize: 13, bold: true, margin: [0, 10, 0, 4] },
    },
    header: (page: number) =>
      page === 1
        ? null
        : {
            text: `${projectName} - Vigil security report`,
            fontSize: 8,
            color: '#78909c',
            margin: [48, 24, 48, 0],
          },
    footer: (page: number, pages: number) => ({
      text: `Page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#546e7a',
      margin: [0, 20, 0, 0],
    }),
    content: [
      ...cover(report, generatedAt),
      ...executiveSummary(report),
      ...complianceSection(report),
      ...findingsSection(report),
    ],
  };
  return pdfmake.createPdf(doc).getBuffer();
}
