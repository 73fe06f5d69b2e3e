import { z } from './zod.js';
import { ZListSortSchema } from './common.js';
import { STAFF_ROLES } from '../permissions.js';
import { ZEmailSchema, ZPasswordSchema, ZPhoneNumberSchema, ZUserNameSchema } from './auth.js';

/** `key` when the field is missing, `otherwise` when it holds something else. */
const required = (key: string, otherwise = 'validation.invalid') => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? key : otherwise),
});

/** The role a staff member is given: one of STAFF_ROLES. */
export const ZStaffRoleSchema = z.enum(STAFF_ROLES, required('validation.staffRoleRequired'));

/** The language of a staff member's e-mails and first page: 1 Arabic, 2 English. */
export const ZStaffLanguageSchema = z.union([z.literal(1), z.literal(2)], required('validation.languageRequired'));

/** The staff list: search in user name, e-mail or phone, sorted by a column, one page at a time. */
export const ZStaffListQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  sort: ZListSortSchema('staff'),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TStaffListQuery = z.infer<typeof ZStaffListQuerySchema>;

const staffFields = {
  userName: ZUserNameSchema,
  email: ZEmailSchema,
  phoneNumber: ZPhoneNumberSchema,
  languageId: ZStaffLanguageSchema,
  staffRole: ZStaffRoleSchema,
};

/** A new staff member: signs in with the temporary password the manager typed, then must change it. */
export const ZAddStaffSchema = z.strictObject({ ...staffFields, password: ZPasswordSchema });
export type TAddStaff = z.infer<typeof ZAddStaffSchema>;

export const ZUpdateStaffSchema = z.strictObject(staffFields);
export type TUpdateStaff = z.infer<typeof ZUpdateStaffSchema>;

export const ZStaffStatusSchema = z.strictObject({ isActive: z.boolean(required('validation.required', 'validation.invalidType')) });
export type TStaffStatus = z.infer<typeof ZStaffStatusSchema>;

/** A new temporary password for a staff member, to be changed at their next sign-in. */
export const ZStaffPasswordResetSchema = z.strictObject({ password: ZPasswordSchema });
export type TStaffPasswordReset = z.infer<typeof ZStaffPasswordResetSchema>;
