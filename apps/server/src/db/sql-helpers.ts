import { asc, count, desc, ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { phoneSearchDigits, readSort, westernDigits } from '@app/shared';
import type { TDb } from './client.js';

/** The rows of a raw query's result: both drivers answer `{ rows }`, which Drizzle's driver-neutral type leaves unknown. */
export const rowsOf = <TRow>(result: unknown) => (result as { rows: TRow[] }).rows;

/** A LIKE pattern that finds `text` anywhere, with the user's % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * A number or code the product writes (an order's, a document's, a worker's code) containing a
 * search, typed with Latin or Arabic-Indic digits (an Arabic keyboard writes the latter).
 */
export const numberMatches = (column: AnyColumn, search: string) => ilike(column, containsPattern(westernDigits(search)));

/**
 * A stored 9-digit phone number matching a search however the number was typed ('050 123 4567',
 * '+971 50 123 4567', Arabic-Indic digits); a search that is not a phone number matches as typed.
 */
export function phoneMatches(column: AnyColumn, search: string): SQL {
  return ilike(column, containsPattern(phoneSearchDigits(search) ?? search));
}

/** The PostgreSQL error code of a failed query (23505 unique, 23503 foreign key), whichever driver threw it. */
export function pgErrorCode(error: unknown): { code?: string; constraint?: string } {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return cause ?? {};
}

/**
 * The list contract from rows that each carry the total (`count(*) over ()`): one query per page.
 * Past the last page no row is left to carry it, so `countAll` counts it: the caller then knows
 * where the list ends (a stale link to page 40 of 3 goes straight to page 3).
 */
export async function pageOf<TRow extends { totalCount: number }, TItem>(
  rows: TRow[],
  request: { pageNumber: number; pageSize: number },
  present: (row: TRow) => TItem,
  countAll: () => Promise<number>,
) {
  const totalCount = rows[0]?.totalCount ?? (request.pageNumber > 1 ? await countAll() : 0);
  return { items: rows.map(present), totalCount, pageNumber: request.pageNumber, pageSize: request.pageSize };
}

/** One page of a list's query: `pageSize` rows after the pages before `pageNumber`. */
export const paged = <T extends PgSelect>(query: T, page: { pageNumber: number; pageSize: number }) =>
  query.limit(page.pageSize).offset((page.pageNumber - 1) * page.pageSize);

/** How many rows of `table` match `where`. */
export async function countRows(db: TDb, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

/**
 * The sort order for a new row: the one asked for, or, when none was (0), just after the last row
 * (of the same group, when `within` says which), so a new value appears at the end of its list.
 */
export function sortOrderForNew(asked: number, table: PgTable, sortOrder: AnyColumn, within?: SQL): number | SQL {
  if (asked > 0) return asked;
  return sql`(SELECT coalesce(max(${sortOrder}), 0) + 1 FROM ${table}${within ? sql` WHERE ${within}` : sql``})`;
}

/**
 * The ORDER BY of a list sorted by one of its columns (`sort` as `name` or `-name`, already checked
 * against the list's whitelist), ties broken by id; the list's own order when it is not sorted.
 */
export function sortedBy(sort: string | undefined, columns: Record<string, AnyColumn>, idColumn: AnyColumn, unsorted: SQL[]): SQL[] {
  const order = readSort(sort);
  const column = order && columns[order.key];
  if (!order || !column) return unsorted;
  const direction = order.descending ? desc : asc;
  return [direction(column), direction(idColumn)];
}
