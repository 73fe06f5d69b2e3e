import { randomInt } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import {
  SECOND_FACTOR_REQUIRED,
  type TPasswordConfirm,
  type TSecondFactorDisable,
  type TSecondFactorSetup,
  type TSecondFactorSignIn,
  type TSecondFactorStatus,
} from '@app/shared';
import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';
import type { TDb, TWriter } from '../../db/client.js';
import { recoveryCodes, signInChallenges, siteSettings, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { actorAs, recordAudit } from '../audit/record.js';
import { sha256 } from './credentials.js';
import { accountAttemptsKey, assertNotWaiting } from './lockout.js';
import type { TAccountCtx, TAuthCtx } from './context.js';
import { assertCurrentPassword } from './service.js';
import { accountFailed, CHALLENGE_MAX_FAILURES, completeSignIn } from './sign-in.js';
import { deviceAttemptsKey, trustedDeviceOf } from './trusted-devices.js';

type TUserRow = typeof users.$inferSelect;

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after the server's is accepted too: a phone's clock a little off. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes use letters and digits that can not be mistaken for each other (no 0/O, 1/I/L). */
const RECOVERY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const FALLBACK_ISSUER = 'Sakina Domestic Workers';

/** The step (30-second period since 1970) a time falls in. */
export const stepAt = (time: Date) => Math.floor(time.getTime() / 1000 / PERIOD_SECONDS);

/** The step a code was made for, within the window around `now`, or null. */
export function stepOfCode(secret: string, code: string, now: Date): number | null {
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : stepAt(now) + delta;
}

/**
 * Checks a code and takes its step, so the same code (or an older one) is never accepted again:
 * the step is written only if it is later than the last one taken, in one statement, so two
 * requests with the same code can not both pass.
 */
async function acceptCode(db: TWriter, user: TUserRow, code: string, now: Date): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = stepOfCode(user.totpSecret, code, now);
  if (step === null) return false;
  const taken = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return taken.length === 1;
}

/** The name the authenticator app shows above the code: the agency's English site name. */
async function issuerName(db: TDb) {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'siteName.en'));
  return row?.value.trim() || FALLBACK_ISSUER;
}

const groupedForReading = (key: string) => key.match(/.{1,4}/g)!.join(' ');

const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^0-9A-Z]/g, '');
const recoveryHash = (userId: number, code: string) => sha256(`${userId}:${normaliseRecoveryCode(code)}`);

function newRecoveryCode() {
  const characters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** Ten new one-time codes replace the user's old ones; only their hashes are kept. */
async function replaceRecoveryCodes(db: TWriter, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryHash(userId, code) })));
  return codes;
}

const isRequiredFor = (user: TUserRow) => user.role === 'admin' && user.staffRole !== null && SECOND_FACTOR_REQUIRED.includes(user.staffRole);

