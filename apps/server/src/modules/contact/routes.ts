/** POST /api/contact/sales: the public sales-enquiry endpoint. */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES } from '@vigil/shared';
import {
  contactSalesRequestSchema,
  contactSalesResponseSchema,
  errorResponseSchema,
} from './schema.js';
import { submitSalesEnquiry } from './service.js';

export const contactRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/contact/sales',
    {
      // A coarse per-IP flood guard; the per-address and per-IP enquiry limits live in the service.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a sales enquiry',
        description:
          'Stores the enquiry as a new sales message and notifies SALES_EMAIL when configured. Limited per email address and per IP address (429).',
        body: contactSalesRequestSchema,
        response: {
          200: contactSalesResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await submitSalesEnquiry(
        { db: app.db, mailer: app.mailer, log: request.log, salesEmail: app.config.salesEmail },
        request.body,
        request.ip || null,
      );
      return { success: true as const, message: CONTACT_MESSAGES.success };
    },
  );
};
