import { slotsApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { pgErrorCode } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { changeOrder } from '../orders/service.js';
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
  route(app, slotsApi.adminList, async ({ ctx, query }) => ok(await listSlots(ctx.db, query, ctx.now)));

  route(app, slotsApi.publish, async (request) => {
    const published = await publishSlots(request.ctx, request.body);
    return ok(published, request.t('slots.published', { count: published.created }));
  });

  route(app, slotsApi.remove, async (request) => {
    await removeSlot(request.ctx, request.params.id);
    return ok(null, request.t('slots.removed'));
  });

  route(app, slotsApi.calendar, async ({ ctx, query }) => ok(await interviewCalendar(ctx.db, query, ctx.now)));

  route(app, slotsApi.orderSlots, async ({ ctx, params }) => ok(await orderSlots(ctx, await ownOrder(ctx.db, params.id, ctx.actor.userId))));

  // The booking is the staff's "set the interview" step, taken by the client for a slot: same
  // transition, same history entry, same invitation with its calendar event.
  route(app, slotsApi.book, async (request) => {
    const { ctx } = request;
    const order = await ownOrder(ctx.db, request.params.id, ctx.actor.userId);
    const input = await interviewOfSlot(ctx.db, request.body.slotId, order.version);
    const booked = await refusingTakenSeat(() => changeOrder(ctx, { id: order.id, claim: claimSlot(request.body.slotId) }, input));
    return ok(booked, request.t(order.interviewAt ? 'slots.moved' : 'slots.booked'));
  });
}
