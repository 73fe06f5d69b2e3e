import { z } from './zod.js';
import { ORDER_ACTIONS, ORDER_STATUSES, PACKAGES } from '../constants.js';
import { ZLaborCardSchema } from './labors.js';
import { ID_MAX, requiredText, zId, ZIdSchema, ZIsoDateSchema, ZListSortSchema, ZUrlIdSchema } from './common.js';
import { isHttpsUrl } from '../links.js';
import { ZPlacementSchema } from './placements.js';
import { CONTRACT_MONTHS, GUARANTEE_TERM_LIMITS, PROBATION_MONTHS, REFUND_DUE_DAYS } from '../guarantee.js';
import { LEDGER_METHODS, ZInvoiceBuyerSchema, ZInvoiceSellerSchema } from './payments.js';

export type TOrderStatus = (typeof ORDER_STATUSES)[number];

const text = (max: number) => z.string().trim().max(max);

// ---------------------------------------------------------------- packages

export const ZPackageSchema = z.object({
  kind: z.enum(PACKAGES),
  name: z.string(),
  nameAr: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  /** Main: the one-time contract fee. Monthly: the price of one month. */
  priceAed: z.number().int(),
  /** Monthly only: the shortest contract, paid up front. */
  minMonths: z.number().int().nullable(),
  includes: z.array(z.string()),
  includesAr: z.array(z.string()),
  isActive: z.boolean(),
  /** The guarantee's terms a new placement starts with (decision 026): the full-refund window and the contract in months, the days to pay a refund. */
  fullRefundMonths: z.number().int(),
  contractMonths: z.number().int(),
  refundDueDays: z.number().int(),
});
export type TPackage = z.infer<typeof ZPackageSchema>;

export const ZPackageParamsSchema = z.strictObject({ kind: z.enum(PACKAGES) });

export const ZPackageInputSchema = z
  .strictObject({
    name: requiredText('validation.nameRequired', 100),
    nameAr: requiredText('validation.nameArRequired', 100),
    description: requiredText('validation.descriptionRequired', 2000),
    descriptionAr: requiredText('validation.descriptionArRequired', 2000),
    priceAed: z
      .number({ error: 'validation.priceRequired' })
      .int('validation.priceRange')
      .min(1, 'validation.priceRange')
      .max(1_000_000, 'validation.priceRange'),
    minMonths: z.number().int().min(1, 'validation.minMonthsRange').max(36, 'validation.minMonthsRange').nullable().default(null),
    includes: z.array(requiredText('validation.includeRequired', 200)).max(20).default([]),
    includesAr: z.array(requiredText('validation.includeRequired', 200)).max(20).default([]),
    isActive: z.boolean().default(true),
    fullRefundMonths: z
      .number({ error: 'validation.fullRefundMonthsRange' })
      .int('validation.fullRefundMonthsRange')
      .min(GUARANTEE_TERM_LIMITS.fullRefundMonths.min, 'validation.fullRefundMonthsRange')
      .max(GUARANTEE_TERM_LIMITS.contractMonths.max, 'validation.fullRefundMonthsRange')
      .default(PROBATION_MONTHS),
    contractMonths: z
      .number({ error: 'validation.contractMonthsRange' })
      .int('validation.contractMonthsRange')
      .min(GUARANTEE_TERM_LIMITS.contractMonths.min, 'validation.contractMonthsRange')
      .max(GUARANTEE_TERM_LIMITS.contractMonths.max, 'validation.contractMonthsRange')
      .default(CONTRACT_MONTHS),
    refundDueDays: z
      .number({ error: 'validation.refundDueDaysRange' })
      .int('validation.refundDueDaysRange')
      .min(GUARANTEE_TERM_LIMITS.refundDueDays.min, 'validation.refundDueDaysRange')
      .max(GUARANTEE_TERM_LIMITS.refundDueDays.max, 'validation.refundDueDaysRange')
      .default(REFUND_DUE_DAYS),
  })
  .refine((input) => input.fullRefundMonths <= input.contractMonths, { error: 'validation.fullRefundOverContract', path: ['fullRefundMonths'] });
export type TPackageInput = z.infer<typeof ZPackageInputSchema>;

// ---------------------------------------------------------------- orders

