import { placementsApi } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { TApp } from '../../app-type.js';
import type { TCtx } from '../../http/context.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { getPlacement, listPlacements, type TPlacementRef } from './read.js';
import * as service from './service.js';

type TChangeRequest = { ctx: TCtx; t: FastifyRequest['t'] };

/** Runs a change, lets the job runner send its e-mails, and answers the placement as it now is. */
async function changed(request: TChangeRequest, ref: TPlacementRef, message: string, work: (ctx: TCtx) => Promise<unknown>) {
  await work(request.ctx);
  request.ctx.jobs.nudge();
  return ok(await getPlacement(request.ctx, ref), request.t(message));
}

export async function placementRoutes(app: TApp) {
  route(app, placementsApi.adminList, async ({ ctx, query }) => ok(await listPlacements(ctx.db, query, ctx.now)));
  route(app, placementsApi.adminGet, async ({ ctx, params }) => ok(await getPlacement(ctx, { placementId: params.id })));

  route(app, placementsApi.end, async (request) => {
    const ref = { placementId: request.params.id };
    return changed(request, ref, 'placements.endRecorded', (ctx) => service.endPlacement(ctx, ref, request.body));
  });
  route(app, placementsApi.chooseRemedy, async (request) => {
    const ref = { placementId: request.params.id };
    return changed(request, ref, 'placements.remedyChosen', (ctx) => service.chooseRemedy(ctx, ref, request.body));
  });
  route(app, placementsApi.workerBack, async (request) =>
    changed(request, { placementId: request.params.id }, 'placements.workerBackDone', (ctx) => service.workerBack(ctx, request.params.id, request.body)),
  );
  route(app, placementsApi.renew, async (request) =>
    changed(request, { placementId: request.params.id }, 'placements.renewed', (ctx) => service.renewPlacement(ctx, request.params.id, request.body)),
  );
  route(app, placementsApi.stop, async (request) =>
    changed(request, { placementId: request.params.id }, 'placements.stopped', (ctx) => service.stopPlacement(ctx, request.params.id, request.body)),
  );
  route(app, placementsApi.resume, async (request) =>
    changed(request, { placementId: request.params.id }, 'placements.resumed', (ctx) => service.resumePlacement(ctx, request.params.id, request.body)),
  );

  route(app, placementsApi.clientEnd, async (request) => {
    const ref = { orderId: request.params.id };
    return changed(request, ref, 'placements.endRecorded', (ctx) => service.endPlacement(ctx, ref, request.body));
  });
  route(app, placementsApi.clientRemedy, async (request) => {
    const ref = { orderId: request.params.id };
    return changed(request, ref, 'placements.remedyChosen', (ctx) => service.chooseRemedy(ctx, ref, request.body));
  });
}
