import { and, asc, count, eq, gte, inArray, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { TCalendarProcessEntry } from '@app/shared';
import type { TReader } from '../../db/client.js';
import { labors, orders, processSteps, users, visaProcesses } from '../../db/schema/index.js';

/**
 * What the back office's dashboard, daily digest and calendar read of the processes: the steps
 * overdue (not finished, due before today, in a running process) and the appointments of some days.
 */

const UNFINISHED = ['todo', 'booked', 'blocked'] as const;

const overdueWhere = (today: string) => and(eq(visaProcesses.status, 'running'), inArray(processSteps.state, [...UNFINISHED]), lt(processSteps.dueDate, today));

/** How many steps of running processes are not finished by their due day. */
export async function countOverdueSteps(db: TReader, today: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(processSteps)
    .innerJoin(visaProcesses, eq(visaProcesses.id, processSteps.processId))
    .where(overdueWhere(today));
  return row?.value ?? 0;
}

const stepColumns = {
  processId: visaProcesses.id,
  stepId: processSteps.id,
  kind: processSteps.kind,
  nameEn: processSteps.nameEn,
  nameAr: processSteps.nameAr,
  dueDate: processSteps.dueDate,
  appointmentAt: processSteps.appointmentAt,
  place: processSteps.appointmentPlace,
  state: processSteps.state,
  labor: { id: labors.id, code: labors.code, name: labors.name, nameAr: labors.nameAr },
  orderId: orders.id,
  orderNumber: orders.number,
  clientId: users.id,
  clientName: users.userName,
  clientPhone: users.phoneNumber,
  totalCount: sql<number>`count(*) over ()`.mapWith(Number),
};

const stepsQuery = (db: TReader) =>
  db
    .select(stepColumns)
    .from(processSteps)
    .innerJoin(visaProcesses, eq(visaProcesses.id, processSteps.processId))
    .innerJoin(labors, eq(labors.id, visaProcesses.laborId))
    .leftJoin(orders, eq(orders.id, visaProcesses.orderId))
    .leftJoin(users, eq(users.id, visaProcesses.clientId));

export type TAgendaStep = Awaited<ReturnType<ReturnType<typeof stepsQuery>['execute']>>[number];

/** The overdue steps, the longest overdue first, at most `limit` (each row carries the total). */
export async function overdueSteps(db: TReader, today: string, limit: number): Promise<TAgendaStep[]> {
  return stepsQuery(db).where(overdueWhere(today)).orderBy(asc(processSteps.dueDate), asc(visaProcesses.id), asc(processSteps.position)).limit(limit);
}

/**
 * Appointments from `from` until before `to`, in time order: booked ones, and done ones (they took
 * place), of processes not canceled. `branchId` keeps those of orders of one branch.
 */
export async function appointmentsBetween(db: TReader, range: { from: Date; to: Date; branchId?: number; bookedOnly?: boolean }, limit = 1000) {
  const conditions: SQL[] = [
    isNotNull(processSteps.appointmentAt),
    gte(processSteps.appointmentAt, range.from),
    lt(processSteps.appointmentAt, range.to),
    inArray(processSteps.state, range.bookedOnly ? ['booked'] : ['booked', 'done']),
    range.bookedOnly ? eq(visaProcesses.status, 'running') : ne(visaProcesses.status, 'canceled'),
  ];
  if (range.branchId !== undefined) conditions.push(eq(orders.branchId, range.branchId));
  return stepsQuery(db)
    .where(and(...conditions))
    .orderBy(asc(processSteps.appointmentAt), asc(processSteps.id))
    .limit(limit);
}

/** An appointment as the calendar shows it. */
export function presentAppointment(row: TAgendaStep): TCalendarProcessEntry {
  return {
    processId: row.processId,
    stepId: row.stepId,
    kind: row.kind,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    at: row.appointmentAt!.toISOString(),
    place: row.place,
    state: row.state === 'done' ? 'done' : 'booked',
    labor: row.labor,
    order: row.orderId === null ? null : { id: row.orderId, orderNumber: row.orderNumber ?? '' },
    client: row.clientId === null ? null : { id: row.clientId, userName: row.clientName ?? '', phoneNumber: row.clientPhone ?? '' },
  };
}
