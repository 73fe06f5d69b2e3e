import { ordersApi, placementsApi } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { TApp } from '../../app.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { auditActorOf } from '../audit/record.js';
import { currentUser } from '../auth/access.js';
import type { TActor } from '../auth/actor.js';
import { getOrder } from '../orders/service.js';
import { getPlacement, listPlacements, type TPlacementRef } from './read.js';
import * as service from './service.js';

const actorOf = (request: FastifyRequest): service.TPlacementActor => {
  const user = currentUser(request);
  const by: TActor = { role: user.role, userId: user.id, staffRole: user.staffRole };
  // Staff steps go to the audit trail; the client's are on the placement's timeline.
  return by.role === 'admin' ? { by, auditor: auditActorOf(request) } : { by };
};

export async function placementRoutes(app: TApp) {
  /** Runs a change, lets the job runner send its e-mails, and answers the placement as it now is. */
  async function changed(request: FastifyRequest, ref: TPlacementRef, message: string, work: (now: Date, actor: service.TPlacementActor) => Promise<unknown>) {
    const actor = actorOf(request);
    const now = app.clock();
    await work(now, actor);
    app.jobs.nudge();
    return ok(await getPlacement(app.db, ref, actor.by, request.t.bind(request), app.clock()), request.t(message));
  }

  route(app, placementsApi.adminList, async (request) => ok(await listPlacements(app.db, request.query, app.clock())));
  route(app, placementsApi.adminGet, async (request) =>
    ok(await getPlacement(app.db, { placementId: request.params.id }, actorOf(request).by, request.t.bind(request), app.clock())),
  );

  route(app, placementsApi.end, async (request) => {
    const ref = { placementId: request.params.id };
    return changed(request, ref, 'placements.endRecorded', (now, actor) => service.endPlacement(app.db, now, ref, actor, request.body));
  });
  route(app, placementsApi.chooseRemedy, async (request) => {
    const ref = { placementId: request.params.id };
    return changed(request, ref, 'placements.remedyChosen', (now, actor) => service.chooseRemedy(app.db, now, ref, actor, request.body));
  });
  route(app, placementsApi.workerBack, async (request) => {
    const id = request.params.id;
    return changed(request, { placementId: id }, 'placements.workerBackDone', (now, actor) => service.workerBack(app.db, now, id, actor, request.body));
  });
  route(app, placementsApi.renew, async (request) => {
    const id = request.params.id;
    return changed(request, { placementId: id }, 'placements.renewed', (now, actor) => service.renewPlacement(app.db, now, id, actor, request.body));
  });
  route(app, placementsApi.stop, async (request) => {
    const id = request.params.id;
    return changed(request, { placementId: id }, 'placements.stopped', (now, actor) => service.stopPlacement(app.db, now, id, actor, request.body));
  });
  route(app, placementsApi.resume, async (request) => {
    const id = request.params.id;
    return changed(request, { placementId: id }, 'placements.resumed', (now, actor) => service.resumePlacement(app.db, now, id, actor, request.body));
  });

  route(app, placementsApi.clientEnd, async (request) => {
    const ref = { orderId: request.params.id };
    return changed(request, ref, 'placements.endRecorded', (now, actor) => service.endPlacement(app.db, now, ref, actor, request.body));
  });
  route(app, placementsApi.clientRemedy, async (request) => {
    const ref = { orderId: request.params.id };
    return changed(request, ref, 'placements.remedyChosen', (now, actor) => service.chooseRemedy(app.db, now, ref, actor, request.body));
  });

  route(app, ordersApi.namedByClient, async (request) => {
    const { by, auditor } = actorOf(request);
    await service.setNamedByClient(app.db, request.params.id, request.body.namedByClient, auditor!);
    return ok(await getOrder(app.db, request.params.id, by, request.t.bind(request), app.clock()), request.t('placements.namedByClientSaved'));
  });
}
