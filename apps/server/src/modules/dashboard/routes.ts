import { ZDashboardSchema, ZEnvelopeSchema } from '@app/shared';
import type { TApp } from '../../app.js';
import { ok } from '../../http/envelope.js';
import { dashboard } from './service.js';

export async function dashboardRoutes(app: TApp) {
  app.get(
    '/api/admin/dashboard',
    {
      config: { access: 'admin' },
      schema: { tags: ['dashboard'], summary: 'Totals, workers by country, orders by status, recent orders, passports expiring within 90 days', response: { 200: ZEnvelopeSchema(ZDashboardSchema) } },
    },
    async () => ok(await dashboard(app.db, app.clock())),
  );
}
