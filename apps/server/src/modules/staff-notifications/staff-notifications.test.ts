import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsApi, enquiriesApi, LANGUAGE_ID, todayInUae, ordersApi, staffNotificationsApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { jobs, questionOptions, questions, staffNotifications, users } from '../../db/schema/index.js';
import { addWorker, requestWorker } from '../../test/orders.js';
import { adminHeaders, arabic, createClient, createMailingTestApp, createTestApp, drainJobs, staffHeaders } from '../../test/test-app.js';
import { notifyStaff, STAFF_NOTIFICATION_MAILS_JOB } from './raise.js';
import { call, type TQueryOf } from '../../test/call.js';

type THeaders = Record<string, string>;

let visitors = 0;
/** Each visitor from an address of their own: the public forms are limited per address. */
const fromVisitor = () => `10.24.0.${++visitors}`;

const sendEnquiry = (app: TApp, name: string) =>
  call(app, enquiriesApi.send, {
    body: { name, phoneNumber: '501234567', message: 'Is the nanny from Kenya free in March?' },
    remoteAddress: fromVisitor(),
  });

const requestCallback = (app: TApp, name: string) =>
  call(app, enquiriesApi.requestCallback, { body: { name, phoneNumber: '551234567', preferredDate: todayInUae() }, remoteAddress: fromVisitor() });

/** Sends /Apply with `name` as the applicant's name and the first choice of every other question. */
async function apply(app: TApp, name: string) {
  const asked = await app.db.select().from(questions).where(eq(questions.typeId, 1)).orderBy(asc(questions.sortOrder));
  const answers = [];
  for (const question of asked) {
    if (question.kind === 'text') {
      answers.push({ questionId: question.id, answerText: question.workerField === 'name' ? name : '0501234567' });
      continue;
    }
    const [first] = await app.db.select().from(questionOptions).where(eq(questionOptions.questionId, question.id)).limit(1);
    answers.push({ questionId: question.id, optionId: first!.id });
  }
  return call(app, cmsApi.addAnswers, { body: answers, remoteAddress: fromVisitor() });
}

describe('staff notifications', () => {
  let app: TApp;
  let manager: THeaders;
  let sales: THeaders;
  let content: THeaders;
  let accounts: THeaders;
  beforeAll(async () => {
    // No runner: the e-mails' jobs stay in the queue for the test to read.
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' });
    manager = await adminHeaders(app);
    sales = await staffHeaders(app, 'sales');
    content = await staffHeaders(app, 'content');
    accounts = await staffHeaders(app, 'accounts');
  });
  afterAll(async () => app.close());

  const list = async (headers: THeaders, query: TQueryOf<typeof staffNotificationsApi.list> = {}, extra: THeaders = {}) => {
    const response = await call(app, staffNotificationsApi.list, { query, headers: { ...headers, ...extra } });
    expect(response.status, response.response.body).toBe(200);
    return response.data;
  };
  const unread = async (headers: THeaders) => (await call(app, staffNotificationsApi.unreadCount, { headers })).data.unread;
  const markRead = (headers: THeaders, id: number) => call(app, staffNotificationsApi.markRead, { params: { id }, headers });
  const markAllRead = (headers: THeaders) => call(app, staffNotificationsApi.markAllRead, { headers });

  it('records each of the four events for the roles that handle it, newest first, with a line in both languages', async () => {
    await markAllRead(sales);
    await markAllRead(manager);
    const client = await createClient(app, { userName: 'notified.client' });
    const order = await requestWorker(app, client.token, await addWorker(app, manager, 'Grace Wanjiru'));
    expect((await sendEnquiry(app, 'Asking Aisha')).status).toBe(201);
    expect((await requestCallback(app, 'Calling Khalid')).status).toBe(201);
    expect((await apply(app, 'Applying Siti')).status).toBe(201);

    const seen = (await list(sales, { pageSize: 4 })).items;
    // The list sets each value apart with Unicode isolates (FSI … PDI) for the page's direction.
    const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
    expect(seen[2]!.summary.en).toBe('\u2068Asking Aisha\u2069 asks: \u2068Is the nanny from Kenya free in March?\u2069');
    expect(seen.map((notice) => [notice.kind, notice.isRead])).toEqual([
      ['applicant', false],
      ['callback', false],
      ['enquiry', false],
      ['order', false],
    ]);
    expect(seen[3]).toMatchObject({ entityId: order.id });
    expect(plain(seen[3]!.summary.en)).toBe(`Order ${order.number}: notified.client requests Grace Wanjiru`);

    expect(plain(seen[1]!.summary.ar)).toMatch(/^Calling Khalid يطلب الاتصال به في \d+ /);
    expect(plain(seen[0]!.summary.en)).toBe('Applying Siti sent the application form');
    expect(await unread(sales)).toBe(4);
    expect(await unread(manager)).toBe(4);

    // Accounts handle none of the four (orders.view is not orders.manage); content neither.
    for (const headers of [content, accounts]) {
      expect(await list(headers)).toMatchObject({ items: [], totalCount: 0 });
      expect(await unread(headers)).toBe(0);
    }
    const refused = await markRead(content, seen[0]!.id);
    expect(refused.status).toBe(403);
    expect(await unread(sales)).toBe(4);
  });

  it('marks one read for the one who opened it only, then all, and counts what comes after', async () => {
    await markAllRead(manager);
    await markAllRead(sales);
    await sendEnquiry(app, 'First Reader');
    await requestCallback(app, 'Second Reader');
    const [callback, enquiry] = (await list(sales, { pageSize: 2 })).items;
    expect(await unread(sales)).toBe(2);

    const opened = await markRead(sales, enquiry!.id);
    expect(opened.data).toEqual({ unread: 1 });
    expect((await markRead(sales, enquiry!.id)).data).toEqual({ unread: 1 });
    expect((await list(sales, { pageSize: 2 })).items.map((notice) => notice.isRead)).toEqual([false, true]);
    expect(await unread(manager)).toBe(2);

    expect((await markAllRead(sales)).data).toEqual({ unread: 0 });
    expect((await list(sales, { pageSize: 2 })).items.every((notice) => notice.isRead)).toBe(true);
    expect(callback!.isRead).toBe(false);

    await sendEnquiry(app, 'After The Mark');
    expect(await unread(sales)).toBe(1);
    const missing = await call(app, staffNotificationsApi.markRead, { params: { id: 999999 }, headers: { ...sales, ...arabic } });
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('هذا الإشعار غير موجود');
  });

  it('does not start a new staff member with what came before they joined unread', async () => {
    await sendEnquiry(app, 'Before The Newcomer');
    const newcomer = await staffHeaders(app, 'manager');
    expect(await unread(newcomer)).toBe(0);
    expect((await list(newcomer, { pageSize: 1 })).items[0]).toMatchObject({ isRead: true });
    await sendEnquiry(app, 'After The Newcomer');
    expect(await unread(newcomer)).toBe(1);
  });

  it('pages the list by the shared contract and refuses a bad page', async () => {
    const all = await list(sales, { pageSize: 100 });
    const second = await list(sales, { pageNumber: 2, pageSize: 2 });
    expect(second).toMatchObject({ pageNumber: 2, pageSize: 2, totalCount: all.totalCount });
    expect(second.items.map((notice) => notice.id)).toEqual(all.items.slice(2, 4).map((notice) => notice.id));
    const bad = await call(app, staffNotificationsApi.list, { query: { pageSize: 500 }, headers: sales });
    expect(bad.status).toBe(400);
    expect((await call(app, staffNotificationsApi.list)).status).toBe(401);
    const client = await createClient(app);
    expect((await call(app, staffNotificationsApi.unreadCount, { as: client.token })).status).toBe(403);
  });

  it('leaves neither a notification nor its e-mails behind a refused or rolled-back write', async () => {
    const before = await app.db.select().from(staffNotifications);
    const jobsBefore = await app.db.select().from(jobs).where(eq(jobs.kind, STAFF_NOTIFICATION_MAILS_JOB));
    const refused = await call(app, enquiriesApi.send, {
      body: { name: 'Gone Worker', phoneNumber: '501234567', message: 'Her?', laborId: 999999 },
      remoteAddress: fromVisitor(),
    });
    expect(refused.status).toBe(422);
    const client = await createClient(app);
    const laborId = await addWorker(app, manager, 'Asked Twice');
    await requestWorker(app, client.token, laborId);
    const again = await call(app, ordersApi.request, { as: client.token, body: { laborId, package: 'Main' } });
    expect(again.status).toBe(409);
    const rolledBack = app.db.transaction(async (tx) => {
      await notifyStaff(tx, 'enquiry', 1);
      throw new Error('the write fails after the notification');
    });
    await expect(rolledBack).rejects.toThrow('the write fails after the notification');

    expect(await app.db.select().from(staffNotifications)).toHaveLength(before.length + 1);
    expect(await app.db.select().from(jobs).where(eq(jobs.kind, STAFF_NOTIFICATION_MAILS_JOB))).toHaveLength(jobsBefore.length + 1);
  });
});

