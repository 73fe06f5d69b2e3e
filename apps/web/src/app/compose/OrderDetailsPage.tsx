import OrderPage from '../../features/orders/admin/pages/OrderDetailsPage';
import type { TOrderPanels } from '../../features/orders/order-page';
import { OrderProcessPanel } from '../../features/processes/components/OrderProcessPanel';
import { orderPanels } from './order-panels';

const staffOrderPanels: TOrderPanels = { ...orderPanels, staffProcess: (order) => <OrderProcessPanel order={order} /> };

export { loader } from '../../features/orders/admin/pages/OrderDetailsPage';

/** An order in the back office (features/orders) with its placement, its money and its visa process (decision 013). */
export default function OrderDetailsPage() {
  return <OrderPage panels={staffOrderPanels} />;
}
