import { and, asc, desc, eq, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { todayInUae, type TClientRef, type TEnquiry, type TEnquiryDetails, type TEnquiryQuery, type TPage } from '@app/shared';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb, TReader } from '../../db/client.js';
import { enquiries, enquiryNotes, labors, orders, users } from '../../db/schema/index.js';
import { containsPattern, pageOf, phoneMatches } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { identityKey } from '../auth/credentials.js';

export type TEnquiryRow = typeof enquiries.$inferSelect;

/**
 * The UAE day an enquiry is due: its follow-up day, or else a new callback request's preferred
 * day. Nothing is due once it is converted or closed.
 */
const dueOn = sql<string | null>`CASE WHEN ${enquiries.status} IN ('new', 'contacted') THEN coalesce(
  ${enquiries.followUpOn},
  CASE WHEN ${enquiries.kind} = 'callback' AND ${enquiries.status} = 'new' THEN ${enquiries.preferredDate} END
) END`;

const owners = alias(users, 'owners');

function summaries(db: TReader, counted: boolean) {
  return db
    .select({
      enquiry: enquiries,
      labor: { id: labors.id, code: labors.code, name: labors.name, nameAr: labors.nameAr },
      ownerName: owners.userName,
      dueOn: sql<string | null>`${dueOn}::text`,
      totalCount: (counted ? sql<number>`count(*) over ()` : sql<number>`0`).mapWith(Number),
    })
    .from(enquiries)
    .leftJoin(labors, eq(labors.id, enquiries.laborId))
    .leftJoin(owners, eq(owners.id, enquiries.ownerId));
}

type TSummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['where']>>[number];

function presentEnquiry({ enquiry, labor, ownerName, dueOn }: TSummaryRow): TEnquiry {
  return {
    id: enquiry.id,
    kind: enquiry.kind,
    name: enquiry.name,
    phoneNumber: enquiry.phoneNumber,
    email: enquiry.email,
    message: enquiry.message,
    preferredDate: enquiry.preferredDate,
    labor: labor?.id ? labor : null,
    status: enquiry.status,
    owner: enquiry.ownerId !== null && ownerName !== null ? { id: enquiry.ownerId, userName: ownerName } : null,
    followUpOn: enquiry.followUpOn,
    dueOn,
    createdAt: enquiry.createdAt.toISOString(),
  };
}

/** Kind, status, owner ('mine', 'none' or a staff member), follow-up due by today in the UAE, and the search. */
function listFilter(query: TEnquiryQuery, viewerId: number, now: Date): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (query.kind) conditions.push(eq(enquiries.kind, query.kind));
  if (query.status) conditions.push(eq(enquiries.status, query.status));
  if (query.owner === 'none') conditions.push(isNull(enquiries.ownerId));
  else if (query.owner !== undefined) conditions.push(eq(enquiries.ownerId, query.owner === 'mine' ? viewerId : query.owner));
  if (query.followUpDue) conditions.push(lte(enquiries.followUpOn, todayInUae(now)));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(enquiries.name, pattern), phoneMatches(enquiries.phoneNumber, query.search), ilike(enquiries.message, pattern)));
  }
  return and(...conditions);
}

/** /EnquireList: newest first, one page and its total. */
export async function listEnquiries(ctx: Pick<TCtx, 'db' | 'actor' | 'now'>, query: TEnquiryQuery): Promise<TPage<TEnquiry>> {
  const { db } = ctx;
  const where = listFilter(query, ctx.actor.userId, ctx.now);
  const rows = await summaries(db, true)
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  const countAll = async () => (await summaries(db, true).where(where).limit(1))[0]?.totalCount ?? 0;
  return pageOf(rows, query, presentEnquiry, countAll);
}

/** What today's callbacks hold at most: a day's calls, not the whole backlog. */
const TODAY_LIMIT = 200;

/** Today's callbacks: everything due by today in the UAE, the longest overdue first. */
export async function todaysCallbacks(db: TDb, now: Date): Promise<TEnquiry[]> {
  const rows = await summaries(db, false)
    .where(lte(dueOn, todayInUae(now)))
    .orderBy(asc(dueOn), asc(enquiries.createdAt), asc(enquiries.id))
    .limit(TODAY_LIMIT);
  return rows.map(presentEnquiry);
}

/** The dashboard's count of today's callbacks. */
export async function countDue(db: TDb, now: Date): Promise<{ due: number }> {
  const [row] = await db
    .select({ due: sql<number>`count(*)`.mapWith(Number) })
    .from(enquiries)
    .where(lte(dueOn, todayInUae(now)));
  return { due: row?.due ?? 0 };
}

export async function findEnquiryRow(db: TReader, id: number): Promise<TEnquiryRow> {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
  if (!row) throw new AppError(404, 'enquiries.notFound');
  return row;
}

const clientColumns = { id: users.id, userName: users.userName, email: users.email, phoneNumber: users.phoneNumber };

/** Clients who already have this phone number or e-mail: the order may go to one of them instead of a new account. */
export function clientsWith(db: TReader, contact: { phoneNumber: string; email: string | null }): Promise<TClientRef[]> {
  const sameEmail = contact.email ? eq(users.emailKey, identityKey(contact.email)) : undefined;
  return db
    .select(clientColumns)
    .from(users)
    .where(and(eq(users.role, 'client'), or(eq(users.phoneNumber, contact.phoneNumber), sameEmail)))
    .orderBy(asc(users.id))
    .limit(5);
}

/** One enquiry's page; 404 when there is none. */
export async function getEnquiry(db: TDb, id: number): Promise<TEnquiryDetails> {
  const [summary] = await summaries(db, false).where(eq(enquiries.id, id));
  if (!summary) throw new AppError(404, 'enquiries.notFound');
  const { enquiry } = summary;
  const [notes, [client], [order], matchingClients] = await Promise.all([
    db
      .select({ id: enquiryNotes.id, text: enquiryNotes.text, author: users.userName, createdAt: enquiryNotes.createdAt })
      .from(enquiryNotes)
      .leftJoin(users, eq(users.id, enquiryNotes.authorId))
      .where(eq(enquiryNotes.enquiryId, id))
      .orderBy(asc(enquiryNotes.createdAt), asc(enquiryNotes.id)),
    enquiry.clientId === null ? [] : db.select(clientColumns).from(users).where(eq(users.id, enquiry.clientId)),
    enquiry.orderId === null ? [] : db.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.id, enquiry.orderId)),
    enquiry.status === 'converted' ? [] : clientsWith(db, enquiry),
  ]);
  return {
    ...presentEnquiry(summary),
    notes: notes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
    client: client ?? null,
    order: order ?? null,
    matchingClients,
    updatedAt: enquiry.updatedAt.toISOString(),
  };
}
