import { and, asc, desc, eq } from 'drizzle-orm';
import { todayInUae, type TCatalogueQuery, type TCataloguePage, type TSimilarLabors } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { labors } from '../../db/schema/index.js';
import type { TPublicCtx } from '../../http/context.js';
import { AppError } from '../../http/app-error.js';
import { cardsQuery, totalOf } from './cards.js';
import { conditionsOf, criteriaOf } from './filters.js';
import { keptCatalogue, keptDetails, pageOfKept, workersVersion } from './kept-workers.js';
import { loadLabor } from './loader.js';
import { presentCard, presentPublicLabor } from './presenter.js';

/** What a read of workers needs: the database, and the instant that says which UAE day it is. */
export type TReadCtx = Pick<TPublicCtx, 'db' | 'now'>;
/** The catalogue's reads also log a failed refresh of the workers kept in memory. */
export type TCatalogueCtx = Pick<TPublicCtx, 'db' | 'now' | 'log'>;

const ORDER = {
  latest: [desc(labors.createdAt), desc(labors.id)],
  ageAsc: [desc(labors.dateOfBirth), desc(labors.id)],
  ageDesc: [asc(labors.dateOfBirth), asc(labors.id)],
};

/** Which workers the catalogue shows for these filters, and in which order. */
function catalogueFilter(query: TCatalogueQuery, now: Date) {
  return { where: and(...conditionsOf(criteriaOf(query, todayInUae(now)))), order: ORDER[query.sort] };
}

/** The catalogue's page: active workers, filtered and sorted, one page. */
export function catalogueQuery(db: TDb, query: TCatalogueQuery, now: Date) {
  const { where, order } = catalogueFilter(query, now);
  return cardsQuery(db, where, order, query);
}

/**
 * A page of the catalogue and its total, from the active workers kept in memory while the workers'
 * version does not move (kept-workers.ts): one small read instead of a filtered, sorted page and a
 * count of up to every worker. Just after a change, the database answers while they are read again.
 */
export async function listCatalogue(ctx: TCatalogueCtx, query: TCatalogueQuery): Promise<TCataloguePage> {
  const kept = keptCatalogue(ctx.db, await workersVersion(ctx.db), (error) => ctx.log.error({ err: error }, 'reading the catalogue'));
  // "Available now" in the counts is on the UAE day the passports are judged on.
  const today = todayInUae(ctx.now);
  const page = kept ? pageOfKept(kept, criteriaOf(query, today), query, today) : await pageFromDatabase(ctx.db, query, ctx.now);
  return {
    items: page.items.map((card) => presentCard(card, card.country, card.position, ctx.now)),
    totalCount: page.totalCount,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    facets: page.facets,
  };
}

/** The counts are left out (null): the page shows the choices without numbers for that moment rather than run a grouped query per filter. */
async function pageFromDatabase(db: TDb, query: TCatalogueQuery, now: Date) {
  const { where, order } = catalogueFilter(query, now);
  const rows = await cardsQuery(db, where, order, query);
  const items = rows.map((row) => ({ ...row.labor, country: row.country, position: row.position }));
  return { items, totalCount: await totalOf(db, rows, where, query), facets: null };
}

/** A worker's public page, kept in memory while the workers' version does not move (kept-workers.ts). */
export async function getPublicLabor(ctx: TReadCtx, id: number) {
  const day = todayInUae(ctx.now);
  // Kept as shown to visitors on this UAE day (her age): no private field is kept.
  const shown = await keptDetails(ctx.db, await workersVersion(ctx.db), `${day} ${id}`, async () => {
    const found = await loadLabor(ctx.db, id);
    const offered = found && found.row.isActive && found.row.passportExpiryDate >= day;
    return offered ? presentPublicLabor(found.row, found.relations, ctx.now) : null;
  });
  if (!shown) throw new AppError(404, 'labors.notFound');
  return shown;
}

const SIMILAR_COUNT = 4;

/**
 * Available workers like one who is gone (unknown, hidden, placed): of her profession and
 * nationality first, then of her profession, then the newest; never herself.
 */
export async function similarLabors(ctx: TCatalogueCtx, id: number): Promise<TSimilarLabors> {
  const [gone] = await ctx.db.select({ positionId: labors.positionId, countryId: labors.countryId }).from(labors).where(eq(labors.id, id));
  const asks = gone ? [{ profession: gone.positionId, nationality: gone.countryId }, { profession: gone.positionId }, {}] : [{}];
  const items: TCataloguePage['items'] = [];
  for (const ask of asks) {
    const page = await listCatalogue(ctx, { ...ask, availableOnly: true, sort: 'latest', pageNumber: 1, pageSize: SIMILAR_COUNT + 1 });
    for (const card of page.items) if (card.id !== id && !items.some((item) => item.id === card.id)) items.push(card);
    if (items.length >= SIMILAR_COUNT) break;
  }
  return { profession: gone?.positionId ?? null, items: items.slice(0, SIMILAR_COUNT) };
}
