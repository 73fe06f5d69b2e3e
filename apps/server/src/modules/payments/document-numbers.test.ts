import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInUae } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { documentCounters, invoices, ledgerEntries } from '../../db/schema/index.js';
import { adminHeaders, createTestApp, staffHeaders } from '../../test/test-app.js';
import { issueInvoice, nextDocumentNumber } from '../invoices/invoices.js';
import { recordPayment } from './ledger.js';
import { approvedOrder, paymentBody, postPayment } from './test-support.js';

/** The running number of a document number: RCT-2026-000042 is 42. */
const serial = (documentNumber: string) => Number(documentNumber.split('-')[2]);

/**
 * Issue 31: invoice, credit note, receipt and refund numbers run per series and year with no gap,
 * under concurrency and whatever rolls back or dies mid-write (PostgreSQL sequences skipped numbers).
 * On PostgreSQL (TEST_DATABASE_URL) the payments below truly run at once, on pooled connections.
 */
describe('document numbers: sequential per series and year, no gaps', () => {
  let app: TApp;
  let accounts: Record<string, string>;
  let orderId: number;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    const admin = await adminHeaders(app);
    accounts = await staffHeaders(app, 'accounts');
    orderId = (await approvedOrder(app, admin)).order.id;
  });
  afterAll(async () => app.close());

  /** More invoices on the order, as a Monthly renewal issues them. */
  const moreInvoices = (count: number) =>
    Promise.all(
      Array.from({ length: count }, () => app.db.transaction((tx) => issueInvoice(tx, { orderId, subtotalFils: 100_000, months: 1, now: app.clock() }))),
    );
  const receiptNumbers = async () => (await app.db.select({ number: ledgerEntries.documentNumber }).from(ledgerEntries)).map((row) => row.number);
  const consecutive = (numbers: string[]) => {
    const serials = numbers.map(serial).sort((a, b) => a - b);
    return serials.every((value, index) => index === 0 || value === serials[index - 1]! + 1);
  };

  it('twenty payments at once take twenty consecutive receipt numbers, and invoices issued at once consecutive invoice numbers', async () => {
    const issued = await moreInvoices(20);
    const year = todayInUae(app.clock()).slice(0, 4);
    const allInvoices = await app.db.select({ number: invoices.number }).from(invoices);
    expect(allInvoices.every((row) => row.number.startsWith(`INV-${year}-`))).toBe(true);
    expect(consecutive(allInvoices.map((row) => row.number))).toBe(true);
    expect(allInvoices.map((row) => serial(row.number)).sort((a, b) => a - b)[0]).toBe(1);

    const responses = await Promise.all(
      issued.map((invoice, index) => postPayment(app, accounts, invoice.id, paymentBody(app, 1050, { reference: `P${index}` }))),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    const numbers = await receiptNumbers();
    expect(numbers).toHaveLength(20);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.every((number) => number.startsWith(`RCT-${year}-`))).toBe(true);
    expect(numbers.map(serial).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it('a payment whose transaction rolls back gives its number back: the next one takes it', async () => {
    const [invoice] = await moreInvoices(1);
    const before = await receiptNumbers();
    const failed = await app.db
      .transaction(async (tx) => {
        const entry = await recordPayment({ db: tx, now: app.clock(), audit: null }, invoice!.id, {
          amountFils: 10_000,
          method: 'cash',
          reference: '',
          receivedOn: todayInUae(app.clock()),
        });
        expect(serial(entry.documentNumber)).toBe(before.length + 1);
        // As if the process died before the commit.
        throw new Error('killed mid-payment');
      })
      .catch((error: Error) => error.message);
    expect(failed).toBe('killed mid-payment');
    expect(await receiptNumbers()).toEqual(before);

    const response = await postPayment(app, accounts, invoice!.id, paymentBody(app, 100));
    expect(response.status).toBe(201);
    const numbers = await receiptNumbers();
    expect(numbers.map(serial).sort((a, b) => a - b)).toEqual(Array.from({ length: before.length + 1 }, (_, index) => index + 1));
  });

  it('each series and year counts on its own, and a new year starts again at 1', async () => {
    const year = Number(todayInUae(app.clock()).slice(0, 4));
    const nextYear = new Date(Date.UTC(year + 1, 0, 1, 8));
    const numbers = await app.db.transaction(async (tx) => [
      await nextDocumentNumber(tx, 'RFD', app.clock()),
      await nextDocumentNumber(tx, 'RFD', app.clock()),
      await nextDocumentNumber(tx, 'CN', nextYear),
    ]);
    expect(numbers).toEqual([`RFD-${year}-000001`, `RFD-${year}-000002`, `CN-${year + 1}-000001`]);
    const counters = await app.db.select().from(documentCounters).where(eq(documentCounters.series, 'RFD'));
    expect(counters).toEqual([{ series: 'RFD', year, lastNumber: 2 }]);
  });
});
