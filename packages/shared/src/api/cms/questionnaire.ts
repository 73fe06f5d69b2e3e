import { z } from '../../schemas/zod.js';
import { ZIdParamsSchema } from '../../schemas/auth.js';
import { ZPageSchema, ZPaginationFilterSchema, ZUrlIdSchema } from '../../schemas/common.js';
import {
  APPLICANT_QUESTIONNAIRE,
  ZAdminQuestionSchema,
  ZAssetSchema,
  ZQuestionInputSchema,
  ZSubmissionQuerySchema,
  ZSubmissionSchema,
} from '../../schemas/cms/index.js';
import { endpoint } from '../endpoint.js';
import { CMS_TAGS } from './tags.js';

const ZQuestionnaireQuerySchema = z.strictObject({ typeId: ZUrlIdSchema.default(APPLICANT_QUESTIONNAIRE) });
const ZMediaQuerySchema = ZPaginationFilterSchema.omit({ isPaging: true });

/** The applicants' questionnaire, its answers and the media library. */
export const questionnaireAdmin = {
  adminQuestions: endpoint({
    method: 'GET',
    path: '/api/admin/questions',
    access: 'content.manage',
    tag: CMS_TAGS.admin,
    summary: "A questionnaire's questions with their options in both languages, for staff to edit",
    query: ZQuestionnaireQuerySchema,
    response: z.array(ZAdminQuestionSchema),
  }),
  addQuestion: endpoint({
    method: 'POST',
    path: '/api/admin/questions',
    access: 'content.manage',
    tag: CMS_TAGS.admin,
    summary: 'Staff add a question with its options; answers the questionnaire',
    body: ZQuestionInputSchema,
    response: z.array(ZAdminQuestionSchema),
    status: 201,
  }),
  updateQuestion: endpoint({
    method: 'PUT',
    path: '/api/admin/questions/:id',
    access: 'content.manage',
    tag: CMS_TAGS.admin,
    summary: 'Staff edit a question and its options; answers the questionnaire',
    params: ZIdParamsSchema,
    body: ZQuestionInputSchema,
    response: z.array(ZAdminQuestionSchema),
  }),
  deleteQuestion: endpoint({
    method: 'DELETE',
    path: '/api/admin/questions/:id',
    access: 'content.manage',
    tag: CMS_TAGS.admin,
    summary: 'Staff delete a question; answers the questionnaire',
    params: ZIdParamsSchema,
    response: z.array(ZAdminQuestionSchema),
  }),
  answers: endpoint({
    method: 'GET',
    path: '/api/admin/answers',
    access: 'content.manage',
    tag: CMS_TAGS.admin,
    summary: "A questionnaire's filled-in copies, newest first, paged",
    query: ZSubmissionQuerySchema,
    response: ZPageSchema(ZSubmissionSchema),
  }),
  answersCsv: endpoint({
    method: 'GET',
    path: '/api/admin/answers.csv',
    access: 'content.manage',
    tag: CMS_TAGS.admin,
    summary: 'Every answer as CSV (UTF-8 with BOM), in the language of Accept-Language',
    query: ZQuestionnaireQuerySchema,
    // The CSV text itself, sent as a file (no envelope).
    response: z.string(),
    kind: 'file',
  }),
  media: endpoint({
    method: 'GET',
    path: '/api/admin/media',
    access: 'content.manage',
    tag: CMS_TAGS.admin,
    summary: 'The media library, newest first, each file with the pages that use it; paged',
    query: ZMediaQuerySchema,
    response: ZPageSchema(ZAssetSchema),
  }),
  deleteMedia: endpoint({
    method: 'DELETE',
    path: '/api/admin/media/:id',
    access: 'content.manage',
    tag: CMS_TAGS.admin,
    summary: 'Staff delete a file of the media library; refused while a page uses it',
    params: ZIdParamsSchema,
    response: z.null(),
  }),
};
