import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TWebRouteName } from '@app/shared';
import type { TDb } from '../db/client.js';
import { labors, orders, pages, users } from '../db/schema/index.js';

/** The record a page of one record shows, by the id in its path: [table, the row's condition]. */
const RECORD_OF_ROUTE: Partial<Record<TWebRouteName, (id: number) => [PgTable, SQL]>> = {
  clientOrder: (id) => [orders, eq(orders.id, id)],
  orderDetails: (id) => [orders, eq(orders.id, id)],
  laborsView: (id) => [labors, eq(labors.id, id)],
  laborsEdit: (id) => [labors, eq(labors.id, id)],
  clientDetails: (id) => [users, and(eq(users.id, id), eq(users.role, 'client'))!],
  adminClientStatement: (id) => [users, and(eq(users.id, id), eq(users.role, 'client'))!],
  contentPage: (id) => [pages, eq(pages.id, id)],
};

/**
 * Whether the record a private page's path names exists, so an unknown one answers HTTP 404 as the
 * page then shows. Who may see it is the API's business: a client opening another client's order
 * gets 200 here and the 404 page from the API's answer, so no one learns whose orders exist.
 */
export async function privateRecordExists(db: TDb, route: TWebRouteName, pathname: string): Promise<boolean> {
  const recordOf = RECORD_OF_ROUTE[route];
  if (!recordOf) return true;
  const id = /\/([1-9]\d{0,8})\/?$/.exec(pathname)?.[1];
  if (!id) return false;
  const [table, condition] = recordOf(Number(id));
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(condition)
    .limit(1);
  return rows.length > 0;
}
