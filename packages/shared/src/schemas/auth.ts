import { z } from './zod.js';
import { textTypeError, ZListSortSchema, ZUrlIdSchema } from './common.js';
import { PHONE_PATTERN } from '../constants.js';
import { normalizeUaePhone } from '../phone.js';
import { PERMISSIONS, STAFF_ROLES } from '../permissions.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const RESET_CODE_PATTERN = /^\d{6}$/;

const required = textTypeError;

/** Letters, digits and . _ - in any script; 3 to 50 characters. */
export const ZUserNameSchema = z
  .string(required('validation.userNameRequired'))
  .trim()
  .min(1, 'validation.userNameRequired')
  .min(3, 'validation.userNameLength')
  .max(50, 'validation.userNameLength')
  .regex(/^[\p{L}\p{N}._-]+$/u, 'validation.userNameChars');

export const ZEmailSchema = z
  .string(required('validation.emailRequired'))
  .trim()
  .min(1, 'validation.emailRequired')
  .max(254, 'validation.emailInvalid')
  .pipe(z.email('validation.emailInvalid'));

/**
 * A UAE phone number however it is typed ('050 123 4567', '+971 50 123 4567', '00971…', Arabic-Indic
 * digits), kept in the stored form: the 9 digits after +971. The one phone rule of every form.
 */
export const ZPhoneNumberSchema = z
  .string(required('validation.phoneRequired'))
  .trim()
  .min(1, 'validation.phoneRequired')
  .max(30, 'validation.phoneInvalid')
  .transform(normalizeUaePhone)
  .pipe(z.string().regex(PHONE_PATTERN, 'validation.phoneInvalid'));

function passwordSchema(letterKey: string) {
  return z
    .string(required('validation.passwordRequired'))
    .min(1, 'validation.passwordRequired')
    .min(PASSWORD_MIN_LENGTH, 'validation.passwordLength')
    .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong')
    .regex(/\p{L}/u, letterKey);
}

export const ZPasswordSchema = passwordSchema('validation.passwordLetter');
export const ZNewPasswordSchema = passwordSchema('validation.newPasswordLetter');

export const ZRegisterSchema = z.strictObject({
  userName: ZUserNameSchema,
  email: ZEmailSchema,
  phoneNumber: ZPhoneNumberSchema,
  password: ZPasswordSchema,
});
export type TRegister = z.infer<typeof ZRegisterSchema>;

export const ZLoginSchema = z.strictObject({
  /** The user name or the e-mail address. */
  userName: z.string(required('validation.userNameRequired')).trim().min(1, 'validation.userNameRequired').max(254),
  password: z.string(required('validation.passwordRequired')).min(1, 'validation.passwordRequired').max(PASSWORD_MAX_LENGTH),
});
export type TLogin = z.infer<typeof ZLoginSchema>;

const newPasswordPair = {
  newPassword: ZNewPasswordSchema,
  confirmPassword: z.string(required('validation.confirmPasswordRequired')).min(1, 'validation.confirmPasswordRequired'),
};

function passwordsMatch(value: { newPassword: string; confirmPassword: string }) {
  return value.newPassword === value.confirmPassword;
}
const mismatch = { error: 'validation.passwordsMismatch', path: ['confirmPassword'] };

export const ZChangePasswordSchema = z
  .strictObject({
    currentPassword: z.string(required('validation.currentPasswordRequired')).min(1, 'validation.currentPasswordRequired'),
    ...newPasswordPair,
  })
  .refine(passwordsMatch, mismatch);
export type TChangePassword = z.infer<typeof ZChangePasswordSchema>;

export const ZForgotPasswordSchema = z.strictObject({ email: ZEmailSchema });
export type TForgotPassword = z.infer<typeof ZForgotPasswordSchema>;

export const ZResetPasswordSchema = z
  .strictObject({
    email: ZEmailSchema,
    code: z.string(required('validation.codeRequired')).trim().regex(RESET_CODE_PATTERN, 'validation.codeInvalid'),
    ...newPasswordPair,
  })
  .refine(passwordsMatch, mismatch);
export type TResetPassword = z.infer<typeof ZResetPasswordSchema>;

export const ZUpdateProfileSchema = z.strictObject({
  userName: ZUserNameSchema,
  email: ZEmailSchema,
  phoneNumber: ZPhoneNumberSchema,
  languageId: z.number().int().min(1).max(2).optional(),
});
export type TUpdateProfile = z.infer<typeof ZUpdateProfileSchema>;

export const ROLES = ['admin', 'client'] as const;
export type TRole = (typeof ROLES)[number];

