import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOrder, TSlotPublishInput, TSlotQuery } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { auditLog, branches, interviewSlots } from '../../db/schema/index.js';
import { invitationOf } from '../../test/calendar.js';
import { act, addWorker, onlineInterview, requestWorker } from '../../test/orders.js';
import { startSmtpServer } from '../../test/smtp.js';
import { adminHeaders, arabic, bearer, createClient, createTestApp, manualClock, staffHeaders } from '../../test/test-app.js';
import { openSession } from '../auth/sessions.js';
import { ordersApi, slotsApi } from '@app/shared';
import { call } from '../../test/call.js';

// Sunday 22 November 2026, 13:00 in the UAE.
const clock = manualClock(new Date('2026-11-22T09:00:00Z'));

const onlineRange = (overrides: Partial<TSlotPublishInput> = {}): TSlotPublishInput => ({
  fromDay: '2026-11-24',
  toDay: '2026-11-26',
  weekdays: [2, 4],
  fromTime: '09:00',
  toTime: '11:00',
  minutes: 30,
  capacity: 2,
  interviewType: 'online',
  meetingLink: 'https://meet.example.com/slots',
  ...overrides,
});

describe('interview slots', () => {
  let app: TApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let branchId: number;
  // Sessions end after 30 idle minutes: each call opens a fresh one at the clock's time.
  const admin = () => adminHeaders(app);
  const as = async (client: { id: number }) => bearer((await openSession(app.db, client.id, app.clock())).token);

  const publish = async (body: TSlotPublishInput, headers?: Record<string, string>) =>
    call(app, slotsApi.publish, { body, headers: headers ?? (await admin()) });
  const slotsOn = async (fromDay: string, days = 1, place?: TSlotQuery['place']) =>
    (await call(app, slotsApi.adminList, { query: { fromDay, days, place }, headers: await admin() })).data;
  const book = async (client: { id: number }, orderId: number, slotId: number, extra: Record<string, string> = {}) =>
    call(app, slotsApi.book, { params: { id: orderId }, body: { slotId }, headers: { ...(await as(client)), ...extra } });
  const offer = async (client: { id: number }, orderId: number) => call(app, slotsApi.orderSlots, { params: { id: orderId }, headers: await as(client) });
  const tokenOf = async (client: { id: number }) => (await as(client)).authorization.slice('Bearer '.length);
  const pendingOrder = async () => {
    const client = await createClient(app);
    const order = await requestWorker(app, client.token, await addWorker(app, await admin()));
    return { client, order };
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', SMTP_URL: smtp.url }, { clock: clock.now });
    const [branch] = await app.db.select({ id: branches.id }).from(branches).limit(1);
    branchId = branch!.id;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('refuses a publication that makes no sense, in the reader language, and lets only slot managers publish', async () => {
    const noDays = await publish({ ...onlineRange(), weekdays: [] });
    expect(noDays.status).toBe(400);
    expect(noDays.errors).toMatchObject({ weekdays: 'Choose at least one weekday' });
    const arabicHeaders = { ...(await admin()), ...arabic };
    const officeWithoutBranch = await publish({ ...onlineRange(), interviewType: 'office', meetingLink: null }, arabicHeaders);
    expect(officeWithoutBranch.errors).toMatchObject({ branchId: expect.any(String) });
    const backwards = await publish({ ...onlineRange(), fromDay: '2026-11-26', toDay: '2026-11-24' });
    expect(backwards.errors).toMatchObject({ toDay: "The last day can't be before the first" });
    const noRoom = await publish({ ...onlineRange(), fromTime: '10:00', toTime: '10:20' });
    expect(noRoom.errors).toMatchObject({ toTime: 'The end time must leave room for at least one slot' });
    const noLink = await publish({ ...onlineRange(), meetingLink: 'http://insecure.example.com' });
    expect(noLink.status).toBe(400);
    const tooMany = await publish({
      ...onlineRange(),
      fromDay: '2026-12-01',
      toDay: '2027-02-28',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      fromTime: '08:00',
      toTime: '20:00',
      minutes: 10,
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.code).toBe('slots.tooMany');
    const past = await publish({ ...onlineRange(), fromDay: '2026-11-20', toDay: '2026-11-21' });
    expect(past.status).toBe(422);
    const unknownBranch = await publish({ ...onlineRange(), interviewType: 'office', meetingLink: null, branchId: 99_999 });
    expect(unknownBranch.status).toBe(422);
    expect((await publish(onlineRange(), await staffHeaders(app, 'accounts'))).status).toBe(403);
    expect((await publish(onlineRange(), await staffHeaders(app, 'content'))).status).toBe(403);
    expect(await slotsOn('2026-11-24', 3)).toEqual([]);
  });

  it('publishes every chosen weekday from one hour to another (UAE time), skips those that exist, and audits it', async () => {
    const published = await publish(onlineRange(), await staffHeaders(app, 'sales'));
    expect(published.status, published.response.body).toBe(201);
    expect(published).toMatchObject({ data: { created: 8, skipped: 0 }, message: '8 slots published' });
    const slots = await slotsOn('2026-11-24', 3);
    // Tuesday and Thursday, 09:00 to 10:30 in the UAE: 05:00 to 06:30 UTC; Wednesday is not chosen.
    expect(slots.map((slot) => slot.startsAt)).toEqual([
      '2026-11-24T05:00:00.000Z',
      '2026-11-24T05:30:00.000Z',
      '2026-11-24T06:00:00.000Z',
      '2026-11-24T06:30:00.000Z',
      '2026-11-26T05:00:00.000Z',
      '2026-11-26T05:30:00.000Z',
      '2026-11-26T06:00:00.000Z',
      '2026-11-26T06:30:00.000Z',
    ]);
    expect(slots[0]).toMatchObject({ minutes: 30, capacity: 2, booked: 0, interviewType: 'online', branch: null });
    const again = await publish(onlineRange(), { ...(await admin()), ...arabic });
    expect(again).toMatchObject({ data: { created: 0, skipped: 8 } });
    const office = await publish({ ...onlineRange(), interviewType: 'office', meetingLink: null, branchId, weekdays: [3], capacity: 1 });
    expect(office.data.created).toBe(4);
    expect(await slotsOn('2026-11-24', 3, branchId)).toHaveLength(4);
    expect(await slotsOn('2026-11-24', 3, 'online')).toHaveLength(8);
    const trail = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'interviewSlot'), eq(auditLog.action, 'create')))
      .orderBy(auditLog.id);
    expect(trail.map((row) => row.actorRole)).toEqual(['sales', 'manager', 'manager']);
  });

  it('lets a client book a free slot for her own pending order: the interview, history and invitation staff would give', async () => {
    const { client, order } = await pendingOrder();
    const [first] = await slotsOn('2026-11-24');
    const offered = (await offer(client, order.id)).data;
    expect(offered).toMatchObject({ canPick: true, reason: null, booking: null });
    expect(offered.slots.map((slot) => slot.id)).toContain(first!.id);

    const stranger = await pendingOrder();
    expect((await offer(stranger.client, order.id)).status).toBe(404);
    expect((await book(stranger.client, order.id, first!.id)).status).toBe(404);
    // The transitions endpoint still refuses a client setting the interview herself.
    expect((await act(app, { token: await tokenOf(client) }, order, onlineInterview())).status).toBe(403);

    const booked = await book(client, order.id, first!.id);
    expect(booked.status, booked.response.body).toBe(200);
    const changed: TOrder = booked.data;
    expect(booked.message).toBe('Your interview is booked');
    expect(changed).toMatchObject({
      status: 'InProgress',
      interview: { at: '2026-11-24T05:00:00.000Z', type: 'online', meetingLink: 'https://meet.example.com/slots' },
    });
    expect(changed.history.at(-1)).toMatchObject({ action: 'setInterview', actor: 'client', fromStatus: 'Pending', toStatus: 'InProgress' });
    await app.jobs.drain();
    const invited = await smtp.waitFor((mail) => mail.to.includes(client.email) && mail.text.includes('interview.ics'));
    expect(invitationOf(invited)).toMatchObject({ method: 'REQUEST', start: new Date('2026-11-24T05:00:00Z'), location: 'https://meet.example.com/slots' });
    expect((await slotsOn('2026-11-24'))[0]).toMatchObject({ id: first!.id, booked: 1 });
    const after = (await offer(client, order.id)).data;
    expect(after).toMatchObject({ canPick: true, booking: { slotId: first!.id, moved: false } });
    expect(after.slots.map((slot) => slot.id)).not.toContain(first!.id);
  });

  it('lets her move it once, more than 24 hours ahead (UAE clock), then says why not', async () => {
    const { client, order } = await pendingOrder();
    const [, second, third] = await slotsOn('2026-11-26');
    expect((await book(client, order.id, second!.id)).status).toBe(200);
    expect((await book(client, order.id, second!.id)).code).toBe('slots.sameSlot');
    const moved = await book(client, order.id, third!.id);
    expect(moved.status, moved.response.body).toBe(200);
    expect(moved.message).toBe('Your interview is moved');
    expect(moved.data.interview!.at).toBe('2026-11-26T06:00:00.000Z');
    const seats = await slotsOn('2026-11-26');
    expect(seats.find((slot) => slot.id === second!.id)!.booked).toBe(0);
    expect(seats.find((slot) => slot.id === third!.id)!.booked).toBe(1);
    const twice = await book(client, order.id, second!.id, arabic);
    expect(twice.status).toBe(422);
    expect(twice.message).toBe('غيّرت موعد مقابلتك مرة من قبل، اتصل بنا لتغييره مرة أخرى');
    expect((await offer(client, order.id)).data).toMatchObject({ canPick: false, slots: [], booking: { slotId: third!.id, moved: true } });

    // Another order booked for Thursday 09:00 UAE (05:00 UTC): moving is fine 24 h before, not 23 h 59.
    const late = await pendingOrder();
    const [thursdayNine] = await slotsOn('2026-11-26');
    expect((await book(late.client, late.order.id, thursdayNine!.id)).status).toBe(200);
    clock.advance(new Date('2026-11-25T05:00:00Z').getTime() - clock.now().getTime() + 60_000);
    const tooLate = await book(late.client, late.order.id, third!.id);
    expect(tooLate.status).toBe(422);
    expect(tooLate.message).toBe('Your interview is less than 24 hours away and can no longer be moved; call us to change it');
    expect((await offer(late.client, late.order.id)).data).toMatchObject({ canPick: false, reason: tooLate.message });
  });

  it('refuses a full slot (409) and a past one (422), and frees a seat when staff set the time or the order closes', async () => {
    const [wednesday] = await slotsOn('2026-11-25', 1, branchId);
    const one = await pendingOrder();
    expect((await book(one.client, one.order.id, wednesday!.id)).status).toBe(200);
    const two = await pendingOrder();
    const full = await book(two.client, two.order.id, wednesday!.id);
    expect(full.status).toBe(409);
    expect(full.message).toBe('This time has just been taken; please choose another');
    // The clock is now Wednesday 09:01 in the UAE: Tuesday's slots have passed.
    const [pastSlot] = await app.db
      .select()
      .from(interviewSlots)
      .where(eq(interviewSlots.startsAt, new Date('2026-11-24T05:30:00Z')));
    const past = await book(two.client, two.order.id, pastSlot!.id);
    expect(past.status).toBe(422);
    expect(past.code).toBe('slots.past');
    expect((await book(two.client, two.order.id, 999_999)).status).toBe(404);

    // Staff move the first client's interview to a time of their own: the seat is free again, and she can no longer pick.
    const staffTime = await act(app, { admin: await admin() }, (await offerOrder(one)).order, {
      ...onlineInterview(),
      interviewAt: '2026-12-10T10:00:00+04:00',
    });
    expect(staffTime.status, staffTime.response.body).toBe(200);
    expect((await slotsOn('2026-11-25', 1, branchId))[0]!.booked).toBe(0);
    expect((await offer(one.client, one.order.id)).data).toMatchObject({
      canPick: false,
      reason: 'The agency set your interview; call us to change it',
    });
    // Canceling frees a seat too.
    expect((await book(two.client, two.order.id, wednesday!.id)).status).toBe(200);
    const latest = (await offerOrder(two)).order;
    expect((await act(app, { token: await tokenOf(two.client) }, latest, { action: 'cancel', note: '' })).status).toBe(200);
    expect((await slotsOn('2026-11-25', 1, branchId))[0]!.booked).toBe(0);
  });

  const offerOrder = async ({ client, order }: { client: { id: number }; order: TOrder }) => ({
    order: (await call(app, ordersApi.get, { params: { id: order.id }, headers: await as(client) })).data,
  });

  it('removes an unbooked slot (audited) and refuses a booked one with 409', async () => {
    const [booked, free] = await slotsOn('2026-11-26');
    expect(booked!.booked).toBeGreaterThan(0);
    const refused = await call(app, slotsApi.remove, { params: { id: booked!.id }, headers: { ...(await admin()), ...arabic } });
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('هذا الموعد محجوز ولا يمكن حذفه');
    const removed = await call(app, slotsApi.remove, { params: { id: free!.id }, headers: await staffHeaders(app, 'sales') });
    expect(removed.status, removed.response.body).toBe(200);
    expect((await slotsOn('2026-11-26')).map((slot) => slot.id)).not.toContain(free!.id);
    const [trail] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'interviewSlot'), eq(auditLog.action, 'delete')));
    expect(trail).toMatchObject({ entityId: String(free!.id), actorRole: 'sales' });
    expect((await call(app, slotsApi.remove, { params: { id: free!.id }, headers: await admin() })).status).toBe(404);
  });

  it('gives one seat of a capacity-1 slot to exactly one of many clients booking at once', async () => {
    const published = await publish({
      ...onlineRange(),
      fromDay: '2026-12-02',
      toDay: '2026-12-02',
      weekdays: [3],
      fromTime: '15:00',
      toTime: '15:30',
      capacity: 1,
    });
    expect(published.data.created).toBe(1);
    const [slot] = await slotsOn('2026-12-02');
    const racers = await Promise.all(Array.from({ length: 6 }, () => pendingOrder()));
    const answers = await Promise.all(racers.map(({ client, order }) => book(client, order.id, slot!.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.code)).toEqual(Array(5).fill('slots.full'));
    expect((await slotsOn('2026-12-02'))[0]!.booked).toBe(1);
  });

  it("shows staff the day's and the week's interviews with worker and client, online or by branch", async () => {
    const calendar = async (query: string, headers?: Record<string, string>) =>
      call(app, slotsApi.calendar, { query: new URLSearchParams(query), headers: headers ?? (await admin()) });
    const thursday = (await calendar('day=2026-11-26')).data;
    expect(thursday).toMatchObject({ fromDay: '2026-11-26', toDay: '2026-11-26' });
    expect(thursday.entries.length).toBeGreaterThanOrEqual(2);
    expect(thursday.entries[0]).toMatchObject({ at: '2026-11-26T05:00:00.000Z', interviewType: 'online', labor: { code: expect.any(String) } });
    expect(thursday.entries[0]!.client.phoneNumber).toMatch(/^\d{9}$/);
    // What staff need on a phone to reach the interview: the meeting link (online) or the branch (office).
    expect(thursday.entries[0]!.meetingLink).toMatch(/^https:\/\//);
    expect(thursday.entries[0]!.branch).toBeNull();
    // The UAE week runs Saturday to Friday.
    const week = (await calendar('day=2026-11-26&view=week')).data;
    expect(week).toMatchObject({ fromDay: '2026-11-21', toDay: '2026-11-27' });
    expect(week.entries.length).toBeGreaterThan(thursday.entries.length);
    expect((await calendar(`day=2026-11-26&view=week&place=${branchId}`)).data.entries).toEqual([]);
    expect((await calendar('day=2026-11-26&place=online')).data.entries).toHaveLength(thursday.entries.length);
    expect((await calendar('day=2026-13-40')).status).toBe(400);
    expect((await calendar('day=2026-11-26', await staffHeaders(app, 'content'))).status).toBe(403);
  });

  it('says "call us to change it" only while the interview staff set is ahead, not once it has taken place', async () => {
    const { client, order } = await pendingOrder();
    const interviewAt = new Date(clock.now().getTime() + 2 * 3_600_000);
    const set = await act(app, { admin: await admin() }, order, { ...onlineInterview(), interviewAt: interviewAt.toISOString() });
    expect(set.status, set.response.body).toBe(200);
    expect((await offer(client, order.id)).data).toMatchObject({ canPick: false, reason: 'The agency set your interview; call us to change it' });
    clock.advance(3 * 3_600_000);
    expect((await offer(client, order.id)).data).toMatchObject({ canPick: false, slots: [], reason: null });
  });
});