/** Whether an interview took place: held, or the client did not come or join (a no-show). */
export const INTERVIEW_OUTCOMES = ['held', 'noShow'] as const;
export type TInterviewOutcome = (typeof INTERVIEW_OUTCOMES)[number];
export const ZInterviewOutcomeInputSchema = z.strictObject({ outcome: z.enum(INTERVIEW_OUTCOMES, { error: 'validation.interviewOutcome' }) });
/** The order's history names each outcome as its own step. */
export const OUTCOME_EVENT = { held: 'interviewHeld', noShow: 'interviewNoShow' } as const satisfies Record<TInterviewOutcome, string>;
export const INTERVIEW_TYPES = ['online', 'office'] as const;
export const PAYMENT_METHODS = ['office', 'bankTransfer'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const ORDER_ACTORS = ['client', 'admin', 'system'] as const;

export const ZOrderRequestSchema = z.strictObject({
  laborId: zId({ error: 'validation.laborRequired' }, 'validation.laborRequired'),
  package: z.enum(PACKAGES, { error: 'validation.packageRequired' }),
  /** A replacement under the guarantee of this (ended) placement of hers: no new fee, the package is the original's. */
  replacesPlacementId: ZIdSchema.nullable().default(null),
});
export type TOrderRequest = z.infer<typeof ZOrderRequestSchema>;

/** A counter in an `integer` column, bounded as ids are. */
const version = z.number({ error: 'validation.versionRequired' }).int().min(1).max(ID_MAX, 'validation.invalid');
const note = text(1000).default('');

const interviewFields = {
  action: z.literal('setInterview'),
  /** ISO date-time with offset, e.g. 2026-12-01T10:00:00+04:00. */
  interviewAt: z.iso.datetime({ offset: true, error: 'validation.interviewAtRequired' }),
  interviewType: z.enum(INTERVIEW_TYPES, { error: 'validation.interviewTypeRequired' }),
  meetingLink: z.string({ error: 'validation.meetingLinkInvalid' }).max(500).refine(isHttpsUrl, 'validation.meetingLinkInvalid').nullable(),
  branchId: ZIdSchema.nullable(),
};

type TInterviewPlace = { interviewType: (typeof INTERVIEW_TYPES)[number]; meetingLink: string | null; branchId: number | null };
/** An interview online has its link, one in the office its branch. */
const withInterviewPlace = <T extends z.ZodType<TInterviewPlace>>(schema: T) =>
  schema
    .refine((input) => input.interviewType !== 'online' || input.meetingLink, { error: 'validation.meetingLinkRequired', path: ['meetingLink'] })
    .refine((input) => input.interviewType !== 'office' || input.branchId, { error: 'validation.branchRequired', path: ['branchId'] });

export const ZSetInterviewSchema = withInterviewPlace(
  z.strictObject({
    ...interviewFields,
    meetingLink: interviewFields.meetingLink.default(null),
    branchId: interviewFields.branchId.default(null),
    version,
    note,
  }),
);

/** What the interview form sends: the order's version is added when sending, and it takes no note. */
export const ZInterviewInputSchema = withInterviewPlace(z.strictObject(interviewFields));

/** 2026-12-01T10:00, as the agency reads the time in the UAE, becomes 2026-12-01T10:00:00+04:00. */
export const uaeDateTime = (local: string) => (local ? `${local}:00+04:00` : '');

/**
 * The interview form as filled in: the time as the UAE reads it, a link only for an interview
 * online, a branch only for one in the office; checked as what it sends.
 */
export const ZInterviewFormSchema = z
  .object({ interviewAt: z.string(), interviewType: z.enum(INTERVIEW_TYPES), meetingLink: z.string(), branchId: z.string() })
  .transform(({ interviewAt, interviewType, meetingLink, branchId }) => ({
    action: 'setInterview' as const,
    interviewAt: uaeDateTime(interviewAt),
    interviewType,
    meetingLink: interviewType === 'online' ? meetingLink.trim() || null : null,
    branchId: interviewType === 'office' ? Number(branchId) || null : null,
  }))
  .pipe(ZInterviewInputSchema);

const paymentFields = {
  action: z.literal('choosePayment'),
  method: z.enum(PAYMENT_METHODS, { error: 'validation.paymentMethodRequired' }),
  reference: text(100),
};
/** A transfer is told apart by its reference. */
const withTransferReference = <T extends z.ZodType<{ method: TPaymentMethod; reference: string }>>(schema: T) =>
  schema.refine((input) => input.method !== 'bankTransfer' || input.reference.length > 0, {
    error: 'validation.transferReferenceRequired',
    path: ['reference'],
  });

export const ZChoosePaymentSchema = withTransferReference(z.strictObject({ ...paymentFields, reference: paymentFields.reference.default(''), version }));

/** The payment form as filled in: a reference is sent only with a bank transfer. */
export const ZPaymentFormSchema = z
  .object({ method: z.enum(PAYMENT_METHODS, { error: 'validation.paymentMethodRequired' }), reference: z.string() })
  .transform(({ method, reference }) => ({ action: 'choosePayment' as const, method, reference: method === 'bankTransfer' ? reference : '' }))
  .pipe(withTransferReference(z.strictObject(paymentFields)));

/** The actions taken with a confirmation and nothing but a note (closing ones ask for it). */
export const NOTED_ACTIONS = ['approve', 'decline', 'reject', 'cancel', 'confirmPayment', 'deliver'] as const;
export type TNotedAction = (typeof NOTED_ACTIONS)[number];
/** The note of a confirmed action, kept by the history and the e-mail. */
export const ZActionNoteSchema = z.strictObject({ note });

const simpleAction = <T extends TNotedAction>(action: T) => z.strictObject({ action: z.literal(action), version, note });

/**
 * Hire: the invoice must be paid in full. `payment` records the balance received now (the client
 * paid at the desk); `override` hires with a balance still due (managers only, written to the audit trail).
 */
export const ZConfirmPaymentSchema = z.strictObject({
  action: z.literal('confirmPayment'),
  version,
  note,
  payment: z
    .strictObject({
      method: z.enum(['cash', 'card', 'bankTransfer', 'cheque'], { error: 'validation.paymentMethodRequired' }),
      reference: text(100).default(''),
    })
    .nullable()
    .default(null),
  override: z.boolean().default(false),
});

/**
 * Delivery: the day the worker was handed over to the family (a UAE day, today when not given); her
 * placement's probation, contract end and refund deadline count from it.
 */
export const ZDeliverSchema = z.strictObject({ action: z.literal('deliver'), version, note, deliveredOn: ZIsoDateSchema.optional() });

/** Every change of an order goes through one call with one of these bodies. */
export const ZOrderTransitionSchema = z.discriminatedUnion(
  'action',
  [
    ZSetInterviewSchema,
    ZChoosePaymentSchema,
    simpleAction('approve'),
    simpleAction('decline'),
    simpleAction('reject'),
    simpleAction('cancel'),
    ZConfirmPaymentSchema,
    ZDeliverSchema,
  ],
  { error: 'validation.actionUnknown' },
);
export type TOrderTransition = z.infer<typeof ZOrderTransitionSchema>;
type TDistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** What a form or a caller fills in; the order's current version is added when sending. */
export type TOrderTransitionBody = TDistributiveOmit<z.input<typeof ZOrderTransitionSchema>, 'version'>;

const ZOrderLaborSchema = ZLaborCardSchema;

export const ZOrderSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  package: z.enum(PACKAGES),
  createdAt: z.string(),
  interviewAt: z.string().nullable(),
  /** What the order costs with VAT: its invoice's total, or before the invoice the package's. */
  totalAed: z.number(),
  labor: ZOrderLaborSchema.pick({ id: true, code: true, name: true, nameAr: true, thumbnail: true }),
  /** Back-office answers only. */
  client: z.object({ id: z.number().int(), userName: z.string() }).optional(),
});
export type TOrderSummary = z.infer<typeof ZOrderSummarySchema>;

