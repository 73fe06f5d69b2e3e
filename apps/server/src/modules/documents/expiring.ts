import { and, asc, count, eq, gte, ilike, isNotNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  DOCUMENT_WARNING_DAYS,
  expiryState,
  todayInUae,
  type TDocumentCounts,
  type TDocumentExpiryItem,
  type TDocumentExpiryQuery,
  type TPage,
} from '@app/shared';
import type { TDb, TReader } from '../../db/client.js';
import { labors, orders, placements, users, workerDocuments } from '../../db/schema/index.js';
import { containsPattern, pageOf } from '../../db/sql-helpers.js';
import type { TCtx } from '../../http/context.js';
import { viewerOf, type TDocumentViewer } from './service.js';

const DAY_MS = 86_400_000;

/** Whole days from one UAE day to another (negative when `to` is before `from`). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The list's filters; `only` keeps the expired ones or those still valid (the digest's two sections). */
export type TExpiryFilter = Omit<TDocumentExpiryQuery, 'pageNumber' | 'pageSize'> & { only?: 'expired' | 'expiring' };

/** Expired, or expiring by `today + within`; by kind, worker, or her code or name; passports only for those who see them. */
export function expiryFilter(query: TExpiryFilter, today: string, viewer: TDocumentViewer): SQL | undefined {
  const conditions: SQL[] = [isNotNull(workerDocuments.expiryDate), lte(workerDocuments.expiryDate, addDays(today, query.within))];
  if (query.only) conditions.push(query.only === 'expired' ? lt(workerDocuments.expiryDate, today) : gte(workerDocuments.expiryDate, today));
  if (!viewer.seesPassports) conditions.push(ne(workerDocuments.kind, 'passport'));
  if (query.kind) conditions.push(eq(workerDocuments.kind, query.kind));
  if (query.laborId) conditions.push(eq(workerDocuments.laborId, query.laborId));
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(labors.code, pattern), ilike(labors.name, pattern), ilike(labors.nameAr, pattern))!);
  }
  return and(...conditions);
}

/** Documents with their worker and her placement going on (its order and family), the soonest expiry first. */
export function expiryRows(db: TReader, where: SQL | undefined, page: { limit: number; offset?: number }) {
  return db
    .select({
      document: { id: workerDocuments.id, kind: workerDocuments.kind, number: workerDocuments.number, expiryDate: workerDocuments.expiryDate },
      labor: { id: labors.id, code: labors.code, name: labors.name, nameAr: labors.nameAr },
      placement: { id: placements.id, orderId: orders.id, orderNumber: orders.number, clientName: users.userName },
      totalCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(workerDocuments)
    .innerJoin(labors, eq(labors.id, workerDocuments.laborId))
    .leftJoin(placements, and(eq(placements.laborId, labors.id), eq(placements.status, 'active')))
    .leftJoin(orders, eq(orders.id, placements.orderId))
    .leftJoin(users, eq(users.id, placements.clientId))
    .where(where)
    .orderBy(asc(workerDocuments.expiryDate), asc(workerDocuments.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

type TExpiryRow = Awaited<ReturnType<typeof expiryRows>>[number];

export const presentExpiryRow =
  (today: string) =>
  ({ document, labor, placement }: TExpiryRow): TDocumentExpiryItem => ({
    ...document,
    expiryDate: document.expiryDate!,
    daysLeft: daysBetween(today, document.expiryDate!),
    state: expiryState(document.kind, document.expiryDate, today),
    labor,
    placement:
      placement?.id && placement.orderId && placement.orderNumber
        ? { id: placement.id, orderId: placement.orderId, orderNumber: placement.orderNumber, clientName: placement.clientName ?? '' }
        : null,
  });

/** /Documents: one page of what is expired or expiring, and its total. */
export async function listExpiring(ctx: TCtx, query: TDocumentExpiryQuery): Promise<TPage<TDocumentExpiryItem>> {
  const { db } = ctx;
  const today = todayInUae(ctx.now);
  const where = expiryFilter(query, today, viewerOf(ctx.actor));
  const rows = await expiryRows(db, where, { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize });
  const countAll = async () => (await expiryRows(db, where, { limit: 1 }))[0]?.totalCount ?? 0;
  return pageOf(rows, query, presentExpiryRow(today), countAll);
}

/** What expires by `today + DOCUMENT_WARNING_DAYS` and what has expired, for the dashboard. */
export async function documentCounts(db: TDb, now: Date, viewer: TDocumentViewer): Promise<TDocumentCounts> {
  const today = todayInUae(now);
  const [row] = await db
    .select({
      expired: count(sql`CASE WHEN ${lt(workerDocuments.expiryDate, today)} THEN 1 END`),
      expiringSoon: count(sql`CASE WHEN ${workerDocuments.expiryDate} >= ${today} THEN 1 END`),
    })
    .from(workerDocuments)
    .where(expiryFilter({ within: DOCUMENT_WARNING_DAYS }, today, viewer));
  return { expired: row?.expired ?? 0, expiringSoon: row?.expiringSoon ?? 0 };
}
