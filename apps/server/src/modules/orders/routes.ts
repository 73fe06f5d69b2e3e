import {
  ZAdminOrderQuerySchema,
  ZClientOrderQuerySchema,
  ZEnvelopeSchema,
  ZIdParamsSchema,
  ZOrderRequestSchema,
  ZOrderSchema,
  ZOrderStatusCountsSchema,
  ZOrderSummarySchema,
  ZOrderTransitionSchema,
  ZPackageInputSchema,
  ZPackageParamsSchema,
  ZPackageSchema,
  ZPageSchema,
  type TOrderAction,
  type TOrderTransition,
} from '@app/shared';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { TApp } from '../../app.js';
import type { TDb } from '../../db/client.js';
import { ok } from '../../http/envelope.js';
import { originOf } from '../../http/seo-routes.js';
import { currentUser } from '../auth/access.js';
import { transition, type TActor } from './lifecycle.js';
import { notifyClients } from './notifications.js';
import * as service from './service.js';
import { adminAddOrderRoute } from './admin-create-route.js';

const ZOrderEnvelope = ZEnvelopeSchema(ZOrderSchema);
const ZOrderPageEnvelope = ZEnvelopeSchema(ZPageSchema(ZOrderSummarySchema));

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
  return { role: user.role, userId: user.id };
};

export async function orderRoutes(app: TApp) {
  const today = () => app.clock();
  const mailContext = (tx: TDb, request: FastifyRequest, now: Date) => ({ db: tx, now, baseUrl: originOf(app, request) });
  // An order, whether the client placed it or staff added it for them, is announced as one they placed.
  const announcePlaced =
    (request: FastifyRequest, now: Date): service.TAnnounceOrder =>
    (tx, id) =>
      notifyClients(mailContext(tx, request, now), 'request', [id]);
  await adminAddOrderRoute(app, announcePlaced);

  async function runTransition(request: FastifyRequest, id: number, input: TOrderTransition) {
    const actor = actorOf(request);
    const now = app.clock();
    // The client hears of their own steps too: the e-mail carries the invoice, the calendar and the link.
    // The e-mails are queued with the change and sent by the job runner once it is committed.
    await transition(app.db, now, id, actor, input, async (tx, { autoCanceled }) => {
      const notify = mailContext(tx, request, now);
      await notifyClients(notify, input.action, [id], actor.role === 'admin' && 'note' in input ? input.note : '');
      await notifyClients(notify, 'autoCancel', autoCanceled.map((order) => order.id));
    });
    app.jobs.nudge();
    return ok(await service.getOrder(app.db, id, actor, request.t.bind(request), today()), request.t(DONE_MESSAGE[input.action]));
  }

  app.get(
    '/api/packages',
    { config: { access: 'public' }, schema: { tags: ['orders'], summary: 'The packages a client can choose', response: { 200: ZEnvelopeSchema(z.array(ZPackageSchema)) } } },
    async () => ok(await service.listPackages(app.db, { activeOnly: true })),
  );

  app.get(
    '/api/admin/packages',
    { config: { access: 'admin' }, schema: { tags: ['orders'], response: { 200: ZEnvelopeSchema(z.array(ZPackageSchema)) } } },
    async () => ok(await service.listPackages(app.db, { activeOnly: false })),
  );

  app.put(
    '/api/admin/packages/:kind',
    {
      config: { access: 'admin' },
      schema: { tags: ['orders'], params: ZPackageParamsSchema, body: ZPackageInputSchema, response: { 200: ZEnvelopeSchema(ZPackageSchema) } },
    },
    async (request) => ok(await service.updatePackage(app.db, request.params.kind, request.body, app.clock()), request.t('orders.packagesUpdated')),
  );

  app.post(
    '/api/orders',
    {
      config: { access: 'client' },
      schema: { tags: ['orders'], summary: 'A client requests an Available worker with a package', body: ZOrderRequestSchema, response: { 201: ZOrderEnvelope } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const now = app.clock();
      const id = await service.requestOrder(app.db, actor.userId, request.body, now, announcePlaced(request, now));
      app.jobs.nudge();
      const order = await service.getOrder(app.db, id, actor, request.t.bind(request), today());
      return reply.code(201).send(ok(order, request.t('orders.added', { number: order.number })));
    },
  );

  app.get(
    '/api/orders',
    {
      config: { access: 'client' },
      schema: { tags: ['orders'], summary: "The client's own orders, newest first", querystring: ZClientOrderQuerySchema, response: { 200: ZOrderPageEnvelope } },
    },
    async (request) => ok(await service.listOrders(app.db, request.query, actorOf(request))),
  );

  app.get(
    '/api/orders/:id',
    {
      config: { access: 'client' },
      schema: { tags: ['orders'], summary: "One of the client's own orders; another's is 404", params: ZIdParamsSchema, response: { 200: ZOrderEnvelope } },
    },
    async (request) => ok(await service.getOrder(app.db, request.params.id, actorOf(request), request.t.bind(request), today())),
  );

  app.post(
    '/api/orders/:id/transitions',
    {
      config: { access: 'client' },
      schema: {
        tags: ['orders'],
        summary: 'The client approves or declines after the interview, chooses how to pay, or cancels before hiring',
        params: ZIdParamsSchema,
        body: ZOrderTransitionSchema,
        response: { 200: ZOrderEnvelope },
      },
    },
    async (request) => runTransition(request, request.params.id, request.body),
  );

  app.get(
    '/api/admin/orders',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders'],
        summary: 'All orders: search by number, filter by status, package, client or worker',
        querystring: ZAdminOrderQuerySchema,
        response: { 200: ZOrderPageEnvelope },
      },
    },
    async (request) => ok(await service.listOrders(app.db, request.query, actorOf(request))),
  );

  app.get(
    '/api/admin/orders/status-counts',
    { config: { access: 'admin' }, schema: { tags: ['orders'], response: { 200: ZEnvelopeSchema(ZOrderStatusCountsSchema) } } },
    async () => ok(await service.countByStatus(app.db)),
  );

  app.get(
    '/api/admin/orders/:id',
    { config: { access: 'admin' }, schema: { tags: ['orders'], params: ZIdParamsSchema, response: { 200: ZOrderEnvelope } } },
    async (request) => ok(await service.getOrder(app.db, request.params.id, actorOf(request), request.t.bind(request), today())),
  );

  app.post(
    '/api/admin/orders/:id/transitions',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders'],
        summary: 'Set the interview, record approval, reject, cancel, confirm payment and hire, mark delivered',
        params: ZIdParamsSchema,
        body: ZOrderTransitionSchema,
        response: { 200: ZOrderEnvelope },
      },
    },
    async (request) => runTransition(request, request.params.id, request.body),
  );
}
