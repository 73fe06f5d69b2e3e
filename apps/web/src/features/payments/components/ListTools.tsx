import { WEB_ROUTES } from '@app/shared';
import { Button, TextInput, type TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { generatePath, Link } from 'react-router';
import type { TColumn } from '../../../app/ui/ResourceTable';
import { useTranslation } from '../../../lib/i18n';
import { saveFile } from '../../../lib/save-file';
import { filterQuery, rangeIsBackwards } from '../api';
import list from '../../../app/ui/list-tools.module.css';
import classes from './lists.module.css';

type TRange = { from: string; to: string };

/** The UAE days a list is narrowed to; an end before the start is said, and not asked for. */
export function DateRange({ filters, onChange }: { filters: TRange; onChange: (changed: Partial<TRange>) => void }) {
  const { t } = useTranslation();
  return (
    <div className={list.dateRange}>
      <TextInput
        type="date"
        label={t('payments.lists.from')}
        value={filters.from}
        onChange={(event) => onChange({ from: event.currentTarget.value })}
        dir="ltr"
      />
      <TextInput
        type="date"
        label={t('payments.lists.to')}
        value={filters.to}
        onChange={(event) => onChange({ to: event.currentTarget.value })}
        error={rangeIsBackwards(filters) ? t('payments.lists.rangeInvalid') : undefined}
        dir="ltr"
      />
    </div>
  );
}

/**
 * The list's CSV (every row the filters keep, not just this page), fetched with the session and
 * saved; and a way back to the whole list.
 */
export function ListActions({
  download,
  fileName,
  filters,
  onClear,
}: {
  /** The CSV endpoint, asked with the filters. */
  download: (query: URLSearchParams) => Promise<Blob>;
  fileName: string;
  filters: Record<string, string> & TRange;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const exportCsv = useMutation({
    mutationFn: () => download(filterQuery(filters)),
    onSuccess: (blob) => saveFile(blob, fileName),
  });
  const hasFilters = Object.values(filters).some(Boolean);
  return (
    <div className={list.listActions}>
      <Button
        variant="outline"
        loading={exportCsv.isPending}
        disabled={rangeIsBackwards(filters)}
        aria-label={t('payments.lists.exportCsvLabel')}
        onClick={() => exportCsv.mutate()}
      >
        {t('payments.lists.exportCsv')}
      </Button>
      {hasFilters && (
        <Button variant="subtle" onClick={onClear}>
          {t('payments.lists.clear')}
        </Button>
      )}
    </div>
  );
}

export function OrderLink({ id, number }: { id: number; number: string }) {
  return (
    <Link to={generatePath(WEB_ROUTES.orderDetails, { id: String(id) })} dir="ltr" className={classes.noWrap}>
      {number}
    </Link>
  );
}

export function ClientLink({ client }: { client: { id: number; userName: string } }) {
  return (
    <Link to={generatePath(WEB_ROUTES.clientDetails, { id: String(client.id) })} className={classes.client}>
      <bdi>{client.userName}</bdi>
    </Link>
  );
}

/**
 * A column whose cells carry its name, which a phone shows beside each value (the table's header
 * is hidden there); its class may depend on the row (a refund's amount in red).
 */
export function column<T>(header: string, cell: (row: T) => ReactNode, className?: string | ((row: T) => string)): TColumn<T> {
  return {
    header,
    cell,
    cellProps: (row) => ({ 'data-label': header, className: typeof className === 'function' ? className(row) : className }) as TableTdProps,
  };
}
