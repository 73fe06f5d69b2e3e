import { and, eq, lt } from 'drizzle-orm';
import { localeOf, type TSecondFactorChallenge, type TSession } from '@app/shared';
import { passwordResets, signInChallenges, users } from '../../db/schema/index.js';
import { enqueueMail } from '../../jobs/email.js';
import { bilingualMail } from '../../mail/templates.js';
import { actorAs, recordAudit } from '../audit/record.js';
import { newToken, sha256 } from './credentials.js';
import { countFailure } from './lockout.js';
import { presentUser } from './presenter.js';
import type { TAuthCtx } from './context.js';
import { openSession } from './sessions.js';
import { greetingOf } from '../../mail/greeting.js';

type TUserRow = typeof users.$inferSelect;

/** How long the second step may take after the password, and how many wrong codes end it. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_FAILURES = 5;

/** Both factors checked: a session, the sign-in written to the audit trail. */
export async function completeSignIn(ctx: TAuthCtx, user: TUserRow): Promise<TSession> {
  const { now, source } = ctx;
  const session = await openSession(ctx.db, user.id, now, { ip: source.ip, userAgent: source.headers['user-agent'] });
  const [updated] = await ctx.db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id)).returning();
  // Whoever asked for a reset code has signed in with the password: the code is no longer needed.
  await ctx.db.delete(passwordResets).where(eq(passwordResets.userId, user.id));
  await recordAudit(ctx.db, actorAs(source, user), { action: 'signIn', entity: 'user', entityId: user.id }, ctx.log);
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: presentUser(updated!) };
}

/** The password was right and the account has a second factor: a challenge for the second step (only its hash is kept). */
export async function openChallenge(ctx: TAuthCtx, user: TUserRow): Promise<TSecondFactorChallenge> {
  const { now } = ctx;
  const challenge = newToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await ctx.db.delete(signInChallenges).where(and(eq(signInChallenges.userId, user.id), lt(signInChallenges.expiresAt, now)));
  await ctx.db.insert(signInChallenges).values({ tokenHash: sha256(challenge), userId: user.id, expiresAt });
  return { secondFactorRequired: true, challenge, expiresAt: expiresAt.toISOString() };
}

/**
 * A wrong password or code: counted with the account's failures and written to the audit trail.
 * The failure that starts the slowdown is a lockout: audited too, and its owner is told by e-mail.
 */
export async function accountFailed(
  ctx: TAuthCtx,
  user: TUserRow | undefined,
  failure: { attemptsKey: string; action: 'signInFailed' | 'secondFactorFailed' },
) {
  const { lockedNow } = await countFailure(ctx.attempts, failure.attemptsKey);
  await recordAudit(ctx.db, actorAs(ctx.source, user ?? null), { action: failure.action, entity: 'user', ...(user && { entityId: user.id }) }, ctx.log);
  if (lockedNow && user) await lockedOut(ctx, user);
}

/** The account's slowdown has started: written to the audit trail, and its owner told by e-mail, in their language first. */
export async function lockedOut(ctx: TAuthCtx, user: TUserRow) {
  const mail = bilingualMail({
    to: user.email,
    firstLocale: localeOf(user.languageId),
    subjectKey: 'mail.lockoutSubject',
    paragraphs: [await greetingOf(ctx.db, user), ['mail.lockoutBody', { userName: user.userName }], ['mail.lockoutAdvice']],
  });
  await ctx.db.transaction(async (tx) => {
    await recordAudit(tx, actorAs(ctx.source, user), { action: 'lockout', entity: 'user', entityId: user.id }, ctx.log);
    await enqueueMail(tx, mail);
  });
  ctx.jobs.nudge();
}
