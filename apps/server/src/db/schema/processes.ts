import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { FAMILY_ASK_KINDS, PACKAGES, PROCESS_LOCATIONS, PROCESS_STATUSES, PROCESS_STEP_KINDS, PROCESS_STEP_STATES } from '@app/shared';
import { users } from './accounts.js';
import { labors } from './labors.js';
import { orders } from './orders.js';

/** What a step is, as a template and a process both keep it (migration 0030; its asks, 0033). */
const stepColumns = () => ({
  position: integer('position').notNull(),
  kind: text('kind', { enum: PROCESS_STEP_KINDS }).notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  expectedDays: integer('expected_days').notNull(),
  hasAppointment: boolean('has_appointment').notNull().default(false),
  bringEn: text('bring_en').notNull().default(''),
  bringAr: text('bring_ar').notNull().default(''),
  /** The papers the family uploads on the step (migration 0033). */
  familyAsks: text('family_asks', { enum: FAMILY_ASK_KINDS })
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/** The steps a process of this package and location starts with (docs/decisions/032). */
export const processTemplates = pgTable(
  'process_templates',
  {
    id: serial('id').primaryKey(),
    packageKind: text('package_kind', { enum: PACKAGES }).notNull(),
    location: text('location', { enum: PROCESS_LOCATIONS }).notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('process_templates_kind_location_unique').on(table.packageKind, table.location)],
);

export const processTemplateSteps = pgTable(
  'process_template_steps',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => processTemplates.id, { onDelete: 'cascade' }),
    ...stepColumns(),
  },
  (table) => [unique('process_template_steps_position_unique').on(table.templateId, table.position)],
);

/** A worker's visa and contract process, from the hire (or staff starting it by hand) to the handover. */
export const visaProcesses = pgTable(
  'visa_processes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id),
    laborId: integer('labor_id')
      .notNull()
      .references(() => labors.id),
    clientId: integer('client_id').references(() => users.id),
    packageKind: text('package_kind', { enum: PACKAGES }).notNull(),
    location: text('location', { enum: PROCESS_LOCATIONS }).notNull(),
    status: text('status', { enum: PROCESS_STATUSES }).notNull().default('running'),
    startedOn: date('started_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
    /** The first step not finished, kept by every change of the steps (migration 0032): the board reads it. */
    currentStepId: integer('current_step_id'),
    /** That step's kind and the staff member who runs it, for the board's filters. */
    currentStepKind: text('current_step_kind', { enum: PROCESS_STEP_KINDS }),
    currentAssigneeId: integer('current_assignee_id'),
    /** The earliest due date of the steps not finished: overdue when before today. */
    nextDueDate: date('next_due_date'),
  },
  (table) => [
    uniqueIndex('visa_processes_order_unique')
      .on(table.orderId)
      .where(sql`order_id IS NOT NULL`),
    uniqueIndex('visa_processes_one_running_per_labor')
      .on(table.laborId)
      .where(sql`status = 'running'`),
    index('visa_processes_status_idx').on(table.status, table.startedOn),
    index('visa_processes_board_idx').on(table.status, table.nextDueDate.asc().nullsLast(), table.id.desc()),
  ],
);

/** One step of a process: copied from its template, then run by staff. Dates are UAE days. */
export const processSteps = pgTable(
  'process_steps',
  {
    id: serial('id').primaryKey(),
    processId: integer('process_id')
      .notNull()
      .references(() => visaProcesses.id, { onDelete: 'cascade' }),
    ...stepColumns(),
    state: text('state', { enum: PROCESS_STEP_STATES }).notNull().default('todo'),
    blockedReason: text('blocked_reason').notNull().default(''),
    appointmentAt: timestamp('appointment_at', { withTimezone: true }),
    appointmentPlace: text('appointment_place').notNull().default(''),
    dueDate: date('due_date').notNull(),
    doneOn: date('done_on'),
    assigneeId: integer('assignee_id').references(() => users.id),
    notes: text('notes').notNull().default(''),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('process_steps_position_unique').on(table.processId, table.position),
    index('process_steps_state_due_idx').on(table.state, table.dueDate),
    index('process_steps_assignee_idx')
      .on(table.assigneeId)
      .where(sql`assignee_id IS NOT NULL`),
  ],
);
