import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOrder, TOrderAction } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { act, addWorker, interviewHeld, onlineInterview, orderAt, requestWorker } from '../../test/orders.js';
import { adminHeaders, arabic, createTestApp, createClient } from '../../test/test-app.js';
import { ordersApi } from '@app/shared';
import { call } from '../../test/call.js';

type TStage = Parameters<typeof orderAt>[4];
const STAGES: TStage[] = ['Pending', 'InProgress', 'Approved', 'Hired', 'Delivered', 'Rejected', 'Canceled'];

/**
 * Written out by hand from docs/decisions/002 (not derived from the code under test): for each
 * role and action, the stages where it is allowed and the status it leads to. An InProgress order
 * here has had its interview (its time is in the past); the interview still ahead is tested below.
 */
const ALLOWED: Record<'client' | 'admin', Partial<Record<TOrderAction, Partial<Record<TStage, string>>>>> = {
  client: {
    approve: { InProgress: 'InProgress' },
    decline: { InProgress: 'Rejected' },
    cancel: { Pending: 'Canceled', InProgress: 'Canceled', Approved: 'Canceled' },
    choosePayment: { Approved: 'InProgress' },
  },
  admin: {
    setInterview: { Pending: 'InProgress', InProgress: 'InProgress' },
    approve: { InProgress: 'InProgress' },
    reject: { Pending: 'Rejected', InProgress: 'Rejected', Approved: 'Rejected' },
    cancel: { Pending: 'Canceled', InProgress: 'Canceled', Approved: 'Canceled', Hired: 'Canceled' },
    confirmPayment: { Approved: 'Hired' },
    deliver: { Hired: 'Delivered' },
  },
};
const ACTIONS: TOrderAction[] = ['setInterview', 'approve', 'decline', 'reject', 'cancel', 'choosePayment', 'confirmPayment', 'deliver'];

const bodyOf = (action: TOrderAction) =>
  action === 'setInterview'
    ? onlineInterview()
    : action === 'choosePayment'
      ? { action, method: 'bankTransfer' as const, reference: 'TRX-42' }
      : action === 'confirmPayment'
        ? { action, note: '', payment: { method: 'cash' as const } }
        : { action, note: '' };

