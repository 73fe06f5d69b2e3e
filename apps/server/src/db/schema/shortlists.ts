import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { labors } from './labors.js';

/** A worker a signed-in client keeps on her shortlist to compare, once each (migration 0019). */
export const shortlistEntries = pgTable(
  'shortlist_entries',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    laborId: integer('labor_id')
      .notNull()
      .references(() => labors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'shortlist_entries_pkey', columns: [table.clientId, table.laborId] }), index('shortlist_entries_labor_idx').on(table.laborId)],
);
