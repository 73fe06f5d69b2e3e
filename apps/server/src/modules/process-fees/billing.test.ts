import { execFileSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processFeesApi, statementApi, type TProcess } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { auditLog, invoices, processDisbursements, visaProcesses } from '../../db/schema/index.js';
import { call } from '../../test/call.js';
import { arabic, createTestApp, staffHeaders } from '../../test/test-app.js';
import { clientHeaders } from '../placements/test-support.js';
import { hiredProcess, recordFee, type THeaders } from './test-support.js';

/** The PDF's text as pdftotext reads it, without the bidi marks it adds around runs. */
const textOf = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

describe('government fees billed to the family: outside VAT, on her statement, paid back', () => {
  let app: TApp;
  let now = new Date('2026-11-22T09:00:00Z');
  let accounts: THeaders;
  let family: THeaders;
  let process: TProcess;
  let clientId: number;
  const bill = (headers: THeaders = accounts, id = process.id) => call(app, processFeesApi.bill, { params: { id }, headers });
  const pay = (amountAed: number, headers: THeaders = accounts) =>
    call(app, processFeesApi.recordPayment, {
      params: { id: process.id },
      body: { amountAed, method: 'cash', reference: '', receivedOn: '2026-11-24', note: '' },
      headers,
    });

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' }, { clock: () => now });
    accounts = await staffHeaders(app, 'accounts');
    const hired = await hiredProcess(app);
    process = hired.process;
    clientId = hired.client.id;
    expect((await recordFee(app, process, accounts)).status).toBe(201);
    expect((await recordFee(app, process, accounts, { description: 'Medical test', amountAed: 99, stepId: process.steps[4]!.id })).status).toBe(201);
    expect((await recordFee(app, process, accounts, { description: 'Paid at the typing centre', amountAed: 40, paidBy: 'family' })).status).toBe(201);
    // Billed two days later: sessions are opened again on that day.
    now = new Date('2026-11-24T09:00:00Z');
    accounts = await staffHeaders(app, 'accounts');
    family = await clientHeaders(app, hired.client);
  });
  afterAll(async () => app.close());

  it('bills the unbilled fees the agency paid once, on one disbursement note, even when asked twice at once', async () => {
    const invoicesBefore = await app.db.select().from(invoices);
    expect((await bill(await staffHeaders(app, 'sales'))).status).toBe(403);
    expect((await bill(family)).status).toBe(403);
    const answers = await Promise.all([bill(), bill()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const billed = answers.find((answer) => answer.status === 201)!;
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.response.json()).toMatchObject({ code: 'processFees.nothingToBill' });
    const numbers = new Set(billed.data.items.filter((item) => item.paidBy === 'agency').map((item) => item.billNumber));
    expect([...numbers]).toEqual(['DSB-2026-000001']);
    expect(billed.data.items.find((item) => item.paidBy === 'family')!.billNumber).toBeNull();
    expect(billed.data.totals).toMatchObject({ unbilledAed: 0, billedAed: 1349.5, owedAed: 1349.5, paidByFamilyAed: 40 });
    expect(billed.response.json().message).toBe('The family is billed on DSB-2026-000001.');
    // Not the agency's taxable supply: no tax invoice, no VAT.
    expect(await app.db.select().from(invoices)).toEqual(invoicesBefore);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'processDisbursement'), eq(auditLog.action, 'update')));
    expect(audits.map((audit) => audit.changes)).toContainEqual(expect.objectContaining({ billNumber: [null, 'DSB-2026-000001'] }));
  });

  it('refuses to delete a billed fee, and to bill when nothing is left', async () => {
    const [billed] = await app.db.select().from(processDisbursements).where(eq(processDisbursements.billNumber, 'DSB-2026-000001'));
    const refused = await call(app, processFeesApi.remove, { params: { id: process.id, disbursementId: billed!.id }, headers: { ...accounts, ...arabic } });
    expect(refused.status).toBe(409);
    expect(refused.response.json()).toMatchObject({ code: 'processFees.alreadyBilled', message: 'تمت فوترة هذا الرسم في DSB-2026-000001: لا يمكن حذفه.' });
    expect((await bill()).status).toBe(409);
  });

  it('shows the billed fees on her statement apart from the fee, without VAT, and the balance adds them', async () => {
    const statement = await call(app, statementApi.mine, { headers: family });
    expect(statement.status).toBe(200);
    const fees = statement.data.lines.filter((line) => line.kind === 'disbursement');
    expect(fees.map((line) => [line.date, line.documentNumber, line.reference, line.debitAed, line.creditAed])).toEqual([
      ['2026-11-24', 'DSB-2026-000001', 'Entry permit fee', 1250.5, 0],
      ['2026-11-24', 'DSB-2026-000001', 'Medical test', 99, 0],
    ]);
    // The hire was paid in full at the desk: what is owed now is the government fees, at cost.
    expect(statement.data.totals.balanceAed).toBe(1349.5);
    expect(statement.data.lines.at(-1)!.balanceAed).toBe(1349.5);
    expect(statement.data.lines.some((line) => line.reference === 'Paid at the typing centre')).toBe(false);
    const staff = await call(app, statementApi.client, { params: { id: clientId }, headers: accounts });
    expect(staff.data.totals).toEqual(statement.data.totals);
  });

  it('takes the family’s payment of them on a receipt of its own, never more than she owes, and settles her balance', async () => {
    expect((await pay(10, await staffHeaders(app, 'sales'))).status).toBe(403);
    const over = await pay(1349.51);
    expect(over.status).toBe(422);
    expect(over.response.json()).toMatchObject({ code: 'processFees.overOwed', errors: { amountAed: expect.stringContaining('1,349.5') } });
    const part = await pay(349.5);
    expect(part.status, part.response.body).toBe(201);
    expect(part.data.payments).toMatchObject([{ documentNumber: 'DRC-2026-000001', amountAed: 349.5, receivedOn: '2026-11-24' }]);
    expect(part.data.totals.owedAed).toBe(1000);
    const rest = await pay(1000);
    expect(rest.data.totals.owedAed).toBe(0);
    expect((await pay(1)).response.json()).toMatchObject({ code: 'processFees.nothingOwed' });
    const statement = await call(app, statementApi.mine, { headers: family });
    const payments = statement.data.lines.filter((line) => line.kind === 'disbursementPayment');
    expect(payments.map((line) => [line.documentNumber, line.creditAed])).toEqual([
      ['DRC-2026-000001', 349.5],
      ['DRC-2026-000002', 1000],
    ]);
    expect(statement.data.totals.balanceAed).toBe(0);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'process'), eq(auditLog.action, 'payment')))
      .orderBy(auditLog.id);
    expect(audit!.changes).toMatchObject({ documentNumber: [null, 'DRC-2026-000001'] });
  });

  it('prints the government fees on the PDF in both languages, marked outside VAT', async () => {
    const english = await call(app, statementApi.minePdf, { query: { lang: 'en' }, headers: family });
    expect(english.status).toBe(200);
    const text = textOf(english.response.rawPayload);
    expect(text).toContain('DSB-2026-000001');
    expect(text).toContain('DRC-2026-000002');
    expect(text).toContain('Government fees, no VAT');
    expect(text).toContain('1,250.50');
    expect(text).toContain('outside VAT and not on any tax invoice');
    const arabicText = textOf((await call(app, statementApi.minePdf, { query: { lang: 'ar' }, headers: family })).response.rawPayload);
    expect(arabicText).toContain('DSB-2026-000001');
    expect(arabicText).toMatch(/رسوم حكومية/);
  });

  it('has no family to bill for a process without an order', async () => {
    const other = (await hiredProcess(app)).process;
    expect((await recordFee(app, other, accounts)).status).toBe(201);
    await app.db.update(visaProcesses).set({ orderId: null }).where(eq(visaProcesses.id, other.id));
    const listed = await call(app, processFeesApi.list, { params: { id: other.id }, headers: accounts });
    expect(listed.data).toMatchObject({ canBill: false, orderNumber: null });
    expect((await bill(accounts, other.id)).response.json()).toMatchObject({ code: 'processFees.noFamily' });
  });
});
