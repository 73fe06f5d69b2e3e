import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { todayInUae, VAT_RATE, vatInside } from '@app/shared';
import type { TDb, TReader, TWriter } from '../../db/client.js';
import { clientProfiles, documentCounters, invoices, ledgerEntries, orders, siteSettings, users } from '../../db/schema/index.js';

export type TInvoiceRow = typeof invoices.$inferSelect;

/** What is still to pay on an invoice (its total less credit notes and money kept), or to refund on a credit note. */
export function balanceFils(kind: TInvoiceRow['kind'], totalFils: number, settledFils: number, creditedFils = 0, refundFils: number | null = null): number {
  if (kind === 'creditNote') return Math.max(0, (refundFils ?? totalFils) - settledFils);
  return Math.max(0, totalFils - creditedFils - settledFils);
}

export type TDocumentSeries = 'INV' | 'CN' | 'RCT' | 'RFD' | 'DSB' | 'DRC';

/**
 * The next number of a document's series for the UAE year of `now`: INV-2026-000042. The counter row
 * is raised in the caller's transaction and stays locked until it ends, so concurrent documents take
 * turns, and a transaction rolled back (or a process killed) gives its number back: no gaps.
 */
export async function nextDocumentNumber(tx: Pick<TDb, 'execute'>, prefix: TDocumentSeries, now: Date): Promise<string> {
  const year = Number(todayInUae(now).slice(0, 4));
  const result = await tx.execute(sql`INSERT INTO ${documentCounters} (series, year, last_number) VALUES (${prefix}, ${year}, 1)
    ON CONFLICT (series, year) DO UPDATE SET last_number = ${documentCounters}.last_number + 1
    RETURNING last_number AS next`);
  const next = Number((result as { rows: Array<{ next: number }> }).rows[0]!.next);
  return `${prefix}-${year}-${String(next).padStart(6, '0')}`;
}

export type TParties = Pick<
  TInvoiceRow,
  | 'buyerName'
  | 'buyerNameAr'
  | 'buyerAddress'
  | 'buyerEmirate'
  | 'buyerPhone'
  | 'buyerEmail'
  | 'sellerLegalName'
  | 'sellerLegalNameAr'
  | 'sellerAddress'
  | 'sellerAddressAr'
  | 'sellerTrn'
>;

const SELLER_KEYS = ['agencyLegalName.en', 'agencyLegalName.ar', 'agencyAddress.en', 'agencyAddress.ar', 'agencyTrn'];

/**
 * The parties of an order's tax invoice as they stand now, to be written on it: the client's full
 * legal name from her visa details (her user name only when she gave none), her address and phone as
 * she wrote them; the agency from the back office's settings.
 */
export async function partiesNow(tx: Pick<TDb, 'select'>, orderId: number): Promise<TParties> {
  const [client] = await tx
    .select({
      userName: users.userName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      fullName: clientProfiles.fullName,
      fullNameAr: clientProfiles.fullNameAr,
      address: clientProfiles.address,
      emirate: clientProfiles.emirate,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.clientId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, orders.clientId))
    .where(eq(orders.id, orderId));
  const settings = await tx.select().from(siteSettings).where(inArray(siteSettings.key, SELLER_KEYS));
  const setting = (key: string) => settings.find((row) => row.key === key)?.value ?? '';
  return {
    buyerName: client?.fullName?.trim() || client?.userName || '',
    buyerNameAr: client?.fullNameAr?.trim() ?? '',
    buyerAddress: client?.address ?? '',
    buyerEmirate: client?.emirate ?? null,
    buyerPhone: client?.phoneNumber ?? '',
    buyerEmail: client?.email ?? '',
    sellerLegalName: setting('agencyLegalName.en'),
    sellerLegalNameAr: setting('agencyLegalName.ar'),
    sellerAddress: setting('agencyAddress.en'),
    sellerAddressAr: setting('agencyAddress.ar'),
    sellerTrn: setting('agencyTrn'),
  };
}

