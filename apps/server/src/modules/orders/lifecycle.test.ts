import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOrderAction } from '@app/shared';
import type { TApp } from '../../app.js';
import { act, addWorker, onlineInterview, orderAt } from '../../test/orders.js';
import { adminHeaders, arabic, createTestApp, registerClient } from '../../test/test-app.js';

type TStage = Parameters<typeof orderAt>[4];
const STAGES: TStage[] = ['Pending', 'InProgress', 'Approved', 'Hired', 'Delivered', 'Rejected', 'Canceled'];

/**
 * Written out by hand from docs/decisions/002 (not derived from the code under test): for each
 * role and action, the stages where it is allowed and the status it leads to.
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
      : { action, note: '' };

describe('the order lifecycle, every (stage, action, role)', () => {
  let app: TApp;
  let admin: Record<string, string>;
  let client: Awaited<ReturnType<typeof registerClient>>;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    admin = await adminHeaders(app);
    client = await registerClient(app);
  });
  afterAll(async () => app.close());

  const cases = STAGES.flatMap((stage) =>
    (['client', 'admin'] as const).flatMap((role) => ACTIONS.map((action) => ({ stage, role, action, to: ALLOWED[role][action]?.[stage] }))),
  );

  it.each(cases)('$role $action on a $stage order -> $to', async ({ stage, role, action, to }) => {
    const laborId = await addWorker(app, admin);
    const order = await orderAt(app, admin, client, laborId, stage);
    const response = await act(app, role === 'admin' ? { admin } : client, order, bodyOf(action));
    if (to) {
      expect(response.statusCode, response.body).toBe(200);
      const changed = response.json().data;
      expect(changed.status).toBe(to);
      expect(changed.version).toBe(order.version + 1);
      expect(changed.history.at(-1)).toMatchObject({ action, actor: role, toStatus: to });
    } else {
      const roleMayNever = !Object.keys(ALLOWED[role]).includes(action);
      expect(response.statusCode, response.body).toBe(roleMayNever ? 403 : 409);
      expect(response.json().isDone).toBe(false);
      const unchanged = await app.inject({ url: `/api/admin/orders/${order.id}`, headers: admin });
      expect(unchanged.json().data).toMatchObject({ status: order.status, version: order.version });
    }
  });

  it('lists exactly the allowed actions for each side', async () => {
    const laborId = await addWorker(app, admin);
    const order = await orderAt(app, admin, client, laborId, 'Approved');
    expect(order.actions.sort()).toEqual(['cancel', 'choosePayment']);
    const asAdmin = await app.inject({ url: `/api/admin/orders/${order.id}`, headers: admin });
    expect(asAdmin.json().data.actions.sort()).toEqual(['cancel', 'confirmPayment', 'reject']);
  });

  it('refuses in Arabic, naming the status', async () => {
    const laborId = await addWorker(app, admin);
    const order = await orderAt(app, admin, client, laborId, 'Delivered');
    const response = await act(app, { admin: { ...admin, ...arabic } }, order, { action: 'reject', note: '' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('هذا الإجراء غير ممكن');
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const laborId = await addWorker(app, admin);
    const order = await orderAt(app, admin, client, laborId, 'InProgress');
    const first = await act(app, { admin }, order, onlineInterview());
    expect(first.statusCode).toBe(200);
    const stale = await act(app, client, order, { action: 'approve', note: '' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed meanwhile/);
    const now = await app.inject({ url: `/api/admin/orders/${order.id}`, headers: admin });
    expect(now.json().data.approvedAt).toBeNull();
  });

  it('refuses an interview in the past and an online one without its link', async () => {
    const laborId = await addWorker(app, admin);
    const order = await orderAt(app, admin, client, laborId, 'Pending');
    const past = await act(app, { admin }, order, { ...onlineInterview(), interviewAt: '2020-01-01T10:00:00+04:00' });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ interviewAt: 'The interview cannot be in the past' });
    const noLink = await act(app, { admin }, order, { ...onlineInterview(), meetingLink: null });
    expect(noLink.statusCode).toBe(400);
    expect(noLink.json().errors.meetingLink).toBe('An online interview needs its meeting link');
    const noBranch = await act(app, { admin }, order, { ...onlineInterview(), interviewType: 'office', branchId: 999 });
    expect(noBranch.statusCode).toBe(422);
  });
});
