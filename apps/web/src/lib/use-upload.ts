import type { TCallInput, TEndpoint } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './api-client';

/**
 * Sends one file to an upload endpoint with its progress (0 to 100, null when no upload runs), for
 * a progress bar and for forms that must not save while a file is still on its way.
 */
export function useUploadWithProgress<E extends TEndpoint & { kind: 'upload' }>(endpoint: E, input?: TCallInput<E>, onSuccess?: () => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return api.upload(endpoint, file, setProgress, input);
    },
    onSuccess,
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
