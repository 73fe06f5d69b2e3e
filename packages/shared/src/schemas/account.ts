import { z } from './zod.js';
import { RESET_CODE_PATTERN, ZEmailSchema, ZPhoneNumberSchema, ZUserNameSchema, ZUserSchema } from './auth.js';
import { textTypeError, ZUrlIdSchema } from './common.js';

const required = textTypeError;

const currentPassword = z
  .string(required('validation.currentPasswordRequired'))
  .min(1, 'validation.currentPasswordRequired')
  .max(256, 'validation.passwordTooLong');

/** What a user edits of their own profile; the e-mail and the phone change through the contact change (password and code). */
export const ZUpdateOwnProfileSchema = z.strictObject({
  userName: ZUserNameSchema,
  languageId: z.number().int().min(1).max(2).optional(),
});
export type TUpdateOwnProfile = z.infer<typeof ZUpdateOwnProfileSchema>;

/** One of my open sessions: where and when, and the device its browser named. */
export const ZAccountSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  /** Read from the user agent: "Chrome", "Windows"; null when not recognised. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSessionSchema>;

export const ZSessionIdParamsSchema = z.strictObject({ id: ZUrlIdSchema });

export const ZSignOutEverywhereSchema = z.strictObject({ currentPassword });
export type TSignOutEverywhere = z.infer<typeof ZSignOutEverywhereSchema>;

export const ZSessionsEndedSchema = z.object({ ended: z.number().int() });

/** A new e-mail and phone number, asked for with the current password. */
export const ZContactChangeSchema = z.strictObject({
  email: ZEmailSchema,
  phoneNumber: ZPhoneNumberSchema,
  currentPassword,
});
export type TContactChange = z.infer<typeof ZContactChangeSchema>;

/** A change waiting for the code sent to its new e-mail address. */
export const ZPendingContactChangeSchema = z.object({
  email: z.string(),
  phoneNumber: z.string(),
  expiresAt: z.string(),
});
export type TPendingContactChange = z.infer<typeof ZPendingContactChangeSchema>;

/** Applied at once (only the phone changed), or waiting for the code sent to the new e-mail. */
export const ZContactChangeResultSchema = z.object({
  user: ZUserSchema,
  pending: ZPendingContactChangeSchema.nullable(),
});
export type TContactChangeResult = z.infer<typeof ZContactChangeResultSchema>;

export const ZContactConfirmSchema = z.strictObject({
  code: z.string(required('accountSecurity.codeRequired')).trim().regex(RESET_CODE_PATTERN, 'accountSecurity.codeInvalid'),
});
export type TContactConfirm = z.infer<typeof ZContactConfirmSchema>;
