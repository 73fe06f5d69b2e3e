import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app.js';
import { addWorker, requestWorker } from '../../test/orders.js';
import { adminHeaders, createTestApp, registerClient } from '../../test/test-app.js';

describe('finding an order in the back office', () => {
  let app: TApp;
  let admin: Record<string, string>;
  let order: { id: number; number: string };
  let workerCode: string;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000' });
    admin = await adminHeaders(app);
    const workerId = await addWorker(app, admin, 'Rosalinda Cruz');
    workerCode = (await app.inject({ url: `/api/admin/labors/${workerId}`, headers: admin })).json().data.code;
    const client = await registerClient(app, { userName: 'james.carter', phoneNumber: '501112233' });
    order = await requestWorker(app, client.token, workerId);
    // A second order the searches must leave out.
    const other = await registerClient(app, { userName: 'mariam.khan', phoneNumber: '559998877' });
    await requestWorker(app, other.token, await addWorker(app, admin, 'Siti Rahma'));
  });
  afterAll(async () => app.close());

  const found = async (search: string) =>
    (await app.inject({ url: `/api/admin/orders?search=${encodeURIComponent(search)}`, headers: admin })).json().data.items.map((item: { id: number }) => item.id);

  it.each([
    ['the client name', 'JAMES'],
    ['the client phone as typed', '050 111 2233'],
    ['the client phone with the country code', '+971501112233'],
    ['the worker name', 'rosalinda'],
    ['the worker Arabic name', 'ماريا'],
  ])('by %s', async (_, search) => {
    const ids = await found(search);
    expect(ids).toContain(order.id);
    if (search !== 'ماريا') expect(ids).toHaveLength(1);
  });

  it('by the worker code and by the order number', async () => {
    expect(await found(workerCode)).toEqual([order.id]);
    expect(await found(order.number)).toEqual([order.id]);
    expect(await found('nobody-like-this')).toEqual([]);
  });
});
