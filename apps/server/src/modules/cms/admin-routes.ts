import { cmsApi, settingPermission } from '@app/shared';
import { requirePermission } from '../auth/access.js';
import type { TApp } from '../../app.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { auditActorOf } from '../audit/record.js';
import * as admin from './admin-service.js';
import { deleteAsset, listAssets } from './media.js';
import { answersCsv } from './answers-csv.js';
import * as questionnaire from './questionnaire-admin.js';
import * as site from './site-admin.js';

/** The back office's content editing: pages, sections, menus, settings, branches, the questionnaire, its answers and the media library. */
export async function cmsAdminRoutes(app: TApp) {
  route(app, cmsApi.adminPages, async (request) => ok(await admin.listAdminPages(app.db, request.query)));
  route(app, cmsApi.adminPage, async (request) => ok(await admin.getAdminPage(app.db, request.params.id)));
  route(app, cmsApi.addPage, async (request) => ok(await admin.createPage(app.db, request.body, app.clock(), auditActorOf(request)), request.t('cms.added')));
  route(app, cmsApi.updatePage, async (request) =>
    ok(await admin.updatePage(app.db, request.params.id, request.body, app.clock(), auditActorOf(request)), request.t('cms.updated')),
  );
  route(app, cmsApi.deletePage, async (request) => {
    await admin.deletePage(app.db, request.params.id, auditActorOf(request));
    return ok(null, request.t('cms.deleted'));
  });

  route(app, cmsApi.addSection, async (request) =>
    ok(await admin.addSection(app.db, request.params.id, request.body, auditActorOf(request)), request.t('cms.added')),
  );
  route(app, cmsApi.updateSection, async (request) =>
    ok(await admin.updateSection(app.db, request.params.id, request.body, auditActorOf(request)), request.t('cms.updated')),
  );
  route(app, cmsApi.deleteSection, async (request) =>
    ok(await admin.deleteSection(app.db, request.params.id, auditActorOf(request)), request.t('cms.deleted')),
  );

  route(app, cmsApi.menuItems, async (request) => ok(await admin.listMenuItems(app.db, request.params.typeId)));
  route(app, cmsApi.addMenuItem, async (request) =>
    ok(await admin.addMenuItem(app.db, request.params.typeId, request.body, auditActorOf(request)), request.t('cms.added')),
  );
  route(app, cmsApi.updateMenuItem, async (request) =>
    ok(await admin.updateMenuItem(app.db, request.params.id, request.body, auditActorOf(request)), request.t('cms.updated')),
  );
  route(app, cmsApi.deleteMenuItem, async (request) =>
    ok(await admin.deleteMenuItem(app.db, request.params.id, auditActorOf(request)), request.t('cms.deleted')),
  );

  route(app, cmsApi.adminSettings, async () => ok(await site.listSettings(app.db)));
  route(app, cmsApi.saveSettings, async (request) => {
    // The route is content staff's; the keys the tax invoice prints need the agency's settings permission too.
    if (Object.keys(request.body).some((key) => settingPermission(key) === 'settings.manage')) {
      await requirePermission(request, 'settings.manage', 'invoice settings');
    }
    return ok(await site.saveSettings(app.db, request.body, auditActorOf(request)), request.t('cms.updated'));
  });

  route(app, cmsApi.branches, async () => ok(await site.listBranches(app.db)));
  route(app, cmsApi.addBranch, async (request) => ok(await site.addBranch(app.db, request.body, auditActorOf(request)), request.t('cms.added')));
  route(app, cmsApi.updateBranch, async (request) =>
    ok(await site.updateBranch(app.db, request.params.id, request.body, auditActorOf(request)), request.t('cms.updated')),
  );
  route(app, cmsApi.deleteBranch, async (request) => ok(await site.deleteBranch(app.db, request.params.id, auditActorOf(request)), request.t('cms.deleted')));

  route(app, cmsApi.adminQuestions, async (request) => ok(await questionnaire.listAdminQuestions(app.db, request.query.typeId)));
  route(app, cmsApi.addQuestion, async (request) => ok(await questionnaire.addQuestion(app.db, request.body, auditActorOf(request)), request.t('cms.added')));
  route(app, cmsApi.updateQuestion, async (request) =>
    ok(await questionnaire.updateQuestion(app.db, request.params.id, request.body, auditActorOf(request)), request.t('cms.updated')),
  );
  route(app, cmsApi.deleteQuestion, async (request) =>
    ok(await questionnaire.deleteQuestion(app.db, request.params.id, auditActorOf(request)), request.t('cms.deleted')),
  );

  route(app, cmsApi.answers, async (request) => ok(await questionnaire.listSubmissions(app.db, request.query)));
  route(app, cmsApi.answersCsv, async (request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="answers-${request.query.typeId}.csv"`)
      .send(answersCsv(app.db, request.query.typeId, request.locale)),
  );

  route(app, cmsApi.media, async (request) => ok(await listAssets(app.db, request.query)));
  route(app, cmsApi.deleteMedia, async (request) => {
    await deleteAsset(app.db, app.uploads, request.params.id, request.locale, auditActorOf(request));
    return ok(null, request.t('cms.deleted'));
  });
}
