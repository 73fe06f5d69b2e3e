import { dashboardApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { dashboard } from './service.js';

export async function dashboardRoutes(app: TApp) {
  route(app, dashboardApi.get, async ({ ctx }) => ok(await dashboard(ctx.db, ctx.now, ctx.actor.staffRole ?? null)));
}
