import { apiPath, todayInUae, dashboardApi, laborsApi, ordersApi } from '@app/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { labors, orders, users } from '../../db/schema/index.js';
import { invitationOf } from '../../test/calendar.js';
import { act, addWorker, interviewHeld, onlineInterview, orderAt, requestWorker } from '../../test/orders.js';
import { arabic, bearer, createMailingTestApp, drainJobs, createClient } from '../../test/test-app.js';
import { call, pathOf } from '../../test/call.js';

describe('orders', () => {
  let app: TApp;
  let admin: Record<string, string>;
  let smtp: Awaited<ReturnType<typeof createMailingTestApp>>['smtp'];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, admin, smtp, close } = await createMailingTestApp());
  });
  afterAll(() => close());

  describe('packages', () => {
    it('shows both packages to everyone and lets only the admin change them', async () => {
      const listed = (await call(app, ordersApi.packages)).data;
      expect(listed.map((item: { kind: string }) => item.kind)).toEqual(['Main', 'Monthly']);
      expect(listed[1]!.minMonths).toBeGreaterThan(0);
      const client = await createClient(app);
      const { kind: _kind, ...input } = { ...listed[1]!, priceAed: 3500 };
      expect((await call(app, ordersApi.updatePackage, { as: client.token, params: { kind: 'Monthly' }, body: input })).status).toBe(403);
      const changed = await call(app, ordersApi.updatePackage, { params: { kind: 'Monthly' }, body: input, headers: { ...admin, ...arabic } });
      expect(changed.status).toBe(200);
      expect(changed.message).toBe('تم تحديث الباقة بنجاح');
      expect((await call(app, ordersApi.packages)).data[1]!.priceAed).toBe(3500);
    });

    it('requires the minimum months of the monthly package and refuses unknown kinds', async () => {
      const [main] = (await call(app, ordersApi.adminPackages, { headers: admin })).data;
      const { kind: _kind, ...input } = { ...main!, minMonths: null };
      const response = await call(app, ordersApi.updatePackage, { params: { kind: 'Monthly' }, body: input, headers: admin });
      expect(response.status).toBe(400);
      expect(response.errors).toEqual({ minMonths: 'The monthly package needs its minimum months' });
      // Not a package: past the declared type, so the address is filled in without pathOf's check.
      const yearly = apiPath(ordersApi.updatePackage.path, { kind: 'Yearly' });
      expect((await app.inject({ method: 'PUT', url: yearly, headers: admin, payload: input })).statusCode).toBe(400);
    });
  });

  describe('requesting a worker', () => {
    it('answers the new order with its number in the message, priced from the package', async () => {
      const client = await createClient(app);
      const laborId = await addWorker(app, admin);
      const response = await call(app, ordersApi.request, { as: client.token, body: { laborId, package: 'Monthly' } });
      expect(response.status).toBe(201);
      const order = response.data;
      expect(order.number).toMatch(/^SO-[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(response.message).toBe(`Order added successfully. Your order number is ${order.number}`);
      expect(order).toMatchObject({ status: 'Pending', version: 1, package: { kind: 'Monthly' }, months: 3, actions: ['cancel'] });
      expect(JSON.stringify(order)).not.toMatch(/passport|address/i);
      expect(order.client).toBeUndefined();
    });

    it('refuses a second open order for the same worker, an unavailable worker and bad input', async () => {
      const client = await createClient(app);
      const laborId = await addWorker(app, admin);
      await requestWorker(app, client.token, laborId);
      const again = await call(app, ordersApi.request, { as: client.token, body: { laborId, package: 'Main' } });
      expect(again.status).toBe(409);
      expect(again.message).toBe('You already have an open order for this worker');

      const busy = await addWorker(app, admin);
      await call(app, laborsApi.setStatus, { params: { id: busy }, body: { status: 'NotAvailable' }, headers: admin });
      const refused = await call(app, ordersApi.request, { as: client.token, body: { laborId: busy, package: 'Main' }, headers: arabic });
      expect(refused.status).toBe(409);
      expect(refused.message).toBe('هذه العاملة غير متاحة للطلب');

      for (const payload of [{ laborId }, { laborId: 'x', package: 'Main' }, { laborId, package: 'Main', extra: 1 }, { laborId: 99999, package: 'Main' }]) {
        const bad = await app.inject({ method: 'POST', url: pathOf(ordersApi.request), headers: bearer(client.token), payload });
        expect([400, 404]).toContain(bad.statusCode);
      }
      const malformed = await app.inject({
        method: 'POST',
        url: pathOf(ordersApi.request),
        headers: { ...bearer(client.token), 'content-type': 'application/json' },
        payload: '{"laborId":',
      });
      expect(malformed.statusCode).toBe(400);
      const [row] = await app.db.select({ value: count() }).from(orders).where(eq(orders.clientId, client.id));
      expect(row!.value).toBe(1);
    });

    it('is for clients only: visitors get 401, admins 403', async () => {
      const laborId = await addWorker(app, admin);
      expect((await call(app, ordersApi.request, { body: { laborId, package: 'Main' } })).status).toBe(401);
      expect((await call(app, ordersApi.request, { body: { laborId, package: 'Main' }, headers: admin })).status).toBe(403);
    });
  });

  describe("another client's order", () => {
    it('is 404 to read and to change, and never in the list', async () => {
      const owner = await createClient(app);
      const other = await createClient(app);
      const order = await requestWorker(app, owner.token, await addWorker(app, admin));
      expect((await call(app, ordersApi.get, { as: other.token, params: { id: order.id } })).status).toBe(404);
      const cancel = await act(app, other, order, { action: 'cancel', note: '' });
      expect(cancel.status).toBe(404);
      const list = (await call(app, ordersApi.list, { as: other.token, query: { search: order.number } })).data;
      expect(list.totalCount).toBe(0);
      const own = (await call(app, ordersApi.list, { as: owner.token, query: { search: order.number.slice(3) } })).data;
      expect(own.items.map((item: { id: number }) => item.id)).toEqual([order.id]);
    });
  });

  describe('hiring', () => {
    it('gives one success out of 50 concurrent hires of one worker, and cancels the other orders', async () => {
      const laborId = await addWorker(app, admin);
      const clients = await Promise.all(Array.from({ length: 50 }, () => createClient(app)));
      const approved = [];
      for (const client of clients) approved.push(await orderAt(app, admin, client, laborId, 'Approved'));
      const answers = await Promise.all(
        approved.map((order) => act(app, { admin }, order, { action: 'confirmPayment', note: '', payment: { method: 'cash' } })),
      );
      const codes = answers.map((answer) => answer.status).sort();
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(49);
      const rows = await app.db.select({ status: orders.status }).from(orders).where(eq(orders.laborId, laborId));
      expect(rows.filter((row) => row.status === 'Hired')).toHaveLength(1);
      expect(rows.filter((row) => row.status === 'Canceled')).toHaveLength(49);
      const [labor] = await app.db.select({ status: labors.status }).from(labors).where(eq(labors.id, laborId));
      expect(labor!.status).toBe('InService');
      // The 200 e-mails this queued go out before the next test waits for its own.
      await drainJobs(app);
    }, 60_000);

    it('tells the clients of the other orders why theirs was canceled, and canceling the hire frees the worker', async () => {
      const laborId = await addWorker(app, admin, 'Siti Rahayu');
      const winner = await createClient(app);
      const loser = await createClient(app);
      const winning = await orderAt(app, admin, winner, laborId, 'Approved');
      const losing = await requestWorker(app, loser.token, laborId);
      const hired = await act(app, { admin }, winning, { action: 'confirmPayment', note: '', payment: { method: 'cash' } });
      expect(hired.message).toBe('Payment confirmed: the worker is hired');
      const seen = (await call(app, ordersApi.get, { as: loser.token, params: { id: losing.id } })).data;
      expect(seen.status).toBe('Canceled');
      expect(seen.history.at(-1)).toMatchObject({ action: 'autoCancel', actor: 'system', note: 'The worker was hired on another order' });
      await smtp.waitFor((mail) => mail.to.includes(loser.email) && mail.text.includes('The worker was hired on another order'));

      const requestAgain = await call(app, ordersApi.request, { as: loser.token, body: { laborId, package: 'Main' } });
      expect(requestAgain.status).toBe(409);
      const cancel = await act(app, { admin }, hired.data, { action: 'cancel', note: 'Family moved abroad' });
      expect(cancel.status).toBe(200);
      const [labor] = await app.db.select({ status: labors.status }).from(labors).where(eq(labors.id, laborId));
      expect(labor!.status).toBe('Available');
      const canceledMail = await smtp.waitFor((mail) => mail.to.includes(winner.email) && mail.text.includes("The agency's reason: Family moved abroad"));
      // The paid hire's invoice is reversed by a credit note, and what was paid is owed back within two weeks.
      expect(canceledMail.text).toMatch(/Invoice INV-\d{4}-\d{6} is cancelled by our tax credit note CN-\d{4}-\d{6}\./);
      expect(canceledMail.text).toMatch(/The AED 13,125 you paid will be refunded to you by \d{1,2} \w+ \d{4}\./);
    });

    it('issues an invoice with 5% VAT on approval, and records the payment choice', async () => {
      const client = await createClient(app);
      const laborId = await addWorker(app, admin);
      const response = await call(app, ordersApi.request, { as: client.token, body: { laborId, package: 'Monthly' } });
      let order = response.data;
      order = (await act(app, { admin }, order, onlineInterview())).data;
      await interviewHeld(app, order.id);
      order = (await act(app, client, order, { action: 'approve', note: '' })).data;
      const months = order.months as number;
      expect(order.invoice).toMatchObject({ subtotalAed: order.priceAed * months, vatRate: 0.05, vatAed: order.priceAed * months * 0.05 });
      expect(order.invoice!.totalAed).toBeCloseTo(order.priceAed * months * 1.05, 2);
      expect(order.invoice!.number).toMatch(/^INV-\d{4}-\d{6}$/);
      const noReference = await act(app, client, order, { action: 'choosePayment', method: 'bankTransfer', reference: '' });
      expect(noReference.status).toBe(400);
      expect(noReference.errors).toEqual({ reference: 'Enter the bank transfer reference' });
      order = (await act(app, client, order, { action: 'choosePayment', method: 'bankTransfer', reference: 'FT2611220042' })).data;
      expect(order.payment).toMatchObject({ method: 'bankTransfer', reference: 'FT2611220042', confirmedAt: null });
      order = (await act(app, { admin }, order, { action: 'confirmPayment', note: '', payment: { method: 'cash' } })).data;
      expect(order.status).toBe('Hired');
      expect(order.payment!.confirmedAt).not.toBeNull();
    });
  });

  describe('e-mails', () => {
    it('sends the interview with an .ics invitation, in the client language first', async () => {
      const client = await createClient(app);
      await app.db.update(users).set({ languageId: 1 }).where(eq(users.id, client.id));
      const order = await requestWorker(app, client.token, await addWorker(app, admin));
      const interviewAt = '2030-03-04T10:30:00+04:00';
      await act(app, { admin }, order, { ...onlineInterview(), interviewAt });
      const mail = await smtp.waitFor((received) => received.to.includes(client.email) && received.text.includes('interview.ics'));
      expect(mail.text.indexOf('مرحبًا')).toBeLessThan(mail.text.indexOf('Hello'));
      expect(mail.text).toContain(`${order.number}`);
      expect(mail.text).toContain('Monday 4 March 2030, 10:30 (UAE time)');
      expect(mail.text).toContain('https://meet.example.com/abc');
      const invitation = invitationOf(mail);
      expect(invitation).toMatchObject({ method: 'REQUEST', start: new Date('2030-03-04T06:30:00Z'), localStart: '2030-03-04T10:30:00' });
    });
  });

  describe('the dashboard', () => {
    it('shows figures equal to counts taken straight from the database', async () => {
      const client = await createClient(app);
      await orderAt(app, admin, client, await addWorker(app, admin), 'Hired');
      const board = (await call(app, dashboardApi.get, { headers: admin })).data;
      const [[ordersTotal], [clientsTotal], [workersTotal]] = await Promise.all([
        app.db.select({ value: count() }).from(orders),
        app.db.select({ value: count() }).from(users).where(eq(users.role, 'client')),
        app.db.select({ value: count() }).from(labors),
      ]);
      expect(board.totals).toEqual({ orders: ordersTotal!.value, clients: clientsTotal!.value, workers: workersTotal!.value });
      const hired = await app.db.select({ value: count() }).from(orders).where(eq(orders.status, 'Hired'));
      expect(board.ordersByStatus.Hired).toBe(hired[0]!.value);
      const byCountry = board.workersByCountry.reduce((sum: number, row: { count: number }) => sum + row.count, 0);
      expect(byCountry).toBe(workersTotal!.value);
      expect(board.recentOrders).toHaveLength(5);
      expect((await call(app, dashboardApi.get, { as: client.token })).status).toBe(403);
    });

    it('lists passports with less than six months left', async () => {
      // 30 days after today in the UAE, where the days left are counted (from 20:00 UTC it is already tomorrow there).
      const soon = new Date(Date.parse(todayInUae()) + 30 * 86_400_000).toISOString().slice(0, 10);
      const laborId = await addWorker(app, admin, 'Expiring Soon');
      await app.db.update(labors).set({ passportExpiryDate: soon }).where(eq(labors.id, laborId));
      const board = (await call(app, dashboardApi.get, { headers: admin })).data;
      const entry = board.expiringPassports.find((worker: { id: number }) => worker.id === laborId);
      expect(entry).toMatchObject({ passportExpiryDate: soon, daysLeft: 30 });
    });
  });
});
