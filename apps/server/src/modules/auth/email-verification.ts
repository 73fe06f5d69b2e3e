import { eq } from 'drizzle-orm';
import { localeOf, type TEmailCodeSent } from '@app/shared';
import type { TReader, TWriter } from '../../db/client.js';
import { emailVerifications, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { enqueueMail } from '../../jobs/email.js';
import { bilingualMail } from '../../mail/templates.js';
import { recordAudit } from '../audit/record.js';
import type { TAccountCtx } from './context.js';
import { newResetCode, sameHash, sha256 } from './credentials.js';
import { presentUser } from './presenter.js';
import { greetingOf } from '../../mail/greeting.js';

export const VERIFY_CODE_TTL_MS = 30 * 60_000;
export const VERIFY_CODE_MAX_FAILURES = 5;
/** A new code may be asked for once a minute. */
export const VERIFY_RESEND_COOL_DOWN_MS = 60_000;

type TUserRow = typeof users.$inferSelect;

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

/** A new code, once the cool-down since the last one has passed; refused once the e-mail is confirmed. */
export async function resendVerificationCode(ctx: TAccountCtx): Promise<TEmailCodeSent> {
  const { user, now } = ctx;
  if (user.emailVerifiedAt) throw new AppError(409, 'verifyEmail.alreadyVerified');
  const [last] = await ctx.db.select({ sentAt: emailVerifications.sentAt }).from(emailVerifications).where(eq(emailVerifications.userId, user.id));
  const waitMs = last ? last.sentAt.getTime() + VERIFY_RESEND_COOL_DOWN_MS - now.getTime() : 0;
  if (waitMs > 0) throw new AppError(429, 'verifyEmail.resendWait', { seconds: Math.ceil(waitMs / 1000) });
  const sent = await ctx.db.transaction((tx) => issueVerificationCode(tx, user, now));
  ctx.jobs.nudge();
  return sent;
}

/** The code from the e-mail confirms it: 30 minutes, 5 wrong tries, then a new code must be asked for. */
export async function verifyEmail(ctx: TAccountCtx, code: string) {
  const { user, now } = ctx;
  if (user.emailVerifiedAt) return presentUser(user);
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
    await recordAudit(tx, ctx.audit, { action: 'emailVerified', entity: 'user', entityId: user.id }, ctx.log);
    return verified!;
  });
  return presentUser(row);
}

/** Requesting a worker waits for the e-mail to be confirmed (staff acting for a client are not asked). */
export async function assertEmailVerified(db: TReader, userId: number) {
  const [user] = await db.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  if (!user?.emailVerifiedAt) throw new AppError(403, 'verifyEmail.requiredToRequest');
}
