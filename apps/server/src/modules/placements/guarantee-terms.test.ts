import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TPackage, TPlacement } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { auditLog, branches, invoices, placements } from '../../db/schema/index.js';
import { addWorker } from '../../test/orders.js';
import { adminHeaders, arabic, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { clientStep, deliveredOrder, staffPlacement, staffStep } from './test-support.js';
import { ordersApi } from '@app/shared';
import { call } from '../../test/call.js';

/** The fee of a Main hire as the seed prices it: AED 12,500 and 5 % VAT. */
const MAIN_FEE_AED = 13_125;

/** Cabinet Resolution 106/2022 (decision 026): terms per package, kept by each placement; 14 days to pay; government fees for a medically unfit worker. */
describe('the guarantee’s terms: per package, kept by each placement', () => {
  let app: TApp;
  let now = new Date('2026-11-22T09:00:00Z');
  const at = (instant: string) => {
    now = new Date(instant);
  };
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' }, { clock: () => now });
  });
  afterAll(async () => app.close());
  beforeEach(() => at('2026-11-22T09:00:00Z'));

  async function hired() {
    const client = await createClient(app);
    const laborId = await addWorker(app, await adminHeaders(app));
    const order = await deliveredOrder(app, client, laborId);
    return { client, order, placement: order.placement! };
  }

  async function mainPackage(): Promise<TPackage> {
    const listed: TPackage[] = (await call(app, ordersApi.adminPackages, { headers: await adminHeaders(app) })).data;
    return listed.find((item) => item.kind === 'Main')!;
  }

  async function saveMain(changes: Partial<TPackage>, headers?: Record<string, string>) {
    const { kind: _kind, ...input } = { ...(await mainPackage()), ...changes };
    return call(app, ordersApi.updatePackage, { params: { kind: 'Main' }, body: input, headers: headers ?? (await adminHeaders(app)) });
  }

  it('starts with the regulation’s defaults: probation 6 months, contract 24, a refund due 14 days after the return', async () => {
    expect(await mainPackage()).toMatchObject({ fullRefundMonths: 6, contractMonths: 24, refundDueDays: 14 });
    const { client, order, placement } = await hired();
    expect(placement).toMatchObject({
      probationEnd: '2027-05-22',
      contractEnd: '2028-11-22',
      terms: { fullRefundMonths: 6, contractMonths: 24, refundDueDays: 14 },
    });
    at('2027-01-10T08:00:00Z');
    const returned = await clientStep(app, client, order.id, 'end', { kind: 'returned', reason: 'termsNotMet', version: 1 });
    expect(returned.status, returned.response.body).toBe(200);
    expect(returned.data.guarantee).toMatchObject({ basis: 'fullWithinProbation', refundAed: MAIN_FEE_AED, dueOn: '2027-01-24' });
    expect(returned.data.guarantee!.inputs).toMatchObject({ refundDueDays: 14 });
  });

  it('a package’s new terms change the next placement, never one already running (and the change is audited)', async () => {
    const before = await hired();
    const sales = await saveMain({ refundDueDays: 7 }, await staffHeaders(app, 'sales'));
    expect(sales.status).toBe(403);
    const saved = await saveMain({ fullRefundMonths: 3, contractMonths: 12, refundDueDays: 7 });
    expect(saved.status, saved.response.body).toBe(200);
    expect(saved.data).toMatchObject({ fullRefundMonths: 3, contractMonths: 12, refundDueDays: 7 });
    const audited = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'package'), eq(auditLog.entityId, 'Main')));
    expect(audited.at(-1)!.changes).toMatchObject({ refundDueDays: [14, 7], contractMonths: [24, 12], fullRefundMonths: [6, 3] });

    const after = await hired();
    expect(after.placement).toMatchObject({
      probationEnd: '2027-02-22',
      contractEnd: '2027-11-22',
      terms: { fullRefundMonths: 3, contractMonths: 12, refundDueDays: 7 },
    });
    // The placement that started before keeps its own terms, on its page and when it ends.
    expect(await staffPlacement(app, before.placement.id)).toMatchObject({
      probationEnd: '2027-05-22',
      contractEnd: '2028-11-22',
      terms: { fullRefundMonths: 6, contractMonths: 24, refundDueDays: 14 },
    });
    at('2027-03-01T08:00:00Z');
    const oldEnd = await clientStep(app, before.client, before.order.id, 'end', { kind: 'returned', reason: 'failedProbation', version: 1 });
    expect(oldEnd.data.guarantee).toMatchObject({ basis: 'fullWithinProbation', dueOn: '2027-03-15' });
    // The new one's probation ended on 22 February: after it, a failed probation is no case for a refund.
    const newEnd = await clientStep(app, after.client, after.order.id, 'end', { kind: 'returned', reason: 'resigned', version: 1 });
    expect(newEnd.data.guarantee).toMatchObject({ basis: 'proRata', inProbation: false, dueOn: '2027-03-08' });

    await saveMain({ fullRefundMonths: 6, contractMonths: 24, refundDueDays: 14 });
  });

  it('refuses terms the regulation does not allow, in the reader’s language', async () => {
    const tooSlow = await saveMain({ refundDueDays: 30 });
    expect(tooSlow.status).toBe(400);
    expect(tooSlow.errors.refundDueDays).toMatch(/1 to 14/);
    const windowOverContract = await call(app, ordersApi.updatePackage, {
      params: { kind: 'Main' },
      body: (({ kind: _kind, ...input }) => ({ ...input, fullRefundMonths: 30, contractMonths: 24 }))(await mainPackage()),
      headers: { ...(await adminHeaders(app)), ...arabic },
    });
    expect(windowOverContract.status).toBe(400);
    expect(windowOverContract.errors.fullRefundMonths).toBe('لا يمكن أن تكون مدة الاسترداد الكامل أطول من مدة العقد');
    expect(await mainPackage()).toMatchObject({ fullRefundMonths: 6, contractMonths: 24, refundDueDays: 14 });
  });

  it('a worker found medically unfit: the fee back on a credit note, and the government fees the family paid on top', async () => {
    const { placement } = await hired();
    at('2026-12-20T08:00:00Z');
    const ended = await staffStep(app, placement, 'end', { kind: 'returned', reason: 'medicallyUnfit', governmentFeesAed: 4_210.5, endedOn: '2026-12-18' });
    expect(ended.status, ended.response.body).toBe(200);
    const returned: TPlacement = ended.data;
    expect(returned.guarantee).toMatchObject({
      basis: 'fullWithinProbation',
      refundAed: MAIN_FEE_AED,
      governmentFeesRefundAed: 4_210.5,
      dueOn: '2027-01-01',
      inputs: { reason: 'medicallyUnfit', governmentFeesAed: 4_210.5, refundDueDays: 14 },
    });
    const refunded = await staffStep(app, returned, 'remedy', { remedy: 'refund' });
    expect(refunded.status, refunded.response.body).toBe(200);
    const refund = refunded.data.refund;
    expect(refund).toMatchObject({ amountAed: MAIN_FEE_AED, governmentFeesAed: 4_210.5, dueOn: '2027-01-01' });
    // The credit note reverses the fee and its VAT only: government fees are disbursements, outside VAT.
    const [creditNote] = await app.db.select().from(invoices).where(eq(invoices.number, refund!.creditNoteNumber));
    expect(creditNote).toMatchObject({ totalFils: MAIN_FEE_AED * 100, vatFils: 62_500 });
  });

  it('government fees are not refunded for another reason, and bad amounts are refused', async () => {
    const { placement } = await hired();
    at('2026-12-20T08:00:00Z');
    const bad = await staffStep(app, placement, 'end', { kind: 'returned', reason: 'medicallyUnfit', governmentFeesAed: -5 });
    expect(bad.status).toBe(400);
    expect(bad.errors.governmentFeesAed).toBe('Enter the government fees in AED, from 0 to 100,000');
    const ended = await staffStep(app, placement, 'end', { kind: 'returned', reason: 'failedProbation', governmentFeesAed: 3_000 });
    expect(ended.data.guarantee).toMatchObject({ refundAed: MAIN_FEE_AED, governmentFeesRefundAed: 0 });
  });

  it('migration 0027 keeps 30 days for returns already computed and gives the others 14', async () => {
    const migration = fs.readFileSync(new URL('../../db/migrations/0027_money_terms_and_emirates.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE "placements"'))!;
    const running = await hired();
    const done = await hired();
    at('2027-01-10T08:00:00Z');
    await clientStep(app, done.client, done.order.id, 'end', { kind: 'returned', reason: 'failedProbation', version: 1 });
    const ids = [running.placement.id, done.placement.id];
    await app.db
      .update(placements)
      .set({ fullRefundMonths: null, contractMonths: null, refundDueDays: 14 })
      .where(sql`${placements.id} IN (${sql.join(ids, sql`, `)})`);
    await app.db.execute(sql.raw(backfill));
    const rows = await app.db
      .select({
        id: placements.id,
        fullRefundMonths: placements.fullRefundMonths,
        contractMonths: placements.contractMonths,
        refundDueDays: placements.refundDueDays,
      })
      .from(placements)
      .where(sql`${placements.id} IN (${sql.join(ids, sql`, `)})`);
    expect(rows.sort((a, b) => a.id - b.id)).toEqual([
      { id: running.placement.id, fullRefundMonths: 6, contractMonths: 24, refundDueDays: 14 },
      { id: done.placement.id, fullRefundMonths: 6, contractMonths: 24, refundDueDays: 30 },
    ]);
  });

  it('migration 0027 reads each branch’s emirate from its address, Dubai when none is named', async () => {
    const migration = fs.readFileSync(new URL('../../db/migrations/0027_money_terms_and_emirates.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE "branches"'))!;
    const branch = (name: string, address: string, addressAr: string) => ({
      name,
      nameAr: name,
      address,
      addressAr,
      workingHours: '',
      workingHoursAr: '',
      telephones: [],
      whatsAppNumber: '971500000000',
      email: 'branch@example.ae',
    });
    const added = await app.db
      .insert(branches)
      .values([
        branch('Migrated Sharjah', 'Al Majaz 2, Sharjah', 'المجاز 2، الشارقة'),
        branch('Migrated RAK', 'Al Nakheel', 'النخيل، رأس الخيمة'),
        branch('Migrated nowhere', 'Office 1', 'مكتب 1'),
      ])
      .returning({ id: branches.id });
    await app.db.execute(sql.raw(backfill));
    const rows = await app.db
      .select({ id: branches.id, emirate: branches.emirate })
      .from(branches)
      .where(
        sql`${branches.id} IN (${sql.join(
          added.map((row) => row.id),
          sql`, `,
        )})`,
      )
      .orderBy(branches.id);
    expect(rows.map((row) => row.emirate)).toEqual(['sharjah', 'rasAlKhaimah', 'dubai']);
  });
});
