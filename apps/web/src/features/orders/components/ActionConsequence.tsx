import type { TNotedAction, TOrder } from '@app/shared';
import { t as translate, useTranslation, type TMessageKey } from '../../../lib/i18n';
import { money, quoteOf, uaeDay } from '../../../lib/money';
import type { TOrderSide } from '../../../lib/orders';
import { Consequence } from '../../../app/ui/ConfirmDialog';
import { TextWithLtrValue } from '../../../app/ui/TextWithLtrValue';

/** What the action will do, in the words of the one about to take it. */
export function consequence(order: TOrder, side: TOrderSide, action: TNotedAction): string {
  switch (action) {
    case 'approve':
      return translate('clientOrders.consequence.approve', { total: money(quoteOf(order).totalAed) });
    case 'confirmPayment':
      return order.otherOpenOrders
        ? translate('clientOrders.consequence.confirmPayment', { count: order.otherOpenOrders })
        : translate('clientOrders.consequence.confirmPaymentAlone');
    case 'cancel':
      return translate(side === 'admin' ? 'clientOrders.consequence.cancelAdmin' : 'clientOrders.consequence.cancelClient');
    default:
      return translate(`clientOrders.consequence.${action}` as TMessageKey);
  }
}

/**
 * Closing an order after its invoice: the tax credit note that will reverse it, and the refund of what
 * was received with the day it falls due ("Invoice INV-2026-000012 will be cancelled by a credit note; AED 13,125 received will be refunded by ...").
 */
export function ClosingCredit({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const credit = order.closingCredit;
  if (!credit) return null;
  return (
    <Consequence data-testid="closing-credit">
      <TextWithLtrValue
        sentence={(invoice) => t('clientOrders.consequence.credit', { invoice, amount: money(credit.creditAed) })}
        value={credit.invoiceNumber}
      />{' '}
      {credit.refundAed > 0
        ? t('clientOrders.consequence.refund', { amount: money(credit.refundAed), date: uaeDay(credit.refundDueOn) })
        : t('clientOrders.consequence.noRefund')}
    </Consequence>
  );
}

/** A hire closing other families' open orders after their invoices: the credit notes and refunds that follow, added up. */
export function OthersClosingCredit({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const credit = order.othersClosingCredit;
  if (!credit) return null;
  return (
    <Consequence data-testid="others-closing-credit">
      {t('clientOrders.consequence.othersCredit', { amount: money(credit.creditAed) })}{' '}
      {credit.refundAed > 0 && t('clientOrders.consequence.refund', { amount: money(credit.refundAed), date: uaeDay(credit.refundDueOn) })}
    </Consequence>
  );
}
