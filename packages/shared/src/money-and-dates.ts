import type { TLocale } from './language.js';
import { VAT_RATE } from './constants.js';
import { UAE_UTC_OFFSET_MS } from './uae-time.js';

/** Groups thousands with commas, Western digits in both languages; fils only when there are some. */
function groupDigits(amount: number): string {
  const fixed = Math.abs(amount).toFixed(2);
  const [whole, fils] = fixed.split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}${grouped}${fils === '00' ? '' : `.${fils}`}`;
}

/**
 * An amount in dirhams as each language writes it: "AED 12,500" and "12,500 درهم". Written by hand
 * (no Intl) so the web's first paint and the e-mails show the very same text.
 */
export function formatAed(amount: number, locale: TLocale): string {
  return locale === 'ar' ? `${groupDigits(amount)} درهم` : `AED ${groupDigits(amount)}`;
}

/** The price before VAT, the VAT and the total, in dirhams with fils rounded like the invoice does. */
export function withVat(subtotalAed: number) {
  const vatAed = Math.round(subtotalAed * VAT_RATE * 100) / 100;
  return { subtotalAed, vatAed, totalAed: Math.round((subtotalAed + vatAed) * 100) / 100 };
}

const DAYS = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ar: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
} as const;
const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
} as const;

const asUae = (date: Date | string) => new Date(new Date(date).getTime() + UAE_UTC_OFFSET_MS);
const pad = (value: number) => String(value).padStart(2, '0');

/** A day as people write it, in UAE time: "25 November 2026", "25 نوفمبر 2026". */
export function formatUaeDate(date: Date | string, locale: TLocale): string {
  const uae = asUae(date);
  return `${uae.getUTCDate()} ${MONTHS[locale][uae.getUTCMonth()]} ${uae.getUTCFullYear()}`;
}

/**
 * A moment as people write it, in UAE time: "Wednesday 25 November 2026, 11:00 (UAE time)" and
 * "الأربعاء 25 نوفمبر 2026، 11:00 (بتوقيت الإمارات)".
 */
export function formatUaeDateTime(date: Date | string, locale: TLocale): string {
  const uae = asUae(date);
  const time = `${pad(uae.getUTCHours())}:${pad(uae.getUTCMinutes())}`;
  const day = `${DAYS[locale][uae.getUTCDay()]} ${formatUaeDate(date, locale)}`;
  return locale === 'ar' ? `${day}، ${time} (بتوقيت الإمارات)` : `${day}, ${time} (UAE time)`;
}

/** A month as people write it: "November 2026", "نوفمبر 2026", from '2026-11'. */
export function formatMonth(yearMonth: string, locale: TLocale): string {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return `${MONTHS[locale][month - 1]} ${year}`;
}
