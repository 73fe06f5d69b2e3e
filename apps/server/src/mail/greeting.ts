import { eq } from 'drizzle-orm';
import type { TLocale } from '@app/shared';
import type { TDb } from '../db/client.js';
import { clientProfiles } from '../db/schema/index.js';
import type { TParagraph } from './templates.js';

type TNames = { userName: string; fullName?: string | null; fullNameAr?: string | null };

/**
 * The name an e-mail greets a user by: her full name as saved in the visa details, the Arabic one in
 * Arabic and the English one in English (the other when only one is given), else the user name.
 */
export function greetingName(names: TNames, locale: TLocale): string {
  const english = names.fullName?.trim() ?? '';
  const arabic = names.fullNameAr?.trim() ?? '';
  return (locale === 'ar' ? arabic || english : english || arabic) || names.userName;
}

/** The greeting paragraph ("Hello …,") of an e-mail to a user, by her saved name in each language of the e-mail. */
export async function greetingOf(db: Pick<TDb, 'select'>, user: { id: number; userName: string }, key = 'mail.resetGreeting'): Promise<TParagraph> {
  const [names] = await db
    .select({ fullName: clientProfiles.fullName, fullNameAr: clientProfiles.fullNameAr })
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, user.id));
  return [key, (locale: TLocale) => ({ userName: greetingName({ userName: user.userName, ...names }, locale) })];
}
