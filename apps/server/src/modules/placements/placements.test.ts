import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TPlacement } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { auditLog, invoices, jobs, labors, orders, placementEvents, placements } from '../../db/schema/index.js';
import { addWorker } from '../../test/orders.js';
import { adminHeaders, arabic, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { clientHeaders, clientStep, deliveredOrder, staffPlacement, staffStep } from './test-support.js';
import { ordersApi, placementsApi } from '@app/shared';
import { call, pathOf, type TQueryOf } from '../../test/call.js';

/** The fee of a Main hire as the seed prices it: AED 12,500 and 5 % VAT, in fils. */
const MAIN_FEE_FILS = 1_312_500;

describe('placements: from delivery to the guarantee', () => {
  let app: TApp;
  let now = new Date('2026-11-22T09:00:00Z');
  const at = (instant: string) => {
    now = new Date(instant);
  };
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' }, { clock: () => now });
  });
  afterAll(async () => app.close());
  // Each test starts on delivery day, 22 November 2026 (13:00 in the UAE).
  beforeEach(() => at('2026-11-22T09:00:00Z'));

  const laborStatus = async (id: number) => (await app.db.select({ status: labors.status }).from(labors).where(eq(labors.id, id)))[0]!.status;
  const placementRow = async (id: number) => (await app.db.select().from(placements).where(eq(placements.id, id)))[0]!;
  const jobsFor = async (kind: string, placementId: number) =>
    (await app.db.select().from(jobs).where(eq(jobs.kind, kind))).filter((job) => (job.payload as { placementId?: number }).placementId === placementId);

  async function hired(pkg: 'Main' | 'Monthly' = 'Main') {
    const client = await createClient(app);
    const laborId = await addWorker(app, await adminHeaders(app));
    const order = await deliveredOrder(app, client, laborId, { package: pkg });
    return { client, laborId, order, placement: order.placement! };
  }

  it('starts a Main placement on delivery: probation six months, contract two years, the worker In-Service', async () => {
    const { client, laborId, order, placement } = await hired();
    expect(order.status).toBe('Delivered');
    expect(placement).toMatchObject({
      status: 'active',
      package: 'Main',
      startDate: '2026-11-22',
      probationEnd: '2027-05-22',
      contractEnd: '2028-11-22',
      paidUntil: null,
      endsOn: '2028-11-22',
      inProbation: true,
      end: null,
      guarantee: null,
      replaces: null,
      version: 1,
    });
    expect(placement.timeline.map((entry) => entry.event)).toEqual(['started']);
    expect(placement.actions).toEqual(['end']);
    expect(await laborStatus(laborId)).toBe('InService');

    const asClient = (await call(app, ordersApi.get, { params: { id: order.id }, headers: await clientHeaders(app, client) })).data.placement;
    expect(asClient).toMatchObject({ id: placement.id, actions: ['end'] });
    expect(asClient).not.toHaveProperty('client');
    expect(asClient!.timeline[0]!.actorName).toBeNull();

    // The delivery's own e-mail tells the client (orders/notifications.ts); the probation notice goes 14 days before its end at 09:00 UAE time.
    expect(await jobsFor('placement.mail', placement.id)).toHaveLength(0);
    const [notice] = await jobsFor('placement.notice', placement.id);
    expect(notice!.runAt.toISOString()).toBe('2027-05-08T05:00:00.000Z');
    expect(notice!.payload).toEqual({ placementId: placement.id, notice: 'probation', on: '2027-05-22' });
  });

  it('a return within probation offers the whole fee; the refund is a credit note with the VAT reversed; the worker comes back', async () => {
    const { client, laborId, order, placement } = await hired();
    at('2027-01-10T08:00:00Z');
    const returned = await clientStep(app, client, order.id, 'end', { kind: 'returned', reason: 'failedProbation', note: 'Not able to cook', version: 1 });
    expect(returned.status, returned.response.body).toBe(200);
    const ended: TPlacement = returned.data;
    expect(ended).toMatchObject({
      status: 'ended',
      endKind: 'returned',
      endedOn: '2027-01-10',
      end: { kind: 'returned', reason: 'failedProbation', reportedBy: 'client', note: 'Not able to cook', workerBackOn: null },
      guarantee: {
        basis: 'fullWithinProbation',
        remedies: ['refund', 'replacement'],
        refundAed: 13_125,
        feeAed: 13_125,
        inProbation: true,
        dueOn: '2027-01-24',
      },
      remedy: null,
      actions: ['chooseRemedy'],
    });
    expect(await laborStatus(laborId)).toBe('NotAvailable');
    expect((await placementRow(placement.id)).guarantee!.inputs).toEqual({
      package: 'Main',
      startDate: '2026-11-22',
      probationEnd: '2027-05-22',
      contractEnd: '2028-11-22',
      endedOn: '2027-01-10',
      reason: 'failedProbation',
      namedByClient: false,
      refundDueDays: 14,
      governmentFeesFils: 0,
    });

    const refunded = await clientStep(app, client, order.id, 'remedy', { remedy: 'refund', version: ended.version });
    expect(refunded.status, refunded.response.body).toBe(200);
    const withRefund: TPlacement = refunded.data;
    expect(withRefund.refund).toMatchObject({
      amountAed: 13_125,
      dueOn: '2027-01-24',
      creditNoteNumber: expect.stringMatching(/^CN-2027-\d{6}$/),
      paidAed: 0,
      paidOn: null,
    });
    expect(withRefund.actions).toEqual([]);
    const [creditNote] = await app.db.select().from(invoices).where(eq(invoices.number, withRefund.refund!.creditNoteNumber));
    const [feeInvoice] = await app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
    expect(creditNote).toMatchObject({
      kind: 'creditNote',
      orderId: order.id,
      placementId: placement.id,
      originalInvoiceId: feeInvoice!.id,
      totalFils: MAIN_FEE_FILS,
      vatFils: 62_500,
      subtotalFils: 1_250_000,
    });

    const again = await clientStep(app, client, order.id, 'remedy', { remedy: 'replacement', version: withRefund.version });
    expect(again.status).toBe(409);
    expect(again.code).toBe('placements.remedyNotAllowed');

    const staff = await staffHeaders(app, 'sales');
    const back = await staffStep(app, withRefund, 'worker-back', { note: 'At the accommodation' }, staff);
    expect(back.status, back.response.body).toBe(200);
    expect(back.data.end!.workerBackOn).toBe('2027-01-10');
    expect(await laborStatus(laborId)).toBe('Available');
    const twice = await staffStep(app, back.data, 'worker-back', {}, staff);
    expect(twice.status).toBe(409);
    const audited = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'placement'), eq(auditLog.entityId, String(placement.id))));
    expect(audited.map((row) => row.action)).toEqual(['workerBack']);
    const staffView = await staffPlacement(app, placement.id);
    expect(staffView.timeline.map((entry) => [entry.event, entry.actor])).toEqual([
      ['started', 'admin'],
      ['returned', 'client'],
      ['remedyRefund', 'client'],
      ['workerBack', 'admin'],
    ]);
    expect(staffView.timeline[3]!.actorName).toBe('staff.sales');
  });

  it('an absence after probation gives the fee in proportion to the contract left; the worker is Absconded until found', async () => {
    const { client, laborId, order, placement } = await hired();
    // 1 August 2027: 479 of the contract's 731 days left (2028 is a leap year): 1,312,500 x 479 / 731 = 860,037.62 fils.
    at('2027-08-01T06:00:00Z');
    const absent = await clientStep(app, client, order.id, 'end', { kind: 'absent', version: 1 });
    expect(absent.status, absent.response.body).toBe(200);
    expect(absent.data).toMatchObject({
      endKind: 'absent',
      end: { reason: 'absconded', reportedBy: 'client' },
      inProbation: false,
      guarantee: { basis: 'proRata', refundAed: 8_600.38, contractDays: 731, remainingDays: 479, dueOn: '2027-08-15' },
    });
    expect(await laborStatus(laborId)).toBe('Absconded');
    // She cannot be requested while Absconded.
    const other = await createClient(app);
    const request = await call(app, ordersApi.request, { body: { laborId, package: 'Main' }, headers: await clientHeaders(app, other) });
    expect(request.status).toBe(409);

    const back = await staffStep(app, absent.data, 'worker-back', {});
    expect(back.status, back.response.body).toBe(200);
    expect(await laborStatus(laborId)).toBe('Available');
    expect((await placementRow(placement.id)).status).toBe('ended');
  });

  it('completes a placement with no guarantee and no e-mail; the worker is Not Available until she is back', async () => {
    const { laborId, placement } = await hired();
    const completed = await staffStep(app, placement, 'end', { kind: 'completed', reason: null });
    expect(completed.status, completed.response.body).toBe(200);
    expect(completed.data).toMatchObject({ status: 'ended', endKind: 'completed', guarantee: null, actions: ['workerBack'] });
    expect(await laborStatus(laborId)).toBe('NotAvailable');
    expect(await jobsFor('placement.mail', placement.id)).toHaveLength(0);
    const [endAudit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'end'), eq(auditLog.entityId, String(placement.id))));
    expect(endAudit!.changes).toMatchObject({ status: ['active', 'ended'], endKind: [null, 'completed'] });
    const [laborAudit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'labor'), eq(auditLog.entityId, String(laborId)), eq(auditLog.action, 'status')));
    expect(laborAudit!.changes).toEqual({ status: ['InService', 'NotAvailable'] });
    await staffStep(app, completed.data, 'worker-back', {});
    expect(await laborStatus(laborId)).toBe('Available');
  });

  it("a client reaches only her own placement: another's is not found, and the staff steps are not hers", async () => {
    const { order, placement } = await hired();
    const stranger = await createClient(app);
    const headers = { ...(await clientHeaders(app, stranger)), ...arabic };
    const steps = [
      () => clientStep(app, stranger, order.id, 'end', { kind: 'returned', reason: 'resigned', version: 1 }, headers),
      () => clientStep(app, stranger, order.id, 'remedy', { remedy: 'refund', version: 1 }, headers),
    ];
    for (const step of steps) {
      const response = await step();
      expect(response.status).toBe(404);
      expect(response.message).toBe('لم يُعثر على هذا التشغيل');
    }
    const staffOnly = await staffStep(app, placement, 'end', { kind: 'returned', reason: 'resigned' }, await clientHeaders(app, stranger));
    expect(staffOnly.status).toBe(403);
    expect((await placementRow(placement.id)).status).toBe('active');
  });

  it('refuses bad input with a localised message and writes nothing', async () => {
    const { client, order, placement } = await hired();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ kind: 'returned', version: 1 }, 400, 'reason'],
      [{ kind: 'returned', reason: 'bored', version: 1 }, 400, 'reason'],
      [{ kind: 'returned', reason: 'resigned', version: '1' }, 400, 'version'],
      [{ kind: 'returned', reason: 'resigned', version: 1, refund: 99 }, 400, ''],
      [{ kind: 'returned', reason: 'resigned', version: 1, endedOn: '2026-11-23' }, 422, 'endedOn'],
      [{ kind: 'returned', reason: 'resigned', version: 1, endedOn: '2026-11-21' }, 422, 'endedOn'],
      [{ kind: 'returned', reason: 'resigned', version: 1, endedOn: '2026-02-30' }, 400, 'endedOn'],
      [{ kind: 'fired', version: 1 }, 400, 'kind'],
    ];
    const admin = { ...(await adminHeaders(app)), ...arabic };
    for (const [body, status, field] of cases) {
      const url = pathOf(placementsApi.end, { params: { id: placement.id } });
      const response = await app.inject({ method: 'POST', url, headers: admin, payload: body });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().isDone).toBe(false);
      expect(response.json().message).toMatch(/[\u0600-\u06FF]/);
      if (field) expect(Object.keys(response.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    // Not a kind a client may send: past the declared type.
    const completedByClient = await app.inject({
      method: 'POST',
      url: pathOf(placementsApi.clientEnd, { params: { id: order.id } }),
      headers: await clientHeaders(app, client),
      payload: { kind: 'completed', version: 1 },
    });
    expect(completedByClient.statusCode).toBe(400);
    const stale = await staffStep(app, { id: placement.id, version: 7 }, 'end', { kind: 'returned', reason: 'resigned' });
    expect(stale.status).toBe(409);
    expect(stale.code).toBe('placements.stale');
    expect(await placementRow(placement.id)).toMatchObject({ status: 'active', version: 1 });
    const events = await app.db.select().from(placementEvents).where(eq(placementEvents.placementId, placement.id));
    expect(events).toHaveLength(1);

    const ended = await staffStep(app, placement, 'end', { kind: 'returned', reason: 'resigned' });
    expect(ended.status).toBe(200);
    const endedTwice = await staffStep(app, ended.data, 'end', { kind: 'absent' });
    expect(endedTwice.status).toBe(409);
    expect(endedTwice.code).toBe('placements.notActive');
  });

  it('the named-worker flag, set by staff and audited, leaves a return with no remedy to choose', async () => {
    const { client, order, placement } = await hired();
    const flagged = await call(app, ordersApi.namedByClient, { params: { id: order.id }, body: { namedByClient: true }, headers: await adminHeaders(app) });
    expect(flagged.status, flagged.response.body).toBe(200);
    expect(flagged.data).toMatchObject({ id: order.id, namedByClient: true });
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'namedByClient'), eq(auditLog.entityId, String(order.id))));
    expect(audit!.changes).toEqual({ namedByClient: [false, true] });
    const badType = await app.inject({
      method: 'PUT',
      url: pathOf(ordersApi.namedByClient, { params: { id: order.id } }),
      headers: await adminHeaders(app),
      payload: { namedByClient: 'yes' },
    });
    expect(badType.statusCode).toBe(400);
    const accounts = await call(app, ordersApi.namedByClient, {
      params: { id: order.id },
      body: { namedByClient: false },
      headers: await staffHeaders(app, 'accounts'),
    });
    expect(accounts.status).toBe(403);

    const returned = await clientStep(app, client, order.id, 'end', { kind: 'returned', reason: 'failedProbation', version: placement.version });
    expect(returned.data).toMatchObject({ guarantee: { basis: 'namedWorker', remedies: [], refundAed: 0, dueOn: null }, actions: [] });
    const refused = await clientStep(app, client, order.id, 'remedy', { remedy: 'refund', version: returned.data.version });
    expect(refused.status).toBe(409);
    expect(refused.code).toBe('placements.remedyNotAllowed');
  });

  it('a replacement order has no fee, carries the guarantee dates, and only one is open at a time', async () => {
    const { client, order, placement } = await hired();
    at('2027-01-10T08:00:00Z');
    const returned = (await clientStep(app, client, order.id, 'end', { kind: 'returned', reason: 'resigned', version: 1 })).data;
    const headers = await clientHeaders(app, client);
    const [second, third] = [await addWorker(app, await adminHeaders(app), 'Second Worker'), await addWorker(app, await adminHeaders(app), 'Third Worker')];
    const notYet = await call(app, ordersApi.request, { body: { laborId: second, package: 'Main', replacesPlacementId: placement.id }, headers });
    expect(notYet.status).toBe(409);
    expect(notYet.code).toBe('placements.noReplacementDue');

    const chosen = await clientStep(app, client, order.id, 'remedy', { remedy: 'replacement', version: returned.version });
    expect(chosen.data).toMatchObject({ remedy: 'replacement', refund: null, actions: [] });
    const stranger = await createClient(app);
    const notHers = await call(app, ordersApi.request, {
      body: { laborId: second, package: 'Main', replacesPlacementId: placement.id },
      headers: await clientHeaders(app, stranger),
    });
    expect(notHers.status).toBe(409);

    // The package asked for is ignored: a replacement is of the original's kind, with no fee.
    const opened = await call(app, ordersApi.request, { body: { laborId: second, package: 'Monthly', replacesPlacementId: placement.id }, headers });
    expect(opened.status, opened.response.body).toBe(201);
    const replacement = opened.data;
    expect(replacement).toMatchObject({
      package: { kind: 'Main' },
      priceAed: 0,
      months: null,
      replaces: { placementId: placement.id, orderId: order.id, orderNumber: order.number },
    });
    const original = await staffPlacement(app, placement.id);
    expect(original.replacementOrder).toEqual({ id: replacement.id, number: replacement.number, status: 'Pending' });
    expect(original.timeline.at(-1)).toMatchObject({ event: 'replacementOpened', actor: 'client' });

    const secondOpen = await call(app, ordersApi.request, { body: { laborId: third, package: 'Main', replacesPlacementId: placement.id }, headers });
    expect(secondOpen.status).toBe(409);
    expect(secondOpen.code).toBe('placements.replacementOpen');
    await app.db.update(orders).set({ status: 'Canceled' }).where(eq(orders.id, replacement.id));
    // Once that one is closed, the index allows a new one; the race between two is settled by it too.
    const racing = await Promise.all(
      [third, second].map((laborId) => call(app, ordersApi.request, { body: { laborId, package: 'Main', replacesPlacementId: placement.id }, headers })),
    );
    expect(racing.map((response) => response.status).sort()).toEqual([201, 409]);
    const live = racing.find((response) => response.status === 201)!.data;
    await app.db.update(orders).set({ status: 'Canceled' }).where(eq(orders.id, live.id));

    // Walked through to delivery with no invoice and no payment: the guarantee's dates are the original's.
    at('2027-02-01T08:00:00Z');
    const delivered = await deliveredOrder(app, client, second, { replacesPlacementId: placement.id });
    expect(delivered.invoice).toBeNull();
    expect(delivered.balanceAed).toBe(0);
    expect(await app.db.select().from(invoices).where(eq(invoices.orderId, delivered.id))).toEqual([]);
    expect(delivered.placement).toMatchObject({
      startDate: '2027-02-01',
      probationEnd: '2027-05-22',
      contractEnd: '2028-11-22',
      inProbation: true,
      replaces: { placementId: placement.id, orderId: order.id, orderNumber: order.number },
    });

    // Her return is judged on the original hire: its fee, and its contract from its start.
    at('2027-03-01T08:00:00Z');
    const again = await clientStep(app, client, delivered.id, 'end', { kind: 'returned', reason: 'medicallyUnfit', version: 1 });
    expect(again.data.guarantee).toMatchObject({ basis: 'fullWithinProbation', feeAed: 13_125, refundAed: 13_125, contractDays: 731 });
    const refund = await clientStep(app, client, delivered.id, 'remedy', { remedy: 'refund', version: again.data.version });
    expect(refund.status, refund.response.body).toBe(200);
    const [creditNote] = await app.db.select().from(invoices).where(eq(invoices.number, refund.data.refund!.creditNoteNumber));
    expect(creditNote).toMatchObject({ orderId: order.id, placementId: delivered.placement!.id, totalFils: MAIN_FEE_FILS });
  });

  it('a Monthly worker is replaced at any time, never refunded; the replacement keeps the paid period and its price', async () => {
    const { client, order, placement } = await hired('Monthly');
    at('2027-01-05T08:00:00Z');
    const returned = (await clientStep(app, client, order.id, 'end', { kind: 'returned', reason: 'familyReason', version: 1 })).data;
    expect(returned.guarantee).toMatchObject({ basis: 'monthlyReplacement', remedies: ['replacement'], refundAed: 0, dueOn: null });
    const refund = await clientStep(app, client, order.id, 'remedy', { remedy: 'refund', version: returned.version });
    expect(refund.status).toBe(409);
    const chosen = await clientStep(app, client, order.id, 'remedy', { remedy: 'replacement', version: returned.version });
    expect(chosen.status, chosen.response.body).toBe(200);

    at('2027-01-12T08:00:00Z');
    const laborId = await addWorker(app, await adminHeaders(app), 'Monthly Replacement');
    const delivered = await deliveredOrder(app, client, laborId, { package: 'Main', replacesPlacementId: placement.id });
    expect(delivered).toMatchObject({ package: { kind: 'Monthly' }, priceAed: 0, months: 3, invoice: null });
    expect(delivered.placement).toMatchObject({
      package: 'Monthly',
      startDate: '2027-01-12',
      paidUntil: '2027-02-22',
      monthlyPriceAed: 3_200,
      replaces: { placementId: placement.id },
    });
  });

  it('never places one worker twice: a second active placement is refused (409)', async () => {
    const { laborId } = await hired();
    // Her status set back by hand: the partial unique index still holds.
    await app.db.update(labors).set({ status: 'Available' }).where(eq(labors.id, laborId));
    const other = await createClient(app);
    const refused = await deliveredOrder(app, other, laborId).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(refused).toContain('deliver failed');
    expect(refused).toContain('placements.laborPlaced');
    const active = await app.db
      .select()
      .from(placements)
      .where(and(eq(placements.laborId, laborId), eq(placements.status, 'active')));
    expect(active).toHaveLength(1);
  });

  it('offers each role the steps it may take', async () => {
    const { placement } = await hired('Monthly');
    const actionsOf = async (role: 'sales' | 'accounts' | 'content') => {
      const response = await call(app, placementsApi.adminGet, { params: { id: placement.id }, headers: await staffHeaders(app, role) });
      return response.status === 200 ? response.data.actions : response.status;
    };
    expect(await actionsOf('sales')).toEqual(['end', 'stop']);
    expect(await actionsOf('accounts')).toEqual(['renew']);
    expect(await actionsOf('content')).toBe(403);
    expect((await staffPlacement(app, placement.id)).actions).toEqual(['end', 'renew', 'stop']);
    const accountsEnd = await staffStep(app, placement, 'end', { kind: 'completed' }, await staffHeaders(app, 'accounts'));
    expect(accountsEnd.status).toBe(403);
  });

  it('lists placements: active, in probation, ending soon, ended, and by search', async () => {
    const main = await hired();
    const monthly = await hired('Monthly');
    const ended = await hired();
    await staffStep(app, ended.placement, 'end', { kind: 'completed' });
    const list = async (query: TQueryOf<typeof placementsApi.adminList>) => {
      const response = await call(app, placementsApi.adminList, { query: { pageSize: 100, ...query }, headers: await adminHeaders(app) });
      expect(response.status, response.response.body).toBe(200);
      return response.data;
    };
    const ids = (page: { items: Array<{ id: number }> }) => page.items.map((item) => item.id);
    const all = await placementRows();
    const activeIds = all.filter((row) => row.status === 'active').map((row) => row.id);
    expect(ids(await list({ filter: 'active' })).sort()).toEqual(activeIds.sort());
    expect(ids(await list({ filter: 'ended' }))).toContain(ended.placement.id);
    expect(ids(await list({ filter: 'ended' }))).not.toContain(main.placement.id);
    expect(ids(await list({ filter: 'probation' }))).toContain(main.placement.id);
    expect(ids(await list({ filter: 'probation' }))).not.toContain(monthly.placement.id);
    // The Monthly one is paid for three months: it ends within 30 days only from late January.
    expect(ids(await list({ filter: 'endingSoon' }))).not.toContain(monthly.placement.id);
    at('2027-02-01T08:00:00Z');
    expect(ids(await list({ filter: 'endingSoon' }))).toContain(monthly.placement.id);
    expect(ids(await list({ filter: 'endingSoon' }))).not.toContain(main.placement.id);

    expect(ids(await list({ search: main.order.number }))).toEqual([main.placement.id]);
    expect(ids(await list({ search: main.placement.labor.code }))).toEqual([main.placement.id]);
    expect(ids(await list({ search: monthly.client.userName }))).toEqual([monthly.placement.id]);
    expect(ids(await list({ clientId: main.client.id }))).toEqual([main.placement.id]);
    expect(ids(await list({ laborId: monthly.laborId }))).toEqual([monthly.placement.id]);
    expect((await list({ package: 'Monthly' })).items.every((item) => item.package === 'Monthly')).toBe(true);
    const page = await list({ pageSize: 2, pageNumber: 1 });
    expect(page.totalCount).toBe(all.length);
    expect(page.items).toHaveLength(2);
    // Newest first: the latest start, then the latest placed.
    const newest = [...all].sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id);
    expect(ids(page)).toEqual(newest.slice(0, 2).map((row) => row.id));
    expect(page.items[0]!.client).toBeDefined();
    const bad = await call(app, placementsApi.adminList, { query: new URLSearchParams('filter=soon'), headers: await adminHeaders(app) });
    expect(bad.status).toBe(400);
  });

  const placementRows = () => app.db.select().from(placements);
});
