import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  EMIRATE_KEYS,
  LEDGER_METHODS,
  PLACEMENT_END_KINDS,
  PLACEMENT_EVENTS,
  REMEDIES,
  RETURN_REASONS,
  type TGuaranteeOutcome,
  type TReturnReason,
} from '@app/shared';
import { users } from './accounts.js';
import { labors } from './labors.js';
import { orders } from './orders.js';

export const creditNoteNumberSequence = pgSequence('credit_note_number_seq', { startWith: 1 });
export const receiptNumberSequence = pgSequence('receipt_number_seq', { startWith: 1 });
export const refundNumberSequence = pgSequence('refund_number_seq', { startWith: 1 });

/** What the guarantee gave for a return, with its inputs, as computed and stored when it was recorded. */
export type TStoredGuarantee = TGuaranteeOutcome & {
  inputs: {
    package: 'Main' | 'Monthly';
    startDate: string;
    probationEnd: string | null;
    contractEnd: string | null;
    endedOn: string;
    reason: TReturnReason;
    namedByClient: boolean;
    /** Absent from returns recorded before migration 0027: they were computed with 30 days and no government fees. */
    refundDueDays?: number;
    governmentFeesFils?: number;
  };
};

/**
 * A worker placed with a family, from the delivery of the order (migration 0015). Dates are UAE
 * days (YYYY-MM-DD). Main: probation and the two-year contract; Monthly: the day paid up to.
 */
export const placements = pgTable(
  'placements',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique('placements_order_unique')
      .references(() => orders.id),
    laborId: integer('labor_id')
      .notNull()
      .references(() => labors.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    packageKind: text('package_kind', { enum: ['Main', 'Monthly'] }).notNull(),
    startDate: date('start_date').notNull(),
    probationEnd: date('probation_end'),
    contractEnd: date('contract_end'),
    paidUntil: date('paid_until'),
    stopAtPaidUntil: boolean('stop_at_paid_until').notNull().default(false),
    monthlyPriceAed: integer('monthly_price_aed'),
    /** The guarantee's terms it started with, copied from its package (migration 0027); Main only for the months. */
    fullRefundMonths: integer('full_refund_months'),
    contractMonths: integer('contract_months'),
    refundDueDays: integer('refund_due_days').notNull().default(14),
    replacesPlacementId: integer('replaces_placement_id').references((): AnyPgColumn => placements.id),
    status: text('status', { enum: ['active', 'ended'] })
      .notNull()
      .default('active'),
    endKind: text('end_kind', { enum: PLACEMENT_END_KINDS }),
    endReason: text('end_reason', { enum: RETURN_REASONS }),
    endedOn: date('ended_on'),
    reportedBy: text('reported_by', { enum: ['client', 'staff', 'system'] }),
    endNote: text('end_note').notNull().default(''),
    workerBackOn: date('worker_back_on'),
    guarantee: jsonb('guarantee').$type<TStoredGuarantee>(),
    remedy: text('remedy', { enum: REMEDIES }),
    refundFils: integer('refund_fils'),
    refundDueOn: date('refund_due_on'),
    /** Government fees the family paid, refunded with the fee where the worker was found medically unfit (outside VAT). */
    governmentFeesRefundFils: integer('government_fees_refund_fils').notNull().default(0),
    creditNoteId: integer('credit_note_id').references((): AnyPgColumn => invoices.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('placements_one_active_per_labor')
      .on(table.laborId)
      .where(sql`status = 'active'`),
    index('placements_client_idx').on(table.clientId),
    index('placements_status_idx').on(table.status, table.startDate),
  ],
);

/** A placement's timeline: what happened, who did it and when. */
export const placementEvents = pgTable(
  'placement_events',
  {
    id: serial('id').primaryKey(),
    placementId: integer('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    event: text('event', { enum: PLACEMENT_EVENTS }).notNull(),
    actor: text('actor', { enum: ['client', 'admin', 'system'] }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    note: text('note').notNull().default(''),
  },
  (table) => [index('placement_events_placement_idx').on(table.placementId, table.at)],
);

/** A UAE tax invoice or tax credit note. Amounts are positive fils; a credit note reverses them. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique('invoices_number_unique'),
    kind: text('kind', { enum: ['invoice', 'creditNote'] }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    placementId: integer('placement_id').references((): AnyPgColumn => placements.id),
    originalInvoiceId: integer('original_invoice_id').references((): AnyPgColumn => invoices.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    months: integer('months'),
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    reason: text('reason').notNull().default(''),
    subtotalFils: integer('subtotal_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    totalFils: integer('total_fils').notNull(),
    issuedBy: integer('issued_by').references(() => users.id),
    /** The parties as the document named them when it was issued (migration 0026): never changed afterwards. */
    buyerName: text('buyer_name').notNull().default(''),
    buyerNameAr: text('buyer_name_ar').notNull().default(''),
    buyerAddress: text('buyer_address').notNull().default(''),
    buyerEmirate: text('buyer_emirate', { enum: EMIRATE_KEYS }),
    buyerPhone: text('buyer_phone').notNull().default(''),
    buyerEmail: text('buyer_email').notNull().default(''),
    sellerLegalName: text('seller_legal_name').notNull().default(''),
    sellerLegalNameAr: text('seller_legal_name_ar').notNull().default(''),
    sellerAddress: text('seller_address').notNull().default(''),
    sellerAddressAr: text('seller_address_ar').notNull().default(''),
    sellerTrn: text('seller_trn').notNull().default(''),
    /** A credit note: what it owes back (what had been received on its invoice), and by when. */
    refundFils: integer('refund_fils'),
    refundDueOn: date('refund_due_on'),
  },
  (table) => [index('invoices_order_idx').on(table.orderId), index('invoices_issued_idx').on(table.issuedAt)],
);

/** Money in (a payment, positive) or out (a refund, negative, against a credit note) on an invoice. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    kind: text('kind', { enum: ['payment', 'refund'] }).notNull(),
    amountFils: integer('amount_fils').notNull(),
    method: text('method', { enum: LEDGER_METHODS }).notNull(),
    reference: text('reference').notNull().default(''),
    receivedOn: date('received_on').notNull(),
    documentNumber: text('document_number').notNull().unique('ledger_document_number_unique'),
    creditNoteId: integer('credit_note_id').references(() => invoices.id),
    attachment: text('attachment'),
    note: text('note').notNull().default(''),
    recordedBy: integer('recorded_by').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('ledger_invoice_idx').on(table.invoiceId),
    index('ledger_received_idx').on(table.receivedOn, table.id),
    index('ledger_credit_note_idx').on(table.creditNoteId),
  ],
);

/** A client's proof of a bank transfer, stored outside any public folder. */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    file: text('file').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('payment_proofs_order_idx').on(table.orderId)],
);

/**
 * The last number issued per document series (INV, CN, RCT, RFD; DSB, DRC for disbursements, 0031) and UAE year (migration 0026): the
 * row is taken, raised and locked by the transaction that writes the document, so numbers have no gaps.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series', { enum: ['INV', 'CN', 'RCT', 'RFD', 'DSB', 'DRC'] }).notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ name: 'document_counters_pk', columns: [table.series, table.year] })],
);
