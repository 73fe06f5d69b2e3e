import { describe, expect, it } from 'vitest';
import { translate } from './translate.js';
import { createTranslator, fillPlaceholders, lookupMessage, pluralCategory } from './translator.js';

const english = {
  locale: 'en',
  catalogue: {
    orders: { title: 'Orders', greeting: 'Hello {{name}}, you have {{count}} orders' },
    workers_one: '{{count}} worker',
    workers_other: '{{count}} workers',
    onlyEnglish: 'Only in English',
  },
} as const;

/** Every Arabic plural form written out, each saying which one it is. */
const arabic = {
  locale: 'ar',
  catalogue: {
    orders: { title: 'الطلبات' },
    workers_zero: 'zero: {{count}}',
    workers_one: 'one: {{count}}',
    workers_two: 'two: {{count}}',
    workers_few: 'few: {{count}}',
    workers_many: 'many: {{count}}',
    workers_other: 'other: {{count}}',
    plain: 'بلا صيغ جمع',
  },
} as const;

describe('the translator', () => {
  it('looks a message up by its dotted key', () => {
    expect(lookupMessage(english.catalogue, 'orders.title')).toBe('Orders');
    // A group is no message, nor is a path through a message.
    expect(lookupMessage(english.catalogue, 'orders')).toBeUndefined();
    expect(lookupMessage(english.catalogue, 'orders.title.more')).toBeUndefined();
    expect(lookupMessage(english.catalogue, 'no.such')).toBeUndefined();
    expect(createTranslator(english).t('orders.title')).toBe('Orders');
  });

  it('fills placeholders, leaving nothing for a missing value', () => {
    const { t } = createTranslator(english);
    expect(t('orders.greeting', { name: 'Mariam', count: 3 })).toBe('Hello Mariam, you have 3 orders');
    expect(t('orders.greeting', { name: null })).toBe('Hello , you have  orders');
    expect(fillPlaceholders('{{a}}{{a}} {{ b }}', { a: 1 })).toBe('11 {{ b }}');
  });

  it("picks each of Arabic's six plural forms", () => {
    const { t } = createTranslator(arabic);
    expect([0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111].map((count) => t('workers', { count }))).toEqual([
      'zero: 0',
      'one: 1',
      'two: 2',
      'few: 3',
      'few: 10',
      'many: 11',
      'many: 99',
      'other: 100',
      'other: 101',
      'other: 102',
      'few: 103',
      'many: 111',
    ]);
    expect([0, 1, 2, 5].map((count) => createTranslator(english).t('workers', { count }))).toEqual(['0 workers', '1 worker', '2 workers', '5 workers']);
  });

  it('uses the plain message when there are no plural forms, or no numeric count', () => {
    const { t } = createTranslator(arabic);
    expect(t('plain', { count: 2 })).toBe('بلا صيغ جمع');
    expect(t('workers', { count: '2' })).toBe('workers');
  });

  it("falls back to the other language's message, then to the key", () => {
    const withFallback = createTranslator(arabic, english);
    expect(withFallback.t('onlyEnglish')).toBe('Only in English');
    expect(withFallback.t('orders.title')).toBe('الطلبات');
    expect(withFallback.t('no.such.key')).toBe('no.such.key');
    expect(createTranslator(arabic).t('onlyEnglish')).toBe('onlyEnglish');
  });

  it('says which keys it has, plural ones by their base name', () => {
    const { has, locale } = createTranslator(english);
    expect(locale).toBe('en');
    expect([has('orders.title'), has('workers'), has('orders'), has('nothing')]).toEqual([true, true, false, false]);
  });
});

describe('plural categories', () => {
  it('uses the categories of each language', () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100].map((count) => pluralCategory('ar', count))).toEqual(['zero', 'one', 'two', 'few', 'few', 'many', 'many', 'other']);
    expect([0, 1, 2].map((count) => pluralCategory('en', count))).toEqual(['other', 'one', 'other']);
  });
});

describe('the catalogues', () => {
  it.each([
    [1, '1 year', 'سنة واحدة'],
    [2, '2 years', 'سنتان'],
    [3, '3 years', '3 سنوات'],
    [11, '11 years', '11 سنة'],
  ])('say %i years in both languages', (count, inEnglish, inArabic) => {
    expect(translate('en', 'laborsAdmin.periodYears', { count })).toBe(inEnglish);
    expect(translate('ar', 'laborsAdmin.periodYears', { count })).toBe(inArabic);
  });

  it('count results by the total, as Arabic grammar wants', () => {
    expect(translate('en', 'catalogue.showing', { shown: 1, count: 1 })).toBe('Showing 1 of 1 Result');
    expect(translate('en', 'catalogue.showing', { shown: 12, count: 60 })).toBe('Showing 12 of 60 Results');
    expect(translate('ar', 'catalogue.showing', { shown: 3, count: 3 })).toBe('عرض 3 من 3 نتائج');
    expect(translate('ar', 'catalogue.showing', { shown: 2, count: 2 })).toBe('عرض 2 من نتيجتين');
    expect(translate('ar', 'catalogue.showing', { shown: 12, count: 60 })).toBe('عرض 12 من 60 نتيجة');
    expect(translate('ar', 'lookups.inUse', { count: 6 })).toContain('تستخدم 6 عاملات');
  });

  it('fall back to the plain key when a message has no plural forms', () => {
    expect(translate('en', 'errors.notFoundMessage', { path: '/x', count: 2 })).toBe('Page not found: /x');
  });
});
