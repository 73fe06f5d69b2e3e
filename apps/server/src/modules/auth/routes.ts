import { authApi, languageIdOf } from '@app/shared';
import type { TApp } from '../../app.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { currentUser } from './access.js';
import { presentUser } from './presenter.js';
import * as auth from './service.js';

export async function authRoutes(app: TApp) {
  route(app, authApi.register, async (request) =>
    ok(await auth.register(app, request.body, request.ip, languageIdOf(request.locale)), request.t('auth.registerSuccess')),
  );

  route(app, authApi.login, async (request) => {
    const session = await auth.login(app, request.body, request.ip, request.headers['user-agent']);
    return ok(session, request.t('auth.loginSuccess', { userName: session.user.userName }));
  });

  route(app, authApi.logout, async (request) => {
    await auth.logout(app, request.sessionId!);
    return ok(null, request.t('auth.loggedOut'));
  });

  route(app, authApi.me, async (request) => ok(presentUser(currentUser(request))));

  route(app, authApi.updateProfile, async (request) =>
    ok(await auth.updateProfile(app, currentUser(request).id, request.body), request.t('auth.profileUpdated')),
  );

  route(app, authApi.changePassword, async (request) => {
    await auth.changePassword(app, currentUser(request).id, request.sessionId!, request.body);
    return ok(null, request.t('auth.changeSuccess'));
  });

  route(app, authApi.forgotPassword, async (request) => {
    await auth.requestPasswordReset(app, request.body.email, request.ip);
    return ok(null, request.t('auth.forgotSent'));
  });

  route(app, authApi.resetPassword, async (request) => {
    await auth.resetPassword(app, request.body, request.ip);
    return ok(null, request.t('auth.resetSuccess'));
  });
}
