import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ENQUIRY_STATUSES } from '@app/shared';
import { users } from './accounts.js';
import { labors } from './labors.js';
import { orders } from './orders.js';

/**
 * Visitors' enquiries (with a message, maybe about one worker) and callback requests (with a date),
 * handled by staff: status, owner, follow-up day, and the client and order it became (migration 0020).
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['enquiry', 'callback'] }).notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    message: text('message'),
    preferredDate: date('preferred_date', { mode: 'string' }),
    laborId: integer('labor_id').references(() => labors.id, { onDelete: 'set null' }),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    followUpOn: date('follow_up_on', { mode: 'string' }),
    clientId: integer('client_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('enquiries_created_idx').on(table.createdAt, table.id),
    index('enquiries_status_idx').on(table.status, table.createdAt),
    index('enquiries_owner_idx').on(table.ownerId),
  ],
);

/** Staff's dated notes on an enquiry, oldest first. */
export const enquiryNotes = pgTable(
  'enquiry_notes',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('enquiry_notes_enquiry_idx').on(table.enquiryId, table.createdAt)],
);
