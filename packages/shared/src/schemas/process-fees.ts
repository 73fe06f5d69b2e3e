import { z } from './zod.js';
import { ZIsoDateSchema, ZUrlIdSchema, optionalText, requiredText, zId } from './common.js';
import { RECORDED_METHODS, ZAmountAedSchema } from './payments.js';
import { DISBURSEMENT_LINE_KINDS, type TStatementLineKind } from './statement.js';

/**
 * Government fees paid during the visa process (issue 34, docs/decisions/033): disbursements, not the
 * agency's supply. The agency pays them on the family's behalf and bills them at cost on a
 * disbursement note (DSB-), outside VAT; or the family pays them herself and they are only recorded.
 */
export const DISBURSEMENT_PAYERS = ['agency', 'family'] as const;
export type TDisbursementPayer = (typeof DISBURSEMENT_PAYERS)[number];

/** How the family pays billed fees back: as staff record any payment by hand. */
export const DISBURSEMENT_PAYMENT_METHODS = RECORDED_METHODS;

export const ZProcessDisbursementParamsSchema = z.strictObject({ id: ZUrlIdSchema, disbursementId: ZUrlIdSchema });

/** The accountant records a fee on a step; the receipt's scan follows as an upload. */
export const ZRecordDisbursementSchema = z.strictObject({
  stepId: zId({ error: 'processFees.stepRequired' }, 'processFees.stepRequired'),
  amountAed: ZAmountAedSchema,
  description: requiredText('processFees.descriptionRequired', 200),
  /** The UAE day the fee was paid (not after today). */
  paidOn: ZIsoDateSchema,
  paidBy: z.enum(DISBURSEMENT_PAYERS, { error: 'processFees.paidByRequired' }),
});
export type TRecordDisbursement = z.infer<typeof ZRecordDisbursementSchema>;

/** The family paying billed fees back: a receipt of its own (DRC-). */
export const ZRecordDisbursementPaymentSchema = z.strictObject({
  amountAed: ZAmountAedSchema,
  method: z.enum(DISBURSEMENT_PAYMENT_METHODS, { error: 'validation.paymentMethodRequired' }),
  reference: optionalText(100),
  receivedOn: ZIsoDateSchema,
  note: optionalText(500),
});
export type TRecordDisbursementPayment = z.infer<typeof ZRecordDisbursementPaymentSchema>;

export const ZDisbursementSchema = z.object({
  id: z.number().int(),
  processId: z.number().int(),
  step: z.object({ id: z.number().int(), nameEn: z.string(), nameAr: z.string() }),
  amountAed: z.number(),
  description: z.string(),
  paidOn: z.string(),
  paidBy: z.enum(DISBURSEMENT_PAYERS),
  /** The receipt's scan, when one was attached (download from its own route). */
  receipt: z.object({ fileName: z.string(), size: z.number().int() }).nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
  /** The disbursement note it was billed on (DSB-…), once billed. */
  billNumber: z.string().nullable(),
  billedAt: z.string().nullable(),
});
export type TDisbursement = z.infer<typeof ZDisbursementSchema>;

export const ZDisbursementPaymentSchema = z.object({
  id: z.number().int(),
  amountAed: z.number(),
  method: z.enum(DISBURSEMENT_PAYMENT_METHODS),
  reference: z.string(),
  receivedOn: z.string(),
  documentNumber: z.string(),
  note: z.string(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
});
export type TDisbursementPayment = z.infer<typeof ZDisbursementPaymentSchema>;

/** A process's government fees: each fee, the family's payments of billed ones, and what they add up to. */
export const ZProcessFeesSchema = z.object({
  processId: z.number().int(),
  /** The order's number when the process has one: billing needs the order's family. */
  orderNumber: z.string().nullable(),
  canBill: z.boolean(),
  items: z.array(ZDisbursementSchema),
  payments: z.array(ZDisbursementPaymentSchema),
  totals: z.object({
    /** Paid by the agency and not billed yet. */
    unbilledAed: z.number(),
    billedAed: z.number(),
    paidBackAed: z.number(),
    /** Billed less paid back: what the family still owes for government fees. */
    owedAed: z.number(),
    /** Paid by the family herself: recorded only. */
    paidByFamilyAed: z.number(),
  }),
});
export type TProcessFees = z.infer<typeof ZProcessFeesSchema>;

/** A statement line's label: government fees are named from this feature's catalogue ("… paid on your behalf (no VAT)"). */
export const statementKindKey = (kind: TStatementLineKind, short = false) =>
  (DISBURSEMENT_LINE_KINDS as readonly string[]).includes(kind) ? `processFees.statement.${short ? 'short.' : ''}${kind}` : `statement.kind.${kind}`;

/** Whether a statement line is a government fee or its payment (outside VAT, decision 033). */
export const isDisbursementLine = (kind: TStatementLineKind) => (DISBURSEMENT_LINE_KINDS as readonly string[]).includes(kind);
