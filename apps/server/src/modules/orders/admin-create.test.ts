import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { users } from '../../db/schema/index.js';
import { addWorker } from '../../test/orders.js';
import { adminHeaders, arabic, bearer, createTestApp, createClient } from '../../test/test-app.js';
import { authApi, laborsApi, ordersApi } from '@app/shared';
import { call } from '../../test/call.js';

describe('Add Order: staff add an order for a walk-in or phone client', () => {
  let app: TApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000' });
    admin = await adminHeaders(app);
  });
  afterAll(async () => app.close());

  const addOrder = (payload: object, headers: Record<string, string> = admin) => app.inject({ method: 'POST', url: '/api/admin/orders', headers, payload });

  it('orders for an existing client, who then finds it among their orders, with the agency named in its history', async () => {
    const client = await createClient(app);
    const laborId = await addWorker(app, admin, 'Walk-in Worker');
    const response = await addOrder({ clientId: client.id, laborId, package: 'Main' });
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    expect(response.json().message).toBe(`Order added successfully. Your order number is ${order.number}`);
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
    expect(response.statusCode).toBe(201);
    expect(response.json().data.client).toMatchObject({ userName: 'walk.in.client' });
    const [account] = await app.db.select().from(users).where(eq(users.userName, 'walk.in.client'));
    expect(account).toMatchObject({ role: 'client', email: 'walk.in@example.ae', phoneNumber: '501112233', languageId: 1, isActive: true });
  });

  it('refuses a worker who is not Available and a second open order, leaving no new client behind', async () => {
    const client = await createClient(app);
    const laborId = await addWorker(app, admin, 'Busy Worker');
    expect((await addOrder({ clientId: client.id, laborId, package: 'Main' })).statusCode).toBe(201);
    const again = await addOrder({ clientId: client.id, laborId, package: 'Main' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This client already has an open order for this worker');
    const againAr = await addOrder({ clientId: client.id, laborId, package: 'Main' }, { ...admin, ...arabic });
    expect(againAr.json().message).toBe('لدى هذا العميل طلب مفتوح لهذه العاملة بالفعل');

    await call(app, laborsApi.setStatus, { params: { id: laborId }, body: { status: 'InService', confirmed: true }, headers: admin });
    const unavailable = await addOrder(
      { newClient: { userName: 'never.made', email: 'never@example.ae', phoneNumber: '502223344' }, laborId, package: 'Main' },
      { ...admin, ...arabic },
    );
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().message).not.toMatch(/orders\./);
    expect(await app.db.select().from(users).where(eq(users.userName, 'never.made'))).toEqual([]);
  });

  it('refuses a taken user name or e-mail, an unknown client and an admin as the client', async () => {
    const client = await createClient(app);
    const laborId = await addWorker(app, admin, 'Another Worker');
    const taken = await addOrder({ newClient: { userName: client.userName, email: 'fresh@example.ae', phoneNumber: '503334455' }, laborId, package: 'Main' });
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.json().errors)).toEqual(['userName']);
    expect((await addOrder({ clientId: 999_999, laborId, package: 'Main' })).statusCode).toBe(404);
    const adminId = (await call(app, authApi.me, { headers: admin })).data.id;
    expect((await addOrder({ clientId: adminId, laborId, package: 'Main' })).statusCode).toBe(404);
  });

  it('refuses a new client named like an existing one with look-alike letters, or in two scripts', async () => {
    const laborId = await addWorker(app, admin, 'Third Worker');
    await createClient(app, { userName: 'ibrahim.k' });
    // A dotless "ı" in place of the "i".
    const lookAlike = await addOrder({ newClient: { userName: 'ıbrahim.k', email: 'twin@example.ae', phoneNumber: '505556677' }, laborId, package: 'Main' });
    expect(lookAlike.statusCode).toBe(409);
    expect(Object.keys(lookAlike.json().errors)).toEqual(['userName']);
    // A Cyrillic "а" among Latin letters.
    const mixed = await addOrder({ newClient: { userName: 'mаria.lopez', email: 'mixed@example.ae', phoneNumber: '506667788' }, laborId, package: 'Main' });
    expect(mixed.statusCode).toBe(400);
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
    const response = await addOrder(payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
    if (message) expect(response.json().errors[field]).toBe(message);
    const inArabic = await addOrder(payload, { ...admin, ...arabic });
    expect(inArabic.json().errors[field]).toMatch(/[\u0600-\u06FF]/);
  });

  it('is for staff only', async () => {
    const client = await createClient(app);
    const payload = { clientId: client.id, laborId: 1, package: 'Main' };
    expect((await addOrder(payload, {})).statusCode).toBe(401);
    expect((await addOrder(payload, bearer(client.token))).statusCode).toBe(403);
  });
});
