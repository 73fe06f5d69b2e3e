import { sql, type SQL } from 'drizzle-orm';
import { addDays, addMonths, EMIRATE_KEYS, ORDER_STATUSES, PACKAGES, type TReportRange, type TReports } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { rowsOf } from '../../db/sql-helpers.js';

/** A UAE day's first moment: the UAE keeps +04:00 all year. */
const uaeMidnight = (day: string) => new Date(`${day}T00:00:00+04:00`);

/** The moments a range of UAE days covers: from the first day's midnight up to (not including) the day after the last. */
const momentsOf = (range: TReportRange) => ({
  start: sql`${uaeMidnight(range.from).toISOString()}::timestamptz`,
  end: sql`${uaeMidnight(addDays(range.to, 1)).toISOString()}::timestamptz`,
});

/** A moment's UAE month, 'YYYY-MM', whatever the database session's time zone. */
const uaeMonthOf = (column: SQL) => sql`to_char((${column} at time zone 'UTC') + interval '4 hours', 'YYYY-MM')`;

/** Every month the range touches, oldest first: '2026-09', '2026-10', ... */
export function monthsOf(range: TReportRange): string[] {
  const months: string[] = [];
  for (let first = `${range.from.slice(0, 7)}-01`; first <= range.to; first = addMonths(first, 1)) months.push(first.slice(0, 7));
  return months;
}

type TCountRow = { key: string; count: number };

async function countsBy(db: TDb, query: SQL): Promise<Map<string, number>> {
  const rows = rowsOf<TCountRow>(await db.execute(query));
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}

/** Orders placed in the range, by where each stands today and by package; every status and package listed, zero or not. */
async function ordersBy(db: TDb, range: TReportRange) {
  const { start, end } = momentsOf(range);
  const within = sql`created_at >= ${start} and created_at < ${end}`;
  const byStatus = await countsBy(db, sql`select status as key, count(*) as count from orders where ${within} group by status`);
  const byPackage = await countsBy(db, sql`select package_kind as key, count(*) as count from orders where ${within} group by package_kind`);
  return {
    ordersByStatus: ORDER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    ordersByPackage: PACKAGES.map((kind) => ({ package: kind, count: byPackage.get(kind) ?? 0 })),
  };
}

type TMoneyRow = { key: string; net: number; vat: number; total: number };

/**
 * Per month: placements started (their start is a UAE day), invoices less credit notes by the UAE
 * day each was issued (before VAT, VAT, and with it), and the ledger (payments less refunds) by the
 * day the money moved.
 */
async function revenueByMonth(db: TDb, range: TReportRange): Promise<TReports['revenueByMonth']> {
  const { start, end } = momentsOf(range);
  const placed = await countsBy(
    db,
    sql`select to_char(start_date, 'YYYY-MM') as key, count(*) as count from placements
        where start_date between ${range.from}::date and ${range.to}::date group by 1`,
  );
  const signed = (column: SQL) => sql`sum(case when kind = 'creditNote' then -${column} else ${column} end)`;
  const invoiced = rowsOf<TMoneyRow>(
    await db.execute(sql`
      select ${uaeMonthOf(sql`issued_at`)} as key, ${signed(sql`subtotal_fils`)} as net, ${signed(sql`vat_fils`)} as vat, ${signed(sql`total_fils`)} as total
      from invoices where issued_at >= ${start} and issued_at < ${end} group by 1`),
  );
  const received = await countsBy(
    db,
    sql`select to_char(received_on, 'YYYY-MM') as key, sum(amount_fils) as count from ledger_entries
        where received_on between ${range.from}::date and ${range.to}::date group by 1`,
  );
  return monthsOf(range).map((month) => {
    const money = invoiced.find((row) => row.key === month);
    return {
      month,
      placements: placed.get(month) ?? 0,
      netFils: Number(money?.net ?? 0),
      vatFils: Number(money?.vat ?? 0),
      invoicedFils: Number(money?.total ?? 0),
      receivedFils: received.get(month) ?? 0,
    };
  });
}

type TNamedRow = { id: number; name: string; nameAr: string; count: number };

