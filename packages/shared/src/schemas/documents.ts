import { z } from './zod.js';
import { addDays, addMonths } from '../uae-time.js';
import { optionalText, ZIdSchema, ZIsoDateSchema, ZUrlIdSchema } from './common.js';

/** A worker's papers. The passport is kept on the worker's form; the others are added in her documents panel. */
export const DOCUMENT_KINDS = ['passport', 'visa', 'emiratesId', 'labourContract', 'medical', 'insurance', 'other'] as const;
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];
/** The kinds staff add by hand (the passport follows the worker's form). */
export const ADDED_DOCUMENT_KINDS = DOCUMENT_KINDS.filter((kind): kind is Exclude<TDocumentKind, 'passport'> => kind !== 'passport');

/** How far ahead /Documents looks; the dashboard and the daily digest look 30 days ahead. */
export const DOCUMENT_WINDOWS = [7, 30, 60, 90] as const;
export const DOCUMENT_WARNING_DAYS = 30;

/** A visa needs six months of passport validity: a passport with less than that left is expiring. */
export const PASSPORT_VALID_MONTHS = 6;

/**
 * The last UAE day (YYYY-MM-DD) on which a document expiring counts as "expiring" seen from `today`:
 * a passport with less than six months left, any other paper within DOCUMENT_WARNING_DAYS.
 * The worker's documents, /Documents and the dashboard all judge by it.
 */
export function expiringUntil(kind: TDocumentKind, today: string): string {
  return kind === 'passport' ? addDays(addMonths(today, PASSPORT_VALID_MONTHS), -1) : addDays(today, DOCUMENT_WARNING_DAYS);
}

/** Expired (red), expiring (orange: see expiringUntil), valid, or without an expiry ('other' papers). */
export const EXPIRY_STATES = ['expired', 'expiring', 'valid', 'none'] as const;
export type TExpiryState = (typeof EXPIRY_STATES)[number];

/** A document's state on a UAE day (YYYY-MM-DD): it is still valid on its expiry day. */
export function expiryState(kind: TDocumentKind, expiryDate: string | null, today: string): TExpiryState {
  if (!expiryDate) return 'none';
  if (expiryDate < today) return 'expired';
  return expiryDate <= expiringUntil(kind, today) ? 'expiring' : 'valid';
}

/** Letters, digits, spaces, dashes and slashes, as numbers are printed (784-1990-1234567-1, E 1234/2026). */
const documentNumber = z
  .string()
  .trim()
  .max(50)
  .regex(/^[A-Za-z0-9 /-]*$/, 'validation.documentNumberInvalid')
  .default('');

const ZDocumentDatesSchema = z.object({ issueDate: ZIsoDateSchema.nullable(), expiryDate: ZIsoDateSchema.nullable() });

/** A document staff add or change; a passport's number and dates are changed on the worker's form. */
export const ZDocumentInputSchema = z
  .strictObject({
    kind: z.enum(ADDED_DOCUMENT_KINDS, { error: 'validation.documentKindInvalid' }),
    number: documentNumber,
    issueDate: ZIsoDateSchema.nullable().default(null),
    expiryDate: ZIsoDateSchema.nullable().default(null),
    issuingCountryId: ZIdSchema.nullable().default(null),
    note: optionalText(500),
  })
  .refine((input) => input.kind === 'other' || input.number !== '', { error: 'validation.documentNumberRequired', path: ['number'] })
  .refine((input) => input.kind === 'other' || input.expiryDate !== null, { error: 'validation.documentExpiryRequired', path: ['expiryDate'] })
  .refine((input) => !input.issueDate || !input.expiryDate || input.expiryDate > input.issueDate, {
    error: 'validation.documentExpiryAfterIssue',
    path: ['expiryDate'],
    when: (payload) => ZDocumentDatesSchema.safeParse(payload.value).success,
  });
export type TDocumentInput = z.infer<typeof ZDocumentInputSchema>;

const ZNamedSchema = z.object({ id: z.number().int(), name: z.string(), nameAr: z.string() });

/** A scan as staff see it listed: its original name, type and size; the bytes come from the download route. */
export const ZDocumentScanSchema = z.object({ fileName: z.string(), contentType: z.string(), size: z.number().int() });

export const ZWorkerDocumentSchema = z.object({
  id: z.number().int(),
  laborId: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  issueDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  issuingCountry: ZNamedSchema.nullable(),
  note: z.string(),
  scan: ZDocumentScanSchema.nullable(),
  /** On the UAE day of the answer. */
  state: z.enum(EXPIRY_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TWorkerDocument = z.infer<typeof ZWorkerDocumentSchema>;

export const ZWorkerDocumentParamsSchema = z.strictObject({ id: ZUrlIdSchema, documentId: ZUrlIdSchema });

/** /Documents: expired, or expiring within `within` days; by kind, worker, or a search on the worker's code or name. */
export const ZDocumentExpiryQuerySchema = z.strictObject({
  within: z.coerce
    .number()
    .int()
    .refine((days) => (DOCUMENT_WINDOWS as readonly number[]).includes(days), 'validation.invalid')
    .default(DOCUMENT_WARNING_DAYS),
  kind: z.enum(DOCUMENT_KINDS).optional(),
  laborId: ZUrlIdSchema.optional(),
  search: z.string().trim().max(50).optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TDocumentExpiryQuery = z.infer<typeof ZDocumentExpiryQuerySchema>;

export const ZDocumentExpiryItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  expiryDate: z.string(),
  /** Days from today's UAE day to the expiry: negative once expired. */
  daysLeft: z.number().int(),
  state: z.enum(EXPIRY_STATES),
  labor: z.object({ id: z.number().int(), code: z.string(), name: z.string(), nameAr: z.string() }),
  /** Her placement going on, if any: the family and the order. */
  placement: z.object({ id: z.number().int(), orderId: z.number().int(), orderNumber: z.string(), clientName: z.string() }).nullable(),
});
export type TDocumentExpiryItem = z.infer<typeof ZDocumentExpiryItemSchema>;

/** The dashboard's counts: expired, and expiring within DOCUMENT_WARNING_DAYS. */
export const ZDocumentCountsSchema = z.object({ expired: z.number().int(), expiringSoon: z.number().int() });
export type TDocumentCounts = z.infer<typeof ZDocumentCountsSchema>;
