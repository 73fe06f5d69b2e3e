import { contentApi, localeOf } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { getContactInfo, getMenuByType } from './service.js';

/** The content-service calls at the exact paths and field names of SPEC.md section 7. */
export async function contentRoutes(app: TApp) {
  // A read by POST stays open while writes are refused (a full disk).
  route(app, contentApi.menu, async (request) => ok(await getMenuByType(app.db, request.body.typeId)), { config: { readsOnly: true } });
  route(app, contentApi.contactInfo, async (request) => ok(await getContactInfo(app.db, localeOf(request.query.langId))));
}
