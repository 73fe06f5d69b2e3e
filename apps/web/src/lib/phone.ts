import { PHONE_COUNTRY_CODE } from '@app/shared';

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/**
 * The phone number as typed, made ready for the 9-digit rule: Arabic-Indic digits become 0-9 and the
 * spaces and dashes of the '50 123 4567' format go. Anything else stays, so a wrong number is still refused.
 */
export function normalizePhone(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO))
    .replace(/[\s-]/g, '');
}

/** A stored 9-digit number as people read it: +971 50 123 4567. */
export function formatPhone(phone: string): string {
  if (!/^\d{9}$/.test(phone)) return phone;
  return `+${PHONE_COUNTRY_CODE} ${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}`;
}
