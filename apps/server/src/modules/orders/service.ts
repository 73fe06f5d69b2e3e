import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { TAdminOrderQuery, TClientOrderQuery, TOrderRequest, TOrderStatusCounts, TOrderTransition, TPackageInput } from '@app/shared';
import { hasPermission, ORDER_ACTION_PERMISSION, ORDER_STATUSES, todayInUae } from '@app/shared';
import type { TDb, TTx } from '../../db/client.js';
import { branches, countries, labors, orderEvents, orders, packages, positions, siteSettings, users } from '../../db/schema/index.js';
import { clientIdsMatching, workerIdsMatching } from '../../db/people-search.js';
import { numberMatches, pgErrorCode, sortedBy } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange } from '../audit/record.js';
import { feeInvoiceFacts, orderBalanceFils } from '../invoices/invoices.js';
import { closingPreview, othersClosingPreview, receivedByMethod } from './payments.js';
import { replacementOpened, replacementTerms } from '../placements/replacement.js';
import { placementOfOrder } from '../placements/start.js';
import { notifyStaff } from '../staff-notifications/raise.js';
import type { TActor } from '../auth/actor.js';
import { otherOpenOrders, recordEvent, transition, type TStepCtx, type TStepOrder } from './lifecycle.js';
import { notifyClients } from './notifications.js';
import { presentOrder, presentPackage, presentSummary, type TInvoiceSeller } from './presenter.js';
import { foldWhenMany, keptOrderTotalSql, pendingCountChangesSql } from './totals.js';

// ---------------------------------------------------------------- packages

export async function listPackages(db: TDb, { activeOnly }: { activeOnly: boolean }) {
  const rows = await db
    .select()
    .from(packages)
    .where(activeOnly ? eq(packages.isActive, true) : undefined)
    .orderBy(asc(packages.kind));
  return rows.map(presentPackage);
}

export async function updatePackage(ctx: TCtx, kind: 'Main' | 'Monthly', input: TPackageInput) {
  const { now } = ctx;
  if (kind === 'Monthly' && !input.minMonths) throw new AppError(400, 'validation.minMonthsRequired', {}, 'minMonths');
  const row = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(packages).where(eq(packages.kind, kind)).for('update');
    const [after] = await tx
      .update(packages)
      .set({ ...input, minMonths: kind === 'Monthly' ? input.minMonths : null, updatedAt: now })
      .where(eq(packages.kind, kind))
      .returning();
    await recordChange(tx, ctx.audit, { action: 'update', entity: 'package', entityId: kind }, before ?? null, after!);
    return after!;
  });
  return presentPackage(row);
}

// ---------------------------------------------------------------- request

// Crockford's base32 without I, L, O and U: easy to read out on the phone, hard to guess.
const NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newOrderNumber = () => `SO-${Array.from({ length: 8 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('')}`;

/**
 * The client's e-mail of a placed order, queued in the transaction that places it (whether the
 * client placed it or staff did for her); a seeded order (no site address) is history, not news.
 */
export async function announcePlaced(ctx: TStepCtx, tx: TTx, orderId: number) {
  if (ctx.baseUrl !== undefined) await notifyClients({ db: tx, now: ctx.now, baseUrl: ctx.baseUrl }, 'request', [orderId]);
}

/** A client requests a worker; staff hear of it with her. */
export async function requestOrder(ctx: TStepCtx, input: TOrderRequest): Promise<number> {
  return refusingSecondOpenOrder(() =>
    ctx.db.transaction(async (tx) => {
      const id = await placeOrder({ ...ctx, db: tx }, ctx.actor.userId, input);
      if (ctx.baseUrl !== undefined) await notifyStaff(tx, 'order', id);
      await announcePlaced(ctx, tx, id);
      return id;
    }),
  );
}

/**
 * The rules of every new order, in the caller's transaction: only an active Available worker, an
 * active package, a fresh order number and the history row naming who placed it (the client, or
 * staff on the client's behalf).
 */
