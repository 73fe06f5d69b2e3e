import { AGE_RANGES, LABOR_SORTS } from '@app/shared';

export const CATALOGUE_PAGE_SIZE = 12;

export type TLaborSort = (typeof LABOR_SORTS)[number];

export type TCatalogueParams = {
  nationality: string;
  gender: '' | 'female' | 'male';
  profession: string;
  ageRange: string;
  sort: TLaborSort;
  pageNumber: number;
};

const positiveId = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? value : '');

/** The filters live in the address (?nationality=&gender=&profession=&ageRange=&sort=&page=) so a link can be shared. */
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
    sort: sort && LABOR_SORTS.includes(sort) ? sort : 'latest',
    pageNumber: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the catalogue's filters into the page's query string, keeping any other parameter. */
export function writeCatalogueParams(current: URLSearchParams, next: TCatalogueParams): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (key: string, value: string) => (value ? params.set(key, value) : params.delete(key));
  set('nationality', next.nationality);
  set('gender', next.gender);
  set('profession', next.profession);
  set('ageRange', next.ageRange);
  set('sort', next.sort === 'latest' ? '' : next.sort);
  set('page', next.pageNumber > 1 ? String(next.pageNumber) : '');
  return params;
}

export function laborsApiPath(params: TCatalogueParams): string {
  const query = new URLSearchParams({
    sort: params.sort,
    pageNumber: String(params.pageNumber),
    pageSize: String(CATALOGUE_PAGE_SIZE),
  });
  if (params.nationality) query.set('nationality', params.nationality);
  if (params.gender) query.set('gender', params.gender);
  if (params.profession) query.set('profession', params.profession);
  if (params.ageRange) query.set('ageRange', params.ageRange);
  return `/api/labors?${query}`;
}

export const mediaUrl = (name: string) => `/media/${encodeURIComponent(name)}`;

/** The Arabic variant when reading Arabic and one exists. */
export const localName = (item: { name: string; nameAr: string }, isArabic: boolean) =>
  isArabic && item.nameAr.trim() ? item.nameAr : item.name;

/** Amounts in the reader's locale, with Western digits as in the rest of the site. */
export const formatAmount = (amount: number, isArabic: boolean) =>
  new Intl.NumberFormat(isArabic ? 'ar-AE-u-nu-latn' : 'en-AE').format(amount);

export function whatsAppEnquiryHref(whatsAppNumber: string, text: string): string {
  return `https://wa.me/${whatsAppNumber.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
