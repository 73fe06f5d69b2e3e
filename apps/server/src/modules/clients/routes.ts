import {
  ZClientListQuerySchema,
  ZClientStatusSchema,
  ZEnvelopeSchema,
  ZIdParamsSchema,
  ZPageSchema,
  ZUpdateProfileSchema,
  ZUserSchema,
} from '@app/shared';
import type { TApp } from '../../app.js';
import { ok } from '../../http/envelope.js';
import { getClient, listClients, setClientActive, updateClient } from './service.js';

const ZClientEnvelope = ZEnvelopeSchema(ZUserSchema);

export async function clientRoutes(app: TApp) {
  app.get(
    '/api/clients',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['clients'],
        summary: 'Clients, searched by user name, e-mail or phone',
        querystring: ZClientListQuerySchema,
        response: { 200: ZEnvelopeSchema(ZPageSchema(ZUserSchema)) },
      },
    },
    async (request) => ok(await listClients(app.db, request.query)),
  );

  app.get(
    '/api/clients/:id',
    { config: { access: 'admin' }, schema: { tags: ['clients'], params: ZIdParamsSchema, response: { 200: ZClientEnvelope } } },
    async (request) => ok(await getClient(app.db, request.params.id)),
  );

  app.put(
    '/api/clients/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['clients'], summary: "Edit a client's data", params: ZIdParamsSchema, body: ZUpdateProfileSchema, response: { 200: ZClientEnvelope } },
    },
    async (request) => ok(await updateClient(app.db, request.params.id, request.body, app.clock()), request.t('auth.clientUpdated')),
  );

  app.put(
    '/api/clients/:id/status',
    {
      config: { access: 'admin' },
      schema: { tags: ['clients'], summary: 'Disable or enable a client', params: ZIdParamsSchema, body: ZClientStatusSchema, response: { 200: ZClientEnvelope } },
    },
    async (request) => {
      const client = await setClientActive(app.db, request.params.id, request.body.isActive, app.clock());
      return ok(client, request.t(client.isActive ? 'auth.clientEnabled' : 'auth.clientDisabled'));
    },
  );
}
