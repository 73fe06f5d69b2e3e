import { sql, type SQL } from 'drizzle-orm';
import type { TAdminOrderQuery } from '@app/shared';
import type { TDb } from '../../db/client.js';

/** Pending changes folded into the kept counts once there are this many (reading them stays cheap). */
const FOLD_AFTER = 500;
const FOLD_LOCK_KEY = 727_002;

type TKeptFilter = Partial<Pick<TAdminOrderQuery, 'status' | 'package'>>;

function keptWhere({ status, package: kind }: TKeptFilter): SQL {
  return sql`${status ? sql`status = ${status}` : sql`true`} AND ${kind ? sql`package_kind = ${kind}` : sql`true`}`;
}

/**
 * How many orders have this status and package (either may be left out), from the counts migration
 * 0011 keeps, as an expression to select: counting 200,000 orders took 200 ms on PGlite, this a
 * fraction of a millisecond.
 */
export function keptOrderTotalSql(filter: TKeptFilter): SQL<number> {
  const where = keptWhere(filter);
  return sql<number>`((SELECT coalesce(sum(count), 0) FROM order_counts WHERE ${where})
    + (SELECT coalesce(sum(change), 0) FROM order_count_changes WHERE ${where}))`.mapWith(Number);
}

/** How many +1/-1 rows wait to be folded into the counts, as an expression to select. */
export const pendingCountChangesSql = sql<number>`(SELECT count(*) FROM order_count_changes)`.mapWith(Number);

/** Folds the pending changes once there are enough of them that reading them would cost. */
export async function foldWhenMany(db: TDb, pending: number) {
  if (pending >= FOLD_AFTER) await foldCountChanges(db);
}

/** Moves the pending +1/-1 rows into the counts; one instance at a time, the others skip. */
export async function foldCountChanges(db: TDb) {
  await db.transaction(async (tx) => {
    const locked = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${FOLD_LOCK_KEY}) AS locked`);
    if (!(locked as { rows: Array<{ locked: boolean }> }).rows[0]?.locked) return;
    await tx.execute(sql`
      WITH moved AS (DELETE FROM order_count_changes RETURNING status, package_kind, change)
      INSERT INTO order_counts (status, package_kind, count)
      SELECT status, package_kind, sum(change) FROM moved GROUP BY status, package_kind
      ON CONFLICT (status, package_kind) DO UPDATE SET count = order_counts.count + excluded.count`);
  });
}
