import { documentsApi, type TDocumentInput, type TWorkerDocument } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { invalidateTags } from '../../lib/endpoint-query';
import { listQuery } from '../../lib/list-state';
import { saveFile } from '../../lib/save-file';

export const documentKeys = {
  all: ['documents'] as const,
  ofWorker: (laborId: number) => ['documents', 'worker', laborId] as const,
  list: (filters: Record<string, string>, pageNumber: number) => ['documents', 'expiring', filters, pageNumber] as const,
};

/** /Documents' filters, kept in the address: the window in days, the kind, a search on the worker. */
export const DOCUMENT_FILTERS = ['within', 'kind', 'search'] as const;

export const useWorkerDocuments = (laborId: number) =>
  useQuery({ queryKey: documentKeys.ofWorker(laborId), queryFn: () => api.call(documentsApi.list, { params: { id: laborId } }) });

export const useExpiringDocuments = (filters: Record<string, string>, pageNumber: number) =>
  useQuery({
    queryKey: documentKeys.list(filters, pageNumber),
    queryFn: () => api.call(documentsApi.expiring, { query: listQuery(filters, pageNumber) }),
    placeholderData: keepPreviousData,
  });

/** After a change: the worker's documents, /Documents and the dashboard's counts are read again. */
export function useDocumentsChanged() {
  const queryClient = useQueryClient();
  return () => {
    invalidateTags(queryClient, ['documents', 'dashboard']);
  };
}

/** Adds a document to the worker, or saves the one given. */
export function useSaveDocument(laborId: number, documentId: number | null) {
  const changed = useDocumentsChanged();
  return useMutation({
    mutationFn: (body: TDocumentInput) =>
      documentId === null
        ? api.send(documentsApi.create, { params: { id: laborId }, body })
        : api.send(documentsApi.update, { params: { id: laborId, documentId }, body }),
    onSuccess: changed,
  });
}

export function useDeleteDocument(laborId: number) {
  const changed = useDocumentsChanged();
  return useMutation({
    mutationFn: (documentId: number) => api.send(documentsApi.remove, { params: { id: laborId, documentId } }),
    onSuccess: changed,
  });
}

/** A document's scan, fetched with the session and saved under its own name. */
export const useScanDownload = () =>
  useMutation({
    mutationFn: (document: TWorkerDocument) => api.download(documentsApi.scan, { params: { id: document.laborId, documentId: document.id } }),
    onSuccess: (blob, document) => saveFile(blob, document.scan?.fileName ?? 'scan'),
  });
