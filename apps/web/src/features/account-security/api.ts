import { accountApi, type TContactChange, type TSignOutEverywhere } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { keyOf, useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';
import { CURRENT_USER_KEY } from '../../lib/session/session';

const PENDING_CONTACT_KEY = keyOf(accountApi.pendingContactChange);

export const useSessions = () => useEndpoint(accountApi.sessions, undefined);

/** Ends one of my sessions; the list is read again either way (a 404 means it had already ended). */
export const useEndSession = () =>
  useEndpointMutation((id: number) => api.send(accountApi.endSession, { params: { id } }), {
    invalidates: [accountApi.sessions],
    evenIfRefused: true,
    awaitRefetch: true,
  });

export const useSignOutEverywhere = () =>
  useEndpointMutation((input: TSignOutEverywhere) => api.send(accountApi.signOutEverywhere, { body: input }), {
    invalidates: [accountApi.sessions],
    awaitRefetch: true,
  });

export const usePendingContactChange = () => useEndpoint(accountApi.pendingContactChange, undefined);

/** Back to the first step, for another address: the change waiting is replaced when the next is asked for. */
export function useStartContactChangeOver() {
  const queryClient = useQueryClient();
  return () => queryClient.setQueryData(PENDING_CONTACT_KEY, null);
}

export function useChangeContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TContactChange) => api.send(accountApi.changeContact, { body: input }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(PENDING_CONTACT_KEY, data.pending);
      if (!data.pending) queryClient.setQueryData(CURRENT_USER_KEY, data.user);
    },
  });
}

export function useConfirmContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.send(accountApi.confirmContact, { body: { code } }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(PENDING_CONTACT_KEY, null);
      queryClient.setQueryData(CURRENT_USER_KEY, data);
    },
  });
}
