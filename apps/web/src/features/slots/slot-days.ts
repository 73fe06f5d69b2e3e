import { uaeDayOf } from '@app/shared';

const UAE_OFFSET_MS = 4 * 3_600_000;

/** The UAE wall-clock time of a moment, "09:30", whatever the browser's zone. */
export const uaeClock = (iso: string) => new Date(new Date(iso).getTime() + UAE_OFFSET_MS).toISOString().slice(11, 16);

/** Items with a moment, grouped by the UAE day they fall on, days and items in time order. */
export function byUaeDay<T>(items: readonly T[], momentOf: (item: T) => string): Array<{ day: string; items: T[] }> {
  const days = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => Date.parse(momentOf(a)) - Date.parse(momentOf(b)));
  for (const item of sorted) {
    const day = uaeDayOf(momentOf(item));
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days].map(([day, dayItems]) => ({ day, items: dayItems }));
}
