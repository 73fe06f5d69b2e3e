import { ORDER_ACTION_PERMISSION, ordersApi, type TOrderAction } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { assertEmailVerified } from '../auth/email-verification.js';
import { requirePermission } from '../auth/access.js';
import { listAddOrderWorkers } from './add-order-workers.js';
import { addOrderForClient } from './admin-create.js';
import { setNamedByClient } from './named-by-client.js';
import { recordOutcome } from './outcome.js';
import * as service from './service.js';

/** The success message of each action (SPEC.md section 8: cancel, interview, reject, approve, hire). */
const DONE_MESSAGE: Record<TOrderAction, string> = {
  setInterview: 'orders.interviewSet',
  approve: 'orders.approved',
  decline: 'orders.declined',
  reject: 'orders.rejected',
  cancel: 'orders.canceled',
  choosePayment: 'orders.paymentChosen',
  confirmPayment: 'orders.hired',
  deliver: 'orders.delivered',
};

export async function orderRoutes(app: TApp) {
  route(app, ordersApi.packages, async ({ ctx }) => ok(await service.listPackages(ctx.db, { activeOnly: true })));
  route(app, ordersApi.adminPackages, async ({ ctx }) => ok(await service.listPackages(ctx.db, { activeOnly: false })));
  route(app, ordersApi.updatePackage, async (request) =>
    ok(await service.updatePackage(request.ctx, request.params.kind, request.body), request.t('orders.packagesUpdated')),
  );

  route(app, ordersApi.request, async (request) => {
    const { ctx } = request;
    await assertEmailVerified(ctx.db, ctx.actor.userId);
    const id = await service.requestOrder(ctx, request.body);
    ctx.jobs.nudge();
    const order = await service.getOrder(ctx, id);
    return ok(order, request.t('orders.added', { number: order.number }));
  });

  route(app, ordersApi.list, async ({ ctx, query }) => ok(await service.listOrders(ctx.db, query, ctx.actor)));
  route(app, ordersApi.get, async ({ ctx, params }) => ok(await service.getOrder(ctx, params.id)));
  route(app, ordersApi.transition, async (request) =>
    ok(await service.changeOrder(request.ctx, { id: request.params.id }, request.body), request.t(DONE_MESSAGE[request.body.action])),
  );

  route(app, ordersApi.adminList, async ({ ctx, query }) => ok(await service.listOrders(ctx.db, query, ctx.actor)));
  route(app, ordersApi.statusCounts, async ({ ctx }) => ok(await service.countByStatus(ctx.db)));
  route(app, ordersApi.adminGet, async ({ ctx, params }) => ok(await service.getOrder(ctx, params.id)));
  route(app, ordersApi.interviewOutcome, async (request) => {
    await recordOutcome(request.ctx, request.params.id, request.body.outcome);
    return ok(await service.getOrder(request.ctx, request.params.id), request.t('orders.outcomeSaved'));
  });
  route(app, ordersApi.adminTransition, async (request) => {
    const { action } = request.body;
    const permission = ORDER_ACTION_PERMISSION[action];
    // A client's own step (decline, choose payment) is not staff's: the lifecycle refuses it for them.
    if (permission) await requirePermission(request, permission, `order ${action}`);
    return ok(await service.changeOrder(request.ctx, { id: request.params.id }, request.body), request.t(DONE_MESSAGE[action]));
  });
  route(app, ordersApi.namedByClient, async (request) => {
    await setNamedByClient(request.ctx, request.params.id, request.body.namedByClient);
    return ok(await service.getOrder(request.ctx, request.params.id), request.t('placements.namedByClientSaved'));
  });

  // "Add Order" for a walk-in or phone client.
  route(app, ordersApi.adminAdd, async (request) => {
    const { ctx } = request;
    const id = await addOrderForClient(ctx, request.body);
    ctx.jobs.nudge();
    const order = await service.getOrder(ctx, id);
    return ok(order, request.t('orders.added', { number: order.number }));
  });
  route(app, ordersApi.adminAddWorkers, async ({ ctx, query }) => ok(await listAddOrderWorkers(ctx.db, query, ctx.now)));
}
