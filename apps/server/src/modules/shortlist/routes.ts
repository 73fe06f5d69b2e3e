import { shortlistApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import * as shortlist from './service.js';

/** A visitor's shortlist read by ids; a client's own, kept in her account (never another's: the id is the session's). */
export async function shortlistRoutes(app: TApp) {
  route(app, shortlistApi.workers, async (request) => ok(await shortlist.shortlistOf(request.ctx, request.query.ids)));

  route(app, shortlistApi.list, async (request) => ok(await shortlist.clientShortlist(request.ctx)));

  route(app, shortlistApi.add, async (request) => ok(await shortlist.addToShortlist(request.ctx, request.params.id), request.t('shortlist.added')));

  route(app, shortlistApi.remove, async (request) => ok(await shortlist.removeFromShortlist(request.ctx, request.params.id), request.t('shortlist.removed')));

  route(app, shortlistApi.merge, async (request) => ok(await shortlist.mergeShortlist(request.ctx, request.body.laborIds)));
}
