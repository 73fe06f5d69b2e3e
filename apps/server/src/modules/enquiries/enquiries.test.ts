import { dashboardApi, enquiriesApi, laborsApi, ordersApi, todayInUae } from '@app/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { auditLog, enquiries, orders, users } from '../../db/schema/index.js';
import { call, pathOf, type TBodyOf, type TQueryOf } from '../../test/call.js';
import { addWorker } from '../../test/orders.js';
import { adminHeaders, arabic, bearer, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';

type THeaders = Record<string, string>;

let app: TApp;
let admin: THeaders;
let sales: THeaders;
let salesId: number;
// 23:50 on 10 March 2027 in the UAE: the 11th begins there ten minutes later (20:00 UTC). Callbacks
// are sent for days after the real today (the form refuses a past day), so the clock is set ahead.
const START = new Date('2027-03-10T19:50:00Z');
let now = START;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000' }, { clock: () => now });
  admin = await adminHeaders(app);
  sales = await staffHeaders(app, 'sales');
  salesId = (await app.db.select({ id: users.id }).from(users).where(eq(users.userNameKey, 'staff.sales')))[0]!.id;
});
afterAll(async () => app.close());

let addresses = 0;
/** Each visitor from an address of their own: the forms are limited per address. */
const newAddress = () => `10.7.1.${++addresses}`;
const sendEnquiry = (body: TBodyOf<typeof enquiriesApi.send>, headers: THeaders = {}) =>
  call(app, enquiriesApi.send, { body, headers, remoteAddress: newAddress() });
const requestCallback = (body: TBodyOf<typeof enquiriesApi.requestCallback>, headers: THeaders = {}, remoteAddress = newAddress()) =>
  call(app, enquiriesApi.requestCallback, { body, headers, remoteAddress });
const update = (id: number, body: TBodyOf<typeof enquiriesApi.update>, headers: THeaders = admin) =>
  call(app, enquiriesApi.update, { params: { id }, body, headers });
const list = async (query: TQueryOf<typeof enquiriesApi.adminList>, headers: THeaders = admin) =>
  (await call(app, enquiriesApi.adminList, { query, headers })).data.items;
const dayFromToday = (days: number) => {
  const [year, month, day] = todayInUae().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** A request sent as a visitor does; its id, found by its (unique) name. */
async function visitorSends(
  kind: 'enquiry' | 'callback',
  fields: { name: string; phoneNumber?: string; email?: string; laborId?: number; preferredDate?: string },
): Promise<number> {
  const response =
    kind === 'enquiry'
      ? await sendEnquiry({ phoneNumber: '501234567', message: 'Is she available?', ...fields })
      : await requestCallback({ phoneNumber: '551234567', preferredDate: '2027-03-10', ...fields });
  expect(response.status, response.response.body).toBe(201);
  const [row] = await app.db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.name, fields.name));
  return row!.id;
}
const details = async (id: number) => (await call(app, enquiriesApi.get, { params: { id }, headers: admin })).data;
const auditOf = (entity: string, id: number) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

