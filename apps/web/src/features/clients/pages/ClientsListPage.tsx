import { WEB_ROUTES, type TUser } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, Link } from 'react-router';
import { Page } from '../../../app/ui/Page';
import { ResourceTable } from '../../../app/ui/ResourceTable';
import { SearchForm } from '../../../app/ui/SearchForm';
import { formatDateTime } from '../../../lib/dates';
import { currentLanguageId } from '../../../lib/language';
import { useListController } from '../../../lib/list-controller';
import { formatPhone } from '../../../lib/phone';
import { useClients } from '../api';
import classes from '../components/clients.module.css';
import { StatusBadge } from '../components/StatusBadge';

const FILTERS = ['search', 'sort'] as const;

export default function ClientsListPage() {
  const { t } = useTranslation();
  const list = useListController(FILTERS);
  const clients = useClients({ ...list.filters, pageNumber: list.pageNumber });
  const languageId = currentLanguageId();
  return (
    <Page title={t('clients.title')} size="wide">
      <SearchForm fields={[{ key: 'search', label: t('clients.search') }]} values={list.filters} onSearch={list.setFilters} />
      <ResourceTable<TUser>
        query={clients}
        list={list}
        pagerLabel={t('clients.pages')}
        columns={[
          { header: t('account.userName'), sortKey: 'userName', cell: (client) => <bdi>{client.userName}</bdi> },
          { header: t('account.email'), sortKey: 'email', cell: (client) => <span dir="ltr">{client.email}</span> },
          { header: t('account.phone'), cell: (client) => <span dir="ltr">{formatPhone(client.phoneNumber)}</span> },
          { header: t('clients.status'), cell: (client) => <StatusBadge isActive={client.isActive} /> },
          { header: t('account.lastLogin'), sortKey: 'lastLoginAt', cell: (client) => formatDateTime(client.lastLoginAt, languageId) ?? t('account.never') },
          {
            header: t('clients.details'),
            cell: (client) => (
              <Link
                to={generatePath(WEB_ROUTES.clientDetails, { id: String(client.id) })}
                aria-label={t('clients.viewLabel', { userName: client.userName })}
                className={classes.link}
              >
                {t('clients.view')}
              </Link>
            ),
          },
        ]}
      />
    </Page>
  );
}
