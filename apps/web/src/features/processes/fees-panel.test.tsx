// @vitest-environment jsdom
/**
 * The process page's "Government fees" panel (decision 033): the accountant sees each fee by step
 * with its amount, who paid, its receipt and whether it was billed; records one with its receipt,
 * deletes one not billed, and bills the family the agency's unbilled ones after a confirmation.
 * Once billed, it records the family's payments of what she owes (DRC- receipts) and lists them.
 * Staff who do not see money (sales) do not get the panel.
 */
import {
  processDocumentsApi,
  processesApi,
  processFeesApi,
  ROLE_PERMISSIONS,
  todayInUae,
  WEB_ROUTES,
  ZProcessFeesSchema,
  type TLocale,
  type TProcessFees,
  type TUser,
} from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, anAdmin, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { openApp, screen, waitFor, within } from '../../test-support/render';
import { aProcess, STEPS } from './process-fixtures';

const anAccountant: TUser = { ...anAdmin, id: 3, userName: 'amal.accounts', staffRole: 'accounts', permissions: [...ROLE_PERMISSIONS.accounts] };
const aSalesman: TUser = { ...anAdmin, id: 4, userName: 'sara.sales', staffRole: 'sales', permissions: [...ROLE_PERMISSIONS.sales] };

const fee = (id: number, change: Partial<TProcessFees['items'][number]> = {}) => ({
  id,
  processId: 5,
  step: { id: STEPS[1]!.id, nameEn: STEPS[1]!.nameEn, nameAr: STEPS[1]!.nameAr },
  amountAed: 1250.5,
  description: 'Medical test fee',
  paidOn: '2027-01-05',
  paidBy: 'agency' as const,
  receipt: null,
  recordedBy: 'amal.accounts',
  createdAt: '2027-01-05T08:00:00.000Z',
  billNumber: null,
  billedAt: null,
  ...change,
});

const feesOf = (items: ReturnType<typeof fee>[], change: Partial<TProcessFees> = {}): TProcessFees =>
  ZProcessFeesSchema.parse({
    processId: 5,
    orderNumber: 'ORD-2027-0007',
    canBill: true,
    items,
    payments: [],
    totals: { unbilledAed: 0, billedAed: 0, paidBackAed: 0, owedAed: 0, paidByFamilyAed: 0 },
    ...change,
  });

const STARTING = [
  fee(1),
  fee(2, {
    description: 'Entry permit',
    amountAed: 300,
    billNumber: 'DSB-2027-000001',
    billedAt: '2027-01-04T08:00:00.000Z',
    receipt: { fileName: 'permit.pdf', size: 900 },
  }),
  fee(3, { description: 'Typing centre', amountAed: 40, paidBy: 'family' }),
];

async function openFees(who: TUser = anAccountant, fees = feesOf(STARTING), language: TLocale = 'en') {
  const server = fakeServer();
  const state = { fees };
  signedIn(server, who, ADMIN_TOKEN);
  server.on(processesApi.get, (request) => request.ok(aProcess()));
  server.on(processDocumentsApi.list, (request) => request.ok([]));
  server.on(processDocumentsApi.familyFiles, (request) => request.ok([]));
  server.on(processFeesApi.list, (request) => request.ok(state.fees));
  const app = await openApp(language, { token: ADMIN_TOKEN });
  const page = await import('./pages/ProcessDetailsPage');
  app.render({ path: WEB_ROUTES.processDetails, Component: page.default }, { at: '/Processes/5' });
  await screen.findByRole('region', { name: app.t('processesUi.steps') });
  return { app, server, state };
}

const panel = (app: { t: (key: 'processFees.title') => string }) => screen.findByRole('region', { name: app.t('processFees.title') });

