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

/** A day (no time) in the reader's language, as the UAE sees it. */
export function formatDay(iso: string | null, languageId: number): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(INTL_LOCALES[localeOf(languageId)], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' }).format(date);
}
