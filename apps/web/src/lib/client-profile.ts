import { clientProfileApi, clientRecordsApi, clientsApi, type TClientDocument, type TClientDocumentKind, type TClientProfileValues } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { invalidateEndpoints, queryOf, useEndpointMutation } from './endpoint-query';
import { saveFile } from './save-file';
import { CURRENT_USER } from './session/session';
import { useUploadWithProgress } from './use-upload';

/**
 * Whose visa profile a page shows: the signed-in client's own (her profile page), or a client's as
 * staff see it (her back-office page). The same form and panel serve both, with each side's calls.
 */
export type TProfileSide = { kind: 'own' } | { kind: 'staff'; clientId: number };
export const OWN_PROFILE: TProfileSide = { kind: 'own' };

const profileQuery = (side: TProfileSide) =>
  side.kind === 'own' ? queryOf(clientProfileApi.get) : queryOf(clientRecordsApi.profile, { params: { id: side.clientId } });

const documentsQuery = (side: TProfileSide) =>
  side.kind === 'own' ? queryOf(clientProfileApi.documents) : queryOf(clientRecordsApi.documents, { params: { id: side.clientId } });

export const useClientProfile = (side: TProfileSide) => useQuery(profileQuery(side));

export function useSaveClientProfile(side: TProfileSide) {
  const queryClient = useQueryClient();
  return useEndpointMutation(
    (body: TClientProfileValues) =>
      side.kind === 'own' ? api.send(clientProfileApi.update, { body }) : api.send(clientRecordsApi.updateProfile, { params: { id: side.clientId }, body }),
    {
      onSuccess: ({ data }) => queryClient.setQueryData(profileQuery(side).queryKey, data),
      // Her language may have changed: the account (or the back office's copies of her) is read again.
      invalidates: side.kind === 'own' ? [CURRENT_USER] : [clientsApi.list, clientsApi.get],
    },
  );
}

export const useClientDocuments = (side: TProfileSide) => useQuery(documentsQuery(side));

/** For an upload with its progress (use-upload), which is no endpoint mutation here. */
const useDocumentsChanged = (side: TProfileSide) => {
  const queryClient = useQueryClient();
  return () => invalidateEndpoints(queryClient, [documentsQuery(side).queryKey]);
};

/** Sends a paper of one kind, with its progress; the list is read again once it is kept. */
export function useUploadClientDocument(side: TProfileSide, kind: TClientDocumentKind) {
  const changed = useDocumentsChanged(side);
  const ownUpload = useUploadWithProgress(clientProfileApi.upload, { query: { kind } }, changed);
  const staffUpload = useUploadWithProgress(clientRecordsApi.upload, { params: { id: side.kind === 'staff' ? side.clientId : 0 }, query: { kind } }, changed);
  return side.kind === 'own' ? ownUpload : staffUpload;
}

export const useDeleteClientDocument = (side: TProfileSide) =>
  useEndpointMutation(
    (document: TClientDocument) =>
      side.kind === 'own'
        ? api.send(clientProfileApi.remove, { params: { documentId: document.id } })
        : api.send(clientRecordsApi.remove, { params: { id: side.clientId, documentId: document.id } }),
    { invalidates: [documentsQuery(side).queryKey] },
  );

/** Staff only: the scan, fetched with the session and saved under its name. */
export const useClientScanDownload = (clientId: number) =>
  useMutation({
    mutationFn: (document: TClientDocument) => api.download(clientRecordsApi.scan, { params: { id: clientId, documentId: document.id } }),
    onSuccess: (blob, document) => saveFile(blob, document.fileName),
  });
