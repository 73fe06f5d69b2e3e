// @vitest-environment jsdom
/**
 * The hire, which needs the order's invoice paid in full: while money is still due, the balance is
 * recorded as received now (how, and its reference), or a manager hires before full payment with a
 * reason; once paid, the hire asks as it always did.
 */
import { ROLE_PERMISSIONS, WEB_ROUTES, type TLocale, type TOrder, type TOrderFinance, type TUser, auditApi, ordersApi, paymentsApi } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, anAdmin, anInvoice, anOrder, anOrderFinance, answersContactInfo, signedIn } from '../../test-support/fixtures';
import { fakeServer, type THandler } from '../../test-support/fake-server';
import { errorOf, openApp, screen, waitFor, within } from '../../test-support/render';

const anAccountant: TUser = { ...anAdmin, id: 2, userName: 'Accounts Clerk', staffRole: 'accounts', permissions: [...ROLE_PERMISSIONS.accounts] };

/** Approved: its invoice issued and nothing paid yet. */
const approved = (overrides: Partial<TOrder> = {}): TOrder =>
  anOrder({
    status: 'InProgress',
    approvedAt: '2026-12-01T08:00:00.000Z',
    interview: { at: '2026-12-01T06:00:00.000Z', state: 'past', type: 'online', meetingLink: null, branch: null },
    invoice: anInvoice(),
    balanceAed: 13125,
    actions: ['confirmPayment', 'reject', 'cancel'],
    ...overrides,
  });

const hired = (overrides: Partial<TOrder> = {}): TOrder =>
  approved({ status: 'Hired', version: 4, balanceAed: 0, actions: ['cancel', 'deliver'], ...overrides });

/** The back office's page of the order, signed in as `who`; `onTransition` answers the hire. */
async function openOrder(language: TLocale, order: TOrder, finance: TOrderFinance, who: TUser, onTransition: THandler<typeof ordersApi.adminTransition>) {
  const server = fakeServer();
  signedIn(server, who, ADMIN_TOKEN);
  answersContactInfo(server);
  server.on(ordersApi.adminGet, (request) => request.ok(order));
  server.on(paymentsApi.adminOrderFinance, (request) => request.ok(finance));
  server.on(auditApi.orderHistory, (request) => request.ok([]));
  server.on(ordersApi.adminTransition, onTransition);
  const app = await openApp(language, { token: ADMIN_TOKEN });
  const page = await import('./admin/pages/OrderDetailsPage');
  app.render({ path: WEB_ROUTES.orderDetails, Component: page.default, loader: page.loader }, { at: WEB_ROUTES.orderDetails.replace(':id', String(order.id)) });
  await screen.findByRole('region', { name: app.t('clientOrders.actionsStaff') });
  return { app, transitions: () => server.requests(ordersApi.adminTransition).map((request) => request.body) };
}

describe('the hire, while money is still due on the invoice', () => {
  test('staff without the override record the balance as received now: the client’s transfer and reference are prefilled and sent as the payment', async () => {
    const order = approved({
      payment: { method: 'bankTransfer', reference: 'TRX-88121', chosenAt: '2026-12-01T09:00:00.000Z', confirmedAt: null },
    });
    const page = await openOrder('en', order, anOrderFinance(), anAccountant, (request) => request.ok(hired(), 'orders.hired'));
    const { app } = page;

    await app.user.click(screen.getByRole('button', { name: app.t('orderAction.confirmPayment') }));
    const dialog = await screen.findByRole('dialog', { name: app.t('clientOrders.confirmTitle', { action: app.t('orderAction.confirmPayment') }) });
    expect(dialog.textContent).toMatch(/Balance due on the invoice: AED\s?13,125/);
    expect(within(dialog).getByText(app.t('clientOrders.consequence.confirmPaymentAlone'))).toBeTruthy();
    expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: app.t('payments.hire.method') }).value).toBe('bankTransfer');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: app.t('payments.reference') }).value).toBe('TRX-88121');
    // Only a manager may hire before full payment.
    expect(within(dialog).queryByRole('checkbox', { name: app.t('payments.hire.override') })).toBeNull();

    await app.user.click(within(dialog).getByRole('button', { name: app.t('orderAction.confirmPayment') }));
    expect(await screen.findByText(app.t('orders.hired'))).toBeTruthy();
    expect(page.transitions()).toEqual([{ action: 'confirmPayment', note: '', payment: { method: 'bankTransfer', reference: 'TRX-88121' }, version: 3 }]);
  });

  test('a client who chose the office pays at the desk: cash is prefilled, and staff may record a card instead', async () => {
    const order = approved({
      payment: { method: 'office', reference: '', chosenAt: '2026-12-01T09:00:00.000Z', confirmedAt: null },
    });
    const page = await openOrder('ar', order, anOrderFinance(), anAccountant, (request) => request.ok(hired(), 'orders.hired'));
    const { app } = page;

    await app.user.click(screen.getByRole('button', { name: app.t('orderAction.confirmPayment') }));
    const dialog = await screen.findByRole('dialog');
    const method = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: app.t('payments.hire.method') });
    expect(method.value).toBe('cash');
    await app.user.selectOptions(method, app.t('payments.method.card'));
    await app.fill(within(dialog).getByRole('textbox', { name: app.t('payments.reference') }), 'POS 4471');
    await app.user.click(within(dialog).getByRole('button', { name: app.t('orderAction.confirmPayment') }));

    expect(await screen.findByText(app.t('orders.hired'))).toBeTruthy();
    expect(page.transitions()).toEqual([{ action: 'confirmPayment', note: '', payment: { method: 'card', reference: 'POS 4471' }, version: 3 }]);
  });

  test('a manager may hire before full payment: the override is sent without a payment, and only with the reason', async () => {
    const page = await openOrder('en', approved(), anOrderFinance(), anAdmin, (request) => request.ok(hired({ balanceAed: 13125 }), 'orders.hired'));
    const { app } = page;

    await app.user.click(screen.getByRole('button', { name: app.t('orderAction.confirmPayment') }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('checkbox', { name: app.t('payments.hire.override') }));
    // Nothing is received now: how it was paid is not asked.
    expect(within(dialog).queryByRole('combobox', { name: app.t('payments.hire.method') })).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: app.t('orderAction.confirmPayment') }));
    const note = within(dialog).getByRole('textbox', { name: app.t('payments.hire.overrideNote') });
    await waitFor(() => expect(errorOf(note)).toBe(app.t('payments.overrideNoteRequired')));
    expect(page.transitions()).toEqual([]);

    await app.fill(note, 'Long-standing client; pays on Sunday');
    await app.user.click(within(dialog).getByRole('button', { name: app.t('orderAction.confirmPayment') }));
    expect(await screen.findByText(app.t('orders.hired'))).toBeTruthy();
    expect(page.transitions()).toEqual([{ action: 'confirmPayment', note: 'Long-standing client; pays on Sunday', override: true, version: 3 }]);
  });

  test('with the invoice paid in full the hire asks as before, and says so', async () => {
    const paid = anOrderFinance({ balanceAed: 0 });
    const page = await openOrder('en', approved({ balanceAed: 0 }), paid, anAccountant, (request) => request.ok(hired(), 'orders.hired'));
    const { app } = page;

    await app.user.click(screen.getByRole('button', { name: app.t('orderAction.confirmPayment') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(app.t('payments.hire.paidInFull'))).toBeTruthy();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: app.t('orderAction.confirmPayment') }));
    expect(await screen.findByText(app.t('orders.hired'))).toBeTruthy();
    expect(page.transitions()).toEqual([{ action: 'confirmPayment', note: '', version: 3 }]);
  });
});
