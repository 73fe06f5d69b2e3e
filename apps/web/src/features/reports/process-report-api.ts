import { processReportApi, type TProcessReportTableId } from '@app/shared';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useEndpoint } from '../../lib/endpoint-query';
import { saveFile } from '../../lib/save-file';
import { rangeProblem, type TRange } from './ranges';

/** The report's question as the address keeps it: the range, and the package and nationality when one is chosen. */
export type TProcessReportFilters = TRange & { package: string; countryId: string };

/** The query as the address has it (the server says what is wrong with it): a filter left at "all" is not sent. */
function queryOf(filters: TProcessReportFilters & { table?: TProcessReportTableId }): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return query;
}

// The page says a refusal (a package or nationality in the address the server does not take) in place of the tables.
export const useProcessReport = (filters: TProcessReportFilters) =>
  useEndpoint(
    processReportApi.get,
    { query: queryOf(filters) },
    { placeholderData: keepPreviousData, enabled: rangeProblem(filters) === null, meta: { quiet: true } },
  );

type TExport = { table: TProcessReportTableId; format: 'csv' | 'xlsx' };

/** One table as CSV or XLSX with the page's filters, fetched with the session and saved. */
export function useProcessReportExport(filters: TProcessReportFilters) {
  return useMutation({
    mutationFn: async ({ table, format }: TExport) => {
      const query = queryOf({ table, ...filters });
      const blob = await api.download(format === 'csv' ? processReportApi.csv : processReportApi.xlsx, { query });
      saveFile(blob, `${table}_${filters.from}_${filters.to}.${format}`);
    },
  });
}
