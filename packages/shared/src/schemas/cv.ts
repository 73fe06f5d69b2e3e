import { z } from 'zod';
import { ZUrlIdSchema } from './common.js';

/** A CV in English, in Arabic (right to left), or both side by side. */
export const CV_LANGUAGES = ['en', 'ar', 'both'] as const;
export type TCvLanguage = (typeof CV_LANGUAGES)[number];
/** The digits of the Arabic text: Western (0-9) or Arabic-Indic (٠-٩). */
export const CV_DIGITS = ['latin', 'arabic'] as const;
export type TCvDigits = (typeof CV_DIGITS)[number];
/** Workers in one CV for a family: each one is a page or two. */
export const CV_FAMILY_MAX = 20;

const cvOptions = {
  lang: z.enum(CV_LANGUAGES, { error: 'validation.cvLanguageInvalid' }).default('en'),
  digits: z.enum(CV_DIGITS, { error: 'validation.cvDigitsInvalid' }).default('latin'),
};

export const ZCvQuerySchema = z.strictObject(cvOptions);
export type TCvQuery = z.infer<typeof ZCvQuerySchema>;

/** `ids=12,7,30`: the workers in the order given, each once, at most CV_FAMILY_MAX. */
export const ZCvFamilyQuerySchema = z.strictObject({
  ids: z.preprocess(
    (value) => (typeof value === 'string' ? [...new Set(value.split(',').map((id) => id.trim()))] : value),
    z.array(ZUrlIdSchema, { error: 'validation.cvWorkersRequired' }).min(1, 'validation.cvWorkersRequired').max(CV_FAMILY_MAX, 'validation.cvTooManyWorkers'),
  ),
  ...cvOptions,
});
export type TCvFamilyQuery = z.infer<typeof ZCvFamilyQuerySchema>;
