import { localeOf } from '@app/shared';

const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
} as const;

/** The UAE keeps one offset all year (no daylight saving). */
const UAE_OFFSET_MS = 4 * 60 * 60 * 1000;

/** Where the agency works: every date and time the app shows is the UAE's, whatever the device's zone. */
export const UAE_TIME_ZONE = 'Asia/Dubai';

const UAE_TIME_LABEL = { en: 'UAE time', ar: 'بتوقيت الإمارات' } as const;

/** A moment as the UAE's calendar and clock read it, or null when there is none or it is unreadable. */
function inUae(iso: string | null): Date | null {
  if (!iso) return null;
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? null : new Date(time + UAE_OFFSET_MS);
}

const dayOf = (uae: Date, languageId: number) => `${uae.getUTCDate()} ${MONTHS[localeOf(languageId)][uae.getUTCMonth()]} ${uae.getUTCFullYear()}`;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A day (no time) in the reader's language, as the UAE sees it: "5 March 2026", "5 مارس 2026".
 * Written by hand because the first Intl.DateTimeFormat of a page costs tens of milliseconds
 * (its locale and time-zone data load), and public pages show dates on their first screen.
 */
export function formatDay(iso: string | null, languageId: number): string | null {
  const uae = inUae(iso);
  return uae && dayOf(uae, languageId);
}

/**
 * A date and time in the reader's language, in UAE time on a 24-hour clock: "5 March 2026, 18:30",
 * "5 مارس 2026، 18:30". Western digits in both languages, like the phone numbers and codes beside
 * them. Hand-written like formatDay. The third argument is kept for callers that name the zone;
 * the only zone is the UAE's.
 */
export function formatDateTime(iso: string | null, languageId: number, _timeZone: typeof UAE_TIME_ZONE = UAE_TIME_ZONE): string | null {
  const uae = inUae(iso);
  if (!uae) return null;
  const comma = localeOf(languageId) === 'ar' ? '،' : ',';
  return `${dayOf(uae, languageId)}${comma} ${twoDigits(uae.getUTCHours())}:${twoDigits(uae.getUTCMinutes())}`;
}

/** formatDateTime with the zone said: "5 March 2026, 18:30 UAE time", for pages read from abroad (orders, profile). */
export function formatUaeDateTime(iso: string | null, languageId: number): string | null {
  const text = formatDateTime(iso, languageId);
  return text && `${text} ${UAE_TIME_LABEL[localeOf(languageId)]}`;
}
