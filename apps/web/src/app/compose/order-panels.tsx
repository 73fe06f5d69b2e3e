import type { TOrderPanels } from '../../features/orders/order-page';
import { OrderFinancePanel } from '../../features/payments/components/OrderFinancePanel';
import { PlacementPanel } from '../../features/placements/components/PlacementPanel';

/** The order page's parts owned by other features: its placement (placements) and its money (payments). */
export const orderPanels: TOrderPanels = {
  placement: (order, side) => <PlacementPanel order={order} side={side} />,
  finance: (order, side) => <OrderFinancePanel order={order} side={side} />,
};
