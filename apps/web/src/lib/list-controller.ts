import { pageOfList, type TPage } from '@app/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** What a list shows, as the address keeps it: its filters (the sort among them when the list sorts) and its page. */
export type TListState<K extends string> = { filters: Record<K, string>; pageNumber: number };

export function readListState<K extends string>(params: URLSearchParams, filterKeys: readonly K[]): TListState<K> {
  const filters = Object.fromEntries(filterKeys.map((key) => [key, params.get(key)?.trim() ?? ''])) as Record<K, string>;
  return { filters, pageNumber: pageOfList(params) };
}

/** The address of a list's state: non-empty filters in the list's order, then the page when past the first. */
export function listStateToSearch<K extends string>({ filters, pageNumber }: TListState<K>, filterKeys: readonly K[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) if (filters[key]) params.set(key, filters[key]);
  if (pageNumber > 1) params.set('page', String(pageNumber));
  return params;
}

/** The last page of a list's answer (1 for an empty list). */
export function lastPageOf({ totalCount, pageSize }: Pick<TPage<unknown>, 'totalCount' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/**
 * The page to move to when the one shown is past the end (its last row deleted, or a stale link),
 * or null when it is in range. Every list says its total on a page past its end too, so this is
 * its last page at once (the first, when the list is now empty).
 */
export function pageToClampTo(pageNumber: number, page: Pick<TPage<unknown>, 'totalCount' | 'pageSize'>): number | null {
  const last = lastPageOf(page);
  return pageNumber > last ? last : null;
}

/**
 * A back-office list's state kept in the address (`?search=…&sort=…&page=…`), so a reload, a shared
 * link or the back button shows the same rows. A new filter or sort starts again from the first page.
 */
export function useListController<K extends string>(filterKeys: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, pageNumber } = readListState(searchParams, filterKeys);
  const write = (next: TListState<K>, replace = false) => setSearchParams(listStateToSearch(next, filterKeys), { replace });
  const setFilters = (changed: Partial<Record<K, string>>) => write({ filters: { ...filters, ...changed }, pageNumber: 1 });
  return {
    filters,
    pageNumber,
    setFilters,
    goTo: (nextPage: number) => write({ filters, pageNumber: nextPage }),
    /** The header sort: kept only by a list with `sort` among its filters (empty for the others). */
    sort: (filters as Partial<Record<string, string>>).sort ?? '',
    sortBy: (sort: string) => write({ filters: { ...filters, sort }, pageNumber: 1 }),
    /** Goes to another page without a history entry: the page asked for no longer exists. */
    clampTo: (nextPage: number) => write({ filters, pageNumber: nextPage }, true),
  };
}

export type TListController = Pick<ReturnType<typeof useListController<string>>, 'pageNumber' | 'goTo' | 'clampTo' | 'sort' | 'sortBy'>;

/** What a pager needs of a list: the page shown and how to move. */
export type TPagedList = Pick<TListController, 'pageNumber' | 'goTo' | 'clampTo'>;

/** The page of a list that is one part of a page (a worker's orders on the worker's page): kept on screen, not in the address. */
export function useLocalPage(): TPagedList {
  const [pageNumber, setPageNumber] = useState(1);
  return { pageNumber, goTo: setPageNumber, clampTo: setPageNumber };
}

/**
 * Keeps a list on a page that exists: when its rows are gone from the last page (a delete, or
 * someone else's), the list moves back to the new last page instead of showing an empty one.
 * A page kept on screen while the next loads (placeholder data) is not judged.
 */
export function useClampedPage(list: Pick<TPagedList, 'pageNumber' | 'clampTo'>, page: TPage<unknown> | undefined, isPlaceholder = false) {
  const target = page && !isPlaceholder ? pageToClampTo(list.pageNumber, page) : null;
  const { clampTo } = list;
  useEffect(() => {
    if (target !== null) clampTo(target);
  }, [target, clampTo]);
}