describe('staff notification e-mails', () => {
  let mailing: Awaited<ReturnType<typeof createMailingTestApp>>;
  beforeAll(async () => {
    mailing = await createMailingTestApp({ PUBLIC_URL: 'https://agency.example' });
  });
  afterAll(async () => mailing.close());

  it('e-mails a new order to each active sales and manager account in its language, never to content or a deactivated one', async () => {
    const { app, smtp, admin } = mailing;
    await staffHeaders(app, 'sales');
    await staffHeaders(app, 'content');
    await app.db.update(users).set({ languageId: LANGUAGE_ID.arabic }).where(eq(users.userNameKey, 'staff.sales'));
    await app.db.insert(users).values({
      role: 'admin',
      staffRole: 'sales',
      userName: 'staff.gone',
      userNameKey: 'staff.gone',
      email: 'staff.gone@example.ae',
      emailKey: 'staff.gone@example.ae',
      phoneNumber: '501112244',
      passwordHash: 'not-used',
      isActive: false,
    });
    const [manager] = await app.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.staffRole, 'manager')))
      .orderBy(users.id)
      .limit(1);
    const client = await createClient(app, { userName: 'mailed.client' });
    const order = await requestWorker(app, client.token, await addWorker(app, admin, 'Joy Atieno'));

    const arabicMail = await smtp.waitForMail('staff.sales@example.ae');
    expect(arabicMail.text).toContain('مرحبًا staff.sales،');
    expect(arabicMail.text).toContain(`الطلب ${order.number}: mailed.client يطلب`);
    expect(arabicMail.text).toContain(`افتحه في لوحة الإدارة: https://agency.example/OrderDetails/${order.id}`);
    expect(arabicMail.text).not.toContain('Open it in the back office');

    const englishMail = await smtp.waitForMail(manager!.email);
    expect(englishMail.text).toContain(`Order ${order.number}: mailed.client requests Joy Atieno`);
    expect(englishMail.text).toContain(`Open it in the back office: https://agency.example/OrderDetails/${order.id}`);

    await drainJobs(app);
    const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
    expect(to('staff.content@example.ae')).toHaveLength(0);
    expect(to('staff.gone@example.ae')).toHaveLength(0);
    expect(to('staff.sales@example.ae')).toHaveLength(1);
  });
});
