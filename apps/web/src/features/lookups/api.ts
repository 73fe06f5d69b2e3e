import { lookupsApi, type TReferenceInput, type TReferenceList } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { listQuery } from '../../lib/list-state';
import { referenceOptionsKey } from '../../lib/lookups';

const keys = {
  list: (list: TReferenceList) => ['lookups', 'admin', list] as const,
  page: (list: TReferenceList, search: string, pageNumber: number) => ['lookups', 'admin', list, search, pageNumber] as const,
  options: referenceOptionsKey,
};

export function useReferencePage(list: TReferenceList, search: string, pageNumber: number) {
  return useQuery({
    queryKey: keys.page(list, search, pageNumber),
    queryFn: () => api.call(lookupsApi.adminList, { params: { list }, query: listQuery({ search }, pageNumber) }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveReference(list: TReferenceList, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TReferenceInput) =>
      id === null ? api.send(lookupsApi.add, { params: { list }, body: input }) : api.send(lookupsApi.update, { params: { list, id }, body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.list(list) });
      void queryClient.invalidateQueries({ queryKey: keys.options(list) });
    },
  });
}

export function useDeleteReference(list: TReferenceList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send(lookupsApi.remove, { params: { list, id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.list(list) });
      void queryClient.invalidateQueries({ queryKey: keys.options(list) });
    },
  });
}
