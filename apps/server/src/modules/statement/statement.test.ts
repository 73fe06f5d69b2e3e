import { execFileSync } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStatement } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { invoices, ledgerEntries } from '../../db/schema/index.js';
import { addWorker } from '../../test/orders.js';
import { adminHeaders, arabic, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { clientHeaders, clientStep, deliveredOrder } from '../placements/test-support.js';
import { apiPath, paymentsApi, statementApi } from '@app/shared';
import { call } from '../../test/call.js';
import { expectPrivatePdf, textOf } from '../../test/pdf.js';

/** The fee of a Main hire as the seed prices it: AED 12,500 and 5 % VAT. */
const FEE = 13_125;

describe('a client’s statement of account', () => {
  let app: TApp;
  let now = new Date('2026-11-22T09:00:00Z');
  let client: { id: number; token: string; userName: string };
  let other: { id: number; token: string };
  let numbers: { invoice: string; creditNote: string; receipt: string; refund: string; order: string; otherInvoice: string };

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' }, { clock: () => now });
    const admin = await adminHeaders(app);
    client = await createClient(app);
    other = await createClient(app);
    // Hired and paid at the desk on 22 November, returned within probation on 10 December, refunded on 12 December.
    const order = await deliveredOrder(app, client, await addWorker(app, admin));
    const otherOrder = await deliveredOrder(app, other, await addWorker(app, admin));
    now = new Date('2026-12-10T08:00:00Z');
    const returned = await clientStep(app, client, order.id, 'end', { kind: 'returned', reason: 'failedProbation', version: 1 });
    const refund = (await clientStep(app, client, order.id, 'remedy', { remedy: 'refund', version: returned.data.version })).data.refund;
    const [creditNote] = await app.db.select().from(invoices).where(eq(invoices.number, refund!.creditNoteNumber));
    now = new Date('2026-12-12T08:00:00Z');
    const paidOut = await call(app, paymentsApi.recordRefund, {
      params: { id: creditNote!.id },
      body: { method: 'bankTransfer', reference: 'RF-77', receivedOn: '2026-12-12' },
      headers: await adminHeaders(app),
    });
    expect(paidOut.status, paidOut.response.body).toBe(201);
    const [feeInvoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, order.id)).orderBy(invoices.id);
    const [otherInvoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, otherOrder.id));
    const entries = await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, feeInvoice!.id));
    numbers = {
      invoice: feeInvoice!.number,
      creditNote: refund!.creditNoteNumber,
      receipt: entries.find((entry) => entry.kind === 'payment')!.documentNumber,
      refund: entries.find((entry) => entry.kind === 'refund')!.documentNumber,
      order: order.number,
      otherInvoice: otherInvoice!.number,
    };
  });
  afterAll(async () => app.close());

  const mine = async (headers?: Record<string, string>) => call(app, statementApi.mine, { headers: headers ?? (await clientHeaders(app, client)) });

  it('lists every invoice, payment, credit note and refund with its date and the balance after it', async () => {
    const response = await mine();
    expect(response.status, response.response.body).toBe(200);
    expect(response.response.headers['cache-control']).toBe('no-store');
    const statement: TStatement = response.data;
    expect(statement.client).toMatchObject({ id: client.id, name: client.userName, userName: client.userName });
    expect(statement.asOf).toBe('2026-12-12');
    expect(statement.lines).toEqual([
      {
        date: '2026-11-22',
        kind: 'invoice',
        documentNumber: numbers.invoice,
        orderId: expect.any(Number),
        orderNumber: numbers.order,
        reference: '',
        debitAed: FEE,
        creditAed: 0,
        balanceAed: FEE,
      },
      expect.objectContaining({
        date: '2026-11-22',
        kind: 'payment',
        documentNumber: numbers.receipt,
        reference: numbers.invoice,
        debitAed: 0,
        creditAed: FEE,
        balanceAed: 0,
      }),
      expect.objectContaining({
        date: '2026-12-10',
        kind: 'creditNote',
        documentNumber: numbers.creditNote,
        reference: numbers.invoice,
        debitAed: 0,
        creditAed: FEE,
        balanceAed: -FEE,
      }),
      expect.objectContaining({
        date: '2026-12-12',
        kind: 'refund',
        documentNumber: numbers.refund,
        reference: numbers.creditNote,
        debitAed: FEE,
        creditAed: 0,
        balanceAed: 0,
      }),
    ]);
    expect(statement.totals).toEqual({ debitAed: 2 * FEE, creditAed: 2 * FEE, balanceAed: 0 });
    // Nothing of the other family's.
    expect(JSON.stringify(statement)).not.toContain(numbers.otherInvoice);
  });

  it('staff who see money read any client’s; a client never reads someone else’s', async () => {
    const params = { id: other.id };
    const accounts = await call(app, statementApi.client, { params, headers: await staffHeaders(app, 'accounts') });
    expect(accounts.status, accounts.response.body).toBe(200);
    expect(accounts.data.lines.map((line) => line.documentNumber)).toContain(numbers.otherInvoice);
    expect(JSON.stringify(accounts.data)).not.toContain(numbers.invoice);

    // Her own session asking for the other family's, on screen or as a PDF: refused.
    const headers = await clientHeaders(app, client);
    expect((await call(app, statementApi.client, { params, headers })).status).toBe(403);
    expect((await call(app, statementApi.clientPdf, { params, query: { lang: 'en' }, headers })).status).toBe(403);
    // Her own route takes no id: whatever she adds (past its declaration), she gets her own.
    const tricked = await app.inject({ url: apiPath(statementApi.mine.path, {}, { clientId: other.id }), headers });
    expect(tricked.json().data.client.id).toBe(client.id);
    expect(JSON.stringify(tricked.json().data)).not.toContain(numbers.otherInvoice);
    // Sales see no money; an unknown client or a staff account is not found.
    expect((await call(app, statementApi.client, { params, headers: await staffHeaders(app, 'sales') })).status).toBe(403);
    const missing = await call(app, statementApi.client, { params: { id: 999999 }, headers: { ...(await adminHeaders(app)), ...arabic } });
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('هذا العميل غير موجود.');
    expect((await call(app, statementApi.mine)).status).toBe(401);
  });

  it('downloads as a PDF in English: the title, each line’s document and the closing balance', async () => {
    const response = await call(app, statementApi.minePdf, { query: { lang: 'en' }, headers: await clientHeaders(app, client) });
    expectPrivatePdf(response.response, `statement-${client.id}-2026-12-12-en.pdf`);
    const text = textOf(response.response.rawPayload);
    for (const expected of [
      'Statement of account',
      client.userName,
      'Tax invoice',
      'Payment received',
      'Tax credit note',
      'Refund paid',
      numbers.invoice,
      numbers.receipt,
      numbers.creditNote,
      numbers.refund,
      numbers.order,
      '13,125.00',
      '-13,125.00',
      '22 November 2026',
      '12 December 2026',
      'Settled: nothing is owed either way',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(numbers.otherInvoice);
  });

  it('downloads as a PDF in Arabic, the words in reading order and the numbers left to right', async () => {
    const response = await call(app, statementApi.clientPdf, {
      params: { id: client.id },
      query: { lang: 'ar' },
      headers: await staffHeaders(app, 'accounts'),
    });
    expect(response.status, response.response.body).toBe(200);
    expect(response.response.headers['content-type']).toBe('application/pdf');
    const text = textOf(response.response.rawPayload);
    for (const expected of [
      'كشف حساب',
      'فاتورة ضريبية',
      'دفعة مستلمة',
      'إشعار دائن ضريبي',
      'مبلغ مسترد مدفوع',
      'الرصيد',
      numbers.invoice,
      numbers.creditNote,
      numbers.refund,
      '13,125.00',
      'لا يوجد رصيد مستحق لأي طرف',
    ]) {
      expect(text).toContain(expected);
    }
    // pdftotext sets the day's digits apart from the month's name: the day, the month and the year are there.
    expect(text).toMatch(/22\s*نوفمبر 2026/);
    expect(text).toMatch(/12\s*ديسمبر 2026/);
    const fonts = execFileSync('pdffonts', ['-'], { input: response.response.rawPayload }).toString();
    expect(fonts).toMatch(/IBMPlexSansArabic/);
  });

  it('refuses a language it does not print, in the reader’s language', async () => {
    const french = new URLSearchParams({ lang: 'fr' });
    const response = await call(app, statementApi.minePdf, { query: french, headers: { ...(await clientHeaders(app, client)), ...arabic } });
    expect(response.status).toBe(400);
    expect(response.errors.lang).toBe('اختر الإنجليزية أو العربية');
  });

  it('an order closed before its invoice was paid, with no credit note, reads as void and leaves nothing owed', async () => {
    const family = await createClient(app);
    const admin = await adminHeaders(app);
    const order = await deliveredOrder(app, family, await addWorker(app, admin));
    // As an older release left it: an invoice issued, never paid, the order canceled without a credit note.
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    await app.db.execute(sql`DELETE FROM ledger_entries WHERE invoice_id = ${invoice!.id}`);
    await app.db.execute(sql`UPDATE orders SET status = 'Canceled' WHERE id = ${order.id}`);
    const statement: TStatement = (await mine(await clientHeaders(app, family))).data;
    expect(statement.lines.map((line) => [line.kind, line.debitAed, line.creditAed, line.balanceAed])).toEqual([
      ['invoice', FEE, 0, FEE],
      ['void', 0, FEE, 0],
    ]);
  });
});
