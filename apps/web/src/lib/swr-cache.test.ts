import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, DIRECTION_KEY, LANGUAGE_ID_KEY } from './language';
import { MemoryStorage } from '../test-support/memory-storage';
import { cacheKeys, clearOnReload } from './cache-keys';
import { cachedFetch } from './swr-cache';

/** Lets the background refresh (a chain of resolved promises) run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('cachedFetch', () => {
  it('returns the cached copy at once, before the refresh resolves', async () => {
    const storage = new MemoryStorage({ 'cachedMenu-2': JSON.stringify(['cached']) });
    const fetcher = vi.fn(() => new Promise<string[]>(() => {}));

    const result = await cachedFetch('cachedMenu-2', fetcher, { storage });

    expect(result).toEqual(['cached']);
    expect(fetcher).toHaveBeenCalledOnce();
  });

  it('replaces the cached copy and calls onFresh when the fresh data differs', async () => {
    const storage = new MemoryStorage({ 'phone-2': JSON.stringify({ number: 'old' }) });
    const onFresh = vi.fn();

    await cachedFetch('phone-2', async () => ({ number: 'new' }), { storage, onFresh });
    await settle();

    expect(onFresh).toHaveBeenCalledWith({ number: 'new' });
    expect(JSON.parse(storage.getItem('phone-2')!)).toEqual({ number: 'new' });
  });

  it('keeps the cached copy and stays quiet when the fresh data is the same', async () => {
    const stored = JSON.stringify({ number: 'same' });
    const storage = new MemoryStorage({ 'phone-2': stored });
    const setItem = vi.spyOn(storage, 'setItem');
    const onFresh = vi.fn();

    await cachedFetch('phone-2', async () => ({ number: 'same' }), { storage, onFresh });
    await settle();

    expect(onFresh).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
    expect(storage.getItem('phone-2')).toBe(stored);
  });

  it('keeps the cached copy when the background refresh fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = new MemoryStorage({ 'phone-2': '"cached"' });
    const onFresh = vi.fn();

    const result = await cachedFetch('phone-2', () => Promise.reject(new Error('offline')), { storage, onFresh });
    await settle();

    expect(result).toBe('cached');
    expect(onFresh).not.toHaveBeenCalled();
    expect(storage.getItem('phone-2')).toBe('"cached"');
  });

  it('fetches and stores when nothing is cached', async () => {
    const storage = new MemoryStorage();

    const result = await cachedFetch('cachedFooter-1', async () => [{ id: 1 }], { storage });

    expect(result).toEqual([{ id: 1 }]);
    expect(storage.getItem('cachedFooter-1')).toBe('[{"id":1}]');
  });

  it('logs a failure, returns null and stores nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = new MemoryStorage();

    const result = await cachedFetch('cachedMenu-2', () => Promise.reject(new Error('offline')), { storage });

    expect(result).toBeNull();
    expect(storage.length).toBe(0);
    expect(log).toHaveBeenCalledOnce();
  });

  it('drops a cached copy of the wrong shape and fetches instead', async () => {
    const storage = new MemoryStorage({ 'phone-2': '"kept"' });
    const isContactInfo = (value: unknown): value is { branchs: unknown[] } =>
      typeof value === 'object' && value !== null && Array.isArray((value as { branchs?: unknown }).branchs);

    const result = await cachedFetch('phone-2', async () => ({ branchs: [] }), { storage, isValid: isContactInfo });

    expect(result).toEqual({ branchs: [] });
    expect(storage.getItem('phone-2')).toBe('{"branchs":[]}');
  });

  it('treats an unreadable cached copy as missing', async () => {
    const storage = new MemoryStorage({ 'cachedMenu-2': '{not json' });

    const result = await cachedFetch('cachedMenu-2', async () => ['fresh'], { storage });

    expect(result).toEqual(['fresh']);
    expect(storage.getItem('cachedMenu-2')).toBe('["fresh"]');
  });
});

describe('cache keys', () => {
  it('follow the names of SPEC.md section 9', () => {
    expect(cacheKeys.menu(1)).toBe('cachedMenu-1');
    expect(cacheKeys.url(2)).toBe('cachedUrl-2');
    expect(cacheKeys.footer(2)).toBe('cachedFooter-2');
    expect(cacheKeys.homeData('home', 2)).toBe('homeData-home-2');
    expect(cacheKeys.sections(7)).toBe('sections-7');
    expect(cacheKeys.section(3, 1)).toBe('section-3-1');
    expect(cacheKeys.phone(1)).toBe('phone-1');
  });
});

const everyKindOfEntry = () =>
  new MemoryStorage({
    'cachedMenu-1': '[]',
    'cachedMenu-2': '[]',
    'cachedUrl-1': '{}',
    'cachedUrl-2': '{}',
    'cachedFooter-1': '[]',
    'cachedFooter-2': '[]',
    'homeData-home-2': '{}',
    'sections-4': '[]',
    'section-3-2': '{}',
    'phone-2': '{}',
    languageId: '2',
    token: 'abc',
  });

describe('clearOnReload', () => {
  it('removes only the menu, url and footer entries on a reload', () => {
    const storage = everyKindOfEntry();

    clearOnReload(storage, 'reload');

    expect(storage.keys().sort()).toEqual(['homeData-home-2', 'languageId', 'phone-2', 'section-3-2', 'sections-4', 'token'].sort());
  });

  it.each(['navigate', 'back_forward', undefined])('keeps everything on a %s load', (navigationType) => {
    const storage = everyKindOfEntry();

    clearOnReload(storage, navigationType);

    expect(storage.length).toBe(12);
  });
});

describe('changeLanguage', () => {
  it("stores id and direction, sets the document language, clears the old language's menu caches and reloads", () => {
    const storage = everyKindOfEntry();
    const root = { lang: 'en', dir: 'ltr' } as HTMLElement;
    const reload = vi.fn();
    const cookies = { cookie: '' };

    changeLanguage(1, { storage, root, cookies, reload });

    // The server learns the choice from a cookie, so the reloaded page comes in Arabic.
    expect(cookies.cookie).toMatch(/^languageId=1; path=\/; max-age=\d+; samesite=lax$/);
    expect(storage.getItem(LANGUAGE_ID_KEY)).toBe('1');
    expect(storage.getItem(DIRECTION_KEY)).toBe('rtl');
    expect(root).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(storage.getItem('cachedMenu-2')).toBeNull();
    expect(storage.getItem('cachedUrl-2')).toBeNull();
    expect(storage.getItem('cachedFooter-2')).toBeNull();
    expect(storage.getItem('cachedMenu-1')).toBe('[]');
    expect(storage.getItem('phone-2')).toBe('{}');
    // sections-{pageId} has no language in its key: the new language's pages must not show it first.
    expect(storage.getItem('sections-4')).toBeNull();
    expect(storage.getItem('section-3-2')).toBe('{}');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('treats any id other than 1 as English, left to right', () => {
    const storage = new MemoryStorage({ languageId: '1', 'cachedMenu-1': '[]' });
    const root = { lang: 'ar', dir: 'rtl' } as HTMLElement;

    changeLanguage(5, { storage, root, cookies: { cookie: '' }, reload: () => {} });

    expect(storage.getItem(DIRECTION_KEY)).toBe('ltr');
    expect(root).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(storage.getItem('cachedMenu-1')).toBeNull();
  });
});
