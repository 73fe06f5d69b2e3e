import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { addWorker, orderAt } from '../../test/orders.js';
import { arabic, createMailingTestApp, createClient } from '../../test/test-app.js';
import { laborsApi } from '@app/shared';
import { call, type TBodyOf } from '../../test/call.js';

describe("a worker's status against her orders", () => {
  let app: TApp;
  let admin: Record<string, string>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, admin, close } = await createMailingTestApp());
  });
  afterAll(() => close());

  const setStatus = (id: number, body: TBodyOf<typeof laborsApi.setStatus>, headers = admin) =>
    call(app, laborsApi.setStatus, { params: { id }, body, headers });

  it('refuses freeing a hired worker unless confirmed, naming the order, in both languages', async () => {
    const workerId = await addWorker(app, admin, 'Placed Worker');
    const order = await orderAt(app, admin, await createClient(app), workerId, 'Hired');
    const refused = await setStatus(workerId, { status: 'Available' });
    expect(refused.status).toBe(409);
    expect(refused.errors.status).toBe(`This worker is placed with a family (order ${order.number}). Set this status anyway? The order stays as it is.`);
    const inArabic = await setStatus(workerId, { status: 'NotAvailable' }, { ...admin, ...arabic });
    expect(inArabic.message).toBe(`هذه العاملة موظَّفة لدى أسرة (الطلب ${order.number}). هل تريد تعيين هذه الحالة رغم ذلك؟ يبقى الطلب كما هو.`);
    expect((await call(app, laborsApi.adminGet, { params: { id: workerId }, headers: admin })).data.status).toBe('InService');
    const confirmed = await setStatus(workerId, { status: 'Available', confirmed: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.status).toBe('Available');
  });

  it('refuses marking In service a worker with no placement unless confirmed, and lets ordinary changes through', async () => {
    const workerId = await addWorker(app, admin, 'Free Worker');
    const refused = await setStatus(workerId, { status: 'InService' });
    expect(refused.status).toBe(409);
    expect(refused.errors.status).toBe('This worker has no hired or delivered order. Mark her In service anyway? Families will not be able to request her.');
    expect((await setStatus(workerId, { status: 'NotAvailable' })).status).toBe(200);
    expect((await setStatus(workerId, { status: 'InService', confirmed: true })).status).toBe(200);
  });
});
