import { Readable } from 'node:stream';
import { todayInUae, translate, UAE_UTC_OFFSET_MS, type TLocale } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { csvCell } from '../cms/answers-csv.js';
import { invoiceBatch, paymentBatch, presentPayment, type TInvoiceFilter, type TInvoiceKey, type TPaymentFilter, type TPaymentKey } from './lists.js';

/** How many rows each read of an export takes: memory stays flat however long the ledger is. */
export const PAYMENTS_CSV_BATCH = 500;

/**
 * Text goes through csvCell (quoted, never a formula); an amount is written as the number itself,
 * 2 decimals, so a spreadsheet sums it, a refund's minus sign included.
 */
const csvLine = (cells: Array<string | number>) => `${cells.map((cell) => (typeof cell === 'number' ? cell.toFixed(2) : csvCell(cell))).join(',')}\r\n`;

/** A moment as the agency reads it: UAE time, '2026-11-23 23:01'. */
const uaeDateTime = (at: string) => new Date(Date.parse(at) + UAE_UTC_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/**
 * A CSV streamed in batches: the header (with a BOM, so Excel reads the Arabic), then each batch
 * read only when the reader wants more, after the last row sent.
 */
function csvStream<TKey>(header: string[], nextBatch: (after: TKey | null) => Promise<{ lines: string[]; last: TKey | null; full: boolean }>) {
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    let after: TKey | null = null;
    for (;;) {
      const batch = await nextBatch(after);
      if (batch.lines.length > 0) yield batch.lines.join('');
      if (!batch.full || !batch.last) return;
      after = batch.last;
    }
  }
  return Readable.from(lines());
}

const PAYMENT_COLUMNS = [
  'receivedOn',
  'document',
  'entryKind',
  'amount',
  'method',
  'reference',
  'invoice',
  'creditNote',
  'order',
  'client',
  'note',
  'recordedBy',
  'recordedAt',
];

/** /Payments as CSV, newest first, in the reader's language. */
export function paymentsCsv(db: TDb, query: TPaymentFilter, locale: TLocale, batchSize = PAYMENTS_CSV_BATCH): Readable {
  const header = PAYMENT_COLUMNS.map((column) => translate(locale, `payments.csv.${column}`));
  return csvStream<TPaymentKey>(header, async (after) => {
    const rows = await paymentBatch(db, query, after, batchSize);
    const lines = rows
      .map(presentPayment)
      .map((item) =>
        csvLine([
          item.receivedOn,
          item.documentNumber,
          translate(locale, `payments.entryKind.${item.kind}`),
          item.amountAed,
          translate(locale, `payments.method.${item.method}`),
          item.reference,
          item.invoiceNumber,
          item.creditNoteNumber ?? '',
          item.orderNumber,
          item.client.userName,
          item.note,
          item.recordedBy ?? '',
          uaeDateTime(item.recordedAt),
        ]),
      );
    const last = rows.at(-1);
    return { lines, last: last ? { receivedOn: last.entry.receivedOn, id: last.entry.id } : null, full: rows.length === batchSize };
  });
}

const INVOICE_COLUMNS = [
  'number',
  'kind',
  'issuedOn',
  'originalInvoice',
  'order',
  'client',
  'description',
  'subtotal',
  'vat',
  'total',
  'paid',
  'refunded',
  'credited',
  'balance',
  'refundDueOn',
  'state',
];

/** /Invoices as CSV, newest first, in the reader's language (the line in it too). */
export function invoicesCsv(db: TDb, query: TInvoiceFilter, locale: TLocale, batchSize = PAYMENTS_CSV_BATCH): Readable {
  const header = INVOICE_COLUMNS.map((column) => translate(locale, `payments.csv.${column}`));
  return csvStream<TInvoiceKey>(header, async (after) => {
    const { items, last } = await invoiceBatch(db, query, after, batchSize);
    const lines = items.map((item) =>
      csvLine([
        item.number,
        translate(locale, `payments.csv.documentKind.${item.kind}`),
        todayInUae(new Date(item.issuedAt)),
        item.originalInvoiceNumber ?? '',
        item.orderNumber,
        item.client.userName,
        locale === 'ar' ? item.descriptionAr : item.description,
        item.subtotalAed,
        item.vatAed,
        item.totalAed,
        item.paidAed,
        item.refundedAed,
        item.creditedAed,
        item.balanceAed,
        item.refundDueOn ?? '',
        translate(locale, `payments.state.${item.state}`),
      ]),
    );
    return { lines, last, full: items.length === batchSize };
  });
}
