// @vitest-environment jsdom
/**
 * The order page's words and shortcuts on each side: the client's next step as a button at the top,
 * nothing to pay on a closed order, the branches to pay at; staff's own words, the payment as the
 * ledger received it, the hire's plurals and the delivery's day.
 */
import { todayInUae, WEB_ROUTES, type TLocale, type TOrder, auditApi, paymentsApi } from '@app/shared';
import { orderEndpoints, type TOrderSide } from '../../lib/orders';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, aClient, anAdmin, anInvoice, anOrder, anOrderFinance, answersContactInfo, CLIENT_TOKEN, signedIn } from '../../test-support/fixtures';
import { fakeServer, type TAnswer, type THandler } from '../../test-support/fake-server';
import { errorOf, openApp, screen, waitFor, within } from '../../test-support/render';

const held: TOrder['interview'] = { at: '2026-12-01T06:00:00.000Z', state: 'past', type: 'online', meetingLink: null, branch: null };
const approved = (overrides: Partial<TOrder> = {}) =>
  anOrder({ status: 'InProgress', interview: held, approvedAt: '2026-12-01T08:00:00.000Z', invoice: anInvoice(), balanceAed: 13125, ...overrides });

async function openOrder(
  language: TLocale,
  side: 'client' | 'admin',
  order: TOrder,
  onTransition?: THandler<(typeof orderEndpoints)[TOrderSide]['transition']>,
) {
  const server = fakeServer();
  const admin = side === 'admin';
  const endpoints = orderEndpoints[side];
  signedIn(server, admin ? anAdmin : aClient, admin ? ADMIN_TOKEN : CLIENT_TOKEN);
  answersContactInfo(server);
  server.on(endpoints.get, (request) => request.ok(order));
  server.on(admin ? paymentsApi.adminOrderFinance : paymentsApi.orderFinance, (request) => request.ok(anOrderFinance()));
  if (admin) server.on(auditApi.orderHistory, (request) => request.ok([]));
  if (onTransition) server.on(endpoints.transition, onTransition);
  const app = await openApp(language, { token: admin ? ADMIN_TOKEN : CLIENT_TOKEN });
  const page = admin ? await import('./admin/pages/OrderDetailsPage') : await import('./pages/ClientOrderPage');
  const route = admin ? WEB_ROUTES.orderDetails : WEB_ROUTES.clientOrder;
  app.render({ path: route, Component: page.default, loader: page.loader }, { at: route.replace(':id', String(order.id)) });
  await screen.findByRole('region', { name: app.t(admin ? 'clientOrders.actionsStaff' : 'clientOrders.actions') });
  return { app, transitions: () => server.requests(endpoints.transition).map((request) => request.body) };
}

describe('the client’s order page', () => {
  test('in Arabic, the next step carries its button: "Pay now" takes her to the ways to pay, and the office names the branches and hours', async () => {
    const { app } = await openOrder('ar', 'client', approved({ actions: ['choosePayment', 'cancel'] }));
    const tracker = screen.getByRole('region', { name: app.t('tracker.title') });
    await app.user.click(within(tracker).getByRole('button', { name: app.t('tracker.go.pay') }));
    const actions = screen.getByRole('region', { name: app.t('clientOrders.actions') });
    await waitFor(() => expect(actions.contains(document.activeElement)).toBe(true));
    expect(document.activeElement).toBe(within(actions).getByRole('radio', { name: app.t('paymentMethod.office') }));

    await app.user.click(within(actions).getByRole('radio', { name: app.t('paymentMethod.office') }));
    const office = await within(actions).findByTestId('pay-at-office');
    expect(office.textContent).toContain(app.t('clientOrders.payAtOfficeIntro'));
    expect(office.textContent).toContain('فرع دبي');
    expect(office.textContent).toContain('Al Barsha');
    expect(office.textContent).toContain(app.t('clientOrders.branchHours', { hours: '9-6' }));
  });

  test('in English, after the interview the button says "Approve or decline" and puts the focus on Approve', async () => {
    const { app } = await openOrder('en', 'client', anOrder({ status: 'InProgress', interview: held, actions: ['approve', 'decline', 'cancel'] }));
    await app.user.click(screen.getByRole('button', { name: 'Approve or decline' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: app.t('orderAction.approve') })));
  });

  test('a waiting order has no button in its next step', async () => {
    const { app } = await openOrder('en', 'client', anOrder({ actions: ['cancel'] }));
    expect(screen.queryByTestId('next-step-button')).toBeNull();
    expect(screen.getByText(app.t('clientOrders.toPay'))).toBeTruthy();
  });

  test.each(['Canceled', 'Rejected'] as const)('a %s order shows nothing to pay', async (status) => {
    const { app } = await openOrder('en', 'client', anOrder({ status }));
    expect(screen.queryByText(app.t('clientOrders.toPay'))).toBeNull();
    expect(document.body.textContent).not.toMatch(/13,125/);
  });
});

