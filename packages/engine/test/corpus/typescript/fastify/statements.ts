// Statements run with `execute`: SQL text built from the request is injection; a prepared
// statement's `execute({ name: value })` only binds its placeholders' values.
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { createClient } from '@libsql/client';
import { db } from './db';
import { notes } from './schema';

const client = createClient({ url: 'file:notes.db' });

const byOwner = db
  .select()
  .from(notes)
  .where(and(eq(notes.owner, sql.placeholder('owner')), eq(notes.tag, sql.placeholder('tag'))))
  .prepare('notes_by_owner');

export async function statementRoutes(app: FastifyInstance) {
  app.get('/notes', async (request) => {
    const { owner, tag } = request.query as { owner: string; tag: string };
    // vigil-ok: js.sql-injection
    return byOwner.execute({ owner, tag });
  });

  app.get('/notes/search', async (request) => {
    const { q } = request.query as { q: string };
    // vigil: js.sql-injection
    const rs = await client.execute({ sql: "SELECT * FROM notes WHERE body LIKE '%" + q + "%'", args: [] });
    return rs.rows;
  });

  app.get('/notes/find', async (request) => {
    const { q } = request.query as { q: string };
    // vigil-ok: js.sql-injection
    const rs = await client.execute({ sql: 'SELECT * FROM notes WHERE body LIKE ?', args: [`%${q}%`] });
    return rs.rows;
  });

  app.get('/notes/raw', async (request) => {
    const { id } = request.query as { id: string };
    // vigil: js.sql-injection
    const rs = await client.execute('SELECT * FROM notes WHERE id = ' + id);
    return rs.rows;
  });
}
