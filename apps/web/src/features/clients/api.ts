import { clientsApi, type TUpdateProfile, type TUser } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../lib/api-client';
import { clientsQuery, type TClientListParams } from './list';

const clientKeys = {
  all: ['clients'] as const,
  list: (params: TClientListParams) => ['clients', 'list', params] as const,
  one: (id: number) => ['clients', 'one', id] as const,
};

export function useClients(params: TClientListParams) {
  return useQuery({
    queryKey: clientKeys.list(params),
    queryFn: () => api.call(clientsApi.list, { query: clientsQuery(params) }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useClient(id: number) {
  return useQuery({ queryKey: clientKeys.one(id), queryFn: () => api.call(clientsApi.get, { params: { id } }) });
}

/** A changed client is put in place at once; the lists that show it are fetched again. */
function useClientMutation<TInput>(id: number, send: (input: TInput) => Promise<ApiResult<TUser>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(clientKeys.one(id), data);
      void queryClient.invalidateQueries({ queryKey: [...clientKeys.all, 'list'] });
    },
  });
}

export const useUpdateClient = (id: number) =>
  useClientMutation(id, (input: Omit<TUpdateProfile, 'languageId'>) => api.send(clientsApi.update, { params: { id }, body: input }));

export const useSetClientStatus = (id: number) =>
  useClientMutation(id, (isActive: boolean) => api.send(clientsApi.setStatus, { params: { id }, body: { isActive } }));

export const useEndClientSessions = (id: number) => useClientMutation(id, () => api.send(clientsApi.endSessions, { params: { id } }));
