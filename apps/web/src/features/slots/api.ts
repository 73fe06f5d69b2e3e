import { slotsApi, type TCalendarQuery, type TSlotPublishInput, type TSlotQuery } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { orderKeys } from '../../lib/orders';

export const slotKeys = {
  all: ['slots'] as const,
  admin: (query: TSlotQuery) => ['slots', 'admin', query] as const,
  order: (orderId: number) => ['slots', 'order', orderId] as const,
  calendar: (query: TCalendarQuery) => ['slots', 'calendar', query] as const,
};

export const useAdminSlots = (query: TSlotQuery) =>
  useQuery({ queryKey: slotKeys.admin(query), queryFn: () => api.call(slotsApi.adminList, { query }), placeholderData: keepPreviousData });

export function usePublishSlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSlotPublishInput) => api.send(slotsApi.publish, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: slotKeys.all }),
  });
}

export function useRemoveSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send(slotsApi.remove, { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: slotKeys.all }),
  });
}

export const useCalendar = (query: TCalendarQuery) =>
  useQuery({ queryKey: slotKeys.calendar(query), queryFn: () => api.call(slotsApi.calendar, { query }), placeholderData: keepPreviousData });

export const useOrderSlots = (orderId: number, enabled: boolean) =>
  useQuery({ queryKey: slotKeys.order(orderId), queryFn: () => api.call(slotsApi.orderSlots, { params: { id: orderId } }), enabled });

/** Books a slot: the answer is the order, which replaces the order page's copy. */
export function useBookSlot(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: number) => api.send(slotsApi.book, { params: { id: orderId }, body: { slotId } }),
    onSuccess: (result) => queryClient.setQueryData(orderKeys.one('client', orderId), result.data),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: slotKeys.order(orderId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
