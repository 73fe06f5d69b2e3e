import { Alert, Loader } from '@mantine/core';
import { inLanguage, PACKAGES, PROCESS_REPORT_TABLES, processReportTable, todayInUae } from '@app/shared';
import { useSearchParams } from 'react-router';
import { Page } from '../../../app/ui/Page';
import { FilterSelect } from '../../../app/ui/SearchForm';
import { useTranslation, type TMessageKey } from '../../../lib/i18n';
import { useReferenceOptions } from '../../../lib/lookups';
import { RangeForm } from '../components/RangeForm';
import { ReportTable } from '../components/ReportTable';
import { rangeFromAddress, rangeProblem } from '../ranges';
import classes from '../reports.module.css';
import { useProcessReport, useProcessReportExport, type TProcessReportFilters } from '../process-report-api';

/** The report's question from the address: this UAE month and every package and nationality unless it says otherwise. */
function filtersFromAddress(search: URLSearchParams): TProcessReportFilters {
  return { ...rangeFromAddress(search), package: search.get('package') ?? '', countryId: search.get('countryId') ?? '' };
}

/** The filters kept in the address: a filter at "all" is left out of it. */
const addressOf = (filters: TProcessReportFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));

/** By package and by the worker's nationality, each applied as soon as it is chosen. */
function ReportFilters({ filters, onChange }: { filters: TProcessReportFilters; onChange: (changed: Partial<TProcessReportFilters>) => void }) {
  const { t, i18n } = useTranslation();
  const countries = useReferenceOptions('countries').data ?? [];
  const all = t('processReport.all');
  return (
    <fieldset className={classes.range}>
      <legend className={classes.rangeLegend}>{t('processReport.filters')}</legend>
      <div className={classes.days}>
        <FilterSelect
          label={t('processReport.packageFilter')}
          value={filters.package}
          allLabel={all}
          options={PACKAGES.map((kind) => ({ value: kind, label: t(`packageKind.${kind}`) }))}
          onChange={(kind) => onChange({ package: kind })}
        />
        <FilterSelect
          label={t('processReport.nationalityFilter')}
          value={filters.countryId}
          allLabel={all}
          options={countries.map((country) => ({ value: String(country.id), label: inLanguage(country, 'name', i18n.language) }))}
          onChange={(countryId) => onChange({ countryId })}
        />
      </div>
    </fieldset>
  );
}

const Refusal = ({ message }: { message: string }) => (
  <Alert color="red" role="alert" className={classes.alert}>
    {message}
  </Alert>
);

/** /ProcessReport: how long the visa process's steps take and how many processes ran late, over UAE days kept in the address. */
export default function ProcessReportPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromAddress(search);
  const report = useProcessReport(filters);
  const exporting = useProcessReportExport(filters);
  const translate = (key: string, params?: Record<string, string | number>) => t(key as TMessageKey, params);
  const change = (changed: Partial<TProcessReportFilters>) => setSearch(addressOf({ ...filters, ...changed }), { replace: true });
  const ready = rangeProblem(filters) === null;
  return (
    <Page title={t('processReport.title.page')} size="wide" intro={t('processReport.intro')}>
      <RangeForm range={filters} today={todayInUae()} onChange={(range) => change({ from: range.from, to: range.to })} />
      <ReportFilters filters={filters} onChange={change} />
      {exporting.isError && <Refusal message={exporting.error.message} />}
      {ready && report.isError && <Refusal message={report.error.message} />}
      {ready && report.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      {ready && report.data && (
        <div className={classes.reports} aria-busy={report.isFetching}>
          {PROCESS_REPORT_TABLES.map((id) => (
            <ReportTable
              key={id}
              table={processReportTable(report.data, id, translate, i18n.language)}
              wide
              exporting={exporting.isPending}
              onExport={(format) => exporting.mutate({ table: id, format })}
            />
          ))}
        </div>
      )}
    </Page>
  );
}
