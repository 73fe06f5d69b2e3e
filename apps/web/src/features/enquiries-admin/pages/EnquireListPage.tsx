import { WEB_ROUTES, type TEnquiry } from '@app/shared';
import { Loader, NativeSelect, Switch, Table } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, Link } from 'react-router';
import { Page } from '../../../app/ui/Page';
import { formatDateTime } from '../../../lib/dates';
import { currentLanguageId } from '../../../lib/language';
import { formatPhone } from '../../../lib/phone';
import classes from '../../lookups/components/admin.module.css';
import list from '../../../app/ui/list.module.css';
import { ListFooter } from '../../../app/ui/ListFooter';
import { SearchForm } from '../../lookups/components/SearchForm';
import { useUrlListState } from '../../../lib/list-state';
import { useEnquiries, useSetHandled } from '../api';

const FILTERS = ['kind', 'handled', 'search'] as const;

export default function EnquireListPage() {
  const { t } = useTranslation();
  const state = useUrlListState(FILTERS);
  const enquiries = useEnquiries(state.filters, state.pageNumber);
  return (
    <Page title={t('enquiriesAdmin.title')} size="wide">
      <SearchForm fields={[{ key: 'search', label: t('enquiriesAdmin.search') }]} values={state.filters} onSearch={state.setFilters}>
        <NativeSelect
          label={t('enquiriesAdmin.kind')}
          value={state.filters.kind}
          onChange={(event) => state.setFilters({ kind: event.currentTarget.value })}
          data={[
            { value: '', label: t('enquiriesAdmin.all') },
            { value: 'enquiry', label: t('enquiriesAdmin.enquiry') },
            { value: 'callback', label: t('enquiriesAdmin.callback') },
          ]}
        />
        <NativeSelect
          label={t('enquiriesAdmin.handled')}
          value={state.filters.handled}
          onChange={(event) => state.setFilters({ handled: event.currentTarget.value })}
          data={[
            { value: '', label: t('enquiriesAdmin.all') },
            { value: 'false', label: t('enquiriesAdmin.open') },
            { value: 'true', label: t('enquiriesAdmin.done') },
          ]}
        />
      </SearchForm>
      {enquiries.isPending && <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />}
      {enquiries.data?.items.length === 0 && <p className={list.empty}>{t('common.noData')}</p>}
      {enquiries.data && enquiries.data.items.length > 0 && <EnquiriesTable enquiries={enquiries.data.items} />}
      <ListFooter page={enquiries.data} label={t('enquiriesAdmin.pages')} onPage={state.goTo} />
    </Page>
  );
}

function EnquiriesTable({ enquiries }: { enquiries: TEnquiry[] }) {
  const { t } = useTranslation();
  const languageId = currentLanguageId();
  const setHandled = useSetHandled();
  return (
    <div className={list.tableWrap}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('enquiriesAdmin.received')}</Table.Th>
            <Table.Th>{t('enquiriesAdmin.kind')}</Table.Th>
            <Table.Th>{t('enquiriesAdmin.name')}</Table.Th>
            <Table.Th>{t('account.phone')}</Table.Th>
            <Table.Th>{t('enquiriesAdmin.request')}</Table.Th>
            <Table.Th>{t('enquiriesAdmin.worker')}</Table.Th>
            <Table.Th>{t('enquiriesAdmin.handled')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {enquiries.map((enquiry) => (
            <Table.Tr key={enquiry.id}>
              <Table.Td>{formatDateTime(enquiry.createdAt, languageId)}</Table.Td>
              <Table.Td>{enquiry.kind === 'callback' ? t('enquiriesAdmin.callback') : t('enquiriesAdmin.enquiry')}</Table.Td>
              <Table.Td>
                <bdi>{enquiry.name}</bdi>
              </Table.Td>
              <Table.Td>
                <a href={`tel:+971${enquiry.phoneNumber}`} dir="ltr" className={classes.link}>
                  {formatPhone(enquiry.phoneNumber)}
                </a>
              </Table.Td>
              <Table.Td>
                {enquiry.kind === 'callback' ? (
                  <>
                    {t('enquiriesAdmin.preferredDate')}: <span dir="ltr">{enquiry.preferredDate}</span>
                  </>
                ) : (
                  <bdi>{enquiry.message}</bdi>
                )}
              </Table.Td>
              <Table.Td>
                {enquiry.labor && (
                  <Link to={generatePath(WEB_ROUTES.laborsView, { id: String(enquiry.labor.id) })} className={classes.link}>
                    <bdi>
                      {enquiry.labor.code} · {enquiry.labor.name}
                    </bdi>
                  </Link>
                )}
              </Table.Td>
              <Table.Td>
                <Switch
                  aria-label={t('enquiriesAdmin.handledLabel', { name: enquiry.name })}
                  checked={enquiry.isHandled}
                  disabled={setHandled.isPending && setHandled.variables.id === enquiry.id}
                  onChange={(event) => setHandled.mutate({ id: enquiry.id, isHandled: event.currentTarget.checked })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
