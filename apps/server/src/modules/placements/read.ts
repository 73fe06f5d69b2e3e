import { and, asc, desc, eq, gt, lte, notExists, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { addDays, ENDING_SOON_DAYS, todayInUae, VOID_ORDER_STATUSES, type TPage, type TPlacementQuery, type TPlacementSummary } from '@app/shared';
import type { TDb, TReader } from '../../db/client.js';
import { invoices, labors, ledgerEntries, orders, placementEvents, placements, users } from '../../db/schema/index.js';
import { clientIdsMatching, workerIdsMatching } from '../../db/people-search.js';
import { numberMatches } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import type { TActor } from '../auth/actor.js';
import type { TCtx } from '../../http/context.js';
import { presentPlacement, presentPlacementSummary, type TDetailsRow, type TPlacementRow, type TSummaryRow } from './presenter.js';

const summaryColumns = {
  placement: placements,
  orderNumber: orders.number,
  labor: { id: labors.id, code: labors.code, name: labors.name, nameAr: labors.nameAr, thumbnail: labors.thumbnail },
  client: { id: users.id, userName: users.userName },
};

const summaries = (db: TReader) =>
  db
    .select(summaryColumns)
    .from(placements)
    .innerJoin(orders, eq(orders.id, placements.orderId))
    .innerJoin(labors, eq(labors.id, placements.laborId))
    .innerJoin(users, eq(users.id, placements.clientId));

/** The day it ends as things stand, in SQL: the contract's end, or the paid period's. */
const endsOnSql = sql<string>`coalesce(${placements.contractEnd}, ${placements.paidUntil})`;

function filterCondition(filter: TPlacementQuery['filter'], today: string): SQL | undefined {
  const active = eq(placements.status, 'active');
  switch (filter) {
    case 'active':
      return active;
    case 'probation':
      return and(active, gt(placements.probationEnd, today));
    case 'endingSoon':
      return and(active, lte(endsOnSql, addDays(today, ENDING_SOON_DAYS)));
    case 'ended':
      return eq(placements.status, 'ended');
    case 'replacementDue':
      return and(eq(placements.status, 'ended'), eq(placements.remedy, 'replacement'), notExists(standingReplacement));
    default:
      return undefined;
  }
}

/** A replacement order opened under the placement and still standing (not canceled or rejected). */
const standingReplacement = sql`(SELECT 1 FROM ${orders} o WHERE o.replaces_placement_id = ${placements.id} AND o.status NOT IN ('Canceled', 'Rejected'))`;

/** Staff's list: filtered, searched by order number, worker name or code, client user name, full name or phone; newest first. */
export async function listPlacements(db: TDb, query: TPlacementQuery, now: Date): Promise<TPage<TPlacementSummary>> {
  const conditions: Array<SQL | undefined> = [filterCondition(query.filter, todayInUae(now))];
  if (query.package) conditions.push(eq(placements.packageKind, query.package));
  if (query.clientId) conditions.push(eq(placements.clientId, query.clientId));
  if (query.laborId) conditions.push(eq(placements.laborId, query.laborId));
  const search = query.search?.trim();
  if (search) {
    conditions.push(
      or(
        numberMatches(orders.number, search),
        sql`${placements.clientId} = ANY(${clientIdsMatching(db, search)})`,
        sql`${placements.laborId} = ANY(${workerIdsMatching(db, search)})`,
      ),
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select({ ...summaryColumns, totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(placements)
    .innerJoin(orders, eq(orders.id, placements.orderId))
    .innerJoin(labors, eq(labors.id, placements.laborId))
    .innerJoin(users, eq(users.id, placements.clientId))
    .where(where)
    .orderBy(desc(placements.startDate), desc(placements.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  const countAll = async () => {
    const [row] = await db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(placements)
      .innerJoin(orders, eq(orders.id, placements.orderId))
      .innerJoin(labors, eq(labors.id, placements.laborId))
      .innerJoin(users, eq(users.id, placements.clientId))
      .where(where);
    return row?.value ?? 0;
  };
  const totalCount = rows[0]?.totalCount ?? (query.pageNumber > 1 ? await countAll() : 0);
  return { items: rows.map((row) => presentPlacementSummary(row, 'admin', now)), totalCount, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

/** The order and placement an earlier placement was: what a replacement names. */
export async function orderLinkOf(db: TReader, placementId: number | null) {
  if (!placementId) return null;
  const [link] = await db
    .select({ placementId: placements.id, orderId: orders.id, orderNumber: orders.number })
    .from(placements)
    .innerJoin(orders, eq(orders.id, placements.orderId))
    .where(eq(placements.id, placementId));
  return link ?? null;
}

/** The refund's credit note, what was paid out against it, and the day it was paid in full. */
async function refundOf(db: TReader, placement: TPlacementRow): Promise<TDetailsRow['refund']> {
  if (!placement.creditNoteId) return null;
  const [creditNote] = await db
    .select({
      number: invoices.number,
      totalFils: invoices.totalFils,
      paidFils: sql<number>`coalesce(-sum(${ledgerEntries.amountFils}), 0)`.mapWith(Number),
      lastPaidOn: sql<string | null>`max(${ledgerEntries.receivedOn})`,
    })
    .from(invoices)
    .leftJoin(ledgerEntries, eq(ledgerEntries.creditNoteId, invoices.id))
    .where(eq(invoices.id, placement.creditNoteId))
    .groupBy(invoices.id);
  if (!creditNote) return null;
  const paidInFull = creditNote.paidFils >= creditNote.totalFils;
  return { creditNoteNumber: creditNote.number, paidFils: creditNote.paidFils, paidOn: paidInFull ? creditNote.lastPaidOn : null };
}

/** The live replacement order opened under this placement's guarantee (the latest, when one was closed and another opened). */
async function replacementOrderOf(db: TReader, placementId: number): Promise<TDetailsRow['replacementOrder']> {
  const [order] = await db
    .select({ id: orders.id, number: orders.number, status: orders.status })
    .from(orders)
    .where(eq(orders.replacesPlacementId, placementId))
    .orderBy(sql`${notInArray(orders.status, [...VOID_ORDER_STATUSES])} DESC`, desc(orders.id))
    .limit(1);
  return order ?? null;
}

async function timelineOf(db: TReader, placementId: number) {
  return db
    .select({ event: placementEvents, actorName: users.userName })
    .from(placementEvents)
    .leftJoin(users, eq(users.id, placementEvents.actorId))
    .where(eq(placementEvents.placementId, placementId))
    .orderBy(asc(placementEvents.at), asc(placementEvents.id));
}

async function detailsOf(db: TReader, summary: TSummaryRow): Promise<TDetailsRow> {
  const { placement } = summary;
  const [replaces, refund, replacementOrder, timeline] = await Promise.all([
    orderLinkOf(db, placement.replacesPlacementId),
    refundOf(db, placement),
    replacementOrderOf(db, placement.id),
    timelineOf(db, placement.id),
  ]);
  return { ...summary, replaces, refund, replacementOrder, timeline };
}

/** Which placement: by its id (staff), or by its order's id (the client, on her order). */
export type TPlacementRef = { placementId: number } | { orderId: number };

const refCondition = (ref: TPlacementRef) => ('placementId' in ref ? eq(placements.id, ref.placementId) : eq(placements.orderId, ref.orderId));

/** The condition that finds the placement as this viewer may see it: a client only ever finds her own. */
export const visibleTo = (ref: TPlacementRef, viewer: TActor) =>
  viewer.role === 'client' ? and(refCondition(ref), eq(placements.clientId, viewer.userId)) : refCondition(ref);

/** What reading a placement needs of the request: who reads it, in which language, and when. */
export type TReadCtx = Pick<TCtx, 'db' | 'actor' | 'locale' | 'now'>;

/** One placement with its page's details, or null when there is none this viewer may see. */
export async function findPlacement(ctx: TReadCtx, ref: TPlacementRef) {
  const [summary] = await summaries(ctx.db).where(visibleTo(ref, ctx.actor));
  return summary ? presentPlacement(await detailsOf(ctx.db, summary), ctx.actor, ctx.locale, ctx.now) : null;
}

export async function getPlacement(ctx: TReadCtx, ref: TPlacementRef) {
  const placement = await findPlacement(ctx, ref);
  if (!placement) throw new AppError(404, 'placements.notFound');
  return placement;
}

/** A replacement's chain back to the first placement: the hire whose fee and guarantee it carries. */
export async function originalPlacementOf(db: TReader, placement: TPlacementRow): Promise<TPlacementRow> {
  let current = placement;
  // Each replacement points one step back; the chain is short (one per return).
  while (current.replacesPlacementId) {
    const [previous] = await db.select().from(placements).where(eq(placements.id, current.replacesPlacementId));
    if (!previous) break;
    current = previous;
  }
  return current;
}
