import { and, desc, eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { processReportApi, type TProcessReport, type TProcessStepKind, type TProcessStepState } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { auditLog, countries, labors, processSteps, visaProcesses } from '../../db/schema/index.js';
import { call } from '../../test/call.js';
import { addWorker } from '../../test/orders.js';
import { adminHeaders, arabic, createTestApp, staffHeaders } from '../../test/test-app.js';
import { changeStep, hireOrder, processOfOrder, stepOfKind, workerAndClient } from './test-support.js';

type THeaders = Record<string, string>;

// Noon of 10 December 2026 in the UAE: the day "ran late" is judged on.
const NOW = new Date('2026-12-10T08:00:00Z');
const NOVEMBER = 'from=2026-11-01&to=2026-11-30';

let app: TApp;
let admin: THeaders;
let now = NOW;
const country = { atlantis: 0, lemuria: 0, mu: 0 };

type TStepSeed = { kind: TProcessStepKind; state: TProcessStepState; dueDate: string; doneOn?: string; name?: [string, string] };

/** A process written as it stands, its steps in order: the states the report reads, without walking each step. */
async function seedProcess(
  countryId: number,
  packageKind: 'Main' | 'Monthly',
  startedOn: string,
  steps: TStepSeed[],
  status: 'running' | 'done' | 'canceled' = 'running',
) {
  const laborId = await addWorker(app, admin, `Report worker ${startedOn}`, { countryId });
  const [process] = await app.db
    .insert(visaProcesses)
    .values({ laborId, packageKind, location: 'inUae', status, startedOn })
    .returning({ id: visaProcesses.id });
  await app.db.insert(processSteps).values(
    steps.map((step, index) => ({
      processId: process!.id,
      position: index + 1,
      kind: step.kind,
      nameEn: step.name?.[0] ?? step.kind,
      nameAr: step.name?.[1] ?? step.kind,
      expectedDays: 2,
      state: step.state,
      dueDate: step.dueDate,
      doneOn: step.doneOn ?? null,
    })),
  );
}

const done = (kind: TProcessStepKind, doneOn: string, dueDate: string, name?: [string, string]): TStepSeed => ({ kind, state: 'done', doneOn, dueDate, name });
const open = (kind: TProcessStepKind, dueDate: string, state: TProcessStepState = 'todo'): TStepSeed => ({ kind, state, dueDate });

/**
 * November's processes, and how long each step took (days from the last done day before it, or the start):
 * Atlantis, Main: P1 contract 2 (on time), medical 5 (late), handover 2; P2 contract 4 (late), medical not
 * needed, typing 3 (from the contract's day), handover to do; P3 contract 0, medical 7 (on time), handover to do.
 * Lemuria, Monthly: P4 contract 10 (late), medical overdue; P5 contract 1 (on time), medical booked, due 1 December;
 * P7 contract 8, canceled. Lemuria, Main: P6 started in October, contract done in November, 13; P9 contract 7
 * (late), medical done two days before it (0 days).
 */
async function seed() {
  const inserted = await app.db
    .insert(countries)
    .values([
      { name: 'Atlantis', nameAr: 'أتلانتس' },
      { name: 'Lemuria', nameAr: 'ليموريا' },
      { name: 'Mu', nameAr: 'مو' },
    ])
    .returning({ id: countries.id });
  Object.assign(country, { atlantis: inserted[0]!.id, lemuria: inserted[1]!.id, mu: inserted[2]!.id });
  const { atlantis, lemuria } = country;
  await seedProcess(
    atlantis,
    'Main',
    '2026-11-01',
    [done('contract', '2026-11-03', '2026-11-03'), done('medical', '2026-11-08', '2026-11-06'), done('handover', '2026-11-10', '2026-11-10')],
    'done',
  );
  await seedProcess(atlantis, 'Main', '2026-11-02', [
    done('contract', '2026-11-06', '2026-11-04'),
    { kind: 'medical', state: 'notNeeded', dueDate: '2026-11-06' },
    done('other', '2026-11-09', '2026-11-10', ['Typing centre', 'مركز الطباعة']),
    open('handover', '2026-12-20'),
  ]);
  await seedProcess(atlantis, 'Main', '2026-11-05', [
    done('contract', '2026-11-05', '2026-11-07'),
    done('medical', '2026-11-12', '2026-11-12'),
    open('handover', '2026-12-15'),
  ]);
  await seedProcess(lemuria, 'Monthly', '2026-11-10', [done('contract', '2026-11-20', '2026-11-12'), open('medical', '2026-11-25')]);
  await seedProcess(lemuria, 'Monthly', '2026-11-15', [done('contract', '2026-11-16', '2026-11-17'), open('medical', '2026-12-01', 'booked')]);
  await seedProcess(lemuria, 'Main', '2026-10-20', [done('contract', '2026-11-02', '2026-10-22')], 'done');
  await seedProcess(lemuria, 'Monthly', '2026-11-20', [done('contract', '2026-11-28', '2026-11-22'), open('medical', '2026-11-30')], 'canceled');
  await seedProcess(lemuria, 'Main', '2026-11-03', [
    done('contract', '2026-11-10', '2026-11-05'),
    done('medical', '2026-11-08', '2026-11-07'),
    open('handover', '2026-12-20'),
  ]);
  // December's: outside November on both counts.
  await seedProcess(atlantis, 'Monthly', '2026-12-02', [done('contract', '2026-12-03', '2026-12-04'), open('medical', '2026-12-06')]);
}

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' }, { clock: () => now });
  admin = await adminHeaders(app);
  await seed();
});
afterAll(async () => app.close());
// A session opened at the test's clock: one test moves the clock days away, past a session's idle expiry.
beforeEach(async () => {
  now = NOW;
  admin = await adminHeaders(app);
});

