import { Alert, Loader } from '@mantine/core';
import { formatAed, formatMonth, REPORT_TABLES, reportTable, todayInUae, type TReports, type TReportTableId } from '@app/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../../app/ui/Page';
import { useTranslation, type TMessageKey } from '../../../lib/i18n';
import { useExport, useReports } from '../api';
import { Bars } from '../components/Bars';
import { RangeForm } from '../components/RangeForm';
import { ReportTable } from '../components/ReportTable';
import { rangeFromAddress, rangeProblem, type TRange } from '../ranges';
import classes from '../reports.module.css';

/** The tables that take the page's whole width: months down, several figures across. */
const WIDE: readonly TReportTableId[] = ['revenueByMonth', 'interviews', 'vatReturn'];

/** The charts worth a look: revenue by month and placements by nationality. */
function chartOf(id: TReportTableId, reports: TReports, title: string, locale: 'en' | 'ar'): ReactNode {
  if (id === 'revenueByMonth')
    return (
      <Bars
        title={title}
        bars={reports.revenueByMonth.map((row) => ({
          key: row.month,
          label: formatMonth(row.month, locale),
          value: row.netFils,
          shown: formatAed(row.netFils / 100, locale),
        }))}
      />
    );
  if (id === 'placementsByNationality')
    return (
      <Bars
        title={title}
        bars={reports.placementsByNationality.map((row) => ({
          key: String(row.id),
          label: locale === 'ar' ? row.nameAr : row.name,
          value: row.count,
          shown: String(row.count),
        }))}
      />
    );
  return null;
}

/** /Reports: orders, placements and revenue, nationality and profession, conversion and interviews, over UAE days kept in the address. */
export default function ReportsPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const range = rangeFromAddress(search);
  const today = todayInUae();
  const reports = useReports(range);
  const exporting = useExport(range);
  const translate = (key: string, params?: Record<string, string | number>) => t(key as TMessageKey, params);
  const change = (next: TRange) => setSearch({ from: next.from, to: next.to }, { replace: true });
  return (
    <Page title={t('reports.title.page')} size="wide" intro={t('reports.intro')}>
      <RangeForm range={range} today={today} onChange={change} />
      {exporting.isError && (
        <Alert color="red" role="alert" className={classes.alert}>
          {exporting.error.message}
        </Alert>
      )}
      {rangeProblem(range) === null && !reports.data && <Loader role="status" aria-label={t('app.loading')} />}
      {rangeProblem(range) === null && reports.data && (
        <div className={classes.reports} aria-busy={reports.isFetching}>
          {REPORT_TABLES.map((id) => {
            const table = reportTable(reports.data, id, translate, i18n.language);
            return (
              <ReportTable
                key={id}
                table={table}
                wide={WIDE.includes(id)}
                chart={chartOf(id, reports.data, table.title, i18n.language)}
                exporting={exporting.isPending}
                onExport={(format) => exporting.mutate({ table: id, format })}
              />
            );
          })}
        </div>
      )}
    </Page>
  );
}
