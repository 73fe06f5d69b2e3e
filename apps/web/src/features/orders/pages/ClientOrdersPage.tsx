import { useTranslation } from '../../../lib/i18n';
import { Page } from '../../../app/ui/Page';
import { useUrlListState } from '../../../lib/list-state';
import { SearchForm } from '../../lookups/components/SearchForm';
import { OrdersList } from '../components/OrdersList';

const FILTERS = ['search', 'sort'] as const;

export default function ClientOrdersPage() {
  const { t } = useTranslation();
  const state = useUrlListState(FILTERS);
  return (
    <Page title={t('header.myOrders')} size="wide">
      <SearchForm fields={[{ key: 'search', label: t('clientOrders.searchByNumber') }]} values={state.filters} onSearch={state.setFilters} />
      <OrdersList side="client" filters={state.filters} pageNumber={state.pageNumber} onPage={state.goTo} onSort={(sort) => state.setFilters({ sort })} />
    </Page>
  );
}
