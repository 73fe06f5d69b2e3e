import { shortlistApi } from '@app/shared';
import type { TApp } from '../../app.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { currentUser } from '../auth/access.js';
import * as shortlist from './service.js';

/** A visitor's shortlist read by ids; a client's own, kept in her account (never another's: the id is the session's). */
export async function shortlistRoutes(app: TApp) {
  route(app, shortlistApi.workers, async (request) => ok(await shortlist.shortlistOf(app.db, request.query.ids, app.clock())));

  route(app, shortlistApi.list, async (request) => ok(await shortlist.clientShortlist(app.db, currentUser(request).id, app.clock())));

  route(app, shortlistApi.add, async (request) =>
    ok(await shortlist.addToShortlist(app.db, currentUser(request).id, request.params.id, app.clock()), request.t('shortlist.added')),
  );

  route(app, shortlistApi.remove, async (request) =>
    ok(await shortlist.removeFromShortlist(app.db, currentUser(request).id, request.params.id, app.clock()), request.t('shortlist.removed')),
  );

  route(app, shortlistApi.merge, async (request) => ok(await shortlist.mergeShortlist(app.db, currentUser(request).id, request.body.laborIds, app.clock())));
}
