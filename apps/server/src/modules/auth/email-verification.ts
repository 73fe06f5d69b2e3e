import { eq } from 'drizzle-orm';
import { localeOf, type TEmailCodeSent } from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client.js';
import { emailVerifications, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { enqueueMail } from '../../jobs/email.js';
import type { TJobRunner } from '../../jobs/runner.js';
import { bilingualMail } from '../../mail/templates.js';
import { recordAudit, type TAuditActor } from '../audit/record.js';
import { newResetCode, sameHash, sha256 } from './credentials.js';
import { presentUser } from './presenter.js';
import { greetingOf } from '../../mail/greeting.js';

export const VERIFY_CODE_TTL_MS = 30 * 60_000;
export const VERIFY_CODE_MAX_FAILURES = 5;
/** A new code may be asked for once a minute. */
export const VERIFY_RESEND_COOL_DOWN_MS = 60_000;

type TWriter = Pick<TDb, 'insert' | 'select'>;
type TUserRow = typeof users.$inferSelect;
export type TVerificationContext = { db: TDb; clock: () => Date; jobs: Pick<TJobRunner, 'nudge'> };

const codeHashOf = (userId: number, code: string) => sha256(`verify:${userId}:${code}`);

/**
 * A new code for the user, replacing any earlier one, and its e-mail in her language, written in the
 * caller's transaction: the job runner sends (and retries) it, as it does the password-reset code.
 */
export async function issueVerificationCode(tx: TWriter, user: Pick<TUserRow, 'id' | 'email' | 'userName' | 'languageId'>, now: Date): Promise<TEmailCodeSent> {
  const code = newResetCode();
  const row = { userId: user.id, codeHash: codeHashOf(user.id, code), expiresAt: new Date(now.getTime() + VERIFY_CODE_TTL_MS), failedAttempts: 0, sentAt: now };
  await tx.insert(emailVerifications).values(row).onConflictDoUpdate({ target: emailVerifications.userId, set: row });
  await enqueueMail(
    tx,
    bilingualMail({
      to: user.email,
      firstLocale: localeOf(user.languageId),
      subjectKey: 'mail.verifySubject',
      paragraphs: [await greetingOf(tx, user), ['mail.verifyBody', { code }], ['mail.verifyIgnore']],
    }),
  );
  return { resendAfter: new Date(now.getTime() + VERIFY_RESEND_COOL_DOWN_MS).toISOString(), expiresAt: row.expiresAt.toISOString() };
}

async function userOf(db: TDb, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(404, 'errors.notFound');
  return user;
}

/** A new code, once the cool-down since the last one has passed; refused once the e-mail is confirmed. */
export async function resendVerificationCode(ctx: TVerificationContext, userId: number): Promise<TEmailCodeSent> {
  const user = await userOf(ctx.db, userId);
  if (user.emailVerifiedAt) throw new AppError(409, 'verifyEmail.alreadyVerified');
  const now = ctx.clock();
  const [last] = await ctx.db.select({ sentAt: emailVerifications.sentAt }).from(emailVerifications).where(eq(emailVerifications.userId, userId));
  const waitMs = last ? last.sentAt.getTime() + VERIFY_RESEND_COOL_DOWN_MS - now.getTime() : 0;
  if (waitMs > 0) throw new AppError(429, 'verifyEmail.resendWait', { seconds: Math.ceil(waitMs / 1000) });
  const sent = await ctx.db.transaction((tx) => issueVerificationCode(tx, user, now));
  ctx.jobs.nudge();
  return sent;
}

/** The code from the e-mail confirms it: 30 minutes, 5 wrong tries, then a new code must be asked for. */
export async function verifyEmail(ctx: TVerificationContext, actor: TAuditActor, code: string, log?: FastifyBaseLogger) {
  const user = await userOf(ctx.db, actor.userId!);
  if (user.emailVerifiedAt) return presentUser(user);
  const now = ctx.clock();
  const [pending] = await ctx.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user.id));
  if (!pending || pending.expiresAt <= now || pending.failedAttempts >= VERIFY_CODE_MAX_FAILURES) {
    throw new AppError(422, 'verifyEmail.codeExpired', {}, 'code');
  }
  if (!sameHash(pending.codeHash, codeHashOf(user.id, code))) {
    await ctx.db
      .update(emailVerifications)
      .set({ failedAttempts: pending.failedAttempts + 1 })
      .where(eq(emailVerifications.userId, user.id));
    throw new AppError(422, 'verifyEmail.codeWrong', {}, 'code');
  }
  const row = await ctx.db.transaction(async (tx) => {
    const [verified] = await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id)).returning();
    await tx.delete(emailVerifications).where(eq(emailVerifications.userId, user.id));
    await recordAudit(tx, actor, { action: 'emailVerified', entity: 'user', entityId: user.id }, log);
    return verified!;
  });
  return presentUser(row);
}

/** Requesting a worker waits for the e-mail to be confirmed (staff acting for a client are not asked). */
export async function assertEmailVerified(db: TDb, userId: number) {
  const [user] = await db.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  if (!user?.emailVerifiedAt) throw new AppError(403, 'verifyEmail.requiredToRequest');
}