export const ZOrderHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.enum([...ORDER_ACTIONS, 'request', 'requestOnBehalf', 'autoCancel', 'interviewHeld', 'interviewNoShow']),
  actor: z.enum(ORDER_ACTORS),
  actorName: z.string().nullable(),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  note: z.string(),
});
export type TOrderHistoryEntry = z.infer<typeof ZOrderHistoryEntrySchema>;

const ZBilingualName = z.object({ name: z.string(), nameAr: z.string() });

/** A UAE tax invoice: who issues it (with its TRN), to whom, for what, and whether it still stands. */
export const ZInvoiceSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  /** Money received on it, and the totals of the credit notes that reversed it (an order closed after it was issued). */
  paidAed: z.number(),
  creditedAed: z.number(),
  /** The credit notes that reversed it, by number. */
  creditNotes: z.array(z.string()),
  /** As written on the invoice when it was issued: later edits of the profile or settings change nothing. */
  seller: ZInvoiceSellerSchema,
  buyer: ZInvoiceBuyerSchema,
  line: z.object({ package: ZBilingualName, months: z.number().int().nullable(), labor: ZBilingualName.extend({ code: z.string() }) }),
  description: z.string(),
  descriptionAr: z.string(),
  /** Amounts in AED with two decimals. */
  subtotalAed: z.number(),
  vatRate: z.number(),
  vatAed: z.number(),
  totalAed: z.number(),
});
export type TInvoice = z.infer<typeof ZInvoiceSchema>;

