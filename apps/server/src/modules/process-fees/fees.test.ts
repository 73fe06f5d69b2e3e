import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processFeesApi, translate, type TProcess } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { auditLog, processDisbursements } from '../../db/schema/index.js';
import { call } from '../../test/call.js';
import { adminHeaders, arabic, bearer, createTestApp, staffHeaders } from '../../test/test-app.js';
import { PDF, feeBody, hiredProcess, multipart, recordFee, uploadReceipt, type THeaders } from './test-support.js';

describe('government fees: recorded on a step by the accountant, with the receipt kept privately', () => {
  let app: TApp;
  const now = new Date('2026-11-22T09:00:00Z');
  let accounts: THeaders;
  let sales: THeaders;
  let client: THeaders;
  let process: TProcess;
  let otherProcess: TProcess;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' }, { clock: () => now });
    accounts = await staffHeaders(app, 'accounts');
    sales = await staffHeaders(app, 'sales');
    const hired = await hiredProcess(app);
    process = hired.process;
    client = bearer(hired.client.token);
    otherProcess = (await hiredProcess(app)).process;
  });
  afterAll(async () => app.close());

  it('records a fee on a step in fils, shows it with its step, and audits it', async () => {
    const recorded = await recordFee(app, process, accounts);
    expect(recorded.status, recorded.response.body).toBe(201);
    const [fee] = recorded.data.items;
    expect(fee).toMatchObject({ amountAed: 1250.5, description: 'Entry permit fee', paidBy: 'agency', paidOn: '2026-11-22', receipt: null, billNumber: null });
    expect(fee!.step.nameEn).toBe('Entry permit');
    expect(recorded.data.totals).toMatchObject({ unbilledAed: 1250.5, billedAed: 0, owedAed: 0 });
    const [row] = await app.db.select().from(processDisbursements).where(eq(processDisbursements.id, fee!.id));
    expect(row!.amountFils).toBe(125_050);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'processDisbursement'), eq(auditLog.entityId, String(fee!.id))));
    expect(audit).toMatchObject({ action: 'create' });
    expect(audit!.changes).toMatchObject({ amountAed: [null, 1250.5], paidBy: [null, 'agency'] });
  });

  it('keeps what the family paid herself apart: recorded only, nothing to bill', async () => {
    const recorded = await recordFee(app, process, accounts, { paidBy: 'family', amountAed: 300, description: 'Medical test' });
    expect(recorded.status).toBe(201);
    expect(recorded.data.totals).toMatchObject({ unbilledAed: 1250.5, paidByFamilyAed: 300 });
  });

  it.each([
    ['a zero amount', { amountAed: 0 }, 'amountAed', 'validation.amountRange'],
    ['a negative amount', { amountAed: -5 }, 'amountAed', 'validation.amountRange'],
    ['three decimals', { amountAed: 10.005 }, 'amountAed', 'validation.amountDecimals'],
    ['a huge amount', { amountAed: 1e12 }, 'amountAed', 'validation.amountRange'],
    ['an amount as text', { amountAed: '100' as unknown as number }, 'amountAed', undefined],
    ['no description', { description: '  ' }, 'description', 'processFees.descriptionRequired'],
    ['no one who paid', { paidBy: 'bank' as 'agency' }, 'paidBy', 'processFees.paidByRequired'],
    ['a day that is not one', { paidOn: '2026-13-40' }, 'paidOn', 'validation.dateInvalid'],
  ])('refuses %s with a message on its field', async (_name, change, field, key) => {
    const response = await recordFee(app, process, accounts, change);
    expect(response.status).toBe(400);
    const errors = response.response.json().errors ?? {};
    expect(errors).toHaveProperty(field);
    if (key) expect(errors[field]).toBe(translate('en', key));
  });

  it('refuses extra fields, a missing step, a day after today, and another process’s step', async () => {
    const extra = await call(app, processFeesApi.record, {
      params: { id: process.id },
      body: { ...feeBody(process), vatAed: 5 } as never,
      headers: accounts,
    });
    expect(extra.status).toBe(400);
    const noStep = await recordFee(app, process, accounts, { stepId: undefined as unknown as number });
    expect(noStep.status).toBe(400);
    const future = await recordFee(app, process, accounts, { paidOn: '2026-11-23' });
    expect(future.response.json()).toMatchObject({ code: 'processFees.paidOnInFuture', errors: { paidOn: 'The day paid cannot be after today' } });
    const foreign = await recordFee(app, process, accounts, { stepId: otherProcess.steps[0]!.id });
    expect(foreign.status).toBe(404);
    expect(foreign.response.json()).toMatchObject({ code: 'processes.stepNotFound' });
    const unknownProcess = await call(app, processFeesApi.list, { params: { id: 999_999 }, headers: accounts });
    expect(unknownProcess.status).toBe(404);
  });

  it('is for the accountant and the manager: sales and the family are refused, and nobody signed out', async () => {
    expect((await recordFee(app, process, sales)).status).toBe(403);
    expect((await recordFee(app, process, client)).status).toBe(403);
    expect((await recordFee(app, process, {})).status).toBe(401);
    expect((await call(app, processFeesApi.list, { params: { id: process.id }, headers: sales })).status).toBe(403);
    expect((await recordFee(app, process, await adminHeaders(app), { amountAed: 1 })).status).toBe(201);
  });

  it('keeps a receipt judged by its bytes, sends it to staff who see money only, and says clearly when the file is not one', async () => {
    const listed = await call(app, processFeesApi.list, { params: { id: process.id }, headers: accounts });
    const fee = listed.data.items.find((item) => item.description === 'Entry permit fee')!;
    const refused = await uploadReceipt(app, process.id, fee.id, multipart('receipt.pdf', 'application/pdf', Buffer.from('<html>not a pdf</html>')), accounts);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ code: 'processFees.receiptType', message: 'The receipt must be a PDF, JPEG or PNG file.' });
    const refusedAr = await uploadReceipt(app, process.id, fee.id, multipart('receipt.exe', 'application/pdf', Buffer.from('MZ')), { ...accounts, ...arabic });
    expect(refusedAr.json().message).toBe('يجب أن يكون الإيصال ملف PDF أو JPEG أو PNG.');
    expect((await uploadReceipt(app, process.id, fee.id, multipart('r.pdf', 'application/pdf', PDF), sales)).statusCode).toBe(403);
    expect((await uploadReceipt(app, otherProcess.id, fee.id, multipart('r.pdf', 'application/pdf', PDF), accounts)).statusCode).toBe(404);

    const attached = await uploadReceipt(app, process.id, fee.id, multipart('إيصال entry.pdf', 'application/pdf', PDF), accounts);
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json().data.items.find((item: { id: number }) => item.id === fee.id).receipt).toEqual({ fileName: 'إيصال entry.pdf', size: PDF.length });

    const download = await call(app, processFeesApi.receipt, { params: { id: process.id, disbursementId: fee.id }, headers: accounts });
    expect(download.status).toBe(200);
    expect(download.response.headers['cache-control']).toBe('no-store');
    expect(download.response.headers['content-disposition']).toContain('attachment');
    expect(download.response.rawPayload.equals(PDF)).toBe(true);
    expect((await call(app, processFeesApi.receipt, { params: { id: process.id, disbursementId: fee.id }, headers: client })).status).toBe(403);
    expect((await call(app, processFeesApi.receipt, { params: { id: otherProcess.id, disbursementId: fee.id }, headers: accounts })).status).toBe(404);
  });

  it('deletes a fee not billed yet, with its receipt, and audits it; another process’s fee is not there', async () => {
    const recorded = await recordFee(app, process, accounts, { description: 'Typing centre', amountAed: 70 });
    const fee = recorded.data.items.find((item) => item.description === 'Typing centre')!;
    await uploadReceipt(app, process.id, fee.id, multipart('typing.pdf', 'application/pdf', PDF), accounts);
    const [row] = await app.db.select().from(processDisbursements).where(eq(processDisbursements.id, fee.id));
    expect(await app.documents.holds(row!.receiptName!)).toBe(true);

    const foreign = await call(app, processFeesApi.remove, { params: { id: otherProcess.id, disbursementId: fee.id }, headers: accounts });
    expect(foreign.status).toBe(404);
    const bySales = await call(app, processFeesApi.remove, { params: { id: process.id, disbursementId: fee.id }, headers: sales });
    expect(bySales.status).toBe(403);
    const removed = await call(app, processFeesApi.remove, { params: { id: process.id, disbursementId: fee.id }, headers: accounts });
    expect(removed.status).toBe(200);
    expect(removed.data.items.map((item) => item.id)).not.toContain(fee.id);
    expect(await app.documents.holds(row!.receiptName!)).toBe(false);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'processDisbursement'), eq(auditLog.entityId, String(fee.id))))
      .orderBy(auditLog.id);
    expect(audits.map((audit) => audit.action)).toEqual(['create', 'update', 'delete']);
  });
});
