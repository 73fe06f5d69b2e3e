// @vitest-environment jsdom
/**
 * An order's money as its client and the back office read it: each invoice and credit note with
 * its ledger, a receipt for each payment, the tax credit note with what the law asks of it, staff
 * recording a payment, and the client's proof of her transfer.
 */
import { createElement, useState } from 'react';
import {
  ROLE_PERMISSIONS,
  todayInUae,
  type TFinanceInvoice,
  type TLedgerEntry,
  type TLocale,
  type TOrder,
  type TOrderFinance,
  type TUser,
  paymentsApi,
} from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, aClient, anAdmin, anInvoice, anOrder, anOrderFinance, CLIENT_TOKEN, signedIn } from '../../test-support/fixtures';
import { fakeServer, type THandler } from '../../test-support/fake-server';
import { errorOf, openApp, screen, waitFor, within } from '../../test-support/render';

type TSide = 'client' | 'admin';

const anAccountant: TUser = { ...anAdmin, id: 2, userName: 'Accounts Clerk', staffRole: 'accounts', permissions: [...ROLE_PERMISSIONS.accounts] };

/** Approved: its invoice issued. */
const approved = (overrides: Partial<TOrder> = {}): TOrder =>
  anOrder({
    status: 'InProgress',
    approvedAt: '2026-12-01T08:00:00.000Z',
    invoice: anInvoice(),
    balanceAed: 13125,
    ...overrides,
  });

const hired = (overrides: Partial<TOrder> = {}): TOrder => approved({ status: 'Hired', version: 4, balanceAed: 0, ...overrides });

/**
 * The order's money panel on one side, signed in as `who`; the server holds the money as
 * `state.finance` says, and `onPayment` answers a payment recorded.
 */
async function openMoney(
  language: TLocale,
  side: TSide,
  order: TOrder,
  finance: TOrderFinance,
  who: TUser,
  onPayment?: THandler<typeof paymentsApi.recordPayment>,
) {
  const server = fakeServer();
  const token = side === 'admin' ? ADMIN_TOKEN : CLIENT_TOKEN;
  const state = { finance };
  signedIn(server, who, token);
  server.on(side === 'admin' ? paymentsApi.adminOrderFinance : paymentsApi.orderFinance, (request) => request.ok(state.finance));
  if (onPayment) {
    server.on(paymentsApi.recordPayment, async (request) => {
      const answer = await onPayment(request);
      if (answer.status === 201) state.finance = (answer.body as { data: TOrderFinance }).data;
      return answer;
    });
  }
  const app = await openApp(language, { token });
  const { OrderFinancePanel } = await import('./components/OrderFinancePanel');
  app.render(createElement(OrderFinancePanel, { order, side }));
  const money = await screen.findByRole('region', { name: app.t('payments.finance') });
  return {
    app,
    server,
    state,
    /** The panel of the order's money, once its documents are in. */
    money: async () => {
      await within(money).findAllByText(app.t('payments.total'));
      return money;
    },
    payments: () => server.requests(paymentsApi.recordPayment).map((request) => request.body),
  };
}

const receipt = (overrides: Partial<TLedgerEntry> = {}): TLedgerEntry => ({
  id: 31,
  invoiceId: 11,
  invoiceNumber: 'INV-2026-0003',
  kind: 'payment',
  amountAed: 5000,
  method: 'cash',
  reference: '',
  receivedOn: '2026-12-02',
  documentNumber: 'RCT-2026-000004',
  creditNoteNumber: null,
  hasAttachment: false,
  note: '',
  recordedBy: 'Accounts Clerk',
  recordedAt: '2026-12-02T07:00:00.000Z',
  ...overrides,
});

/** The invoice with these entries: what is settled and still due follows from them, as the server sums them. */
function invoiceWith(entries: TLedgerEntry[]): TFinanceInvoice {
  const invoice = anOrderFinance().invoices[0]!;
  const settledAed = entries.reduce((sum, entry) => sum + entry.amountAed, 0);
  const balanceAed = invoice.totalAed - settledAed;
  return { ...invoice, entries, settledAed, balanceAed, state: balanceAed === 0 ? 'paid' : settledAed > 0 ? 'partlyPaid' : 'unpaid' };
}

