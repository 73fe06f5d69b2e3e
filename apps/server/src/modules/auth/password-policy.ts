import { inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { siteSettings } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

/** How many of the most used passwords (zxcvbn's ranked list, most used first) are refused. */
export const COMMON_PASSWORDS_REFUSED = 10_000;
/** A context word shorter than this (a name "Ali", a domain "me") is too likely inside a good password by chance. */
const MIN_CONTEXT_WORD = 4;
/** The settings that name the agency: its site name and its legal name, in both languages. */
const AGENCY_NAME_KEYS = ['siteName.en', 'siteName.ar', 'agencyLegalName.en', 'agencyLegalName.ar'];

let commonPasswords: Promise<Set<string>> | undefined;

/** The list is read on the first password checked, once: most requests never need its ~100 KB. */
export function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED).map((password) => password.toLowerCase())),
  );
  return commonPasswords;
}

export type TPasswordContext = {
  /** Where the agency's name is read from (the back office's settings). */
  db: Pick<TDb, 'select'>;
  userName?: string;
  email?: string;
  /** The form field the refusal names: 'password' (register, staff add) or 'newPassword' (change, reset). */
  field: 'password' | 'newPassword';
  /** A manager typing a staff member's password: the refusal speaks of that member's name, not the reader's. */
  forStaffMember?: boolean;
};

/** The words of a name or an address, lower-cased, as runs of letters: "Sakina Domestic Workers" gives sakina, domestic, workers; "saleh2" gives saleh. */
const wordsOf = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u);

/** The e-mail's local part (whole and in its pieces) and its domain's name without the ending: john.smith@sakina.ae gives john.smith, john, smith, sakina. */
function emailWords(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at < 0) return wordsOf(email);
  const local = email.slice(0, at).normalize('NFKC').toLowerCase();
  const labels = email
    .slice(at + 1)
    .toLowerCase()
    .split('.');
  const domainNames = labels.length > 1 ? labels.slice(0, -1) : labels;
  return [local, ...wordsOf(local), ...domainNames.flatMap(wordsOf)];
}

async function agencyWords(db: Pick<TDb, 'select'>): Promise<string[]> {
  const rows = await db.select({ value: siteSettings.value }).from(siteSettings).where(inArray(siteSettings.key, AGENCY_NAME_KEYS));
  return rows.flatMap((row) => wordsOf(row.value));
}

/** The words a password may not contain: the agency's name, the user name and the e-mail's, each of 4 characters or more. */
export async function contextWords(context: TPasswordContext): Promise<string[]> {
  const words = [
    ...(await agencyWords(context.db)),
    ...(context.userName ? [context.userName.normalize('NFKC').toLowerCase(), ...wordsOf(context.userName)] : []),
    ...(context.email ? emailWords(context.email) : []),
  ];
  return [...new Set(words.filter((word) => [...word].length >= MIN_CONTEXT_WORD))];
}

/**
 * Refuses one of the 10,000 most used passwords, and one containing the agency's name, the user
 * name or the e-mail (its local part or its domain's name), in any case; a 400 on the form's field.
 * Register, change and reset call it, and staff adding or resetting a password.
 */
export async function assertPasswordAcceptable(password: string, context: TPasswordContext): Promise<void> {
  const folded = password.normalize('NFKC').toLowerCase();
  if ((await loadCommonPasswords()).has(folded)) {
    throw new AppError(400, 'validation.passwordCommon', {}, context.field);
  }
  const word = (await contextWords(context)).find((candidate) => folded.includes(candidate));
  if (word) throw new AppError(400, context.forStaffMember ? 'validation.passwordContextStaff' : 'validation.passwordContext', { word }, context.field);
}
