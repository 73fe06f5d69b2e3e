import { publicRequests, siteRoutes } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { publicQueryOf, taggedRoute, useEndpoint } from '../../lib/endpoint-query';
import type { TCatalogueParams } from './params';

/** The reference lists the catalogue's filters choose from. */
type TCatalogueLookup = 'countries' | 'positions' | 'religions' | 'maritalStatuses' | 'languages';

const FACETS_RETRY_MS = 1500;

// By route alone (publicRequests), as this module loads before the first paint; the labors' tag invalidates them.
export const useLabors = (params: TCatalogueParams) =>
  useQuery({
    ...publicQueryOf(publicRequests.labors(params), 'labors'),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // Just after a change the server answers without the filters' counts (decision 017): ask again shortly.
    refetchInterval: (query) => (query.state.data?.facets === null ? FACETS_RETRY_MS : false),
  });

export const laborQuery = (id: number, request = publicRequests.labor(id)) => ({
  ...publicQueryOf(request, 'labors'),
  // The route's loader turns a 404 into the not-found page: no notification for it.
  meta: { quiet: true },
});

export const useLabor = (id: number) => useQuery(laborQuery(id));

/** For the page of a worker who is gone: her profession and a few available workers like her. */
export const useSimilarLabors = (id: number) => useQuery({ ...publicQueryOf(publicRequests.similar(id), 'labors'), meta: { quiet: true } });

/** The same call, and so the same query, as a form's reference list (lib/lookups). */
export const useLookup = (list: TCatalogueLookup) => useQuery({ ...publicQueryOf(publicRequests.lookup(list), 'lookups'), staleTime: 10 * 60_000 });

// The worker's page loads this module before its first paint: its endpoints by route alone, without zod.
const { clientOrders } = siteRoutes.workerPage;

/**
 * The signed-in client's latest orders of one worker, so her page offers an open one instead of a
 * second request. Kept among the client's order lists: whatever refreshes those refreshes this.
 */
export const useClientOrdersOf = (laborId: number) => useEndpoint(taggedRoute(clientOrders, 'orders'), { query: { laborId, pageNumber: 1, pageSize: 5 } });
