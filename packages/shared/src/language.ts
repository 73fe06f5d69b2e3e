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

/** Reads an Accept-Language header: any Arabic tag means Arabic, anything else English. */
export function localeFromAcceptLanguage(header: string | undefined): TLocale {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en';
}

export { DEFAULT_LANGUAGE_ID };
