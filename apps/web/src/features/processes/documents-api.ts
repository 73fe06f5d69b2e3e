import { clientRecordsApi, documentsApi, processDocumentsApi, type TFamilyFile, type TStepDocument } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useEndpoint } from '../../lib/endpoint-query';
import { saveFile } from '../../lib/save-file';
import { useCan } from '../../lib/session/current-user';

/**
 * Papers on the steps (docs/decisions/034): the worker's documents are for staff who handle workers
 * (`labors.manage`), the family's files for those who handle clients (`clients.manage`); others do not ask.
 */
export function useStepPapersAccess() {
  const can = useCan();
  return { documents: can('labors.manage'), familyFiles: can('clients.manage') };
}

export const useStepDocuments = (processId: number, enabled: boolean) => useEndpoint(processDocumentsApi.list, { params: { id: processId } }, { enabled });

export const useFamilyFiles = (processId: number, enabled: boolean) => useEndpoint(processDocumentsApi.familyFiles, { params: { id: processId } }, { enabled });

/** A step document's scan, through the documents module's route. */
export const useStepScanDownload = () =>
  useMutation({
    mutationFn: (document: TStepDocument) => api.download(documentsApi.scan, { params: { id: document.laborId, documentId: document.id } }),
    onSuccess: (blob, document) => saveFile(blob, document.scan?.fileName ?? 'scan'),
  });

/** A family's paper: the step's file, or the client's document when it was given on her profile. */
export const useFamilyFileDownload = (processId: number) =>
  useMutation({
    mutationFn: (file: TFamilyFile) =>
      file.source === 'profile' && file.clientId !== null
        ? api.download(clientRecordsApi.scan, { params: { id: file.clientId, documentId: file.id } })
        : api.download(processDocumentsApi.familyFile, { params: { id: processId, fileId: file.id } }),
    onSuccess: (blob, file) => saveFile(blob, file.fileName),
  });
