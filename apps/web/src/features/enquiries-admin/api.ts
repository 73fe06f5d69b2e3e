import { enquiriesApi } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { listQuery } from '../../lib/list-state';

export type TEnquiryFilters = { kind: string; handled: string; search: string };

export function useEnquiries(filters: TEnquiryFilters, pageNumber: number) {
  return useQuery({
    queryKey: ['enquiries', 'admin', filters, pageNumber],
    queryFn: () => api.call(enquiriesApi.adminList, { query: listQuery(filters, pageNumber) }),
    placeholderData: keepPreviousData,
  });
}

export function useSetHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isHandled }: { id: number; isHandled: boolean }) => api.send(enquiriesApi.setHandled, { params: { id }, body: { isHandled } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['enquiries', 'admin'] }),
  });
}
