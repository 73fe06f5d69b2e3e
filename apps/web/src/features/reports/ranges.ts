import { addDays, lastDayOfLongestRange, todayInUae } from '@app/shared';

export const RANGE_PRESETS = ['thisMonth', 'lastMonth', 'last90Days', 'thisYear'] as const;
export type TRangePreset = (typeof RANGE_PRESETS)[number];
export type TRange = { from: string; to: string };

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** A preset's UAE days, both included, on the UAE day `today`. */
export function presetRange(preset: TRangePreset, today: string): TRange {
  switch (preset) {
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth': {
      const lastDay = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(lastDay), to: lastDay };
    }
    case 'last90Days':
      return { from: addDays(today, -89), to: today };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The preset a range is, if it is one: its button shows pressed. */
export const presetOf = (range: TRange, today: string): TRangePreset | null =>
  RANGE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, today);
    return candidate.from === range.from && candidate.to === range.to;
  }) ?? null;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a range before it is asked for (the server says the same), or null. */
export function rangeProblem(range: TRange): 'reports.rangeBackwards' | 'reports.rangeTooLong' | 'validation.dateInvalid' | null {
  if (!ISO_DAY.test(range.from) || !ISO_DAY.test(range.to)) return 'validation.dateInvalid';
  if (range.from > range.to) return 'reports.rangeBackwards';
  return range.to > lastDayOfLongestRange(range.from) ? 'reports.rangeTooLong' : null;
}

/** The range the address asks for; this UAE month when it asks for none. */
export function rangeFromAddress(search: URLSearchParams, now = new Date()): TRange {
  const fallback = presetRange('thisMonth', todayInUae(now));
  return { from: search.get('from') ?? fallback.from, to: search.get('to') ?? fallback.to };
}
