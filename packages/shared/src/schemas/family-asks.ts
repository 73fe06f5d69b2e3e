import { z } from './zod.js';

/**
 * What a step of the visa process may ask of the family (docs/decisions/034): the client's papers
 * of her profile (CLIENT_DOCUMENT_KINDS, but 'other') and her salary certificate, which her profile
 * does not keep. Kept apart from process-documents.ts, which reads the steps' kinds.
 */
export const FAMILY_ASK_KINDS = ['emiratesId', 'passport', 'tenancyContract', 'salaryCertificate'] as const;
export type TFamilyAskKind = (typeof FAMILY_ASK_KINDS)[number];

/** A step's asks: each kind once. */
export const ZFamilyAsksSchema = z
  .array(z.enum(FAMILY_ASK_KINDS, { error: 'validation.invalid' }), { error: 'validation.invalidType' })
  .max(FAMILY_ASK_KINDS.length)
  .refine((kinds) => new Set(kinds).size === kinds.length, 'validation.invalid');

/**
 * What a step asks of the family, as they see it: the kind, and the file they gave for it (its name
 * and when), on the step or, `onProfile`, on their profile before: that counts as given.
 */
export const ZFamilyAskSchema = z.object({
  kind: z.enum(FAMILY_ASK_KINDS),
  file: z.object({ fileName: z.string(), uploadedAt: z.string(), onProfile: z.boolean() }).nullable(),
});
export type TFamilyAsk = z.infer<typeof ZFamilyAskSchema>;
