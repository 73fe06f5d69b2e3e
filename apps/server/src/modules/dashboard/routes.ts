import { dashboardApi } from '@app/shared';
import type { TApp } from '../../app.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { currentUser } from '../auth/access.js';
import { dashboard } from './service.js';

export async function dashboardRoutes(app: TApp) {
  route(app, dashboardApi.get, async (request) => ok(await dashboard(app.db, app.clock(), currentUser(request).staffRole)));
}
