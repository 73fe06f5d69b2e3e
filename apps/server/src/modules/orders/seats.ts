import { and, eq, isNull } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client.js';
import { interviewBookings, interviewSlots } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

// An order's seat at an interview slot: a booking takes it (modules/slots), the order's own steps free it.

/** Frees the seat an order holds, if any: its interview moved or the order closed. */
export async function releaseSeat(tx: Pick<TDb, 'update'>, orderId: number, now: Date) {
  await tx
    .update(interviewBookings)
    .set({ releasedAt: now })
    .where(and(eq(interviewBookings.orderId, orderId), isNull(interviewBookings.releasedAt)));
}

/**
 * Takes a free seat of a slot for an order. The slot's row is locked first, so bookings of one slot
 * are counted one after the other; the unique index on (slot, seat) refuses any that slipped past.
 */
export async function takeSeat(tx: TTx, slotId: number, orderId: number, now: Date) {
  const [slot] = await tx.select().from(interviewSlots).where(eq(interviewSlots.id, slotId)).for('update');
  if (!slot) throw new AppError(404, 'slots.notFound');
  if (slot.startsAt.getTime() <= now.getTime()) throw new AppError(422, 'slots.past', {}, 'slotId');
  const held = await tx
    .select({ seat: interviewBookings.seat })
    .from(interviewBookings)
    .where(and(eq(interviewBookings.slotId, slotId), isNull(interviewBookings.releasedAt)));
  const taken = new Set(held.map((row) => row.seat));
  const seat = Array.from({ length: slot.capacity }, (_, index) => index + 1).find((candidate) => !taken.has(candidate));
  if (seat === undefined) throw new AppError(409, 'slots.full', {}, 'slotId');
  await tx.insert(interviewBookings).values({ slotId, seat, orderId, bookedAt: now });
}
