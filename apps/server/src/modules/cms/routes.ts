import {
  localeOf,
  ZAnswerListSchema,
  ZCmsPageSchema,
  ZEnvelopeSchema,
  ZPageByUrlRequestSchema,
  ZPageImageRequestSchema,
  ZPageImageSchema,
  ZPagesRequestSchema,
  ZPageSchema,
  ZQoptionSchema,
  ZQoptionsRequestSchema,
  ZQuestionSchema,
  ZQuestionsRequestSchema,
  ZSectionQuerySchema,
  ZSectionSchema,
  ZSectionsRequestSchema,
  ZSettingQuerySchema,
  ZSettingsSchema,
  ZLanguageIdSchema,
} from '@app/shared';
import { z } from 'zod';
import type { TApp } from '../../app.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import * as cms from './service.js';

const found = <T>(value: T | null, key: string): T => {
  if (value === null) throw new AppError(404, key);
  return value;
};

/** The content-service calls of SPEC.md section 7, at their exact paths; shapes in docs/decisions/003. */
export async function cmsRoutes(app: TApp) {
  // The content service asks most of its reads by POST: they stay open while writes are refused (a full disk).
  const publicRoute = <TSchema extends object>(summary: string, schema: TSchema, readsOnly = true) => ({
    config: { access: 'public' as const, readsOnly },
    schema: { tags: ['content'], summary, ...schema },
  });

  app.post(
    '/api/PgPage/GetPageByUniqueUrl',
    publicRoute('A published page by its unique URL, with pgPageLngs', { body: ZPageByUrlRequestSchema, response: { 200: ZEnvelopeSchema(ZCmsPageSchema) } }),
    async (request) => ok(found(await cms.getPageByUrl(app.db, request.body.uniqueUrl, request.body.langId, app.clock()), 'cms.pageNotFound')),
  );

  app.post(
    '/api/PgPage/GetAll',
    publicRoute('Published pages of one kind (articles by default), newest first, paged', { body: ZPagesRequestSchema, response: { 200: ZEnvelopeSchema(ZPageSchema(ZCmsPageSchema)) } }),
    async (request) => ok(await cms.listPages(app.db, request.body, app.clock())),
  );

  app.get(
    '/api/PgPage/GetHomeData',
    publicRoute('The page a term names (home) with its sections, in one language', {
      querystring: z.strictObject({ langId: ZLanguageIdSchema.default(2), term: z.string().trim().min(1).max(100).regex(/^[a-z0-9-]+$/) }),
      response: { 200: ZEnvelopeSchema(z.object({ page: ZCmsPageSchema, sections: z.array(ZSectionSchema) })) },
    }),
    async (request) => {
      const page = found(await cms.getPageByUrl(app.db, request.query.term, request.query.langId, app.clock()), 'cms.pageNotFound');
      return ok({ page, sections: await cms.getSections(app.db, page.id, request.query.langId) });
    },
  );

  app.post(
    '/api/PgSection/GetAllBy',
    publicRoute("A page's active sections in order", { body: ZSectionsRequestSchema, response: { 200: ZEnvelopeSchema(z.array(ZSectionSchema)) } }),
    async (request) => ok(await cms.getSections(app.db, request.body.pageId, request.body.langId)),
  );

  app.get(
    '/api/PgSection/Get',
    publicRoute('One section in one language', { querystring: ZSectionQuerySchema, response: { 200: ZEnvelopeSchema(ZSectionSchema) } }),
    async (request) => ok(found(await cms.getSection(app.db, request.query.id, request.query.langId), 'cms.sectionNotFound')),
  );

  app.get(
    '/api/Setting/Get',
    publicRoute('Site-wide texts and links in one language', { querystring: ZSettingQuerySchema, response: { 200: ZEnvelopeSchema(ZSettingsSchema) } }),
    async (request) => ok(await cms.getSettings(app.db, localeOf(request.query.langId))),
  );

  app.post(
    '/api/AstAsset/GetPageImage',
    publicRoute("A page's image, or null", { body: ZPageImageRequestSchema, response: { 200: ZEnvelopeSchema(ZPageImageSchema) } }),
    async (request) => ok(await cms.getPageImage(app.db, request.body.pageId)),
  );

  app.post(
    '/api/FrmQuestion/GetAllBy',
    publicRoute("A questionnaire's questions in order (typeId 1: job applicants)", { body: ZQuestionsRequestSchema, response: { 200: ZEnvelopeSchema(z.array(ZQuestionSchema)) } }),
    async (request) => ok(await cms.getQuestions(app.db, request.body.typeId, request.body.langId)),
  );

  app.post(
    '/api/FrmQoption/GetAllByTypeId',
    publicRoute("The options of a questionnaire's questions", { body: ZQoptionsRequestSchema, response: { 200: ZEnvelopeSchema(z.array(ZQoptionSchema)) } }),
    async (request) => ok(await cms.getOptions(app.db, request.body.typeId, request.body.paginationFilter)),
  );

  app.post(
    '/api/FrmAnswer/AddAnswerList',
    publicRoute(
      'One filled-in questionnaire; linked to the signed-in user when the bearer token is valid',
      { body: ZAnswerListSchema, response: { 201: ZEnvelopeSchema(z.object({ submissionId: z.number().int() })) } },
      false,
    ),
    async (request, reply) => {
      const submissionId = await cms.addAnswers(app.db, request.body, request.user?.id ?? null);
      return reply.code(201).send(ok({ submissionId }, request.t('cms.answersSaved')));
    },
  );
}
