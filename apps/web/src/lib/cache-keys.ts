/**
 * The browser cache's keys (SPEC.md section 9) and the clearing rules that go with them. It imports
 * nothing, so the language switch can clear the menu caches without reaching the API client.
 */
export const cacheKeys = {
  menu: (languageId: number) => `cachedMenu-${languageId}`,
  url: (languageId: number) => `cachedUrl-${languageId}`,
  footer: (languageId: number) => `cachedFooter-${languageId}`,
  homeData: (term: string, languageId: number) => `homeData-${term}-${languageId}`,
  sections: (pageId: number) => `sections-${pageId}`,
  section: (id: number, languageId: number) => `section-${id}-${languageId}`,
  phone: (languageId: number) => `phone-${languageId}`,
};

const MENU_KEY_PREFIXES = ['cachedMenu-', 'cachedUrl-', 'cachedFooter-'];

function removeKeysWithPrefix(storage: Storage, prefixes: string[]): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) {
    if (key !== null && prefixes.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
  }
}

/** On a page reload the cached menu, url and footer entries of every language are dropped. */
export function clearOnReload(storage: Storage, navigationType: string | undefined): void {
  if (navigationType === 'reload') removeKeysWithPrefix(storage, MENU_KEY_PREFIXES);
}

export function currentNavigationType(): string | undefined {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type;
}

/** When the language changes, the previous language's menu caches go, and the sections caches. */
export function clearMenuCaches(storage: Storage, languageId: number): void {
  for (const key of [cacheKeys.menu(languageId), cacheKeys.url(languageId), cacheKeys.footer(languageId)]) {
    storage.removeItem(key);
  }
  // sections-{pageId} names no language (SPEC.md section 9): kept, it would show the old language's
  // section titles first on the new language's pages.
  const sectionKeys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key) => key?.startsWith('sections-'));
  for (const key of sectionKeys) storage.removeItem(key!);
}
