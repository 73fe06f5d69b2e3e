import type { TPage } from '@app/shared';
import { lastPageOf } from './list-controller';

export const ADMIN_PAGE_SIZE = 10;

/** The API query of a list: its non-empty filters, the page and the page size. */
export function listQuery(filters: Record<string, string>, pageNumber: number, pageSize = ADMIN_PAGE_SIZE): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  query.set('pageNumber', String(pageNumber));
  query.set('pageSize', String(pageSize));
  return query;
}

/** What a list's footer says and offers: 'Showing x of y', PREV and NEXT. */
export function pageInfo(page: TPage<unknown>) {
  return { shown: page.items.length, total: page.totalCount, hasPrev: page.pageNumber > 1, hasNext: page.pageNumber < lastPageOf(page) };
}
