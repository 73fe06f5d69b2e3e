import { describe, expect, it } from 'vitest';
import { phoneSearchDigits, westernDigits } from './phone.js';

describe('phoneSearchDigits', () => {
  it.each([
    '050 123 4567',
    '0501234567',
    '+971 50 123 4567',
    '+971501234567',
    '971501234567',
    '00971 50 123 4567',
    '050-123-4567',
    '(050) 123 4567',
    '501234567',
    '٠٥٠١٢٣٤٥٦٧',
    '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧',
  ])('reads %s as the stored 501234567', (typed) => {
    expect(phoneSearchDigits(typed)).toBe('501234567');
  });

  it('keeps a partial number as typed, without its leading 0', () => {
    expect(phoneSearchDigits('050 12')).toBe('5012');
    expect(phoneSearchDigits('4567')).toBe('4567');
  });

  it('does not treat words, e-mails or too short inputs as a phone number', () => {
    expect(phoneSearchDigits('james')).toBeNull();
    expect(phoneSearchDigits('a@b.com')).toBeNull();
    expect(phoneSearchDigits('SK-1002')).toBeNull();
    expect(phoneSearchDigits('12')).toBeNull();
  });
});

describe('westernDigits', () => {
  it('turns Arabic-Indic and Persian digits into 0-9', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ x')).toBe('0123456789 0123456789 x');
  });
});
