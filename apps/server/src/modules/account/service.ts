import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { formatUaePhone, localeOf, type TAccountSession, type TContactChange, type TContactChangeResult, type TPendingContactChange } from '@app/shared';
import type { TReader } from '../../db/client.js';
import { contactChanges, passwordResets, sessions, users } from '../../db/schema/index.js';
import { pgErrorCode } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import { enqueueMail } from '../../jobs/email.js';
import { bilingualMail, type TParagraph } from '../../mail/templates.js';
import { changesBetween, recordAudit } from '../audit/record.js';
import { identityKey, newResetCode, sameHash, sha256 } from '../auth/credentials.js';
import { presentUser } from '../auth/presenter.js';
import type { TAccountCtx } from '../auth/context.js';
import { assertCurrentPassword } from '../auth/service.js';
import { closeSessionsOf, SESSION_IDLE_MS } from '../auth/sessions.js';
import { describeUserAgent } from './device.js';
import { greetingOf } from '../../mail/greeting.js';

type TUserRow = typeof users.$inferSelect;

export const CONTACT_CODE_TTL_MS = 15 * 60_000;
export const CONTACT_CODE_MAX_FAILURES = 5;
/** Codes an account may have sent in 15 minutes: each goes to an address its owner typed. */
const CONTACT_CODES_PER_WINDOW = 5;
const FIFTEEN_MINUTES = 15 * 60_000;
/** A list of sessions, not a history: a user with more than this has signed in somewhere much too often. */
const SESSIONS_SHOWN = 100;

/** My live sessions, the most recently used first; `currentSessionId` is the one asking. */
export async function listSessions(ctx: TAccountCtx): Promise<TAccountSession[]> {
  const { now, user } = ctx;
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(SESSIONS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    ip: row.ip,
    ...describeUserAgent(row.userAgent),
    current: row.id === ctx.sessionId,
  }));
}

/** Ends one of my sessions; another user's session is not found, as if it did not exist. */
export async function endSession(ctx: TAccountCtx, sessionId: number) {
  await ctx.db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, ctx.user.id)))
      .returning({ id: sessions.id });
    if (ended.length === 0) throw new AppError(404, 'accountSecurity.sessionNotFound');
    await recordAudit(tx, ctx.audit, { action: 'sessionsEnded', entity: 'session', entityId: sessionId }, ctx.log);
  });
}

/** Ends every session of mine but this one, once the current password is given (a wrong one slows the account down, as at sign-in). */
export async function signOutEverywhere(ctx: TAccountCtx, password: string) {
  const { user } = ctx;
  await assertCurrentPassword(ctx, password, true);
  return ctx.db.transaction(async (tx) => {
    const ended = await closeSessionsOf(tx, user.id, ctx.sessionId);
    await recordAudit(tx, ctx.audit, { action: 'sessionsEnded', entity: 'user', entityId: user.id, changes: { openSessions: [ended + 1, 1] } }, ctx.log);
    return { ended };
  });
}

const presentPending = (row: typeof contactChanges.$inferSelect): TPendingContactChange => ({
  email: row.newEmail,
  phoneNumber: row.newPhoneNumber,
  expiresAt: row.expiresAt.toISOString(),
});

/** The e-mail change waiting for its code, while the code can still be used. */
export async function pendingContactChange(ctx: TAccountCtx): Promise<TPendingContactChange | null> {
  const [row] = await ctx.db.select().from(contactChanges).where(eq(contactChanges.userId, ctx.user.id));
  if (!row || row.expiresAt <= ctx.now || row.failedAttempts >= CONTACT_CODE_MAX_FAILURES) return null;
  return presentPending(row);
}

async function assertEmailFree(db: TReader, emailKey: string, userId: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.emailKey, emailKey), ne(users.id, userId)));
  if (taken) throw new AppError(409, 'auth.emailTaken', {}, 'email');
}

const codeHash = (userId: number, code: string) => sha256(`contact:${userId}:${code}`);

/**
 * A new e-mail or phone, asked for with the current password. A new e-mail waits for the code
 * mailed to it (with the phone typed beside it); a new phone alone is applied at once. Either way
 * the old address is told when the change is made.
 */
