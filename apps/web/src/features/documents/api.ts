import { documentsApi, processDocumentsApi, type TDocumentInput, type TWorkerDocument } from '@app/shared';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { invalidateTags, useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';
import { listQuery } from '../../lib/list-state';
import { saveFile } from '../../lib/save-file';

/** /Documents' filters, kept in the address: the window in days, the kind, a search on the worker. */
export const DOCUMENT_FILTERS = ['within', 'kind', 'search'] as const;

export const useWorkerDocuments = (laborId: number) => useEndpoint(documentsApi.list, { params: { id: laborId } });

export const useExpiringDocuments = (filters: Record<string, string>, pageNumber: number) =>
  useEndpoint(documentsApi.expiring, { query: listQuery(filters, pageNumber) }, { placeholderData: keepPreviousData });

/** After a change: the worker's documents, /Documents and the dashboard's counts are read again. */
const CHANGED = ['documents', 'dashboard'] as const;

/** For a scan uploaded with its progress (lib/use-upload), which is no endpoint mutation here. */
export function useDocumentsChanged() {
  const queryClient = useQueryClient();
  return () => invalidateTags(queryClient, CHANGED);
}

/** A visa process's step a new document comes from (docs/decisions/034). */
export type TDocumentStep = { processId: number; stepId: number };

/** Adds a document to the worker (from a process's step when one is given), or saves the one given. */
export const useSaveDocument = (laborId: number, documentId: number | null, step?: TDocumentStep) =>
  useEndpointMutation(
    (body: TDocumentInput) =>
      documentId !== null
        ? api.send(documentsApi.update, { params: { id: laborId, documentId }, body })
        : step
          ? api.send(processDocumentsApi.attach, { params: { id: step.processId, stepId: step.stepId }, body })
          : api.send(documentsApi.create, { params: { id: laborId }, body }),
    { invalidates: CHANGED },
  );

export const useDeleteDocument = (laborId: number) =>
  useEndpointMutation((documentId: number) => api.send(documentsApi.remove, { params: { id: laborId, documentId } }), { invalidates: CHANGED });

/** A document's scan, fetched with the session and saved under its own name. */
export const useScanDownload = () =>
  useMutation({
    mutationFn: (document: TWorkerDocument) => api.download(documentsApi.scan, { params: { id: document.laborId, documentId: document.id } }),
    onSuccess: (blob, document) => saveFile(blob, document.scan?.fileName ?? 'scan'),
  });
