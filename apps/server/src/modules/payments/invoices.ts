import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { todayInUae, VAT_RATE, vatInside } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { invoices, ledgerEntries, orders } from '../../db/schema/index.js';
import { balanceFils } from './presenter.js';

export type TInvoiceRow = typeof invoices.$inferSelect;
type TReader = Pick<TDb, 'select'>;
type TWriter = Pick<TDb, 'insert' | 'execute'>;

/** The next number of a document's own sequence, for the year of `now` in the UAE: INV-2026-000042. */
export async function nextDocumentNumber(tx: Pick<TDb, 'execute'>, prefix: 'INV' | 'CN' | 'RCT' | 'RFD', now: Date): Promise<string> {
  const sequence = { INV: 'invoice_number_seq', CN: 'credit_note_number_seq', RCT: 'receipt_number_seq', RFD: 'refund_number_seq' }[prefix];
  const result = await tx.execute(sql`SELECT nextval(${sequence}::regclass)::int AS next`);
  const next = (result as { rows: Array<{ next: number }> }).rows[0]!.next;
  return `${prefix}-${todayInUae(now).slice(0, 4)}-${String(next).padStart(6, '0')}`;
}

export type TInvoiceInput = {
  orderId: number;
  placementId?: number | null;
  subtotalFils: number;
  months?: number | null;
  periodStart?: string | null;
  periodEnd?: string | null;
  reason?: string;
  issuedBy?: number | null;
  now: Date;
};

/** Issues a tax invoice: VAT at 5 % on the subtotal, numbered from its own sequence. */
export async function issueInvoice(tx: TWriter, input: TInvoiceInput): Promise<TInvoiceRow> {
  const vatFils = Math.round(input.subtotalFils * VAT_RATE);
  const [row] = await tx
    .insert(invoices)
    .values({
      number: await nextDocumentNumber(tx, 'INV', input.now),
      kind: 'invoice',
      orderId: input.orderId,
      placementId: input.placementId ?? null,
      issuedAt: input.now,
      months: input.months ?? null,
      periodStart: input.periodStart ?? null,
      periodEnd: input.periodEnd ?? null,
      reason: input.reason ?? '',
      subtotalFils: input.subtotalFils,
      vatFils,
      totalFils: input.subtotalFils + vatFils,
      issuedBy: input.issuedBy ?? null,
    })
    .returning();
  return row!;
}

export type TCreditNoteInput = { original: TInvoiceRow; totalFils: number; reason: string; placementId?: number | null; issuedBy?: number | null; now: Date };

/** Issues a tax credit note against an invoice: the amount with the VAT inside it reversed. */
export async function issueCreditNote(tx: TWriter, input: TCreditNoteInput): Promise<TInvoiceRow> {
  const amounts = vatInside(input.totalFils, VAT_RATE);
  const [row] = await tx
    .insert(invoices)
    .values({
      number: await nextDocumentNumber(tx, 'CN', input.now),
      kind: 'creditNote',
      orderId: input.original.orderId,
      placementId: input.placementId ?? input.original.placementId,
      originalInvoiceId: input.original.id,
      issuedAt: input.now,
      reason: input.reason,
      ...amounts,
      issuedBy: input.issuedBy ?? null,
    })
    .returning();
  return row!;
}

/** The order's own fee invoice (its first one), if issued. */
export async function feeInvoiceOf(tx: TReader, orderId: number): Promise<TInvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')))
    .orderBy(asc(invoices.id))
    .limit(1);
  return row;
}

/** Paid less refunded on an invoice, in fils: always the sum of its ledger entries. */
export async function settledFils(tx: TReader, invoiceId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amountFils}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.invoiceId, invoiceId));
  return row?.sum ?? 0;
}

/** Refunded so far against a credit note, in fils (a positive number). */
export async function refundedFils(tx: TReader, creditNoteId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(-sum(${ledgerEntries.amountFils}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.creditNoteId, creditNoteId));
  return row?.sum ?? 0;
}

const creditNotes = alias(invoices, 'credit_notes');

/**
 * SQL for the `invoices` row of the query it is in: what settles it, in fils, from the ledger. An
 * invoice's entries (payments less refunds); a credit note's refunds, the entries naming it (positive).
 */
export const settledSql = () =>
  sql<number>`CASE WHEN ${invoices.kind} = 'creditNote'
    THEN (SELECT coalesce(-sum(${ledgerEntries.amountFils}), 0) FROM ${ledgerEntries} WHERE ${ledgerEntries.creditNoteId} = ${invoices.id})
    ELSE (SELECT coalesce(sum(${ledgerEntries.amountFils}), 0) FROM ${ledgerEntries} WHERE ${ledgerEntries.invoiceId} = ${invoices.id}) END`.mapWith(Number);

/** SQL for the `invoices` row of the query it is in: the totals of the credit notes issued against it, in fils. */
export const creditedSql = () =>
  sql<number>`(SELECT coalesce(sum(${creditNotes.totalFils}), 0) FROM ${invoices} ${creditNotes} WHERE ${creditNotes.originalInvoiceId} = ${invoices.id})`.mapWith(
    Number,
  );

/** What is still to pay on an order's invoices, in fils (a credit note's refund is owed the other way). */
export async function orderBalanceFils(tx: TReader, orderId: number): Promise<number> {
  const rows = await tx
    .select({ totalFils: invoices.totalFils, settledFils: settledSql(), creditedFils: creditedSql(), orderStatus: orders.status })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return rows.reduce((sum, row) => sum + balanceFils('invoice', row.totalFils, row.settledFils, row.orderStatus, row.creditedFils), 0);
}
