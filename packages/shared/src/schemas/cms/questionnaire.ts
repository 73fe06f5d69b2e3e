import { z } from '../zod.js';
import { requiredText, zId, ZIdSchema, ZLanguageIdSchema, ZPaginationFilterSchema, ZUrlIdSchema } from '../common.js';

/** The questionnaires (the applicants' one first): questions, the answers people send, and what the back office reads of them. */
export const QUESTION_KINDS = ['text', 'single', 'multiple'] as const;
/** Questionnaire type 1: people applying to work through the agency. */
export const APPLICANT_QUESTIONNAIRE = 1;
/** The worker field an applicant's answer to a question fills when she becomes a worker (questions.worker_field). */
export const WORKER_FIELDS = ['name', 'nationality', 'position', 'languages', 'phone', 'experience', 'note'] as const;
export type TWorkerField = (typeof WORKER_FIELDS)[number];

export const ZQuestionSchema = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  isRequired: z.boolean(),
  sortOrder: z.number().int(),
  frmQuestionLngs: z.array(z.object({ languageId: z.number().int(), text: z.string() })),
});
export type TQuestion = z.infer<typeof ZQuestionSchema>;

export const ZQuestionsRequestSchema = z.strictObject({
  typeId: zId({ error: 'validation.required' }),
  langId: ZLanguageIdSchema.optional(),
});

export const ZQoptionSchema = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  sortOrder: z.number().int(),
  frmQoptionLngs: z.array(z.object({ languageId: z.number().int(), text: z.string() })),
});
export type TQoption = z.infer<typeof ZQoptionSchema>;

export const ZQoptionsRequestSchema = z.strictObject({
  typeId: zId({ error: 'validation.required' }),
  paginationFilter: ZPaginationFilterSchema.default({ pageNumber: 1, pageSize: 10, isPaging: false }),
});

export const ZAnswerSchema = z.strictObject({
  questionId: zId({ error: 'validation.required' }),
  optionId: ZIdSchema.nullable().default(null),
  answerText: z.string().trim().max(2000).default(''),
});
/** At most 50 answers (a question's choices count one each), each text at most 2,000 characters. */
export const ZAnswerListSchema = z.array(ZAnswerSchema).min(1, 'validation.answersRequired').max(50, 'validation.answersTooMany');
export type TAnswerList = z.input<typeof ZAnswerListSchema>;

/** A question's answer in the questionnaire form is named `q{id}` (a bare number would be read as a list's index). */
export const answerField = (questionId: number) => `q${questionId}` as const;
const ZAnswerFieldSchema = z.object({ text: z.string(), optionIds: z.array(z.number()) });
export type TAnswerField = z.infer<typeof ZAnswerFieldSchema>;
type TAskedQuestion = Pick<TQuestion, 'id' | 'kind' | 'isRequired'>;
const NO_ANSWER: TAnswerField = { text: '', optionIds: [] };

/** The answers the server expects for one question: its text, or one per chosen option. */
const answersTo = (question: TAskedQuestion, answer: TAnswerField = NO_ANSWER): TAnswerList => {
  if (question.kind !== 'text') return answer.optionIds.map((optionId) => ({ questionId: question.id, optionId }));
  const text = answer.text.trim();
  return text ? [{ questionId: question.id, answerText: text }] : [];
};

/** The questionnaire as filled in: every required question answered, sent as the answer list. */
export const questionnaireFormSchema = (questions: TAskedQuestion[]) =>
  z
    .record(z.string(), ZAnswerFieldSchema.optional())
    .superRefine((values, context) => {
      for (const question of questions) {
        const field = answerField(question.id);
        if (question.isRequired && answersTo(question, values[field]).length === 0)
          context.addIssue({ code: 'custom', message: 'validation.required', path: [field] });
      }
    })
    .transform((values): TAnswerList => questions.flatMap((question) => answersTo(question, values[answerField(question.id)])))
    .pipe(ZAnswerListSchema);

export const ZQuestionInputSchema = z
  .strictObject({
    typeId: ZIdSchema.default(APPLICANT_QUESTIONNAIRE),
    kind: z.enum(QUESTION_KINDS),
    isRequired: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(1000).default(0),
    isActive: z.boolean().default(true),
    textEn: requiredText('validation.questionRequired', 500),
    textAr: requiredText('validation.questionArRequired', 500),
    /** The worker field its answer fills when an applicant becomes a worker; null for none. */
    workerField: z.enum(WORKER_FIELDS, { error: 'validation.invalid' }).nullable().default(null),
    options: z
      .array(
        z.strictObject({
          /** An existing choice keeps its id, so the answers that chose it keep their meaning. */
          id: ZIdSchema.optional(),
          textEn: requiredText('validation.optionRequired', 200),
          textAr: requiredText('validation.optionRequired', 200),
        }),
      )
      .max(30)
      .default([]),
  })
  .refine((question) => question.kind === 'text' || question.options.length >= 2, { error: 'validation.optionsRequired', path: ['options'] });
export type TQuestionInput = z.input<typeof ZQuestionInputSchema>;

export const ZAdminQuestionSchema = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  isRequired: z.boolean(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  textEn: z.string(),
  textAr: z.string(),
  workerField: z.enum(WORKER_FIELDS).nullable(),
  options: z.array(z.object({ id: z.number().int(), textEn: z.string(), textAr: z.string() })),
});
export type TAdminQuestion = z.infer<typeof ZAdminQuestionSchema>;

export const ZSubmissionSchema = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  createdAt: z.string(),
  userName: z.string().nullable(),
  answers: z.array(z.object({ questionId: z.number().int(), questionEn: z.string(), questionAr: z.string(), answerEn: z.string(), answerAr: z.string() })),
});
export type TSubmission = z.infer<typeof ZSubmissionSchema>;

export const ZSubmissionQuerySchema = z.strictObject({
  typeId: ZUrlIdSchema.default(APPLICANT_QUESTIONNAIRE),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
