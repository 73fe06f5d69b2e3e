import { AGE_RANGES, LABOR_SORTS } from './constants.js';
import { EXPERIENCE_YEARS, GULF_EXPERIENCE, type TGulfExperience } from './experience.js';

export const CATALOGUE_PAGE_SIZE = 12;
/** At most this many languages asked for at once (a worker must speak each). */
export const CATALOGUE_MAX_LANGUAGES = 5;

export type TLaborSort = (typeof LABOR_SORTS)[number];

export type TCatalogueParams = {
  nationality: string;
  gender: '' | 'female' | 'male';
  profession: string;
  ageRange: string;
  /** Available now: can be requested and her 'available from' day, if any, has come. */
  availableOnly: boolean;
  religion: string;
  maritalStatus: string;
  /** Language ids, each one spoken. */
  languages: string[];
  /** At least this many years of past jobs ('' for any). */
  experience: string;
  workedIn: '' | TGulfExperience;
  salaryMin: string;
  salaryMax: string;
  /** Available by this UAE day (YYYY-MM-DD): her 'available from' day is on or before it. */
  availableBy: string;
  hasVideo: boolean;
  sort: TLaborSort;
  pageNumber: number;
};

/** The filters beyond the spec's four, as "Clear filters" empties them. */
export const NO_CATALOGUE_FILTERS = {
  nationality: '',
  gender: '',
  profession: '',
  ageRange: '',
  availableOnly: false,
  religion: '',
  maritalStatus: '',
  languages: [],
  experience: '',
  workedIn: '',
  salaryMin: '',
  salaryMax: '',
  availableBy: '',
  hasVideo: false,
} satisfies Omit<TCatalogueParams, 'sort' | 'pageNumber'>;

/** Any filter chosen: what "Clear filters" goes back from (the sort is kept). */
export const hasCatalogueFilters = (params: TCatalogueParams): boolean =>
  Object.entries(NO_CATALOGUE_FILTERS).some(([key, empty]) => {
    const value = params[key as keyof typeof NO_CATALOGUE_FILTERS];
    return Array.isArray(value) ? value.length > 0 : value !== empty;
  });

const positiveId = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? value : '');
const amount = (value: string | null) => (value && /^\d{1,6}$/.test(value) ? String(Number(value)) : '');
const isoDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : '');
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values.includes(value as T) ? (value as T) : '');

/**
 * The filters live in the address (?nationality=&gender=&profession=&ageRange=&available=1&religion=
 * &maritalStatus=&languages=1,3&experience=3&workedIn=uae&salaryMin=&salaryMax=&availableBy=&video=1
 * &sort=&page=) so a link can be shared; what is not understood is dropped.
 */
export function readCatalogueParams(params: URLSearchParams): TCatalogueParams {
  const sort = params.get('sort') as TLaborSort | null;
  const page = Number(params.get('page'));
  const languages = (params.get('languages') ?? '').split(',').map(positiveId).filter(Boolean);
  return {
    nationality: positiveId(params.get('nationality')),
    gender: oneOf(['female', 'male'], params.get('gender')),
    profession: positiveId(params.get('profession')),
    ageRange: oneOf(
      AGE_RANGES.map((range) => range.value),
      params.get('ageRange'),
    ),
    availableOnly: params.get('available') === '1',
    religion: positiveId(params.get('religion')),
    maritalStatus: positiveId(params.get('maritalStatus')),
    languages: [...new Set(languages)].slice(0, CATALOGUE_MAX_LANGUAGES),
    experience: oneOf(EXPERIENCE_YEARS.map(String), params.get('experience')),
    workedIn: oneOf(GULF_EXPERIENCE, params.get('workedIn')),
    salaryMin: amount(params.get('salaryMin')),
    salaryMax: amount(params.get('salaryMax')),
    availableBy: isoDay(params.get('availableBy')),
    hasVideo: params.get('video') === '1',
    sort: sort && LABOR_SORTS.includes(sort) ? sort : 'latest',
    pageNumber: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's parameters for these filters (the catalogue's page writes them; a shared link reads them back). */
export function catalogueAddress(next: TCatalogueParams): Array<[string, string]> {
  return [
    ['nationality', next.nationality],
    ['gender', next.gender],
    ['profession', next.profession],
    ['ageRange', next.ageRange],
    ['available', next.availableOnly ? '1' : ''],
    ['religion', next.religion],
    ['maritalStatus', next.maritalStatus],
    ['languages', next.languages.join(',')],
    ['experience', next.experience],
    ['workedIn', next.workedIn],
    ['salaryMin', next.salaryMin],
    ['salaryMax', next.salaryMax],
    ['availableBy', next.availableBy],
    ['video', next.hasVideo ? '1' : ''],
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
  const set = (key: string, value: string) => {
    if (value) query.set(key, value);
  };
  set('nationality', params.nationality);
  set('gender', params.gender);
  set('profession', params.profession);
  set('ageRange', params.ageRange);
  set('availableOnly', params.availableOnly ? 'true' : '');
  set('religion', params.religion);
  set('maritalStatus', params.maritalStatus);
  set('languages', params.languages.join(','));
  set('experience', params.experience);
  set('workedIn', params.workedIn);
  set('salaryMin', params.salaryMin);
  set('salaryMax', params.salaryMax);
  set('availableBy', params.availableBy);
  set('hasVideo', params.hasVideo ? 'true' : '');
  return query;
}
