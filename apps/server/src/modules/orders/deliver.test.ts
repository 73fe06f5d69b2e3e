import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { auditLog } from '../../db/schema/index.js';
import { act, addWorker, orderAt } from '../../test/orders.js';
import { adminHeaders, arabic, createClient, createTestApp } from '../../test/test-app.js';

describe('delivery: the day the worker was handed over', () => {
  let app: TApp;
  let now = new Date('2026-11-22T09:00:00Z');
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' }, { clock: () => now });
  });
  afterAll(async () => app.close());

  /** Hired on Sunday 22 November 2026; staff record the delivery on Wednesday 25th (UAE days). */
  async function hiredOrder() {
    now = new Date('2026-11-22T09:00:00Z');
    const admin = await adminHeaders(app);
    const order = await orderAt(app, admin, await createClient(app), await addWorker(app, admin), 'Hired');
    now = new Date('2026-11-25T09:00:00Z');
    return order;
  }

  it("starts the placement on the day given: probation, contract end and the refund's terms count from it, and the audit keeps it", async () => {
    const order = await hiredOrder();
    const admin = await adminHeaders(app);
    const delivered = await act(app, { admin }, order, { action: 'deliver', note: '', deliveredOn: '2026-11-23' });
    expect(delivered.status, delivered.response.body).toBe(200);
    expect(delivered.data.placement).toMatchObject({ startDate: '2026-11-23', probationEnd: '2027-05-23', contractEnd: '2028-11-23' });
    const [audit] = await app.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(order.id)), eq(auditLog.action, 'deliver')));
    expect(JSON.stringify(audit!.changes)).toContain('2026-11-23');
  });

  it('starts it today when no day is given', async () => {
    const order = await hiredOrder();
    const delivered = await act(app, { admin: await adminHeaders(app) }, order, { action: 'deliver', note: '' });
    expect(delivered.data.placement).toMatchObject({ startDate: '2026-11-25', probationEnd: '2027-05-25' });
  });

  it('refuses a day in the future or before the hire, on its field and in the reader language, and an invalid date', async () => {
    const order = await hiredOrder();
    const admin = await adminHeaders(app);
    const future = await act(app, { admin }, order, { action: 'deliver', note: '', deliveredOn: '2026-11-26' });
    expect(future.status).toBe(422);
    expect(future.errors).toEqual({ deliveredOn: 'The day she was handed over cannot be in the future' });
    const early = await act(app, { admin: { ...admin, ...arabic } }, order, { action: 'deliver', note: '', deliveredOn: '2026-11-21' });
    expect(early.status).toBe(422);
    expect(early.errors).toEqual({ deliveredOn: 'لا يمكن أن يكون يوم تسليم العاملة قبل توظيفها' });
    const invalid = await act(app, { admin }, order, { action: 'deliver', note: '', deliveredOn: '2026-02-30' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.errors)).toEqual(['deliveredOn']);
  });
});
