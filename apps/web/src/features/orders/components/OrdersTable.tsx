import '../../../app/ui/public-styles';
import { WEB_ROUTES, type TOrderSummary } from '@app/shared';
import { Table } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, Link } from 'react-router';
import list from '../../../app/ui/list.module.css';
import { currentLanguageId } from '../../../lib/language';
import { localName } from '../../catalogue/params';
import type { TOrderSide } from '../api';
import { money, uaeDay } from '../money';
import classes from './orders.module.css';
import { OrderStatusBadge } from './OrderStatusBadge';

/** The one table of orders: the client's own, the back office's list, a client's or a worker's orders. */
export function OrdersTable({ orders, side }: { orders: TOrderSummary[]; side: TOrderSide }) {
  const { t } = useTranslation();
  const languageId = currentLanguageId();
  const orderPath = (id: number) => generatePath(side === 'admin' ? WEB_ROUTES.orderDetails : WEB_ROUTES.clientOrder, { id: String(id) });
  return (
    <div className={list.tableWrap}>
      <Table striped verticalSpacing="sm" className={list.stickyLastColumn}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('clientOrders.orderNumber')}</Table.Th>
            <Table.Th>{t('clientOrders.worker')}</Table.Th>
            {side === 'admin' && <Table.Th>{t('clientOrders.client')}</Table.Th>}
            <Table.Th>{t('clientOrders.package')}</Table.Th>
            <Table.Th>{t('clientOrders.totalWithVat')}</Table.Th>
            <Table.Th>{t('clientOrders.requestedAt')}</Table.Th>
            <Table.Th>{t('clientOrders.status')}</Table.Th>
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
                    <bdi>{localName(order.labor, languageId === 1)}</bdi>
                  </Link>
                ) : (
                  <bdi>{localName(order.labor, languageId === 1)}</bdi>
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