const partiesOf = (row: TInvoiceRow): TParties => ({
  buyerName: row.buyerName,
  buyerNameAr: row.buyerNameAr,
  buyerAddress: row.buyerAddress,
  buyerEmirate: row.buyerEmirate,
  buyerPhone: row.buyerPhone,
  buyerEmail: row.buyerEmail,
  sellerLegalName: row.sellerLegalName,
  sellerLegalNameAr: row.sellerLegalNameAr,
  sellerAddress: row.sellerAddress,
  sellerAddressAr: row.sellerAddressAr,
  sellerTrn: row.sellerTrn,
});

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

/** Issues a tax invoice: VAT at 5 % on the subtotal, numbered in its series, the parties written on it as they stand. */
export async function issueInvoice(tx: TWriter, input: TInvoiceInput): Promise<TInvoiceRow> {
  const vatFils = Math.round(input.subtotalFils * VAT_RATE);
  const parties = await partiesNow(tx, input.orderId);
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
      ...parties,
    })
    .returning();
  return row!;
}

export type TCreditNoteInput = {
  original: TInvoiceRow;
  totalFils: number;
  reason: string;
  /** What it owes back (its total unless said), and by when. */
  refundFils?: number;
  refundDueOn?: string | null;
  placementId?: number | null;
  issuedBy?: number | null;
  now: Date;
};

/**
 * Issues a tax credit note against an invoice: the amount with the VAT inside it reversed (the
 * invoice's own subtotal and VAT when it reverses all of it), to the parties the invoice names.
 */
export async function issueCreditNote(tx: TWriter, input: TCreditNoteInput): Promise<TInvoiceRow> {
  const { original } = input;
  const amounts =
    input.totalFils === original.totalFils
      ? { subtotalFils: original.subtotalFils, vatFils: original.vatFils, totalFils: original.totalFils }
      : vatInside(input.totalFils, VAT_RATE);
  const [row] = await tx
    .insert(invoices)
    .values({
      number: await nextDocumentNumber(tx, 'CN', input.now),
      kind: 'creditNote',
      orderId: original.orderId,
      placementId: input.placementId ?? original.placementId,
      originalInvoiceId: original.id,
      issuedAt: input.now,
      reason: input.reason,
      ...amounts,
      refundFils: Math.min(input.refundFils ?? input.totalFils, input.totalFils),
      refundDueOn: input.refundDueOn ?? null,
      issuedBy: input.issuedBy ?? null,
      ...partiesOf(original),
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

/** The order's fee invoice with what was received on it and the credit notes that reverse it, for the order's page. */
export async function feeInvoiceFacts(tx: TReader, orderId: number) {
  const invoice = await feeInvoiceOf(tx, orderId);
  if (!invoice) return null;
  const credits = await tx
    .select({ number: invoices.number, totalFils: invoices.totalFils })
    .from(invoices)
    .where(eq(invoices.originalInvoiceId, invoice.id))
    .orderBy(asc(invoices.id));
  return {
    invoice,
    paidFils: await receivedFils(tx, invoice.id),
    creditedFils: credits.reduce((sum, credit) => sum + credit.totalFils, 0),
    creditNotes: credits.map((credit) => credit.number),
  };
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

/** The totals of the credit notes against an invoice, in fils. */
export async function creditedFils(tx: TReader, invoiceId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${invoices.totalFils}), 0)`.mapWith(Number) })
    .from(invoices)
    .where(eq(invoices.originalInvoiceId, invoiceId));
  return row?.sum ?? 0;
}

/** Money received on an invoice (its payments, before any refund), in fils. */
export async function receivedFils(tx: TReader, invoiceId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amountFils}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.invoiceId, invoiceId), eq(ledgerEntries.kind, 'payment')));
  return row?.sum ?? 0;
}

/** What is still to pay on an order's invoices, in fils (a credit note's refund is owed the other way). */
export async function orderBalanceFils(tx: TReader, orderId: number): Promise<number> {
  const rows = await tx
    .select({ totalFils: invoices.totalFils, settledFils: settledSql(), creditedFils: creditedSql() })
    .from(invoices)
    // A join makes drizzle name the columns with their table, which the subqueries of settledSql and creditedSql need.
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return rows.reduce((sum, row) => sum + balanceFils('invoice', row.totalFils, row.settledFils, row.creditedFils), 0);
}
