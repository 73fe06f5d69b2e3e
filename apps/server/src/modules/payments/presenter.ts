import { translate, VAT_RATE, type TFinanceInvoice, type TInvoiceState, type TLedgerEntry, type TOrderStatus, formatUaeDate, type TLocale } from '@app/shared';
import { isVoided } from '../orders/presenter.js';
import type { TInvoiceRow } from './invoices.js';
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
  orderStatus: TOrderStatus;
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
 * Where a document stands from its own entries: an invoice's payments, a credit note's refunds. An
 * invoice asks for its total less its credit notes: once a refund is paid out against one, the
 * money kept still settles what is left. With nothing kept, an invoice is void when its order
 * closed or credit notes reversed all of it.
 */
export function invoiceState(kind: TInvoiceRow['kind'], totalFils: number, settledFils: number, orderStatus: TOrderStatus, creditedFils = 0): TInvoiceState {
  if (kind === 'creditNote') return settledFils >= totalFils ? 'refunded' : 'refundDue';
  const askedFils = totalFils - creditedFils;
  if (settledFils <= 0 && (isVoided(orderStatus) || askedFils <= 0)) return 'void';
  if (settledFils >= askedFils) return 'paid';
  return settledFils > 0 ? 'partlyPaid' : 'unpaid';
}

/** What is still to pay on an invoice (or to refund on a credit note): nothing more once its order closed. */
export function balanceFils(kind: TInvoiceRow['kind'], totalFils: number, settledFils: number, orderStatus: TOrderStatus, creditedFils = 0): number {
  if (kind === 'creditNote') return Math.max(0, totalFils - settledFils);
  if (isVoided(orderStatus)) return 0;
  return Math.max(0, totalFils - creditedFils - settledFils);
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
  const { invoice, entries, orderStatus } = context;
  const own = entries.filter((entry) => (invoice.kind === 'creditNote' ? entry.creditNoteId === invoice.id : entry.invoiceId === invoice.id));
  const settled = own.reduce((sum, entry) => sum + (invoice.kind === 'creditNote' ? -entry.amountFils : entry.amountFils), 0);
  const state = invoiceState(invoice.kind, invoice.totalFils, settled, orderStatus, context.creditedFils);
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
    balanceAed: aed(balanceFils(invoice.kind, invoice.totalFils, settled, orderStatus, context.creditedFils)),
    state,
    entries: own.map((entry) => presentEntry(entry, context.showRecorder)),
  };
}