describe('staff record a payment', () => {
  test('the form checks its fields before sending, shows the server’s refusal under its field in Arabic, and once recorded shows the receipt', async () => {
    const paidNow = anOrderFinance({ invoices: [invoiceWith([receipt({ amountAed: 13125 })])], balanceAed: 0 });
    const page = await openMoney('ar', 'admin', approved(), anOrderFinance(), anAccountant, (request) =>
      request.body.amountAed > 13125
        ? request.refuse(422, 'payments.overBalance', 'amountAed', { balance: 'AED 13,125' })
        : request.created(paidNow, 'payments.paymentRecorded', { number: 'RCT-2026-000004' }),
    );
    const { app } = page;
    const money = await page.money();

    await app.user.click(await within(money).findByRole('button', { name: app.t('payments.record.payment') }));
    const form = within(money).getByRole('form', { name: app.t('payments.record.paymentTitle', { number: 'INV-2026-0003' }) });
    const amount = within(form).getByRole<HTMLInputElement>('textbox', { name: app.t('payments.record.amount') });
    // The balance by default, today in the UAE by default.
    expect(amount.value).toBe('13,125');
    expect(within(form).getByLabelText<HTMLInputElement>(app.t('payments.record.receivedOn'), { exact: false }).value).toBe(todayInUae());

    await app.user.clear(amount);
    await app.user.click(within(form).getByRole('button', { name: app.t('payments.record.submitPayment') }));
    const method = within(form).getByRole('combobox', { name: app.t('payments.methodLabel') });
    await waitFor(() => expect(errorOf(amount)).toBe(app.t('validation.amountRequired')));
    expect(errorOf(method)).toBe(app.t('validation.paymentMethodRequired'));

    await app.user.type(amount, '0');
    await waitFor(() => expect(errorOf(amount)).toBe(app.t('validation.amountRange')));
    expect(page.payments()).toEqual([]);

    await app.user.clear(amount);
    await app.user.type(amount, '20000');
    await app.user.selectOptions(method, app.t('payments.method.cash'));
    await app.user.click(within(form).getByRole('button', { name: app.t('payments.record.submitPayment') }));
    await waitFor(() => expect(errorOf(amount)).toBe(app.t('payments.overBalance', { balance: 'AED 13,125' })));
    expect(errorOf(amount)).toMatch(/[\u0600-\u06ff]/);

    await app.user.clear(amount);
    await app.user.type(amount, '13125');
    await app.user.click(within(form).getByRole('button', { name: app.t('payments.record.submitPayment') }));
    expect(await screen.findByText(app.t('payments.paymentRecorded', { number: 'RCT-2026-000004' }))).toBeTruthy();
    expect(page.payments().at(-1)).toEqual({ amountAed: 13125, method: 'cash', reference: '', receivedOn: todayInUae(), note: '', attachment: null });
    await waitFor(() => expect(within(money).queryByRole('form')).toBeNull());
    // Paid in full: nothing more to record, and the receipt is one click away.
    expect(within(money).queryByRole('button', { name: app.t('payments.record.payment') })).toBeNull();
    await app.user.click(within(money).getByRole('button', { name: 'RCT-2026-000004' }));
    const paper = within(money).getByRole('article', { name: app.t('payments.paper.receipt') });
    expect(paper.textContent).toContain('RCT-2026-000004');
    expect(paper.textContent).toContain('Mariam Al Zaabi');
    expect(paper.textContent).toContain('100000000000003');
    expect(within(paper).getByText(app.t('payments.paper.balanceAfter')).nextElementSibling?.textContent).toBe('0 درهم');
  });
  test('the money is read again when the order moves on: the hire that recorded the balance shows it paid', async () => {
    const paidNow = anOrderFinance({ invoices: [invoiceWith([receipt({ amountAed: 13125 })])], balanceAed: 0 });
    const server = fakeServer();
    signedIn(server, anAccountant, ADMIN_TOKEN);
    let finance = anOrderFinance();
    server.on(paymentsApi.adminOrderFinance, (request) => request.ok(finance));
    const app = await openApp('en', { token: ADMIN_TOKEN });
    const { OrderFinancePanel } = await import('./components/OrderFinancePanel');
    /** The order page's copy of the order, which the hire replaces with the next version. */
    function OrderPage() {
      const [order, setOrder] = useState(approved());
      return (
        <>
          <button type="button" onClick={() => setOrder(hired())}>
            hire
          </button>
          <OrderFinancePanel order={order} side="admin" />
        </>
      );
    }
    app.render(<OrderPage />);
    const money = await screen.findByRole('region', { name: app.t('payments.finance') });
    await waitFor(() => expect(money.querySelector('[data-state]')?.textContent).toBe(app.t('payments.state.unpaid')));

    finance = paidNow;
    await app.user.click(screen.getByRole('button', { name: 'hire' }));
    await waitFor(() => expect(money.querySelector('[data-state]')?.textContent).toBe(app.t('payments.state.paid')));
    expect(server.requests(paymentsApi.adminOrderFinance)).toHaveLength(2);
  });
});

