import { describe, expect, it } from 'vitest';
import { lastPageOf, listStateToSearch, pageToClampTo, readListState } from './list-controller';

const KEYS = ['search', 'status', 'sort'] as const;

describe('a list state kept in the address', () => {
  it('reads trimmed filters and a whole page number above 1, the first page otherwise', () => {
    expect(readListState(new URLSearchParams('search=%20maria%20&sort=-code&page=3'), KEYS)).toEqual({
      filters: { search: 'maria', status: '', sort: '-code' },
      pageNumber: 3,
    });
    for (const page of ['0', '-2', '1.5', 'two', '']) expect(readListState(new URLSearchParams({ page }), KEYS).pageNumber, page).toBe(1);
  });

  it('ignores parameters the list does not filter by', () => {
    expect(readListState(new URLSearchParams('kind=article&search=a'), ['search']).filters).toEqual({ search: 'a' });
  });

  it('writes only non-empty filters, and the page only past the first', () => {
    expect(listStateToSearch({ filters: { search: '', status: '', sort: '' }, pageNumber: 1 }, KEYS).toString()).toBe('');
    expect(listStateToSearch({ filters: { search: 'sara@example.com', status: 'Available', sort: 'name' }, pageNumber: 2 }, KEYS).toString()).toBe(
      'search=sara%40example.com&status=Available&sort=name&page=2',
    );
  });

  it('reads back what it writes', () => {
    const state = { filters: { search: 'نور', status: 'Pending', sort: '-createdAt' }, pageNumber: 4 };
    expect(readListState(listStateToSearch(state, KEYS), KEYS)).toEqual(state);
  });
});

describe('clamping the page after a delete', () => {
  it('counts the last page from the total and the page size, one page for an empty list', () => {
    expect(lastPageOf({ totalCount: 21, pageSize: 10 })).toBe(3);
    expect(lastPageOf({ totalCount: 20, pageSize: 10 })).toBe(2);
    expect(lastPageOf({ totalCount: 0, pageSize: 10 })).toBe(1);
  });

  const empty = { items: [], pageSize: 10 };
  const rows = (count: number) => ({ items: Array.from({ length: count }, (_, index) => index), pageSize: 10 });

  it('goes back to the new last page when the only row of the last page is deleted', () => {
    // 21 rows, page 3 showed one; it is deleted: 20 rows, two pages.
    expect(pageToClampTo(3, { ...empty, totalCount: 20 })).toBe(2);
  });

  it('goes to the first page when the list is now empty', () => {
    expect(pageToClampTo(3, { ...empty, totalCount: 0 })).toBe(1);
    expect(pageToClampTo(1, { ...empty, totalCount: 0 })).toBeNull();
  });

  it('goes to the last page from a stale link far past the end', () => {
    expect(pageToClampTo(99, { ...empty, totalCount: 35 })).toBe(4);
  });

  it('stays on a page that still has rows, and on the first page of an empty list', () => {
    expect(pageToClampTo(2, { ...rows(1), totalCount: 11 })).toBeNull();
    expect(pageToClampTo(3, { ...rows(10), totalCount: 30 })).toBeNull();
    expect(pageToClampTo(1, { ...empty, totalCount: 0 })).toBeNull();
  });
});
