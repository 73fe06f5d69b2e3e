import { z } from '../schemas/zod.js';
import { ZIdParamsSchema } from '../schemas/auth.js';
import { ZPageSchema } from '../schemas/common.js';
import { ZCallbackInputSchema, ZEnquiryHandledSchema, ZEnquiryInputSchema, ZEnquiryQuerySchema, ZEnquirySchema } from '../schemas/enquiries.js';
import { endpoint } from './endpoint.js';

const tag = 'enquiries';

/** Visitors' questions and callback requests, and the back office's list of them. */
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
    summary: 'Enquiries and callback requests, newest first',
    query: ZEnquiryQuerySchema,
    response: ZPageSchema(ZEnquirySchema),
  }),
  setHandled: endpoint({
    method: 'PUT',
    path: '/api/admin/enquiries/:id/handled',
    access: 'enquiries.manage',
    tag,
    summary: 'Mark an enquiry or a callback request handled, or not',
    params: ZIdParamsSchema,
    body: ZEnquiryHandledSchema,
    response: z.null(),
  }),
};
