import { z } from 'zod';
import { REFERENCE_LISTS } from '../constants.js';

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
