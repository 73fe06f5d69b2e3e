import { processContractApi, processesApi, type TProcessSummary, type TStartProcess } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client';
import { useEndpointMutation } from '../../lib/endpoint-query';
import { notifyApiError } from '../../lib/notify';
import { saveFile } from '../../lib/save-file';

/** A refusal the start dialog shows on its fields (the worker's process already running among them); any other is notified. */
export const START_FIELDS = ['laborId', 'location', 'packageKind', 'startedOn'] as const;
export const startFieldErrors = (error: unknown) =>
  error instanceof ApiError ? START_FIELDS.filter((field) => error.errors[field]).map((field) => [field, error.errors[field]!] as const) : [];

/** Starts a process by hand; the board is read again. */
export const useStartProcess = () =>
  useEndpointMutation((body: TStartProcess) => api.send(processesApi.start, { body }), {
    invalidates: [processesApi.board],
    meta: { quiet: true },
    onError: (error) => {
      if (startFieldErrors(error).length === 0) notifyApiError(error);
    },
  });

/** The process's standard employment contract, fetched with the session and saved under its order's number. */
export function useContractPdf(process: Pick<TProcessSummary, 'id' | 'order'>) {
  return useMutation({
    mutationFn: async () => {
      const blob = await api.download(processContractApi.pdf, { params: { id: process.id } });
      saveFile(blob, `contract-${process.order?.orderNumber ?? process.id}.pdf`);
    },
  });
}
