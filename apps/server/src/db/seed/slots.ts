import { asc, count } from 'drizzle-orm';
import { addDays, slotStarts, todayInUae } from '@app/shared';
import type { TDb } from '../client.js';
import { branches, interviewSlots } from '../schema/index.js';

/** Saturday to Thursday, as the branches work (weekdays from Sunday 0): no slot on a Friday. */
const WORKING_DAYS = [0, 1, 2, 3, 4, 6];
/** How far ahead the demo offers interview times: a new user sees self-booking work for two weeks after the seeding day. */
export const DEMO_SLOT_DAYS = 14;
const MEETING_LINK = 'https://meet.sakina-workers.ae/interview';

type TSlotRow = typeof interviewSlots.$inferInsert;
type TPlan = Pick<TSlotRow, 'capacity' | 'interviewType' | 'branchId' | 'meetingLink'> & { fromTime: string; toTime: string };

/**
 * Hour-long interview times on the working days of the coming two weeks, within office hours: two
 * online each afternoon, and mornings at the first two branches. On the hour only, so the browser
 * stories' own half-hour slots never land on one. Once, on an install with no slots.
 */
export async function seedDemoSlots(db: TDb, now = new Date()) {
  const [existing] = await db.select({ value: count() }).from(interviewSlots);
  if ((existing?.value ?? 0) > 0) return;
  const offices = await db.select({ id: branches.id }).from(branches).orderBy(asc(branches.sortOrder), asc(branches.id)).limit(2);
  const plans: TPlan[] = [
    { fromTime: '14:00', toTime: '16:00', capacity: 2, interviewType: 'online', branchId: null, meetingLink: MEETING_LINK },
    ...offices.map((office, index): TPlan => ({
      fromTime: '11:00',
      toTime: index === 0 ? '13:00' : '12:00',
      capacity: 1,
      interviewType: 'office',
      branchId: office.id,
      meetingLink: null,
    })),
  ];
  const today = todayInUae(now);
  const days = { fromDay: today, toDay: addDays(today, DEMO_SLOT_DAYS), weekdays: WORKING_DAYS, minutes: 60 };
  const rows = plans.flatMap(({ fromTime, toTime, ...place }): TSlotRow[] =>
    slotStarts({ ...days, fromTime, toTime })
      .filter((startsAt) => startsAt.getTime() > now.getTime())
      .map((startsAt) => ({ startsAt, minutes: days.minutes, ...place, createdAt: now })),
  );
  if (rows.length > 0) await db.insert(interviewSlots).values(rows).onConflictDoNothing();
}
