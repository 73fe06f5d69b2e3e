import { enquiriesApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { entityHistory } from '../audit/service.js';
import { requirePermission } from '../auth/access.js';
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

  route(app, enquiriesApi.adminList, async ({ ctx, query }) => ok(await listEnquiries(ctx, query)));
  route(app, enquiriesApi.today, async ({ ctx }) => ok(await todaysCallbacks(ctx.db, ctx.now)));
  route(app, enquiriesApi.owners, async ({ ctx }) => ok(await service.listOwners(ctx.db)));
  route(app, enquiriesApi.get, async ({ ctx, params }) => ok(await getEnquiry(ctx.db, params.id)));

  route(app, enquiriesApi.update, async (request) => {
    await service.updateEnquiry(request.ctx, request.params.id, request.body);
    return ok(await getEnquiry(request.ctx.db, request.params.id), request.t('enquiries.saved'));
  });
  route(app, enquiriesApi.addNote, async (request) => {
    await service.addEnquiryNote(request.ctx, request.params.id, request.body.text);
    return ok(await getEnquiry(request.ctx.db, request.params.id), request.t('enquiries.noteAdded'));
  });
  route(app, enquiriesApi.history, async ({ ctx, params }) => {
    await findEnquiryRow(ctx.db, params.id);
    return ok(await entityHistory(ctx, { entities: ['enquiry'], id: params.id }));
  });

  // Converting adds a client and an order: the role must also be one that does those.
  route(app, enquiriesApi.convert, async (request) => {
    await requirePermission(request, 'orders.manage', `enquiry ${request.params.id} order`);
    await requirePermission(request, 'clients.manage', `enquiry ${request.params.id} client`);
    const { ctx } = request;
    const orderId = await convertEnquiry(ctx, request.params.id, request.body);
    ctx.jobs.nudge();
    const order = await getOrder(ctx, orderId);
    return ok(order, request.t('enquiries.converted', { number: order.number }));
  });
}
