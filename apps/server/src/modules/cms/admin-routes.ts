import {
  ZAdminBranchSchema,
  ZAdminMenuItemSchema,
  ZAdminQuestionSchema,
  ZAssetSchema,
  ZBranchInputSchema,
  ZPaginationFilterSchema,
  ZQuestionInputSchema,
  ZSettingsInputSchema,
  ZSettingsSchema,
  ZSubmissionQuerySchema,
  ZSubmissionSchema,
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
import { deleteAsset, listAssets } from './media.js';
import * as questionnaire from './questionnaire-admin.js';
import * as site from './site-admin.js';

const ZPageEnvelope = ZEnvelopeSchema(ZAdminPageSchema);
const ZMenuEnvelope = ZEnvelopeSchema(z.array(ZAdminMenuItemSchema));

/** The back office's content editing: pages, sections, menus, settings, branches, the questionnaire, its answers and the media library. */
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

  app.get('/api/admin/settings', adminRoute({ response: { 200: ZEnvelopeSchema(ZSettingsSchema) } }), async () => ok(await site.listSettings(app.db)));

  app.put('/api/admin/settings', adminRoute({ body: ZSettingsInputSchema, response: { 200: ZEnvelopeSchema(ZSettingsSchema) } }), async (request) =>
    ok(await site.saveSettings(app.db, request.body), request.t('cms.updated')),
  );

  const ZBranchesEnvelope = ZEnvelopeSchema(z.array(ZAdminBranchSchema));
  app.get('/api/admin/branches', adminRoute({ response: { 200: ZBranchesEnvelope } }), async () => ok(await site.listBranches(app.db)));

  app.post('/api/admin/branches', adminRoute({ body: ZBranchInputSchema, response: { 201: ZBranchesEnvelope } }), async (request, reply) =>
    reply.code(201).send(ok(await site.addBranch(app.db, request.body), request.t('cms.added'))),
  );

  app.put('/api/admin/branches/:id', adminRoute({ params: ZIdParamsSchema, body: ZBranchInputSchema, response: { 200: ZBranchesEnvelope } }), async (request) =>
    ok(await site.updateBranch(app.db, request.params.id, request.body), request.t('cms.updated')),
  );

  app.delete('/api/admin/branches/:id', adminRoute({ params: ZIdParamsSchema, response: { 200: ZBranchesEnvelope } }), async (request) =>
    ok(await site.deleteBranch(app.db, request.params.id), request.t('cms.deleted')),
  );

  const ZQuestionsEnvelope = ZEnvelopeSchema(z.array(ZAdminQuestionSchema));
  const ZTypeQuerySchema = z.strictObject({ typeId: z.coerce.number().int().positive().default(1) });
  app.get('/api/admin/questions', adminRoute({ querystring: ZTypeQuerySchema, response: { 200: ZQuestionsEnvelope } }), async (request) =>
    ok(await questionnaire.listAdminQuestions(app.db, request.query.typeId)),
  );

  app.post('/api/admin/questions', adminRoute({ body: ZQuestionInputSchema, response: { 201: ZQuestionsEnvelope } }), async (request, reply) =>
    reply.code(201).send(ok(await questionnaire.addQuestion(app.db, request.body), request.t('cms.added'))),
  );

  app.put('/api/admin/questions/:id', adminRoute({ params: ZIdParamsSchema, body: ZQuestionInputSchema, response: { 200: ZQuestionsEnvelope } }), async (request) =>
    ok(await questionnaire.updateQuestion(app.db, request.params.id, request.body), request.t('cms.updated')),
  );

  app.delete('/api/admin/questions/:id', adminRoute({ params: ZIdParamsSchema, response: { 200: ZQuestionsEnvelope } }), async (request) =>
    ok(await questionnaire.deleteQuestion(app.db, request.params.id), request.t('cms.deleted')),
  );

  app.get('/api/admin/answers', adminRoute({ querystring: ZSubmissionQuerySchema, response: { 200: ZEnvelopeSchema(ZPageSchema(ZSubmissionSchema)) } }), async (request) =>
    ok(await questionnaire.listSubmissions(app.db, request.query)),
  );

  app.get('/api/admin/answers.csv', adminRoute({ summary: 'Every answer as CSV (UTF-8 with BOM), in the language of Accept-Language', querystring: ZTypeQuerySchema }), async (request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="answers-${request.query.typeId}.csv"`)
      .send(await questionnaire.submissionsCsv(app.db, request.query.typeId, request.locale)),
  );

  app.get(
    '/api/admin/media',
    adminRoute({ querystring: ZPaginationFilterSchema.omit({ isPaging: true }), response: { 200: ZEnvelopeSchema(ZPageSchema(ZAssetSchema)) } }),
    async (request) => ok(await listAssets(app.db, request.query)),
  );

  app.delete('/api/admin/media/:id', adminRoute({ params: ZIdParamsSchema, response: { 200: ZEnvelopeSchema(z.null()) } }), async (request) => {
    await deleteAsset(app.db, app.uploads, request.params.id, request.locale);
    return ok(null, request.t('cms.deleted'));
  });
}
