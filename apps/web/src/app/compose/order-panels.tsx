import type { TOrderPanels } from '../../features/orders/order-page';
import { OrderFinancePanel } from '../../features/payments/components/OrderFinancePanel';
import { ProcessTimeline } from '../../features/processes/family/ProcessTimeline';
import { PlacementPanel } from '../../features/placements/components/PlacementPanel';
import { SlotPicker } from '../../features/slots/components/SlotPicker';

/** The order page's parts owned by other features: its placement (placements), its money (payments), the client's interview booking (slots), the family's visa process (processes). */
export const orderPanels: TOrderPanels = {
  placement: (order, side) => <PlacementPanel order={order} side={side} />,
  finance: (order, side) => <OrderFinancePanel order={order} side={side} />,
  interviewBooking: (order) => <SlotPicker order={order} />,
  process: (order) => <ProcessTimeline order={order} />,
};
