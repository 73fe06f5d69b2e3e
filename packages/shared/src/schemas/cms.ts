import { z } from './zod.js';
import { optionalText, requiredText, zId, ZIdSchema, ZLanguageIdSchema, ZPaginationFilterSchema, ZUrlIdSchema } from './common.js';
import { westernDigits } from '../phone.js';
import { isHttpsUrl, isSafeSiteLink } from '../links.js';
import type { TPermission } from '../permissions.js';
import { EMIRATE_KEYS } from './client-profile.js';

/**
 * The content-service calls of SPEC.md section 7. The spec names paths and a few fields
 * (pgPageLngs with title, seoDesc, keywords; paginationFilter); the rest is decided here and
 * documented in OpenAPI.
 */

const langId = ZLanguageIdSchema.optional();

export const ZPageLngSchema = z.object({
  languageId: z.number().int(),
  title: z.string(),
  seoDesc: z.string(),
  keywords: z.string(),
  summary: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
});
export type TPageLng = z.infer<typeof ZPageLngSchema>;

export const PAGE_KINDS = ['page', 'article'] as const;

export const ZCmsPageSchema = z.object({
  id: z.number().int(),
  uniqueUrl: z.string(),
  kind: z.enum(PAGE_KINDS),
  /** Stored name of the page's image, served at /media/{name}. */
  image: z.string().nullable(),
  publishedAt: z.string(),
  /** The requested language's entry first (only it when langId is given). */
  pgPageLngs: z.array(ZPageLngSchema),
});
export type TCmsPage = z.infer<typeof ZCmsPageSchema>;

/** A page's address after the site's: lower-case letters, digits and dashes; `missing` says it is needed. */
const pageAddress = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(200)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'validation.uniqueUrlInvalid');

export const ZPageByUrlRequestSchema = z.strictObject({
  uniqueUrl: pageAddress('validation.required'),
  langId,
});

export const ZPagesRequestSchema = z.strictObject({
  kind: z.enum(PAGE_KINDS).default('article'),
  langId,
  paginationFilter: ZPaginationFilterSchema.default({ pageNumber: 1, pageSize: 10, isPaging: true }),
});

export const ZSectionLngSchema = z.object({
  languageId: z.number().int(),
  title: z.string(),
  subTitle: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
});

export const ZSectionSchema = z.object({
  id: z.number().int(),
  pageId: z.number().int(),
  /** What the block is: hero, services, whyUs, howItWorks, testimonials, latestArticles, ... */
  key: z.string(),
  image: z.string().nullable(),
  sortOrder: z.number().int(),
  pgSectionLngs: z.array(ZSectionLngSchema),
});
export type TSection = z.infer<typeof ZSectionSchema>;

export const ZSectionsRequestSchema = z.strictObject({
  pageId: zId({ error: 'validation.required' }),
  langId,
});

export const ZSectionQuerySchema = z.strictObject({
  id: ZUrlIdSchema,
  langId: ZLanguageIdSchema.default(2),
});

export const ZSettingQuerySchema = z.strictObject({ langId: ZLanguageIdSchema.default(2) });

/** Site-wide texts and links in one language. */
export const ZSettingsSchema = z.record(z.string(), z.string());

export const ZPageImageRequestSchema = z.strictObject({ pageId: zId({ error: 'validation.required' }) });
export const ZPageImageSchema = z.object({ id: z.number().int(), fileName: z.string(), thumbnail: z.string().nullable() }).nullable();

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
  langId,
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

// ---------------------------------------------------------------- back office

export const ZPageLngInputSchema = z.strictObject({
  title: requiredText('validation.titleRequired', 200),
  seoDesc: optionalText(300),
  keywords: optionalText(300),
  summary: optionalText(1000),
  body: optionalText(100_000),
});

export const ZPageInputSchema = z.strictObject({
  // Named as the titles are ("Address is required"), not a bare "field is required".
  uniqueUrl: pageAddress('validation.pageAddressRequired'),
  kind: z.enum(PAGE_KINDS),
  imageId: ZIdSchema.nullable().default(null),
  isActive: z.boolean().default(true),
  publishedAt: z.iso.datetime({ offset: true, error: 'validation.dateInvalid' }).optional(),
  en: ZPageLngInputSchema,
  ar: ZPageLngInputSchema,
});
export type TPageInput = z.input<typeof ZPageInputSchema>;

export const ZSectionLngInputSchema = z.strictObject({
  title: requiredText('validation.titleRequired', 200),
  subTitle: optionalText(300),
  body: optionalText(50_000),
});

