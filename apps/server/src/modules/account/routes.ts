import { accountApi } from '@app/shared';
import type { TApp } from '../../app.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { auditActorOf } from '../audit/record.js';
import { currentUser } from '../auth/access.js';
import * as account from './service.js';

export async function accountRoutes(app: TApp) {
  route(app, accountApi.sessions, async (request) => ok(await account.listSessions(app, currentUser(request).id, request.sessionId!)));

  route(app, accountApi.endSession, async (request) => {
    await account.endSession(app, request, auditActorOf(request), currentUser(request).id, request.params.id);
    return ok(null, request.t('accountSecurity.sessionEnded'));
  });

  route(app, accountApi.signOutEverywhere, async (request) => {
    const result = await account.signOutEverywhere(app, request, auditActorOf(request), currentUser(request), request.sessionId!, request.body.currentPassword);
    return ok(result, request.t('accountSecurity.signedOutEverywhere'));
  });

  route(app, accountApi.pendingContactChange, async (request) => ok(await account.pendingContactChange(app, currentUser(request).id)));

  route(app, accountApi.changeContact, async (request) => {
    const result = await account.changeContact(app, request, auditActorOf(request), currentUser(request).id, request.body);
    return ok(result, request.t(result.pending ? 'accountSecurity.contactCodeSent' : 'accountSecurity.contactChanged', { email: result.pending?.email ?? '' }));
  });

  route(app, accountApi.confirmContact, async (request) =>
    ok(
      await account.confirmContact(app, request, auditActorOf(request), currentUser(request).id, request.body.code),
      request.t('accountSecurity.contactChanged'),
    ),
  );
}
