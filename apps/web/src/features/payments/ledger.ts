import type { TFinanceInvoice, TLedgerEntry, TOrderFinance } from '@app/shared';

const fils = (aed: number) => Math.round(aed * 100);

/** Oldest first: the order the money moved in (the day, then the order it was recorded in). */
const chronological = (a: TLedgerEntry, b: TLedgerEntry) => a.receivedOn.localeCompare(b.receivedOn) || a.id - b.id;

/**
 * What was still to pay on the invoice once this entry was recorded, in AED: its total less the
 * credit notes issued against it by then, less the entries up to this one.
 */
export function balanceAfter(finance: TOrderFinance, invoice: TFinanceInvoice, entry: TLedgerEntry): number {
  const ordered = [...invoice.entries].sort(chronological);
  const through = ordered.slice(0, ordered.findIndex((each) => each.id === entry.id) + 1);
  const credited = finance.invoices.filter(
    (document) => document.kind === 'creditNote' && document.originalInvoiceNumber === invoice.number && document.issuedAt <= entry.recordedAt,
  );
  const settled = [...through.map((each) => each.amountAed), ...credited.map((document) => document.totalAed)];
  return (fils(invoice.totalAed) - settled.reduce((sum, amount) => sum + fils(amount), 0)) / 100;
}

/** The invoice a credit note reverses, when the order holds it. */
export const originalOf = (finance: TOrderFinance, creditNote: TFinanceInvoice) =>
  finance.invoices.find((invoice) => invoice.kind === 'invoice' && invoice.number === creditNote.originalInvoiceNumber) ?? null;

/**
 * A document's ledger: an invoice's payments and refunds; a credit note's refunds paid out, which
 * are entries on the invoice it reverses.
 */
export function entriesOf(finance: TOrderFinance, document: TFinanceInvoice): TLedgerEntry[] {
  if (document.kind === 'invoice' || document.entries.length > 0) return [...document.entries].sort(chronological);
  return finance.invoices
    .flatMap((invoice) => invoice.entries)
    .filter((entry) => entry.creditNoteNumber === document.number)
    .sort(chronological);
}

/** The invoice an entry was recorded against. */
export const invoiceOf = (finance: TOrderFinance, entry: TLedgerEntry) => finance.invoices.find((invoice) => invoice.id === entry.invoiceId) ?? null;
