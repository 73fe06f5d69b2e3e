import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { todayInUae, type TPage, type TProcess, type TProcessQuery, type TProcessSummary } from '@app/shared';
import type { TReader } from '../../db/client.js';
import { branches, clientProfiles, labors, orders, processSteps, users, visaProcesses } from '../../db/schema/index.js';
import { clientsNamed, workersNamed } from '../../db/people-search.js';
import { numberMatches } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { processHistory } from './history.js';
import { presentProcess, presentSummary, type TPresentedStepRow, type TStepDates, type TStepWithAssignee, type TSummaryRow } from './presenter.js';

/** What reading the board needs of the request. */
export type TReadCtx = Pick<TCtx, 'db' | 'locale' | 'now'>;

const assignee = alias(users, 'assignee');

/** Overdue: a step not finished is due before today (the process keeps its earliest due date). */
const isOverdue = (today: string) => sql`${visaProcesses.nextDueDate} < ${today}`;

/**
 * A process's line as one JSON value: its own columns, its worker, order, client and the order's
 * branch. PGlite's reader takes apart one value per row rather than eighteen columns.
 */
const summaryLine = sql<TSummaryRow>`json_build_object(
  'process', json_build_object('id', ${visaProcesses.id}, 'status', ${visaProcesses.status}, 'location', ${visaProcesses.location},
    'packageKind', ${visaProcesses.packageKind}, 'startedOn', ${visaProcesses.startedOn}),
  'labor', json_build_object('id', ${labors.id}, 'code', ${labors.code}, 'name', ${labors.name}, 'nameAr', ${labors.nameAr}),
  'order', CASE WHEN ${orders.id} IS NULL THEN NULL ELSE json_build_object('id', ${orders.id}, 'orderNumber', ${orders.number}) END,
  'client', CASE WHEN ${users.id} IS NULL THEN NULL ELSE json_build_object('id', ${users.id},
    'name', coalesce(nullif(${clientProfiles.fullName}, ''), ${users.userName}), 'phoneNumber', ${users.phoneNumber}) END,
  'branch', CASE WHEN ${branches.id} IS NULL THEN NULL ELSE json_build_object('id', ${branches.id}, 'name', ${branches.name}, 'nameAr', ${branches.nameAr}) END)`;

/** The board's joins: the worker, the order and its branch, the client. */
const joined = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(labors, eq(labors.id, visaProcesses.laborId))
    .leftJoin(orders, eq(orders.id, visaProcesses.orderId))
    .leftJoin(users, eq(users.id, visaProcesses.clientId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .leftJoin(branches, eq(branches.id, orders.branchId));

/** The steps of these processes in their order, each with the name of the staff member who runs it. */
export async function stepsOf(db: TReader, processIds: number[]): Promise<Map<number, TStepWithAssignee[]>> {
  const byProcess = new Map<number, TStepWithAssignee[]>(processIds.map((id) => [id, []]));
  if (processIds.length === 0) return byProcess;
  const rows = await db
    .select({ step: processSteps, assigneeId: assignee.id, assigneeName: assignee.userName })
    .from(processSteps)
    .leftJoin(assignee, eq(assignee.id, processSteps.assigneeId))
    .where(inArray(processSteps.processId, processIds))
    .orderBy(asc(processSteps.processId), asc(processSteps.position));
  for (const { step, assigneeId, assigneeName } of rows) {
    byProcess.get(step.processId)?.push({ step, assignee: assigneeId === null ? null : { id: assigneeId, name: assigneeName ?? '' } });
  }
  return byProcess;
}

/**
 * What the board's line needs of every step of its process (places, states, days), as one JSON
 * value on the process's row: twenty rows to read rather than every step's.
 */
const stepDates = sql<TStepDates[]>`(
  SELECT json_agg(json_build_object('position', ${processSteps.position}, 'kind', ${processSteps.kind}, 'state', ${processSteps.state}, 'dueDate', ${processSteps.dueDate}, 'doneOn', ${processSteps.doneOn}))
  FROM ${processSteps} WHERE ${processSteps.processId} = ${visaProcesses.id})`;

/** The current step as its presentation reads it, and who runs it, as read in JSON (its time a string). */
type TCurrentStepJson = Omit<TPresentedStepRow, 'appointmentAt'> & { appointmentAt: string | null; assigneeId: number | null; assigneeName: string | null };

/**
 * The current step and its assignee as one JSON value on the process's row: one value for PGlite's
 * reader to take apart rather than twenty columns, and no statement of its own.
 */
const currentStepJson = sql<TCurrentStepJson | null>`(
  SELECT json_build_object(
    'id', ${processSteps.id}, 'position', ${processSteps.position}, 'kind', ${processSteps.kind},
    'nameEn', ${processSteps.nameEn}, 'nameAr', ${processSteps.nameAr}, 'state', ${processSteps.state},
    'blockedReason', ${processSteps.blockedReason}, 'hasAppointment', ${processSteps.hasAppointment},
    'appointmentAt', ${processSteps.appointmentAt}, 'appointmentPlace', ${processSteps.appointmentPlace},
    'bringEn', ${processSteps.bringEn}, 'bringAr', ${processSteps.bringAr}, 'familyAsks', ${processSteps.familyAsks},
    'expectedDays', ${processSteps.expectedDays}, 'dueDate', ${processSteps.dueDate}, 'doneOn', ${processSteps.doneOn},
    'notes', ${processSteps.notes}, 'version', ${processSteps.version}, 'assigneeId', ${assignee.id}, 'assigneeName', ${assignee.userName})
  FROM ${processSteps} LEFT JOIN ${users} ${assignee} ON ${assignee.id} = ${processSteps.assigneeId}
  WHERE ${processSteps.id} = ${visaProcesses.currentStepId})`;

function currentStepOf(json: TCurrentStepJson | null): TStepWithAssignee<TPresentedStepRow> | null {
  if (!json) return null;
  const { assigneeId, assigneeName, appointmentAt, ...step } = json;
  return {
    step: { ...step, appointmentAt: appointmentAt === null ? null : new Date(appointmentAt) },
    assignee: assigneeId === null ? null : { id: assigneeId, name: assigneeName ?? '' },
  };
}

/** The board's filter, on the process's own columns: the page joins only the rows it shows. */
function boardFilter(ctx: TReadCtx, query: TProcessQuery, today: string): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(visaProcesses.status, query.status)];
  if (query.step) conditions.push(eq(visaProcesses.currentStepKind, query.step));
  if (query.assigneeId) conditions.push(eq(visaProcesses.currentAssigneeId, query.assigneeId));
  if (query.branchId) conditions.push(inArray(visaProcesses.orderId, ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.branchId, query.branchId))));
  if (query.orderId) conditions.push(eq(visaProcesses.orderId, query.orderId));
  if (query.overdue !== undefined) conditions.push(query.overdue ? isOverdue(today) : sql`NOT coalesce(${isOverdue(today)}, false)`);
  const search = query.search?.trim();
  if (search) {
    const numbered = ctx.db.select({ id: orders.id }).from(orders).where(numberMatches(orders.number, search));
    conditions.push(
      or(
        inArray(visaProcesses.orderId, numbered),
        sql`${visaProcesses.clientId} IN (${clientsNamed(ctx.db, search)})`,
        sql`${visaProcesses.laborId} IN (${workersNamed(ctx.db, search)})`,
      ),
    );
  }
  return and(...conditions);
}

