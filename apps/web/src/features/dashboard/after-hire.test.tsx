// @vitest-environment jsdom
/**
 * The dashboard's after-hire part: revenue this month and money due, refunds due with their due
 * dates (those past said overdue), Monthly renewals and placements ending soon; none of it for a
 * role the server gives none of it to.
 */
import { ROLE_PERMISSIONS, todayInUae, WEB_ROUTES, type TDashboard, type TLocale, type TUser, dashboardApi } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, anAdmin, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { openApp, screen, within } from '../../test-support/render';

/** A UAE day this many days from today. */
const dayFromToday = (days: number) => todayInUae(new Date(Date.now() + days * 86_400_000));

const BOARD: TDashboard = {
  totals: { orders: 3, clients: 2, workers: 5 },
  workersByCountry: [],
  ordersByStatus: { Pending: 1, InProgress: 0, Hired: 1, Delivered: 1, Rejected: 0, Canceled: 0 },
  recentOrders: [],
  expiringPassports: [],
  documents: null,
  applicants: null,
  enquiries: null,
  processes: null,
  afterHire: {
    revenueThisMonthAed: 26250,
    moneyDueAed: 8125.5,
    refundsDue: [
      {
        placementId: 3,
        orderId: 7,
        orderNumber: 'ORD-2026-0007',
        creditNoteNumber: 'CN-2026-000007',
        clientName: 'Mariam Al Zaabi',
        amountAed: 13125,
        dueOn: dayFromToday(-2),
      },
      {
        placementId: null,
        orderId: 8,
        orderNumber: 'ORD-2026-0008',
        creditNoteNumber: 'CN-2026-000008',
        clientName: 'Fatima Al Suwaidi',
        amountAed: 6000,
        dueOn: dayFromToday(20),
      },
    ],
    renewalsDue: [{ placementId: 5, orderId: 9, orderNumber: 'ORD-2026-0009', clientName: 'Aisha Al Mansoori', paidUntil: dayFromToday(5) }],
    endingSoon: [
      { placementId: 6, orderNumber: 'ORD-2026-0010', labor: { name: 'Maria Santos', nameAr: 'ماريا سانتوس', code: 'LB-0042' }, endsOn: dayFromToday(12) },
    ],
  },
};

async function openDashboard(language: TLocale, who: TUser, board: TDashboard) {
  const server = fakeServer();
  signedIn(server, who, ADMIN_TOKEN);
  server.on(dashboardApi.get, (request) => request.ok(board));
  const app = await openApp(language, { token: ADMIN_TOKEN });
  const page = await import('./pages/DashboardPage');
  app.render({ path: WEB_ROUTES.dashboard, Component: page.default }, { at: WEB_ROUTES.dashboard });
  await screen.findByTestId('total-orders');
  return app;
}

describe('the dashboard after the hire', () => {
  test.each<TLocale>(['en', 'ar'])('in %s, the money and what is due, with the overdue refund said so', async (language) => {
    const app = await openDashboard(language, anAdmin, BOARD);
    expect(screen.getByTestId('total-revenue').textContent).toBe(`${app.t('dashboard.revenueThisMonth')}${language === 'en' ? 'AED 26,250' : '26,250 درهم'}`);
    expect(screen.getByTestId('total-due').textContent).toBe(`${app.t('dashboard.moneyDue')}${language === 'en' ? 'AED 8,125.50' : '8,125.50 درهم'}`);

    const refunds = within(screen.getByRole('region', { name: app.t('dashboard.refundsDue') }));
    const [late, onTime] = refunds.getAllByRole('row').slice(1);
    expect(within(late!).getByRole('link', { name: 'ORD-2026-0007' }).getAttribute('href')).toBe('/OrderDetails/7');
    expect(late!.textContent).toContain(app.t('dashboard.overdue'));
    expect(onTime!.textContent).not.toContain(app.t('dashboard.overdue'));

    const renewals = within(screen.getByRole('region', { name: app.t('dashboard.renewalsDue') }));
    expect(renewals.getByRole('link', { name: 'ORD-2026-0009' }).getAttribute('href')).toBe('/OrderDetails/9');
    const ending = within(screen.getByRole('region', { name: app.t('dashboard.endingSoon') }));
    const worker = ending.getByRole('link', { name: new RegExp(language === 'en' ? 'Maria Santos' : 'ماريا سانتوس') });
    expect(worker.getAttribute('href')).toBe('/PlacementDetails/6');
  });

  test('a role without the orders sees none of it', async () => {
    const content: TUser = { ...anAdmin, staffRole: 'content', permissions: [...ROLE_PERMISSIONS.content] };
    const app = await openDashboard('en', content, { ...BOARD, afterHire: null });
    expect(screen.queryByTestId('total-revenue')).toBeNull();
    expect(screen.queryByRole('region', { name: app.t('dashboard.refundsDue') })).toBeNull();
    expect(screen.queryByRole('region', { name: app.t('dashboard.endingSoon') })).toBeNull();
  });

  test.each<TLocale>(['en', 'ar'])('in %s, sales see the placements to act on but no money tile and no refunds', async (language) => {
    const sales: TUser = { ...anAdmin, staffRole: 'sales', permissions: [...ROLE_PERMISSIONS.sales] };
    const noMoney = { ...BOARD.afterHire!, revenueThisMonthAed: null, moneyDueAed: null, refundsDue: null };
    const app = await openDashboard(language, sales, { ...BOARD, afterHire: noMoney });
    expect(screen.queryByTestId('total-revenue')).toBeNull();
    expect(screen.queryByTestId('total-due')).toBeNull();
    expect(screen.queryByText(app.t('dashboard.revenueThisMonth'))).toBeNull();
    expect(screen.queryByRole('region', { name: app.t('dashboard.refundsDue') })).toBeNull();
    expect(screen.getByRole('region', { name: app.t('dashboard.renewalsDue') })).toBeTruthy();
    expect(screen.getByRole('region', { name: app.t('dashboard.endingSoon') })).toBeTruthy();
  });
});
