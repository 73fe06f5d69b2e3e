import { publicRequests, publicRoutes, siteRoutes } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { keyOf, queryOf, taggedRoute } from '../../lib/endpoint-query';
import { firstPaintOptions } from '../../lib/first-paint';
import type { TCatalogueParams } from './params';

/** The reference lists the catalogue's filters choose from. */
type TCatalogueLookup = 'countries' | 'positions' | 'religions' | 'maritalStatuses' | 'languages';

// By route alone, as this module loads before the first paint: the keys the labors' tag invalidates.
const routes = {
  labors: taggedRoute(publicRoutes.labors, 'labors'),
  labor: taggedRoute(publicRoutes.labor, 'labors'),
  similar: taggedRoute(publicRoutes.similar, 'labors'),
  lookup: taggedRoute(publicRoutes.lookup, 'lookups'),
};

const catalogueKeys = {
  list: (params: TCatalogueParams) => [...keyOf(routes.labors), params] as const,
  one: (id: number) => keyOf(routes.labor, { params: { id } }),
  similar: (id: number) => keyOf(routes.similar, { params: { id } }),
  lookup: (list: TCatalogueLookup) => keyOf(routes.lookup, { params: { list } }),
};

const FACETS_RETRY_MS = 1500;

export function useLabors(params: TCatalogueParams) {
  const request = publicRequests.labors(params);
  return useQuery({
    queryKey: catalogueKeys.list(params),
    queryFn: () => api.read(request),
    ...firstPaintOptions(request),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // Just after a change the server answers without the filters' counts (decision 017): ask again shortly.
    refetchInterval: (query) => (query.state.data?.facets === null ? FACETS_RETRY_MS : false),
  });
}

export const laborQuery = (id: number, request = publicRequests.labor(id)) => ({
  queryKey: catalogueKeys.one(id),
  queryFn: () => api.read(request),
  ...firstPaintOptions(request),
  // The route's loader turns a 404 into the not-found page: no notification for it.
  meta: { quiet: true },
});

export const useLabor = (id: number) => useQuery(laborQuery(id));

/** For the page of a worker who is gone: her profession and a few available workers like her. */
export const useSimilarLabors = (id: number) =>
  useQuery({ queryKey: catalogueKeys.similar(id), queryFn: () => api.read(publicRequests.similar(id)), meta: { quiet: true } });

export function useLookup(list: TCatalogueLookup) {
  const request = publicRequests.lookup(list);
  return useQuery({
    queryKey: catalogueKeys.lookup(list),
    queryFn: () => api.read(request),
    ...firstPaintOptions(request),
    staleTime: 10 * 60_000,
  });
}

// The worker's page loads this module before its first paint: its endpoints by route alone, without zod.
const { clientOrders } = siteRoutes.workerPage;

/**
 * The signed-in client's latest orders of one worker, so her page offers an open one instead of a
 * second request. Kept among the client's order lists: whatever refreshes those refreshes this.
 */
export const useClientOrdersOf = (laborId: number) =>
  useQuery({
    ...queryOf(taggedRoute(clientOrders, 'orders'), { query: { laborId, pageNumber: 1, pageSize: 5 } }),
  });
