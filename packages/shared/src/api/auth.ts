import { z } from '../schemas/zod.js';
import {
  ZChangePasswordSchema,
  ZForgotPasswordSchema,
  ZLoginSchema,
  ZRegisterSchema,
  ZResetPasswordSchema,
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
    summary: 'Log in with user name or e-mail',
    body: ZLoginSchema,
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
