import OrderPage from '../../features/orders/admin/pages/OrderDetailsPage';
import { orderPanels } from './order-panels';

export { loader } from '../../features/orders/admin/pages/OrderDetailsPage';

/** An order in the back office (features/orders) with its placement and its money (decision 013). */
export default function OrderDetailsPage() {
  return <OrderPage panels={orderPanels} />;
}
