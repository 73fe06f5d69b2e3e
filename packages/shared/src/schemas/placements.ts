import { z } from './zod.js';
import { PACKAGES } from '../constants.js';
import { GUARANTEE_BASES, REMEDIES, RETURN_REASONS } from '../guarantee.js';
import { ID_MAX, optionalText, ZIsoDateSchema, ZUrlIdSchema } from './common.js';
import { ORDER_STATUSES } from '../constants.js';

/** A worker placed with a family: from delivery until it completes, she is returned or reported absent. */
export const PLACEMENT_STATUSES = ['active', 'ended'] as const;
export const PLACEMENT_END_KINDS = ['completed', 'returned', 'absent'] as const;
export type TPlacementEndKind = (typeof PLACEMENT_END_KINDS)[number];
/**
 * The placements list's filters (ISSUE 18): active, in probation, ending within 30 days, ended; and
 * ended with the replacement chosen but its order not yet opened (what Add Order offers for a client).
 */
export const PLACEMENT_FILTERS = ['active', 'probation', 'endingSoon', 'ended', 'replacementDue'] as const;
export type TPlacementFilter = (typeof PLACEMENT_FILTERS)[number];

/**
 * What can be done to a placement; the answer lists those the one asking may do now. `openReplacement`
 * is staff opening the no-fee replacement order for the family (POST /api/admin/orders with replacesPlacementId).
 */
export const PLACEMENT_ACTIONS = ['end', 'chooseRemedy', 'workerBack', 'renew', 'stop', 'resume', 'openReplacement'] as const;
export type TPlacementAction = (typeof PLACEMENT_ACTIONS)[number];

export const PLACEMENT_EVENTS = [
  'started',
  'completed',
  'returned',
  'absent',
  'remedyRefund',
  'remedyReplacement',
  'refundPaid',
  'workerBack',
  'renewed',
  'stopped',
  'resumed',
  'replacementOpened',
  'probationNotice',
  'renewalNotice',
] as const;
export type TPlacementEvent = (typeof PLACEMENT_EVENTS)[number];

const version = z.number({ error: 'validation.versionRequired' }).int().min(1).max(ID_MAX, 'validation.invalid');

export const ZGuaranteeOutcomeSchema = z.object({
  basis: z.enum(GUARANTEE_BASES),
  remedies: z.array(z.enum(REMEDIES)),
  refundAed: z.number(),
  /** Government fees refunded with the fee (a medically unfit worker within the full-refund window), outside VAT. */
  governmentFeesRefundAed: z.number(),
  feeAed: z.number(),
  inProbation: z.boolean(),
  contractDays: z.number().int(),
  remainingDays: z.number().int(),
  dueOn: z.string().nullable(),
  /** What it was computed from, as it stood that day: for a replacement, the first hire's contract and flag. */
  inputs: z.object({
    startDate: z.string(),
    probationEnd: z.string().nullable(),
    contractEnd: z.string().nullable(),
    endedOn: z.string(),
    reason: z.enum(RETURN_REASONS),
    namedByClient: z.boolean(),
    /** The days to pay it was computed with (30 for returns recorded before decision 026). */
    refundDueDays: z.number().int(),
    /** Government fees the family paid, as staff recorded them with the return (0 when none). */
    governmentFeesAed: z.number(),
  }),
});
export type TGuaranteeOutcomeView = z.infer<typeof ZGuaranteeOutcomeSchema>;

const ZPlacementLaborSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string(), nameAr: z.string(), thumbnail: z.string() });

export const ZPlacementSummarySchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: z.enum(PLACEMENT_STATUSES),
  package: z.enum(PACKAGES),
  labor: ZPlacementLaborSchema,
  /** Back-office answers only. */
  client: z.object({ id: z.number().int(), userName: z.string() }).optional(),
  startDate: z.string(),
  /** Main: six months after the start. Monthly: none. */
  probationEnd: z.string().nullable(),
  /** Main: the two-year recruitment contract's end. */
  contractEnd: z.string().nullable(),
  /** Monthly: the last day paid for. */
  paidUntil: z.string().nullable(),
  /** The day it ends as things stand: the contract's end, or for Monthly the paid period's. */
  endsOn: z.string().nullable(),
  inProbation: z.boolean(),
  endKind: z.enum(PLACEMENT_END_KINDS).nullable(),
  endedOn: z.string().nullable(),
});
export type TPlacementSummary = z.infer<typeof ZPlacementSummarySchema>;

