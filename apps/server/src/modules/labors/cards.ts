import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.js';
import { countries, labors, positions } from '../../db/schema/index.js';
import { paged } from '../../db/sql-helpers.js';

/** A reference value as cards and pages name it, in both languages. */
export const named = (table: typeof countries) => ({ id: table.id, name: table.name, nameAr: table.nameAr });

/** A worker's nationality and position, as every card of her shows them. */
export const workerCardJoins = <T extends PgSelect>(query: T) =>
  query.innerJoin(countries, eq(countries.id, labors.countryId)).innerJoin(positions, eq(positions.id, labors.positionId));

type TPageRequest = { pageNumber: number; pageSize: number };

/** Only the card's columns. */
const CARD_COLUMNS = {
  id: labors.id,
  code: labors.code,
  name: labors.name,
  nameAr: labors.nameAr,
  thumbnail: labors.thumbnail,
  dateOfBirth: labors.dateOfBirth,
  gender: labors.gender,
  salaryAed: labors.salaryAed,
  status: labors.status,
  availableFrom: labors.availableFrom,
  isActive: labors.isActive,
};

/**
 * One page of workers with nationality and position, each row carrying the total. Only the page's
 * rows are joined; the total is a count of the workers alone, run once for the query (a window
 * count had joined and carried all 10,000: 26 ms on PGlite), in the same round trip.
 */
export function cardsQuery(db: TDb, where: SQL | undefined, order: SQL[], page: TPageRequest) {
  const totalCount = sql<number>`(SELECT count(*) FROM ${labors} WHERE ${where ?? sql`true`})`.mapWith(Number);
  const query = db
    .select({ labor: CARD_COLUMNS, country: named(countries), position: named(positions), totalCount })
    .from(labors)
    .$dynamic();
  return paged(
    workerCardJoins(query)
      .where(where)
      .orderBy(...order),
    page,
  );
}

/** The total the rows carry; a page past the last carries none, so it is counted. */
export async function totalOf(db: TDb, rows: Array<{ totalCount: number }>, where: SQL | undefined, page: TPageRequest): Promise<number> {
  if (rows[0]) return rows[0].totalCount;
  if (page.pageNumber === 1) return 0;
  return (await db.select({ value: count() }).from(labors).where(where))[0]!.value;
}
