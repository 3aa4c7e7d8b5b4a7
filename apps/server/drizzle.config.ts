import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w apps/server` writes a new migration into drizzle/ from src/db/schema.
// Migrations are committed and applied at start-up (src/db/migrate.ts) on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
