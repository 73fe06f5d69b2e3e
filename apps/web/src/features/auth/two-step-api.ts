import { authApi, type TPasswordConfirm, type TSecondFactorDisable, type TUser } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';
import { CURRENT_USER_KEY } from '../../lib/session/session';

/** Whether my second factor is on, required for my role, and how many recovery codes are left. */
export const useSecondFactorStatus = () => useEndpoint(authApi.secondFactor, undefined);

/**
 * A change to my second factor, quiet (its page says a refusal): the signed-in user says whether the
 * factor is on, and the change ends once the status is read again as the server now sees it.
 */
function useSecondFactorChange<TInput, TResult>(send: (input: TInput) => Promise<TResult>, secondFactorEnabled?: boolean) {
  const queryClient = useQueryClient();
  return useEndpointMutation(send, {
    onSuccess: () => {
      if (secondFactorEnabled === undefined) return;
      queryClient.setQueryData<TUser | null>(CURRENT_USER_KEY, (user) => user && { ...user, secondFactorEnabled });
    },
    invalidates: [authApi.secondFactor],
    awaitRefetch: true,
    meta: { quiet: true },
  });
}

export const useStartSetup = () =>
  useMutation({ mutationFn: (input: TPasswordConfirm) => api.send(authApi.secondFactorSetup, { body: input }), meta: { quiet: true } });

export const useEnableSecondFactor = () => useSecondFactorChange((code: string) => api.send(authApi.secondFactorEnable, { body: { code } }), true);

export const useRenewRecoveryCodes = () => useSecondFactorChange((input: TPasswordConfirm) => api.send(authApi.recoveryCodes, { body: input }));

export const useDisableSecondFactor = () =>
  useSecondFactorChange((input: TSecondFactorDisable) => api.send(authApi.secondFactorDisable, { body: input }), false);