type TReportEndpoint = (typeof processReportApi)[keyof typeof processReportApi];
const get = async (endpoint: TReportEndpoint, query: string, headers: THeaders = admin) =>
  (await call(app, endpoint, { query: new URLSearchParams(query), headers })).response;

async function report(query: string): Promise<TProcessReport> {
  const response = await call(app, processReportApi.get, { query: new URLSearchParams(query), headers: admin });
  expect(response.status, response.response.body).toBe(200);
  return response.data;
}

/** A duration row in short: step (its own name for an added one), nationality, package, steps, median, p90. */
const short = (rows: TProcessReport['stepDurations']) =>
  rows.map((row) => [row.custom?.name ?? row.kind, row.country, row.package, row.steps, row.medianDays, row.p90Days]);

describe('how long each step takes', () => {
  it('gives the median and 90th percentile of steps done in the range, by step, nationality and package', async () => {
    const figures = await report(NOVEMBER);
    expect(short(figures.stepDurations)).toEqual([
      ['contract', 'Atlantis', 'Main', 3, 2, 3.6],
      ['contract', 'Lemuria', 'Main', 2, 10, 12.4],
      ['contract', 'Lemuria', 'Monthly', 3, 8, 9.6],
      ['medical', 'Atlantis', 'Main', 2, 6, 6.8],
      ['medical', 'Lemuria', 'Main', 1, 0, 0],
      ['handover', 'Atlantis', 'Main', 1, 2, 2],
      ['Typing centre', 'Atlantis', 'Main', 1, 3, 3],
    ]);
    expect(figures.stepDurations.at(-1)).toMatchObject({ kind: 'other', custom: { name: 'Typing centre', nameAr: 'مركز الطباعة' }, countryAr: 'أتلانتس' });
    // 0 0 1 2 2 3 4 5 7 7 8 10 13
    expect(figures.allSteps).toEqual({ steps: 13, medianDays: 4, p90Days: 9.6 });
  });

  it('keeps one package or one nationality when asked, and says nothing of a range with no step done', async () => {
    expect(short((await report(`${NOVEMBER}&package=Monthly`)).stepDurations)).toEqual([['contract', 'Lemuria', 'Monthly', 3, 8, 9.6]]);
    const atlantis = await report(`${NOVEMBER}&countryId=${country.atlantis}`);
    expect(atlantis.stepDurations.map((row) => row.country)).toEqual(['Atlantis', 'Atlantis', 'Atlantis', 'Atlantis']);
    expect(atlantis.allSteps).toEqual({ steps: 7, medianDays: 3, p90Days: 5.8 });
    expect(atlantis.lateProcesses).toEqual([
      { countryId: country.atlantis, country: 'Atlantis', countryAr: 'أتلانتس', package: 'Main', processes: 3, late: 2 },
    ]);
    const empty = await report('from=2025-01-01&to=2025-01-31');
    expect(empty).toEqual({
      range: { from: '2025-01-01', to: '2025-01-31' },
      stepDurations: [],
      allSteps: { steps: 0, medianDays: null, p90Days: null },
      lateProcesses: [],
    });
  });

  it('counts a step run through the process board from the day the step before it was done', async () => {
    const { laborId, client } = await workerAndClient(app);
    await app.db.update(labors).set({ countryId: country.mu }).where(eq(labors.id, laborId));
    const order = await hireOrder(app, client, laborId);
    let process = await processOfOrder(app, order.id);
    now = new Date('2026-12-13T08:00:00Z');
    admin = await adminHeaders(app);
    process = (await changeStep(app, process, stepOfKind(process, 'contract'), { state: 'done', doneOn: '2026-12-12' })).data;
    await changeStep(app, process, stepOfKind(process, 'changeOfStatus'), { state: 'done' });
    const mu = await report(`from=2026-12-01&to=2026-12-31&countryId=${country.mu}`);
    expect(short(mu.stepDurations)).toEqual([
      ['contract', 'Mu', 'Main', 1, 2, 2],
      ['changeOfStatus', 'Mu', 'Main', 1, 1, 1],
    ]);
    // Started today, nothing late yet.
    expect(mu.lateProcesses).toEqual([{ countryId: country.mu, country: 'Mu', countryAr: 'مو', package: 'Main', processes: 1, late: 0 }]);
  });
});

