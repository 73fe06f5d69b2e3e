import {
  localeOf,
  ZContactInfoQuerySchema,
  ZContactInfoSchema,
  ZEnvelopeSchema,
  ZMenuByTypeRequestSchema,
  ZMenuItemSchema,
} from '@app/shared';
import { z } from 'zod';
import type { TApp } from '../../app.js';
import { ok } from '../../http/envelope.js';
import { getContactInfo, getMenuByType } from './service.js';

/** The content-service calls at the exact paths and field names of SPEC.md section 7. */
export async function contentRoutes(app: TApp) {
  app.post(
    '/api/MuMenuItem/GetByTypeId',
    {
      config: { access: 'public', readsOnly: true },
      schema: {
        tags: ['content'],
        summary: 'Menu items of one menu (8 main, 10 footer) as a tree',
        body: ZMenuByTypeRequestSchema,
        response: { 200: ZEnvelopeSchema(z.array(ZMenuItemSchema)) },
      },
    },
    async (request) => ok(await getMenuByType(app.db, request.body.typeId)),
  );

  app.get(
    '/api/ContactInfo/Get',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Branches, phones, WhatsApp numbers and social links, in the language of langId',
        querystring: ZContactInfoQuerySchema,
        response: { 200: ZEnvelopeSchema(ZContactInfoSchema) },
      },
    },
    async (request) => ok(await getContactInfo(app.db, localeOf(request.query.langId))),
  );
}