export const ZSectionInputSchema = z.strictObject({
  key: requiredText('validation.required', 50).regex(/^[A-Za-z][A-Za-z0-9]*$/, 'validation.sectionKeyInvalid'),
  imageId: ZIdSchema.nullable().default(null),
  sortOrder: z.number().int().min(0).max(1000).default(0),
  isActive: z.boolean().default(true),
  en: ZSectionLngInputSchema,
  ar: ZSectionLngInputSchema,
});
export type TSectionInput = z.input<typeof ZSectionInputSchema>;

/** A page or a section as the back office edits it: both languages side by side. */
export const ZAdminPageSchema = z.object({
  id: z.number().int(),
  uniqueUrl: z.string(),
  kind: z.enum(PAGE_KINDS),
  imageId: z.number().int().nullable(),
  image: z.string().nullable(),
  isActive: z.boolean(),
  publishedAt: z.string(),
  en: ZPageLngSchema.omit({ languageId: true }),
  ar: ZPageLngSchema.omit({ languageId: true }),
  sections: z.array(
    z.object({
      id: z.number().int(),
      key: z.string(),
      imageId: z.number().int().nullable(),
      image: z.string().nullable(),
      sortOrder: z.number().int(),
      isActive: z.boolean(),
      en: ZSectionLngSchema.omit({ languageId: true }),
      ar: ZSectionLngSchema.omit({ languageId: true }),
    }),
  ),
});
export type TAdminPage = z.infer<typeof ZAdminPageSchema>;

export const ZAdminPageQuerySchema = z.strictObject({
  kind: z.enum(PAGE_KINDS).optional(),
  search: z.string().trim().max(100).optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const ZAdminPageSummarySchema = z.object({
  id: z.number().int(),
  uniqueUrl: z.string(),
  kind: z.enum(PAGE_KINDS),
  title: z.string(),
  titleAr: z.string(),
  isActive: z.boolean(),
  publishedAt: z.string(),
});

export const ZMenuItemInputSchema = z.strictObject({
  parentId: ZIdSchema.nullable().default(null),
  url: z.string().trim().max(300).refine(isSafeSiteLink, 'validation.menuUrlInvalid').nullable().default(null),
  sortOrder: z.number().int().min(0).max(1000).default(0),
  isActive: z.boolean().default(true),
  titleEn: requiredText('validation.titleRequired', 100),
  titleAr: requiredText('validation.titleArRequired', 100),
});
export type TMenuItemInput = z.input<typeof ZMenuItemInputSchema>;

/** A menu item as its form holds it: the parent chosen from a list ('' for the top level), no link left empty. */
export const ZMenuItemFormSchema = z
  .object({ parentId: z.string(), sortOrder: z.number(), isActive: z.boolean(), titleEn: z.string(), titleAr: z.string(), url: z.string() })
  .transform(({ parentId, url, ...item }): TMenuItemInput => ({ ...item, parentId: parentId ? Number(parentId) : null, url: url.trim() || null }))
  .pipe(ZMenuItemInputSchema);

export const ZAdminMenuItemSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  url: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  titleEn: z.string(),
  titleAr: z.string(),
});
export type TAdminMenuItem = z.infer<typeof ZAdminMenuItemSchema>;

export const ZMenuTypeParamsSchema = z.strictObject({
  typeId: ZUrlIdSchema.refine((id) => id === 8 || id === 10, 'validation.menuTypeUnknown'),
});

export const SETTING_KEY_PATTERN = /^[a-zA-Z][a-zA-Z0-9]*(\.(en|ar))?$/;
/** The settings a UAE tax invoice prints: the agency's legal name and address in both languages, and its TRN. */
export const INVOICE_SETTINGS = ['agencyLegalName', 'agencyAddress'] as const;
export const TRN_SETTING = 'agencyTrn';
/** A UAE Tax Registration Number: 15 digits. */
export const TRN_PATTERN = /^\d{15}$/;
/** The agency's licences the footer shows (MOHRE's recruitment licence, the trade licence): letters, digits, spaces, / and -. */
export const LICENCE_SETTINGS = ['agencyMohreLicence', 'agencyTradeLicence'] as const;
export const LICENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 /-]{0,39}$/;
/** Content staff edit the site's settings; what the tax invoice prints stays with those who manage the agency's settings. */
export const settingPermission = (key: string): TPermission =>
  key === TRN_SETTING || (INVOICE_SETTINGS as readonly string[]).includes(key.split('.')[0]!) ? 'settings.manage' : 'content.manage';
