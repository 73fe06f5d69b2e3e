import { and, eq, lte, max, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { staffNotificationMarks, staffNotificationReads, staffNotifications } from '../../db/schema/index.js';

/** Opening a notification marks it read for this staff member (again is a no-op). */
export async function markRead(db: TDb, userId: number, notificationId: number) {
  await db.insert(staffNotificationReads).values({ userId, notificationId }).onConflictDoNothing();
}

/**
 * "Mark all as read": the staff member's mark moves to the newest notification, and the ones opened
 * one by one up to it are forgotten (the mark covers them). A mark never moves back.
 */
export async function markAllRead(db: TDb, userId: number) {
  await db.transaction(async (tx) => {
    const [newest] = await tx.select({ id: max(staffNotifications.id) }).from(staffNotifications);
    const upTo = newest?.id ?? 0;
    await tx
      .insert(staffNotificationMarks)
      .values({ userId, seenUpTo: upTo })
      .onConflictDoUpdate({ target: staffNotificationMarks.userId, set: { seenUpTo: sql`greatest(${staffNotificationMarks.seenUpTo}, ${upTo})` } });
    await tx.delete(staffNotificationReads).where(and(eq(staffNotificationReads.userId, userId), lte(staffNotificationReads.notificationId, upTo)));
  });
}
