import { staffApi, type TAddStaff, type TUpdateStaff, type TUser } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../lib/api-client';
import { CURRENT_USER_KEY } from '../../lib/session/session';
import { staffQuery, type TStaffListParams } from './list';

const staffKeys = {
  all: ['staff'] as const,
  list: (params: TStaffListParams) => ['staff', 'list', params] as const,
  one: (id: number) => ['staff', 'one', id] as const,
};

export function useStaffList(params: TStaffListParams) {
  return useQuery({
    queryKey: staffKeys.list(params),
    queryFn: () => api.call(staffApi.list, { query: staffQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffMember(id: number) {
  return useQuery({ queryKey: staffKeys.one(id), queryFn: () => api.call(staffApi.get, { params: { id } }) });
}

/**
 * A changed staff member is put in place at once; the lists that show them are fetched again, and
 * so is the signed-in user (a manager who edits their own account sees their new name or role).
 */
function useStaffMutation<TInput>(send: (input: TInput) => Promise<ApiResult<TUser>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(staffKeys.one(data.id), data);
      void queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}

export const useAddStaff = () => useStaffMutation((input: TAddStaff) => api.send(staffApi.add, { body: input }));

export const useUpdateStaff = (id: number) => useStaffMutation((input: TUpdateStaff) => api.send(staffApi.update, { params: { id }, body: input }));

export const useSetStaffStatus = (id: number) => useStaffMutation((isActive: boolean) => api.send(staffApi.setStatus, { params: { id }, body: { isActive } }));

export const useResetStaffPassword = (id: number) =>
  useStaffMutation((password: string) => api.send(staffApi.resetPassword, { params: { id }, body: { password } }));

export const useEndStaffSessions = (id: number) => useStaffMutation(() => api.send(staffApi.endSessions, { params: { id } }));

export const useResetStaffSecondFactor = (id: number) => useStaffMutation(() => api.send(staffApi.resetSecondFactor, { params: { id } }));
