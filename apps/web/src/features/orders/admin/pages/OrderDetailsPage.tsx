import { OrderPage, orderLoader } from '../../order-page';

export const loader = orderLoader('admin');

export default function OrderDetailsPage() {
  return <OrderPage side="admin" />;
}
