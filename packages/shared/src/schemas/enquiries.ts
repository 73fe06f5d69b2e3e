import { z } from './zod.js';
import { ZPhoneNumberSchema } from './auth.js';
import { todayInUae } from '../uae-time.js';
import { requiredText, ZIdSchema, ZIsoDateSchema } from './common.js';
import { ZFollowUpDueFilterSchema, ZNamedUserSchema, ZNoteSchema, ZOwnerFilterSchema } from './pipeline.js';

const phoneNumber = ZPhoneNumberSchema;

export const ZEnquiryInputSchema = z.strictObject({
  name: requiredText('validation.nameRequired', 100),
  phoneNumber,
  message: requiredText('validation.messageRequired', 2000),
  /** Optional: filled in, it pre-fills the client's account when staff convert the enquiry. */
  email: z
    .string()
    .trim()
    .max(254, 'validation.emailInvalid')
    .refine((email) => email === '' || z.email().safeParse(email).success, 'validation.emailInvalid')
    .default(''),
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

/** Where staff are with an enquiry or a callback request; 'converted' only by making the visitor a client with an order. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'converted', 'closed'] as const;
export type TEnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/** The statuses staff set by hand. */
export const ENQUIRY_SETTABLE_STATUSES = ['new', 'contacted', 'closed'] as const;

const ZLaborRefSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string(), nameAr: z.string() });

/** A row of /EnquireList and of today's callbacks. */
export const ZEnquirySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ENQUIRY_KINDS),
  name: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  message: z.string().nullable(),
  preferredDate: z.string().nullable(),
  labor: ZLaborRefSchema.nullable(),
  status: z.enum(ENQUIRY_STATUSES),
  owner: ZNamedUserSchema.nullable(),
  followUpOn: z.string().nullable(),
  /** The UAE day it is due: its follow-up day, or a new callback's preferred day; null when nothing is due. */
  dueOn: z.string().nullable(),
  createdAt: z.string(),
});
export type TEnquiry = z.infer<typeof ZEnquirySchema>;

const ZClientRefSchema = z.object({ id: z.number().int(), userName: z.string(), email: z.string(), phoneNumber: z.string() });
export type TClientRef = z.infer<typeof ZClientRefSchema>;

/** An enquiry's page: everything sent, the notes oldest first, and what it became once converted. */
export const ZEnquiryDetailsSchema = ZEnquirySchema.extend({
  notes: z.array(ZNoteSchema),
  client: ZClientRefSchema.nullable(),
  order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  /** Clients who already have the enquiry's phone number or e-mail: the order may be opened for one of them. */
  matchingClients: z.array(ZClientRefSchema),
  updatedAt: z.string(),
});
export type TEnquiryDetails = z.infer<typeof ZEnquiryDetailsSchema>;

export const ZEnquiryQuerySchema = z.strictObject({
  kind: z.enum(ENQUIRY_KINDS).optional(),
  status: z.enum(ENQUIRY_STATUSES).optional(),
  owner: ZOwnerFilterSchema.optional(),
  followUpDue: ZFollowUpDueFilterSchema,
  search: z.string().trim().max(100).optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TEnquiryQuery = z.infer<typeof ZEnquiryQuerySchema>;

/** What staff change on an enquiry: any of its status (not 'converted'), owner (null: nobody) and follow-up day (null: none). */
export const ZEnquiryUpdateSchema = z
  .strictObject({
    status: z.enum(ENQUIRY_SETTABLE_STATUSES, { error: 'validation.statusInvalid' }).optional(),
    ownerId: ZIdSchema.nullable().optional(),
    followUpOn: ZIsoDateSchema.nullable().optional(),
  })
  .refine((change) => Object.keys(change).length > 0, { error: 'validation.required' });
export type TEnquiryUpdate = z.input<typeof ZEnquiryUpdateSchema>;
export type TEnquiryChange = z.infer<typeof ZEnquiryUpdateSchema>;
