import { clientProfileApi, type TEmailCode, type TUser } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { CURRENT_USER_KEY } from '../../lib/session/session';

/** The code from the sign-up e-mail; once it is right, the account says her e-mail is confirmed. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TEmailCode) => api.send(clientProfileApi.verifyEmail, { body: input }),
    onSuccess: ({ data }) => queryClient.setQueryData<TUser | null>(CURRENT_USER_KEY, data),
  });
}

export const useResendCode = () => useMutation({ mutationFn: () => api.send(clientProfileApi.resendCode) });

/** Whole seconds until `until` (an ISO time), never below zero. */
export const secondsUntil = (until: string | null, now: number) => (until ? Math.max(0, Math.ceil((Date.parse(until) - now) / 1000)) : 0);