export const ZUserSchema = z.object({
  id: z.number().int(),
  role: z.enum(ROLES),
  userName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  languageId: z.number().int(),
  isActive: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** Staff only: their role and what it may do; null and empty for a client. */
  staffRole: z.enum(STAFF_ROLES).nullable(),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** Whether sign-in asks for a code from an authenticator app. */
  secondFactorEnabled: z.boolean(),
  /** The password must be changed before anything else (the first admin's). */
  mustChangePassword: z.boolean(),
  /** A client who registered herself confirms her e-mail with a code before she requests a worker. */
  emailVerified: z.boolean(),
});
export type TUser = z.infer<typeof ZUserSchema>;

export const ZSessionSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: ZUserSchema,
});
export type TSession = z.infer<typeof ZSessionSchema>;

/** The password was right and the account has a second factor: the code is asked next, with this challenge. */
export const ZSecondFactorChallengeSchema = z.object({
  secondFactorRequired: z.literal(true),
  /** Presented with the code at /api/auth/login/second-factor; valid 5 minutes. */
  challenge: z.string(),
  expiresAt: z.string(),
});
export type TSecondFactorChallenge = z.infer<typeof ZSecondFactorChallengeSchema>;

/** What signing in answers: a session, or the challenge of the second step. */
export const ZLoginAnswerSchema = z.union([ZSessionSchema, ZSecondFactorChallengeSchema]);
export type TLoginAnswer = z.infer<typeof ZLoginAnswerSchema>;

export const needsSecondStep = (answer: TLoginAnswer): answer is TSecondFactorChallenge => 'secondFactorRequired' in answer;

/** A 6-digit code from an authenticator app (spaces typed between the digits are ignored). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
export const ZTotpCodeSchema = z
  .string(required('validation.totpCodeRequired'))
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1, 'validation.totpCodeRequired').regex(TOTP_CODE_PATTERN, 'validation.totpCodeInvalid'));

/** A recovery code as shown (XXXXX-XXXXX), in any case, with or without its dash. */
export const ZRecoveryCodeSchema = z
  .string(required('validation.recoveryCodeRequired'))
  .trim()
  .min(1, 'validation.recoveryCodeRequired')
  .max(40, 'validation.recoveryCodeInvalid');

/** The second step of signing in: the challenge and either a code or a recovery code. */
export const ZSecondFactorSignInSchema = z
  .strictObject({
    challenge: z.string(required('validation.challengeRequired')).min(1, 'validation.challengeRequired').max(200, 'auth.challengeExpired'),
    code: ZTotpCodeSchema.optional(),
    recoveryCode: ZRecoveryCodeSchema.optional(),
  })
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), { error: 'validation.totpCodeRequired', path: ['code'] });
export type TSecondFactorSignIn = z.infer<typeof ZSecondFactorSignInSchema>;

const currentPasswordField = z
  .string(required('validation.currentPasswordRequired'))
  .min(1, 'validation.currentPasswordRequired')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong');

/** Setting up (or again) the second factor, and new recovery codes, ask the password. */
export const ZPasswordConfirmSchema = z.strictObject({ currentPassword: currentPasswordField });
export type TPasswordConfirm = z.infer<typeof ZPasswordConfirmSchema>;

/** A new key, not in use until a code made with it is typed (enable). */
export const ZSecondFactorSetupSchema = z.object({
  /** The key in base32, in groups of four for typing it by hand. */
  key: z.string(),
  /** otpauth://totp/... : what the QR code holds. */
  uri: z.string(),
  /** The QR code as an SVG data URL. */
  qrCode: z.string(),
});
export type TSecondFactorSetup = z.infer<typeof ZSecondFactorSetupSchema>;

export const ZSecondFactorCodeSchema = z.strictObject({ code: ZTotpCodeSchema });
export type TSecondFactorCode = z.infer<typeof ZSecondFactorCodeSchema>;

/** The second step's form when a recovery code is used instead of the app. */
export const ZRecoveryCodeFormSchema = z.strictObject({ recoveryCode: ZRecoveryCodeSchema });

export const ZSecondFactorDisableSchema = z.strictObject({ currentPassword: currentPasswordField, code: ZTotpCodeSchema });
export type TSecondFactorDisable = z.infer<typeof ZSecondFactorDisableSchema>;

/** Ten one-time codes, shown once. */
export const ZRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodesSchema>;

export const ZSecondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The role must sign in with a second factor: it can not be turned off. */
  required: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TSecondFactorStatus = z.infer<typeof ZSecondFactorStatusSchema>;

export const ZClientListQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  sort: ZListSortSchema('clients'),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TClientListQuery = z.infer<typeof ZClientListQuerySchema>;

export const ZIdParamsSchema = z.strictObject({ id: ZUrlIdSchema });

export const ZClientStatusSchema = z.strictObject({ isActive: z.boolean() });
