import { ZIdParamsSchema } from '../schemas/auth.js';
import { ZPageSchema, ZPaginationFilterSchema } from '../schemas/common.js';
import { ZStaffNotificationSchema, ZUnreadCountSchema } from '../schemas/staff-notifications.js';
import { endpoint } from './endpoint.js';

const tag = 'staff-notifications';

/**
 * The back office's bell: new orders, enquiries, callbacks and applicants, each shown to the staff
 * whose role handles it, with each staff member's own read state. Any staff member may call these;
 * what one sees is what one's role handles.
 */
export const staffNotificationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/notifications',
    access: 'staff',
    tag,
    summary: "The signed-in staff member's notifications, newest first, each marked read or not",
    query: ZPaginationFilterSchema,
    response: ZPageSchema(ZStaffNotificationSchema),
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/admin/notifications/unread-count',
    access: 'staff',
    tag,
    summary: "How many of the signed-in staff member's notifications are unread (the bell's badge)",
    response: ZUnreadCountSchema,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/admin/notifications/:id/read',
    access: 'staff',
    tag,
    summary: 'Mark one notification read (opening it does); 403 when the role is not told of its kind',
    params: ZIdParamsSchema,
    response: ZUnreadCountSchema,
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/api/admin/notifications/read-all',
    access: 'staff',
    tag,
    summary: 'Mark every notification read, up to the newest one',
    response: ZUnreadCountSchema,
  }),
};