describe('the staff order page', () => {
  test.each(['en', 'ar'] as const)('in %s, reads in staff words: Actions, no interview set yet, the client’s decision, Steps and Changes', async (language) => {
    const { app } = await openOrder(language, 'admin', anOrder({ actions: ['setInterview', 'reject', 'cancel'] }));
    expect(screen.queryByRole('region', { name: app.t('clientOrders.actions') })).toBeNull();
    expect(screen.getByText(app.t('clientOrders.noInterviewStaff'))).toBeTruthy();
    expect(screen.queryByText(app.t('clientOrders.noInterview'))).toBeNull();
    const tracker = screen.getByRole('region', { name: app.t('tracker.titleStaff') });
    expect(within(tracker).getByText(app.t('tracker.step.approvalStaff'))).toBeTruthy();
    expect(within(tracker).queryByText(app.t('tracker.step.approval'))).toBeNull();
    expect(screen.getByRole('region', { name: app.t('clientOrders.steps') })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: app.t('clientOrders.changes') })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: app.t('clientOrders.history') })).toBeNull();
  });

  test('the payment box shows how the order was paid, from the ledger, beside the client’s chosen method', async () => {
    const order = approved({
      status: 'Hired',
      balanceAed: 0,
      payment: { method: 'office', reference: '', chosenAt: '2026-12-01T09:00:00.000Z', confirmedAt: '2026-12-02T09:00:00.000Z' },
      received: [
        { method: 'cash', amountAed: 5000 },
        { method: 'bankTransfer', amountAed: 8125 },
      ],
      actions: ['cancel', 'deliver'],
    });
    const { app } = await openOrder('en', 'admin', order);
    const payment = screen.getByRole('region', { name: app.t('clientOrders.payment') });
    expect(within(payment).getByText("Client's chosen method")).toBeTruthy();
    expect(within(payment).queryByText(app.t('clientOrders.paymentMethod'))).toBeNull();
    expect(within(payment).getByTestId('paid-by').textContent).toBe('Cash AED 5,000 · Bank transfer AED 8,125');
  });

  test.each([
    ['en', 1, 'The worker will be marked In-Service; 1 other open order for her will be canceled and its client told.'],
    ['en', 3, 'The worker will be marked In-Service; 3 other open orders for her will be canceled and their clients told.'],
    ['ar', 1, 'ستُسجَّل العاملة في الخدمة، وسيُلغى طلب مفتوح آخر لها ويُبلَّغ صاحبه.'],
    ['ar', 2, 'ستُسجَّل العاملة في الخدمة، وسيُلغى طلبان مفتوحان آخران لها ويُبلَّغ صاحباهما.'],
    ['ar', 3, 'ستُسجَّل العاملة في الخدمة، وستُلغى 3 طلبات مفتوحة أخرى لها ويُبلَّغ أصحابها.'],
  ] as const)('in %s, the hire dialog counts %i other open order(s) in the language’s plural', async (language, count, sentence) => {
    const { app } = await openOrder(language, 'admin', approved({ balanceAed: 0, otherOpenOrders: count, actions: ['confirmPayment', 'reject', 'cancel'] }));
    await app.user.click(screen.getByRole('button', { name: app.t('orderAction.confirmPayment') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(sentence)).toBeTruthy();
  });

  test('delivery asks the day she was handed over, today by default, and shows a refused day under its field', async () => {
    const hired = approved({
      status: 'Hired',
      balanceAed: 0,
      payment: { method: 'office', reference: '', chosenAt: '2026-11-20T09:00:00.000Z', confirmedAt: '2026-11-20T09:00:00.000Z' },
      actions: ['cancel', 'deliver'],
    });
    let answer: TAnswer | null = null;
    const page = await openOrder('ar', 'admin', hired, (request) => {
      answer ??= request.refuse(422, 'orders.deliveredBeforeHire', 'deliveredOn');
      return answer;
    });
    const { app } = page;
    await app.user.click(screen.getByRole('button', { name: app.t('orderAction.deliver') }));
    const dialog = await screen.findByRole('dialog');
    const day = within(dialog).getByLabelText<HTMLInputElement>(app.t('clientOrders.deliveredOn'), { exact: false });
    expect(day.value).toBe(todayInUae());
    expect(day.max).toBe(todayInUae());
    expect(day.min).toBe('2026-11-20');
    await app.user.clear(day);
    await app.user.type(day, '2026-11-21');
    await app.user.click(within(dialog).getByRole('button', { name: app.t('orderAction.deliver') }));
    await waitFor(() => expect(errorOf(day)).toBe(app.t('orders.deliveredBeforeHire')));
    expect(page.transitions()).toEqual([{ action: 'deliver', note: '', deliveredOn: '2026-11-21', version: 3 }]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
