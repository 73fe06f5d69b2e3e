import { and, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TInvoiceListItem, TInvoiceQuery, TInvoiceState, TPage, TPaymentListItem, TPaymentQuery } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { invoices, labors, ledgerEntries, orders, packages, users } from '../../db/schema/index.js';
import { containsPattern, numberMatches, pageOf } from '../../db/sql-helpers.js';
import { creditedSql, settledSql } from '../invoices/invoices.js';
import { feeLineOf, presentEntry, presentFinanceInvoice } from './presenter.js';

export type TPaymentFilter = Omit<TPaymentQuery, 'pageNumber' | 'pageSize'>;
export type TInvoiceFilter = Omit<TInvoiceQuery, 'pageNumber' | 'pageSize'>;

const recorder = alias(users, 'recorder');
const creditNote = alias(invoices, 'credit_note');
const original = alias(invoices, 'original');

/** The first moment of a UAE day (UTC+4 all year), and of the day after it. */
const uaeDayStart = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+04:00`) + plusDays * 86_400_000);

/** A page's rows carry the list's total; a CSV batch has no use for it (0). */
const totalCountSql = (counted: boolean) => (counted ? sql<number>`count(*) over ()` : sql<number>`0`).mapWith(Number);

// ---------------------------------------------------------------- the ledger

/** Kind, method, the UAE days the money moved, and a search on the receipt, invoice or order number or the client. */
function paymentFilter(query: TPaymentFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(ledgerEntries.kind, query.kind));
  if (query.method) conditions.push(eq(ledgerEntries.method, query.method));
  if (query.from) conditions.push(gte(ledgerEntries.receivedOn, query.from));
  if (query.to) conditions.push(lte(ledgerEntries.receivedOn, query.to));
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      or(
        numberMatches(ledgerEntries.documentNumber, search),
        numberMatches(invoices.number, search),
        numberMatches(orders.number, search),
        ilike(users.userName, pattern),
      )!,
    );
  }
  return and(...conditions);
}

/** Where a CSV batch starts: after the last entry sent, newest first. */
export type TPaymentKey = { receivedOn: string; id: number };

/** Ledger entries with their invoice, credit note, order, client and recorder, newest first (the day the money moved, then the id). */
export function paymentRows(db: TDb, where: SQL | undefined, page: { limit: number; offset?: number; counted?: boolean; after?: TPaymentKey | null }) {
  const after = page.after ? sql`(${ledgerEntries.receivedOn}, ${ledgerEntries.id}) < (${page.after.receivedOn}::date, ${page.after.id})` : undefined;
  return db
    .select({
      entry: ledgerEntries,
      invoiceNumber: invoices.number,
      creditNoteNumber: creditNote.number,
      recordedByName: recorder.userName,
      order: { id: orders.id, number: orders.number },
      client: { id: users.id, userName: users.userName },
      totalCount: totalCountSql(page.counted ?? false),
    })
    .from(ledgerEntries)
    .innerJoin(invoices, eq(invoices.id, ledgerEntries.invoiceId))
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, orders.clientId))
    .leftJoin(creditNote, eq(creditNote.id, ledgerEntries.creditNoteId))
    .leftJoin(recorder, eq(recorder.id, ledgerEntries.recordedBy))
    .where(and(where, after))
    .orderBy(desc(ledgerEntries.receivedOn), desc(ledgerEntries.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

export type TPaymentRow = Awaited<ReturnType<typeof paymentRows>>[number];

export const presentPayment = ({ entry, invoiceNumber, creditNoteNumber, recordedByName, order, client }: TPaymentRow): TPaymentListItem => ({
  ...presentEntry({ ...entry, invoiceNumber, creditNoteNumber, recordedByName }, true),
  orderId: order.id,
  orderNumber: order.number,
  client,
});

/** /Payments: one page of the ledger and its total, in one query. */
export async function listPayments(db: TDb, query: TPaymentQuery): Promise<TPage<TPaymentListItem>> {
  const where = paymentFilter(query);
  const offset = (query.pageNumber - 1) * query.pageSize;
  const rows = await paymentRows(db, where, { limit: query.pageSize, offset, counted: true });
  const countAll = async () => (await paymentRows(db, where, { limit: 1, counted: true }))[0]?.totalCount ?? 0;
  return pageOf(rows, query, presentPayment, countAll);
}

/** The filtered ledger in batches after `after`, for the CSV export. */
export const paymentBatch = (db: TDb, query: TPaymentFilter, after: TPaymentKey | null, limit: number) =>
  paymentRows(db, paymentFilter(query), { limit, after });

// ---------------------------------------------------------------- invoices and credit notes

/**
 * presenter.invoiceState's rules in SQL, so a list can filter on the state: the two are checked
 * against each other over every kind, credited, settled and refund amount (lists.test.ts).
 */
export function invoiceStateSql(kind: SQL, totalFils: SQL, settledFils: SQL, creditedFils: SQL, refundFils: SQL): SQL<TInvoiceState> {
  return sql<TInvoiceState>`CASE
    WHEN ${kind} = 'creditNote' THEN CASE
      WHEN coalesce(${refundFils}, ${totalFils}) <= 0 THEN 'credited'
      WHEN ${settledFils} >= coalesce(${refundFils}, ${totalFils}) THEN 'refunded'
      ELSE 'refundDue' END
    WHEN ${totalFils} - ${creditedFils} <= 0 THEN 'credited'
    WHEN ${settledFils} >= ${totalFils} - ${creditedFils} THEN 'paid'
    WHEN ${settledFils} > 0 THEN 'partlyPaid'
    ELSE 'unpaid' END`;
}

const stateSql = () => invoiceStateSql(sql`${invoices.kind}`, sql`${invoices.totalFils}`, sql`(${settledSql()})`, creditedSql(), sql`${invoices.refundFils}`);

/** Kind, state, client, the UAE days of issue, and a search on the document's or order's number or the client. */
function invoiceFilter(query: TInvoiceFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(invoices.kind, query.kind));
  if (query.state) conditions.push(sql`${stateSql()} = ${query.state}`);
  if (query.clientId) conditions.push(eq(orders.clientId, query.clientId));
  if (query.from) conditions.push(gte(invoices.issuedAt, uaeDayStart(query.from)));
  if (query.to) conditions.push(lt(invoices.issuedAt, uaeDayStart(query.to, 1)));
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(numberMatches(invoices.number, search), numberMatches(orders.number, search), ilike(users.userName, pattern))!);
  }
  return and(...conditions);
}

/** Where a CSV batch starts: after the last document sent (its time to the microsecond, and its id). */
export type TInvoiceKey = { issuedAt: string; id: number };

/** Invoices and credit notes with their order, worker, package and client, newest first. */
function invoiceRows(db: TDb, where: SQL | undefined, page: { limit: number; offset?: number; counted?: boolean; after?: TInvoiceKey | null }) {
  const after = page.after ? sql`(${invoices.issuedAt}, ${invoices.id}) < (${page.after.issuedAt}::timestamptz, ${page.after.id})` : undefined;
  return db
    .select({
      invoice: invoices,
      originalNumber: original.number,
      order: { id: orders.id, number: orders.number, status: orders.status, months: orders.months, packageKind: orders.packageKind },
      labor: { name: labors.name, nameAr: labors.nameAr, code: labors.code },
      packageName: { name: packages.name, nameAr: packages.nameAr },
      client: { id: users.id, userName: users.userName },
      creditedFils: creditedSql(),
      issuedAtKey: sql<string>`${invoices.issuedAt}::text`,
      totalCount: totalCountSql(page.counted ?? false),
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, orders.clientId))
    .innerJoin(labors, eq(labors.id, orders.laborId))
    .innerJoin(packages, eq(packages.kind, orders.packageKind))
    .leftJoin(original, eq(original.id, invoices.originalInvoiceId))
    .where(and(where, after))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

type TInvoiceRow = Awaited<ReturnType<typeof invoiceRows>>[number];

/** The ledger entries of these documents: an invoice's own, and the refunds that name a credit note. */
async function entriesOf(db: TDb, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ entry: ledgerEntries, invoiceNumber: invoices.number, creditNoteNumber: creditNote.number, recordedByName: recorder.userName })
    .from(ledgerEntries)
    .innerJoin(invoices, eq(invoices.id, ledgerEntries.invoiceId))
    .leftJoin(creditNote, eq(creditNote.id, ledgerEntries.creditNoteId))
    .leftJoin(recorder, eq(recorder.id, ledgerEntries.recordedBy))
    .where(or(inArray(ledgerEntries.invoiceId, ids), inArray(ledgerEntries.creditNoteId, ids)));
  return rows.map(({ entry, ...names }) => ({ ...entry, ...names }));
}

/** The documents as the order's finance presents them (settled, balance, state, line), without their entries. */
async function presentInvoices(db: TDb, rows: TInvoiceRow[]): Promise<TInvoiceListItem[]> {
  const entries = await entriesOf(
    db,
    rows.map((row) => row.invoice.id),
  );
  return rows.map(({ invoice, originalNumber, order, labor, packageName, client, creditedFils }) => {
    const feeLine = feeLineOf(order.months, labor, packageName);
    const context = { invoice, entries, originalNumber, feeLine, showRecorder: true, creditedFils };
    const { entries: _entries, seller: _seller, buyer: _buyer, ...document } = presentFinanceInvoice(context);
    return { ...document, orderId: order.id, orderNumber: order.number, package: order.packageKind, client };
  });
}

/** /Invoices: one page of invoices and credit notes and its total. */
export async function listInvoices(db: TDb, query: TInvoiceQuery): Promise<TPage<TInvoiceListItem>> {
  const where = invoiceFilter(query);
  const offset = (query.pageNumber - 1) * query.pageSize;
  const rows = await invoiceRows(db, where, { limit: query.pageSize, offset, counted: true });
  const countAll = async () => (await invoiceRows(db, where, { limit: 1, counted: true }))[0]?.totalCount ?? 0;
  const byId = new Map((await presentInvoices(db, rows)).map((item) => [item.id, item]));
  return pageOf(rows, query, ({ invoice }) => byId.get(invoice.id)!, countAll);
}

/** The filtered documents in batches after `after`, for the CSV export, with the key of the batch's last one. */
export async function invoiceBatch(db: TDb, query: TInvoiceFilter, after: TInvoiceKey | null, limit: number) {
  const rows = await invoiceRows(db, invoiceFilter(query), { limit, after });
  const last = rows.at(-1);
  return { items: await presentInvoices(db, rows), last: last ? { issuedAt: last.issuedAtKey, id: last.invoice.id } : null };
}
