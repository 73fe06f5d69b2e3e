import { laborsApi, todayInUae } from '@app/shared';
import etag from '@fastify/etag';
import type { TApp } from '../../app-type.js';
import { callOf } from '../../http/endpoint-call.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { requirePermission } from '../auth/access.js';
import { changesPassport, getAdminLabor, listAdminLabors } from './admin-read.js';
import { getPublicLabor, listCatalogue, similarLabors } from './catalogue.js';
import { createLabor, patchLabor, setLaborStatus, updateLabor } from './write.js';

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

/**
 * An answer the browser asks for again at once (features/catalogue/api.ts): a catalogue page
 * without its counts, answered while the workers are read again after a change (catalogue.ts).
 */
export const isProvisionalWorkersAnswer = (answer: unknown): boolean => (answer as { facets?: unknown } | null)?.facets === null;

function workersAnswer(app: TApp, path: string): Promise<unknown> | undefined {
  // No request here: the context of a read, made of the app's own parts.
  const ctx = { db: app.db, now: app.clock(), log: app.log };
  const one = callOf(laborsApi.get, path);
  if (one) return getPublicLabor(ctx, one.Params.id).then((labor) => laborsApi.get.response.parse(labor));
  const catalogue = callOf(laborsApi.catalogue, path);
  if (!catalogue) return undefined;
  return listCatalogue(ctx, catalogue.Querystring).then((page) => laborsApi.catalogue.response.parse(page));
}

/** Browsers keep the catalogue and ask again each time; an unchanged answer comes back as a bodiless 304. */
const REVALIDATE = 'no-cache';

export async function laborRoutes(app: TApp) {
  const { uploadDir } = app.uploads;
  // In this plugin only: the catalogue's answers get an ETag.
  await app.register(etag, { weak: true });

  route(app, laborsApi.catalogue, async ({ ctx, query, url }, reply) => {
    reply.header('cache-control', REVALIDATE);
    // An answer without counts (the workers are being read again) is not kept: the page asks again shortly.
    const key = `catalogue ${todayInUae(ctx.now)} ${url}`;
    return ok(
      await app.readCache.get(
        'labors',
        key,
        () => listCatalogue(ctx, query),
        (page) => page.facets !== null,
      ),
    );
  });

  route(app, laborsApi.get, async ({ ctx, params }, reply) => {
    reply.header('cache-control', REVALIDATE);
    return ok(await app.readCache.get('labors', `labor ${todayInUae(ctx.now)} ${params.id}`, () => getPublicLabor(ctx, params.id)));
  });

  route(app, laborsApi.similar, async ({ ctx, params }, reply) => {
    reply.header('cache-control', REVALIDATE);
    return ok(await app.readCache.get('labors', `similar ${todayInUae(ctx.now)} ${params.id}`, () => similarLabors(ctx, params.id)));
  });

  route(app, laborsApi.adminList, async ({ ctx, query }) => ok(await listAdminLabors(ctx, query)));

  route(app, laborsApi.adminGet, async ({ ctx, params }) => ok(await getAdminLabor(ctx, params.id)));

  route(app, laborsApi.add, async (request) => ok(await createLabor({ ...request.ctx, uploadDir }, request.body), request.t('labors.added')));

  route(app, laborsApi.update, async (request) => {
    const { ctx, params, body } = request;
    // Sales may edit a worker but not her passport, entered once when she is added.
    if (await changesPassport(ctx.db, params.id, body)) {
      await requirePermission(request, 'labors.passport', `worker ${params.id} passport`);
    }
    return ok(await updateLabor({ ...ctx, uploadDir }, params.id, body), request.t('labors.updated'));
  });

  route(app, laborsApi.setStatus, async (request) =>
    ok(await setLaborStatus({ ...request.ctx, uploadDir }, request.params.id, request.body), request.t('labors.statusChanged')),
  );

  route(app, laborsApi.setPhoto, async (request) =>
    ok(await patchLabor({ ...request.ctx, uploadDir }, request.params.id, request.body), request.t('labors.photoChanged')),
  );

  route(app, laborsApi.setVideo, async (request) =>
    ok(await patchLabor({ ...request.ctx, uploadDir }, request.params.id, request.body), request.t('labors.videoChanged')),
  );
}
