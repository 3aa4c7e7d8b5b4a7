// A Fastify route that answers HTML: here a string reply is markup.
import type { FastifyInstance } from 'fastify';

export async function pageRoutes(app: FastifyInstance) {
  app.get('/greet', async (request, reply) => {
    const { name } = request.query as { name: string };
    reply.type('text/html; charset=utf-8');
    // vigil: js.xss
    return reply.send('<h1>Hello ' + name + '</h1>');
  });

  app.get('/greet.json', async (request, reply) => {
    const { name } = request.query as { name: string };
    // vigil-ok: js.xss
    return reply.send({ greeting: 'Hello ' + name });
  });
}