export async function placeOrder(ctx: Pick<TCtx, 'db' | 'now' | 'actor'>, clientId: number, input: TOrderRequest): Promise<number> {
  const { db: tx, now, actor: by } = ctx;
  const [labor] = await tx
    .select({ status: labors.status, isActive: labors.isActive, passportExpiryDate: labors.passportExpiryDate })
    .from(labors)
    .where(eq(labors.id, input.laborId))
    .for('share');
  // Staff see hidden workers and expired passports in Add Order's list: they are told which it is.
  const staff = by.role === 'admin';
  if (!labor || (!labor.isActive && !staff)) throw new AppError(404, 'labors.notFound', {}, 'laborId');
  if (!labor.isActive) throw new AppError(409, 'orders.laborHidden', {}, 'laborId');
  // An expired passport keeps her out of the catalogue, and out of new requests (labors module).
  const passportExpired = labor.passportExpiryDate < todayInUae(now);
  if (staff && labor.status === 'Available' && passportExpired) throw new AppError(409, 'orders.laborPassportExpired', {}, 'laborId');
  if (labor.status !== 'Available' || passportExpired) throw new AppError(409, 'orders.laborUnavailable');
  // A replacement under the guarantee: the original's package and months, no new fee, whether or not the package is still sold.
  const replacing = input.replacesPlacementId ? await replacementTerms(tx, clientId, input.replacesPlacementId) : null;
  const [chosen] = await tx
    .select()
    .from(packages)
    .where(replacing ? eq(packages.kind, replacing.packageKind) : and(eq(packages.kind, input.package), eq(packages.isActive, true)));
  if (!chosen) throw new AppError(409, 'orders.packageUnavailable', {}, 'package');
  const [order] = await tx
    .insert(orders)
    .values({
      number: newOrderNumber(),
      clientId,
      laborId: input.laborId,
      packageKind: chosen.kind,
      priceAed: replacing ? 0 : chosen.priceAed,
      months: replacing ? replacing.months : chosen.kind === 'Monthly' ? chosen.minMonths : null,
      replacesPlacementId: replacing?.placementId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  const action = by.role === 'client' ? 'request' : 'requestOnBehalf';
  await recordEvent(tx, { orderId: order!.id, at: now, action, actor: by.role, actorId: by.userId, fromStatus: null, toStatus: 'Pending', note: '' });
  if (replacing) await replacementOpened(ctx, replacing, order!.id);
  return order!.id;
}

/**
 * One open order per client and worker: the unique index settles it, even between two racing requests.
 * The refusal speaks to whoever placed it: the client ("You already have…") or staff ("This client already has…").
 */
export async function refusingSecondOpenOrder<T>(work: () => Promise<T>, by: TActor['role'] = 'client'): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { constraint } = pgErrorCode(error);
    if (constraint === 'orders_one_open_per_client_labor')
      throw new AppError(409, by === 'client' ? 'orders.alreadyRequested' : 'orders.clientAlreadyRequested');
    if (constraint === 'orders_one_replacement_per_placement') throw new AppError(409, 'placements.replacementOpen');
    throw error;
  }
}

// ---------------------------------------------------------------- reading

/** The statuses an order may still be closed from (canceled, rejected or declined). */
const CLOSABLE: readonly string[] = ['Pending', 'InProgress', 'Hired'];

