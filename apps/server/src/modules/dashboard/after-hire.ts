import { and, asc, eq, gte, lt, lte, notInArray, sql } from 'drizzle-orm';
import { addDays, addMonths, ENDING_SOON_DAYS, RENEWAL_NOTICE_DAYS, todayInUae, VOID_ORDER_STATUSES, type TFinanceDashboard } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { invoices, labors, ledgerEntries, orders, placements, users } from '../../db/schema/index.js';
import { creditedSql, settledSql } from '../invoices/invoices.js';

const LISTED = 50;
const aed = (fils: number) => fils / 100;

/** Money in less money out, by the day it moved, this UAE month. */
async function revenueThisMonthFils(db: TDb, today: string): Promise<number> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amountFils}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(and(gte(ledgerEntries.receivedOn, monthStart), lt(ledgerEntries.receivedOn, addMonths(monthStart, 1))));
  return row?.sum ?? 0;
}

/**
 * What is still to pay on the invoices of orders that stand (not canceled or rejected): each one's
 * total less its credit notes and what settled it, where that is positive (a refund owed is not money due).
 */
async function moneyDueFils(db: TDb): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(greatest(${invoices.totalFils} - ${creditedSql()} - ${settledSql()}, 0)), 0)`.mapWith(Number) })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.kind, 'invoice'), notInArray(orders.status, [...VOID_ORDER_STATUSES])));
  return row?.sum ?? 0;
}

/** Refunds owed and not yet paid out in full, the oldest due first: a guarantee's, or a closed order's credit note's. */
async function refundsDue(db: TDb): Promise<NonNullable<TFinanceDashboard['refundsDue']>> {
  const refunded = db
    .select({ creditNoteId: ledgerEntries.creditNoteId, fils: sql<number>`sum(${ledgerEntries.amountFils})`.as('fils') })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.kind, 'refund'))
    .groupBy(ledgerEntries.creditNoteId)
    .as('refunded');
  // Refund entries are negative: what is left is what the credit note owes plus them.
  const left = sql<number>`coalesce(${invoices.refundFils}, ${invoices.totalFils}) + coalesce(${refunded.fils}, 0)`.mapWith(Number);
  const dueOn = sql<string | null>`coalesce(${invoices.refundDueOn}, ${placements.refundDueOn})`;
  const rows = await db
    .select({
      placementId: placements.id,
      orderId: orders.id,
      orderNumber: orders.number,
      creditNoteNumber: invoices.number,
      clientName: users.userName,
      leftFils: left,
      dueOn,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, orders.clientId))
    .leftJoin(placements, eq(placements.creditNoteId, invoices.id))
    .leftJoin(refunded, eq(refunded.creditNoteId, invoices.id))
    .where(and(eq(invoices.kind, 'creditNote'), sql`${left} > 0`))
    .orderBy(asc(dueOn), asc(invoices.id))
    .limit(LISTED);
  return rows.map(({ leftFils, dueOn: day, ...row }) => ({ ...row, amountAed: aed(leftFils), dueOn: day ?? '' }));
}

/** Monthly placements going on whose paid period ends within the notice days (or has ended). */
async function renewalsDue(db: TDb, today: string): Promise<TFinanceDashboard['renewalsDue']> {
  const rows = await db
    .select({ placementId: placements.id, orderId: orders.id, orderNumber: orders.number, clientName: users.userName, paidUntil: placements.paidUntil })
    .from(placements)
    .innerJoin(orders, eq(orders.id, placements.orderId))
    .innerJoin(users, eq(users.id, placements.clientId))
    .where(
      and(
        eq(placements.status, 'active'),
        eq(placements.packageKind, 'Monthly'),
        eq(placements.stopAtPaidUntil, false),
        lte(placements.paidUntil, addDays(today, RENEWAL_NOTICE_DAYS)),
      ),
    )
    .orderBy(asc(placements.paidUntil), asc(placements.id))
    .limit(LISTED);
  return rows.map(({ paidUntil, ...row }) => ({ ...row, paidUntil: paidUntil ?? '' }));
}

/** Placements going on that end within 30 days as things stand (or are past their end). */
async function endingSoon(db: TDb, today: string): Promise<TFinanceDashboard['endingSoon']> {
  const endsOn = sql<string>`coalesce(${placements.contractEnd}, ${placements.paidUntil})`;
  return db
    .select({ placementId: placements.id, orderNumber: orders.number, labor: { name: labors.name, nameAr: labors.nameAr, code: labors.code }, endsOn })
    .from(placements)
    .innerJoin(orders, eq(orders.id, placements.orderId))
    .innerJoin(labors, eq(labors.id, placements.laborId))
    .where(and(eq(placements.status, 'active'), lte(endsOn, addDays(today, ENDING_SOON_DAYS))))
    .orderBy(asc(endsOn), asc(placements.id))
    .limit(LISTED);
}

/** Revenue this month, money due and refunds due, in AED: for roles that may see money (orders.finance). */
async function moneyFigures(db: TDb, today: string) {
  const [revenue, due, refunds] = await Promise.all([revenueThisMonthFils(db, today), moneyDueFils(db), refundsDue(db)]);
  return { revenueThisMonthAed: aed(revenue), moneyDueAed: aed(due), refundsDue: refunds };
}

const NO_MONEY = { revenueThisMonthAed: null, moneyDueAed: null, refundsDue: null };

/** The dashboard's after-hire figures (ISSUE 18); its money only when `seesMoney` (the role holds orders.finance). */
export async function afterHireDashboard(db: TDb, now: Date, seesMoney: boolean): Promise<TFinanceDashboard> {
  const today = todayInUae(now);
  const [money, renewals, ending] = await Promise.all([seesMoney ? moneyFigures(db, today) : NO_MONEY, renewalsDue(db, today), endingSoon(db, today)]);
  return { ...money, renewalsDue: renewals, endingSoon: ending };
}
