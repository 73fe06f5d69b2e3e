import { clientsApi, ordersApi, placementsApi, type TAdminOrderInput } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { invalidateTags } from '../../lib/endpoint-query';
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

/** The client's ended placements whose replacement was chosen and not yet opened: Add Order offers each as a no-fee replacement. */
export function useDueReplacements(clientId: number | null) {
  return useQuery({
    queryKey: ['placements', 'list', 'replacementDue', clientId],
    queryFn: () => api.call(placementsApi.adminList, { query: listQuery({ filter: 'replacementDue', clientId: String(clientId) }, 1, SUGGESTIONS) }),
    enabled: clientId !== null,
    select: (page) => page.items,
  });
}

export const useActivePackages = () =>
  useQuery({ queryKey: ['packages', 'admin'], queryFn: () => api.call(ordersApi.adminPackages), select: (all) => all.filter((item) => item.isActive) });

export function useAddOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAdminOrderInput) => api.send(ordersApi.adminAdd, { body: input }),
    onSuccess: () => {
      invalidateTags(queryClient, ['orders', 'clients', 'dashboard', 'labors', 'placements']);
    },
  });
}
