import { z } from '../schemas/zod.js';
import { ZIdParamsSchema } from '../schemas/auth.js';
import { ZOrderSchema } from '../schemas/orders.js';
import {
  ZCalendarQuerySchema,
  ZCalendarSchema,
  ZOrderSlotsSchema,
  ZSlotBookingSchema,
  ZSlotPublishedSchema,
  ZSlotPublishSchema,
  ZSlotQuerySchema,
  ZSlotSchema,
} from '../schemas/slots.js';
import { endpoint } from './endpoint.js';

const tag = 'slots';

/** Interview slots: staff publish them, a client with an open order books one, staff read the calendar (issue 20). */
export const slotsApi = {
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/interview-slots',
    access: 'slots.manage',
    tag,
    summary: 'The slots of the coming days, online or at one branch, with how many seats are booked',
    query: ZSlotQuerySchema,
    response: z.array(ZSlotSchema),
  }),
  publish: endpoint({
    method: 'POST',
    path: '/api/admin/interview-slots',
    access: 'slots.manage',
    tag,
    summary: 'Publish slots for a range of days, weekdays and hours (UAE time); a slot that exists is skipped',
    body: ZSlotPublishSchema,
    response: ZSlotPublishedSchema,
    status: 201,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/interview-slots/:id',
    access: 'slots.manage',
    tag,
    summary: 'Remove a slot nobody booked (a booked one is 409)',
    params: ZIdParamsSchema,
    response: z.null(),
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/api/admin/interview-calendar',
    access: 'orders.view',
    tag,
    summary: 'The interviews and visa process appointments of a day or of its week (Saturday to Friday, UAE time), online or at one branch',
    query: ZCalendarQuerySchema,
    response: ZCalendarSchema,
  }),
  orderSlots: endpoint({
    method: 'GET',
    path: '/api/orders/:id/interview-slots',
    access: 'client',
    tag,
    summary: "The free slots for one of the client's own orders, her booking, and whether she may pick one now",
    params: ZIdParamsSchema,
    response: ZOrderSlotsSchema,
  }),
  book: endpoint({
    method: 'POST',
    path: '/api/orders/:id/interview-slots',
    access: 'client',
    tag,
    summary: 'Book a slot for the interview (or move it, once, up to 24 hours before): sets the interview as staff do',
    params: ZIdParamsSchema,
    body: ZSlotBookingSchema,
    response: ZOrderSchema,
  }),
};
