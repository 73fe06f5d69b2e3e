import { CLIENT_DOCUMENT_KINDS, COUNTRY_CODES, EMIRATE_KEYS } from '@app/shared';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** A client's data for the visa work. Personal: the Emirates ID and the address reach only her and staff. */
export const clientProfiles = pgTable('client_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull().default(''),
  fullNameAr: text('full_name_ar').notNull().default(''),
  emiratesId: text('emirates_id').notNull().default(''),
  emiratesIdExpiry: date('emirates_id_expiry', { mode: 'string' }),
  /** An ISO 3166 code (COUNTRIES in packages/shared): a sponsor may be of any nationality. */
  nationality: text('nationality', { enum: COUNTRY_CODES }),
  emirate: text('emirate', { enum: EMIRATE_KEYS }),
  address: text('address').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A client's papers (one of each kind); the scans sit in the private document store. */
export const clientDocuments = pgTable(
  'client_documents',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CLIENT_DOCUMENT_KINDS }).notNull(),
    scanName: text('scan_name').notNull(),
    scanMime: text('scan_mime').notNull(),
    scanOriginalName: text('scan_original_name').notNull(),
    scanSize: integer('scan_size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('client_documents_one_per_kind').on(table.clientId, table.kind), index('client_documents_client_idx').on(table.clientId)],
);
