import { useTranslation } from '../../../lib/i18n';
import { Page } from '../../../app/ui/Page';
import { SearchForm } from '../../../app/ui/SearchForm';
import { useListController } from '../../../lib/list-controller';
import { OrdersList } from '../../../app/ui/orders/OrdersList';

const FILTERS = ['search', 'sort'] as const;

export default function ClientOrdersPage() {
  const { t } = useTranslation();
  const list = useListController(FILTERS);
  return (
    <Page title={t('header.myOrders')} size="wide">
      <SearchForm fields={[{ key: 'search', label: t('clientOrders.searchByNumber') }]} values={list.filters} onSearch={list.setFilters} />
      <OrdersList side="client" filters={list.filters} list={list} />
    </Page>
  );
}
