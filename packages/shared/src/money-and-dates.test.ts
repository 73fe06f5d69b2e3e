import { describe, expect, it } from 'vitest';
import { formatAed, formatUaeDate, formatUaeDateTime, withVat } from './money-and-dates.js';

describe('formatAed', () => {
  it('writes the currency in each language with grouped Western digits', () => {
    expect(formatAed(12500, 'en')).toBe('AED 12,500');
    expect(formatAed(12500, 'ar')).toBe('12,500 درهم');
    expect(formatAed(1312.5, 'en')).toBe('AED 1,312.50');
    expect(formatAed(1234567, 'ar')).toBe('1,234,567 درهم');
    expect(formatAed(0, 'en')).toBe('AED 0');
  });
});

describe('withVat', () => {
  it('adds 5% VAT, rounded to the fils', () => {
    expect(withVat(12500)).toEqual({ subtotalAed: 12500, vatAed: 625, totalAed: 13125 });
    expect(withVat(3333)).toEqual({ subtotalAed: 3333, vatAed: 166.65, totalAed: 3499.65 });
  });
});

describe('formatUaeDateTime', () => {
  it('writes the day, date and UAE time in each language', () => {
    const moment = '2026-11-25T07:00:00Z';
    expect(formatUaeDateTime(moment, 'en')).toBe('Wednesday 25 November 2026, 11:00 (UAE time)');
    expect(formatUaeDateTime(moment, 'ar')).toBe('الأربعاء 25 نوفمبر 2026، 11:00 (بتوقيت الإمارات)');
  });

  it('moves to the next UAE day late in the UTC evening', () => {
    expect(formatUaeDateTime(new Date('2026-12-31T21:30:00Z'), 'en')).toBe('Friday 1 January 2027, 01:30 (UAE time)');
    expect(formatUaeDate('2026-12-31T21:30:00Z', 'ar')).toBe('1 يناير 2027');
  });
});
