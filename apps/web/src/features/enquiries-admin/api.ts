import { enquiriesApi, type TAdminOrderInput, type TEnquiryDetails, type TEnquiryUpdate } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../lib/api-client';
import { invalidateTags } from '../../lib/endpoint-query';
import { listQuery } from '../../lib/list-state';

/** The list's filters, as its address keeps them. */
export const ENQUIRY_FILTERS = ['kind', 'status', 'owner', 'followUpDue', 'search'] as const;

export const enquiryKeys = {
  all: ['enquiries', 'admin'] as const,
  list: (filters: Record<string, string>, pageNumber: number) => ['enquiries', 'admin', 'list', filters, pageNumber] as const,
  today: ['enquiries', 'admin', 'today'] as const,
  one: (id: number) => ['enquiries', 'admin', 'one', id] as const,
  owners: ['enquiries', 'owners'] as const,
};

export function useEnquiries(filters: Record<string, string>, pageNumber: number) {
  return useQuery({
    queryKey: enquiryKeys.list(filters, pageNumber),
    queryFn: () => api.call(enquiriesApi.adminList, { query: listQuery(filters, pageNumber) }),
    placeholderData: keepPreviousData,
  });
}

export const useTodayCallbacks = () => useQuery({ queryKey: enquiryKeys.today, queryFn: () => api.call(enquiriesApi.today) });

export const useEnquiry = (id: number) =>
  useQuery({
    queryKey: enquiryKeys.one(id),
    queryFn: () => api.call(enquiriesApi.get, { params: { id } }),
    // The page answers an unknown enquiry itself: no notification for it.
    meta: { quiet: true },
  });

/** Staff who may handle enquiries: the owner filter's and the owner select's choices. */
export const useEnquiryOwners = () => useQuery({ queryKey: enquiryKeys.owners, queryFn: () => api.call(enquiriesApi.owners), staleTime: 5 * 60_000 });

/** A change to an enquiry puts the answer in place and refreshes the lists, today's callbacks and the dashboard's count. */
function useEnquiryMutation<TInput>(id: number, send: (input: TInput) => Promise<ApiResult<TEnquiryDetails>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(enquiryKeys.one(id), data);
      void queryClient.invalidateQueries({ queryKey: [...enquiryKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: enquiryKeys.today });
      invalidateTags(queryClient, ['dashboard']);
    },
  });
}

export const useUpdateEnquiry = (id: number) =>
  useEnquiryMutation(id, (change: TEnquiryUpdate) => api.send(enquiriesApi.update, { params: { id }, body: change }));

export const useAddEnquiryNote = (id: number) => useEnquiryMutation(id, (text: string) => api.send(enquiriesApi.addNote, { params: { id }, body: { text } }));

/** Makes the visitor a client with an order; the enquiry, the orders, the clients and the workers are read again. */
export function useConvertEnquiry(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAdminOrderInput) => api.send(enquiriesApi.convert, { params: { id }, body: input }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: enquiryKeys.all });
      invalidateTags(queryClient, ['orders', 'clients', 'labors', 'dashboard']);
    },
  });
}
export type TConvertEnquiry = ReturnType<typeof useConvertEnquiry>;
