import { z } from '../schemas/zod.js';
import { ZIdParamsSchema } from '../schemas/auth.js';
import { ZEntityHistorySchema } from '../schemas/audit.js';
import { ZPageSchema } from '../schemas/common.js';
import {
  ZCallbackInputSchema,
  ZEnquiryDetailsSchema,
  ZEnquiryInputSchema,
  ZEnquiryQuerySchema,
  ZEnquirySchema,
  ZEnquiryUpdateSchema,
} from '../schemas/enquiries.js';
import { ZAdminOrderInputSchema } from '../schemas/admin-orders.js';
import { ZOrderSchema } from '../schemas/orders.js';
import { ZNoteInputSchema, ZOwnersSchema } from '../schemas/pipeline.js';
import { endpoint } from './endpoint.js';

const tag = 'enquiries';

/** Visitors' questions and callback requests, and the back office's pipeline of them. */
export const enquiriesApi = {
  send: endpoint({
    method: 'POST',
    path: '/api/enquiries',
    access: 'public',
    tag,
    summary: 'A visitor asks a question, maybe about one worker',
    body: ZEnquiryInputSchema,
    response: z.null(),
    status: 201,
  }),
  requestCallback: endpoint({
    method: 'POST',
    path: '/api/callback-requests',
    access: 'public',
    tag,
    summary: 'A visitor asks to be called on a date (today or later)',
    body: ZCallbackInputSchema,
    response: z.null(),
    status: 201,
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/enquiries',
    access: 'enquiries.manage',
    tag,
    summary: 'Enquiries and callback requests, newest first, by kind, status, owner and follow-up due; search by name, phone or message',
    query: ZEnquiryQuerySchema,
    response: ZPageSchema(ZEnquirySchema),
  }),
  today: endpoint({
    method: 'GET',
    path: '/api/admin/enquiries/today',
    access: 'enquiries.manage',
    tag,
    summary: "Today's callbacks: open enquiries whose follow-up is due by today (UAE) and new callbacks whose day has come, soonest first",
    response: z.array(ZEnquirySchema),
  }),
  owners: endpoint({
    method: 'GET',
    path: '/api/admin/enquiries/owners',
    access: 'enquiries.manage',
    tag,
    summary: 'The active staff who may handle enquiries',
    response: ZOwnersSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/enquiries/:id',
    access: 'enquiries.manage',
    tag,
    summary: 'One enquiry: everything sent, the worker it is about, the notes, and the client and order it became',
    params: ZIdParamsSchema,
    response: ZEnquiryDetailsSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/enquiries/:id',
    access: 'enquiries.manage',
    tag,
    summary: "Change an enquiry's status, owner or follow-up day",
    params: ZIdParamsSchema,
    body: ZEnquiryUpdateSchema,
    response: ZEnquiryDetailsSchema,
  }),
  addNote: endpoint({
    method: 'POST',
    path: '/api/admin/enquiries/:id/notes',
    access: 'enquiries.manage',
    tag,
    summary: 'Add a dated note to an enquiry',
    params: ZIdParamsSchema,
    body: ZNoteInputSchema,
    response: ZEnquiryDetailsSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/admin/enquiries/:id/history',
    access: 'enquiries.manage',
    tag,
    summary: "An enquiry's changes, newest first",
    params: ZIdParamsSchema,
    response: ZEntityHistorySchema,
  }),
  convert: endpoint({
    method: 'POST',
    path: '/api/admin/enquiries/:id/order',
    access: 'enquiries.manage',
    tag,
    summary: 'Convert: make the visitor a client (or take an existing one) and open an order, in one transaction; the enquiry is marked converted',
    params: ZIdParamsSchema,
    // Staff's "Add Order": an existing client (clientId) or a new one (newClient), a worker and a package.
    body: ZAdminOrderInputSchema,
    response: ZOrderSchema,
    status: 201,
  }),
};
