import { DEFAULT_LANGUAGE_ID, LANGUAGE_ID } from './constants.js';

export type TLocale = 'en' | 'ar';
export type TDirection = 'ltr' | 'rtl';

/** SPEC.md section 4: language id 1 is Arabic (rtl); any other id is English (ltr). */
export function localeOf(languageId: number): TLocale {
  return languageId === LANGUAGE_ID.arabic ? 'ar' : 'en';
}

export function directionOf(languageId: number): TDirection {
  return localeOf(languageId) === 'ar' ? 'rtl' : 'ltr';
}

export function acceptLanguageOf(languageId: number): string {
  return localeOf(languageId) === 'ar' ? 'ar-EG' : 'en-US';
}

export function languageIdOf(locale: TLocale): number {
  return locale === 'ar' ? LANGUAGE_ID.arabic : LANGUAGE_ID.english;
}

/** The cookie that tells the server the visitor's language, so it sends pages in it (lang, dir, first data). */
export const LANGUAGE_COOKIE = 'languageId';

/** The cookie's text, kept a year: the web app writes it when the language is chosen, the server when an address names one. */
export const languageCookie = (languageId: number, secure: boolean): string =>
  `${LANGUAGE_COOKIE}=${languageId}; path=/; max-age=31536000; samesite=lax${secure ? '; secure' : ''}`;

/** The language a Cookie header names, or undefined when it names none. */
export function localeOfCookie(header: string | undefined): TLocale | undefined {
  const value = header
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return value === undefined ? undefined : localeOf(Number(value));
}

/** Reads an Accept-Language header: any Arabic tag means Arabic, anything else English. */
export function localeFromAcceptLanguage(header: string | undefined): TLocale {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en';
}

export { DEFAULT_LANGUAGE_ID };
