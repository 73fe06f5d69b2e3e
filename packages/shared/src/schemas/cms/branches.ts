import { z } from '../zod.js';
import { optionalText, requiredText } from '../common.js';
import { westernDigits } from '../../phone.js';
import { EMIRATE_KEYS } from '../client-profile.js';

/** The agency's branches, where interviews are held. */
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
