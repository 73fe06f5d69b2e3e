import { describe, expect, it } from 'vitest';
import { acceptLanguageOf, directionOf, localeFromAcceptLanguage, localeOf, localeOfCookie } from './language.js';
import { isKnownWebRoute } from './routes.js';
import { translate } from './i18n/translate.js';
import ar from './i18n/ar.json' with { type: 'json' };
import en from './i18n/en.json' with { type: 'json' };

describe('the language cookie', () => {
  it('names Arabic with 1, English with any other id, and nothing when absent', () => {
    expect(localeOfCookie('theme=dark; languageId=1')).toBe('ar');
    expect(localeOfCookie('languageId=2')).toBe('en');
    expect(localeOfCookie('languageId=x')).toBe('en');
    expect(localeOfCookie('xlanguageId=1; other=2')).toBeUndefined();
    expect(localeOfCookie(undefined)).toBeUndefined();
  });
});

describe('language ids', () => {
  it('treats id 1 as Arabic right-to-left and every other id as English left-to-right', () => {
    expect([localeOf(1), directionOf(1), acceptLanguageOf(1)]).toEqual(['ar', 'rtl', 'ar-EG']);
    for (const id of [2, 0, 3, -1, Number.NaN]) {
      expect([localeOf(id), directionOf(id), acceptLanguageOf(id)]).toEqual(['en', 'ltr', 'en-US']);
    }
  });

  it.each([
    ['ar-EG', 'ar'],
    ['ar', 'ar'],
    ['AR-ae,en;q=0.5', 'ar'],
    ['en-US', 'en'],
    ['arabic', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('reads Accept-Language %s as %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe('translate', () => {
  it('fills placeholders in both languages', () => {
    expect(translate('en', 'errors.notFoundMessage', { path: '/x' })).toBe('Page not found: /x');
    expect(translate('ar', 'errors.notFoundMessage', { path: '/x' })).toBe('الصفحة غير موجودة: /x');
  });

  it('falls back to the key for an unknown message', () => {
    expect(translate('ar', 'no.such.key')).toBe('no.such.key');
  });

  it('has the same keys in English and Arabic, none empty', () => {
    const flatten = (node: object, prefix = ''): string[] =>
      Object.entries(node).flatMap(([key, value]) => (typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
    expect(flatten(ar).sort()).toEqual(flatten(en).sort());
    for (const key of flatten(ar)) expect(translate('ar', key).trim(), key).not.toBe('');
  });
});

describe('web routes', () => {
  it('matches known routes case-insensitively, with or without a trailing slash', () => {
    expect(isKnownWebRoute('/')).toBe(true);
    expect(isKnownWebRoute('/Forbidden/')).toBe(true);
    expect(isKnownWebRoute('/forbidden/x')).toBe(false);
    expect(isKnownWebRoute('/nothing-here')).toBe(false);
  });
});
