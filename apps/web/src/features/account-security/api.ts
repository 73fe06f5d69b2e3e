import { accountApi, type TContactChange, type TSignOutEverywhere } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { CURRENT_USER_KEY } from '../../lib/session/session';

const keys = {
  sessions: ['account', 'sessions'] as const,
  pendingContact: ['account', 'contact'] as const,
};

export const useSessions = () => useQuery({ queryKey: keys.sessions, queryFn: () => api.call(accountApi.sessions) });

/** Ends one of my sessions; the list is read again either way (a 404 means it had already ended). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send(accountApi.endSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.sessions }),
  });
}

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSignOutEverywhere) => api.send(accountApi.signOutEverywhere, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.sessions }),
  });
}

export const usePendingContactChange = () => useQuery({ queryKey: keys.pendingContact, queryFn: () => api.call(accountApi.pendingContactChange) });

/** Back to the first step, for another address: the change waiting is replaced when the next is asked for. */
export function useStartContactChangeOver() {
  const queryClient = useQueryClient();
  return () => queryClient.setQueryData(keys.pendingContact, null);
}

export function useChangeContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TContactChange) => api.send(accountApi.changeContact, { body: input }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(keys.pendingContact, data.pending);
      if (!data.pending) queryClient.setQueryData(CURRENT_USER_KEY, data.user);
    },
  });
}

export function useConfirmContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.send(accountApi.confirmContact, { body: { code } }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(keys.pendingContact, null);
      queryClient.setQueryData(CURRENT_USER_KEY, data);
    },
  });
}
