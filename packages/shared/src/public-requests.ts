import type { cmsApi } from './api/cms/index.js';
import type { contentApi } from './api/content.js';
import { routeOf, type TCallInput, type TEndpoint, type TEndpointRoute } from './api/endpoint.js';
import type { laborsApi } from './api/labors.js';
import type { lookupsApi } from './api/lookups.js';
import type { ordersApi } from './api/orders.js';
import { apiPath } from './api/path.js';
import { catalogueQuery, readCatalogueParams, type TCatalogueParams } from './catalogue-params.js';
import { MENU_TYPE_ID } from './constants.js';

/**
 * One call to the API, as the web app makes it and as the server can answer it ahead of time,
 * typed by the endpoint it calls.
 */
export type TApiRequest<E extends TEndpoint = TEndpoint> = { method: 'GET' | 'POST'; path: string; body?: unknown; readonly declared?: E };

/** The name of a request's answer among the answers the server writes into a page (same string on both sides). */
export const requestKey = ({ method, path, body }: TApiRequest): string =>
  body === undefined ? `${method} ${path}` : `${method} ${path} ${JSON.stringify(body)}`;

export const ARTICLES_PAGE_SIZE = 6;

/** A public read with the route and input it was built from, which the web keys its query by. */
export type TPublicRequest<E extends TEndpoint = TEndpoint> = TApiRequest<E> & { readonly route: TEndpointRoute<E>; readonly input: TCallInput<E> };

function requestTo<E extends TEndpoint>(route: TEndpointRoute<E>, input: TCallInput<E>): TPublicRequest<E> {
  const method = route.method as TApiRequest['method'];
  const path = apiPath(route.path, input.params, input.query);
  return input.body === undefined ? { method, path, route, input } : { method, path, body: input.body, route, input };
}

const routes = {
  menu: routeOf<typeof contentApi.menu>('POST', '/api/MuMenuItem/GetByTypeId'),
  contactInfo: routeOf<typeof contentApi.contactInfo>('GET', '/api/ContactInfo/Get'),
  page: routeOf<typeof cmsApi.pageByUrl>('POST', '/api/PgPage/GetPageByUniqueUrl'),
  homeData: routeOf<typeof cmsApi.homeData>('GET', '/api/PgPage/GetHomeData'),
  articles: routeOf<typeof cmsApi.pages>('POST', '/api/PgPage/GetAll'),
  sections: routeOf<typeof cmsApi.sections>('POST', '/api/PgSection/GetAllBy'),
  settings: routeOf<typeof cmsApi.settings>('GET', '/api/Setting/Get'),
  lookup: routeOf<typeof lookupsApi.active>('GET', '/api/lookups/:list'),
  labors: routeOf<typeof laborsApi.catalogue>('GET', '/api/labors'),
  labor: routeOf<typeof laborsApi.get>('GET', '/api/labors/:id'),
  similar: routeOf<typeof laborsApi.similar>('GET', '/api/labors/:id/similar'),
  packages: routeOf<typeof ordersApi.packages>('GET', '/api/packages'),
};

/** The public reads of the site (no zod: public pages build them before their first paint). */
export const publicRequests = {
  menu: (typeId: 8 | 10) => requestTo(routes.menu, { body: { typeId } }),
  contactInfo: (langId: number) => requestTo(routes.contactInfo, { query: { langId } }),
  page: (uniqueUrl: string, langId: number) => requestTo(routes.page, { body: { uniqueUrl, langId } }),
  homeData: (term: string, langId: number) => requestTo(routes.homeData, { query: { langId, term } }),
  articles: (pageNumber: number, langId: number) =>
    requestTo(routes.articles, { body: { kind: 'article', langId, paginationFilter: { pageNumber, pageSize: ARTICLES_PAGE_SIZE, isPaging: true } } }),
  sections: (pageId: number, langId: number) => requestTo(routes.sections, { body: { pageId, langId } }),
  settings: (langId: number) => requestTo(routes.settings, { query: { langId } }),
  lookup: (list: 'countries' | 'positions' | 'religions' | 'maritalStatuses' | 'languages') => requestTo(routes.lookup, { params: { list } }),
  labors: (params: TCatalogueParams) => requestTo(routes.labors, { query: catalogueQuery(params) }),
  labor: (id: number) => requestTo(routes.labor, { params: { id } }),
  similar: (id: number) => requestTo(routes.similar, { params: { id } }),
  packages: () => requestTo(routes.packages, {}),
};

/** The content-service page behind each fixed public path (matched without case, as the router does). */
const CMS_PAGE_OF_PATH: Record<string, string> = {
  '/': 'home',
  '/services': 'services',
  '/articles': 'articles',
  '/contactus': 'contact',
  '/apply': 'apply',
  '/prices': 'prices',
  '/privacy': 'privacy',
  '/terms': 'terms',
};

/** What a public path shows: a content-service page (fixed pages and articles), a worker or the catalogue; null for other paths. */
export type TPublicPage = { cmsPage: string } | { laborId: number } | { catalogue: true } | null;

export function publicPageOf(pathname: string): TPublicPage {
  const lower = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const cmsPage = CMS_PAGE_OF_PATH[lower] ?? /^\/newsdetails\/([a-z0-9][a-z0-9-]*)$/.exec(lower)?.[1];
  if (cmsPage) return { cmsPage };
  if (lower === '/workers') return { catalogue: true };
  const laborId = /^\/labordetails\/([1-9]\d{0,8})$/.exec(lower)?.[1];
  return laborId ? { laborId: Number(laborId) } : null;
}

/** A list's page in the address (?page=): a whole number above 1, or the first page. */
export function pageOfList(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * What a public page reads before it can paint: the server answers these inside the page's HTML, so
 * the first paint waits for no API call. The web app asks for the same calls; any it asks for
 * differently is simply fetched.
 */
export function firstPaintRequests(pathname: string, search: URLSearchParams, langId: number): TApiRequest[] {
  const r = publicRequests;
  // Site Settings are layout too: the footer, the hero and the WhatsApp links read them.
  const layout = [r.menu(MENU_TYPE_ID.main), r.menu(MENU_TYPE_ID.footer), r.contactInfo(langId), r.settings(langId)];
  const shown = publicPageOf(pathname);
  if (!shown) return layout;
  if ('laborId' in shown) return [...layout, r.labor(shown.laborId)];
  const catalogue = [r.lookup('countries'), r.lookup('positions'), r.labors(readCatalogueParams(search))];
  if ('catalogue' in shown) return [...layout, ...catalogue];
  const { cmsPage } = shown;
  const page = [...layout, r.page(cmsPage, langId)];
  // The home page says what the packages cost (under "How hiring works"), so their prices come with it.
  if (cmsPage === 'home') return [...page, r.homeData('home', langId), r.articles(1, langId), r.packages(), ...catalogue];
  if (cmsPage === 'prices') return [...page, r.packages()];
  // The list's page from the address, as the articles page reads it (?page=).
  if (cmsPage === 'articles') return [...page, r.articles(pageOfList(search), langId)];
  return page;
}
