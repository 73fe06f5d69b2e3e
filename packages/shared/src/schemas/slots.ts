import { z } from './zod.js';
import { addDays, atUaeTime, daysBetween, weekdayOf } from '../uae-time.js';
import { isHttpsUrl } from '../links.js';
import { ZIdSchema } from './common.js';
import { INTERVIEW_OUTCOMES, INTERVIEW_TYPES } from './orders.js';
import { PROCESS_STEP_KINDS } from './processes.js';

/** Publishing covers at most this many days, and makes at most this many slots at once. */
export const SLOT_RANGE_MAX_DAYS = 92;
export const SLOT_PUBLISH_MAX = 500;
/** A client moves her booked interview once, and no later than this before it. */
export const SLOT_MOVE_NOTICE_HOURS = 24;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/;

const isRealDay = (day: string) => {
  const moment = Date.parse(`${day}T00:00:00Z`);
  return ISO_DAY.test(day) && !Number.isNaN(moment) && new Date(moment).toISOString().slice(0, 10) === day;
};
const zDay = (error: string) => z.string({ error }).refine(isRealDay, error);
const zTime = (error: string) => z.string({ error }).regex(HOUR_MINUTE, error);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Staff publish slots: every chosen weekday between two days, from one hour to another in steps of
 * the slot's length, each taking `capacity` interviews at once; online with its meeting link or at
 * a branch. Times are the UAE's.
 */
export const ZSlotPublishSchema = z
  .strictObject({
    fromDay: zDay('validation.slotFromDayRequired'),
    toDay: zDay('validation.slotToDayRequired'),
    weekdays: z.array(z.number().int().min(0).max(6), { error: 'validation.slotWeekdaysRequired' }).min(1, 'validation.slotWeekdaysRequired').max(7),
    fromTime: zTime('validation.slotFromTimeRequired'),
    toTime: zTime('validation.slotToTimeRequired'),
    minutes: z
      .number({ error: 'validation.slotMinutesRange' })
      .int('validation.slotMinutesRange')
      .min(10, 'validation.slotMinutesRange')
      .max(240, 'validation.slotMinutesRange'),
    capacity: z
      .number({ error: 'validation.slotCapacityRange' })
      .int('validation.slotCapacityRange')
      .min(1, 'validation.slotCapacityRange')
      .max(20, 'validation.slotCapacityRange'),
    interviewType: z.enum(INTERVIEW_TYPES, { error: 'validation.interviewTypeRequired' }),
    branchId: ZIdSchema.nullable().default(null),
    meetingLink: z.string({ error: 'validation.meetingLinkInvalid' }).trim().max(500).nullable().default(null),
  })
  .refine((input) => input.toDay >= input.fromDay, { error: 'validation.slotDaysOrder', path: ['toDay'] })
  .refine((input) => daysBetween(input.fromDay, input.toDay) < SLOT_RANGE_MAX_DAYS, {
    error: 'validation.slotDaysTooMany',
    path: ['toDay'],
  })
  .refine((input) => minutesOf(input.toTime) - minutesOf(input.fromTime) >= input.minutes, { error: 'validation.slotHoursOrder', path: ['toTime'] })
  .refine((input) => input.interviewType !== 'office' || input.branchId, { error: 'validation.branchRequired', path: ['branchId'] })
  .refine((input) => input.interviewType !== 'online' || (input.meetingLink && isHttpsUrl(input.meetingLink)), {
    error: 'validation.meetingLinkRequired',
    path: ['meetingLink'],
  });
export type TSlotPublish = z.infer<typeof ZSlotPublishSchema>;
export type TSlotPublishInput = z.input<typeof ZSlotPublishSchema>;

/** The start of each slot a publication makes, as minutes past midnight on each UAE day it covers. */
export function slotStarts(input: Pick<TSlotPublish, 'fromDay' | 'toDay' | 'weekdays' | 'fromTime' | 'toTime' | 'minutes'>): Date[] {
  const starts: Date[] = [];
  const last = minutesOf(input.toTime) - input.minutes;
  for (let day = input.fromDay; day <= input.toDay; day = addDays(day, 1)) {
    if (!input.weekdays.includes(weekdayOf(day))) continue;
    for (let minute = minutesOf(input.fromTime); minute <= last; minute += input.minutes) starts.push(atUaeTime(day, minute));
  }
  return starts;
}

