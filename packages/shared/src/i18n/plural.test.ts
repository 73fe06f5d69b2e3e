import { describe, expect, it } from 'vitest';
import { pluralCategory } from './plural.js';
import { translate } from './translate.js';

describe('plural forms', () => {
  it('uses the categories of each language', () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100].map((count) => pluralCategory('ar', count))).toEqual(['zero', 'one', 'two', 'few', 'few', 'many', 'many', 'other']);
    expect([0, 1, 2].map((count) => pluralCategory('en', count))).toEqual(['other', 'one', 'other']);
  });

  it.each([
    [1, '1 year', 'سنة واحدة'],
    [2, '2 years', 'سنتان'],
    [3, '3 years', '3 سنوات'],
    [11, '11 years', '11 سنة'],
  ])('says %i years in both languages', (count, english, arabic) => {
    expect(translate('en', 'laborsAdmin.periodYears', { count })).toBe(english);
    expect(translate('ar', 'laborsAdmin.periodYears', { count })).toBe(arabic);
  });

  it('counts results by the total, as Arabic grammar wants', () => {
    expect(translate('en', 'catalogue.showing', { shown: 1, count: 1 })).toBe('Showing 1 of 1 Result');
    expect(translate('en', 'catalogue.showing', { shown: 12, count: 60 })).toBe('Showing 12 of 60 Results');
    expect(translate('ar', 'catalogue.showing', { shown: 3, count: 3 })).toBe('عرض 3 من 3 نتائج');
    expect(translate('ar', 'catalogue.showing', { shown: 2, count: 2 })).toBe('عرض 2 من نتيجتين');
    expect(translate('ar', 'catalogue.showing', { shown: 12, count: 60 })).toBe('عرض 12 من 60 نتيجة');
    expect(translate('ar', 'lookups.inUse', { count: 6 })).toContain('تستخدم 6 عاملات');
  });

  it('falls back to the plain key when a message has no plural forms', () => {
    expect(translate('en', 'errors.notFoundMessage', { path: '/x', count: 2 })).toBe('Page not found: /x');
  });
});
