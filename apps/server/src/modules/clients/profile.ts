import { eq } from 'drizzle-orm';
import { countryByCode, isPastExpiry, todayInUae, type TClientProfile, type TClientProfileValues } from '@app/shared';
import type { TReader } from '../../db/client.js';
import { clientProfiles, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange } from '../audit/record.js';

type TProfileRow = typeof clientProfiles.$inferSelect;

/** A client's account, or 404: a staff member's id, or nobody's, is no client. */
export async function clientAccount(db: TReader, clientId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, clientId));
  if (row?.role !== 'client') throw new AppError(404, 'auth.clientNotFound');
  return row;
}

const EMPTY = { fullName: '', fullNameAr: '', emiratesId: '', emiratesIdExpiry: null, nationality: null, emirate: null, address: '' } as const;

/** The visa fields the audit trail compares (the Emirates ID masked there). */
const audited = (profile: Omit<TProfileRow, 'userId' | 'updatedAt'>, languageId: number) => ({
  fullName: profile.fullName,
  fullNameAr: profile.fullNameAr,
  emiratesId: profile.emiratesId,
  emiratesIdExpiry: profile.emiratesIdExpiry,
  nationality: profile.nationality,
  emirate: profile.emirate,
  address: profile.address,
  languageId,
});

export async function getClientProfile(db: TReader, clientId: number): Promise<TClientProfile> {
  const client = await clientAccount(db, clientId);
  const [row] = await db.select().from(clientProfiles).where(eq(clientProfiles.userId, clientId));
  const profile = row ?? { ...EMPTY, updatedAt: null };
  const nationality = countryByCode(profile.nationality);
  return {
    clientId,
    fullName: profile.fullName,
    fullNameAr: profile.fullNameAr,
    emiratesId: profile.emiratesId,
    emiratesIdExpiry: profile.emiratesIdExpiry,
    nationality: nationality && { code: nationality.code, name: nationality.name, nameAr: nationality.nameAr },
    emirate: profile.emirate,
    address: profile.address,
    languageId: client.languageId,
    emailVerified: client.emailVerifiedAt !== null,
    updatedAt: profile.updatedAt?.toISOString() ?? null,
  };
}

/**
 * Saves the visa profile and the language of her e-mails, by the client herself or by staff; the
 * change is written to the audit trail in the same transaction. A new Emirates ID expiry may not be
 * in the past on the UAE day it is entered.
 */
export async function saveClientProfile(ctx: TCtx, clientId: number, input: TClientProfileValues) {
  const { now } = ctx;
  await ctx.db.transaction(async (tx) => {
    const [client] = await tx.select().from(users).where(eq(users.id, clientId)).for('update');
    if (client?.role !== 'client') throw new AppError(404, 'auth.clientNotFound');
    const [before] = await tx.select().from(clientProfiles).where(eq(clientProfiles.userId, clientId));
    if (isPastExpiry(input.emiratesIdExpiry, before?.emiratesIdExpiry ?? null, todayInUae(now))) {
      throw new AppError(422, 'validation.emiratesIdExpired', {}, 'emiratesIdExpiry');
    }
    const { languageId, ...fields } = input;
    const values = { ...fields, userId: clientId, updatedAt: now };
    await tx.insert(clientProfiles).values(values).onConflictDoUpdate({ target: clientProfiles.userId, set: values });
    if (languageId !== client.languageId) await tx.update(users).set({ languageId, updatedAt: now }).where(eq(users.id, clientId));
    await recordChange(
      tx,
      ctx.audit,
      { action: 'update', entity: 'client', entityId: clientId },
      audited(before ?? EMPTY, client.languageId),
      audited(fields, languageId),
    );
  });
  return getClientProfile(ctx.db, clientId);
}
