import { z } from '../zod.js';
import { requiredText, ZIdSchema, ZUrlIdSchema } from '../common.js';
import { isSafeSiteLink } from '../../links.js';

/** The site's main and footer menus as the back office edits them. */
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