export const ZPlacementSchema = ZPlacementSummarySchema.extend({
  version: z.number().int(),
  /** Monthly: the placement ends when the paid period does, and is not renewed. */
  stopAtPaidUntil: z.boolean(),
  monthlyPriceAed: z.number().int().nullable(),
  /** The guarantee's terms it started with, copied from its package (a replacement's from the placement it replaces). */
  terms: z.object({ fullRefundMonths: z.number().int().nullable(), contractMonths: z.number().int().nullable(), refundDueDays: z.number().int() }),
  /** This placement replaces an earlier one and keeps its guarantee. */
  replaces: z.object({ placementId: z.number().int(), orderId: z.number().int(), orderNumber: z.string() }).nullable(),
  end: z
    .object({
      kind: z.enum(PLACEMENT_END_KINDS),
      reason: z.enum(RETURN_REASONS).nullable(),
      endedOn: z.string(),
      reportedBy: z.enum(['client', 'staff', 'system']),
      note: z.string(),
      /** Staff confirmed she is back at the accommodation (or found, after an absence). */
      workerBackOn: z.string().nullable(),
    })
    .nullable(),
  /** What the guarantee gives for this return, computed when it was recorded and stored with its inputs. */
  guarantee: ZGuaranteeOutcomeSchema.nullable(),
  remedy: z.enum(REMEDIES).nullable(),
  refund: z
    .object({
      amountAed: z.number(),
      dueOn: z.string(),
      creditNoteNumber: z.string(),
      paidAed: z.number(),
      paidOn: z.string().nullable(),
      /** Government fees refunded on top of the credit note (outside VAT), due the same day. */
      governmentFeesAed: z.number(),
    })
    .nullable(),
  replacementOrder: z.object({ id: z.number().int(), number: z.string(), status: z.enum(ORDER_STATUSES) }).nullable(),
  timeline: z.array(
    z.object({
      at: z.string(),
      event: z.enum(PLACEMENT_EVENTS),
      actor: z.enum(['client', 'admin', 'system']),
      actorName: z.string().nullable(),
      note: z.string(),
    }),
  ),
  actions: z.array(z.enum(PLACEMENT_ACTIONS)),
});
export type TPlacement = z.infer<typeof ZPlacementSchema>;

export const ZPlacementQuerySchema = z.strictObject({
  filter: z.enum(PLACEMENT_FILTERS).optional(),
  package: z.enum(PACKAGES).optional(),
  /** Order number, worker name or code, client user name. */
  search: z.string().trim().max(50).optional(),
  clientId: ZUrlIdSchema.optional(),
  laborId: ZUrlIdSchema.optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TPlacementQuery = z.infer<typeof ZPlacementQuerySchema>;

/**
 * A placement ends: it completed, the family returned her (with the reason), or she is absent
 * (reported by the family or staff). `endedOn` is the day it happened, today by default.
 */
export const ZEndPlacementSchema = z
  .strictObject({
    kind: z.enum(PLACEMENT_END_KINDS, { error: 'validation.endKindRequired' }),
    reason: z.enum(RETURN_REASONS, { error: 'validation.returnReasonRequired' }).nullable().default(null),
    endedOn: ZIsoDateSchema.optional(),
    note: optionalText(1000),
    /** Government fees the family paid for this worker, in AED: refunded too where she was found medically unfit. */
    governmentFeesAed: z
      .number({ error: 'validation.governmentFeesRange' })
      .min(0, 'validation.governmentFeesRange')
      .max(100_000, 'validation.governmentFeesRange')
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'validation.amountDecimals')
      .default(0),
    version,
  })
  .refine((input) => input.kind !== 'returned' || input.reason, { error: 'validation.returnReasonRequired', path: ['reason'] });
export type TEndPlacement = z.infer<typeof ZEndPlacementSchema>;

/** What the client reports on her order: she returned the worker, or the worker is absent. */
export const ZClientEndPlacementSchema = z
  .strictObject({
    kind: z.enum(['returned', 'absent'], { error: 'validation.endKindRequired' }),
    reason: z.enum(RETURN_REASONS, { error: 'validation.returnReasonRequired' }).nullable().default(null),
    note: optionalText(1000),
    version,
  })
  .refine((input) => input.kind !== 'returned' || input.reason, { error: 'validation.returnReasonRequired', path: ['reason'] });
export type TClientEndPlacement = z.infer<typeof ZClientEndPlacementSchema>;

export const ZChooseRemedySchema = z.strictObject({ remedy: z.enum(REMEDIES, { error: 'validation.remedyRequired' }), version });
export type TChooseRemedy = z.infer<typeof ZChooseRemedySchema>;

export const ZRenewPlacementSchema = z.strictObject({
  months: z.number({ error: 'validation.monthsRequired' }).int('validation.monthsRange').min(1, 'validation.monthsRange').max(24, 'validation.monthsRange'),
  version,
});
export type TRenewPlacement = z.infer<typeof ZRenewPlacementSchema>;

export const ZPlacementStepSchema = z.strictObject({ version, note: optionalText(1000) });
export type TPlacementStep = z.infer<typeof ZPlacementStepSchema>;

/** Staff mark that the family named this worker (no refund is then due on a return). */
export const ZNamedByClientSchema = z.strictObject({ namedByClient: z.boolean({ error: 'validation.invalidType' }) });
