import { catalogueAddress, type TCatalogueParams } from '@app/shared';

export { CATALOGUE_PAGE_SIZE, readCatalogueParams, type TCatalogueParams, type TLaborSort } from '@app/shared';

/** Writes the catalogue's filters into the page's query string, keeping any other parameter. */
export function writeCatalogueParams(current: URLSearchParams, next: TCatalogueParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const [key, value] of catalogueAddress(next)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  return params;
}

export function whatsAppEnquiryHref(whatsAppNumber: string, text: string): string {
  return `https://wa.me/${whatsAppNumber.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
