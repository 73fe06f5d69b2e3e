import { laborsApi, todayInUae } from '@app/shared';
import etag from '@fastify/etag';
import type { TApp } from '../../app.js';
import { callOf } from '../../http/endpoint-call.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { auditActorOf } from '../audit/record.js';
import { requirePermission } from '../auth/access.js';
import * as labors from './service.js';

/**
 * A page's call about workers answered without a request of its own (its first paint,
 * http/first-paint.ts): what the route answers, cut to its schema's fields, read at the workers'
 * version and never from the read cache, so a page kept at that version holds nothing older.
 * Undefined for any other call; a call the route would refuse is a rejected answer.
 */
export function publicWorkersAnswer(app: TApp, path: string): Promise<unknown> | undefined {
  try {
    return workersAnswer(app, path);
  } catch (error) {
    return Promise.reject(error);
  }
}

function workersAnswer(app: TApp, path: string): Promise<unknown> | undefined {
  const today = app.clock();
  const one = callOf(laborsApi.get, path);
  if (one) return labors.getPublicLabor(app.db, one.Params.id, today).then((labor) => laborsApi.get.response.parse(labor));
  const catalogue = callOf(laborsApi.catalogue, path);
  if (!catalogue) return undefined;
  return labors
    .listCatalogue(app.db, catalogue.Querystring, today, (error) => app.log.error({ err: error }, 'reading the catalogue'))
    .then((page) => laborsApi.catalogue.response.parse(page));
}

/** Browsers keep the catalogue and ask again each time; an unchanged answer comes back as a bodiless 304. */
const REVALIDATE = 'no-cache';

export async function laborRoutes(app: TApp) {
  const ctx = { db: app.db, clock: app.clock, uploadDir: app.uploads.uploadDir };
  // In this plugin only: the catalogue's answers get an ETag.
  await app.register(etag, { weak: true });

  route(app, laborsApi.catalogue, async (request, reply) => {
    const today = app.clock();
    reply.header('cache-control', REVALIDATE);
    return ok(
      await app.readCache.get('labors', `catalogue ${todayInUae(today)} ${request.url}`, () =>
        labors.listCatalogue(app.db, request.query, today, (error) => app.log.error({ err: error }, 'reading the catalogue counts')),
      ),
    );
  });

  route(app, laborsApi.get, async (request, reply) => {
    const today = app.clock();
    reply.header('cache-control', REVALIDATE);
    return ok(
      await app.readCache.get('labors', `labor ${todayInUae(today)} ${request.params.id}`, () => labors.getPublicLabor(app.db, request.params.id, today)),
    );
  });

  route(app, laborsApi.similar, async (request, reply) => {
    const today = app.clock();
    reply.header('cache-control', REVALIDATE);
    return ok(
      await app.readCache.get('labors', `similar ${todayInUae(today)} ${request.params.id}`, () => labors.similarLabors(app.db, request.params.id, today)),
    );
  });

  route(app, laborsApi.adminList, async (request) => ok(await labors.listAdminLabors(app.db, request.query, app.clock())));

  route(app, laborsApi.adminGet, async (request) => ok(await labors.getAdminLabor(app.db, request.params.id, app.clock())));

  route(app, laborsApi.add, async (request) => ok(await labors.createLabor(ctx, request.body, auditActorOf(request)), request.t('labors.added')));

  route(app, laborsApi.update, async (request) => {
    // Sales may edit a worker but not her passport, entered once when she is added.
    if (await labors.changesPassport(app.db, request.params.id, request.body)) {
      await requirePermission(request, 'labors.passport', `worker ${request.params.id} passport`);
    }
    return ok(await labors.updateLabor(ctx, request.params.id, request.body, auditActorOf(request)), request.t('labors.updated'));
  });

  route(app, laborsApi.setStatus, async (request) =>
    ok(await labors.setLaborStatus(ctx, request.params.id, request.body, auditActorOf(request)), request.t('labors.statusChanged')),
  );

  route(app, laborsApi.setPhoto, async (request) =>
    ok(await labors.patchLabor(ctx, request.params.id, request.body, auditActorOf(request)), request.t('labors.photoChanged')),
  );

  route(app, laborsApi.setVideo, async (request) =>
    ok(await labors.patchLabor(ctx, request.params.id, request.body, auditActorOf(request)), request.t('labors.videoChanged')),
  );
}
