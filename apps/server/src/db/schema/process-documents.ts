import { FAMILY_ASK_KINDS } from '@app/shared';
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { processSteps, visaProcesses } from './processes.js';

/** A paper the family uploaded on a step that asks for it (migration 0033): one of each kind, in the private document store. */
export const processFamilyFiles = pgTable(
  'process_family_files',
  {
    id: serial('id').primaryKey(),
    processId: integer('process_id')
      .notNull()
      .references(() => visaProcesses.id, { onDelete: 'cascade' }),
    stepId: integer('step_id')
      .notNull()
      .references(() => processSteps.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: FAMILY_ASK_KINDS }).notNull(),
    scanName: text('scan_name').notNull(),
    scanMime: text('scan_mime').notNull(),
    scanOriginalName: text('scan_original_name').notNull(),
    scanSize: integer('scan_size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('process_family_files_one_per_kind').on(table.stepId, table.kind), index('process_family_files_process_idx').on(table.processId)],
);
