import { clientsApi, laborsApi, ordersApi, type TAdminOrderInput } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { listQuery } from '../../lib/list-state';

const SUGGESTIONS = 5;

/** The first clients matching a search; none before the search is typed. */
export function useClientSearch(search: string) {
  return useQuery({
    queryKey: ['clients', 'list', 'addOrder', search],
    queryFn: () => api.call(clientsApi.list, { query: listQuery({ search }, 1, SUGGESTIONS) }),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
}

export const useClientById = (id: number | null) =>
  useQuery({ queryKey: ['clients', 'one', id], queryFn: () => api.call(clientsApi.get, { params: { id: id! } }), enabled: id !== null });

/** A code ("SK-1003", "1003") searches codes, anything else names. */
export const workerSearchFilters = (search: string): Record<string, string> => ({
  [/^(sk-?)?\d+$/i.test(search) ? 'code' : 'name']: search,
  status: 'Available',
});

export function useAvailableWorkers(search: string) {
  return useQuery({
    queryKey: ['labors', 'admin', 'list', 'addOrder', search],
    queryFn: () => api.call(laborsApi.adminList, { query: listQuery(workerSearchFilters(search), 1, SUGGESTIONS) }),
    placeholderData: keepPreviousData,
  });
}

export const useActivePackages = () =>
  useQuery({ queryKey: ['packages', 'admin'], queryFn: () => api.call(ordersApi.adminPackages), select: (all) => all.filter((item) => item.isActive) });

export function useAddOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAdminOrderInput) => api.send(ordersApi.adminAdd, { body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      for (const queryKey of [['clients'], ['dashboard'], ['labors']]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
