import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { labors } from './labors.js';

/** Visitors' enquiries (with a message, maybe about one worker) and callback requests (with a date). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['enquiry', 'callback'] }).notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    message: text('message'),
    preferredDate: date('preferred_date', { mode: 'string' }),
    laborId: integer('labor_id').references(() => labors.id, { onDelete: 'set null' }),
    isHandled: boolean('is_handled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('enquiries_list_idx').on(table.isHandled, table.createdAt)],
);
