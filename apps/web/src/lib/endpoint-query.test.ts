// @vitest-environment jsdom
import { cmsApi, lookupsApi, ordersApi, publicRequests } from '@app/shared';
import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateEndpoints, invalidateTags, keyOf, publicQueryOf, queryOf } from './endpoint-query';
import { listQuery } from './list-state';

const pageOf = (list: 'countries' | 'religions', pageNumber: number) => keyOf(lookupsApi.adminList, { params: { list }, query: listQuery({}, pageNumber) });

/** A client holding an answer under each key, none of them stale. */
function clientWith(keys: ReadonlyArray<readonly unknown[]>) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, 'answer');
  return { queryClient, isStale: (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated };
}

describe('query keys from the declarations', () => {
  it('hold a URLSearchParams query by its entries, so two pages of a list are two keys', () => {
    expect(hashKey(pageOf('countries', 1))).not.toBe(hashKey(pageOf('countries', 2)));
    expect(pageOf('countries', 2)).toEqual([
      'lookups',
      '/api/admin/lookups/:list',
      { params: { list: 'countries' }, query: { pageNumber: '2', pageSize: '10' } },
    ]);
  });

  it('give the public prices and a client request dialog one query: they make one call', () => {
    expect(hashKey(publicQueryOf(publicRequests.packages(), 'orders').queryKey)).toBe(hashKey(queryOf(ordersApi.packages).queryKey));
  });
});

describe('invalidation', () => {
  it('by a call key marks stale the calls whose input holds its parts, and no other', () => {
    const { queryClient, isStale } = clientWith([pageOf('countries', 1), pageOf('countries', 2), pageOf('religions', 1)]);

    invalidateEndpoints(queryClient, [keyOf(lookupsApi.adminList, { params: { list: 'countries' } })]);

    expect([isStale(pageOf('countries', 1)), isStale(pageOf('countries', 2)), isStale(pageOf('religions', 1))]).toEqual([true, true, false]);
  });

  it("by tag follows the declarations: the back office's content and the public pages are two tags", () => {
    const adminPage = keyOf(cmsApi.adminPage, { params: { id: 1 } });
    const publicPage = publicQueryOf(publicRequests.page('home', 1), 'content').queryKey;
    const { queryClient, isStale } = clientWith([adminPage, publicPage]);

    invalidateTags(queryClient, ['content admin']);

    expect([isStale(adminPage), isStale(publicPage)]).toEqual([true, false]);
  });
});
