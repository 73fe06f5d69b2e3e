import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TCallbackInput, TEnquiry, TEnquiryInput, TEnquiryQuery, TPage } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { enquiries, labors } from '../../db/schema/index.js';
import { containsPattern, countRows, pageOf, phoneMatches } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import type { TAttemptLimiter } from '../../http/attempt-limiter.js';
import { recordChange, type TAuditActor } from '../audit/record.js';

const FIFTEEN_MINUTES = 15 * 60_000;
const REQUESTS_PER_ADDRESS = 10;

type TEnquiryContext = { db: TDb; attempts: TAttemptLimiter };

export async function sendEnquiry(ctx: TEnquiryContext, input: TEnquiryInput, ip: string) {
  await ctx.attempts.hit(`enquiry:ip:${ip}`, REQUESTS_PER_ADDRESS, FIFTEEN_MINUTES);
  if (input.laborId) {
    const [labor] = await ctx.db
      .select({ id: labors.id })
      .from(labors)
      .where(and(eq(labors.id, input.laborId), eq(labors.isActive, true)));
    if (!labor) throw new AppError(422, 'enquiries.laborMissing', {}, 'laborId');
  }
  await ctx.db.insert(enquiries).values({ kind: 'enquiry', ...input });
}

export async function requestCallback(ctx: TEnquiryContext, input: TCallbackInput, ip: string) {
  await ctx.attempts.hit(`enquiry:ip:${ip}`, REQUESTS_PER_ADDRESS, FIFTEEN_MINUTES);
  await ctx.db.insert(enquiries).values({ kind: 'callback', ...input });
}

export async function listEnquiries(db: TDb, query: TEnquiryQuery): Promise<TPage<TEnquiry>> {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(enquiries.kind, query.kind));
  if (query.handled !== undefined) conditions.push(eq(enquiries.isHandled, query.handled));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(enquiries.name, pattern), phoneMatches(enquiries.phoneNumber, query.search), ilike(enquiries.message, pattern))!);
  }
  const where = and(...conditions);
  const rows = await db
    .select({
      enquiry: enquiries,
      labor: { id: labors.id, code: labors.code, name: labors.name },
      totalCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(enquiries)
    .leftJoin(labors, eq(labors.id, enquiries.laborId))
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  return pageOf(
    rows,
    query,
    ({ enquiry, labor }) => ({
      id: enquiry.id,
      kind: enquiry.kind,
      name: enquiry.name,
      phoneNumber: enquiry.phoneNumber,
      message: enquiry.message,
      preferredDate: enquiry.preferredDate,
      labor: labor?.id ? labor : null,
      isHandled: enquiry.isHandled,
      createdAt: enquiry.createdAt.toISOString(),
    }),
    () => countRows(db, enquiries, where),
  );
}

export async function markHandled(db: TDb, id: number, isHandled: boolean, actor: TAuditActor) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ isHandled: enquiries.isHandled }).from(enquiries).where(eq(enquiries.id, id)).for('update');
    if (!before) throw new AppError(404, 'enquiries.notFound');
    await tx.update(enquiries).set({ isHandled }).where(eq(enquiries.id, id));
    await recordChange(tx, actor, { action: 'status', entity: 'enquiry', entityId: id }, before, { isHandled });
  });
}
