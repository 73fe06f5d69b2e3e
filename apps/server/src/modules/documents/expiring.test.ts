import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDocumentExpiryItem, TDocumentKind } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { digestRuns, jobs, users, workerDocuments } from '../../db/schema/index.js';
import { laborInput } from '../../test/labors.js';
import { startSmtpServer } from '../../test/smtp.js';
import { adminHeaders, createTestApp, drainJobs, staffHeaders } from '../../test/test-app.js';
import { DOCUMENT_DIGEST_JOB, runDigest } from './digest.js';
import { dashboardApi, documentsApi, laborsApi } from '@app/shared';
import { call } from '../../test/call.js';

type THeaders = Record<string, string>;

/** 1 December 2026, 14:00 in the UAE: documents are judged on that UAE day. */
const NOW = new Date('2026-12-01T10:00:00Z');

describe('documents: what expires, at a fixed clock, on /Documents, the dashboard and the daily digest', () => {
  let app: TApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let manager: THeaders;
  let sales: THeaders;
  let maria: number;
  let amal: number;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp(
      { RATE_LIMIT_MAX: '100000', SMTP_URL: smtp.url, DOCUMENT_DIGEST: 'true', PUBLIC_URL: 'https://agency.example' },
      { clock: () => NOW },
    );
    manager = await adminHeaders(app);
    sales = await staffHeaders(app, 'sales');
    // The sales reader reads Arabic first.
    await app.db.update(users).set({ languageId: 1 }).where(eq(users.userName, 'staff.sales'));
    const addWorker = async (name: string, passportExpiryDate: string) => {
      const response = await call(app, laborsApi.add, { body: await laborInput(app, { name, passportExpiryDate }), headers: manager });
      expect(response.status, response.response.body).toBe(201);
      return response.data.id;
    };
    maria = await addWorker('Maria Santos', '2026-12-10');
    amal = await addWorker('Amal Perera', '2031-01-01');
    const documents: Array<[number, Exclude<TDocumentKind, 'passport'>, string, string | null]> = [
      [maria, 'visa', 'V-EXPIRED', '2026-11-20'],
      [amal, 'emiratesId', '784-1990-1234567-1', '2026-12-01'],
      [amal, 'medical', 'MED-24', '2026-12-25'],
      [maria, 'insurance', 'INS-50', '2027-01-20'],
      [amal, 'labourContract', 'LC-104', '2027-03-15'],
      [amal, 'other', '', null],
    ];
    for (const [laborId, kind, number, expiryDate] of documents) {
      const response = await call(app, documentsApi.create, { params: { id: laborId }, body: { kind, number, expiryDate }, headers: manager });
      expect(response.status, response.response.body).toBe(201);
    }
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const expiring = async (query: string, headers = manager) => {
    const response = await call(app, documentsApi.expiring, { query: new URLSearchParams(query), headers });
    expect(response.status, response.response.body).toBe(200);
    return response.data;
  };
  const numbers = (page: { items: TDocumentExpiryItem[] }) => page.items.map((item) => item.number);

  it('lists the expired and those expiring within 30 days by default, soonest first, with days left; wider windows, kind, worker and search filter', async () => {
    const page = await expiring('');
    expect(numbers(page)).toEqual(['V-EXPIRED', '784-1990-1234567-1', expect.any(String), 'MED-24']);
    expect(page.items.map((item) => [item.kind, item.daysLeft, item.state])).toEqual([
      ['visa', -11, 'expired'],
      ['emiratesId', 0, 'expiring'],
      ['passport', 9, 'expiring'],
      ['medical', 24, 'expiring'],
    ]);
    expect(page.items[0]).toMatchObject({ labor: { id: maria, name: 'Maria Santos' }, placement: null });
    expect(numbers(await expiring('?within=7'))).toEqual(['V-EXPIRED', '784-1990-1234567-1']);
    expect(numbers(await expiring('?within=60'))).toContain('INS-50');
    expect((await expiring('?within=90')).totalCount).toBe(5);
    expect(numbers(await expiring('?kind=medical'))).toEqual(['MED-24']);
    expect(numbers(await expiring(`?laborId=${amal}`))).toEqual(['784-1990-1234567-1', 'MED-24']);
    expect(numbers(await expiring('?search=perera'))).toEqual(['784-1990-1234567-1', 'MED-24']);
    const second = await expiring('?pageSize=3&pageNumber=2');
    expect(second).toMatchObject({ totalCount: 4, items: [expect.objectContaining({ number: 'MED-24' })] });
    // Sales do not see passports at all.
    expect((await expiring('', sales)).items.map((item) => item.kind)).toEqual(['visa', 'emiratesId', 'medical']);
  });

  it('counts them on the dashboard, passports only for the roles that see them', async () => {
    const dashboard = async (headers: THeaders) => (await call(app, dashboardApi.get, { headers })).data.documents;
    expect(await dashboard(manager)).toEqual({ expired: 1, expiringSoon: 3 });
    expect(await dashboard(sales)).toEqual({ expired: 1, expiringSoon: 2 });
  });

  it('queues the digest at 07:00 UAE time on start; it runs once a day whoever runs it, mails each reader what she may see, and queues the next day', async () => {
    const digestJobs = () =>
      app.db
        .select({ runAt: jobs.runAt, payload: jobs.payload })
        .from(jobs)
        .where(and(eq(jobs.kind, DOCUMENT_DIGEST_JOB), eq(jobs.status, 'queued')));
    expect(await digestJobs()).toEqual([{ runAt: new Date('2026-12-02T03:00:00Z'), payload: { day: '2026-12-02' } }]);

    const at = new Date('2026-12-02T03:00:05Z');
    // The job ran twice (two instances, or a retry): the second finds the day's row and does nothing.
    await runDigest(app.db, at, 'https://agency.example');
    await runDigest(app.db, new Date('2026-12-02T09:00:00Z'), 'https://agency.example');
    expect(await app.db.select({ day: digestRuns.day }).from(digestRuns)).toEqual([{ day: '2026-12-02' }]);
    expect((await digestJobs()).map((job) => job.runAt)).toEqual([new Date('2026-12-02T03:00:00Z'), new Date('2026-12-03T03:00:00Z')]);

    await drainJobs(app);
    const [admin] = await app.db.select({ email: users.email }).from(users).where(eq(users.userName, 'admin'));
    const toManager = smtp.received.filter((mail) => mail.to.includes(admin!.email));
    const toSales = smtp.received.filter((mail) => mail.to.includes('staff.sales@example.ae'));
    expect([toManager.length, toSales.length]).toEqual([1, 1]);
    const managerMail = toManager[0]!.text;
    // On 2 December the Emirates ID of 1 December has expired too.
    expect(managerMail).toContain('Expired documents: 2');
    expect(managerMail).toContain('Maria Santos: Visa / entry permit V-EXPIRED, expiry 20 November 2026');
    expect(managerMail).toContain('Passport');
    expect(managerMail).toContain('https://agency.example/Documents');
    expect(managerMail.indexOf('Expired documents')).toBeLessThan(managerMail.indexOf('مستندات منتهية'));
    const salesMail = toSales[0]!.text;
    expect(salesMail).not.toContain('Passport');
    expect(salesMail).toContain('Emirates ID 784-1990-1234567-1');
    expect(salesMail.indexOf('مستندات منتهية')).toBeLessThan(salesMail.indexOf('Expired documents'));
  });

  it('sends nothing on a day with nothing to report', async () => {
    await app.db.delete(workerDocuments);
    const before = smtp.received.length;
    await runDigest(app.db, new Date('2026-12-03T03:00:05Z'), undefined);
    await drainJobs(app);
    expect(smtp.received.length).toBe(before);
    expect((await app.db.select({ day: digestRuns.day }).from(digestRuns)).map((row) => row.day)).toContain('2026-12-03');
  });
});
