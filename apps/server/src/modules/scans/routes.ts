/**
 * /api/scans and /api/vulnerabilities: start a scan (multipart, or JSON for a repository), list,
 * statistics, results, findings across scans, cancel and delete. Every route is the caller's own.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '@vigil/shared';
import { audit } from '../../audit.js';
import { scanQueueOf } from '../../queue/service.js';
import { sourceDir } from '../../queue/lifecycle.js';
import { scanEventsOf } from '../../realtime/service.js';
import { assertNoNul } from '../../plugins/input-guard.js';
import { DiskSpace } from '../../sources/disk.js';
import { SourceError } from '../../sources/errors.js';
import { DEFAULT_SOURCE_LIMITS } from '../../sources/limits.js';
import { UploadSink } from '../../sources/upload.js';
import { listInventory } from '../findings/inventory.js';
import {
  errorResponseSchema,
  IdParamsSchema,
  ScanDetailSchema,
  ScanListQuerySchema,
  ScanStartFieldsSchema,
  ScanListResponseSchema,
  ScanStartResponseSchema,
  ScanStatisticsSchema,
  VulnerabilityListQuerySchema,
  VulnerabilityListResponseSchema,
} from './schema.js';
import {
  cancelScan,
  deleteScan,
  getScanDetail,
  listScans,
  newScanId,
  scanStatistics,
  startScan,
  type ScansContext,
} from './service.js';

const errorsOf = (...codes: (400 | 401 | 403 | 404 | 413 | 503 | 507)[]) =>
  Object.fromEntries(codes.map((c) => [c, errorResponseSchema]));
/** Room for the text fields and part headers of a multipart request beside its files. */
const MULTIPART_OVERHEAD = 1024 * 1024;
const FILE_FIELDS = new Set(['files', 'codeFiles', 'file', 'files[]', 'codeFiles[]']);

/** Reads the multipart request: text fields, and every file part into the upload sink (nothing read is trusted yet). */
async function readMultipart(
  request: FastifyRequest,
  sink: UploadSink,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const parts = request.parts({
    // More parts than allowed are read and counted, so the answer can be the spec's message.
    limits: {
      files: LIMITS.maxScanFiles * 4,
      fileSize: LIMITS.maxFileSizeBytes,
      fields: 50,
      fieldSize: 64 * 1024,
    },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (!FILE_FIELDS.has(part.fieldname) || !part.filename) {
        part.file.resume();
        continue;
      }
      await sink.add(part.filename, part.file);
    } else if (
      typeof part.value === 'string' ||
      typeof part.value === 'number' ||
      typeof part.value === 'boolean'
    ) {
      fields[part.fieldname] = String(part.value);
    }
  }
  return fields;
}

