/** GET /api/user/subscription: the caller's subscription summary. */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SubscriptionSummarySchema } from '@vigil/shared';
import { errorResponseSchema } from '../projects/schema.js';
import { subscriptionSummary } from './service.js';

export const subscriptionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/user/subscription',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['subscription'],
        security: [{ bearerAuth: [] }],
        summary:
          'Tier, status (active, expiring_soon, expired), days remaining, project limit and usage',
        response: { 200: SubscriptionSummarySchema, 401: errorResponseSchema },
      },
    },
    async (request) => subscriptionSummary(app.db, request.user),
  );
};
