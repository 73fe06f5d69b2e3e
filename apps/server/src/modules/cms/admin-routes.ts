import { cmsApi, settingPermission } from '@app/shared';
import { requirePermission } from '../auth/access.js';
import type { TApp } from '../../app-type.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import * as menus from './admin-menus.js';
import * as pages from './admin-pages.js';
import { deleteAsset, listAssets } from './media.js';
import { answersCsv } from './answers-csv.js';
import * as questionnaire from './questionnaire-admin.js';
import * as site from './site-admin.js';

/** The back office's content editing: pages, sections, menus, settings, branches, the questionnaire, its answers and the media library. */
export async function cmsAdminRoutes(app: TApp) {
  route(app, cmsApi.adminPages, async ({ ctx, query }) => ok(await pages.listAdminPages(ctx.db, query)));
  route(app, cmsApi.adminPage, async ({ ctx, params }) => ok(await pages.getAdminPage(ctx.db, params.id)));
  route(app, cmsApi.addPage, async (request) => ok(await pages.createPage(request.ctx, request.body), request.t('cms.added')));
  route(app, cmsApi.updatePage, async (request) => ok(await pages.updatePage(request.ctx, request.params.id, request.body), request.t('cms.updated')));
  route(app, cmsApi.deletePage, async (request) => {
    await pages.deletePage(request.ctx, request.params.id);
    return ok(null, request.t('cms.deleted'));
  });

  route(app, cmsApi.addSection, async (request) => ok(await pages.addSection(request.ctx, request.params.id, request.body), request.t('cms.added')));
  route(app, cmsApi.updateSection, async (request) => ok(await pages.updateSection(request.ctx, request.params.id, request.body), request.t('cms.updated')));
  route(app, cmsApi.deleteSection, async (request) => ok(await pages.deleteSection(request.ctx, request.params.id), request.t('cms.deleted')));

  route(app, cmsApi.menuItems, async ({ ctx, params }) => ok(await menus.listMenuItems(ctx.db, params.typeId)));
  route(app, cmsApi.addMenuItem, async (request) => ok(await menus.addMenuItem(request.ctx, request.params.typeId, request.body), request.t('cms.added')));
  route(app, cmsApi.updateMenuItem, async (request) => ok(await menus.updateMenuItem(request.ctx, request.params.id, request.body), request.t('cms.updated')));
  route(app, cmsApi.deleteMenuItem, async (request) => ok(await menus.deleteMenuItem(request.ctx, request.params.id), request.t('cms.deleted')));

  route(app, cmsApi.adminSettings, async ({ ctx }) => ok(await site.listSettings(ctx.db)));
  route(app, cmsApi.saveSettings, async (request) => {
    // The route is content staff's; the keys the tax invoice prints need the agency's settings permission too.
    if (Object.keys(request.body).some((key) => settingPermission(key) === 'settings.manage')) {
      await requirePermission(request, 'settings.manage', 'invoice settings');
    }
    return ok(await site.saveSettings(request.ctx, request.body), request.t('cms.updated'));
  });

  route(app, cmsApi.branches, async ({ ctx }) => ok(await site.listBranches(ctx.db)));
  route(app, cmsApi.addBranch, async (request) => ok(await site.addBranch(request.ctx, request.body), request.t('cms.added')));
  route(app, cmsApi.updateBranch, async (request) => ok(await site.updateBranch(request.ctx, request.params.id, request.body), request.t('cms.updated')));
  route(app, cmsApi.deleteBranch, async (request) => ok(await site.deleteBranch(request.ctx, request.params.id), request.t('cms.deleted')));

  route(app, cmsApi.adminQuestions, async ({ ctx, query }) => ok(await questionnaire.listAdminQuestions(ctx.db, query.typeId)));
  route(app, cmsApi.addQuestion, async (request) => ok(await questionnaire.addQuestion(request.ctx, request.body), request.t('cms.added')));
  route(app, cmsApi.updateQuestion, async (request) =>
    ok(await questionnaire.updateQuestion(request.ctx, request.params.id, request.body), request.t('cms.updated')),
  );
  route(app, cmsApi.deleteQuestion, async (request) => ok(await questionnaire.deleteQuestion(request.ctx, request.params.id), request.t('cms.deleted')));

  route(app, cmsApi.answers, async ({ ctx, query }) => ok(await questionnaire.listSubmissions(ctx.db, query)));
  route(app, cmsApi.answersCsv, async ({ ctx, query }, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="answers-${query.typeId}.csv"`)
      .send(answersCsv(ctx.db, query.typeId, ctx.locale)),
  );

  route(app, cmsApi.media, async ({ ctx, query }) => ok(await listAssets(ctx.db, query)));
  route(app, cmsApi.deleteMedia, async (request) => {
    await deleteAsset(request.ctx, request.params.id, app.uploads);
    return ok(null, request.t('cms.deleted'));
  });
}
