import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './dates';

describe('formatDateTime', () => {
  it('writes the date in English', () => {
    expect(formatDateTime('2026-03-05T14:30:00.000Z', 2, 'UTC')).toMatch(/^5 March 2026\D+14:30$/);
  });

  it('writes Arabic month names with Western digits', () => {
    const text = formatDateTime('2026-03-05T14:30:00.000Z', 1, 'UTC')!;
    expect(text).toContain('مارس');
    expect(text).toContain('2026');
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it('gives null for a missing or unreadable date', () => {
    expect(formatDateTime(null, 2)).toBeNull();
    expect(formatDateTime('not a date', 2)).toBeNull();
  });
});

describe('formatDay', () => {
  it('writes the UAE day as Intl does, in both languages, for every month', () => {
    for (let month = 0; month < 12; month += 1) {
      // 22:30 UTC is already the next day in the UAE.
      const iso = new Date(Date.UTC(2026, month, 28, 22, 30)).toISOString();
      for (const [languageId, locale] of [[2, 'en-GB'], [1, 'ar-AE-u-nu-latn']] as const) {
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
