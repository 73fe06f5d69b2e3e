import { z } from './zod.js';
import { MENU_TYPE_ID } from '../constants.js';
import { ZLanguageIdSchema } from './common.js';

export const ZMenuItemLngSchema = z.object({
  languageId: z.number().int(),
  title: z.string(),
});

export type TMenuItem = {
  id: number;
  url: string | null;
  muMenuItemLngs: Array<z.infer<typeof ZMenuItemLngSchema>>;
  inverseParent: TMenuItem[];
};

export const ZMenuItemSchema: z.ZodType<TMenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    url: z.string().nullable(),
    muMenuItemLngs: z.array(ZMenuItemLngSchema),
    inverseParent: z.array(ZMenuItemSchema),
  }),
);

const menuTypeIds = Object.values(MENU_TYPE_ID) as number[];

export const ZMenuByTypeRequestSchema = z.strictObject({
  typeId: z
    .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.typeIdNumber') })
    .int({ error: 'validation.typeIdNumber' })
    .refine((typeId) => menuTypeIds.includes(typeId), { error: 'validation.menuTypeUnknown' }),
});
export type TMenuByTypeRequest = z.infer<typeof ZMenuByTypeRequestSchema>;

export const ZContactInfoQuerySchema = z.strictObject({ langId: ZLanguageIdSchema.default(2) });

export const ZBranchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  workingHours: z.string(),
  telephones: z.array(z.object({ number: z.string() })),
  whatsAppNumber: z.string(),
  email: z.string(),
});
export type TBranch = z.infer<typeof ZBranchSchema>;

export const ZContactInfoSchema = z.object({
  branchs: z.array(ZBranchSchema),
  facebookLink: z.string(),
  twitterLink: z.string(),
  linkedinLink: z.string(),
  instagramLink: z.string(),
});
export type TContactInfo = z.infer<typeof ZContactInfoSchema>;
