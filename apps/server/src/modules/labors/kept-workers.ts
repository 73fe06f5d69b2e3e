import { sql } from 'drizzle-orm';
import { sameTurnRead } from '../../db/same-turn-read.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { EXPERIENCE_YEARS, GULF_EXPERIENCE, type TCatalogueFacets, type TCatalogueQuery, type TGulfExperience } from '@app/shared';
import type { TDb } from '../../db/client.js';
import type { TCardRow } from './presenter.js';

/** What the catalogue's filters ask, resolved for today (every day a UAE day, as `YYYY-MM-DD`). */
export type TCatalogueCriteria = {
  passportValidOn: string;
  countryId?: number;
  positionId?: number;
  gender?: TCatalogueQuery['gender'];
  /** Can be requested, and her 'available from' day (if any) is on or before this day. */
  availableOn?: string;
  bornBetween?: { earliest: string; latest: string };
  religionId?: number;
  maritalStatusId?: number;
  /** She speaks each. */
  languageIds?: number[];
  minYears?: number;
  workedIn?: TGulfExperience;
  salaryMin?: number;
  salaryMax?: number;
  hasVideo?: true;
};

type TNamed = { id: number; name: string; nameAr: string };
/** An active worker as the catalogue needs her: her card, and the fields its filters read. */
export type TKeptCard = TCardRow & {
  countryId: number;
  positionId: number;
  passportExpiryDate: string;
  religionId: number;
  maritalStatusId: number;
  languageIds: number[];
  experienceYears: number;
  gulfExperience: TGulfExperience | null;
  hasVideo: boolean;
  country: TNamed;
  position: TNamed;
};
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

type TCheck = (card: TKeptCard) => boolean;
type TFacetName = 'nationality' | 'religion' | 'maritalStatus' | 'languages' | 'experience' | 'workedIn' | 'available' | 'video';

const isAvailableOn = (card: TKeptCard, day: string) => card.status === 'Available' && (card.availableFrom === null || card.availableFrom <= day);
const hasWorkedIn = (card: TKeptCard, where: TGulfExperience) => (where === 'uae' ? card.gulfExperience === 'uae' : card.gulfExperience !== null);

/**
 * The tests of the filters asked for, each named by the facet it leaves out (the facets count a
 * filter's choices with that filter left out); a filter that is not asked for tests nothing. Built
 * once per request: a walk of 10,000 workers then runs only these.
 */
function checksOf(criteria: TCatalogueCriteria): Array<[TFacetName | 'other', TCheck]> {
  const {
    passportValidOn,
    countryId,
    positionId,
    gender,
    availableOn,
    bornBetween,
    religionId,
    maritalStatusId,
    languageIds,
    minYears,
    workedIn,
    salaryMin,
    salaryMax,
    hasVideo,
  } = criteria;
  const checks: Array<[TFacetName | 'other', TCheck | false]> = [
    ['other', (card) => card.passportExpiryDate >= passportValidOn],
    ['nationality', countryId !== undefined && ((card) => card.countryId === countryId)],
    ['other', positionId !== undefined && ((card) => card.positionId === positionId)],
    ['other', gender !== undefined && ((card) => card.gender === gender)],
    ['available', availableOn !== undefined && ((card) => isAvailableOn(card, availableOn))],
    ['other', bornBetween !== undefined && ((card) => card.dateOfBirth >= bornBetween.earliest && card.dateOfBirth <= bornBetween.latest)],
    ['religion', religionId !== undefined && ((card) => card.religionId === religionId)],
    ['maritalStatus', maritalStatusId !== undefined && ((card) => card.maritalStatusId === maritalStatusId)],
    ['languages', languageIds !== undefined && ((card) => languageIds.every((id) => card.languageIds.includes(id)))],
    ['experience', minYears !== undefined && ((card) => card.experienceYears >= minYears)],
    ['workedIn', workedIn !== undefined && ((card) => hasWorkedIn(card, workedIn))],
    ['other', salaryMin !== undefined && ((card) => card.salaryAed >= salaryMin)],
    ['other', salaryMax !== undefined && ((card) => card.salaryAed <= salaryMax)],
    ['video', hasVideo === true && ((card) => card.hasVideo)],
  ];
  return checks.filter((check): check is [TFacetName | 'other', TCheck] => check[1] !== false);
}

/** The one filter a worker fails, 'none' when she passes all, 'many' when she fails more than one. */
function failedCheck(card: TKeptCard, checks: Array<[TFacetName | 'other', TCheck]>): TFacetName | 'other' | 'none' | 'many' {
  let failed: TFacetName | 'other' | 'none' = 'none';
  for (const [name, passes] of checks) {
    if (passes(card)) continue;
    if (failed !== 'none') return 'many';
    failed = name;
  }
  return failed;
}

const add = (counts: Record<string, number>, key: string | number) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/**
 * Counts a worker who passes every filter but `failed` ('none': all of them) for the choices she
 * would be shown under, the other filters kept. Languages add up: a language's count is of the
 * workers shown now who also speak it.
 */
function countFacets(facets: TCatalogueFacets, card: TKeptCard, failed: TFacetName | 'other' | 'none', today: string) {
  const countsFor = (name: TFacetName) => failed === 'none' || failed === name;
  if (countsFor('nationality')) add(facets.nationality, card.countryId);
  if (countsFor('religion')) add(facets.religion, card.religionId);
  if (countsFor('maritalStatus')) add(facets.maritalStatus, card.maritalStatusId);
  if (failed === 'none') for (const id of card.languageIds) add(facets.languages, id);
  if (countsFor('experience')) for (const years of EXPERIENCE_YEARS) if (card.experienceYears >= years) add(facets.experience, years);
  if (countsFor('workedIn')) for (const where of GULF_EXPERIENCE) if (hasWorkedIn(card, where)) add(facets.workedIn, where);
  if (countsFor('available') && isAvailableOn(card, today)) facets.availableNow += 1;
  if (countsFor('video') && card.hasVideo) facets.hasVideo += 1;
}

/** Oldest birth day first is the youngest last: ties by id, as the SQL orders them. */
const byBirthDay = (a: TKeptCard, b: TKeptCard) => (a.dateOfBirth < b.dateOfBirth ? -1 : a.dateOfBirth > b.dateOfBirth ? 1 : a.id - b.id);

/** A worker's card as read: positions in an array (keys repeated 10,000 times made the read twice as large). */
type TCardTuple = [
  number,
  string,
  string,
  string,
  string,
  string,
  TCardRow['gender'],
  number,
  TCardRow['status'],
  number,
  number,
  string,
  string | null,
  number,
  number,
  number[] | null,
  number,
  TGulfExperience | null,
  boolean,
];

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
              passport_expiry_date, available_from, religion_id, marital_status_id,
              (SELECT array_agg(language_id ORDER BY language_id) FROM labor_languages WHERE labor_id = labors.id),
              experience_years, gulf_experience, video IS NOT NULL) AS card
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
          religionId,
          maritalStatusId,
          languageIds,
          experienceYears,
          gulfExperience,
          hasVideo,
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
            religionId,
            maritalStatusId,
            languageIds: languageIds ?? [],
            experienceYears,
            gulfExperience,
            hasVideo,
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
  const checks = checksOf(criteria);
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
    const failed = failedCheck(card, checks);
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
