import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatUaeDateTime } from './dates';

describe('formatDateTime', () => {
  it('writes the UAE date and time in English, whatever the device zone', () => {
    // 22:30 UTC is 02:30 the next day in the UAE.
    expect(formatDateTime('2026-03-05T22:30:00.000Z', 2)).toBe('6 March 2026, 02:30');
    expect(formatDateTime('2026-03-05T14:05:00.000Z', 2)).toBe('5 March 2026, 18:05');
  });

  it('writes Arabic month names and comma with Western digits', () => {
    expect(formatDateTime('2026-03-05T14:30:00.000Z', 1)).toBe('5 مارس 2026، 18:30');
  });

  it('says the zone where asked', () => {
    expect(formatUaeDateTime('2026-03-05T14:30:00.000Z', 2)).toBe('5 March 2026, 18:30 UAE time');
    expect(formatUaeDateTime('2026-03-05T14:30:00.000Z', 1)).toBe('5 مارس 2026، 18:30 بتوقيت الإمارات');
  });

  it('gives null for a missing or unreadable date', () => {
    expect(formatDateTime(null, 2)).toBeNull();
    expect(formatDateTime('not a date', 2)).toBeNull();
    expect(formatUaeDateTime(null, 1)).toBeNull();
  });
});

describe('formatDay', () => {
  it('writes the UAE day as Intl does, in both languages, for every month', () => {
    for (let month = 0; month < 12; month += 1) {
      // 22:30 UTC is already the next day in the UAE.
      const iso = new Date(Date.UTC(2026, month, 28, 22, 30)).toISOString();
      for (const [languageId, locale] of [
        [2, 'en-GB'],
        [1, 'ar-AE-u-nu-latn'],
      ] as const) {
        const intl = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' }).format(new Date(iso));
        expect(formatDay(iso, languageId)).toBe(intl);
      }
    }
  });

  it('gives null for a missing or unreadable date', () => {
    expect(formatDay(null, 1)).toBeNull();
    expect(formatDay('soon', 2)).toBeNull();
  });
});
