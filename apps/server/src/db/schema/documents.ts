import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS } from '@app/shared';
import { users } from './accounts.js';
import { labors } from './labors.js';
import { processSteps } from './processes.js';
import { countries } from './reference.js';

/**
 * A worker's papers and their expiries (migration 0016). Dates are UAE days (YYYY-MM-DD). Her
 * passport row follows her passport fields (a trigger on labors); the others are added by staff.
 * A scan is kept in the private document store (never served as media).
 */
export const workerDocuments = pgTable(
  'worker_documents',
  {
    id: serial('id').primaryKey(),
    laborId: integer('labor_id')
      .notNull()
      .references(() => labors.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    number: text('number').notNull().default(''),
    /** The number trimmed and upper-cased: a kind and number are registered once ('' is no number). */
    numberKey: text('number_key').notNull().default(''),
    issueDate: date('issue_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    issuingCountryId: integer('issuing_country_id').references(() => countries.id),
    note: text('note').notNull().default(''),
    /** The visa process step it was added from (migration 0033, docs/decisions/034). */
    processStepId: integer('process_step_id').references(() => processSteps.id, { onDelete: 'set null' }),
    scanName: text('scan_name'),
    scanMime: text('scan_mime'),
    scanOriginalName: text('scan_original_name'),
    scanSize: integer('scan_size'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('worker_documents_number_unique')
      .on(table.kind, table.numberKey)
      .where(sql`${table.numberKey} <> ''`),
    uniqueIndex('worker_documents_one_passport')
      .on(table.laborId)
      .where(sql`${table.kind} = 'passport'`),
    index('worker_documents_labor_idx').on(table.laborId),
    index('worker_documents_process_step_idx')
      .on(table.processStepId)
      .where(sql`${table.processStepId} IS NOT NULL`),
    index('worker_documents_expiry_idx')
      .on(table.expiryDate)
      .where(sql`${table.expiryDate} IS NOT NULL`),
  ],
);

/** The UAE days the expiry digest ran: the first instance to insert the day sends it, the others skip. */
export const digestRuns = pgTable('digest_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
