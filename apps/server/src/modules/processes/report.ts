import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  PROCESS_STEP_KINDS,
  processReportTable,
  todayInUae,
  translate,
  type TPackageKind,
  type TProcessReport,
  type TProcessReportExportQuery,
  type TProcessReportQuery,
  type TProcessStepKind,
} from '@app/shared';
import type { TDb } from '../../db/client.js';
import { rowsOf } from '../../db/sql-helpers.js';
import type { TCtx } from '../../http/context.js';
import { recordExport, sendTable } from '../reports/export.js';

/**
 * The visa process's report (docs/decisions/035): how long each step takes by the worker's
 * nationality and the package, and how many processes ran late. Dates are UAE days.
 */

/** The processes the filters keep (package, the worker's nationality), by their worker `l`. */
function filtersOf(query: TProcessReportQuery): SQL {
  const conditions = [sql`true`];
  if (query.package) conditions.push(sql`p.package_kind = ${query.package}`);
  if (query.countryId) conditions.push(sql`l.country_id = ${query.countryId}`);
  return sql.join(conditions, sql` and `);
}

type TDurationRow = {
  total: boolean;
  kind: TProcessStepKind;
  customName: string | null;
  customNameAr: string | null;
  countryId: number;
  country: string;
  countryAr: string;
  package: TPackageKind;
  steps: number;
  median: number | null;
  p90: number | null;
};

/** Days with at most one decimal (percentile_cont interpolates), null when no step counted. */
const roundedDays = (value: number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/**
 * Steps done in the range, each taking the days from when it became the current step (the last
 * done day of the steps before it, or the start for the first) to its done day. A step done before
 * the one before it was done takes 0 days. Grouped by kind (an `other` step by its own name),
 * nationality and package, with one more row over every step (grouping set ()).
 */
async function stepDurations(db: TDb, query: TProcessReportQuery) {
  const rows = rowsOf<TDurationRow>(
    await db.execute(sql`
      with timed as (
        select s.kind, s.state, s.done_on,
          case when s.kind = 'other' then s.name_en end as custom_name,
          case when s.kind = 'other' then s.name_ar end as custom_name_ar,
          p.package_kind, l.country_id,
          greatest(p.started_on, max(s.done_on) filter (where s.state = 'done')
            over (partition by s.process_id order by s.position rows between unbounded preceding and 1 preceding)) as became_current
        from process_steps s join visa_processes p on p.id = s.process_id join labors l on l.id = p.labor_id
        where ${filtersOf(query)}
      )
      select grouping(t.kind) = 1 as total, t.kind, t.custom_name as "customName", t.custom_name_ar as "customNameAr",
        c.id as "countryId", c.name as country, c.name_ar as "countryAr", t.package_kind as package,
        count(*) as steps,
        percentile_cont(0.5) within group (order by greatest(0, t.done_on - t.became_current)) as median,
        percentile_cont(0.9) within group (order by greatest(0, t.done_on - t.became_current)) as p90
      from timed t join countries c on c.id = t.country_id
      where t.state = 'done' and t.done_on between ${query.from}::date and ${query.to}::date
      group by grouping sets ((t.kind, t.custom_name, t.custom_name_ar, c.id, c.name, c.name_ar, t.package_kind), ())
      order by t.custom_name nulls first, c.name, t.package_kind`),
  );
  const overall = rows.find((row) => row.total);
  const groups = rows.filter((row) => !row.total).sort((one, other) => PROCESS_STEP_KINDS.indexOf(one.kind) - PROCESS_STEP_KINDS.indexOf(other.kind));
  return {
    stepDurations: groups.map((row) => ({
      kind: row.kind,
      custom: row.customName === null ? null : { name: row.customName, nameAr: row.customNameAr ?? '' },
      countryId: row.countryId,
      country: row.country,
      countryAr: row.countryAr,
      package: row.package,
      steps: Number(row.steps),
      medianDays: roundedDays(row.median)!,
      p90Days: roundedDays(row.p90)!,
    })),
    allSteps: { steps: Number(overall?.steps ?? 0), medianDays: roundedDays(overall?.median ?? null), p90Days: roundedDays(overall?.p90 ?? null) },
  };
}

type TLateRow = { countryId: number; country: string; countryAr: string; package: TPackageKind; processes: number; late: number };

/**
 * Processes started in the range and not canceled, by nationality and package; late when a step was
 * done after its due date, or is not finished and was due before today (a running process's).
 */
async function lateProcesses(db: TDb, query: TProcessReportQuery, today: string): Promise<TProcessReport['lateProcesses']> {
  const late = sql`exists (
    select 1 from process_steps s where s.process_id = p.id and (
      (s.state = 'done' and s.done_on > s.due_date)
      or (p.status = 'running' and s.state in ('todo', 'booked', 'blocked') and s.due_date < ${today}::date)))`;
  const rows = rowsOf<TLateRow>(
    await db.execute(sql`
      select c.id as "countryId", c.name as country, c.name_ar as "countryAr", p.package_kind as package,
        count(*) as processes, count(*) filter (where ${late}) as late
      from visa_processes p join labors l on l.id = p.labor_id join countries c on c.id = l.country_id
      where p.status <> 'canceled' and p.started_on between ${query.from}::date and ${query.to}::date and ${filtersOf(query)}
      group by c.id, c.name, c.name_ar, p.package_kind
      order by c.name, p.package_kind`),
  );
  return rows.map((row) => ({ ...row, processes: Number(row.processes), late: Number(row.late) }));
}

/** The whole report over a range of UAE days, both included, with its filters. */
export async function processReport(db: TDb, query: TProcessReportQuery, now: Date): Promise<TProcessReport> {
  return {
    range: { from: query.from, to: query.to },
    ...(await stepDurations(db, query)),
    lateProcesses: await lateProcesses(db, query, todayInUae(now)),
  };
}

/** One table of the report as CSV or XLSX in the reader's language, written to the audit trail with its range and filters. */
export async function sendProcessReport(ctx: TCtx, query: TProcessReportExportQuery, format: 'csv' | 'xlsx', reply: FastifyReply) {
  const { table: id, ...filters } = query;
  const report = await processReport(ctx.db, filters, ctx.now);
  await recordExport(ctx, `process.${id}`, filters, format);
  const table = processReportTable(report, id, (key, params) => translate(ctx.locale, key, params), ctx.locale);
  return sendTable(reply, table, format, query, ctx.locale);
}
