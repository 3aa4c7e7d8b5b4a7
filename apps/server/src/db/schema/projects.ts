import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    repositoryUrl: text('repository_url'),
    repositoryBranch: text('repository_branch').notNull().default('main'),
    language: text('language'),
    framework: text('framework'),
    status: text('status').notNull().default('active'),
    /** Whose data the project's scans take as untrusted (THREAT_MODELS of @vigil/shared). */
    threatModels: text('threat_models')
      .array()
      .notNull()
      .default(sql`ARRAY['remote']::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_user_idx').on(t.userId)],
);
