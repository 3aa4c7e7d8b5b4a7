import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Sales enquiries sent from the contact form. */
export const salesMessages = pgTable(
  'sales_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company').notNull(),
    country: text('country').notNull(),
    employees: text('employees'),
    message: text('message').notNull().default(''),
    tier: text('tier').notNull().default('Enterprise'),
    status: text('status', { enum: ['new', 'contacted', 'closed'] })
      .notNull()
      .default('new'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sales_messages_created_at_idx').on(t.createdAt)],
);
