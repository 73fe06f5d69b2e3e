import { applicantsApi, type TApplicant, type TApplicantUpdate, type TLaborInput, type TWorkerPrefill } from '@app/shared';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../lib/api-client';
import { keyOf, useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';
import { listQuery } from '../../lib/list-state';

/** The list's filters, as its address keeps them. */
export const APPLICANT_FILTERS = ['search', 'status', 'owner', 'followUpDue'] as const;

export const useApplicants = (filters: Record<string, string>, pageNumber: number) =>
  useEndpoint(applicantsApi.list, { query: listQuery(filters, pageNumber) }, { placeholderData: keepPreviousData });

// The page answers an unknown applicant itself: no notification for it.
export const useApplicant = (id: number) => useEndpoint(applicantsApi.get, { params: { id } }, { meta: { quiet: true } });

/** Staff who may handle applicants: the owner filter's and the owner select's choices. */
export const useApplicantOwners = () => useEndpoint(applicantsApi.owners, undefined, { staleTime: 5 * 60_000 });

export const useWorkerPrefill = (id: number, enabled: boolean) => useEndpoint(applicantsApi.prefill, { params: { id } }, { enabled });

/** A change to an applicant puts the answer in place and refreshes the lists (and the dashboard's counts). */
function useApplicantMutation<TInput>(id: number, send: (input: TInput) => Promise<ApiResult<TApplicant>>) {
  const queryClient = useQueryClient();
  return useEndpointMutation(send, {
    onSuccess: ({ data }) => queryClient.setQueryData(keyOf(applicantsApi.get, { params: { id } }), data),
    invalidates: [applicantsApi.list, 'dashboard'],
  });
}

export const useUpdateApplicant = (id: number) =>
  useApplicantMutation(id, (change: TApplicantUpdate) => api.send(applicantsApi.update, { params: { id }, body: change }));

export const useAddApplicantNote = (id: number) =>
  useApplicantMutation(id, (text: string) => api.send(applicantsApi.addNote, { params: { id }, body: { text } }));

/** Saves the worker form as the applicant's worker; the applicant and the workers' lists are read again. */
export const useConvertApplicant = (id: number) =>
  useEndpointMutation((input: TLaborInput) => api.send(applicantsApi.convert, { params: { id }, body: input }), {
    invalidates: ['applicants', 'labors', 'dashboard'],
  });

/** The worker form's first values: what the answers gave, the rest as a new worker's (LaborForm's defaults). */
export function workerFormValues(prefill: TWorkerPrefill) {
  return {
    name: prefill.name,
    countryId: prefill.countryId ?? undefined,
    positionId: prefill.positionId ?? undefined,
    languageIds: prefill.languageIds,
    experiences: [{ country: '', countryAr: '', position: '', positionAr: '', period: prefill.experience, periodAr: prefill.experienceAr }],
  } satisfies Partial<TLaborInput>;
}

export type TWorkerFormValues = ReturnType<typeof workerFormValues>;
export type TConvertApplicant = ReturnType<typeof useConvertApplicant>;
