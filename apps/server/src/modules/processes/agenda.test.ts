import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardApi, slotsApi, type TProcess } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { labors, users } from '../../db/schema/index.js';
import { call } from '../../test/call.js';
import { startSmtpServer } from '../../test/smtp.js';
import { adminHeaders, createTestApp, drainJobs, staffHeaders } from '../../test/test-app.js';
import { runDigest } from '../documents/digest.js';
import { changeStep, hireOrder, processOfOrder, stepOfKind, workerAndClient } from './test-support.js';

type THeaders = Record<string, string>;

/**
 * A Main process in the UAE hired on 22 November 2026: its contract is due on the 24th. On the 27th
 * the contract is overdue, and the biometrics are booked for the 28th at 10:00 UAE time.
 */
describe('process steps on the dashboard, the daily digest and the calendar', () => {
  let app: TApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let now = new Date('2026-11-22T09:00:00Z');
  let manager: THeaders;
  let process: TProcess;
  let code: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0', SMTP_URL: smtp.url }, { clock: () => now });
    const { laborId, client } = await workerAndClient(app);
    [{ code }] = (await app.db
      .update(labors)
      .set({ name: 'Siti Rahayu', nameAr: 'سيتي رحايو' })
      .where(eq(labors.id, laborId))
      .returning({ code: labors.code })) as [{ code: string }];
    const order = await hireOrder(app, client, laborId);
    now = new Date('2026-11-27T09:00:00Z');
    const started = await processOfOrder(app, order.id);
    const booked = await changeStep(app, started, stepOfKind(started, 'biometrics'), {
      state: 'booked',
      appointmentAt: '2026-11-28T10:00:00+04:00',
      appointmentPlace: 'Al Barsha Tasheel centre',
      notes: 'Staff only',
    });
    expect(booked.status, booked.response.body).toBe(200);
    process = booked.data;
    // A session of the day the clock now reads.
    manager = await adminHeaders(app);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('counts the overdue steps on the dashboard for those who read the processes', async () => {
    expect(stepOfKind(process, 'contract')).toMatchObject({ dueDate: '2026-11-24', overdue: true });
    expect(process.overdueSteps).toBe(1);
    const board = await call(app, dashboardApi.get, { headers: manager });
    expect(board.data.processes).toEqual({ overdueSteps: 1 });
    expect((await call(app, dashboardApi.get, { headers: await staffHeaders(app, 'sales') })).data.processes).toEqual({ overdueSteps: 1 });
    expect((await call(app, dashboardApi.get, { headers: await staffHeaders(app, 'content') })).data.processes).toBeNull();
  });

  it('puts the appointment on the calendar on its day, marked as a process one, none online', async () => {
    const calendar = async (query: string) => {
      const response = await call(app, slotsApi.calendar, { query: new URLSearchParams(query), headers: manager });
      expect(response.status, response.response.body).toBe(200);
      return response.data;
    };
    const day = await calendar('day=2026-11-28');
    const biometrics = stepOfKind(process, 'biometrics');
    expect(day.processAppointments).toEqual([
      {
        processId: process.id,
        stepId: biometrics.id,
        kind: 'biometrics',
        nameEn: biometrics.nameEn,
        nameAr: biometrics.nameAr,
        at: '2026-11-28T06:00:00.000Z',
        place: 'Al Barsha Tasheel centre',
        state: 'booked',
        labor: { id: process.labor.id, code, name: 'Siti Rahayu', nameAr: 'سيتي رحايو' },
        order: process.order,
        client: { id: process.client!.id, userName: expect.any(String), phoneNumber: process.client!.phoneNumber },
      },
    ]);
    expect((await calendar('day=2026-11-28&view=week')).processAppointments).toHaveLength(1);
    expect((await calendar('day=2026-11-27')).processAppointments).toEqual([]);
    expect((await calendar('day=2026-11-28&place=online')).processAppointments).toEqual([]);
  });

  it("lists the overdue steps and tomorrow's appointments in the daily digest, sent even when no document expires", async () => {
    await app.db.update(users).set({ languageId: 2 }).where(eq(users.userName, 'admin'));
    await runDigest(app.db, new Date('2026-11-27T03:00:05Z'), 'https://agency.example');
    await drainJobs(app);
    const [admin] = await app.db.select({ email: users.email }).from(users).where(eq(users.userName, 'admin'));
    const mail = await smtp.waitFor((received) => received.to.includes(admin!.email) && received.text.includes('Overdue visa process steps'));
    const contract = stepOfKind(process, 'contract');
    const biometrics = stepOfKind(process, 'biometrics');
    const link = `https://agency.example/Processes/${process.id}`;
    expect(mail.text).toContain('Overdue visa process steps: 1');
    expect(mail.text).toContain(`${code} Siti Rahayu: ${contract.nameEn}, due 24 November 2026: ${link}`);
    expect(mail.text).toContain('Visa process appointments tomorrow: 1');
    expect(mail.text).toContain(`${code} Siti Rahayu: ${biometrics.nameEn}, Saturday 28 November 2026, 10:00 (UAE time), Al Barsha Tasheel centre: ${link}`);
    expect(mail.text).toContain(`${code} سيتي رحايو: ${biometrics.nameAr}`);
    expect(mail.text).not.toContain('Staff only');
    expect(mail.text).not.toContain('Expired documents');
  });
});
