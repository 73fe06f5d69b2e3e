import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { TDb } from '../../db/client.js';
import { trustedDevices } from '../../db/schema/index.js';
import { newToken, sha256 } from './credentials.js';
import type { TAuthCtx, TRequestSource } from './context.js';

/**
 * Device cookies, as OWASP describes them ("Slow down online guessing attacks with device
 * cookies"): a browser that signed in to an account gets a cookie naming it as trusted for that
 * account. Wrong passwords from untrusted browsers slow the account down (lockout.ts), but a
 * trusted browser is not held by them: only its own failures count, against its cookie alone, so a
 * stolen cookie used to guess is slowed down by itself. Each sign-in replaces the cookie it came
 * with by a new one.
 */
export const DEVICE_COOKIE = 'device';
/** Sent only with the password step and the second step (/api/auth/login/second-factor). */
const COOKIE_PATH = '/api/auth/login';
export const DEVICE_TRUST_DAYS = 180;
/** The browsers an account trusts at most; the oldest one is forgotten first. */
export const DEVICES_PER_ACCOUNT = 10;

/** The key a trusted browser's failures are counted under, instead of the account's. */
export const deviceAttemptsKey = (deviceId: number) => `login:device:${deviceId}`;

function cookieToken(headers: TRequestSource['headers']): string | undefined {
  for (const part of (headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The browser's device cookie, when it is a current one of this account; null otherwise (an untrusted browser). */
export async function trustedDeviceOf(db: TDb, source: Pick<TRequestSource, 'headers'>, userId: number, now: Date): Promise<{ id: number } | null> {
  const token = cookieToken(source.headers);
  if (!token || token.length > 200) return null;
  const [device] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.tokenHash, sha256(token)), eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, now)));
  return device ?? null;
}

/**
 * After a sign-in: the browser gets a new device cookie for the account (the one it came with, if
 * any, is replaced), the account's expired and oldest extra devices are forgotten.
 */
export async function trustDevice(ctx: Pick<TAuthCtx, 'db' | 'now' | 'source'>, reply: FastifyReply, userId: number) {
  const { db, now, source } = ctx;
  const previous = await trustedDeviceOf(db, source, userId, now);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + DEVICE_TRUST_DAYS * 86_400_000);
  await db.transaction(async (tx) => {
    if (previous) await tx.delete(trustedDevices).where(eq(trustedDevices.id, previous.id));
    await tx.delete(trustedDevices).where(and(eq(trustedDevices.userId, userId), lte(trustedDevices.expiresAt, now)));
    await tx.insert(trustedDevices).values({ tokenHash: sha256(token), userId, createdAt: now, expiresAt });
    const devices = await tx.select({ id: trustedDevices.id }).from(trustedDevices).where(eq(trustedDevices.userId, userId)).orderBy(asc(trustedDevices.id));
    const extra = devices.slice(0, Math.max(0, devices.length - DEVICES_PER_ACCOUNT)).map((device) => device.id);
    if (extra.length > 0) await tx.delete(trustedDevices).where(inArray(trustedDevices.id, extra));
  });
  const secure = source.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${DEVICE_COOKIE}=${token}; Path=${COOKIE_PATH}; Max-Age=${DEVICE_TRUST_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure}`);
}
