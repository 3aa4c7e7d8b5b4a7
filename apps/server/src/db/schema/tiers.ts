import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Subscription tiers (seeded GUEST, FOUNDATION, SUMMIT). `priceUsd` null means Contact Sales;
 * a project limit null means unlimited and 0 means no access. `priceUsd` is numeric: drizzle hands
 * it over as a string.
 */
export const subscriptionTiers = pgTable(
  'subscription_tiers',
  {
    id: serial('id').primaryKey(),
    name: text('name', { enum: ['GUEST', 'FOUNDATION', 'SUMMIT'] }).notNull(),
    priceUsd: numeric('price_usd', { precision: 10, scale: 2 }),
    billingPeriod: text('billing_period', { enum: ['monthly', 'yearly'] })
      .notNull()
      .default('monthly'),
    description: text('description').notNull().default(''),
    services: jsonb('services').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    sast: boolean('sast').notNull().default(false),
    dast: boolean('dast').notNull().default(false),
    sastProjectLimit: integer('sast_project_limit'),
    dastProjectLimit: integer('dast_project_limit'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscription_tiers_name_unique').on(t.name)],
);
