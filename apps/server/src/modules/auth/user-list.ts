import { and, desc, eq, ilike, or, sql, type AnyColumn } from 'drizzle-orm';
import type { TPage, TUser } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { containsPattern, countRows, pageOf, phoneMatches, sortedBy } from '../../db/sql-helpers.js';
import { presentUser } from './presenter.js';

type TUserListQuery = { search?: string; sort?: string; pageNumber: number; pageSize: number };

function usersFilter(role: (typeof users.$inferSelect)['role'], search: string | undefined) {
  const matches = search
    ? or(ilike(users.userName, containsPattern(search)), ilike(users.email, containsPattern(search)), phoneMatches(users.phoneNumber, search))
    : undefined;
  return and(eq(users.role, role), matches);
}

/**
 * The accounts of one role (clients, or staff), newest first unless sorted by one of `sortable`,
 * matching the search in user name, e-mail or phone; page and total in one query.
 */
export async function listUsers(
  db: TDb,
  role: (typeof users.$inferSelect)['role'],
  query: TUserListQuery,
  sortable: Record<string, AnyColumn>,
): Promise<TPage<TUser>> {
  const search = query.search?.trim() || undefined;
  const rows = await db
    .select({ user: users, totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(usersFilter(role, search))
    .orderBy(...sortedBy(query.sort, sortable, users.id, [desc(users.createdAt), desc(users.id)]))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  return pageOf(
    rows,
    query,
    (row) => presentUser(row.user),
    () => countRows(db, users, usersFilter(role, search)),
  );
}
