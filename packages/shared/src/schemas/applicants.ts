import { z } from './zod.js';
import { ZIdSchema, ZIsoDateSchema } from './common.js';
import { ZFollowUpDueFilterSchema, ZNamedUserSchema, ZNoteInputSchema, ZNoteSchema, ZOwnerFilterSchema, ZOwnersSchema } from './pipeline.js';

/** Where an applicant from /Apply stands: from a new application to accepted (then made a worker) or rejected. */
export const APPLICANT_STATUSES = ['new', 'contacted', 'interviewed', 'accepted', 'rejected'] as const;
export type TApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** A row of /Applicants: the mapped answers in the reader's language, and how staff handle it. */
export const ZApplicantSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  nationality: z.string(),
  position: z.string(),
  status: z.enum(APPLICANT_STATUSES),
  owner: ZNamedUserSchema.nullable(),
  followUpOn: z.string().nullable(),
  laborId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TApplicantSummary = z.infer<typeof ZApplicantSummarySchema>;

export const ZApplicantNoteSchema = ZNoteSchema;
export type TApplicantNote = z.infer<typeof ZApplicantNoteSchema>;

/** One applicant's page: every answer (question and answer in the reader's language) and the notes, oldest first. */
export const ZApplicantSchema = ZApplicantSummarySchema.extend({
  answers: z.array(z.object({ questionId: z.number().int(), question: z.string(), answer: z.string() })),
  notes: z.array(ZApplicantNoteSchema),
  labor: z.object({ id: z.number().int(), code: z.string(), name: z.string(), nameAr: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type TApplicant = z.infer<typeof ZApplicantSchema>;

export const ZApplicantQuerySchema = z.strictObject({
  search: z.string().trim().max(50).optional(),
  status: z.enum(APPLICANT_STATUSES).optional(),
  owner: ZOwnerFilterSchema.optional(),
  followUpDue: ZFollowUpDueFilterSchema,
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TApplicantQuery = z.infer<typeof ZApplicantQuerySchema>;

/** What staff change on an applicant: any of its status, owner (null: nobody) and follow-up day (null: none). */
export const ZApplicantUpdateSchema = z
  .strictObject({
    status: z.enum(APPLICANT_STATUSES, { error: 'validation.statusInvalid' }).optional(),
    ownerId: ZIdSchema.nullable().optional(),
    followUpOn: ZIsoDateSchema.nullable().optional(),
  })
  .refine((change) => Object.keys(change).length > 0, { error: 'validation.required' });
export type TApplicantUpdate = z.input<typeof ZApplicantUpdateSchema>;
export type TApplicantChange = z.infer<typeof ZApplicantUpdateSchema>;

export const ZApplicantNoteInputSchema = ZNoteInputSchema;
export type TApplicantNoteInput = z.input<typeof ZApplicantNoteInputSchema>;

/** The dashboard's applicants: new applications, and follow-ups due by today in the UAE. */
export const ZApplicantCountsSchema = z.object({ newCount: z.number().int(), followUpsDue: z.number().int() });
export type TApplicantCounts = z.infer<typeof ZApplicantCountsSchema>;

/** Staff who may handle applicants: the owner select's choices. */
export const ZApplicantOwnersSchema = ZOwnersSchema;

/**
 * The worker form's first values from an applicant's mapped answers: names matched against the
 * reference lists (no match: left empty), and the answers that have no field of their own as text.
 */
export const ZWorkerPrefillSchema = z.object({
  name: z.string(),
  countryId: z.number().int().nullable(),
  positionId: z.number().int().nullable(),
  languageIds: z.array(z.number().int()),
  experience: z.string(),
  experienceAr: z.string(),
  note: z.string(),
});
export type TWorkerPrefill = z.infer<typeof ZWorkerPrefillSchema>;