/**
 * The page's ids in the board's order, and how many the filter finds: the processes alone, read in
 * the order of their index. A page not full ends the list, so its count needs no counting; a search
 * reads every running process anyway, so its count comes with the page.
 */
async function pageOfIds(ctx: TReadCtx, query: TProcessQuery, today: string) {
  const offset = (query.pageNumber - 1) * query.pageSize;
  const filter = boardFilter(ctx, query, today);
  const countsAlong = Boolean(query.search?.trim());
  const rows = await ctx.db
    .select({ id: visaProcesses.id, found: countsAlong ? sql<number>`count(*) OVER ()`.mapWith(Number) : sql<null>`NULL` })
    .from(visaProcesses)
    .where(filter)
    // The earliest due date first puts the overdue first.
    .orderBy(sql`${visaProcesses.nextDueDate} ASC NULLS LAST`, desc(visaProcesses.id))
    .limit(query.pageSize)
    .offset(offset);
  const ids = rows.map((row) => row.id);
  if (rows[0]?.found != null) return { ids, totalCount: rows[0].found };
  const endsTheList = ids.length < query.pageSize && (ids.length > 0 || offset === 0);
  if (endsTheList) return { ids, totalCount: offset + ids.length };
  const [counted] = await ctx.db.select({ value: count() }).from(visaProcesses).where(filter);
  return { ids, totalCount: counted?.value ?? 0 };
}

/**
 * The board's page: its ids, then their worker, order, client and branch, every step's days, and the
 * current step. Two small queries on purpose: PGlite plans a join of eight tables slower than it runs them.
 */
export async function listProcesses(ctx: TReadCtx, query: TProcessQuery): Promise<TPage<TProcessSummary>> {
  const today = todayInUae(ctx.now);
  const { ids, totalCount } = await pageOfIds(ctx, query, today);
  if (ids.length === 0) return { items: [], totalCount, pageNumber: query.pageNumber, pageSize: query.pageSize };
  const rows = await joined(ctx.db.select({ line: summaryLine, stepDates, currentStep: currentStepJson }).from(visaProcesses).$dynamic()).where(
    inArray(visaProcesses.id, ids),
  );
  const byId = new Map(rows.map((row) => [row.line.process.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentSummary(row.line, row.stepDates ?? [], currentStepOf(row.currentStep), today)] : [];
  });
  return { items, totalCount, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

/** One process with its worker, order, client and branch, or null. */
export async function findSummaryRow(db: TReader, processId: number): Promise<TSummaryRow | null> {
  const [row] = await joined(db.select({ line: summaryLine }).from(visaProcesses).$dynamic()).where(eq(visaProcesses.id, processId));
  return row?.line ?? null;
}

/** One process with every step and its history (the audit trail's, in the reader's language). */
export async function getProcess(ctx: TReadCtx, processId: number): Promise<TProcess> {
  const row = await findSummaryRow(ctx.db, processId);
  if (!row) throw new AppError(404, 'processes.notFound');
  const steps = (await stepsOf(ctx.db, [processId])).get(processId) ?? [];
  const history = await processHistory(
    ctx,
    processId,
    steps.map(({ step }) => step),
  );
  return presentProcess(row, steps, history, todayInUae(ctx.now));
}
