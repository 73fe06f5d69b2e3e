import { slotsApi, type TCalendarQuery, type TSlotPublishInput, type TSlotQuery } from '@app/shared';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { invalidateTags, keyOf, useEndpoint } from '../../lib/endpoint-query';
import { orderKeys } from '../../lib/orders';

export const useAdminSlots = (query: TSlotQuery) => useEndpoint(slotsApi.adminList, { query }, { placeholderData: keepPreviousData });

export function usePublishSlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSlotPublishInput) => api.send(slotsApi.publish, { body }),
    onSuccess: () => invalidateTags(queryClient, ['slots']),
  });
}

export function useRemoveSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send(slotsApi.remove, { params: { id } }),
    onSettled: () => invalidateTags(queryClient, ['slots']),
  });
}

export const useCalendar = (query: TCalendarQuery) => useEndpoint(slotsApi.calendar, { query }, { placeholderData: keepPreviousData });

export const useOrderSlots = (orderId: number, enabled: boolean) => useEndpoint(slotsApi.orderSlots, { params: { id: orderId } }, { enabled });

/** Books a slot: the answer is the order, which replaces the order page's copy. */
export function useBookSlot(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: number) => api.send(slotsApi.book, { params: { id: orderId }, body: { slotId } }),
    onSuccess: (result) => queryClient.setQueryData(orderKeys.one('client', orderId), result.data),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keyOf(slotsApi.orderSlots, { params: { id: orderId } }) });
      invalidateTags(queryClient, ['orders']);
    },
  });
}
