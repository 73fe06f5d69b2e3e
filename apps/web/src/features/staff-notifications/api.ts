import { staffNotificationsApi, type TUnreadCount } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The bell's badge is asked again this often, and whenever the window comes back into focus. */
export const UNREAD_POLL_MS = 60_000;

export const notificationKeys = {
  all: ['staffNotifications'] as const,
  unread: ['staffNotifications', 'unread'] as const,
  page: (pageNumber: number, pageSize: number) => ['staffNotifications', 'page', pageNumber, pageSize] as const,
};

export const useUnreadCount = () =>
  useQuery({
    queryKey: notificationKeys.unread,
    queryFn: () => api.call(staffNotificationsApi.unreadCount),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
    // The badge stays as it was when a poll fails; the next one tries again.
    meta: { quiet: true },
  });

export const useNotifications = (pageNumber: number, pageSize: number, enabled = true) =>
  useQuery({
    queryKey: notificationKeys.page(pageNumber, pageSize),
    queryFn: () => api.call(staffNotificationsApi.list, { query: { pageNumber, pageSize } }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** After a mark: the badge takes the server's new count at once, and the lists are read again. */
function useMark<TInput>(send: (input: TInput) => Promise<TUnreadCount>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (count) => {
      queryClient.setQueryData(notificationKeys.unread, count);
      void queryClient.invalidateQueries({ queryKey: [...notificationKeys.all, 'page'] });
    },
  });
}

export const useMarkRead = () => useMark((id: number) => api.call(staffNotificationsApi.markRead, { params: { id } }));

export const useMarkAllRead = () => useMark(() => api.call(staffNotificationsApi.markAllRead));
