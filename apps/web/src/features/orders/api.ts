import type { TOrder, TOrderStatusCounts, TOrderSummary, TOrderTransitionBody, TPackage, TPage } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { listQuery } from '../../lib/list-state';

export type TOrderSide = 'client' | 'admin';

const base = (side: TOrderSide) => (side === 'admin' ? '/api/admin/orders' : '/api/orders');

export const orderKeys = {
  all: ['orders'] as const,
  list: (side: TOrderSide, filters: Record<string, string>, pageNumber: number) => ['orders', side, 'list', filters, pageNumber] as const,
  one: (side: TOrderSide, id: number) => ['orders', side, 'one', id] as const,
};

export const usePackages = () => useQuery({ queryKey: ['packages'], queryFn: () => api.get<TPackage[]>('/api/packages'), staleTime: 60_000 });

export function useOrders(side: TOrderSide, filters: Record<string, string>, pageNumber: number, pageSize?: number) {
  return useQuery({
    queryKey: orderKeys.list(side, filters, pageNumber),
    queryFn: () => api.get<TPage<TOrderSummary>>(`${base(side)}?${listQuery(filters, pageNumber, pageSize)}`),
    placeholderData: keepPreviousData,
  });
}

export const orderQuery = (side: TOrderSide, id: number) => ({
  queryKey: orderKeys.one(side, id),
  queryFn: () => api.get<TOrder>(`${base(side)}/${id}`),
  // The route's loader turns a 404 into the not-found page: no notification for it.
  meta: { quiet: true },
});

export const useOrder = (side: TOrderSide, id: number) => useQuery(orderQuery(side, id));

export const useStatusCounts = () => useQuery({ queryKey: ['orders', 'admin', 'counts'], queryFn: () => api.get<TOrderStatusCounts>('/api/admin/orders/status-counts') });

export function useRequestWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { laborId: number; package: TPackage['kind'] }) => api.send<TOrder>('POST', '/api/orders', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** One action on an order, sent with the version the page shows; the answer replaces the page's copy. */
export function useTransition(side: TOrderSide, order: Pick<TOrder, 'id' | 'version'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOrderTransitionBody) => api.send<TOrder>('POST', `${base(side)}/${order.id}/transitions`, { ...body, version: order.version }),
    onSuccess: (result) => {
      queryClient.setQueryData(orderKeys.one(side, order.id), result.data);
      // Lists, counts, the dashboard and the worker's status in the catalogue may all have moved.
      for (const queryKey of [orderKeys.all, ['dashboard'], ['catalogue']]) void queryClient.invalidateQueries({ queryKey });
    },
    // A stale version or a change made meanwhile: show the order as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: orderKeys.one(side, order.id) }),
  });
}
