import {
  ZAdminMenuItemSchema,
  ZAdminPageQuerySchema,
  ZAdminPageSchema,
  ZAdminPageSummarySchema,
  ZEnvelopeSchema,
  ZIdParamsSchema,
  ZMenuItemInputSchema,
  ZMenuTypeParamsSchema,
  ZPageInputSchema,
  ZPageSchema,
  ZSectionInputSchema,
} from '@app/shared';
import { z } from 'zod';
import type { TApp } from '../../app.js';
import { ok } from '../../http/envelope.js';
import * as admin from './admin-service.js';

const ZPageEnvelope = ZEnvelopeSchema(ZAdminPageSchema);
const ZMenuEnvelope = ZEnvelopeSchema(z.array(ZAdminMenuItemSchema));

/** The back office's content editing: pages and articles with their sections, and the two menus. */
export async function cmsAdminRoutes(app: TApp) {
  const adminRoute = <TSchema extends object>(schema: TSchema) => ({ config: { access: 'admin' as const }, schema: { tags: ['content admin'], ...schema } });

  app.get('/api/admin/pages', adminRoute({ querystring: ZAdminPageQuerySchema, response: { 200: ZEnvelopeSchema(ZPageSchema(ZAdminPageSummarySchema)) } }), async (request) =>
    ok(await admin.listAdminPages(app.db, request.query)),
  );

  app.get('/api/admin/pages/:id', adminRoute({ params: ZIdParamsSchema, response: { 200: ZPageEnvelope } }), async (request) =>
    ok(await admin.getAdminPage(app.db, request.params.id)),
  );

  app.post('/api/admin/pages', adminRoute({ body: ZPageInputSchema, response: { 201: ZPageEnvelope } }), async (request, reply) =>
    reply.code(201).send(ok(await admin.createPage(app.db, request.body, app.clock()), request.t('cms.added'))),
  );

  app.put('/api/admin/pages/:id', adminRoute({ params: ZIdParamsSchema, body: ZPageInputSchema, response: { 200: ZPageEnvelope } }), async (request) =>
    ok(await admin.updatePage(app.db, request.params.id, request.body, app.clock()), request.t('cms.updated')),
  );

  app.delete('/api/admin/pages/:id', adminRoute({ params: ZIdParamsSchema, response: { 200: ZEnvelopeSchema(z.null()) } }), async (request) => {
    await admin.deletePage(app.db, request.params.id);
    return ok(null, request.t('cms.deleted'));
  });

  app.post('/api/admin/pages/:id/sections', adminRoute({ params: ZIdParamsSchema, body: ZSectionInputSchema, response: { 201: ZPageEnvelope } }), async (request, reply) =>
    reply.code(201).send(ok(await admin.addSection(app.db, request.params.id, request.body), request.t('cms.added'))),
  );

  app.put('/api/admin/sections/:id', adminRoute({ params: ZIdParamsSchema, body: ZSectionInputSchema, response: { 200: ZPageEnvelope } }), async (request) =>
    ok(await admin.updateSection(app.db, request.params.id, request.body), request.t('cms.updated')),
  );

  app.delete('/api/admin/sections/:id', adminRoute({ params: ZIdParamsSchema, response: { 200: ZPageEnvelope } }), async (request) =>
    ok(await admin.deleteSection(app.db, request.params.id), request.t('cms.deleted')),
  );

  app.get('/api/admin/menus/:typeId', adminRoute({ params: ZMenuTypeParamsSchema, response: { 200: ZMenuEnvelope } }), async (request) =>
    ok(await admin.listMenuItems(app.db, request.params.typeId)),
  );

  app.post('/api/admin/menus/:typeId', adminRoute({ params: ZMenuTypeParamsSchema, body: ZMenuItemInputSchema, response: { 201: ZMenuEnvelope } }), async (request, reply) =>
    reply.code(201).send(ok(await admin.addMenuItem(app.db, request.params.typeId, request.body), request.t('cms.added'))),
  );

  app.put('/api/admin/menu-items/:id', adminRoute({ params: ZIdParamsSchema, body: ZMenuItemInputSchema, response: { 200: ZMenuEnvelope } }), async (request) =>
    ok(await admin.updateMenuItem(app.db, request.params.id, request.body), request.t('cms.updated')),
  );

  app.delete('/api/admin/menu-items/:id', adminRoute({ params: ZIdParamsSchema, response: { 200: ZMenuEnvelope } }), async (request) =>
    ok(await admin.deleteMenuItem(app.db, request.params.id), request.t('cms.deleted')),
  );
}
