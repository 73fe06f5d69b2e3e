import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('drops the spaces and dashes of the shown format', () => {
    expect(normalizePhone(' 50 123 4567 ')).toBe('501234567');
    expect(normalizePhone('50-123-4567')).toBe('501234567');
  });

  it('reads Arabic-Indic and extended Arabic-Indic digits', () => {
    expect(normalizePhone('٥٠١٢٣٤٥٦٧')).toBe('501234567');
    expect(normalizePhone('۵۰۱۲۳۴۵۶۷')).toBe('501234567');
  });

  it('keeps everything else, so a wrong number is still refused', () => {
    expect(normalizePhone('+971501234567')).toBe('+971501234567');
    expect(normalizePhone('50123456a')).toBe('50123456a');
    expect(normalizePhone(undefined)).toBe('');
  });
});

describe('formatPhone', () => {
  it('groups a 9-digit number after the country code', () => {
    expect(formatPhone('501234567')).toBe('+971 50 123 4567');
  });

  it('drops the trunk 0 of a landline after the country code', () => {
    expect(formatPhone('042635500')).toBe('+971 4 263 5500');
  });

  it('leaves anything else as it is', () => {
    expect(formatPhone('12345')).toBe('12345');
  });
});
