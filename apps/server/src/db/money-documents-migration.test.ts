import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, paymentsApi } from '@app/shared';
import type { TApp } from '../app-type.js';
import { clientProfiles, documentCounters, invoices, orderEvents } from './schema/index.js';
import { addWorker, orderAt } from '../test/orders.js';
import { adminHeaders, createClient, createTestApp, staffHeaders } from '../test/test-app.js';
import { MAIN_TOTAL_AED, pay, staffAct } from '../modules/payments/test-support.js';
import { call } from '../test/call.js';

const migration = fs.readFileSync(new URL('./migrations/0026_money_documents.sql', import.meta.url), 'utf8');
/** The statements that carry an installation's documents over: parties, refunds owed, counters, the credit notes "void" stood for. */
const carryOver = migration
  .split('--> statement-breakpoint')
  .filter((statement) => /^\s*(--[^\n]*\n\s*)*(UPDATE|INSERT INTO|CREATE TEMPORARY TABLE|DROP TABLE)/.test(statement));

describe('migration 0026 on an installation whose closed orders showed their invoice "void"', () => {
  let app: TApp;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => app.close());

  it('gives each voided invoice the credit note it should have had, dated when its order closed, numbered after the last, owing back what was paid', async () => {
    const admin = await adminHeaders(app);
    const accounts = await staffHeaders(app, 'accounts');
    const client = await createClient(app);
    await app.db.insert(clientProfiles).values({ userId: client.id, fullName: 'Aisha Rahman Al Mansoori', address: 'Villa 7, Jumeirah 1', emirate: 'dubai' });
    const unpaid = await orderAt(app, admin, client, await addWorker(app, admin, 'Unpaid Worker'), 'Approved');
    const paid = await orderAt(app, admin, client, await addWorker(app, admin, 'Paid Worker'), 'Approved');
    const [paidInvoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, paid.id));
    await pay(app, accounts, paidInvoice!.id, MAIN_TOTAL_AED);
    await staffAct(app, accounts, unpaid, { action: 'cancel' });
    await staffAct(app, admin, paid, { action: 'reject' });
    // As before 0026: no credit note for them, no parties on the invoices, no counters.
    const closed = [unpaid.id, paid.id];
    await app.db.delete(invoices).where(and(eq(invoices.kind, 'creditNote'), sql`${invoices.orderId} IN (${sql.join(closed, sql`, `)})`));
    await app.db.update(invoices).set({ buyerName: '', buyerAddress: '', buyerEmirate: null, sellerTrn: '', sellerLegalName: '' });
    await app.db.delete(documentCounters);
    // Closed on two days of 2025, the unpaid one first.
    await app.db
      .update(orderEvents)
      .set({ at: new Date('2025-12-30T10:00:00Z') })
      .where(and(eq(orderEvents.orderId, unpaid.id), eq(orderEvents.toStatus, 'Canceled')));
    await app.db
      .update(orderEvents)
      .set({ at: new Date('2025-12-31T21:00:00Z') })
      .where(and(eq(orderEvents.orderId, paid.id), eq(orderEvents.toStatus, 'Rejected')));
    const invoiceYear = (await app.db.select({ number: invoices.number }).from(invoices).limit(1))[0]!.number.slice(4, 8);

    for (let run = 0; run < 2; run++) for (const statement of carryOver) await app.db.execute(sql.raw(statement));

    const creditNotes = await app.db.select().from(invoices).where(eq(invoices.kind, 'creditNote'));
    expect(
      creditNotes.map((note) => [note.orderId, note.number, note.issuedAt.toISOString(), note.totalFils, note.refundFils, note.refundDueOn, note.reason]),
    ).toEqual([
      [unpaid.id, 'CN-2025-000001', '2025-12-30T10:00:00.000Z', MAIN_TOTAL_AED * 100, 0, addDays('2025-12-30', 14), 'orders.creditReason.cancel'],
      // 1 January 2026 at 01:00 in the UAE: a credit note of 2026.
      [paid.id, 'CN-2026-000001', '2025-12-31T21:00:00.000Z', MAIN_TOTAL_AED * 100, MAIN_TOTAL_AED * 100, '2026-01-15', 'orders.creditReason.reject'],
    ]);
    expect(creditNotes[1]).toMatchObject({ subtotalFils: paidInvoice!.subtotalFils, vatFils: paidInvoice!.vatFils, originalInvoiceId: paidInvoice!.id });
    // The parties from today's data: her legal name, the agency's TRN; the credit notes name the same.
    const all = await app.db.select().from(invoices);
    for (const document of all.filter((row) => row.orderId === paid.id)) {
      expect(document).toMatchObject({ buyerName: 'Aisha Rahman Al Mansoori', buyerAddress: 'Villa 7, Jumeirah 1', buyerEmirate: 'dubai' });
      expect(document.sellerTrn).toMatch(/^\d{15}$/);
    }
    // The counters continue after the highest numbers: the invoices, the receipt, the new credit notes.
    const counters = await app.db.select().from(documentCounters);
    expect(counters).toEqual(
      expect.arrayContaining([
        { series: 'INV', year: Number(invoiceYear), lastNumber: all.filter((row) => row.kind === 'invoice').length },
        { series: 'RCT', year: Number(invoiceYear), lastNumber: 1 },
        { series: 'CN', year: 2025, lastNumber: 1 },
        { series: 'CN', year: 2026, lastNumber: 1 },
      ]),
    );

    // Shown as the product shows them now: paid 13,125 and credited 13,125, never "void, paid 0".
    const finance = (await call(app, paymentsApi.adminOrderFinance, { params: { id: paid.id }, headers: admin })).data;
    expect(finance.invoices[0]).toMatchObject({ state: 'credited', paidAed: MAIN_TOTAL_AED, creditedAed: MAIN_TOTAL_AED });
    expect(finance.invoices[1]).toMatchObject({ number: 'CN-2026-000001', state: 'refundDue', refundAed: MAIN_TOTAL_AED, refundDueOn: '2026-01-15' });
  });
});
