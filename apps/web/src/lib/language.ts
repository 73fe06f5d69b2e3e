import { DEFAULT_LANGUAGE_ID, acceptLanguageOf, languageCookie, directionOf, languageIdOf, localeFromAcceptLanguage, localeOf } from '@app/shared';
import { clearMenuCaches } from './cache-keys';
import { renderScope } from './render-scope';

/** localStorage keys of the client-side language state (SPEC.md section 4). */
export const LANGUAGE_ID_KEY = 'languageId';
export const DIRECTION_KEY = 'direction';

/** The stored language as 1 (Arabic) or 2 (English): any other stored value means English. */
export function readLanguageId(storage: Storage = window.localStorage): number {
  const stored = storage.getItem(LANGUAGE_ID_KEY);
  return stored === null ? DEFAULT_LANGUAGE_ID : languageIdOf(localeOf(Number(stored)));
}

/** The language the browser asks for (navigator.languages, as Accept-Language): any Arabic first choice means Arabic. */
export const browserLanguageId = (languages: readonly string[]): number => languageIdOf(localeFromAcceptLanguage(languages[0]));

/**
 * The language a page opens in: a ?lang= in its address (kept as the visitor's choice), else the
 * choice saved before, else the browser's language: the server reads the same three (seo-routes.ts).
 */
export function pageLanguageOf(search: string, storage: Storage, languages: readonly string[]): number {
  adoptLanguageFromUrl(search, storage);
  return storage.getItem(LANGUAGE_ID_KEY) === null ? browserLanguageId(languages) : readLanguageId(storage);
}

let pageLanguageId: number | undefined;

/**
 * The language of this page load. Changing the language reloads the page, so it is read once:
 * a switch made in another tab must not mix languages inside this one. The first to ask may be a
 * page's code loading as the router starts, before main.tsx runs: the address is read here.
 */
export function currentLanguageId(): number {
  const scope = renderScope();
  if (scope) return languageIdOf(scope.locale);
  pageLanguageId ??= pageLanguageOf(window.location?.search ?? '', window.localStorage, globalThis.navigator?.languages ?? []);
  return pageLanguageId;
}

export const currentAcceptLanguage = (): string => acceptLanguageOf(currentLanguageId());

export function applyDocumentLanguage(languageId: number, root: HTMLElement = document.documentElement): void {
  root.lang = localeOf(languageId);
  root.dir = directionOf(languageId);
}

/** The language in a cookie too, so the server sends the next page in it (its lang, dir and first data). */
export function rememberLanguageForServer(
  languageId: number,
  cookies: Pick<Document, 'cookie'> = document,
  secure = globalThis.location?.protocol === 'https:',
): void {
  cookies.cookie = languageCookie(languageId, secure);
}

type TLanguageEnvironment = {
  storage: Storage;
  root: HTMLElement;
  cookies: Pick<Document, 'cookie'>;
  reload: () => void;
};

/** The address without its ?lang= (which would otherwise win over the choice just made), or null when it has none. */
export function addressWithoutLanguage(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('lang')) return null;
  url.searchParams.delete('lang');
  return url.toString();
}

function reloadInChosenLanguage() {
  const address = addressWithoutLanguage(window.location.href);
  if (address) window.location.replace(address);
  else window.location.reload();
}

const browserEnvironment = (): TLanguageEnvironment => ({
  storage: window.localStorage,
  root: document.documentElement,
  cookies: document,
  reload: reloadInChosenLanguage,
});

export function changeLanguage(languageId: number, env: TLanguageEnvironment = browserEnvironment()): void {
  const previousLanguageId = readLanguageId(env.storage);
  env.storage.setItem(LANGUAGE_ID_KEY, String(languageId));
  env.storage.setItem(DIRECTION_KEY, directionOf(languageId));
  rememberLanguageForServer(languageId, env.cookies);
  applyDocumentLanguage(languageId, env.root);
  clearMenuCaches(env.storage, previousLanguageId);
  env.reload();
}

/**
 * A link with ?lang=ar or ?lang=en (what the sitemap and hreflang give crawlers and shared links)
 * opens the page in that language, kept as the visitor's choice.
 */
export function adoptLanguageFromUrl(search: string, storage: Storage = window.localStorage): void {
  const lang = new URLSearchParams(search).get('lang');
  if (lang !== 'ar' && lang !== 'en') return;
  const languageId = languageIdOf(lang);
  const previousLanguageId = readLanguageId(storage);
  storage.setItem(LANGUAGE_ID_KEY, String(languageId));
  storage.setItem(DIRECTION_KEY, directionOf(languageId));
  if (previousLanguageId !== languageId) clearMenuCaches(storage, previousLanguageId);
}
