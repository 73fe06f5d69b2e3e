import { ZDashboardSchema } from '../schemas/dashboard.js';
import { endpoint } from './endpoint.js';

/** The back office's first page. */
export const dashboardApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard',
    access: 'staff',
    tag: 'dashboard',
    summary: 'Totals, workers by country, orders by status, recent orders, passports expiring within 90 days',
    response: ZDashboardSchema,
  }),
};
