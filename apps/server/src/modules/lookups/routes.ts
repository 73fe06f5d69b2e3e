import { ZEnvelopeSchema, ZReferenceListParamsSchema, ZReferenceValueSchema } from '@app/shared';
import { z } from 'zod';
import type { TApp } from '../../app.js';
import { ok } from '../../http/envelope.js';
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
