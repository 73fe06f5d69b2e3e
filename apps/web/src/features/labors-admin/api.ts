import type { TAdminLabor, TLaborCard, TLaborInput, TPage } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../lib/api-client';
import { listQuery } from '../../lib/list-state';

export type TAdminLaborCard = TLaborCard & { isActive: boolean };
export type TLaborStatus = TAdminLabor['status'];
export type TLaborFilters = { code: string; name: string; status: string };

const keys = {
  all: ['labors', 'admin'] as const,
  one: (id: number) => ['labors', 'admin', 'one', id] as const,
};

export function useAdminLabors(filters: TLaborFilters, pageNumber: number) {
  return useQuery({
    queryKey: [...keys.all, 'list', filters, pageNumber],
    queryFn: () => api.get<TPage<TAdminLaborCard>>(`/api/admin/labors?${listQuery(filters, pageNumber)}`),
    placeholderData: keepPreviousData,
  });
}

export function useAdminLabor(id: number) {
  return useQuery({ queryKey: keys.one(id), queryFn: () => api.get<TAdminLabor>(`/api/admin/labors/${id}`) });
}

/** Every change to a worker refreshes the lists and the catalogue; the changed record is put in place. */
function useLaborMutation<TInput>(send: (input: TInput) => Promise<ApiResult<TAdminLabor>>, meta?: { quiet: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta,
    onSuccess: ({ data }) => {
      if (data && typeof data === 'object' && 'id' in data) queryClient.setQueryData(keys.one(data.id), data);
      void queryClient.invalidateQueries({ queryKey: [...keys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['catalogue'] });
    },
  });
}

export const useSaveLabor = (id: number | null) =>
  useLaborMutation((input: TLaborInput) =>
    id === null ? api.send<TAdminLabor>('POST', '/api/admin/labors', input) : api.send<TAdminLabor>('PUT', `/api/admin/labors/${id}`, input),
  );

/** Quiet: a status the server wants confirmed comes back as a question, which the select asks (StatusSelect). */
export const useSetLaborStatus = () =>
  useLaborMutation(
    ({ id, status, confirmed = false }: { id: number; status: TLaborStatus; confirmed?: boolean }) =>
      api.send<TAdminLabor>('PUT', `/api/admin/labors/${id}/status`, { status, confirmed }),
    { quiet: true },
  );
