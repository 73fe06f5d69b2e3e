import { STAFF_ROLES, type TStaffRole, dashboardApi, laborsApi, ordersApi } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { act, addWorker, orderAt } from '../../test/orders.js';
import { laborInput } from '../../test/labors.js';
import { adminHeaders, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { call } from '../../test/call.js';

let app: TApp;
let manager: Record<string, string>;
const staff = {} as Record<TStaffRole, Record<string, string>>;
let client: Awaited<ReturnType<typeof createClient>>;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  manager = await adminHeaders(app);
  for (const role of STAFF_ROLES) staff[role] = await staffHeaders(app, role);
  client = await createClient(app);
});
afterAll(async () => app.close());

const orderFor = async (stage: Parameters<typeof orderAt>[4]) => orderAt(app, manager, client, await addWorker(app, manager), stage);

describe("what each role may do within a route's own steps", () => {
  it('sales edit a worker but not her passport; a manager may change it', async () => {
    const input = await laborInput(app, { name: 'Maria Santos' });
    const added = await call(app, laborsApi.add, { body: input, headers: staff.sales });
    expect(added.status, added.response.body).toBe(201);
    const id = added.data.id;
    const renamed = await call(app, laborsApi.update, { params: { id }, body: { ...input, name: 'Maria S. Santos' }, headers: staff.sales });
    expect(renamed.status, renamed.response.body).toBe(200);

    const newPassport = { ...input, name: 'Maria S. Santos', passportNumber: 'Z9988776' };
    const refused = await call(app, laborsApi.update, { params: { id }, body: newPassport, headers: staff.sales });
    expect(refused.status).toBe(403);
    const kept = await call(app, laborsApi.adminGet, { params: { id }, headers: staff.sales });
    expect(kept.data.passportNumber).toBe(input.passportNumber.toUpperCase());

    const changed = await call(app, laborsApi.update, { params: { id }, body: newPassport, headers: manager });
    expect(changed.status, changed.response.body).toBe(200);
    expect(changed.data.passportNumber).toBe('Z9988776');
  });

  it('sales take an order up to approval; hiring is for accounts, who cannot set an interview', async () => {
    const order = await orderFor('Approved');
    const byManagerView = await call(app, ordersApi.adminGet, { params: { id: order.id }, headers: staff.sales });
    expect(byManagerView.data.actions).not.toContain('confirmPayment');
    expect(byManagerView.data.actions).toContain('reject');

    expect((await act(app, { admin: staff.sales }, order, { action: 'confirmPayment', note: '', payment: { method: 'cash' } })).status).toBe(403);
    const accountsView = await call(app, ordersApi.adminGet, { params: { id: order.id }, headers: staff.accounts });
    expect(accountsView.data.actions).toEqual(expect.arrayContaining(['confirmPayment', 'cancel']));
    expect(accountsView.data.actions).not.toContain('reject');
    const hired = await act(app, { admin: staff.accounts }, order, { action: 'confirmPayment', note: '', payment: { method: 'cash' } });
    expect(hired.status, hired.response.body).toBe(200);
    expect(hired.data.status).toBe('Hired');

    const pending = await orderFor('Pending');
    const interview = {
      action: 'setInterview' as const,
      interviewAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      interviewType: 'online' as const,
      meetingLink: 'https://meet.example.com/abc',
    };
    expect((await act(app, { admin: staff.accounts }, pending, interview)).status).toBe(403);
    expect((await act(app, { admin: staff.sales }, pending, interview)).status).toBe(200);
  });

  it("shows the dashboard's recent orders and passports only to roles that may open them", async () => {
    await orderFor('Pending');
    const board = async (role: TStaffRole) => (await call(app, dashboardApi.get, { headers: staff[role] })).data;
    expect((await board('sales')).recentOrders.length).toBeGreaterThan(0);
    const content = await board('content');
    expect(content.recentOrders).toEqual([]);
    expect(content.expiringPassports).toEqual([]);
    expect(content.totals.orders).toBeGreaterThan(0);
  });

  it("sends the dashboard's money (revenue, money due, refunds due) only to roles that may see money", async () => {
    await orderFor('Hired');
    const board = async (headers: Record<string, string>) => (await call(app, dashboardApi.get, { headers })).data;
    const sales = (await board(staff.sales)).afterHire;
    expect(sales).toMatchObject({ revenueThisMonthAed: null, moneyDueAed: null, refundsDue: null });
    // The placements to act on are hers too: they carry no money.
    expect(Array.isArray(sales!.renewalsDue)).toBe(true);
    expect(Array.isArray(sales!.endingSoon)).toBe(true);
    for (const headers of [staff.accounts, manager]) {
      const money = (await board(headers)).afterHire;
      expect(typeof money!.revenueThisMonthAed).toBe('number');
      expect(typeof money!.moneyDueAed).toBe('number');
      expect(Array.isArray(money!.refundsDue)).toBe(true);
    }
  });
});