describe('processes that ran late', () => {
  it('counts processes started in the range, canceled ones left out, late by a step done after its due date or overdue now', async () => {
    const figures = await report(NOVEMBER);
    expect(figures.lateProcesses.map((row) => [row.country, row.package, row.processes, row.late])).toEqual([
      ['Atlantis', 'Main', 3, 2],
      ['Lemuria', 'Main', 1, 1],
      ['Lemuria', 'Monthly', 2, 2],
    ]);
    // On 30 November P5's medical test (due 1 December) is not late yet.
    now = new Date('2026-11-30T08:00:00Z');
    const earlier = await report(NOVEMBER);
    expect(earlier.lateProcesses.find((row) => row.country === 'Lemuria' && row.package === 'Monthly')).toMatchObject({ processes: 2, late: 1 });
  });
});

describe('exports', () => {
  const download = (format: 'csv' | 'xlsx', query: string, headers: THeaders = admin) => get(processReportApi[format], query, headers);

  it('writes the step durations as CSV with a BOM, days with one decimal at most, and the row over every step', async () => {
    const english = await download('csv', `table=stepDurations&${NOVEMBER}&package=Monthly`);
    expect(english.statusCode, english.body).toBe(200);
    expect(english.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(english.headers['content-disposition']).toBe('attachment; filename="step-durations_2026-11-01_2026-11-30.csv"');
    expect(english.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(english.body.slice(1).split('\r\n')).toEqual([
      '"Step","Nationality","Package","Steps done","Median (days)","90th percentile (days)"',
      '"Employment contract","Lemuria","Monthly package",3,8,9.6',
      '"All steps","","",3,8,9.6',
      '',
    ]);
    const arabicCsv = await download('csv', `table=lateProcesses&${NOVEMBER}`, { ...admin, ...arabic });
    expect(arabicCsv.body.slice(1).split('\r\n')).toEqual([
      '"الجنسية","الباقة","الإجراءات","تأخرت","نسبة المتأخرة"',
      '"أتلانتس","الباقة الرئيسية",3,2,"66.7%"',
      '"ليموريا","الباقة الرئيسية",1,1,"100.0%"',
      '"ليموريا","الباقة الشهرية",2,2,"100.0%"',
      '"المجموع","",6,5,"83.3%"',
      '',
    ]);
  });

  it('writes a table as an XLSX workbook that reads back with its numbers, in Arabic', async () => {
    const answer = await download('xlsx', `table=stepDurations&${NOVEMBER}&countryId=${country.lemuria}`, { ...admin, ...arabic });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="step-durations_2026-11-01_2026-11-30.xlsx"');
    const [sheet] = await readXlsxFile(answer.rawPayload);
    expect(sheet!.sheet).toBe('المدة التي تستغرقها كل خطوة');
    expect(sheet!.data.slice(0, 4)).toEqual([
      ['الخطوة', 'الجنسية', 'الباقة', 'الخطوات المنجزة', 'الوسيط (أيام)', 'المئين التسعون (أيام)'],
      ['عقد العمل', 'ليموريا', 'الباقة الرئيسية', 2, 10, 12.4],
      ['عقد العمل', 'ليموريا', 'الباقة الشهرية', 3, 8, 9.6],
      ['الفحص الطبي للياقة', 'ليموريا', 'الباقة الرئيسية', 1, 0, 0],
    ]);
    const total = sheet!.data.at(-1)!;
    expect([total[0], total[3], total[4], total[5]]).toEqual(['كل الخطوات', 6, 7.5, 11.5]);
  });

  it('writes each export to the audit trail with its range and filters', async () => {
    await download('csv', `table=lateProcesses&${NOVEMBER}&package=Main`);
    const [row] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export'), eq(auditLog.entityId, 'process.lateProcesses')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({
      entity: 'report',
      changes: { from: [null, '2026-11-01'], to: [null, '2026-11-30'], package: [null, 'Main'], format: [null, 'csv'] },
    });
  });
});

