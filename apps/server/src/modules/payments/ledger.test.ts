import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFinanceInvoice, TInvoiceListItem, TOrderFinance, TPaymentListItem } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { auditLog, invoices, ledgerEntries, orders } from '../../db/schema/index.js';
import { adminHeaders, arabic, bearer, createTestApp, staffHeaders } from '../../test/test-app.js';
import { issueCreditNote } from '../invoices/invoices.js';
import { approvedOrder, financeOf, fils, ledgerSums, MAIN_TOTAL_AED, pay, paymentBody, postPayment, postRefund, staffAct } from './test-support.js';
import { ordersApi, paymentsApi } from '@app/shared';
import { call } from '../../test/call.js';

describe('payments ledger: balances, concurrent payments, the hire and credit notes', () => {
  let app: TApp;
  let admin: Record<string, string>;
  let accounts: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    admin = await adminHeaders(app);
    accounts = await staffHeaders(app, 'accounts');
  });
  afterAll(async () => app.close());

  const refundBody = (extra: { amountAed?: number } = {}) => ({
    method: 'bankTransfer' as const,
    reference: 'TT-RF-1',
    receivedOn: paymentBody(app, 1).receivedOn,
    ...extra,
  });

  /**
   * Every document of the order against its ledger rows: an invoice's paid amount is the sum of its
   * entries, a credit note's the refunds naming it; the lists show the very same figures.
   */
  async function expectLedgerAgrees(finance: TOrderFinance) {
    for (const document of finance.invoices) {
      const sums = await ledgerSums(app, document.id);
      const settledFils = document.kind === 'invoice' ? sums.invoiceFils : sums.refundedFils;
      expect(fils(document.settledAed), document.number).toBe(settledFils);
      const signed = (entry: TFinanceInvoice['entries'][number]) => (document.kind === 'invoice' ? fils(entry.amountAed) : -fils(entry.amountAed));
      expect(document.entries.reduce((sum, entry) => sum + signed(entry), 0)).toBe(settledFils);
      // What the invoice says was paid and refunded adds up to its ledger.
      if (document.kind === 'invoice') expect(fils(document.paidAed) - fils(document.refundedAed), document.number).toBe(settledFils);
    }
    const listed: TInvoiceListItem[] = (await call(app, paymentsApi.invoices, { query: { search: finance.orderNumber, pageSize: 100 }, headers: admin })).data
      .items;
    expect(listed.map((item) => item.number).sort()).toEqual(finance.invoices.map((document) => document.number).sort());
    for (const document of finance.invoices) {
      const { entries: _entries, seller: _seller, buyer: _buyer, ...figures } = document;
      expect(listed.find((item) => item.id === document.id)).toMatchObject(figures);
    }
    const payments: TPaymentListItem[] = (await call(app, paymentsApi.payments, { query: { search: finance.orderNumber, pageSize: 100 }, headers: admin })).data
      .items;
    const entries = finance.invoices.filter((document) => document.kind === 'invoice').flatMap((document) => document.entries);
    expect(payments.map((item) => item.documentNumber).sort()).toEqual(entries.map((entry) => entry.documentNumber).sort());
    expect(payments.reduce((sum, item) => sum + fils(item.amountAed), 0)).toBe(entries.reduce((sum, entry) => sum + fils(entry.amountAed), 0));
  }

  const figures = (document: TFinanceInvoice) => ({ settledAed: document.settledAed, balanceAed: document.balanceAed, state: document.state });

  it('keeps every balance the sum of its entries through partial payments, the hire, a cancel, its credit note and a refund', async () => {
    const { order, feeInvoice } = await approvedOrder(app, admin);
    const other = await approvedOrder(app, admin);
    expect(figures(feeInvoice)).toEqual({ settledAed: 0, balanceAed: MAIN_TOTAL_AED, state: 'unpaid' });

    await pay(app, accounts, feeInvoice.id, 3000);
    let finance = await pay(app, accounts, feeInvoice.id, 2000.5, { method: 'bankTransfer', reference: 'FT-778' });
    expect(figures(finance.invoices[0]!)).toEqual({ settledAed: 5000.5, balanceAed: 8124.5, state: 'partlyPaid' });
    expect(finance.balanceAed).toBe(8124.5);
    await expectLedgerAgrees(finance);
    await pay(app, accounts, other.feeInvoice.id, 1000);
    await expectLedgerAgrees(await financeOf(app, admin, other.order.id));

    // The hire records the balance received at the desk: paid in full.
    const hired = await staffAct(app, accounts, order, { action: 'confirmPayment', payment: { method: 'card', reference: 'POS-1' } });
    expect(hired.status, hired.response.body).toBe(200);
    finance = await financeOf(app, admin, order.id);
    expect(figures(finance.invoices[0]!)).toEqual({ settledAed: MAIN_TOTAL_AED, balanceAed: 0, state: 'paid' });
    await expectLedgerAgrees(finance);

    // Canceling the paid hire issues a credit note for the invoice, owing back the money received; nothing more is asked.
    const canceled = await staffAct(app, accounts, order, { action: 'cancel', note: 'The family moved abroad' });
    expect(canceled.status, canceled.response.body).toBe(200);
    finance = await financeOf(app, admin, order.id);
    const creditNote = finance.invoices[1]!;
    expect(figures(creditNote)).toEqual({ settledAed: 0, balanceAed: MAIN_TOTAL_AED, state: 'refundDue' });
    expect(figures(finance.invoices[0]!)).toEqual({ settledAed: MAIN_TOTAL_AED, balanceAed: 0, state: 'credited' });
    expect(finance.invoices[0]).toMatchObject({ paidAed: MAIN_TOTAL_AED, creditedAed: MAIN_TOTAL_AED, refundedAed: 0 });
    await expectLedgerAgrees(finance);

    // Part of the refund paid out: the invoice keeps what is left, and still asks for nothing.
    const refunded = await postRefund(app, accounts, creditNote.id, refundBody({ amountAed: 5000 }));
    expect(refunded.status, refunded.response.body).toBe(201);
    finance = refunded.data;
    expect(figures(finance.invoices[1]!)).toEqual({ settledAed: 5000, balanceAed: 8125, state: 'refundDue' });
    expect(figures(finance.invoices[0]!)).toEqual({ settledAed: 8125, balanceAed: 0, state: 'credited' });
    expect(finance.balanceAed).toBe(0);
    await expectLedgerAgrees(finance);

    // The rest: the invoice reads paid in full and credited in full (never "void, paid 0"), the credit note refunded.
    finance = (await postRefund(app, accounts, creditNote.id, refundBody())).data;
    expect(figures(finance.invoices[1]!)).toEqual({ settledAed: MAIN_TOTAL_AED, balanceAed: 0, state: 'refunded' });
    expect(figures(finance.invoices[0]!)).toEqual({ settledAed: 0, balanceAed: 0, state: 'credited' });
    expect(finance.invoices[0]).toMatchObject({ paidAed: MAIN_TOTAL_AED, creditedAed: MAIN_TOTAL_AED, refundedAed: MAIN_TOTAL_AED });
    await expectLedgerAgrees(finance);
  });

  it('a refund on an order that stands (the guarantee) leaves its invoice settled by the credit note, not due again', async () => {
    const { order, feeInvoice } = await approvedOrder(app, admin);
    expect((await staffAct(app, admin, order, { action: 'confirmPayment', payment: { method: 'cash' } })).status).toBe(200);
    const [row] = await app.db.select().from(invoices).where(eq(invoices.id, feeInvoice.id));
    // A 40 % refund, as the guarantee issues it after probation (placements/service.ts).
    const creditNote = await app.db.transaction((tx) =>
      issueCreditNote(tx, { original: row!, totalFils: 525_000, reason: 'Worker resigned', now: app.clock() }),
    );
    let finance = await financeOf(app, admin, order.id);
    expect(figures(finance.invoices[0]!)).toEqual({ settledAed: MAIN_TOTAL_AED, balanceAed: 0, state: 'paid' });

    finance = (await postRefund(app, accounts, creditNote.id, refundBody())).data;
    expect(figures(finance.invoices[1]!)).toEqual({ settledAed: 5250, balanceAed: 0, state: 'refunded' });
    expect(figures(finance.invoices[0]!)).toEqual({ settledAed: 7875, balanceAed: 0, state: 'paid' });
    expect(finance.balanceAed).toBe(0);
    expect((await call(app, ordersApi.adminGet, { params: { id: order.id }, headers: admin })).data.balanceAed).toBe(0);
    await expectLedgerAgrees(finance);

    // A credit note for the rest of the invoice, refunded in full: the invoice is credited, nothing due.
    const [next] = await app.db.select().from(invoices).where(eq(invoices.id, feeInvoice.id));
    const whole = await app.db.transaction((tx) => issueCreditNote(tx, { original: next!, totalFils: 787_500, reason: 'Failed probation', now: app.clock() }));
    finance = (await postRefund(app, accounts, whole.id, refundBody())).data;
    expect(figures(finance.invoices[0]!)).toEqual({ settledAed: 0, balanceAed: 0, state: 'credited' });
    await expectLedgerAgrees(finance);
  });

  it('ten concurrent payments of 40 % each: exactly two are recorded, the rest refused in the reader language, never more than the total', async () => {
    const { order, feeInvoice } = await approvedOrder(app, admin);
    const share = MAIN_TOTAL_AED * 0.4;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postPayment(app, { ...accounts, ...(index % 2 ? arabic : {}) }, feeInvoice.id, paymentBody(app, share, { reference: `R${index}` })),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409 || status === 422)).toBe(true);
    responses.forEach((response, index) => {
      if (response.status === 201) return;
      const { code, message } = response;
      expect(['payments.overBalance', 'payments.alreadyPaid']).toContain(code);
      expect(message).toMatch(index % 2 ? /[\u0600-\u06FF]/ : /balance|paid/);
      if (code === 'payments.overBalance') expect(message).toContain(index % 2 ? '(2,625 درهم)' : '(AED 2,625)');
    });
    const { invoiceFils } = await ledgerSums(app, feeInvoice.id);
    expect(invoiceFils).toBe(fils(share * 2));
    expect(invoiceFils).toBeLessThanOrEqual(fils(MAIN_TOTAL_AED));
    expect(figures((await financeOf(app, admin, order.id)).invoices[0]!)).toEqual({ settledAed: 10_500, balanceAed: 2625, state: 'partlyPaid' });

    // The balance exactly: paid in full; then nothing more is taken.
    await pay(app, accounts, feeInvoice.id, 2625);
    const more = await postPayment(app, accounts, feeInvoice.id, paymentBody(app, 0.01));
    expect(more.status).toBe(409);
    expect(more.code).toBe('payments.alreadyPaid');
  });

  it('hiring needs the invoice paid in full: the balance received now, or a manager override with a note, audited', async () => {
    const { order, feeInvoice } = await approvedOrder(app, admin);
    await pay(app, accounts, feeInvoice.id, 5000);

    const refused = await staffAct(app, accounts, order, { action: 'confirmPayment' });
    expect(refused.status).toBe(409);
    expect(refused.response.json()).toMatchObject({ code: 'payments.balanceDue', message: expect.stringContaining(': AED 8,125 is still due') });
    const refusedAr = await staffAct(app, { ...accounts, ...arabic }, order, { action: 'confirmPayment' });
    expect(refusedAr.message).toContain('مستحقًا 8,125 درهم.');
    expect(refusedAr.message).toMatch(/[\u0600-\u06FF]/);

    // Accounts may not override; a manager must say why.
    const byAccounts = await staffAct(app, accounts, order, { action: 'confirmPayment', override: true, note: 'Trusted client' });
    expect(byAccounts.status).toBe(403);
    expect(byAccounts.code).toBe('payments.overrideForbidden');
    const noNote = await staffAct(app, admin, order, { action: 'confirmPayment', override: true });
    expect(noNote.status).toBe(422);
    expect(noNote.code).toBe('payments.overrideNoteRequired');
    expect((await app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('InProgress');

    const overridden = await staffAct(app, admin, order, { action: 'confirmPayment', override: true, note: 'Pays the rest on Sunday' });
    expect(overridden.status, overridden.response.body).toBe(200);
    expect(overridden.data.status).toBe('Hired');
    const finance = await financeOf(app, admin, order.id);
    expect(figures(finance.invoices[0]!)).toEqual({ settledAed: 5000, balanceAed: 8125, state: 'partlyPaid' });
    const audited = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'confirmPayment'), eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(order.id))));
    expect(JSON.stringify(audited.map((row) => row.changes))).toContain('Pays the rest on Sunday');

    // The other way: the balance recorded with the hire, exactly the balance.
    const second = await approvedOrder(app, admin);
    await pay(app, accounts, second.feeInvoice.id, 5000);
    const withPayment = await staffAct(app, accounts, second.order, { action: 'confirmPayment', payment: { method: 'bankTransfer', reference: 'FT-99' } });
    expect(withPayment.status, withPayment.response.body).toBe(200);
    const entries = await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, second.feeInvoice.id));
    expect(entries.map((entry) => entry.amountFils)).toEqual([500_000, 812_500]);
    expect(entries[1]).toMatchObject({
      kind: 'payment',
      method: 'bankTransfer',
      reference: 'FT-99',
      documentNumber: expect.stringMatching(/^RCT-\d{4}-\d{6}$/),
    });
  });

  it('canceling a paid hire issues a credit note with the VAT reversed; its refund is a negative entry, once, never more than left', async () => {
    const { order, feeInvoice } = await approvedOrder(app, admin);
    await pay(app, accounts, feeInvoice.id, 4000);
    expect((await staffAct(app, accounts, order, { action: 'confirmPayment', payment: { method: 'cash' } })).status).toBe(200);
    expect((await staffAct(app, accounts, order, { action: 'cancel', note: 'Visa refused' })).status).toBe(200);
    const finance = await financeOf(app, admin, order.id);
    const creditNote = finance.invoices.find((document) => document.kind === 'creditNote')!;
    expect(creditNote).toMatchObject({
      number: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
      originalInvoiceNumber: feeInvoice.number,
      totalAed: MAIN_TOTAL_AED,
      vatAed: Math.round((MAIN_TOTAL_AED * 5) / 105),
      subtotalAed: MAIN_TOTAL_AED - Math.round((MAIN_TOTAL_AED * 5) / 105),
      state: 'refundDue',
    });
    expect(fils(creditNote.subtotalAed) + fils(creditNote.vatAed)).toBe(fils(creditNote.totalAed));

    const tooMuch = await postRefund(app, accounts, creditNote.id, refundBody({ amountAed: MAIN_TOTAL_AED + 1 }));
    expect(tooMuch.status).toBe(422);
    expect(tooMuch).toMatchObject({ code: 'payments.overRefund', errors: { amountAed: 'The amount is more than what is left to refund (AED 13,125)' } });

    const refunded = await postRefund(app, accounts, creditNote.id, refundBody());
    expect(refunded.status, refunded.response.body).toBe(201);
    const entries = await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.creditNoteId, creditNote.id));
    expect(entries).toEqual([
      expect.objectContaining({
        invoiceId: feeInvoice.id,
        kind: 'refund',
        amountFils: -fils(MAIN_TOTAL_AED),
        documentNumber: expect.stringMatching(/^RFD-\d{4}-\d{6}$/),
      }),
    ]);
    const after = refunded.data.invoices.find((document) => document.id === creditNote.id)!;
    expect(after.state).toBe('refunded');

    const twice = await postRefund(app, accounts, creditNote.id, refundBody());
    expect(twice.status).toBe(409);
    expect(twice.code).toBe('payments.alreadyRefunded');
  });

  it('canceling an approved order that was partly paid issues a credit note for the invoice, owing back what was received', async () => {
    const { client, order, feeInvoice } = await approvedOrder(app, admin);
    await pay(app, accounts, feeInvoice.id, 2100);
    const canceled = await staffAct(app, accounts, order, { action: 'cancel', note: 'The family changed their mind' });
    expect(canceled.status, canceled.response.body).toBe(200);
    let finance = await financeOf(app, admin, order.id);
    expect(finance.invoices.map((document) => [document.kind, document.totalAed, document.state, document.balanceAed])).toEqual([
      ['invoice', MAIN_TOTAL_AED, 'credited', 0],
      ['creditNote', MAIN_TOTAL_AED, 'refundDue', 2100],
    ]);
    expect(finance.invoices[0]).toMatchObject({ paidAed: 2100, creditedAed: MAIN_TOTAL_AED });
    expect(finance.invoices[1]).toMatchObject({ refundAed: 2100, refundDueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(finance.balanceAed).toBe(0);
    finance = (await postRefund(app, accounts, finance.invoices[1]!.id, refundBody())).data;
    expect(finance.invoices.map((document) => document.state)).toEqual(['credited', 'refunded']);
    // The client sees the same.
    const asClient = await financeOf(app, bearer(client.token), order.id, true);
    expect(asClient.invoices.map((document) => document.state)).toEqual(['credited', 'refunded']);
  });

  it('the tax invoice and the tax credit note carry their required fields, in both languages', async () => {
    const { client, order, feeInvoice } = await approvedOrder(app, admin, 'Josefina Cruz');
    await pay(app, accounts, feeInvoice.id, MAIN_TOTAL_AED);
    expect((await staffAct(app, accounts, order, { action: 'confirmPayment' })).status).toBe(200);
    expect((await staffAct(app, accounts, order, { action: 'cancel', note: 'Visa refused' })).status).toBe(200);
    const finance = await financeOf(app, admin, order.id);
    expect(finance.seller).toEqual({
      legalName: expect.stringMatching(/\S/),
      legalNameAr: expect.stringMatching(/[\u0600-\u06FF]/),
      address: expect.stringMatching(/\S/),
      addressAr: expect.stringMatching(/[\u0600-\u06FF]/),
      trn: expect.stringMatching(/^\d{15}$/),
    });
    expect(finance.buyer).toMatchObject({ name: expect.stringMatching(/\S/), email: expect.stringContaining('@') });
    const [invoice, creditNote] = finance.invoices;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
      issuedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      description: expect.stringMatching(/Josefina Cruz \(.+\)$/),
      descriptionAr: expect.stringMatching(/[\u0600-\u06FF]/),
      subtotalAed: 12_500,
      vatRate: 0.05,
      vatAed: 625,
      totalAed: MAIN_TOTAL_AED,
    });
    expect(creditNote).toMatchObject({
      kind: 'creditNote',
      number: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
      issuedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      originalInvoiceNumber: invoice!.number,
      description: expect.stringMatching(/\S/),
      descriptionAr: expect.stringMatching(/[\u0600-\u06FF]/),
      vatRate: 0.05,
      vatAed: 625,
      subtotalAed: 12_500,
      totalAed: MAIN_TOTAL_AED,
    });
    // The reason is a catalogue key, written in each language, never the key itself.
    expect(creditNote!.description).not.toMatch(/^[a-z]+\.[A-Za-z.]+$/);
    expect(creditNote!.descriptionAr).not.toBe(creditNote!.description);
    // The client reads the same documents, without who recorded the money.
    const asClient = await financeOf(app, bearer(client.token), order.id, true);
    expect(asClient.invoices.map((document) => document.number)).toEqual([invoice!.number, creditNote!.number]);
    expect(asClient.invoices[0]!.entries.every((entry) => entry.recordedBy === null)).toBe(true);
    expect(finance.invoices[0]!.entries.every((entry) => entry.recordedBy === 'staff.accounts')).toBe(true);
  });
});
