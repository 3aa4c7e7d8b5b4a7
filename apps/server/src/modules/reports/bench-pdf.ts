/**
 * Times the PDF of a synthetic 2,000-finding report (render only, no database):
 *   npx tsx --conditions=source apps/server/src/modules/reports/bench-pdf.ts [findings]
 */
import { SEVERITIES, type Report, type ReportFinding } from '@vigil/shared';
import { complianceView, countSeverities } from './service.js';
import { renderReportPdf } from './pdf.js';

export function syntheticReport(count: number): Report {
  const findings: ReportFinding[] = Array.from({ length: count }, (_, i) => ({
    id: `id-${i}`,
    severity: SEVERITIES[i % 4],
    title: `SQL injection through request parameter ${i}`,
    type: 'SQL injection',
    description:
      'User input reaches a SQL query built by string concatenation, so an attacker can change the query.',
    cwe: 'CWE-89',
    cweId: '89',
    cwes: ['CWE-89'],
    file: `src/services/module${i % 50}/handler${i}.js`,
    line: 10 + (i % 300),
    lineNumber: 10 + (i % 300),
    codeSnippet:
      'function handler(req, res) {\n  const id = req.query.id;\n  const q = "SELECT * FROM accounts WHERE id = " + id;\n  return db.query(q);\n}',
    recommendation: 'Use parameterised queries (placeholders) and pass the value separately.',
    ruleId: 'js.sql-injection',
    confidence: 'high',
    owasp: 'A03:2021-Injection',
    trace:
      i % 4 === 0
        ? [
            { file: `src/h${i}.js`, line: 2, code: 'const id = req.query.id', note: 'source' },
            {
              file: `src/h${i}.js`,
              line: 3,
              code: 'const q = "SELECT * FROM accounts WHERE id = " + id',
            },
            { file: `src/h${i}.js`, line: 4, code: 'db.query(q)', note: 'sink' },
          ]
        : [],
    fingerprint: `fp-${i}`,
    triage: null,
    change: null,
    suppressed: false,
  }));
  const summary = countSeverities(findings);
  return {
    scan: {
      id: '00000000-0000-4000-8000-000000000000',
      scanType: 'SAST',
      projectId: null,
      projectName: 'Benchmark',
      description: null,
      status: 'completed',
      sourceKind: 'upload',
      repositoryUrl: null,
      repositoryBranch: null,
      summary,
      totalFindings: count,
      progress: { details: null, phase: null, percent: null },
      error: null,
      errorStep: null,
      createdAt: new Date().toISOString(),
      startedAt: null,
      completedAt: new Date().toISOString(),
      stats: {
        filesScanned: 1200,
        linesScanned: 250_000,
        languages: { javascript: { files: 1200, lines: 250_000 } },
        durationMs: 61_000,
      },
      triageNote: null,
    },
    summary,
    allSummary: summary,
    suppressed: { falsePositive: 0, acceptedRisk: 0 },
    includeSuppressed: false,
    findings,
    compliance: complianceView(findings.map((f) => ({ cwe: f.cwes, owasp: f.owasp }))),
    comparison: null,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 2000);
  const report = syntheticReport(count);
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const pdf = await renderReportPdf(report);
  const cpu = process.cpuUsage(c0);
  console.log(
    `${count} findings: ${Math.round(performance.now() - t0)} ms wall, ${Math.round((cpu.user + cpu.system) / 1000)} ms CPU, ${pdf.length} bytes`,
  );
}
