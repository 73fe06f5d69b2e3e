import {
  languageIdOf,
  ZChangePasswordSchema,
  ZEnvelopeSchema,
  ZForgotPasswordSchema,
  ZLoginSchema,
  ZRegisterSchema,
  ZResetPasswordSchema,
  ZSessionSchema,
  ZUpdateProfileSchema,
  ZUserSchema,
} from '@app/shared';
import { z } from 'zod';
import type { TApp } from '../../app.js';
import { ok } from '../../http/envelope.js';
import { currentUser } from './access.js';
import { presentUser } from './presenter.js';
import * as auth from './service.js';

const ZMessageOnlySchema = ZEnvelopeSchema(z.null());

export async function authRoutes(app: TApp) {
  app.post(
    '/api/auth/register',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Register a client account', body: ZRegisterSchema, response: { 201: ZEnvelopeSchema(ZUserSchema) } },
    },
    async (request, reply) => {
      const user = await auth.register(app, request.body, request.ip, languageIdOf(request.locale));
      return reply.code(201).send(ok(user, request.t('auth.registerSuccess')));
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Log in with user name or e-mail', body: ZLoginSchema, response: { 200: ZEnvelopeSchema(ZSessionSchema) } },
    },
    async (request) => {
      const session = await auth.login(app, request.body, request.ip);
      return ok(session, request.t('auth.loginSuccess', { userName: session.user.userName }));
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'authenticated' }, schema: { tags: ['auth'], summary: 'End this session', response: { 200: ZMessageOnlySchema } } },
    async (request) => {
      await auth.logout(app, request.sessionId!);
      return ok(null, request.t('auth.loggedOut'));
    },
  );

  app.get(
    '/api/auth/me',
    { config: { access: 'authenticated' }, schema: { tags: ['auth'], summary: 'The signed-in account', response: { 200: ZEnvelopeSchema(ZUserSchema) } } },
    async (request) => ok(presentUser(currentUser(request))),
  );

  app.put(
    '/api/auth/me',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], summary: 'Edit my profile', body: ZUpdateProfileSchema, response: { 200: ZEnvelopeSchema(ZUserSchema) } },
    },
    async (request) => ok(await auth.updateProfile(app, currentUser(request).id, request.body), request.t('auth.profileUpdated')),
  );

  app.post(
    '/api/auth/change-password',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], summary: 'Change my password; ends my other sessions', body: ZChangePasswordSchema, response: { 200: ZMessageOnlySchema } },
    },
    async (request) => {
      await auth.changePassword(app, currentUser(request).id, request.sessionId!, request.body);
      return ok(null, request.t('auth.changeSuccess'));
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'E-mail a 6-digit reset code (same answer for unknown e-mails)', body: ZForgotPasswordSchema, response: { 200: ZMessageOnlySchema } },
    },
    async (request) => {
      await auth.requestPasswordReset(app, request.body.email, request.ip);
      return ok(null, request.t('auth.forgotSent'));
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Set a new password with the e-mailed code; ends every session', body: ZResetPasswordSchema, response: { 200: ZMessageOnlySchema } },
    },
    async (request) => {
      await auth.resetPassword(app, request.body, request.ip);
      return ok(null, request.t('auth.resetSuccess'));
    },
  );
}