describe('enquiries and callback requests from visitors', () => {
  it('takes an enquiry about a worker and a callback, both new, and staff find them by kind, status and search', async () => {
    const laborId = await addWorker(app, admin, 'Asked About');
    const enquiry = await sendEnquiry({
      name: 'Aisha',
      phoneNumber: '501234567',
      email: 'aisha@example.ae',
      message: 'Is she free in March?',
      laborId,
    });
    expect(enquiry.status).toBe(201);
    expect(enquiry.message).toBe('Thank you, we received your enquiry and will call you soon');
    const callback = await requestCallback({ name: 'Khalid', phoneNumber: '551234567', preferredDate: todayInUae() }, arabic);
    expect(callback.message).toBe('شكرًا لك، سنتصل بك في التاريخ الذي اخترته');

    expect((await list({ search: 'Khalid' }))[0]).toMatchObject({
      kind: 'callback',
      name: 'Khalid',
      preferredDate: todayInUae(),
      labor: null,
      status: 'new',
      owner: null,
      email: null,
    });
    const [aisha] = await list({ kind: 'enquiry', status: 'new', search: 'march' });
    expect(aisha).toMatchObject({ name: 'Aisha', email: 'aisha@example.ae', labor: { id: laborId, name: 'Asked About' } });
    for (const typed of ['050 123 4567', '+971 50 123 4567', '٠٥٠١٢٣٤٥٦٧']) {
      const found = await list({ kind: 'enquiry', search: typed });
      expect(
        found.map((item) => item.name),
        typed,
      ).toContain('Aisha');
    }
  });

  it('takes the phone as people write it and keeps the 9 digits; says which phone it wants and how long a name may be', async () => {
    const enquiry = await sendEnquiry({ name: 'Written Phone', phoneNumber: '0501234567', message: 'Hello' });
    expect(enquiry.status).toBe(201);
    const callback = await requestCallback({ name: 'Spaced Phone', phoneNumber: '+971 55 123 4567', preferredDate: dayFromToday(1) });
    expect(callback.status).toBe(201);
    const stored = await app.db
      .select({ name: enquiries.name, phoneNumber: enquiries.phoneNumber })
      .from(enquiries)
      .where(inArray(enquiries.name, ['Written Phone', 'Spaced Phone']));
    expect(stored.map((row) => row.phoneNumber).sort()).toEqual(['501234567', '551234567']);

    const foreign = await sendEnquiry({ name: 'Abroad', phoneNumber: '+44 20 7946 0958', message: 'Hello' }, arabic);
    expect(foreign.errors).toEqual({ phoneNumber: 'أدخل رقم هاتف إماراتيًا، مثل 050 123 4567' });
    const longName = { name: 'x'.repeat(101), phoneNumber: '0501234567', message: 'Hello' };
    expect((await sendEnquiry(longName)).errors).toEqual({ name: 'At most 100 characters' });
    expect((await sendEnquiry(longName, arabic)).errors).toEqual({ name: '100 حرف على الأكثر' });
  });

  it('refuses a callback day in the past, a missing phone, a bad e-mail and a worker that does not exist', async () => {
    const late = await requestCallback({ name: 'Late', phoneNumber: '501234567', preferredDate: dayFromToday(-1) }, arabic);
    expect(late.status).toBe(400);
    expect(late.errors.preferredDate).toBe('لا يمكن أن يكون التاريخ في الماضي');
    const noPhone = await app.inject({
      method: 'POST',
      url: pathOf(enquiriesApi.requestCallback),
      payload: { name: 'No phone', preferredDate: dayFromToday(2) },
      remoteAddress: newAddress(),
    });
    expect(noPhone.json().errors).toEqual({ phoneNumber: 'Phone number is required' });
    const badEmail = await sendEnquiry({ name: 'A', phoneNumber: '501234567', message: 'Hi', email: 'not-an-address' });
    expect(badEmail.status).toBe(400);
    expect(Object.keys(badEmail.errors)).toEqual(['email']);
    const ghost = await sendEnquiry({ name: 'A', phoneNumber: '501234567', message: 'Hi', laborId: 999999 });
    expect(ghost.status).toBe(422);
    expect(ghost.errors).toEqual({ laborId: 'This worker is not in our catalogue' });
  });

  it('limits how many requests one address sends', async () => {
    const spam = () => requestCallback({ name: 'Spam', phoneNumber: '501234567', preferredDate: dayFromToday(1) }, {}, '10.7.9.9');
    for (let i = 0; i < 10; i++) expect((await spam()).status).toBe(201);
    expect((await spam()).status).toBe(429);
  });
});

