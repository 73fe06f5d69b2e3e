import { APPLICANT_STATUSES, WEB_ROUTES, type TApplicantSummary } from '@app/shared';
import type { TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { Page } from '../../../app/ui/Page';
import { ResourceTable, type TColumn } from '../../../app/ui/ResourceTable';
import { PipelineFilters } from '../../../app/ui/pipeline/PipelineFilters';
import { SearchForm } from '../../../app/ui/SearchForm';
import { useTranslation } from '../../../lib/i18n';
import { useListController } from '../../../lib/list-controller';
import { uaeDay } from '../../../lib/money';
import { APPLICANT_FILTERS, useApplicantOwners, useApplicants } from '../api';
import { ApplicantStatusBadge } from '../components/ApplicantStatusBadge';
import stacked from '../../../app/ui/stacked-table.module.css';
import classes from '../components/applicants.module.css';

/** A column whose cells carry its name: on a phone each row is a card, each value under its column's name. */
const column = (header: string, cell: (row: TApplicantSummary) => ReactNode, className?: string): TColumn<TApplicantSummary> => ({
  header,
  cell,
  cellProps: { 'data-label': header, className } as TableTdProps,
});

/** /Applicants: who applied through /Apply, newest first, by status, owner and follow-up due; searched by name or phone. */
export default function ApplicantsListPage() {
  const { t } = useTranslation();
  const list = useListController(APPLICANT_FILTERS);
  const applicants = useApplicants(list.filters, list.pageNumber);
  const owners = useApplicantOwners();
  return (
    <Page title={t('applicants.title')} size="wide" intro={t('applicants.intro')}>
      <SearchForm fields={[{ key: 'search', label: t('applicants.search') }]} values={list.filters} onSearch={list.setFilters}>
        <PipelineFilters
          texts="applicants"
          statuses={APPLICANT_STATUSES.map((status) => ({ value: status, label: t(`applicants.status.${status}`) }))}
          owners={owners.data}
          filters={list.filters}
          setFilters={list.setFilters}
        />
      </SearchForm>
      <div className={stacked.stackOnPhone}>
        <ResourceTable<TApplicantSummary>
          query={applicants}
          list={list}
          pagerLabel={t('applicants.pages')}
          columns={[
            column(t('applicants.name'), (row) => (
              <Link to={generatePath(WEB_ROUTES.applicantDetails, { id: String(row.id) })}>
                <bdi>{row.name || t('applicants.noName')}</bdi>
              </Link>
            )),
            column(t('applicants.phone'), (row) => <span dir="ltr">{row.phone}</span>, classes.noWrap),
            column(t('applicants.nationality'), (row) => <bdi>{row.nationality}</bdi>),
            column(t('applicants.position'), (row) => <bdi>{row.position}</bdi>),
            column(t('applicants.statusLabel'), (row) => <ApplicantStatusBadge status={row.status} />),
            column(t('applicants.owner'), (row) => (row.owner ? <bdi>{row.owner.userName}</bdi> : <span className={classes.muted}>—</span>)),
            column(t('applicants.followUpOn'), (row) => (row.followUpOn ? uaeDay(row.followUpOn) : '—'), classes.noWrap),
            column(t('applicants.createdAt'), (row) => uaeDay(row.createdAt), classes.noWrap),
          ]}
        />
      </div>
    </Page>
  );
}
