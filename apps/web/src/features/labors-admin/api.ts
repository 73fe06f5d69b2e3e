import { laborsApi, ordersApi, type TAdminLabor, type TLaborInput } from '@app/shared';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../lib/api-client';
import { keyOf, useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';
import { listQuery } from '../../lib/list-state';

export type { TAdminLaborCard } from '@app/shared';
export type TLaborStatus = TAdminLabor['status'];
export type TLaborFilters = { code: string; name: string; status: string };

export const useAdminLabors = (filters: TLaborFilters, pageNumber: number) =>
  useEndpoint(laborsApi.adminList, { query: listQuery(filters, pageNumber) }, { placeholderData: keepPreviousData });

export const useAdminLabor = (id: number) => useEndpoint(laborsApi.adminGet, { params: { id } });

/** The lists that show workers: the back office's, Add Order's search and the catalogue. */
const LISTED = [laborsApi.adminList, ordersApi.adminAddWorkers, laborsApi.catalogue, laborsApi.get, laborsApi.similar];

/** Every change to a worker refreshes the lists and the catalogue; the changed record is put in place. */
function useLaborMutation<TInput>(send: (input: TInput) => Promise<ApiResult<TAdminLabor>>, meta?: { quiet: boolean }) {
  const queryClient = useQueryClient();
  return useEndpointMutation(send, {
    meta,
    onSuccess: ({ data }) => queryClient.setQueryData(keyOf(laborsApi.adminGet, { params: { id: data.id } }), data),
    invalidates: LISTED,
  });
}

export const useSaveLabor = (id: number | null) =>
  useLaborMutation((input: TLaborInput) =>
    id === null ? api.send(laborsApi.add, { body: input }) : api.send(laborsApi.update, { params: { id }, body: input }),
  );

/** Quiet: a status the server wants confirmed comes back as a question, which the select asks (StatusSelect). */
export const useSetLaborStatus = () =>
  useLaborMutation(
    ({ id, status, confirmed = false }: { id: number; status: TLaborStatus; confirmed?: boolean }) =>
      api.send(laborsApi.setStatus, { params: { id }, body: { status, confirmed } }),
    { quiet: true },
  );
