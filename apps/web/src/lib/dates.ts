import { localeOf } from '@app/shared';

/** Western digits in both languages, like the phone numbers and codes beside them. */
const INTL_LOCALES = { en: 'en-GB', ar: 'ar-AE-u-nu-latn' } as const;

/** A date and time from the API in the reader's language, or null when there is none or it is unreadable. */
export function formatDateTime(iso: string | null, languageId: number, timeZone?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(INTL_LOCALES[localeOf(languageId)], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
}

const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
} as const;

/** The UAE keeps one offset all year (no daylight saving). */
const UAE_OFFSET_MS = 4 * 60 * 60 * 1000;

/**
 * A day (no time) in the reader's language, as the UAE sees it: "5 March 2026", "5 مارس 2026".
 * Written by hand because the first Intl.DateTimeFormat of a page costs tens of milliseconds
 * (its locale and time-zone data load), and public pages show dates on their first screen.
 */
export function formatDay(iso: string | null, languageId: number): string | null {
  if (!iso) return null;
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return null;
  const uae = new Date(time + UAE_OFFSET_MS);
  return `${uae.getUTCDate()} ${MONTHS[localeOf(languageId)][uae.getUTCMonth()]} ${uae.getUTCFullYear()}`;
}
