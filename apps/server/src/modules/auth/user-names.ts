import { and, ne, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { identityKey } from './credentials.js';

/**
 * Letters that look like a Latin letter (after NFKC and lower-casing, as user names are compared):
 * Cyrillic, Greek and Armenian look-alikes, and Latin's own (dotless i, script a, small capitals).
 * A letter maps to one letter, or to nothing (the dot that lower-casing İ leaves), so PostgreSQL's
 * translate() can map stored names the same way. Digits stay apart: "paypa1" is not "paypal".
 */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic (lower case, and the lower case of a capital that looks Latin: В Н К М Т)
  а: 'a',
  в: 'b',
  е: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ӏ: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  ү: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ѡ: 'w',
  // Greek
  α: 'a',
  β: 'b',
  ϲ: 'c',
  ε: 'e',
  ζ: 'z',
  η: 'h',
  ι: 'i',
  ϳ: 'j',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  // Armenian
  օ: 'o',
  ս: 'u',
  հ: 'h',
  ո: 'n',
  զ: 'q',
  ց: 'g',
  // Latin's own
  ı: 'i',
  ɩ: 'i',
  ɪ: 'i',
  ȷ: 'j',
  ɑ: 'a',
  ɡ: 'g',
  ᴏ: 'o',
  ʀ: 'r',
  ᴠ: 'v',
  ᴡ: 'w',
  ᴢ: 'z',
  // The combining dot above that lower-casing İ leaves ("i̇"): dropped.
  '\u0307': '',
};

/** translate()'s two strings: the letters mapped to one, then the letters dropped (which translate() removes). */
const LOOK_ALIKE_FROM = [
  ...Object.keys(LOOK_ALIKES).filter((from) => LOOK_ALIKES[from]),
  ...Object.keys(LOOK_ALIKES).filter((from) => !LOOK_ALIKES[from]),
].join('');
const LOOK_ALIKE_TO = Object.values(LOOK_ALIKES).join('');

/** What a user name looks like: its comparison key (NFKC, lower case) with each look-alike letter as the Latin one. */
export const userNameSkeleton = (userName: string) => [...identityKey(userName)].map((char) => LOOK_ALIKES[char] ?? char).join('');

/** The same skeleton, of a stored comparison key, in SQL. */
const skeletonOfKey = (key: SQL | typeof users.userNameKey) => sql`translate(${key}, ${LOOK_ALIKE_FROM}, ${LOOK_ALIKE_TO})`;

/** Scripts a letter can be in; Japanese and Korean names mix their own scripts, counted as one. */
const SCRIPTS: Array<[string, RegExp]> = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Gurmukhi', /\p{Script=Gurmukhi}/u],
  ['Gujarati', /\p{Script=Gujarati}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Telugu', /\p{Script=Telugu}/u],
  ['Kannada', /\p{Script=Kannada}/u],
  ['Malayalam', /\p{Script=Malayalam}/u],
  ['Sinhala', /\p{Script=Sinhala}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Lao', /\p{Script=Lao}/u],
  ['Myanmar', /\p{Script=Myanmar}/u],
  ['Khmer', /\p{Script=Khmer}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
  ['East Asian', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u],
];

/** The scripts of a name's letters; digits, dots, dashes and marks belong to none. */
export function scriptsOf(userName: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of userName) {
    if (!/\p{L}/u.test(char) || /[\p{Script=Common}\p{Script=Inherited}]/u.test(char)) continue;
    scripts.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'Other');
  }
  return scripts;
}

/**
 * A new user name (registration, a profile's new name, staff adding an account) must be written in
 * one script, and must not look like a name already registered: "pаypal" with a Cyrillic а beside
 * "paypal", "admın" with a dotless ı beside "admin". The exact same name is assertIdentityFree's 409.
 */
export async function assertUserNameAcceptable(db: Pick<TDb, 'select'>, userName: string, exceptUserId?: number): Promise<void> {
  if (scriptsOf(userName).size > 1) throw new AppError(400, 'validation.userNameMixedScripts', {}, 'userName');
  const key = identityKey(userName);
  const others = and(
    sql`${skeletonOfKey(users.userNameKey)} = ${userNameSkeleton(userName)}`,
    ne(users.userNameKey, key),
    exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
  );
  const [lookAlike] = await db.select({ id: users.id }).from(users).where(others).limit(1);
  if (lookAlike) throw new AppError(409, 'auth.userNameLookAlike', {}, 'userName');
}
