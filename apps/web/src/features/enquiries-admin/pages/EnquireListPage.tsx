import { WEB_ROUTES, type TEnquiry } from '@app/shared';
import { Switch } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, Link } from 'react-router';
import { Page } from '../../../app/ui/Page';
import { formatDateTime } from '../../../lib/dates';
import { currentLanguageId } from '../../../lib/language';
import { formatPhone } from '../../../lib/phone';
import classes from '../../../app/ui/admin.module.css';
import { ResourceTable } from '../../../app/ui/ResourceTable';
import { FilterSelect, SearchForm } from '../../../app/ui/SearchForm';
import { useListController } from '../../../lib/list-controller';
import { useEnquiries, useSetHandled } from '../api';

const FILTERS = ['kind', 'handled', 'search'] as const;

export default function EnquireListPage() {
  const { t } = useTranslation();
  const list = useListController(FILTERS);
  const enquiries = useEnquiries(list.filters, list.pageNumber);
  const setHandled = useSetHandled();
  const languageId = currentLanguageId();
  const filterSelect = (key: 'kind' | 'handled', options: Array<{ value: string; label: string }>) => (
    <FilterSelect
      label={t(`enquiriesAdmin.${key}`)}
      value={list.filters[key]}
      allLabel={t('enquiriesAdmin.all')}
      options={options}
      onChange={(value) => list.setFilters({ [key]: value })}
    />
  );
  return (
    <Page title={t('enquiriesAdmin.title')} size="wide">
      <SearchForm fields={[{ key: 'search', label: t('enquiriesAdmin.search') }]} values={list.filters} onSearch={list.setFilters}>
        {filterSelect('kind', [
          { value: 'enquiry', label: t('enquiriesAdmin.enquiry') },
          { value: 'callback', label: t('enquiriesAdmin.callback') },
        ])}
        {filterSelect('handled', [
          { value: 'false', label: t('enquiriesAdmin.open') },
          { value: 'true', label: t('enquiriesAdmin.done') },
        ])}
      </SearchForm>
      <ResourceTable<TEnquiry>
        query={enquiries}
        list={list}
        pagerLabel={t('enquiriesAdmin.pages')}
        columns={[
          { header: t('enquiriesAdmin.received'), cell: (enquiry) => formatDateTime(enquiry.createdAt, languageId) },
          { header: t('enquiriesAdmin.kind'), cell: (enquiry) => (enquiry.kind === 'callback' ? t('enquiriesAdmin.callback') : t('enquiriesAdmin.enquiry')) },
          { header: t('enquiriesAdmin.name'), cell: (enquiry) => <bdi>{enquiry.name}</bdi> },
          {
            header: t('account.phone'),
            cell: (enquiry) => (
              <a href={`tel:+971${enquiry.phoneNumber}`} dir="ltr" className={classes.link}>
                {formatPhone(enquiry.phoneNumber)}
              </a>
            ),
          },
          {
            header: t('enquiriesAdmin.request'),
            cell: (enquiry) =>
              enquiry.kind === 'callback' ? (
                <>
                  {t('enquiriesAdmin.preferredDate')}: <span dir="ltr">{enquiry.preferredDate}</span>
                </>
              ) : (
                <bdi>{enquiry.message}</bdi>
              ),
          },
          {
            header: t('enquiriesAdmin.worker'),
            cell: (enquiry) =>
              enquiry.labor && (
                <Link to={generatePath(WEB_ROUTES.laborsView, { id: String(enquiry.labor.id) })} className={classes.link}>
                  <bdi>
                    {enquiry.labor.code} · {enquiry.labor.name}
                  </bdi>
                </Link>
              ),
          },
          {
            header: t('enquiriesAdmin.handled'),
            cell: (enquiry) => (
              <Switch
                aria-label={t('enquiriesAdmin.handledLabel', { name: enquiry.name })}
                checked={enquiry.isHandled}
                disabled={setHandled.isPending && setHandled.variables.id === enquiry.id}
                onChange={(event) => setHandled.mutate({ id: enquiry.id, isHandled: event.currentTarget.checked })}
              />
            ),
          },
        ]}
      />
    </Page>
  );
}