export const scanRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.requireUser);
  const tags = ['scans'];
  const security = [{ bearerAuth: [] }];
  const ctx = (): ScansContext => ({
    database: app.database,
    dataDir: app.config.dataDir,
    allowPrivateRepoHosts: app.config.allowPrivateRepoHosts,
    queue: scanQueueOf(app),
    events: scanEventsOf(app),
    log: app.log,
  });
  /** Audit rows of scan start, cancel and delete. */
  const scanAudit = (
    request: FastifyRequest,
    action: string,
    scanId: string,
    details: Record<string, unknown> = {},
  ) =>
    audit(app.db, {
      actorId: request.user.id,
      action,
      targetType: 'scan',
      targetId: scanId,
      details,
      ip: request.ip,
    });

  app.post(
    '/scans',
    {
      preHandler: app.requireFeature('sast'),
      schema: {
        tags,
        security,
        summary: 'Start a scan',
        description:
          'multipart/form-data with fields scanType (SAST), projectId, projectName, description, repositoryUrl, repositoryBranch, ' +
          'language, sourceType (upload | repository, optional) and up to 50 files in repeated `files` or `codeFiles` parts ' +
          '(zip, tar, tar.gz and 7z archives are unpacked with limits). All files together may hold UPLOAD_MAX_MB (413 past it, ' +
          'counted while the request streams); 507 when the disk under DATA_DIR would fall below DISK_RESERVE_MB. A JSON body with the same fields starts a repository scan. ' +
          "Answers 201 { scanId, status: 'pending' }; the scan then runs in the queue.",
        response: { 201: ScanStartResponseSchema, ...errorsOf(400, 401, 403, 404, 413, 503, 507) },
      },
    },
    async (request, reply) => {
      const scanId = newScanId();
      const c = { ...ctx(), requestId: request.id };
      const disk = new DiskSpace(c.dataDir, app.config.diskReserveBytes);
      const sink = new UploadSink(
        sourceDir(c.dataDir, scanId),
        DEFAULT_SOURCE_LIMITS,
        LIMITS.maxScanFiles,
        {
          maxRequestBytes: app.config.uploadMaxBytes,
          disk,
        },
      );
      try {
        let raw: unknown;
        if (request.isMultipart()) {
          // What the request says it holds is checked before a byte is read (fields and part
          // headers take a little more than the files); the real bytes are counted as they come.
          const declared = Number(request.headers['content-length'] ?? 0) || 0;
          if (declared > sink.maxRequestBytes + MULTIPART_OVERHEAD) throw sink.tooLarge();
          await disk.check(declared);
          raw = await readMultipart(request, sink);
        } else {
          raw = request.body ?? {};
        }
        // Multipart fields do not pass the global checks of the parsed body: check them here.
        assertNoNul(raw, 'body');
        const fields = ScanStartFieldsSchema.parse(raw);
        const started = await startScan(c, request.user, {
          fields,
          sink: request.isMultipart() ? sink : null,
          scanId,
        });
        await scanAudit(request, 'scan.started', started.scanId, {
          projectId: fields.projectId ?? null,
        });
        return reply.status(201).send(started);
      } catch (err) {
        await sink.discard();
        // Refused for its size or the disk: the rest of the body is not read, the connection closes.
        if (err instanceof SourceError && (err.status === 413 || err.status === 507))
          reply.header('connection', 'close');
        throw err;
      } finally {
        sink.release();
      }
    },
  );

  app.get(
    '/scans',
    {
      schema: {
        tags,
        security,
        summary: "The caller's scans, newest first, with filters and pagination",
        querystring: ScanListQuerySchema,
        response: { 200: ScanListResponseSchema, ...errorsOf(400, 401) },
      },
    },
    async (request) => listScans(app.db, request.user.id, request.query),
  );

  app.get(
    '/scans/statistics',
    {
      schema: {
        tags,
        security,
        summary: 'Scan counts, vulnerability totals and the Success Rate inputs',
        response: { 200: ScanStatisticsSchema, ...errorsOf(401) },
      },
    },
    async (request) => scanStatistics(app.database, request.user.id),
  );

  app.get(
    '/scans/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A scan with its progress and, once completed, its results',
        params: IdParamsSchema,
        response: { 200: ScanDetailSchema, ...errorsOf(401, 404) },
      },
    },
    async (request) => getScanDetail(app.db, request.user.id, request.params.id),
  );

  app.post(
    '/scans/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel a pending or running scan',
        description:
          "404 'Scan not found or already completed.' when missing or finished; 400 with the reason when it cannot be cancelled.",
        params: IdParamsSchema,
        response: {
          200: z.object({
            scanId: z.string(),
            status: z.literal('cancelled'),
            message: z.string(),
          }),
          ...errorsOf(400, 401, 404),
        },
      },
    },
    // The lifecycle's cancel writes the scan.cancelled audit row.
    async (request) =>
      cancelScan(ctx(), { id: request.user.id, ip: request.ip }, request.params.id),
  );

  app.delete(
    '/scans/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a scan with its findings and sources (a running scan is cancelled first)',
        params: IdParamsSchema,
        response: { 200: z.object({ message: z.string() }), ...errorsOf(401, 404) },
      },
    },
    async (request) => {
      await deleteScan(ctx(), request.user.id, request.params.id);
      await scanAudit(request, 'scan.deleted', request.params.id);
      return { message: 'Scan deleted.' };
    },
  );

  app.get(
    '/vulnerabilities',
    {
      schema: {
        tags,
        security,
        summary:
          "The caller's findings inventory: each distinct finding once per project (by fingerprint), with its state in the latest scan",
        description:
          'Filters: projectId, severity, cwe, ruleId, file, state (default open,reopened; all adds fixed), triage, codeKind (default production; all widens), search. ' +
          'Lists take comma-separated values. Sort: severity, lastSeen, firstSeen, file, rule, title, project, state; order asc|desc.',
        querystring: VulnerabilityListQuerySchema,
        response: { 200: VulnerabilityListResponseSchema, ...errorsOf(400, 401) },
      },
    },
    async (request) => listInventory(app.db, request.user.id, request.query),
  );
};
