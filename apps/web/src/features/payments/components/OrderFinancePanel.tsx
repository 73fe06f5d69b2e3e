import type { TOrder } from '@app/shared';
import type { TOrderSide } from '../../../lib/orders';

/** STUB (issue 18, payments helper): the order's invoices, credit notes, ledger, receipts and proofs. */
export function OrderFinancePanel(_props: { order: TOrder; side: TOrderSide }) {
  return null;
}
