import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { DISBURSEMENT_PAYERS, DISBURSEMENT_PAYMENT_METHODS } from '@app/shared';
import { users } from './accounts.js';
import { processSteps, visaProcesses } from './processes.js';

/**
 * A government fee paid during a step of the visa process (migration 0031, docs/decisions/033): by the
 * agency on the family's behalf (billed to her on a DSB- note, outside VAT) or by the family herself
 * (only recorded). The receipt's scan is kept in the private document store. Amounts in fils.
 */
export const processDisbursements = pgTable(
  'process_disbursements',
  {
    id: serial('id').primaryKey(),
    processId: integer('process_id')
      .notNull()
      .references(() => visaProcesses.id),
    stepId: integer('step_id')
      .notNull()
      .references(() => processSteps.id),
    amountFils: integer('amount_fils').notNull(),
    description: text('description').notNull(),
    paidOn: date('paid_on').notNull(),
    paidBy: text('paid_by', { enum: DISBURSEMENT_PAYERS }).notNull(),
    receiptName: text('receipt_name'),
    receiptMime: text('receipt_mime'),
    receiptOriginalName: text('receipt_original_name'),
    receiptSize: integer('receipt_size'),
    recordedBy: integer('recorded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    billNumber: text('bill_number'),
    billedAt: timestamp('billed_at', { withTimezone: true }),
    billedBy: integer('billed_by').references(() => users.id),
  },
  (table) => [
    index('process_disbursements_process_idx').on(table.processId, table.paidOn),
    index('process_disbursements_bill_idx')
      .on(table.billNumber)
      .where(sql`bill_number IS NOT NULL`),
  ],
);

/** The family paying back billed government fees: a receipt of its own (DRC-), apart from the agency's ledger of tax documents. */
export const processDisbursementPayments = pgTable(
  'process_disbursement_payments',
  {
    id: serial('id').primaryKey(),
    processId: integer('process_id')
      .notNull()
      .references(() => visaProcesses.id),
    amountFils: integer('amount_fils').notNull(),
    method: text('method', { enum: DISBURSEMENT_PAYMENT_METHODS }).notNull(),
    reference: text('reference').notNull().default(''),
    receivedOn: date('received_on').notNull(),
    documentNumber: text('document_number').notNull(),
    note: text('note').notNull().default(''),
    recordedBy: integer('recorded_by').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('process_disbursement_payments_number_unique').on(table.documentNumber),
    index('process_disbursement_payments_process_idx').on(table.processId, table.receivedOn),
  ],
);
