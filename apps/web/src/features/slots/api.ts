import { slotsApi, type TCalendarQuery, type TSlotPublishInput, type TSlotQuery } from '@app/shared';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { keyOf, useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';
import { orderKeyOf } from '../../lib/orders';

export const useAdminSlots = (query: TSlotQuery) => useEndpoint(slotsApi.adminList, { query }, { placeholderData: keepPreviousData });

export const usePublishSlots = () => useEndpointMutation((body: TSlotPublishInput) => api.send(slotsApi.publish, { body }), { invalidates: ['slots'] });

export const useRemoveSlot = () =>
  useEndpointMutation((id: number) => api.send(slotsApi.remove, { params: { id } }), { invalidates: ['slots'], evenIfRefused: true });

export const useCalendar = (query: TCalendarQuery) => useEndpoint(slotsApi.calendar, { query }, { placeholderData: keepPreviousData });

export const useOrderSlots = (orderId: number, enabled: boolean) => useEndpoint(slotsApi.orderSlots, { params: { id: orderId } }, { enabled });

/** Books a slot: the answer is the order, which replaces the order page's copy. */
export function useBookSlot(orderId: number) {
  const queryClient = useQueryClient();
  return useEndpointMutation((slotId: number) => api.send(slotsApi.book, { params: { id: orderId }, body: { slotId } }), {
    onSuccess: (result) => queryClient.setQueryData(orderKeyOf('client', orderId), result.data),
    invalidates: [keyOf(slotsApi.orderSlots, { params: { id: orderId } }), 'orders'],
    evenIfRefused: true,
  });
}
