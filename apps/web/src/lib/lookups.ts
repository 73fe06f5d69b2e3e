import { lookupsApi, type TReferenceList } from '@app/shared';
import { useEndpoint } from './endpoint-query';

/**
 * The active values of a reference list (countries, religions, ...), for the dropdowns of a form such
 * as the worker form; the same call, and so the same query, as the catalogue's filters.
 */
export const useReferenceOptions = (list: TReferenceList) => useEndpoint(lookupsApi.active, { params: { list } });
