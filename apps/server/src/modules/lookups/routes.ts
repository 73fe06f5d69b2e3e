import {
  ZEnvelopeSchema,
  ZPageSchema,
  ZReferenceAdminQuerySchema,
  ZReferenceAdminValueSchema,
  ZReferenceInputSchema,
  ZReferenceItemParamsSchema,
  ZReferenceListParamsSchema,
  ZReferenceValueSchema,
} from '@app/shared';
import { z } from 'zod';
import type { TApp } from '../../app.js';
import { ok } from '../../http/envelope.js';
import * as admin from './admin-service.js';
import { listActiveReferenceValues } from './service.js';

export async function lookupRoutes(app: TApp) {
  app.get(
    '/api/lookups/:list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['lookups'],
        summary: 'Active values of one reference list, in display order',
        params: ZReferenceListParamsSchema,
        response: { 200: ZEnvelopeSchema(z.array(ZReferenceValueSchema)) },
      },
    },
    async (request) => ok(await listActiveReferenceValues(app.db, request.params.list)),
  );
}

export async function lookupAdminRoutes(app: TApp) {
  const ZValueEnvelope = ZEnvelopeSchema(ZReferenceAdminValueSchema);

  app.get(
    '/api/admin/lookups/:list',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['lookups'],
        summary: 'All values of a reference list, active or not, searched by name',
        params: ZReferenceListParamsSchema,
        querystring: ZReferenceAdminQuerySchema,
        response: { 200: ZEnvelopeSchema(ZPageSchema(ZReferenceAdminValueSchema)) },
      },
    },
    async (request) => ok(await admin.listReferenceValues(app.db, request.params.list, request.query)),
  );

  app.post(
    '/api/admin/lookups/:list',
    {
      config: { access: 'admin' },
      schema: { tags: ['lookups'], params: ZReferenceListParamsSchema, body: ZReferenceInputSchema, response: { 201: ZValueEnvelope } },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await admin.addReferenceValue(app.db, request.params.list, request.body), request.t('lookups.added'))),
  );

  app.put(
    '/api/admin/lookups/:list/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['lookups'], params: ZReferenceItemParamsSchema, body: ZReferenceInputSchema, response: { 200: ZValueEnvelope } },
    },
    async (request) =>
      ok(await admin.updateReferenceValue(app.db, request.params.list, request.params.id, request.body), request.t('lookups.updated')),
  );

  app.delete(
    '/api/admin/lookups/:list/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['lookups'],
        summary: 'Delete a value no worker uses (409 otherwise: deactivate it instead)',
        params: ZReferenceItemParamsSchema,
        response: { 200: ZEnvelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await admin.deleteReferenceValue(app.db, request.params.list, request.params.id);
      return ok(null, request.t('lookups.deleted'));
    },
  );
}
