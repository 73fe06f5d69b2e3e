import { z } from './zod.js';
import { PACKAGES } from '../constants.js';
import { optionalText, ZIsoDateSchema, ZUrlIdSchema } from './common.js';

/** How money came in or went out: at the office in cash or by card, by transfer, by cheque, or a card gateway later. */
export const LEDGER_METHODS = ['cash', 'card', 'bankTransfer', 'cheque', 'gateway'] as const;
export type TLedgerMethod = (typeof LEDGER_METHODS)[number];
/** The methods staff record by hand (the gateway records its own). */
export const RECORDED_METHODS = ['cash', 'card', 'bankTransfer', 'cheque'] as const;
export const LEDGER_KINDS = ['payment', 'refund'] as const;
export type TLedgerKind = (typeof LEDGER_KINDS)[number];
/** A tax invoice, or a tax credit note that reverses part or all of one. */
export const INVOICE_KINDS = ['invoice', 'creditNote'] as const;
export type TInvoiceKind = (typeof INVOICE_KINDS)[number];
/**
 * Where a document stands. An invoice: paid, partly paid, unpaid, or credited (credit notes reversed all
 * of it: an issued invoice is never void). A credit note: its refund paid, due, or nothing to refund (credited).
 */
export const INVOICE_STATES = ['paid', 'partlyPaid', 'unpaid', 'credited', 'refunded', 'refundDue'] as const;
/** Days from an order's closing to the refund of what was received on it: the regulations' two weeks. */
export const CLOSING_REFUND_DAYS = 14;
export type TInvoiceState = (typeof INVOICE_STATES)[number];

/** An amount typed in AED: more than zero, at most two decimals. */
export const ZAmountAedSchema = z
  .number({ error: 'validation.amountRequired' })
  .positive('validation.amountRange')
  .max(10_000_000, 'validation.amountRange')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'validation.amountDecimals');

export const ZLedgerEntrySchema = z.object({
  id: z.number().int(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed: a payment adds, a refund takes away. */
  amountAed: z.number(),
  method: z.enum(LEDGER_METHODS),
  reference: z.string(),
  /** The day the money moved (UAE), YYYY-MM-DD. */
  receivedOn: z.string(),
  /** RCT-2026-000001 for a payment's receipt, RFD-2026-000001 for a refund's voucher. */
  documentNumber: z.string(),
  creditNoteNumber: z.string().nullable(),
  hasAttachment: z.boolean(),
  note: z.string(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntrySchema>;

/** The agency as a document names it, with its TRN, in both languages. */
export const ZInvoiceSellerSchema = z.object({ legalName: z.string(), legalNameAr: z.string(), address: z.string(), addressAr: z.string(), trn: z.string() });
/** The client as a document names her: her full legal name (Arabic too when given), address and phone as she wrote them. */
export const ZInvoiceBuyerSchema = z.object({
  name: z.string(),
  nameAr: z.string(),
  address: z.string(),
  /** An emirate key (dubai, abuDhabi...), or null. */
  emirate: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string(),
});
export type TInvoiceBuyer = z.infer<typeof ZInvoiceBuyerSchema>;

export const ZFinanceInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issuedAt: z.string(),
  /** A credit note names the invoice it reverses. */
  originalInvoiceNumber: z.string().nullable(),
  /** What the line is for: the package (and months), a Monthly renewal's period, or a refund's reason. */
  description: z.string(),
  descriptionAr: z.string(),
  months: z.number().int().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  subtotalAed: z.number(),
  vatRate: z.number(),
  vatAed: z.number(),
  totalAed: z.number(),
  /** Invoice: paid so far less refunds. Credit note: refunded so far. */
  settledAed: z.number(),
  /** What is still to pay (invoice) or to refund (credit note). */
  balanceAed: z.number(),
  /** Invoice: money received on it (its payments). Credit note: 0. */
  paidAed: z.number(),
  /** Refunds paid out: on an invoice, against all its credit notes; on a credit note, against it. */
  refundedAed: z.number(),
  /** Invoice: the totals of the credit notes that reverse it. Credit note: its own total. */
  creditedAed: z.number(),
  /** Credit note: what it owes back (what had been received), and by when; null on an invoice. */
  refundAed: z.number().nullable(),
  refundDueOn: z.string().nullable(),
  state: z.enum(INVOICE_STATES),
  /** The parties as written on the document when it was issued. */
  seller: ZInvoiceSellerSchema,
  buyer: ZInvoiceBuyerSchema,
  entries: z.array(ZLedgerEntrySchema),
});
export type TFinanceInvoice = z.infer<typeof ZFinanceInvoiceSchema>;

/**
 * Proofs of transfer an order, and a client over all her orders, may hold (issue 31): a few slips
 * per payment are plenty, and nobody can fill the agency's disk with them. Each file is 5 MB at most.
 */
export const PROOF_LIMITS = {
  perOrder: { count: 10, megabytes: 25 },
  perClient: { count: 40, megabytes: 100 },
} as const;

/** A file the client sent as proof of a bank transfer. */
export const ZPaymentProofSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type TPaymentProof = z.infer<typeof ZPaymentProofSchema>;

/** An order's money: its invoices and credit notes with their ledger, and the client's proofs of transfer. */
export const ZOrderFinanceSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  /** As the order's first invoice names them (today's details before any invoice). */
  seller: ZInvoiceSellerSchema,
  buyer: ZInvoiceBuyerSchema,
  invoices: z.array(ZFinanceInvoiceSchema),
  proofs: z.array(ZPaymentProofSchema),
  /** Everything still to pay on the order's invoices. */
  balanceAed: z.number(),
});
export type TOrderFinance = z.infer<typeof ZOrderFinanceSchema>;

