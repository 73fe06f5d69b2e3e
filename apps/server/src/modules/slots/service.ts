import { and, asc, count, eq, gt, gte, isNull, lt, sql, type Column, type SQL } from 'drizzle-orm';
import { addDays, atUaeTime, SLOT_PUBLISH_MAX, slotStarts, todayInUae, type TSlot, type TSlotPublish } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { branches, interviewBookings, interviewSlots } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange } from '../audit/record.js';

type TSlotRow = typeof interviewSlots.$inferSelect;
type TPlace = 'online' | number | undefined;

/** Online slots, or one branch's; every slot when no place is given. */
export const placeFilter = (place: TPlace, type: Column, branch: Column): SQL | undefined =>
  place === undefined ? undefined : place === 'online' ? eq(type, 'online') : eq(branch, place);

const heldSeats =
  sql<number>`(select count(*) from ${interviewBookings} where ${interviewBookings.slotId} = ${interviewSlots.id} and ${interviewBookings.releasedAt} is null)`.mapWith(
    Number,
  );

const slotColumns = {
  id: interviewSlots.id,
  startsAt: interviewSlots.startsAt,
  minutes: interviewSlots.minutes,
  capacity: interviewSlots.capacity,
  interviewType: interviewSlots.interviewType,
  branchId: branches.id,
  branchName: branches.name,
  branchNameAr: branches.nameAr,
  booked: heldSeats,
};

type TSlotListRow = Awaited<ReturnType<typeof slotRows>>[number];

export const presentSlot = (row: TSlotListRow): TSlot => ({
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  minutes: row.minutes,
  capacity: row.capacity,
  booked: row.booked,
  interviewType: row.interviewType,
  branch: row.branchId === null ? null : { id: row.branchId, name: row.branchName ?? '', nameAr: row.branchNameAr ?? '' },
});

/** Slots with their branch and held seats, in time order, filtered by `where`. */
export function slotRows(db: Pick<TDb, 'select'>, where: SQL | undefined, limit = 1000) {
  return db
    .select(slotColumns)
    .from(interviewSlots)
    .leftJoin(branches, eq(branches.id, interviewSlots.branchId))
    .where(where)
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id))
    .limit(limit);
}

/** The slots still ahead within the days asked (from today in the UAE by default), with how many seats are booked. */
export async function listSlots(db: TDb, query: { fromDay?: string; days: number; place?: TPlace }, now: Date): Promise<TSlot[]> {
  const fromDay = query.fromDay ?? todayInUae(now);
  const rows = await slotRows(
    db,
    and(
      gte(interviewSlots.startsAt, atUaeTime(fromDay)),
      gt(interviewSlots.startsAt, now),
      lt(interviewSlots.startsAt, atUaeTime(addDays(fromDay, query.days))),
      placeFilter(query.place, interviewSlots.interviewType, interviewSlots.branchId),
    ),
  );
  return rows.map(presentSlot);
}

async function assertBranch(tx: Pick<TDb, 'select'>, branchId: number | null) {
  if (branchId === null) return;
  const [branch] = await tx.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId));
  if (!branch) throw new AppError(422, 'orders.branchMissing', {}, 'branchId');
}

/** Publishes the slots a range describes (those already ahead only); a slot at the same time and place is kept, not doubled. */
export async function publishSlots(ctx: TCtx, input: TSlotPublish) {
  const { db, now } = ctx;
  const starts = slotStarts(input).filter((start) => start.getTime() > now.getTime());
  if (starts.length === 0) throw new AppError(422, 'slots.noneInRange', {}, 'fromDay');
  if (starts.length > SLOT_PUBLISH_MAX) throw new AppError(422, 'slots.tooMany', { count: starts.length, max: SLOT_PUBLISH_MAX }, 'toDay');
  const online = input.interviewType === 'online';
  return db.transaction(async (tx) => {
    await assertBranch(tx, online ? null : input.branchId);
    const place = { interviewType: input.interviewType, branchId: online ? null : input.branchId, meetingLink: online ? input.meetingLink : null };
    const created = await tx
      .insert(interviewSlots)
      .values(starts.map((startsAt) => ({ startsAt, minutes: input.minutes, capacity: input.capacity, ...place, createdAt: now })))
      .onConflictDoNothing()
      .returning({ id: interviewSlots.id });
    const { fromDay, toDay, weekdays, fromTime, toTime, minutes, capacity } = input;
    await recordChange(tx, ctx.audit, { action: 'create', entity: 'interviewSlot', entityId: `${fromDay}..${toDay}` }, null, {
      ...place,
      fromDay,
      toDay,
      weekdays,
      fromTime,
      toTime,
      minutes,
      capacity,
      created: created.length,
    });
    return { created: created.length, skipped: starts.length - created.length };
  });
}

const snapshot = (slot: TSlotRow) => ({
  startsAt: slot.startsAt,
  minutes: slot.minutes,
  capacity: slot.capacity,
  interviewType: slot.interviewType,
  branchId: slot.branchId,
  meetingLink: slot.meetingLink,
});

/** Removes a slot nobody holds a seat of: a booked one stays (409). */
export async function removeSlot(ctx: TCtx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [slot] = await tx.select().from(interviewSlots).where(eq(interviewSlots.id, id)).for('update');
    if (!slot) throw new AppError(404, 'slots.notFound');
    const [held] = await tx
      .select({ seats: count() })
      .from(interviewBookings)
      .where(and(eq(interviewBookings.slotId, id), isNull(interviewBookings.releasedAt)));
    if (held!.seats > 0) throw new AppError(409, 'slots.bookedNoRemove');
    await tx.delete(interviewSlots).where(eq(interviewSlots.id, id));
    await recordChange(tx, ctx.audit, { action: 'delete', entity: 'interviewSlot', entityId: id }, snapshot(slot), null);
  });
}
