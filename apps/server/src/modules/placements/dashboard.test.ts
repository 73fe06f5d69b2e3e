import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { invoices, placements } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { act, addWorker, interviewHeld, onlineInterview, requestWorker } from '../../test/orders.js';
import { adminHeaders, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { clientHeaders, clientStep, deliveredOrder, staffStep } from './test-support.js';
import { dashboardApi, ordersApi, paymentsApi } from '@app/shared';
import { call } from '../../test/call.js';

/**
 * The dashboard's after-hire figures against sums taken straight from the tables, with a clock
 * that moves through a Main and a Monthly hire, an unpaid invoice, a refund paid in part and a renewal.
 */
describe('the dashboard after the hire', () => {
  let app: TApp;
  let now = new Date('2026-11-22T09:00:00Z');
  const at = (instant: string) => {
    now = new Date(instant);
  };
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' }, { clock: () => now });
  });
  afterAll(async () => app.close());

  const dashboard = async (headers?: Record<string, string>) => {
    const response = await call(app, dashboardApi.get, { headers: headers ?? (await adminHeaders(app)) });
    expect(response.status, response.response.body).toBe(200);
    return response.data.afterHire;
  };
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<{ value: T }>(await app.db.execute(query))[0]!.value;

  /** Money in less money out whose day falls in the month of `day`, in AED, straight from the ledger. */
  const revenueOf = async (day: string) =>
    Number(await one(sql`SELECT coalesce(sum(amount_fils), 0)::int AS value FROM ledger_entries WHERE to_char(received_on, 'YYYY-MM') = ${day.slice(0, 7)}`)) /
    100;
  /** What is left to pay on the invoices of orders that stand, less their credit notes, in AED. */
  const moneyDue = async () =>
    Number(
      await one(sql`
        SELECT coalesce(sum(greatest(i.total_fils
          - coalesce((SELECT sum(c.total_fils) FROM invoices c WHERE c.original_invoice_id = i.id), 0)
          - coalesce((SELECT sum(e.amount_fils) FROM ledger_entries e WHERE e.invoice_id = i.id), 0), 0)), 0)::int AS value
        FROM invoices i JOIN orders o ON o.id = i.order_id
        WHERE i.kind = 'invoice' AND o.status NOT IN ('Canceled', 'Rejected')`),
    ) / 100;

  it('shows revenue, money due, refunds due, renewals due and placements ending soon as the tables add them up', async () => {
    const admin = await adminHeaders(app);
    // Paid at the desk on 22 November: a Main hire (AED 13,125) and a Monthly one (3 x 3,200 + VAT = 10,080).
    const mainClient = await createClient(app);
    const main = await deliveredOrder(app, mainClient, await addWorker(app, admin, 'Main Worker'));
    const monthly = await deliveredOrder(app, await createClient(app), await addWorker(app, admin, 'Monthly Worker'), { package: 'Monthly' });
    // Approved and not paid: its whole invoice is due.
    const waiting = await createClient(app);
    let unpaid = await requestWorker(app, waiting.token, await addWorker(app, admin, 'Waiting Worker'));
    unpaid = (await act(app, { admin }, unpaid, onlineInterview())).data;
    await interviewHeld(app, unpaid.id);
    unpaid = (await act(app, waiting, unpaid, { action: 'approve' })).data;
    expect(unpaid.balanceAed).toBe(13_125);

    let figures = (await dashboard())!;
    expect(figures.revenueThisMonthAed).toBe(23_205);
    expect(figures.revenueThisMonthAed).toBe(await revenueOf('2026-11-22'));
    expect(figures.moneyDueAed).toBe(13_125);
    expect(figures.moneyDueAed).toBe(await moneyDue());
    expect(figures.refundsDue).toEqual([]);

    // December: the Main worker is returned within probation and the refund chosen; AED 5,000 of it is paid out.
    at('2026-12-05T08:00:00Z');
    const returned = (await clientStep(app, mainClient, main.id, 'end', { kind: 'returned', reason: 'failedProbation', version: 1 })).data;
    const refund = (await clientStep(app, mainClient, main.id, 'remedy', { remedy: 'refund', version: returned.version })).data.refund;
    const [creditNote] = await app.db.select().from(invoices).where(eq(invoices.number, refund!.creditNoteNumber));
    const paidOut = await call(app, paymentsApi.recordRefund, {
      params: { id: creditNote!.id },
      body: { amountAed: 5_000, method: 'bankTransfer', reference: 'RF-1', receivedOn: '2026-12-05' },
      headers: await adminHeaders(app),
    });
    expect(paidOut.status, paidOut.response.body).toBe(201);
    figures = (await dashboard())!;
    expect(figures.revenueThisMonthAed).toBe(-5_000);
    expect(figures.revenueThisMonthAed).toBe(await revenueOf('2026-12-05'));
    expect(figures.refundsDue).toEqual([
      {
        placementId: main.placement!.id,
        orderId: main.id,
        orderNumber: main.number,
        creditNoteNumber: refund!.creditNoteNumber,
        clientName: mainClient.userName,
        amountAed: 8_125,
        dueOn: '2026-12-19',
      },
    ]);
    expect(figures.moneyDueAed).toBe(await moneyDue());

    // February: the Monthly placement is paid until 22 February: a renewal is due and it ends soon.
    at('2027-02-16T08:00:00Z');
    figures = (await dashboard())!;
    expect(figures.renewalsDue).toEqual([
      { placementId: monthly.placement!.id, orderId: monthly.id, orderNumber: monthly.number, clientName: expect.any(String), paidUntil: '2027-02-22' },
    ]);
    expect(figures.endingSoon).toEqual([
      {
        placementId: monthly.placement!.id,
        orderNumber: monthly.number,
        labor: { name: 'Monthly Worker', nameAr: monthly.labor.nameAr, code: monthly.labor.code },
        endsOn: '2027-02-22',
      },
    ]);

    // Renewed for a month, to 22 March: no renewal due, its new invoice (AED 3,360) is money due, and it no longer ends within 30 days.
    const [row] = await app.db.select().from(placements).where(eq(placements.id, monthly.placement!.id));
    const renewed = await staffStep(app, { id: row!.id, version: row!.version }, 'renew', { months: 1 }, await staffHeaders(app, 'accounts'));
    expect(renewed.status, renewed.response.body).toBe(200);
    figures = (await dashboard())!;
    expect(figures.renewalsDue).toEqual([]);
    expect(figures.moneyDueAed).toBe(13_125 + 3_360);
    expect(figures.moneyDueAed).toBe(await moneyDue());
    expect(figures.endingSoon).toEqual([]);

    // Refund paid in full: no longer due. A canceled order's invoice is not money due.
    await call(app, paymentsApi.recordRefund, {
      params: { id: creditNote!.id },
      body: { method: 'cash', receivedOn: '2027-02-16' },
      headers: await adminHeaders(app),
    });
    await act(app, { admin: await adminHeaders(app) }, unpaid, { action: 'cancel', note: '' });
    figures = (await dashboard())!;
    expect(figures.refundsDue).toEqual([]);
    expect(figures.moneyDueAed).toBe(3_360);
    expect(figures.moneyDueAed).toBe(await moneyDue());
    expect(figures.revenueThisMonthAed).toBe(await revenueOf('2027-02-16'));
    expect((await call(app, ordersApi.get, { params: { id: main.id }, headers: await clientHeaders(app, mainClient) })).data.placement!.refund).toMatchObject({
      paidAed: 13_125,
      paidOn: '2027-02-16',
    });
  });

  it('shows none of it to a role that may not see orders', async () => {
    expect(await dashboard(await staffHeaders(app, 'content'))).toBeNull();
    expect(await dashboard(await staffHeaders(app, 'sales'))).not.toBeNull();
  });
});