/** Staff record money received against an invoice. */
export const ZRecordPaymentSchema = z.strictObject({
  amountAed: ZAmountAedSchema,
  method: z.enum(RECORDED_METHODS, { error: 'validation.paymentMethodRequired' }),
  reference: optionalText(100),
  receivedOn: ZIsoDateSchema,
  note: optionalText(500),
  /** A scan of the receipt or slip, uploaded first (payments.attachment). */
  attachment: z.string().trim().max(100).nullable().default(null),
});
export type TRecordPayment = z.infer<typeof ZRecordPaymentSchema>;

/** Staff record a refund paid out against a credit note (its amount by default: the rest to refund). */
export const ZRecordRefundSchema = z.strictObject({
  amountAed: ZAmountAedSchema.optional(),
  method: z.enum(RECORDED_METHODS, { error: 'validation.paymentMethodRequired' }),
  reference: optionalText(100),
  receivedOn: ZIsoDateSchema,
  note: optionalText(500),
});
export type TRecordRefund = z.infer<typeof ZRecordRefundSchema>;

export const ZPaymentListItemSchema = ZLedgerEntrySchema.extend({
  orderId: z.number().int(),
  orderNumber: z.string(),
  client: z.object({ id: z.number().int(), userName: z.string() }),
});
export type TPaymentListItem = z.infer<typeof ZPaymentListItemSchema>;

const listPaging = {
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};
const dateRange = { from: ZIsoDateSchema.optional(), to: ZIsoDateSchema.optional() };

export const ZPaymentQuerySchema = z.strictObject({
  search: z.string().trim().max(50).optional(),
  kind: z.enum(LEDGER_KINDS).optional(),
  method: z.enum(LEDGER_METHODS).optional(),
  ...dateRange,
  ...listPaging,
});
export type TPaymentQuery = z.infer<typeof ZPaymentQuerySchema>;

export const ZInvoiceListItemSchema = ZFinanceInvoiceSchema.omit({ entries: true, seller: true, buyer: true }).extend({
  orderId: z.number().int(),
  orderNumber: z.string(),
  package: z.enum(PACKAGES),
  client: z.object({ id: z.number().int(), userName: z.string() }),
});
export type TInvoiceListItem = z.infer<typeof ZInvoiceListItemSchema>;

export const ZInvoiceQuerySchema = z.strictObject({
  search: z.string().trim().max(50).optional(),
  kind: z.enum(INVOICE_KINDS).optional(),
  state: z.enum(INVOICE_STATES).optional(),
  clientId: ZUrlIdSchema.optional(),
  ...dateRange,
  ...listPaging,
});
export type TInvoiceQuery = z.infer<typeof ZInvoiceQuerySchema>;

/** The money figures of the dashboard, in AED; refunds due and renewals due listed with their dates. */
/** The money figures (revenue, money due, refunds due) are null for a role without orders.finance. */
export const ZFinanceDashboardSchema = z.object({
  revenueThisMonthAed: z.number().nullable(),
  moneyDueAed: z.number().nullable(),
  refundsDue: z
    .array(
      z.object({
        /** A guarantee's refund names its placement; a closed order's has none. */
        placementId: z.number().int().nullable(),
        orderId: z.number().int(),
        orderNumber: z.string(),
        creditNoteNumber: z.string(),
        clientName: z.string(),
        amountAed: z.number(),
        dueOn: z.string(),
      }),
    )
    .nullable(),
  renewalsDue: z.array(
    z.object({ placementId: z.number().int(), orderId: z.number().int(), orderNumber: z.string(), clientName: z.string(), paidUntil: z.string() }),
  ),
  endingSoon: z.array(
    z.object({
      placementId: z.number().int(),
      orderNumber: z.string(),
      labor: z.object({ name: z.string(), nameAr: z.string(), code: z.string() }),
      endsOn: z.string(),
    }),
  ),
});
export type TFinanceDashboard = z.infer<typeof ZFinanceDashboardSchema>;
