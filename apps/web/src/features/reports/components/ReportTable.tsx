import { Button, Table } from '@mantine/core';
import { formatAed, formatDays, formatRate, type TReportCell, type TReportTable } from '@app/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import stacked from '../../../app/ui/stacked-table.module.css';
import classes from '../reports.module.css';

function CellValue({ cell }: { cell: TReportCell }) {
  const { i18n } = useTranslation();
  switch (cell.kind) {
    case 'text':
      return <bdi>{cell.value}</bdi>;
    case 'count':
      return <span dir="ltr">{cell.value}</span>;
    case 'money':
      return <>{formatAed(cell.fils / 100, i18n.language)}</>;
    case 'rate':
      return <span dir="ltr">{formatRate(cell.value)}</span>;
    case 'days':
      return <span dir="ltr">{formatDays(cell.value)}</span>;
  }
}

const cellClass = (cell: TReportCell) => (cell.kind === 'text' ? undefined : classes.figure);

/**
 * One report: its heading, a chart where one helps, the table with its total row (cards on a phone,
 * each value beside its column's name), what it counts, and its CSV and Excel downloads.
 */
export function ReportTable({
  table,
  chart,
  wide = false,
  exporting,
  onExport,
}: {
  table: TReportTable<string>;
  chart?: ReactNode;
  wide?: boolean;
  exporting: boolean;
  onExport: (format: 'csv' | 'xlsx') => void;
}) {
  const { t } = useTranslation();
  const headingId = `report-${table.id}`;
  const row = (cells: TReportCell[], key: string, Cell: typeof Table.Td | typeof Table.Th = Table.Td) => (
    <Table.Tr key={key}>
      {cells.map((cell, index) => (
        <Cell key={table.columns[index]} data-label={table.columns[index]} className={cellClass(cell)}>
          <CellValue cell={cell} />
        </Cell>
      ))}
    </Table.Tr>
  );
  return (
    <section aria-labelledby={headingId} className={wide ? `${classes.report} ${classes.wide}` : classes.report} data-report={table.id}>
      <div className={classes.reportHead}>
        <h2 id={headingId}>{table.title}</h2>
        <div className={classes.exports}>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              size="compact-sm"
              variant="outline"
              disabled={exporting}
              aria-label={t(format === 'csv' ? 'reports.exportCsvLabel' : 'reports.exportXlsxLabel', { title: table.title })}
              onClick={() => onExport(format)}
            >
              {t(format === 'csv' ? 'reports.exportCsv' : 'reports.exportXlsx')}
            </Button>
          ))}
        </div>
      </div>
      {chart}
      <div className={stacked.stackOnPhone}>
        <Table className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((column, index) => (
                <Table.Th key={column} className={index === 0 ? undefined : classes.figure}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={table.columns.length}>{t('common.noData')}</Table.Td>
              </Table.Tr>
            ) : (
              table.rows.map((cells, index) => row(cells, String(index)))
            )}
          </Table.Tbody>
          <Table.Tfoot className={classes.total}>{row(table.total, 'total')}</Table.Tfoot>
        </Table>
      </div>
      {table.note && <p className={classes.note}>{table.note}</p>}
    </section>
  );
}
