import { laborsApi, type TAdminLabor, type TLaborInput } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../lib/api-client';
import { invalidateEndpoints } from '../../lib/endpoint-query';
import { listQuery } from '../../lib/list-state';

export type { TAdminLaborCard } from '@app/shared';
export type TLaborStatus = TAdminLabor['status'];
export type TLaborFilters = { code: string; name: string; status: string };

const keys = {
  all: ['labors', 'admin'] as const,
  one: (id: number) => ['labors', 'admin', 'one', id] as const,
};

export function useAdminLabors(filters: TLaborFilters, pageNumber: number) {
  return useQuery({
    queryKey: [...keys.all, 'list', filters, pageNumber],
    queryFn: () => api.call(laborsApi.adminList, { query: listQuery(filters, pageNumber) }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminLabor(id: number) {
  return useQuery({ queryKey: keys.one(id), queryFn: () => api.call(laborsApi.adminGet, { params: { id } }) });
}

/** Every change to a worker refreshes the lists and the catalogue; the changed record is put in place. */
function useLaborMutation<TInput>(send: (input: TInput) => Promise<ApiResult<TAdminLabor>>, meta?: { quiet: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(keys.one(data.id), data);
      void queryClient.invalidateQueries({ queryKey: [...keys.all, 'list'] });
      invalidateEndpoints(queryClient, [laborsApi.catalogue, laborsApi.get, laborsApi.similar]);
    },
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
