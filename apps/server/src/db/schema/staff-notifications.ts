import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { STAFF_NOTIFICATION_KINDS } from '@app/shared';
import { users } from './accounts.js';

/**
 * What staff are told of (migrations 0024, 0034): a new order, enquiry, callback request, applicant or
 * family's paper for their visa process, by kind and the id of the order, enquiry, applicant or
 * process. Written in the transaction of the thing itself; its words are made from that thing when read. `mailedAt`: its e-mails to staff were queued.
 */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: STAFF_NOTIFICATION_KINDS }).notNull(),
    entityId: integer('entity_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [index('staff_notifications_kind_idx').on(table.kind, table.id)],
);

/** Each staff member's read state: every notification up to `seenUpTo` is read ("mark all as read"). */
export const staffNotificationMarks = pgTable('staff_notification_marks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenUpTo: integer('seen_up_to').notNull().default(0),
});

/** Notifications after a staff member's `seenUpTo` that they opened one by one. */
export const staffNotificationReads = pgTable(
  'staff_notification_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => staffNotifications.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.notificationId] })],
);
