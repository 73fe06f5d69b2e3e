import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { todayInUae, type TPage, type TProcess, type TProcessQuery, type TProcessSummary } from '@app/shared';
import type { TReader } from '../../db/client.js';
import { branches, clientProfiles, labors, orders, processSteps, users, visaProcesses } from '../../db/schema/index.js';
import { clientIdsMatching, workerIdsMatching } from '../../db/people-search.js';
import { containsPattern } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { processHistory } from './history.js';
import { presentProcess, presentSummary, type TStepDates, type TStepWithAssignee, type TSummaryRow } from './presenter.js';

/** What reading the board needs of the request. */
export type TReadCtx = Pick<TCtx, 'db' | 'locale' | 'now'>;

const assignee = alias(users, 'assignee');
const current = alias(processSteps, 'current_step');
const currentAssignee = alias(users, 'current_assignee');

/** Overdue: a step not finished is due before today (the process keeps its earliest due date). */
const isOverdue = (today: string) => sql`${visaProcesses.nextDueDate} < ${today}`;

const summaryColumns = {
  process: visaProcesses,
  laborId: labors.id,
  laborCode: labors.code,
  laborName: labors.name,
  laborNameAr: labors.nameAr,
  orderId: orders.id,
  orderNumber: orders.number,
  clientId: users.id,
  clientName: sql<string | null>`coalesce(nullif(${clientProfiles.fullName}, ''), ${users.userName})`,
  clientPhone: users.phoneNumber,
  branchId: branches.id,
  branchName: branches.name,
  branchNameAr: branches.nameAr,
};

/** The board's joins: the worker, the order and its branch, the client. */
const joined = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(labors, eq(labors.id, visaProcesses.laborId))
    .leftJoin(orders, eq(orders.id, visaProcesses.orderId))
    .leftJoin(users, eq(users.id, visaProcesses.clientId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .leftJoin(branches, eq(branches.id, orders.branchId));

type TFlatRow = {
  process: TSummaryRow['process'];
  laborId: number;
  laborCode: string;
  laborName: string;
  laborNameAr: string;
  orderId: number | null;
  orderNumber: string | null;
  clientId: number | null;
  clientName: string | null;
  clientPhone: string | null;
  branchId: number | null;
  branchName: string | null;
  branchNameAr: string | null;
};

function summaryRowOf(row: TFlatRow): TSummaryRow {
  return {
    process: row.process,
    labor: { id: row.laborId, code: row.laborCode, name: row.laborName, nameAr: row.laborNameAr },
    order: row.orderId === null ? null : { id: row.orderId, orderNumber: row.orderNumber ?? '' },
    client: row.clientId === null ? null : { id: row.clientId, name: row.clientName ?? '', phoneNumber: row.clientPhone ?? '' },
    branch: row.branchId === null ? null : { id: row.branchId, name: row.branchName ?? '', nameAr: row.branchNameAr ?? '' },
  };
}

/** The steps of these processes, each with the name of the staff member who runs it. */
export async function stepsOf(db: TReader, processIds: number[]): Promise<Map<number, TStepWithAssignee[]>> {
  const rows =
    processIds.length === 0
      ? []
      : await db
          .select({ step: processSteps, assigneeId: assignee.id, assigneeName: assignee.userName })
          .from(processSteps)
          .leftJoin(assignee, eq(assignee.id, processSteps.assigneeId))
          .where(inArray(processSteps.processId, processIds))
          .orderBy(asc(processSteps.processId), asc(processSteps.position));
  const byProcess = new Map<number, TStepWithAssignee[]>(processIds.map((id) => [id, []]));
  for (const row of rows) {
    const person = row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? '' };
    byProcess.get(row.step.processId)?.push({ step: row.step, assignee: person });
  }
  return byProcess;
}

/** The board's filter, on the process's own columns: the page joins only the rows it shows. */
/** What the board's line needs of every step of these processes: their places, states and days. */
async function datesOfSteps(db: TReader, processIds: number[]): Promise<Map<number, TStepDates[]>> {
  const rows =
    processIds.length === 0
      ? []
      : await db
          .select({
            processId: processSteps.processId,
            position: processSteps.position,
            kind: processSteps.kind,
            state: processSteps.state,
            dueDate: processSteps.dueDate,
            doneOn: processSteps.doneOn,
          })
          .from(processSteps)
          .where(inArray(processSteps.processId, processIds));
  const byProcess = new Map<number, TStepDates[]>(processIds.map((id) => [id, []]));
  for (const row of rows) byProcess.get(row.processId)?.push(row);
  return byProcess;
}

function boardFilter(ctx: TReadCtx, query: TProcessQuery, today: string): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(visaProcesses.status, query.status)];
  if (query.step) conditions.push(eq(visaProcesses.currentStepKind, query.step));
  if (query.assigneeId) conditions.push(eq(visaProcesses.currentAssigneeId, query.assigneeId));
  if (query.branchId) conditions.push(inArray(visaProcesses.orderId, ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.branchId, query.branchId))));
  if (query.orderId) conditions.push(eq(visaProcesses.orderId, query.orderId));
  if (query.overdue !== undefined) conditions.push(query.overdue ? isOverdue(today) : sql`NOT coalesce(${isOverdue(today)}, false)`);
  const search = query.search?.trim();
  if (search) {
    const numbered = ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(ilike(orders.number, containsPattern(search)));
    conditions.push(
      or(
        sql`${visaProcesses.orderId} = ANY(ARRAY(${numbered}))`,
        sql`${visaProcesses.clientId} = ANY(${clientIdsMatching(ctx.db, search)})`,
        sql`${visaProcesses.laborId} = ANY(${workerIdsMatching(ctx.db, search)})`,
      ),
    );
  }
  return and(...conditions);
}