/** One order with everything its page shows, in the reader's language; a client only ever finds their own. */
export async function getOrder(ctx: TCtx, id: number) {
  const { db, actor: viewer, now: today } = ctx;
  const [row] = await db
    .select({
      order: orders,
      labor: labors,
      country: { id: countries.id, name: countries.name, nameAr: countries.nameAr },
      position: { id: positions.id, name: positions.name, nameAr: positions.nameAr },
      packageName: { name: packages.name, nameAr: packages.nameAr },
      client: { id: users.id, userName: users.userName, email: users.email, phoneNumber: users.phoneNumber },
    })
    .from(orders)
    .innerJoin(labors, eq(labors.id, orders.laborId))
    .innerJoin(countries, eq(countries.id, labors.countryId))
    .innerJoin(positions, eq(positions.id, labors.positionId))
    .innerJoin(packages, eq(packages.kind, orders.packageKind))
    .innerJoin(users, eq(users.id, orders.clientId))
    .where(viewer.role === 'client' ? and(eq(orders.id, id), eq(orders.clientId, viewer.userId)) : eq(orders.id, id));
  if (!row) throw new AppError(404, 'orders.notFound');
  const [branch] = row.order.branchId ? await db.select().from(branches).where(eq(branches.id, row.order.branchId)) : [];
  const history = await db
    .select({ event: orderEvents, actorName: users.userName })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, id))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  const feeInvoice = await feeInvoiceFacts(db, id);
  const closingCredit = CLOSABLE.includes(row.order.status) ? await closingPreview(db, id, today) : null;
  const others = viewer.role === 'admin' ? await otherOpenOrders(db, row.order) : [];
  const othersClosingCredit = others.length > 0 ? await othersClosingPreview(db, others, today) : null;
  const afterHire = { balanceFils: await orderBalanceFils(db, id), ...(await placementOfOrder(ctx, row.order)) };
  const received = viewer.role === 'admin' && feeInvoice ? await receivedByMethod(db, feeInvoice.invoice.id) : [];
  const details = {
    ...row,
    branch: branch ?? null,
    history,
    feeInvoice,
    closingCredit,
    otherOpenOrders: others.length,
    othersClosingCredit,
    afterHire,
    received,
  };
  const order = presentOrder(details, viewer.role, ctx.locale, today);
  if (viewer.role === 'client') return order;
  // Staff see the buttons of the steps their role may take.
  return { ...order, actions: order.actions.filter((action) => hasPermission(viewer.staffRole, ORDER_ACTION_PERMISSION[action] ?? 'orders.manage')) };
}

/**
 * One order step as the routes take it: the lifecycle's transition (its e-mails queued with it), the
 * job runner nudged once it committed, and the order as the one asking now sees it.
 */
export async function changeOrder(ctx: TCtx, order: TStepOrder, input: TOrderTransition) {
  await transition(ctx, order, input);
  ctx.jobs.nudge();
  return getOrder(ctx, order.id);
}

const SELLER_KEYS = ['agencyLegalName.en', 'agencyLegalName.ar', 'agencyAddress.en', 'agencyAddress.ar', 'agencyTrn'];

/** The agency as its tax invoices name it, from the back office's settings. */
export async function invoiceSeller(db: TDb): Promise<TInvoiceSeller> {
  const rows = await db.select().from(siteSettings).where(inArray(siteSettings.key, SELLER_KEYS));
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? '';
  return {
    legalName: value('agencyLegalName.en'),
    legalNameAr: value('agencyLegalName.ar'),
    address: value('agencyAddress.en'),
    addressAr: value('agencyAddress.ar'),
    trn: value('agencyTrn'),
  };
}

type TListQuery = TClientOrderQuery & Partial<Pick<TAdminOrderQuery, 'status' | 'package' | 'clientId' | 'laborId'>>;

/**
 * Staff find an order the way a caller gives it: its number, the client's user name, full name or
 * phone (typed any way), or the worker's name in either language or her code. The three are
 * separate id sets joined by UNION, so each is found through its own index (trigrams on the number,
 * the clients' and workers' names; client and worker ids): an OR across them read all 200,000
 * orders. The clients and workers found are arrays (db/people-search.ts): as a subquery the planner
 * chose to read every order for ten workers (32 ms against 4 on PostgreSQL).
 */
function searchedOrderIds(db: TDb, search: string, filters: SQL[]) {
  const found = (condition: SQL) =>
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(condition, ...filters));
  return union(
    found(numberMatches(orders.number, search)),
    found(sql`${orders.clientId} = ANY(${clientIdsMatching(db, search)})`),
    found(sql`${orders.laborId} = ANY(${workerIdsMatching(db, search)})`),
  );
}

