import type { TCatalogueParams } from '@app/shared';

export { CATALOGUE_PAGE_SIZE, readCatalogueParams, type TCatalogueParams, type TLaborSort } from '@app/shared';

/** Writes the catalogue's filters into the page's query string, keeping any other parameter. */
export function writeCatalogueParams(current: URLSearchParams, next: TCatalogueParams): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (key: string, value: string) => (value ? params.set(key, value) : params.delete(key));
  set('nationality', next.nationality);
  set('gender', next.gender);
  set('profession', next.profession);
  set('ageRange', next.ageRange);
  set('available', next.availableOnly ? '1' : '');
  set('sort', next.sort === 'latest' ? '' : next.sort);
  set('page', next.pageNumber > 1 ? String(next.pageNumber) : '');
  return params;
}

export function whatsAppEnquiryHref(whatsAppNumber: string, text: string): string {
  return `https://wa.me/${whatsAppNumber.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
