import { applicantsApi, type TApplicant, type TApplicantUpdate, type TLaborInput, type TWorkerPrefill } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../lib/api-client';
import { invalidateTags } from '../../lib/endpoint-query';
import { listQuery } from '../../lib/list-state';

/** The list's filters, as its address keeps them. */
export const APPLICANT_FILTERS = ['search', 'status', 'owner', 'followUpDue'] as const;

export const applicantKeys = {
  all: ['applicants'] as const,
  list: (filters: Record<string, string>, pageNumber: number) => ['applicants', 'list', filters, pageNumber] as const,
  one: (id: number) => ['applicants', 'one', id] as const,
  owners: ['applicants', 'owners'] as const,
  prefill: (id: number) => ['applicants', 'prefill', id] as const,
};

export function useApplicants(filters: Record<string, string>, pageNumber: number) {
  return useQuery({
    queryKey: applicantKeys.list(filters, pageNumber),
    queryFn: () => api.call(applicantsApi.list, { query: listQuery(filters, pageNumber) }),
    placeholderData: keepPreviousData,
  });
}

export const useApplicant = (id: number) =>
  useQuery({
    queryKey: applicantKeys.one(id),
    queryFn: () => api.call(applicantsApi.get, { params: { id } }),
    // The page answers an unknown applicant itself: no notification for it.
    meta: { quiet: true },
  });

/** Staff who may handle applicants: the owner filter's and the owner select's choices. */
export const useApplicantOwners = () => useQuery({ queryKey: applicantKeys.owners, queryFn: () => api.call(applicantsApi.owners), staleTime: 5 * 60_000 });

export const useWorkerPrefill = (id: number, enabled: boolean) =>
  useQuery({ queryKey: applicantKeys.prefill(id), queryFn: () => api.call(applicantsApi.prefill, { params: { id } }), enabled });

/** A change to an applicant puts the answer in place and refreshes the lists (and the dashboard's counts). */
function useApplicantMutation<TInput>(id: number, send: (input: TInput) => Promise<ApiResult<TApplicant>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(applicantKeys.one(id), data);
      void queryClient.invalidateQueries({ queryKey: [...applicantKeys.all, 'list'] });
      invalidateTags(queryClient, ['dashboard']);
    },
  });
}

export const useUpdateApplicant = (id: number) =>
  useApplicantMutation(id, (change: TApplicantUpdate) => api.send(applicantsApi.update, { params: { id }, body: change }));

export const useAddApplicantNote = (id: number) =>
  useApplicantMutation(id, (text: string) => api.send(applicantsApi.addNote, { params: { id }, body: { text } }));

/** Saves the worker form as the applicant's worker; the applicant and the workers' lists are read again. */
export function useConvertApplicant(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TLaborInput) => api.send(applicantsApi.convert, { params: { id }, body: input }),
    onSuccess: () => {
      invalidateTags(queryClient, ['applicants', 'labors', 'dashboard']);
    },
  });
}

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