export async function changeContact(ctx: TAccountCtx, input: TContactChange): Promise<TContactChangeResult> {
  const { user } = ctx;
  const userId = user.id;
  await assertCurrentPassword(ctx, input.currentPassword, true);

  const emailKey = identityKey(input.email);
  const emailChanges = emailKey !== user.emailKey;
  if (!emailChanges && input.phoneNumber === user.phoneNumber) throw new AppError(422, 'accountSecurity.contactUnchanged', {}, 'email');

  if (!emailChanges) {
    const updated = await applyContactChange(ctx, user, { email: user.email, phoneNumber: input.phoneNumber });
    return { user: updated, pending: null };
  }

  await assertEmailFree(ctx.db, emailKey, userId);
  await ctx.attempts.hit(`contact:account:user:${userId}`, CONTACT_CODES_PER_WINDOW, FIFTEEN_MINUTES);
  const code = newResetCode();
  const change = {
    userId,
    newEmail: input.email,
    newEmailKey: emailKey,
    newPhoneNumber: input.phoneNumber,
    codeHash: codeHash(userId, code),
    expiresAt: new Date(ctx.now.getTime() + CONTACT_CODE_TTL_MS),
    failedAttempts: 0,
  };
  const mail = bilingualMail({
    to: input.email,
    firstLocale: localeOf(user.languageId),
    subjectKey: 'mail.contactCodeSubject',
    paragraphs: [await greetingOf(ctx.db, user), ['mail.contactCodeBody', { code }], ['mail.contactCodeIgnore']],
  });
  await ctx.db.transaction(async (tx) => {
    await tx.insert(contactChanges).values(change).onConflictDoUpdate({ target: contactChanges.userId, set: change });
    await enqueueMail(tx, mail);
  });
  ctx.jobs.nudge();
  return { user: presentUser(user), pending: presentPending(change) };
}

/** Applies the waiting change with the code sent to the new address; the e-mail is checked free again. */
export async function confirmContact(ctx: TAccountCtx, code: string) {
  const userId = ctx.user.id;
  const [row] = await ctx.db
    .select({ user: users, change: contactChanges })
    .from(contactChanges)
    .innerJoin(users, eq(users.id, contactChanges.userId))
    .where(eq(contactChanges.userId, userId));
  const usable = row && row.change.expiresAt > ctx.now && row.change.failedAttempts < CONTACT_CODE_MAX_FAILURES;
  if (!usable) throw new AppError(422, 'accountSecurity.contactCodeFailed', {}, 'code');
  if (!sameHash(row.change.codeHash, codeHash(userId, code))) {
    await ctx.db
      .update(contactChanges)
      .set({ failedAttempts: row.change.failedAttempts + 1 })
      .where(eq(contactChanges.userId, userId));
    throw new AppError(422, 'accountSecurity.contactCodeFailed', {}, 'code');
  }
  await assertEmailFree(ctx.db, row.change.newEmailKey, userId);
  return applyContactChange(ctx, row.user, { email: row.change.newEmail, phoneNumber: row.change.newPhoneNumber });
}

/** Writes the new e-mail and phone, ends what was waiting, tells the old address and audits it, in one transaction. */
async function applyContactChange(ctx: TAccountCtx, user: TUserRow, next: { email: string; phoneNumber: string }) {
  const before = { email: user.email, phoneNumber: user.phoneNumber };
  const paragraphs: TParagraph[] = [await greetingOf(ctx.db, user)];
  if (next.email !== user.email) paragraphs.push(['mail.contactChangedEmail', { email: next.email }]);
  if (next.phoneNumber !== user.phoneNumber) paragraphs.push(['mail.contactChangedPhone', { phone: formatUaePhone(next.phoneNumber) }]);
  paragraphs.push(['mail.contactChangedWarning']);
  const notice = bilingualMail({ to: user.email, firstLocale: localeOf(user.languageId), subjectKey: 'mail.contactChangedSubject', paragraphs });
  try {
    const updated = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ email: next.email, emailKey: identityKey(next.email), phoneNumber: next.phoneNumber, updatedAt: ctx.now })
        .where(eq(users.id, user.id))
        .returning();
      await tx.delete(contactChanges).where(eq(contactChanges.userId, user.id));
      // A reset code mailed before the change must not work with the new address.
      await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
      await enqueueMail(tx, notice);
      await recordAudit(tx, ctx.audit, { action: 'contactChanged', entity: 'user', entityId: user.id, changes: changesBetween(before, next) }, ctx.log);
      return row!;
    });
    ctx.jobs.nudge();
    return presentUser(updated);
  } catch (error) {
    // Another account took the address between the check and the write.
    if (pgErrorCode(error).code === '23505') throw new AppError(409, 'auth.emailTaken', {}, 'email');
    throw error;
  }
}
