import { reportsApi, type TReportTableId } from '@app/shared';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useEndpoint } from '../../lib/endpoint-query';
import { saveFile } from '../../lib/save-file';
import { rangeProblem, type TRange } from './ranges';

export const useReports = (range: TRange) =>
  useEndpoint(reportsApi.get, { query: range }, { placeholderData: keepPreviousData, enabled: rangeProblem(range) === null });

type TExport = { table: TReportTableId; format: 'csv' | 'xlsx' };

/** One table as CSV or XLSX over the range, fetched with the session and saved. */
export function useExport(range: TRange) {
  return useMutation({
    mutationFn: async ({ table, format }: TExport) => {
      const query = { table, ...range };
      const blob = await api.download(format === 'csv' ? reportsApi.csv : reportsApi.xlsx, { query });
      saveFile(blob, `${table}_${range.from}_${range.to}.${format}`);
    },
  });
}
