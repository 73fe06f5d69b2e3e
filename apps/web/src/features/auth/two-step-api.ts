import { authApi, type TPasswordConfirm, type TSecondFactorDisable, type TUser } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { CURRENT_USER_KEY } from '../../lib/session/session';

const STATUS_KEY = ['auth', 'second-factor'] as const;

/** Whether my second factor is on, required for my role, and how many recovery codes are left. */
export const useSecondFactorStatus = () => useQuery({ queryKey: STATUS_KEY, queryFn: () => api.call(authApi.secondFactor) });

/** The signed-in user and the status as the server now sees them. */
function useRefresh(secondFactorEnabled?: boolean) {
  const queryClient = useQueryClient();
  return async () => {
    if (secondFactorEnabled !== undefined) {
      queryClient.setQueryData<TUser | null>(CURRENT_USER_KEY, (user) => user && { ...user, secondFactorEnabled });
    }
    await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
  };
}

export const useStartSetup = () =>
  useMutation({ mutationFn: (input: TPasswordConfirm) => api.send(authApi.secondFactorSetup, { body: input }), meta: { quiet: true } });

export function useEnableSecondFactor() {
  const refresh = useRefresh(true);
  return useMutation({ mutationFn: (code: string) => api.send(authApi.secondFactorEnable, { body: { code } }), onSuccess: refresh, meta: { quiet: true } });
}

export function useRenewRecoveryCodes() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: TPasswordConfirm) => api.send(authApi.recoveryCodes, { body: input }), onSuccess: refresh, meta: { quiet: true } });
}

export function useDisableSecondFactor() {
  const refresh = useRefresh(false);
  return useMutation({
    mutationFn: (input: TSecondFactorDisable) => api.send(authApi.secondFactorDisable, { body: input }),
    onSuccess: refresh,
    meta: { quiet: true },
  });
}
