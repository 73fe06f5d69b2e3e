import { staffNotificationsApi } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { TApp } from '../../app.js';
import { AppError } from '../../http/app-error.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { currentUser, refuse } from '../auth/access.js';
import { kindOf, kindsFor, listNotifications, unreadCount, type TReaderStaff } from './read.js';
import { markAllRead, markRead } from './service.js';

const staffOf = (request: FastifyRequest): TReaderStaff => {
  const user = currentUser(request);
  return { id: user.id, staffRole: user.staffRole };
};

export async function staffNotificationRoutes(app: TApp) {
  const unreadOf = async (staff: TReaderStaff) => ({ unread: await unreadCount(app.db, staff) });

  route(app, staffNotificationsApi.list, async (request) => ok(await listNotifications(app.db, staffOf(request), request.query)));
  route(app, staffNotificationsApi.unreadCount, async (request) => ok(await unreadOf(staffOf(request))));

  route(app, staffNotificationsApi.markRead, async (request) => {
    const staff = staffOf(request);
    const kind = await kindOf(app.db, request.params.id);
    if (!kind) throw new AppError(404, 'staffNotifications.notFound');
    // Another role's notification: refused and written to the trail, as any forbidden call.
    if (!kindsFor(staff.staffRole).includes(kind)) await refuse(request, `notification ${request.params.id}`);
    await markRead(app.db, staff.id, request.params.id);
    return ok(await unreadOf(staff));
  });

  route(app, staffNotificationsApi.markAllRead, async (request) => {
    const staff = staffOf(request);
    await markAllRead(app.db, staff.id);
    return ok(await unreadOf(staff));
  });
}
