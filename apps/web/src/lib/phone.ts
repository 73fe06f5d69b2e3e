import { PHONE_COUNTRY_CODE, westernDigits } from '@app/shared';

/**
 * The phone number as typed, made ready for the 9-digit rule: Arabic-Indic digits become 0-9 and the
 * spaces and dashes of the '50 123 4567' format go. Anything else stays, so a wrong number is still refused.
 */
export function normalizePhone(value: unknown): string {
  if (typeof value !== 'string') return '';
  return westernDigits(value).replace(/[\s-]/g, '');
}

/**
 * A stored 9-digit number as people read it: +971 50 123 4567. A landline stored with its trunk 0
 * (042635500, the admin's office) loses the 0 after the country code: +971 4 263 5500.
 */
export function formatPhone(phone: string): string {
  if (!/^\d{9}$/.test(phone)) return phone;
  if (phone.startsWith('0')) return `+${PHONE_COUNTRY_CODE} ${phone.slice(1, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}`;
  return `+${PHONE_COUNTRY_CODE} ${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}`;
}
