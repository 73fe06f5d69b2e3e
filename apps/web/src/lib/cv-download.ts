import { cvApi } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from './api-client';
import type { TCvChoice } from './cv';

/** Staff's CV of one or more workers (shown in the catalogue or not), fetched with the session and saved by the browser. */
export function useStaffCvDownload() {
  return useMutation({
    mutationFn: ({ ids, lang, digits }: TCvChoice & { ids: number[]; fileName: string }) =>
      api.download(cvApi.family, { query: { ids: ids.join(','), lang, digits } }),
    onSuccess: (blob, { fileName }) => {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(link.href);
    },
  });
}
