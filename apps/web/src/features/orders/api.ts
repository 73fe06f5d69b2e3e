import { ordersApi, slotsApi, type TCallInput, type TInterviewOutcome, type TOrder, type TOrderTransitionBody } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client';
import { invalidateEndpoints, invalidateTags, queryOf, useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';
import { localMessage } from '../../lib/i18n';
import { notifyApiError } from '../../lib/notify';
import { orderEndpoints as endpoints, orderKeyOf, type TOrderSide } from '../../lib/orders';

/** The same call, and so the same query, as the public prices (features/cms usePublicPackages). */
export const usePackages = () => useEndpoint(ordersApi.packages, undefined, { staleTime: 60_000 });

export const orderQuery = (side: TOrderSide, id: number) => ({
  ...queryOf(endpoints[side].get, { params: { id } }),
  // The route's loader turns a 404 into the not-found page: no notification for it.
  meta: { quiet: true },
});

export const useOrder = (side: TOrderSide, id: number) => useQuery(orderQuery(side, id));

export const useStatusCounts = () => useEndpoint(ordersApi.statusCounts, undefined);

export const useRequestWorker = () =>
  useEndpointMutation((input: TCallInput<typeof ordersApi.request>['body']) => api.send(ordersApi.request, { body: input }), { invalidates: ['orders'] });

/** One action on an order, sent with the version the page shows; the answer replaces the page's copy. */
export function useTransition(side: TOrderSide, order: Pick<TOrder, 'id' | 'version'>) {
  const queryClient = useQueryClient();
  const send = (body: TOrderTransitionBody) => api.send(endpoints[side].transition, { params: { id: order.id }, body: { ...body, version: order.version } });
  return useEndpointMutation(send, {
    onSuccess: (result) => queryClient.setQueryData(orderKeyOf(side, order.id), result.data),
    // Lists, counts, the dashboard and the worker's status in the catalogue may all have moved.
    invalidates: ['orders', 'dashboard', 'labors'],
    // The page answers refusals itself: whatever the reason, it shows the order as it is now.
    meta: { quiet: true },
    onError: (error) => {
      invalidateEndpoints(queryClient, [orderKeyOf(side, order.id)]);
      // A worker hired on another order leaves the lists and the catalogue too.
      if (error instanceof ApiError && error.code === 'orders.laborTaken') invalidateTags(queryClient, ['orders', 'labors']);
      const stale = error instanceof ApiError && error.code === 'orders.stale';
      notifyApiError(stale ? new ApiError(error.status, error.code, localMessage('clientOrders.staleReloaded')) : error);
    },
  });
}

/** Staff record whether the interview took place; the answer replaces the page's copy and the calendar reloads. */
export function useRecordOutcome(orderId: number) {
  const queryClient = useQueryClient();
  return useEndpointMutation((outcome: TInterviewOutcome) => api.send(ordersApi.interviewOutcome, { params: { id: orderId }, body: { outcome } }), {
    onSuccess: (result) => queryClient.setQueryData(orderKeyOf('admin', orderId), result.data),
    // The calendar (features/slots) shows the outcome beside the interview.
    invalidates: [slotsApi.calendar],
    // A refusal (the order moved on meanwhile) shows the order as it is now.
    onError: () => invalidateEndpoints(queryClient, [orderKeyOf('admin', orderId)]),
  });
}