/** Settings that are links leave the site: only a full https:// address (or nothing) is accepted. */
export const isLinkSetting = (key: string) => /Link$/.test(key) || key.split('.')[0] === 'mapUrl';
export const ZSettingsInputSchema = z
  .record(z.string().regex(SETTING_KEY_PATTERN, 'validation.settingKeyInvalid'), z.string().trim().max(2000))
  .refine((settings) => Object.keys(settings).length <= 100, 'validation.tooLong')
  .superRefine((settings, context) => {
    const trn = settings[TRN_SETTING];
    if (trn !== undefined && !TRN_PATTERN.test(trn)) context.addIssue({ code: 'custom', message: 'validation.trnInvalid', path: [TRN_SETTING] });
    for (const key of INVOICE_SETTINGS.flatMap((name) => [`${name}.en`, `${name}.ar`])) {
      if (settings[key] === '') context.addIssue({ code: 'custom', message: 'validation.invoiceSettingRequired', path: [key] });
    }
    for (const [key, value] of Object.entries(settings)) {
      if (isLinkSetting(key) && value !== '' && !isHttpsUrl(value)) context.addIssue({ code: 'custom', path: [key], message: 'validation.httpsLinkInvalid' });
    }
    for (const key of LICENCE_SETTINGS) {
      const licence = settings[key];
      if (licence && !LICENCE_PATTERN.test(licence)) context.addIssue({ code: 'custom', path: [key], message: 'validation.licenceInvalid' });
    }
  });

/** The settings as a form holds them: a text in both languages under its name (`siteName: { en, ar }`), a link alone. */
const ZSettingsFormValuesSchema = z.record(z.string(), z.union([z.string(), z.record(z.string(), z.string())]));
const settingEntries = (values: z.infer<typeof ZSettingsFormValuesSchema>) =>
  Object.entries(values).flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value] as const] : Object.entries(value).map(([language, text]) => [`${name}.${language}`, text] as const),
  );

/**
 * The settings form: only what differs from the `saved` settings is sent, so two editors at once do
 * not undo each other's work; that is checked as the server checks it.
 */
export const settingsFormSchema = (saved: Record<string, string>) =>
  ZSettingsFormValuesSchema.transform((values) => Object.fromEntries(settingEntries(values).filter(([key, value]) => value !== (saved[key] ?? '')))).pipe(
    ZSettingsInputSchema,
  );

export const ZBranchInputSchema = z.strictObject({
  name: requiredText('validation.nameRequired', 100),
  nameAr: requiredText('validation.nameArRequired', 100),
  address: requiredText('validation.addressRequired', 300),
  addressAr: requiredText('validation.addressArRequired', 300),
  workingHours: optionalText(200),
  workingHoursAr: optionalText(200),
  telephones: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\+?[0-9 ]{7,20}$/, 'validation.phoneInvalid'),
    )
    .max(5)
    .default([]),
  // Typed as people write it ('+971 50 111 2233', Arabic-Indic digits too), stored as digits only.
  whatsAppNumber: z
    .string()
    .transform((value) => westernDigits(value).replace(/[\s+\-()]/g, ''))
    .pipe(z.string().regex(/^[0-9]{9,15}$/, 'validation.whatsAppInvalid')),
  email: z.email({ error: 'validation.emailInvalid' }).max(200),
  sortOrder: z.number().int().min(0).max(1000).default(0),
  isActive: z.boolean().default(true),
  /** The emirate it is in: the VAT return splits supplies by it (decision 026). */
  emirate: z.enum(EMIRATE_KEYS, { error: 'validation.emirateRequired' }).default('dubai'),
});
export type TBranchInput = z.input<typeof ZBranchInputSchema>;
export const ZAdminBranchSchema = ZBranchInputSchema.extend({
  id: z.number().int(),
  telephones: z.array(z.string()),
  workingHours: z.string(),
  workingHoursAr: z.string(),
  whatsAppNumber: z.string(),
});
export type TAdminBranch = z.infer<typeof ZAdminBranchSchema>;

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

export const ZAssetSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  thumbnail: z.string().nullable(),
  originalName: z.string(),
  kind: z.enum(['image', 'video']),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  isUsed: z.boolean(),
  /** Every page or article that shows the file: as its picture, a section's picture, or inside a text. */
  uses: z.array(z.object({ pageId: z.number().int(), pageKind: z.enum(['page', 'article']), titleEn: z.string(), titleAr: z.string() })),
});
export type TAsset = z.infer<typeof ZAssetSchema>;
export type TAssetUse = TAsset['uses'][number];
