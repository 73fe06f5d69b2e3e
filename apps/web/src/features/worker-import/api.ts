import { workerImportApi, type TWorkerImportMode } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api-client';
import { useEndpointMutation } from '../../lib/endpoint-query';

/** The template in CSV or XLSX, fetched with the session and saved. */
export const useDownloadTemplate = () =>
  useMutation({
    mutationFn: async (format: 'csv' | 'xlsx') => {
      const blob = await api.download(workerImportApi.template, { query: { format } });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `workers-import-template.${format}`;
      link.click();
      URL.revokeObjectURL(link.href);
    },
  });

/**
 * The file's rows checked by the server, nothing saved. Its problems are shown on the page, so a
 * refused file (wrong type, too many rows) is not also a notification.
 */
export function usePreviewImport() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      return (await api.upload(workerImportApi.preview, file, setProgress)).data;
    },
    onSettled: () => setProgress(null),
    meta: { quiet: true },
  });
  return { ...mutation, progress };
}

/** Saves the same file: all its rows or only the valid ones. The workers list and the dashboard's counts are read again. */
export const useCommitImport = () =>
  useEndpointMutation(
    ({ file, mode }: { file: File; mode: TWorkerImportMode }) => api.upload(workerImportApi.commit, file, () => undefined, { query: { mode } }),
    { invalidates: ['labors', 'dashboard'] },
  );
