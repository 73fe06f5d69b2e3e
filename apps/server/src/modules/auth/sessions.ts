import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { recordAudit, type TAuditActor } from '../audit/record.js';
import { newToken, sha256 } from './credentials.js';

/** ASVS level 2: a session ends after 30 idle minutes and 12 hours at most. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
const LAST_SEEN_PRECISION_MS = 60_000;

/** Where a session was opened from, shown in the owner's list of sessions. */
export type TSessionOrigin = { ip?: string | null; userAgent?: string | null };
const USER_AGENT_MAX = 512;

export async function openSession(db: TDb, userId: number, now: Date, origin: TSessionOrigin = {}) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: origin.ip ?? null,
      userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) || null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: session!.id, expiresAt };
}

export type TSessionLookup = { status: 'valid'; sessionId: number; user: typeof users.$inferSelect } | { status: 'expired' | 'unknown' | 'disabled' };

/** Finds the live session of a bearer token, ending it when it has expired. */
export async function findSession(db: TDb, token: string, now: Date): Promise<TSessionLookup> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sha256(token)));
  if (!row) return { status: 'unknown' };

  const idleSince = now.getTime() - row.session.lastSeenAt.getTime();
  if (row.session.expiresAt <= now || idleSince >= SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.id, row.session.id));
    return { status: 'expired' };
  }
  if (!row.user.isActive) return { status: 'disabled' };
  if (idleSince >= LAST_SEEN_PRECISION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  return { status: 'valid', sessionId: row.session.id, user: row.user };
}

export async function closeSession(db: TDb, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or every one but `keepSessionId`; answers how many ended. */
export async function closeSessionsOf(db: Pick<TDb, 'delete'>, userId: number, keepSessionId?: number) {
  const condition = keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId);
  const ended = await db.delete(sessions).where(condition).returning({ id: sessions.id });
  return ended.length;
}

/** How many sessions a user has open. */
export async function sessionCount(db: Pick<TDb, 'select'>, userId: number) {
  const [row] = await db.select({ value: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row?.value ?? 0;
}

/**
 * Signs a user out everywhere (but `keepSessionId`) for a back-office action on `entity`; the audit
 * row says how many sessions there were and how many are left.
 */
export async function endSessionsRecorded(
  tx: TDb,
  actor: TAuditActor,
  target: { entity: string; userId: number; keepSessionId?: number },
  log?: FastifyBaseLogger,
) {
  const before = await sessionCount(tx, target.userId);
  await closeSessionsOf(tx, target.userId, target.keepSessionId);
  const left = await sessionCount(tx, target.userId);
  await recordAudit(tx, actor, { action: 'sessionsEnded', entity: target.entity, entityId: target.userId, changes: { sessions: [before, left] } }, log);
}
