import { and, eq, gte, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { AGE_RANGES, EXPERIENCE_YEARS, GULF_EXPERIENCE, type TCatalogueFacets, type TCatalogueQuery, type TGulfExperience } from '@app/shared';
import { laborLanguages, labors } from '../../db/schema/index.js';
import type { TKeptCard } from './kept-card.js';

/**
 * One filter of the public catalogue, written once for both of its paths: the database's (`sql`)
 * and the kept workers' (`test`, kept-workers.ts), which must agree exactly.
 */
type TCatalogueFilter<V> = {
  /** What the query asks of this filter on the UAE day `today` (YYYY-MM-DD); undefined when it asks nothing. */
  asked: (query: TCatalogueQuery, today: string) => V | undefined;
  sql: (value: V) => SQL;
  test: (card: TKeptCard, value: V) => boolean;
  /**
   * Its facet: how a worker counts towards the filter's choices. `leftOut`: the choices are counted
   * with this filter left out (the others kept), so a worker it alone refuses still counts.
   */
  facet?: { count: (facets: TCatalogueFacets, card: TKeptCard, today: string) => void; leftOut: boolean };
};

const filter = <V>(definition: TCatalogueFilter<V>) => definition;

const add = (counts: Record<string, number>, key: string | number) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

export const isAvailableOn = (card: Pick<TKeptCard, 'status' | 'availableFrom'>, day: string) =>
  card.status === 'Available' && (card.availableFrom === null || card.availableFrom <= day);
const hasWorkedIn = (card: TKeptCard, where: TGulfExperience) => (where === 'uae' ? card.gulfExperience === 'uae' : card.gulfExperience !== null);

/** The same day `years` earlier, plus `plusDays` (YYYY-MM-DD). */
function yearsBefore(day: string, years: number, plusDays = 0) {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear() - years, date.getUTCMonth(), date.getUTCDate() + plusDays)).toISOString().slice(0, 10);
}

/** Born between these days means an age within the range on `today` (the UAE's day: birthdays turn at its midnight). */
function birthDayBounds(range: string, today: string) {
  const { min, max } = AGE_RANGES.find((candidate) => candidate.value === range)!;
  return { earliest: yearsBefore(today, max + 1, 1), latest: yearsBefore(today, min) };
}

/** The day a worker must be available by: today for "available now", a later day asked for (an earlier one is today). */
function availableOn(query: TCatalogueQuery, today: string): string | undefined {
  if (query.availableOnly) return today;
  if (query.availableBy) return query.availableBy > today ? query.availableBy : today;
  return undefined;
}

/**
 * Every filter of the catalogue, in the order the SQL asks them. A new filter is one entry here: the
 * database, the kept workers, the facet counts and the parity test (catalogue-plan.test.ts) follow.
 */
