/**
 * /api/reports/:id (the report: counts, findings with triage, compliance, comparison with the
 * previous scan), its exports (/download and /pdf as PDF, /sarif, /csv) and
 * PUT|PATCH /api/findings/:id/triage. Every route is the caller's own: another user's scan or
 * finding is 404. GET /api/reports is the reports list: the scans list with triaged-out findings
 * left out of each scan's counts.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPORT_FILES, type TriageBody } from '@vigil/shared';
import { audit } from '../../audit.js';
import { maskText } from '../findings/mask.js';
import { toCsv, toSarif } from './exports.js';
import { renderReportPdfOffThread } from './pdf-thread.js';
import {
  errorResponseSchema,
  FindingParamsSchema,
  IdParamsSchema,
  ReportListQuerySchema,
  ReportQuerySchema,
  ReportSchema,
  ScanListResponseSchema,
  TriageBodySchema,
  TriageSchema,
} from './schema.js';
import { buildCompletedReport, buildReport, listReports, setTriage, triageOf } from './service.js';

const TOOL_VERSION = '0.1.0';
const errorsOf = (...codes: (400 | 401 | 404 | 409)[]) =>
  Object.fromEntries(codes.map((c) => [c, errorResponseSchema]));
const binary = z.any().describe('file');

function attachment(reply: FastifyReply, type: string, fileName: string): FastifyReply {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store');
}

export const reportRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** One audit row per export (PDF, SARIF, CSV, JSON). */
  const exported = (
    request: FastifyRequest,
    format: 'pdf' | 'sarif' | 'csv' | 'json',
    scanId: string,
    findings: number,
  ) =>
    audit(app.db, {
      actorId: request.user.id,
      action: `export.${format}`,
      targetType: 'scan',
      targetId: scanId,
      details: { findings },
      ip: request.ip,
    });
  app.addHook('preHandler', app.requireUser);
  const tags = ['reports'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/reports',
    {
      schema: {
        tags,
        security,
        summary:
          "The caller's scans for the reports list, newest first, with filters and pagination",
        description:
          'Same filters and answer as GET /api/scans; the counts of completed scans leave out findings triaged as false positive or accepted risk unless includeSuppressed=true.',
        querystring: ReportListQuerySchema,
        response: { 200: ScanListResponseSchema, ...errorsOf(400, 401) },
      },
    },
    async (request) => listReports(app.db, request.user.id, request.query),
  );

  app.get(
    '/reports/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'A scan report: headline counts, findings with triage, compliance per framework, new/fixed/still open',
        description:
          'Headline counts leave out findings triaged as false positive or accepted risk unless includeSuppressed=true; ' +
          'those findings are still listed, marked `suppressed`. `findings` is null until the scan has completed.',
        params: IdParamsSchema,
        querystring: ReportQuerySchema,
        response: { 200: ReportSchema, ...errorsOf(401, 404) },
      },
    },
    async (request) =>
      (
        await buildReport(
          app.db,
          request.user.id,
          request.params.id,
          request.query.includeSuppressed,
        )
      ).report,
  );

  type ReportData = Awaited<ReturnType<typeof buildCompletedReport>>;
  /** What an export answers: the file's body, media type and name, and the findings it holds. */
  interface ExportFile {
    body: string | Buffer | Uint8Array;
    type: string;
    fileName: string;
    findings: number;
  }
  /**
   * One export route: the caller's completed report (404 when not theirs, 409 while not completed),
   * one audit row, the file as an attachment. `includeSuppressed: 'query'` reads
   * ?includeSuppressed; `true` always includes triaged-out findings and takes no query.
   */
  const exportRoute = (opts: {
    suffix: 'download' | 'pdf' | 'sarif' | 'csv' | 'json';
    format: 'pdf' | 'sarif' | 'csv' | 'json';
    summary: string;
    produces: string;
    includeSuppressed: 'query' | true;
    render: (data: ReportData) => Promise<ExportFile> | ExportFile;
  }) =>
    app.get(
      `/reports/:id/${opts.suffix}`,
      {
        schema: {
          tags,
          security,
          summary: opts.summary,
          params: IdParamsSchema,
          ...(opts.includeSuppressed === 'query' ? { querystring: ReportQuerySchema } : {}),
          produces: [opts.produces],
          response: { 200: binary, ...errorsOf(401, 404, 409) },
        },
      },
      async (request, reply) => {
        const query = request.query as { includeSuppressed?: boolean };
        const data = await buildCompletedReport(
          app.db,
          request.user.id,
          request.params.id,
          opts.includeSuppressed === true ? true : query.includeSuppressed,
        );
        const file = await opts.render(data);
        await exported(request, opts.format, data.report.scan.id, file.findings);
        return attachment(reply, file.type, file.fileName).send(file.body);
      },
    );

  const pdfExport = (suffix: 'download' | 'pdf') =>
    exportRoute({
      suffix,
      format: 'pdf',
      summary:
        suffix === 'download'
          ? 'The PDF report, as sast-report-{id}.pdf'
          : 'The PDF report under a timestamped file name',
      produces: 'application/pdf',
      includeSuppressed: 'query',
      render: async ({ report }) => {
        const now = new Date();
        return {
          body: await renderReportPdfOffThread(report, now),
          type: 'application/pdf',
          fileName:
            suffix === 'download'
              ? REPORT_FILES.pdf(report.scan.id)
              : REPORT_FILES.timestampedPdf(report.scan.id, now),
          findings: report.findings!.length,
        };
      },
    });
  pdfExport('download');
  pdfExport('pdf');

  exportRoute({
    suffix: 'sarif',
    format: 'sarif',
    summary:
      'SARIF 2.1.0 of the report (GitHub code scanning): every finding; triaged ones carry `suppressions` (kind external, status accepted or underReview, the triage comment as justification)',
    produces: 'application/sarif+json',
    includeSuppressed: 'query',
    render: ({ report, rows }) => ({
      body: toSarif(
        rows,
        TOOL_VERSION,
        report.findings!.map((f) => f.triage),
      ),
      type: 'application/sarif+json; charset=utf-8',
      fileName: REPORT_FILES.sarif(report.scan.id),
      findings: rows.length,
    }),
  });

  exportRoute({
    suffix: 'csv',
    format: 'csv',
    summary: 'Every finding of the report as CSV, with its triage state',
    produces: 'text/csv',
    includeSuppressed: true,
    render: ({ report }) => ({
      body: toCsv(report.findings!),
      type: 'text/csv; charset=utf-8',
      fileName: REPORT_FILES.csv(report.scan.id),
      findings: report.findings!.length,
    }),
  });

  exportRoute({
    suffix: 'json',
    format: 'json',
    summary: 'The report (same body as GET /api/reports/:id) as a JSON file',
    produces: 'application/json',
    includeSuppressed: 'query',
    render: ({ report }) => ({
      body: `${JSON.stringify(report, null, 2)}\n`,
      type: 'application/json; charset=utf-8',
      fileName: REPORT_FILES.json(report.scan.id),
      findings: report.findings!.length,
    }),
  });

  const triageRoute = {
    schema: {
      tags,
      security,
      summary:
        'Set the triage of a finding (open, confirmed, false_positive, accepted_risk, fixed) with a comment',
      description:
        "Stored for the finding's project and fingerprint: later scans of the project showing the same finding carry it.",
      params: FindingParamsSchema,
      body: TriageBodySchema,
      response: { 200: TriageSchema, ...errorsOf(400, 401, 404, 409) },
    },
  };
  const triage = async (request: FastifyRequest<{ Params: { id: string }; Body: TriageBody }>) => {
    const before = await triageOf(app.db, request.user.id, request.params.id);
    const t = await setTriage(app.db, request.user.id, request.params.id, request.body);
    await audit(app.db, {
      actorId: request.user.id,
      action: 'finding.triaged',
      targetType: 'finding',
      targetId: request.params.id,
      details: {
        from: before?.state ?? 'open',
        to: t.state,
        comment: maskText(t.comment),
        fingerprint: before?.fingerprint ?? null,
      },
      ip: request.ip,
    });
    return t;
  };
  app.put('/findings/:id/triage', triageRoute, triage);
  app.patch('/findings/:id/triage', triageRoute, triage);
};
