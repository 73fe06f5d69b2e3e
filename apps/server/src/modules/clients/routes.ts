import { clientsApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { endClientSessions, getClient, listClients, setClientActive, updateClient } from './service.js';

export async function clientRoutes(app: TApp) {
  route(app, clientsApi.list, async (request) => ok(await listClients(app.db, request.query)));

  route(app, clientsApi.get, async (request) => ok(await getClient(app.db, request.params.id)));

  route(app, clientsApi.update, async (request) => ok(await updateClient(request.ctx, request.params.id, request.body), request.t('auth.clientUpdated')));

  route(app, clientsApi.setStatus, async (request) => {
    const client = await setClientActive(request.ctx, request.params.id, request.body.isActive);
    return ok(client, request.t(client.isActive ? 'auth.clientEnabled' : 'auth.clientDisabled'));
  });

  route(app, clientsApi.endSessions, async (request) => ok(await endClientSessions(request.ctx, request.params.id), request.t('auth.clientSessionsEnded')));
}
