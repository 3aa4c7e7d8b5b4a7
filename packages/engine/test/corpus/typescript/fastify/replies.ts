// Reply bodies built by helpers of another file: an object literal is serialised as JSON even in a
// file that answers HTML elsewhere; a string built from the request is markup there.
import type { FastifyInstance } from 'fastify';
import { errorBody, greeting } from './reply-helpers';

export async function replyRoutes(app: FastifyInstance) {
  app.get('/page', async (request, reply) => {
    const { name } = request.query as { name: string };
    reply.type('text/html; charset=utf-8');
    // vigil: js.xss
    return reply.send(greeting(name));
  });

  app.setNotFoundHandler((request, reply) => {
    const { status, body } = errorBody('NOT_FOUND', `Route ${request.url} not found`);
    // vigil-ok: js.xss
    return reply.status(status).send(body);
  });

  app.get('/missing', async (request, reply) => {
    const answer = errorBody('NOT_FOUND', `No page ${request.url}`);
    // vigil-ok: js.xss
    return reply.status(answer.status).send(answer.body);
  });
}
