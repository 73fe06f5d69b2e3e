import { and, eq, or } from 'drizzle-orm';
import {
  languageIdOf,
  localeOf,
  type TChangePassword,
  type TLogin,
  type TLoginAnswer,
  type TRegister,
  type TResetPassword,
  type TUpdateOwnProfile,
} from '@app/shared';
import type { TDb, TReader, TWriter } from '../../db/client.js';
import { passwordResets, users } from '../../db/schema/index.js';
import { pgErrorCode } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import { enqueueMail } from '../../jobs/email.js';
import { bilingualMail } from '../../mail/templates.js';
import { actorAs, recordAudit } from '../audit/record.js';
import { issueVerificationCode } from './email-verification.js';
import { hashPassword, identityColumns, identityKey, newResetCode, sameHash, sha256, verifyPassword } from './credentials.js';
import { assertPasswordAcceptable } from './password-policy.js';
import { accountAttemptsKey, assertNotWaiting, countFailure, SLOW_DOWN_AFTER } from './lockout.js';
import { presentUser } from './presenter.js';
import { closeSession, closeSessionsOf } from './sessions.js';
import type { TAccountCtx, TAuthCtx } from './context.js';
import { accountFailed, completeSignIn, lockedOut, openChallenge } from './sign-in.js';
import { deviceAttemptsKey, trustedDeviceOf } from './trusted-devices.js';
import { assertUserNameAcceptable } from './user-names.js';
import { greetingOf } from '../../mail/greeting.js';

const FIFTEEN_MINUTES = 15 * 60_000;
export const RESET_CODE_TTL_MS = 10 * 60_000;
export const RESET_CODE_MAX_FAILURES = 5;
/** Failed attempts (password or code) an account takes before each further one must wait (lockout.ts). */
export const LOGINS_PER_ACCOUNT = SLOW_DOWN_AFTER;

/** Each sensitive action is limited per client address and per account. */
async function limitAttempts(ctx: TAuthCtx, action: string, account: string, perAccount: number) {
  await ctx.attempts.hit(`${action}:ip:${ctx.source.ip}`, ctx.attemptsPerAddress, FIFTEEN_MINUTES);
  await ctx.attempts.hit(`${action}:account:${identityKey(account)}`, perAccount, FIFTEEN_MINUTES);
}

