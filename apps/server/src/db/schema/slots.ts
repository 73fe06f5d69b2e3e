import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { branches } from './content.js';
import { orders } from './orders.js';

/** A time staff offer for interviews, online or at a branch, taking `capacity` at once (migration 0022). */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    capacity: integer('capacity').notNull(),
    interviewType: text('interview_type', { enum: ['online', 'office'] }).notNull(),
    branchId: integer('branch_id').references(() => branches.id),
    meetingLink: text('meeting_link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('interview_slots_one_per_place_and_time').on(table.startsAt, sql`COALESCE(${table.branchId}, 0)`)],
);

/** One seat of a slot held by an order; a moved or released booking keeps its row with `releasedAt`. */
export const interviewBookings = pgTable(
  'interview_bookings',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id').references(() => interviewSlots.id, { onDelete: 'set null' }),
    seat: integer('seat').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('interview_bookings_one_per_seat')
      .on(table.slotId, table.seat)
      .where(sql`${table.releasedAt} IS NULL`),
    uniqueIndex('interview_bookings_one_per_order')
      .on(table.orderId)
      .where(sql`${table.releasedAt} IS NULL`),
    index('interview_bookings_order_idx').on(table.orderId),
  ],
);
