import type { TAdminOrderInput, TOrder, TPackage, TPage, TUser } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { listQuery } from '../../lib/list-state';
import type { TAdminLaborCard } from '../labors-admin/api';

const SUGGESTIONS = 5;

/** The first clients matching a search; none before the search is typed. */
export function useClientSearch(search: string) {
  return useQuery({
    queryKey: ['clients', 'list', 'addOrder', search],
    queryFn: () => api.get<TPage<TUser>>(`/api/clients?${listQuery({ search }, 1, SUGGESTIONS)}`),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
}

export const useClientById = (id: number | null) =>
  useQuery({ queryKey: ['clients', 'one', id], queryFn: () => api.get<TUser>(`/api/clients/${id}`), enabled: id !== null });

/** A code ("SK-1003", "1003") searches codes, anything else names. */
export const workerSearchFilters = (search: string): Record<string, string> => ({
  [/^(sk-?)?\d+$/i.test(search) ? 'code' : 'name']: search,
  status: 'Available',
});

export function useAvailableWorkers(search: string) {
  return useQuery({
    queryKey: ['labors', 'admin', 'list', 'addOrder', search],
    queryFn: () => api.get<TPage<TAdminLaborCard>>(`/api/admin/labors?${listQuery(workerSearchFilters(search), 1, SUGGESTIONS)}`),
    placeholderData: keepPreviousData,
  });
}

export const useActivePackages = () =>
  useQuery({ queryKey: ['packages', 'admin'], queryFn: () => api.get<TPackage[]>('/api/admin/packages'), select: (all) => all.filter((item) => item.isActive) });

export function useAddOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAdminOrderInput) => api.send<TOrder>('POST', '/api/admin/orders', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      for (const queryKey of [['clients'], ['dashboard'], ['labors']]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
