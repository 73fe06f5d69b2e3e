import { describe, expect, it } from 'vitest';
import { pageInfo } from '../../lib/list-state';
import { clientsApiPath, listParamsToSearch, readListParams } from './list';

describe('clients list state in the address', () => {
  it('reads the search, the sort and the page, with page 1 for anything odd', () => {
    expect(readListParams(new URLSearchParams('search=%2050%20&page=3'))).toEqual({ search: '50', sort: '', pageNumber: 3 });
    expect(readListParams(new URLSearchParams('sort=-lastLoginAt')).sort).toBe('-lastLoginAt');
    for (const page of ['', '0', '-2', '1.5', 'x']) {
      expect(readListParams(new URLSearchParams({ page })).pageNumber, page).toBe(1);
    }
  });

  it('writes only what differs from the defaults', () => {
    expect(listParamsToSearch({ search: '', sort: '', pageNumber: 1 }).toString()).toBe('');
    expect(listParamsToSearch({ search: 'sara@example.com', sort: 'userName', pageNumber: 2 }).toString()).toBe('search=sara%40example.com&sort=userName&page=2');
  });

  it('asks the API for one page of 10', () => {
    expect(clientsApiPath({ search: '', sort: '', pageNumber: 1 })).toBe('/api/clients?pageNumber=1&pageSize=10');
    expect(clientsApiPath({ search: '50 123', sort: '-email', pageNumber: 2 })).toBe('/api/clients?pageNumber=2&pageSize=10&search=50+123&sort=-email');
  });
});

describe('pageInfo', () => {
  const page = (pageNumber: number, count: number, totalCount: number) => ({
    items: Array.from({ length: count }, (_, index) => index),
    totalCount,
    pageNumber,
    pageSize: 10,
  });

  it('offers NEXT on the first of several pages and PREV on the last', () => {
    expect(pageInfo(page(1, 10, 25))).toEqual({ shown: 10, total: 25, hasPrev: false, hasNext: true });
    expect(pageInfo(page(3, 5, 25))).toEqual({ shown: 5, total: 25, hasPrev: true, hasNext: false });
  });

  it('offers neither on a single page or an empty list', () => {
    expect(pageInfo(page(1, 10, 10))).toMatchObject({ hasPrev: false, hasNext: false });
    expect(pageInfo(page(1, 0, 0))).toEqual({ shown: 0, total: 0, hasPrev: false, hasNext: false });
  });
});