export const ZSlotPublishedSchema = z.object({ created: z.number().int(), skipped: z.number().int() });

const ZSlotBranchSchema = z.object({ id: z.number().int(), name: z.string(), nameAr: z.string() }).nullable();

/** Online, or at one branch: how the lists filter slots and interviews. */
export const ZSlotPlaceSchema = z.union([z.literal('online'), z.coerce.number().int().min(1).max(2_147_483_647)], { error: 'validation.invalid' });

export const ZSlotQuerySchema = z.strictObject({
  fromDay: zDay('validation.invalid').optional(),
  days: z.coerce.number().int().min(1).max(SLOT_RANGE_MAX_DAYS).default(14),
  place: ZSlotPlaceSchema.optional(),
});
export type TSlotQuery = z.input<typeof ZSlotQuerySchema>;

/** A slot as staff list it: how many of its seats are booked. */
export const ZSlotSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  minutes: z.number().int(),
  capacity: z.number().int(),
  booked: z.number().int(),
  interviewType: z.enum(INTERVIEW_TYPES),
  branch: ZSlotBranchSchema,
});
export type TSlot = z.infer<typeof ZSlotSchema>;

/** A slot a client may still pick: ahead and not full. */
export const ZOpenSlotSchema = ZSlotSchema.omit({ booked: true, capacity: true });
export type TOpenSlot = z.infer<typeof ZOpenSlotSchema>;

/** What the client's order page offers: the free slots, her booking, and whether she may pick now (or why not). */
export const ZOrderSlotsSchema = z.object({
  slots: z.array(ZOpenSlotSchema),
  booking: z.object({ slotId: z.number().int(), startsAt: z.string(), moved: z.boolean() }).nullable(),
  canPick: z.boolean(),
  /** Why she may not pick a slot now, in her language; null when she may. */
  reason: z.string().nullable(),
});
export type TOrderSlots = z.infer<typeof ZOrderSlotsSchema>;

export const ZSlotBookingSchema = z.strictObject({ slotId: ZIdSchema });

export const ZCalendarQuerySchema = z.strictObject({
  day: zDay('validation.invalid').optional(),
  view: z.enum(['day', 'week']).default('day'),
  place: ZSlotPlaceSchema.optional(),
});
export type TCalendarQuery = z.input<typeof ZCalendarQuerySchema>;

/** One interview on the back office's calendar. */
export const ZCalendarEntrySchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  at: z.string(),
  interviewType: z.enum(INTERVIEW_TYPES),
  /** The online interview's link (staff only, as the whole calendar); null for one at a branch. */
  meetingLink: z.string().nullable(),
  branch: ZSlotBranchSchema,
  labor: z.object({ id: z.number().int(), code: z.string(), name: z.string(), nameAr: z.string() }),
  client: z.object({ id: z.number().int(), userName: z.string(), phoneNumber: z.string() }),
  /** Whether it took place, as staff recorded it on the order (null until then). */
  outcome: z.enum(INTERVIEW_OUTCOMES).nullable(),
});
export type TCalendarEntry = z.infer<typeof ZCalendarEntrySchema>;

/** A visa process step's appointment on the calendar (the medical test, biometrics, any booked step with one). */
export const ZCalendarProcessEntrySchema = z.object({
  processId: z.number().int(),
  stepId: z.number().int(),
  kind: z.enum(PROCESS_STEP_KINDS),
  nameEn: z.string(),
  nameAr: z.string(),
  at: z.string(),
  place: z.string(),
  /** Booked, or done once it took place. */
  state: z.enum(['booked', 'done']),
  labor: z.object({ id: z.number().int(), code: z.string(), name: z.string(), nameAr: z.string() }),
  order: z.object({ id: z.number().int(), orderNumber: z.string() }).nullable(),
  client: z.object({ id: z.number().int(), userName: z.string(), phoneNumber: z.string() }).nullable(),
});
export type TCalendarProcessEntry = z.infer<typeof ZCalendarProcessEntrySchema>;

export const ZCalendarSchema = z.object({
  fromDay: z.string(),
  toDay: z.string(),
  entries: z.array(ZCalendarEntrySchema),
  /** The visa process appointments of the same days, in time order (issue 34). */
  processAppointments: z.array(ZCalendarProcessEntrySchema),
});
export type TCalendar = z.infer<typeof ZCalendarSchema>;
