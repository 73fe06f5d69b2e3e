import { sql } from 'drizzle-orm';
import type { TCatalogueQuery } from '@app/shared';
import type { TDb } from '../../db/client.js';

/** What the catalogue's filters ask, resolved for today (every day a UAE day, as `YYYY-MM-DD`). */
export type TCatalogueCriteria = {
  passportValidOn: string;
  countryId?: number;
  positionId?: number;
  gender?: TCatalogueQuery['gender'];
  status?: 'Available';
  bornBetween?: { earliest: string; latest: string };
};

/** An active worker's fields the filters read: nationality, position, gender, status, birth day, passport expiry. */
type TCountedWorker = [number, number, string, string, string, string];
type TKeptWorkers = { version: string; workers: TCountedWorker[] };
type TCountsState = { kept?: TKeptWorkers; loading?: Promise<void> };

const stateOfDb = new WeakMap<TDb, TCountsState>();

function stateOf(db: TDb): TCountsState {
  const found = stateOfDb.get(db);
  if (found) return found;
  const created: TCountsState = {};
  stateOfDb.set(db, created);
  return created;
}

function matches([countryId, positionId, gender, status, born, passportExpiry]: TCountedWorker, criteria: TCatalogueCriteria): boolean {
  if (passportExpiry < criteria.passportValidOn) return false;
  if (criteria.countryId !== undefined && countryId !== criteria.countryId) return false;
  if (criteria.positionId !== undefined && positionId !== criteria.positionId) return false;
  if (criteria.gender !== undefined && gender !== criteria.gender) return false;
  if (criteria.status !== undefined && status !== criteria.status) return false;
  const bounds = criteria.bornBetween;
  return !bounds || (born >= bounds.earliest && born <= bounds.latest);
}

async function loadWorkers(db: TDb): Promise<TKeptWorkers> {
  // One statement, so the version and the workers are read from the same snapshot.
  const result = await db.execute(sql`SELECT version::text AS version, coalesce((
      SELECT json_agg(json_build_array(country_id, position_id, gender, status, date_of_birth, passport_expiry_date))
      FROM labors WHERE is_active), '[]')::text AS workers
    FROM catalogue_version WHERE id = 1`);
  const [row] = (result as unknown as { rows: Array<{ version: string; workers: string }> }).rows;
  if (!row) throw new Error('catalogue_version has no row');
  return { version: row.version, workers: JSON.parse(row.workers) as TCountedWorker[] };
}

/**
 * The catalogue's totals, counted in memory from every active worker's filtered fields instead of
 * by a count of up to all of them on every request (about 2 ms of PGlite's one thread each). The
 * fields are kept while `catalogue_version` stays where it was when they were read: a trigger moves
 * it on any change to them, by any instance or tool (migration 0013). The page's own query reads
 * the version and counts in SQL only when it moved, so a total is never older than its page.
 */
export function catalogueCounts(db: TDb) {
  const state = stateOf(db);
  const kept = state.kept;
  return {
    /** The version the kept workers were read at; none kept yet is a version no database has. */
    version: kept?.version ?? '-1',
    /** How many of the kept workers the criteria match (the version must be the database's). */
    count: (criteria: TCatalogueCriteria) => (kept?.workers ?? []).reduce((total, worker) => total + (matches(worker, criteria) ? 1 : 0), 0),
  };
}

/** Reads the workers again, unless a read is already under way; the request that saw the change does not wait. */
export function refreshCatalogueCounts(db: TDb, onError: (error: unknown) => void): void {
  const state = stateOf(db);
  if (state.loading) return;
  state.loading = loadWorkers(db)
    .then((kept) => {
      state.kept = kept;
    })
    .catch(onError)
    .finally(() => {
      state.loading = undefined;
    });
}
