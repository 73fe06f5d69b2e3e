import { and, eq, or } from 'drizzle-orm';
import { localeOf, type TChangePassword, type TLogin, type TLoginAnswer, type TRegister, type TResetPassword, type TUpdateOwnProfile } from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config.js';
import type { TDb } from '../../db/client.js';
import { passwordResets, users } from '../../db/schema/index.js';
import { pgErrorCode } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import type { TAttemptLimiter } from '../../http/attempt-limiter.js';
import { enqueueMail } from '../../jobs/email.js';
import type { TJobRunner } from '../../jobs/runner.js';
import { bilingualMail } from '../../mail/templates.js';
import { actorAs, recordAudit } from '../audit/record.js';
import { issueVerificationCode } from './email-verification.js';
import { hashPassword, identityColumns, identityKey, newResetCode, sameHash, sha256, verifyPassword } from './credentials.js';
import { assertPasswordAcceptable } from './password-policy.js';
import { accountAttemptsKey, assertNotWaiting, countFailure, SLOW_DOWN_AFTER } from './lockout.js';
import { presentUser } from './presenter.js';
import { closeSession, closeSessionsOf } from './sessions.js';
import { accountFailed, completeSignIn, lockedOut, openChallenge, type TRequestSource } from './sign-in.js';
import { deviceAttemptsKey, trustedDeviceOf } from './trusted-devices.js';
import { assertUserNameAcceptable } from './user-names.js';
import { greetingOf } from '../../mail/greeting.js';

export type TAuthContext = {
  db: TDb;
  clock: () => Date;
  jobs: Pick<TJobRunner, 'nudge'>;
  attempts: TAttemptLimiter;
  config: TConfig;
  log: FastifyBaseLogger;
};

const FIFTEEN_MINUTES = 15 * 60_000;
export const RESET_CODE_TTL_MS = 10 * 60_000;
export const RESET_CODE_MAX_FAILURES = 5;
/** Failed attempts (password or code) an account takes before each further one must wait (lockout.ts). */
export const LOGINS_PER_ACCOUNT = SLOW_DOWN_AFTER;

/** Each sensitive action is limited per client address and per account. */
async function limitAttempts(ctx: TAuthContext, action: string, ip: string, account: string, perAccount: number) {
  await ctx.attempts.hit(`${action}:ip:${ip}`, ctx.config.AUTH_RATE_LIMIT_MAX, FIFTEEN_MINUTES);
  await ctx.attempts.hit(`${action}:account:${identityKey(account)}`, perAccount, FIFTEEN_MINUTES);
}

export async function register(ctx: TAuthContext, input: TRegister, ip: string, languageId: number) {
  await ctx.attempts.hit(`register:ip:${ip}`, ctx.config.AUTH_RATE_LIMIT_MAX, FIFTEEN_MINUTES);
  await assertUserNameAcceptable(ctx.db, input.userName);
  await assertIdentityFree(ctx.db, input.userName, input.email);
  await assertPasswordAcceptable(input.password, { db: ctx.db, userName: input.userName, email: input.email, field: 'password' });
  const passwordHash = await hashPassword(input.password);
  // The account and the code that confirms its e-mail are written together: no account without its code.
  const row = await ctx.db.transaction(async (tx) => {
    const client = await insertClient(tx, input, passwordHash, languageId, null);
    await issueVerificationCode(tx, client, ctx.clock());
    return client;
  });
  ctx.jobs.nudge();
  return presentUser(row);
}

/**
 * A client's row as registration writes it (identity keys beside the names); a taken name or e-mail
 * is a 409. `emailVerifiedAt` is null for a client who registered herself, until she types the code.
 */
export async function insertClient(
  db: Pick<TDb, 'insert'>,
  input: Pick<TRegister, 'userName' | 'email' | 'phoneNumber'>,
  passwordHash: string,
  languageId: number,
  emailVerifiedAt: Date | null,
) {
  const [row] = await insertUniqueUser(db, {
    role: 'client',
    ...identityColumns(input),
    passwordHash,
    languageId,
    emailVerifiedAt,
  });
  return row!;
}

/**
 * The password step: a session, or the challenge of the second step when the account has a second
 * factor. Failures slow the account down (lockout.ts) and are written to the audit trail.
 */
