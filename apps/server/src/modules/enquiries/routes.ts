import { enquiriesApi, languageIdOf } from '@app/shared';
import type { TApp } from '../../app.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { auditActorOf } from '../audit/record.js';
import { entityHistory } from '../audit/service.js';
import { currentUser, requirePermission } from '../auth/access.js';
import { announcePlaced } from '../orders/admin-create-route.js';
import { getOrder } from '../orders/service.js';
import { convertEnquiry } from './convert.js';
import { findEnquiryRow, getEnquiry, listEnquiries, todaysCallbacks } from './read.js';
import * as service from './service.js';

export async function enquiryRoutes(app: TApp) {
  route(app, enquiriesApi.send, async (request) => {
    await service.sendEnquiry(app, request.body, request.ip);
    return ok(null, request.t('enquiries.sent'));
  });

  route(app, enquiriesApi.requestCallback, async (request) => {
    await service.requestCallback(app, request.body, request.ip);
    return ok(null, request.t('enquiries.callbackSent'));
  });

  route(app, enquiriesApi.adminList, async (request) => ok(await listEnquiries(app.db, request.query, currentUser(request).id, app.clock())));
  route(app, enquiriesApi.today, async () => ok(await todaysCallbacks(app.db, app.clock())));
  route(app, enquiriesApi.owners, async () => ok(await service.listOwners(app.db)));
  route(app, enquiriesApi.get, async (request) => ok(await getEnquiry(app.db, request.params.id)));

  route(app, enquiriesApi.update, async (request) => {
    await service.updateEnquiry(app.db, request.params.id, request.body, auditActorOf(request), app.clock());
    return ok(await getEnquiry(app.db, request.params.id), request.t('enquiries.saved'));
  });
  route(app, enquiriesApi.addNote, async (request) => {
    await service.addEnquiryNote(app.db, request.params.id, request.body.text, auditActorOf(request), app.clock());
    return ok(await getEnquiry(app.db, request.params.id), request.t('enquiries.noteAdded'));
  });
  route(app, enquiriesApi.history, async (request) => {
    await findEnquiryRow(app.db, request.params.id);
    return ok(await entityHistory(app.db, ['enquiry'], request.params.id, request.locale));
  });

  // Converting adds a client and an order: the role must also be one that does those.
  route(app, enquiriesApi.convert, async (request) => {
    await requirePermission(request, 'orders.manage', `enquiry ${request.params.id} order`);
    await requirePermission(request, 'clients.manage', `enquiry ${request.params.id} client`);
    const user = currentUser(request);
    const staff = { role: user.role, userId: user.id };
    const now = app.clock();
    const context = {
      db: app.db,
      now,
      staff,
      languageId: languageIdOf(request.locale),
      announce: announcePlaced(app, request, now),
      auditor: auditActorOf(request),
    };
    const orderId = await convertEnquiry(context, request.params.id, request.body);
    app.jobs.nudge();
    const order = await getOrder(app.db, orderId, staff, request.t.bind(request), now);
    return ok(order, request.t('enquiries.converted', { number: order.number }));
  });
}