describe('the documents of an order’s money', () => {
  const paidInvoice = invoiceWith([
    receipt({ id: 31, amountAed: 5000, documentNumber: 'RCT-2026-000004', receivedOn: '2026-12-02' }),
    receipt({ id: 32, amountAed: 8125, method: 'bankTransfer', reference: 'TRX-9', documentNumber: 'RCT-2026-000005', receivedOn: '2026-12-03' }),
  ]);
  const creditNote: TFinanceInvoice = {
    ...paidInvoice,
    id: 12,
    number: 'CN-2026-000001',
    kind: 'creditNote',
    issuedAt: '2026-12-10T08:00:00.000Z',
    originalInvoiceNumber: 'INV-2026-0003',
    description: 'Refund: the hire was canceled',
    descriptionAr: 'استرداد: أُلغي التوظيف',
    subtotalAed: 12500,
    vatAed: 625,
    totalAed: 13125,
    settledAed: 0,
    balanceAed: 13125,
    state: 'refundDue',
    entries: [],
  };
  const finance = anOrderFinance({ invoices: [paidInvoice, creditNote], balanceAed: 0 });

  test.each<TLocale>(['en', 'ar'])(
    'in %s, a tax credit note shows its number, the original invoice with its date, the TRN and the VAT reversed',
    async (language) => {
      const page = await openMoney(language, 'client', hired({ status: 'Canceled' }), finance, aClient);
      const { app } = page;
      const money = await page.money();

      const card = within(money).getByRole('region', { name: `${app.t('payments.kind.creditNote')} CN-2026-000001` });
      expect(card.querySelector('[data-state]')?.textContent).toBe(app.t('payments.state.refundDue'));
      await app.user.click(within(card).getByRole('button', { name: app.t('payments.doc.showCreditNote') }));
      const paper = within(card).getByRole('article', { name: app.t('payments.paper.taxCreditNote') });
      const fact = (key: Parameters<typeof app.t>[0], params?: Parameters<typeof app.t>[1]) =>
        within(paper).getByText(app.t(key, params)).nextElementSibling?.textContent;
      // Its title in both languages, whatever the page's.
      expect(paper.textContent).toContain('Tax Credit Note');
      expect(paper.textContent).toContain('إشعار دائن ضريبي');
      expect(fact('payments.paper.creditNoteNumber')).toBe('CN-2026-000001');
      expect(fact('payments.paper.originalInvoice')).toBe('INV-2026-0003');
      expect(fact('payments.paper.originalInvoiceDate')).toBe(language === 'en' ? '26 November 2026' : '26 نوفمبر 2026');
      expect(fact('payments.paper.creditNoteDate')).toBe(language === 'en' ? '10 December 2026' : '10 ديسمبر 2026');
      // The TRN labelled in both languages.
      expect(paper.textContent).toContain(`${app.t('payments.paper.trn')}${app.t('payments.paperOther.trn')} 100000000000003`);
      expect(paper.textContent).toContain('Agency LLC');
      expect(paper.textContent).toContain('الوكالة ذ.م.م');
      // The reason in both languages, the page's first.
      expect(fact('payments.paper.reason')).toBe(
        language === 'en' ? 'Refund: the hire was canceledاسترداد: أُلغي التوظيف' : 'استرداد: أُلغي التوظيفRefund: the hire was canceled',
      );
      expect(fact('payments.paper.subtotalReversed')).toBe(language === 'en' ? 'AED 12,500' : '12,500 درهم');
      expect(fact('payments.paper.vatReversed', { rate: 5 })).toBe(language === 'en' ? 'AED 625' : '625 درهم');
      expect(fact('payments.paper.totalCredited')).toBe(language === 'en' ? 'AED 13,125' : '13,125 درهم');
      expect(within(paper).getByRole('button', { name: app.t('payments.doc.print') })).toBeTruthy();
    },
  );

  test('each payment has its receipt, with the balance left after it; the client, with nothing due, is not asked for a proof', async () => {
    const page = await openMoney('en', 'client', hired(), finance, aClient);
    const { app } = page;
    const money = await page.money();

    const invoiceCard = within(money).getByRole('region', { name: `${app.t('payments.kind.invoice')} INV-2026-0003` });
    expect(invoiceCard.querySelector('[data-state]')?.textContent).toBe(app.t('payments.state.paid'));
    // The client does not see who recorded it.
    expect(within(invoiceCard).queryByText(app.t('payments.recordedBy'))).toBeNull();
    await app.user.click(within(invoiceCard).getByRole('button', { name: 'RCT-2026-000004' }));
    const first = within(invoiceCard).getByRole('article', { name: app.t('payments.paper.receipt') });
    expect(within(first).getByText(app.t('payments.paper.balanceAfter')).nextElementSibling?.textContent).toBe('AED 8,125');
    expect(within(first).getByText(app.t('payments.paper.amountReceived')).nextElementSibling?.textContent).toBe('AED 5,000');
    expect(within(first).getByText(app.t('payments.paper.forInvoice')).nextElementSibling?.textContent).toBe('INV-2026-0003');

    await app.user.click(within(invoiceCard).getByRole('button', { name: 'RCT-2026-000005' }));
    const second = within(invoiceCard).getByRole('article', { name: app.t('payments.paper.receipt') });
    expect(within(second).getByText(app.t('payments.paper.balanceAfter')).nextElementSibling?.textContent).toBe('AED 0');
    expect(within(second).getByText(app.t('payments.reference')).nextElementSibling?.textContent).toBe('TRX-9');
    expect(within(money).queryByLabelText(app.t('payments.proofs.upload'))).toBeNull();
  });

  test('a Monthly renewal’s invoice says the period it pays for', async () => {
    const renewal: TFinanceInvoice = {
      ...anOrderFinance().invoices[0]!,
      id: 13,
      number: 'INV-2026-000020',
      months: 2,
      periodStart: '2027-02-26',
      periodEnd: '2027-04-25',
      description: 'Monthly package: 2 months',
      descriptionAr: 'الباقة الشهرية: شهران',
    };
    const page = await openMoney('ar', 'client', hired(), anOrderFinance({ invoices: [renewal] }), aClient);
    const { app } = page;
    const money = await page.money();
    const card = within(money).getByRole('region', { name: `${app.t('payments.kind.invoice')} INV-2026-000020` });
    expect(within(card).getByText(app.t('payments.period')).nextElementSibling?.textContent).toBe('من 26 فبراير 2027 إلى 25 أبريل 2027');
    expect(within(card).getByText('الباقة الشهرية: شهران')).toBeTruthy();
  });

  test('a client with money due sends a proof of her transfer: a file over 5 MB is refused before it is sent', async () => {
    const withProof = anOrderFinance({
      proofs: [{ id: 5, fileName: 'transfer.pdf', contentType: 'application/pdf', size: 48_000, uploadedAt: '2026-12-02T10:00:00.000Z' }],
    });
    const page = await openMoney('en', 'client', approved(), anOrderFinance(), aClient);
    const { app, server } = page;
    server.on(paymentsApi.uploadProof, (request) => request.ok(withProof, 'payments.proofUploaded'));
    const money = await page.money();
    expect(within(money).getByText(app.t('payments.proofs.none'))).toBeTruthy();

    const picker = within(money).getByLabelText(app.t('payments.proofs.upload'));
    await app.user.upload(picker, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'statement.pdf', { type: 'application/pdf' }));
    expect(errorOf(picker)).toBe(app.t('payments.file.tooLarge'));
    expect(server.requests(paymentsApi.uploadProof)).toEqual([]);

    await app.user.upload(picker, new File(['%PDF-1.7'], 'transfer.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(app.t('payments.proofUploaded'))).toBeTruthy();
    expect(server.requests(paymentsApi.uploadProof)).toHaveLength(1);
    expect(await within(money).findByRole('button', { name: app.t('payments.proofs.download', { name: 'transfer.pdf' }) })).toBeTruthy();
  });
});
