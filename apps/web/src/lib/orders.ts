import { ordersApi } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { keyOf } from './endpoint-query';
import { listQuery } from './list-state';

/** Whose view of the orders: the client's own, or the back office's. */
export type TOrderSide = 'client' | 'admin';

export const orderEndpoints = {
  client: { list: ordersApi.list, get: ordersApi.get, transition: ordersApi.transition },
  admin: { list: ordersApi.adminList, get: ordersApi.adminGet, transition: ordersApi.adminTransition },
};

export const orderKeys = {
  list: (side: TOrderSide, filters: Record<string, string>, pageNumber: number) => [...keyOf(orderEndpoints[side].list), filters, pageNumber] as const,
  one: (side: TOrderSide, id: number) => keyOf(orderEndpoints[side].get, { params: { id } }),
};

/** A page of orders: the client's own, or the back office's (all, one status, one client's, one worker's). */
export function useOrders(side: TOrderSide, filters: Record<string, string>, pageNumber: number, pageSize?: number) {
  return useQuery({
    queryKey: orderKeys.list(side, filters, pageNumber),
    queryFn: () => api.call(orderEndpoints[side].list, { query: listQuery(filters, pageNumber, pageSize) }),
    placeholderData: keepPreviousData,
  });
}
