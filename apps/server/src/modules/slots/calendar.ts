import { and, asc, eq, gte, lt, notInArray } from 'drizzle-orm';
import { addDays, atUaeTime, todayInUae, weekStartOf, type TCalendar } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { branches, labors, orders, users } from '../../db/schema/index.js';
import { appointmentsBetween, presentAppointment } from '../processes/agenda.js';
import { placeFilter } from './service.js';

type TCalendarQuery = { day?: string; view: 'day' | 'week'; place?: 'online' | number };

/** The days a calendar view covers: the day itself, or its week from Saturday to Friday (the UAE's). */
export function calendarRange(query: TCalendarQuery, now: Date) {
  const day = query.day ?? todayInUae(now);
  const fromDay = query.view === 'week' ? weekStartOf(day) : day;
  return { fromDay, toDay: query.view === 'week' ? addDays(fromDay, 6) : day };
}

/**
 * The interviews of a day or a week, in time order: every order with one then, but those rejected or
 * canceled; and the visa process appointments of those days (none online; a branch's, of its orders).
 */
export async function interviewCalendar(db: TDb, query: TCalendarQuery, now: Date): Promise<TCalendar> {
  const { fromDay, toDay } = calendarRange(query, now);
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      at: orders.interviewAt,
      interviewType: orders.interviewType,
      meetingLink: orders.meetingLink,
      outcome: orders.interviewOutcome,
      branchId: branches.id,
      branchName: branches.name,
      branchNameAr: branches.nameAr,
      laborId: labors.id,
      laborCode: labors.code,
      laborName: labors.name,
      laborNameAr: labors.nameAr,
      clientId: users.id,
      userName: users.userName,
      phoneNumber: users.phoneNumber,
    })
    .from(orders)
    .innerJoin(labors, eq(labors.id, orders.laborId))
    .innerJoin(users, eq(users.id, orders.clientId))
    .leftJoin(branches, eq(branches.id, orders.branchId))
    .where(
      and(
        gte(orders.interviewAt, atUaeTime(fromDay)),
        lt(orders.interviewAt, atUaeTime(addDays(toDay, 1))),
        notInArray(orders.status, ['Rejected', 'Canceled']),
        placeFilter(query.place, orders.interviewType, orders.branchId),
      ),
    )
    .orderBy(asc(orders.interviewAt), asc(orders.id))
    .limit(1000);
  const processAppointments =
    query.place === 'online'
      ? []
      : await appointmentsBetween(db, { from: atUaeTime(fromDay), to: atUaeTime(addDays(toDay, 1)), ...(query.place ? { branchId: query.place } : {}) });
  return {
    fromDay,
    toDay,
    processAppointments: processAppointments.map(presentAppointment),
    entries: rows.map((row) => ({
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      at: row.at!.toISOString(),
      interviewType: row.interviewType ?? 'online',
      meetingLink: row.interviewType === 'office' ? null : row.meetingLink,
      branch: row.branchId === null ? null : { id: row.branchId, name: row.branchName ?? '', nameAr: row.branchNameAr ?? '' },
      labor: { id: row.laborId, code: row.laborCode ?? '', name: row.laborName, nameAr: row.laborNameAr },
      client: { id: row.clientId, userName: row.userName, phoneNumber: row.phoneNumber },
      outcome: row.outcome,
    })),
  };
}
