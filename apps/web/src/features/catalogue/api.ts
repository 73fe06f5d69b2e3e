import { publicRequests, type TCallbackInput, type TEnquiryInput, type TLaborCard, type TPage, type TPublicLabor, type TReferenceValue } from '@app/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { firstPaintOptions } from '../../lib/first-paint';
import type { TCatalogueParams } from './params';

export const catalogueKeys = {
  list: (params: TCatalogueParams) => ['catalogue', 'list', params] as const,
  one: (id: number) => ['catalogue', 'one', id] as const,
  lookup: (list: 'countries' | 'positions') => ['catalogue', 'lookup', list] as const,
};

export function useLabors(params: TCatalogueParams) {
  const request = publicRequests.labors(params);
  return useQuery({
    queryKey: catalogueKeys.list(params),
    queryFn: () => api.read<TPage<TLaborCard>>(request),
    ...firstPaintOptions<TPage<TLaborCard>>(request),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export const laborQuery = (id: number, request = publicRequests.labor(id)) => ({
  queryKey: catalogueKeys.one(id),
  queryFn: () => api.read<TPublicLabor>(request),
  ...firstPaintOptions<TPublicLabor>(request),
  // The route's loader turns a 404 into the not-found page: no notification for it.
  meta: { quiet: true },
});

export const useLabor = (id: number) => useQuery(laborQuery(id));

export function useLookup(list: 'countries' | 'positions') {
  const request = publicRequests.lookup(list);
  return useQuery({
    queryKey: catalogueKeys.lookup(list),
    queryFn: () => api.read<TReferenceValue[]>(request),
    ...firstPaintOptions<TReferenceValue[]>(request),
    staleTime: 10 * 60_000,
  });
}

export const useSendEnquiry = () =>
  useMutation({ mutationFn: (input: TEnquiryInput) => api.send<unknown>('POST', '/api/enquiries', input) });

export const useSendCallback = () =>
  useMutation({ mutationFn: (input: TCallbackInput) => api.send<unknown>('POST', '/api/callback-requests', input) });
