import {
  ZCallbackInputSchema,
  ZEnquiryHandledSchema,
  ZEnquiryInputSchema,
  ZEnquiryQuerySchema,
  ZEnquirySchema,
  ZEnvelopeSchema,
  ZIdParamsSchema,
  ZPageSchema,
} from '@app/shared';
import { z } from 'zod';
import type { TApp } from '../../app.js';
import { ok } from '../../http/envelope.js';
import { listEnquiries, markHandled, requestCallback, sendEnquiry } from './service.js';

const ZDoneSchema = ZEnvelopeSchema(z.null());

export async function enquiryRoutes(app: TApp) {
  app.post(
    '/api/enquiries',
    {
      config: { access: 'public' },
      schema: { tags: ['enquiries'], summary: 'A visitor asks a question, maybe about one worker', body: ZEnquiryInputSchema, response: { 201: ZDoneSchema } },
    },
    async (request, reply) => {
      await sendEnquiry(app, request.body, request.ip);
      return reply.code(201).send(ok(null, request.t('enquiries.sent')));
    },
  );

  app.post(
    '/api/callback-requests',
    {
      config: { access: 'public' },
      schema: { tags: ['enquiries'], summary: 'A visitor asks to be called on a date (today or later)', body: ZCallbackInputSchema, response: { 201: ZDoneSchema } },
    },
    async (request, reply) => {
      await requestCallback(app, request.body, request.ip);
      return reply.code(201).send(ok(null, request.t('enquiries.callbackSent')));
    },
  );

  app.get(
    '/api/admin/enquiries',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['enquiries'],
        summary: 'Enquiries and callback requests, newest first',
        querystring: ZEnquiryQuerySchema,
        response: { 200: ZEnvelopeSchema(ZPageSchema(ZEnquirySchema)) },
      },
    },
    async (request) => ok(await listEnquiries(app.db, request.query)),
  );

  app.put(
    '/api/admin/enquiries/:id/handled',
    {
      config: { access: 'admin' },
      schema: { tags: ['enquiries'], params: ZIdParamsSchema, body: ZEnquiryHandledSchema, response: { 200: ZDoneSchema } },
    },
    async (request) => {
      await markHandled(app.db, request.params.id, request.body.isHandled);
      return ok(null, request.t('enquiries.updated'));
    },
  );
}
