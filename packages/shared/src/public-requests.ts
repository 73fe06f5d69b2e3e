import { laborsApiPath, readCatalogueParams, type TCatalogueParams } from './catalogue-params.js';
import { MENU_TYPE_ID } from './constants.js';

/** One call to the API, as the web app makes it and as the server can answer it ahead of time. */
export type TApiRequest = { method: 'GET' | 'POST'; path: string; body?: unknown };

/** The name of a request's answer among the answers the server writes into a page (same string on both sides). */
export const requestKey = ({ method, path, body }: TApiRequest): string =>
  body === undefined ? `${method} ${path}` : `${method} ${path} ${JSON.stringify(body)}`;

export const ARTICLES_PAGE_SIZE = 6;

const get = (path: string): TApiRequest => ({ method: 'GET', path });
const post = (path: string, body: unknown): TApiRequest => ({ method: 'POST', path, body });

/** The public reads of the site: the web app's hooks build their calls with these. */
export const publicRequests = {
  menu: (typeId: number) => post('/api/MuMenuItem/GetByTypeId', { typeId }),
  contactInfo: (langId: number) => get(`/api/ContactInfo/Get?langId=${langId}`),
  page: (uniqueUrl: string, langId: number) => post('/api/PgPage/GetPageByUniqueUrl', { uniqueUrl, langId }),
  homeData: (term: string, langId: number) => get(`/api/PgPage/GetHomeData?langId=${langId}&term=${encodeURIComponent(term)}`),
  articles: (pageNumber: number, langId: number) =>
    post('/api/PgPage/GetAll', { kind: 'article', langId, paginationFilter: { pageNumber, pageSize: ARTICLES_PAGE_SIZE, isPaging: true } }),
  sections: (pageId: number, langId: number) => post('/api/PgSection/GetAllBy', { pageId, langId }),
  settings: (langId: number) => get(`/api/Setting/Get?langId=${langId}`),
  lookup: (list: 'countries' | 'positions') => get(`/api/lookups/${list}`),
  labors: (params: TCatalogueParams) => get(laborsApiPath(params)),
  labor: (id: number) => get(`/api/labors/${id}`),
};

/** The content-service page behind each fixed public path (matched without case, as the router does). */
const CMS_PAGE_OF_PATH: Record<string, string> = { '/': 'home', '/services': 'services', '/articles': 'articles', '/contactus': 'contact', '/apply': 'apply' };

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
  if (cmsPage === 'home') return [...page, r.homeData('home', langId), r.articles(1, langId), ...catalogue];
  return page;
}
