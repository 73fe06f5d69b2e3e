import { z } from '../zod.js';
import { optionalText, requiredText, zId, ZIdSchema, ZLanguageIdSchema, ZUrlIdSchema } from '../common.js';

/** The blocks of a page (hero, services...): as the public reads them, and as the back office edits them. */
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
  langId: ZLanguageIdSchema.optional(),
});

export const ZSectionQuerySchema = z.strictObject({
  id: ZUrlIdSchema,
  langId: ZLanguageIdSchema.default(2),
});

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
