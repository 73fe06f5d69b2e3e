import { clientProfileApi, clientRecordsApi, type TClientDocument, type TClientDocumentKind, type TClientProfileValues } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { invalidateTags } from './endpoint-query';
import { saveFile } from './save-file';
import { CURRENT_USER_KEY } from './session/session';
import { useUploadWithProgress } from './use-upload';

/**
 * Whose visa profile a page shows: the signed-in client's own (her profile page), or a client's as
 * staff see it (her back-office page). The same form and panel serve both, with each side's calls.
 */
export type TProfileSide = { kind: 'own' } | { kind: 'staff'; clientId: number };
export const OWN_PROFILE: TProfileSide = { kind: 'own' };

const keysOf = (side: TProfileSide) => {
  const base = side.kind === 'own' ? (['clientProfile', 'own'] as const) : (['clientProfile', side.clientId] as const);
  return { profile: [...base, 'profile'], documents: [...base, 'documents'] };
};

export function useClientProfile(side: TProfileSide) {
  return useQuery({
    queryKey: keysOf(side).profile,
    queryFn: () => (side.kind === 'own' ? api.call(clientProfileApi.get) : api.call(clientRecordsApi.profile, { params: { id: side.clientId } })),
  });
}

export function useSaveClientProfile(side: TProfileSide) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TClientProfileValues) =>
      side.kind === 'own' ? api.send(clientProfileApi.update, { body }) : api.send(clientRecordsApi.updateProfile, { params: { id: side.clientId }, body }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(keysOf(side).profile, data);
      // Her language may have changed: the account (and the back office's copy) is read again.
      if (side.kind === 'own') void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      else invalidateTags(queryClient, ['clients']);
    },
  });
}

export function useClientDocuments(side: TProfileSide) {
  return useQuery({
    queryKey: keysOf(side).documents,
    queryFn: () => (side.kind === 'own' ? api.call(clientProfileApi.documents) : api.call(clientRecordsApi.documents, { params: { id: side.clientId } })),
  });
}

const useDocumentsChanged = (side: TProfileSide) => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: keysOf(side).documents });
};

/** Sends a paper of one kind, with its progress; the list is read again once it is kept. */
export function useUploadClientDocument(side: TProfileSide, kind: TClientDocumentKind) {
  const changed = useDocumentsChanged(side);
  const ownUpload = useUploadWithProgress(clientProfileApi.upload, { query: { kind } }, changed);
  const staffUpload = useUploadWithProgress(clientRecordsApi.upload, { params: { id: side.kind === 'staff' ? side.clientId : 0 }, query: { kind } }, changed);
  return side.kind === 'own' ? ownUpload : staffUpload;
}

export function useDeleteClientDocument(side: TProfileSide) {
  const changed = useDocumentsChanged(side);
  return useMutation({
    mutationFn: (document: TClientDocument) =>
      side.kind === 'own'
        ? api.send(clientProfileApi.remove, { params: { documentId: document.id } })
        : api.send(clientRecordsApi.remove, { params: { id: side.clientId, documentId: document.id } }),
    onSuccess: changed,
  });
}

/** Staff only: the scan, fetched with the session and saved under its name. */
export const useClientScanDownload = (clientId: number) =>
  useMutation({
    mutationFn: (document: TClientDocument) => api.download(clientRecordsApi.scan, { params: { id: clientId, documentId: document.id } }),
    onSuccess: (blob, document) => saveFile(blob, document.fileName),
  });
