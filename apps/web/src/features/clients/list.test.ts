import { describe, expect, it } from 'vitest';
import { pageInfo } from '../../lib/list-state';
import { clientsQuery } from './list';

describe('clients list query', () => {
  it('asks the API for one page of 10', () => {
    expect(String(clientsQuery({ search: '', sort: '', pageNumber: 1 }))).toBe('pageNumber=1&pageSize=10');
    expect(String(clientsQuery({ search: '50 123', sort: '-email', pageNumber: 2 }))).toBe('search=50+123&sort=-email&pageNumber=2&pageSize=10');
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
