import { ORDER_ACTION_PERMISSION, ordersApi, type TOrderAction, type TOrderTransition } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { TApp } from '../../app.js';
import type { TDb } from '../../db/client.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { originOf } from '../../http/seo-routes.js';
import { assertEmailVerified } from '../auth/email-verification.js';
import { auditActorOf } from '../audit/record.js';
import { currentUser, requirePermission } from '../auth/access.js';
import type { TActor } from '../auth/actor.js';
import { transition, type TClaim } from './lifecycle.js';
import { notifyClients } from './notifications.js';
import { recordOutcome } from './outcome.js';
import * as service from './service.js';
import { adminAddOrderRoute, announcePlaced } from './admin-create-route.js';

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

const actorOf = (request: FastifyRequest): TActor => {
  const user = currentUser(request);
  return { role: user.role, userId: user.id, staffRole: user.staffRole };
};

/** What a caller of runOrderTransition may add: a booked slot's seat, and its own success message. */
export type TRunOptions = { claim?: TClaim; doneKey?: string };

/**
 * One order step as the routes take it: the lifecycle's transition, the clients' e-mails queued with
 * it (the invoice, the calendar, the link), staff steps in the audit trail; answers the order as
 * the one asking sees it. A slot booked by the client (modules/slots) goes through here too.
 */
export async function runOrderTransition(app: TApp, request: FastifyRequest, id: number, input: TOrderTransition, options: TRunOptions = {}) {
  const actor = actorOf(request);
  const now = app.clock();
  // The e-mails are queued with the change and sent by the job runner once it is committed.
  // Staff steps go to the audit trail (the order's own history names the client's).
  const auditor = actor.role === 'admin' ? auditActorOf(request) : undefined;
  const announce = async (tx: TDb, { autoCanceled }: { autoCanceled: Array<{ id: number }> }) => {
    const notify = { db: tx, now, baseUrl: originOf(app, request) };
    await notifyClients(notify, input.action, [id], actor.role === 'admin' && 'note' in input ? input.note : '');
    await notifyClients(
      notify,
      'autoCancel',
      autoCanceled.map((order) => order.id),
    );
  };
  await transition(app.db, now, id, actor, input, announce, auditor, options.claim);
  app.jobs.nudge();
  return ok(await service.getOrder(app.db, id, actor, request.t.bind(request), app.clock()), request.t(options.doneKey ?? DONE_MESSAGE[input.action]));
}

export async function orderRoutes(app: TApp) {
  const today = () => app.clock();
  await adminAddOrderRoute(app);
  const runTransition = (request: FastifyRequest, id: number, input: TOrderTransition) => runOrderTransition(app, request, id, input);

  route(app, ordersApi.packages, async () => ok(await service.listPackages(app.db, { activeOnly: true })));
  route(app, ordersApi.adminPackages, async () => ok(await service.listPackages(app.db, { activeOnly: false })));
  route(app, ordersApi.updatePackage, async (request) =>
    ok(await service.updatePackage(app.db, request.params.kind, request.body, app.clock(), auditActorOf(request)), request.t('orders.packagesUpdated')),
  );

  route(app, ordersApi.request, async (request) => {
    const actor = actorOf(request);
    await assertEmailVerified(app.db, currentUser(request).id);
    const now = app.clock();
    const id = await service.requestOrder(app.db, actor.userId, request.body, now, announcePlaced(app, request, now));
    app.jobs.nudge();
    const order = await service.getOrder(app.db, id, actor, request.t.bind(request), today());
    return ok(order, request.t('orders.added', { number: order.number }));
  });

  route(app, ordersApi.list, async (request) => ok(await service.listOrders(app.db, request.query, actorOf(request))));
  route(app, ordersApi.get, async (request) => ok(await service.getOrder(app.db, request.params.id, actorOf(request), request.t.bind(request), today())));
  route(app, ordersApi.transition, async (request) => runTransition(request, request.params.id, request.body));

  route(app, ordersApi.adminList, async (request) => ok(await service.listOrders(app.db, request.query, actorOf(request))));
  route(app, ordersApi.statusCounts, async () => ok(await service.countByStatus(app.db)));
  route(app, ordersApi.adminGet, async (request) => ok(await service.getOrder(app.db, request.params.id, actorOf(request), request.t.bind(request), today())));
  route(app, ordersApi.interviewOutcome, async (request) => {
    const actor = actorOf(request);
    await recordOutcome(app.db, app.clock(), request.params.id, request.body.outcome, actor.userId, auditActorOf(request));
    return ok(await service.getOrder(app.db, request.params.id, actor, request.t.bind(request), app.clock()), request.t('orders.outcomeSaved'));
  });
  route(app, ordersApi.adminTransition, async (request) => {
    const permission = ORDER_ACTION_PERMISSION[request.body.action];
    // A client's own step (decline, choose payment) is not staff's: the lifecycle refuses it for them.
    if (permission) await requirePermission(request, permission, `order ${request.body.action}`);
    return runTransition(request, request.params.id, request.body);
  });
}
