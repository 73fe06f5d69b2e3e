import { AGE_RANGES, LABOR_SORTS } from './constants.js';
import { EXPERIENCE_YEARS, GULF_EXPERIENCE } from './experience.js';

export const CATALOGUE_PAGE_SIZE = 12;
/** At most this many languages asked for at once (a worker must speak each). */
export const CATALOGUE_MAX_LANGUAGES = 5;

export type TLaborSort = (typeof LABOR_SORTS)[number];

/**
 * How one filter of the catalogue is kept in the page's address and asked of the API: its value when
 * nothing is chosen, read from the address (what is not understood is empty), and written for each
 * ('' leaves it out).
 */
type TFilterParam<V> = {
  /** Its name in the address, where it is not the API's. */
  addressName?: string;
  empty: V;
  read(value: string | null): V;
  inAddress(value: V): string;
  inQuery(value: V): string;
};

/** A value the address and the API write alike. */
const text = <T extends string>(read: (value: string | null) => T | ''): TFilterParam<T | ''> => ({
  empty: '',
  read,
  inAddress: (value) => value,
  inQuery: (value) => value,
});

/** On or off: `1` in the address, under its own name there, and `true` to the API. */
const flag = (addressName: string): TFilterParam<boolean> => ({
  addressName,
  empty: false,
  read: (value) => value === '1',
  inAddress: (on) => (on ? '1' : ''),
  inQuery: (on) => (on ? 'true' : ''),
});

const positiveId = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? value : '');
const amount = (value: string | null) => (value && /^\d{1,6}$/.test(value) ? String(Number(value)) : '');
const isoDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : '');
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values.includes(value as T) ? (value as T) : '');

/** Ids, comma separated: each once, at most `max`. */
const idList = (max: number): TFilterParam<string[]> => ({
  empty: [],
  read: (value) => [...new Set((value ?? '').split(',').map(positiveId).filter(Boolean))].slice(0, max),
  inAddress: (ids) => ids.join(','),
  inQuery: (ids) => ids.join(','),
});

/**
 * Every filter of the catalogue, by its name in the API's query, in the order the address and the
 * query write them. A new filter is one entry here: the page's state, its address and its request
 * follow, and the API's query schema (ZCatalogueQuerySchema) does not compile without the same key.
 */
export const CATALOGUE_FILTER_PARAMS = {
  nationality: text(positiveId),
  gender: text((value) => oneOf(['female', 'male'] as const, value)),
  profession: text(positiveId),
  ageRange: text<string>((value) =>
    oneOf<string>(
      AGE_RANGES.map((range) => range.value),
      value,
    ),
  ),
  /** Available now: can be requested and her 'available from' day, if any, has come. */
  availableOnly: flag('available'),
  religion: text(positiveId),
  maritalStatus: text(positiveId),
  /** Language ids, each one spoken. */
  languages: idList(CATALOGUE_MAX_LANGUAGES),
  /** At least this many years of past jobs ('' for any). */
  experience: text((value) => oneOf(EXPERIENCE_YEARS.map(String), value)),
  workedIn: text((value) => oneOf(GULF_EXPERIENCE, value)),
  salaryMin: text(amount),
  salaryMax: text(amount),
  /** Available by this UAE day (YYYY-MM-DD): her 'available from' day is on or before it. */
  availableBy: text(isoDay),
  hasVideo: flag('video'),
};

export type TCatalogueFilterParam = keyof typeof CATALOGUE_FILTER_PARAMS;
type TCatalogueFilters = { [N in TCatalogueFilterParam]: (typeof CATALOGUE_FILTER_PARAMS)[N]['empty'] };

export type TCatalogueParams = TCatalogueFilters & { sort: TLaborSort; pageNumber: number };

const FILTERS = Object.entries(CATALOGUE_FILTER_PARAMS) as Array<[TCatalogueFilterParam, TFilterParam<unknown>]>;

/** Every filter unchosen, as "Clear filters" empties them. */
export const NO_CATALOGUE_FILTERS = Object.fromEntries(FILTERS.map(([name, param]) => [name, param.empty])) as TCatalogueFilters;

/** Any filter chosen: what "Clear filters" goes back from (the sort is kept). */
export const hasCatalogueFilters = (params: TCatalogueParams): boolean => FILTERS.some(([name, param]) => param.inAddress(params[name]) !== '');

/**
 * The filters live in the address (?nationality=&gender=&profession=&ageRange=&available=1&religion=
 * &maritalStatus=&languages=1,3&experience=3&workedIn=uae&salaryMin=&salaryMax=&availableBy=&video=1
 * &sort=&page=) so a link can be shared; what is not understood is dropped.
 */
export function readCatalogueParams(params: URLSearchParams): TCatalogueParams {
  const sort = params.get('sort') as TLaborSort | null;
  const page = Number(params.get('page'));
  const filters = Object.fromEntries(FILTERS.map(([name, param]) => [name, param.read(params.get(param.addressName ?? name))])) as TCatalogueFilters;
  return {
    ...filters,
    sort: sort && LABOR_SORTS.includes(sort) ? sort : 'latest',
    pageNumber: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's parameters for these filters (the catalogue's page writes them; a shared link reads them back). */
export function catalogueAddress(next: TCatalogueParams): Array<[string, string]> {
  return [
    ...FILTERS.map(([name, param]): [string, string] => [param.addressName ?? name, param.inAddress(next[name])]),
    ['sort', next.sort === 'latest' ? '' : next.sort],
    ['page', next.pageNumber > 1 ? String(next.pageNumber) : ''],
  ];
}

/** The catalogue's API query for one page with the filters. */
export function catalogueQuery(params: TCatalogueParams): URLSearchParams {
  const query = new URLSearchParams({
    sort: params.sort,
    pageNumber: String(params.pageNumber),
    pageSize: String(CATALOGUE_PAGE_SIZE),
  });
  for (const [name, param] of FILTERS) {
    const value = param.inQuery(params[name]);
    if (value) query.set(name, value);
  }
  return query;
}
