import { AGE_RANGES, LABOR_SORTS } from './constants.js';

export const CATALOGUE_PAGE_SIZE = 12;

export type TLaborSort = (typeof LABOR_SORTS)[number];

export type TCatalogueParams = {
  nationality: string;
  gender: '' | 'female' | 'male';
  profession: string;
  ageRange: string;
  availableOnly: boolean;
  sort: TLaborSort;
  pageNumber: number;
};

/** No filter chosen: what "Clear filters" goes back to (the sort is kept). */
export const hasCatalogueFilters = (params: TCatalogueParams): boolean =>
  Boolean(params.nationality || params.gender || params.profession || params.ageRange || params.availableOnly);

const positiveId = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? value : '');

/** The filters live in the address (?nationality=&gender=&profession=&ageRange=&available=1&sort=&page=) so a link can be shared. */
export function readCatalogueParams(params: URLSearchParams): TCatalogueParams {
  const gender = params.get('gender');
  const ageRange = params.get('ageRange') ?? '';
  const sort = params.get('sort') as TLaborSort | null;
  const page = Number(params.get('page'));
  return {
    nationality: positiveId(params.get('nationality')),
    gender: gender === 'female' || gender === 'male' ? gender : '',
    profession: positiveId(params.get('profession')),
    ageRange: AGE_RANGES.some((range) => range.value === ageRange) ? ageRange : '',
    availableOnly: params.get('available') === '1',
    sort: sort && LABOR_SORTS.includes(sort) ? sort : 'latest',
    pageNumber: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The catalogue's API query for one page with the filters. */
export function catalogueQuery(params: TCatalogueParams): URLSearchParams {
  const query = new URLSearchParams({
    sort: params.sort,
    pageNumber: String(params.pageNumber),
    pageSize: String(CATALOGUE_PAGE_SIZE),
  });
  if (params.nationality) query.set('nationality', params.nationality);
  if (params.gender) query.set('gender', params.gender);
  if (params.profession) query.set('profession', params.profession);
  if (params.ageRange) query.set('ageRange', params.ageRange);
  if (params.availableOnly) query.set('availableOnly', 'true');
  return query;
}