export async function login(ctx: TAuthContext, input: TLogin, source: TRequestSource): Promise<TLoginAnswer> {
  const { ip } = source;
  const key = identityKey(input.userName);
  // Only failures count, against the address and against the account: a password guesser is
  // stopped, while a household or an office behind one address signs in as often as it needs.
  await ctx.attempts.assertBelow(`login:ip:${ip}`, ctx.config.AUTH_RATE_LIMIT_MAX, FIFTEEN_MINUTES);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(or(eq(users.userNameKey, key), eq(users.emailKey, key)));
  // A browser the account trusts (its device cookie) is held only by its own failures, not by the
  // account's slowdown that others' wrong passwords caused (trusted-devices.ts).
  const device = user ? await trustedDeviceOf(ctx.db, source, user.id, ctx.clock()) : null;
  const attemptsKey = device ? deviceAttemptsKey(device.id) : accountAttemptsKey(user?.id, key);
  await assertNotWaiting(ctx.attempts, attemptsKey);
  const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordMatches) {
    await ctx.attempts.hit(`login:ip:${ip}`, ctx.config.AUTH_RATE_LIMIT_MAX, FIFTEEN_MINUTES);
    await accountFailed(ctx, source, user, attemptsKey, 'signInFailed');
    throw new AppError(401, 'auth.loginFailed');
  }
  if (!user.isActive) throw new AppError(403, 'auth.accountDisabled');
  if (user.totpEnabledAt) return openChallenge(ctx, user);
  return completeSignIn(ctx, source, user);
}

export async function logout(ctx: TAuthContext, source: TRequestSource, user: typeof users.$inferSelect, sessionId: number) {
  await closeSession(ctx.db, sessionId);
  await recordAudit(ctx.db, actorAs(source, user), { action: 'signOut', entity: 'user', entityId: user.id }, source.log);
}

/** The user name and language; the e-mail and phone change only with the password and a code (modules/account). */
export async function updateProfile(ctx: TAuthContext, userId: number, input: TUpdateOwnProfile) {
  const [current] = await ctx.db.select({ email: users.email, userNameKey: users.userNameKey }).from(users).where(eq(users.id, userId));
  if (!current) throw new AppError(404, 'errors.notFound');
  // A new name is checked as at registration; a name kept as it was is not refused for what it was.
  if (identityKey(input.userName) !== current.userNameKey) await assertUserNameAcceptable(ctx.db, input.userName, userId);
  await assertIdentityFree(ctx.db, input.userName, current.email, userId);
  const [row] = await updateUniqueUser(ctx.db, userId, {
    userName: input.userName,
    userNameKey: identityKey(input.userName),
    ...(input.languageId ? { languageId: input.languageId } : {}),
    updatedAt: ctx.clock(),
  });
  if (!row) throw new AppError(404, 'errors.notFound');
  return presentUser(row);
}

/**
 * The signed-in user's current password, asked before a sensitive change (password, e-mail or phone,
 * signing out everywhere): a wrong one counts with the account's failed sign-ins, so a stolen
 * session can not guess it.
 */
export async function assertCurrentPassword(
  ctx: TAuthContext,
  user: typeof users.$inferSelect,
  password: string,
  /** The request, when the failure that starts the slowdown should tell the owner (lockout). */
  source?: TRequestSource,
) {
  const accountKey = accountAttemptsKey(user.id, user.userNameKey);
  await assertNotWaiting(ctx.attempts, accountKey);
  if (!(await verifyPassword(user.passwordHash, password))) {
    const { lockedNow } = await countFailure(ctx.attempts, accountKey);
    if (lockedNow && source) await lockedOut(ctx, source, user);
    throw new AppError(422, 'auth.changeFailed', {}, 'currentPassword');
  }
}

/** A new password ends the other sessions and pending reset codes; a first admin's temporary one is replaced. */
export async function changePassword(ctx: TAuthContext, source: TRequestSource, userId: number, sessionId: number, input: TChangePassword) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(404, 'errors.notFound');
  await assertCurrentPassword(ctx, user, input.currentPassword, source);
  await assertPasswordAcceptable(input.newPassword, { db: ctx.db, userName: user.userName, email: user.email, field: 'newPassword' });
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: ctx.clock() }).where(eq(users.id, userId));
    await closeSessionsOf(tx, userId, sessionId);
    // A reset code asked for before (perhaps by whoever took the old password) ends with it.
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    await recordAudit(tx, actorAs(source, user), { action: 'passwordChanged', entity: 'user', entityId: userId }, source.log);
  });
}