/** A client registers herself, in the language she is reading; her e-mail waits for its code. */
export async function register(ctx: TAuthCtx, input: TRegister) {
  await ctx.attempts.hit(`register:ip:${ctx.source.ip}`, ctx.attemptsPerAddress, FIFTEEN_MINUTES);
  await assertUserNameAcceptable(ctx.db, input.userName);
  await assertIdentityFree(ctx.db, input.userName, input.email);
  await assertPasswordAcceptable(input.password, { db: ctx.db, userName: input.userName, email: input.email, field: 'password' });
  const passwordHash = await hashPassword(input.password);
  // The account and the code that confirms its e-mail are written together: no account without its code.
  const row = await ctx.db.transaction(async (tx) => {
    const client = await insertClient(tx, input, passwordHash, languageIdOf(ctx.locale), null);
    await issueVerificationCode(tx, client, ctx.now);
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
  db: TWriter,
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
export async function login(ctx: TAuthCtx, input: TLogin): Promise<TLoginAnswer> {
  const { ip } = ctx.source;
  const key = identityKey(input.userName);
  // Only failures count, against the address and against the account: a password guesser is
  // stopped, while a household or an office behind one address signs in as often as it needs.
  await ctx.attempts.assertBelow(`login:ip:${ip}`, ctx.attemptsPerAddress, FIFTEEN_MINUTES);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(or(eq(users.userNameKey, key), eq(users.emailKey, key)));
  // A browser the account trusts (its device cookie) is held only by its own failures, not by the
  // account's slowdown that others' wrong passwords caused (trusted-devices.ts).
  const device = user ? await trustedDeviceOf(ctx.db, ctx.source, user.id, ctx.now) : null;
  const attemptsKey = device ? deviceAttemptsKey(device.id) : accountAttemptsKey(user?.id, key);
  await assertNotWaiting(ctx.attempts, attemptsKey);
  const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordMatches) {
    await ctx.attempts.hit(`login:ip:${ip}`, ctx.attemptsPerAddress, FIFTEEN_MINUTES);
    await accountFailed(ctx, user, { attemptsKey, action: 'signInFailed' });
    throw new AppError(401, 'auth.loginFailed');
  }
  if (!user.isActive) throw new AppError(403, 'auth.accountDisabled');
  if (user.totpEnabledAt) return openChallenge(ctx, user);
  return completeSignIn(ctx, user);
}

export async function logout(ctx: TAccountCtx) {
  await closeSession(ctx.db, ctx.sessionId);
  await recordAudit(ctx.db, ctx.audit, { action: 'signOut', entity: 'user', entityId: ctx.user.id }, ctx.log);
}

/** The user name and language; the e-mail and phone change only with the password and a code (modules/account). */
export async function updateProfile(ctx: TAccountCtx, input: TUpdateOwnProfile) {
  const userId = ctx.user.id;
  const [current] = await ctx.db.select({ email: users.email, userNameKey: users.userNameKey }).from(users).where(eq(users.id, userId));
  if (!current) throw new AppError(404, 'errors.notFound');
  // A new name is checked as at registration; a name kept as it was is not refused for what it was.
  if (identityKey(input.userName) !== current.userNameKey) await assertUserNameAcceptable(ctx.db, input.userName, userId);
  await assertIdentityFree(ctx.db, input.userName, current.email, userId);
  const [row] = await updateUniqueUser(ctx.db, userId, {
    userName: input.userName,
    userNameKey: identityKey(input.userName),
    ...(input.languageId ? { languageId: input.languageId } : {}),
    updatedAt: ctx.now,
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
  ctx: TAccountCtx,
  password: string,
  /** Whether the failure that starts the slowdown tells the owner (lockout). */
  tellOwnerOnLockout = false,
) {
  const { user } = ctx;
  const accountKey = accountAttemptsKey(user.id, user.userNameKey);
  await assertNotWaiting(ctx.attempts, accountKey);
  if (!(await verifyPassword(user.passwordHash, password))) {
    const { lockedNow } = await countFailure(ctx.attempts, accountKey);
    if (lockedNow && tellOwnerOnLockout) await lockedOut(ctx, user);
    throw new AppError(422, 'auth.changeFailed', {}, 'currentPassword');
  }
}

/** A new password ends the other sessions and pending reset codes; a first admin's temporary one is replaced. */
export async function changePassword(ctx: TAccountCtx, input: TChangePassword) {
  const { user } = ctx;
  const userId = user.id;
  await assertCurrentPassword(ctx, input.currentPassword, true);
  await assertPasswordAcceptable(input.newPassword, { db: ctx.db, userName: user.userName, email: user.email, field: 'newPassword' });
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: ctx.now }).where(eq(users.id, userId));
    await closeSessionsOf(tx, userId, ctx.sessionId);
    // A reset code asked for before (perhaps by whoever took the old password) ends with it.
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    await recordAudit(tx, ctx.audit, { action: 'passwordChanged', entity: 'user', entityId: userId }, ctx.log);
  });
}

/** Sends a reset code when the e-mail belongs to an active account; the answer never tells which. */
export async function requestPasswordReset(ctx: TAuthCtx, email: string) {
  await limitAttempts(ctx, 'forgot', email, 3);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.emailKey, identityKey(email)), eq(users.isActive, true)));
  if (!user) return;

  const code = newResetCode();
  const reset = {
    userId: user.id,
    codeHash: sha256(`${user.id}:${code}`),
    expiresAt: new Date(ctx.now.getTime() + RESET_CODE_TTL_MS),
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

export async function resetPassword(ctx: TAuthCtx, input: TResetPassword) {
  await limitAttempts(ctx, 'reset', input.email, 10);
  const [row] = await ctx.db
    .select({ user: users, reset: passwordResets })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(users.emailKey, identityKey(input.email)), eq(users.isActive, true)));
  const usable = row && row.reset.expiresAt > ctx.now && row.reset.failedAttempts < RESET_CODE_MAX_FAILURES;
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
    await tx.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: ctx.now }).where(eq(users.id, row.user.id));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, row.user.id));
    await closeSessionsOf(tx, row.user.id);
    await recordAudit(tx, actorAs(ctx.source, row.user), { action: 'passwordReset', entity: 'user', entityId: row.user.id }, ctx.log);
  });
}

/** A friendly 409 naming the field before writing; the unique indexes still settle races. */
export async function assertIdentityFree(db: TReader, userName: string, email: string, exceptUserId?: number) {
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
export async function insertUniqueUser(db: TWriter, values: typeof users.$inferInsert) {
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