/** The page's ids in the board's order, and how many the filter finds: the processes alone, read in the order of their index. */
async function pageOfIds(ctx: TReadCtx, query: TProcessQuery, today: string) {
  const rows = await ctx.db
    .select({ id: visaProcesses.id, totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(visaProcesses)
    .where(boardFilter(ctx, query, today))
    // The earliest due date first puts the overdue first.
    .orderBy(sql`${visaProcesses.nextDueDate} ASC NULLS LAST`, desc(visaProcesses.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  if (rows.length > 0 || query.pageNumber === 1) return { ids: rows.map((row) => row.id), totalCount: rows[0]?.totalCount ?? 0 };
  // Past the last page: no row carries the total.
  const [counted] = await ctx.db
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(visaProcesses)
    .where(boardFilter(ctx, query, today));
  return { ids: [], totalCount: counted?.value ?? 0 };
}

export async function listProcesses(ctx: TReadCtx, query: TProcessQuery): Promise<TPage<TProcessSummary>> {
  const today = todayInUae(ctx.now);
  const { ids, totalCount } = await pageOfIds(ctx, query, today);
  const page = ctx.db
    .select({ ...summaryColumns, current, currentAssigneeId: currentAssignee.id, currentAssigneeName: currentAssignee.userName })
    .from(visaProcesses)
    .$dynamic();
  const rows =
    ids.length === 0
      ? []
      : await joined(page)
          .leftJoin(current, eq(current.id, visaProcesses.currentStepId))
          .leftJoin(currentAssignee, eq(currentAssignee.id, current.assigneeId))
          .where(inArray(visaProcesses.id, ids));
  const steps = await datesOfSteps(ctx.db, ids);
  const byId = new Map(rows.map((row) => [row.process.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const person = row.currentAssigneeId === null ? null : { id: row.currentAssigneeId, name: row.currentAssigneeName ?? '' };
    const currentStep = row.current && { step: row.current, assignee: person };
    return [presentSummary(summaryRowOf(row), steps.get(id) ?? [], currentStep, today)];
  });
  return { items, totalCount, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

/** One process with its worker, order, client and branch, or null. */
export async function findSummaryRow(db: TReader, processId: number): Promise<TSummaryRow | null> {
  const [row] = await joined(db.select(summaryColumns).from(visaProcesses).$dynamic()).where(eq(visaProcesses.id, processId));
  return row ? summaryRowOf(row) : null;
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
