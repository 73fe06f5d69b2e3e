import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/sql-helpers.js';
import type { TCatalogueQuery } from '@app/shared';
import type { TDb } from '../../db/client.js';
import type { TCardRow } from './presenter.js';

/** What the catalogue's filters ask, resolved for today (every day a UAE day, as `YYYY-MM-DD`). */
export type TCatalogueCriteria = {
  passportValidOn: string;
  countryId?: number;
  positionId?: number;
  gender?: TCatalogueQuery['gender'];
  status?: 'Available';
  bornBetween?: { earliest: string; latest: string };
};

type TNamed = { id: number; name: string; nameAr: string };
/** An active worker as the catalogue needs her: her card, and the fields its filters read. */
export type TKeptCard = TCardRow & { countryId: number; positionId: number; passportExpiryDate: string; country: TNamed; position: TNamed };
type TSort = TCatalogueQuery['sort'];

type TKeptCatalogue = { version: string; bySort: Record<TSort, TKeptCard[]> };
type TState = { catalogue?: TKeptCatalogue; loading?: Promise<void>; details: { version: string; byKey: Map<string, Promise<unknown>> } };

/** A worker's page is kept for at most this many workers at once (about 2 KB each). */
const MAX_KEPT_DETAILS = 5_000;

const stateOfDb = new WeakMap<TDb, TState>();

/** Versions are bigint counters, read as text. */
const isAtLeast = (kept: string, asked: string) => kept !== '' && BigInt(kept) >= BigInt(asked);

function stateOf(db: TDb): TState {
  const found = stateOfDb.get(db);
  if (found) return found;
  const created: TState = { details: { version: '', byKey: new Map() } };
  stateOfDb.set(db, created);
  return created;
}

/**
 * The workers' version: moved by any change to a worker, her languages or past jobs, or the names
 * they are shown with, by any instance or tool (a trigger, migration 0013). What is kept in memory
 * here is kept only while it stays where it was when it was read.
 */
export async function workersVersion(db: TDb): Promise<string> {
  const result = await db.execute(sql`SELECT version::text AS version FROM workers_version WHERE id = 1`);
  const [row] = (result as { rows: Array<{ version: string }> }).rows;
  if (!row) throw new Error('workers_version has no row');
  return row.version;
}

export function matchesCriteria(card: TKeptCard, criteria: TCatalogueCriteria): boolean {
  if (card.passportExpiryDate < criteria.passportValidOn) return false;
  if (criteria.countryId !== undefined && card.countryId !== criteria.countryId) return false;
  if (criteria.positionId !== undefined && card.positionId !== criteria.positionId) return false;
  if (criteria.gender !== undefined && card.gender !== criteria.gender) return false;
  if (criteria.status !== undefined && card.status !== criteria.status) return false;
  const bounds = criteria.bornBetween;
  return !bounds || (card.dateOfBirth >= bounds.earliest && card.dateOfBirth <= bounds.latest);
}

/** Oldest birth day first is the youngest last: ties by id, as the SQL orders them. */
const byBirthDay = (a: TKeptCard, b: TKeptCard) => (a.dateOfBirth < b.dateOfBirth ? -1 : a.dateOfBirth > b.dateOfBirth ? 1 : a.id - b.id);

/** A worker's card as read: positions in an array (keys repeated 10,000 times made the read twice as large). */
type TCardTuple = [number, string, string, string, string, string, TCardRow['gender'], number, TCardRow['status'], number, number, string, string | null];

/** Workers read per query: a few hundred kilobytes of text at a time, which the embedded database's memory never gives back once it grew for it. */
const CARDS_PER_READ = 2_000;

