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
