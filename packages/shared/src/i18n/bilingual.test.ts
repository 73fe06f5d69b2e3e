import { describe, expect, expectTypeOf, it } from 'vitest';
import { eitherLanguage, inLanguage } from './bilingual.js';

describe('a field in the reader’s language', () => {
  const worker = { name: 'Maria Santos', nameAr: 'ماريا سانتوس' };

  it('reads <field> for English and <field>Ar for Arabic', () => {
    expect(inLanguage(worker, 'name', 'en')).toBe('Maria Santos');
    expect(inLanguage(worker, 'name', 'ar')).toBe('ماريا سانتوس');
  });

  it('reads <field>En / <field>Ar the same way', () => {
    const menuItem = { id: 1, titleEn: 'Home', titleAr: 'الرئيسية' };
    expect(inLanguage(menuItem, 'title', 'en')).toBe('Home');
    expect(inLanguage(menuItem, 'title', 'ar')).toBe('الرئيسية');
  });

  it('shows the other language where one is blank, never an empty space', () => {
    expect(inLanguage({ name: 'Cook', nameAr: '' }, 'name', 'ar')).toBe('Cook');
    expect(inLanguage({ name: 'Cook', nameAr: '   ' }, 'name', 'ar')).toBe('Cook');
    expect(inLanguage({ titleEn: '', titleAr: 'طباخة' }, 'title', 'en')).toBe('طباخة');
    expect(inLanguage({ name: 'Cook', nameAr: null }, 'name', 'ar')).toBe('Cook');
    expect(inLanguage({ name: '', nameAr: '' }, 'name', 'ar')).toBe('');
  });

  it('picks lists whole', () => {
    const bundle = { includes: ['Visa', 'Medical'], includesAr: ['التأشيرة', 'الفحص الطبي'] };
    expect(inLanguage(bundle, 'includes', 'ar')).toEqual(['التأشيرة', 'الفحص الطبي']);
    expect(inLanguage({ includes: ['Visa'], includesAr: [] }, 'includes', 'ar')).toEqual(['Visa']);
  });

  it('picks between two values that are not one record’s fields', () => {
    expect(eitherLanguage('Cooking', 'الطبخ', 'ar')).toBe('الطبخ');
    expect(eitherLanguage('Cooking', '', 'ar')).toBe('Cooking');
    expect(eitherLanguage('Cooking', 'الطبخ', 'en')).toBe('Cooking');
  });

  it('is typed by the record: a field it lacks does not compile', () => {
    expectTypeOf(inLanguage(worker, 'name', 'en')).toEqualTypeOf<string>();
    expectTypeOf(inLanguage({ includes: ['a'], includesAr: ['b'] }, 'includes', 'en')).toEqualTypeOf<string[]>();
    // @ts-expect-error: no titleAr on a worker
    inLanguage(worker, 'title', 'en');
  });
});