export const CATALOGUE_FILTERS = {
  /** Always asked: a worker whose passport has expired (in UAE time) cannot travel or be hired. */
  passportValidOn: filter<string>({
    asked: (_query, today) => today,
    sql: (day) => gte(labors.passportExpiryDate, day),
    test: (card, day) => card.passportExpiryDate >= day,
  }),
  countryId: filter<number>({
    asked: (query) => query.nationality,
    sql: (id) => eq(labors.countryId, id),
    test: (card, id) => card.countryId === id,
    facet: { count: (facets, card) => add(facets.nationality, card.countryId), leftOut: true },
  }),
  positionId: filter<number>({
    asked: (query) => query.profession,
    sql: (id) => eq(labors.positionId, id),
    test: (card, id) => card.positionId === id,
  }),
  gender: filter<NonNullable<TCatalogueQuery['gender']>>({
    asked: (query) => query.gender,
    sql: (gender) => eq(labors.gender, gender),
    test: (card, gender) => card.gender === gender,
  }),
  /** Can be requested, and her 'available from' day (if any) is on or before this day. */
  availableOn: filter<string>({
    asked: availableOn,
    sql: (day) => and(eq(labors.status, 'Available'), or(isNull(labors.availableFrom), lte(labors.availableFrom, day)))!,
    test: isAvailableOn,
    facet: { count: (facets, card, today) => void (isAvailableOn(card, today) && (facets.availableNow += 1)), leftOut: true },
  }),
  bornBetween: filter<{ earliest: string; latest: string }>({
    asked: (query, today) => (query.ageRange ? birthDayBounds(query.ageRange, today) : undefined),
    sql: ({ earliest, latest }) => and(gte(labors.dateOfBirth, earliest), lte(labors.dateOfBirth, latest))!,
    test: (card, { earliest, latest }) => card.dateOfBirth >= earliest && card.dateOfBirth <= latest,
  }),
  religionId: filter<number>({
    asked: (query) => query.religion,
    sql: (id) => eq(labors.religionId, id),
    test: (card, id) => card.religionId === id,
    facet: { count: (facets, card) => add(facets.religion, card.religionId), leftOut: true },
  }),
  maritalStatusId: filter<number>({
    asked: (query) => query.maritalStatus,
    sql: (id) => eq(labors.maritalStatusId, id),
    test: (card, id) => card.maritalStatusId === id,
    facet: { count: (facets, card) => add(facets.maritalStatus, card.maritalStatusId), leftOut: true },
  }),
  /** She speaks each; the counts add up: a language's count is of the workers shown now who also speak it. */
  languageIds: filter<number[]>({
    asked: (query) => query.languages,
    sql: (ids) =>
      and(
        ...ids.map(
          (id) => sql`EXISTS (SELECT 1 FROM ${laborLanguages} WHERE ${laborLanguages.laborId} = ${labors.id} AND ${laborLanguages.languageId} = ${id})`,
        ),
      )!,
    test: (card, ids) => ids.every((id) => card.languageIds.includes(id)),
    facet: {
      count: (facets, card) => {
        for (const id of card.languageIds) add(facets.languages, id);
      },
      leftOut: false,
    },
  }),
  minYears: filter<number>({
    asked: (query) => query.experience,
    sql: (years) => gte(labors.experienceYears, years),
    test: (card, years) => card.experienceYears >= years,
    facet: {
      count: (facets, card) => {
        for (const years of EXPERIENCE_YEARS) if (card.experienceYears >= years) add(facets.experience, years);
      },
      leftOut: true,
    },
  }),
  workedIn: filter<TGulfExperience>({
    asked: (query) => query.workedIn,
    sql: (where) => (where === 'uae' ? eq(labors.gulfExperience, 'uae') : isNotNull(labors.gulfExperience)),
    test: hasWorkedIn,
    facet: {
      count: (facets, card) => {
        for (const where of GULF_EXPERIENCE) if (hasWorkedIn(card, where)) add(facets.workedIn, where);
      },
      leftOut: true,
    },
  }),
  salaryMin: filter<number>({
    asked: (query) => query.salaryMin,
    sql: (aed) => gte(labors.salaryAed, aed),
    test: (card, aed) => card.salaryAed >= aed,
  }),
  salaryMax: filter<number>({
    asked: (query) => query.salaryMax,
    sql: (aed) => lte(labors.salaryAed, aed),
    test: (card, aed) => card.salaryAed <= aed,
  }),
  hasVideo: filter<true>({
    asked: (query) => (query.hasVideo ? true : undefined),
    sql: () => isNotNull(labors.video),
    test: (card) => card.hasVideo,
    facet: { count: (facets, card) => void (card.hasVideo && (facets.hasVideo += 1)), leftOut: true },
  }),
};

export type TCatalogueFilterName = keyof typeof CATALOGUE_FILTERS;
type TValueOf<N extends TCatalogueFilterName> = (typeof CATALOGUE_FILTERS)[N] extends TCatalogueFilter<infer V> ? V : never;

/** What the filters ask, resolved for a UAE day: the same criteria filter the SQL and the kept workers. */
export type TCatalogueCriteria = { [N in TCatalogueFilterName]?: TValueOf<N> };

/** A filter asked for, with its value: what both paths run. */
export type TAskedFilter = { name: TCatalogueFilterName; definition: TCatalogueFilter<unknown>; value: unknown };

const FILTER_NAMES = Object.keys(CATALOGUE_FILTERS) as TCatalogueFilterName[];
const definitionOf = (name: TCatalogueFilterName) => CATALOGUE_FILTERS[name] as TCatalogueFilter<unknown>;

/** What the query asks of each filter on the UAE day `today`. */
export function criteriaOf(query: TCatalogueQuery, today: string): TCatalogueCriteria {
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, definitionOf(name).asked(query, today)]));
}

/** The filters the criteria ask for, in the table's order; those not asked for are left out. */
export function askedFilters(criteria: TCatalogueCriteria): TAskedFilter[] {
  return FILTER_NAMES.filter((name) => criteria[name] !== undefined).map((name) => ({ name, definition: definitionOf(name), value: criteria[name] }));
}

/** The filters that have a facet, with it: the counts of every choice walk these. */
export const FACETS = FILTER_NAMES.flatMap((name) => {
  const facet = definitionOf(name).facet;
  return facet ? [{ name, ...facet }] : [];
});

/** The SQL of each filter asked for, after the one the catalogue always asks: active workers only. */
export const conditionsOf = (criteria: TCatalogueCriteria): SQL[] => [
  eq(labors.isActive, true),
  ...askedFilters(criteria).map(({ definition, value }) => definition.sql(value)),
];