/** Sends a reset code when the e-mail belongs to an active account; the answer never tells which. */
export async function requestPasswordReset(ctx: TAuthContext, email: string, ip: string) {
  await limitAttempts(ctx, 'forgot', ip, email, 3);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.emailKey, identityKey(email)), eq(users.isActive, true)));
  if (!user) return;

  const code = newResetCode();
  const reset = {
    userId: user.id,
    codeHash: sha256(`${user.id}:${code}`),
    expiresAt: new Date(ctx.clock().getTime() + RESET_CODE_TTL_MS),
    failedAttempts: 0,
  };
  const mail = bilingualMail({
    to: user.email,
    firstLocale: localeOf(user.languageId),
    subjectKey: 'mail.resetSubject',
    paragraphs: [await greetingOf(ctx.db, user), ['mail.resetBody', { code }], ['mail.resetIgnore']],
  });
  // The code and its e-mail are kept together: the e-mail is sent (and retried) by the job runner,
  // so a slow or absent mail server neither loses it nor makes known addresses answer slower.
  await ctx.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values(reset).onConflictDoUpdate({ target: passwordResets.userId, set: reset });
    await enqueueMail(tx, mail);
  });
  ctx.jobs.nudge();
}

export async function resetPassword(ctx: TAuthContext, input: TResetPassword, source: TRequestSource) {
  await limitAttempts(ctx, 'reset', source.ip, input.email, 10);
  const [row] = await ctx.db
    .select({ user: users, reset: passwordResets })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(users.emailKey, identityKey(input.email)), eq(users.isActive, true)));
  const usable = row && row.reset.expiresAt > ctx.clock() && row.reset.failedAttempts < RESET_CODE_MAX_FAILURES;
  if (!usable) throw new AppError(422, 'auth.resetFailed', {}, 'code');

  if (!sameHash(row.reset.codeHash, sha256(`${row.user.id}:${input.code}`))) {
    await ctx.db
      .update(passwordResets)
      .set({ failedAttempts: row.reset.failedAttempts + 1 })
      .where(eq(passwordResets.userId, row.user.id));
    throw new AppError(422, 'auth.resetFailed', {}, 'code');
  }
  await assertPasswordAcceptable(input.newPassword, { db: ctx.db, userName: row.user.userName, email: row.user.email, field: 'newPassword' });
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: ctx.clock() }).where(eq(users.id, row.user.id));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, row.user.id));
    await closeSessionsOf(tx, row.user.id);
    await recordAudit(tx, actorAs(source, row.user), { action: 'passwordReset', entity: 'user', entityId: row.user.id }, source.log);
  });
}

/** A friendly 409 naming the field before writing; the unique indexes still settle races. */
export async function assertIdentityFree(db: TDb, userName: string, email: string, exceptUserId?: number) {
  const [nameKey, mailKey] = [identityKey(userName), identityKey(email)];
  const taken = await db
    .select({ id: users.id, userNameKey: users.userNameKey, emailKey: users.emailKey })
    .from(users)
    .where(or(eq(users.userNameKey, nameKey), eq(users.emailKey, mailKey)));
  const others = taken.filter((row) => row.id !== exceptUserId);
  if (others.some((row) => row.userNameKey === nameKey)) throw identityConflict('userName');
  if (others.some((row) => row.emailKey === mailKey)) throw identityConflict('email');
}

function identityConflict(field: 'userName' | 'email') {
  return new AppError(409, field === 'userName' ? 'auth.userNameTaken' : 'auth.emailTaken', {}, field);
}

/** Adds an account; a name or e-mail taken meanwhile is the same friendly 409. Also used by staff adding a walk-in client. */
export async function insertUniqueUser(db: Pick<TDb, 'insert'>, values: typeof users.$inferInsert) {
  return rethrowUniqueViolation(() => db.insert(users).values(values).returning());
}

export async function updateUniqueUser(db: TDb, userId: number, values: Partial<typeof users.$inferInsert>) {
  return rethrowUniqueViolation(() => db.update(users).set(values).where(eq(users.id, userId)).returning());
}

async function rethrowUniqueViolation<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = pgErrorCode(error);
    if (code !== '23505') throw error;
    throw identityConflict(constraint?.includes('email') ? 'email' : 'userName');
  }
}
