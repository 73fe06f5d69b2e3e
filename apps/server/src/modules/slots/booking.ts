import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { SLOT_MOVE_NOTICE_HOURS, translate, type TOrderSlots, type TOrderTransition } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { interviewBookings, interviewSlots, orders } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { refusal, type TClaim, type TOrderRow } from '../orders/lifecycle.js';
import { releaseSeat, takeSeat } from '../orders/seats.js';
import { presentSlot, slotRows } from './service.js';

const HOUR_MS = 3_600_000;
/** How far ahead a client sees free slots. */
const PICK_AHEAD_DAYS = 60;

type TBookingRow = typeof interviewBookings.$inferSelect;
/** An order's bookings, the one holding a seat, and that slot's time. */
type TBookings = { all: TBookingRow[]; held: TBookingRow | undefined; heldStartsAt: Date | null };

/** The client's own order; another's, or none, is 404 as on the order page. */
export async function ownOrder(db: Pick<TDb, 'select'>, orderId: number, clientId: number): Promise<TOrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.clientId !== clientId) throw new AppError(404, 'orders.notFound');
  return order;
}

async function bookingsOf(db: Pick<TDb, 'select'>, orderId: number): Promise<TBookings> {
  const all = await db.select().from(interviewBookings).where(eq(interviewBookings.orderId, orderId)).orderBy(asc(interviewBookings.id));
  const held = all.find((booking) => booking.releasedAt === null);
  const [slot] = held?.slotId ? await db.select({ startsAt: interviewSlots.startsAt }).from(interviewSlots).where(eq(interviewSlots.id, held.slotId)) : [];
  return { all, held, heldStartsAt: slot?.startsAt ?? null };
}

/**
 * Why the client may not pick a slot now, or null: the order's status (the lifecycle's 409), an
 * interview staff set, a booking already moved once, or one less than 24 hours away (422).
 */
function pickRefusal(order: TOrderRow, bookings: TBookings, now: Date): { status: number; key: string } | null {
  const lifecycle = refusal(order, 'client', 'setInterview', now, true);
  if (lifecycle) return lifecycle;
  if (order.interviewAt && !bookings.held) return { status: 422, key: 'slots.setByStaff' };
  if (!bookings.held) return null;
  if (bookings.all.length > 1) return { status: 422, key: 'slots.movedOnce' };
  const startsAt = bookings.heldStartsAt ?? order.interviewAt!;
  if (startsAt.getTime() - now.getTime() < SLOT_MOVE_NOTICE_HOURS * HOUR_MS) return { status: 422, key: 'slots.tooLateToMove' };
  return null;
}

/** What the order page offers the client: the free slots ahead, her booking, and whether she may pick one now. */
export async function orderSlots(ctx: Pick<TCtx, 'db' | 'now' | 'locale'>, order: TOrderRow): Promise<TOrderSlots> {
  const { db, now } = ctx;
  const bookings = await bookingsOf(db, order.id);
  const refused = pickRefusal(order, bookings, now);
  // Once the interview has taken place there is nothing to change: no "call us to change it".
  const held = order.interviewAt !== null && order.interviewAt.getTime() <= now.getTime();
  const rows = refused
    ? []
    : await slotRows(
        db,
        and(
          gt(interviewSlots.startsAt, now),
          lt(interviewSlots.startsAt, new Date(now.getTime() + PICK_AHEAD_DAYS * 24 * HOUR_MS)),
          bookings.held?.slotId ? ne(interviewSlots.id, bookings.held.slotId) : undefined,
          sql`(select count(*) from ${interviewBookings} where ${interviewBookings.slotId} = ${interviewSlots.id} and ${interviewBookings.releasedAt} is null) < ${interviewSlots.capacity}`,
        ),
        300,
      );
  return {
    slots: rows.map(presentSlot).map(({ booked: _booked, capacity: _capacity, ...slot }) => slot),
    booking:
      bookings.held?.slotId && bookings.heldStartsAt
        ? { slotId: bookings.held.slotId, startsAt: bookings.heldStartsAt.toISOString(), moved: bookings.all.length > 1 }
        : null,
    canPick: refused === null,
    reason: refused && !held ? translate(ctx.locale, refused.key.startsWith('orders.illegalWhile') ? 'slots.orderClosed' : refused.key) : null,
  };
}

/** The step a booked slot makes: the interview staff would set for its time and place. */
export async function interviewOfSlot(db: Pick<TDb, 'select'>, slotId: number, version: number): Promise<TOrderTransition> {
  const [slot] = await db.select().from(interviewSlots).where(eq(interviewSlots.id, slotId));
  if (!slot) throw new AppError(404, 'slots.notFound');
  return {
    action: 'setInterview',
    interviewAt: slot.startsAt.toISOString(),
    interviewType: slot.interviewType,
    meetingLink: slot.meetingLink,
    branchId: slot.branchId,
    version,
    note: '',
  };
}

/** Inside the order's transition: checks she may pick now, frees the seat she held and takes one of this slot. */
export const claimSlot =
  (slotId: number): TClaim =>
  async (tx, order, now) => {
    const bookings = await bookingsOf(tx, order.id);
    const refused = pickRefusal(order, bookings, now);
    if (refused) throw new AppError(refused.status, refused.key);
    if (bookings.held?.slotId === slotId) throw new AppError(422, 'slots.sameSlot', {}, 'slotId');
    await releaseSeat(tx, order.id, now);
    await takeSeat(tx, slotId, order.id, now);
  };
