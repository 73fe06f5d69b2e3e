// @vitest-environment jsdom
/**
 * /Invoices and /Payments: their rows in the reader's language, each filter sent to the API and
 * kept in the address, a backwards date range said on the form, and the CSV of the rows shown.
 */
import { WEB_ROUTES, type TInvoiceListItem, type TLocale, type TPaymentListItem, paymentsApi } from '@app/shared';
import { describe, expect, test, vi } from 'vitest';
import { ADMIN_TOKEN, anAdmin, anOrderFinance, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { errorOf, openApp, screen, waitFor, within } from '../../test-support/render';

const client = { id: 21, userName: 'Mariam Al Zaabi' };

const { entries: _entries, ...invoiceFields } = anOrderFinance().invoices[0]!;
const INVOICE: TInvoiceListItem = {
  ...invoiceFields,
  settledAed: 5000,
  balanceAed: 8125,
  state: 'partlyPaid',
  orderId: 7,
  orderNumber: 'ORD-2026-0007',
  package: 'Main',
  client,
};

const REFUND: TPaymentListItem = {
  id: 40,
  invoiceId: 11,
  invoiceNumber: 'INV-2026-0003',
  kind: 'refund',
  amountAed: -5000,
  method: 'bankTransfer',
  reference: 'RF-77',
  receivedOn: '2026-12-12',
  documentNumber: 'RFD-2026-000002',
  creditNoteNumber: 'CN-2026-000001',
  hasAttachment: false,
  note: '',
  recordedBy: 'Accounts Clerk',
  recordedAt: '2026-12-12T07:00:00.000Z',
  orderId: 7,
  orderNumber: 'ORD-2026-0007',
  client,
};

async function openList(language: TLocale, list: 'invoices' | 'payments') {
  const server = fakeServer();
  signedIn(server, anAdmin, ADMIN_TOKEN);
  const endpoints =
    list === 'invoices' ? { list: paymentsApi.invoices, csv: paymentsApi.invoicesCsv } : { list: paymentsApi.payments, csv: paymentsApi.paymentsCsv };
  const pageOf = <T,>(item: T, query: URLSearchParams) => ({
    items: [item],
    totalCount: 1,
    pageNumber: Number(query.get('pageNumber')),
    pageSize: Number(query.get('pageSize')),
  });
  if (list === 'invoices') server.on(paymentsApi.invoices, (request) => request.ok(pageOf(INVOICE, request.query)));
  else server.on(paymentsApi.payments, (request) => request.ok(pageOf(REFUND, request.query)));
  server.on(endpoints.csv, () => ({ status: 200, body: 'csv' }));
  const app = await openApp(language, { token: ADMIN_TOKEN });
  const page = list === 'invoices' ? await import('./pages/InvoicesListPage') : await import('./pages/PaymentsListPage');
  const route = list === 'invoices' ? WEB_ROUTES.invoices : WEB_ROUTES.payments;
  app.render({ path: route, Component: page.default }, { at: route });
  await screen.findByRole('table');
  /** The filters of every list request so far, without paging. */
  const asked = () =>
    server.requests(endpoints.list).map((request) => {
      const query = new URLSearchParams(request.query);
      query.delete('pageNumber');
      query.delete('pageSize');
      return query.toString();
    });
  return { app, server, asked, route };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });

/** The row's cell under a column, by the column's name each cell carries. */
const cell = (row: HTMLElement, header: string) => row.querySelector(`td[data-label="${header}"]`)?.textContent;

