import { authApi, clientProfileApi, languageIdOf, needsSecondStep } from '@app/shared';
import type { TApp } from '../../app.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { auditActorOf } from '../audit/record.js';
import { currentUser } from './access.js';
import { resendVerificationCode, verifyEmail } from './email-verification.js';
import { presentUser } from './presenter.js';
import * as secondFactor from './second-factor.js';
import * as auth from './service.js';
import { trustDevice } from './trusted-devices.js';

export async function authRoutes(app: TApp) {
  route(app, authApi.register, async (request) =>
    ok(await auth.register(app, request.body, request.ip, languageIdOf(request.locale)), request.t('auth.registerSuccess')),
  );

  // A browser that signs in gets a device cookie for the account (trusted-devices.ts).
  route(app, authApi.login, async (request, reply) => {
    const answer = await auth.login(app, request.body, request);
    if (needsSecondStep(answer)) return ok(answer, request.t('auth.secondFactorNeeded'));
    await trustDevice(app.db, request, reply, answer.user.id, app.clock());
    return ok(answer, request.t('auth.loginSuccess', { userName: answer.user.userName }));
  });

  route(app, authApi.loginSecondFactor, async (request, reply) => {
    const session = await secondFactor.signInWithSecondFactor(app, request, request.body);
    await trustDevice(app.db, request, reply, session.user.id, app.clock());
    return ok(session, request.t('auth.loginSuccess', { userName: session.user.userName }));
  });

  route(app, authApi.logout, async (request) => {
    await auth.logout(app, request, currentUser(request), request.sessionId!);
    return ok(null, request.t('auth.loggedOut'));
  });

  route(app, clientProfileApi.verifyEmail, async (request) =>
    ok(await verifyEmail(app, auditActorOf(request), request.body.code, request.log), request.t('verifyEmail.verified')),
  );

  route(app, clientProfileApi.resendCode, async (request) => {
    const sent = await resendVerificationCode(app, currentUser(request).id);
    return ok(sent, request.t('verifyEmail.codeSent', { email: currentUser(request).email }));
  });

  route(app, authApi.me, async (request) => ok(presentUser(currentUser(request))));

  route(app, authApi.updateProfile, async (request) =>
    ok(await auth.updateProfile(app, currentUser(request).id, request.body), request.t('auth.profileUpdated')),
  );

  route(app, authApi.changePassword, async (request) => {
    await auth.changePassword(app, request, currentUser(request).id, request.sessionId!, request.body);
    return ok(null, request.t('auth.changeSuccess'));
  });

  route(app, authApi.forgotPassword, async (request) => {
    await auth.requestPasswordReset(app, request.body.email, request.ip);
    return ok(null, request.t('auth.forgotSent'));
  });

  route(app, authApi.resetPassword, async (request) => {
    await auth.resetPassword(app, request.body, request);
    return ok(null, request.t('auth.resetSuccess'));
  });

  route(app, authApi.secondFactor, async (request) => ok(await secondFactor.status(app, currentUser(request))));

  route(app, authApi.secondFactorSetup, async (request) =>
    ok(await secondFactor.startSetup(app, currentUser(request), request.body), request.t('auth.secondFactorSetupStarted')),
  );

  route(app, authApi.secondFactorEnable, async (request) => {
    const recoveryCodes = await secondFactor.enable(app, request, currentUser(request), request.body.code);
    return ok({ recoveryCodes }, request.t('auth.secondFactorEnabled'));
  });

  route(app, authApi.recoveryCodes, async (request) => {
    const recoveryCodes = await secondFactor.renewRecoveryCodes(app, request, currentUser(request), request.body);
    return ok({ recoveryCodes }, request.t('auth.recoveryCodesRenewed'));
  });

  route(app, authApi.secondFactorDisable, async (request) => {
    await secondFactor.disable(app, request, currentUser(request), request.body);
    return ok(null, request.t('auth.secondFactorDisabled'));
  });
}
