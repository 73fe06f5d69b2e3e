import { lookupsApi, type TReferenceList } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The query key of a reference list's active values; the back office's reference pages refresh it when they change the list. */
export const referenceOptionsKey = (list: TReferenceList) => ['lookups', 'options', list] as const;

/** The active values of a reference list (countries, religions, ...), for the dropdowns of a form such as the worker form. */
export function useReferenceOptions(list: TReferenceList) {
  return useQuery({ queryKey: referenceOptionsKey(list), queryFn: () => api.call(lookupsApi.active, { params: { list } }) });
}
