import OrderPage from '../../features/orders/pages/ClientOrderPage';
import { orderPanels } from './order-panels';

export { loader } from '../../features/orders/pages/ClientOrderPage';

/** A client's order (features/orders) with its placement and its money (decision 013). */
export default function ClientOrderPage() {
  return <OrderPage panels={orderPanels} />;
}