export const ZOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  version: z.number().int(),
  createdAt: z.string(),
  package: ZPackageSchema.pick({ kind: true, name: true, nameAr: true }),
  priceAed: z.number().int(),
  months: z.number().int().nullable(),
  labor: ZOrderLaborSchema,
  interview: z
    .object({
      at: z.string(),
      /** upcoming: still ahead; past: it took place; canceled: the order closed before it took place. */
      state: z.enum(['upcoming', 'past', 'canceled']),
      type: z.enum(INTERVIEW_TYPES),
      meetingLink: z.string().nullable(),
      branch: z.object({ id: z.number().int(), name: z.string(), nameAr: z.string(), address: z.string(), addressAr: z.string() }).nullable(),
      /** Back-office answers only: whether it took place as staff recorded it, and whether they may record it now. */
      outcome: z
        .object({ value: z.enum(INTERVIEW_OUTCOMES), setAt: z.string() })
        .nullable()
        .optional(),
      outcomeOpen: z.boolean().optional(),
    })
    .nullable(),
  approvedAt: z.string().nullable(),
  invoice: ZInvoiceSchema.nullable(),
  payment: z.object({ method: z.enum(PAYMENT_METHODS), reference: z.string(), chosenAt: z.string(), confirmedAt: z.string().nullable() }).nullable(),
  history: z.array(ZOrderHistoryEntrySchema),
  /** What the one asking may do now. */
  actions: z.array(z.enum(ORDER_ACTIONS)),
  /** Back-office answers only. */
  client: z.object({ id: z.number().int(), userName: z.string(), email: z.string(), phoneNumber: z.string() }).optional(),
  /** Back-office answers only: how the order was actually paid, from the ledger (payments received, by method). */
  received: z.array(z.object({ method: z.enum(LEDGER_METHODS), amountAed: z.number() })).optional(),
  /** Back-office answers only: the other open orders for this worker, which a hire here cancels. */
  otherOpenOrders: z.number().int().optional(),
  /** Back-office answers only: what a hire here issues for those orders (credit notes reversing their invoices, refunds of what was received). */
  othersClosingCredit: z.object({ orders: z.number().int(), creditAed: z.number(), refundAed: z.number(), refundDueOn: z.string() }).nullable().optional(),
  /** The family named this worker (no refund is due on a return). */
  namedByClient: z.boolean(),
  /** What is still to pay on the order's invoices, in AED (0 when none is issued). */
  balanceAed: z.number(),
  /**
   * What closing the order now would issue (cancel, reject, decline): a credit note reversing its
   * invoice, and the refund of what was received on it with its due date. Null without an invoice to reverse.
   */
  closingCredit: z.object({ invoiceNumber: z.string(), creditAed: z.number(), refundAed: z.number(), refundDueOn: z.string() }).nullable(),
  /** A replacement order: the placement whose guarantee it uses, and that placement's order. */
  replaces: z.object({ placementId: z.number().int(), orderId: z.number().int(), orderNumber: z.string() }).nullable(),
  /** The placement a delivery started. */
  placement: ZPlacementSchema.nullable(),
});
export type TOrder = z.infer<typeof ZOrderSchema>;

const listPaging = {
  sort: ZListSortSchema('orders'),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

export const ZClientOrderQuerySchema = z.strictObject({
  search: z.string().trim().max(50).optional(),
  /** The client's own orders for one worker (the worker page says when one is open). */
  laborId: ZUrlIdSchema.optional(),
  ...listPaging,
});
export type TClientOrderQuery = z.infer<typeof ZClientOrderQuerySchema>;

export const ZAdminOrderQuerySchema = z.strictObject({
  search: z.string().trim().max(50).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  package: z.enum(PACKAGES).optional(),
  clientId: ZUrlIdSchema.optional(),
  laborId: ZUrlIdSchema.optional(),
  ...listPaging,
});
export type TAdminOrderQuery = z.infer<typeof ZAdminOrderQuerySchema>;

export const ZOrderStatusCountsSchema = z.record(z.enum(ORDER_STATUSES), z.number().int());
export type TOrderStatusCounts = z.infer<typeof ZOrderStatusCountsSchema>;
