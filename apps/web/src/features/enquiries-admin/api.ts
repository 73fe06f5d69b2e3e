import { enquiriesApi, type TAdminOrderInput, type TEnquiryDetails, type TEnquiryUpdate } from '@app/shared';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../lib/api-client';
import { keyOf, useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';
import { listQuery } from '../../lib/list-state';

/** The list's filters, as its address keeps them. */
export const ENQUIRY_FILTERS = ['kind', 'status', 'owner', 'followUpDue', 'search'] as const;

export const useEnquiries = (filters: Record<string, string>, pageNumber: number) =>
  useEndpoint(enquiriesApi.adminList, { query: listQuery(filters, pageNumber) }, { placeholderData: keepPreviousData });

export const useTodayCallbacks = () => useEndpoint(enquiriesApi.today, undefined);

// The page answers an unknown enquiry itself: no notification for it.
export const useEnquiry = (id: number) => useEndpoint(enquiriesApi.get, { params: { id } }, { meta: { quiet: true } });

/** Staff who may handle enquiries: the owner filter's and the owner select's choices. */
export const useEnquiryOwners = () => useEndpoint(enquiriesApi.owners, undefined, { staleTime: 5 * 60_000 });

/** A change to an enquiry puts the answer in place and refreshes the lists, today's callbacks and the dashboard's count. */
function useEnquiryMutation<TInput>(id: number, send: (input: TInput) => Promise<ApiResult<TEnquiryDetails>>) {
  const queryClient = useQueryClient();
  return useEndpointMutation(send, {
    onSuccess: ({ data }) => queryClient.setQueryData(keyOf(enquiriesApi.get, { params: { id } }), data),
    invalidates: [enquiriesApi.adminList, enquiriesApi.today, 'dashboard'],
  });
}

export const useUpdateEnquiry = (id: number) =>
  useEnquiryMutation(id, (change: TEnquiryUpdate) => api.send(enquiriesApi.update, { params: { id }, body: change }));

export const useAddEnquiryNote = (id: number) => useEnquiryMutation(id, (text: string) => api.send(enquiriesApi.addNote, { params: { id }, body: { text } }));

/** Makes the visitor a client with an order; the enquiry, the orders, the clients and the workers are read again. */
export const useConvertEnquiry = (id: number) =>
  useEndpointMutation((input: TAdminOrderInput) => api.send(enquiriesApi.convert, { params: { id }, body: input }), {
    invalidates: [enquiriesApi.adminList, enquiriesApi.today, enquiriesApi.get, 'orders', 'clients', 'labors', 'dashboard'],
    evenIfRefused: true,
  });
export type TConvertEnquiry = ReturnType<typeof useConvertEnquiry>;
