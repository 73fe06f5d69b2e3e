import { cmsApi, localeOf } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { AppError } from '../../http/app-error.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import * as cms from './service.js';

const found = <T>(value: T | null, key: string): T => {
  if (value === null) throw new AppError(404, key);
  return value;
};

// The content service asks most of its reads by POST: they stay open while writes are refused (a full disk).
const readByPost = { config: { readsOnly: true } };

/** The content-service calls of SPEC.md section 7, at their exact paths; shapes in docs/decisions/003. */
export async function cmsRoutes(app: TApp) {
  route(app, cmsApi.pageByUrl, async ({ ctx, body }) => ok(found(await cms.getPageByUrl(ctx, body), 'cms.pageNotFound')), readByPost);

  route(app, cmsApi.pages, async ({ ctx, body }) => ok(await cms.listPages(ctx, body)), readByPost);

  route(app, cmsApi.homeData, async ({ ctx, query }) => {
    const page = found(await cms.getPageByUrl(ctx, { uniqueUrl: query.term, langId: query.langId }), 'cms.pageNotFound');
    return ok({ page, sections: await cms.getSections(ctx, { pageId: page.id, langId: query.langId }) });
  });

  route(app, cmsApi.sections, async ({ ctx, body }) => ok(await cms.getSections(ctx, body)), readByPost);

  route(app, cmsApi.section, async ({ ctx, query }) => ok(found(await cms.getSection(ctx, query), 'cms.sectionNotFound')));

  route(app, cmsApi.settings, async ({ ctx, query }) => ok(await cms.getSettings(ctx.db, localeOf(query.langId))));

  route(app, cmsApi.pageImage, async ({ ctx, body }) => ok(await cms.getPageImage(ctx, body.pageId)), readByPost);

  route(app, cmsApi.questions, async ({ ctx, body }) => ok(await cms.getQuestions(ctx.db, body.typeId, body.langId)), readByPost);

  route(app, cmsApi.questionOptions, async ({ ctx, body }) => ok(await cms.getOptions(ctx.db, body.typeId, body.paginationFilter)), readByPost);

  route(app, cmsApi.addAnswers, async (request) => {
    const submissionId = await cms.addAnswers({ ...request.ctx, attempts: app.attempts }, request.body);
    return ok({ submissionId }, request.t('cms.answersSaved'));
  });
}