describe('the invoices list', () => {
  test.each<TLocale>(['en', 'ar'])('in %s, a row says the document, its order and client, its money and where it stands', async (language) => {
    const { app } = await openList(language, 'invoices');
    const row = screen.getAllByRole('row')[1]!;
    expect(cell(row, app.t('payments.number'))).toBe('INV-2026-0003');
    expect(cell(row, app.t('payments.kindLabel'))).toBe(app.t('payments.kind.invoice'));
    expect(within(row).getByRole('link', { name: 'ORD-2026-0007' }).getAttribute('href')).toBe('/OrderDetails/7');
    expect(within(row).getByRole('link', { name: 'Mariam Al Zaabi' }).getAttribute('href')).toBe('/ClientDetails/21');
    expect(cell(row, app.t('payments.total'))).toBe(language === 'en' ? 'AED 13,125' : '13,125 درهم');
    expect(cell(row, app.t('payments.lists.balance'))).toBe(language === 'en' ? 'AED 8,125' : '8,125 درهم');
    expect(cell(row, app.t('payments.stateLabel'))).toBe(app.t('payments.state.partlyPaid'));
  });

  test('sends each filter to the API and keeps it in the address; the CSV carries the filters shown', async () => {
    const { app, server, asked, route } = await openList('en', 'invoices');
    expect(asked()).toEqual(['']);

    await app.user.selectOptions(field(app.t('payments.kindLabel')), app.t('payments.kind.creditNote'));
    await waitFor(() => expect(asked().at(-1)).toBe('kind=creditNote'));
    await app.user.selectOptions(field(app.t('payments.stateLabel')), app.t('payments.state.refundDue'));
    await waitFor(() => expect(asked().at(-1)).toBe('kind=creditNote&state=refundDue'));
    await app.fill(field(app.t('payments.lists.searchInvoices')), 'Mariam');
    await app.user.click(screen.getByRole('button', { name: app.t('clients.searchSubmit') }));
    await waitFor(() => expect(asked().at(-1)).toBe('search=Mariam&kind=creditNote&state=refundDue'));
    expect(app.location()).toBe(`${route}?search=Mariam&kind=creditNote&state=refundDue`);

    await app.fill(field(app.t('payments.lists.from')), '2026-12-01');
    await waitFor(() => expect(asked().at(-1)).toBe('search=Mariam&kind=creditNote&state=refundDue&from=2026-12-01'));
    await app.fill(field(app.t('payments.lists.to')), '2026-11-01');
    await waitFor(() => expect(errorOf(field(app.t('payments.lists.to')))).toBe(app.t('payments.lists.rangeInvalid')));
    expect(asked().some((query) => query.includes('to='))).toBe(false);
    expect(screen.queryByRole('table')).toBeNull();
    await app.user.clear(field(app.t('payments.lists.to')));
    await app.fill(field(app.t('payments.lists.to')), '2026-12-31');
    await waitFor(() => expect(asked().at(-1)).toContain('from=2026-12-01&to=2026-12-31'));

    URL.createObjectURL = vi.fn(() => 'blob:invoices');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await app.user.click(screen.getByRole('button', { name: app.t('payments.lists.exportCsvLabel') }));
    await waitFor(() => expect(server.requests(paymentsApi.invoicesCsv)).toHaveLength(1));
    expect(server.requests(paymentsApi.invoicesCsv)[0]!.query.toString()).toBe('search=Mariam&kind=creditNote&state=refundDue&from=2026-12-01&to=2026-12-31');
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });
});

describe('the payments list', () => {
  test('a refund reads as a refund, its amount taken away; kind and method filter the ledger and its CSV', async () => {
    const { app, server, asked } = await openList('ar', 'payments');
    const row = screen.getAllByRole('row')[1]!;
    expect(cell(row, app.t('payments.document'))).toBe('RFD-2026-000002');
    expect(cell(row, app.t('payments.invoice'))).toBe('INV-2026-0003');
    expect(cell(row, app.t('payments.methodLabel'))).toBe(`${app.t('payments.entryKind.refund')} · ${app.t('payments.method.bankTransfer')}`);
    expect(cell(row, app.t('payments.amount'))).toBe('-5,000 درهم');
    expect(cell(row, app.t('payments.recordedBy'))).toBe('Accounts Clerk');

    await app.user.selectOptions(field(app.t('payments.kindLabel')), app.t('payments.entryKind.refund'));
    await waitFor(() => expect(asked().at(-1)).toBe('kind=refund'));
    await app.user.selectOptions(field(app.t('payments.methodLabel')), app.t('payments.method.cheque'));
    await waitFor(() => expect(asked().at(-1)).toBe('kind=refund&method=cheque'));

    URL.createObjectURL = vi.fn(() => 'blob:payments');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await app.user.click(screen.getByRole('button', { name: app.t('payments.lists.exportCsvLabel') }));
    await waitFor(() => expect(server.requests(paymentsApi.paymentsCsv)).toHaveLength(1));
    expect(server.requests(paymentsApi.paymentsCsv)[0]!.query.toString()).toBe('kind=refund&method=cheque');
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();

    await app.user.click(screen.getByRole('button', { name: app.t('payments.lists.clear') }));
    await waitFor(() => expect(asked().at(-1)).toBe(''));
  });
});
