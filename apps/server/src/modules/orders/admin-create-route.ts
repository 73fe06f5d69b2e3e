import { languageIdOf, ordersApi } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { TApp } from '../../app.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { originOf } from '../../http/seo-routes.js';
import { auditActorOf } from '../audit/record.js';
import { currentUser } from '../auth/access.js';
import { addOrderForClient } from './admin-create.js';
import { listAddOrderWorkers } from './add-order-workers.js';
import { notifyClients } from './notifications.js';
import * as service from './service.js';
import type { TAnnounceOrder } from './service.js';

/** An order, whether the client placed it or staff added it for them, is announced as one they placed. */
export const announcePlaced =
  (app: TApp, request: FastifyRequest, now: Date): TAnnounceOrder =>
  (tx, id) =>
    notifyClients({ db: tx, now, baseUrl: originOf(app, request) }, 'request', [id]);

/** POST /api/admin/orders: "Add Order" for a walk-in or phone client. */
export async function adminAddOrderRoute(app: TApp) {
  route(app, ordersApi.adminAdd, async (request) => {
    const user = currentUser(request);
    const staff = { role: user.role, userId: user.id };
    const now = app.clock();
    const id = await addOrderForClient(
      app.db,
      request.body,
      staff,
      now,
      languageIdOf(request.locale),
      announcePlaced(app, request, now),
      auditActorOf(request),
    );
    app.jobs.nudge();
    const order = await service.getOrder(app.db, id, staff, request.t.bind(request), now);
    return ok(order, request.t('orders.added', { number: order.number }));
  });
  route(app, ordersApi.adminAddWorkers, async (request) => ok(await listAddOrderWorkers(app.db, request.query, app.clock())));
}
