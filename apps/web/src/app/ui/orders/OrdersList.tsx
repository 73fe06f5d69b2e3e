import '../public-styles';
import { useTranslation } from '../../../lib/i18n';
import { ResourceList } from '../ResourceTable';
import type { TListController, TPagedList } from '../../../lib/list-controller';
import { useOrders, type TOrderSide } from '../../../lib/orders';
import { OrdersTable } from './OrdersTable';

type TOrdersListProps = {
  side: TOrderSide;
  /** What the API filters by, the sort among them when the list sorts. */
  filters: Record<string, string>;
  /** The page shown; with `sortBy`, the headers sort the list. */
  list: TPagedList & Partial<Pick<TListController, 'sort' | 'sortBy'>>;
};

/** A page of orders with 'No data found', 'Showing x of y Results', PREV and NEXT. */
export function OrdersList({ side, filters, list }: TOrdersListProps) {
  const { t } = useTranslation();
  const orders = useOrders(side, filters, list.pageNumber);
  return (
    <ResourceList query={orders} list={list} pagerLabel={t('clientOrders.pages')}>
      {(items) => <OrdersTable orders={items} side={side} sort={list.sort} onSort={list.sortBy} />}
    </ResourceList>
  );
}
