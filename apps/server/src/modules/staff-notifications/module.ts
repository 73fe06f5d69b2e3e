import type { TModule } from '../module.js';
import { staffNotificationJobHandlers } from './mails.js';
import { staffNotificationRoutes } from './routes.js';

export const staffNotificationsModule = {
  name: 'staff-notifications',
  routes: staffNotificationRoutes,
  jobs: ({ db, baseUrl }) => staffNotificationJobHandlers(db, baseUrl),
} satisfies TModule;
