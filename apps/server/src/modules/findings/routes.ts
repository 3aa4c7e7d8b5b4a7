/**
 * Findings routes: the inventory's CSV export, a scan's findings for the explorer, one finding with
 * its code view, bulk triage, and a project's trend. (GET /api/vulnerabilities, the inventory page,
 * is in the scans module.) Every route is the caller's own: another user's data is 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BulkTriageBodySchema,
  BulkTriageResponseSchema,
  FindingDetailSchema,
  InventoryQuerySchema,
  ProjectTrendSchema,
  ScanFindingsQuerySchema,
  ScanFindingsResponseSchema,
  TrendQuerySchema,
} from '@vigil/shared';
import { audit } from '../../audit.js';
import { errorResponseSchema, IdParamsSchema } from '../projects/schema.js';
import {
  bulkTriage,
  findingDetail,
  inventoryCsv,
  projectTrend,
  scanFindingsView,
} from './service.js';

const errorsOf = (...codes: (400 | 401 | 404 | 409)[]) =>
  Object.fromEntries(codes.map((c) => [c, errorResponseSchema]));

export const findingRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.requireUser);
  const tags = ['findings'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/vulnerabilities/export.csv',
    {
      schema: {
        tags,
        security,
        summary:
          'The filtered inventory as CSV (same filters and sort as GET /api/vulnerabilities)',
        querystring: InventoryQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.any().describe('file'), ...errorsOf(400, 401) },
      },
    },
    async (request, reply) => {
      const { csv, rows } = await inventoryCsv(app.db, request.user.id, request.query);
      await audit(app.db, {
        actorId: request.user.id,
        action: 'export.inventory_csv',
        targetType: 'inventory',
        details: { rows, projectId: request.query.projectId ?? null },
        ip: request.ip,
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="vigil-vulnerabilities-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/scans/:id/findings',
    {
      schema: {
        tags,
        security,
        summary: "A completed scan's findings for the explorer, optionally grouped by rule or file",
        description:
          'Every finding (all code kinds unless codeKind is given) with triage, change since the previous scan and whether it is counted; ' +
          'groupBy=rule|file adds the groups, most severe first. 409 while the scan has no results.',
        params: IdParamsSchema,
        querystring: ScanFindingsQuerySchema,
        response: { 200: ScanFindingsResponseSchema, ...errorsOf(400, 401, 404, 409) },
      },
    },
    async (request) => scanFindingsView(app.db, request.user.id, request.params.id, request.query),
  );

  app.get(
    '/findings/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One finding with its triage, trace steps and code view (numbered lines)',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: FindingDetailSchema, ...errorsOf(401, 404) },
      },
    },
    async (request) => findingDetail(app.db, request.user.id, request.params.id),
  );

  app.post(
    '/findings/triage',
    {
      schema: {
        tags,
        security,
        summary: 'Set the triage of many findings at once, with one comment (all or nothing)',
        description:
          "Every id must be one of the caller's findings, in a scan with a project; otherwise 404/409 and nothing changes.",
        body: BulkTriageBodySchema,
        response: { 200: BulkTriageResponseSchema, ...errorsOf(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { targets, ...result } = await bulkTriage(app.db, request.user.id, request.body);
      await audit(app.db, {
        actorId: request.user.id,
        action: 'finding.triage_bulk',
        targetType: 'finding',
        details: {
          status: request.body.status,
          comment: result.triage.comment,
          findingIds: [...new Set(request.body.ids)],
          fingerprints: targets.map((t) => t.fingerprint),
          projectIds: [...new Set(targets.map((t) => t.projectId))],
        },
        ip: request.ip,
      });
      return result;
    },
  );

  app.get(
    '/projects/:id/trend',
    {
      schema: {
        tags,
        security,
        summary:
          "A project's trend: open findings per severity per completed scan, new and fixed per scan",
        params: IdParamsSchema,
        querystring: TrendQuerySchema,
        response: { 200: ProjectTrendSchema, ...errorsOf(400, 401, 404) },
      },
    },
    async (request) =>
      projectTrend(app.db, request.user.id, request.params.id, request.query.limit),
  );
};
