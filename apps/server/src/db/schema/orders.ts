import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { branches } from './content.js';
import { labors } from './labors.js';

/** The two packages a client chooses from when requesting a worker. */
export const packages = pgTable('packages', {
  kind: text('kind', { enum: ['Main', 'Monthly'] }).primaryKey(),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
  description: text('description').notNull(),
  descriptionAr: text('description_ar').notNull(),
  priceAed: integer('price_aed').notNull(),
  minMonths: integer('min_months'),
  includes: text('includes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  includesAr: text('includes_ar')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isActive: boolean('is_active').notNull().default(true),
  /** The guarantee's terms a new placement starts with (migration 0027): Cabinet Resolution 106/2022's defaults. */
  fullRefundMonths: integer('full_refund_months').notNull().default(6),
  contractMonths: integer('contract_months').notNull().default(24),
  refundDueDays: integer('refund_due_days').notNull().default(14),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invoiceNumberSequence = pgSequence('invoice_number_seq', { startWith: 1 });

const ORDER_STATUS_ENUM = ['Pending', 'InProgress', 'Delivered', 'Rejected', 'Canceled', 'Hired'] as const;

/** A client's request for one worker, from request to delivery. Amounts in fils (1/100 AED). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    laborId: integer('labor_id')
      .notNull()
      .references(() => labors.id),
    packageKind: text('package_kind', { enum: ['Main', 'Monthly'] }).notNull(),
    priceAed: integer('price_aed').notNull(),
    months: integer('months'),
    status: text('status', { enum: ORDER_STATUS_ENUM }).notNull().default('Pending'),
    version: integer('version').notNull().default(1),
    interviewAt: timestamp('interview_at', { withTimezone: true }),
    interviewType: text('interview_type', { enum: ['online', 'office'] }),
    meetingLink: text('meeting_link'),
    branchId: integer('branch_id').references(() => branches.id),
    /** The calendar invitation's SEQUENCE: raised by each reschedule and by closing the order. */
    interviewSequence: integer('interview_sequence').notNull().default(0),
    /** Whether the interview took place, as staff recorded it after its time; cleared when it is set again (migration 0025). */
    interviewOutcome: text('interview_outcome', { enum: ['held', 'noShow'] }),
    interviewOutcomeSetAt: timestamp('interview_outcome_set_at', { withTimezone: true }),
    interviewOutcomeSetBy: integer('interview_outcome_set_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    invoiceNumber: text('invoice_number').unique(),
    invoiceIssuedAt: timestamp('invoice_issued_at', { withTimezone: true }),
    subtotalFils: integer('subtotal_fils'),
    vatFils: integer('vat_fils'),
    totalFils: integer('total_fils'),
    paymentMethod: text('payment_method', { enum: ['office', 'bankTransfer'] }),
    paymentReference: text('payment_reference'),
    paymentChosenAt: timestamp('payment_chosen_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The family named this worker and she was recruited on that basis: no refund on a return. */
    namedByClient: boolean('named_by_client').notNull().default(false),
    /** A replacement under an ended placement's guarantee (migration 0015 adds the reference). */
    replacesPlacementId: integer('replaces_placement_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_client_idx').on(table.clientId, table.createdAt),
    index('orders_labor_idx').on(table.laborId),
    index('orders_status_idx').on(table.status, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
    // The back office sorts the list by status or package, ties by id: read in index order, not sorted whole.
    index('orders_status_id_idx').on(table.status, table.id),
    index('orders_package_id_idx').on(table.packageKind, table.id),
    // One live placement per worker, whatever races happen between two hires.
    uniqueIndex('orders_one_hire_per_labor')
      .on(table.laborId)
      .where(sql`status = 'Hired'`),
    // A client holds at most one open order for one worker.
    uniqueIndex('orders_one_open_per_client_labor')
      .on(table.clientId, table.laborId)
      .where(sql`status IN ('Pending', 'InProgress')`),
  ],
);

/** Every change of an order: who, when, from which status to which, and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: text('action').notNull(),
    actor: text('actor', { enum: ['client', 'admin', 'system'] }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    fromStatus: text('from_status', { enum: ORDER_STATUS_ENUM }),
    toStatus: text('to_status', { enum: ORDER_STATUS_ENUM }).notNull(),
    note: text('note').notNull().default(''),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.at)],
);
