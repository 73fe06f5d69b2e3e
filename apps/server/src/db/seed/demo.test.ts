import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { createTestApp, drainJobs, logIn, openTestDatabase } from '../../test/test-app.js';
import type { TDatabase } from '../client.js';
import { applyMigrations } from '../migrate.js';
import { DEMO_CLIENT_PASSWORD, ensureFirstAdmin } from './accounts.js';
import {
  addDays,
  AGE_RANGES,
  ageOn,
  todayInUae,
  applicantsApi,
  authApi,
  dashboardApi,
  documentsApi,
  laborsApi,
  lookupsApi,
  ordersApi,
  processesApi,
  reportsApi,
  slotsApi,
} from '@app/shared';
import { laborExperiences, labors, users } from '../schema/index.js';
import { seedDatabase } from './index.js';
import { eq, ne } from 'drizzle-orm';
import { call } from '../../test/call.js';

describe('first admin', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    await applyMigrations(database);
  });
  afterAll(async () => database.close());

  it('generates a password once when none is configured', async () => {
    const first = await ensureFirstAdmin(database.db, {});
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await ensureFirstAdmin(database.db, {})).generatedPassword).toBeUndefined();
  });
});

describe('the demo on a production install', () => {
  it('never creates the demo client accounts, whose password is published, even when the demo is asked for', async () => {
    const database = await openTestDatabase();
    try {
      await applyMigrations(database);
      await seedDatabase(database.db, { demo: true, demoAccounts: false });
      expect(await database.db.select({ id: users.id }).from(users).where(eq(users.role, 'client'))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('demo data and the outbox', () => {
  let app: TApp;
  beforeAll(async () => {
    app = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(async () => app.close());

  it('adds demo clients who can log in', async () => {
    expect(await logIn(app, 'james.carter', DEMO_CLIENT_PASSWORD)).toBeTruthy();
  });

  it('fills the catalogue with sixty varied workers whose photos exist', async () => {
    const page = (await call(app, laborsApi.catalogue, { query: { pageSize: 48 } })).data;
    expect(page.totalCount).toBe(60);
    const countries = new Set(page.items.map((item: { country: { name: string } }) => item.country.name));
    expect(countries.size).toBeGreaterThanOrEqual(8);
    expect(page.items.some((item: { status: string }) => item.status === 'InService')).toBe(true);
    for (const item of page.items.slice(0, 5)) {
      expect((await app.inject({ url: `/media/${item.thumbnail}` })).statusCode).toBe(200);
    }
  });

  it('varies the workers: distinct names, every age range, each marital status and religion, a few videos', async () => {
    const rows = await app.db.select().from(labors);
    expect(new Set(rows.map((row) => row.name)).size).toBe(60);
    expect(rows.every((row) => row.nameAr !== '' && row.skillsAr.every((skill) => skill !== ''))).toBe(true);
    const ages = rows.map((row) => ageOn(row.dateOfBirth, new Date()));
    for (const range of AGE_RANGES)
      expect(
        ages.some((age) => age >= range.min && age <= range.max),
        range.value,
      ).toBe(true);
    expect(ages.some((age) => age > 45)).toBe(true);
    expect(new Set(rows.map((row) => row.maritalStatusId)).size).toBe(4);
    expect(new Set(rows.map((row) => row.religionId)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((row) => row.educationLevelId)).size).toBeGreaterThanOrEqual(5);
    const withVideo = rows.filter((row) => row.video);
    expect(withVideo).toHaveLength(3);
    expect((await app.inject({ url: `/media/${withVideo[0]!.video}` })).statusCode).toBe(200);
    const periods = (await app.db.select().from(laborExperiences)).map((row) => `${row.period} / ${row.periodAr}`);
    expect(periods).toContain('1 year / سنة واحدة');
    expect(periods.some((period) => /^1 years|^2 year\b/.test(period))).toBe(false);
    const woman = rows.find((row) => row.gender === 'female' && row.maritalStatusId === 1)!;
    expect((await call(app, laborsApi.get, { params: { id: woman.id } })).data.maritalStatus.nameAr).toBe('عزباء');
  });

  it('gives every reference value an image, so each can be edited at once', async () => {
    const countries = (await call(app, lookupsApi.active, { params: { list: 'countries' } })).data;
    expect(countries.length).toBeGreaterThan(10);
    for (const country of countries) expect(country.image).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect((await app.inject({ url: `/media/${countries[0]!.image}` })).statusCode).toBe(200);
  });

  it('has demo orders at every step, consistent with the workers', async () => {
    const admin = await logIn(app, 'admin', 'test-admin-password-1');
    const counts = (await call(app, ordersApi.statusCounts, { as: admin })).data;
    expect(counts).toEqual({ Pending: 1, InProgress: 5, Delivered: 7, Rejected: 3, Canceled: 2, Hired: 1 });
    const mine = (await call(app, ordersApi.list, { as: await logIn(app, 'james.carter', DEMO_CLIENT_PASSWORD) })).data;
    expect(mine.totalCount).toBe(3);
    // Every order approved, hired or delivered had its interview before its approval.
    for (const item of (await call(app, ordersApi.adminList, { as: admin, query: { pageSize: 100 } })).data.items) {
      const order = (await call(app, ordersApi.adminGet, { as: admin, params: { id: item.id } })).data;
      if (order.approvedAt) expect(new Date(order.interview!.at).getTime()).toBeLessThan(new Date(order.approvedAt).getTime());
    }
  });

  it('publishes interview times on the working days of the coming two weeks, so a pending order offers them to book', async () => {
    const token = await logIn(app, 'fatima.alhashimi', DEMO_CLIENT_PASSWORD);
    const headers = { authorization: `Bearer ${token}` };
    const pending = (await call(app, ordersApi.list, { headers })).data.items.find((order: { status: string }) => order.status === 'Pending');
    const offer = (await call(app, slotsApi.orderSlots, { params: { id: pending!.id }, headers })).data;
    expect(offer.canPick).toBe(true);
    const slots: Array<{ startsAt: string; interviewType: string }> = offer.slots;
    expect(new Set(slots.map((slot) => slot.interviewType))).toEqual(new Set(['online', 'office']));
    const lastDay = addDays(todayInUae(), 14);
    for (const slot of slots) {
      const uae = new Date(Date.parse(slot.startsAt) + 4 * 3_600_000);
      const day = uae.toISOString().slice(0, 10);
      expect(day <= lastDay, slot.startsAt).toBe(true);
      // Saturday to Thursday, within office hours.
      expect(uae.getUTCDay(), slot.startsAt).not.toBe(5);
      expect(uae.getUTCHours() >= 11 && uae.getUTCHours() < 16, slot.startsAt).toBe(true);
    }
    expect(new Set(slots.map((slot) => new Date(Date.parse(slot.startsAt) + 4 * 3_600_000).toISOString().slice(0, 10))).size).toBeGreaterThanOrEqual(10);
  });

  it('gives /Reports months of placements, revenue and interviews behind the recent orders', async () => {
    const admin = await logIn(app, 'admin', 'test-admin-password-1');
    const today = todayInUae();
    const range = `from=${addDays(today, -200)}&to=${today}`;
    const reports = (await call(app, reportsApi.get, { as: admin, query: new URLSearchParams(range) })).data;
    expect(reports.revenueByMonth.filter((month) => month.placements > 0).length).toBeGreaterThanOrEqual(4);
    expect(reports.revenueByMonth.reduce((sum, month) => sum + month.receivedFils, 0)).toBeGreaterThan(0);
    expect(reports.placementsByNationality.length).toBeGreaterThanOrEqual(2);
    expect(reports.interviews.reduce((sum, month) => sum + month.closedAfter, 0)).toBe(1);
    // Last month always has orders, whatever today's day of the month.
    const lastDay = addDays(`${today.slice(0, 7)}-01`, -1);
    const lastMonth = (await call(app, reportsApi.get, { as: admin, query: { from: `${lastDay.slice(0, 7)}-01`, to: lastDay } })).data;
    expect(lastMonth.ordersByStatus.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThan(0);
  });

  it('has a few applicants from /Apply at different steps, named by their answers', async () => {
    const admin = await logIn(app, 'admin', 'test-admin-password-1');
    const page = (await call(app, applicantsApi.list, { as: admin })).data;
    expect(page.items.map((item: { name: string; status: string; nationality: string }) => [item.name, item.status, item.nationality])).toEqual([
      ['Nirmala Thapa', 'new', 'Nepal'],
      ['Grace Achieng', 'contacted', 'Kenya'],
      ['Maricel Dizon', 'accepted', 'Philippines'],
    ]);
  });

  it('gives a dozen workers visas and Emirates IDs expiring around today, and has three still on their way', async () => {
    const headers = { authorization: `Bearer ${await logIn(app, 'admin', 'test-admin-password-1')}` };
    const visas = (await call(app, documentsApi.expiring, { query: { within: 30, kind: 'visa', pageSize: 100 }, headers })).data;
    expect(visas.items.map((item: { state: string }) => item.state).sort()).toEqual(['expired', 'expiring', 'expiring', 'expiring', 'expiring']);
    const board = (await call(app, dashboardApi.get, { headers })).data;
    expect(board.documents).toEqual({ expired: 1, expiringSoon: 4 });
    const onTheWay = await app.db.select({ stage: labors.stage, availableFrom: labors.availableFrom }).from(labors).where(ne(labors.stage, 'atAccommodation'));
    expect(
      onTheWay
        .filter((worker) => worker.stage !== 'placed')
        .map((worker) => worker.stage)
        .sort(),
    ).toEqual(['abroad', 'abroad', 'visaInProcess']);
    const catalogue = (await call(app, laborsApi.catalogue, { query: { pageSize: 48 } })).data;
    expect(catalogue.items.filter((item: { availableFrom: string | null }) => item.availableFrom).length).toBeGreaterThanOrEqual(1);
  });

  it('has visa processes at every kind of step: a medical test booked tomorrow, one held up with its reason, some overdue', async () => {
    const headers = { authorization: `Bearer ${await logIn(app, 'admin', 'test-admin-password-1')}` };
    const board = (await call(app, processesApi.board, { query: { pageSize: 100 }, headers })).data;
    const current = board.items.map((item) => item.currentStep!);
    expect(new Set(current.map((step) => step.kind))).toEqual(
      new Set(['contract', 'entryPermit', 'changeOfStatus', 'travel', 'arrival', 'medical', 'biometrics', 'insurance', 'residenceVisa', 'handover']),
    );
    const medical = board.items.find((item) => item.currentStep?.kind === 'medical')!;
    expect(medical.order).not.toBeNull();
    expect(medical.currentStep).toMatchObject({ state: 'booked', overdue: false });
    expect(medical.currentStep!.appointmentAt!.slice(0, 10)).toBe(addDays(todayInUae(), 1));
    expect(current.filter((step) => step.state === 'blocked').map((step) => step.blockedReason)).toEqual([expect.stringMatching(/salary certificate/)]);
    expect(board.items.filter((item) => item.overdueSteps > 0).length).toBeGreaterThanOrEqual(1);
    // Overdue first.
    expect(board.items[0]!.overdueSteps).toBeGreaterThan(0);
    // The delivered orders' papers were done.
    const done = (await call(app, processesApi.board, { query: { status: 'done', pageSize: 100 }, headers })).data;
    expect(done.totalCount).toBe(7);
  });

  it('writes e-mails to the outbox when no SMTP server is configured', async () => {
    await call(app, authApi.forgotPassword, { body: { email: 'james.carter@example.com' } });
    await drainJobs(app);
    const files = fs.readdirSync(app.config.outboxDir);
    // Written whole under its final name: no half-written or temporary file is left beside it.
    expect(files).toEqual([expect.stringMatching(/^\d+-\w+\.eml$/)]);
    const [file] = files;
    const raw = fs.readFileSync(path.join(app.config.outboxDir, file!), 'utf8');
    expect(raw).toContain('To: james.carter@example.com');
    expect(raw).toMatch(/Your password reset code is \d{6}/);
  });
});
