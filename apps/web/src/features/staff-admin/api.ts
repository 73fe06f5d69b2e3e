import { staffApi, type TAddStaff, type TUpdateStaff, type TUser } from '@app/shared';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../lib/api-client';
import { keyOf, useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';
import { CURRENT_USER } from '../../lib/session/session';
import { staffQuery, type TStaffListParams } from './list';

export const useStaffList = (params: TStaffListParams) => useEndpoint(staffApi.list, { query: staffQuery(params) }, { placeholderData: keepPreviousData });

export const useStaffMember = (id: number) => useEndpoint(staffApi.get, { params: { id } });

/**
 * A changed staff member is put in place at once; the lists that show them are fetched again, and
 * so is the signed-in user (a manager who edits their own account sees their new name or role).
 */
function useStaffMutation<TInput>(send: (input: TInput) => Promise<ApiResult<TUser>>) {
  const queryClient = useQueryClient();
  return useEndpointMutation(send, {
    onSuccess: ({ data }) => queryClient.setQueryData(keyOf(staffApi.get, { params: { id: data.id } }), data),
    invalidates: [staffApi.list, CURRENT_USER],
  });
}

export const useAddStaff = () => useStaffMutation((input: TAddStaff) => api.send(staffApi.add, { body: input }));

export const useUpdateStaff = (id: number) => useStaffMutation((input: TUpdateStaff) => api.send(staffApi.update, { params: { id }, body: input }));

export const useSetStaffStatus = (id: number) => useStaffMutation((isActive: boolean) => api.send(staffApi.setStatus, { params: { id }, body: { isActive } }));

export const useResetStaffPassword = (id: number) =>
  useStaffMutation((password: string) => api.send(staffApi.resetPassword, { params: { id }, body: { password } }));

export const useEndStaffSessions = (id: number) => useStaffMutation(() => api.send(staffApi.endSessions, { params: { id } }));

export const useResetStaffSecondFactor = (id: number) => useStaffMutation(() => api.send(staffApi.resetSecondFactor, { params: { id } }));
