// @vitest-environment jsdom
/**
 * The dashboard's visa process tile: how many steps are overdue, leading to the board filtered to
 * the processes with one; none for a role the server gives none of it to.
 */
import { dashboardApi, WEB_ROUTES, type TDashboard, type TLocale } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, anAdmin, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { openApp, screen, within } from '../../test-support/render';

const BOARD: TDashboard = {
  totals: { orders: 3, clients: 2, workers: 5 },
  workersByCountry: [],
  ordersByStatus: { Pending: 1, InProgress: 0, Hired: 1, Delivered: 1, Rejected: 0, Canceled: 0 },
  recentOrders: [],
  expiringPassports: [],
  documents: null,
  applicants: null,
  enquiries: null,
  afterHire: null,
  processes: { overdueSteps: 4 },
};

async function openDashboard(language: TLocale, board: TDashboard) {
  const server = fakeServer();
  signedIn(server, anAdmin, ADMIN_TOKEN);
  server.on(dashboardApi.get, (request) => request.ok(board));
  const app = await openApp(language, { token: ADMIN_TOKEN });
  const page = await import('./pages/DashboardPage');
  app.render({ path: WEB_ROUTES.dashboard, Component: page.default }, { at: WEB_ROUTES.dashboard });
  await screen.findByTestId('total-orders');
  return app;
}

describe('the visa process tile on the dashboard', () => {
  test.each<TLocale>(['en', 'ar'])('in %s, the overdue steps, leading to the board of overdue processes', async (language) => {
    const app = await openDashboard(language, BOARD);
    const tile = within(screen.getByRole('region', { name: app.t('dashboard.processes') }));
    const link = tile.getByRole('link', { name: `${app.t('dashboard.overdueProcessSteps')}4` });
    expect(link.getAttribute('href')).toBe('/Processes?overdue=true');
    expect(within(link).getByText('4').getAttribute('dir')).toBe('ltr');
  });

  test('a role the server gives no process count sees no tile', async () => {
    const app = await openDashboard('en', { ...BOARD, processes: null });
    expect(screen.queryByRole('region', { name: app.t('dashboard.processes') })).toBeNull();
    expect(screen.queryByTestId('processes-overdue')).toBeNull();
  });
});
