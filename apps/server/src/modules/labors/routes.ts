import {
  ZAdminLaborQuerySchema,
  ZAdminLaborSchema,
  ZCatalogueQuerySchema,
  ZEnvelopeSchema,
  ZIdParamsSchema,
  ZLaborCardSchema,
  ZLaborInputSchema,
  ZLaborPhotoInputSchema,
  ZLaborStatusInputSchema,
  ZLaborVideoInputSchema,
  ZPageSchema,
  ZPublicLaborSchema,
  todayInUae,
} from '@app/shared';
import etag from '@fastify/etag';
import { z } from 'zod';
import type { TApp } from '../../app.js';
import { ok } from '../../http/envelope.js';
import * as labors from './service.js';

const ZAdminLaborEnvelope = ZEnvelopeSchema(ZAdminLaborSchema);
const ZCataloguePageSchema = ZPageSchema(ZLaborCardSchema);

/**
 * A page's call about workers answered without a request of its own (its first paint,
 * http/first-paint.ts): what the route answers, cut to its schema's fields, read at the workers'
 * version and never from the read cache, so a page kept at that version holds nothing older.
 * Undefined for any other call.
 */
export function publicWorkersAnswer(app: TApp, path: string): Promise<unknown> | undefined {
  const url = new URL(path, 'http://first-paint.invalid');
  const today = app.clock();
  const id = /^\/api\/labors\/([1-9]\d{0,8})$/.exec(url.pathname)?.[1];
  if (id) return labors.getPublicLabor(app.db, Number(id), today).then((labor) => ZPublicLaborSchema.parse(labor));
  if (url.pathname !== '/api/labors') return undefined;
  return (async () => {
    const query = ZCatalogueQuerySchema.parse(Object.fromEntries(url.searchParams));
    const page = await labors.listCatalogue(app.db, query, today, (error) => app.log.error({ err: error }, 'reading the catalogue'));
    return ZCataloguePageSchema.parse(page);
  })();
}

/** Browsers keep the catalogue and ask again each time; an unchanged answer comes back as a bodiless 304. */
const REVALIDATE = 'no-cache';

export async function laborRoutes(app: TApp) {
  const ctx = { db: app.db, clock: app.clock, uploadDir: app.uploads.uploadDir };
  // In this plugin only: the catalogue's answers get an ETag.
  await app.register(etag, { weak: true });

  app.get(
    '/api/labors',
    {
      config: { access: 'public' },
      schema: {
        tags: ['labors'],
        summary: 'The public catalogue: filter by nationality, gender, profession, age range; sort; page',
        querystring: ZCatalogueQuerySchema,
        response: { 200: ZEnvelopeSchema(ZCataloguePageSchema) },
      },
    },
    async (request, reply) => {
      const today = app.clock();
      reply.header('cache-control', REVALIDATE);
      return ok(
        await app.readCache.get('labors', `catalogue ${todayInUae(today)} ${request.url}`, () =>
          labors.listCatalogue(app.db, request.query, today, (error) => app.log.error({ err: error }, 'reading the catalogue counts')),
        ),
      );
    },
  );

  app.get(
    '/api/labors/:id',
    {
      config: { access: 'public' },
      schema: { tags: ['labors'], summary: 'One active worker, without private data', params: ZIdParamsSchema, response: { 200: ZEnvelopeSchema(ZPublicLaborSchema) } },
    },
    async (request, reply) => {
      const today = app.clock();
      reply.header('cache-control', REVALIDATE);
      return ok(await app.readCache.get('labors', `labor ${todayInUae(today)} ${request.params.id}`, () => labors.getPublicLabor(app.db, request.params.id, today)));
    },
  );

  app.get(
    '/api/admin/labors',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['labors'],
        summary: 'Back-office list: search by code, name or both, filter by status',
        querystring: ZAdminLaborQuerySchema,
        response: { 200: ZEnvelopeSchema(ZPageSchema(ZLaborCardSchema.extend({ isActive: z.boolean() }))) },
      },
    },
    async (request) => ok(await labors.listAdminLabors(app.db, request.query, app.clock())),
  );

  app.get(
    '/api/admin/labors/:id',
    { config: { access: 'admin' }, schema: { tags: ['labors'], params: ZIdParamsSchema, response: { 200: ZAdminLaborEnvelope } } },
    async (request) => ok(await labors.getAdminLabor(app.db, request.params.id, app.clock())),
  );

  app.post(
    '/api/admin/labors',
    {
      config: { access: 'admin' },
      schema: { tags: ['labors'], summary: 'Add a worker; the code is generated', body: ZLaborInputSchema, response: { 201: ZAdminLaborEnvelope } },
    },
    async (request, reply) => reply.code(201).send(ok(await labors.createLabor(ctx, request.body), request.t('labors.added'))),
  );

  app.put(
    '/api/admin/labors/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['labors'], params: ZIdParamsSchema, body: ZLaborInputSchema, response: { 200: ZAdminLaborEnvelope } },
    },
    async (request) => ok(await labors.updateLabor(ctx, request.params.id, request.body), request.t('labors.updated')),
  );

  app.put(
    '/api/admin/labors/:id/status',
    {
      config: { access: 'admin' },
      schema: { tags: ['labors'], params: ZIdParamsSchema, body: ZLaborStatusInputSchema, response: { 200: ZAdminLaborEnvelope } },
    },
    async (request) => ok(await labors.setLaborStatus(ctx, request.params.id, request.body), request.t('labors.statusChanged')),
  );

  app.put(
    '/api/admin/labors/:id/photo',
    {
      config: { access: 'admin' },
      schema: { tags: ['labors'], params: ZIdParamsSchema, body: ZLaborPhotoInputSchema, response: { 200: ZAdminLaborEnvelope } },
    },
    async (request) => ok(await labors.patchLabor(ctx, request.params.id, request.body), request.t('labors.photoChanged')),
  );

  app.put(
    '/api/admin/labors/:id/video',
    {
      config: { access: 'admin' },
      schema: { tags: ['labors'], params: ZIdParamsSchema, body: ZLaborVideoInputSchema, response: { 200: ZAdminLaborEnvelope } },
    },
    async (request) => ok(await labors.patchLabor(ctx, request.params.id, request.body), request.t('labors.videoChanged')),
  );
}
