import { and, eq } from 'drizzle-orm';
import type { TCallbackInput, TEnquiryChange, TEnquiryInput } from '@app/shared';
import type { TDb, TTx } from '../../db/client.js';
import { enquiries, enquiryNotes, labors } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TAttemptLimiter } from '../../http/attempt-limiter.js';
import type { TCtx } from '../../http/context.js';
import { recordChange } from '../audit/record.js';
import { assertOwner, ownerName, staffWhoMay } from '../staff/owners.js';
import { notifyStaff } from '../staff-notifications/raise.js';
import type { TEnquiryRow } from './read.js';

const FIFTEEN_MINUTES = 15 * 60_000;
const REQUESTS_PER_ADDRESS = 10;

type TEnquiryContext = { db: TDb; attempts: TAttemptLimiter };

export async function sendEnquiry(ctx: TEnquiryContext, { email, ...input }: TEnquiryInput, ip: string) {
  await ctx.attempts.hit(`enquiry:ip:${ip}`, REQUESTS_PER_ADDRESS, FIFTEEN_MINUTES);
  if (input.laborId) {
    const [labor] = await ctx.db
      .select({ id: labors.id })
      .from(labors)
      .where(and(eq(labors.id, input.laborId), eq(labors.isActive, true)));
    if (!labor) throw new AppError(422, 'enquiries.laborMissing', {}, 'laborId');
  }
  await addEnquiry(ctx.db, { kind: 'enquiry', ...input, email: email || null });
}

export async function requestCallback(ctx: TEnquiryContext, input: TCallbackInput, ip: string) {
  await ctx.attempts.hit(`enquiry:ip:${ip}`, REQUESTS_PER_ADDRESS, FIFTEEN_MINUTES);
  await addEnquiry(ctx.db, { kind: 'callback', ...input });
}

/** A visitor's enquiry or callback request, and the staff's notification of it, together. */
async function addEnquiry(db: TDb, values: typeof enquiries.$inferInsert) {
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(enquiries).values(values).returning({ id: enquiries.id, kind: enquiries.kind });
    await notifyStaff(tx, row!.kind, row!.id);
  });
}

/** The enquiry's row, locked for a change; 404 when there is none. */
export async function lockedEnquiry(tx: TTx, id: number): Promise<TEnquiryRow> {
  const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update');
  if (!row) throw new AppError(404, 'enquiries.notFound');
  return row;
}

/** An enquiry as the audit trail compares it: status, owner by name, follow-up day, the client and order it became. */
export async function snapshot(tx: TTx, row: TEnquiryRow) {
  return { status: row.status, owner: await ownerName(tx, row.ownerId), followUpOn: row.followUpOn, clientId: row.clientId, orderId: row.orderId };
}

/**
 * Changes an enquiry's status, owner or follow-up day, written to the audit trail ('status' when
 * the status moved). A converted enquiry keeps its status: its client and order exist.
 */
export async function updateEnquiry(ctx: TCtx, id: number, change: TEnquiryChange) {
  await ctx.db.transaction(async (tx) => {
    const before = await lockedEnquiry(tx, id);
    const moves = change.status !== undefined && change.status !== before.status;
    if (moves && before.status === 'converted') throw new AppError(409, 'enquiries.alreadyConverted', {}, 'status');
    if (change.ownerId) await assertOwner(tx, change.ownerId, 'enquiries.manage', 'enquiries.ownerInvalid');
    const [after] = await tx
      .update(enquiries)
      .set({ ...change, updatedAt: ctx.now })
      .where(eq(enquiries.id, id))
      .returning();
    await recordChange(
      tx,
      ctx.audit,
      { action: moves ? 'status' : 'update', entity: 'enquiry', entityId: id },
      await snapshot(tx, before),
      await snapshot(tx, after!),
    );
  });
}

/** Adds a dated note by the one acting; the trail records it too. */
export async function addEnquiryNote(ctx: TCtx, id: number, text: string) {
  const { now, audit: actor } = ctx;
  await ctx.db.transaction(async (tx) => {
    await lockedEnquiry(tx, id);
    await tx.insert(enquiryNotes).values({ enquiryId: id, authorId: actor.userId, text, createdAt: now });
    await tx.update(enquiries).set({ updatedAt: now }).where(eq(enquiries.id, id));
    await recordChange(tx, actor, { action: 'update', entity: 'enquiry', entityId: id }, { note: null }, { note: text });
  });
}

/** Staff who may own an enquiry, by name. */
export const listOwners = (db: TDb) => staffWhoMay(db, 'enquiries.manage');
