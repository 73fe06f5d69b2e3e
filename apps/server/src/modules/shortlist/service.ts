import { SHORTLIST_MAX, ZShortlistWorkerSchema, type TPublicLabor, type TShortlist, type TShortlistWorker } from '@app/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { shortlistEntries, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { getPublicLabor } from '../labors/catalogue.js';

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
export async function shortlistOf(db: TDb, laborIds: number[], today: Date): Promise<TShortlist> {
  const shown = await Promise.all(laborIds.map((id) => shownWorker(db, id, today)));
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

export async function clientShortlist(db: TDb, clientId: number, today: Date): Promise<TShortlist> {
  return shortlistOf(db, await keptIds(db, clientId), today);
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
export async function addToShortlist(db: TDb, clientId: number, laborId: number, today: Date): Promise<TShortlist> {
  if (!(await shownWorker(db, laborId, today))) throw new AppError(404, 'labors.notFound');
  const { full } = await keepWorkers(db, clientId, [laborId]);
  if (full) throw new AppError(422, 'shortlist.full', { max: SHORTLIST_MAX });
  return clientShortlist(db, clientId, today);
}

export async function removeFromShortlist(db: TDb, clientId: number, laborId: number, today: Date): Promise<TShortlist> {
  await db.delete(shortlistEntries).where(and(eq(shortlistEntries.clientId, clientId), eq(shortlistEntries.laborId, laborId)));
  return clientShortlist(db, clientId, today);
}

/** The browser's list into the account: repeating it changes nothing; what the catalogue does not show and what does not fit are left out. */
export async function mergeShortlist(db: TDb, clientId: number, laborIds: number[], today: Date): Promise<TShortlist> {
  const unique = [...new Set(laborIds)];
  const shown = await Promise.all(unique.map((id) => shownWorker(db, id, today)));
  await keepWorkers(
    db,
    clientId,
    unique.filter((_, index) => shown[index] !== null),
  );
  return clientShortlist(db, clientId, today);
}
