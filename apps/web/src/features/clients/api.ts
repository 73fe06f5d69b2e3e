import { clientsApi, type TUpdateProfile, type TUser } from '@app/shared';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../lib/api-client';
import { keyOf, useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';
import { clientsQuery, type TClientListParams } from './list';

// The current page stays on screen while the next one loads.
export const useClients = (params: TClientListParams) => useEndpoint(clientsApi.list, { query: clientsQuery(params) }, { placeholderData: keepPreviousData });

export const useClient = (id: number) => useEndpoint(clientsApi.get, { params: { id } });

/** A changed client is put in place at once; the lists that show it are fetched again. */
function useClientMutation<TInput>(id: number, send: (input: TInput) => Promise<ApiResult<TUser>>) {
  const queryClient = useQueryClient();
  return useEndpointMutation(send, {
    onSuccess: ({ data }) => queryClient.setQueryData(keyOf(clientsApi.get, { params: { id } }), data),
    invalidates: [clientsApi.list],
  });
}

export const useUpdateClient = (id: number) =>
  useClientMutation(id, (input: Omit<TUpdateProfile, 'languageId'>) => api.send(clientsApi.update, { params: { id }, body: input }));

export const useSetClientStatus = (id: number) =>
  useClientMutation(id, (isActive: boolean) => api.send(clientsApi.setStatus, { params: { id }, body: { isActive } }));

export const useEndClientSessions = (id: number) => useClientMutation(id, () => api.send(clientsApi.endSessions, { params: { id } }));
