import { z } from './zod.js';

/**
 * A client's statement of account (issue 31, decision 026): every tax invoice, tax credit note,
 * payment and refund of her orders, oldest first, with a running balance. The balance is what she
 * owes the agency: an invoice and a refund paid out to her raise it, a payment and a credit note
 * lower it; below zero the agency owes her.
 */
export const STATEMENT_LINE_KINDS = ['invoice', 'creditNote', 'payment', 'refund', 'void', 'disbursement', 'disbursementPayment'] as const;
/** Government fees billed at cost (DSB-) and paid back (DRC-): outside VAT, apart from the agency's fee (decision 033). */
export const DISBURSEMENT_LINE_KINDS = ['disbursement', 'disbursementPayment'] as const satisfies readonly TStatementLineKind[];
export type TStatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

export const STATEMENT_LANGUAGES = ['en', 'ar'] as const;
export type TStatementLanguage = (typeof STATEMENT_LANGUAGES)[number];

export const ZStatementLineSchema = z.object({
  /** The UAE day: a document's issue, the day the money moved, or the day a closed order voided what was left to pay. */
  date: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  /** INV-, CN-, RCT- or RFD- and its number; for a void, the invoice's; DSB- or DRC- for government fees. */
  documentNumber: z.string(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  /** The document it refers to: a credit note's invoice, a payment's invoice, a refund's credit note; a government fee's description. */
  reference: z.string(),
  /** Amounts in AED with two decimals: what raises the balance (debit) and what lowers it (credit). */
  debitAed: z.number(),
  creditAed: z.number(),
  balanceAed: z.number(),
});
export type TStatementLine = z.infer<typeof ZStatementLineSchema>;

export const ZStatementSchema = z.object({
  client: z.object({ id: z.number().int(), name: z.string(), nameAr: z.string(), userName: z.string(), email: z.string(), phoneNumber: z.string() }),
  seller: z.object({ legalName: z.string(), legalNameAr: z.string(), address: z.string(), addressAr: z.string(), trn: z.string() }),
  /** The UAE day it was drawn up. */
  asOf: z.string(),
  lines: z.array(ZStatementLineSchema),
  totals: z.object({ debitAed: z.number(), creditAed: z.number(), balanceAed: z.number() }),
});
export type TStatement = z.infer<typeof ZStatementSchema>;

export const ZStatementPdfQuerySchema = z.strictObject({
  lang: z.enum(STATEMENT_LANGUAGES, { error: 'validation.statementLanguageInvalid' }).default('en'),
});
