import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { APPLICANT_STATUSES } from '@app/shared';
import { users } from './accounts.js';
import { answerSubmissions } from './cms.js';
import { labors } from './labors.js';

/** One applicant per submission of the applicants' questionnaire (/Apply), handled by staff (migration 0017). */
export const applicants = pgTable(
  'applicants',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => answerSubmissions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICANT_STATUSES }).notNull().default('new'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    followUpOn: date('follow_up_on'),
    /** The worker she became, once accepted and made one. */
    laborId: integer('labor_id').references(() => labors.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('applicants_submission_unique').on(table.submissionId),
    uniqueIndex('applicants_labor_unique').on(table.laborId),
    index('applicants_created_idx').on(table.createdAt, table.id),
    index('applicants_status_idx').on(table.status, table.createdAt),
    index('applicants_owner_idx').on(table.ownerId),
  ],
);

/** Staff's dated notes on an applicant, oldest first. */
export const applicantNotes = pgTable(
  'applicant_notes',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('applicant_notes_applicant_idx').on(table.applicantId, table.createdAt)],
);
