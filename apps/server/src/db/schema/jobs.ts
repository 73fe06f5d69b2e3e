import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Background work (DESIGN.md section 2): every e-mail and every scheduled task is a row here,
 * written in the transaction of the change that causes it and drained by the job runners.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When the job is next due: its first run, or the retry after a failure. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A running job's lease: past it, the runner is taken for dead and another runs the job again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.status} IN ('queued', 'running')`),
    index('jobs_failed_idx')
      .on(table.id)
      .where(sql`${table.status} = 'failed'`),
    index('jobs_done_idx')
      .on(table.finishedAt)
      .where(sql`${table.status} = 'done'`),
  ],
);
