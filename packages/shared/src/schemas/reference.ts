import { z } from './zod.js';
import { REFERENCE_LISTS } from '../constants.js';
import { textTypeError, ZUrlIdSchema } from './common.js';

export const ZReferenceListParamsSchema = z.strictObject({
  list: z.enum(REFERENCE_LISTS, { error: 'validation.referenceListUnknown' }),
});

export const ZReferenceValueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string(),
  image: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type TReferenceValue = z.infer<typeof ZReferenceValueSchema>;

const imageName = z.string(textTypeError('validation.imageRequired')).regex(/^[a-f0-9]{32}\.webp$/, 'validation.imageRequired');

export const ZReferenceInputSchema = z.strictObject({
  name: z.string(textTypeError('validation.nameRequired')).trim().min(1, 'validation.nameRequired').max(100),
  nameAr: z.string(textTypeError('validation.nameArRequired')).trim().min(1, 'validation.nameArRequired').max(100),
  nameArFemale: z.string(textTypeError('validation.invalidType')).trim().max(100).default(''),
  image: imageName,
  isActive: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export type TReferenceInput = z.infer<typeof ZReferenceInputSchema>;

export const ZReferenceItemParamsSchema = ZReferenceListParamsSchema.extend({
  id: ZUrlIdSchema,
});

export const ZReferenceAdminQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const ZReferenceAdminValueSchema = ZReferenceValueSchema.extend({ nameArFemale: z.string(), isActive: z.boolean() });
export type TReferenceAdminValue = z.infer<typeof ZReferenceAdminValueSchema>;