/**
 * One page of orders, newest first, and the total, in one round trip. The page's ids are chosen on
 * the orders table alone (an index walk) and only those rows are joined. The total of the whole
 * list, or of one status or package, is the kept count (totals.ts); a client's or a worker's is
 * counted through their index in the same query. A search's orders are found once as ids (each
 * filter applied in each of the three ways they are found), then read by id and counted: walking
 * the list's order to meet a few scattered matches read thousands of orders (39 ms on PGlite).
 */
export async function listOrders(db: TDb, query: TListQuery, viewer: TActor) {
  const filters: SQL[] = [];
  if (viewer.role === 'client') filters.push(eq(orders.clientId, viewer.userId));
  if (query.clientId) filters.push(eq(orders.clientId, query.clientId));
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.package) filters.push(eq(orders.packageKind, query.package));
  if (query.laborId) filters.push(eq(orders.laborId, query.laborId));
  const search = query.search?.trim();
  // Found once (a CTE) for both the page and its count.
  const found = search ? db.$with('found').as(searchedOrderIds(db, search, filters)) : undefined;
  const reader = found ? db.with(found) : db;
  const matching = found ? sql`${orders.id} = ANY(ARRAY(SELECT id FROM ${found}))` : and(...filters);
  const columns = { createdAt: orders.createdAt, number: orders.number, status: orders.status, package: orders.packageKind };
  const order = sortedBy(query.sort, columns, orders.id, [desc(orders.createdAt), desc(orders.id)]);
  const page = { matching, order, pageNumber: query.pageNumber, pageSize: query.pageSize };
  const kept = viewer.role === 'admin' && !search && !query.clientId && !query.laborId;
  const counted = (found ? sql<number>`(SELECT count(*) FROM ${found})` : sql<number>`(SELECT count(*) FROM ${orders} WHERE ${matching ?? sql`true`})`).mapWith(
    Number,
  );
  const rows = await pageOrders(
    { db, reader },
    page,
    kept ? { totalCount: keptOrderTotalSql(query), pending: pendingCountChangesSql } : { totalCount: counted },
  );
  const [first] = rows;
  if (first?.pending) await foldWhenMany(db, first.pending);
  // A page past the last carries no total: it is counted on its own.
  const countAll = async () => (await reader.select({ value: kept ? keptOrderTotalSql(query) : counted }).from(sql`(SELECT 1) AS one`))[0]!.value;
  const totalCount = first?.totalCount ?? (query.pageNumber > 1 ? await countAll() : 0);
  return { items: rows.map((row) => presentSummary(row, viewer.role)), totalCount, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

type TOrderPage = { matching: SQL | undefined; order: SQL[]; pageNumber: number; pageSize: number };

/**
 * The page's orders with their worker and client; `extra` adds columns every row carries (the total).
 * `reader` makes the statement (with the search's CTE), `db` the page's ids inside it.
 */
function pageOrders<TExtra extends Record<string, SQL.Aliased<number> | SQL<number>>>(
  { db, reader }: { db: TDb; reader: Pick<TDb, 'select'> },
  page: TOrderPage,
  extra: TExtra,
) {
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(page.matching)
    .orderBy(...page.order)
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
  return reader
    .select({
      order: orders,
      labor: { id: labors.id, code: labors.code, name: labors.name, nameAr: labors.nameAr, thumbnail: labors.thumbnail },
      client: { id: users.id, userName: users.userName },
      ...extra,
    })
    .from(orders)
    .innerJoin(labors, eq(labors.id, orders.laborId))
    .innerJoin(users, eq(users.id, orders.clientId))
    .where(inArray(orders.id, pageIds))
    .orderBy(...page.order);
}

export async function countByStatus(db: TDb): Promise<TOrderStatusCounts> {
  const rows = await db.select({ status: orders.status, value: count() }).from(orders).groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as TOrderStatusCounts;
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}
