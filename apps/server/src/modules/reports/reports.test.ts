import { eq, sql } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TReports } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { auditLog, branches, countries, enquiries, invoices, ledgerEntries, orderEvents, orders, placements } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { laborInput } from '../../test/labors.js';
import { adminHeaders, arabic, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { laborsApi, reportsApi } from '@app/shared';
import { call } from '../../test/call.js';

type THeaders = Record<string, string>;

// 12:00 on 10 December 2026 in the UAE.
const NOW = new Date('2026-12-10T08:00:00Z');
// October and November 2026, as the UAE counts them.
const AUTUMN = 'from=2026-10-01&to=2026-11-30';

let app: TApp;
let admin: THeaders;
let clientId: number;

async function worker(name: string, countryId: number, positionId: number): Promise<number> {
  const response = await call(app, laborsApi.add, { body: await laborInput(app, { name, countryId, positionId }), headers: admin });
  if (response.status !== 201) throw new Error(response.response.body);
  return response.data.id;
}

type TOrderSeed = {
  number: string;
  laborId: number;
  createdAt: string;
  status: 'Delivered' | 'Canceled' | 'Rejected' | 'InProgress';
  packageKind: 'Main' | 'Monthly';
  interviewAt?: string;
  approvedAt?: string;
  /** When it was rejected or canceled. */
  closedAt?: string;
  /** Whether the interview took place, as staff recorded it. */
  interviewOutcome?: 'held' | 'noShow';
};

async function order(seed: TOrderSeed): Promise<number> {
  const [row] = await app.db
    .insert(orders)
    .values({
      number: seed.number,
      clientId,
      laborId: seed.laborId,
      packageKind: seed.packageKind,
      priceAed: 10_000,
      status: seed.status,
      createdAt: new Date(seed.createdAt),
      interviewAt: seed.interviewAt ? new Date(seed.interviewAt) : null,
      approvedAt: seed.approvedAt ? new Date(seed.approvedAt) : null,
      interviewOutcome: seed.interviewOutcome ?? null,
      interviewOutcomeSetAt: seed.interviewOutcome ? new Date(seed.interviewAt!) : null,
    })
    .returning({ id: orders.id });
  if (seed.closedAt)
    await app.db.insert(orderEvents).values({
      orderId: row!.id,
      at: new Date(seed.closedAt),
      action: seed.status === 'Rejected' ? 'reject' : 'cancel',
      actor: 'admin',
      toStatus: seed.status,
    });
  return row!.id;
}

const placement = async (orderId: number, laborId: number, startDate: string) =>
  app.db.insert(placements).values({ orderId, laborId, clientId, packageKind: 'Main', startDate });

async function invoice(orderId: number, number: string, issuedAt: string, subtotalFils: number, original?: number): Promise<number> {
  const vatFils = subtotalFils / 20;
  const [row] = await app.db
    .insert(invoices)
    .values({
      number,
      kind: original ? 'creditNote' : 'invoice',
      orderId,
      originalInvoiceId: original ?? null,
      issuedAt: new Date(issuedAt),
      subtotalFils,
      vatFils,
      totalFils: subtotalFils + vatFils,
    })
    .returning({ id: invoices.id });
  return row!.id;
}

let documents = 0;
const ledger = (invoiceId: number, amountFils: number, receivedOn: string, creditNoteId?: number) =>
  app.db.insert(ledgerEntries).values({
    invoiceId,
    kind: amountFils > 0 ? 'payment' : 'refund',
    amountFils,
    method: 'cash',
    receivedOn,
    documentNumber: `RPT-${++documents}`,
    creditNoteId: creditNoteId ?? null,
    recordedAt: NOW,
  });

const enquiry = (kind: 'enquiry' | 'callback', createdAt: string, orderId: number | null = null) =>
  app.db.insert(enquiries).values({ kind, name: `Visitor ${createdAt}`, phoneNumber: '501234567', createdAt: new Date(createdAt), orderId });

/**
 * Orders, placements, invoices, payments and enquiries on both sides of the month and range edges
 * in UAE time: 19:30 UTC on 31 October is 23:30 in Dubai (still October), 20:30 UTC is already 1 November.
 */
async function seed() {
  const [formula] = await app.db.insert(countries).values({ name: '=HYPERLINK("http://x.example")', nameAr: '=بلد' }).returning({ id: countries.id });
  const [l1, l2, l3, l4, l5, l6, l7, l8] = [
    await worker('Report One', 1, 1),
    await worker('Report Two', 2, 2),
    await worker('Report Three', 1, 1),
    await worker('Report Four', 3, 1),
    await worker('Report Five', 1, 1),
    await worker('Report Six', 1, 1),
    await worker('Report Seven', 1, 1),
    await worker('Report Eight', formula!.id, 1),
  ] as const;
  const a = await order({
    number: 'R-A',
    laborId: l1,
    createdAt: '2026-10-31T19:30:00Z',
    status: 'Delivered',
    packageKind: 'Main',
    interviewAt: '2026-10-20T07:00:00Z',
    approvedAt: '2026-10-21T07:00:00Z',
  });
  const b = await order({
    number: 'R-B',
    laborId: l2,
    createdAt: '2026-10-31T20:30:00Z',
    status: 'Delivered',
    packageKind: 'Monthly',
    interviewAt: '2026-10-31T19:30:00Z',
    approvedAt: '2026-11-01T07:00:00Z',
  });
  await order({
    number: 'R-C',
    laborId: l3,
    createdAt: '2026-09-30T20:30:00Z',
    status: 'Canceled',
    packageKind: 'Main',
    interviewAt: '2026-11-05T07:00:00Z',
    closedAt: '2026-11-03T07:00:00Z',
  });
  const d = await order({ number: 'R-D', laborId: l4, createdAt: '2026-09-30T19:30:00Z', status: 'Delivered', packageKind: 'Main' });
  await order({
    number: 'R-E',
    laborId: l5,
    createdAt: '2026-11-30T19:59:00Z',
    status: 'Rejected',
    packageKind: 'Monthly',
    interviewAt: '2026-11-30T19:00:00Z',
    closedAt: '2026-11-30T19:30:00Z',
  });
  await order({
    number: 'R-F',
    laborId: l6,
    createdAt: '2026-11-30T20:00:00Z',
    status: 'InProgress',
    packageKind: 'Main',
    interviewAt: '2026-12-10T10:00:00Z',
  });
  await order({
    number: 'R-G',
    laborId: l7,
    createdAt: '2026-09-15T08:00:00Z',
    status: 'InProgress',
    packageKind: 'Main',
    interviewAt: '2026-10-31T20:30:00Z',
  });
  const h = await order({ number: 'R-H', laborId: l8, createdAt: '2026-11-10T08:00:00Z', status: 'Delivered', packageKind: 'Main' });
  // Outcomes staff recorded, on orders placed before the range (so the order counts stay as they are).
  const recorded = { createdAt: '2026-08-15T08:00:00Z', packageKind: 'Main' as const };
  await order({
    ...recorded,
    number: 'R-I',
    laborId: await worker('Report Nine', 1, 1),
    status: 'InProgress',
    interviewAt: '2026-11-15T07:00:00Z',
    interviewOutcome: 'noShow',
  });
  await order({
    ...recorded,
    number: 'R-J',
    laborId: await worker('Report Ten', 1, 1),
    status: 'InProgress',
    interviewAt: '2026-11-16T07:00:00Z',
    interviewOutcome: 'held',
  });
  await order({
    ...recorded,
    number: 'R-K',
    laborId: await worker('Report Eleven', 1, 1),
    status: 'Rejected',
    interviewAt: '2026-10-30T20:30:00Z',
    closedAt: '2026-11-02T07:00:00Z',
    interviewOutcome: 'noShow',
  });
  // Recorded held, then approved and closed: held, approved after it.
  await order({
    ...recorded,
    number: 'R-L',
    laborId: await worker('Report Twelve', 1, 1),
    status: 'Canceled',
    interviewAt: '2026-10-10T07:00:00Z',
    approvedAt: '2026-10-11T07:00:00Z',
    closedAt: '2026-10-12T07:00:00Z',
    interviewOutcome: 'held',
  });
  await placement(a, l1, '2026-10-31');
  await placement(b, l2, '2026-11-01');
  await placement(d, l4, '2026-09-30');
  await placement(h, l8, '2026-11-10');

  const first = await invoice(a, 'R-INV-1', '2026-10-31T19:30:00Z', 1_000_000);
  const second = await invoice(b, 'R-INV-2', '2026-10-31T20:30:00Z', 200_000);
  const early = await invoice(d, 'R-INV-3', '2026-09-30T19:30:00Z', 500_000);
  const credit = await invoice(a, 'R-CN-1', '2026-11-15T10:00:00Z', 100_000, first);
  await ledger(first, 1_050_000, '2026-10-31');
  await ledger(second, 210_000, '2026-11-01');
  await ledger(first, -105_000, '2026-11-20', credit);
  await ledger(early, 525_000, '2026-09-30');

  await enquiry('enquiry', '2026-10-31T19:30:00Z', a);
  await enquiry('enquiry', '2026-11-30T19:59:00Z');
  await enquiry('enquiry', '2026-11-30T20:00:00Z');
  await enquiry('callback', '2026-09-30T20:00:00Z');
  await enquiry('callback', '2026-09-30T19:30:00Z');
}

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: '100000' }, { clock: () => NOW });
  admin = await adminHeaders(app);
  clientId = (await createClient(app)).id;
  await seed();
});
afterAll(async () => app.close());

