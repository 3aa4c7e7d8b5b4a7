/** The whole database schema. Change it, then run `npm run db:generate -w apps/server` and commit the migration. */
export * from './users.js';
export * from './tiers.js';
export * from './projects.js';
export * from './scans.js';
export * from './sales.js';
export * from './rate-limits.js';
