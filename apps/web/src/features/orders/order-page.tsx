import '../../app/ui/public-styles';
import { Container, Loader } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import pageClasses from '../../app/ui/page.module.css';
import { ApiError } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { useDocumentTitle } from '../../app/ui/document-title';
import { guardedLoader } from '../../lib/session/guard-loader';
import type { TOrderSide } from '../../lib/orders';
import { orderQuery, useOrder } from './api';
import { OrderView, type TOrderPanels } from './components/OrderView';

export type { TOrderPanels };

const orderIdOf = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** An unknown order, or another client's, is the app's 404 page. */
export const orderLoader = (side: TOrderSide) => (args: LoaderFunctionArgs) =>
  guardedLoader(side === 'admin' ? 'orders.view' : 'client', async () => {
    const id = orderIdOf(args.params.id);
    if (id === null) throw data(null, { status: 404, statusText: 'Not Found' });
    try {
      await queryClient.ensureQueryData(orderQuery(side, id));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404, statusText: 'Not Found' });
      throw error;
    }
    return null;
  })(args);

export function OrderPage({ side, panels }: { side: TOrderSide; panels?: TOrderPanels }) {
  const { t } = useTranslation();
  const order = useOrder(side, orderIdOf(useParams().id) ?? 0);
  useDocumentTitle(order.data ? `${t('clientOrders.orderTitle')} ${order.data.number}` : t('clientOrders.orderTitle'));
  return (
    <Container size="lg" className={pageClasses.page}>
      <h1 className={pageClasses.title}>{t('clientOrders.orderTitle')}</h1>
      {order.data ? <OrderView order={order.data} side={side} panels={panels} /> : <Loader role="status" aria-label={t('app.loading')} />}
    </Container>
  );
}
