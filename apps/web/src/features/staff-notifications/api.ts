import { staffNotificationsApi, type TUnreadCount } from '@app/shared';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { keyOf, useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';

/** The bell's badge is asked again this often, and whenever the window comes back into focus. */
export const UNREAD_POLL_MS = 60_000;

export const useUnreadCount = () =>
  useEndpoint(staffNotificationsApi.unreadCount, undefined, {
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
    // The badge stays as it was when a poll fails; the next one tries again.
    meta: { quiet: true },
  });

export const useNotifications = (pageNumber: number, pageSize: number, enabled = true) =>
  useEndpoint(staffNotificationsApi.list, { query: { pageNumber, pageSize } }, { placeholderData: keepPreviousData, enabled });

/** After a mark: the badge takes the server's new count at once, and the lists are read again. */
function useMark<TInput>(send: (input: TInput) => Promise<TUnreadCount>) {
  const queryClient = useQueryClient();
  return useEndpointMutation(send, {
    onSuccess: (count) => queryClient.setQueryData(keyOf(staffNotificationsApi.unreadCount), count),
    invalidates: [staffNotificationsApi.list],
  });
}

export const useMarkRead = () => useMark((id: number) => api.call(staffNotificationsApi.markRead, { params: { id } }));

export const useMarkAllRead = () => useMark(() => api.call(staffNotificationsApi.markAllRead));
