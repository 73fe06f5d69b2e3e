import { cmsApi, localeOf } from '@app/shared';
import type { TApp } from '../../app.js';
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
  route(
    app,
    cmsApi.pageByUrl,
    async (request) => ok(found(await cms.getPageByUrl(app.db, request.body.uniqueUrl, request.body.langId, app.clock()), 'cms.pageNotFound')),
    readByPost,
  );

  route(app, cmsApi.pages, async (request) => ok(await cms.listPages(app.db, request.body, app.clock())), readByPost);

  route(app, cmsApi.homeData, async (request) => {
    const page = found(await cms.getPageByUrl(app.db, request.query.term, request.query.langId, app.clock()), 'cms.pageNotFound');
    return ok({ page, sections: await cms.getSections(app.db, page.id, request.query.langId, app.clock()) });
  });

  route(app, cmsApi.sections, async (request) => ok(await cms.getSections(app.db, request.body.pageId, request.body.langId, app.clock())), readByPost);

  route(app, cmsApi.section, async (request) =>
    ok(found(await cms.getSection(app.db, request.query.id, request.query.langId, app.clock()), 'cms.sectionNotFound')),
  );

  route(app, cmsApi.settings, async (request) => ok(await cms.getSettings(app.db, localeOf(request.query.langId))));

  route(app, cmsApi.pageImage, async (request) => ok(await cms.getPageImage(app.db, request.body.pageId, app.clock())), readByPost);

  route(app, cmsApi.questions, async (request) => ok(await cms.getQuestions(app.db, request.body.typeId, request.body.langId)), readByPost);

  route(app, cmsApi.questionOptions, async (request) => ok(await cms.getOptions(app.db, request.body.typeId, request.body.paginationFilter)), readByPost);

  route(app, cmsApi.addAnswers, async (request) => {
    const submissionId = await cms.addAnswers(app, request.body, request.user?.id ?? null, request.ip);
    return ok({ submissionId }, request.t('cms.answersSaved'));
  });
}
