import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { users } from '../../db/schema/index.js';
import { addWorker } from '../../test/orders.js';
import { adminHeaders, arabic, bearer, createTestApp, createClient } from '../../test/test-app.js';
import { authApi, laborsApi, ordersApi } from '@app/shared';
import { call, pathOf, type TBodyOf } from '../../test/call.js';

describe('Add Order: staff add an order for a walk-in or phone client', () => {
  let app: TApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000' });
    admin = await adminHeaders(app);
  });
  afterAll(async () => app.close());

  const addOrder = (body: TBodyOf<typeof ordersApi.adminAdd>, headers: Record<string, string> = admin) => call(app, ordersApi.adminAdd, { body, headers });
  /** An order sent as it is, past the declared type: no worker, an unknown package, both kinds of client. */
  const addRawOrder = (payload: object, headers: Record<string, string> = admin) =>
    app.inject({ method: 'POST', url: pathOf(ordersApi.adminAdd), headers, payload });

  it('orders for an existing client, who then finds it among their orders, with the agency named in its history', async () => {
    const client = await createClient(app);
    const laborId = await addWorker(app, admin, 'Walk-in Worker');
    const response = await addOrder({ clientId: client.id, laborId, package: 'Main' });
    expect(response.status).toBe(201);
    const order = response.data;
    expect(response.message).toBe(`Order added successfully. Your order number is ${order.number}`);
    expect(order).toMatchObject({ status: 'Pending', client: { id: client.id } });
    expect(order.number).toMatch(/^SO-[0-9A-Z]{8}$/);
    expect(order.history).toEqual([expect.objectContaining({ action: 'requestOnBehalf', actor: 'admin', actorName: 'admin', toStatus: 'Pending' })]);
    const mine = await call(app, ordersApi.get, { as: client.token, params: { id: order.id } });
    expect(mine.status).toBe(200);
    expect(mine.data.history[0]).toMatchObject({ action: 'requestOnBehalf', actorName: null });
  });

  it('registers a new client in the same step, who can then reset their password and log in', async () => {
    const laborId = await addWorker(app, admin, 'Phone Worker');
    const newClient = { userName: 'walk.in.client', email: 'walk.in@example.ae', phoneNumber: '501112233' };
    const response = await addOrder({ newClient, laborId, package: 'Monthly' }, { ...admin, ...arabic });
    expect(response.status).toBe(201);
    expect(response.data.client).toMatchObject({ userName: 'walk.in.client' });
    const [account] = await app.db.select().from(users).where(eq(users.userName, 'walk.in.client'));
    expect(account).toMatchObject({ role: 'client', email: 'walk.in@example.ae', phoneNumber: '501112233', languageId: 1, isActive: true });
  });

  it('refuses a worker who is not Available and a second open order, leaving no new client behind', async () => {
    const client = await createClient(app);
    const laborId = await addWorker(app, admin, 'Busy Worker');
    expect((await addOrder({ clientId: client.id, laborId, package: 'Main' })).status).toBe(201);
    const again = await addOrder({ clientId: client.id, laborId, package: 'Main' });
    expect(again.status).toBe(409);
    expect(again.message).toBe('This client already has an open order for this worker');
    const againAr = await addOrder({ clientId: client.id, laborId, package: 'Main' }, { ...admin, ...arabic });
    expect(againAr.message).toBe('لدى هذا العميل طلب مفتوح لهذه العاملة بالفعل');

    await call(app, laborsApi.setStatus, { params: { id: laborId }, body: { status: 'InService', confirmed: true }, headers: admin });
    const unavailable = await addOrder(
      { newClient: { userName: 'never.made', email: 'never@example.ae', phoneNumber: '502223344' }, laborId, package: 'Main' },
      { ...admin, ...arabic },
    );
    expect(unavailable.status).toBe(409);
    expect(unavailable.message).not.toMatch(/orders\./);
    expect(await app.db.select().from(users).where(eq(users.userName, 'never.made'))).toEqual([]);
  });

  it('refuses a taken user name or e-mail, an unknown client and an admin as the client', async () => {
    const client = await createClient(app);
    const laborId = await addWorker(app, admin, 'Another Worker');
    const taken = await addOrder({ newClient: { userName: client.userName, email: 'fresh@example.ae', phoneNumber: '503334455' }, laborId, package: 'Main' });
    expect(taken.status).toBe(409);
    expect(Object.keys(taken.errors)).toEqual(['userName']);
    expect((await addOrder({ clientId: 999_999, laborId, package: 'Main' })).status).toBe(404);
    const adminId = (await call(app, authApi.me, { headers: admin })).data.id;
    expect((await addOrder({ clientId: adminId, laborId, package: 'Main' })).status).toBe(404);
  });

  it('refuses a new client named like an existing one with look-alike letters, or in two scripts', async () => {
    const laborId = await addWorker(app, admin, 'Third Worker');
    await createClient(app, { userName: 'ibrahim.k' });
    // A dotless "ı" in place of the "i".
    const lookAlike = await addOrder({ newClient: { userName: 'ıbrahim.k', email: 'twin@example.ae', phoneNumber: '505556677' }, laborId, package: 'Main' });
    expect(lookAlike.status).toBe(409);
    expect(Object.keys(lookAlike.errors)).toEqual(['userName']);
    // A Cyrillic "а" among Latin letters.
    const mixed = await addOrder({ newClient: { userName: 'mаria.lopez', email: 'mixed@example.ae', phoneNumber: '506667788' }, laborId, package: 'Main' });
    expect(mixed.status).toBe(400);
  });

  it.each([
    ['no client', { laborId: 1, package: 'Main' }, 'clientId', "Choose a client or enter the new client's details"],
    [
      'both kinds of client',
      { clientId: 1, newClient: { userName: 'both.kinds', email: 'b@example.ae', phoneNumber: '504445566' }, laborId: 1, package: 'Main' },
      'clientId',
      "Choose a client or enter the new client's details",
    ],
    [
      'a bad e-mail',
      { newClient: { userName: 'bad.mail', email: 'not-an-email', phoneNumber: '504445566' }, laborId: 1, package: 'Main' },
      'newClient.email',
      'Please enter a valid e-mail address',
    ],
    ['no worker', { clientId: 1, package: 'Main' }, 'laborId', undefined],
    ['an unknown package', { clientId: 1, laborId: 1, package: 'Yearly' }, 'package', undefined],
  ])('answers %s with a 400 naming the field', async (_, payload, field, message) => {
    const response = await addRawOrder(payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
    if (message) expect(response.json().errors[field]).toBe(message);
    const inArabic = await addRawOrder(payload, { ...admin, ...arabic });
    expect(inArabic.json().errors[field]).toMatch(/[\u0600-\u06FF]/);
  });

  it('is for staff only', async () => {
    const client = await createClient(app);
    const payload = { clientId: client.id, laborId: 1, package: 'Main' } as const;
    expect((await addOrder(payload, {})).status).toBe(401);
    expect((await addOrder(payload, bearer(client.token))).status).toBe(403);
  });
});
