import { auditApi } from '@app/shared';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useEndpoint } from '../../lib/endpoint-query';
import { listQuery } from '../../lib/list-state';

export const AUDIT_FILTERS = ['who', 'action', 'entity', 'entityId', 'from', 'to'] as const;
export type TAuditFilters = Record<(typeof AUDIT_FILTERS)[number], string>;

export const AUDIT_PAGE_SIZE = 20;

/** A range whose end comes before its start is not asked for: the form says so instead. */
export const rangeIsBackwards = ({ from, to }: Pick<TAuditFilters, 'from' | 'to'>) => Boolean(from && to && from > to);

/** The filters without the empty ones, as the list and its CSV export send them. */
export const filterQuery = (filters: TAuditFilters) => {
  const query = new URLSearchParams();
  for (const key of AUDIT_FILTERS) if (filters[key]) query.set(key, filters[key]);
  return query;
};

export const useAuditLog = (filters: TAuditFilters, pageNumber: number) =>
  useEndpoint(
    auditApi.list,
    { query: listQuery(filters, pageNumber, AUDIT_PAGE_SIZE) },
    { placeholderData: keepPreviousData, enabled: !rangeIsBackwards(filters) },
  );

/** The CSV of the rows the filters show (every page), fetched with the session and saved. */
export const useExportAudit = () =>
  useMutation({
    mutationFn: (filters: TAuditFilters) => api.download(auditApi.csv, { query: filterQuery(filters) }),
    onSuccess: (blob) => {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = 'audit-log.csv';
      link.click();
      URL.revokeObjectURL(link.href);
    },
  });
