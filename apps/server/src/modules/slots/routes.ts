import { slotsApi } from '@app/shared';
import type { TApp } from '../../app.js';
import { pgErrorCode } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { auditActorOf } from '../audit/record.js';
import { currentUser } from '../auth/access.js';
import { runOrderTransition } from '../orders/routes.js';
import { claimSlot, interviewOfSlot, orderSlots, ownOrder } from './booking.js';
import { interviewCalendar } from './calendar.js';
import { listSlots, publishSlots, removeSlot } from './service.js';

/** A seat taken between the count and the insert (the unique index saw it): the slot is full. */
async function refusingTakenSeat<T>(book: () => Promise<T>): Promise<T> {
  try {
    return await book();
  } catch (error) {
    if (pgErrorCode(error).constraint === 'interview_bookings_one_per_seat') throw new AppError(409, 'slots.full', {}, 'slotId');
    throw error;
  }
}

/** Interview slots: staff publish and remove them and read the calendar; a client books one for her own order. */
export async function slotRoutes(app: TApp) {
  route(app, slotsApi.adminList, async (request) => ok(await listSlots(app.db, request.query, app.clock())));

  route(app, slotsApi.publish, async (request) => {
    const published = await publishSlots(app.db, request.body, auditActorOf(request), app.clock());
    return ok(published, request.t('slots.published', { count: published.created }));
  });

  route(app, slotsApi.remove, async (request) => {
    await removeSlot(app.db, request.params.id, auditActorOf(request));
    return ok(null, request.t('slots.removed'));
  });

  route(app, slotsApi.calendar, async (request) => ok(await interviewCalendar(app.db, request.query, app.clock())));

  route(app, slotsApi.orderSlots, async (request) => {
    const order = await ownOrder(app.db, request.params.id, currentUser(request).id);
    return ok(await orderSlots(app.db, order, app.clock(), (key) => request.t(key)));
  });

  // The booking is the staff's "set the interview" step, taken by the client for a slot: same
  // transition, same history entry, same invitation with its calendar event.
  route(app, slotsApi.book, async (request) => {
    const order = await ownOrder(app.db, request.params.id, currentUser(request).id);
    const input = await interviewOfSlot(app.db, request.body.slotId, order.version);
    const doneKey = order.interviewAt ? 'slots.moved' : 'slots.booked';
    return refusingTakenSeat(() => runOrderTransition(app, request, order.id, input, { claim: claimSlot(request.body.slotId), doneKey }));
  });
}