async function loadCatalogue(db: TDb): Promise<TKeptCatalogue> {
  // One snapshot for the version, the names and every slice of the workers. Newest first, as `latest` sorts.
  return db.transaction(
    async (tx) => {
      const [row] = rowsOf<{ version: string; countries: string | null; positions: string | null }>(
        await tx.execute(sql`SELECT version::text AS version,
          (SELECT json_agg(json_build_array(id, name, name_ar)) FROM countries)::text AS countries,
          (SELECT json_agg(json_build_array(id, name, name_ar)) FROM positions)::text AS positions
          FROM workers_version WHERE id = 1`),
      );
      if (!row) throw new Error('workers_version has no row');
      // One object per nationality and position, shared by every card that names it.
      const namedById = (json: string | null) =>
        new Map((JSON.parse(json ?? '[]') as Array<[number, string, string]>).map(([id, name, nameAr]) => [id, { id, name, nameAr }]));
      const [countries, positions] = [namedById(row.countries), namedById(row.positions)];
      const latest: TKeptCard[] = [];
      for (let offset = 0; ; offset += CARDS_PER_READ) {
        const [slice] = rowsOf<{ cards: string | null }>(
          await tx.execute(sql`SELECT json_agg(card)::text AS cards FROM (
            SELECT json_build_array(id, code, name, name_ar, thumbnail, date_of_birth, gender, salary_aed, status, country_id, position_id,
              passport_expiry_date, available_from) AS card
            FROM labors WHERE is_active ORDER BY created_at DESC, id DESC LIMIT ${CARDS_PER_READ} OFFSET ${offset}) AS slice`),
        );
        const tuples = JSON.parse(slice?.cards ?? '[]') as TCardTuple[];
        for (const [
          id,
          code,
          name,
          nameAr,
          thumbnail,
          dateOfBirth,
          gender,
          salaryAed,
          status,
          countryId,
          positionId,
          passportExpiryDate,
          availableFrom,
        ] of tuples) {
          const [country, position] = [countries.get(countryId)!, positions.get(positionId)!];
          latest.push({
            id,
            code,
            name,
            nameAr,
            thumbnail,
            dateOfBirth,
            gender,
            salaryAed,
            status,
            countryId,
            positionId,
            passportExpiryDate,
            availableFrom,
            country,
            position,
          });
        }
        if (tuples.length < CARDS_PER_READ) break;
      }
      const ageDesc = [...latest].sort(byBirthDay);
      return { version: row.version, bySort: { latest, ageDesc, ageAsc: [...ageDesc].reverse() } };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The catalogue's active workers in memory, if they are those of `version`; otherwise they are read
 * again (one read at a time, the caller does not wait) and the caller asks the database this time.
 */
export function keptCatalogue(db: TDb, version: string, onError: (error: unknown) => void): TKeptCatalogue | undefined {
  const state = stateOf(db);
  if (state.catalogue && isAtLeast(state.catalogue.version, version)) return state.catalogue;
  state.loading ??= loadCatalogue(db)
    .then((catalogue) => {
      state.catalogue = catalogue;
    })
    .catch(onError)
    .finally(() => {
      state.loading = undefined;
    });
  return undefined;
}

/** One page of the kept catalogue and the total it is a page of. */
export function pageOfKept(catalogue: TKeptCatalogue, criteria: TCatalogueCriteria, query: Pick<TCatalogueQuery, 'sort' | 'pageNumber' | 'pageSize'>) {
  const skip = (query.pageNumber - 1) * query.pageSize;
  const items: TKeptCard[] = [];
  let totalCount = 0;
  for (const card of catalogue.bySort[query.sort]) {
    if (!matchesCriteria(card, criteria)) continue;
    if (totalCount >= skip && items.length < query.pageSize) items.push(card);
    totalCount += 1;
  }
  return { items, totalCount };
}

/**
 * A worker's page as made by `load`, kept under `key` while the workers' version is `version`. A
 * read that began before a change is kept with the version it began at, which the change has
 * already left behind.
 */
export function keptDetails<T>(db: TDb, version: string, key: string, load: () => Promise<T>): Promise<T> {
  const state = stateOf(db);
  if (state.details.version !== version) {
    // A request that read the version before a change another request has already seen keeps nothing.
    if (isAtLeast(state.details.version, version)) return load();
    state.details = { version, byKey: new Map() };
  }
  const byKey = state.details.byKey;
  // The first kept goes first: memory stays bounded and the workers asked for most are kept again at once.
  if (byKey.size >= MAX_KEPT_DETAILS) byKey.delete(byKey.keys().next().value!);
  const found = byKey.get(key);
  if (found) return found as Promise<T>;
  const loading = load();
  byKey.set(key, loading);
  loading.catch(() => byKey.get(key) === loading && byKey.delete(key));
  return loading;
}
