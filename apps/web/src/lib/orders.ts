import { ordersApi } from '@app/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { keyOf, useEndpoint } from './endpoint-query';
import { listQuery } from './list-state';

/** Whose view of the orders: the client's own, or the back office's. */
export type TOrderSide = 'client' | 'admin';

export const orderEndpoints = {
  client: { list: ordersApi.list, get: ordersApi.get, transition: ordersApi.transition },
  admin: { list: ordersApi.adminList, get: ordersApi.adminGet, transition: ordersApi.adminTransition },
};

/** The key of one order as this side reads it: the page's copy, which an action's answer replaces. */
export const orderKeyOf = (side: TOrderSide, id: number) => keyOf(orderEndpoints[side].get, { params: { id } });

/** A page of orders: the client's own, or the back office's (all, one status, one client's, one worker's). */
export const useOrders = (side: TOrderSide, filters: Record<string, string>, pageNumber: number, pageSize?: number) =>
  useEndpoint(orderEndpoints[side].list, { query: listQuery(filters, pageNumber, pageSize) }, { placeholderData: keepPreviousData });
