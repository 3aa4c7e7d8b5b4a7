/**
 * /api/admin/*: every route needs ADMIN or SUPER_ADMIN; the bulk operations need SUPER_ADMIN.
 * Handlers are thin: guard, schema, call the service with the actor and address.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOverviewSchema,
  AdminUserDeleteResultSchema,
  AdminUserListQuerySchema,
  AdminUserListSchema,
  AdminUserSchema,
  AdminUserUpdateSchema,
  AuditListQuerySchema,
  AuditListSchema,
  BulkResultSchema,
  SalesMessageListQuerySchema,
  SalesMessageListSchema,
  SalesMessageSchema,
  SalesMessageStatusUpdateSchema,
  TierSchema,
  TierUpdateSchema,
  UuidParamsSchema,
} from '@vigil/shared';
import { errorResponseSchema, MessageOnlySchema, TierParamsSchema } from './schema.js';
import {
  bulkCancelScans,
  bulkClearProjects,
  bulkClearScans,
  bulkCleanup,
  deleteMessage,
  deleteUserCascade,
  getMessage,
  listAudit,
  listMessages,
  listTiers,
  listUsers,
  overview,
  resetMfa,
  resetPassword,
  setMessageStatus,
  updateTier,
  updateUser,
  type Actor,
} from './service.js';

const errs = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const adminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.requireRole('ADMIN', 'SUPER_ADMIN'));
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const actor = (request: FastifyRequest): Actor => ({ user: request.user, ip: request.ip });

  app.get(
    '/admin/overview',
    {
      schema: {
        tags,
        security,
        summary: 'Users, registrations, scans, findings and new sales messages',
        response: { 200: AdminOverviewSchema, ...errs },
      },
    },
    async () => overview(app.db),
  );

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        security,
        summary: 'Users with search, role/tier/active filters and pages',
        querystring: AdminUserListQuerySchema,
        response: { 200: AdminUserListSchema, ...errs },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.patch(
    '/admin/users/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Edit a user (names required; role ADMIN or USER; end date not before start; no period for GUEST)',
        params: UuidParamsSchema,
        body: AdminUserUpdateSchema,
        response: { 200: AdminUserSchema, ...errs },
      },
    },
    async (request) => updateUser(app, actor(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a user with their projects, scans, findings and stored sources',
        params: UuidParamsSchema,
        response: { 200: AdminUserDeleteResultSchema, ...errs },
      },
    },
    async (request) => deleteUserCascade(app, actor(request), request.params.id),
  );

  app.post(
    '/admin/users/:id/reset-password',
    {
      schema: {
        tags,
        security,
        summary: 'Mail the user a one-time password reset link',
        params: UuidParamsSchema,
        response: { 200: MessageOnlySchema, ...errs, 503: errorResponseSchema },
      },
    },
    async (request) => resetPassword(app, actor(request), request.params.id),
  );

  app.post(
    '/admin/users/:id/reset-mfa',
    {
      schema: {
        tags,
        security,
        summary: "Remove the user's two-factor authentication",
        params: UuidParamsSchema,
        response: { 200: MessageOnlySchema, ...errs },
      },
    },
    async (request) => resetMfa(app, actor(request), request.params.id),
  );

  app.get(
    '/admin/tiers',
    {
      schema: {
        tags,
        security,
        summary: 'Subscription tiers',
        response: { 200: z.array(TierSchema), ...errs },
      },
    },
    async () => listTiers(app.db),
  );

  app.put(
    '/admin/tiers/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Edit a tier (price >= 0 with 2 decimals, null = Contact Sales; limits null = unlimited, 0 = no access)',
        params: TierParamsSchema,
        body: TierUpdateSchema,
        response: { 200: TierSchema, ...errs },
      },
    },
    async (request) => updateTier(app, actor(request), request.params.id, request.body),
  );

  app.get(
    '/admin/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Sales messages, newest first',
        querystring: SalesMessageListQuerySchema,
        response: { 200: SalesMessageListSchema, ...errs },
      },
    },
    async (request) => listMessages(app.db, request.query),
  );

  app.get(
    '/admin/messages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One sales message',
        params: UuidParamsSchema,
        response: { 200: SalesMessageSchema, ...errs },
      },
    },
    async (request) => getMessage(app.db, request.params.id),
  );

  app.patch(
    '/admin/messages/:id/status',
    {
      schema: {
        tags,
        security,
        summary: 'Set the status: new, contacted or closed',
        params: UuidParamsSchema,
        body: SalesMessageStatusUpdateSchema,
        response: { 200: SalesMessageSchema, ...errs },
      },
    },
    async (request) =>
      setMessageStatus(app, actor(request), request.params.id, request.body.status),
  );

  app.delete(
    '/admin/messages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a sales message',
        params: UuidParamsSchema,
        response: { 200: MessageOnlySchema, ...errs },
      },
    },
    async (request) => deleteMessage(app, actor(request), request.params.id),
  );

  const bulk = {
    preHandler: app.requireRole('SUPER_ADMIN'),
    schema: { tags, security, response: { 200: BulkResultSchema, ...errs } },
  };
  app.post(
    '/admin/bulk/clear-scans',
    {
      ...bulk,
      schema: {
        ...bulk.schema,
        summary: 'SUPER_ADMIN: delete all scans and findings (running ones are cancelled)',
      },
    },
    async (request) => bulkClearScans(app, actor(request)),
  );
  app.post(
    '/admin/bulk/cancel-scans',
    {
      ...bulk,
      schema: { ...bulk.schema, summary: 'SUPER_ADMIN: cancel every pending or running scan' },
    },
    async (request) => bulkCancelScans(app, actor(request)),
  );
  app.post(
    '/admin/bulk/clear-projects',
    {
      ...bulk,
      schema: {
        ...bulk.schema,
        summary:
          'SUPER_ADMIN: delete projects whose name contains test, demo, sample, example, temp, trial or playground',
      },
    },
    async (request) => bulkClearProjects(app, actor(request)),
  );
  app.post(
    '/admin/bulk/cleanup',
    {
      ...bulk,
      schema: {
        ...bulk.schema,
        summary:
          'SUPER_ADMIN: remove expired or used one-time tokens, expired (or revoked over 7 days ago) refresh tokens, failed scans older than 30 days, orphaned source folders',
      },
    },
    async (request) => bulkCleanup(app, actor(request)),
  );

  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        security,
        summary: 'Audit log with actor, action and date filters',
        querystring: AuditListQuerySchema,
        response: { 200: AuditListSchema, ...errs },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
};
