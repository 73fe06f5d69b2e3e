import { z } from './zod.js';
import { ORDER_ACTIONS, ORDER_STATUSES, PACKAGES } from '../constants.js';
import { ZLaborCardSchema } from './labors.js';
import { requiredText, ZListSortSchema, ZUrlIdSchema } from './common.js';
import { ZPlacementSchema } from './placements.js';
import { CONTRACT_MONTHS, GUARANTEE_TERM_LIMITS, PROBATION_MONTHS, REFUND_DUE_DAYS } from '../guarantee.js';
import { LEDGER_METHODS, ZInvoiceBuyerSchema, ZInvoiceSellerSchema } from './payments.js';

export type TOrderStatus = (typeof ORDER_STATUSES)[number];

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

// The bodies that make and change an order are in order-transitions.ts; what an order reads as follows.

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
