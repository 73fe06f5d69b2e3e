import { ORDER_STATUSES, PACKAGES, WEB_ROUTES } from '@app/shared';
import { Link } from 'react-router';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Page } from '../../../app/ui/Page';
import { useUrlListState } from '../../../lib/list-state';
import { SearchForm } from '../../lookups/components/SearchForm';
import { OrdersList } from '../../orders/components/OrdersList';

const FILTERS = ['search', 'status', 'package', 'sort'] as const;

export default function OrdersListPage() {
  const { t } = useTranslation();
  const state = useUrlListState(FILTERS);
  return (
    <Page title={t('ordersAdmin.title')} size="wide" intro={<Link to={WEB_ROUTES.addOrder}>{t('addOrder.link')}</Link>}>
      <SearchForm fields={[{ key: 'search', label: t('clientOrders.searchByNumber') }]} values={state.filters} onSearch={state.setFilters}>
        <NativeSelect
          label={t('clientOrders.status')}
          value={state.filters.status}
          onChange={(event) => state.setFilters({ status: event.currentTarget.value })}
          data={[{ value: '', label: t('ordersAdmin.all') }, ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`orderStatus.${status}`) }))]}
        />
        <NativeSelect
          label={t('clientOrders.package')}
          value={state.filters.package}
          onChange={(event) => state.setFilters({ package: event.currentTarget.value })}
          data={[{ value: '', label: t('ordersAdmin.all') }, ...PACKAGES.map((kind) => ({ value: kind, label: t(`packageKind.${kind}`) }))]}
        />
      </SearchForm>
      <OrdersList side="admin" filters={state.filters} pageNumber={state.pageNumber} onPage={state.goTo} onSort={(sort) => state.setFilters({ sort })} />
    </Page>
  );
}
