import { z } from './zod.js';
import { RESET_CODE_PATTERN } from './auth.js';
import { optionalText, ZIsoDateSchema, ZUrlIdSchema } from './common.js';
import { LANGUAGE_ID } from '../constants.js';
import { COUNTRY_CODES } from '../countries.js';

/** The seven emirates, named in both languages (decision 011: name and nameAr). */
export const EMIRATES = [
  { key: 'abuDhabi', name: 'Abu Dhabi', nameAr: 'أبوظبي' },
  { key: 'dubai', name: 'Dubai', nameAr: 'دبي' },
  { key: 'sharjah', name: 'Sharjah', nameAr: 'الشارقة' },
  { key: 'ajman', name: 'Ajman', nameAr: 'عجمان' },
  { key: 'ummAlQuwain', name: 'Umm Al Quwain', nameAr: 'أم القيوين' },
  { key: 'rasAlKhaimah', name: 'Ras Al Khaimah', nameAr: 'رأس الخيمة' },
  { key: 'fujairah', name: 'Fujairah', nameAr: 'الفجيرة' },
] as const;
export const EMIRATE_KEYS = EMIRATES.map((emirate) => emirate.key) as [TEmirate, ...TEmirate[]];
export type TEmirate = (typeof EMIRATES)[number]['key'];

/** An Emirates ID number as printed on the card: 784, the year of birth, seven digits, a check digit. */
export const EMIRATES_ID_PATTERN = /^784-\d{4}-\d{7}-\d$/;

/** Typed with or without its dashes (or with spaces): kept in the printed form 784-YYYY-NNNNNNN-N. */
export const ZEmiratesIdSchema = z
  .string()
  .trim()
  .transform((value) => {
    const digits = value.replace(/[\s-]/g, '');
    return /^\d{15}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7, 14)}-${digits.slice(14)}` : value;
  })
  .pipe(z.string().regex(EMIRATES_ID_PATTERN, 'validation.emiratesIdInvalid'));

/** A new expiry must not be in the past on the UAE day it is entered; one kept as it was is not judged again. */
export const isPastExpiry = (expiry: string | null, previous: string | null, today: string) => expiry !== null && expiry !== previous && expiry < today;

const fullName = () => z.string().trim().max(100).default('');

/** What the client (or staff for her) fills in for the visa work; every field may stay empty until it is needed. */
export const ZClientProfileInputSchema = z.strictObject({
  /** As on the passport, in English and in Arabic. */
  fullName: fullName(),
  fullNameAr: fullName(),
  emiratesId: z.union([z.literal(''), ZEmiratesIdSchema]).default(''),
  emiratesIdExpiry: ZIsoDateSchema.nullable().default(null),
  /** Her nationality as an ISO 3166 code: any country (COUNTRIES), not only those workers come from. */
  nationality: z.enum(COUNTRY_CODES, { error: 'validation.invalid' }).nullable().default(null),
  emirate: z.enum(EMIRATE_KEYS, { error: 'validation.invalid' }).nullable().default(null),
  address: optionalText(300),
  /** The language of the e-mails we send her (1 Arabic, 2 English). */
  languageId: z.union([z.literal(LANGUAGE_ID.arabic), z.literal(LANGUAGE_ID.english)], { error: 'validation.invalid' }),
});
export type TClientProfileInput = z.input<typeof ZClientProfileInputSchema>;
export type TClientProfileValues = z.output<typeof ZClientProfileInputSchema>;

/** The visa profile as the client herself and staff see it; no other answer carries the Emirates ID or the address. */
export const ZClientProfileSchema = z.object({
  clientId: z.number().int(),
  fullName: z.string(),
  fullNameAr: z.string(),
  emiratesId: z.string(),
  emiratesIdExpiry: z.string().nullable(),
  nationality: z.object({ code: z.enum(COUNTRY_CODES), name: z.string(), nameAr: z.string() }).nullable(),
  emirate: z.enum(EMIRATE_KEYS).nullable(),
  address: z.string(),
  languageId: z.number().int(),
  emailVerified: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TClientProfile = z.infer<typeof ZClientProfileSchema>;

/** A client's papers for the visa: one of each kind, replaced by a new upload. */
export const CLIENT_DOCUMENT_KINDS = ['emiratesId', 'passport', 'tenancyContract', 'other'] as const;
export type TClientDocumentKind = (typeof CLIENT_DOCUMENT_KINDS)[number];

export const ZClientDocumentUploadQuerySchema = z.strictObject({ kind: z.enum(CLIENT_DOCUMENT_KINDS, { error: 'validation.documentKindInvalid' }) });

/** What the client sees of a paper she gave: its kind, its file's name and when; the scan itself is staff's. */
export const ZClientDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CLIENT_DOCUMENT_KINDS),
  fileName: z.string(),
  uploadedAt: z.string(),
  /** Staff only: the type and size of the scan, and who uploaded it. */
  contentType: z.string().optional(),
  size: z.number().int().optional(),
  uploadedByStaff: z.boolean().optional(),
});
export type TClientDocument = z.infer<typeof ZClientDocumentSchema>;

/** Her documents, and whether she may still change them (not once an order of hers is hired). */
export const ZClientDocumentsSchema = z.object({ items: z.array(ZClientDocumentSchema), locked: z.boolean() });
export type TClientDocuments = z.infer<typeof ZClientDocumentsSchema>;

export const ZOwnDocumentParamsSchema = z.strictObject({ documentId: ZUrlIdSchema });
export const ZClientDocumentParamsSchema = z.strictObject({ id: ZUrlIdSchema, documentId: ZUrlIdSchema });

/** The 6-digit code e-mailed at sign-up. */
export const ZEmailCodeSchema = z.strictObject({
  code: z
    .string({ error: 'accountSecurity.codeRequired' })
    .trim()
    .min(1, 'accountSecurity.codeRequired')
    .regex(RESET_CODE_PATTERN, 'accountSecurity.codeInvalid'),
});
export type TEmailCode = z.infer<typeof ZEmailCodeSchema>;

/** When a new code may be asked for. */
export const ZEmailCodeSentSchema = z.object({ resendAfter: z.string(), expiresAt: z.string() });
export type TEmailCodeSent = z.infer<typeof ZEmailCodeSentSchema>;
