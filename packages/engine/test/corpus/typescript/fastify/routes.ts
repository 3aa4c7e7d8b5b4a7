// Fastify routes of the admin API: replies are JSON (objects) or text/plain (strings).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { findUser, listUsers, sortedUsers, type UserQuery } from './users.repo';
import { resolveInside } from './paths';

const EXPORTS = '/var/lib/admin/exports';

export async function adminRoutes(app: FastifyInstance) {
  // vigil-ok: js.sql-injection
  app.get('/users', async (request) => listUsers(app.db, request.query as UserQuery));

  app.get('/users/sorted', async (request) => {
    return sortedUsers(app.db, request.query as UserQuery);
  });

  app.get('/users/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const user = await findUser(app.db, id);
    // vigil-ok: js.xss
    return reply.status(200).send({ user, requested: id });
  });

  app.get('/hello', async (request, reply) => {
    const { name } = request.query as { name: string };
    // a string reply is text/plain unless the route sets another type
    // vigil-ok: js.xss
    return reply.send('Hello ' + name);
  });

  app.get('/exports/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    // vigil-ok: js.path-traversal
    const body = readFileSync(resolveInside(EXPORTS, name), 'utf8');
    return reply.type('text/csv').send(body);
  });

  app.get('/exports-raw/:name', async (request) => {
    const { name } = request.params as { name: string };
    // vigil: js.path-traversal
    return readFileSync(path.join(EXPORTS, name), 'utf8');
  });
}
