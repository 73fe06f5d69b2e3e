import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInUae, paymentsApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { ledgerEntries } from '../../db/schema/index.js';
import { adminHeaders, arabic, bearer, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { approvedOrder, financeOf, MAIN_TOTAL_AED, pay, paymentBody, postPayment, postRefund, staffAct } from './test-support.js';
import { call, pathOf } from '../../test/call.js';

describe('payments: bad input and who may do what', () => {
  let app: TApp;
  let admin: Record<string, string>;
  let accounts: Record<string, string>;
  let sales: Record<string, string>;
  let fixture: Awaited<ReturnType<typeof approvedOrder>>;
  let creditNoteId: number;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    admin = await adminHeaders(app);
    accounts = await staffHeaders(app, 'accounts');
    sales = await staffHeaders(app, 'sales');
    fixture = await approvedOrder(app, admin);
    // A canceled paid hire, for its credit note.
    const canceled = await approvedOrder(app, admin);
    await pay(app, accounts, canceled.feeInvoice.id, MAIN_TOTAL_AED);
    await staffAct(app, accounts, canceled.order, { action: 'confirmPayment' });
    await staffAct(app, accounts, canceled.order, { action: 'cancel' });
    creditNoteId = (await financeOf(app, admin, canceled.order.id)).invoices[1]!.id;
  });
  afterAll(async () => app.close());

  /** A payment sent as it is, past the declared types (a field the form does not have, an amount that is no number). */
  const postRawPayment = (payload: object) =>
    app.inject({ method: 'POST', url: pathOf(paymentsApi.recordPayment, { params: { id: fixture.feeInvoice.id } }), headers: accounts, payload });
  /** The ledger's lists and their CSV files, for staff with the finance permission only. */
  const ledgerLists = [paymentsApi.payments, paymentsApi.paymentsCsv, paymentsApi.invoices, paymentsApi.invoicesCsv];
  const entryCount = async () => (await app.db.select({ value: count() }).from(ledgerEntries))[0]!.value;

  it('refuses malformed JSON and unknown fields with 400, in the reader language, writing nothing', async () => {
    const before = await entryCount();
    const malformed = await app.inject({
      method: 'POST',
      url: pathOf(paymentsApi.recordPayment, { params: { id: fixture.feeInvoice.id } }),
      headers: { ...accounts, ...arabic, 'content-type': 'application/json' },
      payload: '{"amountAed": 100,',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ isDone: false, code: 'errors.malformedJson', message: expect.stringMatching(/[\u0600-\u06FF]/) });

    const extra = await postRawPayment({ ...paymentBody(app, 100), settled: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().code).toBe('validation.failed');
    expect(await entryCount()).toBe(before);
  });

  it.each([
    ['zero', 0],
    ['negative', -50],
    ['three decimals', 10.125],
    ['a string', '100'],
    ['missing', undefined],
    ['more than ten million', 10_000_001],
  ])('refuses an amount that is %s with 400 naming amountAed', async (_, amountAed) => {
    const before = await entryCount();
    const response = await postRawPayment({ ...paymentBody(app, 1), amountAed });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('amountAed');
    expect(await entryCount()).toBe(before);
  });

  it('refuses a method staff do not record, a bad day, and a day after today in the UAE', async () => {
    const gateway = await postRawPayment({ ...paymentBody(app, 100), method: 'gateway' });
    expect(gateway.statusCode).toBe(400);
    expect(gateway.json().errors).toHaveProperty('method');
    const badDay = await postPayment(app, accounts, fixture.feeInvoice.id, paymentBody(app, 100, { receivedOn: '2026-02-30' }));
    expect(badDay.status).toBe(400);
    expect(badDay.errors).toHaveProperty('receivedOn');

    const tomorrow = todayInUae(new Date(app.clock().getTime() + 86_400_000));
    const future = await postPayment(app, { ...accounts, ...arabic }, fixture.feeInvoice.id, paymentBody(app, 100, { receivedOn: tomorrow }));
    expect(future.status).toBe(422);
    expect(future).toMatchObject({ code: 'payments.dateInFuture', errors: { receivedOn: expect.stringMatching(/[\u0600-\u06FF]/) } });
    const refundTomorrow = await postRefund(app, accounts, creditNoteId, { method: 'cash', receivedOn: tomorrow });
    expect(refundTomorrow.status).toBe(422);
  });

  it('an unknown invoice is 404, a credit note is not an invoice (409), an invoice is not a credit note (409), a bad id is 400', async () => {
    const unknown = await postPayment(app, accounts, 999_999, paymentBody(app, 100));
    expect(unknown.status).toBe(404);
    expect(unknown.code).toBe('payments.invoiceNotFound');
    const creditNote = await postPayment(app, accounts, creditNoteId, paymentBody(app, 100));
    expect(creditNote.status).toBe(409);
    expect(creditNote.code).toBe('payments.notAnInvoice');
    const notACreditNote = await postRefund(app, accounts, fixture.feeInvoice.id, { method: 'cash', receivedOn: todayInUae(app.clock()) });
    expect(notACreditNote.status).toBe(409);
    expect(notACreditNote.code).toBe('payments.notACreditNote');
    const unknownCreditNote = await postRefund(app, accounts, 999_999, { method: 'cash', receivedOn: todayInUae(app.clock()) });
    expect(unknownCreditNote.status).toBe(404);
    const badId = await call(app, paymentsApi.recordPayment, { params: { id: 'abc' }, body: paymentBody(app, 100), headers: accounts });
    expect(badId.status).toBe(400);
  });

  it("a canceled order's unpaid invoice is credited by a credit note and takes no payment", async () => {
    const { order, feeInvoice } = await approvedOrder(app, admin);
    expect((await staffAct(app, accounts, order, { action: 'cancel' })).status).toBe(200);
    const response = await postPayment(app, accounts, feeInvoice.id, paymentBody(app, 100));
    expect(response.status).toBe(409);
    expect(response.code).toBe('payments.invoiceCredited');
    expect((await financeOf(app, admin, order.id)).invoices[0]).toMatchObject({ state: 'credited', balanceAed: 0, paidAed: 0, creditedAed: MAIN_TOTAL_AED });
  });

  it("a client sees only her own order's money (404 for another's) and none of the staff endpoints (403)", async () => {
    const other = await createClient(app);
    const hers = await call(app, paymentsApi.orderFinance, { as: fixture.client.token, params: { id: fixture.order.id } });
    expect(hers.status).toBe(200);
    const notHers = await call(app, paymentsApi.orderFinance, { as: other.token, params: { id: fixture.order.id }, headers: arabic });
    expect(notHers.status).toBe(404);
    expect(notHers.message).toMatch(/[\u0600-\u06FF]/);

    const client = bearer(fixture.client.token);
    const staffCalls = [
      call(app, paymentsApi.adminOrderFinance, { params: { id: fixture.order.id }, headers: client }),
      postPayment(app, client, fixture.feeInvoice.id, paymentBody(app, 100)),
      postRefund(app, client, creditNoteId, { method: 'cash', receivedOn: todayInUae(app.clock()) }),
      ...ledgerLists.map((list) => call(app, list, { headers: client })),
    ];
    for (const { status, response } of await Promise.all(staffCalls)) expect(status, response.body).toBe(403);
    const signedOut = await call(app, paymentsApi.payments);
    expect(signedOut.status).toBe(401);
  });

  it('accounts record money and read the lists; sales may see an order but not record money or read the ledger', async () => {
    const before = await entryCount();
    const salesCalls = [
      postPayment(app, sales, fixture.feeInvoice.id, paymentBody(app, 100)),
      postRefund(app, sales, creditNoteId, { method: 'cash', receivedOn: todayInUae(app.clock()) }),
      ...ledgerLists.map((list) => call(app, list, { headers: sales })),
    ];
    for (const { status, response } of await Promise.all(salesCalls)) expect(status, response.body).toBe(403);
    expect(await entryCount()).toBe(before);
    expect((await call(app, paymentsApi.adminOrderFinance, { params: { id: fixture.order.id }, headers: sales })).status).toBe(200);

    for (const list of ledgerLists) expect((await call(app, list, { headers: accounts })).status, list.path).toBe(200);
    const recorded = await postPayment(app, accounts, fixture.feeInvoice.id, paymentBody(app, 100));
    expect(recorded.status).toBe(201);
    expect(recorded.message).toMatch(/RCT-\d{4}-\d{6}/);
    const entries = await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, fixture.feeInvoice.id));
    expect(entries).toHaveLength(1);
  });

  it("refuses the lists' bad filters with 400", async () => {
    for (const query of ['kind=gift', 'method=bitcoin', 'from=2026-13-01', 'pageSize=101', 'pageNumber=0', 'unknown=1', `search=${'x'.repeat(51)}`]) {
      const response = await call(app, paymentsApi.payments, { query: new URLSearchParams(query), headers: accounts });
      expect(response.status, query).toBe(400);
      const csv = await call(app, paymentsApi.paymentsCsv, { query: new URLSearchParams(query), headers: accounts });
      expect(csv.status, `csv ${query}`).toBe(400);
    }
    for (const query of ['state=overdue', 'kind=receipt', 'clientId=abc', 'to=yesterday']) {
      expect((await call(app, paymentsApi.invoices, { query: new URLSearchParams(query), headers: accounts })).status, query).toBe(400);
      expect((await call(app, paymentsApi.invoicesCsv, { query: new URLSearchParams(query), headers: accounts })).status, query).toBe(400);
    }
  });
});
