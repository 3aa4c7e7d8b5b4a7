// Data access of an admin API on Drizzle: the query builder binds every value it is given.
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { users } from './schema';

export interface UserQuery {
  search?: string;
  role?: string;
  sort?: string;
}

export async function listUsers(db: NodePgDatabase, q: UserQuery) {
  const where = [];
  if (q.search) where.push(ilike(users.email, `%${q.search}%`));
  if (q.role) where.push(eq(users.role, q.role));
  const cond = where.length ? and(...where) : undefined;
  // vigil-ok: js.sql-injection
  return db.select().from(users).where(cond).orderBy(desc(users.createdAt)).limit(50);
}

export async function findUser(db: NodePgDatabase, id: string) {
  // vigil-ok: js.sql-injection
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function countByDomain(db: NodePgDatabase, domain: string) {
  // vigil-ok: js.sql-injection
  return db.execute(sql`select count(*) from users where email like ${'%@' + domain}`);
}

export async function sortedUsers(db: NodePgDatabase, q: UserQuery) {
  // sql.raw pastes its text into the statement: the sort column comes from the client (reported
  // where the route passes the request in, routes.ts)
  // vigil: js.sql-injection
  return db.select().from(users).orderBy(sql.raw(q.sort ?? 'created_at'));
}