describe('who may read the report, and which queries', () => {
  it('lets managers and accounts in, refuses sales and content staff (403) on every endpoint, and a visitor (401)', async () => {
    expect((await get(processReportApi.get, NOVEMBER, await staffHeaders(app, 'accounts'))).statusCode).toBe(200);
    for (const role of ['sales', 'content'] as const) {
      const headers = await staffHeaders(app, role);
      for (const [endpoint, query] of [
        [processReportApi.get, NOVEMBER],
        [processReportApi.csv, `table=stepDurations&${NOVEMBER}`],
        [processReportApi.xlsx, `table=lateProcesses&${NOVEMBER}`],
      ] as const)
        expect((await get(endpoint, query, headers)).statusCode, `${role} ${endpoint.path}`).toBe(403);
    }
    for (const endpoint of Object.values(processReportApi)) expect((await get(endpoint, `table=stepDurations&${NOVEMBER}`, {})).statusCode).toBe(401);
  });

  it('refuses a backwards or too long range, an unknown package, nationality or table, and unknown fields with a localised 400', async () => {
    const backwards = await get(processReportApi.get, 'from=2026-11-30&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('The end date must be on or after the start date');
    const tooLong = await get(processReportApi.csv, 'table=stepDurations&from=2024-10-01&to=2026-10-01', { ...admin, ...arabic });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('يغطي التقرير سنتين على الأكثر');
    const gold = await call(app, processReportApi.get, { query: new URLSearchParams(`${NOVEMBER}&package=Gold`), headers: { ...admin, ...arabic } });
    expect([gold.status, gold.errors.package]).toEqual([400, 'اختر الباقة الرئيسية أو الباقة الشهرية']);
    for (const query of [`${NOVEMBER}&countryId=abc`, `${NOVEMBER}&countryId=0`, `${NOVEMBER}&branchId=1`, 'from=2026-02-30&to=2026-03-01', 'from=2026-11-01'])
      expect((await get(processReportApi.get, query)).statusCode, query).toBe(400);
    const unknown = await get(processReportApi.xlsx, `table=salaries&${NOVEMBER}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('There is no such report');
    expect((await get(processReportApi.csv, NOVEMBER)).statusCode).toBe(400);
  });
});