describe('the enquiry pipeline', () => {
  it('changes status, owner and follow-up day and adds notes, each in the audit trail and the history', async () => {
    const id = await visitorSends('enquiry', { name: 'Pipeline Mariam' });
    const contacted = await update(id, { status: 'contacted' }, sales);
    expect(contacted.status, contacted.response.body).toBe(200);
    expect(contacted).toMatchObject({ message: 'The enquiry has been updated', data: { status: 'contacted' } });
    expect((await update(id, { ownerId: salesId, followUpOn: '2027-03-12' })).data).toMatchObject({
      owner: { id: salesId, userName: 'staff.sales' },
      followUpOn: '2027-03-12',
      dueOn: '2027-03-12',
    });
    const noted = await call(app, enquiriesApi.addNote, { params: { id }, body: { text: '  Wants a Filipina nanny  ' }, headers: { ...sales, ...arabic } });
    expect(noted.message).toBe('تمت إضافة الملاحظة');
    expect(noted.data.notes).toEqual([{ id: expect.any(Number), text: 'Wants a Filipina nanny', author: 'staff.sales', createdAt: START.toISOString() }]);

    const trail = await auditOf('enquiry', id);
    expect(trail.map((row) => [row.action, row.actorName])).toEqual([
      ['status', 'staff.sales'],
      ['update', 'admin'],
      ['update', 'staff.sales'],
    ]);
    expect(trail[0]!.changes).toEqual({ status: ['new', 'contacted'] });
    expect(trail[1]!.changes).toEqual({ owner: [null, 'staff.sales'], followUpOn: [null, '2027-03-12'] });
    expect(trail[2]!.changes).toEqual({ note: [null, 'Wants a Filipina nanny'] });
    const history = (await call(app, enquiriesApi.history, { params: { id }, headers: admin })).data;
    expect(history.map((entry) => entry.action)).toEqual(['update', 'update', 'status']);
    expect((await list({ owner: 'mine', status: 'contacted' }, sales)).map((item) => item.id)).toEqual([id]);
  });

  it('refuses bad input with 400 or 422, unknown ids with 404, and changes nothing', async () => {
    const id = await visitorSends('callback', { name: 'Untouched Callback' });
    const client = await createClient(app);
    await staffHeaders(app, 'content');
    const contentId = (await app.db.select({ id: users.id }).from(users).where(eq(users.userNameKey, 'staff.content')))[0]!.id;
    // Sent as they are, past the declared types: a status staff cannot set, a field the form does not have, an owner that is no id.
    const refusals: Array<[typeof enquiriesApi.update | typeof enquiriesApi.addNote | typeof enquiriesApi.convert, number, unknown, number, string]> = [
      [enquiriesApi.update, id, {}, 400, 'validation.failed'],
      [enquiriesApi.update, id, { status: 'converted' }, 400, 'validation.failed'],
      [enquiriesApi.update, id, { status: 'contacted', extra: 1 }, 400, 'validation.failed'],
      [enquiriesApi.update, id, { followUpOn: '2027-02-30' }, 400, 'validation.failed'],
      [enquiriesApi.update, id, { ownerId: 'me' }, 400, 'validation.failed'],
      [enquiriesApi.update, id, { ownerId: client.id }, 422, 'enquiries.ownerInvalid'],
      [enquiriesApi.update, id, { ownerId: contentId }, 422, 'enquiries.ownerInvalid'],
      [enquiriesApi.addNote, id, { text: '   ' }, 400, 'validation.failed'],
      [enquiriesApi.addNote, id, { text: 'x'.repeat(2001) }, 400, 'validation.failed'],
      [enquiriesApi.update, 999999, { status: 'contacted' }, 404, 'enquiries.notFound'],
      [enquiriesApi.addNote, 999999, { text: 'Hello' }, 404, 'enquiries.notFound'],
      [enquiriesApi.convert, 999999, { clientId: client.id, laborId: 1, package: 'Main' }, 404, 'enquiries.notFound'],
    ];
    for (const [endpoint, target, payload, status, code] of refusals) {
      const url = pathOf(endpoint, { params: { id: target } });
      const response = await app.inject({ method: endpoint.method, url, payload: payload as object, headers: admin });
      expect(response.statusCode, `${endpoint.method} ${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(status);
      expect(response.json().code).toBe(code);
    }
    const malformed = await app.inject({
      method: 'PUT',
      url: pathOf(enquiriesApi.update, { params: { id } }),
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"status":',
    });
    expect(malformed.statusCode).toBe(400);
    for (const endpoint of [enquiriesApi.get, enquiriesApi.history]) {
      expect((await call(app, endpoint, { params: { id: 999999 }, headers: admin })).status, endpoint.path).toBe(404);
    }
    expect((await call(app, enquiriesApi.adminList, { query: new URLSearchParams('status=done'), headers: admin })).status).toBe(400);
    expect((await call(app, enquiriesApi.adminList, { query: { owner: 'someone' }, headers: admin })).status).toBe(400);
    expect(await details(id)).toMatchObject({ status: 'new', owner: null, followUpOn: null, notes: [] });
    expect(await auditOf('enquiry', id)).toEqual([]);
  });

  it("lists today's callbacks at the clock's UAE day: due follow-ups and new callbacks whose day has come, soonest first", async () => {
    const overdue = await visitorSends('enquiry', { name: 'Today Overdue' });
    await update(overdue, { status: 'contacted', followUpOn: '2027-03-09' });
    const callbackToday = await visitorSends('callback', { name: 'Today Callback', preferredDate: '2027-03-10' });
    const callbackTomorrow = await visitorSends('callback', { name: 'Tomorrow Callback', preferredDate: '2027-03-11' });
    const contactedCallback = await visitorSends('callback', { name: 'Contacted Callback', preferredDate: '2027-03-10' });
    await update(contactedCallback, { status: 'contacted' });
    const closed = await visitorSends('enquiry', { name: 'Closed Enquiry' });
    await update(closed, { status: 'closed', followUpOn: '2027-03-01' });
    const mine = [overdue, callbackToday, callbackTomorrow, contactedCallback, closed];
    const today = async () => (await call(app, enquiriesApi.today, { headers: sales })).data.filter((row) => mine.includes(row.id));

    // 19:59 UTC on the 10th is the 10th's last minute in the UAE; at 20:00 the 11th has begun there.
    now = new Date('2027-03-10T19:59:00Z');
    expect((await today()).map((row) => [row.name, row.dueOn])).toEqual([
      ['Today Overdue', '2027-03-09'],
      ['Today Callback', '2027-03-10'],
    ]);
    now = new Date('2027-03-10T20:00:00Z');
    expect((await today()).map((row) => row.name)).toEqual(['Today Overdue', 'Today Callback', 'Tomorrow Callback']);
    const all = (await call(app, enquiriesApi.today, { headers: admin })).data;
    expect((await call(app, dashboardApi.get, { headers: sales })).data.enquiries).toEqual({ due: all.length });
    expect((await call(app, dashboardApi.get, { headers: await staffHeaders(app, 'content') })).data.enquiries).toBeNull();

    // One click from the view: contacted, and the callback leaves it until a follow-up day is set.
    await update(callbackToday, { status: 'contacted' }, sales);
    expect((await today()).map((row) => row.name)).toEqual(['Today Overdue', 'Tomorrow Callback']);
    now = START;
  });

  it('lets only staff who handle enquiries in: 401 signed out, 403 for the content and accounts roles and clients', async () => {
    const id = await visitorSends('enquiry', { name: 'Guarded Enquiry' });
    const content = await staffHeaders(app, 'content');
    const accounts = await staffHeaders(app, 'accounts');
    const client = await createClient(app);
    const laborId = await addWorker(app, admin, 'Guarded Worker');
    const params = { id };
    const calls = [
      (headers: THeaders) => call(app, enquiriesApi.adminList, { headers }),
      (headers: THeaders) => call(app, enquiriesApi.today, { headers }),
      (headers: THeaders) => call(app, enquiriesApi.owners, { headers }),
      (headers: THeaders) => call(app, enquiriesApi.get, { params, headers }),
      (headers: THeaders) => call(app, enquiriesApi.history, { params, headers }),
      (headers: THeaders) => call(app, enquiriesApi.update, { params, body: { status: 'contacted' }, headers }),
      (headers: THeaders) => call(app, enquiriesApi.addNote, { params, body: { text: 'Hello' }, headers }),
      (headers: THeaders) => call(app, enquiriesApi.convert, { params, body: { clientId: client.id, laborId, package: 'Main' }, headers }),
    ];
    for (const as of calls) {
      const signedOut = await as({});
      const { method, url } = signedOut.response.raw.req;
      expect(signedOut.status, `${method} ${url}`).toBe(401);
      for (const headers of [content, accounts, bearer(client.token)]) expect((await as(headers)).status, `${method} ${url}`).toBe(403);
    }
    expect(await details(id)).toMatchObject({ status: 'new', notes: [], client: null, order: null });
    const owners = (await call(app, enquiriesApi.owners, { headers: sales })).data.map((owner) => owner.userName);
    expect(owners).toContain('staff.sales');
    expect(owners).not.toContain('staff.content');
  });
});

describe('converting an enquiry into a client with an order', () => {
  const clientCount = async () => (await app.db.select({ value: count() }).from(users).where(eq(users.role, 'client')))[0]!.value;
  const orderCount = async () => (await app.db.select({ value: count() }).from(orders))[0]!.value;
  const convert = (id: number, body: TBodyOf<typeof enquiriesApi.convert>, headers: THeaders = sales) =>
    call(app, enquiriesApi.convert, { params: { id }, body, headers });

  it('makes the visitor a client and opens the order in one step; the enquiry is converted and linked to both', async () => {
    const laborId = await addWorker(app, admin, 'Converted Worker');
    const id = await visitorSends('enquiry', { name: 'Noura Convert', phoneNumber: '507770001', email: 'noura.convert@example.ae', laborId });
    const before = await details(id);
    expect(before).toMatchObject({ email: 'noura.convert@example.ae', labor: { id: laborId }, matchingClients: [] });

    const newClient = { userName: 'noura.convert', email: before.email!, phoneNumber: before.phoneNumber };
    const made = await convert(id, { newClient, laborId, package: 'Main' });
    expect(made.status, made.response.body).toBe(201);
    const order = made.data;
    expect(made.message).toBe(`The client and order ${order.number} have been added`);
    expect(order).toMatchObject({ status: 'Pending', client: { userName: 'noura.convert' }, labor: { id: laborId } });
    const [account] = await app.db.select().from(users).where(eq(users.userNameKey, 'noura.convert'));
    expect(account).toMatchObject({ role: 'client', email: 'noura.convert@example.ae', phoneNumber: '507770001', isActive: true });
    expect(await details(id)).toMatchObject({
      status: 'converted',
      client: { id: account!.id, userName: 'noura.convert' },
      order: { id: order.id, number: order.number },
      dueOn: null,
    });
    const listed = (await call(app, ordersApi.adminList, { query: { search: order.number }, headers: admin })).data.items;
    expect(listed.map((row) => row.id)).toEqual([order.id]);

    expect((await auditOf('enquiry', id)).at(-1)).toMatchObject({
      action: 'convertToOrder',
      actorName: 'staff.sales',
      changes: { status: ['new', 'converted'], clientId: [null, account!.id], orderId: [null, order.id] },
    });
    expect((await auditOf('client', account!.id)).map((row) => row.action)).toEqual(['create']);
    expect((await auditOf('order', order.id)).map((row) => row.action)).toEqual(['create']);

    const twice = await convert(id, { clientId: account!.id, laborId: await addWorker(app, admin, 'Second Worker'), package: 'Main' });
    expect(twice.status).toBe(409);
    expect(twice.code).toBe('enquiries.alreadyConverted');
    const reopened = await update(id, { status: 'new' });
    expect(reopened.code).toBe('enquiries.alreadyConverted');
  });

  it('offers the client who already has the phone or e-mail, refuses a second account, and opens the order for her', async () => {
    const existing = await createClient(app, { userName: 'already.client', email: 'already@example.ae', phoneNumber: '507770002' });
    const byPhone = await visitorSends('callback', { name: 'Same Phone', phoneNumber: '507770002' });
    const byEmail = await visitorSends('enquiry', { name: 'Same Email', phoneNumber: '507770099', email: 'ALREADY@example.ae' });
    for (const id of [byPhone, byEmail]) {
      expect((await details(id)).matchingClients).toEqual([
        { id: existing.id, userName: 'already.client', email: 'already@example.ae', phoneNumber: '507770002' },
      ]);
    }
    const laborId = await addWorker(app, admin, 'Shared Worker');
    const [clients, ordersBefore] = [await clientCount(), await orderCount()];
    const secondAccount = await convert(byPhone, {
      newClient: { userName: 'same.phone', email: 'same.phone@example.ae', phoneNumber: '507770002' },
      laborId,
      package: 'Main',
    });
    expect(secondAccount.status).toBe(409);
    expect(secondAccount.code).toBe('enquiries.clientExists');
    expect([await clientCount(), await orderCount()]).toEqual([clients, ordersBefore]);

    const forHer = await convert(byPhone, { clientId: existing.id, laborId, package: 'Monthly' });
    expect(forHer.status, forHer.response.body).toBe(201);
    expect(await details(byPhone)).toMatchObject({ status: 'converted', client: { id: existing.id } });
    expect(await clientCount()).toBe(clients);
  });

  it('leaves nothing half-made when a step fails: no account, no order, the enquiry as it was', async () => {
    const laborId = await addWorker(app, admin, 'Busy Worker');
    const id = await visitorSends('enquiry', { name: 'Half Made', phoneNumber: '507770003', email: 'half.made@example.ae', laborId });
    const newClient = { userName: 'half.made', email: 'half.made@example.ae', phoneNumber: '507770003' };
    const someClient = await createClient(app);
    const [clients, ordersBefore] = [await clientCount(), await orderCount()];
    const nothingMade = async () => {
      expect([await clientCount(), await orderCount()]).toEqual([clients, ordersBefore]);
      expect(await details(id)).toMatchObject({ status: 'new', client: null, order: null });
      expect(await auditOf('enquiry', id)).toEqual([]);
    };

    // The worker stops being Available: the account is made inside the transaction, then the order is refused.
    await call(app, laborsApi.setStatus, { params: { id: laborId }, body: { status: 'NotAvailable', confirmed: true }, headers: admin });
    const unavailable = await convert(id, { newClient, laborId, package: 'Main' }, { ...sales, ...arabic });
    expect(unavailable.status).toBe(409);
    expect(unavailable.code).toBe('orders.laborUnavailable');
    await nothingMade();

    // Sent as they are, past the declared types: no package, a field the form does not have.
    const refusals: Array<[object, number]> = [
      [{ newClient, laborId }, 400],
      [{ newClient, laborId, package: 'Main', extra: true }, 400],
      [{ newClient: { ...newClient, email: 'nope' }, laborId, package: 'Main' }, 400],
      [{ clientId: salesId, laborId, package: 'Main' }, 404],
      [{ newClient: { ...newClient, userName: 'staff.sales' }, laborId, package: 'Main' }, 409],
      [{ clientId: someClient.id, laborId: 999999, package: 'Main' }, 404],
    ];
    const url = pathOf(enquiriesApi.convert, { params: { id } });
    for (const [payload, status] of refusals) {
      expect((await app.inject({ method: 'POST', url, payload, headers: sales })).statusCode, JSON.stringify(payload)).toBe(status);
    }
    await nothingMade();
  });
});
