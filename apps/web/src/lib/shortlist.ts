import { SHORTLIST_MAX, siteRoutes, type TShortlist, type TUser } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api, ApiError } from './api-client';
import { keyOf, taggedRoute, useEndpoint } from './endpoint-query';
import { t } from './i18n';
import { notifyApiError } from './notify';
import { useCurrentUser } from './session/current-user';

// The heart is on the catalogue's cards and the worker's page, before their first paint: the
// endpoints by route alone, without zod (decision 012).
const routes = siteRoutes.shortlist;

export const SHORTLIST_STORAGE_KEY = 'shortlist';

/**
 * The browser's copy: a visitor's list (owner null), or the mirror of a signed-in client's account
 * (owner her id). Only a visitor's list is merged into an account; after signing out, the mirror
 * is not shown, so the next person on this browser does not see or inherit it.
 */
type TStoredShortlist = { owner: number | null; ids: number[] };

const EMPTY: TStoredShortlist = { owner: null, ids: [] };
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

function parse(text: string | null): TStoredShortlist {
  try {
    const value = JSON.parse(text ?? '') as Partial<TStoredShortlist>;
    const ids = Array.isArray(value.ids) ? [...new Set(value.ids.filter(isId))].slice(0, SHORTLIST_MAX) : [];
    return { owner: isId(value.owner) ? value.owner : null, ids };
  } catch {
    return EMPTY;
  }
}

const listeners = new Set<() => void>();
let snapshot: { text: string | null; value: TStoredShortlist } = { text: null, value: EMPTY };

export function readStoredShortlist(): TStoredShortlist {
  const text = window.localStorage.getItem(SHORTLIST_STORAGE_KEY);
  if (text !== snapshot.text) snapshot = { text, value: parse(text) };
  return snapshot.value;
}

function store(value: TStoredShortlist) {
  window.localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(value));
  listeners.forEach((listener) => listener());
}

/** Changes here and in the browser's other tabs. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SHORTLIST_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// The server, and the browser's first render over its markup, show no shortlist: public pages are the same for everyone.
const useStoredShortlist = () => useSyncExternalStore(subscribe, readStoredShortlist, () => EMPTY);

/** The account's list is whoever is signed in (another may sign in in another tab): its key names her. */
const accountKeyOf = (userId: number) => [...keyOf(taggedRoute(routes.list, 'shortlist')), userId] as const;

/**
 * The account's list: the first read after signing in (or registering) merges a visitor's list
 * from this browser, which from then on mirrors the account. Merging twice changes nothing.
 */
async function readAccountShortlist(userId: number): Promise<TShortlist> {
  const stored = readStoredShortlist();
  const shortlist =
    stored.owner === null && stored.ids.length > 0 ? await api.call(routes.merge, { body: { laborIds: stored.ids } }) : await api.call(routes.list);
  store({ owner: userId, ids: shortlist.laborIds });
  return shortlist;
}

/** Who keeps the shortlist: a visitor (in this browser), a client (in her account), or no one (staff). */
type TKeeper = { kind: 'unknown' } | { kind: 'visitor' } | { kind: 'client'; userId: number } | { kind: 'staff' };

function keeperOf(user: TUser | null | undefined): TKeeper {
  if (user === undefined) return { kind: 'unknown' };
  if (user === null) return { kind: 'visitor' };
  return user.role === 'client' ? { kind: 'client', userId: user.id } : { kind: 'staff' };
}

function useAccountShortlist(keeper: TKeeper) {
  const userId = keeper.kind === 'client' ? keeper.userId : 0;
  return useQuery({
    queryKey: accountKeyOf(userId),
    queryFn: () => readAccountShortlist(userId),
    enabled: keeper.kind === 'client',
    staleTime: 60_000,
  });
}

/** The ids on the shortlist of whoever uses this browser, and whether they may keep one. */
export function useShortlistIds() {
  const keeper = keeperOf(useCurrentUser().data);
  const stored = useStoredShortlist();
  const account = useAccountShortlist(keeper);
  const ids =
    keeper.kind === 'visitor' && stored.owner === null
      ? stored.ids
      : keeper.kind === 'client'
        ? (account.data?.laborIds ?? (stored.owner === keeper.userId ? stored.ids : []))
        : [];
  return { keeper, ids, account };
}

/** Adds or removes a worker: in the browser for a visitor, in the account (and its mirror here) for a client. */
export function useToggleShortlisted() {
  const queryClient = useQueryClient();
  const { keeper } = useShortlistIds();
  const change = useMutation({
    mutationFn: ({ id, keep }: { id: number; keep: boolean }) =>
      keep ? api.call(routes.add, { params: { id } }) : api.call(routes.remove, { params: { id } }),
    onSuccess: (shortlist) => {
      if (keeper.kind !== 'client') return;
      queryClient.setQueryData(accountKeyOf(keeper.userId), shortlist);
      store({ owner: keeper.userId, ids: shortlist.laborIds });
    },
  });
  return (id: number, keep: boolean) => {
    if (keeper.kind === 'client') return change.mutate({ id, keep });
    if (keeper.kind !== 'visitor') return;
    const current = readStoredShortlist();
    const ids = current.owner === null ? current.ids : [];
    if (keep && !ids.includes(id) && ids.length >= SHORTLIST_MAX) {
      notifyApiError(new ApiError(422, 'shortlist.full', t('shortlist.full', { max: SHORTLIST_MAX })));
      return;
    }
    store({ owner: null, ids: keep ? [...ids.filter((kept) => kept !== id), id] : ids.filter((kept) => kept !== id) });
  };
}

/**
 * The shortlisted workers to compare: the account's, or the catalogue's answer for the visitor's ids
 * (while a removal is read again, the answer already without her). `settled` is false while an
 * answer for other ids is shown, when an id without its worker is not yet one gone.
 */
export function useShortlist() {
  const { keeper, ids, account } = useShortlistIds();
  const visitor = useEndpoint(
    taggedRoute(routes.workers, 'shortlist'),
    { query: { ids: ids.join(',') } },
    {
      enabled: keeper.kind === 'visitor' && ids.length > 0,
      staleTime: 60_000,
      // The list stays on screen while a removal is read again.
      placeholderData: keepPreviousData,
    },
  );
  if (keeper.kind === 'client') return { keeper, shortlist: account.data, settled: true, isError: account.isError };
  if (keeper.kind !== 'visitor') return { keeper, shortlist: undefined, settled: true, isError: false };
  if (ids.length === 0) return { keeper, shortlist: { laborIds: [], workers: [] }, settled: true, isError: false };
  const workers = visitor.data?.workers.filter((worker) => ids.includes(worker.id));
  return { keeper, shortlist: workers && { laborIds: ids, workers }, settled: !visitor.isPlaceholderData, isError: visitor.isError };
}
