import { OrderPage, orderLoader } from '../order-page';

export const loader = orderLoader('client');

export default function ClientOrderPage() {
  return <OrderPage side="client" />;
}
