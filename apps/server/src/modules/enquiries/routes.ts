import { enquiriesApi } from '@app/shared';
import type { TApp } from '../../app.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { actorOf } from '../audit/record.js';
import { listEnquiries, markHandled, requestCallback, sendEnquiry } from './service.js';

export async function enquiryRoutes(app: TApp) {
  route(app, enquiriesApi.send, async (request) => {
    await sendEnquiry(app, request.body, request.ip);
    return ok(null, request.t('enquiries.sent'));
  });

  route(app, enquiriesApi.requestCallback, async (request) => {
    await requestCallback(app, request.body, request.ip);
    return ok(null, request.t('enquiries.callbackSent'));
  });

  route(app, enquiriesApi.adminList, async (request) => ok(await listEnquiries(app.db, request.query)));

  route(app, enquiriesApi.setHandled, async (request) => {
    await markHandled(app.db, request.params.id, request.body.isHandled, actorOf(request));
    return ok(null, request.t('enquiries.updated'));
  });
}
