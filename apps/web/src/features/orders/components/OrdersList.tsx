import '../../../app/ui/public-styles';
import { Loader } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import list from '../../../app/ui/list.module.css';
import { ListFooter } from '../../../app/ui/ListFooter';
import { useOrders, type TOrderSide } from '../api';
import { OrdersTable } from './OrdersTable';

/** A page of orders with 'No data found', 'Showing x of y Results', PREV and NEXT. */
type TOrdersListProps = {
  side: TOrderSide;
  filters: Record<string, string>;
  pageNumber: number;
  onPage: (page: number) => void;
  /** Given, the headers sort the list (the sort is one of `filters`). */
  onSort?: (sort: string) => void;
};

export function OrdersList({ side, filters, pageNumber, onPage, onSort }: TOrdersListProps) {
  const { t } = useTranslation();
  const orders = useOrders(side, filters, pageNumber);
  return (
    <>
      {orders.isPending && <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />}
      {orders.data?.items.length === 0 && <p className={list.empty}>{t('common.noData')}</p>}
      {orders.data && orders.data.items.length > 0 && <OrdersTable orders={orders.data.items} side={side} sort={filters.sort} onSort={onSort} />}
      <ListFooter page={orders.data} label={t('clientOrders.pages')} onPage={onPage} />
    </>
  );
}
