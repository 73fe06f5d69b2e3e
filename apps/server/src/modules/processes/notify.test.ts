import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUaeDate, processesApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { jobs, labors, users } from '../../db/schema/index.js';
import { EMAIL_JOB } from '../../jobs/email.js';
import { call } from '../../test/call.js';
import { invitationOf } from '../../test/calendar.js';
import { mimeParts } from '../../test/smtp.js';
import { createMailingTestApp } from '../../test/test-app.js';
import { changeStep, hireOrder, processOfOrder, readProcess, stepOfKind, workerAndClient } from './test-support.js';

const NOTE = 'Staff only: the sponsor asked for a discount';
const REASON = 'Waiting for the salary certificate';

describe('the family hears of each step done or booked', () => {
  let app: TApp;
  let admin: Record<string, string>;
  let smtp: Awaited<ReturnType<typeof createMailingTestApp>>['smtp'];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, admin, smtp, close } = await createMailingTestApp({ PUBLIC_URL: 'https://sakina.example' }));
  });
  afterAll(() => close());

  /** A hired order's process, its family reading in this language (languageId 1 is Arabic). */
  async function hired(languageId: 1 | 2) {
    const { laborId, client } = await workerAndClient(app);
    await app.db.update(users).set({ languageId }).where(eq(users.id, client.id));
    await app.db.update(labors).set({ name: 'Siti Rahayu', nameAr: 'سيتي رحايو' }).where(eq(labors.id, laborId));
    const order = await hireOrder(app, client, laborId);
    return { client, order, process: await processOfOrder(app, order.id) };
  }

  const queuedMails = async () => (await app.db.select({ value: count() }).from(jobs).where(eq(jobs.kind, EMAIL_JOB)))[0]!.value;

  it('a booked step mails the family in Arabic first, with the appointment as an invitation at UAE time, and no staff notes', async () => {
    const { client, order, process } = await hired(1);
    const medical = stepOfKind(process, 'medical');
    const booked = await changeStep(app, process, medical, {
      state: 'booked',
      appointmentAt: '2030-11-27T10:30:00+04:00',
      appointmentPlace: 'Al Qusais Medical Fitness Centre',
      notes: NOTE,
    });
    expect(booked.status, booked.response.body).toBe(200);
    const mail = await smtp.waitFor((received) => received.to.includes(client.email) && received.text.includes('appointment.ics'));
    expect(mail.text.indexOf('مرحبًا')).toBeLessThan(mail.text.indexOf('Hello'));
    expect(mail.text).toContain(`تم حجز موعد ${medical.nameAr} للعاملة سيتي رحايو (الطلب ${order.number}): الأربعاء 27 نوفمبر 2030، 10:30 (بتوقيت الإمارات)`);
    expect(mail.text).toContain(`${medical.nameEn} for Siti Rahayu (order ${order.number}) is booked for Wednesday 27 November 2030, 10:30 (UAE time)`);
    expect(mail.text).toContain('Place: Al Qusais Medical Fitness Centre');
    expect(mail.text).toContain(`https://sakina.example/ClientOrder/${order.id}`);
    expect(mail.text).not.toContain(NOTE);
    const invite = invitationOf(mail);
    expect(invite).toMatchObject({
      method: 'REQUEST',
      uid: `process-step-${medical.id}@sakina-workers.ae`,
      start: new Date('2030-11-27T06:30:00Z'),
      localStart: '2030-11-27T10:30:00',
      timeZone: 'Asia/Dubai',
      location: 'Al Qusais Medical Fitness Centre',
      summary: `${medical.nameAr}: سيتي رحايو، الطلب ${order.number}`,
      attendees: [expect.objectContaining({ email: client.email, rsvp: 'TRUE' })],
    });
    expect(invite.description).not.toContain(NOTE);
    // The same invitation also travels as a file to open.
    const file = mimeParts(mail.raw).find((part) => /filename="?appointment\.ics/.test(part.headers['content-disposition'] ?? ''));
    expect(file?.body).toContain('DTSTART;TZID=Asia/Dubai:20301127T103000');

    // Moved: the same event, a higher sequence. Saving only a note tells nobody.
    const moved = await changeStep(app, booked.data, stepOfKind(booked.data, 'medical'), { appointmentAt: '2030-11-28T09:00:00+04:00' });
    expect(moved.status).toBe(200);
    const again = await smtp.waitFor((received) => received.to.includes(client.email) && received.text.includes('الخميس 28 نوفمبر 2030'));
    expect(invitationOf(again)).toMatchObject({ uid: invite.uid, sequence: invite.sequence + 1, localStart: '2030-11-28T09:00:00' });
    const before = await queuedMails();
    expect((await changeStep(app, moved.data, stepOfKind(moved.data, 'medical'), { notes: `${NOTE}, again` })).status).toBe(200);
    expect(await queuedMails()).toBe(before);
  });

  it('an appointment still to come taken back cancels the invitation in the family’s calendar; one already past does not', async () => {
    const { client, order, process } = await hired(2);
    const medical = stepOfKind(process, 'medical');
    const booked = await changeStep(app, process, medical, { state: 'booked', appointmentAt: '2030-12-02T11:00:00+04:00', appointmentPlace: 'Karama' });
    expect(booked.status, booked.response.body).toBe(200);
    const invite = invitationOf(await smtp.waitFor((received) => received.to.includes(client.email) && received.text.includes('appointment.ics')));

    const back = await changeStep(app, booked.data, stepOfKind(booked.data, 'medical'), { state: 'blocked', blockedReason: REASON, appointmentAt: null });
    expect(back.status, back.response.body).toBe(200);
    const canceled = await smtp.waitFor((received) => received.to.includes(client.email) && received.text.includes('is canceled'));
    expect(canceled.text.indexOf('Hello')).toBeLessThan(canceled.text.indexOf('مرحبًا'));
    expect(canceled.text).toContain(
      `The appointment for ${medical.nameEn} for Siti Rahayu (order ${order.number}) on Monday 2 December 2030, 11:00 (UAE time) is canceled.`,
    );
    expect(canceled.text).not.toContain(REASON);
    expect(invitationOf(canceled)).toMatchObject({ method: 'CANCEL', uid: invite.uid, sequence: invite.sequence + 1, localStart: '2030-12-02T11:00:00' });

    // An appointment already past, then the step back to do: nothing to take out of a calendar.
    const past = await changeStep(app, back.data, stepOfKind(back.data, 'medical'), {
      state: 'booked',
      appointmentAt: '2020-01-05T09:00:00+04:00',
      blockedReason: '',
    });
    expect(past.status, past.response.body).toBe(200);
    const before = await queuedMails();
    expect((await changeStep(app, past.data, stepOfKind(past.data, 'medical'), { state: 'todo', appointmentAt: null })).status).toBe(200);
    expect(await queuedMails()).toBe(before);
  });

  it('a step done mails in English first which step it was and what is next, never the reason a step is held up', async () => {
    const { client, order, process } = await hired(2);
    const contract = stepOfKind(process, 'contract');
    const blocked = await changeStep(app, process, stepOfKind(process, 'changeOfStatus'), { state: 'blocked', blockedReason: REASON });
    expect(blocked.status, blocked.response.body).toBe(200);
    const done = await changeStep(app, blocked.data, contract, { state: 'done', notes: NOTE });
    expect(done.status, done.response.body).toBe(200);
    const next = stepOfKind(done.data, 'changeOfStatus');
    const mail = await smtp.waitFor((received) => received.to.includes(client.email) && received.text.includes(' is done, on '));
    expect(mail.text.indexOf('Hello')).toBeLessThan(mail.text.indexOf('مرحبًا'));
    const doneOn = stepOfKind(done.data, 'contract').doneOn!;
    expect(mail.text).toContain(`${contract.nameEn} for Siti Rahayu (order ${order.number}) is done, on ${formatUaeDate(doneOn, 'en')}.`);
    expect(mail.text).toContain(`Next: ${next.nameEn}, expected by ${formatUaeDate(next.dueDate, 'en')}.`);
    expect(mail.text).toContain(`الخطوة التالية: ${next.nameAr}`);
    expect(mail.text).toContain(`Expected handover: ${formatUaeDate(done.data.expectedHandover, 'en')}.`);
    expect(mail.text).toContain(`https://sakina.example/ClientOrder/${order.id}`);
    expect(mail.text).not.toContain(REASON);
    expect(mail.text).not.toContain(NOTE);
    expect(mail.text).not.toContain('.ics');
    // Blocking a step told the family nothing: this is the only mail of the process.
    const processMails = smtp.received.filter((received) => received.to.includes(client.email) && received.text.includes('Siti Rahayu (order'));
    expect(processMails).toHaveLength(1);
  });

  it('a process without an order and a client tells no one', async () => {
    const { laborId } = await workerAndClient(app, 'abroad');
    const started = await call(app, processesApi.start, { body: { laborId, location: 'abroad', packageKind: 'Main' }, headers: admin });
    expect(started.status, started.response.body).toBe(201);
    const before = await queuedMails();
    const process = started.data;
    const booked = await changeStep(app, process, stepOfKind(process, 'medical'), { state: 'booked', appointmentAt: '2030-12-01T09:00:00+04:00' });
    expect(booked.status).toBe(200);
    expect((await changeStep(app, booked.data, stepOfKind(booked.data, 'contract'), { state: 'done' })).status).toBe(200);
    expect(await queuedMails()).toBe(before);
    expect((await readProcess(app, process.id)).client).toBeNull();
  });
});
