import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInUae, type TFinanceDashboard, type TInvoiceListItem, type TOrder, dashboardApi, ordersApi, paymentsApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { auditLog, invoices } from '../../db/schema/index.js';
import { act, addWorker, orderAt } from '../../test/orders.js';
import { adminHeaders, arabic, bearer, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { approvedOrder, financeOf, ledgerSums, MAIN_TOTAL_AED, pay, paymentBody, postRefund, staffAct } from './test-support.js';
import { call } from '../../test/call.js';

/**
 * Issue 31: an issued tax invoice is never voided. Whoever closes the order after its invoice (the
 * client, staff, or another family's hire), a tax credit note reverses it, and what was received is
 * owed back within two weeks, listed for staff to pay out.
 */
describe('closing an order after its invoice: a credit note, and the refund of what was received', () => {
  let app: TApp;
  let admin: Record<string, string>;
  let accounts: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    admin = await adminHeaders(app);
    accounts = await staffHeaders(app, 'accounts');
  });
  afterAll(async () => app.close());

  const dueIn14Days = () => addDays(todayInUae(app.clock()), 14);
  const orderAs = async (headers: Record<string, string>, id: number, asClient = false): Promise<TOrder> =>
    asClient ? (await call(app, ordersApi.get, { params: { id }, headers })).data : (await call(app, ordersApi.adminGet, { params: { id }, headers })).data;
  const dashboard = async (): Promise<TFinanceDashboard> => (await call(app, dashboardApi.get, { headers: admin })).data.afterHire!;
  const refundDueList = async (): Promise<TInvoiceListItem[]> =>
    (await call(app, paymentsApi.invoices, { query: { kind: 'creditNote', state: 'refundDue', pageSize: 100 }, headers: accounts })).data.items;

  it("the client's cancel after part payment: the dialog's preview, then a credit note for the invoice and the refund due in two weeks", async () => {
    const { client, order, feeInvoice } = await approvedOrder(app, admin);
    await pay(app, accounts, feeInvoice.id, 5000);
    // What her cancel dialog says will follow.
    const before = await orderAs(bearer(client.token), order.id, true);
    expect(before.closingCredit).toEqual({ invoiceNumber: feeInvoice.number, creditAed: MAIN_TOTAL_AED, refundAed: 5000, refundDueOn: dueIn14Days() });

    const canceled = await act(app, { token: client.token }, before, { action: 'cancel', note: 'We found a worker ourselves' });
    expect(canceled.status, canceled.response.body).toBe(200);
    const finance = await financeOf(app, bearer(client.token), order.id, true);
    const [invoice, creditNote] = finance.invoices;
    // The invoice stands: paid 5,000, credited in full, nothing more asked.
    expect(invoice).toMatchObject({ number: feeInvoice.number, state: 'credited', paidAed: 5000, creditedAed: MAIN_TOTAL_AED, balanceAed: 0 });
    expect(creditNote).toMatchObject({
      kind: 'creditNote',
      number: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
      originalInvoiceNumber: feeInvoice.number,
      subtotalAed: 12_500,
      vatAed: 625,
      totalAed: MAIN_TOTAL_AED,
      refundAed: 5000,
      refundDueOn: dueIn14Days(),
      state: 'refundDue',
      balanceAed: 5000,
      description: 'Order canceled: its invoice is reversed',
      descriptionAr: 'أُلغي الطلب: تُعكس فاتورته',
    });
    // Staff see it among the refunds to pay, on the dashboard and in the list of credit notes with a refund due.
    expect((await dashboard()).refundsDue).toContainEqual({
      placementId: null,
      orderId: order.id,
      orderNumber: order.number,
      creditNoteNumber: creditNote!.number,
      clientName: expect.any(String),
      amountAed: 5000,
      dueOn: dueIn14Days(),
    });
    expect((await refundDueList()).map((item) => item.number)).toContain(creditNote!.number);

    // No more than was received goes back; then the refund is paid out as a negative entry, and the invoice adds up to the ledger.
    const tooMuch = await postRefund(app, accounts, creditNote!.id, { method: 'cash', receivedOn: paymentBody(app, 1).receivedOn, amountAed: 5000.01 });
    expect(tooMuch.status).toBe(422);
    const paidOut = await postRefund(app, accounts, creditNote!.id, { method: 'bankTransfer', reference: 'TT-5', receivedOn: paymentBody(app, 1).receivedOn });
    expect(paidOut.status, paidOut.response.body).toBe(201);
    const after = await financeOf(app, admin, order.id);
    expect(after.invoices[0]).toMatchObject({ state: 'credited', paidAed: 5000, refundedAed: 5000, creditedAed: MAIN_TOTAL_AED, settledAed: 0 });
    expect(after.invoices[1]).toMatchObject({ state: 'refunded', settledAed: 5000, balanceAed: 0 });
    expect((await ledgerSums(app, feeInvoice.id)).invoiceFils).toBe(0);
    expect((await dashboard()).refundsDue?.map((row) => row.creditNoteNumber)).not.toContain(creditNote!.number);
    // Nothing more is issued on a second look: the order is closed.
    expect((await orderAs(admin, order.id)).closingCredit).toBeNull();
  });

  it("staff's reject of an approved, fully paid order: a credit note with the reject's reason, and the whole amount owed back", async () => {
    const { client, order, feeInvoice } = await approvedOrder(app, admin);
    await pay(app, accounts, feeInvoice.id, MAIN_TOTAL_AED);
    const seen = await orderAs(admin, order.id);
    expect(seen.closingCredit).toMatchObject({ refundAed: MAIN_TOTAL_AED });
    const rejected = await act(app, { admin: { ...admin, ...arabic } }, seen, { action: 'reject', note: 'Documents incomplete' });
    expect(rejected.status, rejected.response.body).toBe(200);
    const finance = await financeOf(app, bearer(client.token), order.id, true);
    expect(finance.invoices.map((document) => [document.kind, document.state, document.paidAed, document.creditedAed, document.refundAed])).toEqual([
      ['invoice', 'credited', MAIN_TOTAL_AED, MAIN_TOTAL_AED, null],
      ['creditNote', 'refundDue', 0, MAIN_TOTAL_AED, MAIN_TOTAL_AED],
    ]);
    expect(finance.invoices[1]!.description).toBe('Order rejected by the agency: its invoice is reversed');
    const [row] = await app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'creditNote')));
    expect(row).toMatchObject({ refundFils: MAIN_TOTAL_AED * 100, refundDueOn: dueIn14Days(), issuedBy: expect.any(Number) });
    // Staff's step leaves the credit note in the audit trail.
    const audited = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'creditNote'), eq(auditLog.entityId, row!.number)));
    expect(audited).toHaveLength(1);
    expect(JSON.stringify(audited[0]!.changes)).toContain('13125');
  });

  it("a hire closes the other family's paid order for the worker: its invoice is credited and its money owed back", async () => {
    const laborId = await addWorker(app, admin, 'Siti Rahayu');
    const winner = await createClient(app);
    const loser = await createClient(app);
    const winning = await orderAt(app, admin, winner, laborId, 'Approved');
    const losing = await orderAt(app, admin, loser, laborId, 'Approved');
    const losingInvoice = (await financeOf(app, admin, losing.id)).invoices[0]!;
    await pay(app, accounts, losingInvoice.id, MAIN_TOTAL_AED);
    // An order closed earlier keeps its own credit note: a hire does not credit it again.
    const closedBefore = await orderAt(app, admin, await createClient(app), laborId, 'Approved');
    expect((await staffAct(app, accounts, closedBefore, { action: 'cancel' })).status).toBe(200);

    // The hire's dialog says what will follow for the orders it closes; the family's own page does not.
    expect((await orderAs(admin, winning.id)).othersClosingCredit).toEqual({
      orders: 1,
      creditAed: MAIN_TOTAL_AED,
      refundAed: MAIN_TOTAL_AED,
      refundDueOn: dueIn14Days(),
    });
    expect((await orderAs(bearer(winner.token), winning.id, true)).othersClosingCredit).toBeUndefined();

    const hired = await staffAct(app, accounts, winning, { action: 'confirmPayment', payment: { method: 'cash' } });
    expect(hired.status, hired.response.body).toBe(200);
    expect((await orderAs(admin, losing.id)).status).toBe('Canceled');
    const finance = await financeOf(app, bearer(loser.token), losing.id, true);
    expect(finance.invoices[0]).toMatchObject({ state: 'credited', paidAed: MAIN_TOTAL_AED, creditedAed: MAIN_TOTAL_AED, balanceAed: 0 });
    expect(finance.invoices[1]).toMatchObject({
      kind: 'creditNote',
      originalInvoiceNumber: losingInvoice.number,
      totalAed: MAIN_TOTAL_AED,
      refundAed: MAIN_TOTAL_AED,
      refundDueOn: dueIn14Days(),
      state: 'refundDue',
      description: 'Order closed because the worker was hired by another family: its invoice is reversed',
    });
    const creditNotesOf = async (orderId: number) =>
      app.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'creditNote')));
    expect(await creditNotesOf(closedBefore.id)).toHaveLength(1);
    expect((await refundDueList()).map((item) => item.number)).toContain(finance.invoices[1]!.number);
    // The winner's own invoice is untouched.
    expect((await financeOf(app, admin, winning.id)).invoices.map((document) => document.state)).toEqual(['paid']);
  });

  it('an order closed before its invoice (a decline after the interview, a cancel of a request) issues no credit note', async () => {
    const client = await createClient(app);
    const declined = await orderAt(app, admin, client, await addWorker(app, admin), 'InProgress');
    expect(declined.closingCredit).toBeNull();
    expect((await act(app, { token: client.token }, declined, { action: 'decline', note: '' })).status).toBe(200);
    const canceled = await orderAt(app, admin, client, await addWorker(app, admin), 'Canceled');
    for (const order of [declined, canceled]) expect(await app.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toEqual([]);
  });
});
