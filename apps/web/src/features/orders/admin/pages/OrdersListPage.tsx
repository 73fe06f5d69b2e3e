import { ORDER_STATUSES, PACKAGES, WEB_ROUTES } from '@app/shared';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { Page } from '../../../../app/ui/Page';
import { FilterSelect, SearchForm } from '../../../../app/ui/SearchForm';
import { useListController } from '../../../../lib/list-controller';
import { OrdersList } from '../../../../app/ui/orders/OrdersList';

const FILTERS = ['search', 'status', 'package', 'sort'] as const;

export default function OrdersListPage() {
  const { t } = useTranslation();
  const list = useListController(FILTERS);
  return (
    <Page title={t('ordersAdmin.title')} size="wide" intro={<Link to={WEB_ROUTES.addOrder}>{t('addOrder.link')}</Link>}>
      <SearchForm fields={[{ key: 'search', label: t('clientOrders.searchByNumber') }]} values={list.filters} onSearch={list.setFilters}>
        <FilterSelect
          label={t('clientOrders.status')}
          value={list.filters.status}
          allLabel={t('ordersAdmin.all')}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orderStatus.${status}`) }))}
          onChange={(status) => list.setFilters({ status })}
        />
        <FilterSelect
          label={t('clientOrders.package')}
          value={list.filters.package}
          allLabel={t('ordersAdmin.all')}
          options={PACKAGES.map((kind) => ({ value: kind, label: t(`packageKind.${kind}`) }))}
          onChange={(kind) => list.setFilters({ package: kind })}
        />
      </SearchForm>
      <OrdersList side="admin" filters={list.filters} list={list} />
    </Page>
  );
}
