import { z } from './zod.js';
import { PHONE_PATTERN } from '../constants.js';
import { requiredText, ZIdSchema } from './common.js';

export const UAE_UTC_OFFSET_MS = 4 * 60 * 60_000;

/** Today's date in the UAE, where the agency works, as YYYY-MM-DD. */
export const todayInUae = (now = new Date()) => new Date(now.getTime() + UAE_UTC_OFFSET_MS).toISOString().slice(0, 10);

const phoneNumber = requiredText('validation.phoneRequired', 9).regex(PHONE_PATTERN, 'validation.phoneInvalid');

export const ZEnquiryInputSchema = z.strictObject({
  name: requiredText('validation.nameRequired', 100),
  phoneNumber,
  message: requiredText('validation.messageRequired', 2000),
  laborId: ZIdSchema.nullable().default(null),
});
export type TEnquiryInput = z.infer<typeof ZEnquiryInputSchema>;

export const ZCallbackInputSchema = z.strictObject({
  name: requiredText('validation.nameRequired', 100),
  phoneNumber,
  preferredDate: requiredText('validation.preferredDateRequired', 10)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateInvalid')
    .refine((day) => !Number.isNaN(Date.parse(day)), 'validation.dateInvalid')
    .refine((day) => day >= todayInUae(), 'validation.dateInPast'),
});
export type TCallbackInput = z.infer<typeof ZCallbackInputSchema>;

export const ENQUIRY_KINDS = ['enquiry', 'callback'] as const;

export const ZEnquirySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ENQUIRY_KINDS),
  name: z.string(),
  phoneNumber: z.string(),
  message: z.string().nullable(),
  preferredDate: z.string().nullable(),
  labor: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  isHandled: z.boolean(),
  createdAt: z.string(),
});
export type TEnquiry = z.infer<typeof ZEnquirySchema>;

export const ZEnquiryQuerySchema = z.strictObject({
  kind: z.enum(ENQUIRY_KINDS).optional(),
  handled: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  search: z.string().trim().max(100).optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TEnquiryQuery = z.infer<typeof ZEnquiryQuerySchema>;

export const ZEnquiryHandledSchema = z.strictObject({ isHandled: z.boolean() });
