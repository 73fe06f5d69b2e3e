import { z } from '../../schemas/zod.js';
import { ZLanguageIdSchema, ZPageSchema } from '../../schemas/common.js';
import {
  ZAnswerListSchema,
  ZCmsPageSchema,
  ZPageByUrlRequestSchema,
  ZPageImageRequestSchema,
  ZPageImageSchema,
  ZPagesRequestSchema,
  ZQoptionSchema,
  ZQoptionsRequestSchema,
  ZQuestionSchema,
  ZQuestionsRequestSchema,
  ZSectionQuerySchema,
  ZSectionSchema,
  ZSectionsRequestSchema,
  ZSettingQuerySchema,
  ZSettingsSchema,
} from '../../schemas/cms/index.js';
import { endpoint } from '../endpoint.js';
import { CMS_TAGS } from './tags.js';

const ZHomeDataQuerySchema = z.strictObject({
  langId: ZLanguageIdSchema.default(2),
  term: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9-]+$/),
});
const ZHomeDataSchema = z.object({ page: ZCmsPageSchema, sections: z.array(ZSectionSchema) });

/** The content service's public calls, at the exact paths of SPEC.md section 7 (shapes in docs/decisions/003). */
export const publicCalls = {
  pageByUrl: endpoint({
    method: 'POST',
    path: '/api/PgPage/GetPageByUniqueUrl',
    access: 'public',
    tag: CMS_TAGS.content,
    summary: 'A published page by its unique URL, with pgPageLngs',
    body: ZPageByUrlRequestSchema,
    response: ZCmsPageSchema,
  }),
  pages: endpoint({
    method: 'POST',
    path: '/api/PgPage/GetAll',
    access: 'public',
    tag: CMS_TAGS.content,
    summary: 'Published pages of one kind (articles by default), newest first, paged',
    body: ZPagesRequestSchema,
    response: ZPageSchema(ZCmsPageSchema),
  }),
  homeData: endpoint({
    method: 'GET',
    path: '/api/PgPage/GetHomeData',
    access: 'public',
    tag: CMS_TAGS.content,
    summary: 'The page a term names (home) with its sections, in one language',
    query: ZHomeDataQuerySchema,
    response: ZHomeDataSchema,
  }),
  sections: endpoint({
    method: 'POST',
    path: '/api/PgSection/GetAllBy',
    access: 'public',
    tag: CMS_TAGS.content,
    summary: "A page's active sections in order",
    body: ZSectionsRequestSchema,
    response: z.array(ZSectionSchema),
  }),
  section: endpoint({
    method: 'GET',
    path: '/api/PgSection/Get',
    access: 'public',
    tag: CMS_TAGS.content,
    summary: 'One section in one language',
    query: ZSectionQuerySchema,
    response: ZSectionSchema,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/Setting/Get',
    access: 'public',
    tag: CMS_TAGS.content,
    summary: 'Site-wide texts and links in one language',
    query: ZSettingQuerySchema,
    response: ZSettingsSchema,
  }),
  pageImage: endpoint({
    method: 'POST',
    path: '/api/AstAsset/GetPageImage',
    access: 'public',
    tag: CMS_TAGS.content,
    summary: "A page's image, or null",
    body: ZPageImageRequestSchema,
    response: ZPageImageSchema,
  }),
  questions: endpoint({
    method: 'POST',
    path: '/api/FrmQuestion/GetAllBy',
    access: 'public',
    tag: CMS_TAGS.content,
    summary: "A questionnaire's questions in order (typeId 1: job applicants)",
    body: ZQuestionsRequestSchema,
    response: z.array(ZQuestionSchema),
  }),
  questionOptions: endpoint({
    method: 'POST',
    path: '/api/FrmQoption/GetAllByTypeId',
    access: 'public',
    tag: CMS_TAGS.content,
    summary: "The options of a questionnaire's questions",
    body: ZQoptionsRequestSchema,
    response: z.array(ZQoptionSchema),
  }),
  addAnswers: endpoint({
    method: 'POST',
    path: '/api/FrmAnswer/AddAnswerList',
    access: 'public',
    tag: CMS_TAGS.content,
    summary: 'One filled-in questionnaire; linked to the signed-in user when the bearer token is valid',
    body: ZAnswerListSchema,
    response: z.object({ submissionId: z.number().int() }),
    status: 201,
  }),
};
