import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  hasPermission,
  STAFF_NOTIFICATION_KINDS,
  STAFF_NOTIFICATION_PERMISSION,
  type TPage,
  type TPaginationFilter,
  type TStaffNotification,
  type TStaffNotificationKind,
  type TStaffRole,
} from '@app/shared';
import type { TReader } from '../../db/client.js';
import type { TCtx } from '../../http/context.js';
import type { TActor } from '../auth/actor.js';
import { staffNotificationMarks, staffNotificationReads, staffNotifications, users } from '../../db/schema/index.js';
import { bothLanguages, summaryLines } from './summaries.js';

/** The staff member reading: their id and role. */
type TReaderStaff = { id: number; staffRole: TStaffRole | null };
/** The bell's reads need the database and who is reading. */
type TBellCtx = Pick<TCtx, 'db' | 'actor'>;

const readerOf = (actor: TActor): TReaderStaff => ({ id: actor.userId, staffRole: actor.staffRole ?? null });

/** The kinds a role is told of: those whose permission it holds (none for the content role). */
export const kindsFor = (staffRole: TStaffRole | null): TStaffNotificationKind[] =>
  STAFF_NOTIFICATION_KINDS.filter((kind) => hasPermission(staffRole, STAFF_NOTIFICATION_PERMISSION[kind]));

/**
 * Unread by this staff member: after their "read up to" mark, not opened since, and not from before
 * they joined (a new member does not start with the agency's whole past unread).
 */
function unread(userId: number): SQL {
  const seenUpTo = sql`coalesce((SELECT ${staffNotificationMarks.seenUpTo} FROM ${staffNotificationMarks} WHERE ${staffNotificationMarks.userId} = ${userId}), 0)`;
  const opened = sql`EXISTS (SELECT 1 FROM ${staffNotificationReads} WHERE ${staffNotificationReads.userId} = ${userId} AND ${staffNotificationReads.notificationId} = ${staffNotifications.id})`;
  const joined = sql`(SELECT ${users.createdAt} FROM ${users} WHERE ${users.id} = ${userId})`;
  return sql`(${staffNotifications.id} > ${seenUpTo} AND ${staffNotifications.createdAt} >= ${joined} AND NOT ${opened})`;
}

/** The bell's list: the notifications of the kinds the role handles, newest first, one page. */
export async function listNotifications(ctx: TBellCtx, page: TPaginationFilter): Promise<TPage<TStaffNotification>> {
  const { db } = ctx;
  const staff = readerOf(ctx.actor);
  const kinds = kindsFor(staff.staffRole);
  const empty = { items: [], totalCount: 0, pageNumber: page.pageNumber, pageSize: page.pageSize };
  if (kinds.length === 0) return empty;
  const visible = inArray(staffNotifications.kind, kinds);
  const query = db
    .select({
      id: staffNotifications.id,
      kind: staffNotifications.kind,
      entityId: staffNotifications.entityId,
      createdAt: staffNotifications.createdAt,
      isUnread: sql<boolean>`${unread(staff.id)}`,
    })
    .from(staffNotifications)
    .where(visible)
    .orderBy(desc(staffNotifications.id));
  const rows = page.isPaging ? await query.limit(page.pageSize).offset((page.pageNumber - 1) * page.pageSize) : await query;
  const [total] = await db.select({ value: count() }).from(staffNotifications).where(visible);
  const lines = await summaryLines(db, rows);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      entityId: row.entityId,
      summary: bothLanguages(lines.get(row.id)!),
      isRead: !row.isUnread,
      createdAt: row.createdAt.toISOString(),
    })),
    totalCount: total?.value ?? 0,
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
  };
}

/** The bell's badge: how many of the kinds the role handles this staff member has not read. */
export async function unreadCount(ctx: TBellCtx): Promise<number> {
  const staff = readerOf(ctx.actor);
  const kinds = kindsFor(staff.staffRole);
  if (kinds.length === 0) return 0;
  const [row] = await ctx.db
    .select({ value: count() })
    .from(staffNotifications)
    .where(and(inArray(staffNotifications.kind, kinds), unread(staff.id)));
  return row?.value ?? 0;
}

/** One notification's kind, or undefined when there is none. */
export async function kindOf(db: TReader, id: number): Promise<TStaffNotificationKind | undefined> {
  const [row] = await db.select({ kind: staffNotifications.kind }).from(staffNotifications).where(eq(staffNotifications.id, id));
  return row?.kind;
}
