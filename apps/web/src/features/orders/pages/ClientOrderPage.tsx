import { OrderPage, orderLoader, type TOrderPanels } from '../order-page';

export const loader = orderLoader('client');

/** A client's order; its placement and money panels come from the app (app/compose/ClientOrderPage.tsx). */
export default function ClientOrderPage({ panels }: { panels?: TOrderPanels }) {
  return <OrderPage side="client" panels={panels} />;
}
