import { authApi, clientProfileApi, needsSecondStep } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { currentUser } from './access.js';
import { accountCtxOf, authCtxOf } from './context.js';
import { resendVerificationCode, verifyEmail } from './email-verification.js';
import { presentUser } from './presenter.js';
import * as secondFactor from './second-factor.js';
import * as auth from './service.js';
import { trustDevice } from './trusted-devices.js';

export async function authRoutes(app: TApp) {
  route(app, authApi.register, async (request) => ok(await auth.register(authCtxOf(request), request.body), request.t('auth.registerSuccess')));

  // A browser that signs in gets a device cookie for the account (trusted-devices.ts).
  route(app, authApi.login, async (request, reply) => {
    const ctx = authCtxOf(request);
    const answer = await auth.login(ctx, request.body);
    if (needsSecondStep(answer)) return ok(answer, request.t('auth.secondFactorNeeded'));
    await trustDevice(ctx, reply, answer.user.id);
    return ok(answer, request.t('auth.loginSuccess', { userName: answer.user.userName }));
  });

  route(app, authApi.loginSecondFactor, async (request, reply) => {
    const ctx = authCtxOf(request);
    const session = await secondFactor.signInWithSecondFactor(ctx, request.body);
    await trustDevice(ctx, reply, session.user.id);
    return ok(session, request.t('auth.loginSuccess', { userName: session.user.userName }));
  });

  route(app, authApi.logout, async (request) => {
    await auth.logout(accountCtxOf(request));
    return ok(null, request.t('auth.loggedOut'));
  });

  route(app, clientProfileApi.verifyEmail, async (request) =>
    ok(await verifyEmail(accountCtxOf(request), request.body.code), request.t('verifyEmail.verified')),
  );

  route(app, clientProfileApi.resendCode, async (request) => {
    const ctx = accountCtxOf(request);
    const sent = await resendVerificationCode(ctx);
    return ok(sent, request.t('verifyEmail.codeSent', { email: ctx.user.email }));
  });

  route(app, authApi.me, async (request) => ok(presentUser(currentUser(request))));

  route(app, authApi.updateProfile, async (request) => ok(await auth.updateProfile(accountCtxOf(request), request.body), request.t('auth.profileUpdated')));

  route(app, authApi.changePassword, async (request) => {
    await auth.changePassword(accountCtxOf(request), request.body);
    return ok(null, request.t('auth.changeSuccess'));
  });

  route(app, authApi.forgotPassword, async (request) => {
    await auth.requestPasswordReset(authCtxOf(request), request.body.email);
    return ok(null, request.t('auth.forgotSent'));
  });

  route(app, authApi.resetPassword, async (request) => {
    await auth.resetPassword(authCtxOf(request), request.body);
    return ok(null, request.t('auth.resetSuccess'));
  });

  route(app, authApi.secondFactor, async (request) => ok(await secondFactor.status(accountCtxOf(request))));

  route(app, authApi.secondFactorSetup, async (request) =>
    ok(await secondFactor.startSetup(accountCtxOf(request), request.body), request.t('auth.secondFactorSetupStarted')),
  );

  route(app, authApi.secondFactorEnable, async (request) => {
    const recoveryCodes = await secondFactor.enable(accountCtxOf(request), request.body.code);
    return ok({ recoveryCodes }, request.t('auth.secondFactorEnabled'));
  });

  route(app, authApi.recoveryCodes, async (request) => {
    const recoveryCodes = await secondFactor.renewRecoveryCodes(accountCtxOf(request), request.body);
    return ok({ recoveryCodes }, request.t('auth.recoveryCodesRenewed'));
  });

  route(app, authApi.secondFactorDisable, async (request) => {
    await secondFactor.disable(accountCtxOf(request), request.body);
    return ok(null, request.t('auth.secondFactorDisabled'));
  });
}