describe('the order lifecycle, every (stage, action, role)', () => {
  let app: TApp;
  let admin: Record<string, string>;
  let client: Awaited<ReturnType<typeof createClient>>;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    admin = await adminHeaders(app);
    client = await createClient(app);
  });
  afterAll(async () => app.close());

  const cases = STAGES.flatMap((stage) =>
    (['client', 'admin'] as const).flatMap((role) => ACTIONS.map((action) => ({ stage, role, action, to: ALLOWED[role][action]?.[stage] }))),
  );

  /**
   * A refusal changes nothing (each case checks so), so the refused actions of a stage are all
   * tried on one order at that stage; an allowed action moves its order, so it gets its own.
   */
  const refusedAt = new Map<TStage, Promise<TOrder>>();
  const freshOrderAt = async (stage: TStage) => orderAt(app, admin, client, await addWorker(app, admin), stage);
  const orderFor = (stage: TStage, allowed: boolean) => {
    if (allowed) return freshOrderAt(stage);
    if (!refusedAt.has(stage)) refusedAt.set(stage, freshOrderAt(stage));
    return refusedAt.get(stage)!;
  };

  it.each(cases)('$role $action on a $stage order -> $to', async ({ stage, role, action, to }) => {
    const order = await orderFor(stage, to !== undefined);
    const response = await act(app, role === 'admin' ? { admin } : client, order, bodyOf(action));
    if (to) {
      expect(response.status, response.response.body).toBe(200);
      const changed = response.data;
      expect(changed.status).toBe(to);
      expect(changed.version).toBe(order.version + 1);
      expect(changed.history.at(-1)).toMatchObject({ action, actor: role, toStatus: to });
    } else {
      const roleMayNever = !Object.keys(ALLOWED[role]).includes(action);
      expect(response.status, response.response.body).toBe(roleMayNever ? 403 : 409);
      expect(response.response.json().isDone).toBe(false);
      const unchanged = await call(app, ordersApi.adminGet, { params: { id: order.id }, headers: admin });
      expect(unchanged.data).toMatchObject({ status: order.status, version: order.version });
    }
  });

  it('lists exactly the allowed actions for each side', async () => {
    const laborId = await addWorker(app, admin);
    const order = await orderAt(app, admin, client, laborId, 'Approved');
    expect(order.actions.sort()).toEqual(['cancel', 'choosePayment']);
    const asAdmin = await call(app, ordersApi.adminGet, { params: { id: order.id }, headers: admin });
    expect(asAdmin.data.actions.sort()).toEqual(['cancel', 'confirmPayment', 'reject']);
  });

  it("refuses in the reader's language, naming the status in it", async () => {
    const laborId = await addWorker(app, admin);
    const order = await orderAt(app, admin, client, laborId, 'Delivered');
    const response = await act(app, { admin: { ...admin, ...arabic } }, order, { action: 'reject', note: '' });
    expect(response.status).toBe(409);
    expect(response.message).toBe('هذا الإجراء غير ممكن: تم تسليم الطلب');
    const inProgress = await orderAt(app, admin, client, await addWorker(app, admin), 'InProgress');
    const english = await act(app, { admin }, inProgress, { action: 'deliver', note: '' });
    expect(english.message).toBe('This action is not possible while the order is in progress');
    expect(english.message).not.toMatch(/InProgress/);
    // Code tells the refusals apart by their code, never by their words.
    expect(english.code).toBe('orders.illegalWhile.InProgress');
  });

  it('offers approve and decline only once the interview time has passed', async () => {
    const order = await requestWorker(app, client.token, await addWorker(app, admin));
    expect((await act(app, { admin }, order, onlineInterview())).status).toBe(200);
    const seen = async () => (await call(app, ordersApi.get, { as: client.token, params: { id: order.id } })).data;
    const scheduled = await seen();
    expect(scheduled.actions).toEqual(['cancel']);
    expect(scheduled.interview!.state).toBe('upcoming');
    for (const action of ['approve', 'decline'] as const) {
      const early = await act(app, { token: client.token }, scheduled, { action, note: '' });
      expect(early.status).toBe(409);
      expect(early.message).toBe('You can approve or decline once the interview has taken place');
    }
    const earlyAdmin = await act(app, { admin: { ...admin, ...arabic } }, scheduled, { action: 'approve', note: '' });
    expect(earlyAdmin.message).toBe('يمكنك الموافقة أو عدم الموافقة بعد إجراء المقابلة');
    await interviewHeld(app, order.id);
    const held = await seen();
    expect(held.interview!.state).toBe('past');
    expect(held.actions.sort()).toEqual(['approve', 'cancel', 'decline']);
    expect((await act(app, { token: client.token }, held, { action: 'approve', note: '' })).status).toBe(200);
  });

  it('refuses a hire because the worker was hired on another order, and says so', async () => {
    const laborId = await addWorker(app, admin);
    const other = await createClient(app);
    const first = await orderAt(app, admin, client, laborId, 'Approved');
    const second = await orderAt(app, admin, other, laborId, 'Approved');
    expect((await act(app, { admin }, first, { action: 'confirmPayment', note: '', payment: { method: 'cash' } })).status).toBe(200);
    const refused = await act(app, { admin }, { ...second, version: second.version + 1 }, { action: 'confirmPayment', note: '', payment: { method: 'cash' } });
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('This worker has already been hired on another order');
    expect(refused.code).toBe('orders.laborTaken');
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const laborId = await addWorker(app, admin);
    const order = await orderAt(app, admin, client, laborId, 'InProgress');
    const first = await act(app, { admin }, order, onlineInterview());
    expect(first.status).toBe(200);
    await interviewHeld(app, order.id);
    const stale = await act(app, client, order, { action: 'approve', note: '' });
    expect(stale.status).toBe(409);
    expect(stale.message).toMatch(/changed meanwhile/);
    expect(stale.code).toBe('orders.stale');
    const now = await call(app, ordersApi.adminGet, { params: { id: order.id }, headers: admin });
    expect(now.data.approvedAt).toBeNull();
  });

  it('refuses an interview in the past and an online one without its link', async () => {
    const laborId = await addWorker(app, admin);
    const order = await orderAt(app, admin, client, laborId, 'Pending');
    const past = await act(app, { admin }, order, { ...onlineInterview(), interviewAt: '2020-01-01T10:00:00+04:00' });
    expect(past.status).toBe(422);
    expect(past.errors).toEqual({ interviewAt: 'The interview cannot be in the past' });
    const noLink = await act(app, { admin }, order, { ...onlineInterview(), meetingLink: null });
    expect(noLink.status).toBe(400);
    expect(noLink.errors.meetingLink).toBe('An online interview needs its meeting link');
    const noBranch = await act(app, { admin }, order, { ...onlineInterview(), interviewType: 'office', branchId: 999 });
    expect(noBranch.status).toBe(422);
  });
});
