import { staffNotificationsApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { refuse } from '../auth/access.js';
import { kindOf, kindsFor, listNotifications, unreadCount } from './read.js';
import { markAllRead, markRead } from './service.js';

export async function staffNotificationRoutes(app: TApp) {
  const unreadOf = async (ctx: TCtx) => ({ unread: await unreadCount(ctx) });

  route(app, staffNotificationsApi.list, async (request) => ok(await listNotifications(request.ctx, request.query)));
  route(app, staffNotificationsApi.unreadCount, async (request) => ok(await unreadOf(request.ctx)));

  route(app, staffNotificationsApi.markRead, async (request) => {
    const { ctx } = request;
    const kind = await kindOf(ctx.db, request.params.id);
    if (!kind) throw new AppError(404, 'staffNotifications.notFound');
    // Another role's notification: refused and written to the trail, as any forbidden call.
    if (!kindsFor(ctx.actor.staffRole ?? null).includes(kind)) await refuse(request, `notification ${request.params.id}`);
    await markRead(ctx, request.params.id);
    return ok(await unreadOf(ctx));
  });

  route(app, staffNotificationsApi.markAllRead, async (request) => {
    await markAllRead(request.ctx);
    return ok(await unreadOf(request.ctx));
  });
}