/** Placements started in the range, by a list of the worker's (countries or positions), the most first. */
async function placementsBy(db: TDb, range: TReportRange, table: 'countries' | 'positions', column: 'country_id' | 'position_id') {
  const rows = rowsOf<TNamedRow>(
    await db.execute(sql`
      select item.id, item.name, item.name_ar as "nameAr", count(*) as count
      from placements p join labors l on l.id = p.labor_id join ${sql.identifier(table)} item on item.id = l.${sql.identifier(column)}
      where p.start_date between ${range.from}::date and ${range.to}::date
      group by item.id order by count(*) desc, item.name asc`),
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

type TConversionRow = { kind: 'enquiry' | 'callback'; received: number; converted: number };

/** Enquiries and callback requests received in the range, and how many became an order. */
async function conversion(db: TDb, range: TReportRange): Promise<TReports['conversion']> {
  const { start, end } = momentsOf(range);
  const rows = rowsOf<TConversionRow>(
    await db.execute(sql`
      select kind, count(*) as received, count(order_id) as converted from enquiries
      where created_at >= ${start} and created_at < ${end} group by kind`),
  );
  return (['enquiry', 'callback'] as const).map((kind) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return { kind, received: Number(row?.received ?? 0), converted: Number(row?.converted ?? 0) };
  });
}

type TInterviewRow = { key: string; held: number; movedOn: number; closedAfter: number; noShow: number; toRecord: number };

/**
 * Interviews whose time fell in the range and has passed, unless the order was closed before it.
 * Held and no-show are the outcomes staff recorded; with none recorded, an order that was approved or
 * left In Progress since counts as held, and one still In Progress is to record (decision 021).
 * Held ones are split by what followed: approved, rejected or canceled without approval, or neither yet.
 */
async function interviews(db: TDb, range: TReportRange, now: Date): Promise<TReports['interviews']> {
  const { start, end } = momentsOf(range);
  // No outcome yet on an order still In Progress and not approved: staff have it to record.
  const toRecord = sql`(o.interview_outcome is null and o.approved_at is null and o.status = 'InProgress')`;
  const held = sql`(o.interview_outcome = 'held' or (o.interview_outcome is null and not ${toRecord}))`;
  const rows = rowsOf<TInterviewRow>(
    await db.execute(sql`
      select ${uaeMonthOf(sql`o.interview_at`)} as key,
        count(*) filter (where ${held}) as held,
        count(*) filter (where ${held} and o.approved_at is not null) as "movedOn",
        count(*) filter (where ${held} and o.approved_at is null and o.status in ('Rejected', 'Canceled')) as "closedAfter",
        count(*) filter (where o.interview_outcome = 'noShow') as "noShow",
        count(*) filter (where ${toRecord}) as "toRecord"
      from orders o
      where o.interview_at >= ${start} and o.interview_at < ${end} and o.interview_at <= ${now.toISOString()}::timestamptz
        and not exists (
          select 1 from order_events e
          where e.order_id = o.id and e.to_status in ('Rejected', 'Canceled') and e.at < o.interview_at)
      group by 1`),
  );
  return monthsOf(range).map((month) => {
    const row = rows.find((candidate) => candidate.key === month);
    const figure = (name: Exclude<keyof TInterviewRow, 'key'>) => Number(row?.[name] ?? 0);
    const [held, movedOn, closedAfter] = [figure('held'), figure('movedOn'), figure('closedAfter')];
    return { month, held, movedOn, closedAfter, waiting: held - movedOn - closedAfter, noShow: figure('noShow'), toRecord: figure('toRecord') };
  });
}

type TVatRow = { emirate: string; kind: 'invoice' | 'creditNote'; net: number; vat: number };

/**
 * The VAT return's standard-rated supplies by emirate (form VAT201, box 1; decision 026): the tax
 * invoices and credit notes issued in the range, by the UAE day of issue, each under the emirate of
 * its order's branch. An order with no branch (an online interview) was supplied from the head
 * office: the first branch in the back office's order. Every emirate is listed, zero or not.
 */
async function vatReturn(db: TDb, range: TReportRange): Promise<TReports['vatReturn']> {
  const { start, end } = momentsOf(range);
  const rows = rowsOf<TVatRow>(
    await db.execute(sql`
      select coalesce(b.emirate, (select h.emirate from branches h order by h.sort_order, h.id limit 1), 'dubai') as emirate,
        i.kind, sum(i.subtotal_fils) as net, sum(i.vat_fils) as vat
      from invoices i join orders o on o.id = i.order_id left join branches b on b.id = o.branch_id
      where i.issued_at >= ${start} and i.issued_at < ${end}
      group by 1, 2`),
  );
  const sumOf = (emirate: string, kind: TVatRow['kind'], column: 'net' | 'vat') =>
    Number(rows.find((row) => row.emirate === emirate && row.kind === kind)?.[column] ?? 0);
  return EMIRATE_KEYS.map((emirate) => ({
    emirate,
    suppliesFils: sumOf(emirate, 'invoice', 'net'),
    vatFils: sumOf(emirate, 'invoice', 'vat'),
    creditedFils: sumOf(emirate, 'creditNote', 'net'),
    creditedVatFils: sumOf(emirate, 'creditNote', 'vat'),
  }));
}

/** Every report of /Reports over a range of UAE days, both included. */
export async function reports(db: TDb, range: TReportRange, now: Date): Promise<TReports> {
  return {
    range: { from: range.from, to: range.to },
    ...(await ordersBy(db, range)),
    revenueByMonth: await revenueByMonth(db, range),
    placementsByNationality: await placementsBy(db, range, 'countries', 'country_id'),
    placementsByProfession: await placementsBy(db, range, 'positions', 'position_id'),
    conversion: await conversion(db, range),
    interviews: await interviews(db, range, now),
    vatReturn: await vatReturn(db, range),
  };
}
