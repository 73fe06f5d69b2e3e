import { z } from '../zod.js';

/** The media library: uploaded files and where the site shows them. */
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
