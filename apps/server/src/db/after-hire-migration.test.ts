import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, todayInUae } from '@app/shared';
import type { TApp } from '../app-type.js';
import { invoices, ledgerEntries, orders, placements } from './schema/index.js';
import { addWorker, orderAt } from '../test/orders.js';
import { adminHeaders, createClient, createTestApp } from '../test/test-app.js';

const migration = fs.readFileSync(new URL('./migrations/0015_after_hire.sql', import.meta.url), 'utf8');
/** The statements that carry an installation's orders over: its invoices, paid amounts and deliveries. */
const backfill = migration.split('--> statement-breakpoint').filter((statement) => /^\s*(--[^\n]*\n\s*)*INSERT INTO/.test(statement));

describe('migration 0015 on an installation with orders before it', () => {
  let app: TApp;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => app.close());

  it('gives an approved, a paid and a delivered order their invoice, payment and placement, once', async () => {
    expect(backfill).toHaveLength(3);
    const admin = await adminHeaders(app);
    const client = await createClient(app);
    const approved = await orderAt(app, admin, client, await addWorker(app, admin, 'Approved Worker'), 'Approved');
    const delivered = await orderAt(app, admin, client, await addWorker(app, admin, 'Delivered Worker'), 'Delivered');
    const ids = [approved.id, delivered.id];
    // As before 0015: the orders carry their invoice's number and amounts and a paid date, nothing else.
    const before = await app.db
      .select()
      .from(orders)
      .where(sql`${orders.id} IN (${sql.join(ids, sql`, `)})`);
    await app.db.delete(placements).where(sql`${placements.orderId} IN (${sql.join(ids, sql`, `)})`);
    await app.db.execute(sql`DELETE FROM ledger_entries WHERE invoice_id IN (SELECT id FROM invoices WHERE order_id IN (${sql.join(ids, sql`, `)}))`);
    await app.db.delete(invoices).where(sql`${invoices.orderId} IN (${sql.join(ids, sql`, `)})`);

    for (let run = 0; run < 2; run++) for (const statement of backfill) await app.db.execute(sql.raw(statement));

    for (const order of before) {
      const carried = await app.db.select().from(invoices).where(eq(invoices.orderId, order.id));
      expect(carried).toEqual([
        expect.objectContaining({ number: order.invoiceNumber, kind: 'invoice', totalFils: order.totalFils, subtotalFils: order.subtotalFils }),
      ]);
    }
    const [paidInvoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, delivered.id));
    const entries = await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, paidInvoice!.id));
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'payment',
        amountFils: paidInvoice!.totalFils,
        method: 'cash',
        documentNumber: expect.stringMatching(/^RCT-\d{4}-\d{6}$/),
      }),
    ]);
    const [unpaidInvoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, approved.id));
    expect(await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, unpaidInvoice!.id))).toEqual([]);

    const start = todayInUae(app.clock());
    expect(await app.db.select().from(placements).where(eq(placements.orderId, delivered.id))).toEqual([
      expect.objectContaining({ status: 'active', startDate: start, probationEnd: addMonths(start, 6), contractEnd: addMonths(start, 24), paidUntil: null }),
    ]);
    expect(await app.db.select().from(placements).where(eq(placements.orderId, approved.id))).toEqual([]);
  });
});
