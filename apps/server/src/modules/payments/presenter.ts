import { translate, VAT_RATE, type TFinanceInvoice, type TInvoiceBuyer, type TInvoiceState, type TLedgerEntry, formatUaeDate, type TLocale } from '@app/shared';
import { balanceFils, type TInvoiceRow, type TParties } from '../invoices/invoices.js';
import type { TLedgerRow } from './ledger.js';

const aed = (fils: number) => fils / 100;

/** What a document's line says in each language: the reason is a catalogue key or staff's own words. */
export function describe(text: string): { en: string; ar: string } {
  const isKey = /^[a-z]+\.[A-Za-z.]+$/.test(text);
  return isKey ? { en: translate('en', text), ar: translate('ar', text) } : { en: text, ar: text };
}

export type TInvoiceContext = {
  invoice: TInvoiceRow;
  entries: Array<TLedgerRow & { invoiceNumber: string; creditNoteNumber: string | null; recordedByName: string | null }>;
  originalNumber: string | null;
  /** The order's fee line, for its own invoice: "Main package: Maria Santos (L-1001)". */
  feeLine: { en: string; ar: string };
  showRecorder: boolean;
  /** An invoice: the totals of the credit notes issued against it, which it no longer asks for. */
  creditedFils?: number;
};

export function presentEntry(entry: TInvoiceContext['entries'][number], showRecorder: boolean): TLedgerEntry {
  return {
    id: entry.id,
    invoiceId: entry.invoiceId,
    invoiceNumber: entry.invoiceNumber,
    kind: entry.kind,
    amountAed: aed(entry.amountFils),
    method: entry.method,
    reference: entry.reference,
    receivedOn: entry.receivedOn,
    documentNumber: entry.documentNumber,
    creditNoteNumber: entry.creditNoteNumber,
    hasAttachment: entry.attachment !== null,
    note: entry.note,
    recordedBy: showRecorder ? entry.recordedByName : null,
    recordedAt: entry.recordedAt.toISOString(),
  };
}

/**
 * Where a document stands from its own entries. An invoice asks for its total less its credit notes:
 * once credit notes reverse all of it, it is credited (never void: an issued invoice is not cancelled);
 * once a refund is paid out against one, the money kept still settles what is left. A credit note owes
 * back its refund (what had been received): refunded, due, or nothing to refund (credited).
 */
export function invoiceState(
  kind: TInvoiceRow['kind'],
  totalFils: number,
  settledFils: number,
  creditedFils = 0,
  refundFils: number | null = null,
): TInvoiceState {
  if (kind === 'creditNote') {
    const owedFils = refundFils ?? totalFils;
    if (owedFils <= 0) return 'credited';
    return settledFils >= owedFils ? 'refunded' : 'refundDue';
  }
  const askedFils = totalFils - creditedFils;
  if (askedFils <= 0) return 'credited';
  if (settledFils >= askedFils) return 'paid';
  return settledFils > 0 ? 'partlyPaid' : 'unpaid';
}

/** The parties written on a document when it was issued. */
export function partiesOfDocument(invoice: TParties): { seller: TFinanceInvoice['seller']; buyer: TInvoiceBuyer } {
  return {
    seller: {
      legalName: invoice.sellerLegalName,
      legalNameAr: invoice.sellerLegalNameAr,
      address: invoice.sellerAddress,
      addressAr: invoice.sellerAddressAr,
      trn: invoice.sellerTrn,
    },
    buyer: {
      name: invoice.buyerName,
      nameAr: invoice.buyerNameAr,
      address: invoice.buyerAddress,
      emirate: invoice.buyerEmirate,
      email: invoice.buyerEmail,
      phoneNumber: invoice.buyerPhone,
    },
  };
}

/** An order's fee line, for its own invoice: "Main package: Maria Santos (L-1001)", with its months when Monthly. */
export function feeLineOf(
  months: number | null,
  labor: { name: string; nameAr: string; code: string },
  packageName: { name: string; nameAr: string },
): { en: string; ar: string } {
  return {
    en: `${packageName.name}${months ? ` x ${months}` : ''}: ${labor.name} (${labor.code})`,
    ar: `${packageName.nameAr}${months ? ` × ${months}` : ''}: ${labor.nameAr || labor.name} (${labor.code})`,
  };
}

/** An invoice's line in words: the fee, a Monthly renewal's period, or a credit note's reason. */
function lineOf({ invoice, feeLine }: TInvoiceContext): { en: string; ar: string } {
  if (invoice.kind === 'creditNote') return describe(invoice.reason);
  if (invoice.periodStart && invoice.periodEnd) {
    const { periodStart, periodEnd } = invoice;
    const line = (locale: TLocale) =>
      translate(locale, 'payments.renewalLine', {
        months: invoice.months ?? 0,
        from: formatUaeDate(periodStart, locale),
        to: formatUaeDate(periodEnd, locale),
      });
    return { en: line('en'), ar: line('ar') };
  }
  return feeLine;
}

/**
 * An invoice or credit note with its ledger: an invoice is settled by its entries (payments less
 * refunds), a credit note by the refunds paid against it (entries that name it).
 */
export function presentFinanceInvoice(context: TInvoiceContext): TFinanceInvoice {
  const { invoice, entries } = context;
  const isCredit = invoice.kind === 'creditNote';
  const own = entries.filter((entry) => (isCredit ? entry.creditNoteId === invoice.id : entry.invoiceId === invoice.id));
  const settled = own.reduce((sum, entry) => sum + (isCredit ? -entry.amountFils : entry.amountFils), 0);
  const paid = isCredit ? 0 : own.reduce((sum, entry) => sum + (entry.kind === 'payment' ? entry.amountFils : 0), 0);
  const refunded = own.reduce((sum, entry) => sum + (entry.kind === 'refund' ? -entry.amountFils : 0), 0);
  const credited = isCredit ? invoice.totalFils : (context.creditedFils ?? 0);
  const refundFils = isCredit ? (invoice.refundFils ?? invoice.totalFils) : null;
  const state = invoiceState(invoice.kind, invoice.totalFils, settled, context.creditedFils, refundFils);
  const line = lineOf(context);
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    issuedAt: invoice.issuedAt.toISOString(),
    originalInvoiceNumber: context.originalNumber,
    description: line.en,
    descriptionAr: line.ar,
    months: invoice.months,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    subtotalAed: aed(invoice.subtotalFils),
    vatRate: VAT_RATE,
    vatAed: aed(invoice.vatFils),
    totalAed: aed(invoice.totalFils),
    settledAed: aed(settled),
    balanceAed: aed(balanceFils(invoice.kind, invoice.totalFils, settled, context.creditedFils, refundFils)),
    paidAed: aed(paid),
    refundedAed: aed(refunded),
    creditedAed: aed(credited),
    refundAed: refundFils === null ? null : aed(refundFils),
    refundDueOn: isCredit ? invoice.refundDueOn : null,
    state,
    ...partiesOfDocument(invoice),
    entries: own.map((entry) => presentEntry(entry, context.showRecorder)),
  };
}
