import { describe, expect, it } from 'vitest';
import { formatUaePhone, normalizeUaePhone, phoneSearchDigits, westernDigits } from './phone.js';
import { ZPhoneNumberSchema } from './schemas/auth.js';
import { ZCallbackInputSchema, ZEnquiryInputSchema } from './schemas/enquiries.js';

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

const TYPED_MOBILE = ['050 123 4567', '0501234567', '+971 50 123 4567', '00971501234567', '٠٥٠١٢٣٤٥٦٧', '50-123-4567', '501234567'];

describe('normalizeUaePhone', () => {
  it.each(TYPED_MOBILE)('stores %s as 501234567', (typed) => {
    expect(normalizeUaePhone(typed)).toBe('501234567');
  });

  it('keeps the trunk 0 of a landline, as the admin office is stored', () => {
    expect(normalizeUaePhone('04 263 5500')).toBe('042635500');
    expect(normalizeUaePhone('+971 4 263 5500')).toBe('042635500');
  });

  it('gives anything else back not as 9 digits, for the rule to refuse', () => {
    expect(normalizeUaePhone(' call me ')).toBe('call me');
    expect(normalizeUaePhone('+44 20 7946 0958')).toBe('442079460958');
  });
});

describe('ZPhoneNumberSchema', () => {
  it.each(TYPED_MOBILE)('accepts %s and gives the stored 501234567', (typed) => {
    expect(ZPhoneNumberSchema.parse(typed)).toBe('501234567');
  });

  it.each(['12345', '50111223', '+44 20 7946 0958', '0501234567890', '050 123 456x'])('refuses %s as no UAE phone', (typed) => {
    const result = ZPhoneNumberSchema.safeParse(typed);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.phoneInvalid']);
  });

  it('asks for a number left empty', () => {
    expect(ZPhoneNumberSchema.safeParse('  ').error?.issues[0]?.message).toBe('validation.phoneRequired');
  });

  it('is the rule of the public enquiry and call-back forms', () => {
    expect(ZEnquiryInputSchema.parse({ name: 'Amal', phoneNumber: '050 123 4567', message: 'Hello' }).phoneNumber).toBe('501234567');
    expect(ZCallbackInputSchema.parse({ name: 'Amal', phoneNumber: '+971 50 123 4567', preferredDate: '2999-01-01' }).phoneNumber).toBe('501234567');
  });
});

describe('formatUaePhone', () => {
  it('groups a stored 9-digit number after the country code', () => {
    expect(formatUaePhone('501234567')).toBe('+971 50 123 4567');
  });

  it('drops the trunk 0 of a landline after the country code', () => {
    expect(formatUaePhone('042635500')).toBe('+971 4 263 5500');
  });

  it('formats a WhatsApp number kept with its country code', () => {
    expect(formatUaePhone('971501234567')).toBe('+971 50 123 4567');
  });

  it('leaves anything else as it is', () => {
    expect(formatUaePhone('12345')).toBe('12345');
    expect(formatUaePhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
