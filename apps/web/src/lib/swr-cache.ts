import type { TApiRequest, TEndpoint, TResponseOf } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { firstPaintAnswer, PAGE_LOADED_AT } from './first-paint';
import { renderScope, rendersAsServer } from './render-scope';

/** Storage is untrusted input (another release may have written another shape): each kind says what it accepts. */
export type TShapeCheck<T> = (value: unknown) => value is T;

type TCachedFetchOptions<T> = {
  storage?: Storage;
  isValid?: TShapeCheck<T>;
  /** Called after a background refresh brought data that differs from the cached copy. */
  onFresh?: (fresh: T) => void;
};

const anyJson = <T>(_value: unknown): _value is T => true;

function readCached<T>(storage: Storage, key: string, isValid: TShapeCheck<T>): T | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (isValid(value)) return value;
  } catch {
    // An unreadable copy is dropped like a misshapen one.
  }
  storage.removeItem(key);
  return undefined;
}

/**
 * Stale-while-revalidate (SPEC.md section 4): a cached copy is returned at once and refreshed in the
 * background; without one the data is fetched and stored. Failures are logged and give null.
 */
export async function cachedFetch<T>(
  key: string,
  fetcher: () => Promise<T>,
  { storage = window.localStorage, isValid = anyJson, onFresh }: TCachedFetchOptions<T> = {},
): Promise<T | null> {
  const cached = readCached(storage, key, isValid);
  if (cached !== undefined) {
    void refreshInBackground(key, fetcher, storage, onFresh);
    return cached;
  }
  try {
    const fresh = await fetcher();
    storage.setItem(key, JSON.stringify(fresh));
    return fresh;
  } catch (error) {
    console.error(`Fetching ${key} failed`, error);
    return null;
  }
}

async function refreshInBackground<T>(key: string, fetcher: () => Promise<T>, storage: Storage, onFresh: ((fresh: T) => void) | undefined): Promise<void> {
  try {
    const fresh = await fetcher();
    const json = JSON.stringify(fresh);
    if (json === storage.getItem(key)) return;
    storage.setItem(key, json);
    onFresh?.(fresh);
  } catch (error) {
    console.error(`Refreshing ${key} failed`, error);
  }
}

/** A query kept fresh for this long is not refetched when another component mounts with the same key. */
const CACHED_QUERY_STALE_MS = 5 * 60_000;

/**
 * TanStack Query over cachedFetch: renders the server's answer in the page or the stored copy at
 * once, swaps in fresh data when it differs. A null request reads as null (nothing to ask yet).
 */
export function useCachedQuery<E extends TEndpoint>(key: string, request: TApiRequest<E> | null, isValid: TShapeCheck<TResponseOf<E>>) {
  const queryClient = useQueryClient();
  const queryKey = ['cached', key];
  const pageAnswer: unknown = request ? firstPaintAnswer(request) : undefined;
  const fromPage = pageAnswer !== undefined && isValid(pageAnswer);
  return useQuery<TResponseOf<E> | null>({
    queryKey,
    queryFn: () => (request ? cachedFetch(key, () => api.read(request), { isValid, onFresh: (fresh) => queryClient.setQueryData(queryKey, fresh) }) : null),
    // The page's own answer is kept under the cache key too, as a fetched one would be.
    // A render of the server's markup shows what the server had: the page's answer, never a stored copy.
    initialData: () =>
      fromPage ? storeCopy(key, pageAnswer as TResponseOf<E>) : rendersAsServer() ? undefined : readCached(window.localStorage, key, isValid),
    // A stored copy counts as stale so the first mount still runs the background refresh; the page's own answer is fresh.
    initialDataUpdatedAt: fromPage ? PAGE_LOADED_AT : 0,
    staleTime: CACHED_QUERY_STALE_MS,
  });
}

function storeCopy<T>(key: string, value: T): T {
  if (!renderScope()) window.localStorage.setItem(key, JSON.stringify(value));
  return value;
}
