import { z } from './zod.js';
import { PACKAGES } from '../constants.js';
import { ID_MAX, optionalText, zId, ZUrlIdSchema } from './common.js';
import { FAMILY_ASK_KINDS, ZFamilyAskSchema, ZFamilyAsksSchema } from './family-asks.js';

/**
 * From the hire to the handover (issue 34): the visa and contract process of a worker placed with a
 * family, step by step (docs/decisions/032). Where the worker is when it starts decides its steps:
 * abroad (entry permit, travel, arrival) or already in the UAE (change of status).
 */
export const PROCESS_LOCATIONS = ['abroad', 'inUae'] as const;
export type TProcessLocation = (typeof PROCESS_LOCATIONS)[number];

/** What a step is; a step staff add to a template that is none of these is `other`. */
export const PROCESS_STEP_KINDS = [
  'contract',
  'entryPermit',
  'changeOfStatus',
  'travel',
  'arrival',
  'medical',
  'biometrics',
  'insurance',
  'residenceVisa',
  'handover',
  'other',
] as const;
export type TProcessStepKind = (typeof PROCESS_STEP_KINDS)[number];

/** A step's state: blocked carries its reason; done and not needed are finished. */
export const PROCESS_STEP_STATES = ['todo', 'booked', 'done', 'notNeeded', 'blocked'] as const;
export type TProcessStepState = (typeof PROCESS_STEP_STATES)[number];
export const FINISHED_STEP_STATES = ['done', 'notNeeded'] as const satisfies readonly TProcessStepState[];

/** Running until its last step is finished; canceled with its order. */
export const PROCESS_STATUSES = ['running', 'done', 'canceled'] as const;
export type TProcessStatus = (typeof PROCESS_STATUSES)[number];

/** A template has at most this many steps, and a step at most this many expected days. */
export const PROCESS_MAX_STEPS = 30;
export const PROCESS_MAX_STEP_DAYS = 365;

const version = z.number({ error: 'validation.versionRequired' }).int().min(1).max(ID_MAX, 'validation.invalid');

/** One step of a template, as the manager edits it (both languages). */
export const ZProcessTemplateStepInputSchema = z.strictObject({
  kind: z.enum(PROCESS_STEP_KINDS, { error: 'validation.invalid' }),
  nameEn: z.string({ error: 'processes.stepNameRequired' }).trim().min(1, 'processes.stepNameRequired').max(100),
  nameAr: z.string({ error: 'processes.stepNameRequired' }).trim().min(1, 'processes.stepNameRequired').max(100),
  expectedDays: z
    .number({ error: 'processes.expectedDaysInvalid' })
    .int('processes.expectedDaysInvalid')
    .min(0, 'processes.expectedDaysInvalid')
    .max(PROCESS_MAX_STEP_DAYS, 'processes.expectedDaysInvalid'),
  /** The step has a date, time and place (the medical test, biometrics). */
  hasAppointment: z.boolean({ error: 'validation.invalidType' }),
  /** What the family brings or sends for it, shown on their order. */
  bringEn: optionalText(300),
  bringAr: optionalText(300),
  /** The papers the family uploads on the step (docs/decisions/034). */
  familyAsks: ZFamilyAsksSchema.default([]),
});
export type TProcessTemplateStepInput = z.infer<typeof ZProcessTemplateStepInputSchema>;

export const ZProcessTemplateStepSchema = ZProcessTemplateStepInputSchema.extend({ id: z.number().int(), position: z.number().int() });

/** The steps a process of this package and location starts with. Changing it never changes a process already running. */
export const ZProcessTemplateSchema = z.object({
  id: z.number().int(),
  packageKind: z.enum(PACKAGES),
  location: z.enum(PROCESS_LOCATIONS),
  version: z.number().int(),
  updatedAt: z.string(),
  steps: z.array(ZProcessTemplateStepSchema),
});
export type TProcessTemplate = z.infer<typeof ZProcessTemplateSchema>;

/** The manager saves a template's steps in their new order: renamed, reordered, added, dropped. */
export const ZSaveProcessTemplateSchema = z.strictObject({
  version,
  steps: z
    .array(ZProcessTemplateStepInputSchema, { error: 'validation.invalidType' })
    .min(1, 'processes.templateEmpty')
    .max(PROCESS_MAX_STEPS, 'processes.templateTooLong'),
});
export type TSaveProcessTemplate = z.infer<typeof ZSaveProcessTemplateSchema>;

const ZProcessPersonSchema = z.object({ id: z.number().int(), name: z.string() });

/** One step of a running process, as staff see it. Dates are UAE days; `appointmentAt` an instant. */
export const ZProcessStepSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  kind: z.enum(PROCESS_STEP_KINDS),
  nameEn: z.string(),
  nameAr: z.string(),
  state: z.enum(PROCESS_STEP_STATES),
  blockedReason: z.string(),
  hasAppointment: z.boolean(),
  appointmentAt: z.string().nullable(),
  appointmentPlace: z.string(),
  bringEn: z.string(),
  bringAr: z.string(),
  familyAsks: z.array(z.enum(FAMILY_ASK_KINDS)),
  expectedDays: z.number().int(),
  /** The day it should be finished by: from the process's start, moved by the steps finished before it. */
  dueDate: z.string(),
  /** Not finished and past its due date (UAE day). */
  overdue: z.boolean(),
  doneOn: z.string().nullable(),
  assignee: ZProcessPersonSchema.nullable(),
  notes: z.string(),
  version: z.number().int(),
});
export type TProcessStep = z.infer<typeof ZProcessStepSchema>;

const ZProcessLaborSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string(), nameAr: z.string() });
const ZProcessOrderSchema = z.object({ id: z.number().int(), orderNumber: z.string() });
const ZProcessClientSchema = z.object({ id: z.number().int(), name: z.string(), phoneNumber: z.string() });

/** A process on the board: where it stands (its current step) and when the handover is expected. */
export const ZProcessSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(PROCESS_STATUSES),
  location: z.enum(PROCESS_LOCATIONS),
  packageKind: z.enum(PACKAGES),
  labor: ZProcessLaborSchema,
  order: ZProcessOrderSchema.nullable(),
  client: ZProcessClientSchema.nullable(),
  branch: z.object({ id: z.number().int(), name: z.string(), nameAr: z.string() }).nullable(),
  startedOn: z.string(),
  /** The handover step's due date as things stand (its done day once done). */
  expectedHandover: z.string(),
  /** The first step not finished; null once the process is done. */
  currentStep: ZProcessStepSchema.nullable(),
  overdueSteps: z.number().int(),
});
export type TProcessSummary = z.infer<typeof ZProcessSummarySchema>;

export const ZProcessHistoryEntrySchema = z.object({
  at: z.string(),
  actorName: z.string().nullable(),
  /** What changed, in the audit trail's words (the reader's language). */
  summary: z.string(),
});

export const ZProcessSchema = ZProcessSummarySchema.extend({
  steps: z.array(ZProcessStepSchema),
  history: z.array(ZProcessHistoryEntrySchema),
});
export type TProcess = z.infer<typeof ZProcessSchema>;

/** The board's filters; overdue first, then the soonest due. */
export const ZProcessQuerySchema = z.strictObject({
  status: z.enum(PROCESS_STATUSES).default('running'),
  /** Processes whose current step is of this kind. */
  step: z.enum(PROCESS_STEP_KINDS).optional(),
  branchId: ZUrlIdSchema.optional(),
  /** Processes whose current step this staff member runs. */
  assigneeId: ZUrlIdSchema.optional(),
  overdue: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  orderId: ZUrlIdSchema.optional(),
  /** Order number, worker name or code, client name or phone. */
  search: z.string().trim().max(50).optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TProcessQuery = z.infer<typeof ZProcessQuerySchema>;

/** Staff start a process by hand, for a worker the agency sponsors (with or without an order). */
export const ZStartProcessSchema = z.strictObject({
  laborId: zId({ error: 'processes.laborRequired' }),
  orderId: zId().optional(),
  location: z.enum(PROCESS_LOCATIONS, { error: 'processes.locationRequired' }),
  packageKind: z.enum(PACKAGES, { error: 'validation.invalid' }),
  /** The first day of the process (UAE day), today by default. */
  startedOn: z.iso.date({ error: 'validation.dateInvalid' }).optional(),
});
export type TStartProcess = z.infer<typeof ZStartProcessSchema>;

export const ZProcessStepParamsSchema = z.strictObject({ id: ZUrlIdSchema, stepId: ZUrlIdSchema });

/**
 * Staff change one step: its state (blocked needs the reason), its appointment, who runs it, its
 * notes. `version` is the step's: a step done twice at once is done once, the second told it moved.
 */
export const ZUpdateProcessStepSchema = z
  .strictObject({
    version,
    state: z.enum(PROCESS_STEP_STATES, { error: 'validation.invalid' }),
    blockedReason: optionalText(300),
    appointmentAt: z.iso.datetime({ offset: true, error: 'processes.appointmentInvalid' }).nullable().default(null),
    appointmentPlace: optionalText(200),
    assigneeId: zId().nullable().default(null),
    notes: optionalText(2000),
    /** The day a step was done (UAE day), today by default; never in the future. */
    doneOn: z.iso.date({ error: 'validation.dateInvalid' }).optional(),
  })
  .superRefine((step, context) => {
    if (step.state === 'blocked' && step.blockedReason === '')
      context.addIssue({ code: 'custom', path: ['blockedReason'], message: 'processes.blockedReasonRequired' });
    if (step.state === 'booked' && step.appointmentAt === null)
      context.addIssue({ code: 'custom', path: ['appointmentAt'], message: 'processes.appointmentRequired' });
  });
export type TUpdateProcessStep = z.infer<typeof ZUpdateProcessStepSchema>;

/**
 * The process as the family reads it on their order, in their language: finished steps with their
 * days, the next with its appointment and what to bring, the expected handover. No staff notes, no
 * reason a step is held up (it reads as still to do), no step that is not needed.
 */
export const ZFamilyProcessSchema = z.object({
  location: z.enum(PROCESS_LOCATIONS),
  status: z.enum(PROCESS_STATUSES),
  startedOn: z.string(),
  expectedHandover: z.string(),
  steps: z.array(
    z.object({
      /** For the family's uploads on the step. */
      id: z.number().int(),
      kind: z.enum(PROCESS_STEP_KINDS),
      name: z.string(),
      state: z.enum(['done', 'booked', 'todo']),
      /** The first step not finished. */
      isNext: z.boolean(),
      doneOn: z.string().nullable(),
      dueDate: z.string(),
      appointmentAt: z.string().nullable(),
      appointmentPlace: z.string(),
      bring: z.string(),
      /** What the step asks the family to upload, and what they gave. */
      asks: z.array(ZFamilyAskSchema),
    }),
  ),
});
export type TFamilyProcess = z.infer<typeof ZFamilyProcessSchema>;
