import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOrder } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { auditLog, interviewSlots, orders } from '../../db/schema/index.js';
import { act, addWorker, interviewHeld, onlineInterview, orderAt, requestWorker } from '../../test/orders.js';
import { adminHeaders, arabic, bearer, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { ordersApi, slotsApi } from '@app/shared';
import { call, pathOf, type TBodyOf } from '../../test/call.js';

const DAY_MS = 86_400_000;

describe('the interview outcome staff record', () => {
  let app: TApp;
  let admin: Record<string, string>;
  let client: Awaited<ReturnType<typeof createClient>>;
  const record = (orderId: number, body: TBodyOf<typeof ordersApi.interviewOutcome>, headers: Record<string, string> = admin) =>
    call(app, ordersApi.interviewOutcome, { params: { id: orderId }, body, headers });
  /** An outcome sent as it is, past the declared type: an unknown value, none, a field the form does not have. */
  const recordRaw = (orderId: number, payload: object, headers: Record<string, string> = admin) =>
    app.inject({ method: 'PUT', url: pathOf(ordersApi.interviewOutcome, { params: { id: orderId } }), headers, payload });
  const staffView = async (orderId: number): Promise<TOrder> => (await call(app, ordersApi.adminGet, { params: { id: orderId }, headers: admin })).data;
  const outcomeInDb = async (orderId: number) =>
    (
      await app.db
        .select({ value: orders.interviewOutcome, setAt: orders.interviewOutcomeSetAt, setBy: orders.interviewOutcomeSetBy })
        .from(orders)
        .where(eq(orders.id, orderId))
    )[0]!;
  const heldOrder = async () => orderAt(app, admin, client, await addWorker(app, admin), 'InProgress');

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    admin = await adminHeaders(app);
    client = await createClient(app);
  });
  afterAll(async () => app.close());

  it('refuses it before the interview time with a localised 422, and writes nothing', async () => {
    const order = await requestWorker(app, client.token, await addWorker(app, admin));
    const noInterview = await record(order.id, { outcome: 'held' });
    expect(noInterview.status).toBe(422);
    const set = await act(app, { admin }, order, onlineInterview());
    expect(set.status).toBe(200);
    const early = await record(order.id, { outcome: 'noShow' }, { ...admin, ...arabic });
    expect(early.status).toBe(422);
    expect(early).toMatchObject({ code: 'orders.outcomeTooEarly', message: 'يمكن تسجيل نتيجة المقابلة بعد أن يمضي موعدها' });
    expect((await staffView(order.id)).interview).toMatchObject({ outcome: null, outcomeOpen: false });
    expect(await outcomeInDb(order.id)).toEqual({ value: null, setAt: null, setBy: null });
  });

  it('refuses a role without orders.manage (403), an order that does not exist (404) and an unknown value (400)', async () => {
    const order = await heldOrder();
    expect((await record(order.id, { outcome: 'held' }, await staffHeaders(app, 'accounts'))).status).toBe(403);
    expect((await record(order.id, { outcome: 'held' }, bearer(client.token))).status).toBe(403);
    expect((await call(app, ordersApi.interviewOutcome, { params: { id: order.id }, body: { outcome: 'held' } })).status).toBe(401);
    const missing = await record(999_999, { outcome: 'held' });
    expect([missing.status, missing.code]).toEqual([404, 'orders.notFound']);
    const bad = await recordRaw(order.id, { outcome: 'late' }, { ...admin, ...arabic });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ outcome: 'اختر «أُجريت» أو «لم يحضر»' });
    expect((await recordRaw(order.id, {})).statusCode).toBe(400);
    expect((await recordRaw(order.id, { outcome: 'held', extra: 1 })).statusCode).toBe(400);
    expect(await outcomeInDb(order.id)).toEqual({ value: null, setAt: null, setBy: null });
  });

  it('records it after the interview time, changeable while In Progress, in the history and the audit trail; the client does not see it', async () => {
    const order = await heldOrder();
    const sales = await staffHeaders(app, 'sales');
    const held = await record(order.id, { outcome: 'held' }, sales);
    expect(held.status, held.response.body).toBe(200);
    expect(held).toMatchObject({ message: 'Interview outcome saved', data: { interview: { outcome: { value: 'held' }, outcomeOpen: true } } });
    // The order changed: its last change is the outcome's.
    const [changed] = await app.db.select({ updatedAt: orders.updatedAt, setAt: orders.interviewOutcomeSetAt }).from(orders).where(eq(orders.id, order.id));
    expect(changed!.updatedAt).toEqual(changed!.setAt);
    const noShow = await record(order.id, { outcome: 'noShow' });
    expect(noShow.data.interview!.outcome!.value).toBe('noShow');
    const history = (await staffView(order.id)).history.slice(-2);
    expect(history).toMatchObject([
      { action: 'interviewHeld', actor: 'admin', actorName: 'staff.sales', fromStatus: 'InProgress', toStatus: 'InProgress' },
      { action: 'interviewNoShow', actor: 'admin', toStatus: 'InProgress' },
    ]);
    const trail = await app.db
      .select({ role: auditLog.actorRole, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(order.id)), eq(auditLog.action, 'interviewOutcome')))
      .orderBy(auditLog.id);
    expect(trail).toEqual([
      { role: 'sales', changes: { interviewOutcome: [null, 'held'] } },
      { role: 'manager', changes: { interviewOutcome: ['held', 'noShow'] } },
    ]);
    const own = (await call(app, ordersApi.get, { as: client.token, params: { id: order.id } })).data;
    expect(own.interview).not.toHaveProperty('outcome');
    expect(own.history.map((entry: { action: string }) => entry.action)).not.toContain('interviewNoShow');

    // Once the order leaves In Progress the outcome stays as it was.
    expect((await act(app, { admin }, { id: order.id, version: noShow.data.version }, { action: 'reject', note: '' })).status).toBe(200);
    const closed = await record(order.id, { outcome: 'held' });
    expect([closed.status, closed.code]).toEqual([409, 'orders.outcomeClosed']);
    expect((await outcomeInDb(order.id)).value).toBe('noShow');
  });

  it('is cleared when staff set the interview again, and the clearing is audited', async () => {
    const order = await heldOrder();
    expect((await record(order.id, { outcome: 'noShow' })).status).toBe(200);
    const moved = await act(app, { admin }, order, onlineInterview());
    expect(moved.status, moved.response.body).toBe(200);
    expect(moved.data.interview).toMatchObject({ outcome: null, outcomeOpen: false });
    expect(await outcomeInDb(order.id)).toEqual({ value: null, setAt: null, setBy: null });
    const trail = await app.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(order.id)), eq(auditLog.action, 'setInterview')))
      .orderBy(auditLog.id);
    expect(trail.at(-1)!.changes).toMatchObject({ interviewOutcome: ['noShow', null] });
  });

  it('is cleared when the client moves her booked slot, and shows on the calendar until then', async () => {
    const now = app.clock().getTime();
    const [first, second] = await app.db
      .insert(interviewSlots)
      .values(
        [3, 4].map((days) => ({
          startsAt: new Date(now + days * DAY_MS),
          minutes: 30,
          interviewType: 'online' as const,
          meetingLink: 'https://meet.example.com/outcome',
          capacity: 1,
        })),
      )
      .returning({ id: interviewSlots.id });
    const booker = await createClient(app);
    const order = await requestWorker(app, booker.token, await addWorker(app, admin));
    const book = (slotId: number) => call(app, slotsApi.book, { as: booker.token, params: { id: order.id }, body: { slotId } });
    expect((await book(first!.id)).status).toBe(200);
    // Her slot is still days ahead, but the order's interview time is said to have passed (as if staff met her early).
    await interviewHeld(app, order.id);
    expect((await record(order.id, { outcome: 'held' })).status).toBe(200);
    const day = new Date(now - 3_600_000 + 4 * 3_600_000).toISOString().slice(0, 10);
    const calendar = (await call(app, slotsApi.calendar, { query: { day }, headers: admin })).data;
    expect(calendar.entries.find((entry: { orderId: number }) => entry.orderId === order.id)).toMatchObject({ outcome: 'held' });
    const moved = await book(second!.id);
    expect(moved.status, moved.response.body).toBe(200);
    expect(await outcomeInDb(order.id)).toEqual({ value: null, setAt: null, setBy: null });
  });
});
