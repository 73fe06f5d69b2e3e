import { SHORTLIST_MAX, ZShortlistWorkerSchema, type TPublicLabor, type TShortlist, type TShortlistWorker } from '@app/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { shortlistEntries, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { getPublicLabor } from '../labors/catalogue.js';

/** A visitor's read needs the database and the day; a client's own shortlist also who she is. */
type TReadCtx = Pick<TCtx, 'db' | 'now'>;
type TClientCtx = Pick<TCtx, 'db' | 'now' | 'actor'>;

/** Her public page cut to the compared fields, by the answer's own schema. */
const presentWorker = (labor: TPublicLabor): TShortlistWorker => ZShortlistWorkerSchema.parse(labor);

/** The worker as the catalogue shows her today, or null when it does not (unknown, hidden, passport expired). */
async function shownWorker(db: TDb, id: number, today: Date): Promise<TPublicLabor | null> {
  try {
    return await getPublicLabor({ db, now: today }, id);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The kept ids and, among them, the workers still in the catalogue (read together: one query). */
export async function shortlistOf(ctx: TReadCtx, laborIds: number[]): Promise<TShortlist> {
  const shown = await Promise.all(laborIds.map((id) => shownWorker(ctx.db, id, ctx.now)));
  return { laborIds, workers: shown.filter((labor) => labor !== null).map(presentWorker) };
}

async function keptIds(db: TDb, clientId: number): Promise<number[]> {
  const rows = await db
    .select({ laborId: shortlistEntries.laborId })
    .from(shortlistEntries)
    .where(eq(shortlistEntries.clientId, clientId))
    .orderBy(asc(shortlistEntries.createdAt), asc(shortlistEntries.laborId));
  return rows.map((row) => row.laborId);
}

export async function clientShortlist(ctx: TClientCtx): Promise<TShortlist> {
  return shortlistOf(ctx, await keptIds(ctx.db, ctx.actor.userId));
}

/**
 * Adds the workers in order, skipping those already kept, up to SHORTLIST_MAX. The client's row is
 * locked first, so two tabs adding at once can not pass the cap together.
 */
async function keepWorkers(db: TDb, clientId: number, laborIds: number[]): Promise<{ added: number; full: boolean }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, clientId)).for('update');
    const kept = await tx.select({ laborId: shortlistEntries.laborId }).from(shortlistEntries).where(eq(shortlistEntries.clientId, clientId));
    const keptSet = new Set(kept.map((row) => row.laborId));
    const fresh = laborIds.filter((id) => !keptSet.has(id));
    const room = SHORTLIST_MAX - keptSet.size;
    const toAdd = fresh.slice(0, Math.max(0, room));
    // One timestamp each, a millisecond apart, so they keep the order they were given in.
    const now = Date.now();
    if (toAdd.length > 0) {
      await tx
        .insert(shortlistEntries)
        .values(toAdd.map((laborId, index) => ({ clientId, laborId, createdAt: new Date(now + index) })))
        .onConflictDoNothing();
    }
    return { added: toAdd.length, full: fresh.length > toAdd.length };
  });
}

/** A worker the catalogue shows, kept once; a full shortlist refuses a new one. */
export async function addToShortlist(ctx: TClientCtx, laborId: number): Promise<TShortlist> {
  if (!(await shownWorker(ctx.db, laborId, ctx.now))) throw new AppError(404, 'labors.notFound');
  const { full } = await keepWorkers(ctx.db, ctx.actor.userId, [laborId]);
  if (full) throw new AppError(422, 'shortlist.full', { max: SHORTLIST_MAX });
  return clientShortlist(ctx);
}

export async function removeFromShortlist(ctx: TClientCtx, laborId: number): Promise<TShortlist> {
  await ctx.db.delete(shortlistEntries).where(and(eq(shortlistEntries.clientId, ctx.actor.userId), eq(shortlistEntries.laborId, laborId)));
  return clientShortlist(ctx);
}

/** The browser's list into the account: repeating it changes nothing; what the catalogue does not show and what does not fit are left out. */
export async function mergeShortlist(ctx: TClientCtx, laborIds: number[]): Promise<TShortlist> {
  const unique = [...new Set(laborIds)];
  const shown = await Promise.all(unique.map((id) => shownWorker(ctx.db, id, ctx.now)));
  await keepWorkers(
    ctx.db,
    ctx.actor.userId,
    unique.filter((_, index) => shown[index] !== null),
  );
  return clientShortlist(ctx);
}
