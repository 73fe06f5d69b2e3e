import { PHONE_COUNTRY_CODE } from './constants.js';

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits as 0-9; everything else unchanged. */
export function westernDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO));
}

/** Only digits, spaces and the + - ( ) . people type around a phone number, with at least three digits. */
const PHONE_LIKE = /^[\d\s+\-().]*$/;

/**
 * What a search typed as a phone number must match in a stored 9-digit UAE number, however it was
 * typed: '050 123 4567', '0501234567', '+971 50 123 4567', '00971501234567', '971501234567' or
 * with Arabic-Indic digits all give '501234567'. Null when the search is not a phone number.
 */
export function phoneSearchDigits(search: string): string | null {
  const typed = westernDigits(search.trim());
  if (!PHONE_LIKE.test(typed)) return null;
  let digits = typed.replace(/\D/g, '');
  if (digits.length < 3) return null;
  if (digits.startsWith(`00${PHONE_COUNTRY_CODE}`)) digits = digits.slice(2 + PHONE_COUNTRY_CODE.length);
  else if (digits.startsWith(PHONE_COUNTRY_CODE) && (typed.startsWith('+') || digits.length > 9)) digits = digits.slice(PHONE_COUNTRY_CODE.length);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return digits || null;
}

/** A UAE landline after its country code: an area code (2 Abu Dhabi, 3 Al Ain, 4 Dubai, 6 the northern emirates, 7 Ras Al Khaimah, 9 Fujairah) and 7 digits. */
const LANDLINE_DIGITS = /^[234679]\d{7}$/;

/**
 * A phone number as people write it, in the stored form: the 9 digits after +971 for a mobile
 * ('050 123 4567', '0501234567', '+971 50 123 4567', '00971501234567', Arabic-Indic digits: all
 * '501234567'), and a landline with its trunk 0 ('04 263 5500': '042635500'). Another country's
 * number keeps all its digits and words stay as typed, so the 9-digit rule refuses them.
 */
export function normalizeUaePhone(typed: string): string {
  const digits = phoneSearchDigits(typed);
  if (digits === null) return westernDigits(typed.trim());
  return LANDLINE_DIGITS.test(digits) ? `0${digits}` : digits;
}

/**
 * A UAE number as people read it: +971 50 123 4567, from the stored 9 digits or any way it is
 * written (a WhatsApp number kept as 971501234567 too). A landline stored with its trunk 0
 * (042635500, the admin's office) loses the 0 after the country code: +971 4 263 5500. Anything
 * else is shown as it is.
 */
export function formatUaePhone(stored: string): string {
  const phone = normalizeUaePhone(stored);
  if (!/^\d{9}$/.test(phone)) return stored;
  if (phone.startsWith('0')) return `+${PHONE_COUNTRY_CODE} ${phone.slice(1, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}`;
  return `+${PHONE_COUNTRY_CODE} ${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}`;
}
