import type { TPage } from '@app/shared';
import { useSearchParams } from 'react-router';

export const ADMIN_PAGE_SIZE = 10;

/** A back-office list's filters and page, kept in the address so a reload or the back button keeps them. */
export function useUrlListState<K extends string>(filterKeys: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number(searchParams.get('page'));
  const pageNumber = Number.isInteger(page) && page > 1 ? page : 1;
  const filters = Object.fromEntries(filterKeys.map((key) => [key, searchParams.get(key)?.trim() ?? ''])) as Record<K, string>;
  const write = (next: Record<K, string>, nextPage: number) => {
    const params = new URLSearchParams();
    for (const key of filterKeys) if (next[key]) params.set(key, next[key]);
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearchParams(params);
  };
  return {
    filters,
    pageNumber,
    /** New filters start again from the first page. */
    setFilters: (changed: Partial<Record<K, string>>) => write({ ...filters, ...changed }, 1),
    goTo: (nextPage: number) => write(filters, nextPage),
  };
}

/** The API query of a list: its non-empty filters, the page and the page size. */
export function listQuery(filters: Record<string, string>, pageNumber: number, pageSize = ADMIN_PAGE_SIZE): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  query.set('pageNumber', String(pageNumber));
  query.set('pageSize', String(pageSize));
  return query;
}

export function pageInfo(page: TPage<unknown>) {
  const pageCount = Math.max(1, Math.ceil(page.totalCount / page.pageSize));
  return { shown: page.items.length, total: page.totalCount, hasPrev: page.pageNumber > 1, hasNext: page.pageNumber < pageCount };
}