describe('government fees on the process page', () => {
  test('lists each fee by step: amount left to right, who paid, receipt, billed or not', async () => {
    const { app } = await openFees();
    const fees = await panel(app);
    const rows = await within(fees).findAllByRole('row');
    expect(rows).toHaveLength(4);
    const [, medical, permit, typing] = rows;
    expect(medical!.textContent).toContain('Medical fitness test');
    expect(within(medical!).getByText('AED 1,250.50').closest('bdi')!.getAttribute('dir')).toBe('ltr');
    expect(medical!.textContent).toContain(app.t('processFees.payer.agency'));
    expect(medical!.textContent).toContain(app.t('processFees.notBilled'));
    expect(permit!.textContent).toContain('DSB-2027-000001');
    expect(within(permit!).getByRole('button', { name: `${app.t('processFees.receipt')}: permit.pdf` })).toBeTruthy();
    expect(within(permit!).queryByRole('button', { name: new RegExp(app.t('processFees.delete')) })).toBeNull();
    expect(typing!.textContent).toContain(app.t('processFees.recordedOnly'));
  });

  test('records a fee with its receipt: the fee is sent, then the scan to the new fee', async () => {
    const { app, server, state } = await openFees();
    server.on(processFeesApi.record, (request) => {
      state.fees = feesOf([...STARTING, fee(9, { description: request.body.description, amountAed: request.body.amountAed })]);
      return request.created(state.fees, 'processFees.recorded');
    });
    server.on(processFeesApi.uploadReceipt, (request) => request.created(state.fees, 'processFees.receiptAttached'));
    await app.user.click(within(await panel(app)).getByRole('button', { name: app.t('processFees.record') }));
    const dialog = await screen.findByRole('dialog', { name: app.t('processFees.recordTitle') });
    await app.user.selectOptions(within(dialog).getByLabelText(app.t('processFees.step')), String(STEPS[1]!.id));
    await app.user.type(within(dialog).getByLabelText(app.t('processFees.amount'), { exact: false }), '10.005');
    await app.user.type(within(dialog).getByLabelText(app.t('processFees.description'), { exact: false }), 'Emirates ID fee');
    await app.user.click(within(dialog).getByRole('button', { name: app.t('processFees.save') }));
    expect(await within(dialog).findByText(app.t('validation.amountDecimals'))).toBeTruthy();
    expect(server.requests(processFeesApi.record)).toHaveLength(0);

    await app.user.clear(within(dialog).getByLabelText(app.t('processFees.amount'), { exact: false }));
    await app.user.type(within(dialog).getByLabelText(app.t('processFees.amount'), { exact: false }), '370');
    await app.user.selectOptions(within(dialog).getByLabelText(app.t('processFees.paidBy')), 'family');
    const file = new File(['%PDF-1.4'], 'eid.pdf', { type: 'application/pdf' });
    // Mantine's file field is a button over a hidden file input: the file goes to the input.
    await app.user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await app.user.click(within(dialog).getByRole('button', { name: app.t('processFees.save') }));
    await waitFor(() => expect(server.requests(processFeesApi.uploadReceipt)).toHaveLength(1));
    expect(server.requests(processFeesApi.record)[0]!.body).toMatchObject({
      stepId: STEPS[1]!.id,
      amountAed: 370,
      description: 'Emirates ID fee',
      paidBy: 'family',
    });
    expect(server.requests(processFeesApi.uploadReceipt)[0]!.params).toEqual({ id: 5, disbursementId: 9 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('bills the family the agency’s unbilled fees after saying how many and how much', async () => {
    const { app, server, state } = await openFees();
    server.on(processFeesApi.bill, (request) => {
      state.fees = feesOf([fee(1, { billNumber: 'DSB-2027-000002', billedAt: '2027-01-06T08:00:00.000Z' }), ...STARTING.slice(1)]);
      return request.created(state.fees, 'processFees.billed', { number: 'DSB-2027-000002' });
    });
    await app.user.click(within(await panel(app)).getByRole('button', { name: app.t('processFees.bill') }));
    const dialog = await screen.findByRole('dialog', { name: app.t('processFees.billTitle') });
    expect(dialog.textContent).toContain(app.t('processFees.billConfirm', { count: 1, amount: 'AED 1,250.50' }));
    await app.user.click(within(dialog).getByRole('button', { name: app.t('processFees.bill') }));
    await waitFor(() => expect(server.requests(processFeesApi.bill)).toHaveLength(1));
    await waitFor(async () => expect((await panel(app)).textContent).toContain('DSB-2027-000002'));
    expect(within(await panel(app)).queryByRole('button', { name: app.t('processFees.bill') })).toBeNull();
  });

  test('deletes a fee not billed after asking', async () => {
    const { app, server, state } = await openFees();
    server.on(processFeesApi.remove, (request) => {
      state.fees = feesOf(STARTING.slice(1));
      return request.ok(state.fees, 'processFees.deleted');
    });
    await app.user.click(within(await panel(app)).getByRole('button', { name: `${app.t('processFees.delete')}: Medical test fee` }));
    const dialog = await screen.findByRole('dialog', { name: app.t('processFees.deleteTitle') });
    await app.user.click(within(dialog).getByRole('button', { name: app.t('lookups.delete') }));
    await waitFor(() => expect(server.requests(processFeesApi.remove)[0]?.params).toEqual({ id: 5, disbursementId: 1 }));
  });

  test('sales staff, who do not see money, get no panel and ask for no fees', async () => {
    const { app, server } = await openFees(aSalesman);
    expect(screen.queryByRole('region', { name: app.t('processFees.title') })).toBeNull();
    expect(server.requests(processFeesApi.list)).toHaveLength(0);
  });
});

/** The entry permit (AED 300) is billed and the family has paid AED 100 of it back: AED 200 owed. */
const firstPayment = {
  id: 1,
  amountAed: 100,
  method: 'cash' as const,
  reference: '',
  receivedOn: '2027-01-05',
  documentNumber: 'DRC-2027-000003',
  note: '',
  recordedBy: 'amal.accounts',
  recordedAt: '2027-01-05T09:00:00.000Z',
};
const owing = (change: Partial<TProcessFees> = {}) =>
  feesOf(STARTING, {
    payments: [firstPayment],
    totals: { unbilledAed: 1250.5, billedAed: 300, paidBackAed: 100, owedAed: 200, paidByFamilyAed: 40 },
    ...change,
  });

const openPaymentForm = async (app: Awaited<ReturnType<typeof openFees>>['app']) => {
  await app.user.click(within(await panel(app)).getByRole('button', { name: app.t('processFees.recordPayment') }));
  return screen.findByRole('dialog', { name: app.t('processFees.recordPaymentTitle') });
};

describe('the family’s payments of billed government fees', () => {
  test.each([
    ['nothing is owed', feesOf(STARTING), false],
    ['the process has no family to bill', owing({ canBill: false, orderNumber: null }), false],
    ['the family owes AED 200', owing(), true],
  ])('the payment button when %s', async (_case, fees, shown) => {
    const { app } = await openFees(anAccountant, fees);
    const button = within(await panel(app)).queryByRole('button', { name: app.t('processFees.recordPayment') });
    expect(button !== null).toBe(shown);
  });

  test('lists the payments under the fees: receipt number and amount left to right, day, method', async () => {
    const { app } = await openFees(anAccountant, owing());
    const payments = within(await panel(app)).getByRole('table', { name: app.t('processFees.payments') });
    const [, row] = within(payments).getAllByRole('row');
    expect(within(row!).getByText('DRC-2027-000003').getAttribute('dir')).toBe('ltr');
    expect(within(row!).getByText('AED 100').closest('bdi')!.getAttribute('dir')).toBe('ltr');
    expect(row!.textContent).toContain(app.t('payments.method.cash'));
    expect(within(row!).getByText('5 January 2027').getAttribute('data-label')).toBe(app.t('processFeePayments.receivedOn'));
  });

  test('records a payment: what is owed by default, a method asked for, the body sent, the DRC receipt notified and listed', async () => {
    const { app, server, state } = await openFees(anAccountant, owing());
    server.on(processFeesApi.recordPayment, (request) => {
      const payment = { ...firstPayment, ...request.body, id: 2, documentNumber: 'DRC-2027-000004' };
      state.fees = owing({ payments: [firstPayment, payment], totals: { ...owing().totals, paidBackAed: 250, owedAed: 50 } });
      return request.created(state.fees, 'processFees.paymentRecorded', { number: payment.documentNumber });
    });
    // The family's statement, as its page would have read it: the payment must make it stale.
    const { queryClient } = await import('../../lib/query-client');
    const statementKey = ['statement', '/api/admin/clients/:id/statement', { params: { id: 21 } }];
    queryClient.setQueryData(statementKey, { lines: [] });
    const dialog = await openPaymentForm(app);
    const amount = within(dialog).getByLabelText<HTMLInputElement>(app.t('processFees.amount'), { exact: false });
    expect(amount.value).toBe('200');
    expect(within(dialog).getByLabelText<HTMLInputElement>(app.t('processFeePayments.receivedOn'), { exact: false }).value).toBe(todayInUae(new Date()));
    await app.user.click(within(dialog).getByRole('button', { name: app.t('processFees.savePayment') }));
    expect(await within(dialog).findByText(app.t('validation.paymentMethodRequired'))).toBeTruthy();
    expect(server.requests(processFeesApi.recordPayment)).toHaveLength(0);

    await app.user.clear(amount);
    await app.user.type(amount, '150');
    await app.user.selectOptions(within(dialog).getByLabelText(app.t('processFeePayments.method'), { exact: false }), 'bankTransfer');
    await app.user.type(within(dialog).getByLabelText(app.t('processFeePayments.reference')), 'TT-889');
    await app.user.click(within(dialog).getByRole('button', { name: app.t('processFees.savePayment') }));
    await waitFor(() => expect(server.requests(processFeesApi.recordPayment)).toHaveLength(1));
    expect(server.requests(processFeesApi.recordPayment)[0]!.body).toEqual({
      amountAed: 150,
      method: 'bankTransfer',
      reference: 'TT-889',
      receivedOn: todayInUae(new Date()),
      note: '',
    });
    expect(await screen.findByText(app.t('processFees.paymentRecorded', { number: 'DRC-2027-000004' }))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect((await panel(app)).textContent).toContain('DRC-2027-000004'));
    expect(queryClient.getQueryState(statementKey)?.isInvalidated).toBe(true);
  });

  test('in Arabic: the form’s labels are Arabic, and the server’s refusal of more than owed shows on the amount', async () => {
    const { app, server } = await openFees(anAccountant, owing(), 'ar');
    server.on(processFeesApi.recordPayment, (request) => request.refuse(422, 'processFees.overOwed', 'amountAed', { owed: 'AED 200.00' }));
    const dialog = await openPaymentForm(app);
    expect(app.t('processFeePayments.method')).toBe('طريقة الدفع');
    await app.user.selectOptions(within(dialog).getByLabelText(app.t('processFeePayments.method'), { exact: false }), 'cash');
    expect(within(dialog).getByRole('option', { name: 'نقدًا' })).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: app.t('processFees.savePayment') }));
    const refusal = app.t('processFees.overOwed', { owed: 'AED 200.00' });
    expect(refusal).toMatch(/الرسوم الحكومية/);
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(within(dialog).getByLabelText(app.t('processFees.amount'), { exact: false }).getAttribute('aria-invalid')).toBe('true');
  });
});
