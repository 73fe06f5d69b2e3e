import { sql } from 'drizzle-orm';
import { sameTurnRead } from '../../db/same-turn-read.js';
import { rowsOf } from '../../db/sql-helpers.js';
import type { TCatalogueFacets, TCatalogueQuery } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { askedFilters, FACETS, type TAskedFilter, type TCatalogueCriteria, type TCatalogueFilterName } from './filters.js';
import { keptCardOf, keptCardTuple, type TKeptCard } from './kept-card.js';

type TSort = TCatalogueQuery['sort'];

type TKeptCatalogue = { version: string; bySort: Record<TSort, TKeptCard[]> };
type TState = {
  catalogue?: TKeptCatalogue;
  loading?: Promise<void>;
  details: { version: string; byKey: Map<string, Promise<unknown>> };
  /** The version, read once for the requests of one turn of the event loop. */
  readVersion?: () => Promise<string>;
};

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
export function workersVersion(db: TDb): Promise<string> {
  const state = stateOf(db);
  state.readVersion ??= sameTurnRead(() => readWorkersVersion(db));
  return state.readVersion();
}

async function readWorkersVersion(db: TDb): Promise<string> {
  const result = await db.execute(sql`SELECT version::text AS version FROM workers_version WHERE id = 1`);
  const [row] = (result as { rows: Array<{ version: string }> }).rows;
  if (!row) throw new Error('workers_version has no row');
  return row.version;
}

/** The one filter a worker fails, 'none' when she passes all, 'many' when she fails more than one. */
function failedFilter(card: TKeptCard, asked: TAskedFilter[]): TCatalogueFilterName | 'none' | 'many' {
  let failed: TCatalogueFilterName | 'none' = 'none';
  for (const { name, definition, value } of asked) {
    if (definition.test(card, value)) continue;
    if (failed !== 'none') return 'many';
    failed = name;
  }
  return failed;
}

/**
 * Counts a worker who passes every filter but `failed` ('none': all of them) for the choices she
 * would be shown under, the other filters kept.
 */
function countFacets(facets: TCatalogueFacets, card: TKeptCard, failed: TCatalogueFilterName | 'none', today: string) {
  for (const facet of FACETS) if (failed === 'none' || (facet.leftOut && failed === facet.name)) facet.count(facets, card, today);
}

/** Oldest birth day first is the youngest last: ties by id, as the SQL orders them. */
const byBirthDay = (a: TKeptCard, b: TKeptCard) => (a.dateOfBirth < b.dateOfBirth ? -1 : a.dateOfBirth > b.dateOfBirth ? 1 : a.id - b.id);

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
      const named = { countries: namedById(row.countries), positions: namedById(row.positions) };
      const latest: TKeptCard[] = [];
      for (let offset = 0; ; offset += CARDS_PER_READ) {
        const [slice] = rowsOf<{ cards: string | null }>(
          await tx.execute(sql`SELECT json_agg(card)::text AS cards FROM (
            SELECT ${keptCardTuple} AS card
            FROM labors WHERE is_active ORDER BY created_at DESC, id DESC LIMIT ${CARDS_PER_READ} OFFSET ${offset}) AS slice`),
        );
        const tuples = JSON.parse(slice?.cards ?? '[]') as unknown[][];
        for (const tuple of tuples) latest.push(keptCardOf(tuple, named));
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

/**
 * One page of the kept catalogue, the total it is a page of, and how many workers each choice of
 * the filters would show (`today`: the UAE day "available now" means), in one walk of the workers.
 */
export function pageOfKept(
  catalogue: TKeptCatalogue,
  criteria: TCatalogueCriteria,
  query: Pick<TCatalogueQuery, 'sort' | 'pageNumber' | 'pageSize'>,
  today: string,
) {
  const asked = askedFilters(criteria);
  const skip = (query.pageNumber - 1) * query.pageSize;
  const items: TKeptCard[] = [];
  const facets: TCatalogueFacets = {
    nationality: {},
    religion: {},
    maritalStatus: {},
    languages: {},
    experience: {},
    workedIn: {},
    availableNow: 0,
    hasVideo: 0,
  };
  let totalCount = 0;
  for (const card of catalogue.bySort[query.sort]) {
    const failed = failedFilter(card, asked);
    if (failed === 'many') continue;
    countFacets(facets, card, failed, today);
    if (failed !== 'none') continue;
    if (totalCount >= skip && items.length < query.pageSize) items.push(card);
    totalCount += 1;
  }
  return { items, totalCount, facets };
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
