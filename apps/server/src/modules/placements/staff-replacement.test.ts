import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TPlacement } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { auditLog, labors, workerDocuments } from '../../db/schema/index.js';
import { addWorker } from '../../test/orders.js';
import { adminHeaders, arabic, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { clientStep, deliveredOrder, staffPlacement, staffStep } from './test-support.js';
import { ordersApi, placementsApi } from '@app/shared';
import { call, type TBodyOf } from '../../test/call.js';

/**
 * Issue 32: a family that asks by phone or at the office for the replacement gets it from staff,
 * who open the no-fee order from the placement page (or Add Order) through POST /api/admin/orders.
 */
describe('staff open the replacement order a family chose', () => {
  let app: TApp;
  let now = new Date('2026-11-22T09:00:00Z');
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' }, { clock: () => now });
  });
  afterAll(async () => app.close());
  beforeEach(() => {
    now = new Date('2026-11-22T09:00:00Z');
  });

  const addOrder = (body: TBodyOf<typeof ordersApi.adminAdd>, headers: Record<string, string>) => call(app, ordersApi.adminAdd, { body, headers });
  const dueFor = async (clientId: number) =>
    (await call(app, placementsApi.adminList, { query: { filter: 'replacementDue', clientId }, headers: await adminHeaders(app) })).data.items as TPlacement[];

  /** A Main hire returned within probation, the family's choice of a replacement recorded by staff on her word. */
  async function replacementChosen() {
    const client = await createClient(app);
    const order = await deliveredOrder(app, client, await addWorker(app, await adminHeaders(app), 'First Worker'));
    now = new Date('2027-01-10T08:00:00Z');
    const sales = await staffHeaders(app, 'sales');
    const ended = await staffStep(app, order.placement!, 'end', { kind: 'absent', endedOn: '2027-01-09' }, sales);
    expect(ended.status, ended.response.body).toBe(200);
    const chosen = await staffStep(app, ended.data, 'remedy', { remedy: 'replacement' }, sales);
    expect(chosen.status, chosen.response.body).toBe(200);
    return { client, order, placement: chosen.data };
  }

  it('offers the step to staff who add orders, opens the no-fee order for that family, audits it, then links to it', async () => {
    const { client, order, placement } = await replacementChosen();
    expect(placement.actions).toContain('openReplacement');
    // No refund is due once the replacement is chosen.
    expect(placement.refund).toBeNull();
    expect((await staffPlacement(app, placement.id, await staffHeaders(app, 'accounts'))).actions).not.toContain('openReplacement');
    expect((await dueFor(client.id)).map((due) => due.id)).toEqual([placement.id]);

    const sales = await staffHeaders(app, 'sales');
    const laborId = await addWorker(app, await adminHeaders(app), 'Replacement Worker');
    // The package sent is ignored: a replacement is of the original's kind, with no fee.
    const opened = await addOrder({ clientId: client.id, laborId, package: 'Monthly', replacesPlacementId: placement.id }, sales);
    expect(opened.status, opened.response.body).toBe(201);
    const replacement = opened.data;
    expect(replacement).toMatchObject({
      package: { kind: 'Main' },
      priceAed: 0,
      client: { id: client.id },
      replaces: { placementId: placement.id, orderId: order.id, orderNumber: order.number },
    });

    const after = await staffPlacement(app, placement.id);
    expect(after.replacementOrder).toEqual({ id: replacement.id, number: replacement.number, status: 'Pending' });
    expect(after.actions).not.toContain('openReplacement');
    expect(after.timeline.at(-1)).toMatchObject({ event: 'replacementOpened', actor: 'admin', actorName: 'staff.sales' });
    expect(await dueFor(client.id)).toEqual([]);
    const [audited] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(replacement.id))));
    expect(audited).toMatchObject({ action: 'create' });

    const second = await addOrder(
      { clientId: client.id, laborId: await addWorker(app, await adminHeaders(app)), package: 'Main', replacesPlacementId: placement.id },
      sales,
    );
    expect(second.status).toBe(409);
    expect(second.code).toBe('placements.replacementOpen');
  });

  it("refuses another family's placement, a new client, a placement with no replacement chosen, and a role that does not add orders", async () => {
    const { placement } = await replacementChosen();
    const stranger = await createClient(app);
    const laborId = await addWorker(app, await adminHeaders(app), 'Stranger Worker');
    const sales = await staffHeaders(app, 'sales');

    const notHers = await addOrder({ clientId: stranger.id, laborId, package: 'Main', replacesPlacementId: placement.id }, { ...sales, ...arabic });
    expect(notHers.status).toBe(409);
    expect(notHers.code).toBe('placements.noReplacementDue');
    expect(notHers.message).toMatch(/[\u0600-\u06FF]/);

    const walkIn = { userName: 'walk.in.replacement', email: 'walk.in.replacement@example.ae', phoneNumber: '501234567' };
    expect((await addOrder({ newClient: walkIn, laborId, package: 'Main', replacesPlacementId: placement.id }, sales)).status).toBe(409);

    const active = await deliveredOrder(app, stranger, await addWorker(app, await adminHeaders(app)));
    const notEnded = await addOrder({ clientId: stranger.id, laborId, package: 'Main', replacesPlacementId: active.placement!.id }, sales);
    expect(notEnded.status).toBe(409);
    expect(notEnded.code).toBe('placements.noReplacementDue');

    const accounts = await staffHeaders(app, 'accounts');
    expect((await addOrder({ clientId: placement.client!.id, laborId, package: 'Main', replacesPlacementId: placement.id }, accounts)).status).toBe(403);
    expect((await staffPlacement(app, placement.id)).replacementOrder).toBeNull();
  });

  it('the client choosing online also leaves the step to staff until one of them opens it', async () => {
    const client = await createClient(app);
    const order = await deliveredOrder(app, client, await addWorker(app, await adminHeaders(app)));
    now = new Date('2027-01-10T08:00:00Z');
    const returned = (await clientStep(app, client, order.id, 'end', { kind: 'returned', reason: 'resigned', version: 1 })).data;
    const chosen = await clientStep(app, client, order.id, 'remedy', { remedy: 'replacement', version: returned.version });
    expect(chosen.data.actions).toEqual([]);
    expect((await staffPlacement(app, returned.id)).actions).toContain('openReplacement');
  });
});

