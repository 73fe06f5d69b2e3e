import { z } from './zod.js';
import { ZUrlIdSchema } from './common.js';
import { ZWorkerDocumentSchema, type TDocumentKind } from './documents.js';
import { FAMILY_ASK_KINDS } from './family-asks.js';
import type { TProcessStepKind } from './processes.js';

/**
 * Papers on the visa process's steps (issue 34, docs/decisions/034): the worker's documents staff
 * attach to a step (worker_documents rows linked to it), and the files the family uploads on a step
 * that asks them for some.
 */

/** The worker's document a step usually produces, preselected when staff add one from the step. */
export const STEP_DOCUMENT_KIND: Partial<Record<TProcessStepKind, Exclude<TDocumentKind, 'passport'>>> = {
  contract: 'labourContract',
  entryPermit: 'visa',
  changeOfStatus: 'visa',
  medical: 'medical',
  biometrics: 'emiratesId',
  insurance: 'insurance',
  residenceVisa: 'visa',
};

/** A worker's document as a step lists it: the documents module's, with the step it is attached to. */
export const ZStepDocumentSchema = ZWorkerDocumentSchema.extend({ processStepId: z.number().int() });
export type TStepDocument = z.infer<typeof ZStepDocumentSchema>;

/** A file the family uploaded on a step, as staff see it; the bytes come from its download route. */
export const ZFamilyFileSchema = z.object({
  /** The step's file, or the client's document when the paper was given on her profile. */
  id: z.number().int(),
  source: z.enum(['step', 'profile']),
  /** The family's account: a paper from the profile downloads through the client's documents. */
  clientId: z.number().int().nullable(),
  stepId: z.number().int(),
  kind: z.enum(FAMILY_ASK_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type TFamilyFile = z.infer<typeof ZFamilyFileSchema>;

export const ZFamilyFileParamsSchema = z.strictObject({ id: ZUrlIdSchema, fileId: ZUrlIdSchema });
/** The family's order and the step of its process. */
export const ZFamilyStepParamsSchema = z.strictObject({ id: ZUrlIdSchema, stepId: ZUrlIdSchema });
export const ZFamilyUploadQuerySchema = z.strictObject({ kind: z.enum(FAMILY_ASK_KINDS, { error: 'validation.documentKindInvalid' }) });
