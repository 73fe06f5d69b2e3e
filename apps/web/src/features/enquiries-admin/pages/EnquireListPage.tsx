import { ENQUIRY_STATUSES, inLanguage, todayInUae, WEB_ROUTES, type TEnquiry } from '@app/shared';
import type { TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { Page } from '../../../app/ui/Page';
import { ResourceTable, type TColumn } from '../../../app/ui/ResourceTable';
import { PipelineFilters } from '../../../app/ui/pipeline/PipelineFilters';
import { FilterSelect, SearchForm } from '../../../app/ui/SearchForm';
import stacked from '../../../app/ui/stacked-table.module.css';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { currentLanguageId } from '../../../lib/language';
import { useListController } from '../../../lib/list-controller';
import { uaeDay } from '../../../lib/money';
import { ENQUIRY_FILTERS, useEnquiries, useEnquiryOwners } from '../api';
import { DueDay, EnquiryLink, EnquiryStatusBadge, PhoneLink } from '../components/EnquiryParts';
import classes from '../components/enquiries.module.css';

/** A column whose cells carry its name: on a phone each row is a card, each value under its column's name. */
const column = (header: string, cell: (row: TEnquiry) => ReactNode, className?: string): TColumn<TEnquiry> => ({
  header,
  cell,
  cellProps: { 'data-label': header, className } as TableTdProps,
});

/** /EnquireList: enquiries and callback requests, newest first, by kind, status, owner and follow-up due; searched by name, phone or message. */
export default function EnquireListPage() {
  const { t, i18n } = useTranslation();
  const list = useListController(ENQUIRY_FILTERS);
  const enquiries = useEnquiries(list.filters, list.pageNumber);
  const owners = useEnquiryOwners();
  const languageId = currentLanguageId();
  const today = todayInUae();
  return (
    <Page title={t('enquiriesAdmin.title')} size="wide">
      <p>
        <Link to={WEB_ROUTES.todayCallbacks}>{t('enquiriesAdmin.todayTitle')}</Link>
      </p>
      <SearchForm fields={[{ key: 'search', label: t('enquiriesAdmin.search') }]} values={list.filters} onSearch={list.setFilters}>
        <FilterSelect
          label={t('enquiriesAdmin.kind')}
          value={list.filters.kind}
          allLabel={t('enquiriesAdmin.all')}
          options={[
            { value: 'enquiry', label: t('enquiriesAdmin.enquiry') },
            { value: 'callback', label: t('enquiriesAdmin.callback') },
          ]}
          onChange={(kind) => list.setFilters({ kind })}
        />
        <PipelineFilters
          texts="enquiriesAdmin"
          statuses={ENQUIRY_STATUSES.map((status) => ({ value: status, label: t(`enquiriesAdmin.status.${status}`) }))}
          owners={owners.data}
          filters={list.filters}
          setFilters={list.setFilters}
        />
      </SearchForm>
      <div className={stacked.stackOnPhone}>
        <ResourceTable<TEnquiry>
          query={enquiries}
          list={list}
          pagerLabel={t('enquiriesAdmin.pages')}
          columns={[
            column(t('enquiriesAdmin.received'), (row) => formatDateTime(row.createdAt, languageId), classes.noWrap),
            column(t('enquiriesAdmin.name'), (row) => <EnquiryLink enquiry={row} />),
            column(t('enquiriesAdmin.kind'), (row) => (row.kind === 'callback' ? t('enquiriesAdmin.callback') : t('enquiriesAdmin.enquiry'))),
            column(t('enquiriesAdmin.phone'), (row) => <PhoneLink phoneNumber={row.phoneNumber} />, classes.noWrap),
            column(t('enquiriesAdmin.request'), (row) => (row.kind === 'callback' && row.preferredDate ? uaeDay(row.preferredDate) : <bdi>{row.message}</bdi>)),
            column(t('enquiriesAdmin.worker'), (row) =>
              row.labor ? (
                <Link to={generatePath(WEB_ROUTES.laborsView, { id: String(row.labor.id) })}>
                  <bdi>{inLanguage(row.labor, 'name', i18n.language)}</bdi>
                </Link>
              ) : null,
            ),
            column(t('enquiriesAdmin.statusLabel'), (row) => <EnquiryStatusBadge status={row.status} />),
            column(t('enquiriesAdmin.owner'), (row) => (row.owner ? <bdi>{row.owner.userName}</bdi> : <span className={classes.muted}>—</span>)),
            column(t('enquiriesAdmin.followUp'), (row) => <DueDay dueOn={row.dueOn} today={today} />, classes.noWrap),
          ]}
        />
      </div>
    </Page>
  );
}