describe("Add Order's worker list says what staff must know before choosing", () => {
  let app: TApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' }, { clock: () => new Date('2026-11-28T09:00:00Z') });
    admin = await adminHeaders(app);
  });
  afterAll(async () => app.close());

  const workers = async (code: string, headers = admin) => call(app, ordersApi.adminAddWorkers, { query: { code }, headers });
  const codeOf = async (id: number) => (await app.db.select({ code: labors.code }).from(labors).where(eq(labors.id, id)))[0]!.code;

  it('flags a hidden worker and expired documents, and refuses to order her with a reason staff can act on', async () => {
    const [hidden, visaExpired, passportExpired, fine] = [
      await addWorker(app, admin, 'Hidden Worker'),
      await addWorker(app, admin, 'Visa Worker'),
      await addWorker(app, admin, 'Passport Worker'),
      await addWorker(app, admin, 'Fine Worker'),
    ];
    await app.db.update(labors).set({ isActive: false }).where(eq(labors.id, hidden));
    await app.db.insert(workerDocuments).values([
      { laborId: visaExpired, kind: 'visa', number: 'V-1', numberKey: 'V-1', expiryDate: '2026-11-22' },
      { laborId: visaExpired, kind: 'medical', number: '', numberKey: '', expiryDate: '2027-05-01' },
    ]);
    await app.db.update(labors).set({ passportExpiryDate: '2026-11-27' }).where(eq(labors.id, passportExpired));

    const found = async (id: number) => {
      const response = await workers(await codeOf(id));
      expect(response.status, response.response.body).toBe(200);
      return response.data.items[0];
    };
    expect(await found(hidden)).toMatchObject({ id: hidden, isActive: false, expiredDocuments: [] });
    expect(await found(visaExpired)).toMatchObject({ isActive: true, expiredDocuments: ['visa'] });
    expect(await found(passportExpired)).toMatchObject({ expiredDocuments: ['passport'] });
    expect(await found(fine)).toMatchObject({ isActive: true, expiredDocuments: [] });

    const client = await createClient(app);
    const orderFor = (laborId: number, headers = admin) => call(app, ordersApi.adminAdd, { body: { clientId: client.id, laborId, package: 'Main' }, headers });
    const refusedHidden = await orderFor(hidden, { ...admin, ...arabic });
    expect(refusedHidden.status).toBe(409);
    expect(Object.keys(refusedHidden.errors)).toEqual(['laborId']);
    expect(refusedHidden.errors.laborId).toMatch(/[\u0600-\u06FF]/);
    expect((await orderFor(passportExpired)).code).toBe('orders.laborPassportExpired');
    // An expired visa is a warning, not a refusal.
    expect((await orderFor(visaExpired)).status).toBe(201);
    // A client never learns that a hidden worker exists.
    const asClient = await call(app, ordersApi.request, { as: client.token, body: { laborId: hidden, package: 'Main' } });
    expect(asClient.status).toBe(404);
  });

  it('is for staff who add orders', async () => {
    expect((await workers('SK', await staffHeaders(app, 'accounts'))).status).toBe(403);
    expect((await workers('SK', await staffHeaders(app, 'sales'))).status).toBe(200);
  });
});