export async function status(ctx: TAccountCtx): Promise<TSecondFactorStatus> {
  const { user } = ctx;
  const [left] = await ctx.db
    .select({ count: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  const enabled = user.totpEnabledAt !== null;
  return { enabled, required: isRequiredFor(user), enabledAt: user.totpEnabledAt?.toISOString() ?? null, recoveryCodesLeft: enabled ? (left?.count ?? 0) : 0 };
}

/** A new key (not in use until a code made with it is confirmed), as a typed key, its otpauth URI and a QR code. */
export async function startSetup(ctx: TAccountCtx, input: TPasswordConfirm): Promise<TSecondFactorSetup> {
  const { user } = ctx;
  await assertCurrentPassword(ctx, input.currentPassword);
  if (user.totpEnabledAt) throw new AppError(409, 'auth.secondFactorAlreadyOn');
  const secret = new Secret({ size: 20 }).base32;
  await ctx.db.update(users).set({ totpSecret: secret, totpLastStep: null, updatedAt: ctx.now }).where(eq(users.id, user.id));
  const totp = new TOTP({ issuer: await issuerName(ctx.db), label: user.userName, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
  const uri = totp.toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { key: groupedForReading(secret), uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Turns the second factor on with a code made by the new key: answers the recovery codes, this once. */
export async function enable(ctx: TAccountCtx, code: string): Promise<string[]> {
  const { user } = ctx;
  if (user.totpEnabledAt) throw new AppError(409, 'auth.secondFactorAlreadyOn');
  if (!user.totpSecret) throw new AppError(409, 'auth.secondFactorNotStarted');
  return ctx.db.transaction(async (tx) => {
    if (!(await acceptCode(tx, user, code, ctx.now))) throw new AppError(422, 'auth.secondFactorFailed', {}, 'code');
    await tx.update(users).set({ totpEnabledAt: ctx.now, updatedAt: ctx.now }).where(eq(users.id, user.id));
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordAudit(tx, ctx.audit, { action: 'secondFactorEnrolled', entity: 'user', entityId: user.id }, ctx.log);
    return codes;
  });
}

export async function renewRecoveryCodes(ctx: TAccountCtx, input: TPasswordConfirm): Promise<string[]> {
  const { user } = ctx;
  await assertCurrentPassword(ctx, input.currentPassword);
  if (!user.totpEnabledAt) throw new AppError(409, 'auth.secondFactorOff');
  return ctx.db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordAudit(tx, ctx.audit, { action: 'recoveryCodesRenewed', entity: 'user', entityId: user.id });
    return codes;
  });
}

/** Turns the second factor off with the password and a code; never for a role that requires it. */
export async function disable(ctx: TAccountCtx, input: TSecondFactorDisable) {
  const { user } = ctx;
  if (isRequiredFor(user)) throw new AppError(409, 'auth.secondFactorKeepOn');
  if (!user.totpEnabledAt) throw new AppError(409, 'auth.secondFactorOff');
  await assertCurrentPassword(ctx, input.currentPassword);
  const attemptsKey = accountAttemptsKey(user.id, user.userNameKey);
  if (!(await acceptCode(ctx.db, user, input.code, ctx.now))) {
    await accountFailed(ctx, user, { attemptsKey, action: 'secondFactorFailed' });
    throw new AppError(422, 'auth.secondFactorFailed', {}, 'code');
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: ctx.now }).where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await recordAudit(tx, ctx.audit, { action: 'secondFactorReset', entity: 'user', entityId: user.id, changes: { secondFactor: [true, false] } }, ctx.log);
  });
}

/**
 * The second step of signing in. A wrong code counts against the challenge (five end it) and with
 * the account's failed sign-ins; a recovery code works once.
 */
export async function signInWithSecondFactor(ctx: TAuthCtx, input: TSecondFactorSignIn) {
  const { now } = ctx;
  const [row] = await ctx.db
    .select({ challenge: signInChallenges, user: users })
    .from(signInChallenges)
    .innerJoin(users, eq(users.id, signInChallenges.userId))
    .where(eq(signInChallenges.tokenHash, sha256(input.challenge)));
  if (!row || row.challenge.expiresAt <= now || row.challenge.failedAttempts >= CHALLENGE_MAX_FAILURES || !row.user.totpEnabledAt) {
    if (row) await ctx.db.delete(signInChallenges).where(eq(signInChallenges.id, row.challenge.id));
    throw new AppError(401, 'auth.challengeExpired');
  }
  const { user, challenge } = row;
  // As for the password step: a trusted browser is held only by its own failures (trusted-devices.ts).
  const device = await trustedDeviceOf(ctx.db, ctx.source, user.id, now);
  const attemptsKey = device ? deviceAttemptsKey(device.id) : accountAttemptsKey(user.id, user.userNameKey);
  await assertNotWaiting(ctx.attempts, attemptsKey);

  const accepted =
    input.recoveryCode !== undefined ? await useRecoveryCode(ctx, user, input.recoveryCode) : await acceptCode(ctx.db, user, input.code ?? '', now);
  if (!accepted) {
    const failures = challenge.failedAttempts + 1;
    if (failures >= CHALLENGE_MAX_FAILURES) await ctx.db.delete(signInChallenges).where(eq(signInChallenges.id, challenge.id));
    else await ctx.db.update(signInChallenges).set({ failedAttempts: failures }).where(eq(signInChallenges.id, challenge.id));
    await accountFailed(ctx, user, { attemptsKey, action: 'secondFactorFailed' });
    throw input.recoveryCode !== undefined
      ? new AppError(422, 'auth.recoveryCodeFailed', {}, 'recoveryCode')
      : new AppError(422, 'auth.secondFactorFailed', {}, 'code');
  }
  await ctx.db.delete(signInChallenges).where(eq(signInChallenges.id, challenge.id));
  if (!user.isActive) throw new AppError(403, 'auth.accountDisabled');
  if (input.recoveryCode !== undefined) {
    await recordAudit(ctx.db, actorAs(ctx.source, user), { action: 'recoveryCodeUsed', entity: 'user', entityId: user.id }, ctx.log);
  }
  return completeSignIn(ctx, user);
}

/** Marks an unused recovery code of the user as used; false when there is none such. */
async function useRecoveryCode(ctx: TAuthCtx, user: TUserRow, code: string): Promise<boolean> {
  const used = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: ctx.now })
    .where(and(eq(recoveryCodes.userId, user.id), eq(recoveryCodes.codeHash, recoveryHash(user.id, code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}
