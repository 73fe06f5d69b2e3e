import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isVoided, todayInUae, type TStatement, type TStatementLine, type TStatementLineKind } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { clientProfiles, invoices, ledgerEntries, orders, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { invoiceSeller } from '../orders/service.js';
import { creditedSql, settledSql } from '../invoices/invoices.js';
import { disbursementEntries } from '../process-fees/statement-lines.js';

/** A line before its running balance: amounts in fils, and what orders it among lines of the same day. */
export type TStatementEntry = Omit<TStatementLine, 'debitAed' | 'creditAed' | 'balanceAed'> & {
  debitFils: number;
  creditFils: number;
  at: number;
  rank: number;
};

/** On one day: the invoice, then the money paid on it, then a credit note, the refund, and what a closed order voided. */
const RANK: Record<TStatementLineKind, number> = { invoice: 0, disbursement: 0, payment: 1, disbursementPayment: 1, creditNote: 2, refund: 3, void: 4 };

const originals = alias(invoices, 'originals');
const creditNotes = alias(invoices, 'credit_notes');

/** The client as the statement names her: her full legal name (visa details) where she gave it, else her user name. */
async function clientOf(db: TDb, clientId: number): Promise<TStatement['client']> {
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      fullName: clientProfiles.fullName,
      fullNameAr: clientProfiles.fullNameAr,
    })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(and(eq(users.id, clientId), eq(users.role, 'client')));
  if (!row) throw new AppError(404, 'statement.clientNotFound');
  const name = row.fullName?.trim() || row.userName;
  return { id: row.id, name, nameAr: row.fullNameAr?.trim() || name, userName: row.userName, email: row.email, phoneNumber: row.phoneNumber };
}

/** Her orders' tax invoices and credit notes, and what a closed order left unpaid on an invoice no credit note covers (void). */
async function documentEntries(db: TDb, clientId: number): Promise<TStatementEntry[]> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      orderId: orders.id,
      orderNumber: orders.number,
      orderStatus: orders.status,
      orderUpdatedAt: orders.updatedAt,
      issuedAt: invoices.issuedAt,
      totalFils: invoices.totalFils,
      originalNumber: originals.number,
      settledFils: settledSql(),
      creditedFils: creditedSql(),
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(originals, eq(originals.id, invoices.originalInvoiceId))
    .where(eq(orders.clientId, clientId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return rows.flatMap((row): TStatementEntry[] => {
    const base = { orderId: row.orderId, orderNumber: row.orderNumber, documentNumber: row.number };
    const document: TStatementEntry =
      row.kind === 'invoice'
        ? {
            ...base,
            kind: 'invoice',
            date: todayInUae(row.issuedAt),
            reference: '',
            debitFils: row.totalFils,
            creditFils: 0,
            at: row.issuedAt.getTime(),
            rank: 0,
          }
        : {
            ...base,
            kind: 'creditNote',
            date: todayInUae(row.issuedAt),
            reference: row.originalNumber ?? '',
            debitFils: 0,
            creditFils: row.totalFils,
            at: row.issuedAt.getTime(),
            rank: RANK.creditNote,
          };
    // Before credit notes were issued on every cancellation, closing an order voided its unpaid invoice: the statement says so.
    const voided = row.kind === 'invoice' && isVoided(row.orderStatus) ? row.totalFils - row.creditedFils - row.settledFils : 0;
    if (voided <= 0) return [document];
    const closedAt = Math.max(row.orderUpdatedAt.getTime(), row.issuedAt.getTime());
    return [
      document,
      {
        ...base,
        kind: 'void',
        date: todayInUae(new Date(closedAt)),
        reference: row.orderNumber,
        debitFils: 0,
        creditFils: voided,
        at: closedAt,
        rank: RANK.void,
      },
    ];
  });
}

/** The money that moved: payments received on her invoices (receipts) and refunds paid out against credit notes (vouchers). */
async function ledgerLines(db: TDb, clientId: number): Promise<TStatementEntry[]> {
  const rows = await db
    .select({
      kind: ledgerEntries.kind,
      documentNumber: ledgerEntries.documentNumber,
      amountFils: ledgerEntries.amountFils,
      receivedOn: ledgerEntries.receivedOn,
      recordedAt: ledgerEntries.recordedAt,
      invoiceNumber: invoices.number,
      creditNoteNumber: creditNotes.number,
      orderId: orders.id,
      orderNumber: orders.number,
    })
    .from(ledgerEntries)
    .innerJoin(invoices, eq(invoices.id, ledgerEntries.invoiceId))
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(creditNotes, eq(creditNotes.id, ledgerEntries.creditNoteId))
    .where(eq(orders.clientId, clientId))
    .orderBy(asc(ledgerEntries.receivedOn), asc(ledgerEntries.id));
  return rows.map((row) => ({
    kind: row.kind,
    date: row.receivedOn,
    documentNumber: row.documentNumber,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    reference: row.kind === 'refund' ? (row.creditNoteNumber ?? row.invoiceNumber) : row.invoiceNumber,
    debitFils: row.kind === 'refund' ? -row.amountFils : 0,
    creditFils: row.kind === 'payment' ? row.amountFils : 0,
    at: row.recordedAt.getTime(),
    rank: RANK[row.kind],
  }));
}

const aed = (fils: number) => fils / 100;

/** Oldest first (by day, then by what came first that day), each line with the balance after it. */
export function withRunningBalance(entries: TStatementEntry[]): { lines: TStatementLine[]; totals: TStatement['totals'] } {
  const sorted = [...entries].sort((a, b) => a.date.localeCompare(b.date) || a.rank - b.rank || a.at - b.at);
  let balance = 0;
  let debit = 0;
  let credit = 0;
  const lines = sorted.map(({ debitFils, creditFils, at: _at, rank: _rank, ...line }) => {
    balance += debitFils - creditFils;
    debit += debitFils;
    credit += creditFils;
    return { ...line, debitAed: aed(debitFils), creditAed: aed(creditFils), balanceAed: aed(balance) };
  });
  return { lines, totals: { debitAed: aed(debit), creditAed: aed(credit), balanceAed: aed(balance) } };
}

/** A client's statement of account as of now. Staff name any client; a client's own route passes her own id only. */
export async function statementOf(db: TDb, clientId: number, now: Date): Promise<TStatement> {
  const client = await clientOf(db, clientId);
  const [documents, money, seller] = [await documentEntries(db, clientId), await ledgerLines(db, clientId), await invoiceSeller(db)];
  // Government fees billed at cost (no VAT) and paid back: their own lines, in the one balance (decision 033).
  const governmentFees = await disbursementEntries(db, clientId);
  return { client, seller, asOf: todayInUae(now), ...withRunningBalance([...documents, ...money, ...governmentFees]) };
}
