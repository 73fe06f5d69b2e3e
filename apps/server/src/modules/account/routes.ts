import { accountApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { accountCtxOf } from '../auth/context.js';
import * as account from './service.js';

export async function accountRoutes(app: TApp) {
  route(app, accountApi.sessions, async (request) => ok(await account.listSessions(accountCtxOf(request))));

  route(app, accountApi.endSession, async (request) => {
    await account.endSession(accountCtxOf(request), request.params.id);
    return ok(null, request.t('accountSecurity.sessionEnded'));
  });

  route(app, accountApi.signOutEverywhere, async (request) => {
    const result = await account.signOutEverywhere(accountCtxOf(request), request.body.currentPassword);
    return ok(result, request.t('accountSecurity.signedOutEverywhere'));
  });

  route(app, accountApi.pendingContactChange, async (request) => ok(await account.pendingContactChange(accountCtxOf(request))));

  route(app, accountApi.changeContact, async (request) => {
    const result = await account.changeContact(accountCtxOf(request), request.body);
    return ok(result, request.t(result.pending ? 'accountSecurity.contactCodeSent' : 'accountSecurity.contactChanged', { email: result.pending?.email ?? '' }));
  });

  route(app, accountApi.confirmContact, async (request) =>
    ok(await account.confirmContact(accountCtxOf(request), request.body.code), request.t('accountSecurity.contactChanged')),
  );
}
