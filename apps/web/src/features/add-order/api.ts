import { clientsApi, ordersApi, placementsApi, type TAdminOrderInput } from '@app/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';
import { listQuery } from '../../lib/list-state';

const SUGGESTIONS = 5;

/** The first clients matching a search; none before the search is typed. */
export const useClientSearch = (search: string) =>
  useEndpoint(clientsApi.list, { query: listQuery({ search }, 1, SUGGESTIONS) }, { enabled: search !== '', placeholderData: keepPreviousData });

export const useClientById = (id: number | null) => useEndpoint(clientsApi.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

/** The client's ended placements whose replacement was chosen and not yet opened: Add Order offers each as a no-fee replacement. */
export const useDueReplacements = (clientId: number | null) =>
  useEndpoint(
    placementsApi.adminList,
    { query: listQuery({ filter: 'replacementDue', clientId: String(clientId) }, 1, SUGGESTIONS) },
    { enabled: clientId !== null, select: (page) => page.items },
  );

export const useActivePackages = () => useEndpoint(ordersApi.adminPackages, undefined, { select: (all) => all.filter((item) => item.isActive) });

export const useAddOrder = () =>
  useEndpointMutation((input: TAdminOrderInput) => api.send(ordersApi.adminAdd, { body: input }), {
    invalidates: ['orders', 'clients', 'dashboard', 'labors', 'placements'],
  });