type TReportEndpoint = typeof reportsApi.get | typeof reportsApi.csv | typeof reportsApi.xlsx;
/** A report's answer as sent (the files are read as bytes), its query as typed. */
const get = async (endpoint: TReportEndpoint, query: string, headers: THeaders = admin) =>
  (await call(app, endpoint, { query: new URLSearchParams(query), headers })).response;
const figures = async (query: string): Promise<TReports> => {
  const response = await call(app, reportsApi.get, { query: new URLSearchParams(query), headers: admin });
  expect(response.status, response.response.body).toBe(200);
  return response.data;
};

/** Plain SQL, read straight from the tables with PostgreSQL's own Asia/Dubai zone: what the reports must equal. */
const counted = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await app.db.execute(query));
const DUBAI_DAY = (column: string) => sql.raw(`(${column} at time zone 'Asia/Dubai')::date`);
const IN_AUTUMN = (column: string) => sql`${DUBAI_DAY(column)} between '2026-10-01' and '2026-11-30'`;

describe('reports over a range of UAE days', () => {
  it('counts orders by status and package as the database does in Dubai time, 23:30 on the 31st still October', async () => {
    const report = await figures(AUTUMN);
    const byStatus = await counted<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from orders where ${IN_AUTUMN('created_at')} group by status`,
    );
    for (const row of report.ordersByStatus) expect(row.count).toBe(byStatus.find((expected) => expected.status === row.status)?.n ?? 0);
    const byPackage = await counted<{ kind: string; n: number }>(
      sql`select package_kind as kind, count(*)::int as n from orders where ${IN_AUTUMN('created_at')} group by package_kind`,
    );
    for (const row of report.ordersByPackage) expect(row.count).toBe(byPackage.find((expected) => expected.kind === row.package)?.n ?? 0);
    expect(report.ordersByStatus.find((row) => row.status === 'Delivered')?.count).toBe(3);
    expect(report.ordersByPackage).toEqual([
      { package: 'Main', count: 3 },
      { package: 'Monthly', count: 2 },
    ]);

    const lastOfOctober = await figures('from=2026-10-31&to=2026-10-31');
    expect(lastOfOctober.ordersByStatus.reduce((sum, row) => sum + row.count, 0)).toBe(1);
    const firstOfDecember = await figures('from=2026-12-01&to=2026-12-01');
    expect(firstOfDecember.ordersByStatus.find((row) => row.status === 'InProgress')?.count).toBe(1);
  });

  it('gives placements, invoiced revenue net of credit notes with VAT apart, and money received, by UAE month', async () => {
    const report = await figures(AUTUMN);
    const invoiced = await counted<{ month: string; net: number; vat: number }>(sql`
      select to_char(${DUBAI_DAY('issued_at')}, 'YYYY-MM') as month,
        sum(case kind when 'invoice' then subtotal_fils else -subtotal_fils end)::int as net,
        sum(case kind when 'invoice' then vat_fils else -vat_fils end)::int as vat
      from invoices where ${IN_AUTUMN('issued_at')} group by 1`);
    const received = await counted<{ month: string; fils: number }>(
      sql`select to_char(received_on, 'YYYY-MM') as month, sum(amount_fils)::int as fils from ledger_entries where received_on between '2026-10-01' and '2026-11-30' group by 1`,
    );
    const placed = await counted<{ month: string; n: number }>(
      sql`select to_char(start_date, 'YYYY-MM') as month, count(*)::int as n from placements where start_date between '2026-10-01' and '2026-11-30' group by 1`,
    );
    expect(report.revenueByMonth.map((row) => row.month)).toEqual(['2026-10', '2026-11']);
    for (const row of report.revenueByMonth) {
      const money = invoiced.find((expected) => expected.month === row.month);
      expect(row.netFils).toBe(money?.net ?? 0);
      expect(row.vatFils).toBe(money?.vat ?? 0);
      expect(row.invoicedFils).toBe((money?.net ?? 0) + (money?.vat ?? 0));
      expect(row.receivedFils).toBe(received.find((expected) => expected.month === row.month)?.fils ?? 0);
      expect(row.placements).toBe(placed.find((expected) => expected.month === row.month)?.n ?? 0);
    }
    expect(report.revenueByMonth).toEqual([
      { month: '2026-10', placements: 1, netFils: 1_000_000, vatFils: 50_000, invoicedFils: 1_050_000, receivedFils: 1_050_000 },
      { month: '2026-11', placements: 2, netFils: 100_000, vatFils: 5_000, invoicedFils: 105_000, receivedFils: 105_000 },
    ]);
  });

  it("counts placements by the worker's nationality and profession", async () => {
    const report = await figures(AUTUMN);
    const byCountry = await counted<{ id: number; n: number }>(sql`
      select l.country_id as id, count(*)::int as n from placements p join labors l on l.id = p.labor_id
      where p.start_date between '2026-10-01' and '2026-11-30' group by 1`);
    const byPosition = await counted<{ id: number; n: number }>(sql`
      select l.position_id as id, count(*)::int as n from placements p join labors l on l.id = p.labor_id
      where p.start_date between '2026-10-01' and '2026-11-30' group by 1`);
    expect(report.placementsByNationality.map(({ id, count }) => ({ id, n: count })).sort((x, y) => x.id - y.id)).toEqual(
      byCountry.sort((x, y) => x.id - y.id),
    );
    expect(report.placementsByProfession.map(({ id, count }) => ({ id, n: count })).sort((x, y) => x.id - y.id)).toEqual(
      byPosition.sort((x, y) => x.id - y.id),
    );
    expect(report.placementsByProfession[0]).toMatchObject({ id: 1, count: 2 });
  });

  it('counts enquiries and callbacks received and how many became an order', async () => {
    const report = await figures(AUTUMN);
    const rows = await counted<{ kind: string; received: number; converted: number }>(
      sql`select kind, count(*)::int as received, count(order_id)::int as converted from enquiries where ${IN_AUTUMN('created_at')} group by kind`,
    );
    for (const row of report.conversion) expect(row).toEqual({ kind: row.kind, ...rows.find((expected) => expected.kind === row.kind) });
    expect(report.conversion).toEqual([
      { kind: 'enquiry', received: 2, converted: 1 },
      { kind: 'callback', received: 1, converted: 0 },
    ]);
  });

  it('counts interviews held and no-shows as recorded, held when an order moved on with none, and those still to record', async () => {
    const report = await figures(AUTUMN);
    const held = sql`(o.interview_outcome = 'held' or (o.interview_outcome is null and (o.approved_at is not null or o.status <> 'InProgress')))`;
    const expected = await counted<{ month: string; held: number; movedOn: number; closedAfter: number; noShow: number; toRecord: number }>(sql`
      select to_char(o.interview_at at time zone 'Asia/Dubai', 'YYYY-MM') as month,
        count(*) filter (where ${held})::int as held,
        count(*) filter (where ${held} and o.approved_at is not null)::int as "movedOn",
        count(*) filter (where ${held} and o.approved_at is null and o.status in ('Rejected', 'Canceled'))::int as "closedAfter",
        count(*) filter (where o.interview_outcome = 'noShow')::int as "noShow",
        count(*) filter (where o.interview_outcome is null and o.status = 'InProgress' and o.approved_at is null)::int as "toRecord"
      from orders o where ${IN_AUTUMN('o.interview_at')} and o.interview_at <= ${NOW.toISOString()}::timestamptz
      and not exists (select 1 from order_events e where e.order_id = o.id and e.to_status in ('Rejected', 'Canceled') and e.at < o.interview_at)
      group by 1 order by 1`);
    expect(report.interviews.map(({ waiting: _waiting, ...row }) => row)).toEqual(expected);
    // Written out by hand from the seed: R-A, R-B (Dubai 23:30 on the 31st), R-L recorded held; R-K a no-show
    // though closed after; R-G (00:30 on 1 November) still to record; R-I a no-show; R-J held, awaiting a decision;
    // R-E closed after it with none recorded, so held; R-C closed before it, left out.
    expect(report.interviews).toEqual([
      { month: '2026-10', held: 3, movedOn: 3, closedAfter: 0, waiting: 0, noShow: 1, toRecord: 0 },
      { month: '2026-11', held: 2, movedOn: 0, closedAfter: 1, waiting: 1, noShow: 1, toRecord: 1 },
    ]);
    const december = await figures('from=2026-12-01&to=2026-12-31');
    expect(december.interviews).toEqual([{ month: '2026-12', held: 0, movedOn: 0, closedAfter: 0, waiting: 0, noShow: 0, toRecord: 0 }]);
  });
});

describe('exports', () => {
  const download = (format: 'csv' | 'xlsx', table: string, headers: THeaders = admin) => get(reportsApi[format], `table=${table}&${AUTUMN}`, headers);

  it('writes a report as CSV with a BOM, quoted text, bare amounts and a total, headers in English or Arabic', async () => {
    const english = await download('csv', 'revenueByMonth');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(english.headers['content-disposition']).toBe('attachment; filename="revenue-by-month_2026-10-01_2026-11-30.csv"');
    expect(english.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(english.body.slice(1).split('\r\n')).toEqual([
      '"Month","Placements","Revenue (excl. VAT)","VAT","Invoiced (incl. VAT)","Received less refunds"',
      '"October 2026",1,10000.00,500.00,10500.00,10500.00',
      '"November 2026",2,1000.00,50.00,1050.00,1050.00',
      '"Total",3,11000.00,550.00,11550.00,11550.00',
      '',
    ]);
    const arabicCsv = await download('csv', 'conversion', { ...admin, ...arabic });
    expect(arabicCsv.body.slice(1).split('\r\n')).toEqual([
      '"النوع","المستلمة","تحولت إلى طلب","النسبة"',
      '"الاستفسارات",2,1,"50.0%"',
      '"طلبات معاودة الاتصال",1,0,"0.0%"',
      '"المجموع",3,1,"33.3%"',
      '',
    ]);
    const interviews = await download('csv', 'interviews');
    expect(interviews.body.slice(1).split('\r\n')).toEqual([
      '"Month","Held","Approved after it","Rejected or canceled after it","Awaiting a decision","No-shows","Outcome not recorded yet"',
      '"October 2026",3,3,0,0,1,0',
      '"November 2026",2,0,1,1,1,1',
      '"Total",5,3,1,1,2,1',
      '',
    ]);
  });

  it('never lets a cell start a formula: a name starting with = gets an apostrophe and its quotes doubled', async () => {
    const csv = await download('csv', 'placementsByNationality');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x.example"")",1\r\n`);
    const arabicCsv = await download('csv', 'placementsByNationality', { ...admin, ...arabic });
    expect(arabicCsv.body).toContain(`"'=بلد",1\r\n`);
  });

  it('writes a report as an XLSX workbook that reads back with its numbers, in English and Arabic', async () => {
    const english = await download('xlsx', 'revenueByMonth');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(english.headers['content-disposition']).toBe('attachment; filename="revenue-by-month_2026-10-01_2026-11-30.xlsx"');
    const [sheet] = await readXlsxFile(english.rawPayload);
    expect(sheet!.sheet).toBe('Placements and revenue by month');
    expect(sheet!.data).toEqual([
      ['Month', 'Placements', 'Revenue (excl. VAT)', 'VAT', 'Invoiced (incl. VAT)', 'Received less refunds'],
      ['October 2026', 1, 10000, 500, 10500, 10500],
      ['November 2026', 2, 1000, 50, 1050, 1050],
      ['Total', 3, 11000, 550, 11550, 11550],
    ]);
    const [arabicSheet] = await readXlsxFile((await download('xlsx', 'ordersByPackage', { ...admin, ...arabic })).rawPayload);
    expect(arabicSheet!.data[0]).toEqual(['الباقة', 'الطلبات']);
    expect(arabicSheet!.data.at(-1)).toEqual(['المجموع', 5]);
  });

  it('writes each export to the audit trail', async () => {
    await download('csv', 'ordersByStatus');
    const [row] = await app.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'export' and ${auditLog.entityId} = 'ordersByStatus'`);
    expect(row).toMatchObject({ entity: 'report', changes: { from: [null, '2026-10-01'], to: [null, '2026-11-30'], format: [null, 'csv'] } });
  });
});

describe('who may read reports, and which ranges', () => {
  it('lets managers and accounts in, and refuses content and sales staff (403) on every endpoint', async () => {
    expect((await get(reportsApi.get, AUTUMN, await staffHeaders(app, 'accounts'))).statusCode).toBe(200);
    for (const role of ['content', 'sales'] as const) {
      const headers = await staffHeaders(app, role);
      for (const [endpoint, query] of [
        [reportsApi.get, AUTUMN],
        [reportsApi.csv, `table=conversion&${AUTUMN}`],
        [reportsApi.xlsx, `table=conversion&${AUTUMN}`],
      ] as const)
        expect((await get(endpoint, query, headers)).statusCode, `${role} ${endpoint.path}`).toBe(403);
    }
    expect((await get(reportsApi.get, AUTUMN, {})).statusCode).toBe(401);
  });

  it('refuses a backwards range, one over two years, a bad day and an unknown table with a localised 400', async () => {
    const backwards = await get(reportsApi.get, 'from=2026-11-01&to=2026-10-31');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('The end date must be on or after the start date');
    const tooLong = await get(reportsApi.csv, 'table=conversion&from=2024-10-01&to=2026-10-01', { ...admin, ...arabic });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('يغطي التقرير سنتين على الأكثر');
    expect((await get(reportsApi.get, 'from=2024-10-01&to=2026-09-30')).statusCode).toBe(200);
    expect((await get(reportsApi.get, 'from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
    expect((await get(reportsApi.get, 'from=2026-10-01')).statusCode).toBe(400);
    const unknown = await get(reportsApi.xlsx, `table=salaries&${AUTUMN}`);
    expect(unknown.statusCode).toBe(400);
    const [exports] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(sql`${auditLog.entityId} = 'salaries'`);
    expect(exports!.n).toBe(0);
  });

  it('reads nothing for a range with no activity, every row at zero', async () => {
    const empty = await figures('from=2025-01-01&to=2025-01-31');
    expect(empty.ordersByStatus.every((row) => row.count === 0)).toBe(true);
    expect(empty.revenueByMonth).toEqual([{ month: '2025-01', placements: 0, netFils: 0, vatFils: 0, invoicedFils: 0, receivedFils: 0 }]);
    expect(empty.placementsByNationality).toEqual([]);
  });
});

describe('the VAT return: standard-rated supplies by emirate of the branch (form VAT201)', () => {
  let sharjah: { id: number } | undefined;
  // R-A was sold from a Sharjah branch; R-B had an online interview (no branch): the head office, the first branch (Dubai).
  beforeAll(async () => {
    [sharjah] = await app.db
      .insert(branches)
      .values({
        name: 'Sharjah branch',
        nameAr: 'فرع الشارقة',
        address: 'Al Majaz, Sharjah',
        addressAr: 'المجاز، الشارقة',
        workingHours: '',
        workingHoursAr: '',
        telephones: [],
        whatsAppNumber: '971500000000',
        email: 'sharjah@example.ae',
        sortOrder: 50,
        emirate: 'sharjah',
      })
      .returning({ id: branches.id });
    await app.db.update(orders).set({ branchId: sharjah!.id }).where(eq(orders.number, 'R-A'));
  });

  it('puts each invoice and credit note under its branch’s emirate, and its totals equal the period’s invoices less its credit notes', async () => {
    const report = await figures(AUTUMN);
    expect(report.vatReturn.map((row) => row.emirate)).toEqual(['abuDhabi', 'dubai', 'sharjah', 'ajman', 'ummAlQuwain', 'rasAlKhaimah', 'fujairah']);
    const row = (emirate: string) => report.vatReturn.find((candidate) => candidate.emirate === emirate);
    expect(row('sharjah')).toEqual({ emirate: 'sharjah', suppliesFils: 1_000_000, vatFils: 50_000, creditedFils: 100_000, creditedVatFils: 5_000 });
    expect(row('dubai')).toEqual({ emirate: 'dubai', suppliesFils: 200_000, vatFils: 10_000, creditedFils: 0, creditedVatFils: 0 });
    expect(row('abuDhabi')).toEqual({ emirate: 'abuDhabi', suppliesFils: 0, vatFils: 0, creditedFils: 0, creditedVatFils: 0 });

    // The totals are the sums of the period's documents, read straight from the table in Dubai time.
    const [documents] = await counted<{ net: number; vat: number }>(sql`
      select sum(case kind when 'invoice' then subtotal_fils else -subtotal_fils end)::int as net,
        sum(case kind when 'invoice' then vat_fils else -vat_fils end)::int as vat
      from invoices where ${IN_AUTUMN('issued_at')}`);
    const sum = (pick: (row: TReports['vatReturn'][number]) => number) => report.vatReturn.reduce((total, item) => total + pick(item), 0);
    expect(sum((item) => item.suppliesFils - item.creditedFils)).toBe(documents!.net);
    expect(sum((item) => item.vatFils - item.creditedVatFils)).toBe(documents!.vat);
    expect(documents).toEqual({ net: 1_100_000, vat: 55_000 });

    // Staff move the branch to Ajman: its supplies follow it.
    await app.db.update(branches).set({ emirate: 'ajman' }).where(eq(branches.id, sharjah!.id));
    expect((await figures(AUTUMN)).vatReturn.find((item) => item.emirate === 'ajman')!.suppliesFils).toBe(1_000_000);
    await app.db.update(branches).set({ emirate: 'sharjah' }).where(eq(branches.id, sharjah!.id));
  });

  it('exports the return as the form reads it: boxes 1a to 1g, credit notes taken off, the net and a total', async () => {
    const english = await get(reportsApi.csv, `table=vatReturn&${AUTUMN}`);
    expect(english.statusCode, english.body).toBe(200);
    expect(english.body.slice(1).split('\r\n')).toEqual([
      '"Emirate","Supplies","Output tax","Credit notes","Tax on credit notes","Net amount","Net VAT"',
      '"1a Abu Dhabi",0.00,0.00,0.00,0.00,0.00,0.00',
      '"1b Dubai",2000.00,100.00,0.00,0.00,2000.00,100.00',
      '"1c Sharjah",10000.00,500.00,-1000.00,-50.00,9000.00,450.00',
      '"1d Ajman",0.00,0.00,0.00,0.00,0.00,0.00',
      '"1e Umm Al Quwain",0.00,0.00,0.00,0.00,0.00,0.00',
      '"1f Ras Al Khaimah",0.00,0.00,0.00,0.00,0.00,0.00',
      '"1g Fujairah",0.00,0.00,0.00,0.00,0.00,0.00',
      '"Total (box 8)",12000.00,600.00,-1000.00,-50.00,11000.00,550.00',
      '',
    ]);
    const arabicXlsx = await get(reportsApi.xlsx, `table=vatReturn&${AUTUMN}`, { ...admin, ...arabic });
    expect(arabicXlsx.statusCode).toBe(200);
    const [sheet] = await readXlsxFile(arabicXlsx.rawPayload);
    expect(sheet!.data[3]).toEqual(['1c الشارقة', 10000, 500, -1000, -50, 9000, 450]);
    expect(sheet!.data.at(-1)).toEqual(['الإجمالي (الخانة 8)', 12000, 600, -1000, -50, 11000, 550]);
  });
});
