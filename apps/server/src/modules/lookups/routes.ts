import { lookupsApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import * as admin from './admin-service.js';
import { listActiveReferenceValues } from './service.js';

export async function lookupRoutes(app: TApp) {
  route(app, lookupsApi.active, async (request) => ok(await listActiveReferenceValues(app.db, request.params.list)));
}

export async function lookupAdminRoutes(app: TApp) {
  route(app, lookupsApi.adminList, async (request) => ok(await admin.listReferenceValues(app.db, request.params.list, request.query)));

  route(app, lookupsApi.add, async (request) => ok(await admin.addReferenceValue(request.ctx, request.params.list, request.body), request.t('lookups.added')));

  route(app, lookupsApi.update, async (request) =>
    ok(await admin.updateReferenceValue(request.ctx, request.params, request.body), request.t('lookups.updated')),
  );

  route(app, lookupsApi.remove, async (request) => {
    await admin.deleteReferenceValue(request.ctx, request.params);
    return ok(null, request.t('lookups.deleted'));
  });
}
