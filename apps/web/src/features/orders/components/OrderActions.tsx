import '../../../app/ui/public-styles';
import type { TNotedAction, TOrder, TOrderAction } from '@app/shared';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useTransition } from '../api';
import type { TOrderSide } from '../../../lib/orders';
import { ConfirmAction } from './ConfirmAction';
import { DeliverAction } from './DeliverAction';
import { HireWithBalance } from './HireWithBalance';
import { InterviewForm } from './InterviewForm';
import { PaymentForm } from './PaymentForm';
import classes from './orders.module.css';

/** Every consequential action asks first, saying what will happen. */
const CONFIRMED: TNotedAction[] = ['approve', 'confirmPayment', 'deliver', 'decline', 'reject', 'cancel'];

export function OrderActions({ order, side }: { order: TOrder; side: TOrderSide }) {
  const { t } = useTranslation();
  const send = useTransition(side, order);
  const can = (action: TOrderAction) => order.actions.includes(action);
  if (order.actions.length === 0) return <p className={classes.note}>{t('clientOrders.noActions')}</p>;
  return (
    <Stack gap="lg">
      {can('setInterview') && <InterviewForm order={order} send={send} />}
      {can('choosePayment') && <PaymentForm order={order} send={send} />}
      <div className={classes.actions}>
        {CONFIRMED.filter(can).map((action) =>
          action === 'confirmPayment' && order.balanceAed > 0 ? (
            <HireWithBalance key={action} order={order} side={side} send={send} />
          ) : action === 'deliver' ? (
            <DeliverAction key={action} order={order} side={side} send={send} />
          ) : (
            <ConfirmAction key={action} order={order} side={side} action={action} send={send} />
          ),
        )}
      </div>
    </Stack>
  );
}
