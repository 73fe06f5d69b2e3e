import { and, eq, lte, max, sql } from 'drizzle-orm';
import type { TCtx } from '../../http/context.js';
import { staffNotificationMarks, staffNotificationReads, staffNotifications } from '../../db/schema/index.js';

/** Opening a notification marks it read for this staff member (again is a no-op). */
export async function markRead(ctx: TCtx, notificationId: number) {
  await ctx.db.insert(staffNotificationReads).values({ userId: ctx.actor.userId, notificationId }).onConflictDoNothing();
}

/**
 * "Mark all as read": the staff member's mark moves to the newest notification, and the ones opened
 * one by one up to it are forgotten (the mark covers them). A mark never moves back.
 */
export async function markAllRead(ctx: TCtx) {
  const { userId } = ctx.actor;
  await ctx.db.transaction(async (tx) => {
    const [newest] = await tx.select({ id: max(staffNotifications.id) }).from(staffNotifications);
    const upTo = newest?.id ?? 0;
    await tx
      .insert(staffNotificationMarks)
      .values({ userId, seenUpTo: upTo })
      .onConflictDoUpdate({ target: staffNotificationMarks.userId, set: { seenUpTo: sql`greatest(${staffNotificationMarks.seenUpTo}, ${upTo})` } });
    await tx.delete(staffNotificationReads).where(and(eq(staffNotificationReads.userId, userId), lte(staffNotificationReads.notificationId, upTo)));
  });
}
