import { lookupsApi, type TReferenceInput, type TReferenceList } from '@app/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { keyOf, useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';
import { listQuery } from '../../lib/list-state';

export const useReferencePage = (list: TReferenceList, search: string, pageNumber: number) =>
  useEndpoint(lookupsApi.adminList, { params: { list }, query: listQuery({ search }, pageNumber) }, { placeholderData: keepPreviousData });

/** A changed list: its pages here and its active values (the forms' dropdowns, the catalogue's filters) are read again. */
const changedList = (list: TReferenceList) => [keyOf(lookupsApi.adminList, { params: { list } }), keyOf(lookupsApi.active, { params: { list } })];

export const useSaveReference = (list: TReferenceList, id: number | null) =>
  useEndpointMutation(
    (input: TReferenceInput) =>
      id === null ? api.send(lookupsApi.add, { params: { list }, body: input }) : api.send(lookupsApi.update, { params: { list, id }, body: input }),
    { invalidates: changedList(list) },
  );

export const useDeleteReference = (list: TReferenceList) =>
  useEndpointMutation((id: number) => api.send(lookupsApi.remove, { params: { list, id } }), { invalidates: changedList(list) });
