import '../public-styles';
import { inLanguage, WEB_ROUTES, type TOrderSummary } from '@app/shared';
import { Table } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, Link } from 'react-router';
import list from '../list.module.css';
import type { TOrderSide } from '../../../lib/orders';
import { money, uaeDay } from '../../../lib/money';
import classes from './orders-table.module.css';
import { HeaderCell } from '../SortableTh';
import { OrderStatusBadge } from './OrderStatusBadge';

type TOrdersTableProps = { orders: TOrderSummary[]; side: TOrderSide; sort?: string; onSort?: (sort: string) => void };

/** The one table of orders: the client's own, the back office's list, a client's or a worker's orders (lists sort by their headers). */
export function OrdersTable({ orders, side, sort, onSort }: TOrdersTableProps) {
  const { t, i18n } = useTranslation();
  const orderPath = (id: number) => generatePath(side === 'admin' ? WEB_ROUTES.orderDetails : WEB_ROUTES.clientOrder, { id: String(id) });
  return (
    <div className={list.tableWrap}>
      <Table striped verticalSpacing="sm" className={list.stickyLastColumn}>
        <Table.Thead>
          <Table.Tr>
            <HeaderCell label={t('clientOrders.orderNumber')} sortKey="number" sort={sort} onSort={onSort} />
            <Table.Th>{t('clientOrders.worker')}</Table.Th>
            {side === 'admin' && <Table.Th>{t('clientOrders.client')}</Table.Th>}
            <HeaderCell label={t('clientOrders.package')} sortKey="package" sort={sort} onSort={onSort} />
            <Table.Th>{t('clientOrders.totalWithVat')}</Table.Th>
            <HeaderCell label={t('clientOrders.requestedAt')} sortKey="createdAt" sort={sort} onSort={onSort} />
            <HeaderCell label={t('clientOrders.status')} sortKey="status" sort={sort} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Link to={orderPath(order.id)} dir="ltr">
                  {order.number}
                </Link>
              </Table.Td>
              <Table.Td>
                {side === 'admin' ? (
                  <Link to={generatePath(WEB_ROUTES.laborsView, { id: String(order.labor.id) })}>
                    <bdi>{inLanguage(order.labor, 'name', i18n.language)}</bdi>
                  </Link>
                ) : (
                  <bdi>{inLanguage(order.labor, 'name', i18n.language)}</bdi>
                )}{' '}
                <span dir="ltr">({order.labor.code})</span>
              </Table.Td>
              {side === 'admin' && (
                <Table.Td>
                  {order.client && (
                    <Link to={generatePath(WEB_ROUTES.clientDetails, { id: String(order.client.id) })}>
                      <bdi>{order.client.userName}</bdi>
                    </Link>
                  )}
                </Table.Td>
              )}
              <Table.Td>{t(`packageKind.${order.package}`)}</Table.Td>
              <Table.Td className={classes.noWrap}>{money(order.totalAed)}</Table.Td>
              <Table.Td className={classes.noWrap}>{uaeDay(order.createdAt)}</Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
