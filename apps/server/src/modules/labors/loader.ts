import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import {
  countries,
  educationLevels,
  laborExperiences,
  laborLanguages,
  labors,
  languages,
  maritalStatuses,
  positions,
  religions,
} from '../../db/schema/index.js';
import { named, workerCardJoins } from './cards.js';
import type { TLaborRelations, TLaborRow } from './presenter.js';

/** A worker's languages and past jobs as JSON arrays in her row: her page is one query, not three. */
const spokenLanguages = sql<TLaborRelations['languages']>`coalesce((
  SELECT json_agg(json_build_object('id', ${languages.id}, 'name', ${languages.name}, 'nameAr', ${languages.nameAr}) ORDER BY ${languages.sortOrder})
  FROM ${laborLanguages} JOIN ${languages} ON ${languages.id} = ${laborLanguages.languageId}
  WHERE ${laborLanguages.laborId} = ${labors.id}), '[]')`;
const pastJobs = sql<TLaborRelations['experiences']>`coalesce((
  SELECT json_agg(json_build_object('id', e.id, 'laborId', e.labor_id, 'country', e.country, 'countryAr', e.country_ar, 'position', e.position,
    'positionAr', e.position_ar, 'period', e.period, 'periodAr', e.period_ar, 'years', e.years, 'region', e.region, 'sortOrder', e.sort_order) ORDER BY e.sort_order)
  FROM ${laborExperiences} e WHERE e.labor_id = ${labors.id}), '[]')`;

/** A worker's religion, education and marital status, beside her nationality and position. */
export const workerReferenceJoins = <T extends Parameters<typeof workerCardJoins>[0]>(query: T) =>
  workerCardJoins(query)
    .innerJoin(religions, eq(religions.id, labors.religionId))
    .innerJoin(educationLevels, eq(educationLevels.id, labors.educationLevelId))
    .innerJoin(maritalStatuses, eq(maritalStatuses.id, labors.maritalStatusId));

/** The workers' query, built once per database (Drizzle builds a query's SQL anew on every call otherwise: about 7% of a worker's page). */
function prepareLaborsByIds(db: TDb) {
  const query = db
    .select({
      labor: labors,
      country: named(countries),
      position: named(positions),
      religion: named(religions),
      educationLevel: named(educationLevels),
      maritalStatus: { ...named(maritalStatuses), nameArFemale: maritalStatuses.nameArFemale },
      languages: spokenLanguages,
      experiences: pastJobs,
    })
    .from(labors)
    .$dynamic();
  return workerReferenceJoins(query)
    .where(sql`${labors.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .prepare('labors_by_ids');
}

export type TLoadedLabor = { row: TLaborRow; relations: TLaborRelations };
type TWaiting = { resolve: (found: TLoadedLabor | null) => void; reject: (error: unknown) => void };

/**
 * Reads workers by id, those asked for in the same turn of the event loop in one query: on PGlite a
 * query's own cost is about that of the worker it reads, and visitors arrive together.
 */
function laborLoader(db: TDb) {
  const laborsByIds = prepareLaborsByIds(db);
  let waiting: Map<number, TWaiting[]> | undefined;
  async function readBatch(batch: Map<number, TWaiting[]>) {
    try {
      const rows = await laborsByIds.execute({ ids: `{${[...batch.keys()].join(',')}}` });
      const byId = new Map(rows.map(({ labor, ...relations }) => [labor.id, { row: labor, relations }]));
      for (const [id, waiters] of batch) for (const waiter of waiters) waiter.resolve(byId.get(id) ?? null);
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }
  return (id: number) =>
    new Promise<TLoadedLabor | null>((resolve, reject) => {
      if (!waiting) {
        const batch = new Map<number, TWaiting[]>();
        waiting = batch;
        setImmediate(() => {
          waiting = undefined;
          void readBatch(batch);
        });
      }
      waiting.set(id, [...(waiting.get(id) ?? []), { resolve, reject }]);
    });
}
const laborLoaderOfDb = new WeakMap<TDb, ReturnType<typeof laborLoader>>();

/** A worker with everything her page shows, or null. */
export function loadLabor(db: TDb, id: number): Promise<TLoadedLabor | null> {
  const load = laborLoaderOfDb.get(db) ?? laborLoader(db);
  laborLoaderOfDb.set(db, load);
  return load(id);
}
