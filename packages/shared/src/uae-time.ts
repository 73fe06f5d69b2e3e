/**
 * The UAE's calendar, where the agency works: its days as YYYY-MM-DD, whatever the server's or the
 * browser's time zone. The UAE keeps one offset all year (no daylight saving): UTC+4.
 */
export const UAE_UTC_OFFSET_MS = 4 * 60 * 60_000;

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** The day a moment falls on in the UAE, "2026-12-01". */
export const uaeDayOf = (moment: Date | string) => new Date(new Date(moment).getTime() + UAE_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** Today's date in the UAE, as YYYY-MM-DD. */
export const todayInUae = (now = new Date()) => uaeDayOf(now);

/** The moment a UAE wall-clock time happens: day "2026-12-01" and minutes past midnight. */
export const atUaeTime = (day: string, minutes = 0) => new Date(Date.parse(`${day}T00:00:00Z`) - UAE_UTC_OFFSET_MS + minutes * 60_000);

/** A YYYY-MM-DD date `days` later. */
export function addDays(isoDate: string, days: number): string {
  return new Date((dayNumber(isoDate) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date `months` later; the 31st of a shorter month falls on its last day. */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** Days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** The weekday of a UAE day, 0 Sunday to 6 Saturday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The Saturday that starts the UAE working week holding this day (Saturday to Friday). */
export const weekStartOf = (day: string) => addDays(day, -((weekdayOf(day) + 1) % 7));
