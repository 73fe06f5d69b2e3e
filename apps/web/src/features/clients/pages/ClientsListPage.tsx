import { WEB_ROUTES, type TUser } from '@app/shared';
import { Button, Loader, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, Link, useSearchParams } from 'react-router';
import { Page } from '../../../app/ui/Page';
import { formatDateTime } from '../../../lib/dates';
import { currentLanguageId } from '../../../lib/language';
import { formatPhone } from '../../../lib/phone';
import { useClients } from '../api';
import classes from '../components/clients.module.css';
import list from '../../../app/ui/list.module.css';
import { StatusBadge } from '../components/StatusBadge';
import { ListFooter } from '../../../app/ui/ListFooter';
import { SortableTh } from '../../../app/ui/SortableTh';
import { listParamsToSearch, readListParams } from '../list';

export default function ClientsListPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const clients = useClients(params);
  const goTo = (pageNumber: number) => setSearchParams(listParamsToSearch({ ...params, pageNumber }));
  // The box shows what is typed; going back or forward in history puts that search back in it.
  const [draft, setDraft] = useState({ search: params.search, typed: params.search });
  if (draft.search !== params.search) setDraft({ search: params.search, typed: params.search });

  return (
    <Page title={t('clients.title')} size="wide">
      <form
        role="search"
        className={list.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          setSearchParams(listParamsToSearch({ ...params, search: draft.typed.trim(), pageNumber: 1 }));
        }}
      >
        <TextInput
          type="search"
          label={t('clients.search')}
          value={draft.typed}
          onChange={(event) => setDraft({ ...draft, typed: event.currentTarget.value })}
          className={list.grow}
        />
        <Button type="submit">{t('clients.searchSubmit')}</Button>
      </form>

      {clients.isPending && <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />}
      {clients.data?.items.length === 0 && <p className={list.empty}>{t('common.noData')}</p>}
      {clients.data && clients.data.items.length > 0 && (
        <ClientsTable clients={clients.data.items} sort={params.sort} onSort={(sort) => setSearchParams(listParamsToSearch({ ...params, sort, pageNumber: 1 }))} />
      )}

      <ListFooter page={clients.data} label={t('clients.pages')} onPage={goTo} />
    </Page>
  );
}

function ClientsTable({ clients, sort, onSort }: { clients: TUser[]; sort: string; onSort: (sort: string) => void }) {
  const { t } = useTranslation();
  const languageId = currentLanguageId();
  return (
    <div className={list.tableWrap}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <SortableTh label={t('account.userName')} sortKey="userName" sort={sort} onSort={onSort} />
            <SortableTh label={t('account.email')} sortKey="email" sort={sort} onSort={onSort} />
            <Table.Th>{t('account.phone')}</Table.Th>
            <Table.Th>{t('clients.status')}</Table.Th>
            <SortableTh label={t('account.lastLogin')} sortKey="lastLoginAt" sort={sort} onSort={onSort} />
            <Table.Th>{t('clients.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => (
            <Table.Tr key={client.id}>
              <Table.Td>
                <bdi>{client.userName}</bdi>
              </Table.Td>
              <Table.Td>
                <span dir="ltr">{client.email}</span>
              </Table.Td>
              <Table.Td>
                <span dir="ltr">{formatPhone(client.phoneNumber)}</span>
              </Table.Td>
              <Table.Td>
                <StatusBadge isActive={client.isActive} />
              </Table.Td>
              <Table.Td>{formatDateTime(client.lastLoginAt, languageId) ?? t('account.never')}</Table.Td>
              <Table.Td>
                <Link
                  to={generatePath(WEB_ROUTES.clientDetails, { id: String(client.id) })}
                  aria-label={t('clients.viewLabel', { userName: client.userName })}
                  className={classes.link}
                >
                  {t('clients.view')}
                </Link>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
