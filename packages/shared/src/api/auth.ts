import { z } from '../schemas/zod.js';
import {
  ZChangePasswordSchema,
  ZForgotPasswordSchema,
  ZLoginAnswerSchema,
  ZLoginSchema,
  ZPasswordConfirmSchema,
  ZRecoveryCodesSchema,
  ZRegisterSchema,
  ZResetPasswordSchema,
  ZSecondFactorCodeSchema,
  ZSecondFactorDisableSchema,
  ZSecondFactorSetupSchema,
  ZSecondFactorSignInSchema,
  ZSecondFactorStatusSchema,
  ZSessionSchema,
  ZUserSchema,
} from '../schemas/auth.js';
import { ZUpdateOwnProfileSchema } from '../schemas/account.js';
import { endpoint } from './endpoint.js';

const tag = 'auth';

/** Accounts and sessions: registering, signing in and out, the profile, passwords. */
export const authApi = {
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    tag,
    summary: 'Register a client account',
    body: ZRegisterSchema,
    response: ZUserSchema,
    status: 201,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    tag,
    summary: 'Log in with user name or e-mail; an account with a second factor answers a challenge instead of a session',
    body: ZLoginSchema,
    response: ZLoginAnswerSchema,
  }),
  loginSecondFactor: endpoint({
    method: 'POST',
    path: '/api/auth/login/second-factor',
    access: 'public',
    tag,
    summary: 'The second step of signing in: the challenge with a code from the authenticator app, or a recovery code',
    body: ZSecondFactorSignInSchema,
    response: ZSessionSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', access: 'authenticated', tag, summary: 'End this session', response: z.null() }),
  me: endpoint({ method: 'GET', path: '/api/auth/me', access: 'authenticated', tag, summary: 'The signed-in account', response: ZUserSchema }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/auth/me',
    access: 'authenticated',
    tag,
    summary: 'Edit my profile (user name, language; the e-mail and phone change at /api/account/contact)',
    body: ZUpdateOwnProfileSchema,
    response: ZUserSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/auth/change-password',
    access: 'authenticated',
    tag,
    summary: 'Change my password; ends my other sessions',
    body: ZChangePasswordSchema,
    response: z.null(),
  }),
  secondFactor: endpoint({
    method: 'GET',
    path: '/api/auth/second-factor',
    access: 'authenticated',
    tag,
    summary: 'Whether my second factor is on, required for my role, and how many recovery codes are left',
    response: ZSecondFactorStatusSchema,
  }),
  secondFactorSetup: endpoint({
    method: 'POST',
    path: '/api/auth/second-factor/setup',
    access: 'authenticated',
    tag,
    summary: 'Start setting up the second factor (password asked): a new key, its otpauth URI and QR code; on once a code is confirmed',
    body: ZPasswordConfirmSchema,
    response: ZSecondFactorSetupSchema,
  }),
  secondFactorEnable: endpoint({
    method: 'POST',
    path: '/api/auth/second-factor/enable',
    access: 'authenticated',
    tag,
    summary: 'Turn the second factor on with a code made by the new key; answers ten recovery codes, shown this once',
    body: ZSecondFactorCodeSchema,
    response: ZRecoveryCodesSchema,
  }),
  recoveryCodes: endpoint({
    method: 'POST',
    path: '/api/auth/second-factor/recovery-codes',
    access: 'authenticated',
    tag,
    summary: 'New recovery codes (password asked); the old ones stop working',
    body: ZPasswordConfirmSchema,
    response: ZRecoveryCodesSchema,
  }),
  secondFactorDisable: endpoint({
    method: 'POST',
    path: '/api/auth/second-factor/disable',
    access: 'authenticated',
    tag,
    summary: 'Turn the second factor off (password and a code); refused for the roles that require it',
    body: ZSecondFactorDisableSchema,
    response: z.null(),
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    tag,
    summary: 'E-mail a 6-digit reset code (same answer for unknown e-mails)',
    body: ZForgotPasswordSchema,
    response: z.null(),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    tag,
    summary: 'Set a new password with the e-mailed code; ends every session',
    body: ZResetPasswordSchema,
    response: z.null(),
  }),
};

type TCall = { method: string; path: string };
const call = (endpoint: TCall) => `${endpoint.method} ${endpoint.path}`;
const always = [authApi.me, authApi.logout, authApi.changePassword];

/**
 * The only calls a restricted session may make (sessionRestriction): the rest answer 403 until the
 * password is changed or the second factor is set up.
 */
export const RESTRICTED_SESSION_CALLS: Record<'changePassword' | 'secondFactor', ReadonlySet<string>> = {
  changePassword: new Set(always.map(call)),
  secondFactor: new Set([...always, authApi.secondFactor, authApi.secondFactorSetup, authApi.secondFactorEnable].map(call)),
};
