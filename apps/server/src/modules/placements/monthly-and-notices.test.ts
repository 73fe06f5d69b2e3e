import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_ID, type TPlacement, ordersApi, paymentsApi, placementsApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { invoices, jobs, labors, placementEvents, placements, users } from '../../db/schema/index.js';
import { enqueue } from '../../jobs/queue.js';
import { addWorker } from '../../test/orders.js';
import { startSmtpServer } from '../../test/smtp.js';
import { adminHeaders, createClient, createTestApp, drainJobs, staffHeaders } from '../../test/test-app.js';
import { clientHeaders, clientStep, deliveredOrder, staffPlacement, staffStep } from './test-support.js';
import { call, pathOf } from '../../test/call.js';

describe('Monthly renewals, stops and the scheduled notices', () => {
  let app: TApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let now = new Date('2026-11-22T09:00:00Z');
  const at = (instant: string) => {
    now = new Date(instant);
  };
  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0', SMTP_URL: smtp.url, PUBLIC_URL: 'https://sakina.example' }, { clock: () => now });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  beforeEach(() => at('2026-11-22T09:00:00Z'));

  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
  const jobsFor = async (kind: string, placementId: number) =>
    (await app.db.select().from(jobs).where(eq(jobs.kind, kind))).filter(
      (job) => job.status === 'queued' && (job.payload as { placementId?: number }).placementId === placementId,
    );
  const eventsOf = async (placementId: number) =>
    (await app.db.select().from(placementEvents).where(eq(placementEvents.placementId, placementId))).map((row) => row.event);
  /** The jobs of this kind for this placement become due now, as the database's clock reads it. */
  const makeDue = (kind: string, placementId: number) =>
    app.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(and(eq(jobs.kind, kind), eq(jobs.status, 'queued'), sql`(${jobs.payload}->>'placementId')::int = ${placementId}`));

  async function hired(pkg: 'Main' | 'Monthly', language: 'en' | 'ar' = 'en') {
    const client = await createClient(app);
    if (language === 'ar') await app.db.update(users).set({ languageId: LANGUAGE_ID.arabic }).where(eq(users.id, client.id));
    const laborId = await addWorker(app, await adminHeaders(app), 'Maria Santos');
    await app.db.update(labors).set({ nameAr: 'ماريا سانتوس' }).where(eq(labors.id, laborId));
    const order = await deliveredOrder(app, client, laborId, { package: pkg });
    await drainJobs(app);
    return { client, laborId, order, placement: order.placement! };
  }

  it('starts a Monthly placement paid for its months, tells the client in her language, and schedules the renewal notice', async () => {
    const { client, order, placement } = await hired('Monthly', 'ar');
    expect(placement).toMatchObject({
      package: 'Monthly',
      startDate: '2026-11-22',
      paidUntil: '2027-02-22',
      endsOn: '2027-02-22',
      probationEnd: null,
      contractEnd: null,
      monthlyPriceAed: 3_200,
      stopAtPaidUntil: false,
      inProbation: false,
    });
    const [notice] = await jobsFor('placement.notice', placement.id);
    expect(notice!.runAt.toISOString()).toBe('2027-02-15T05:00:00.000Z');
    expect(notice!.payload).toEqual({ placementId: placement.id, notice: 'renewal', on: '2027-02-22' });

    const started = mailsTo(client.email).find((mail) => mail.text.includes('started with your family'))!;
    expect(started.text.indexOf('بدأت ماريا سانتوس العمل')).toBeLessThan(started.text.indexOf('Maria Santos started with your family on 22 November 2026'));
    expect(started.text).toContain('22 فبراير 2027');
    expect(started.text).toContain(`https://sakina.example/ClientOrder/${order.id}`);
  });

  it('renews for N months on a new invoice, moves the paid period on, and reschedules the notice', async () => {
    const { client, placement } = await hired('Monthly');
    at('2027-02-10T08:00:00Z');
    const sales = await staffStep(app, placement, 'renew', { months: 2 }, await staffHeaders(app, 'sales'));
    expect(sales.status).toBe(403);
    const accounts = await staffHeaders(app, 'accounts');
    // '2' is past the declared type: sent as it is.
    const url = pathOf(placementsApi.renew, { params: { id: placement.id } });
    for (const months of [0, 25, 1.5, '2']) {
      const bad = await app.inject({ method: 'POST', url, headers: accounts, payload: { version: placement.version, months } });
      expect(bad.statusCode, String(months)).toBe(400);
      expect(bad.json().errors).toHaveProperty('months');
    }
    const renewed = await staffStep(app, placement, 'renew', { months: 2 }, accounts);
    expect(renewed.status, renewed.response.body).toBe(200);
    const after: TPlacement = renewed.data;
    expect(after).toMatchObject({ paidUntil: '2027-04-22', endsOn: '2027-04-22', version: 2 });
    const renewal = after.timeline.at(-1)!;
    expect(renewal).toMatchObject({ event: 'renewed', actor: 'admin', actorName: 'staff.accounts' });
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.number, renewal.note));
    expect(invoice).toMatchObject({
      kind: 'invoice',
      orderId: placement.orderId,
      placementId: placement.id,
      months: 2,
      periodStart: '2027-02-23',
      periodEnd: '2027-04-22',
      subtotalFils: 640_000,
      vatFils: 32_000,
      totalFils: 672_000,
    });
    // The invoice's line names its period as people write dates, in each language.
    const finance = await call(app, paymentsApi.adminOrderFinance, { params: { id: placement.orderId }, headers: accounts });
    const line = finance.data.invoices.find((document: { number: string }) => document.number === invoice!.number);
    expect(line!.description).toBe('Monthly renewal: 2 months, 23 February 2027 to 22 April 2027');
    expect(line!.descriptionAr).toContain('23 فبراير 2027');
    const notices = await jobsFor('placement.notice', placement.id);
    expect(notices.map((job) => [job.runAt.toISOString(), (job.payload as { on: string }).on]).sort()).toEqual([
      ['2027-02-15T05:00:00.000Z', '2027-02-22'],
      ['2027-04-15T05:00:00.000Z', '2027-04-22'],
    ]);

    // The first notice's date no longer stands: it sends nothing when its time comes.
    await drainJobs(app);
    expect(mailsTo(client.email).some((mail) => mail.text.includes(`once invoice ${invoice!.number} of AED 6,720 is settled`))).toBe(true);
    at('2027-02-15T06:00:00Z');
    await makeDue('placement.notice', placement.id);
    await app.db
      .update(jobs)
      .set({ runAt: sql`now() + interval '1 day'` })
      .where(and(eq(jobs.kind, 'placement.notice'), sql`${jobs.payload}->>'on' = '2027-04-22'`));
    const before = mailsTo(client.email).length;
    await drainJobs(app);
    expect(mailsTo(client.email)).toHaveLength(before);
    expect(await eventsOf(placement.id)).not.toContain('renewalNotice');

    // The new one goes once, even when its job is run twice.
    at('2027-04-15T06:00:00Z');
    await makeDue('placement.notice', placement.id);
    await drainJobs(app);
    await enqueue(app.db, 'placement.notice', { placementId: placement.id, notice: 'renewal', on: '2027-04-22' });
    await drainJobs(app);
    const notices2 = mailsTo(client.email).filter((mail) => mail.text.includes('The paid period of Maria Santos'));
    expect(notices2).toHaveLength(1);
    expect(notices2[0]!.text).toContain('ends on 22 April 2027');
    expect((await eventsOf(placement.id)).filter((event) => event === 'renewalNotice')).toHaveLength(1);

    const main = await hired('Main');
    const notMonthly = await staffStep(app, main.placement, 'renew', { months: 1 }, await staffHeaders(app, 'accounts'));
    expect(notMonthly.status).toBe(409);
    expect(notMonthly.code).toBe('placements.notMonthly');
  });

  it('a stop ends the placement when its paid period does, by a job at the next UAE midnight; resume undoes it', async () => {
    const { laborId, placement } = await hired('Monthly');
    const sales = await staffHeaders(app, 'sales');
    const stopped = (await staffStep(app, placement, 'stop', { note: 'Family moving abroad' }, sales)).data;
    expect(stopped).toMatchObject({ stopAtPaidUntil: true, actions: ['end', 'resume'] });
    const [completion] = await jobsFor('placement.complete', placement.id);
    // The day after 22 February 2027, 00:00 in the UAE.
    expect(completion!.runAt.toISOString()).toBe('2027-02-22T20:00:00.000Z');
    expect((await staffStep(app, stopped, 'stop', {}, sales)).code).toBe('placements.alreadyStopped');
    const resumed = (await staffStep(app, stopped, 'resume', {}, sales)).data;
    expect(resumed.stopAtPaidUntil).toBe(false);
    expect((await staffStep(app, resumed, 'resume', {}, sales)).code).toBe('placements.notStopped');

    // Resumed: the completion job finds nothing to do, and no renewal notice is held back.
    at('2027-02-23T01:00:00Z');
    await makeDue('placement.complete', placement.id);
    await drainJobs(app);
    expect((await staffPlacement(app, placement.id)).status).toBe('active');

    at('2027-02-10T08:00:00Z');
    const again = (await staffStep(app, resumed, 'stop', {}, await staffHeaders(app, 'sales'))).data;
    // A job run before the paid period is over (a clock ahead) leaves the placement alone.
    at('2027-02-22T12:00:00Z');
    await makeDue('placement.complete', placement.id);
    await drainJobs(app);
    expect((await staffPlacement(app, placement.id)).status).toBe('active');
    // Stopped, the renewal notice is not sent.
    await makeDue('placement.notice', placement.id);
    await drainJobs(app);
    expect(await eventsOf(placement.id)).not.toContain('renewalNotice');

    at('2027-02-23T01:00:00Z');
    await enqueue(app.db, 'placement.complete', { placementId: placement.id, paidUntil: again.paidUntil });
    await drainJobs(app);
    const completed = await staffPlacement(app, placement.id);
    expect(completed).toMatchObject({ status: 'ended', endKind: 'completed', endedOn: '2027-02-22', end: { reportedBy: 'system' }, guarantee: null });
    expect(completed.timeline.at(-1)).toMatchObject({ event: 'completed', actor: 'system', note: 'Ended with its paid period, as set' });
    expect((await app.db.select({ status: labors.status }).from(labors).where(eq(labors.id, laborId)))[0]!.status).toBe('NotAvailable');
    // Run again, it does nothing more.
    await enqueue(app.db, 'placement.complete', { placementId: placement.id, paidUntil: again.paidUntil });
    await drainJobs(app);
    expect((await eventsOf(placement.id)).filter((event) => event === 'completed')).toHaveLength(1);
  });

  it('sends the probation notice once, 14 days before it ends, and none for a placement that ended', async () => {
    const { client, placement } = await hired('Main', 'ar');
    const ended = await hired('Main');
    await staffStep(app, ended.placement, 'end', { kind: 'completed' });
    at('2027-05-08T06:00:00Z');
    for (const id of [placement.id, ended.placement.id]) await makeDue('placement.notice', id);
    await drainJobs(app);
    await enqueue(app.db, 'placement.notice', { placementId: placement.id, notice: 'probation', on: '2027-05-22' });
    await drainJobs(app);
    const notices = mailsTo(client.email).filter((mail) => mail.text.includes('probation period of Maria Santos'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('تنتهي فترة تجربة ماريا سانتوس');
    expect(notices[0]!.text).toContain('22 مايو 2027');
    expect((await eventsOf(placement.id)).filter((event) => event === 'probationNotice')).toHaveLength(1);
    expect(await eventsOf(ended.placement.id)).not.toContain('probationNotice');
    expect(mailsTo(ended.client.email).some((mail) => mail.text.includes('probation period of'))).toBe(false);
  });

  it("tells the client of a return with the guarantee's offer, of the refund, and of the replacement order", async () => {
    const { client, order } = await hired('Main');
    at('2027-01-10T08:00:00Z');
    const returned = (await clientStep(app, client, order.id, 'end', { kind: 'returned', reason: 'resigned', version: 1 })).data;
    await drainJobs(app);
    const returnMail = mailsTo(client.email).find((mail) => mail.text.includes('was returned on'))!;
    expect(returnMail.text).toContain('Maria Santos was returned on 10 January 2027');
    expect(returnMail.text).toContain('Reason: She resigned or refused to work.');
    expect(returnMail.text).toContain('a refund of AED 13,125, to be paid by 24 January 2027');
    expect(returnMail.text).toContain('السبب:');

    const refund = (await clientStep(app, client, order.id, 'remedy', { remedy: 'refund', version: returned.version })).data;
    await drainJobs(app);
    const refundMail = mailsTo(client.email).find((mail) => mail.text.includes('You chose the refund'))!;
    expect(refundMail.text).toContain(`AED 13,125, to be paid by 24 January 2027. Our tax credit note ${refund.refund!.creditNoteNumber}`);

    const second = await hired('Main');
    const absent = (await clientStep(app, second.client, second.order.id, 'end', { kind: 'absent', version: 1 })).data;
    await clientStep(app, second.client, second.order.id, 'remedy', { remedy: 'replacement', version: absent.version });
    const laborId = await addWorker(app, await adminHeaders(app), 'Ana Cruz');
    const opened = await call(app, ordersApi.request, {
      body: { laborId, package: 'Main', replacesPlacementId: second.placement.id },
      headers: await clientHeaders(app, second.client),
    });
    expect(opened.status, opened.response.body).toBe(201);
    await drainJobs(app);
    const mails = mailsTo(second.client.email);
    expect(mails.some((mail) => mail.text.includes('has been absent since 10 January 2027'))).toBe(true);
    expect(mails.some((mail) => mail.text.includes('Choose a worker from our catalogue'))).toBe(true);
    const openedMail = mails.find((mail) => mail.text.includes('replaces order'))!;
    expect(openedMail.text).toContain(`Order ${opened.data.number} for Ana Cruz replaces order ${second.order.number}`);
    expect(openedMail.text).toContain(`https://sakina.example/ClientOrder/${opened.data.id}`);
    const [row] = await app.db.select().from(placements).where(eq(placements.id, second.placement.id));
    expect(row!.remedy).toBe('replacement');
  });
});
