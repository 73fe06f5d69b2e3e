import { z } from '../zod.js';
import { optionalText, requiredText, zId, ZIdSchema, ZLanguageIdSchema, ZPaginationFilterSchema } from '../common.js';
import { ZSectionLngSchema } from './sections.js';

/** The site's pages and articles: as the public reads them, and as the back office edits them. */
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
  langId: ZLanguageIdSchema.optional(),
});

export const ZPagesRequestSchema = z.strictObject({
  kind: z.enum(PAGE_KINDS).default('article'),
  langId: ZLanguageIdSchema.optional(),
  paginationFilter: ZPaginationFilterSchema.default({ pageNumber: 1, pageSize: 10, isPaging: true }),
});

export const ZPageImageRequestSchema = z.strictObject({ pageId: zId({ error: 'validation.required' }) });
export const ZPageImageSchema = z.object({ id: z.number().int(), fileName: z.string(), thumbnail: z.string().nullable() }).nullable();

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
